//! The shapes of the any-game entry points: create a game, read a game into an out-parameter, a
//! string or a caller buffer. Each runs in the plumbing's guard (panics caught, last error set).

use std::ffi::c_char;

use super::dyn_game::DynGame;
use super::HdzAnyGame;
use crate::plumbing::buffer::{check_out, read_str, write_buffer, write_string};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow, write_handle};
use crate::{Error, HdzStatus};

/// The game behind `game`.
///
/// # Safety
/// `game` is NULL or a live game.
pub(crate) unsafe fn game_ref<'a>(game: *const HdzAnyGame) -> Result<&'a dyn DynGame, Error> {
    // SAFETY: by the caller's contract.
    unsafe { borrow(game, "game") }.map(|g| &*g.game)
}

/// A JSON argument: text that is not UTF-8 is `HDZ_INVALID_JSON`.
///
/// # Safety
/// `text` is NULL or a NUL-terminated string.
pub(crate) unsafe fn json_arg<'a>(text: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: by the caller's contract.
    unsafe { read_str(text, name, HdzStatus::HDZ_INVALID_JSON) }
}

/// Runs the entry point `function`, which writes the game `make` returns to `*out_game`.
///
/// # Safety
/// `out_game` is NULL or valid for writing one pointer; `make` upholds its own arguments'
/// contracts.
pub(crate) unsafe fn make_game(
    function: &str,
    out_game: *mut *mut HdzAnyGame,
    make: impl FnOnce() -> Result<Box<dyn DynGame>, Error>,
) -> HdzStatus {
    guard(function, || {
        check_out(out_game, "out_game")?;
        let game = make()?;
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { write_handle(out_game, HdzAnyGame { game }) };
        Ok(())
    })
}

/// Runs the entry point `function`, which writes what `read` finds in `game` to `*out` (the
/// argument `out_name`).
///
/// # Safety
/// `game` is NULL or a live game; `out` is NULL or valid for a write.
pub(crate) unsafe fn read_game<T>(
    function: &str,
    game: *const HdzAnyGame,
    out: *mut T,
    out_name: &str,
    read: impl FnOnce(&dyn DynGame) -> Result<T, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out, out_name)?;
        let value = read(g)?;
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { out.write(value) };
        Ok(())
    })
}

/// Runs the entry point `function`, which writes the text `read` makes of `game` to `*out_text`
/// (the argument `out_name`), a string freed with `hdz_string_free`.
///
/// # Safety
/// `game` is NULL or a live game; `out_text` is NULL or valid for writing one pointer.
pub(crate) unsafe fn read_game_text(
    function: &str,
    game: *const HdzAnyGame,
    out_text: *mut *mut c_char,
    out_name: &str,
    read: impl FnOnce(&dyn DynGame) -> Result<String, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_text, out_name)?;
        let text = read(g)?;
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

/// Runs the entry point `function`, which writes the items `read` lists from `game` to `buffer`
/// by the one size-query rule of the library (see `write_buffer`).
///
/// # Safety
/// `game` is NULL or a live game; the buffer's `out` is NULL or valid for writing `capacity`
/// items, its `out_count` NULL or valid for a write.
pub(crate) unsafe fn read_game_list<T>(
    function: &str,
    game: *const HdzAnyGame,
    buffer: Buffer<T>,
    read: impl FnOnce(&dyn DynGame) -> Result<Vec<T>, Error>,
) -> HdzStatus {
    guard(function, || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        let items = read(g)?;
        let (name, what) = buffer.names;
        // SAFETY: by the caller's contract.
        unsafe { write_buffer(items.into_iter(), buffer.out, buffer.capacity, buffer.out_count, name, what) }
    })
}
