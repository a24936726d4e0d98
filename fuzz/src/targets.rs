//! The entry points of the targets that take the input of one game (`fuzz_targets/*.rs`), each
//! [`fuzz_every_game`] with its driver. They are not generic, so each driver is compiled once
//! for every game, here, with the checks the drivers share (`game_core::testing`) compiled once
//! too, rather than again in each target's binary: the targets build faster.

use crate::games::fuzz_every_game;
use crate::generic::{Actions, ReplayJson, StateJson, ViewJson};

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

/// The `replay_json` target: [`crate::generic::fuzz_replay_json`] with the game the first byte
/// chooses.
pub fn replay_json(data: &[u8]) {
    fuzz_every_game(data, ReplayJson);
}
