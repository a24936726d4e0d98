//! What the expert bot knows about Le Baron: how a position stands for each seat, and the
//! greedy rating to order and bias its search; its playouts and the other seats' face-down
//! choices are uniformly random.

use game_core::bots::{win_shares_by_standing, ExpertKnowledge};
use game_core::{GameRules, MAX_SEATS};

use crate::game::Game;
use crate::moves::Move;

impl ExpertKnowledge for Game {
    const PLAYOUT_MOVES: u32 = 24;
    // Uniformly random: the quick policy also plays the other seats' face-down choices in the
    // tree, and a greedy one made them predictable, which the search then exploited more the
    // longer it ran (at 5 players, 0.1 s: 13.3% of 60 games against 36.7%; docs/bots.md).
    const PLAYOUT_GREEDINESS: f64 = 0.0;

    fn rate_moves(game: &Game, moves: &[Move], ratings: &mut [f32]) {
        // The greedy rating, read from the sampled game's public part: building the deciding
        // seat's view for it took a fifth of the search's time.
        for (rating, &mv) in ratings.iter_mut().zip(moves) {
            *rating = super::greedy::rate(&game.public, mv);
        }
    }

    fn evaluate(game: &Game, values: &mut [f64; MAX_SEATS]) {
        let outcome = game.outcome();
        let players = outcome.players;
        let standing: Vec<f64> = (0..players).map(|p| f64::from(outcome.utility(p))).collect();
        let held: usize = (0..players).map(|p| game.hand(p).len() + game.pile_len(p)).sum();
        let spread = 2.0 + 0.6 * held as f64 / f64::from(players);
        win_shares_by_standing(&standing, spread, values);
    }
}
