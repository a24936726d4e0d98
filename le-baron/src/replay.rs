//! Replays (`le-baron/replay`): the options, the seed and the action ids of a game, enough to
//! reproduce it exactly, with a checksum of the state after every move so that
//! [`Replay::verify`] finds the first move where a reproduction diverges.
//!
//! The document and its checks are [`game_core::replay`]'s, the same for every game; this
//! module names the format.

use crate::game::Game;

pub use game_core::replay::state_checksum;

/// The `format` field of a replay document.
pub const REPLAY_FORMAT: &str = "le-baron/replay";
/// The replay version this library writes and reads.
pub use game_core::replay::REPLAY_VERSION;

/// A recorded game: `format` ([`REPLAY_FORMAT`]), `version` ([`REPLAY_VERSION`]), the seed, the
/// options (players, variants, deck id, card table if not the shipped one: a replay names its
/// card table), the action ids in order and the checksums of the states after them (may be
/// empty: then only legality is verified).
pub type Replay = game_core::replay::Replay<Game>;

/// Why a replay does not reproduce.
pub type ReplayError = game_core::replay::ReplayError<Game>;
