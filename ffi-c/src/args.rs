//! Arguments read the same way by several entry points: JSON text.

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
