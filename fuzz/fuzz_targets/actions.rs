//! Fuzz target `actions`: arbitrary action sequences on seeded games.
//!
//! The input sets up a game (2 to 5 players, any seed; some inputs also vary the start player,
//! milk split, removal and stable layout, which setup must either accept or refuse with an
//! error) and then applies steps: mostly a legal move picked by index, so that games go deep,
//! mixed with raw action ids (legal, illegal and unknown), `apply_for` with arbitrary seats and
//! full sweeps of `check` over the action space. The input format is in `src/lib.rs`.
//!
//! What it checks, because a game server applies whatever ids its clients send:
//! * an action id is accepted exactly when `legal_moves` lists it, `check` agrees with the list,
//!   and `apply_for` accepts a listed move exactly for the seat to act;
//! * a refused move leaves the game unchanged (equality and identical state JSON);
//! * after every move, every invariant of the core's property tests holds (card conservation,
//!   removed kinds boxed, at most 10 small goats each, hand sizes, a player to act exactly while
//!   the game runs, a consistent legal move list);
//! * the state JSON round-trips (loading runs the core's full validation) and so does every
//!   seat's view JSON, after each of the last [`FULL_CHECK_TAIL`] steps of the input and at the end
//!   of the game. Loading costs as much as about a hundred moves: running it after every step of
//!   a 300-move game made the target crawl at under 2 inputs a second. The states the fuzzer
//!   explores are also the ends of shorter inputs in its corpus, so the round trips still reach
//!   most of them.

#![no_main]

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, Move, NUM_ACTIONS};
use herr_der_ziegen_fuzz::{
    check_cards_and_counts, check_game, check_moves, check_round_trips, read_setup, read_step, Reader, Step,
};
use libfuzzer_sys::fuzz_target;

/// The JSON round trips run after each of the last this many steps of an input (and at the end of
/// a game); the cheaper checks run after every step.
const FULL_CHECK_TAIL: usize = 16;

fuzz_target!(|data: &[u8]| {
    let mut r = Reader::new(data);
    let setup = read_setup(&mut r);
    let valid = setup.options.validate();
    let mut game = match Game::with_options(&setup.options, setup.seed) {
        Ok(game) => game,
        Err(e) => {
            assert!(valid.is_err(), "options {:?} validate but setup failed: {e}", setup.options);
            return;
        }
    };
    assert!(valid.is_ok(), "options {:?} fail validation ({valid:?}) but set up a game", setup.options);
    let steps: Vec<Step> = std::iter::from_fn(|| read_step(&mut r)).collect();
    let full_from = steps.len().saturating_sub(FULL_CHECK_TAIL);
    if full_from == 0 {
        check_game(&game);
    } else {
        check_cards_and_counts(&game);
        check_moves(&game);
    }

    for (n, &step) in steps.iter().enumerate() {
        let legal = game.legal_moves();
        let before = game.clone();
        let changed = match step {
            Step::Legal(index) => {
                if legal.is_empty() {
                    continue;
                }
                let mv = legal[usize::from(index) % legal.len()];
                if let Err(e) = game.apply(mv) {
                    panic!("listed move {mv} refused: {e}\nstate: {}", before.to_json());
                }
                true
            }
            Step::Action(id) => {
                let listed = legal.iter().any(|m| u32::from(m.action_id()) == id);
                let checked = Move::from_action_id(id).and_then(|mv| game.check(mv));
                assert_eq!(checked.is_ok(), listed, "check({id}) disagrees with the list: {checked:?}");
                match game.apply_action(id) {
                    Ok(_) => {
                        assert!(listed, "accepted unlisted action {id}\nstate: {}", before.to_json());
                        true
                    }
                    Err(e) => {
                        assert!(!listed, "refused listed action {id}: {e}\nstate: {}", before.to_json());
                        false
                    }
                }
            }
            Step::ApplyFor { seat, index } => {
                if legal.is_empty() {
                    assert!(game.apply_for(seat, Move::PassDog).is_err(), "a move accepted after the end");
                    false
                } else {
                    let mv = legal[usize::from(index) % legal.len()];
                    let to_act = game.current_player() == Some(seat);
                    match game.apply_for(seat, mv) {
                        Ok(_) => {
                            assert!(to_act, "seat {seat} moved out of turn\nstate: {}", before.to_json());
                            true
                        }
                        Err(e) => {
                            assert!(!to_act, "seat {seat} to act was refused {mv}: {e}\nstate: {}", before.to_json());
                            false
                        }
                    }
                }
            }
            Step::CheckAll => {
                for id in 0..NUM_ACTIONS as u32 {
                    let listed = legal.iter().any(|m| u32::from(m.action_id()) == id);
                    let mv = Move::from_action_id(id).expect("an id in range");
                    assert_eq!(game.check(mv).is_ok(), listed, "check({id}) disagrees with the list");
                }
                false
            }
        };
        if changed {
            check_cards_and_counts(&game);
            check_moves(&game);
            if n >= full_from || game.is_over() {
                check_round_trips(&game);
            }
        } else {
            assert!(game == before, "a refused move changed the game\nbefore: {}", before.to_json());
            assert_eq!(game.to_json(), before.to_json(), "a refused move changed the state JSON");
        }
    }
});
