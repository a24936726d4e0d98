//! Playing a game: who decides, the legal moves, checking and applying moves, scores and the
//! events of the last move.

use herr_der_ziegen::game_core::GameRules;
use std::ffi::c_char;

use herr_der_ziegen::{Game, Move};

use crate::plumbing::buffer::{check_out, write_buffer, write_string};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow, borrow_mut};
use crate::plumbing::rules::{seat, write_action_ids};
use crate::{Error, HdzEvent, HdzGame, HdzPhase, HdzScores, HdzStatus, HDZ_NONE};

/// Writes the number of players (2 to 5) to `*out_players`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_players(game: *const HdzGame, out_players: *mut u32) -> HdzStatus {
    guard("hdz_game_players", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_players, "out_players")?;
        // SAFETY: checked non-NULL.
        unsafe { out_players.write(u32::from(g.game.players())) };
        Ok(())
    })
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
    guard("hdz_game_player_to_act", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_player, "out_player")?;
        let player = g.game.current_player().unwrap_or(HDZ_NONE);
        // SAFETY: checked non-NULL.
        unsafe { out_player.write(u32::from(player)) };
        Ok(())
    })
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
    guard("hdz_game_current_player", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_player, "out_player")?;
        let player = g.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        // SAFETY: checked non-NULL.
        unsafe { out_player.write(u32::from(player)) };
        Ok(())
    })
}

/// Writes whether the game has ended to `*out_over`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_over` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_is_over(game: *const HdzGame, out_over: *mut bool) -> HdzStatus {
    guard("hdz_game_is_over", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_over, "out_over")?;
        // SAFETY: checked non-NULL.
        unsafe { out_over.write(g.game.is_over()) };
        Ok(())
    })
}

/// Writes the kind of decision the game is waiting for to `*out_phase`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_phase(game: *const HdzGame, out_phase: *mut HdzPhase) -> HdzStatus {
    guard("hdz_game_phase", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_phase, "out_phase")?;
        // SAFETY: checked non-NULL.
        unsafe { out_phase.write(HdzPhase::from(g.game.phase().kind())) };
        Ok(())
    })
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
    guard("hdz_game_legal_moves", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        // SAFETY: the buffer and the count by the caller's contract.
        unsafe { write_action_ids::<Game, _>(&g.game.legal_moves(), out_ids, capacity, out_count) }
    })
}

/// Checks whether the action `action_id` is legal now for the player to act, without changing
/// anything. Returns `HDZ_OK` if it is, otherwise the status `hdz_game_apply` would return
/// (`HDZ_UNKNOWN_ACTION`, `HDZ_ILLEGAL_MOVE` or `HDZ_GAME_OVER`) with the reason as the error
/// message.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_check(game: *const HdzGame, action_id: u32) -> HdzStatus {
    guard("hdz_game_check", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        g.game.check(Move::from_action_id(action_id)?)?;
        Ok(())
    })
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
    guard("hdz_game_apply", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow_mut(game, "game") }?;
        g.last_events = g.game.apply_action(action_id)?;
        Ok(())
    })
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
    guard("hdz_game_apply_for", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow_mut(game, "game") }?;
        let player = seat(&g.game, player)?;
        let mv = Move::from_action_id(action_id)?;
        g.last_events = g.game.apply_for(player, mv)?;
        Ok(())
    })
}

/// Writes the scores as things stand (final once the game is over), with their breakdown and
/// the winners, to `*out_scores`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_scores` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_scores(game: *const HdzGame, out_scores: *mut HdzScores) -> HdzStatus {
    guard("hdz_game_scores", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_scores, "out_scores")?;
        // SAFETY: checked non-NULL.
        unsafe { out_scores.write(HdzScores::from(g.game.scores())) };
        Ok(())
    })
}

/// Writes the events of the last successful `hdz_game_apply` (or `hdz_game_apply_for`) on this
/// game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a game that
/// no move was applied to since it was created or loaded).
///
/// A buffer of `HDZ_MAX_EVENTS` events always suffices. If `capacity` is smaller than the count,
/// returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
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
    guard("hdz_game_last_events", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        let events = g.last_events.iter().map(|&event| HdzEvent::from(event));
        // SAFETY: the buffer and the count by the caller's contract.
        unsafe { write_buffer(events, out_events, capacity, out_count, "out_events", "events") }
    })
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
    guard("hdz_game_last_events_json", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_json, "out_json")?;
        let json = serde_json::to_string(g.last_events.as_slice()).map_err(|e| Error::internal(e.to_string()))?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}
