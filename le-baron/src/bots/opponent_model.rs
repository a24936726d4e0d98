//! How a seat chooses the card it lays face down, for the expert: a conditional logit over the
//! cards it holds, `P(card) ∝ exp(weights · features(card))`, whose weights
//! (opponent_weights.rs) are fitted to the choices of IS-MCTS, the bot the expert meets most, by
//! `cargo run --release --example train_opponent_model -- --game le-baron`.
//!
//! In every game the expert samples from its view, the seats that chose before it this round
//! chose by this model from the cards the sample gives them (expert.rs): the rows do not change
//! while the seats choose, so the rows a choice was made on are the rows of the view. Its
//! features see what the seat knew: the rows, its hand and the card; the same things the greedy
//! rating weighs (whether the card fits a row, what it would take there or risk leaving), with
//! its number (the order in which the cards are resolved) and its rank in the hand. The shipped
//! weights are fitted to 3-player games of the base rules: a feature that only a variant sets
//! (a card that fits no row going back under the pile, variant 2) keeps the weight 0.

use game_core::bots::{log_softmax, sample_softmax};
use rand_core::Rng;

pub use super::opponent_weights::OPPONENT_WEIGHTS;
use crate::cards::{CardSet, BARONS, NUM_CARDS};
use crate::public::Public;
use crate::rows::{NUM_ROWS, SIXTH_CARD};

/// The number of features of a card.
pub const FEATURES: usize = 18;

/// The most cards the model scores at once (a hand holds at most 4 in play).
const MOST_HELD: usize = 64;

/// What placing `card` on the best row it fits would do, seen by its owner: the heads taken
/// (positive when wanted, variant 2), whether it takes the row, whether it leaves the row one
/// step from being taken, the row's length after it, and the most heads of the rows it fits.
struct Placement {
    value: f32,
    takes: bool,
    leaves_near: bool,
    length_after: usize,
    richest: u8,
}

fn best_placement(public: &Public, card: u8) -> Option<Placement> {
    let table = public.table();
    let sign = if public.heads_are_positive() { 1.0 } else { -1.0 };
    let fit = public.fitting_rows(card);
    let mut best: Option<Placement> = None;
    let mut richest = 0;
    for (r, row) in public.rows().iter().enumerate().take(NUM_ROWS) {
        if fit & (1 << r) == 0 {
            continue;
        }
        richest = richest.max(row.points());
        let (rule1, rule2) = row.takes(table, card, public.sixth_card_rule());
        let takes = rule1 || rule2;
        let length_after = if takes { 1 } else { row.len() + 1 };
        let leaves_near = !takes && row.near_taken_after(table, card, public.sixth_card_rule());
        let value = if takes { sign * f32::from(row.points()) } else { 0.0 };
        let better =
            best.as_ref().is_none_or(|b| value > b.value || (value == b.value && !leaves_near && b.leaves_near));
        if better {
            best = Some(Placement { value, takes, leaves_near, length_after, richest: 0 });
        }
    }
    best.map(|b| Placement { richest, ..b })
}

/// The features of choosing `card` from `hand` on the rows of `public` (a game in which the
/// seat chooses, or any game: only the rows and the options are read). Every feature is finite
/// for any card number and hand.
pub fn features(public: &Public, hand: CardSet, card: u8) -> [f32; FEATURES] {
    let card = card.clamp(1, NUM_CARDS as u8);
    let table = public.table();
    let positive = public.heads_are_positive();
    let placement = best_placement(public, card);
    let fits = placement.is_some();
    let cheapest = public.rows().iter().map(|r| r.points()).min().unwrap_or(0);
    let held = hand.len().max(1);
    let rank = hand.iter().take_while(|&c| c < card).count();
    let others = hand.iter().filter(|&c| c != card);
    let others_fitting = others.filter(|&c| public.fitting_rows(c) != 0).count();
    let number = f32::from(card) / NUM_CARDS as f32;
    let heads = table.heads(card);
    let colours = heads.iter().filter(|&&h| h > 0).count();
    let p = placement.as_ref();
    let flag = |b: bool| f32::from(u8::from(b));
    [
        flag(!fits),
        // Rule 3 costs the cheapest row (base game); variant 2 sends the card back under the pile.
        flag(!fits && !positive) * f32::from(cheapest) / 10.0,
        flag(!fits && positive),
        f32::from(public.fitting_rows(card).count_ones() as u8) / NUM_ROWS as f32,
        p.map_or(0.0, |p| p.value) / 10.0,
        flag(p.is_some_and(|p| p.takes)),
        flag(p.is_some_and(|p| p.leaves_near)),
        p.map_or(0.0, |p| p.length_after as f32) / SIXTH_CARD as f32,
        p.map_or(0.0, |p| f32::from(p.richest)) / 10.0,
        number,
        number * number,
        number * held as f32 / 4.0,
        if held > 1 { rank as f32 / (held - 1) as f32 } else { 0.0 },
        f32::from(table.points(card)) / 6.0,
        flag(BARONS.contains(&card)),
        colours as f32 / 6.0,
        // A card that fits nothing while the others fit: kept for a round when it costs less?
        flag(!fits) * others_fitting as f32 / 3.0,
        flag(fits) * (held - 1 - others_fitting.min(held - 1)) as f32 / 3.0,
    ]
}

/// The model's scores (log-probabilities up to a constant) of each card of `hand`, in increasing
/// order, written to the start of `scores`; how many.
fn scores(public: &Public, hand: CardSet, weights: &[f32; FEATURES], scores: &mut [f32; MOST_HELD]) -> usize {
    let mut n = 0;
    for (score, card) in scores.iter_mut().zip(hand.iter()) {
        let f = features(public, hand, card);
        *score = f.iter().zip(weights).map(|(x, w)| x * w).sum();
        n += 1;
    }
    n
}

/// The natural logarithm of the probability that a seat holding `hand` chooses `card` on the
/// rows of `public`, under the model with `weights` (the expert's are [`OPPONENT_WEIGHTS`]):
/// minus infinity if `hand` does not hold it.
pub fn log_probability(public: &Public, hand: CardSet, card: u8, weights: &[f32; FEATURES]) -> f64 {
    let Some(chosen) = hand.iter().position(|c| c == card) else { return f64::NEG_INFINITY };
    let mut all = [0.0; MOST_HELD];
    let n = scores(public, hand, weights, &mut all);
    if chosen >= n {
        // Beyond the most a hand holds in play: not a choice the model knows.
        return f64::NEG_INFINITY;
    }
    log_softmax(&all[..n], chosen)
}

/// A card of `hand` drawn with its probability of being chosen on the rows of `public`, under
/// the model with `weights` (the expert's are [`OPPONENT_WEIGHTS`]); of a hand of more than 64
/// cards (never one of a game), one of its lowest 64.
///
/// # Panics
/// If `hand` is empty.
pub fn choose<R: Rng + ?Sized>(public: &Public, hand: CardSet, weights: &[f32; FEATURES], rng: &mut R) -> u8 {
    let mut all = [0.0; MOST_HELD];
    let n = scores(public, hand, weights, &mut all);
    assert!(n > 0, "an empty hand has no card to choose");
    hand.nth(sample_softmax(&all[..n], rng)).expect("an index of the hand")
}
