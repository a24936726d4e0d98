//! Golden files: seeded games pinned move for move in `testdata/`, one schema for every game,
//! shared with the C and Python test suites, which replay the same transcripts.
//!
//! ```json
//! {
//!   "description": "...",
//!   "games": [
//!     {
//!       "options": { ...the game's options JSON... },
//!       "seed": 1,
//!       "chooser_seed": 11,
//!       "moves": [15, 129, ...],
//!       "totals": [31, 24],
//!       "winners": 1,
//!       "final_checksum": "2a3c...",
//!       "extras": { ...fields of the game's own, such as the first deal... }
//!     }
//!   ]
//! }
//! ```
//!
//! The moves are action ids, chosen by the [`crate::testing::Chooser`] from `chooser_seed` among the legal moves
//! in their listed order; `totals` and `winners` are the final [`crate::Outcome`] (one number
//! per seat, the winners as a bit set); `final_checksum` is
//! [`crate::replay::state_checksum`] of the final state. Set `UPDATE_GOLDEN` to rewrite a file
//! after an intended change (a regenerated golden file is otherwise a failure).

use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::replay::{state_checksum, Replay, ReplayRules};
use crate::rules::GameRules;
use crate::testing::chooser::play_random_game;

/// A golden file: what it pins, and its games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldenFile<O> {
    /// What the file pins and how, for people.
    pub description: String,
    /// The games.
    pub games: Vec<GoldenGame<O>>,
}

/// One seeded game of a golden file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldenGame<O> {
    /// The options that set the game up (the game's options JSON).
    pub options: O,
    /// The setup seed.
    pub seed: u64,
    /// The seed of the [`crate::testing::Chooser`] that chose the moves.
    pub chooser_seed: u64,
    /// The action ids of the moves, in order.
    pub moves: Vec<u16>,
    /// Each seat's final score ([`crate::Outcome::per_player`]).
    pub totals: Vec<i32>,
    /// The winners, bit `s` for seat `s` ([`crate::Outcome::winners`]).
    pub winners: u16,
    /// [`state_checksum`] of the final state.
    pub final_checksum: String,
    /// Fields of the game's own (a first deal, scores per round, ...).
    #[serde(default)]
    pub extras: Map<String, Value>,
}

/// Fields a game adds to its golden games, from the game's start and its end.
pub type GoldenExtras<G> = fn(start: &G, end: &G) -> Map<String, Value>;

/// Whether the run regenerates the golden files (`UPDATE_GOLDEN` is set).
pub fn updating_golden_files() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some()
}

/// The golden step of a test: writes `got` to `path` as pretty JSON (with a final newline) when
/// `UPDATE_GOLDEN` is set, then reads the file back and returns what it holds, for the test to
/// compare with `got`.
///
/// # Panics
/// If the file cannot be written or read, or does not hold a `T`.
pub fn check_golden_file<T: Serialize + DeserializeOwned>(path: impl AsRef<Path>, got: &T) -> T {
    let path = path.as_ref();
    if updating_golden_files() {
        let json = serde_json::to_string_pretty(got).expect("golden data serializes") + "\n";
        std::fs::write(path, json).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not golden data: {e}", path.display()))
}

/// Plays the golden game `options`, `seed` and `chooser_seed` describe, with `extras` (if any)
/// adding the game's own fields.
///
/// # Panics
/// If the options do not set up a game.
pub fn play_golden_game<G: GameRules>(
    options: &G::Options,
    seed: u64,
    chooser_seed: u64,
    extras: Option<GoldenExtras<G>>,
) -> GoldenGame<G::Options> {
    let start = G::with_options(options, seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
    let played = play_random_game::<G>(options, seed, chooser_seed, |_, _| {});
    let outcome = played.end.outcome();
    GoldenGame {
        options: options.clone(),
        seed,
        chooser_seed,
        moves: played.moves.iter().map(|&mv| G::action_id(mv)).collect(),
        totals: outcome.per_player().to_vec(),
        winners: outcome.winners,
        final_checksum: state_checksum(&played.end),
        extras: extras.map(|extras| extras(&start, &played.end)).unwrap_or_default(),
    }
}

/// The golden test of a game: plays each of `cases` (`(options, seed, chooser seed)`), writes
/// the file at `path` under `UPDATE_GOLDEN`, and compares every game with the file's, field by
/// field; each stored transcript must also verify as a replay ending in a state of its checksum,
/// totals and winners. Returns the stored file.
///
/// # Panics
/// If a game differs from the file, or the file cannot be read.
pub fn check_golden_games<G: ReplayRules>(
    path: impl AsRef<Path>,
    description: &str,
    cases: &[(G::Options, u64, u64)],
    extras: Option<GoldenExtras<G>>,
) -> GoldenFile<G::Options> {
    let path = path.as_ref();
    let games =
        cases.iter().map(|(options, seed, chooser)| play_golden_game::<G>(options, *seed, *chooser, extras)).collect();
    let got = GoldenFile { description: description.to_string(), games };
    let stored: GoldenFile<G::Options> = check_golden_file(path, &got);
    assert_eq!(stored.description, got.description, "{}: the description", path.display());
    assert_eq!(stored.games.len(), got.games.len(), "{}: the number of games", path.display());
    for (index, (want, got)) in stored.games.iter().zip(&got.games).enumerate() {
        let game = format!("{} game {index} (seed {}, options {:?})", path.display(), want.seed, want.options);
        assert_eq!((&got.options, got.seed, got.chooser_seed), (&want.options, want.seed, want.chooser_seed), "{game}");
        assert_eq!(got.moves, want.moves, "{game}: the moves");
        assert_eq!((&got.totals, got.winners), (&want.totals, want.winners), "{game}: the totals and winners");
        assert_eq!(got.final_checksum, want.final_checksum, "{game}: the final state");
        assert_eq!(got.extras, want.extras, "{game}: the game's own fields");
        check_transcript_replays::<G>(want, &game);
    }
    stored
}

/// A stored transcript is a replay: its moves verify from its options and seed, to a state of
/// its checksum, totals and winners.
fn check_transcript_replays<G: ReplayRules>(golden: &GoldenGame<G::Options>, game: &str) {
    let mut replay = Replay::<G>::record(&golden.options, golden.seed, &[])
        .unwrap_or_else(|e| panic!("{game}: the options do not set up a game: {e}"));
    replay.moves.clone_from(&golden.moves);
    let end = replay.verify().unwrap_or_else(|e| panic!("{game}: the transcript does not replay: {e}"));
    assert_eq!(state_checksum(&end), golden.final_checksum, "{game}: the replayed final state");
    let outcome = end.outcome();
    assert_eq!((outcome.per_player(), outcome.winners), (&golden.totals[..], golden.winners), "{game}: replayed");
}
