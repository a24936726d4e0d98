//! # game-core
//!
//! The layer shared by the goat games rules engines (*Herr der Ziegen*, *Ziegen Kriegen*, *Le
//! Baron*): the trait every game implements, [`GameRules`] with its [`GameView`], and what is
//! written once over it:
//!
//! * [`rng`]: the portable, seed-stable random sources (ChaCha8 for setup, PCG32 for bots);
//! * [`bots`]: the [`Bot`] trait, [`RandomBot`] and [`IsmctsBot`], bots by name;
//! * [`document`]: reading versioned JSON documents: envelope, object form, paths, ranges;
//! * [`events`]: the sinks a game reports the events of a move to;
//! * [`simulate`]: batch simulation on all cores with a stop flag and progress (not in the
//!   WebAssembly build, which has no threads; nor are `trajectories` and `tournament`);
//! * [`trajectories`]: the games of a batch with every decision recorded (observation, mask,
//!   action, final result), for learning from self-play;
//! * [`tournament`]: win rates and mean scores with confidence intervals;
//! * [`observation`]: observation tensors as tables of named sections;
//! * [`perft`]: counts of legal move sequences, the card-game analogue of chess perft;
//! * [`privacy`]: the private part of a view and the moves other seats do not see, as each game
//!   declares them;
//! * [`spectator`]: who looks at a game ([`Observer`]), what of each event it may know, and what
//!   a spectator sees ([`SpectatorView`]);
//! * [`replay`]: recorded games with per-move checksums, verified by replaying them;
//! * [`history`]: a game's start and the moves played since, for undo and replays;
//! * `testing` (feature `testing`): what the games' test suites share;
//! * [`conventions`]: the names game crates share, and macros writing the trait items that
//!   follow from them;
//! * [`Outcome`]: a game's result as one number per seat and the winners.
//!
//! A game crate depends on this one and never on another game; nothing here knows C or Python.

// The counting allocator of the `testing` feature is the only unsafe code.
#![cfg_attr(not(feature = "testing"), forbid(unsafe_code))]
#![cfg_attr(feature = "testing", deny(unsafe_code))]
#![warn(missing_docs)]

pub mod bots;
pub mod conventions;
pub mod document;
pub mod events;
pub mod history;
pub mod message;
pub mod observation;
pub mod outcome;
pub mod perft;
pub mod privacy;
pub mod refusal;
pub mod replay;
pub mod rng;
pub mod rules;
// Batch work runs on rayon's threads, which the WebAssembly build does not have.
#[cfg(not(target_family = "wasm"))]
pub mod simulate;
pub mod spectator;
#[cfg(feature = "testing")]
pub mod testing;
#[cfg(not(target_family = "wasm"))]
pub mod tournament;
#[cfg(not(target_family = "wasm"))]
pub mod trajectories;

pub use bots::{Bot, IsmctsBot, RandomBot};
pub use document::{Document, DocumentError, StateErrorKind};
pub use events::{EventSink, NoEvents};
pub use outcome::{Outcome, ScoreOrder, ScoreSheet, SeatScore, MAX_SEATS};
pub use refusal::{CommonMoveError, MoveErrorKind, MoveRefusal, StateRefusal};
pub use rules::{legal_action_mask, GamePhase, GameRules, GameView, PublicPart};
pub use spectator::{Observer, SpectatorView};
pub use {rand_chacha, rand_core, serde_json};
