//! The worked examples LW1 to LW14 of the specification, as exact tests. Positions are built
//! through the public state JSON with the default (reconstructed) table.

mod common;

use common::invariants::assert_cards_in_one_place;
use common::*;
use game_core::testing::Chooser;
use le_baron::cards::RECONSTRUCTED;
use le_baron::prelude::*;
use le_baron::{Decision, EndReason, Event, Game, Move, MoveError, Options, Phase, Revealed, TakeRules};

fn taken(events: &[Event]) -> Vec<(u8, u8, Vec<u8>, TakeRules, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::RowTaken { seat, row, cards, rules, points } => Some((*seat, *row, cards.to_vec(), *rules, *points)),
            _ => None,
        })
        .collect()
}

/// LB-D11: while some row fits the card being resolved, the legal moves are exactly the fitting
/// rows, and taking any row (rule 3) is refused, the game unchanged.
fn assert_only_fitting_rows(game: &mut Game, fitting: &[u8]) {
    assert_eq!(game.legal_moves().to_vec(), fitting.iter().map(|&r| Move::Place(r)).collect::<Vec<_>>());
    assert_eq!(game.decision(), Some(Decision::Place));
    let before = *game;
    for r in 0..5 {
        let refused = Err(MoveError::WrongPhase { expected: Decision::Place, got: Decision::Take });
        assert_eq!(game.check(Move::Take(r)), refused, "take row {r}");
        assert_eq!(game.apply(Move::Take(r)).map(|_| ()), refused, "take row {r}");
        let by_id = Game::move_of_action(115 + u32::from(r)).and_then(|mv| game.apply(mv));
        assert_eq!(by_id.map(|_| ()), refused, "action {}", 115 + r);
        assert_eq!(*game, before);
        if !fitting.contains(&r) {
            let card = game.card_to_resolve().unwrap().0;
            assert_eq!(game.apply(Move::Place(r)).map(|_| ()), Err(MoveError::RowDoesNotFit { card, row: r }));
        }
    }
}

/// Both seats of a 2-player game choose; returns the events of the last choice.
fn choose_all(game: &mut Game, cards: &[u8]) -> Vec<Event> {
    let mut last = vec![];
    for &c in cards {
        last = game.apply(Move::Choose(c)).unwrap().to_vec();
    }
    last
}

#[test]
fn lw1_deal() {
    for (players, dealt, boxed) in [(6u8, 96usize, 9usize), (10, 80, 25), (2, 48, 57)] {
        for seed in 0..5 {
            let game = Game::new(players, seed).unwrap();
            let hands: usize = (0..players).map(|s| game.hand(s).len()).sum();
            let piles: usize = (0..players).map(|s| game.pile_len(s)).sum();
            assert_eq!(hands, 4 * usize::from(players));
            assert_eq!(hands + piles, dealt);
            assert_eq!(game.rows().iter().map(|r| r.len()).sum::<usize>(), 5);
            assert_eq!(game.boxed().len(), boxed);
            assert_cards_in_one_place(&game);
        }
    }
    let game = Game::new(6, 3).unwrap();
    assert_eq!(
        ((0..6).map(|s| game.hand(s).len()).sum::<usize>(), (0..6).map(|s| game.pile_len(s)).sum::<usize>()),
        (24, 72)
    );
}

#[test]
fn lw2_only_the_last_card_counts() {
    let g = Pos::new(2).rows([&[10, 5], &[4], &[4 + 22], &[22], &[19]]).build();
    // Row 0 ends with 5 (BK) after 10 (RRK): 8 (YK) fits by black, 14 (YR) does not.
    assert_eq!(RECONSTRUCTED.letters(14), "YR");
    assert!(g.fitting_rows(8) & 1 != 0);
    assert!(g.fitting_rows(14) & 1 == 0);
}

#[test]
fn lw3_the_baron_fits_everywhere() {
    let g = Pos::new(2).rows([&[1], &[4], &[22], &[26], &[104]]).build();
    assert_eq!(g.fitting_rows(52), 0b11111);
    for card in 1..=110u8 {
        if card != 104 && g.rows().iter().all(|r| !r.cards().contains(&card)) {
            assert!(g.fitting_rows(card) & 0b10000 != 0, "card {card}");
        }
    }
}

#[test]
fn lw4_rule_1_sixth_card() {
    let mut g =
        Pos::new(2).rows([&[1, 5, 22, 8, 2], &[4], &[19], &[57], &[88]]).hand(0, &[26, 30]).hand(1, &[60, 70]).build();
    choose_all(&mut g, &[26, 60]);
    assert_eq!(g.card_to_resolve(), Some((26, 0)));
    // 26 (GW) fits 2 (YG) by green and 57 (KW) by white; not 4 (RR), 19 (Y) or 88 (BYR).
    assert_only_fitting_rows(&mut g, &[0, 3]);
    let events = g.apply(Move::Place(0)).unwrap();
    assert_eq!(events[0], Event::CardPlaced { seat: 0, card: 26, row: 0, position: 5 });
    let points = [1, 5, 22, 8, 2].iter().map(|&c| RECONSTRUCTED.points(c)).sum::<u8>();
    assert_eq!(
        taken(&events),
        vec![(0, 0, vec![1, 5, 22, 8, 2], TakeRules { sixth_card: true, ..Default::default() }, points)]
    );
    assert_eq!(g.rows()[0].cards(), [26]);
    assert_eq!(g.penalty_points(0), u16::from(points));
}

#[test]
fn lw5_rule_2_six_heads() {
    let mut g =
        Pos::new(2).rows([&[22, 5, 57], &[4], &[19], &[26], &[88]]).hand(0, &[17, 30]).hand(1, &[60, 70]).build();
    choose_all(&mut g, &[17, 60]);
    // 17 (YKK) fits 57 (KW), 19 (Y) and 88 (BYR); not 4 (RR) or 26 (GW).
    assert_only_fitting_rows(&mut g, &[0, 2, 4]);
    let events = g.apply(Move::Place(0)).unwrap();
    assert_eq!(taken(&events), vec![(0, 0, vec![22, 5, 57], TakeRules { six_heads: true, ..Default::default() }, 6)]);
    assert_eq!(g.rows()[0].cards(), [17]);
    assert_eq!(g.penalty_points(0), 6);
}

#[test]
fn lw6_rule_2_counts_the_barons_head() {
    let mut g =
        Pos::new(2).rows([&[52, 4, 3], &[1], &[19], &[26], &[88]]).hand(0, &[109, 30]).hand(1, &[110, 70]).build();
    assert_eq!(g.rows()[0].heads()[3], 4);
    choose_all(&mut g, &[109, 110]);
    assert_eq!(g.card_to_resolve(), Some((109, 0)));
    let events = g.apply(Move::Place(0)).unwrap();
    assert_eq!(taken(&events), vec![(0, 0, vec![52, 4, 3], TakeRules { six_heads: true, ..Default::default() }, 11)]);
    // Without the Baron's red head the row holds 5 red heads and is not taken.
    let mut g = Pos::new(2).rows([&[4, 3], &[1], &[19], &[26], &[88]]).hand(0, &[109, 30]).hand(1, &[110, 70]).build();
    choose_all(&mut g, &[109, 110]);
    let events = g.apply(Move::Place(0)).unwrap();
    assert!(taken(&events).is_empty());
    assert_eq!(g.rows()[0].cards(), [4, 3, 109]);
    assert_eq!(g.rows()[0].heads()[3], 5);
}

#[test]
fn lw7_both_rules_take_once() {
    let row = [1u8, 5, 22, 57, 26];
    // A card with two black heads that fits 26 (green or white).
    let card = (1..=110u8)
        .find(|&c| {
            let h = RECONSTRUCTED.heads(c);
            h[4] == 2 && (h[2] > 0 || h[5] > 0) && !row.contains(&c) && h.iter().all(|&x| x <= 2)
        })
        .unwrap();
    let mut g = Pos::new(2)
        .rows([&row, &[4], &[19], &[110], &[88]])
        .hand(0, &[card, 30])
        .hand(1, &[card.max(90) + 1, 70])
        .build();
    assert_eq!(g.rows()[0].heads()[4], 4);
    choose_all(&mut g, &[card, card.max(90) + 1]);
    while g.card_to_resolve().map(|x| x.0) != Some(card) {
        let mv = g.legal_moves()[0];
        g.apply(mv).unwrap();
    }
    let events = g.apply(Move::Place(0)).unwrap();
    let points = row.iter().map(|&c| RECONSTRUCTED.points(c)).sum::<u8>();
    assert_eq!(
        taken(&events),
        vec![(0, 0, row.to_vec(), TakeRules { sixth_card: true, six_heads: true, no_fit: false }, points)]
    );
    assert_eq!(g.penalty_points(0), u16::from(points));
}

#[test]
fn lw8_rule_3_only_take_moves() {
    let mut g = Pos::new(2).rows([&[2], &[3], &[4], &[22], &[26]]).hand(0, &[1, 30]).hand(1, &[60, 70]).build();
    choose_all(&mut g, &[1, 60]);
    assert_eq!(g.card_to_resolve(), Some((1, 0)));
    assert_eq!(g.legal_moves().to_vec(), (0..5).map(Move::Take).collect::<Vec<_>>());
    let ids: Vec<u16> = g.legal_moves().iter().map(|m| m.action_id()).collect();
    assert_eq!(ids, [115, 116, 117, 118, 119]);
    let before = g;
    assert_eq!(g.apply(Move::Place(0)), Err(MoveError::RowDoesNotFit { card: 1, row: 0 }));
    assert_eq!(g, before);
    let events = g.apply(Move::Take(2)).unwrap();
    assert_eq!(taken(&events), vec![(0, 2, vec![4], TakeRules { no_fit: true, ..Default::default() }, 2)]);
    assert_eq!(events[1], Event::CardPlaced { seat: 0, card: 1, row: 2, position: 0 });
    assert_eq!(g.rows()[2].cards(), [1]);
}

#[test]
fn lw9_increasing_order_with_the_rows_as_they_are() {
    let mut g = Pos::new(3)
        .rows([&[4], &[1], &[19], &[26], &[110]])
        .hand(0, &[17, 30, 31, 32])
        .hand(1, &[3, 40, 41, 42])
        .hand(2, &[88, 50, 51, 53])
        .build();
    assert_eq!(g.fitting_rows(17) & 1, 0, "17 (YKK) does not fit 4 (RR)");
    g.apply(Move::Choose(17)).unwrap();
    g.apply(Move::Choose(3)).unwrap();
    let events = g.apply(Move::Choose(88)).unwrap();
    let order: Vec<Revealed> = [(3, 1), (17, 0), (88, 2)].iter().map(|&(card, seat)| Revealed { card, seat }).collect();
    assert!(events.iter().any(|e| matches!(e, Event::CardsRevealed { cards } if cards.to_vec() == order)));
    assert_eq!(g.card_to_resolve(), Some((3, 1)));
    // 3 (GRK) fits 4 (RR), 26 (GW) and 110 (GKW).
    assert_only_fitting_rows(&mut g, &[0, 3, 4]);
    g.apply(Move::Place(0)).unwrap();
    assert_eq!(g.card_to_resolve(), Some((17, 0)));
    // 3 (GRK) now ends row 0: 17 (YKK) fits it by black, and 19 (Y) and 110 (GKW).
    assert_only_fitting_rows(&mut g, &[0, 2, 4]);
}

#[test]
fn lw10_drawing_in_a_two_player_game() {
    let mut g = Game::new(2, 10).unwrap();
    let mut chooser = Chooser(3);
    let mut draws_after = vec![];
    while !g.is_over() {
        let round = g.round();
        let moves = g.legal_moves();
        let events = g.apply(moves[chooser.next(moves.len())]).unwrap();
        for e in events.iter() {
            if let Event::CardsDrawn { seat: 0, count, .. } = e {
                assert_eq!(*count, 4);
                draws_after.push(round);
            }
        }
    }
    assert_eq!(draws_after, [4, 8, 12, 16, 20]);
    assert_eq!(g.round(), 24);
    assert_eq!(g.end_reason(), Some(EndReason::AllCardsPlayed));
}

#[test]
fn lw11_scoring_fewest_heads_win() {
    // 3 players with penalty piles of 12, 7 and 7 heads: four cards each (12 cards taken, four
    // rounds of three cards, so the position is round 5 and no card is left over).
    let mut used = vec![1u8, 2, 4, 5, 7];
    let mut pick = |points: &[u8]| -> Vec<u8> {
        points
            .iter()
            .map(|&p| {
                let c = (1..=110u8).find(|&c| RECONSTRUCTED.points(c) == p && !used.contains(&c)).unwrap();
                used.push(c);
                c
            })
            .collect()
    };
    let (p0, p1, p2) = (pick(&[3, 3, 3, 3]), pick(&[2, 2, 2, 1]), pick(&[2, 2, 2, 1]));
    let g = Pos::new(3).rows([&[1], &[2], &[4], &[5], &[7]]).penalty(0, &p0).penalty(1, &p1).penalty(2, &p2).build();
    assert_eq!(g.round(), 5);
    assert_eq!(
        (0..3).map(|s| g.penalty_pile(s).to_vec()).collect::<Vec<_>>(),
        [p0, p1, p2].map(|mut p| {
            p.sort();
            p
        })
    );
    let scores = g.scores();
    assert_eq!(scores.per_player().iter().map(|s| s.total).collect::<Vec<_>>(), [12, 7, 7]);
    assert_eq!(scores.winners, 0b110);
    assert_eq!(scores.outcome().order, game_core::ScoreOrder::LowerWins);
}

#[test]
fn lw12_variant_1_rows_grow_past_five() {
    let options = Options::new(2).unwrap().colour_counts(true);
    let mut g = Pos::with(options)
        .rows([&[1, 5, 22, 8, 2, 26], &[4], &[19], &[88], &[110]])
        .hand(0, &[57, 30])
        .hand(1, &[60, 70])
        .build();
    choose_all(&mut g, &[57, 60]);
    let events = g.apply(Move::Place(0)).unwrap();
    assert!(taken(&events).is_empty());
    assert_eq!(g.rows()[0].len(), 7);
    assert!(g.rows()[0].heads().iter().all(|&h| h < 6));
    // With rule 1 on, a six-card row is not a possible state.
    let err =
        Pos::new(2).rows([&[1, 5, 22, 8, 2, 26], &[4], &[19], &[88], &[110]]).hand(0, &[57, 30]).hand(1, &[60, 70]);
    assert!(Game::from_json(&err.json()).is_err());
}

#[test]
fn lw13_variant_2_recycling_end_and_score() {
    let options = Options::new(2).unwrap().positive_heads(true);
    // Card 1 (B) fits no row (no row ends with blue or a Baron): it goes under its owner's pile.
    let mut g = Pos::with(options.clone())
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[1, 30, 31, 32])
        .pile(0, &[33, 34])
        .hand(1, &[60, 61, 62, 63])
        .pile(1, &[64])
        .build();
    let events = choose_all(&mut g, &[1, 60]);
    assert!(events.contains(&Event::CardRecycled { seat: 0, card: 1 }));
    assert!(taken(&events).is_empty());
    assert_eq!(g.pile(0).collect::<Vec<_>>(), [33, 34, 1]);
    assert_eq!(g.view(1).known_pile_bottom(0).collect::<Vec<_>>(), [1]);

    // Seat 1 places its last card: the round is finished and the game ends. Seat 0's card 1
    // went under its pile; it holds 1 (B) and 5 (BK), 3 heads, with 9 in its penalty pile.
    let p0 = [6u8, 9, 10]; // 9 heads
    let mut g = Pos::with(options)
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[1, 5])
        .pile(0, &[])
        .hand(1, &[57])
        .pile(1, &[])
        .penalty(0, &p0)
        .dump(1)
        .build();
    assert_eq!(g.fitting_rows(1), 0, "1 (B) fits no row");
    g.apply(Move::Choose(1)).unwrap();
    let events = g.apply(Move::Choose(57)).unwrap();
    assert!(events.contains(&Event::CardRecycled { seat: 0, card: 1 }));
    assert_eq!(g.card_to_resolve(), Some((57, 1)));
    let row = g.legal_moves()[0];
    let events = g.apply(row).unwrap();
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::LastCardPlaced));
    assert!(matches!(events.last(), Some(Event::GameOver { reason: EndReason::LastCardPlaced, .. })));
    let scores = g.scores();
    let s0 = scores.per_player()[0];
    assert_eq!((s0.penalty_heads, s0.held_heads, s0.total), (9, 1 + 2, 6));
    let s1 = scores.per_player()[1];
    assert_eq!(
        scores.winners,
        if s1.total > 6 {
            0b10
        } else if s1.total == 6 {
            0b11
        } else {
            0b01
        }
    );
    assert_eq!(scores.outcome().order, game_core::ScoreOrder::HigherWins);
}

#[test]
fn lw13_score_is_taken_minus_held() {
    // 9 heads taken, 4 heads held (3 in hand: 3 = GRK, 1 in the pile: 1 = B): 5.
    let options = Options::new(2).unwrap().positive_heads(true);
    let g = Pos::with(options)
        .rows([&[22], &[19], &[110], &[26], &[88]])
        .hand(0, &[3])
        .pile(0, &[1])
        .penalty(0, &[6, 9, 10])
        .dump(1)
        .build();
    let s = g.scores().per_player()[0];
    assert_eq!((s.penalty_heads, s.held_heads, s.total), (9, 4, 5));
}

#[test]
fn lw14_variant_2_no_card_can_ever_fit() {
    // Rows ending with blue or yellow only, every held card without blue and yellow.
    let blue_only: Vec<u8> = (1..=110u8).filter(|&c| RECONSTRUCTED.colours(c) & !0b11 == 0).collect();
    let no_blue: Vec<u8> = (1..=110u8).filter(|&c| RECONSTRUCTED.colours(c) & 0b11 == 0).collect();
    assert!(blue_only.len() >= 7);
    let rows: Vec<[u8; 1]> = blue_only[..5].iter().map(|&c| [c]).collect();
    let (b1, b2) = (blue_only[5], blue_only[6]);
    assert!(no_blue.len() >= 16);
    let options = Options::new(2).unwrap().positive_heads(true);
    let mut g = Pos::with(options)
        .rows([&rows[0], &rows[1], &rows[2], &rows[3], &rows[4]])
        .hand(0, &no_blue[..3])
        .pile(0, &no_blue[3..8])
        .hand(1, &no_blue[8..11])
        .pile(1, &no_blue[11..16])
        .revealed(&[(b1, 0), (b2, 1)], 0)
        .build();
    assert_eq!(g.phase(), Phase::Resolve);
    g.apply(Move::Place(0)).unwrap();
    let events = g.apply(Move::Place(1)).unwrap();
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::NoCardFits));
    assert!(matches!(events.last(), Some(Event::GameOver { reason: EndReason::NoCardFits, .. })));
    let s = g.scores();
    for seat in 0..2 {
        let p = s.per_player()[seat];
        assert_eq!(p.total, i32::from(p.penalty_heads) - i32::from(p.held_heads));
    }
}
