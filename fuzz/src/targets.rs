//! The entry points of the targets that take the input of one game (`fuzz_targets/*.rs`), each
//! [`fuzz_every_game`] with its driver. They are not generic, so each driver is compiled once
//! for every game, here, with the checks the drivers share (`game_core::testing`) compiled once
//! too, rather than again in each target's binary: the targets build faster.

use crate::games::{split_input, visit_game, FuzzGame, FuzzVisitor};
use crate::generic::{Actions, Driver, ReplayJson, SpectatorJson, StateJson, ViewJson};

/// The `actions` target: [`crate::generic::fuzz_actions`] with the game the first byte chooses.
pub fn actions(data: &[u8]) {
    fuzz_every_game(data, Actions);
}

/// The `state_json` target: [`crate::generic::fuzz_state_json`] with the game the first byte
/// chooses.
pub fn state_json(data: &[u8]) {
    fuzz_every_game(data, StateJson);
}

/// The `view_json` target: [`crate::generic::fuzz_view_json`] with the game the first byte
/// chooses.
pub fn view_json(data: &[u8]) {
    fuzz_every_game(data, ViewJson);
}

/// The `spectator_json` target: [`crate::generic::fuzz_spectator_json`] with the game the first
/// byte chooses.
pub fn spectator_json(data: &[u8]) {
    fuzz_every_game(data, SpectatorJson);
}

/// The `replay_json` target: [`crate::generic::fuzz_replay_json`] with the game the first byte
/// chooses.
pub fn replay_json(data: &[u8]) {
    fuzz_every_game(data, ReplayJson);
}

/// Runs `driver` on the rest of `data` with the game its first byte chooses ([`split_input`]):
/// what each target does with an input.
pub fn fuzz_every_game<D: Driver>(data: &[u8], driver: D) {
    struct Run<'a, D>(D, &'a [u8]);

    impl<D: Driver> FuzzVisitor for Run<'_, D> {
        type Output = ();
        fn visit<G: FuzzGame>(self) {
            self.0.run::<G>(self.1);
        }
    }

    let (game, input) = split_input(data);
    visit_game(game, Run(driver, input)).expect("the game number is below GAME_COUNT");
}
