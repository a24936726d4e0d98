//! Replays: the options (with the deck ids of the card tables), the seed and the action ids of
//! a game, enough to reproduce it exactly, with a checksum of the state after every move so
//! that [`Replay::verify`] finds the first move where a reproduction diverges.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::{excerpt, MoveError, SetupError, StateError};
use crate::game::Game;
use crate::moves::Move;
use crate::options::Options;
use crate::state::{check_envelope, read_document, Shape};

/// The `format` field of a replay document.
pub const REPLAY_FORMAT: &str = "ziegen-kriegen/replay";
/// The replay version this library writes and reads.
pub const REPLAY_VERSION: u64 = 1;

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Always [`REPLAY_FORMAT`].
    pub format: String,
    /// Always [`REPLAY_VERSION`].
    pub version: u64,
    /// The seed.
    pub seed: u64,
    /// The options, with the deck ids of the card tables in use (and the tables unless they are
    /// the built-in reconstructed ones).
    pub options: Options,
    /// Action ids in order.
    pub moves: Vec<u16>,
    /// FNV-1a 64 of the state JSON after each move, as 16 hex digits; may be shorter than
    /// `moves` (empty: only legality is verified).
    pub checksums: Vec<String>,
}

/// Why a replay does not reproduce.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The document is malformed or of another format or version.
    #[error("invalid replay: {0}")]
    Invalid(#[from] StateError),
    /// The options do not set up a game.
    #[error("the replay's options do not set up a game: {0}")]
    Setup(#[from] SetupError),
    /// Move `index` cannot be played in the reproduced game.
    #[error("move {index} (action {action}) diverges: {error}")]
    IllegalMove {
        /// 0-based index in `moves`.
        index: usize,
        /// Its action id.
        action: u16,
        /// Why the game refused it.
        error: MoveError,
    },
    /// The state after move `index` differs from the recorded one.
    #[error("the state after move {index} differs from the recording (checksum {found}, recorded {recorded})")]
    Checksum {
        /// 0-based index in `moves`.
        index: usize,
        /// Checksum of the reproduced state.
        found: String,
        /// Checksum in the replay (shortened).
        recorded: String,
    },
    /// The replay has more checksums than moves.
    #[error("the replay has {checksums} checksums for {moves} moves")]
    ChecksumCount {
        /// Checksums recorded.
        checksums: usize,
        /// Moves recorded.
        moves: usize,
    },
}

/// FNV-1a 64 of a game's state JSON, as 16 hex digits: a stable fingerprint of a state.
pub fn state_checksum(game: &Game) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in game.to_json().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

const REPLAY_SHAPE: Shape = &[&[], &["options"]];

impl Replay {
    /// Plays `moves` from the game set up by `options` and `seed` and records them with
    /// checksums.
    ///
    /// # Errors
    /// [`ReplayError::Setup`] for bad options, [`ReplayError::IllegalMove`] for the first move
    /// that cannot be played.
    pub fn record(options: &Options, seed: u64, moves: &[Move]) -> Result<Replay, ReplayError> {
        let mut game = Game::with_options(options, seed)?;
        let mut checksums = Vec::with_capacity(moves.len());
        for (index, &mv) in moves.iter().enumerate() {
            game.apply(mv).map_err(|error| ReplayError::IllegalMove { index, action: mv.action_id(), error })?;
            checksums.push(state_checksum(&game));
        }
        Ok(Replay {
            format: REPLAY_FORMAT.to_string(),
            version: REPLAY_VERSION,
            seed,
            options: options.clone(),
            moves: moves.iter().map(|m| m.action_id()).collect(),
            checksums,
        })
    }

    /// Reproduces the game and returns its final state.
    ///
    /// # Errors
    /// The first divergence: bad options, an illegal move or a state whose checksum differs.
    pub fn verify(&self) -> Result<Game, ReplayError> {
        check_envelope(&self.format, self.version, REPLAY_FORMAT, REPLAY_VERSION)?;
        if self.checksums.len() > self.moves.len() {
            return Err(ReplayError::ChecksumCount { checksums: self.checksums.len(), moves: self.moves.len() });
        }
        let mut game = Game::with_options(&self.options, self.seed)?;
        for (index, &action) in self.moves.iter().enumerate() {
            game.apply_action(u32::from(action)).map_err(|error| ReplayError::IllegalMove { index, action, error })?;
            if let Some(recorded) = self.checksums.get(index) {
                let found = state_checksum(&game);
                if &found != recorded {
                    return Err(ReplayError::Checksum { index, found, recorded: excerpt(recorded) });
                }
            }
        }
        Ok(game)
    }

    /// The replay as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a replay always serializes")
    }

    /// Reads a replay from JSON (not yet verified: call [`Replay::verify`]).
    ///
    /// # Errors
    /// [`ReplayError::Invalid`] for malformed JSON or another format or version.
    pub fn from_json(json: &str) -> Result<Replay, ReplayError> {
        Ok(read_document(json, REPLAY_FORMAT, REPLAY_VERSION, REPLAY_SHAPE)?)
    }
}
