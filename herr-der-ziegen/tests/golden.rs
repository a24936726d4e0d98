//! Golden tests: the first deal and complete move transcripts of seeded games are pinned in
//! `testdata/golden-games.json`, shared with the C and Python test suites. A change of the
//! generator, the shuffle or any rule shows up here.
//!
//! The moves are chosen by a tiny, language-neutral chooser so that other languages can replay
//! the same choices: `x = x * 6364136223846793005 + 1442695040888963407` (mod 2^64), starting
//! from `x = chooser_seed`, then the move at index `(x >> 33) % legal_count` of `legal_moves()`.
//!
//! To regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test --test golden`.

use game_core::testing::check_golden_file;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::replay::state_checksum;
use herr_der_ziegen::{Game, Move};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenGame {
    players: u8,
    seed: u64,
    chooser_seed: u64,
    first_pasture: Vec<Vec<Option<u8>>>,
    first_hands: Vec<Vec<u8>>,
    first_pile_top: Vec<u8>,
    moves: Vec<u16>,
    final_totals: Vec<u32>,
    winners: u8,
    final_checksum: String,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct GoldenFile {
    description: String,
    games: Vec<GoldenGame>,
}

fn next_choice(x: &mut u64, count: usize) -> usize {
    *x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    ((*x >> 33) % count as u64) as usize
}

fn play(players: u8, seed: u64, chooser_seed: u64) -> GoldenGame {
    let mut game = Game::new(players, seed).unwrap();
    let doc = game.to_doc();
    let mut x = chooser_seed;
    let mut moves = Vec::new();
    while !game.is_over() {
        let legal = game.legal_moves();
        let mv: Move = legal[next_choice(&mut x, legal.len())];
        moves.push(mv.action_id());
        game.apply(mv).unwrap();
    }
    let scores = game.scores();
    GoldenGame {
        players,
        seed,
        chooser_seed,
        first_pasture: doc.pasture,
        first_hands: doc.hands,
        first_pile_top: doc.pile.iter().take(5).copied().collect(),
        moves,
        final_totals: scores.per_player().iter().map(|s| s.total).collect(),
        winners: scores.winners,
        final_checksum: state_checksum(&game),
    }
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/golden-games.json");

#[test]
fn seeded_games_match_the_golden_transcripts() {
    let cases = [(2, 1, 11), (3, 7, 12), (4, 7, 13), (5, 42, 14), (4, 2026, 15), (2, u64::MAX, 16)];
    let games: Vec<GoldenGame> = cases.iter().map(|&(p, s, c)| play(p, s, c)).collect();
    let file = GoldenFile {
        description: "Seeded games with language-neutral random choices; see herr-der-ziegen/tests/golden.rs".into(),
        games,
    };
    let stored = check_golden_file(PATH, &file);
    for (got, want) in file.games.iter().zip(&stored.games) {
        assert_eq!(got, want, "players {} seed {}", want.players, want.seed);
    }
    assert_eq!(file.games.len(), stored.games.len());
}
