//! The guard every entry point runs in: panics caught at the boundary, errors turned into their
//! status, and the per-thread last error message set or cleared.

use std::any::Any;
use std::cell::RefCell;
use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

use super::status::{Error, HdzStatus};

thread_local! {
    /// The message of the last failed call on this thread; `None` after a successful call.
    static LAST_ERROR: RefCell<Option<CString>> = const { RefCell::new(None) };
}

const EMPTY: &CStr = c"";

fn set_last_error(message: Option<String>) {
    let message = message.map(|m| {
        // A message never holds NUL bytes in practice; replace them rather than lose the text.
        CString::new(m.replace('\0', "\\0")).unwrap_or_default()
    });
    // `try_with` fails only while the thread is being torn down; there is nobody to tell then.
    let _ = LAST_ERROR.try_with(|slot| *slot.borrow_mut() = message);
}

/// The message of the last failed call on this thread, or `""`: a pointer that stays valid until
/// the next call on this thread that sets or clears the message.
pub(crate) fn last_error_ptr() -> *const c_char {
    LAST_ERROR.try_with(|slot| slot.borrow().as_ref().map_or(EMPTY.as_ptr(), |m| m.as_ptr())).unwrap_or(EMPTY.as_ptr())
}

/// Runs `read` on the message of the last failed call on this thread (`""` if none), without
/// changing it.
pub(crate) fn with_last_error<R>(read: impl FnOnce(&CStr) -> R) -> R {
    // A copy, so that `read` may call into the library. No message, or a thread being torn down
    // (`try_with` fails), reads as "".
    let message = LAST_ERROR.try_with(|slot| slot.borrow().clone()).ok().flatten();
    read(message.as_deref().unwrap_or(EMPTY))
}

fn panic_text(payload: &(dyn Any + Send)) -> &str {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s
    } else {
        "unknown panic payload"
    }
}

/// Runs the body of the entry point `function`: catches panics, turns errors into a status and
/// records the message of a failure (or clears it on success).
pub(crate) fn guard(function: &str, body: impl FnOnce() -> Result<(), Error>) -> HdzStatus {
    let result = catch_unwind(AssertUnwindSafe(body));
    let (status, message) = match result {
        Ok(Ok(())) => (HdzStatus::HDZ_OK, None),
        Ok(Err(e)) => (e.status, Some(format!("{function}: {}", e.message))),
        Err(payload) => (
            HdzStatus::HDZ_PANIC,
            Some(format!("{function}: internal error (panic): {}", panic_text(payload.as_ref()))),
        ),
    };
    set_last_error(message);
    status
}

/// Runs the body of an entry point that reports on the last error message itself, so must leave
/// it as it is: catches panics (as `HDZ_PANIC`) and turns errors into their status, recording nothing.
pub(crate) fn guard_quiet(body: impl FnOnce() -> Result<(), Error>) -> HdzStatus {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => HdzStatus::HDZ_OK,
        Ok(Err(e)) => e.status,
        Err(_) => HdzStatus::HDZ_PANIC,
    }
}

/// Runs `body` for an entry point that has no status to return (free functions, getters of
/// static data): a panic is swallowed and `fallback` returned.
pub(crate) fn guard_infallible<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}
