//! Action ids: what an id means, as text and as a struct.

use std::ffi::c_char;

use herr_der_ziegen::Move;

use crate::plumbing::buffer::{check_out, write_string};
use crate::plumbing::error::guard;
use crate::{HdzMove, HdzStatus};

/// Writes a short English text for the action `action_id` (for example `"play card 15"`,
/// `"take (2,3)"`, `"dog (0,4) -> (0,1)"`) to `*out_text`, a string to free with
/// `hdz_string_free`. Cells are written `(row,col)`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_text` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_to_string(action_id: u32, out_text: *mut *mut c_char) -> HdzStatus {
    guard("hdz_action_to_string", || {
        check_out(out_text, "out_text")?;
        let mv = Move::from_action_id(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_text, mv.to_string()) }
    })
}

/// Writes what the action `action_id` means (its kind, card, cells, answer) to `*out_move`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_move` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_describe(action_id: u32, out_move: *mut HdzMove) -> HdzStatus {
    guard("hdz_action_describe", || {
        check_out(out_move, "out_move")?;
        let mv = Move::from_action_id(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { out_move.write(HdzMove::from(mv)) };
        Ok(())
    })
}
