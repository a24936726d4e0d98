//! The bot handle of the any-game API, `HdzAnyBot`: the engine's computer players for one game
//! kind, choosing for the player to decide in an `HdzAnyGame` of that kind.

use std::any::Any;
use std::ffi::c_char;

use super::dyn_game::DynGame;
use super::entry::read_game;
use super::kinds::kind_of;
use super::{HdzAnyGame, HdzGameKind};
use crate::plumbing::buffer::{check_out, read_str};
use crate::plumbing::error::guard;
use crate::plumbing::handle::{borrow_mut, free_handle, write_handle};
use crate::{Error, HdzStatus};

/// A computer player of one game kind. It decides for whichever player must decide, from that
/// player's view and the legal moves, never from the hidden cards.
///
/// Opaque to C. Create it with `hdz_any_bot_new` or `hdz_any_bot_new_timed`; free it with
/// `hdz_any_bot_free`. A bot is used by one call at a time.
pub struct HdzAnyBot {
    kind: HdzGameKind,
    /// The game's `Box<dyn Bot<G> + Send>`.
    bot: Box<dyn Any + Send>,
}

/// Runs the entry point `function`, which writes the bot `make` returns for the kind `kind`
/// to `*out_bot`.
///
/// # Safety
/// `out_bot` is NULL or valid for writing one pointer.
unsafe fn make_bot(
    function: &str,
    kind: u32,
    out_bot: *mut *mut HdzAnyBot,
    make: impl FnOnce(&dyn super::kinds::DynKind) -> Result<Box<dyn Any + Send>, Error>,
) -> HdzStatus {
    guard(function, || {
        let game_kind = kind_of(kind)?;
        check_out(out_bot, "out_bot")?;
        let bot = HdzAnyBot { kind: game_kind.info().kind, bot: make(game_kind)? };
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { write_handle(out_bot, bot) };
        Ok(())
    })
}

/// Creates the bot called `name` for games of kind `kind` and writes it to `*out_bot`:
/// `"random"` (uniform among the legal moves), `"greedy"` (the game's one-move heuristic),
/// `"ismcts"` (information-set Monte Carlo tree search at its default budget) or `"ismcts:N"`
/// (with `N` iterations per decision, 1 to `HDZ_MAX_BOT_ITERATIONS`). Its choices follow from
/// `seed`: the same bot, seed and games give the same moves on every platform. Free it with
/// `hdz_any_bot_free`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind or any other name (or text that is not
/// UTF-8).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string; `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_bot_new(
    kind: u32,
    name: *const c_char,
    seed: u64,
    out_bot: *mut *mut HdzAnyBot,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make_bot("hdz_any_bot_new", kind, out_bot, |k| {
            k.new_bot(read_str(name, "name", HdzStatus::HDZ_INVALID_ARGUMENT)?, seed)
        })
    }
}

/// Creates an IS-MCTS bot for games of kind `kind` that searches for `milliseconds` (1 to
/// `HDZ_MAX_BOT_MILLISECONDS`) per decision, and writes it to `*out_bot`. Its choices depend on
/// the machine's speed. Free it with `hdz_any_bot_free`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, 0 or more than `HDZ_MAX_BOT_MILLISECONDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_bot_new_timed(
    kind: u32,
    milliseconds: u32,
    seed: u64,
    out_bot: *mut *mut HdzAnyBot,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make_bot("hdz_any_bot_new_timed", kind, out_bot, |k| k.new_timed_bot(milliseconds, seed)) }
}

/// Lets `bot` choose a move for the player who must decide now in `game`, seeing only that
/// player's view, and writes its action id to `*out_action_id`. The game does not change: apply
/// the move with `hdz_any_game_apply`.
///
/// Returns `HDZ_INVALID_ARGUMENT` if the bot was made for another kind of game, `HDZ_GAME_OVER`
/// once the game is over.
///
/// Thread safety: reads `game` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `game` is NULL or a live game; `out_action_id` is NULL or valid
/// for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_bot_choose(
    bot: *mut HdzAnyBot,
    game: *const HdzAnyGame,
    out_action_id: *mut u32,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game("hdz_any_bot_choose", game, out_action_id, "out_action_id", |g| borrow_mut(bot, "bot")?.choose_in(g))
    }
}

impl HdzAnyBot {
    /// The bot's choice for the player to decide in `game`, which must be of the bot's kind.
    fn choose_in(&mut self, game: &dyn DynGame) -> Result<u32, Error> {
        if self.kind != game.kind() {
            return Err(Error::invalid(format!("a bot for {:?} cannot play a game of {:?}", self.kind, game.kind())));
        }
        game.choose(&mut *self.bot)
    }
}

/// Frees `bot` (NULL is ignored). No call may use it afterwards, on any thread.
///
/// # Safety
/// `bot` is NULL, or a bot of `hdz_any_bot_new` or `hdz_any_bot_new_timed` that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_any_bot_free(bot: *mut HdzAnyBot) {
    // SAFETY: by the caller's contract.
    unsafe { free_handle(bot) }
}
