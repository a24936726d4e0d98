//! How another seat chooses the card it plays, for the expert's inference: a conditional logit
//! over the cards of its hand, `P(card) ∝ exp(weights · features(card))`, whose weights
//! (opponent_weights.rs) are fitted to the choices of IS-MCTS, the bot the expert meets most, by
//! `cargo run --release --example train_opponent_model`. The expert weighs each game it samples
//! by how likely the model finds the cards every other seat played this round, had it held the
//! hand the sample gives it (expert.rs), so the search plays more often in the games that explain
//! the table.
//!
//! The features see what the seat knew (its hand then, the trick, the hill, its goats), the
//! same things the greedy rating weighs: whether the card would win the trick and how surely,
//! the heads it carries, its rank in the hand, and the room left below the expected limit.

use game_core::bots::log_softmax;

use super::greedy::power;
pub use super::opponent_weights::OPPONENT_WEIGHTS;
use crate::cards::{CardSet, Tables, NUM_GOATS};
use crate::options::MAX_PLAYERS;
use crate::public::{Public, HAND_SIZE, HILL_TRICKS, TRICKS_PER_ROUND};

/// The number of features of a card.
pub const FEATURES: usize = 24;

/// What a seat knew when it chose a card, apart from its hand (which its weight comes from).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Situation {
    /// The seat choosing.
    pub seat: u8,
    /// Players in the game.
    pub players: u8,
    /// The cards already in the trick, in play order (`trick_len` of them).
    pub trick: [u8; MAX_PLAYERS],
    /// How many cards the trick had.
    pub trick_len: u8,
    /// The seat's goats this round before the trick.
    pub goats: u8,
    /// The sum of the hill numbers chosen before the trick.
    pub hill_sum: u8,
    /// Hill cards laid before the trick.
    pub hill_laid: u8,
    /// Tricks finished this round before the trick.
    pub tricks_done: u8,
    /// Cards played this round before this choice (the seat's own earlier cards included).
    pub played_before: CardSet,
}

impl Situation {
    /// The situation of the seat to play a card in `public`, or `None` if no card is to be
    /// played (a hill number is to be chosen, or the game is over).
    pub fn now(public: &Public) -> Option<Situation> {
        if public.phase != crate::phase::Phase::Play {
            return None;
        }
        let played = public.current_trick();
        let mut trick = [0; MAX_PLAYERS];
        trick[..played.len()].copy_from_slice(played);
        let seat = public.seat_at(played.len());
        Some(Situation {
            seat,
            players: public.players(),
            trick,
            trick_len: played.len() as u8,
            goats: public.goats(seat),
            hill_sum: public.hill_sum(),
            hill_laid: public.hill().len() as u8,
            tricks_done: public.tricks_this_round() as u8,
            played_before: public.played_this_round(),
        })
    }
}

/// A card another seat played this round, with what it knew and which of its cards it held then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PastChoice {
    /// What the seat knew when it chose.
    pub situation: Situation,
    /// The card it played.
    pub card: u8,
    /// The cards it played from this choice on this round, this one included: with the cards
    /// it holds now, its hand when it chose.
    pub played_since: CardSet,
}

/// Every card that a seat other than `me` played this round, in play order, as the public part
/// of the game records it (`Situation::now` of each, had it been asked then).
pub fn past_choices(public: &Public, me: u8) -> Vec<PastChoice> {
    let players = usize::from(public.players());
    let mut choices = Vec::with_capacity(HAND_SIZE * players);
    let mut goats = [0u8; MAX_PLAYERS];
    let mut played = CardSet::EMPTY;
    let hill = public.hill();
    let finished = public.round_tricks(public.round()).iter().map(|t| (t.leader, &t.cards[..players], Some(t.taker)));
    let tricks = finished.chain(std::iter::once((public.leader(), public.current_trick(), None)));
    for (index, (leader, cards, taker)) in tricks.enumerate() {
        // Trick `index` (from 0) is played after the hill steps of the tricks before it.
        let laid = index.min(HILL_TRICKS).min(hill.len());
        let hill_sum = hill[..laid].iter().map(|h| h.chosen).sum();
        let mut trick = [0; MAX_PLAYERS];
        for (position, &card) in cards.iter().enumerate() {
            let seat = ((usize::from(leader) + position) % players) as u8;
            if seat != me {
                let situation = Situation {
                    seat,
                    players: public.players(),
                    trick,
                    trick_len: position as u8,
                    goats: goats[usize::from(seat)],
                    hill_sum,
                    hill_laid: laid as u8,
                    tricks_done: index as u8,
                    played_before: played,
                };
                choices.push(PastChoice { situation, card, played_since: CardSet::EMPTY });
            }
            trick[position] = card;
            played.insert(card);
        }
        if let Some(taker) = taker {
            let heads: u8 = cards.iter().map(|&c| public.heads(c)).sum();
            goats[usize::from(taker)] += heads;
        }
    }
    let mut since = [CardSet::EMPTY; MAX_PLAYERS];
    for choice in choices.iter_mut().rev() {
        let seat = usize::from(choice.situation.seat);
        since[seat].insert(choice.card);
        choice.played_since = since[seat];
    }
    choices
}

/// The features of playing `card` from `hand` (which holds it) in `situation`.
pub fn features(situation: &Situation, tables: &Tables, hand: CardSet, card: u8) -> [f32; FEATURES] {
    let s = situation;
    // Clamped and saturating throughout, so that any situation (its fields are public) and any
    // card number give features, never a panic.
    let trick = &s.trick[..usize::from(s.trick_len).min(MAX_PLAYERS)];
    let best = trick.iter().copied().max().unwrap_or(0);
    let to_come = usize::from(s.players).saturating_sub(trick.len() + 1);
    let last = to_come == 0;
    let lead = trick.is_empty();
    let beats = card > best;
    // The cards numbered below `c`.
    let below = |c: u8| CardSet::from_bits(1u64.checked_shl(c.into()).map_or(u64::MAX, |bit| bit - 1));
    let rank = if hand.len() > 1 { hand.and(below(card)).len() as f32 / (hand.len() - 1) as f32 } else { 0.5 };
    // The cards of the hand numbered strictly between `low` and `high`.
    let between = |low: u8, high: u8| hand.and(below(high)).minus(below(low.saturating_add(1)));
    let cheapest_winner = beats && between(best, card).is_empty();
    let dearest_loser = !beats && between(card, best).is_empty();
    let heads = f32::from(tables.heads(card)) / 5.0;
    let trick_heads = trick.iter().chain([&card]).map(|&c| f32::from(tables.heads(c))).sum::<f32>();
    let mean_hill = tables.hills.iter().map(|h| f32::from(h.low) + f32::from(h.high)).sum::<f32>()
        / (2.0 * tables.hills.len() as f32);
    let expected_limit =
        f32::from(s.hill_sum) + HILL_TRICKS.saturating_sub(usize::from(s.hill_laid)) as f32 * mean_hill;
    let margin = (expected_limit - f32::from(s.goats) - trick_heads) / 10.0;
    let p_win = if !beats {
        0.0
    } else if last {
        1.0
    } else {
        // The chance that no later player holds a higher card, the hands drawn independently
        // from the cards the seat has not seen (as the greedy rating reckons it).
        let unseen = CardSet::ALL.minus(hand).minus(s.played_before);
        let higher = unseen.minus(below(card.saturating_add(1))).len() as f32;
        let no_higher = (1.0 - higher / unseen.len().max(1) as f32).max(0.0);
        power(no_higher, hand.len() * to_come)
    };
    let done = f32::from(s.tricks_done) / TRICKS_PER_ROUND as f32;
    let number = f32::from(card) / 50.0;
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    [
        flag(beats),
        flag(beats && last),
        flag(cheapest_winner),
        flag(dearest_loser),
        rank,
        rank * flag(lead),
        heads,
        heads * flag(beats),
        p_win,
        p_win * margin,
        p_win * done,
        rank * done,
        heads * p_win,
        flag(cheapest_winner && last),
        heads * flag(lead),
        flag(hand.highest() == Some(card)),
        number,
        number * number,
        flag(beats) * number,
        flag(lead) * number,
        flag(beats) * trick_heads / 10.0,
        flag(beats) * margin,
        flag(beats && last) * margin,
        flag(hand.lowest() == Some(card)),
    ]
}

/// The model's score of playing `card` from `hand` in `situation` with `weights`: the higher,
/// the likelier.
fn score(situation: &Situation, tables: &Tables, hand: CardSet, card: u8, weights: &[f32; FEATURES]) -> f32 {
    features(situation, tables, hand, card).iter().zip(weights).map(|(f, w)| f * w).sum()
}

/// The natural logarithm of the model's probability that a seat holding `hand` in `situation`
/// plays `card`, with `weights` (the expert uses the fitted [`OPPONENT_WEIGHTS`]): minus
/// infinity if `hand` does not hold `card`.
pub fn log_probability(
    situation: &Situation,
    tables: &Tables,
    hand: CardSet,
    card: u8,
    weights: &[f32; FEATURES],
) -> f64 {
    if !hand.contains(card) {
        return f64::NEG_INFINITY;
    }
    // Room for any set of cards, though a hand holds at most `HAND_SIZE`.
    let mut scores = [0.0f32; NUM_GOATS];
    let mut chosen = 0;
    for (i, c) in hand.iter().enumerate() {
        scores[i] = score(situation, tables, hand, c, weights);
        if c == card {
            chosen = i;
        }
    }
    log_softmax(&scores[..hand.len()], chosen)
}

/// The log-likelihood ([`game_core::bots::ExpertKnowledge::log_likelihood`]) of the cards the
/// seats other than `me` played this round (`choices`, from [`past_choices`]), had they held
/// the hands `hand_of` gives them now.
pub fn log_likelihood(public: &Public, choices: &[PastChoice], hand_of: impl Fn(u8) -> CardSet) -> f64 {
    choices
        .iter()
        .map(|choice| {
            let hand = hand_of(choice.situation.seat).or(choice.played_since);
            // A last card tells nothing: it was the only choice.
            if hand.len() > 1 {
                log_probability(&choice.situation, public.tables(), hand, choice.card, &OPPONENT_WEIGHTS)
            } else {
                0.0
            }
        })
        .sum()
}
