//! Ziegen Kriegen's own invariants, checked after every move of random games of every player
//! count in both round modes by game-core's conformance suite, which checks the rest: the legal
//! moves, every action id accepted exactly when listed and a refused one changing nothing, the
//! state, view and replay JSON round trips, determinization, no leak of hidden cards through
//! views and observations, no allocation on the hot path, determinism, trajectories
//! (`game_core::testing`).
//!
//! `CONFORMANCE_GAMES=50 cargo test --release -p ziegen-kriegen --test properties` plays more games.

mod common;

use common::invariants::check_invariants;
use common::{all_options, options, Chooser};
use game_core::testing::{play_random_game, Conformance};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Move};

/// Moves naming no card of the deck (built directly, not from an action id) are refused and
/// change nothing.
fn check_cards_off_the_deck_are_refused(game: &Game) {
    for card in [0, 51, 200] {
        let mut copy = game.clone();
        assert!(copy.apply(Move::Play(card)).is_err(), "playing card {card} is refused");
        assert!(copy == *game, "a refused move leaves the game unchanged");
    }
}

fn suite() -> Conformance<Game> {
    Conformance::new(all_options())
        .games(2)
        .invariants(check_invariants)
        .invariants(check_cards_off_the_deck_are_refused)
}

game_core::conformance_tests!(suite());

#[test]
fn every_round_has_eight_tricks_and_four_hill_decisions() {
    for (options, seed, chooser) in suite().cases() {
        let played = play_random_game::<Game>(&options, seed, chooser, |_, _| {});
        let tricks = 8 * usize::from(options.players) + 4;
        assert_eq!(played.moves.len(), usize::from(options.rounds) * tricks, "{options:?}, seed {seed}");
    }
}

#[test]
fn start_player_and_rounds_rotate_the_leader() {
    for players in 3..=6u8 {
        let mut opts = options(players, true);
        opts.start_player = players - 1;
        let mut chooser = Chooser(5);
        let mut game = Game::with_options(&opts, 3).unwrap();
        assert_eq!(game.current_player(), Some(players - 1));
        let mut round = 0;
        while !game.is_over() {
            if game.round() != round {
                round = game.round();
                assert_eq!(game.current_player(), Some((players - 1 + round) % players), "ZK-D13");
                assert_eq!(game.tricks_this_round(), 0);
            }
            let legal = game.legal_moves();
            game.apply(legal[chooser.next(legal.len())]).unwrap();
        }
        assert_eq!(round, players - 1);
    }
}

#[test]
fn game_is_a_plain_struct_of_about_a_kilobyte() {
    let size = std::mem::size_of::<Game>();
    assert!(size <= 1536, "Game is {size} bytes");
}
