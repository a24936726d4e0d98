//! The one-step (greedy) bot of every game: it rates each legal move with the game's own
//! [`GreedyRating`] and plays the best. The rating is the game's; picking the best is written
//! once here.

use std::fmt;
use std::marker::PhantomData;

use super::{best_move, Bot};
use crate::rules::GameRules;

/// How a game rates a move for its greedy bot: what the move is worth now to the seat of
/// `view`, higher is better.
pub trait GreedyRating: GameRules {
    /// The value of `mv` for the seat of `view`; called only with legal moves.
    fn rate_move(view: &Self::View, mv: Self::Move) -> f32;
}

/// Plays the legal move with the best [`GreedyRating::rate_move`], the first of equals on ties;
/// deterministic. Each game names it `GreedyBot` (`pub type GreedyBot = GreedyBot<Game>`).
// `fn() -> G`: the bot holds no `G`, so it is `Send`, `Sync` and `Copy` whatever `G` is.
pub struct GreedyBot<G>(PhantomData<fn() -> G>);

impl<G> GreedyBot<G> {
    /// A greedy bot.
    pub const fn new() -> GreedyBot<G> {
        GreedyBot(PhantomData)
    }
}

impl<G: GreedyRating> GreedyBot<G> {
    /// The value of `mv` for the seat of `view`, as the bot rates it.
    pub fn rate(view: &G::View, mv: G::Move) -> f32 {
        G::rate_move(view, mv)
    }
}

// Written out rather than derived: a derive would ask `G` itself to be `Clone`, `Debug`, ...
impl<G> Clone for GreedyBot<G> {
    fn clone(&self) -> GreedyBot<G> {
        *self
    }
}

impl<G> Copy for GreedyBot<G> {}

impl<G> Default for GreedyBot<G> {
    fn default() -> GreedyBot<G> {
        GreedyBot::new()
    }
}

impl<G> fmt::Debug for GreedyBot<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("GreedyBot")
    }
}

impl<G: GreedyRating> Bot<G> for GreedyBot<G> {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Move]) -> G::Move {
        best_move(legal, |mv| G::rate_move(view, mv))
    }
}
