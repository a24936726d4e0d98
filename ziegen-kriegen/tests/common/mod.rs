//! Helpers shared by the integration tests: the options of every player count and variant, and
//! positions reached by random play.
#![allow(dead_code)]

pub mod invariants;
pub mod scenario;

use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Options};

/// The language-neutral chooser of the golden transcripts.
pub use game_core::testing::Chooser;

/// Options for `players` in the base game or the variant.
pub fn options(players: u8, variant: bool) -> Options {
    if variant {
        Options::variant(players).unwrap()
    } else {
        Options::new(players).unwrap()
    }
}

/// Every player count, in the base game and the variant (one round per player).
pub fn all_options() -> Vec<Options> {
    (3..=6).flat_map(|players| [options(players, false), options(players, true)]).collect()
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
