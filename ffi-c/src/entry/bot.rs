//! The bot handle of every game, `HdzBot`: the engine's computer players for one game kind,
//! choosing for the seat to decide in a game of that kind or from that seat's view alone.

use std::ffi::c_char;

use super::buffer::{check_buffer, check_fits, check_out, read_str, write_buffer};
use super::game::HdzGame;
use super::guard::guard;
use super::handle::{castable, free, get, get_mut, make};
use super::kinds::{kind_of, HdzGameKind};
use super::read::read;
use super::status::HdzStatus;
use super::view::HdzView;
use game_registry::dynamic::DynBot;

/// A computer player of one game kind. It decides for whichever seat must decide, from that
/// seat's view and the legal moves, never from the hidden cards.
///
/// Opaque to C. Create it with `hdz_bot_new` or `hdz_bot_new_timed`; free it with
/// `hdz_bot_free`. A bot is used by one call at a time, and may move between threads.
pub struct HdzBot {
    pub(crate) bot: Box<dyn DynBot>,
}

castable!(HdzBot holds DynBot in bot, named "bot" and "out_bot");

/// Creates the bot called `name` for games of kind `kind` and writes it to `*out_bot`:
/// `"random"` (uniform among the legal moves), `"greedy"` (the game's one-move heuristic),
/// `"ismcts"` (information-set Monte Carlo tree search at its default budget), `"expert"` (the
/// strongest: that search guided by the game's knowledge), or either search bot with a budget,
/// `"ismcts:N"` or `"expert:N"` (`N` iterations per decision, 1 to `HDZ_MAX_BOT_ITERATIONS`, in
/// decimal digits without a sign or leading zeros) or a thinking time (`"expert:250ms"`,
/// `"ismcts:1.5s"`). With an iteration budget its choices follow from `seed`: the same bot, seed
/// and games give the same moves on every platform. Free it with `hdz_bot_free`; `docs/bots.md`
/// describes the bots.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind or any other name (or text that is not
/// UTF-8); the message lists the names the game knows.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string; `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new(
    kind: u32,
    name: *const c_char,
    seed: u64,
    out_bot: *mut *mut HdzBot,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make(
            "hdz_bot_new",
            || read_str(name, "name", HdzStatus::HDZ_INVALID_ARGUMENT),
            out_bot,
            |name| Ok(kind_of(kind)?.new_bot(name, seed)?),
        )
    }
}

/// Creates an IS-MCTS bot for games of kind `kind` that searches for `milliseconds` (1 to
/// `HDZ_MAX_BOT_MILLISECONDS`) per decision, and writes it to `*out_bot`. For a user interface
/// that must answer in time: its choices depend on the machine's speed, so unlike the named bots
/// it does not repeat a game exactly. Free it with `hdz_bot_free`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, 0 or more than `HDZ_MAX_BOT_MILLISECONDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new_timed(
    kind: u32,
    milliseconds: u32,
    seed: u64,
    out_bot: *mut *mut HdzBot,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_bot_new_timed", || Ok(()), out_bot, |()| Ok(kind_of(kind)?.new_timed_bot(milliseconds, seed)?)) }
}

/// Writes the kind of games `bot` plays to `*out_kind`.
///
/// Thread safety: reads `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `out_kind` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_kind(bot: *const HdzBot, out_kind: *mut HdzGameKind) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_bot_kind", bot, out_kind, "out_kind", |b| Ok(HdzGameKind::of_index(b.kind().index()))) }
}

/// Lets `bot` choose a move for the player who must decide now in `game`, seeing only that
/// player's view, and writes its action id to `*out_action_id`. The game does not change: apply
/// the move with `hdz_game_apply`.
///
/// Returns `HDZ_INVALID_ARGUMENT` if the bot was made for another kind of game (the message names
/// both), `HDZ_GAME_OVER` once the game is over.
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
        // SAFETY (all blocks): by the caller's contract; `out_action_id` checked non-NULL.
        let bot = unsafe { get_mut(bot) }?;
        let game = unsafe { get(game) }?;
        check_out(out_action_id, "out_action_id")?;
        let id = bot.choose_in_game(game)?;
        unsafe { out_action_id.write(id) };
        Ok(())
    })
}

/// Lets `bot` choose a move for the view's seat, which must decide now, seeing only the view,
/// and writes its action id to `*out_action_id`: for a client that holds its seat's view and no
/// game (a hint for a person, or the move of a computer seat). The choice is the one
/// `hdz_bot_choose` makes in the view's game, for the same bot in the same state. Apply the
/// move where the game is (for example send it to the server).
///
/// Returns `HDZ_INVALID_ARGUMENT` if the bot was made for another kind of game, `HDZ_GAME_OVER`
/// once the game is over, `HDZ_NOT_YOUR_TURN` if another seat decides now.
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
    view: *const HdzView,
    out_action_id: *mut u32,
) -> HdzStatus {
    guard("hdz_bot_choose_from_view", || {
        // SAFETY (all blocks): by the caller's contract; `out_action_id` checked non-NULL.
        let bot = unsafe { get_mut(bot) }?;
        let view = unsafe { get(view) }?;
        check_out(out_action_id, "out_action_id")?;
        let id = bot.choose_from_view(view)?;
        unsafe { out_action_id.write(id) };
        Ok(())
    })
}

/// One legal move with a bot's estimate of it, from `hdz_bot_analyse`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HdzMoveEstimate {
    /// The move's action id.
    pub action_id: u32,
    /// The search iterations that tried the move (the bot plays the most tried, the better valued
    /// of equals).
    pub visits: u32,
    /// The deciding seat's estimated share of the win after the move, from 0 to 1 (a win shared
    /// by `k` seats counts `1 / k`); NaN for a move the search never tried (`visits` 0).
    pub value: f64,
}

/// Lets `bot` estimate every legal move of the view's seat, which must decide now, seeing only
/// the view: a hint with its reasons. Writes one estimate per legal move, in the order of
/// `hdz_view_legal_moves`, to `out_estimates[0..count]` and their number to `*out_count`. The
/// search is the one a choice makes (within the bot's budget; the bot's random state moves on as
/// after a choice), and the bot would play the move with the most visits (the better valued of
/// equals, then the first). A single legal move is searched too (a choice answers it at once),
/// so that it has an estimate as well. Only the expert estimates its moves.
///
/// The count is the number of legal moves: a buffer of `HDZ_MAX_LEGAL_MOVES` always suffices. If
/// `capacity` is smaller, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to
/// `*out_count` and nothing to `out_estimates`, without searching and leaving the bot as it was;
/// `out_estimates` may be NULL when `capacity` is 0 (to ask for the count).
///
/// Returns `HDZ_INVALID_ARGUMENT` if the bot was made for another kind of game or does not
/// estimate its moves (any bot but the expert), `HDZ_GAME_OVER` once the game is over,
/// `HDZ_NOT_YOUR_TURN` if another seat decides now.
///
/// Thread safety: reads `view` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `view` is NULL or a live view; `out_estimates` is NULL or valid
/// for writing `capacity` estimates; `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_analyse(
    bot: *mut HdzBot,
    view: *const HdzView,
    out_estimates: *mut HdzMoveEstimate,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    guard("hdz_bot_analyse", || {
        // SAFETY (all blocks): by the caller's contract.
        let bot = unsafe { get_mut(bot) }?;
        let view = unsafe { get(view) }?;
        check_buffer(out_estimates, capacity, "out_estimates")?;
        check_out(out_count, "out_count")?;
        // Sized before searching, so that a size query or a short buffer costs no search.
        unsafe { check_fits(bot.analysis_len(view)?, capacity, out_count, "estimates") }?;
        let estimates = bot.analyse_view(view)?.into_iter().map(|e| HdzMoveEstimate {
            action_id: e.action,
            visits: e.visits,
            value: e.value.unwrap_or(f64::NAN),
        });
        unsafe { write_buffer(estimates, out_estimates, capacity, out_count, "out_estimates", "estimates") }
    })
}

/// Frees `bot` (NULL is ignored). No call may use it afterwards, on any thread.
///
/// # Safety
/// `bot` is NULL, or a bot of this library that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_free(bot: *mut HdzBot) {
    // SAFETY: by the caller's contract.
    unsafe { free(bot) }
}
