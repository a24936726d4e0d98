//! Determinization: a full [`Game`] consistent with one seat's [`PlayerView`], for
//! hidden-information search (IS-MCTS) and for testing that views leak nothing.
//!
//! What a view does not locate is the pile and the opponents' unknown hand cards. Every such
//! placement that the view allows is equally likely:
//!
//! * unknown hand cards come from starting hands, so they are never dogs;
//! * cards known to be in the pile (fifth cards of an evaluation B that nobody held) stay there;
//! * everything else the seat has seen stays where it is.
//!
//! Hand sets are drawn uniformly among the non-dog unseen cards, then the remaining cards are
//! shuffled into the pile; since every pile order is possible for every choice of hands, each
//! allowed placement has the same probability.

use rand_core::Rng;

use crate::cards::{CardSet, NUM_CARDS};
use crate::game::{Game, HAND_SIZE, NONE};
use crate::options::MAX_PLAYERS;
use crate::rng;
use crate::view::PlayerView;

/// A full game consistent with `view`, with the unseen cards placed uniformly at random among the
/// placements the view allows. `determinize(view, rng).view(view.seat()) == *view`.
pub(crate) fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
    let unseen = view.unseen();
    // Candidates for unknown hand slots: unseen non-dogs, drawn without replacement.
    let mut pool = [NONE; NUM_CARDS];
    let mut pool_len = 0;
    for card in unseen.minus(CardSet::DOGS).iter() {
        pool[pool_len] = card.index();
        pool_len += 1;
    }
    let mut hands = [[NONE; HAND_SIZE]; MAX_PLAYERS];
    let mut hand_seen = [[false; HAND_SIZE]; MAX_PLAYERS];
    let mut in_hands = CardSet::EMPTY;
    for p in 0..view.players {
        let pi = usize::from(p);
        let mut slot = 0;
        // Known cards first, then sampled ones; slot order within a hand is not information.
        for card in view.known_hands[pi].iter() {
            hands[pi][slot] = card.index();
            hand_seen[pi][slot] = view.public_hands[pi].contains(card);
            slot += 1;
        }
        for _ in 0..view.unknown_hands[pi] {
            // Partial Fisher-Yates: a uniform draw without replacement.
            let j = rng::below(rng, pool_len as u32) as usize;
            let card = pool[j];
            pool[j] = pool[pool_len - 1];
            pool_len -= 1;
            hands[pi][slot] = card;
            in_hands.insert(crate::cards::CardId::from_index(card));
            slot += 1;
        }
    }
    let mut pile = [NONE; NUM_CARDS];
    let pile_cards = unseen.minus(in_hands).or(view.known_in_pile);
    debug_assert_eq!(pile_cards.len(), view.pile_len());
    for (i, card) in pile_cards.iter().enumerate() {
        pile[i] = card.index();
    }
    rng::shuffle(rng, &mut pile[..pile_cards.len()]);

    Game { public: view.public.clone(), pile, hands, hand_seen }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::GameRules;
    use game_core::GameView;
    use std::collections::HashMap;

    fn play_until(players: u8, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
        let mut game = Game::new(players, seed).unwrap();
        let mut x = seed;
        while !stop(&game) {
            assert!(!game.is_over(), "the condition was never met");
            let legal = game.legal_moves();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
        }
        game
    }

    #[test]
    fn determinized_games_are_valid_and_keep_the_view() {
        for players in 2..=5 {
            for seed in 0..20 {
                let game = play_until(players, seed, |g| g.turn() > 6 + seed as u16 * 3 || g.pile_len() < 5);
                for seat in 0..players {
                    let view = game.view(seat);
                    for sample in 0..5 {
                        let d = view.determinize(sample);
                        assert_eq!(d.view(seat), view);
                        Game::from_json(&d.to_json()).expect("a determinized game is a valid state");
                        for p in (0..players).filter(|&p| p != seat) {
                            assert!(d.hand(p).all(|c| !c.is_dog() || view.known_hand(p).contains(c)));
                            assert_eq!(d.view(p).known_hand(seat), game.view(p).known_hand(seat));
                        }
                    }
                }
            }
        }
    }

    /// Chi-square test on small, fully enumerable cases: every allowed placement of the unseen
    /// cards (the opponent's hand set, the pile order) is equally likely, and a dog is never
    /// placed in a hand. The views are cut down to a few unseen cards (one dog) by boxing the others.
    #[test]
    fn sampling_is_uniform_over_allowed_placements() {
        for seed in 0..4 {
            let game = play_until(2, seed, |g| g.turn() >= 3 && g.phase() == crate::Phase::Play);
            let seat = game.active_player();
            let opponent = 1 - seat;
            let mut view = game.view(seat);
            let unknown = view.unknown_hand_count(opponent);
            assert!((1..=2).contains(&unknown));
            let unseen = view.unseen();
            let dog = unseen.and(CardSet::DOGS).iter().next().unwrap();
            let keep: CardSet = unseen.minus(CardSet::DOGS).iter().take(2 + unknown).chain([dog]).collect();
            view.public.boxed = view.boxed.or(unseen.minus(keep));
            view.public.pile_len = 3;
            // 2 + h non-dogs choose h for the hand (3 or 6 ways), times 3! pile orders.
            let placements = if unknown == 1 { 3 * 6 } else { 6 * 6 };
            let samples = placements * 300;
            let mut counts: HashMap<(Vec<u8>, Vec<u8>), usize> = HashMap::new();
            let mut rng = rng::seeded(seed);
            for _ in 0..samples {
                let d = determinize(&view, &mut rng);
                let mut hand: Vec<u8> = d.hand(opponent).map(|c| c.index()).collect();
                hand.sort_unstable();
                assert!(!hand.contains(&dog.index()));
                let pile: Vec<u8> = d.pile().map(|c| c.index()).collect();
                *counts.entry((hand, pile)).or_default() += 1;
            }
            assert_eq!(counts.len(), placements, "every allowed placement occurs");
            let expected = samples as f64 / placements as f64;
            let chi2: f64 = counts.values().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
            // The p = 0.001 critical values of chi-square with 17 and 35 degrees of freedom.
            let critical = if unknown == 1 { 40.8 } else { 66.6 };
            assert!(chi2 < critical, "chi-square {chi2:.1} with {} dof (seed {seed})", placements - 1);
        }
    }
}
