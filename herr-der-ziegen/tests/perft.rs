//! "Perft" for a card game: the number of distinct legal move sequences of each depth from
//! fixed seeded deals, pinned in `testdata/perft-herr-der-ziegen.json` (game-core's perft schema,
//! `game_core::testing`). Any change to move generation or to the rules that alters what is legal
//! shows up as a changed count.
//!
//! To regenerate after an intended rules change: `UPDATE_GOLDEN=1 cargo test --test perft`.

use game_core::testing::check_perft_file;
use herr_der_ziegen::{Game, Options};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft-herr-der-ziegen.json");

#[test]
fn perft_counts_match_the_fixtures() {
    let cases = [(2, 1, 9), (3, 2, 8), (4, 3, 8), (5, 4, 8)];
    let cases: Vec<_> =
        cases.iter().map(|&(players, seed, depth)| (Options::new(players).unwrap(), seed, depth)).collect();
    check_perft_file::<Game>(PATH, &cases);
}
