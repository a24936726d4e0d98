//! What the expert bot knows about Herr der Ziegen: the greedy rating orders and biases its
//! search. Its playouts play to the game's end, half of their moves uniformly at random and half
//! by the search's move averages (MAST): measured against IS-MCTS at equal time, this won more
//! than uniformly random playouts, while playouts guided by the greedy rating and shorter
//! playouts judged by the standing (marked points plus a share of each open kind's pasture
//! points) both made the bot much weaker (docs/bots.md).

use game_core::bots::{win_shares_by_standing, ExpertKnowledge};
use game_core::{GameRules, MAX_SEATS};

use crate::game::Game;
use crate::moves::Move;

impl ExpertKnowledge for Game {
    const PLAYOUT_MOVES: u32 = u32::MAX;
    const PLAYOUT_BY_MOVE_AVERAGES: bool = true;

    fn rate_moves(game: &Game, moves: &[Move], ratings: &mut [f32]) {
        let me = game.current_player().expect("a decision is pending");
        for (rating, &mv) in ratings.iter_mut().zip(moves) {
            *rating = super::greedy::rate(&game.public, me, mv);
        }
    }

    fn evaluate(game: &Game, values: &mut [f64; MAX_SEATS]) {
        // Playouts end the game; this judges a game cut short all the same, by the points as
        // they stand.
        let outcome = game.outcome();
        let standing: Vec<f64> = (0..outcome.players).map(|p| f64::from(outcome.utility(p))).collect();
        win_shares_by_standing(&standing, 3.0 + 0.25 * game.pile_len() as f64, values);
    }
}
