//! Replays: the options, the seed and the action ids of a game, enough to reproduce it exactly,
//! with a checksum of the state after every move so that [`Replay::verify`] finds the first
//! move where a reproduction diverges.
//!
//! The document is the same for every game (`format`, `version`, `seed`, `options`, `moves`,
//! `checksums`, in that order), read and checked by the same code; a game names its format
//! ([`GameRules::REPLAY_FORMAT`]).

use std::marker::PhantomData;

use serde::{Deserialize, Deserializer, Serialize};
use thiserror::Error;

use crate::events::NoEvents;
use crate::message::excerpt;
use crate::rules::GameRules;

/// The version of the replay document, the same for every game.
pub const REPLAY_VERSION: u64 = 1;

/// Every game has replays: [`GameRules::REPLAY_FORMAT`] names their format. (This trait is
/// implemented for every game; bound on [`GameRules`] instead.)
pub trait ReplayRules: GameRules {}

impl<G: GameRules> ReplayRules for G {}

/// A recorded game.
#[derive(Clone, Debug, Serialize)]
#[serde(bound(serialize = ""))]
pub struct Replay<G: GameRules> {
    /// Always [`GameRules::REPLAY_FORMAT`].
    pub format: String,
    /// Always [`REPLAY_VERSION`].
    pub version: u64,
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

impl<G: GameRules> PartialEq for Replay<G>
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

impl<G: GameRules> Eq for Replay<G> where G::Options: Eq {}

impl<'de, G: GameRules> Deserialize<'de> for Replay<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The document as read; `checksums` may be missing (then only legality is verified).
        #[derive(Deserialize)]
        #[serde(rename = "Replay", deny_unknown_fields, bound = "")]
        struct Wire<G: GameRules> {
            format: String,
            #[serde(deserialize_with = "read_version")]
            version: u64,
            #[serde(deserialize_with = "read_seed")]
            seed: u64,
            #[serde(deserialize_with = "crate::document::object")]
            options: G::Options,
            #[serde(deserialize_with = "read_moves::<G, _>")]
            moves: Vec<u16>,
            #[serde(default)]
            checksums: Vec<String>,
        }
        let Wire { format, version, seed, options, moves, checksums } = Wire::<G>::deserialize(deserializer)?;
        Ok(Replay { format, version, seed, options, moves, checksums })
    }
}

/// A version: a whole number from 0 (its value is checked by [`Replay::verify`]).
fn read_version<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    crate::document::bounded(d, u64::MAX, |v| format!("{v} is out of range (versions are whole numbers from 1)"))
}

/// A seed: any whole number from 0 to 2^64 - 1.
fn read_seed<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    crate::document::bounded(d, u64::MAX, |v| format!("{v} is out of range (seeds are 0 to 2^64 - 1)"))
}

/// Action ids of `G`, each below [`GameRules::NUM_ACTIONS`] (an id out of range is reported
/// with its path, `moves[3]`).
fn read_moves<'de, G: GameRules, D: Deserializer<'de>>(d: D) -> Result<Vec<u16>, D::Error> {
    /// One action id of `G`.
    struct ActionId<G>(u16, PhantomData<G>);

    impl<'de, G: GameRules> Deserialize<'de> for ActionId<G> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let last = G::NUM_ACTIONS as u64 - 1;
            let id =
                crate::document::bounded(d, last, |v| format!("{v} is out of range (action ids are 0 to {last})"))?;
            Ok(ActionId(id as u16, PhantomData))
        }
    }

    Ok(Vec::<ActionId<G>>::deserialize(d)?.into_iter().map(|id| id.0).collect())
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
    json_checksum(&game.to_json())
}

/// [`state_checksum`] of the state whose JSON is `state_json`: for code that holds a game of any
/// kind (a server storing each move's checksum for its replay).
pub fn json_checksum(state_json: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in state_json.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

impl<G: GameRules> Replay<G> {
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
            game.apply_with(mv, &mut NoEvents).map_err(|error| ReplayError::IllegalMove {
                index,
                action: G::action_id(mv),
                error,
            })?;
            checksums.push(state_checksum(&game));
        }
        Ok(Replay {
            format: G::REPLAY_FORMAT.to_string(),
            version: REPLAY_VERSION,
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
        crate::document::check_envelope(&self.format, self.version, G::REPLAY_FORMAT, REPLAY_VERSION)
            .map_err(|e| ReplayError::Invalid(e.into()))?;
        if self.checksums.len() > self.moves.len() {
            return Err(ReplayError::ChecksumCount { checksums: self.checksums.len(), moves: self.moves.len() });
        }
        let mut game = G::with_options(&self.options, self.seed).map_err(ReplayError::Setup)?;
        for (index, &action) in self.moves.iter().enumerate() {
            G::move_of_action(u32::from(action))
                .and_then(|mv| game.apply(mv))
                .map_err(|error| ReplayError::IllegalMove { index, action, error })?;
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
        crate::document::read(json, G::REPLAY_FORMAT, REPLAY_VERSION).map_err(|e| ReplayError::Invalid(e.into()))
    }
}
