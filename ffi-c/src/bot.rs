//! The bot handle, `HdzBot`: the engine's computer players, choosing from a game or from a view.

use herr_der_ziegen::game_core::{GameRules, GameView};
use std::ffi::c_char;

use herr_der_ziegen::bots::{self, Bot};
use herr_der_ziegen::Game;

use crate::plumbing::buffer::{check_out, read_str};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow, borrow_mut, free_handle, into_handle};
use crate::plumbing::rules::choose_legal;
use crate::{Error, HdzGame, HdzPlayerView, HdzStatus, HDZ_MAX_BOT_MILLISECONDS};

/// A computer player: one of the engine's bots. It decides for whichever player must decide,
/// from that player's view and the legal moves, never from the hidden cards.
///
/// Opaque to C. Create it with `hdz_bot_new` or `hdz_bot_new_timed`; free it with `hdz_bot_free`.
pub struct HdzBot {
    bot: Box<dyn Bot<Game> + Send>,
}

impl HdzBot {
    /// A new handle holding `bot`.
    fn boxed(bot: Box<dyn Bot<Game> + Send>) -> *mut HdzBot {
        into_handle(HdzBot { bot })
    }
}

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
    guard("hdz_bot_new", || {
        // SAFETY: by the caller's contract.
        let name = unsafe { read_str(name, "name", HdzStatus::HDZ_INVALID_ARGUMENT) }?;
        check_out(out_bot, "out_bot")?;
        let bot = bots::by_name(name, seed).ok_or_else(|| Error::invalid(bots::unknown_bot_message(name)))?;
        // SAFETY: checked non-NULL.
        unsafe { out_bot.write(HdzBot::boxed(bot)) };
        Ok(())
    })
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
    guard("hdz_bot_new_timed", || {
        check_out(out_bot, "out_bot")?;
        let time = std::time::Duration::from_millis(u64::from(milliseconds));
        let bot = bots::timed_ismcts(time, seed).ok_or_else(|| {
            Error::invalid(format!("a search of {milliseconds} ms: the time is 1 to {HDZ_MAX_BOT_MILLISECONDS} ms"))
        })?;
        // SAFETY: checked non-NULL.
        unsafe { out_bot.write(HdzBot::boxed(bot)) };
        Ok(())
    })
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
    guard("hdz_bot_choose", || {
        // SAFETY: by the caller's contract.
        let bot = unsafe { borrow_mut(bot, "bot") }?;
        // SAFETY: by the caller's contract.
        let g = unsafe { borrow(game, "game") }?;
        check_out(out_action_id, "out_action_id")?;
        let player = g.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        let id = choose_legal(&mut *bot.bot, &g.game.view(player), &g.game.legal_moves())?;
        // SAFETY: checked non-NULL.
        unsafe { out_action_id.write(id) };
        Ok(())
    })
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
    guard("hdz_bot_choose_from_view", || {
        // SAFETY: by the caller's contract.
        let bot = unsafe { borrow_mut(bot, "bot") }?;
        // SAFETY: by the caller's contract.
        let v = unsafe { borrow(view, "view") }?;
        check_out(out_action_id, "out_action_id")?;
        let me = v.view.seat();
        match v.view.current_player() {
            None => return Err(Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over")),
            Some(p) if p != me => {
                return Err(Error::new(
                    HdzStatus::HDZ_NOT_YOUR_TURN,
                    format!("this is seat {me}'s view, and seat {p} decides now"),
                ))
            }
            Some(_) => {}
        }
        let id = choose_legal(&mut *bot.bot, &v.view, &v.view.legal_moves())?;
        // SAFETY: checked non-NULL.
        unsafe { out_action_id.write(id) };
        Ok(())
    })
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
    unsafe { free_handle(bot) }
}
