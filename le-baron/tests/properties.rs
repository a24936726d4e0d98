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

use common::invariants::check_invariants;
use common::*;
use game_core::document::Int;
use game_core::testing::{play_random_game, Chooser, Conformance};
use game_core::Document;
use le_baron::state::StateDoc;
use le_baron::{Game, Options, Replay};

/// A game that differs from `game` only in cards `seat` cannot see, now or after the next move:
/// the unknown parts of the other seats' piles and the box, shuffled together (the cards the
/// others draw change, what `seat` draws does not: the events `seat` is told of their draws are
/// put to the test).
fn shuffle_hidden(game: &Game, seat: u8, rng: &mut Chooser) -> Game {
    let mut doc: StateDoc = game.to_doc();
    let mut places: Vec<&mut Int> = Vec::new();
    for (p, pile) in doc.piles.iter_mut().enumerate().filter(|&(p, _)| p != usize::from(seat)) {
        let known = usize::try_from(doc.pile_known[p].0).expect("a count");
        let unknown = pile.len() - known;
        places.extend(pile.iter_mut().take(unknown));
    }
    places.extend(doc.boxed.iter_mut());
    let mut cards: Vec<Int> = places.iter().map(|card| **card).collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.next(i + 1));
    }
    for (place, card) in places.into_iter().zip(cards) {
        *place = card;
    }
    Game::from_doc(&doc).expect("a hidden shuffle is a valid state")
}

fn suite() -> Conformance<Game> {
    Conformance::new(every_option_set())
        .games(1)
        .invariants(check_invariants)
        .hidden_variants(shuffle_hidden)
        // A game that once failed.
        .case(Options::new(3).unwrap(), 335179887175651402, 670401364435687367)
}

game_core::conformance_tests!(suite());

/// A replay names its deck, and refuses another document's format (game-core's suite checks the
/// divergences of every game's replays).
#[test]
fn a_replay_names_its_deck_and_its_format() {
    let options = Options::new(3).unwrap();
    let moves = play_random_game::<Game>(&options, 4, 5, |_, _| {}).moves;
    let mut replay = Replay::record(&options, 4, &moves).unwrap();
    assert!(replay.to_json().contains("lb-cards-reconstructed-1"));
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
    assert!(err.contains("seed: -1 is out of range (seeds are 0 to 2^64 - 1)") && !err.contains("u64"), "{err}");
}

#[test]
fn game_is_a_plain_fixed_size_value() {
    let size = std::mem::size_of::<Game>();
    assert!(size <= 2048, "Game is {size} bytes");
    fn plain<T: Copy + Send + Sync + 'static>() {}
    plain::<Game>();
    plain::<le_baron::PlayerView>();
}
