//! The shapes of the entry points that read a handle, written once for every handle type
//! ([`Castable`]): into an out-parameter, a string, a caller's buffer (a list, the legal moves, an
//! observation tensor). Each runs in the guard (panics caught, the last error message set or
//! cleared).

use std::ffi::c_char;

use super::bounds::HDZ_MAX_LEGAL_MOVES;
use super::buffer::{check_buffer, check_out, fill_buffer, write_buffer, write_string};
use super::guard::guard;
use super::handle::{get, Castable};
use super::status::{Error, HdzStatus};
use game_registry::dynamic::LegalIds;

/// Runs the entry point `function`, which writes what `read` finds behind `handle` to `*out`
/// (the argument `out_name`).
///
/// # Safety
/// `handle` is NULL or a live handle; `out` is NULL or valid for a write.
pub(crate) unsafe fn read<H: Castable, T>(
    function: &str,
    handle: *const H,
    out: *mut T,
    out_name: &str,
    read: impl FnOnce(&H::Rust) -> Result<T, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let value = unsafe { get(handle) }?;
        check_out(out, out_name)?;
        let result = read(value)?;
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { out.write(result) };
        Ok(())
    })
}

/// Runs the entry point `function`, which writes the text `read` makes of what is behind `handle`
/// to `*out_text` (the argument `out_name`), a string freed with `hdz_string_free`.
///
/// # Safety
/// `handle` is NULL or a live handle; `out_text` is NULL or valid for writing one pointer.
pub(crate) unsafe fn read_text<H: Castable>(
    function: &str,
    handle: *const H,
    out_text: *mut *mut c_char,
    out_name: &str,
    read: impl FnOnce(&H::Rust) -> Result<String, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let value = unsafe { get(handle) }?;
        check_out(out_text, out_name)?;
        let text = read(value)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_text, text) }
    })
}

/// A caller buffer: `capacity` items at `out`, their number written to `*out_count`.
pub(crate) struct Buffer<T> {
    pub out: *mut T,
    pub capacity: usize,
    pub out_count: *mut usize,
    /// The buffer's argument name and what its items are, for messages.
    pub names: (&'static str, &'static str),
}

/// Runs the entry point `function`, which writes the items `list` finds behind `handle` to
/// `buffer` by the one size-query rule of the library (see `write_buffer`).
///
/// # Safety
/// `handle` is NULL or a live handle; the buffer's `out` is NULL or valid for writing `capacity`
/// items, its `out_count` NULL or valid for a write.
pub(crate) unsafe fn read_list<'a, H: Castable, T, I: ExactSizeIterator<Item = T>>(
    function: &str,
    handle: *const H,
    buffer: Buffer<T>,
    list: impl FnOnce(&'a H::Rust) -> Result<I, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let value = unsafe { get::<'a, H>(handle) }?;
        let items = list(value)?;
        let (name, what) = buffer.names;
        // SAFETY: by the caller's contract.
        unsafe { write_buffer(items, buffer.out, buffer.capacity, buffer.out_count, name, what) }
    })
}

/// Runs the entry point `function`, which writes the legal action ids `list` writes for what is
/// behind `handle` to the caller's buffer (`out_ids`, `capacity`, `out_count`).
///
/// # Safety
/// As [`read_list`].
pub(crate) unsafe fn read_legal_ids<H: Castable>(
    function: &str,
    handle: *const H,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
    list: impl FnOnce(&H::Rust, &mut LegalIds) -> usize,
) -> HdzStatus {
    let buffer = Buffer { out: out_ids, capacity, out_count, names: ("out_ids", "legal moves") };
    // SAFETY: by the caller's contract.
    unsafe {
        read_list(function, handle, buffer, |value| {
            let mut ids = [0; HDZ_MAX_LEGAL_MOVES];
            let count = list(value, &mut ids);
            Ok(ids.into_iter().take(count))
        })
    }
}

/// Writes an observation tensor into a slice of its length.
pub(crate) type WriteObservation<'a> = Box<dyn FnOnce(&mut [f32]) + 'a>;

/// An observation tensor to write: its length and how to write it.
pub(crate) struct Observation<'a> {
    pub size: usize,
    pub write: WriteObservation<'a>,
}

/// Runs the entry point `function`, which writes the observation `observe` makes of what is
/// behind `handle` into `out` (`capacity` floats) and its length to `*out_len`: by the buffer
/// rule, a NULL `out` with capacity 0 asks for the length, and a result that does not fit is
/// `HDZ_BUFFER_TOO_SMALL` with the length written and no float.
///
/// # Safety
/// `handle` is NULL or a live handle; `out` is NULL or valid for writing `capacity` floats;
/// `out_len` is NULL or valid for a write.
pub(crate) unsafe fn read_observation<'a, H: Castable>(
    function: &str,
    handle: *const H,
    out: *mut f32,
    capacity: usize,
    out_len: *mut usize,
    observe: impl FnOnce(&'a H::Rust) -> Result<Observation<'a>, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let value = unsafe { get::<'a, H>(handle) }?;
        check_buffer(out, capacity, "out")?;
        check_out(out_len, "out_len")?;
        let Observation { size, write } = observe(value)?;
        let too_small = || format!("the observation has {size} floats; the buffer holds {capacity}");
        // SAFETY (both blocks): `out` holds `capacity` floats (NULL only for 0), `out_len` is
        // non-NULL, by the caller's contract and the checks above.
        let result = unsafe { fill_buffer(size, out, capacity, too_small, write) };
        unsafe { out_len.write(size) };
        result
    })
}
