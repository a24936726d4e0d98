//! Opaque handles: one trait binds each C handle type to the Rust value it holds ([`Castable`],
//! as rustls-ffi does), so that the game, view and bot handles are made, borrowed and freed the
//! same way: a value boxed and handed to C as `T *`, borrowed back with a NULL check, freed once.

use super::buffer::check_out;
use super::guard::{guard, guard_infallible};
use super::status::{Error, HdzStatus};

/// A C handle type and the Rust value it holds, boxed.
pub(crate) trait Castable: Sized + 'static {
    /// What the handle holds.
    type Rust: ?Sized;
    /// The name of a handle argument, for the message of a NULL one (`"game"`).
    const ARGUMENT: &'static str;
    /// The name of a handle out-parameter (`"out_game"`).
    const OUT: &'static str;
    /// The value held.
    fn rust(&self) -> &Self::Rust;
    /// The value held, to change it.
    fn rust_mut(&mut self) -> &mut Self::Rust;
    /// A handle holding `value`.
    fn hold(value: Box<Self::Rust>) -> Self;
}

/// Binds a handle type, a struct with one `Box<dyn Trait>` field, to the value it holds.
macro_rules! castable {
    ($handle:ident holds $rust:ident in $field:ident, named $argument:literal and $out:literal) => {
        impl $crate::entry::handle::Castable for $handle {
            type Rust = dyn $rust;
            const ARGUMENT: &'static str = $argument;
            const OUT: &'static str = $out;
            fn rust(&self) -> &(dyn $rust + 'static) {
                &*self.$field
            }
            fn rust_mut(&mut self) -> &mut (dyn $rust + 'static) {
                &mut *self.$field
            }
            fn hold($field: Box<dyn $rust>) -> $handle {
                $handle { $field }
            }
        }
    };
}

pub(crate) use castable;

/// The value behind `handle`.
///
/// # Errors
/// `HDZ_NULL_POINTER` for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle that nothing changes during the call.
pub(crate) unsafe fn get<'a, H: Castable>(handle: *const H) -> Result<&'a H::Rust, Error> {
    // SAFETY: by the caller's contract.
    unsafe { handle.as_ref() }.map(H::rust).ok_or_else(|| Error::null(H::ARGUMENT))
}

/// The value behind `handle`, to change it.
///
/// # Errors
/// `HDZ_NULL_POINTER` for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle that nothing else uses during the call.
pub(crate) unsafe fn get_mut<'a, H: Castable>(handle: *mut H) -> Result<&'a mut H::Rust, Error> {
    // SAFETY: by the caller's contract.
    unsafe { handle.as_mut() }.map(H::rust_mut).ok_or_else(|| Error::null(H::ARGUMENT))
}

/// Runs the entry point `function`, which writes a handle holding what `make` builds to `*out`.
/// The order of the checks is that of every maker: first the arguments `inputs` reads (handles
/// and strings, which may be NULL or not UTF-8), then the out-parameter, then the values `make`
/// checks (kinds, seats, player counts, the text's contents).
///
/// # Safety
/// `out` is NULL or valid for writing one pointer; `inputs` and `make` uphold their own
/// arguments' contracts.
pub(crate) unsafe fn make<H: Castable, A>(
    function: &str,
    inputs: impl FnOnce() -> Result<A, Error>,
    out: *mut *mut H,
    make: impl FnOnce(A) -> Result<Box<H::Rust>, Error>,
) -> HdzStatus {
    guard(function, || {
        let inputs = inputs()?;
        check_out(out, H::OUT)?;
        let handle = Box::into_raw(Box::new(H::hold(make(inputs)?)));
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { out.write(handle) };
        Ok(())
    })
}

/// Frees what [`make`] handed out; NULL is ignored, and so is a panic in a destructor.
///
/// # Safety
/// `handle` is NULL or a handle of this library of type `H`, not freed yet.
pub(crate) unsafe fn free<H: Castable>(handle: *mut H) {
    if handle.is_null() {
        return;
    }
    guard_infallible((), || {
        // SAFETY: by the caller's contract it came from `Box::into_raw` in `make`.
        drop(unsafe { Box::from_raw(handle) });
    });
}
