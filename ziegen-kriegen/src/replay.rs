//! Replays: the options (with the deck ids of the card tables), the seed and the action ids of
//! a game, enough to reproduce it exactly, with a checksum of the state after every move so
//! that [`Replay::verify`] finds the first move where a reproduction diverges.
//!
//! The document and its checks are [`game_core::replay`]'s; this module names the format and
//! version and says how Ziegen Kriegen reports errors.

use game_core::document::{bounded, out_of_range, Int};
use game_core::replay::ReplayRules;
use game_core::GameRules;
use serde::{Deserialize, Deserializer};

use crate::error::{excerpt, MoveError, SetupError, StateError};
use crate::game::Game;

pub use game_core::replay::state_checksum;

/// The `format` field of a replay document.
pub const REPLAY_FORMAT: &str = "ziegen-kriegen/replay";
/// The replay version this library writes and reads.
pub const REPLAY_VERSION: u64 = 1;

/// A recorded game: `format` ([`REPLAY_FORMAT`]), `version` ([`REPLAY_VERSION`]), the seed, the
/// options (with the deck ids of the card tables in use, and the tables unless they are the
/// built-in reconstructed ones), the action ids in order and the checksums of the states after
/// them (a required field, which may be shorter than `moves`; empty: only legality is
/// verified).
pub type Replay = game_core::replay::Replay<Game>;

/// Why a replay does not reproduce.
pub type ReplayError = game_core::replay::ReplayError<Game>;

impl ReplayRules for Game {
    /// Read as a whole number of any size, so that a version of the wrong JSON type is reported
    /// in plain words.
    type ReplayVersion = Int;

    const REPLAY_FORMAT: &'static str = REPLAY_FORMAT;
    const REPLAY_VERSION: Int = Int(REPLAY_VERSION as i64);
    const REPLAY_CHECKSUMS_REQUIRED: bool = true;

    fn replay_format_error(found: &str) -> StateError {
        StateError::Format { found: excerpt(found), expected: REPLAY_FORMAT }
    }

    fn replay_version_error(found: Int) -> StateError {
        match crate::state::version(found) {
            Ok(version) => StateError::Version(version),
            Err(range) => range,
        }
    }

    fn read_replay(json: &str) -> Result<Replay, StateError> {
        Ok(game_core::document::read(json, REPLAY_FORMAT, REPLAY_VERSION)?)
    }

    fn apply_action_id(&mut self, action: u16) -> Result<(), MoveError> {
        self.apply_action(u32::from(action)).map(drop)
    }

    /// A seed: any whole number from 0 to 2^64 - 1.
    fn read_replay_seed<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        bounded(d, u64::MAX, |v| format!("{v} is out of range (a seed is a whole number from 0 to 2^64 - 1)"))
    }

    /// Action ids, each below [`crate::NUM_ACTIONS`]; a larger or negative one is a range error
    /// naming its place in `moves`.
    fn read_replay_moves<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u16>, D::Error> {
        /// One action id.
        struct ActionId(u16);
        impl<'de> Deserialize<'de> for ActionId {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ActionId, D::Error> {
                let Int(id) = Int::deserialize(d)?;
                if (0..crate::NUM_ACTIONS as i64).contains(&id) {
                    Ok(ActionId(id as u16))
                } else {
                    Err(out_of_range(format!("{id} is out of range (action ids are 0 to {})", crate::NUM_ACTIONS - 1)))
                }
            }
        }
        Ok(Vec::<ActionId>::deserialize(d)?.into_iter().map(|a| a.0).collect())
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
