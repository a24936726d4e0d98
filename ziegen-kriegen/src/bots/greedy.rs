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
use crate::public::{Public, HILL_TRICKS, TRICKS_PER_ROUND};
use crate::view::PlayerView;

/// Plays the move with the best heuristic value; deterministic.
pub type GreedyBot = game_core::bots::GreedyBot<Game>;

impl GreedyRating for Game {
    fn rate_move(view: &PlayerView, mv: Move) -> f32 {
        Rater::new(view, view.seat(), view.hand()).rate(mv)
    }
}

/// The rating of the moves of one decision, from what the deciding seat knows: the public part
/// and its own hand. The greedy bot rates from its view; the expert (expert.rs) from the game it
/// sampled, for the seat deciding there, with this same rule. What every move's rating shares is
/// computed once.
pub(crate) struct Rater<'a> {
    public: &'a Public,
    me: u8,
    hand: CardSet,
    /// The goat cards of the round the seat has not seen: in the other hands or the box.
    unseen: CardSet,
    /// The mean heads of `unseen` (0 when none is left).
    mean_unseen_heads: f32,
    /// The mean number of a hill card of the table.
    mean_hill: f32,
}

impl<'a> Rater<'a> {
    /// The rater of seat `me`, holding `hand`, in the game whose public part is `public`.
    pub(crate) fn new(public: &'a Public, me: u8, hand: CardSet) -> Rater<'a> {
        let unseen = CardSet::ALL.minus(hand).minus(public.played_this_round());
        let tables = public.tables();
        let mean_unseen_heads =
            if unseen.is_empty() { 0.0 } else { tables.heads_of(unseen) as f32 / unseen.len() as f32 };
        let mean_hill = tables.hills.iter().map(|h| f32::from(h.low) + f32::from(h.high)).sum::<f32>()
            / (2.0 * tables.hills.len() as f32);
        Rater { public, me, hand, unseen, mean_unseen_heads, mean_hill }
    }

    /// The limit this seat expects: the running sum (with `extra`, a number about to be chosen)
    /// plus the mean number for each hill card to come.
    fn expected_limit(&self, extra: Option<u8>) -> f32 {
        let public = self.public;
        let laid = public.hill().len() + usize::from(extra.is_some());
        f32::from(public.hill_sum() + extra.unwrap_or(0))
            + (HILL_TRICKS - laid.min(HILL_TRICKS)) as f32 * self.mean_hill
    }

    /// The goats this seat expects at the end of the round: what it has plus a fair share of
    /// the heads still to be taken.
    fn expected_goats(&self) -> f32 {
        let public = self.public;
        let left = TRICKS_PER_ROUND - public.tricks_this_round();
        let per_card = public.tables().heads_of(CardSet::ALL) as f32 / NUM_GOATS as f32;
        f32::from(public.goats(self.me)) + left as f32 * per_card
    }

    /// The rating of `mv`, a legal move of the seat: higher is better.
    pub(crate) fn rate(&self, mv: Move) -> f32 {
        match mv {
            Move::ChooseLow | Move::ChooseHigh => {
                let hill = self.public.hill_card(self.public.revealed_hill().expect("a hill card is revealed"));
                let number = if mv == Move::ChooseHigh { hill.high } else { hill.low };
                let gap = self.expected_limit(Some(number)) - self.expected_goats();
                if gap >= 0.0 {
                    -gap
                } else {
                    3.0 * gap
                }
            }
            Move::Play(card) => self.rate_card(card),
        }
    }

    fn rate_card(&self, card: u8) -> f32 {
        let public = self.public;
        let n = usize::from(public.players());
        let trick = public.current_trick();
        let to_come = n - trick.len() - 1;
        let best_so_far = trick.iter().copied().max().unwrap_or(0);
        let p_win = if card < best_so_far {
            0.0
        } else if to_come == 0 {
            1.0
        } else {
            // Each later player beats the card if they hold any higher unseen card; hands are
            // random subsets of the unseen cards, approximated as independent draws.
            let higher = self.unseen.minus(CardSet::from_bits((2u64 << card) - 1)).len() as f32;
            let total = self.unseen.len().max(1) as f32;
            let hand = self.hand.len().max(1);
            let p_no_higher = power((1.0 - higher / total).max(0.0), hand);
            power(p_no_higher, to_come)
        };
        let heads = |c: u8| f32::from(public.heads(c));
        let trick_goats =
            trick.iter().map(|&c| heads(c)).sum::<f32>() + heads(card) + to_come as f32 * self.mean_unseen_heads;
        let room = self.expected_limit(None) - f32::from(public.goats(self.me));
        // Tricks left after this one also bring goats: keep some room for them.
        let left = (TRICKS_PER_ROUND - public.tricks_this_round() - 1) as f32;
        let reserve = left * self.mean_unseen_heads * 0.5;
        if trick_goats <= room - reserve {
            // Win it, with a card no stronger than needed.
            10.0 * p_win + 0.1 * heads(card) - 0.01 * f32::from(card)
        } else {
            // Lose it, and load it with heads.
            -10.0 * p_win + 0.5 * heads(card) + 0.01 * f32::from(card)
        }
    }
}

/// `base` to a small whole `exponent` by repeated multiplication: each product is rounded as
/// IEEE 754 prescribes, so a seeded expert rating with it chooses alike on every platform
/// (`f32::powf` and `powi` leave their last bit to the platform), and for exponents of at most 8
/// it is cheaper than `libm::powf`. The opponent model reckons its chance the same way.
pub(super) fn power(base: f32, exponent: usize) -> f32 {
    (0..exponent).fold(1.0, |product, _| product * base)
}
