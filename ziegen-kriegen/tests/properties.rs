//! Ziegen Kriegen's own invariants, checked after every move of random games of every player
//! count in both round modes by game-core's conformance suite, which checks the rest: the legal
//! moves, every action id accepted exactly when listed and a refused one changing nothing, the
//! state, view and replay JSON round trips, determinization, no leak of hidden cards through
//! views and observations, no allocation on the hot path, determinism, trajectories
//! (`game_core::testing`).
//!
//! `CONFORMANCE_GAMES=50 cargo test --release -p ziegen-kriegen --test properties` plays more games.

mod common;

use common::{all_options, options, Chooser};
use game_core::testing::{play_random_game, Conformance};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Move, Phase};

/// Every goat and hill card in exactly one place; hands, the box, the hill and the goats taken
/// as the round so far says.
fn check_invariants(game: &Game) {
    assert!(game.goat_place_counts().iter().all(|&n| n == 1), "every goat card in exactly one place");
    assert!(game.hill_place_counts().iter().all(|&n| n == 1), "every hill card in exactly one place");
    let n = game.players();
    let done = game.tricks_this_round();
    for s in 0..n {
        assert_eq!(game.hand(s).len(), game.hand_size(s));
        if !game.is_over() {
            let in_trick = usize::from(game.played_in_current(s).is_some());
            assert_eq!(game.hand(s).len(), 8 - done - in_trick);
        }
    }
    assert_eq!(game.boxed().len(), 50 - 8 * usize::from(n));
    assert_eq!(game.hill().len(), done.min(4));
    assert_eq!(game.limit().is_some(), done >= 4);
    assert_eq!(game.revealed_hill().is_some(), game.phase() == Phase::ChooseHill);
    let goats: u32 = (0..n).map(|s| u32::from(game.goats(s))).sum();
    let taken: u32 = game
        .round_tricks(game.round())
        .iter()
        .flat_map(|t| t.cards[..usize::from(n)].to_vec())
        .map(|c| u32::from(game.heads(c)))
        .sum();
    assert_eq!(goats, taken);
}

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
