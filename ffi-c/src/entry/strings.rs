//! The library's own strings: its version, status names, the last error message, and freeing
//! the strings it hands out.

use std::ffi::{c_char, c_int};

use super::buffer::{free_string, write_c_str};
use super::guard::{guard_infallible, guard_quiet, last_error_ptr, with_last_error};
use super::status::HdzStatus;

/// The version of the library, for example `"0.2.0"`.
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
/// clears it when it succeeds; `hdz_last_error_message_copy` leaves it as it is).
///
/// Never returns NULL. The string belongs to the library: do not free it.
///
/// How long the pointer lives: until the next call on the same thread to a function that returns
/// an `HdzStatus` (other than `hdz_last_error_message_copy`), which frees or replaces the text.
/// So never pass it in the same function call as the call it describes:
/// `printf("%s: %s", hdz_status_name(hdz_game_apply(g, id)), hdz_last_error_message())` is
/// undefined behaviour, because C may evaluate `hdz_last_error_message()` first and the apply
/// then frees the text. Call the failing function first, or copy the text with
/// `hdz_last_error_message_copy`.
/// Thread safety: each thread has its own message.
#[no_mangle]
pub extern "C" fn hdz_last_error_message() -> *const c_char {
    guard_infallible(c"".as_ptr(), last_error_ptr)
}

/// Copies the message of the last failed call on the calling thread (`""` if that thread's last
/// call succeeded), with its terminating NUL, into `out`, which holds `capacity` bytes, and
/// writes the number of bytes copied (`strlen + 1`) to `*out_size`. The copy is the caller's, so
/// it outlives any later call, unlike the pointer `hdz_last_error_message` returns.
///
/// Buffers as for every buffer-writing function: with a `capacity` below the message's size the
/// call returns `HDZ_BUFFER_TOO_SMALL`, writes the needed size to `*out_size` and nothing to
/// `out`; `out` may be NULL when `capacity` is 0, which asks for the size.
///
/// Unlike every other function returning an `HdzStatus`, it never sets nor clears the message,
/// whether it succeeds or fails: asking for the size and then copying reads the same message.
///
/// Thread safety: each thread has its own message.
///
/// # Safety
/// `out` is NULL or valid for writing `capacity` bytes; `out_size` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_last_error_message_copy(
    out: *mut c_char,
    capacity: usize,
    out_size: *mut usize,
) -> HdzStatus {
    guard_quiet(|| {
        // SAFETY: by the caller's contract.
        with_last_error(|message| unsafe { write_c_str(message, out, capacity, out_size, "out") })
    })
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
