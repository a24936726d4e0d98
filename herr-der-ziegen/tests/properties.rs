//! Herr der Ziegen's own invariants, checked after every move of random games of every player
//! count by game-core's conformance suite, which checks the rest: the legal moves, every action
//! id accepted exactly when listed and a refused one changing nothing, the state, view and
//! replay JSON round trips, determinization, no leak of hidden cards through views and
//! observations (here also against states whose hidden cards are swapped by hand, independently
//! of `determinize`), no allocation on the hot path, determinism, trajectories
//! (`game_core::testing`).
//!
//! `CONFORMANCE_GAMES=200 cargo test --release -p herr-der-ziegen --test properties` plays more
//! games.

mod common;

use common::invariants::check_invariants;
use game_core::testing::{play_random_game, Chooser, Conformance};
use game_core::Document;
use herr_der_ziegen::state::StateDoc;
use herr_der_ziegen::{CardId, Game, Options, Replay};

/// Shuffles what `seat` cannot know: the pile order, and the opponents' unseen hand cards with
/// unseen pile cards (never a dog into a hand, never a card known to be in the pile out of it).
fn shuffle_hidden(game: &Game, seat: u8, rng: &mut Chooser) -> Game {
    let mut doc: StateDoc = game.to_doc();
    let n = doc.pile.len();
    for i in (1..n).rev() {
        doc.pile.swap(i, rng.next(i + 1));
    }
    for p in (0..doc.players).filter(|&p| p != seat) {
        let hand = &mut doc.hands[usize::from(p)];
        for (slot, card) in hand.iter_mut().enumerate() {
            if doc.hands_seen[usize::from(p)][slot] {
                continue;
            }
            let swappable: Vec<usize> = (0..n)
                .filter(|&i| !CardId::new(doc.pile[i]).unwrap().is_dog() && !doc.known_in_pile.contains(&doc.pile[i]))
                .collect();
            if swappable.is_empty() {
                continue;
            }
            let i = swappable[rng.next(swappable.len())];
            std::mem::swap(card, &mut doc.pile[i]);
        }
    }
    Game::from_doc(&doc).expect("a hidden shuffle is a valid state")
}

/// Every player count, from seat 0 and from the last seat.
fn option_sets() -> Vec<Options> {
    (2..=5)
        .flat_map(|players| {
            let options = Options::new(players).unwrap();
            [options.clone(), Options { start_player: players - 1, ..options }]
        })
        .collect()
}

fn suite() -> Conformance<Game> {
    Conformance::new(option_sets())
        .games(6)
        .leak_games(2)
        .invariants(check_invariants)
        .hidden_variants(shuffle_hidden)
        // Games that once failed.
        .case(Options::new(2).unwrap(), 0, 0)
        .case(Options::new(4).unwrap(), 4226014553045920587, 12441070967871117647)
}

game_core::conformance_tests!(suite());

/// An answer to a swap request when none is pending is refused where it stands (game-core's
/// suite checks the other divergences of every game's replays).
#[test]
fn a_replay_reports_an_answer_out_of_turn() {
    let options = Options::new(4).unwrap();
    let moves = play_random_game::<Game>(&options, 9, 9, |_, _| {}).moves;
    let mut replay = Replay::record(&options, 9, &moves).unwrap();
    replay.verify().unwrap();
    replay.moves[5] = 809; // an answer when no question is pending
    let err = replay.verify().unwrap_err();
    assert!(matches!(err, herr_der_ziegen::ReplayError::IllegalMove { index: 5, action: 809, .. }), "{err}");
}

#[test]
fn game_is_a_few_hundred_bytes() {
    let size = std::mem::size_of::<Game>();
    assert!(size <= 512, "Game is {size} bytes");
}
