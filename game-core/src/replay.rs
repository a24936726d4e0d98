//! Replays: the options, the seed and the action ids of a game, enough to reproduce it exactly,
//! with a checksum of the state after every move so that [`Replay::verify`] finds the first
//! move where a reproduction diverges.
//!
//! The document is the same for every game (`format`, `version`, `seed`, `options`, `moves`,
//! `checksums`, in that order); a game names its format and version and says how its errors read
//! through [`ReplayRules`].

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use thiserror::Error;

use crate::message::excerpt;
use crate::rules::GameRules;

/// What a game adds to [`GameRules`] for replays: the document's format and version, how the
/// game reports a document of another format or version, how it plays an action id, and how it
/// reads the numbers of a replay.
pub trait ReplayRules: GameRules {
    /// The type of the `version` field.
    type ReplayVersion: Copy + Eq + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The `format` field of a replay document, e.g. `"herr-der-ziegen/replay"`.
    const REPLAY_FORMAT: &'static str;
    /// The replay version this game writes and reads.
    const REPLAY_VERSION: Self::ReplayVersion;
    /// Whether a replay document must have a `checksums` field (otherwise a missing one reads as
    /// empty).
    const REPLAY_CHECKSUMS_REQUIRED: bool = false;

    /// The error for a replay whose `format` is `found` rather than [`ReplayRules::REPLAY_FORMAT`].
    fn replay_format_error(found: &str) -> Self::StateError;

    /// The error for a replay whose `version` is `found` rather than
    /// [`ReplayRules::REPLAY_VERSION`].
    fn replay_version_error(found: Self::ReplayVersion) -> Self::StateError;

    /// Parses a replay document, checking its format and version first.
    ///
    /// # Errors
    /// Why the text is not a replay document of this game.
    fn read_replay(json: &str) -> Result<Replay<Self>, Self::StateError>;

    /// Plays the move with action id `action` for the player to act.
    ///
    /// # Errors
    /// Why no legal move has that id; the game is then unchanged.
    fn apply_action_id(&mut self, action: u16) -> Result<(), Self::MoveError>;

    /// Reads the `seed` field.
    ///
    /// # Errors
    /// The deserializer's error if the value is not a seed.
    fn read_replay_seed<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        u64::deserialize(deserializer)
    }

    /// Reads the `moves` field.
    ///
    /// # Errors
    /// The deserializer's error if the value is not a list of action ids.
    fn read_replay_moves<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u16>, D::Error> {
        Vec::<u16>::deserialize(deserializer)
    }
}

/// A recorded game.
#[derive(Clone, Debug, Serialize)]
#[serde(bound(serialize = ""))]
pub struct Replay<G: ReplayRules> {
    /// Always [`ReplayRules::REPLAY_FORMAT`].
    pub format: String,
    /// Always [`ReplayRules::REPLAY_VERSION`].
    pub version: G::ReplayVersion,
    /// The seed.
    pub seed: u64,
    /// The options.
    pub options: G::Options,
    /// Action ids in order.
    pub moves: Vec<u16>,
    /// FNV-1a 64 of the state JSON after each move, as 16 hex digits; may be shorter than
    /// `moves` (empty: only legality is verified).
    pub checksums: Vec<String>,
}

impl<G: ReplayRules> PartialEq for Replay<G>
where
    G::Options: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.format == other.format
            && self.version == other.version
            && self.seed == other.seed
            && self.options == other.options
            && self.moves == other.moves
            && self.checksums == other.checksums
    }
}

impl<G: ReplayRules> Eq for Replay<G> where G::Options: Eq {}

impl<'de, G: ReplayRules> Deserialize<'de> for Replay<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The document as read, with or without a default for `checksums` (so that a missing
        /// field is reported by the parser, where it is found).
        macro_rules! wire {
            ($name:ident $(, #[$checksums:meta])?) => {
                #[derive(Deserialize)]
                #[serde(rename = "Replay", deny_unknown_fields, bound = "")]
                struct $name<G: ReplayRules> {
                    format: String,
                    version: G::ReplayVersion,
                    #[serde(deserialize_with = "G::read_replay_seed")]
                    seed: u64,
                    #[serde(deserialize_with = "crate::document::object")]
                    options: G::Options,
                    #[serde(deserialize_with = "G::read_replay_moves")]
                    moves: Vec<u16>,
                    $(#[$checksums])?
                    checksums: Vec<String>,
                }

                impl<G: ReplayRules> From<$name<G>> for Replay<G> {
                    fn from(wire: $name<G>) -> Replay<G> {
                        let $name { format, version, seed, options, moves, checksums } = wire;
                        Replay { format, version, seed, options, moves, checksums }
                    }
                }
            };
        }
        wire!(Required);
        wire!(Optional, #[serde(default)]);

        if G::REPLAY_CHECKSUMS_REQUIRED {
            Required::<G>::deserialize(deserializer).map(Replay::from)
        } else {
            Optional::<G>::deserialize(deserializer).map(Replay::from)
        }
    }
}

/// Why a replay does not reproduce.
#[derive(Clone, Debug, Error)]
#[non_exhaustive]
pub enum ReplayError<G: GameRules> {
    /// The document is malformed or of another format or version.
    #[error("invalid replay: {0}")]
    Invalid(#[source] G::StateError),
    /// The options do not set up a game.
    #[error("the replay's options do not set up a game: {0}")]
    Setup(#[source] G::SetupError),
    /// Move `index` cannot be played in the reproduced game.
    #[error("move {index} (action {action}) diverges: {error}")]
    IllegalMove {
        /// 0-based index in `moves`.
        index: usize,
        /// Its action id.
        action: u16,
        /// Why the game refused it.
        error: G::MoveError,
    },
    /// The state after move `index` differs from the recorded one.
    #[error("the state after move {index} differs from the recording (checksum {found}, recorded {recorded})")]
    Checksum {
        /// 0-based index in `moves`.
        index: usize,
        /// Checksum of the reproduced state.
        found: String,
        /// Checksum in the replay (its first [`crate::message::MAX_QUOTED_CHARS`] characters).
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

impl<G: GameRules> PartialEq for ReplayError<G>
where
    G::StateError: PartialEq,
    G::SetupError: PartialEq,
    G::MoveError: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        use ReplayError::*;
        match (self, other) {
            (Invalid(a), Invalid(b)) => a == b,
            (Setup(a), Setup(b)) => a == b,
            (IllegalMove { index: i, action: a, error: e }, IllegalMove { index: j, action: b, error: f }) => {
                i == j && a == b && e == f
            }
            (Checksum { index: i, found: f, recorded: r }, Checksum { index: j, found: g, recorded: s }) => {
                i == j && f == g && r == s
            }
            (ChecksumCount { checksums: c, moves: m }, ChecksumCount { checksums: d, moves: n }) => c == d && m == n,
            _ => false,
        }
    }
}

impl<G: GameRules> Eq for ReplayError<G>
where
    G::StateError: Eq,
    G::SetupError: Eq,
    G::MoveError: Eq,
{
}

/// FNV-1a 64 of a game's state JSON, as 16 hex digits: a stable fingerprint of a state.
pub fn state_checksum<G: GameRules>(game: &G) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in game.to_json().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

impl<G: ReplayRules> Replay<G> {
    /// Plays `moves` from the game set up by `options` and `seed` and records them with
    /// checksums.
    ///
    /// # Errors
    /// [`ReplayError::Setup`] for bad options, [`ReplayError::IllegalMove`] for the first move
    /// that cannot be played.
    pub fn record(options: &G::Options, seed: u64, moves: &[G::Move]) -> Result<Self, ReplayError<G>> {
        let mut game = G::with_options(options, seed).map_err(ReplayError::Setup)?;
        let mut checksums = Vec::with_capacity(moves.len());
        for (index, &mv) in moves.iter().enumerate() {
            game.apply_without_events(mv).map_err(|error| ReplayError::IllegalMove {
                index,
                action: G::action_id(mv),
                error,
            })?;
            checksums.push(state_checksum(&game));
        }
        Ok(Replay {
            format: G::REPLAY_FORMAT.to_string(),
            version: G::REPLAY_VERSION,
            seed,
            options: options.clone(),
            moves: moves.iter().map(|&mv| G::action_id(mv)).collect(),
            checksums,
        })
    }

    /// Reproduces the game and returns its final state.
    ///
    /// # Errors
    /// The first divergence: another format or version, bad options, an illegal move or a state
    /// whose checksum differs.
    pub fn verify(&self) -> Result<G, ReplayError<G>> {
        if self.format != G::REPLAY_FORMAT {
            return Err(ReplayError::Invalid(G::replay_format_error(&self.format)));
        }
        if self.version != G::REPLAY_VERSION {
            return Err(ReplayError::Invalid(G::replay_version_error(self.version)));
        }
        if self.checksums.len() > self.moves.len() {
            return Err(ReplayError::ChecksumCount { checksums: self.checksums.len(), moves: self.moves.len() });
        }
        let mut game = G::with_options(&self.options, self.seed).map_err(ReplayError::Setup)?;
        for (index, &action) in self.moves.iter().enumerate() {
            game.apply_action_id(action).map_err(|error| ReplayError::IllegalMove { index, action, error })?;
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
    ///
    /// # Panics
    /// Never: a replay always serializes.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a replay always serializes")
    }

    /// Reads a replay from JSON (not yet verified: call [`Replay::verify`]).
    ///
    /// # Errors
    /// [`ReplayError::Invalid`] for malformed JSON or another format or version.
    pub fn from_json(json: &str) -> Result<Self, ReplayError<G>> {
        G::read_replay(json).map_err(ReplayError::Invalid)
    }
}
