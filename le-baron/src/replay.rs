//! Replays (`le-baron/replay`): the options, the seed and the action ids of a game, enough to
//! reproduce it exactly, with a checksum of the state after every move so that
//! [`Replay::verify`] finds the first move where a reproduction diverges.
//!
//! The document and its checks are [`game_core::replay`]'s; this module names the format and
//! version, says how Le Baron reports errors and reads the seed and the action ids with
//! messages that name the field.

use game_core::replay::ReplayRules;
use game_core::GameRules;
use serde::Deserialize;

use crate::error::{excerpt, MoveError, SetupError, StateError};
use crate::game::Game;
use game_core::document::Int;

pub use game_core::replay::state_checksum;

/// The `format` field of a replay document.
pub const REPLAY_FORMAT: &str = "le-baron/replay";
/// The replay version this library writes and reads.
pub const REPLAY_VERSION: u64 = 1;

/// A recorded game: `format` ([`REPLAY_FORMAT`]), `version` ([`REPLAY_VERSION`]), the seed, the
/// options (players, variants, deck id, card table if not the shipped one: a replay names its
/// card table), the action ids in order and the checksums of the states after them (may be
/// empty: then only legality is verified).
pub type Replay = game_core::replay::Replay<Game>;

/// Why a replay does not reproduce.
pub type ReplayError = game_core::replay::ReplayError<Game>;

impl ReplayRules for Game {
    type ReplayVersion = u64;

    const REPLAY_FORMAT: &'static str = REPLAY_FORMAT;
    const REPLAY_VERSION: u64 = REPLAY_VERSION;
    const REPLAY_CHECKSUMS_REQUIRED: bool = true;

    fn replay_format_error(found: &str) -> StateError {
        StateError::Format { found: excerpt(found), expected: REPLAY_FORMAT }
    }

    fn replay_version_error(found: u64) -> StateError {
        StateError::Version(found)
    }

    fn read_replay(json: &str) -> Result<Replay, StateError> {
        Ok(game_core::document::read(json, REPLAY_FORMAT, REPLAY_VERSION)?)
    }

    fn apply_action_id(&mut self, action: u16) -> Result<(), MoveError> {
        self.apply_action(u32::from(action)).map(drop)
    }

    /// A seed: any whole number from 0 to 2^64 - 1 (read without naming a Rust type on error).
    fn read_replay_seed<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let value = serde_json::Number::deserialize(d)?;
        value
            .as_u64()
            .ok_or_else(|| serde::de::Error::custom(format!("seed: {value} is not a whole number from 0 to 2^64 - 1")))
    }

    /// Action ids, each below [`crate::NUM_ACTIONS`].
    fn read_replay_moves<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u16>, D::Error> {
        let values = Vec::<Int>::deserialize(d)?;
        values
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.within(|| format!("moves[{i}]"), 0, crate::NUM_ACTIONS as i64 - 1, "action ids are 0 to 119")
                    .map(|id| id as u16)
                    .map_err(|e| serde::de::Error::custom(e.to_string()))
            })
            .collect()
    }
}

impl From<StateError> for ReplayError {
    fn from(error: StateError) -> ReplayError {
        ReplayError::Invalid(error)
    }
}

impl From<SetupError> for ReplayError {
    fn from(error: SetupError) -> ReplayError {
        ReplayError::Setup(error)
    }
}
