//! # herr-der-ziegen
//!
//! The rules engine for *Herr der Ziegen* (Günter Burkhardt, Amigo 2008), a card game for 2 to 5
//! players about goat majorities on a 7x7 pasture.
//!
//! ```
//! use herr_der_ziegen::{Game, GameRules, Move};
//!
//! let mut game = Game::new(4, 7).expect("2 to 5 players");
//! while let Some(player) = game.current_player() {
//!     let moves = game.legal_moves();
//!     let chosen: Move = moves[0]; // a frontend or a bot chooses here
//!     let events = game.apply(chosen).expect("a listed move is legal");
//!     # let _ = (player, events);
//! }
//! let scores = game.scores();
//! for (seat, s) in scores.per_player().iter().enumerate() {
//!     println!("player {seat}: {} points (won: {})", s.total, scores.is_winner(seat as u8));
//! }
//! ```
//!
//! * [`Game`] is the full state; it is a few hundred bytes of fixed arrays, `Clone` is a copy,
//!   and neither [`crate::GameRules::legal_moves`] nor [`crate::GameRules::apply`] allocates.
//! * The API is the shared trait [`GameRules`] (with [`GameView`] for views), the same for
//!   every game of the library: bring it into scope with `use herr_der_ziegen::GameRules` or
//!   `use herr_der_ziegen::prelude::*`.
//! * Every decision is a [`Move`] with a stable numeric action id ([`Move::action_id`]).
//! * An illegal move returns a [`MoveError`] and leaves the game unchanged.
//! * [`crate::GameRules::view`] gives one seat exactly what it may know; bots only ever see views.
//! * [`crate::GameRules::to_json`] / [`crate::GameRules::from_json`] save and load validated, versioned
//!   states; [`Replay`] records and verifies whole games.
//! * The same `(options, seed)` gives the same game everywhere (ChaCha8, pinned shuffle).
//!
//! The rules implemented, with every interpretation, are in the repository's `docs/rules-herr-der-ziegen.md`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action_space;
pub mod bots;
pub mod cards;
mod determinize;
pub mod error;
pub mod events;
pub mod game;
pub mod layout;
mod loader;
pub mod moves;
pub mod observation;
pub mod options;
pub mod phase;
pub mod public;
mod refused_swaps;
pub mod replay;
/// The seed-stable random sources, shared by every game.
use game_core::rng;
mod rules;
pub mod scoring;
pub mod spectator;
pub mod state;
pub mod text;
pub mod view;

pub use cards::{Card, CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
pub use error::{DocumentError, MoveError, SetupError, StateError};
pub use events::{EndReason, Evaluation, Event, EventSink, Events, NoEvents};
pub use game::{Game, KindStatus, Phase, PhaseKind, Place};
pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
pub use layout::{Cell, Line, StableLayout, Track};
pub use moves::{Move, MoveList, NUM_ACTIONS};
pub use options::{Options, Removal};
pub use public::Public;
pub use replay::{Replay, ReplayError};
pub use scoring::{PlayerScore, Scores};
pub use spectator::{SpectatorView, SPECTATOR_VIEW_FORMAT};
pub use view::PlayerView;
pub use {game_core, rand_chacha, rand_core};

/// What a program playing Herr der Ziegen usually needs: the game's types and the shared traits
/// whose methods are the game's API (`use herr_der_ziegen::prelude::*;`).
pub mod prelude {
    pub use crate::{Game, Move, MoveError, PlayerView};
    pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
}
