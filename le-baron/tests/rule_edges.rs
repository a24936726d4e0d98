//! Edges of the rules beyond the worked examples: partial draws and recycled cards drawn back in
//! variant 2, a last card that takes a row, the rest of the round after a last card, LB-D17 in a
//! loaded state, rule 3 in variant 1, the order of events.

mod common;

use common::*;
use le_baron::prelude::*;
use le_baron::{EndReason, Event, Game, Move, Options, Phase, StateError, TakeRules};

#[test]
fn a_recycled_card_drawn_back_stays_known() {
    let options = Options::new(2).unwrap().positive_heads(true);
    let mut g = Pos::with(options)
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[1])
        .pile(0, &[])
        .hand(1, &[57, 17])
        .pile(1, &[60])
        .build();
    g.apply(Move::Choose(1)).unwrap();
    let events = g.apply(Move::Choose(57)).unwrap();
    assert!(events.contains(&Event::CardRecycled { seat: 0, card: 1 }));
    assert_eq!(g.card_to_resolve(), Some((57, 1)));
    let events = g.apply(Move::Place(3)).unwrap();
    // Seat 0's hand is empty: it draws min(4, 1) = 1 card, its recycled card, known to all.
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CardsDrawn { seat: 0, count: 1, cards } if cards.as_slice() == [1])));
    assert!(!events.iter().any(|e| matches!(e, Event::CardsDrawn { seat: 1, .. })), "seat 1 still holds 17");
    assert_eq!(g.hand(0).to_vec(), [1]);
    assert_eq!(g.pile_len(0), 0);
    let view = g.view(1);
    assert!(view.known_held(0).contains(1));
    assert!(!view.unseen().contains(1));
    // Once chosen and revealed again it is no longer "held".
    assert_eq!(g.phase(), Phase::Choose);
    g.apply(Move::Choose(1)).unwrap();
    assert!(g.view(1).has_chosen(0) && g.view(1).choice().is_none());
    g.apply(Move::Choose(17)).unwrap();
    assert!(g.known_held(0).is_empty());
}

#[test]
fn a_last_card_that_takes_a_row_still_ends_variant_2() {
    let options = Options::new(2).unwrap().positive_heads(true);
    let mut g = Pos::with(options)
        .rows([&[22, 5, 57], &[2], &[3], &[4], &[26]])
        .hand(0, &[17])
        .pile(0, &[])
        .hand(1, &[60, 61])
        .pile(1, &[62])
        .build();
    g.apply(Move::Choose(17)).unwrap();
    g.apply(Move::Choose(60)).unwrap();
    assert_eq!(g.card_to_resolve(), Some((17, 0)));
    let events = g.apply(Move::Place(0)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RowTaken { seat: 0, rules: TakeRules { six_heads: true, .. }, points: 6, .. })));
    // Seat 1's 60 (YR) is still to resolve: it fits 17 (YKK), now alone in row 0, 2 (YG), 3 (GRK)
    // and 4 (RR).
    assert!(!g.is_over());
    assert_eq!(g.card_to_resolve(), Some((60, 1)));
    assert_eq!(g.legal_moves().to_vec(), (0..4).map(Move::Place).collect::<Vec<_>>());
    let events = g.apply(Move::Place(1)).unwrap();
    assert_eq!(events[0], Event::CardPlaced { seat: 1, card: 60, row: 1, position: 1 });
    assert_eq!(g.end_reason(), Some(EndReason::LastCardPlaced));
    let s = g.scores().per_player()[0];
    assert_eq!((s.penalty_heads, s.held_heads, s.total), (6, 0, 6));
}

/// Variant 2, 2 players: seat 0 holds only `last`, seat 1 only `higher` in hand and 60, 61 in its
/// pile. Both choose; seat 0 places `last` on `row`.
fn last_card_then_higher(last: u8, higher: u8, row: u8) -> (Game, Vec<Event>) {
    let mut g = Pos::with(Options::new(2).unwrap().positive_heads(true))
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[last])
        .pile(0, &[])
        .hand(1, &[higher])
        .pile(1, &[60, 61])
        .build();
    g.apply(Move::Choose(last)).unwrap();
    let mut events = g.apply(Move::Choose(higher)).unwrap().to_vec();
    assert_eq!(g.card_to_resolve(), Some((last, 0)));
    events.extend(g.apply(Move::Place(row)).unwrap().iter().cloned());
    (g, events)
}

fn assert_no_draw(events: &[Event]) {
    assert!(!events.iter().any(|e| matches!(e, Event::CardsDrawn { .. })), "{events:?}");
}

#[test]
fn after_a_last_card_the_round_is_finished_a_higher_card_still_placed_and_nothing_drawn() {
    // 5 (BK) is seat 0's last card; 57 (KW) of seat 1 resolves after it.
    let (mut g, events) = last_card_then_higher(5, 57, 1);
    assert_eq!(g.rows()[1].cards(), [3, 5]);
    assert_no_draw(&events);
    assert!(!g.is_over(), "57 is still to be placed");
    assert_eq!(g.card_to_resolve(), Some((57, 1)));
    // 57 (KW) fits 5 (BK) and 22 (KK) by black, 26 (GW) by white.
    assert_eq!(g.legal_moves().to_vec(), [Move::Place(1), Move::Place(3), Move::Place(4)]);
    let events = g.apply(Move::Place(4)).unwrap();
    assert_eq!(events[0], Event::CardPlaced { seat: 1, card: 57, row: 4, position: 1 });
    assert_no_draw(&events);
    assert!(matches!(events.last(), Some(Event::GameOver { reason: EndReason::LastCardPlaced, .. })));
    assert_eq!(g.end_reason(), Some(EndReason::LastCardPlaced));
    assert_eq!(g.rows()[4].cards(), [26, 57]);
    // Seat 1's hand is empty, yet it does not draw: its pile is as it was.
    assert!(g.hand(1).is_empty());
    assert_eq!(g.pile(1).collect::<Vec<_>>(), [60, 61]);
}

#[test]
fn after_a_last_card_the_round_is_finished_a_higher_card_still_recycled_and_nothing_drawn() {
    // A blue-only card above 8: it fits none of the rows, nor 8 (YK) once placed.
    let table = le_baron::cards::RECONSTRUCTED;
    let blue = (9..=110u8).find(|&c| table.letters(c) == "B").unwrap();
    // 8 (YK) is seat 0's last card, placed on 2 (YG).
    let (g, events) = last_card_then_higher(8, blue, 0);
    assert_eq!(g.rows()[0].cards(), [2, 8]);
    let placed = events.iter().position(|e| *e == Event::CardPlaced { seat: 0, card: 8, row: 0, position: 1 });
    let recycled = events.iter().position(|e| *e == Event::CardRecycled { seat: 1, card: blue });
    assert!(placed.unwrap() < recycled.expect("the higher card is recycled"), "{events:?}");
    assert_no_draw(&events);
    assert!(matches!(events.last(), Some(Event::GameOver { reason: EndReason::LastCardPlaced, .. })));
    assert_eq!(g.end_reason(), Some(EndReason::LastCardPlaced));
    assert!(g.hand(1).is_empty());
    assert_eq!(g.pile(1).collect::<Vec<_>>(), [60, 61, blue]);
    assert_eq!(g.pile_known(1), 1);
}

#[test]
fn a_choosing_state_where_nothing_can_fit_is_refused_in_variant_2() {
    let table = le_baron::cards::RECONSTRUCTED;
    let only_by: Vec<u8> = (1..=110u8).filter(|&c| table.colours(c) & !0b11 == 0).collect();
    let no_by: Vec<u8> = (1..=110u8).filter(|&c| table.colours(c) & 0b11 == 0).collect();
    let rows: Vec<[u8; 1]> = only_by[..5].iter().map(|&c| [c]).collect();
    let pos = Pos::with(Options::new(2).unwrap().positive_heads(true))
        .rows([&rows[0], &rows[1], &rows[2], &rows[3], &rows[4]])
        .hand(0, &no_by[..4])
        .pile(0, &[])
        .hand(1, &no_by[4..8])
        .pile(1, &[]);
    let err = Game::from_json(&pos.json()).unwrap_err();
    assert!(matches!(err, StateError::Phase { .. }), "{err}");
    assert!(err.to_string().contains("LB-D17"), "{err}");
}

#[test]
fn rule_3_in_variant_1_takes_a_long_row() {
    let options = Options::new(2).unwrap().colour_counts(true);
    let row = [1u8, 5, 22, 8, 2, 26, 57];
    let table = le_baron::cards::RECONSTRUCTED;
    assert_eq!(table.letters(30), "BY");
    // A fifth row start without blue or yellow.
    let last = (60..=110u8).find(|&c| table.colours(c) & 0b11 == 0).unwrap();
    let mut g = Pos::with(options).rows([&[4], &row, &[3], &[10], &[last]]).hand(0, &[30]).hand(1, &[110]).build();
    // 30 (BY) fits none of 4 (RR), 57 (KW), 3 (GRK), 10 (RRK) and the fifth row.
    assert_eq!(g.fitting_rows(30), 0);
    g.apply(Move::Choose(30)).unwrap();
    g.apply(Move::Choose(110)).unwrap();
    let events = g.apply(Move::Take(1)).unwrap();
    assert!(
        matches!(&events[0], Event::RowTaken { seat: 0, row: 1, cards, rules: TakeRules { no_fit: true, .. }, .. } if cards.as_slice() == row)
    );
    assert_eq!(g.rows()[1].cards(), [30]);
}

#[test]
fn events_of_a_round_come_in_the_documented_order() {
    let mut g = Game::new(3, 12).unwrap();
    let e0 = g.apply(g.legal_moves()[0]).unwrap();
    assert_eq!(e0.as_slice(), [Event::CardChosen { seat: 0 }]);
    g.apply(g.legal_moves()[0]).unwrap();
    let e2 = g.apply(g.legal_moves()[0]).unwrap();
    assert_eq!(e2[0], Event::CardChosen { seat: 2 });
    let Event::CardsRevealed { cards } = &e2[1] else { panic!("{e2:?}") };
    assert!(cards.windows(2).all(|w| w[0].card < w[1].card));
    assert_eq!(g.card_to_resolve().map(|(c, _)| c), Some(cards[0].card));
}
