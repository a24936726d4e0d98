//! Edge cases of RULES-SPEC's decisions that the worked examples (tests/worked_examples.rs) do
//! not reach: each test builds the position a decision is about and asserts the outcome the
//! spec gives. Seats are named as in the rulebook's examples (Red 0, Yellow 1, Blue 2, Green 3).

mod common;

use common::*;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Card, EndReason, Evaluation, Event, Game, KindStatus, Line, Move, MoveError, Options, Phase};

/// Plays the first legal move until the turn passes to another player or the game ends.
fn finish_turn_simply(game: &mut Game) {
    let active = game.active_player();
    while !game.is_over() && game.active_player() == active {
        game.apply(game.legal_moves()[0]).unwrap();
    }
}

/// Ten cards of two kinds on rows 5 and 6 (values 1 to 5 each), owned by `player`: with the
/// default 4-player supply of ten small goats, they leave that player none.
fn ten_owned_cards() -> Vec<(herr_der_ziegen::Cell, herr_der_ziegen::CardId)> {
    (1..=5).flat_map(|v| [(cell(6, v), goat(10, v)), (cell(5, v), goat(11, v))]).collect()
}

/// D17: an accepted swap exchanges the two cards with their small goats, and the turn ends.
#[test]
fn d17_an_accepted_swap_exchanges_cards_and_goats() {
    let mut s = Scenario::new(4, 10);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[dog, goat(NAPOLEON, 1)]).own(RED, &[(cell(0, 4), goat(ELVIS, 3))]).goat_at(RED, 0);
    s.own(BLUE, &[(cell(0, 5), goat(WITCH, 2))]);
    let mut g = s.build();
    g.apply(Move::Play(dog)).unwrap();
    g.apply(Move::Take(cell(3, 0))).unwrap();
    g.apply(Move::Dog { from: cell(0, 4), to: cell(0, 5) }).unwrap();
    assert_eq!(g.current_player(), Some(BLUE), "the owner of the other card answers");
    let events = g.apply_for(BLUE, Move::Answer(true)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::DogMoved { .. })), "{events:?}");
    assert_eq!((g.card_at(cell(0, 5)), g.mark_at(cell(0, 5))), (Some(goat(ELVIS, 3)), Some(RED)));
    assert_eq!((g.card_at(cell(0, 4)), g.mark_at(cell(0, 4))), (Some(goat(WITCH, 2)), Some(BLUE)));
    assert_eq!(g.current_player(), Some(YELLOW), "the turn ended");
}

/// D32: a dog move that empties a line does not end the game.
#[test]
fn d32_a_dog_move_that_empties_a_line_does_not_end_the_game() {
    let mut s = Scenario::new(4, 10);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[dog, goat(NAPOLEON, 1)]).own(RED, &[(cell(3, 4), goat(ELVIS, 3))]).goat_at(RED, 0);
    s.empty_pile();
    // Row 3 keeps (3,0), which Red takes, and (3,4), which the dog then moves out.
    for c in [1, 2, 3, 5, 6] {
        s.clear(cell(3, c));
    }
    s.clear(cell(4, 4));
    let mut g = s.build();
    g.apply(Move::Play(dog)).unwrap();
    g.apply(Move::Take(cell(3, 0))).unwrap();
    assert_eq!(g.end_reason(), None, "row 3 still holds (3,4)");
    g.apply(Move::Dog { from: cell(3, 4), to: cell(4, 4) }).unwrap();
    assert!((0..7).all(|c| g.card_at(cell(3, c)).is_none()), "row 3 is empty");
    assert_eq!(g.end_reason(), None);
    assert_eq!(g.current_player(), Some(YELLOW));
}

/// D19: a dog played facing a line with nothing to take ends the game (E2) at once, without a
/// dog move.
#[test]
fn d19_a_dog_with_nothing_to_take_ends_the_game_without_a_dog_move() {
    let mut s = Scenario::new(4, 14);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(BLUE, &[dog, goat(ELVIS, 1)])
        .own(RED, &[1, 2, 3, 4, 5].map(|c| (cell(4, c), goat(12 + c, 3))))
        .own(BLUE, &[(cell(2, 2), goat(7, 1))])
        .goat_at(BLUE, 11)
        .active(BLUE)
        .empty_pile()
        .clear(cell(4, 0))
        .clear(cell(4, 6));
    let mut g = s.build();
    let events = g.apply(Move::Play(dog)).unwrap();
    assert!(events.contains(&Event::EndTriggered { reason: EndReason::E2 }), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::DogMoved { .. } | Event::DogPassed { .. })));
    assert!(g.is_over());
    assert_eq!(g.apply(Move::PassDog), Err(MoveError::GameOver));
}

/// D31: the end E1 when the column the goat faces empties, although its row still holds cards.
#[test]
fn d31_e1_when_a_column_empties() {
    let mut s = Scenario::new(4, 13);
    s.hand(RED, &[goat(NAPOLEON, 3), goat(ELVIS, 1)]).goat_at(RED, 0).empty_pile();
    for r in [0, 1, 2, 4, 5, 6] {
        s.clear(cell(r, 3));
    }
    let mut g = s.build();
    g.apply(Move::Play(goat(NAPOLEON, 3))).unwrap();
    assert_eq!(g.active_line(), Line::Col(3));
    assert!(g.card_at(cell(3, 4)).is_some(), "row 3 still holds cards");
    g.apply(Move::Take(cell(3, 3))).unwrap();
    assert_eq!(g.end_reason(), Some(EndReason::E1));
    assert!(g.is_over());
}

/// D33: after E1 in a dog turn the player still makes the dog move; then the game ends.
#[test]
fn d33_the_dog_move_still_follows_an_e1_take() {
    let mut s = Scenario::new(4, 13);
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[dog, goat(ELVIS, 1)]).own(RED, &[(cell(2, 4), goat(ELVIS, 3))]).goat_at(RED, 0).empty_pile();
    for r in [0, 1, 2, 4, 5, 6] {
        s.clear(cell(r, 0));
    }
    let mut g = s.build();
    g.apply(Move::Play(dog)).unwrap();
    g.apply(Move::Take(cell(3, 0))).unwrap();
    assert_eq!(g.end_reason(), Some(EndReason::E1));
    assert_eq!(g.phase(), Phase::Dog);
    assert!(!g.is_over());
    g.apply(Move::Dog { from: cell(2, 4), to: cell(2, 0) }).unwrap();
    assert_eq!(g.card_at(cell(2, 0)), Some(goat(ELVIS, 3)));
    assert!(g.is_over());
}

/// E2 also when the line the goat faces holds no card at all.
#[test]
fn e2_when_the_faced_line_is_empty() {
    let mut s = Scenario::new(4, 13);
    s.hand(RED, &[goat(NAPOLEON, 3), goat(ELVIS, 1)]).goat_at(RED, 0).empty_pile();
    for r in 0..7 {
        s.clear(cell(r, 3));
    }
    let mut g = s.build();
    let events = g.apply(Move::Play(goat(NAPOLEON, 3))).unwrap();
    assert!(events.contains(&Event::EndTriggered { reason: EndReason::E2 }), "{events:?}");
    assert!(g.is_over());
}

/// D22: a card that both shows the fourth card and brings the sum to 8 closes its kind once,
/// by evaluation A.
#[test]
fn d22_a_take_that_triggers_a_and_b_is_evaluation_a_once() {
    let mut s = Scenario::new(4, 5);
    s.display(RED, &[goat(NAPOLEON, 5)])
        .display(BLUE, &[goat(NAPOLEON, 1)])
        .display(YELLOW, &[goat(NAPOLEON, 2)])
        .hand(RED, &[goat(NAPOLEON, 3), goat(ELVIS, 1)])
        .put(cell(3, 3), goat(NAPOLEON, 4), None)
        .goat_at(RED, 0);
    let mut g = s.build();
    g.apply(Move::Play(goat(NAPOLEON, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    let closed: Vec<_> = events.iter().filter(|e| matches!(e, Event::KindClosed { .. })).collect();
    assert_eq!(closed, [&Event::KindClosed { kind: kind(NAPOLEON), owner: RED, evaluation: Evaluation::A }]);
    assert_eq!(g.mark_at(cell(3, 3)), Some(RED));
}

/// D30 with D28: a card of a closed kind refilled into the pasture stays unmarked when its owner
/// has no small goat left.
#[test]
fn d30_a_refill_stays_unmarked_when_the_owner_has_no_goats() {
    let mut s = Scenario::new(4, 8);
    s.own(RED, &ten_owned_cards()).close(POOL, RED);
    s.hand(YELLOW, &[goat(ELVIS, 2), goat(ELVIS, 3)]).active(YELLOW).goat_at(YELLOW, 0);
    s.pile_top(&[goat(POOL, 2)]);
    let mut g = s.build();
    assert_eq!(g.supply(RED), 0);
    g.apply(Move::Play(goat(ELVIS, 2))).unwrap();
    let Move::Take(at) = g.legal_moves()[0] else { panic!("a take is due") };
    g.apply(Move::Take(at)).unwrap();
    assert_eq!(g.card_at(at), Some(goat(POOL, 2)), "the refill");
    assert_eq!(g.mark_at(at), None);
}

/// Evaluation A for an owner with no small goats: no marking decision, nothing marked.
#[test]
fn evaluation_a_with_an_empty_supply_marks_nothing() {
    let mut s = Scenario::new(4, 8);
    s.own(RED, &ten_owned_cards())
        .display(RED, &[goat(BLUES, 5)])
        .hand(RED, &[goat(BLUES, 3), goat(ELVIS, 1)])
        .put(cell(2, 2), goat(BLUES, 1), None)
        .goat_at(RED, 0);
    let mut g = s.build();
    g.apply(Move::Play(goat(BLUES, 3))).unwrap();
    g.apply(Move::Take(cell(0, 3))).unwrap();
    assert_eq!(g.kind_status(kind(BLUES)), KindStatus::Closed { owner: RED });
    assert_eq!(g.mark_at(cell(2, 2)), None);
    assert_eq!(g.current_player(), Some(YELLOW), "no Mark phase");
}

/// Red 1, Yellow 5 and Blue 2 of Elvis shown; Red holds Elvis 3, which will be the fourth shown,
/// so Yellow wins Elvis by B.
fn yellow_wins_elvis_by_b() -> Scenario {
    let mut s = Scenario::new(4, 4);
    s.display(RED, &[goat(ELVIS, 1)])
        .display(YELLOW, &[goat(ELVIS, 5)])
        .display(BLUE, &[goat(ELVIS, 2)])
        .hand(RED, &[goat(ELVIS, 3), goat(NAPOLEON, 1)])
        .goat_at(RED, 0);
    s
}

/// Red plays Elvis 3 and takes from column 3; Yellow wins Elvis by B.
fn red_plays_the_fourth_elvis(s: &Scenario) -> (Game, herr_der_ziegen::Events) {
    let mut g = s.build();
    g.apply(Move::Play(goat(ELVIS, 3))).unwrap();
    let events = g.apply(Move::Take(cell(0, 3))).unwrap();
    assert!(events.contains(&Event::KindClosed { kind: kind(ELVIS), owner: YELLOW, evaluation: Evaluation::B }));
    (g, events)
}

/// Evaluation B won by a player with no small goats: the fifth card, in the pasture, stays
/// unmarked (and so stays takeable).
#[test]
fn evaluation_b_won_with_an_empty_supply_leaves_the_fifth_card_unmarked() {
    let mut s = yellow_wins_elvis_by_b();
    s.own(YELLOW, &ten_owned_cards()).put(cell(3, 3), goat(ELVIS, 4), None);
    let (g, _) = red_plays_the_fourth_elvis(&s);
    assert_eq!(g.card_at(cell(3, 3)), Some(goat(ELVIS, 4)));
    assert_eq!(g.mark_at(cell(3, 3)), None);
}

/// Evaluation B whose fifth card is in the winner's own hand (the winner is not the active
/// player): the card is shown, so every seat knows it.
#[test]
fn evaluation_b_shows_a_fifth_card_in_the_winners_hand() {
    let mut s = yellow_wins_elvis_by_b();
    s.hand(YELLOW, &[goat(ELVIS, 4), goat(NAPOLEON, 2)]);
    let (g, events) = red_plays_the_fourth_elvis(&s);
    assert!(events.contains(&Event::CardShown { player: YELLOW, card: goat(ELVIS, 4) }));
    for seat in [RED, BLUE, GREEN] {
        assert!(g.view(seat).known_hand(YELLOW).contains(goat(ELVIS, 4)), "seat {seat}");
    }
}

/// D38: equal highest totals share the victory.
#[test]
fn d38_equal_highest_totals_share_the_victory() {
    let mut s = Scenario::new(4, 11);
    s.own(RED, &[(cell(3, 3), goat(7, 3))]).own(BLUE, &[(cell(3, 4), goat(8, 3))]);
    let scores = s.build().scores();
    assert_eq!(scores.players[usize::from(RED)].total, scores.players[usize::from(BLUE)].total);
    assert_eq!(scores.winners, (1 << RED) | (1 << BLUE));
}

/// D39 and D40: with another start player, that seat plays first from the first stable and
/// track position 0, the next seat gets the second stable, and turns go round from there.
#[test]
fn d39_d40_another_start_player_begins_from_the_first_stable() {
    let mut options = Options::new(4).unwrap();
    options.start_player = 2;
    let mut g = Game::with_options(&options, 1).unwrap();
    assert_eq!(g.active_player(), 2);
    assert_eq!((g.stable(2), g.goat_position(2)), (cell(0, 0), 0));
    assert_eq!(g.stable(3), cell(0, 6));
    finish_turn_simply(&mut g);
    assert_eq!(g.active_player(), 3);
    finish_turn_simply(&mut g);
    assert_eq!(g.active_player(), 0);
}

/// §3 step 1, §5.5 and §6: played milk and dog cards stay in the player's display.
#[test]
fn played_milk_and_dog_cards_stay_in_the_display() {
    let mut s = Scenario::new(4, 1);
    let milk = s.pile_card(|c| c == Card::Milk { value: 1 });
    let dog = s.pile_card(|c| c == Card::Dog);
    s.hand(RED, &[milk, dog]);
    for card in [milk, dog] {
        let mut g = s.build();
        g.apply(Move::Play(card)).unwrap();
        assert!(g.display(RED).contains(card), "{card}");
        finish_turn_simply(&mut g);
        assert!(g.display(RED).contains(card), "{card} after the turn");
    }
}

/// §2.3: a stable holds no card to take, even in the line the goat faces.
#[test]
fn a_stable_cannot_be_taken() {
    let track = Game::new(4, 13).unwrap().track();
    // A start from which a 3 leads the goat to face row 0, which holds Red's stable (0,0).
    let start = (0..28).find(|&p| track.line(track.advance(p, 3)) == Line::Row(0)).expect("a start facing row 0");
    let mut s = Scenario::new(4, 13);
    s.hand(RED, &[goat(NAPOLEON, 3), goat(ELVIS, 1)]).goat_at(RED, start);
    let mut g = s.build();
    g.apply(Move::Play(goat(NAPOLEON, 3))).unwrap();
    assert_eq!(g.active_line(), Line::Row(0));
    let stable = g.stable(RED);
    assert_eq!(stable, cell(0, 0));
    assert!(!g.legal_moves().contains(&Move::Take(stable)));
    let before = g.to_json();
    assert_eq!(g.apply(Move::Take(stable)), Err(MoveError::StableCell(stable)));
    assert_eq!(g.to_json(), before);
}

/// §7.2: a card next to another player's stable is not linked to one's own, so it counts
/// single.
#[test]
fn a_card_next_to_another_stable_counts_single() {
    let mut s = Scenario::new(4, 11);
    // (0,5) touches Yellow's stable (0,6); (1,6) touches it too. Neither touches Red's (0,0).
    s.own(RED, &[(cell(0, 5), goat(7, 4)), (cell(1, 6), goat(8, 2))]);
    let score = s.build().scores().players[usize::from(RED)];
    assert_eq!((score.single, score.doubled), (6, 0));
}

/// §7.2: another player's card breaks a chain that one's own card would complete.
#[test]
fn another_players_card_breaks_a_chain() {
    // Red's stable is (0,0): (0,1) is linked; (0,3) is linked through (0,2) only if Red owns it.
    let chain = [(cell(0, 1), goat(7, 4)), (cell(0, 3), goat(8, 2))];
    let mut s = Scenario::new(4, 11);
    s.own(RED, &chain).own(BLUE, &[(cell(0, 2), goat(9, 1))]);
    let score = s.build().scores().players[usize::from(RED)];
    assert_eq!((score.doubled, score.single), (2 * 4, 2));
    let mut s = Scenario::new(4, 11);
    s.own(RED, &chain).own(RED, &[(cell(0, 2), goat(9, 1))]);
    let score = s.build().scores().players[usize::from(RED)];
    assert_eq!((score.doubled, score.single), (2 * (4 + 1 + 2), 0));
}
