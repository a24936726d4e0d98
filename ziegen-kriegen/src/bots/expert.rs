//! What the expert bot knows about Ziegen Kriegen: a round is short, so its playouts play to
//! the end, their moves chosen by the greedy bot's reasoning (win a trick while there is room
//! below the expected limit, otherwise lose it loaded with heads; choose the hill number that
//! brings the limit nearest the goats expected): the greedy bot's own rule (greedy.rs, `Rater`),
//! applied to the sampled game for the seat deciding there. Its samples are weighed by how well
//! they explain the cards the other seats played this round (opponent_model.rs).

use game_core::bots::{win_shares_by_standing, ExpertKnowledge};
use game_core::{GameRules, MAX_SEATS};

use super::greedy::Rater;
use super::opponent_model::{self, past_choices};
use crate::game::Game;
use crate::moves::Move;
use crate::view::PlayerView;

impl ExpertKnowledge for Game {
    const PLAYOUT_MOVES: u32 = u32::MAX;
    // Half the playout moves by the rating, half at random: more greedy playouts measured no
    // stronger (docs/bots.md), and the random half keeps the opponents' replies varied.
    const PLAYOUT_GREEDINESS: f64 = 0.5;
    // Another seat's card is rated with the cards the sample gives it (docs/bots.md).
    const RATE_OTHERS_IN_EACH_SAMPLE: bool = true;

    fn evaluate(game: &Game, values: &mut [f64; MAX_SEATS]) {
        let outcome = game.outcome();
        let standing: Vec<f64> = (0..outcome.players).map(|p| f64::from(outcome.utility(p))).collect();
        win_shares_by_standing(&standing, 3.0, values);
    }

    // Weighing 1,000 costs about 1.5 ms, a small part of a 0.1 s search (docs/performance.md);
    // other counts were not measured.
    const INFERENCE_SAMPLES: usize = 1000;

    fn log_likelihood(view: &PlayerView, game: &Game) -> f64 {
        let choices = past_choices(&view.public, view.seat);
        opponent_model::log_likelihood(&view.public, &choices, |seat| game.hand(seat))
    }

    fn rate_moves(game: &Game, moves: &[Move], ratings: &mut [f32]) {
        let me = game.current_player().expect("a decision is pending");
        let rater = Rater::new(game.public(), me, game.hand(me));
        for (rating, &mv) in ratings.iter_mut().zip(moves) {
            *rating = rater.rate(mv);
        }
    }
}
