//! Bots: players that see only a [`PlayerView`] and the legal moves, never the full game, so
//! no bot can cheat.
//!
//! ```
//! use herr_der_ziegen::bots::{Bot, GreedyBot, RandomBot};
//! use herr_der_ziegen::Game;
//!
//! let mut game = Game::new(3, 1).unwrap();
//! let mut bots: Vec<Box<dyn Bot>> =
//!     vec![Box::new(GreedyBot::new()), Box::new(RandomBot::new(1)), Box::new(RandomBot::new(2))];
//! while let Some(player) = game.current_player() {
//!     let mv = bots[usize::from(player)].choose(&game.view(player), &game.legal_moves());
//!     game.apply(mv).unwrap();
//! }
//! ```

mod greedy;
mod ismcts;
mod random;

pub use greedy::GreedyBot;
pub use ismcts::{IsmctsBot, DEFAULT_ITERATIONS};
pub use random::RandomBot;

use std::time::Duration;

use crate::moves::Move;
use crate::view::PlayerView;

/// A player: chooses one of `legal` (never empty) knowing only `view`.
pub trait Bot {
    /// A short name for tables and logs.
    fn name(&self) -> &str;

    /// Chooses one of the legal moves.
    ///
    /// # Panics
    /// Implementations may panic if `legal` is empty (there is no decision to make then).
    fn choose(&mut self, view: &PlayerView, legal: &[Move]) -> Move;

    /// Chooses without a view, for bots whose choice never depends on it; `None` (the default)
    /// means "show me the view" and must leave the bot unchanged. Batch simulation asks this
    /// first and builds the view only when needed; a bot that answers must choose exactly as
    /// [`Bot::choose`] would.
    fn choose_without_view(&mut self, legal: &[Move]) -> Option<Move> {
        let _ = legal;
        None
    }
}

/// Builds a bot by name: `random`, `greedy`, `ismcts` (default budget) or `ismcts:N` (N
/// iterations per decision, N written in decimal digits, 1 to [`MAX_NAMED_ITERATIONS`]); `seed`
/// seeds the random ones. `None` for any other name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot + Send>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" => Some(Box::new(GreedyBot::new())),
        "ismcts" => Some(Box::new(IsmctsBot::new(DEFAULT_ITERATIONS, seed))),
        _ => {
            let digits =
                name.strip_prefix("ismcts:").filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))?;
            let iterations = digits.parse().ok().filter(|n| (1..=MAX_NAMED_ITERATIONS).contains(n))?;
            Some(Box::new(IsmctsBot::new(iterations, seed)))
        }
    }
}

/// The largest budget `ismcts:N` accepts: 200 times the default, already seconds per decision.
/// Names come from command lines and Python calls, where a mistyped budget should not run for
/// hours and fill the memory with search nodes (build an [`IsmctsBot`] directly for more).
pub const MAX_NAMED_ITERATIONS: u32 = 200 * DEFAULT_ITERATIONS;

/// The longest search per decision [`timed_ismcts`] accepts: the search tree grows by a node per
/// iteration (ten-second searches took 56 to 85 MB in 4- and 5-player games).
pub const MAX_SEARCH_TIME: Duration = Duration::from_secs(10);

/// An IS-MCTS bot searching for `time` per decision, as the C and Python interfaces make it
/// ([`IsmctsBot::with_time`]; its choices depend on the machine's speed, so they are not
/// reproducible). `None` unless `time` is more than zero and at most [`MAX_SEARCH_TIME`].
pub fn timed_ismcts(time: Duration, seed: u64) -> Option<Box<dyn Bot + Send>> {
    (!time.is_zero() && time <= MAX_SEARCH_TIME)
        .then(|| Box::new(IsmctsBot::with_time(time, seed)) as Box<dyn Bot + Send>)
}

/// The names [`by_name`] knows.
pub const BOT_NAMES: [&str; 4] = ["random", "greedy", "ismcts", "ismcts:N"];

/// Why [`by_name`] refused `name`, listing the names it knows, for every interface's error
/// message: `unknown bot "x" (known: random, greedy, ismcts, ismcts:N with N from 1 to 100000)`.
/// Long names are shortened.
pub fn unknown_bot_message(name: &str) -> String {
    format!(
        "unknown bot {:?} (known: {} with N from 1 to {MAX_NAMED_ITERATIONS})",
        crate::error::excerpt(name),
        BOT_NAMES.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timed_searches_stay_within_bounds() {
        assert!(timed_ismcts(Duration::ZERO, 1).is_none());
        assert!(timed_ismcts(MAX_SEARCH_TIME + Duration::from_nanos(1), 1).is_none());
        let mut bot = timed_ismcts(Duration::from_millis(3), 1).expect("3 ms is a budget");
        let game = crate::Game::new(3, 4).unwrap();
        let legal = game.legal_moves();
        let start = std::time::Instant::now();
        let chosen = bot.choose(&game.view(0), &legal);
        assert!(legal.contains(&chosen));
        assert!(start.elapsed() >= Duration::from_millis(3), "the search uses its time");
    }

    #[test]
    fn names_build_bots_and_odd_budgets_are_refused() {
        for name in ["random", "greedy", "ismcts", "ismcts:1", "ismcts:500", "ismcts:100000"] {
            assert!(by_name(name, 1).is_some(), "{name}");
        }
        assert_eq!(
            unknown_bot_message("ismcts:0"),
            "unknown bot \"ismcts:0\" (known: random, greedy, ismcts, ismcts:N with N from 1 to 100000)"
        );
        for name in [
            "",
            "Random",
            "ismcts:",
            "ismcts:0",
            "ismcts:+3",
            "ismcts:-1",
            "ismcts: 5",
            "ismcts:100001",
            "ismcts:4294967295",
        ] {
            assert!(by_name(name, 1).is_none(), "{name}");
        }
    }
}
