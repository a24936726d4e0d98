//! The game handle, `HdzGame`: creating games (from a seed, options or a saved state), copying,
//! determinizing and freeing them.

use herr_der_ziegen::game_core::{GameRules, GameView};
use std::ffi::c_char;

use herr_der_ziegen::{Events, Game, Options};

use crate::args::{player_count, read_json};
use crate::plumbing::buffer::{check_out, write_string};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow, free_handle, into_handle, write_handle};
use crate::plumbing::rules::seat;
use crate::{Error, HdzStatus};

/// A game: the full state (every player's cards) and the events of the last applied move.
///
/// Opaque to C. Create it with `hdz_game_new`, `hdz_game_with_options`, `hdz_game_from_json`,
/// `hdz_game_clone` or `hdz_game_determinize`; free it with `hdz_game_free`.
pub struct HdzGame {
    pub(crate) game: Game,
    pub(crate) last_events: Events,
}

impl HdzGame {
    /// A new handle holding `game`, with no last events.
    pub(crate) fn boxed(game: Game) -> *mut HdzGame {
        into_handle(HdzGame { game, last_events: Events::new() })
    }
}

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
    guard("hdz_game_new", || {
        check_out(out_game, "out_game")?;
        let game = Game::new(player_count(players)?, seed)?;
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
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
    guard("hdz_default_options_json", || {
        check_out(out_json, "out_json")?;
        let options = Options::new(player_count(players)?)?;
        let json = serde_json::to_string(&options).map_err(|e| Error::internal(e.to_string()))?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}

/// Creates a game from options given as JSON (the shape `hdz_default_options_json` writes) and
/// `seed`, and writes it to `*out_game`.
///
/// Returns `HDZ_INVALID_JSON` if the text is not options JSON (all fields are required),
/// `HDZ_SETUP_ERROR` if the options do not describe a playable game.
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
    guard("hdz_game_with_options", || {
        // SAFETY: by the caller's contract.
        let text = unsafe { read_json(options_json, "options_json") }?;
        check_out(out_game, "out_game")?;
        let options: Options = serde_json::from_str(text).map_err(|e| {
            Error::new(
                HdzStatus::HDZ_INVALID_JSON,
                format!("malformed options JSON: {}", herr_der_ziegen::error::excerpt(&e.to_string())),
            )
        })?;
        let game = Game::with_options(&options, seed)?;
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
}

/// Loads a game from a JSON state (the format `hdz_game_to_json` writes, documented in
/// `docs/state-format.md`) and writes it to `*out_game`. The state is checked completely; the
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
    guard("hdz_game_from_json", || {
        // SAFETY: by the caller's contract.
        let text = unsafe { read_json(json, "json") }?;
        check_out(out_game, "out_game")?;
        let game = Game::from_json(text)?;
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
}

/// Copies `game` (state and last events) into a new game written to `*out_game`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_clone(game: *const HdzGame, out_game: *mut *mut HdzGame) -> HdzStatus {
    guard("hdz_game_clone", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_game, "out_game")?;
        let copy = HdzGame { game: g.game.clone(), last_events: g.last_events.clone() };
        // SAFETY: checked non-NULL.
        unsafe { write_handle(out_game, copy) };
        Ok(())
    })
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
    guard("hdz_game_determinize", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_game, "out_game")?;
        let player = seat(&g.game, player)?;
        let sample = g.game.view(player).determinize(seed);
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(sample)) };
        Ok(())
    })
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
    unsafe { free_handle(game) }
}
