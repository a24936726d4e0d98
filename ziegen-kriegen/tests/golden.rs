//! Golden tests: complete move transcripts of seeded games are pinned in
//! `testdata/golden-ziegen-kriegen.json`. A change of the generator, the shuffle, the deal or any
//! rule shows up here.
//!
//! Moves are chosen by a language-neutral chooser: `x = x * 6364136223846793005 +
//! 1442695040888963407` (mod 2^64) from `x = chooser_seed`, then index `(x >> 33) % legal_count`
//! of `legal_moves()`.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test -p ziegen-kriegen --test golden`.

mod common;

use common::{options, Chooser};
use game_core::testing::check_golden_file;
use serde::{Deserialize, Serialize};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::replay::state_checksum;
use ziegen_kriegen::Game;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenGame {
    players: u8,
    rounds: u8,
    seed: u64,
    chooser_seed: u64,
    first_hands: Vec<Vec<u32>>,
    first_hill_stack: Vec<u32>,
    moves: Vec<u16>,
    round_scores: Vec<Vec<u8>>,
    totals: Vec<u16>,
    winners: u8,
    final_checksum: String,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenFile {
    description: String,
    games: Vec<GoldenGame>,
}

fn play(players: u8, variant: bool, seed: u64, chooser_seed: u64) -> GoldenGame {
    let opts = options(players, variant);
    let mut game = Game::with_options(&opts, seed).unwrap();
    let doc = game.to_doc();
    let mut chooser = Chooser(chooser_seed);
    let mut moves = Vec::new();
    while !game.is_over() {
        let legal = game.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        moves.push(mv.action_id());
        game.apply(mv).unwrap();
    }
    let scores = game.scores();
    GoldenGame {
        players,
        rounds: opts.rounds,
        seed,
        chooser_seed,
        first_hands: doc.hands.iter().map(|h| h.iter().map(|c| c.0 as u32).collect()).collect(),
        first_hill_stack: doc.hill_stack.iter().map(|c| c.0 as u32).collect(),
        moves,
        round_scores: game.round_scores().iter().map(|r| r[..usize::from(players)].to_vec()).collect(),
        totals: scores.per_player().iter().map(|s| s.total).collect(),
        winners: scores.winners,
        final_checksum: state_checksum(&game),
    }
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/golden-ziegen-kriegen.json");

#[test]
fn seeded_games_match_the_golden_transcripts() {
    let cases =
        [(3, false, 1, 11), (4, false, 7, 12), (5, true, 42, 13), (6, false, 2026, 14), (3, true, u64::MAX, 15)];
    let games: Vec<GoldenGame> = cases.iter().map(|&(p, v, s, c)| play(p, v, s, c)).collect();
    let file = GoldenFile {
        description: "Ziegen Kriegen seeded games with language-neutral random choices (reconstructed card tables zk-goats-reconstructed-1, zk-hills-reconstructed-1); see ziegen-kriegen/tests/golden.rs".into(),
        games,
    };
    let stored = check_golden_file(PATH, &file);
    assert_eq!(file.games.len(), stored.games.len());
    for (got, want) in file.games.iter().zip(&stored.games) {
        assert_eq!(got, want, "players {} seed {}", want.players, want.seed);
    }
}
