//! Perft: the number of legal move sequences of each depth from fixed seeded deals, counted with
//! `game_core::perft::perft` and pinned in `testdata/perft-le-baron.json`.
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test -p le-baron --test perft`.

mod common;

use common::*;
use game_core::testing::{check_golden_file, perft_counts};
use le_baron::prelude::*;
use le_baron::Game;
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct PerftCase {
    players: u8,
    variant: usize,
    seed: u64,
    /// `counts[d]` = sequences of depth `d + 1`.
    counts: Vec<u64>,
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft-le-baron.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(2, 0, 1, 8), (3, 1, 2, 7), (4, 2, 3, 8), (5, 3, 4, 7), (10, 0, 5, 11)];
    let got: Vec<PerftCase> = cases
        .iter()
        .map(|&(players, variant, seed, depth)| {
            let game = Game::with_options(&all_variants(players)[variant], seed).unwrap();
            PerftCase { players, variant, seed, counts: perft_counts(&game, depth) }
        })
        .collect();
    let stored = check_golden_file(PATH, &got);
    assert_eq!(got, stored);
}
