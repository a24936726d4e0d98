//! The public API at its edges: values a caller can build by hand (unvalidated options,
//! hand-made scores, error values, out-of-range seats and sizes) give an answer, a documented
//! panic with a clear message, or an error, never an arithmetic overflow or a stray index.

use herr_der_ziegen::prelude::*;
use std::panic::catch_unwind;

use herr_der_ziegen::scoring::milk_points;
use herr_der_ziegen::{Game, Options, PlayerScore, Scores, SetupError, Track};

/// The message of the panic `f` raises (`None` if it returns).
fn panic_message<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> Option<String> {
    let payload = catch_unwind(f).err()?;
    payload.downcast_ref::<String>().cloned().or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string()))
}

#[test]
fn stable_of_answers_none_for_unvalidated_options() {
    let mut options = Options::new(2).unwrap();
    assert!(options.stable_of(1).is_some());
    options.start_player = 5; // not validated: no seat 5 in a 2-player game
    assert_eq!(options.stable_of(0), None);
    let mut options = Options::new(4).unwrap();
    options.players = 200;
    assert_eq!(options.stable_of(3), options.layout.stables.get(3).copied());
    assert_eq!(options.stable_of(199), None, "no stable listed for seat 199");
    assert_eq!(options.stable_of(250), None);
}

#[test]
fn per_seat_queries_name_a_missing_seat() {
    let game = Game::new(3, 1).unwrap();
    let view = game.view(0);
    for (name, message) in [
        ("known_hand", panic_message(|| view.known_hand(3))),
        ("public_hand", panic_message(|| view.public_hand(5))),
        ("unknown_hand_count", panic_message(|| view.unknown_hand_count(7))),
        ("supply", panic_message(|| game.supply(9))),
    ] {
        let message = message.unwrap_or_else(|| panic!("{name} answered for a missing seat"));
        assert!(message.starts_with("no player"), "{name}: {message}");
    }
    assert_eq!(view.unknown_hand_count(1), 2);
    assert_eq!(game.supply(2), 10);
}

#[test]
fn tracks_exist_for_the_two_grids_only() {
    assert_eq!(Track::new(6).len(), 24);
    assert_eq!(Track::new(7).len(), 28);
    for size in [0, 5, 8, 100] {
        let message = panic_message(move || Track::new(size)).expect("a track of another size");
        assert!(message.contains("6 or 7"), "{message}");
    }
}

#[test]
fn hand_made_scores_and_errors_do_not_overflow() {
    let scores = Scores { count: 9, players: [PlayerScore::default(); 5], winners: 1 };
    assert_eq!(scores.per_player().len(), 5);
    assert_eq!(milk_points(&[8, 5, 3, 0, 0])[..3], [8, 2, 0]);
    let message = panic_message(|| milk_points(&[1, 2, 3, 4, 5, 6])).expect("six totals");
    assert!(message.contains("at most 5 players"), "{message}");
    let error = SetupError::StartPlayer { start: 0, players: 0 };
    assert!(error.to_string().starts_with("start player 0 does not exist in a 0-player game"));
}
