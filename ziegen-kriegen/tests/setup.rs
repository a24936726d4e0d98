//! The setup recomputed independently of the engine: the shuffles drawn from the seeded
//! generator in round order (goat deck, then hill stack; ZK-D21), seat `i` dealt positions
//! `8i .. 8i+8` of the goat deck (ZK-D3), the rest of the deck boxed (ZK-D4), and the hill stack
//! in shuffled order, top card first.

use game_core::rng::{seeded, shuffle};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Options};

/// Every round's shuffled goat deck and hill stack, drawn in round order.
fn shuffles(seed: u64, rounds: u8) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut rng = seeded(seed);
    (0..rounds)
        .map(|_| {
            let mut goats: Vec<u8> = (1..=50).collect();
            shuffle(&mut rng, &mut goats);
            let mut hills: Vec<u8> = (0..12).collect();
            shuffle(&mut rng, &mut hills);
            (goats, hills)
        })
        .collect()
}

fn sorted(cards: &[u8]) -> Vec<u8> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards
}

/// The round-0 deal of `game` against the shuffled `goats` and `hills`.
fn assert_dealt(game: &Game, goats: &[u8], hills: &[u8]) {
    let n = usize::from(game.public().players());
    for s in 0..n {
        assert_eq!(game.hand(s as u8).iter().collect::<Vec<_>>(), sorted(&goats[8 * s..8 * s + 8]), "seat {s}");
    }
    assert_eq!(game.boxed().iter().collect::<Vec<_>>(), sorted(&goats[8 * n..]), "the box");
    assert_eq!(game.hill_stack().collect::<Vec<_>>(), hills, "the hill stack, top first");
}

#[test]
fn the_deal_follows_the_shuffled_deck() {
    for players in 3..=6u8 {
        for seed in [0, 99, u64::MAX] {
            let game = Game::with_options(&Options::new(players).unwrap(), seed).unwrap();
            let decks = shuffles(seed, 1);
            assert_dealt(&game, &decks[0].0, &decks[0].1);
            assert_eq!(game.later_decks().count(), 0, "the base game has one round");
        }
    }
}

#[test]
fn every_rounds_shuffles_are_drawn_at_setup_in_round_order() {
    for players in 3..=6u8 {
        let seed = 99;
        let mut game = Game::with_options(&Options::variant(players).unwrap(), seed).unwrap();
        let decks = shuffles(seed, players);
        assert_dealt(&game, &decks[0].0, &decks[0].1);
        let later: Vec<(Vec<u8>, Vec<u8>)> = game.later_decks().map(|(g, h)| (g.to_vec(), h.to_vec())).collect();
        assert_eq!(later, decks[1..].to_vec());
        // Round 1 is dealt from the second shuffles.
        while game.public().round() == 0 {
            let mv = game.legal_moves()[0];
            game.apply(mv).unwrap();
        }
        assert_dealt(&game, &decks[1].0, &decks[1].1);
        assert_eq!(game.later_decks().count(), usize::from(players) - 2);
    }
}
