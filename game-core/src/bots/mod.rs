//! Bots for every game: players that see only a view and the legal moves, never the full game,
//! so no bot can cheat. [`RandomBot`], [`IsmctsBot`] and [`GreedyBot`] are written once here
//! (the greedy bot over the game's own [`GreedyRating`]); a game names its own bots through
//! [`GameRules::game_bot`].

mod budget;
mod expert;
mod greedy;
mod ismcts;
mod random;

/// The trait of every bot, defined beside [`GameRules`], which names each game's own bots.
pub use crate::rules::Bot;
pub use budget::{split_name, Budget, MAX_NAMED_ITERATIONS, MAX_SEARCH_TIME};
pub use expert::{
    best_rated, log_softmax, sample_softmax, win_shares_by_standing, ExpertBot, ExpertKnowledge, MoveAnalysis,
    DEFAULT_EXPERT_ITERATIONS,
};
pub use greedy::{GreedyBot, GreedyRating};
pub use ismcts::{IsmctsBot, DEFAULT_ITERATIONS};
pub use random::RandomBot;

use std::fmt;
use std::time::Duration;

use crate::rules::GameRules;

/// The skeleton of a one-step (greedy) bot: rates every legal move with `rate` and returns the
/// best, the first of equals on ties (a move must rate strictly higher to replace the one
/// chosen so far, so with no rating above `f32::NEG_INFINITY` it is the first move).
///
/// # Panics
/// If `legal` is empty.
pub fn best_move<M: Copy>(legal: &[M], mut rate: impl FnMut(M) -> f32) -> M {
    assert!(!legal.is_empty(), "no legal move to choose from");
    let mut best = legal[0];
    let mut best_value = f32::NEG_INFINITY;
    for &mv in legal {
        let value = rate(mv);
        if value > best_value {
            best = mv;
            best_value = value;
        }
    }
    best
}

/// Builds a bot of game `G` by name: `random`, the game's own bots
/// ([`GameRules::GAME_BOT_NAMES`], for instance `greedy`), and the search bots `ismcts` and
/// `expert` (the latter for games with an [`GameRules::EXPERT_BOT`]), each at its default budget
/// ([`DEFAULT_ITERATIONS`], [`DEFAULT_EXPERT_ITERATIONS`]) or with a [`Budget`] after a colon:
/// `ismcts:N` or `expert:N` for N iterations per decision (decimal digits without a sign or
/// leading zeros, 1 to [`MAX_NAMED_ITERATIONS`]), `expert:250ms` or `ismcts:1.5s` for a thinking
/// time per decision (whole milliseconds below a second, seconds with up to three decimals from
/// a second to [`MAX_SEARCH_TIME`]); one spelling per bot. `seed` seeds the bot's choices, which
/// repeat exactly unless it thinks for a time. `None` for any other name.
pub fn by_name<G: GameRules>(name: &str, seed: u64) -> Option<Box<dyn Bot<G> + Send>> {
    let (bot, budget) = budget::split_name(name)?;
    match (bot, budget) {
        ("random", None) => Some(Box::new(RandomBot::new(seed))),
        ("ismcts", budget) => Some(ismcts(budget.unwrap_or(Budget::Iterations(DEFAULT_ITERATIONS)), seed)),
        ("expert", budget) => {
            G::EXPERT_BOT.map(|make| make(budget.unwrap_or(Budget::Iterations(DEFAULT_EXPERT_ITERATIONS)), seed))
        }
        (_, None) => G::game_bot(name, seed),
        (_, Some(_)) => None,
    }
}

/// An IS-MCTS bot of `G` within `budget`.
fn ismcts<G: GameRules>(budget: Budget, seed: u64) -> Box<dyn Bot<G> + Send> {
    match budget {
        Budget::Iterations(n) => Box::new(IsmctsBot::<G>::new(n, seed)),
        Budget::Time(time) => Box::new(IsmctsBot::<G>::with_time(time, seed)),
    }
}

/// How a game makes its expert bot: the value of its [`GameRules::EXPERT_BOT`],
/// `Some(game_core::bots::expert_bot::<Self>)` for a game that implements [`ExpertKnowledge`].
pub type ExpertMaker<G> = fn(Budget, u64) -> Box<dyn Bot<G> + Send>;

/// The expert bot of `G` within `budget`, seeded with `seed` ([`ExpertBot::new`]), boxed as
/// [`by_name`] returns bots.
pub fn expert_bot<G: ExpertKnowledge>(budget: Budget, seed: u64) -> Box<dyn Bot<G> + Send> {
    Box::new(ExpertBot::<G>::new(budget, seed))
}

/// An IS-MCTS bot of game `G` searching for `time` per decision, as the C and Python interfaces
/// make it ([`IsmctsBot::with_time`]; its choices depend on the machine's speed, so they are not
/// reproducible). `None` unless `time` is more than zero and at most [`MAX_SEARCH_TIME`].
pub fn timed_ismcts<G: GameRules>(time: Duration, seed: u64) -> Option<Box<dyn Bot<G> + Send>> {
    timed::<G>("ismcts", time, seed).ok()
}

/// The search bot called `name` (`ismcts` or `expert`, without a budget) thinking for `time`
/// per decision, as the timed constructors of the C, Python and JavaScript interfaces make it
/// (finer than a name's budget: any time more than zero and at most [`MAX_SEARCH_TIME`]).
///
/// # Errors
/// [`TimedBotError`] if `time` is out of bounds or no search bot of `G` is called `name`.
pub fn timed<G: GameRules>(name: &str, time: Duration, seed: u64) -> Result<Box<dyn Bot<G> + Send>, TimedBotError> {
    let budget = Budget::time(time).ok_or(TimedBotError::Time(time))?;
    match name {
        "ismcts" => Ok(ismcts(budget, seed)),
        "expert" => G::EXPERT_BOT.map(|make| make(budget, seed)).ok_or_else(|| TimedBotError::NotASearch(name.into())),
        _ => Err(TimedBotError::NotASearch(crate::message::excerpt(name))),
    }
}

/// Why [`timed`] makes no bot.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TimedBotError {
    /// The time is zero or more than [`MAX_SEARCH_TIME`].
    #[error("a search of {} s: the time is more than 0 and at most {} s", .0.as_secs_f64(), MAX_SEARCH_TIME.as_secs())]
    Time(Duration),
    /// The name is no search bot of the game.
    #[error("only the search bots (ismcts, expert) think for a time, not {0:?}")]
    NotASearch(String),
}

/// The names [`by_name`] knows for game `G`, in the order error messages list them: `random`,
/// the game's own, `ismcts` and `ismcts:N`, and `expert` and `expert:N` for a game with an
/// expert (each search bot also takes a time, `ismcts:250ms`, `expert:1.5s`).
pub fn bot_names<G: GameRules>() -> Vec<&'static str> {
    let mut names = vec!["random"];
    names.extend_from_slice(G::GAME_BOT_NAMES);
    names.extend(["ismcts", "ismcts:N"]);
    if G::EXPERT_BOT.is_some() {
        names.extend(["expert", "expert:N"]);
    }
    names
}

/// A bot name that no bot of the game answers to, with the names the game knows. Displayed as
/// every interface's error message says it:
/// `unknown bot "x" (known: random, greedy, ismcts, ismcts:N, expert, expert:N with N from 1 to
/// 100000, or a time from 1ms to 999ms or 1s to 10s in place of N, as in expert:250ms or
/// ismcts:1.5s)`, long names shortened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot {
    /// The name asked for.
    pub name: String,
    /// The names the game knows ([`bot_names`]).
    pub known: Vec<&'static str>,
}

impl UnknownBot {
    /// Why game `G` has no bot called `name`.
    pub fn new<G: GameRules>(name: &str) -> UnknownBot {
        UnknownBot { name: name.to_string(), known: bot_names::<G>() }
    }
}

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?} (known: {} with N from 1 to {MAX_NAMED_ITERATIONS}, or a time from 1ms to 999ms or \
             1s to {}s in place of N, as in {}:250ms or ismcts:1.5s)",
            crate::message::excerpt(&self.name),
            self.known.join(", "),
            MAX_SEARCH_TIME.as_secs(),
            if self.known.contains(&"expert") { "expert" } else { "ismcts" },
        )
    }
}

impl std::error::Error for UnknownBot {}

/// [`by_name`] for a name that must be known: the bot, or why there is none.
///
/// # Errors
/// [`UnknownBot`] if game `G` has no bot called `name`.
pub fn named<G: GameRules>(name: &str, seed: u64) -> Result<Box<dyn Bot<G> + Send>, UnknownBot> {
    by_name::<G>(name, seed).ok_or_else(|| UnknownBot::new::<G>(name))
}
