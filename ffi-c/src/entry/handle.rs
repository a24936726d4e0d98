//! Opaque handles: a Rust value boxed and handed to C as `T *`, borrowed back with a NULL check,
//! freed once.

use super::error::{guard_infallible, Error, Status};

/// Boxes `value` for C: the pointer is freed with [`free_handle`].
pub(crate) fn into_handle<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// The handle behind `handle`, named `name` in the error message when it is NULL.
///
/// # Errors
/// `NULL_POINTER` if `handle` is NULL.
///
/// # Safety
/// `handle` is NULL or points to a live `T` that nothing changes during the call.
pub(crate) unsafe fn borrow<'a, T, S: Status>(handle: *const T, name: &str) -> Result<&'a T, Error<S>> {
    // SAFETY: by the caller's contract.
    unsafe { handle.as_ref() }.ok_or_else(|| Error::null(name))
}

/// The handle behind `handle`, for a call that changes it.
///
/// # Errors
/// `NULL_POINTER` if `handle` is NULL.
///
/// # Safety
/// `handle` is NULL or points to a live `T` that nothing else uses during the call.
pub(crate) unsafe fn borrow_mut<'a, T, S: Status>(handle: *mut T, name: &str) -> Result<&'a mut T, Error<S>> {
    // SAFETY: by the caller's contract.
    unsafe { handle.as_mut() }.ok_or_else(|| Error::null(name))
}

/// Boxes `value` and writes the handle to `*out`.
///
/// # Safety
/// `out` is non-NULL and valid for writing one pointer.
pub(crate) unsafe fn write_handle<T>(out: *mut *mut T, value: T) {
    // SAFETY: by the caller's contract.
    unsafe { out.write(into_handle(value)) };
}

/// Frees what [`into_handle`] handed out; NULL is ignored, and so is a panic in a destructor.
///
/// # Safety
/// `handle` is NULL or came from [`into_handle`] with the same `T` and is not freed yet.
pub(crate) unsafe fn free_handle<T>(handle: *mut T) {
    if handle.is_null() {
        return;
    }
    guard_infallible((), || {
        // SAFETY: by the caller's contract.
        drop(unsafe { Box::from_raw(handle) });
    });
}
