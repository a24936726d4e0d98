//! Herr der Ziegen's game handle, `HdzGame` (an `HdzAnyGame` of kind
//! `HDZ_GAME_KIND_HERR_DER_ZIEGEN`): creating games (from a seed, options or a saved state),
//! copying, determinizing and freeing them. Each function is its `hdz_any_*` twin with the kind
//! fixed.

use std::ffi::c_char;

use super::constants::KIND;
use crate::HdzAnyGame;
use crate::HdzStatus;

/// A game of Herr der Ziegen: the full state (every player's cards) and the events of the last
/// applied move. It is an `HdzAnyGame` of kind `HDZ_GAME_KIND_HERR_DER_ZIEGEN` (the same type),
/// so every `hdz_any_*` function takes it too.
///
/// Opaque to C. Create it with `hdz_game_new`, `hdz_game_with_options`, `hdz_game_from_json`,
/// `hdz_game_clone` or `hdz_game_determinize`; free it with `hdz_game_free`.
pub type HdzGame = HdzAnyGame;

/// Creates a game with the default options for `players` (2 to 5) from `seed`, and writes it to
/// `*out_game`. The same players and seed give the same game on every platform.
///
/// Returns `HDZ_SETUP_ERROR` unless `players` is 2 to 5, `HDZ_NULL_POINTER` if `out_game` is
/// NULL. Free the game with `hdz_game_free`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_new(players: u32, seed: u64, out_game: *mut *mut HdzGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::create("hdz_game_new", KIND, players, seed, out_game) }
}

/// Writes the default options for `players` (2 to 5) as JSON to `*out_json`, a string to free
/// with `hdz_string_free`. Edit it and pass it to `hdz_game_with_options`. The fields:
/// `players`, `start_player` (seat that plays first), `layout` (`grid_size` 6 or 7 and
/// `stables`, one `[row, col]` per player in clockwise order), `milk_ones` (how many of the 16
/// milk cards are worth 1), `removal` (`kinds`, `dogs`, `milk_ones`, `milk_twos` removed before
/// play).
///
/// Returns `HDZ_SETUP_ERROR` unless `players` is 2 to 5.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_default_options_json(players: u32, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::default_options_json("hdz_default_options_json", KIND, players, out_json) }
}

/// Creates a game from options given as JSON (the shape `hdz_default_options_json` writes) and
/// `seed`, and writes it to `*out_game`.
///
/// Returns `HDZ_INVALID_JSON` if the text is not options JSON: every field is required, every
/// record (`layout`, `removal`) is an object; the message names the field
/// (`herr-der-ziegen options: missing field `removal``). Returns `HDZ_SETUP_ERROR` if the options
/// do not describe a playable game.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `options_json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing
/// one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_with_options(
    options_json: *const c_char,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::with_options("hdz_game_with_options", KIND, options_json, seed, out_game) }
}

/// Loads a game from a JSON state (the format `hdz_game_to_json` writes, documented in
/// `docs/state-format-herr-der-ziegen.md`) and writes it to `*out_game`. The state is checked completely; the
/// new game has no last events.
///
/// Returns `HDZ_INVALID_JSON` for text that is not a state document, `HDZ_INVALID_STATE` for a
/// document that describes an impossible game (wrong format or version, cards that are not
/// exactly the deck, inconsistent counts, phase or markers).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_from_json(json: *const c_char, out_game: *mut *mut HdzGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::from_json("hdz_game_from_json", KIND, json, out_game) }
}

/// Copies `game` (state and last events) into a new game written to `*out_game`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_clone(game: *const HdzGame, out_game: *mut *mut HdzGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::copy("hdz_game_clone", game, out_game) }
}

/// Writes to `*out_game` a new game consistent with everything the seat `player` knows of
/// `game`: the same public state and hand of that seat, with every card it cannot see placed at
/// random among the places its view allows (a determinization, for search bots such as
/// information-set MCTS). The same game, seat and `seed` give the same result on every platform.
/// The new game has no last events.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_determinize(
    game: *const HdzGame,
    player: u32,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::determinize("hdz_game_determinize", game, player, seed, out_game) }
}

/// Frees a game. NULL is ignored.
///
/// Thread safety: no other call may use `game` at the same time or later.
///
/// # Safety
/// `game` is NULL or a game created by this library and not freed yet; it must not be used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_free(game: *mut HdzGame) {
    // SAFETY: by the caller's contract.
    unsafe { crate::entry::handle::free(game) }
}
