//! Le Baron's own invariants, checked after every move of random games of every player count 2
//! to 10 and all four variant combinations by game-core's conformance suite: every card in
//! exactly one place, rows within the rules, hands and piles consistent. The suite checks the
//! rest: the legal moves, every action id accepted exactly when listed and a refused one changing
//! nothing, the state, view and replay JSON round trips, determinization (the determinized games
//! played on with these invariants), no leak of hidden cards through views and observations, no
//! allocation on the hot path, determinism, trajectories (`game_core::testing`).
//!
//! `CONFORMANCE_GAMES=40 cargo test --release -p le-baron --test properties` plays more games.

mod common;

use common::*;
use game_core::testing::{play_random_game, Conformance};
use le_baron::prelude::*;
use le_baron::{cards_per_player, Game, Options, Phase, Replay};

/// Every card in exactly one place; rows within the rules (the sixth card, heads below 6, each
/// card fitting the one before); hands, piles, choices and the cards in play adding up to the
/// cards dealt; penalty points the sum of the penalty pile; a seat to choose holding a card.
fn check_invariants(game: &Game) {
    assert_cards_in_one_place(game);
    let n = game.players();
    let k = usize::from(cards_per_player(n));
    for row in game.rows() {
        assert!(!row.is_empty());
        assert!(row.len() <= if game.sixth_card_rule() { 5 } else { 30 });
        assert!(row.heads().iter().all(|&h| h < 6));
        for pair in row.cards().windows(2) {
            assert!(le_baron::cards::fits(game.table(), pair[0], pair[1]));
        }
    }
    for s in 0..n {
        assert!(game.hand(s).len() <= 4);
        let in_play = game.revealed().skip(game.resolved()).filter(|&(_, o)| o == s).count();
        let held = game.hand(s).len() + game.pile_len(s) + usize::from(game.choice(s).is_some()) + in_play;
        assert!(held <= k);
        if !game.heads_are_positive() {
            assert_eq!(game.pile_len(s) % 4, 0);
            assert_eq!(game.pile_known(s), 0);
        }
        assert!(game.pile_known(s) <= game.pile_len(s));
        let points: u16 = game.penalty_pile(s).iter().map(|c| u16::from(game.table().points(c))).sum();
        assert_eq!(points, game.penalty_points(s));
    }
    if game.phase() == Phase::Choose {
        let to_act = game.current_player().unwrap();
        assert!(!game.hand(to_act).is_empty() && game.choice(to_act).is_none());
    }
}

fn suite() -> Conformance<Game> {
    Conformance::new(every_option_set())
        .games(1)
        .invariants(check_invariants)
        // A game that once failed.
        .case(Options::new(3).unwrap(), 335179887175651402, 670401364435687367)
}

game_core::conformance_tests!(suite());

#[test]
fn a_replay_reports_the_first_divergent_move() {
    let options = Options::new(3).unwrap();
    let moves = play_random_game::<Game>(&options, 4, 5, |_, _| {}).moves;
    let mut replay = Replay::record(&options, 4, &moves).unwrap();
    assert!(replay.to_json().contains("lb-cards-reconstructed-1"));
    replay.checksums[10] = "0000000000000000".into();
    assert!(matches!(replay.verify(), Err(le_baron::ReplayError::Checksum { index: 10, .. })));
    replay.checksums.clear();
    replay.moves[3] = 119;
    assert!(matches!(replay.verify(), Err(le_baron::ReplayError::IllegalMove { index: 3, .. })));
    assert!(matches!(Replay::from_json("{\"format\":\"le-baron/state\"}"), Err(le_baron::ReplayError::Invalid(_))));
}

#[test]
fn a_replay_with_a_bad_number_names_the_field() {
    let replay = Replay::record(&Options::new(2).unwrap(), 1, &[]).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&replay.to_json()).unwrap();
    v["moves"] = serde_json::json!([0, 500]);
    let err = Replay::from_json(&v.to_string()).unwrap_err().to_string();
    assert!(err.contains("moves[1]: 500 is out of range (action ids are 0 to 119)"), "{err}");
    v["moves"] = serde_json::json!([]);
    v["seed"] = serde_json::json!(-1);
    let err = Replay::from_json(&v.to_string()).unwrap_err().to_string();
    assert!(err.contains("seed: -1 is not a whole number") && !err.contains("u64"), "{err}");
}

#[test]
fn game_is_a_plain_fixed_size_value() {
    let size = std::mem::size_of::<Game>();
    assert!(size <= 2048, "Game is {size} bytes");
    fn plain<T: Copy + Send + Sync + 'static>() {}
    plain::<Game>();
    plain::<le_baron::PlayerView>();
}
