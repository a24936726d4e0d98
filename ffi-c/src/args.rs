//! Arguments read the same way by several entry points: JSON text and player counts.

use std::ffi::c_char;

use crate::plumbing::buffer::read_str;
use crate::{Error, HdzStatus};

/// A JSON argument: text that is not UTF-8 is `HDZ_INVALID_JSON`.
///
/// # Errors
/// `HDZ_NULL_POINTER` for NULL, `HDZ_INVALID_JSON` for text that is not UTF-8.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string.
pub(crate) unsafe fn read_json<'a>(text: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: by the caller's contract.
    unsafe { read_str(text, name, HdzStatus::HDZ_INVALID_JSON) }
}

/// A player count as the engine takes it.
///
/// # Errors
/// `HDZ_SETUP_ERROR` for a count that is not even a byte (the engine refuses the other
/// impossible counts itself).
pub(crate) fn player_count(players: u32) -> Result<u8, Error> {
    u8::try_from(players)
        .map_err(|_| Error::new(HdzStatus::HDZ_SETUP_ERROR, format!("the game is for 2 to 5 players, not {players}")))
}
