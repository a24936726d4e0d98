//! Bots for every game: players that see only a view and the legal moves, never the full game,
//! so no bot can cheat. [`RandomBot`], [`IsmctsBot`] and [`GreedyBot`] are written once here
//! (the greedy bot over the game's own [`GreedyRating`]); a game names its own bots through
//! [`GameRules::game_bot`].

mod greedy;
mod ismcts;
mod random;

/// The trait of every bot, defined beside [`GameRules`], which names each game's own bots.
pub use crate::rules::Bot;
pub use greedy::{GreedyBot, GreedyRating};
pub use ismcts::{IsmctsBot, DEFAULT_ITERATIONS};
pub use random::RandomBot;

use std::fmt;
use std::time::Duration;

use crate::rules::GameRules;

/// The largest budget `ismcts:N` accepts: 200 times the default, already seconds per decision.
/// Names come from command lines and Python calls, where a mistyped budget should not run for
/// hours and fill the memory with search nodes (build an [`IsmctsBot`] directly for more).
pub const MAX_NAMED_ITERATIONS: u32 = 200 * DEFAULT_ITERATIONS;

/// The longest search per decision [`timed_ismcts`] accepts: the search tree grows by a node per
/// iteration (ten-second searches of Herr der Ziegen took 56 to 85 MB).
pub const MAX_SEARCH_TIME: Duration = Duration::from_secs(10);

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
/// ([`GameRules::GAME_BOT_NAMES`], for instance `greedy`), `ismcts` (default budget) or
/// `ismcts:N` (N iterations per decision, written in decimal digits without a sign or leading
/// zeros, 1 to [`MAX_NAMED_ITERATIONS`]); `seed` seeds the random ones. `None` for any other
/// name.
pub fn by_name<G: GameRules>(name: &str, seed: u64) -> Option<Box<dyn Bot<G> + Send>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "ismcts" => Some(Box::new(IsmctsBot::<G>::new(DEFAULT_ITERATIONS, seed))),
        _ => match named_iterations(name) {
            Some(iterations) => Some(Box::new(IsmctsBot::<G>::new(iterations, seed))),
            None => G::game_bot(name, seed),
        },
    }
}

/// The budget of a canonical `ismcts:N` name: one spelling per budget, so names compare equal
/// exactly when the bots do.
fn named_iterations(name: &str) -> Option<u32> {
    let digits = name.strip_prefix("ismcts:")?;
    let canonical = !digits.is_empty() && !digits.starts_with('0') && digits.bytes().all(|b| b.is_ascii_digit());
    digits.parse().ok().filter(|n| canonical && (1..=MAX_NAMED_ITERATIONS).contains(n))
}

/// An IS-MCTS bot of game `G` searching for `time` per decision, as the C and Python interfaces
/// make it ([`IsmctsBot::with_time`]; its choices depend on the machine's speed, so they are not
/// reproducible). `None` unless `time` is more than zero and at most [`MAX_SEARCH_TIME`].
pub fn timed_ismcts<G: GameRules>(time: Duration, seed: u64) -> Option<Box<dyn Bot<G> + Send>> {
    (!time.is_zero() && time <= MAX_SEARCH_TIME)
        .then(|| Box::new(IsmctsBot::<G>::with_time(time, seed)) as Box<dyn Bot<G> + Send>)
}

/// The names [`by_name`] knows for game `G`, in the order error messages list them.
pub fn bot_names<G: GameRules>() -> Vec<&'static str> {
    let mut names = vec!["random"];
    names.extend_from_slice(G::GAME_BOT_NAMES);
    names.extend(["ismcts", "ismcts:N"]);
    names
}

/// A bot name that no bot of the game answers to, with the names the game knows. Displayed as
/// every interface's error message says it:
/// `unknown bot "x" (known: random, greedy, ismcts, ismcts:N with N from 1 to 100000)`, long
/// names shortened.
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
            "unknown bot {:?} (known: {} with N from 1 to {MAX_NAMED_ITERATIONS})",
            crate::message::excerpt(&self.name),
            self.known.join(", ")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_canonical_budgets_are_named() {
        for (name, iterations) in [("ismcts:1", 1), ("ismcts:500", 500), ("ismcts:100000", 100_000)] {
            assert_eq!(named_iterations(name), Some(iterations), "{name}");
        }
        for name in [
            "ismcts",
            "ismcts:",
            "ismcts:0",
            "ismcts:05",
            "ismcts:+3",
            "ismcts:-1",
            "ismcts: 5",
            "ismcts:5 ",
            "ismcts:100001",
            "ismcts:4294967295",
            "ismcts:99999999999999999999",
        ] {
            assert_eq!(named_iterations(name), None, "{name}");
        }
    }
}
