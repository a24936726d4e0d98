//! The game's own bots. The generic ones (`random`, `ismcts`) come from `game_core::bots`; this
//! crate adds [`GreedyBot`], reachable as `greedy` through `game_core::bots::by_name`.

mod greedy;

pub use greedy::GreedyBot;

/// The names of this game's own bots.
pub const GAME_BOT_NAMES: &[&str] = &["greedy"];
