//! Determinization (section 6): a full [`Game`] consistent with one seat's [`PlayerView`], every
//! unseen card placed uniformly among the places the view leaves open.
//!
//! The open places are the other seats' unknown hand cards and hidden choices, the unknown
//! (upper) part of every pile, the seat's own included, and the box. The unseen cards are
//! shuffled and dealt to those places in a fixed order, which makes every assignment equally
//! likely; then each other seat that has chosen gets its choice drawn uniformly from what it
//! holds (its known cards included, since a known card may be the one chosen). Every full game
//! consistent with the view therefore has the same probability.

use rand_core::Rng;

use crate::cards::{CardSet, NUM_CARDS};
use crate::game::{Game, NONE};
use crate::options::{MAX_HELD, MAX_PLAYERS};
use crate::view::PlayerView;

/// A full game consistent with `view`, uniformly among all such games.
/// `determinize(view, rng).view(view.seat()) == *view`.
///
/// # Panics
/// If the view's counts do not add up (never for a view made by [`crate::GameRules::view`] or loaded from
/// JSON).
pub(crate) fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
    let mut pool = [NONE; NUM_CARDS];
    let unseen = view.unseen();
    let mut len = 0;
    for c in unseen.iter() {
        pool[len] = c;
        len += 1;
    }
    game_core::rng::shuffle(rng, &mut pool[..len]);
    fill(view, &pool[..len], |bound| game_core::rng::below(rng, bound))
}

/// The number of unseen cards each open place takes, in [`fill`]'s order, and their total.
pub(crate) fn open_places(view: &PlayerView) -> usize {
    let n = usize::from(view.players());
    let me = usize::from(view.seat);
    let mut total = usize::from(view.box_count);
    for p in 0..n {
        total += usize::from(view.pile_len[p]).saturating_sub(usize::from(view.pile_known[p]));
        if p != me {
            let holding = usize::from(view.hand_counts[p]) + usize::from(view.chosen & (1 << p) != 0);
            total += holding.saturating_sub(view.known_held[p].len());
        }
    }
    total
}

/// The game that deals `cards` (the unseen cards, in order) to the open places of `view`:
/// other seats' holdings in seat order, then the piles' unknown parts top down, then the box;
/// `pick(n)` chooses which of `n` held cards is a seat's hidden choice.
#[allow(clippy::needless_range_loop)] // seats index several parallel arrays
pub(crate) fn fill(view: &PlayerView, cards: &[u8], mut pick: impl FnMut(u32) -> u32) -> Game {
    assert_eq!(cards.len(), open_places(view), "the view's counts do not add up");
    let n = usize::from(view.players());
    let me = usize::from(view.seat);
    let mut next = cards.iter().copied();
    let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
    let mut choices = [NONE; MAX_PLAYERS];
    for p in 0..n {
        if p == me {
            hands[p] = view.hand;
            choices[p] = view.choice;
            continue;
        }
        let has_chosen = view.chosen & (1 << p) != 0;
        let holding = usize::from(view.hand_counts[p]) + usize::from(has_chosen);
        let mut held = view.known_held[p];
        for _ in 0..holding - view.known_held[p].len() {
            held.insert(next.next().expect("counted"));
        }
        if has_chosen {
            let choice = held.nth(pick(held.len() as u32) as usize).expect("in range");
            held.remove(choice);
            choices[p] = choice;
        }
        hands[p] = held;
    }
    let mut piles = [[NONE; MAX_HELD]; MAX_PLAYERS];
    for p in 0..n {
        let known = usize::from(view.pile_known[p]);
        let len = usize::from(view.pile_len[p]);
        piles[p][..known].copy_from_slice(&view.known_bottoms[p][..known]);
        for slot in &mut piles[p][known..len] {
            *slot = next.next().expect("counted");
        }
    }
    let boxed: CardSet = next.collect();
    Game { public: view.public, piles, hands, choices, boxed }
}
