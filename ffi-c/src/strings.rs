//! The library's own strings: its version, status names, the last error message, and freeing
//! the strings it hands out.

use std::ffi::{c_char, c_int};

use crate::plumbing::buffer::free_string;
use crate::plumbing::error::{guard_infallible, last_error_ptr};
use crate::HdzStatus;

/// The version of the library, for example `"0.1.0"`.
///
/// Never fails. The string is static: do not free it.
/// Thread safety: callable from any thread at any time.
#[no_mangle]
pub extern "C" fn hdz_version() -> *const c_char {
    const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");
    VERSION.as_ptr().cast()
}

/// The message of the last failed call on the calling thread, or `""` if that thread's last
/// call succeeded (every function that returns an `HdzStatus` sets the message when it fails and
/// clears it when it succeeds).
///
/// Never returns NULL. The string belongs to the library: do not free it. It stays valid until
/// the next call into the library on the same thread; copy it to keep it.
/// Thread safety: each thread has its own message.
#[no_mangle]
pub extern "C" fn hdz_last_error_message() -> *const c_char {
    guard_infallible(c"".as_ptr(), last_error_ptr)
}

/// The name of a status, for example `"HDZ_ILLEGAL_MOVE"` for `HDZ_ILLEGAL_MOVE`, or
/// `"HDZ_UNKNOWN_STATUS"` for a number that is not a status.
///
/// Never fails. The string is static: do not free it.
/// Thread safety: callable from any thread at any time.
#[no_mangle]
pub extern "C" fn hdz_status_name(status: c_int) -> *const c_char {
    let name =
        usize::try_from(status).ok().and_then(|i| HdzStatus::ALL.get(i)).map_or(c"HDZ_UNKNOWN_STATUS", |s| s.name());
    name.as_ptr()
}

/// Frees a string returned by the library (JSON, move texts). NULL is ignored.
///
/// Thread safety: any thread may free a string, once.
///
/// # Safety
/// `text` is NULL or a string returned through a `char **` out-parameter of this library that
/// has not been freed yet. Never pass a string from `hdz_version`, `hdz_status_name` or
/// `hdz_last_error_message`, nor one allocated by anything else.
#[no_mangle]
pub unsafe extern "C" fn hdz_string_free(text: *mut c_char) {
    // SAFETY: by the caller's contract.
    unsafe { free_string(text) }
}
