//! Perft files: the number of legal move sequences of each depth from seeded deals, pinned in
//! `testdata/perft*.json`, one schema for every game: a list of
//! `{"options": <the game's options JSON>, "seed": n, "counts": [...]}`, where `counts[d]` is the
//! number of sequences of depth `d + 1`. Set `UPDATE_GOLDEN` to rewrite a file after an intended
//! rules change.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::perft::perft;
use crate::rules::GameRules;
use crate::testing::golden::check_golden_file;

/// One deal of a perft file and its counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerftCase<O> {
    /// The options that set the deal up (the game's options JSON).
    pub options: O,
    /// The setup seed.
    pub seed: u64,
    /// `counts[d]` is the number of legal move sequences of depth `d + 1`.
    pub counts: Vec<u64>,
}

/// The perft counts of `game` for depths 1 to `depth`: `counts[d]` is the number of legal move
/// sequences of depth `d + 1`.
pub fn perft_counts<G: GameRules>(game: &G, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(game, d)).collect()
}

/// The perft test of a game: counts each of `cases` (`(options, seed, depth)`), writes the file
/// at `path` under `UPDATE_GOLDEN`, and compares the counts with the file's. Returns the counts.
///
/// # Panics
/// If a count differs from the file, or the file cannot be read.
pub fn check_perft_file<G: GameRules>(
    path: impl AsRef<Path>,
    cases: &[(G::Options, u64, u32)],
) -> Vec<PerftCase<G::Options>> {
    let path = path.as_ref();
    let got: Vec<PerftCase<G::Options>> = cases
        .iter()
        .map(|(options, seed, depth)| {
            let game = G::with_options(options, *seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
            PerftCase { options: options.clone(), seed: *seed, counts: perft_counts(&game, *depth) }
        })
        .collect();
    let stored = check_golden_file(path, &got);
    assert_eq!(stored.len(), got.len(), "{}: the number of deals", path.display());
    for (want, got) in stored.iter().zip(&got) {
        assert_eq!(got, want, "{}: seed {}, options {:?}", path.display(), want.seed, want.options);
    }
    got
}
