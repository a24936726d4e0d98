//! Out-parameters, caller buffers and C strings, in (JSON and names) and out.
//!
//! Results of variable size go into caller buffers as `(out, capacity, out_count)`; results of a
//! fixed size as `(out, capacity)`. The one rule every buffer-writing function follows:
//!
//! * `out` may be NULL only with a capacity of 0 ([`check_buffer`]); NULL with capacity 0 asks
//!   for the size;
//! * when the result does not fit (always the case for a size query of a non-empty result), the
//!   call fails with `HDZ_BUFFER_TOO_SMALL`, writes nothing to `out`, and writes the needed count to
//!   `*out_count` where there is one (a fixed size is a documented constant instead);
//! * otherwise it writes the result and, where there is one, its count.
//!
//! [`write_buffer`] implements it for lists, [`fill_buffer`] for fixed-size results and
//! [`write_c_str`] for text copied into a caller's `char` buffer.

use std::ffi::{c_char, CStr, CString};

use super::guard::guard_infallible;
use super::status::{Error, HdzStatus};

/// Checks that the out-parameter `out`, named `name`, is not NULL.
///
/// # Errors
/// `HDZ_NULL_POINTER` if it is.
pub(crate) fn check_out<T>(out: *mut T, name: &str) -> Result<(), Error> {
    if out.is_null() {
        Err(Error::null(name))
    } else {
        Ok(())
    }
}

/// The first part of the buffer rule: `out`, named `name`, may be NULL only when `capacity` is 0.
///
/// # Errors
/// `HDZ_NULL_POINTER` for a NULL `out` with a capacity above 0.
pub(crate) fn check_buffer<T>(out: *mut T, capacity: usize, name: &str) -> Result<(), Error> {
    if out.is_null() && capacity > 0 {
        Err(Error::null(name))
    } else {
        Ok(())
    }
}

/// Writes `items` to `out[0..count]` and their number to `*out_count`, or only the number when
/// they do not fit `capacity`. `name` is the buffer's argument name, `what` names the items in
/// the message (`"legal moves"`).
///
/// # Errors
/// `HDZ_NULL_POINTER` for a NULL `out_count`, or a NULL `out` with a capacity above 0;
/// `HDZ_BUFFER_TOO_SMALL` (with the needed count written) when the items do not fit.
///
/// # Safety
/// `out_count` is NULL or valid for a write; `out` is NULL or valid for writing `capacity` items.
pub(crate) unsafe fn write_buffer<T>(
    items: impl ExactSizeIterator<Item = T>,
    out: *mut T,
    capacity: usize,
    out_count: *mut usize,
    name: &str,
    what: &str,
) -> Result<(), Error> {
    check_buffer(out, capacity, name)?;
    check_out(out_count, "out_count")?;
    let count = items.len();
    // SAFETY: `out_count` is non-NULL and valid for a write by the caller's contract.
    unsafe { check_fits(count, capacity, out_count, what) }?;
    // SAFETY (both blocks): `out` holds `capacity >= count` items by the caller's contract.
    for (i, item) in items.enumerate().take(capacity) {
        unsafe { out.add(i).write(item) };
    }
    unsafe { out_count.write(count) };
    Ok(())
}

/// The second part of the buffer rule for a list of `count` items (`what`, as `"legal moves"`):
/// when it does not fit `capacity`, writes `count` to `*out_count` and fails.
///
/// # Errors
/// `HDZ_BUFFER_TOO_SMALL` (with the needed count written) when `count > capacity`.
///
/// # Safety
/// `out_count` is valid for a write.
pub(crate) unsafe fn check_fits(count: usize, capacity: usize, out_count: *mut usize, what: &str) -> Result<(), Error> {
    if count > capacity {
        // SAFETY: by the caller's contract.
        unsafe { out_count.write(count) };
        return Err(Error::new(
            HdzStatus::HDZ_BUFFER_TOO_SMALL,
            format!("{count} {what} do not fit a buffer of {capacity}"),
        ));
    }
    Ok(())
}

/// Lets `fill` write a result of exactly `size` items into `out`, which holds `capacity`;
/// `too_small` says what the message says when `capacity < size`. The caller checks `out` with
/// [`check_buffer`] first (before its other arguments, so that NULL is reported first).
///
/// # Errors
/// `HDZ_BUFFER_TOO_SMALL` (and nothing written) if `capacity < size`.
///
/// # Safety
/// `out` is valid for writing `capacity` items (NULL when `capacity` is 0).
pub(crate) unsafe fn fill_buffer<T>(
    size: usize,
    out: *mut T,
    capacity: usize,
    too_small: impl FnOnce() -> String,
    fill: impl FnOnce(&mut [T]),
) -> Result<(), Error> {
    if capacity < size {
        return Err(Error::new(HdzStatus::HDZ_BUFFER_TOO_SMALL, too_small()));
    }
    if size == 0 {
        return Ok(());
    }
    // SAFETY: non-NULL (size > 0 and capacity >= size) and holding at least `size` items by the
    // caller's contract.
    let buffer = unsafe { std::slice::from_raw_parts_mut(out, size) };
    fill(buffer);
    Ok(())
}

/// Copies `text` with its terminating NUL into the caller's buffer `out` of `capacity` bytes by the
/// buffer rule; `*out_size` receives the number of bytes with the NUL (`strlen + 1`).
///
/// # Errors
/// As [`write_buffer`].
///
/// # Safety
/// `out_size` is NULL or valid for a write; `out` is NULL or valid for writing `capacity` bytes.
pub(crate) unsafe fn write_c_str(
    text: &CStr,
    out: *mut c_char,
    capacity: usize,
    out_size: *mut usize,
    name: &str,
) -> Result<(), Error> {
    let bytes = text.to_bytes_with_nul().iter().map(|&b| b as c_char);
    // SAFETY: by the caller's contract.
    unsafe { write_buffer(bytes, out, capacity, out_size, name, "bytes of text") }
}

/// A string argument; text that is not UTF-8 is `not_utf8`.
///
/// # Errors
/// `HDZ_NULL_POINTER` for NULL, `not_utf8` for text that is not UTF-8.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string that lives for `'a`.
pub(crate) unsafe fn read_str<'a>(text: *const c_char, name: &str, not_utf8: HdzStatus) -> Result<&'a str, Error> {
    if text.is_null() {
        return Err(Error::null(name));
    }
    // SAFETY: non-NULL and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .map_err(|e| Error::new(not_utf8, format!("argument `{name}` is not valid UTF-8: {e}")))
}

/// A JSON argument: text that is not UTF-8 is `HDZ_INVALID_JSON`.
///
/// # Errors
/// `HDZ_NULL_POINTER` for NULL, `HDZ_INVALID_JSON` for text that is not UTF-8.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string that lives for `'a`.
pub(crate) unsafe fn read_json<'a>(text: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: by the caller's contract.
    unsafe { read_str(text, name, HdzStatus::HDZ_INVALID_JSON) }
}

/// `text` as a C string.
///
/// # Errors
/// An internal error if the text holds a NUL byte (the library never writes one).
pub(crate) fn c_string(text: String) -> Result<CString, Error> {
    CString::new(text).map_err(|_| Error::internal("the library produced text with a NUL byte"))
}

/// Writes `text` to `*out` as a string the caller frees with `hdz_string_free` (which drops it
/// with `CString::from_raw`).
///
/// # Errors
/// As [`c_string`].
///
/// # Safety
/// `out` is non-NULL and valid for a write.
pub(crate) unsafe fn write_string(out: *mut *mut c_char, text: String) -> Result<(), Error> {
    let text = c_string(text)?;
    // SAFETY: by the caller's contract.
    unsafe { out.write(text.into_raw()) };
    Ok(())
}

/// Frees a string [`write_string`] handed out; NULL is ignored.
///
/// # Safety
/// `text` is NULL or came from [`write_string`] and is not freed yet.
pub(crate) unsafe fn free_string(text: *mut c_char) {
    if text.is_null() {
        return;
    }
    guard_infallible((), || {
        // SAFETY: by the caller's contract `text` came from `CString::into_raw`.
        drop(unsafe { CString::from_raw(text) });
    });
}
