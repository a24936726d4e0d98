//! The worked examples ZW1 to ZW12 of the rules specification, as exact tests. Positions are
//! built as state documents and loaded through the public JSON.

mod common;

use common::scenario::{build, heads, hill_for, load, tricks_for_goats, unplay_last_trick, RoundPlan};
use ziegen_kriegen::cards::{CardSet, Tables, DEFAULT_HILL_PAIRS};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Event, Game, Move, Phase};

/// A finished base game with `goats[s]` for each seat (`tricks[s]` tricks) under `limit`.
fn finished_base(goats: &[u8], tricks: &[usize], limit: u8) -> Game {
    let players = goats.len() as u8;
    let plan: Vec<(usize, u8)> = tricks.iter().copied().zip(goats.iter().copied()).collect();
    let round = RoundPlan { tricks: tricks_for_goats(players, &plan), hill: hill_for(limit, None) };
    let doc = build(players, false, &[round], &[], &[], None);
    let game = load(&doc);
    // The same end reached by playing the last trick.
    let mut before = load(&unplay_last_trick(doc));
    let mut last = Vec::new();
    while !before.is_over() {
        let mv = before.legal_moves()[0];
        last.extend(before.apply(mv).unwrap());
    }
    assert_eq!(before, game);
    let Some(Event::GameOver { winners, .. }) = last.last().copied() else { panic!("no game over: {last:?}") };
    assert_eq!(winners, game.scores().winners);
    game
}

fn winners(game: &Game) -> Vec<u8> {
    (0..game.players()).filter(|&s| game.scores().is_winner(s)).collect()
}

#[test]
fn zw1_rulebook_final_count() {
    // Marion, Hubi, Dennis, Philippa.
    let game = finished_base(&[18, 17, 12, 4], &[3, 2, 2, 1], 17);
    let scores = game.scores();
    assert_eq!(scores.limit, 17);
    assert!(scores.limit_fixed);
    assert_eq!(scores.per_player().iter().map(|s| s.goats).collect::<Vec<_>>(), [18, 17, 12, 4]);
    assert_eq!(scores.per_player().iter().map(|s| s.over).collect::<Vec<_>>(), [true, false, false, false]);
    assert_eq!(winners(&game), [1]);
}

#[test]
fn zw2_limit_equal_is_within() {
    let game = finished_base(&[17, 17, 3], &[4, 3, 1], 17);
    assert_eq!(winners(&game), [0, 1]);
    assert!(game.scores().per_player().iter().all(|s| !s.over));
}

#[test]
fn zw3_hill_choice() {
    let trick1 = RoundPlan { tricks: vec![(0, vec![40, 1, 2])], hill: vec![(9, 4)] };
    // Trick 2 complete, the 3/7 card (id 6) revealed.
    let doc = build(3, false, &[trick1], &[30, 3, 20], &[], Some(6));
    let game = load(&doc);
    assert_eq!(game.phase(), Phase::ChooseHill);
    assert_eq!(game.current_player(), Some(1), "seat 1 played the lowest card, 3");
    assert_eq!(game.hill_sum(), 4);
    for (mv, sum) in [(Move::ChooseLow, 7), (Move::ChooseHigh, 11)] {
        let mut g = game.clone();
        let events = g.apply(mv).unwrap();
        assert!(matches!(events[0], Event::HillChosen { player: 1, card: 6, sum: s, limit: None, .. } if s == sum));
        assert_eq!(g.hill_sum(), sum);
    }
}

#[test]
fn zw4_everybody_over() {
    let game = finished_base(&[11, 12, 20], &[2, 2, 4], 10);
    assert!(winners(&game).is_empty());
    assert!(game.scores().per_player().iter().all(|s| s.over));
}

#[test]
fn zw5_zero_goats_wins() {
    let game = finished_base(&[0, 11, 15, 12], &[0, 2, 3, 3], 10);
    assert_eq!(winners(&game), [0]);
}

#[test]
fn zw6_a_trick() {
    // Trick 1 taken by seat 1; seat 1 leads trick 2.
    let trick1 = RoundPlan { tricks: vec![(1, vec![50, 1, 2, 3])], hill: vec![(0, 1)] };
    let doc = build(4, false, &[trick1], &[], &[vec![15], vec![23], vec![7], vec![41]], None);
    let mut game = load(&doc);
    assert_eq!(game.current_player(), Some(1));
    let mut events = Vec::new();
    for (seat, card) in [(1, 23), (2, 7), (3, 41), (0, 15)] {
        assert_eq!(game.current_player(), Some(seat));
        events.extend(game.apply(Move::Play(card)).unwrap());
    }
    assert_eq!(game.phase(), Phase::ChooseHill);
    assert_eq!(game.current_player(), Some(2), "seat 2 (lowest, 7) chooses");
    let Some(Event::HillRevealed { chooser: 2, .. }) = events.last().copied() else { panic!("{events:?}") };
    let events = game.apply(Move::ChooseHigh).unwrap();
    assert!(matches!(events[0], Event::HillChosen { player: 2, .. }));
    let Event::TrickTaken { winner, cards, count, goats } = events[1] else { panic!("{events:?}") };
    assert_eq!((winner, count), (3, 4));
    let mut taken = cards[..4].to_vec();
    taken.sort_unstable();
    assert_eq!(taken, [7, 15, 23, 41]);
    assert_eq!(goats, heads(7) + heads(15) + heads(23) + heads(41));
    assert_eq!(game.current_player(), Some(3), "seat 3 leads trick 3");
    assert_eq!(game.trick_number(), 3);
}

#[test]
fn zw7_no_hill_after_trick_4() {
    let plan = RoundPlan {
        tricks: vec![(0, vec![40, 1, 2]), (0, vec![39, 3, 4]), (0, vec![38, 5, 6]), (0, vec![37, 7, 8])],
        hill: vec![(0, 5), (3, 6), (6, 7), (9, 8)],
    };
    let doc = build(3, false, &[plan], &[], &[vec![9], vec![10], vec![36]], None);
    let mut game = load(&doc);
    assert_eq!(game.limit(), Some(26));
    assert_eq!(game.trick_number(), 5);
    let mut events = Vec::new();
    for card in [9, 10, 36] {
        events.extend(game.apply(Move::Play(card)).unwrap());
    }
    assert!(events.iter().all(|e| !matches!(e, Event::HillRevealed { .. } | Event::HillChosen { .. })));
    assert!(matches!(events.last(), Some(Event::TrickTaken { winner: 2, .. })));
    assert_eq!((game.phase(), game.current_player()), (Phase::Play, Some(2)));
    assert_eq!(game.limit(), Some(26));
}

#[test]
fn zw8_pile_count() {
    // Heads 1, 2, 3, 5, 2, 1, 1, 3: cards 1, 11, 5, 10, 22, 2, 3, 15, taken by seat 0 in two tricks.
    let plan = RoundPlan { tricks: vec![(0, vec![1, 11, 5, 10]), (0, vec![22, 2, 3, 15])], hill: vec![(0, 1), (1, 1)] };
    let game = load(&build(4, false, &[plan], &[], &[], None));
    assert_eq!([1, 11, 5, 10, 22, 2, 3, 15].map(heads), [1, 2, 3, 5, 2, 1, 1, 3]);
    assert_eq!(game.scores().per_player()[0].goats, 18);
    assert_eq!(game.goats(0), 18);
}

#[test]
fn zw9_deal() {
    for (players, dealt, boxed) in [(3, 24, 26), (6, 48, 2)] {
        let game = Game::new(players, 9).unwrap();
        assert_eq!((0..players).map(|s| game.hand(s).len()).sum::<usize>(), dealt);
        assert!((0..players).all(|s| game.hand(s).len() == 8));
        assert_eq!(game.boxed().len(), boxed);
        let doc = game.to_doc();
        assert_eq!(doc.boxed.len(), boxed);
        assert!(game.goat_place_counts().iter().all(|&c| c == 1));
        assert!(game.hill_place_counts().iter().all(|&c| c == 1));
        assert_eq!(game.hill_stack().count(), 12);
    }
}

/// The variant rounds of ZW11: (6, 0, 9), (12, 4, 0), (0, 15, 5), each under limit 16 whose
/// fourth hill card is the 2/6 card (id 3) with 2 chosen.
fn variant_rounds() -> [RoundPlan; 3] {
    let hill = hill_for(16, Some((3, 2)));
    [
        RoundPlan { tricks: tricks_for_goats(3, &[(0, 0), (5, 17), (3, 9)]), hill: hill.clone() },
        RoundPlan { tricks: tricks_for_goats(3, &[(3, 12), (1, 4), (4, 20)]), hill: hill.clone() },
        RoundPlan { tricks: tricks_for_goats(3, &[(4, 20), (3, 15), (1, 5)]), hill },
    ]
}

#[test]
fn zw10_variant_no_trick() {
    let [a, b, c] = variant_rounds();
    // Round A played last, its last trick played through the engine.
    let doc = build(3, true, &[b, c, a], &[], &[], None);
    let mut game = load(&unplay_last_trick(doc));
    assert_eq!(game.hill().last().map(|h| (h.card, h.chosen)), Some((3, 2)));
    assert_eq!(game.tables().hills[3].high, 6);
    assert_eq!(game.limit(), Some(16));
    let mut events = Vec::new();
    while !game.is_over() {
        let mv = game.legal_moves()[0];
        events.extend(game.apply(mv).unwrap());
    }
    let scored = events.iter().find_map(|e| match *e {
        Event::RoundScored { round: 2, limit, goats, scores, .. } => Some((limit, goats, scores)),
        _ => None,
    });
    let (limit, goats, scores) = scored.expect("round scored");
    assert_eq!(limit, 16);
    assert_eq!(goats[..3], [0, 17, 9]);
    assert_eq!(scores[..3], [6, 0, 9]);
    assert_eq!(game.tricks_taken(0), 0);
}

#[test]
fn zw11_variant_totals() {
    let game = load(&build(3, true, &variant_rounds(), &[], &[], None));
    assert!(game.is_over());
    let scores = game.scores();
    assert_eq!(
        game.round_scores().iter().map(|r| r[..3].to_vec()).collect::<Vec<_>>(),
        [[6, 0, 9], [12, 4, 0], [0, 15, 5]]
    );
    assert_eq!(scores.per_player().iter().map(|s| s.total).collect::<Vec<_>>(), [18, 19, 14]);
    assert_eq!(winners(&game), [1]);
    let outcome = game_core::GameRules::outcome(&game);
    assert_eq!(outcome.per_player(), [18, 19, 14]);
    assert_eq!(outcome.winners, 0b010);
}

#[test]
fn zw12_reconstructed_tables() {
    let tables = Tables::reconstructed();
    assert_eq!(tables.heads_of(CardSet::ALL), 82);
    for card in [10, 20, 30, 40] {
        assert_eq!(tables.heads(card), 5);
    }
    assert_eq!(tables.goat_deck.as_str(), "zk-goats-reconstructed-1");
    assert_eq!(tables.hill_deck.as_str(), "zk-hills-reconstructed-1");
    assert_eq!(DEFAULT_HILL_PAIRS.len(), 12);
    let sums: Vec<u8> = tables.hills.iter().map(|h| h.low + h.high).collect();
    assert_eq!((sums.iter().min(), sums.iter().max()), (Some(&6), Some(&12)));
    assert!(tables.hills.iter().any(|h| (h.low, h.high) == (3, 7)));
    // Named as reconstructed in every state document.
    let json = Game::new(4, 1).unwrap().to_json();
    assert!(json.contains("\"goat_deck\":\"zk-goats-reconstructed-1\""));
    assert!(json.contains("\"hill_deck\":\"zk-hills-reconstructed-1\""));
}
