//! The game kinds from C: what each kind is, and the names of its phases.

use std::ffi::c_char;

use crate::kinds::{phase_name, HdzGameKindInfo};
use crate::plumbing::buffer::check_out;
use crate::plumbing::error::guard;
use crate::status::kind_of;
use crate::status::{Error, HdzStatus};

/// Writes what the game kind `kind` (an `HdzGameKind`) is to `*out_info`: its name, player
/// range, action count, observation size and most legal moves. The kinds are numbered from 0
/// without gaps, so a program can list every game the library plays by asking for `0, 1, ...`
/// until the call returns `HDZ_INVALID_ARGUMENT`.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `kind` is not an `HdzGameKind`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_info` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_kind_info(kind: u32, out_info: *mut HdzGameKindInfo) -> HdzStatus {
    guard("hdz_game_kind_info", || {
        let info = HdzGameKindInfo::of(kind_of(kind)?.info());
        check_out(out_info, "out_info")?;
        // SAFETY: checked non-NULL.
        unsafe { out_info.write(info) };
        Ok(())
    })
}

/// Writes the name of phase number `phase` of the game kind `kind` (what
/// `hdz_any_game_phase` writes), for example `"choose_hill"`, to `*out_name`: a static string,
/// never freed. A kind's phases are numbered from 0 without gaps; the names are those of the
/// game's JSON documents.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind or a number that is no phase of it.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_name` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_phase_name(kind: u32, phase: u32, out_name: *mut *const c_char) -> HdzStatus {
    guard("hdz_any_phase_name", || {
        let game = kind_of(kind)?;
        check_out(out_name, "out_name")?;
        let name = phase_name(game.index(), phase).ok_or_else(|| {
            Error::invalid(format!(
                "{phase} is not a phase of {} (phases are 0 to {})",
                game.name(),
                game.phase_names().len() - 1
            ))
        })?;
        // SAFETY: checked non-NULL.
        unsafe { out_name.write(name.as_ptr()) };
        Ok(())
    })
}
