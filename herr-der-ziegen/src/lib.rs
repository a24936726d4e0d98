//! # herr-der-ziegen
//!
//! The rules engine for *Herr der Ziegen* (Günter Burkhardt, Amigo 2008), a card game for 2 to 5
//! players about goat majorities on a 7x7 pasture.
//!
//! ```
//! use herr_der_ziegen::{Game, Move};
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
//!   and neither [`Game::legal_moves`] nor [`Game::apply`] allocates.
//! * Every decision is a [`Move`] with a stable numeric action id ([`Move::action_id`]).
//! * An illegal move returns a [`MoveError`] and leaves the game unchanged.
//! * [`Game::view`] gives one seat exactly what it may know; bots only ever see views.
//! * [`Game::to_json`] / [`Game::from_json`] save and load validated, versioned states;
//!   [`Replay`] records and verifies whole games.
//! * The same `(options, seed)` gives the same game everywhere (ChaCha8, pinned shuffle).
//!
//! The rules implemented, with every interpretation, are in the repository's `docs/rules.md`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action_space;
pub mod board;
pub mod bots;
pub mod cards;
pub mod determinize;
pub mod error;
pub mod events;
pub mod game;
mod game_rules;
pub mod layout;
pub mod moves;
pub mod observation;
pub mod options;
pub mod phase;
mod refused_swaps;
pub mod replay;
/// The seed-stable random sources, shared by every game.
use game_core::rng;
mod rules;
pub mod scoring;
pub mod simulate;
pub mod state;
pub mod text;
pub mod view;

pub use board::Board;
pub use cards::{Card, CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
pub use determinize::determinize;
pub use error::{MoveError, SetupError, StateError};
pub use events::{EndReason, Evaluation, Event, EventSink, Events, NoEvents};
pub use game::{Game, KindStatus, Phase, PhaseKind, Place};
pub use game_core::{GameRules, GameView};
pub use layout::{Cell, Line, StableLayout, Track};
pub use moves::{Move, MoveList, NUM_ACTIONS};
pub use options::{Options, Removal};
pub use replay::{Replay, ReplayError};
pub use scoring::{PlayerScore, Scores};
pub use view::PlayerView;
pub use {game_core, rand_chacha, rand_core};
