//! Golden tests: the first deal and complete move transcripts of seeded games are pinned in
//! `testdata/golden-herr-der-ziegen.json` (game-core's golden schema, `game_core::testing`), shared with the
//! C and Python test suites. A change of the generator, the shuffle or any rule shows up here.
//!
//! The moves are chosen by a tiny, language-neutral chooser so that other languages can replay
//! the same choices: `x = x * 6364136223846793005 + 1442695040888963407` (mod 2^64), starting
//! from `x = chooser_seed`, then the move at index `(x >> 33) % legal_count` of `legal_moves()`.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test --test golden`.

use game_core::testing::check_golden_games;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::Options;
use serde_json::{json, Map, Value};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/golden-herr-der-ziegen.json");

/// The first deal: the pasture, the hands and the top five cards of the pile.
fn first_deal(start: &Game, _end: &Game) -> Map<String, Value> {
    let doc = start.to_doc();
    let pile_top: Vec<u8> = doc.pile.iter().take(5).copied().collect();
    let Value::Object(map) =
        json!({"first_pasture": doc.pasture, "first_hands": doc.hands, "first_pile_top": pile_top})
    else {
        unreachable!("an object")
    };
    map
}

#[test]
fn seeded_games_match_the_golden_transcripts() {
    let cases = [(2, 1, 11), (3, 7, 12), (4, 7, 13), (5, 42, 14), (4, 2026, 15), (2, u64::MAX, 16)];
    let cases: Vec<_> =
        cases.iter().map(|&(players, seed, chooser)| (Options::new(players).unwrap(), seed, chooser)).collect();
    let description = "Seeded games with language-neutral random choices; see herr-der-ziegen/tests/golden.rs";
    check_golden_games::<Game>(PATH, description, &cases, Some(first_deal));
}
