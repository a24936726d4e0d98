//! What the expert bot knows about Le Baron: how a position stands for each seat, the greedy
//! rating to order and bias its search, and how the seats that chose before it this round
//! likely chose (opponent_model.rs); its playouts and the other seats' choices in its search are
//! uniformly random.

use game_core::bots::{win_shares_by_standing, ExpertKnowledge};
use game_core::{GameRules, MAX_SEATS};
use rand_core::Rng;

use super::opponent_model::{self, OPPONENT_WEIGHTS};
use crate::game::{Game, NONE};
use crate::moves::Move;
use crate::phase::Phase;
use crate::view::PlayerView;

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

    /// A game of the view in which each seat that has chosen this round chose by the model,
    /// from what it holds: uniform placements of the unseen cards make every holding equally
    /// likely, and the choice within a holding follows the model (the rows have not changed
    /// since it was made).
    fn sample<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        let mut game = Game::determinize(view, rng);
        if game.public.phase == Phase::Choose {
            for seat in 0..game.players() {
                let s = usize::from(seat);
                if seat != view.seat && game.choices[s] != NONE {
                    let mut holding = game.hands[s];
                    holding.insert(game.choices[s]);
                    let choice = opponent_model::choose(&game.public, holding, &OPPONENT_WEIGHTS, rng);
                    holding.remove(choice);
                    game.hands[s] = holding;
                    game.choices[s] = choice;
                }
            }
        }
        game
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
