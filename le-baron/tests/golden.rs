//! Golden transcripts: complete seeded games pinned in `testdata/golden-le-baron.json` (options,
//! seed, action ids, final scores). A change of the generator, the shuffle or any rule shows up
//! here.
//!
//! Moves are chosen by a language-neutral chooser: `x = x * 6364136223846793005 +
//! 1442695040888963407` (mod 2^64) from `x = chooser_seed`, then the move at index
//! `(x >> 33) % legal_count` of `legal_moves()`.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test -p le-baron --test golden`.

mod common;

use common::*;
use game_core::testing::check_golden_file;
use le_baron::prelude::*;
use le_baron::replay::state_checksum;
use le_baron::{Game, Options, Replay};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenGame {
    options: Options,
    seed: u64,
    chooser_seed: u64,
    moves: Vec<u16>,
    final_scores: Vec<i32>,
    winners: u16,
    final_checksum: String,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenFile {
    description: String,
    games: Vec<GoldenGame>,
}

fn play(options: Options, seed: u64, chooser_seed: u64) -> GoldenGame {
    let mut game = Game::with_options(&options, seed).unwrap();
    let mut x = chooser_seed;
    let mut moves = Vec::new();
    while !game.is_over() {
        let legal = game.legal_moves();
        let mv = legal[next_choice(&mut x, legal.len())];
        moves.push(mv.action_id());
        game.apply(mv).unwrap();
    }
    let scores = game.scores();
    GoldenGame {
        options,
        seed,
        chooser_seed,
        moves,
        final_scores: scores.per_player().iter().map(|s| s.total).collect(),
        winners: scores.winners,
        final_checksum: state_checksum(&game),
    }
}

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
    let games: Vec<GoldenGame> = cases.iter().map(|&(p, v, s, c)| play(all_variants(p)[v].clone(), s, c)).collect();
    let file = GoldenFile {
        description: "Le Baron: seeded games with language-neutral random choices; see le-baron/tests/golden.rs".into(),
        games,
    };
    let stored = check_golden_file(PATH, &file);
    assert_eq!(file.games.len(), stored.games.len());
    for (got, want) in file.games.iter().zip(&stored.games) {
        assert_eq!(got, want, "{} players, seed {}", want.options.players, want.seed);
        // Each transcript is also a replay.
        let mut replay = Replay::record(&want.options, want.seed, &[]).unwrap();
        replay.moves = want.moves.clone();
        assert_eq!(state_checksum(&replay.verify().unwrap()), want.final_checksum);
    }
}
