//! "Perft" for a card game: the number of distinct legal move sequences of each depth from
//! fixed seeded deals, pinned in `testdata/perft.json`. Any change to move generation or to the
//! rules that alters what is legal shows up as a changed count.
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test --test perft`.

use game_core::testing::{check_golden_file, perft_counts};
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::Game;
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct PerftCase {
    players: u8,
    seed: u64,
    /// `counts[d]` = sequences of depth `d + 1`.
    counts: Vec<u64>,
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(2, 1, 9), (3, 2, 8), (4, 3, 8), (5, 4, 8)];
    let got: Vec<PerftCase> = cases
        .iter()
        .map(|&(players, seed, depth)| {
            let game = Game::new(players, seed).unwrap();
            PerftCase { players, seed, counts: perft_counts(&game, depth) }
        })
        .collect();
    let stored = check_golden_file(PATH, &got);
    assert_eq!(got, stored);
}
