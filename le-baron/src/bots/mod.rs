//! The game's own bot, [`GreedyBot`], reached by name as `greedy` through
//! `game_core::bots::by_name`. The random and IS-MCTS bots are written once, in
//! `game_core::bots`, for every game; the expert too, with what it knows of this game (its
//! rating, its evaluation, and [`opponent_model`], how a seat chooses its card face down).

mod expert;
mod greedy;
pub mod opponent_model;
mod opponent_weights;

pub use greedy::GreedyBot;
