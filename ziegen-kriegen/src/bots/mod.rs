//! The game's own bots. The generic random and IS-MCTS bots come from `game_core::bots`;
//! [`greedy::GreedyBot`] is reached by name through `game_core::bots::by_name` (`"greedy"`).

pub mod greedy;

pub use greedy::GreedyBot;
