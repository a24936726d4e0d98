//! A one-step heuristic player for Ziegen Kriegen.
//!
//! * Playing a card: it estimates the limit it will face (the chosen numbers so far plus the
//!   mean number of the table for each hill card still to come) and its room below it. Each card
//!   is rated by its chance to win the trick (certain when it plays last, otherwise the chance
//!   that every player still to play holds only lower cards among the unseen ones) and by the
//!   goats the trick would bring. With room for them it plays to win; without, it plays to lose
//!   and dumps its cards with the most heads on the trick someone else takes.
//! * Choosing a hill number: the number that brings the expected limit closest to the goats it
//!   expects to end with, erring on the side of a higher limit (going over scores nothing).

use game_core::bots::GreedyRating;
use game_core::GameView;

use crate::cards::{CardSet, NUM_GOATS};
use crate::game::Game;
use crate::moves::Move;
use crate::public::{HILL_TRICKS, TRICKS_PER_ROUND};
use crate::view::PlayerView;

/// Plays the move with the best heuristic value; deterministic.
pub type GreedyBot = game_core::bots::GreedyBot<Game>;

impl GreedyRating for Game {
    fn rate_move(view: &PlayerView, mv: Move) -> f32 {
        rate(view, mv)
    }
}

/// The mean number of a hill card of the table.
fn mean_hill(view: &PlayerView) -> f32 {
    let tables = view.tables();
    tables.hills.iter().map(|h| f32::from(h.low) + f32::from(h.high)).sum::<f32>() / (2.0 * tables.hills.len() as f32)
}

/// The mean heads of the goat cards not seen yet.
fn mean_heads(view: &PlayerView, unseen: CardSet) -> f32 {
    if unseen.is_empty() {
        return 0.0;
    }
    view.tables().heads_of(unseen) as f32 / unseen.len() as f32
}

/// The limit this seat expects: the running sum plus the mean number for each card to come.
fn expected_limit(view: &PlayerView, extra: Option<u8>) -> f32 {
    let laid = view.hill().len() + usize::from(extra.is_some());
    f32::from(view.hill_sum() + extra.unwrap_or(0)) + (HILL_TRICKS - laid.min(HILL_TRICKS)) as f32 * mean_hill(view)
}

/// The goats this seat expects at the end of the round: what it has plus a fair share of the
/// heads still to be taken.
fn expected_goats(view: &PlayerView) -> f32 {
    let me = view.seat();
    let left = TRICKS_PER_ROUND - view.tricks_this_round();
    let per_card = view.tables().heads_of(CardSet::ALL) as f32 / NUM_GOATS as f32;
    f32::from(view.goats(me)) + left as f32 * per_card
}

fn rate(view: &PlayerView, mv: Move) -> f32 {
    match mv {
        Move::ChooseLow | Move::ChooseHigh => {
            let hill = view.hill_card(view.revealed_hill().expect("a hill card is revealed"));
            let number = if mv == Move::ChooseHigh { hill.high } else { hill.low };
            let gap = expected_limit(view, Some(number)) - expected_goats(view);
            if gap >= 0.0 {
                -gap
            } else {
                3.0 * gap
            }
        }
        Move::Play(card) => rate_card(view, card),
    }
}

fn rate_card(view: &PlayerView, card: u8) -> f32 {
    let me = view.seat();
    let n = usize::from(view.players());
    let trick = view.current_trick();
    let to_come = n - trick.len() - 1;
    let unseen = view.unseen();
    let best_so_far = trick.iter().copied().max().unwrap_or(0);
    let p_win = if card < best_so_far {
        0.0
    } else if to_come == 0 {
        1.0
    } else {
        // Each later player beats the card if they hold any higher unseen card; hands are
        // random subsets of the unseen cards, approximated as independent draws.
        let higher = unseen.iter().filter(|&c| c > card).count() as f32;
        let total = unseen.len().max(1) as f32;
        let hand = (view.hand().len().max(1)) as f32;
        let p_no_higher = (1.0 - higher / total).max(0.0).powf(hand);
        p_no_higher.powi(to_come as i32)
    };
    let heads = |c: u8| f32::from(view.heads(c));
    let trick_goats =
        trick.iter().map(|&c| heads(c)).sum::<f32>() + heads(card) + to_come as f32 * mean_heads(view, unseen);
    let room = expected_limit(view, None) - f32::from(view.goats(me));
    // Tricks left after this one also bring goats: keep some room for them.
    let left = (TRICKS_PER_ROUND - view.tricks_this_round() - 1) as f32;
    let reserve = left * mean_heads(view, unseen) * 0.5;
    if trick_goats <= room - reserve {
        // Win it, with a card no stronger than needed.
        10.0 * p_win + 0.1 * heads(card) - 0.01 * f32::from(card)
    } else {
        // Lose it, and load it with heads.
        -10.0 * p_win + 0.5 * heads(card) + 0.01 * f32::from(card)
    }
}
