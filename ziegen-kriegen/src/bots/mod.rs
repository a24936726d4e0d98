//! The game's own bot, [`GreedyBot`], reached by name as `greedy` through
//! `game_core::bots::by_name`. The random and IS-MCTS bots are written once, in
//! `game_core::bots`, for every game.

mod expert;
mod greedy;

pub use greedy::GreedyBot;
