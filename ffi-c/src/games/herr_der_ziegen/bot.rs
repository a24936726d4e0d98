//! Herr der Ziegen's bot handle, `HdzBot` (an `HdzAnyBot` of kind
//! `HDZ_GAME_KIND_HERR_DER_ZIEGEN`): the engine's computer players, choosing from a game or from a
//! view. Each function is its `hdz_any_bot_*` twin with the kind fixed.

use std::ffi::c_char;

use super::constants::KIND;
use super::game::HdzGame;
use super::player_view::HdzPlayerView;
use crate::HdzAnyBot;
use crate::HdzStatus;

/// A computer player of Herr der Ziegen: one of the engine's bots. It decides for whichever
/// player must decide, from that player's view and the legal moves, never from the hidden cards.
/// It is an `HdzAnyBot` (the same type).
///
/// Opaque to C. Create it with `hdz_bot_new` or `hdz_bot_new_timed`; free it with `hdz_bot_free`.
pub type HdzBot = HdzAnyBot;

/// Creates the bot called `name` and writes it to `*out_bot`: `"random"` (uniform among the
/// legal moves), `"greedy"` (a one-move heuristic), `"ismcts"` (information-set Monte Carlo
/// tree search at its default budget) or `"ismcts:N"` (with `N` iterations per decision, 1 to
/// `HDZ_MAX_BOT_ITERATIONS`). Its choices follow from `seed`: the same bot, seed and games give
/// the same moves on every platform. Free it with `hdz_bot_free`. `docs/bots.md` describes the
/// bots.
///
/// Returns `HDZ_INVALID_ARGUMENT` for any other name (or text that is not UTF-8).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string; `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new(name: *const c_char, seed: u64, out_bot: *mut *mut HdzBot) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyBot::create("hdz_bot_new", KIND, name, seed, out_bot) }
}

/// Creates an IS-MCTS bot that searches for `milliseconds` (1 to `HDZ_MAX_BOT_MILLISECONDS`) per
/// decision, and writes it to `*out_bot`. For a user interface that must answer in time: its
/// choices depend on the machine's speed, so unlike the named bots it does not repeat a game
/// exactly. Free it with `hdz_bot_free`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for 0 or more than `HDZ_MAX_BOT_MILLISECONDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new_timed(milliseconds: u32, seed: u64, out_bot: *mut *mut HdzBot) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyBot::create_timed("hdz_bot_new_timed", KIND, milliseconds, seed, out_bot) }
}

/// Lets `bot` choose a move for the player who must decide now in `game`, seeing only that
/// player's view, and writes its action id to `*out_action_id`. The game does not change: apply
/// the move with `hdz_game_apply`.
///
/// Returns `HDZ_GAME_OVER` once the game is over.
///
/// Thread safety: reads `game` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `game` is NULL or a live game; `out_action_id` is NULL or valid
/// for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_choose(bot: *mut HdzBot, game: *const HdzGame, out_action_id: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyBot::choose("hdz_bot_choose", bot, game, out_action_id) }
}

/// Lets `bot` choose a move for the view's seat, which must decide now, seeing only the view,
/// and writes its action id to `*out_action_id`: for a client that holds its seat's view and no
/// game. The choice is the one `hdz_bot_choose` makes in the view's game (for the same bot, in the
/// same state). Apply the move where the game is (for example send it to the server).
///
/// Returns `HDZ_GAME_OVER` once the game is over, `HDZ_NOT_YOUR_TURN` if another seat decides now
/// (during a swap request the asked opponent decides, not the player whose turn it is).
///
/// Thread safety: reads `view` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `view` is NULL or a live view; `out_action_id` is NULL or valid
/// for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_choose_from_view(
    bot: *mut HdzBot,
    view: *const HdzPlayerView,
    out_action_id: *mut u32,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyBot::choose_from_view("hdz_bot_choose_from_view", bot, view, out_action_id) }
}

/// Frees a bot. NULL is ignored.
///
/// Thread safety: no other call may use `bot` at the same time or later.
///
/// # Safety
/// `bot` is NULL or a bot created by this library and not freed yet; it must not be used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_free(bot: *mut HdzBot) {
    // SAFETY: by the caller's contract.
    unsafe { crate::entry::handle::free(bot) }
}
