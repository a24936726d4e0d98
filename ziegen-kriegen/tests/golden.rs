//! Golden tests: complete move transcripts of seeded games are pinned in
//! `testdata/golden-ziegen-kriegen.json` (game-core's golden schema, `game_core::testing`), with
//! the first deal and the scores of each round as this game's own fields. A change of the
//! generator, the shuffle, the deal or any rule shows up here.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test -p ziegen-kriegen --test golden`.

mod common;

use common::options;
use game_core::testing::check_golden_games;
use game_core::Document;
use serde_json::{json, Map, Value};
use ziegen_kriegen::Game;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/golden-ziegen-kriegen.json");

/// The first deal (hands and hill stack) and the scores of every round.
fn extras(start: &Game, end: &Game) -> Map<String, Value> {
    let doc = start.to_doc();
    let players = usize::from(end.players());
    let hands: Vec<Vec<i64>> = doc.hands.iter().map(|h| h.iter().map(|c| c.0).collect()).collect();
    let hill_stack: Vec<i64> = doc.hill_stack.iter().map(|c| c.0).collect();
    let round_scores: Vec<&[u8]> = end.round_scores().iter().map(|r| &r[..players]).collect();
    let Value::Object(map) =
        json!({"first_hands": hands, "first_hill_stack": hill_stack, "round_scores": round_scores})
    else {
        unreachable!("an object")
    };
    map
}

#[test]
fn seeded_games_match_the_golden_transcripts() {
    let cases =
        [(3, false, 1, 11), (4, false, 7, 12), (5, true, 42, 13), (6, false, 2026, 14), (3, true, u64::MAX, 15)];
    let cases: Vec<_> =
        cases.iter().map(|&(players, variant, seed, chooser)| (options(players, variant), seed, chooser)).collect();
    let description = "Ziegen Kriegen seeded games with language-neutral random choices (reconstructed card tables \
                       zk-goats-reconstructed-1, zk-hills-reconstructed-1); see ziegen-kriegen/tests/golden.rs";
    check_golden_games::<Game>(PATH, description, &cases, Some(extras));
}
