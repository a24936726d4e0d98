//! Determinization (rules spec section 5): a full [`Game`] consistent with one seat's
//! [`PlayerView`], for hidden-information search (IS-MCTS) and for testing that views leak
//! nothing.
//!
//! What a view does not locate is the other hands, the box, the hill stack's order and the decks
//! of later rounds. The unseen goat cards are shuffled uniformly and dealt to the other hands
//! (with their sizes, in seat order) and the box; the unrevealed hill cards are shuffled into
//! the stack; later rounds get freshly shuffled decks. Every placement the view allows has the
//! same probability, since a uniform shuffle cut into pieces of fixed sizes gives every split
//! into sets the same number of orders.

use game_core::GameView;
use rand_core::Rng;

use crate::cards::{CardSet, NUM_GOATS, NUM_HILLS};
use crate::game::Game;
use crate::public::NONE;
use crate::rng;
use crate::view::PlayerView;

/// A full game consistent with `view`, with the unseen cards placed uniformly at random among the
/// placements the view allows. `determinize(view, rng).view(view.seat()) == *view`.
pub(crate) fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
    let mut game = Game::empty(view.public);
    let mut pool = [0u8; NUM_GOATS];
    let mut len = 0;
    for card in view.unseen().iter() {
        pool[len] = card;
        len += 1;
    }
    let pool = &mut pool[..len];
    rng::shuffle(rng, pool);
    let mut next = 0;
    for seat in 0..view.players {
        if seat == view.seat {
            game.hands[usize::from(seat)] = view.hand;
            continue;
        }
        let size = view.hand_size(seat);
        game.hands[usize::from(seat)] = pool[next..next + size].iter().copied().collect();
        next += size;
    }
    game.boxed = pool[next..].iter().copied().collect::<CardSet>();
    debug_assert_eq!(game.boxed.len(), view.box_len());

    let mut stack = [NONE; NUM_HILLS];
    let mut stack_len = 0;
    for card in view.unrevealed_hills() {
        stack[stack_len] = card;
        stack_len += 1;
    }
    rng::shuffle(rng, &mut stack[..stack_len]);
    debug_assert_eq!(stack_len, view.hill_stack_len());
    game.hill_stack = stack;

    if !view.is_over() {
        for round in usize::from(view.round) + 1..usize::from(view.rounds) {
            let mut goats: [u8; NUM_GOATS] = std::array::from_fn(|i| i as u8 + 1);
            rng::shuffle(rng, &mut goats);
            let mut hills: [u8; NUM_HILLS] = std::array::from_fn(|i| i as u8);
            rng::shuffle(rng, &mut hills);
            game.later_goats[round] = goats;
            game.later_hills[round] = hills;
        }
    }
    game
}
