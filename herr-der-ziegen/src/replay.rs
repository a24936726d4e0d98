//! Replays: the options, the seed and the action ids of a game, enough to reproduce it exactly,
//! with a checksum of the state after every move so that [`Replay::verify`] finds the first
//! move where a reproduction diverges.
//!
//! The document and its checks are [`game_core::replay`]'s; this module names the format and
//! version and says how Herr der Ziegen reports errors.

use game_core::replay::ReplayRules;
use game_core::GameRules;

use crate::error::{MoveError, SetupError, StateError};
use crate::game::Game;

pub use game_core::replay::state_checksum;

/// The `format` field of a replay document.
pub const REPLAY_FORMAT: &str = "herr-der-ziegen/replay";
/// The replay version this library writes and reads.
pub const REPLAY_VERSION: u32 = 1;

/// A recorded game: `format` ([`REPLAY_FORMAT`]), `version` ([`REPLAY_VERSION`]), the seed, the
/// options (players, start player, layout, milk split, removal), the action ids in order and
/// the checksums of the states after them (may be empty or missing: then only legality is
/// verified).
pub type Replay = game_core::replay::Replay<Game>;

/// Why a replay does not reproduce.
pub type ReplayError = game_core::replay::ReplayError<Game>;

impl ReplayRules for Game {
    type ReplayVersion = u32;

    const REPLAY_FORMAT: &'static str = REPLAY_FORMAT;
    const REPLAY_VERSION: u32 = REPLAY_VERSION;

    fn replay_format_error(found: &str) -> StateError {
        StateError::Format { found: crate::error::excerpt(found), expected: REPLAY_FORMAT }
    }

    fn replay_version_error(found: u32) -> StateError {
        StateError::Version(found)
    }

    fn read_replay(json: &str) -> Result<Replay, StateError> {
        Ok(game_core::document::read(json, REPLAY_FORMAT, REPLAY_VERSION.into())?)
    }

    fn apply_action_id(&mut self, action: u16) -> Result<(), MoveError> {
        self.apply_action(u32::from(action)).map(drop)
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
