//! The game-agnostic handle, `HdzAnyGame`: one set of functions for every game the library
//! plays (Herr der Ziegen, Ziegen Kriegen, Le Baron), with moves as action ids and states, views,
//! events and scores as JSON.

use std::ffi::c_char;

use super::dyn_game::DynGame;
use super::entry::{game_ref, json_arg, make_game, read_game, read_game_list, read_game_text, Buffer};
use super::kinds::kind_of;
use super::{HdzGameKind, HdzGameKindInfo, HdzOutcome};
use crate::plumbing::buffer::{check_out, write_string};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow_mut, free_handle};
use crate::{HdzStatus, HDZ_NONE};

/// A game of any kind: the full state (every player's cards) and the events of the last applied
/// move.
///
/// Opaque to C. Create it with `hdz_any_game_new`, `hdz_any_game_with_options`,
/// `hdz_any_game_from_json`, `hdz_any_game_clone` or `hdz_any_game_determinize`; free it with
/// `hdz_any_game_free`. Calls taking `const HdzAnyGame *` may run at the same time on one game; a
/// call taking `HdzAnyGame *` needs it alone.
pub struct HdzAnyGame {
    pub(crate) game: Box<dyn DynGame>,
}

/// Writes what the game kind `kind` (an `HdzGameKind`) is to `*out_info`: its name, player
/// range, action count, observation size and most legal moves.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `kind` is not an `HdzGameKind`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_info` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_kind_info(kind: u32, out_info: *mut HdzGameKindInfo) -> HdzStatus {
    guard("hdz_game_kind_info", || {
        let info = kind_of(kind)?.info();
        check_out(out_info, "out_info")?;
        // SAFETY: checked non-NULL.
        unsafe { out_info.write(info) };
        Ok(())
    })
}

/// Writes the default options of the game kind `kind` for `players` as JSON to `*out_json`, a
/// string to free with `hdz_string_free`. Edit it and pass it to `hdz_any_game_with_options`; the
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
pub unsafe extern "C" fn hdz_any_default_options_json(
    kind: u32,
    players: u32,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    guard("hdz_any_default_options_json", || {
        let json = kind_of(kind)?.default_options_json(players)?;
        check_out(out_json, "out_json")?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}

/// Creates a game of kind `kind` with the default options for `players` from `seed`, and writes
/// it to `*out_game`. The same kind, players and seed give the same game on every platform.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_SETUP_ERROR` if the game does not
/// take `players` players (see `hdz_game_kind_info`). Free the game with `hdz_any_game_free`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_new(
    kind: u32,
    players: u32,
    seed: u64,
    out_game: *mut *mut HdzAnyGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make_game("hdz_any_game_new", out_game, || kind_of(kind)?.new_game(players, seed)) }
}

/// Creates a game of kind `kind` from its options given as JSON (the shape
/// `hdz_any_default_options_json` writes) and `seed`, and writes it to `*out_game`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` if the text is not
/// options JSON of that game, `HDZ_SETUP_ERROR` if the options do not describe a playable game.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `options_json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing
/// one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_with_options(
    kind: u32,
    options_json: *const c_char,
    seed: u64,
    out_game: *mut *mut HdzAnyGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make_game("hdz_any_game_with_options", out_game, || {
            kind_of(kind)?.with_options(json_arg(options_json, "options_json")?, seed)
        })
    }
}

/// Loads a game of kind `kind` from a JSON state (the format `hdz_any_game_to_json` writes) and
/// writes it to `*out_game`. The state is checked completely; the new game has no last events.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` for text that is not a
/// state document of that game, `HDZ_INVALID_STATE` for a document that describes an impossible
/// game.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_from_json(
    kind: u32,
    json: *const c_char,
    out_game: *mut *mut HdzAnyGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make_game("hdz_any_game_from_json", out_game, || kind_of(kind)?.load_json(json_arg(json, "json")?)) }
}

/// Copies `game` (state and last events) into a new game written to `*out_game`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_clone(game: *const HdzAnyGame, out_game: *mut *mut HdzAnyGame) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make_game("hdz_any_game_clone", out_game, || Ok(game_ref(game)?.boxed_clone())) }
}

/// Writes to `*out_game` a new game consistent with everything the seat `player` knows of
/// `game`, every card it cannot see placed at random among the places its view allows (a
/// determinization, for search bots). The same game, seat and `seed` give the same result on
/// every platform. The new game has no last events.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_determinize(
    game: *const HdzAnyGame,
    player: u32,
    seed: u64,
    out_game: *mut *mut HdzAnyGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make_game("hdz_any_game_determinize", out_game, || {
            let g = game_ref(game)?;
            Ok(g.determinize(g.seat(player)?, seed))
        })
    }
}

/// Frees `game`, its state and its last events (NULL is ignored). No call may use it afterwards,
/// on any thread.
///
/// # Safety
/// `game` is NULL, or a game of one of the `hdz_any_game_*` constructors that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_free(game: *mut HdzAnyGame) {
    // SAFETY: by the caller's contract.
    unsafe { free_handle(game) }
}

/// Writes the kind of `game` to `*out_kind`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_kind` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_kind(game: *const HdzAnyGame, out_kind: *mut HdzGameKind) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game("hdz_any_game_kind", game, out_kind, "out_kind", |g| Ok(g.kind())) }
}

/// Writes the number of players to `*out_players`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_players(game: *const HdzAnyGame, out_players: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game("hdz_any_game_players", game, out_players, "out_players", |g| Ok(u32::from(g.players()))) }
}

/// Writes the seat (0 to players - 1) of the player who must decide now to `*out_player`, or
/// `HDZ_NONE` once the game is over (that is not a failure: the call returns `HDZ_OK`).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_current_player(game: *const HdzAnyGame, out_player: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game("hdz_any_game_current_player", game, out_player, "out_player", |g| {
            Ok(u32::from(g.current_player().unwrap_or(HDZ_NONE)))
        })
    }
}

/// Writes whether the game has ended to `*out_over`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_over` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_is_over(game: *const HdzAnyGame, out_over: *mut bool) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game("hdz_any_game_is_over", game, out_over, "out_over", |g| Ok(g.current_player().is_none())) }
}

/// Writes the legal action ids of the player to act, in the game's fixed order, to
/// `out_ids[0..count]` and their number to `*out_count`. Once the game is over the count is 0.
///
/// A buffer of the kind's `max_legal_moves` (`hdz_game_kind_info`) ids always suffices, and so
/// does one of `HDZ_MAX_LEGAL_MOVES` for every kind. If `capacity` is smaller than the count,
/// returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_ids`. `out_ids` may be NULL when `capacity` is 0 (to ask for the count).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_ids` is NULL or valid for writing `capacity` ids;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_legal_moves(
    game: *const HdzAnyGame,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    let buffer = Buffer { out: out_ids, capacity, out_count, names: ("out_ids", "legal moves") };
    // SAFETY: by the caller's contract.
    unsafe { read_game_list("hdz_any_game_legal_moves", game, buffer, |g| Ok(g.legal_ids())) }
}

/// Plays the action `action_id` for the player to act. Its events replace the game's last
/// events (see `hdz_any_game_last_events_json`).
///
/// Returns `HDZ_UNKNOWN_ACTION` for a number that is not an action id of the game,
/// `HDZ_GAME_OVER` once the game is over, `HDZ_NOT_YOUR_TURN` or `HDZ_ILLEGAL_MOVE` for a move
/// that is not legal now (the message says why). On any failure the game, its last events
/// included, is unchanged.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_apply(game: *mut HdzAnyGame, action_id: u32) -> HdzStatus {
    guard("hdz_any_game_apply", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow_mut(game, "game") }?;
        g.game.apply(action_id)
    })
}

/// Writes a short English text for the action `action_id` of the game's kind (for example
/// `"play 17"` in Ziegen Kriegen, `"choose card 12"` in Le Baron) to `*out_text`, a string to
/// free with `hdz_string_free`. The action need not be legal now.
///
/// Returns `HDZ_UNKNOWN_ACTION` for a number that is not an action id of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_text` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_describe_action(
    game: *const HdzAnyGame,
    action_id: u32,
    out_text: *mut *mut c_char,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game_text("hdz_any_game_describe_action", game, out_text, "out_text", |g| g.describe_action(action_id))
    }
}

/// Writes the events of the last successful `hdz_any_game_apply` on this game as a JSON array to
/// `*out_json` (`[]` for a game no move was applied to since it was created or loaded), a string
/// to free with `hdz_string_free`. Each event is an object of the game's own event format.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_last_events_json(
    game: *const HdzAnyGame,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game_text("hdz_any_game_last_events_json", game, out_json, "out_json", |g| g.last_events_json()) }
}

/// Writes the full state (every hidden card included) as versioned JSON to `*out_json`, a
/// string to free with `hdz_string_free`. `hdz_any_game_from_json` with the same kind loads it
/// back.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_to_json(game: *const HdzAnyGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game_text("hdz_any_game_to_json", game, out_json, "out_json", |g| Ok(g.to_json())) }
}

/// Writes what the seat `player` may know as JSON to `*out_json`, a string to free with
/// `hdz_string_free`. Give players and bots this, never the full state.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_view_json(
    game: *const HdzAnyGame,
    player: u32,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game_text("hdz_any_game_view_json", game, out_json, "out_json", |g| Ok(g.view_json(g.seat(player)?)))
    }
}

/// Writes the game's scores as things stand (final once the game is over), with the game's own
/// breakdown, as JSON to `*out_json`, a string to free with `hdz_string_free`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_scores_json(game: *const HdzAnyGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game_text("hdz_any_game_scores_json", game, out_json, "out_json", |g| g.scores_json()) }
}

/// Writes the scores as things stand (final once the game is over), one number per seat, and the
/// winners to `*out_outcome`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_outcome` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_outcome(game: *const HdzAnyGame, out_outcome: *mut HdzOutcome) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game("hdz_any_game_outcome", game, out_outcome, "out_outcome", |g| Ok(HdzOutcome::from(g.outcome())))
    }
}

/// Writes the observation tensor of the seat `player` (computed from its view alone) to
/// `out[0..len]` and its length (the kind's `observation_size`) to `*out_len`.
///
/// If `capacity` is smaller than the length, returns `HDZ_BUFFER_TOO_SMALL`, writes the length to
/// `*out_len` and nothing to `out`. `out` may be NULL when `capacity` is 0 (to ask for the
/// length).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out` is NULL or valid for writing `capacity` floats; `out_len`
/// is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_game_observation(
    game: *const HdzAnyGame,
    player: u32,
    out: *mut f32,
    capacity: usize,
    out_len: *mut usize,
) -> HdzStatus {
    let buffer = Buffer { out, capacity, out_count: out_len, names: ("out", "observation floats") };
    // SAFETY: by the caller's contract.
    unsafe { read_game_list("hdz_any_game_observation", game, buffer, |g| Ok(g.observation(g.seat(player)?))) }
}
