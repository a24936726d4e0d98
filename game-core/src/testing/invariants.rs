//! A game's own invariants, beside the checks every game shares: the suite, the document checks
//! and the determinization checks run them on every position they reach.

use crate::outcome::{ScoreSheet, SeatScore};
use crate::rules::GameRules;

/// A game's own invariant, checked on every position of the suite's games: it panics when the
/// position breaks it.
pub type Invariant<G> = fn(&G);

/// Checks each of `invariants` (a game's own) on `game`; when one fails, the state is printed
/// (as JSON, on standard error) before its panic goes on, as the shared checks print it.
///
/// # Panics
/// When an invariant does.
pub fn check_game_invariants<G: GameRules>(game: &G, invariants: &[Invariant<G>]) {
    for invariant in invariants {
        if let Err(panic) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| invariant(game))) {
            eprintln!("an invariant of the game fails in this state: {}", game.to_json());
            std::panic::resume_unwind(panic);
        }
    }
}

/// The scores and the outcome agree: each seat's total in [`GameRules::scores`] is its entry of
/// [`GameRules::outcome`], whatever the moment of the game (one meaning for a total, mid-game
/// too).
///
/// # Panics
/// When a seat's two totals differ, or the scores hold another number of seats.
pub fn check_scores_agree_with_outcome<G: GameRules>(game: &G) {
    let scores = game.scores();
    let outcome = game.outcome();
    let totals: Vec<i64> = scores.seats().iter().map(SeatScore::total).collect();
    let expected: Vec<i64> = outcome.per_player().iter().map(|&t| i64::from(t)).collect();
    assert_eq!(totals, expected, "the scores' totals are the outcome's, in state {}", game.to_json());
}
