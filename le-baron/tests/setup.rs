//! The setup recomputed independently of the engine (section 2): the 110 cards shuffled with the
//! seeded generator, seat `i` given positions `k·i .. k·(i+1)` as its pile, the first on top
//! (LB-D3), the next five starting rows 0 to 4, the rest boxed (LB-D4), and each hand the top four
//! cards of its own pile.

use game_core::rng::{seeded, shuffle};
use le_baron::prelude::*;
use le_baron::{cards_per_player, Game, Options};

#[test]
fn cards_per_player_follow_the_setup_table() {
    let table: Vec<(u8, u8)> = (0..=12).map(|n| (n, cards_per_player(n))).collect();
    assert_eq!(
        table,
        [
            (0, 0),
            (1, 0),
            (2, 24),
            (3, 20),
            (4, 16),
            (5, 16),
            (6, 16),
            (7, 12),
            (8, 12),
            (9, 8),
            (10, 8),
            (11, 0),
            (12, 0)
        ]
    );
    assert_eq!(cards_per_player(255), 0);
}

#[test]
fn the_deal_follows_the_shuffled_deck() {
    for players in 2..=10u8 {
        for seed in [0, 77, u64::MAX] {
            let options = Options::new(players).unwrap();
            let game = Game::with_options(&options, seed).unwrap();
            let mut deck: Vec<u8> = (1..=110).collect();
            shuffle(&mut seeded(seed), &mut deck);
            let n = usize::from(players);
            let k = usize::from(cards_per_player(players));
            for s in 0..n {
                let dealt = &deck[k * s..k * (s + 1)];
                let mut hand = dealt[..4].to_vec();
                hand.sort();
                assert_eq!(game.hand(s as u8).to_vec(), hand, "seat {s}: the top four cards");
                assert_eq!(game.pile(s as u8).collect::<Vec<_>>(), dealt[4..], "seat {s}: the pile, top first");
            }
            for r in 0..5 {
                assert_eq!(game.rows()[r].cards(), [deck[k * n + r]], "row {r}");
            }
            let mut boxed = deck[k * n + 5..].to_vec();
            boxed.sort();
            assert_eq!(game.boxed().to_vec(), boxed);
        }
    }
}

#[test]
fn lb_d17_can_end_a_variant_2_game_at_the_start_of_the_first_round() {
    // A seed whose shuffle boxes both Barons (which fit every row) in a 2-player game.
    let (players, k) = (2usize, 24usize);
    let dealt = k * players;
    let (seed, deck) = (0u64..)
        .map(|seed| {
            let mut deck: Vec<u8> = (1..=110).collect();
            shuffle(&mut seeded(seed), &mut deck);
            (seed, deck)
        })
        .find(|(_, deck)| le_baron::BARONS.iter().all(|b| deck[dealt + 5..].contains(b)))
        .unwrap();
    // A table where the row starts show only blue and every other card but the Barons only
    // yellow: no dealt card fits a starting row.
    let starts = &deck[dealt..dealt + 5];
    let heads: Vec<le_baron::Heads> = (1..=110u8)
        .map(|c| match c {
            52 | 104 => [1; 6],
            _ if starts.contains(&c) => [1, 0, 0, 0, 0, 0],
            _ => [0, 1, 0, 0, 0, 0],
        })
        .collect();
    let options = Options::new(2).unwrap().with_table("blue-rows", heads);
    let game = Game::with_options(&options.clone().positive_heads(true), seed).unwrap();
    assert!(game.is_over());
    assert_eq!(game.end_reason(), Some(le_baron::EndReason::NoCardFits));
    assert_eq!(game.round(), 1);
    assert_eq!(game.legal_moves().len(), 0);
    let scores = game.scores();
    for seat in 0..2 {
        // Nothing taken, 24 one-headed cards held.
        let s = scores.per_player()[seat];
        assert_eq!((s.penalty_heads, s.held_heads, s.total), (0, 24, -24));
    }
    assert_eq!(scores.winners, 0b11);
    // The state saves and loads as it is.
    assert_eq!(Game::from_json(&game.to_json()).unwrap(), game);
    // Without variant 2, rule 3 places every card: the game starts.
    let game = Game::with_options(&options, seed).unwrap();
    assert!(!game.is_over());
    assert_eq!(game.legal_moves().len(), 4);
}
