//! The games the fuzz targets serve: the registry's, each with what the drivers of
//! [`crate::generic`] need of it ([`FuzzGame`]: how its action inputs set a game up and read their
//! steps, its own invariants, and the option bytes its seed inputs start with). One file per game
//! implements it.
//!
//! [`visit_game`] is stamped from the registry's list (`game_registry::for_each_game!`) and
//! requires [`FuzzGame`] of every game listed, so a game added to the registry does not build here
//! until it has its file. Then every target fuzzes it (the first byte of an input chooses the game,
//! [`crate::targets::fuzz_every_game`]) and the seed program writes its seeds, with no other change.

pub mod herr_der_ziegen;
pub mod le_baron;
pub mod option_edits;
pub mod ziegen_kriegen;

use game_core::replay::ReplayRules;
use game_core::testing::Invariant;

use crate::steps::Step;
use crate::Reader;

/// What the fuzz drivers and the seed program need of a game beyond [`ReplayRules`].
pub trait FuzzGame: ReplayRules {
    /// The game's own invariants (the file its property tests check them with), checked with
    /// game-core's after every step.
    const INVARIANTS: &'static [Invariant<Self>];

    /// Reads the head of an action input: the options (and what setup must make of them) and
    /// the seed.
    fn read_setup(r: &mut Reader<'_>) -> (Decoded<Self::Options>, u64);

    /// Reads the next step of an action input, `None` at the end (by default in the format of
    /// [`crate::steps::read_step`]).
    fn read_step(r: &mut Reader<'_>) -> Option<Step> {
        crate::steps::read_step::<Self>(r)
    }

    /// The games the seed corpus plays to their end: every player count and variant of the
    /// options, each as the option bytes [`FuzzGame::read_setup`] reads (setup accepts them), with
    /// a seed.
    fn seed_games() -> Vec<SeedGame>;

    /// Option bytes with edits for the seed corpus: options setup must accept and options it
    /// must refuse.
    fn seed_edits() -> Vec<SeedEdit>;

    /// Writes the head of an action input: the option bytes of a [`SeedGame`] or [`SeedEdit`]
    /// and the seed (by default the options, then the seed as 8 bytes little-endian).
    fn write_setup(out: &mut Vec<u8>, options: &[u8], seed: u64) {
        out.extend_from_slice(options);
        out.extend_from_slice(&seed.to_le_bytes());
    }

    /// Writes `step` in the format [`FuzzGame::read_step`] reads; `false` (nothing written) for
    /// a step the format lacks. `Legal` indices must be below `0xC0`.
    fn write_step(out: &mut Vec<u8>, step: Step) -> bool {
        crate::steps::write_step::<Self>(out, step);
        true
    }
}

/// What the bytes of an input say about the options they decode to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// The options of the rules as written (any player count, the variants): setup must accept.
    Valid,
    /// The bytes broke a rule of the options (a player count, a table entry, a deck id): setup
    /// must refuse.
    Invalid,
    /// Edited in ways whose combination the decoder does not judge: setup and validation must
    /// only agree.
    Either,
}

/// Options decoded from the head of an input, and what setup must make of them.
#[derive(Clone, Debug)]
pub struct Decoded<O> {
    /// The options (possibly invalid).
    pub options: O,
    /// Whether setup must accept them, refuse them, or either.
    pub expect: Expect,
}

/// A game the seed corpus plays to its end.
#[derive(Clone, Debug)]
pub struct SeedGame {
    /// Its name in file names: the player count and variant, e.g. `4p-rounds-lead1`.
    pub name: String,
    /// Its option bytes, as [`FuzzGame::read_setup`] reads them (before or around the seed, as
    /// [`FuzzGame::write_setup`] places them).
    pub options: Vec<u8>,
    /// Its seed.
    pub seed: u64,
}

/// Option bytes with edits, for the seed corpus.
#[derive(Clone, Debug)]
pub struct SeedEdit {
    /// What the edit does, in file names, e.g. `players-7`.
    pub name: &'static str,
    /// The option bytes.
    pub options: Vec<u8>,
    /// Whether setup accepts the options they decode to.
    pub valid: bool,
}

/// Code run with a game of the registry chosen at run time, with what the fuzz drivers need of
/// it (`game_registry::GameVisitor` with [`FuzzGame`]).
pub trait FuzzVisitor {
    /// What the visit returns.
    type Output;

    /// Runs with `G`, the game chosen.
    fn visit<G: FuzzGame>(self) -> Self::Output;
}

macro_rules! fuzzed_games {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        /// Runs `visitor` with game number `index` of the registry; `None` if there is no such
        /// game. Every game listed must implement [`FuzzGame`].
        pub fn visit_game<V: FuzzVisitor>(index: usize, visitor: V) -> Option<V::Output> {
            match index {
                $($index => Some(visitor.visit::<$game>()),)*
                _ => None,
            }
        }
    };
}

game_registry::for_each_game!(fuzzed_games);

/// The number of games, which the first byte of an input is taken modulo.
pub const GAME_COUNT: usize = game_registry::GAMES.len();

/// The game an input is for (its first byte modulo [`GAME_COUNT`]; game 0 for an empty input) and
/// the rest of the input, which that game's driver reads.
pub fn split_input(data: &[u8]) -> (usize, &[u8]) {
    match data.split_first() {
        Some((&first, rest)) => (usize::from(first) % GAME_COUNT, rest),
        None => (0, data),
    }
}

/// The byte that starts every input for game number `index`.
///
/// # Panics
/// If the registry has no game `index` (or more than 256 games).
pub fn game_byte(index: usize) -> u8 {
    assert!(index < GAME_COUNT, "no game number {index}");
    u8::try_from(index).expect("at most 256 games")
}
