//! The games the fuzz targets cover, each with its decoders: how its action inputs set a game up
//! and read their steps, and its own invariants (the same files its tests check them with).
//!
//! The list is the registry's (`game_registry`): [`FUZZED_GAMES`] is stamped from it and
//! requires [`FuzzGame`] of every game, so a game added to the registry does not build here
//! until it has its decoders (and then its targets: two one-line files, see `README.md`).

use game_core::testing::Invariant;

use crate::generic::{Decoded, Expect, FuzzGame, Step};
use crate::options::{lb_options, zk_options};
use crate::Reader;

#[path = "../../herr-der-ziegen/tests/common/invariants.rs"]
mod herr_der_ziegen_invariants;
#[path = "../../le-baron/tests/common/invariants.rs"]
mod le_baron_invariants;
#[path = "../../ziegen-kriegen/tests/common/invariants.rs"]
mod ziegen_kriegen_invariants;

/// Herr der Ziegen keeps the input format of its `hz_actions` target (`crate::read_setup`,
/// `crate::read_step`), so its corpus keeps its meaning.
impl FuzzGame for herr_der_ziegen::Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[herr_der_ziegen_invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<herr_der_ziegen::Options>, u64) {
        let setup = crate::read_setup(r);
        // The decoder does not judge its custom options: setup and validation must only agree.
        (Decoded { options: setup.options, expect: Expect::Either }, setup.seed)
    }

    fn read_step(r: &mut Reader<'_>) -> Option<Step> {
        Some(match crate::read_step(r)? {
            crate::Step::Legal(index) => Step::Legal(index),
            crate::Step::Action(id) => Step::Action { id, events: false },
            crate::Step::ApplyFor { seat, index } => Step::ApplyFor { seat, index },
            crate::Step::CheckAll => Step::CheckAll,
        })
    }
}

impl FuzzGame for ziegen_kriegen::Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[ziegen_kriegen_invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<ziegen_kriegen::Options>, u64) {
        (zk_options(r), r.u64())
    }
}

impl FuzzGame for le_baron::Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[le_baron_invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<le_baron::Options>, u64) {
        (lb_options(r), r.u64())
    }
}

/// The name of a game that has its fuzz decoders.
const fn fuzzed<G: FuzzGame>() -> &'static str {
    G::NAME
}

macro_rules! fuzzed_games {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        /// Every game of the registry, in its order: each has its decoders ([`FuzzGame`]).
        pub const FUZZED_GAMES: &[&str] = &[$(fuzzed::<$game>()),*];
    };
}

game_registry::for_each_game!(fuzzed_games);
