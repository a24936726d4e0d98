//! Playing a game of any kind: who decides, the phase and turn, the legal moves, checking and
//! applying moves (for the seat to decide or on behalf of a named seat), moves in words.

use std::ffi::c_char;

use super::bounds::HDZ_NONE;
use super::game::HdzGame;
use super::guard::guard;
use super::handle::{get, get_mut};
use super::kinds::HdzGameKind;
use super::read::{read, read_legal_ids, read_text};
use super::status::{Error, HdzStatus};
use game_registry::dynamic::DynGame;

/// Writes the kind of `game` to `*out_kind`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_kind` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_kind(game: *const HdzGame, out_kind: *mut HdzGameKind) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_kind", game, out_kind, "out_kind", |g| Ok(HdzGameKind::of_index(g.kind().index()))) }
}

/// Writes the number of players to `*out_players`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_players(game: *const HdzGame, out_players: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_players", game, out_players, "out_players", |g| Ok(u32::from(g.players()))) }
}

/// Writes the seat (0 to players - 1) of the player who must decide now to `*out_player`, or
/// `HDZ_NONE` once the game is over (that is not a failure: the call returns `HDZ_OK`). In Herr
/// der Ziegen, during a swap request the player who decides is the asked opponent, not the
/// player whose turn it is.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_current_player(game: *const HdzGame, out_player: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_game_current_player", game, out_player, "out_player", |g| {
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
pub unsafe extern "C" fn hdz_game_is_over(game: *const HdzGame, out_over: *mut bool) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_is_over", game, out_over, "out_over", |g| Ok(g.current_player().is_none())) }
}

/// Writes the number of the kind of decision the game waits for (its phase) to `*out_phase`.
/// Each game numbers its phases from 0; `hdz_phase_name(kind, phase, &name)` names them
/// (`"play"`, `"choose_hill"`, `"over"`, ...), as the game's JSON documents do. Herr der Ziegen's
/// numbers are those of `HdzHzPhase`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_phase(game: *const HdzGame, out_phase: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_phase", game, out_phase, "out_phase", |g| Ok(u32::from(g.phase()))) }
}

/// Writes the number of the current turn, from 1, to `*out_turn`, as the game counts turns (a
/// player's turn in Herr der Ziegen, a round in Le Baron, a trick in Ziegen Kriegen: the rules
/// documents say).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_turn` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_turn(game: *const HdzGame, out_turn: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_turn", game, out_turn, "out_turn", |g| Ok(u32::from(g.turn()))) }
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
pub unsafe extern "C" fn hdz_game_legal_moves(
    game: *const HdzGame,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_legal_ids("hdz_game_legal_moves", game, out_ids, capacity, out_count, |g, ids| g.legal_ids(ids)) }
}

/// Writes whether the action `action_id` is legal now (for the seat to decide) to `*out_legal`:
/// false for a number that is no action id of the game and once the game is over, which are no
/// failures here. `hdz_game_check` says why a move is not legal.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_legal` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_is_legal(game: *const HdzGame, action_id: u32, out_legal: *mut bool) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_is_legal", game, out_legal, "out_legal", |g| Ok(g.is_legal(action_id))) }
}

/// The seat `player` names for a check: a seat of the game, or `HDZ_NONE` for the seat that
/// decides now, whoever it is (`None`).
fn seat_or_any(game: &dyn DynGame, player: u32) -> Result<Option<u8>, Error> {
    if player == u32::from(HDZ_NONE) {
        Ok(None)
    } else {
        Ok(Some(game.seat(player)?))
    }
}

/// Checks whether the action `action_id` is legal now for the seat `player`, without changing
/// anything: `player` is a seat of the game, or `HDZ_NONE` for the seat that decides now,
/// whoever it is. Returns `HDZ_OK` if it is legal, otherwise the status `hdz_game_apply_for`
/// (or, with `HDZ_NONE`, `hdz_game_apply`) would return, with the reason as the message:
/// `HDZ_UNKNOWN_ACTION`, `HDZ_GAME_OVER`, `HDZ_NOT_YOUR_TURN` (another seat decides now) or
/// `HDZ_ILLEGAL_MOVE`.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is neither a seat of the game nor `HDZ_NONE`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_check(game: *const HdzGame, player: u32, action_id: u32) -> HdzStatus {
    guard("hdz_game_check", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { get(game) }?;
        Ok(g.check(seat_or_any(g, player)?, action_id)?)
    })
}

/// Plays the action `action_id` for the player to act. Its events replace the game's last
/// events (see `hdz_game_last_events_json` and each game's typed events).
///
/// Returns `HDZ_UNKNOWN_ACTION` for a number that is not an action id of the game,
/// `HDZ_GAME_OVER` once the game is over, `HDZ_ILLEGAL_MOVE` for a move that is not legal now
/// (the message says why). On any failure the game, its last events included, is unchanged.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply(game: *mut HdzGame, action_id: u32) -> HdzStatus {
    guard("hdz_game_apply", || {
        // SAFETY: by the caller's contract.
        Ok(unsafe { get_mut(game) }?.apply(None, action_id)?)
    })
}

/// Like `hdz_game_apply`, but on behalf of the seat `player`: returns `HDZ_NOT_YOUR_TURN`
/// (and changes nothing) if `player` is not the one to decide, for servers that take moves from
/// several clients.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game; otherwise as
/// `hdz_game_apply`.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply_for(game: *mut HdzGame, player: u32, action_id: u32) -> HdzStatus {
    guard("hdz_game_apply_for", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { get_mut(game) }?;
        let seat = g.seat(player)?;
        Ok(g.apply(Some(seat), action_id)?)
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
pub unsafe extern "C" fn hdz_game_describe_action(
    game: *const HdzGame,
    action_id: u32,
    out_text: *mut *mut c_char,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_game_describe_action", game, out_text, "out_text", |g| Ok(g.describe_action(action_id)?)) }
}
