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
/// iterations per decision); `seed` seeds the random ones.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot + Send>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" => Some(Box::new(GreedyBot::new())),
        "ismcts" => Some(Box::new(IsmctsBot::new(DEFAULT_ITERATIONS, seed))),
        _ => {
            let iterations = name.strip_prefix("ismcts:")?.parse().ok()?;
            Some(Box::new(IsmctsBot::new(iterations, seed)))
        }
    }
}

/// The names [`by_name`] knows.
pub const BOT_NAMES: [&str; 4] = ["random", "greedy", "ismcts", "ismcts:N"];
