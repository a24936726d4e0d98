//! Perft: the number of legal move sequences of each depth from fixed seeded deals, through
//! `game_core::perft::perft`, pinned in `testdata/perft-ziegen-kriegen.json`.
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test -p ziegen-kriegen --test perft`.

use game_core::testing::{check_golden_file, perft_counts};
use serde::{Deserialize, Serialize};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::Game;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct PerftCase {
    players: u8,
    seed: u64,
    /// `counts[d]` = sequences of depth `d + 1`.
    counts: Vec<u64>,
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft-ziegen-kriegen.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(3, 1, 7), (4, 2, 6), (5, 3, 5), (6, 4, 5)];
    let got: Vec<PerftCase> = cases
        .iter()
        .map(|&(players, seed, depth)| {
            let game = Game::new(players, seed).unwrap();
            PerftCase { players, seed, counts: perft_counts(&game, depth) }
        })
        .collect();
    // Before any hill step every sequence is one card per player in turn: 8 choices each.
    assert_eq!(got[0].counts[..3], [8, 64, 512]);
    assert_eq!(got[0].counts[3], 512 * 2, "trick 1's lowest player chooses a hill number");
    let stored = check_golden_file(PATH, &got);
    assert_eq!(got, stored);
}
