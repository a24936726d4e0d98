//! The worked examples W1 to W16 of RULES-SPEC section 9, as explicit positions with exact
//! outcomes. Unless said otherwise: 4 players, Red = 0 (stable (0,0)), Yellow = 1 (0,6),
//! Blue = 2 (6,6), Green = 3 (6,0).

mod common;

use common::*;
use herr_der_ziegen::events::BoxedFrom;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Card, EndReason, Evaluation, Event, Game, KindStatus, Line, Move, MoveError, Phase, PhaseKind};

/// Plays the first legal move until the turn passes to another player or the game ends.
fn finish_turn_simply(game: &mut Game) {
    let active = game.active_player();
    while !game.is_over() && game.active_player() == active {
        let mv = game.legal_moves()[0];
        game.apply(mv).unwrap();
    }
}

fn takes(cells: &[(u8, u8)]) -> Vec<Move> {
    cells.iter().map(|&(r, c)| Move::Take(cell(r, c))).collect()
}

#[test]
fn w1_movement() {
    let five = goat(NAPOLEON, 5);
    let mut s = Scenario::new(4, 1);
    s.hand(RED, &[five, goat(NAPOLEON, 1)]).goat_at(RED, 0);
    let mut g = s.build();
    let events = g.apply(Move::Play(five)).unwrap();
    assert!(events.contains(&Event::GoatMoved { player: RED, from: 0, to: 5 }));
    assert_eq!(g.active_line(), Line::Col(5));

    // Wrap: p26 + 5 = p3.
    s.goat_at(RED, 26);
    let mut g = s.build();
    g.apply(Move::Play(five)).unwrap();
    assert_eq!((g.goat_position(RED), g.active_line()), (3, Line::Col(3)));

    // Milk 2 from p27 to p1.
    let milk2 = s.pile_card(|c| c == Card::Milk { value: 2 });
    s.hand(RED, &[milk2, goat(NAPOLEON, 1)]).goat_at(RED, 27);
    let mut g = s.build();
    g.apply(Move::Play(milk2)).unwrap();
    assert_eq!(g.goat_position(RED), 1);

    // A dog does not move the goat: p9 faces row 2.
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[dog, goat(NAPOLEON, 1)]).goat_at(RED, 9);
    let mut g = s.build();
    let events = g.apply(Move::Play(dog)).unwrap();
    assert!(events.contains(&Event::GoatMoved { player: RED, from: 9, to: 9 }));
    assert_eq!(g.active_line(), Line::Row(2));
}

#[test]
fn w2_take_and_refill() {
    let played = goat(NAPOLEON, 1);
    let mut s = Scenario::new(4, 2);
    s.hand(RED, &[played, goat(NAPOLEON, 2)])
        .goat_at(RED, 2)
        .own(BLUE, &[(cell(1, 3), goat(12, 4)), (cell(4, 3), goat(13, 2))]);
    let top = s.pile_card(|c| c == Card::Dog);
    s.pile_top(&[top]);
    let mut g = s.build();
    g.apply(Move::Play(played)).unwrap();
    assert_eq!(g.phase(), Phase::Take);
    // 7 cards in column 3, 2 of them marked: exactly 5 takeable cards.
    assert_eq!(g.legal_moves().to_vec(), takes(&[(0, 3), (2, 3), (3, 3), (5, 3), (6, 3)]));
    let before = g.clone();
    assert_eq!(g.apply(Move::Take(cell(1, 3))), Err(MoveError::CardMarked(cell(1, 3))));
    assert_eq!(
        g.apply(Move::Take(cell(0, 2))),
        Err(MoveError::NotInActiveLine { cell: cell(0, 2), line: Line::Col(3) })
    );
    assert_eq!(g, before, "refused moves change nothing");
    let taken = g.card_at(cell(0, 3)).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert!(events.contains(&Event::CardTaken { player: RED, cell: cell(0, 3), card: taken }));
    assert!(events.contains(&Event::CellRefilled { cell: cell(0, 3), card: top }));
    assert_eq!(g.card_at(cell(0, 3)), Some(top));
    assert!(g.hand(RED).any(|c| c == taken));

    // With an empty pile the cell stays empty.
    s.empty_pile();
    let mut g = s.build();
    g.apply(Move::Play(played)).unwrap();
    g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_eq!(g.card_at(cell(0, 3)), None);
    assert_eq!(g.end_reason(), None, "row 0 and column 3 still hold cards");
}

/// W3 set-up: Red shows Pool 5 and holds Pool 3; Pool 1 and Pool 4 lie unmarked in the pasture.
fn pool_scenario() -> Scenario {
    let mut s = Scenario::new(4, 3);
    s.display(RED, &[goat(POOL, 5)])
        .hand(RED, &[goat(POOL, 3), goat(NAPOLEON, 1)])
        .hand(YELLOW, &[goat(NAPOLEON, 2), goat(NAPOLEON, 3)])
        .put(cell(2, 2), goat(POOL, 1), None)
        .put(cell(4, 5), goat(POOL, 4), None)
        .goat_at(RED, 0);
    s
}

#[test]
fn w3_evaluation_a_marks_now_and_later() {
    let mut s = pool_scenario();
    let filler = s.pile_card(|c| c == Card::Dog);
    s.pile_top(&[filler, goat(POOL, 2)]);
    let mut g = s.build();
    g.apply(Move::Play(goat(POOL, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    let close = Event::KindClosed { kind: kind(POOL), owner: RED, evaluation: Evaluation::A };
    assert!(events.contains(&close));
    assert!(events.contains(&Event::CardMarked { player: RED, cell: cell(2, 2), card: goat(POOL, 1) }));
    assert!(events.contains(&Event::CardMarked { player: RED, cell: cell(4, 5), card: goat(POOL, 4) }));
    assert_eq!(g.kind_status(kind(POOL)), KindStatus::Closed { owner: RED });
    assert_eq!(g.supply(RED), 8);
    assert_eq!(g.pile().next(), Some(goat(POOL, 2)));

    // Yellow's refill draws Pool 2: Red marks it at once, during Yellow's turn.
    assert_eq!(g.current_player(), Some(YELLOW));
    g.apply(Move::Play(goat(NAPOLEON, 2))).unwrap();
    let take = g.legal_moves()[0];
    let events = g.apply(take).unwrap();
    let Move::Take(at) = take else { panic!("a take") };
    assert!(events.contains(&Event::CardMarked { player: RED, cell: at, card: goat(POOL, 2) }));
    assert_eq!(g.supply(RED), 7);
}

#[test]
fn w3_variant_pool_2_in_another_display_is_boxed() {
    let mut s = pool_scenario();
    s.display(YELLOW, &[goat(POOL, 2)]);
    let mut g = s.build();
    g.apply(Move::Play(goat(POOL, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert!(events.contains(&Event::CardBoxed { card: goat(POOL, 2), player: YELLOW, from: BoxedFrom::Display }));
    assert!(g.boxed().contains(goat(POOL, 2)));
    assert!(g.display(YELLOW).is_empty());
    assert_eq!(g.display(RED).len(), 2, "the winner keeps Pool 5 and Pool 3 without effect");
}

#[test]
fn w3_variant_pool_2_in_a_hand_stays_hidden_and_later_only_moves() {
    let mut s = pool_scenario();
    let other = goat(NAPOLEON, 4);
    s.hand(BLUE, &[goat(POOL, 2), other]);
    let mut g = s.build();
    g.apply(Move::Play(goat(POOL, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::CardShown { .. })));
    assert!(!g.view(RED).known_hand(BLUE).contains(goat(POOL, 2)));
    assert_eq!(g.view(RED).unknown_hand_count(BLUE), 2);
    finish_turn_simply(&mut g); // Yellow
    assert_eq!(g.current_player(), Some(BLUE));
    let from = g.goat_position(BLUE);
    let events = g.apply(Move::Play(goat(POOL, 2))).unwrap();
    assert_eq!(g.goat_position(BLUE), g.track().advance(from, 2));
    assert!(events.contains(&Event::CardBoxed { card: goat(POOL, 2), player: BLUE, from: BoxedFrom::Played }));
    assert!(g.boxed().contains(goat(POOL, 2)));
    finish_turn_simply(&mut g);
    assert_eq!(g.kind_status(kind(POOL)), KindStatus::Closed { owner: RED });
}

/// W4 set-up: Red Elvis 2, Yellow Elvis 5, Blue Elvis 4 shown; Red holds Elvis 3.
fn elvis_scenario() -> Scenario {
    let mut s = Scenario::new(4, 4);
    s.display(RED, &[goat(ELVIS, 2)])
        .display(YELLOW, &[goat(ELVIS, 5)])
        .display(BLUE, &[goat(ELVIS, 4)])
        .hand(RED, &[goat(ELVIS, 3), goat(NAPOLEON, 1)])
        .hand(YELLOW, &[goat(NAPOLEON, 2), goat(NAPOLEON, 3)])
        .goat_at(RED, 0);
    s
}

fn assert_elvis_b(events: &[Event], g: &Game) {
    assert!(events.contains(&Event::KindClosed { kind: kind(ELVIS), owner: RED, evaluation: Evaluation::B }));
    assert!(events.contains(&Event::CardBoxed { card: goat(ELVIS, 5), player: YELLOW, from: BoxedFrom::Display }));
    assert!(events.contains(&Event::CardBoxed { card: goat(ELVIS, 4), player: BLUE, from: BoxedFrom::Display }));
    assert!(g.display(RED).contains(goat(ELVIS, 2)) && g.display(RED).contains(goat(ELVIS, 3)));
}

#[test]
fn w4_evaluation_b_fifth_card_in_the_pasture() {
    let mut s = elvis_scenario();
    s.put(cell(3, 3), goat(ELVIS, 1), None);
    let mut g = s.build();
    g.apply(Move::Play(goat(ELVIS, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_elvis_b(&events, &g);
    assert!(events.contains(&Event::CardMarked { player: RED, cell: cell(3, 3), card: goat(ELVIS, 1) }));
    assert_eq!(g.mark_at(cell(3, 3)), Some(RED));
}

#[test]
fn w4_evaluation_b_fifth_card_in_the_pile() {
    let mut s = elvis_scenario();
    let filler = s.pile_card(|c| c == Card::Dog);
    s.pile_top(&[filler, goat(ELVIS, 1)]);
    let mut g = s.build();
    g.apply(Move::Play(goat(ELVIS, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_elvis_b(&events, &g);
    assert!(g.view(YELLOW).known_in_pile().contains(goat(ELVIS, 1)), "everybody knows where it is");
    g.apply(Move::Play(goat(NAPOLEON, 2))).unwrap();
    let take = g.legal_moves()[0];
    let Move::Take(at) = take else { panic!("a take") };
    let events = g.apply(take).unwrap();
    assert!(events.contains(&Event::CardMarked { player: RED, cell: at, card: goat(ELVIS, 1) }));
    assert!(g.view(YELLOW).known_in_pile().is_empty());
}

#[test]
fn w4_evaluation_b_fifth_card_in_a_hand_is_shown_and_kept() {
    let mut s = elvis_scenario();
    s.hand(GREEN, &[goat(ELVIS, 1), goat(NAPOLEON, 4)]);
    let mut g = s.build();
    g.apply(Move::Play(goat(ELVIS, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_elvis_b(&events, &g);
    assert!(events.contains(&Event::CardShown { player: GREEN, card: goat(ELVIS, 1) }));
    assert!(g.hand(GREEN).any(|c| c == goat(ELVIS, 1)));
    assert!(g.view(YELLOW).known_hand(GREEN).contains(goat(ELVIS, 1)));
    assert_eq!(g.supply(RED), 10, "Red gets nothing more");
    finish_turn_simply(&mut g); // Yellow
    finish_turn_simply(&mut g); // Blue
    let from = g.goat_position(GREEN);
    g.apply(Move::Play(goat(ELVIS, 1))).unwrap();
    assert_eq!(g.goat_position(GREEN), g.track().advance(from, 1));
    assert!(g.boxed().contains(goat(ELVIS, 1)));
}

#[test]
fn w5_b_highest_sum_wins_although_another_player_triggered() {
    let mut s = Scenario::new(4, 5);
    s.display(RED, &[goat(NAPOLEON, 5)])
        .display(BLUE, &[goat(NAPOLEON, 1)])
        .display(YELLOW, &[goat(NAPOLEON, 2)])
        .hand(BLUE, &[goat(NAPOLEON, 3), goat(ELVIS, 1)])
        .put(cell(3, 3), goat(NAPOLEON, 4), None)
        .active(BLUE);
    let mut g = s.build();
    g.apply(Move::Play(goat(NAPOLEON, 3))).unwrap();
    let take = g.legal_moves()[0];
    let events = g.apply(take).unwrap();
    assert!(events.contains(&Event::KindClosed { kind: kind(NAPOLEON), owner: RED, evaluation: Evaluation::B }));
    assert_eq!(g.mark_at(cell(3, 3)), Some(RED));
    assert!(g.display(BLUE).is_empty() && g.display(YELLOW).is_empty());
}

#[test]
fn w6_b_the_active_player_wins_the_last_tie_break() {
    let mut s = Scenario::new(4, 6);
    s.display(RED, &[goat(WITCH, 4), goat(WITCH, 1)])
        .display(BLUE, &[goat(WITCH, 2)])
        .hand(BLUE, &[goat(WITCH, 3), goat(ELVIS, 1)])
        .put(cell(3, 3), goat(WITCH, 5), None)
        .active(BLUE);
    let mut g = s.build();
    g.apply(Move::Play(goat(WITCH, 3))).unwrap();
    let take = g.legal_moves()[0];
    let events = g.apply(take).unwrap();
    assert!(events.contains(&Event::KindClosed { kind: kind(WITCH), owner: BLUE, evaluation: Evaluation::B }));
    assert_eq!(g.mark_at(cell(3, 3)), Some(BLUE));
    assert!(g.display(RED).is_empty());
}

#[test]
fn w7_b_the_active_player_takes_the_fifth_card_first() {
    let mut s = Scenario::new(4, 7);
    s.display(YELLOW, &[goat(ROCOCO, 5)])
        .display(BLUE, &[goat(ROCOCO, 2)])
        .display(RED, &[goat(ROCOCO, 1)])
        .hand(RED, &[goat(ROCOCO, 3), goat(ELVIS, 1)])
        .put(cell(2, 3), goat(ROCOCO, 4), None)
        .goat_at(RED, 0);
    let mut g = s.build();
    g.apply(Move::Play(goat(ROCOCO, 3))).unwrap();
    assert_eq!(g.active_line(), Line::Col(3));
    let events = g.apply(Move::Take(cell(2, 3))).unwrap();
    assert!(events.contains(&Event::KindClosed { kind: kind(ROCOCO), owner: YELLOW, evaluation: Evaluation::B }));
    assert!(events.contains(&Event::CardShown { player: RED, card: goat(ROCOCO, 4) }));
    assert!(g.hand(RED).any(|c| c == goat(ROCOCO, 4)));
    assert_eq!(g.supply(YELLOW), 10, "Yellow wins but gets no card");
    for card in [goat(ROCOCO, 1), goat(ROCOCO, 3), goat(ROCOCO, 2)] {
        assert!(g.boxed().contains(card));
    }
    assert_eq!(g.display(YELLOW).len(), 1);
}

#[test]
fn w8_a_with_a_short_supply_the_owner_chooses() {
    let mut s = Scenario::new(4, 8);
    // Red has 9 small goats on the pasture already: all of kind 10 and four of kind 11.
    let mut owned = Vec::new();
    for v in 1..=5 {
        owned.push((cell(6, v), goat(10, v)));
    }
    for v in 1..=4 {
        owned.push((cell(5, v), goat(11, v)));
    }
    s.own(RED, &owned)
        .display(RED, &[goat(BLUES, 5)])
        .hand(RED, &[goat(BLUES, 3), goat(ELVIS, 1)])
        .hand(YELLOW, &[goat(ELVIS, 2), goat(ELVIS, 3)])
        .put(cell(2, 2), goat(BLUES, 1), None)
        .put(cell(0, 5), goat(BLUES, 2), None)
        .goat_at(RED, 0)
        .goat_at(YELLOW, 3);
    let mut g = s.build();
    assert_eq!(g.supply(RED), 1);
    g.apply(Move::Play(goat(BLUES, 3))).unwrap();
    g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_eq!(g.phase(), Phase::Mark { kind: kind(BLUES) });
    assert_eq!(g.current_player(), Some(RED));
    assert_eq!(g.legal_moves().to_vec(), vec![Move::Mark(cell(0, 5)), Move::Mark(cell(2, 2))]);
    assert_eq!(g.clone().apply(Move::Mark(cell(0, 4))), Err(MoveError::NotMarkable(cell(0, 4))));
    g.apply(Move::Mark(cell(2, 2))).unwrap();
    assert_eq!(g.supply(RED), 0);
    assert_eq!(g.mark_at(cell(0, 5)), None);
    // The unmarked Blues Brothers 2 can be taken by anyone: Yellow moves to face column 5.
    g.apply(Move::Play(goat(ELVIS, 2))).unwrap();
    assert_eq!(g.active_line(), Line::Col(5));
    assert!(g.legal_moves().contains(&Move::Take(cell(0, 5))));
}

/// W10 set-up: Red's goat at p0, Red owns Elvis 3 at (0,4); Red holds a dog.
fn dog_scenario() -> (Scenario, herr_der_ziegen::CardId) {
    let mut s = Scenario::new(4, 10);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[dog, goat(NAPOLEON, 1)]).own(RED, &[(cell(0, 4), goat(ELVIS, 3))]).goat_at(RED, 0);
    (s, dog)
}

#[test]
fn w10_dog_swap_in_a_row() {
    let (mut s, dog) = dog_scenario();
    s.own(BLUE, &[(cell(0, 5), goat(WITCH, 2))]);
    let milk = s.pile_card(|c| matches!(c, Card::Milk { .. }));
    let other_dog = s.pile_card(|c| c == Card::Dog);
    s.put(cell(0, 2), milk, None).put(cell(3, 4), other_dog, None);
    let mut g = s.build();
    let neutral = g.card_at(cell(0, 1)).unwrap();
    assert_eq!(g.mark_at(cell(0, 1)), None);
    g.apply(Move::Play(dog)).unwrap();
    assert_eq!(g.goat_position(RED), 0);
    assert_eq!(g.active_line(), Line::Col(0));
    assert!(g.clone().apply(Move::Take(cell(3, 1))).is_err(), "the take comes from column 0");
    g.apply(Move::Take(cell(3, 0))).unwrap();
    assert_eq!(g.phase(), Phase::Dog);
    let legal = g.legal_moves();
    for to in [cell(0, 1), cell(0, 2), cell(3, 4), cell(0, 5)] {
        assert!(legal.contains(&Move::Dog { from: cell(0, 4), to }), "{to}");
    }
    assert!(legal.contains(&Move::PassDog));
    let before = g.clone();
    let dog_move = |to| Move::Dog { from: cell(0, 4), to };
    assert_eq!(g.apply(dog_move(cell(2, 2))), Err(MoveError::NotInOneLine { from: cell(0, 4), to: cell(2, 2) }));
    assert_eq!(g.apply(dog_move(cell(0, 6))), Err(MoveError::StableCell(cell(0, 6))));
    assert_eq!(g.apply(Move::Dog { from: cell(0, 1), to: cell(0, 2) }), Err(MoveError::NotYourCard(cell(0, 1))));
    assert_eq!(g, before);

    // Blue's card needs Blue's agreement; after a refusal the same swap cannot be asked again.
    g.apply(dog_move(cell(0, 5))).unwrap();
    assert_eq!(g.phase(), Phase::Consent { from: cell(0, 4), to: cell(0, 5), opponent: BLUE });
    assert_eq!(g.current_player(), Some(BLUE));
    assert_eq!(g.legal_moves().to_vec(), vec![Move::Answer(false), Move::Answer(true)]);
    assert_eq!(g.apply_for(RED, Move::Answer(true)), Err(MoveError::NotYourTurn { expected: BLUE, got: RED }));
    g.apply_for(BLUE, Move::Answer(false)).unwrap();
    assert_eq!(g.phase(), Phase::Dog);
    assert_eq!(g.card_at(cell(0, 5)), Some(goat(WITCH, 2)));
    assert_eq!(g.apply(dog_move(cell(0, 5))), Err(MoveError::SwapRefused { from: cell(0, 4), to: cell(0, 5) }));
    assert!(!g.legal_moves().contains(&dog_move(cell(0, 5))));
    assert_eq!(g.refused_swaps(), [[cell(0, 4), cell(0, 5)]]);
    assert_eq!(g.view(RED).refused_swaps(), g.refused_swaps(), "every seat sees the refusal");

    // The swap of the rulebook: Elvis 3 moves next to Red's stable and scores double.
    let events = g.apply(dog_move(cell(0, 1))).unwrap();
    assert!(events.contains(&Event::DogMoved {
        player: RED,
        from: cell(0, 4),
        to: cell(0, 1),
        swapped: Some(neutral)
    }));
    assert_eq!((g.card_at(cell(0, 1)), g.mark_at(cell(0, 1))), (Some(goat(ELVIS, 3)), Some(RED)));
    assert_eq!((g.card_at(cell(0, 4)), g.mark_at(cell(0, 4))), (Some(neutral), None));
    assert_eq!(g.scores().players[usize::from(RED)].doubled, 6);
    assert!(g.refused_swaps().is_empty(), "refusals last only for the turn's dog move");
    // Only one dog move: the turn is over.
    assert_eq!(
        g.apply(dog_move(cell(0, 2))),
        Err(MoveError::WrongPhase { expected: PhaseKind::Play, got: PhaseKind::Dog })
    );
}

#[test]
fn w10_dog_moves_into_an_empty_cell_once_the_pile_is_empty() {
    let (mut s, dog) = dog_scenario();
    s.empty_pile().clear(cell(0, 2)).clear(cell(5, 4));
    let mut g = s.build();
    g.apply(Move::Play(dog)).unwrap();
    g.apply(Move::Take(cell(3, 0))).unwrap();
    let legal = g.legal_moves();
    assert!(legal.contains(&Move::Dog { from: cell(0, 4), to: cell(0, 2) }));
    assert!(legal.contains(&Move::Dog { from: cell(0, 4), to: cell(5, 4) }));
    g.apply(Move::Dog { from: cell(0, 4), to: cell(5, 4) }).unwrap();
    assert_eq!(g.card_at(cell(0, 4)), None);
    assert_eq!((g.card_at(cell(5, 4)), g.mark_at(cell(5, 4))), (Some(goat(ELVIS, 3)), Some(RED)));
}

#[test]
fn w10_dog_swaps_two_own_cards() {
    let (mut s, dog) = dog_scenario();
    s.own(RED, &[(cell(0, 1), goat(WITCH, 1)), (cell(0, 5), goat(ROCOCO, 5))]);
    let mut g = s.build();
    assert_eq!(g.scores().players[0].doubled, 2);
    g.apply(Move::Play(dog)).unwrap();
    g.apply(Move::Take(cell(3, 0))).unwrap();
    // Swapping two own cards is one move, listed from the lower cell to the higher.
    assert_eq!(
        g.clone().apply(Move::Dog { from: cell(0, 5), to: cell(0, 1) }),
        Err(MoveError::SwapListedOtherWay { from: cell(0, 5), to: cell(0, 1) })
    );
    assert!(!g.legal_moves().contains(&Move::Dog { from: cell(0, 5), to: cell(0, 1) }));
    g.apply(Move::Dog { from: cell(0, 1), to: cell(0, 5) }).unwrap();
    assert_eq!(g.card_at(cell(0, 1)), Some(goat(ROCOCO, 5)));
    assert_eq!(g.scores().players[0].doubled, 10);
}

#[test]
fn w11_final_scoring_12_7_8() {
    let mut s = Scenario::new(4, 11);
    s.own(
        RED,
        &[
            (cell(0, 1), goat(7, 1)),
            (cell(1, 0), goat(8, 4)),
            (cell(1, 1), goat(9, 1)),
            (cell(2, 2), goat(10, 2)),
            (cell(3, 4), goat(11, 1)),
            (cell(5, 6), goat(12, 4)),
        ],
    );
    let milk = |s: &mut Scenario, value: u8, n: usize| -> Vec<herr_der_ziegen::CardId> {
        let mut cards = Vec::new();
        for _ in 0..n {
            let card = s.pile_card(|c| c == Card::Milk { value });
            s.display(GREEN, &[card]); // park it so the next search finds another one
            cards.push(card);
        }
        cards
    };
    let red1 = milk(&mut s, 1, 2);
    let red2 = milk(&mut s, 2, 3);
    let yellow = [milk(&mut s, 2, 2), milk(&mut s, 1, 1)].concat();
    let blue = [milk(&mut s, 2, 1), milk(&mut s, 1, 1)].concat();
    s.display(RED, &[red1, red2].concat()).display(YELLOW, &yellow).display(BLUE, &blue);
    let g = s.build();
    assert_eq!(g.display(GREEN).len(), 0);
    let scores = g.scores();
    let red = scores.players[0];
    assert_eq!((red.doubled, red.single, red.milk_total, red.milk, red.total), (12, 7, 8, 8, 27));
    assert_eq!((scores.players[1].milk_total, scores.players[1].milk), (5, 2));
    assert_eq!((scores.players[2].milk_total, scores.players[2].milk), (3, 0));
    assert_eq!(scores.players[3].total, 0);
    assert_eq!(scores.winners, 1 << RED);
    assert_eq!(g.stable_group(RED).count_ones(), 3);
}

#[test]
fn w13_end_e1_finishes_the_turn_with_its_evaluation() {
    let mut s = Scenario::new(4, 13);
    s.display(YELLOW, &[goat(WITCH, 5)])
        .display(BLUE, &[goat(WITCH, 2)])
        .display(GREEN, &[goat(WITCH, 4)])
        .hand(RED, &[goat(WITCH, 3), goat(ELVIS, 1)])
        .put(cell(2, 2), goat(WITCH, 1), None)
        .goat_at(RED, 0)
        .empty_pile();
    for c in [0, 1, 2, 4, 5, 6] {
        s.clear(cell(5, c));
    }
    let mut g = s.build();
    g.apply(Move::Play(goat(WITCH, 3))).unwrap();
    let events = g.apply(Move::Take(cell(5, 3))).unwrap();
    assert!(events.contains(&Event::EndTriggered { reason: EndReason::E1 }));
    assert!(events.contains(&Event::KindClosed { kind: kind(WITCH), owner: YELLOW, evaluation: Evaluation::B }));
    assert!(events.contains(&Event::CardMarked { player: YELLOW, cell: cell(2, 2), card: goat(WITCH, 1) }));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert!(g.is_over());
    assert_eq!(g.current_player(), None, "Yellow gets no turn");
    assert_eq!(g.apply(Move::Play(goat(ELVIS, 1))), Err(MoveError::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn w13_not_an_end_when_only_marked_cards_remain() {
    let mut s = Scenario::new(4, 13);
    s.hand(RED, &[goat(WITCH, 3), goat(ELVIS, 1)]).own(BLUE, &[(cell(5, 5), goat(NAPOLEON, 2))]).goat_at(RED, 0);
    s.empty_pile();
    for c in [0, 1, 2, 4, 6] {
        s.clear(cell(5, c));
    }
    let mut g = s.build();
    g.apply(Move::Play(goat(WITCH, 3))).unwrap();
    g.apply(Move::Take(cell(5, 3))).unwrap();
    assert_eq!(g.end_reason(), None);
    assert_eq!(g.current_player(), Some(YELLOW));
}

#[test]
fn w14_end_e2_nothing_to_take() {
    let mut s = Scenario::new(4, 14);
    s.display(RED, &[goat(NAPOLEON, 5)])
        .display(YELLOW, &[goat(NAPOLEON, 2)])
        .display(GREEN, &[goat(NAPOLEON, 4)])
        .hand(BLUE, &[goat(NAPOLEON, 1), goat(ELVIS, 1)])
        .put(cell(2, 2), goat(NAPOLEON, 3), None)
        .own(RED, &[1, 2, 3, 4, 5].map(|c| (cell(4, c), goat(12 + c, 3))))
        .goat_at(BLUE, 10)
        .active(BLUE)
        .empty_pile()
        .clear(cell(4, 0))
        .clear(cell(4, 6));
    let mut g = s.build();
    let events = g.apply(Move::Play(goat(NAPOLEON, 1))).unwrap();
    assert_eq!(g.active_line(), Line::Row(4));
    assert!(events.contains(&Event::EndTriggered { reason: EndReason::E2 }));
    assert!(!events.iter().any(|e| matches!(e, Event::CardTaken { .. })));
    assert!(events.contains(&Event::KindClosed { kind: kind(NAPOLEON), owner: RED, evaluation: Evaluation::B }));
    assert!(events.contains(&Event::CardMarked { player: RED, cell: cell(2, 2), card: goat(NAPOLEON, 3) }));
    assert!(g.is_over());
    assert_eq!(g.hand(BLUE).count(), 1);
}

#[test]
fn w15_doubling_chain_and_a_dog_that_links_it() {
    let mut s = Scenario::new(4, 15);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(GREEN, &[dog, goat(ELVIS, 1)]);
    // The refill after Green's take is a dog, so no card of Green's kinds appears.
    let refill = s.pile_card(|c| c == Card::Dog);
    s.pile_top(&[refill]);
    s.own(
        GREEN,
        &[
            (cell(5, 0), goat(7, 5)),
            (cell(4, 0), goat(8, 4)),
            (cell(4, 1), goat(9, 3)),
            (cell(3, 2), goat(10, 2)),
            (cell(0, 1), goat(11, 1)),
        ],
    )
    .active(GREEN);
    let mut g = s.build();
    assert_eq!(g.mark_at(cell(3, 1)), None);
    let group = |g: &Game| g.stable_group(GREEN);
    let bit = |r, c| 1u64 << cell(r, c).index();
    assert_eq!(group(&g), bit(5, 0) | bit(4, 0) | bit(4, 1));
    let score = g.scores().players[usize::from(GREEN)];
    assert_eq!((score.doubled, score.single), (2 * (5 + 4 + 3), 2 + 1));

    g.apply(Move::Play(dog)).unwrap();
    assert_eq!(g.active_line(), Line::Row(6));
    g.apply(Move::Take(cell(6, 2))).unwrap();
    g.apply(Move::Dog { from: cell(0, 1), to: cell(3, 1) }).unwrap();
    assert_eq!(group(&g), bit(5, 0) | bit(4, 0) | bit(4, 1) | bit(3, 1) | bit(3, 2));
    let score = g.scores().players[usize::from(GREEN)];
    assert_eq!((score.doubled, score.single), (2 * (5 + 4 + 3 + 1 + 2), 0));
}

#[test]
fn w16_a_closed_kind_played_later_only_moves() {
    let mut s = Scenario::new(4, 16);
    s.close(POOL, RED).hand(YELLOW, &[goat(POOL, 4), goat(ELVIS, 1)]).active(YELLOW);
    let mut g = s.build();
    let from = g.goat_position(YELLOW);
    let events = g.apply(Move::Play(goat(POOL, 4))).unwrap();
    assert_eq!(g.goat_position(YELLOW), g.track().advance(from, 4));
    assert!(events.contains(&Event::CardBoxed { card: goat(POOL, 4), player: YELLOW, from: BoxedFrom::Played }));
    assert!(g.boxed().contains(goat(POOL, 4)));
    assert_eq!(g.phase(), Phase::Take);
    let take = g.legal_moves()[0];
    let events = g.apply(take).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::KindClosed { .. })));
    assert_eq!(g.current_player(), Some(BLUE));
}
