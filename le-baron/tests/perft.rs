//! Perft: the number of legal move sequences of each depth from fixed seeded deals, pinned in
//! `testdata/perft-le-baron.json` (game-core's perft schema, `game_core::testing`).
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test -p le-baron --test perft`.

mod common;

use common::all_variants;
use game_core::testing::check_perft_file;
use le_baron::Game;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft-le-baron.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(2, 0, 1, 8), (3, 1, 2, 7), (4, 2, 3, 8), (5, 3, 4, 7), (10, 0, 5, 11)];
    let cases: Vec<_> =
        cases.iter().map(|&(players, v, seed, depth)| (all_variants(players)[v].clone(), seed, depth)).collect();
    check_perft_file::<Game>(PATH, &cases);
}
