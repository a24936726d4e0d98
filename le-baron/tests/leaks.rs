//! Views and events leak nothing: other hands, hidden choices, pile contents (recycled cards
//! aside) and the box never reach a seat. (That two games that differ only in what a seat cannot
//! see give it the same view, the same observation and the same legal moves is checked by
//! game-core's conformance suite, in `tests/properties.rs`.)

mod common;

use common::*;
use game_core::testing::Chooser;
use game_core::Observer;
use le_baron::observation::{section_offset, OBSERVATION_SECTIONS};
use le_baron::prelude::*;
use le_baron::{Event, Game, PlayerView, OBSERVATION_SIZE};

/// The cards `seat` must not learn the place of.
fn hidden_from(game: &Game, seat: u8) -> Vec<u8> {
    let mut hidden = game.boxed().to_vec();
    for s in 0..game.players() {
        let known = game.pile_known(s);
        let pile: Vec<u8> = game.pile(s).collect();
        hidden.extend(&pile[..pile.len() - known]);
        if s != seat {
            hidden.extend(game.hand(s).iter().filter(|&c| !game.known_held(s).contains(c)));
            hidden.extend(game.choice(s).filter(|&c| !game.known_held(s).contains(c)));
        }
    }
    hidden
}

#[test]
fn views_name_no_hidden_card() {
    for options in all_variants(5) {
        let mut game = Game::with_options(&options, 21).unwrap();
        let mut chooser = Chooser(5);
        let mut steps = 0;
        while !game.is_over() {
            for seat in 0..game.players() {
                let view = game.view(seat);
                let seen = view.seen();
                for card in hidden_from(&game, seat) {
                    assert!(!seen.contains(card), "seat {seat} sees card {card}");
                }
                // The JSON holds no hidden card either: rebuild it and compare the seen sets.
                let back = PlayerView::from_json(&view.to_json()).unwrap();
                assert_eq!(back.seen(), seen);
            }
            let legal = game.legal_moves();
            game.apply(legal[chooser.next(legal.len())]).unwrap();
            steps += 1;
        }
        assert!(steps > 50);
    }
}

#[test]
fn drawn_cards_are_named_only_to_the_drawer() {
    let mut game = Game::new(3, 2).unwrap();
    let mut chooser = Chooser(1);
    let mut draws = 0;
    while !game.is_over() {
        let legal = game.legal_moves();
        for event in game.apply(legal[chooser.next(legal.len())]).unwrap() {
            if let Event::CardsDrawn { seat, count, ref cards } = event {
                draws += 1;
                assert_eq!(cards.len(), usize::from(count));
                for other in 0..3 {
                    let seen = event.seen_by(Observer::Seat(other));
                    let Event::CardsDrawn { cards: seen_cards, count: seen_count, .. } = seen else { unreachable!() };
                    assert_eq!(seen_count, count);
                    assert_eq!(seen_cards.is_empty(), other != seat);
                }
            }
            if let Event::CardChosen { .. } = event {
                // Only the seat is named.
            }
        }
    }
    assert!(draws > 0);
}

#[test]
fn the_observation_layout_fits_ten_players() {
    let total: usize = OBSERVATION_SECTIONS.iter().map(|&(_, r, c)| r * c).sum();
    assert_eq!(total, OBSERVATION_SIZE);
    let game = Game::new(10, 1).unwrap();
    let mut obs = vec![0.0; OBSERVATION_SIZE];
    game.view(9).observation(&mut obs);
    let (seat, _, _) = section_offset("seat").unwrap();
    assert_eq!(obs[seat + 9], 1.0);
    let (phase, _, _) = section_offset("phase").unwrap();
    assert_eq!(obs[phase], 1.0);
    let (hand, _, _) = section_offset("own_hand").unwrap();
    assert_eq!(obs[hand..hand + 110].iter().sum::<f32>(), 4.0);
    println!("OBSERVATION_SIZE = {OBSERVATION_SIZE}");
}
