//! The game handle, `HdzGame`, of every game: creating games (from a seed, options or a saved
//! state), copying, determinizing and freeing them.

use std::ffi::c_char;

use super::buffer::{check_out, read_json, write_string};
use super::guard::guard;
use super::handle::{castable, free, get, make};
use super::kinds::kind_of;
use super::status::HdzStatus;
use game_registry::dynamic::DynGame;

/// A game of any kind: the full state (every player's cards) and the events of the last applied
/// move.
///
/// Opaque to C. Create it with `hdz_game_new`, `hdz_game_with_options`, `hdz_game_from_json`,
/// `hdz_game_clone`, `hdz_game_determinize` or `hdz_view_determinize`; free it with
/// `hdz_game_free`. Calls taking `const HdzGame *` may run at the same time on one game; a call
/// taking `HdzGame *` needs it alone.
pub struct HdzGame {
    pub(crate) game: Box<dyn DynGame>,
}

castable!(HdzGame holds DynGame in game, named "game" and "out_game");

/// Writes the default options of the game kind `kind` for `players` as JSON to `*out_json`, a
/// string to free with `hdz_string_free`. Edit it and pass it to `hdz_game_with_options`; the
/// fields of each game are in `docs/c-api.md`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_SETUP_ERROR` if the game does not
/// take `players` players.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_default_options_json(kind: u32, players: u32, out_json: *mut *mut c_char) -> HdzStatus {
    guard("hdz_default_options_json", || {
        check_out(out_json, "out_json")?;
        let json = kind_of(kind)?.default_options_json(players)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}

/// Creates a game of kind `kind` with the default options for `players` from `seed`, and writes
/// it to `*out_game`. The same kind, players and seed give the same game on every platform.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_SETUP_ERROR` if the game does not
/// take `players` players (see `hdz_game_kind_info`). Free the game with `hdz_game_free`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_new(kind: u32, players: u32, seed: u64, out_game: *mut *mut HdzGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_game_new", || Ok(()), out_game, |()| Ok(kind_of(kind)?.new_game(players, seed)?)) }
}

/// Creates a game of kind `kind` from its options given as JSON (the shape
/// `hdz_default_options_json` writes) and `seed`, and writes it to `*out_game`.
///
/// The options are read strictly: a JSON object with every field (`null` written out where a
/// field has no value), every record inside an object too; the array form serde would read by
/// position is refused.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` if the text is not
/// options JSON of that game (the message names the game and the field: `ziegen-kriegen options:
/// missing field `goat_heads``), `HDZ_SETUP_ERROR` if the options do not describe a playable
/// game.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `options_json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing
/// one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_with_options(
    kind: u32,
    options_json: *const c_char,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make(
            "hdz_game_with_options",
            || read_json(options_json, "options_json"),
            out_game,
            |text| Ok(kind_of(kind)?.with_options(text, seed)?),
        )
    }
}

/// Loads a game of kind `kind` from a JSON state (the format `hdz_game_to_json` writes, each
/// game's in `docs/state-format-<game>.md`) and writes it to `*out_game`. The state is checked
/// completely; the new game has no last events.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` for text that is not a
/// state document of that game, `HDZ_INVALID_STATE` for a document that describes an impossible
/// game (a state of another game, a view instead of a state, cards that are not the deck, ...).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_from_json(kind: u32, json: *const c_char, out_game: *mut *mut HdzGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make("hdz_game_from_json", || read_json(json, "json"), out_game, |text| Ok(kind_of(kind)?.load_game(text)?))
    }
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
    unsafe { make("hdz_game_clone", || get(game), out_game, |g| Ok(g.boxed_clone())) }
}

/// Writes to `*out_game` a new game consistent with everything the seat `player` knows of
/// `game`: the same public state and hand of that seat, every card it cannot see placed at
/// random among the places its view allows (a determinization, for search bots such as
/// information-set MCTS). The same game, seat and `seed` give the same result on every platform;
/// the result is the game `hdz_view_determinize` makes of the seat's view with that seed. The
/// new game has no last events.
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
    unsafe { make("hdz_game_determinize", || get(game), out_game, |g| Ok(g.determinize(g.seat(player)?, seed))) }
}

/// Frees `game`, its state and its last events (NULL is ignored). No call may use it afterwards,
/// on any thread.
///
/// # Safety
/// `game` is NULL, or a game of this library that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_free(game: *mut HdzGame) {
    // SAFETY: by the caller's contract.
    unsafe { free(game) }
}
