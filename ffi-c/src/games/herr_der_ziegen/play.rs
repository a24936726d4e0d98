//! Playing a game of Herr der Ziegen: who decides, the legal moves, checking and applying moves,
//! and Herr der Ziegen's own plain structs of the phase, the scores and the events of the last
//! move. The functions shared by every game are their `hdz_any_*` twins.

use std::ffi::c_char;

use game_core::GameRules;
use herr_der_ziegen::Game;

use super::events::HdzEvent;
use super::game::HdzGame;
use super::phase::HdzPhase;
use super::scores::HdzScores;
use crate::entry::read::read;
use crate::entry::status::Error;
use crate::games::typed_extras::played;
use crate::games::typed_extras::typed_events;
use crate::HdzAnyGame;
use crate::HdzStatus;

/// Writes the number of players (2 to 5) to `*out_players`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_players(game: *const HdzGame, out_players: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::players("hdz_game_players", game, out_players) }
}

/// Writes the seat (0 to players - 1) of the player who must decide now to `*out_player`, or
/// `HDZ_NONE` once the game is over (no player decides then; that is not an error). During a
/// swap request the player who decides is the asked opponent, not the player whose turn it is.
///
/// Returns `HDZ_OK` whenever `game` and `out_player` are not NULL.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_player_to_act(game: *const HdzGame, out_player: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::current_player("hdz_game_player_to_act", game, out_player) }
}

/// Deprecated: use `hdz_game_player_to_act`, which returns `HDZ_OK` and writes `HDZ_NONE` once
/// the game is over. Kept for one release with its old behaviour.
///
/// Writes the seat (0 to players - 1) of the player who must decide now to `*out_player`.
/// During a swap request that is the asked opponent, not the player whose turn it is.
///
/// Returns `HDZ_GAME_OVER` (and writes nothing) once the game is over.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_player` is NULL or valid for a write.
#[deprecated(note = "use hdz_game_player_to_act: HDZ_OK, and HDZ_NONE once the game is over")]
#[no_mangle]
pub unsafe extern "C" fn hdz_game_current_player(game: *const HdzGame, out_player: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_game_current_player", game, out_player, "out_player", |g| {
            let player = g.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
            Ok(u32::from(player))
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
pub unsafe extern "C" fn hdz_game_is_over(game: *const HdzGame, out_over: *mut bool) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::is_over("hdz_game_is_over", game, out_over) }
}

/// Writes the kind of decision the game is waiting for to `*out_phase` (its number is the one
/// `hdz_any_game_phase` writes).
///
/// Returns `HDZ_INVALID_ARGUMENT` for a game of another kind.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_phase(game: *const HdzGame, out_phase: *mut HdzPhase) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_game_phase", game, out_phase, "out_phase", |g| {
            Ok(HdzPhase::from(played::<Game>(g)?.game.phase().kind()))
        })
    }
}

/// Writes the legal action ids of the player to act, in the library's fixed order, to
/// `out_ids[0..count]` and their number to `*out_count`. Once the game is over the count is 0.
///
/// A buffer of `HDZ_MAX_LEGAL_MOVES` ids always suffices. If `capacity` is smaller than the
/// count, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_ids`. `out_ids` may be NULL when `capacity` is 0 (to ask for the count).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_ids` is NULL or valid for writing `capacity` ids;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_legal_moves(
    game: *const HdzGame,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::legal_moves("hdz_game_legal_moves", game, out_ids, capacity, out_count) }
}

/// Checks whether the action `action_id` is legal now for the player to act, without changing
/// anything. Returns `HDZ_OK` if it is, otherwise the status `hdz_game_apply` would return
/// (`HDZ_UNKNOWN_ACTION`, `HDZ_ILLEGAL_MOVE` or `HDZ_GAME_OVER`) with the reason as the error
/// message. `hdz_any_game_check` also checks for a named seat.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_check(game: *const HdzGame, action_id: u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::check_for_player_to_act("hdz_game_check", game, action_id) }
}

/// Plays the action `action_id` for the player to act. Its events replace the game's last
/// events (see `hdz_game_last_events`).
///
/// Returns `HDZ_UNKNOWN_ACTION` for a number that is not an action id, `HDZ_GAME_OVER` once the
/// game is over, `HDZ_ILLEGAL_MOVE` for a move that is not legal now (the message says why). On
/// any of these failures the game, its last events included, is unchanged.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply(game: *mut HdzGame, action_id: u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::apply("hdz_game_apply", game, action_id) }
}

/// Like `hdz_game_apply`, but on behalf of the seat `player`: returns `HDZ_NOT_YOUR_TURN` if
/// `player` is not the one to decide (for servers that take moves from several clients).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply_for(game: *mut HdzGame, player: u32, action_id: u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::apply_for("hdz_game_apply_for", game, player, action_id) }
}

/// Writes the scores as things stand (final once the game is over), with their breakdown and
/// the winners, to `*out_scores`. (`hdz_any_game_scores_json` writes them in the document shape
/// every game shares.)
///
/// Returns `HDZ_INVALID_ARGUMENT` for a game of another kind.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_scores` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_scores(game: *const HdzGame, out_scores: *mut HdzScores) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_game_scores", game, out_scores, "out_scores", |g| {
            Ok(HdzScores::from(played::<Game>(g)?.game.scores()))
        })
    }
}

/// Writes the events of the last successful `hdz_game_apply` (or `hdz_game_apply_for`) on this
/// game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a game that
/// no move was applied to since it was created or loaded).
///
/// A buffer of `HDZ_MAX_EVENTS` events always suffices. If `capacity` is smaller than the count,
/// returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a game of another kind.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_last_events(
    game: *const HdzGame,
    out_events: *mut HdzEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_events::<Game, HdzEvent>("hdz_game_last_events", game, out_events, capacity, out_count) }
}

/// Writes the events of the last successful apply as a JSON array to `*out_json`, a string to
/// free with `hdz_string_free`. Each event is an object whose `"event"` field names it
/// (`"card_played"`, `"goat_moved"`, `"card_taken"`, ...); cells are `[row, col]`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_last_events_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::last_events_json("hdz_game_last_events_json", game, out_json) }
}
