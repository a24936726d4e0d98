//! Helpers shared by the integration tests: a language-neutral move chooser and random games.
#![allow(dead_code)]

pub mod scenario;

use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Move, Options};

/// A small deterministic choice stream: `x = x * 6364136223846793005 + 1442695040888963407`
/// (mod 2^64), then index `(x >> 33) % n`.
pub struct Chooser(pub u64);

impl Chooser {
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Options for `players` in the base game or the variant.
pub fn options(players: u8, variant: bool) -> Options {
    if variant {
        Options::variant(players).unwrap()
    } else {
        Options::new(players).unwrap()
    }
}

/// Plays a random game, calling `per_step` on the start and after every move; returns the game
/// and its moves.
pub fn random_game(options: &Options, seed: u64, choices: u64, mut per_step: impl FnMut(&Game)) -> (Game, Vec<Move>) {
    let mut game = Game::with_options(options, seed).unwrap();
    let mut chooser = Chooser(choices);
    let mut moves = Vec::new();
    per_step(&game);
    while !game.is_over() {
        let legal = game.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        game.apply(mv).unwrap_or_else(|e| panic!("listed move {mv} refused: {e}"));
        moves.push(mv);
        assert!(moves.len() <= 6 * 36 * 2, "the game must end");
        per_step(&game);
    }
    (game, moves)
}

/// Plays random moves until `stop` holds.
pub fn play_until(options: &Options, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut game = Game::with_options(options, seed).unwrap();
    let mut chooser = Chooser(seed ^ 0x5555);
    while !stop(&game) {
        assert!(!game.is_over(), "the condition was never met");
        let legal = game.legal_moves();
        game.apply(legal[chooser.next(legal.len())]).unwrap();
    }
    game
}
