//! A one-step heuristic player. It rates each legal move by the heads it would take now and by
//! the risk it leaves behind, and plays the best; in variant 2 heads are wanted, so the sign of
//! what is taken flips.
//!
//! * Choosing: each hand card is rated by its best placement as the rows are now (a card that
//!   fits no row costs the cheapest row, or in variant 2 goes back under the pile).
//! * Placing: heads taken now, plus a small risk for a row left close to being taken.
//! * Rule 3: the cheapest row (in variant 2 this never happens).

use game_core::bots::GreedyRating;

use crate::game::{Game, Phase};
use crate::moves::Move;
use crate::public::Public;
use crate::rows::{Row, NUM_ROWS};
use crate::view::PlayerView;

/// Plays the move of best immediate value; deterministic.
pub type GreedyBot = game_core::bots::GreedyBot<Game>;

/// The value of placing `card` on `row` for its owner: heads won (variant 2) or lost, minus the
/// risk of leaving the row one step from being taken by somebody else.
fn place_value(public: &Public, row: &Row, card: u8) -> f32 {
    let table = public.table();
    let (rule1, rule2) = row.takes(table, card, public.sixth_card_rule());
    let sign = if public.heads_are_positive() { 1.0 } else { -1.0 };
    if rule1 || rule2 {
        return sign * f32::from(row.points());
    }
    // The row after placing: how near it is to being taken, and what it would give.
    let near = row.near_taken_after(table, card, public.sixth_card_rule());
    let worth = f32::from(row.points()) + f32::from(table.points(card));
    // Leaving a rich row near its end gives it to someone else (bad in variant 2, good in the
    // base game where it is the next player's penalty, but risky for ourselves too).
    if near {
        -0.25 * worth.abs() * if public.heads_are_positive() { 1.0 } else { 0.5 }
    } else {
        0.0
    }
}

fn best_place(public: &Public, card: u8) -> f32 {
    let fit = public.fitting_rows(card);
    if fit == 0 {
        if public.heads_are_positive() {
            return 0.0;
        }
        let cheapest = public.rows().iter().map(|r| r.points()).min().unwrap_or(0);
        return -f32::from(cheapest);
    }
    (0..NUM_ROWS)
        .filter(|&r| fit & (1 << r) != 0)
        .map(|r| place_value(public, &public.rows()[r], card))
        .fold(f32::NEG_INFINITY, f32::max)
}

impl GreedyRating for Game {
    /// The value of `mv` for the seat of `view`.
    fn rate_move(view: &PlayerView, mv: Move) -> f32 {
        rate(view, mv)
    }
}

/// The value of `mv` for the seat deciding in the game whose public part is `public`: the
/// rating reads nothing else, so the expert rates from a sampled game's public part without
/// building a view (expert.rs).
pub(crate) fn rate(public: &Public, mv: Move) -> f32 {
    debug_assert!(public.phase != Phase::Over);
    match mv {
        // Later cards are resolved after others changed the rows: prefer safe low cards a
        // little.
        Move::Choose(card) => best_place(public, card) - f32::from(card) * 0.001,
        Move::Place(row) => {
            let (card, _) = public.card_to_resolve().expect("resolving");
            place_value(public, &public.rows()[usize::from(row)], card)
        }
        Move::Take(row) => {
            let sign = if public.heads_are_positive() { 1.0 } else { -1.0 };
            sign * f32::from(public.rows()[usize::from(row)].points())
        }
    }
}
