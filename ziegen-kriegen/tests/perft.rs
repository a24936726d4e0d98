//! Perft: the number of legal move sequences of each depth from fixed seeded deals, pinned in
//! `testdata/perft-ziegen-kriegen.json` (game-core's perft schema, `game_core::testing`).
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test -p ziegen-kriegen --test perft`.

mod common;

use common::options;
use game_core::testing::check_perft_file;
use ziegen_kriegen::Game;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft-ziegen-kriegen.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(3, 1, 7), (4, 2, 6), (5, 3, 5), (6, 4, 5)];
    let cases: Vec<_> = cases.iter().map(|&(players, seed, depth)| (options(players, false), seed, depth)).collect();
    let got = check_perft_file::<Game>(PATH, &cases);
    // Before any hill step every sequence is one card per player in turn: 8 choices each.
    assert_eq!(got[0].counts[..3], [8, 64, 512]);
    assert_eq!(got[0].counts[3], 512 * 2, "trick 1's lowest player chooses a hill number");
}
