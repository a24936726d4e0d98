//! Golden transcripts: complete seeded games pinned in `testdata/golden-le-baron.json`
//! (game-core's golden schema, `game_core::testing`: options, seed, action ids, final scores). A
//! change of the generator, the shuffle or any rule shows up here.
//!
//! Moves are chosen by a language-neutral chooser: `x = x * 6364136223846793005 +
//! 1442695040888963407` (mod 2^64) from `x = chooser_seed`, then the move at index
//! `(x >> 33) % legal_count` of `legal_moves()`.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test -p le-baron --test golden`.

mod common;

use common::all_variants;
use game_core::testing::check_golden_games;
use le_baron::Game;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/golden-le-baron.json");

#[test]
fn seeded_games_match_the_golden_transcripts() {
    let cases = [
        (2, 0, 1, 11),
        (3, 1, 7, 12),
        (4, 2, 7, 13),
        (5, 3, 42, 14),
        (6, 0, 2026, 15),
        (8, 2, 8, 16),
        (10, 3, u64::MAX, 17),
    ];
    let cases: Vec<_> =
        cases.iter().map(|&(players, v, seed, chooser)| (all_variants(players)[v].clone(), seed, chooser)).collect();
    let description = "Le Baron: seeded games with language-neutral random choices; see le-baron/tests/golden.rs";
    check_golden_games::<Game>(PATH, description, &cases, None);
}
