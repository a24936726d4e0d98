//! # ziegen-kriegen
//!
//! The rules engine for *Ziegen Kriegen* (Günter Burkhardt, Amigo 2007; "Cliffhanger"), a card
//! game for 3 to 6 players: eight open tricks, a hill of four cards that sets a goat limit, and
//! the most goats without going over wins.
//!
//! ```
//! use ziegen_kriegen::{Game, GameRules, Move};
//!
//! let mut game = Game::new(4, 7).expect("3 to 6 players");
//! while let Some(player) = game.current_player() {
//!     let moves = game.legal_moves();
//!     let chosen: Move = moves[0]; // a frontend or a bot chooses here
//!     let events = game.apply(chosen).expect("a listed move is legal");
//!     # let _ = (player, events);
//! }
//! let scores = game.scores();
//! for (seat, s) in scores.per_player().iter().enumerate() {
//!     println!("player {seat}: {} goats (over: {}, won: {})", s.goats, s.over, scores.is_winner(seat as u8));
//! }
//! ```
//!
//! * [`Game`] is the full state; it is about a kilobyte of fixed arrays, `Clone` is a copy, and
//!   neither [`crate::GameRules::legal_moves`] nor [`crate::GameRules::apply`] allocates.
//! * The API is the shared trait [`GameRules`] (with [`GameView`] for views), the same for
//!   every game of the library: bring it into scope with `use ziegen_kriegen::GameRules` or
//!   `use ziegen_kriegen::prelude::*`.
//! * Every decision is a [`Move`] with a stable action id ([`Move::action_id`], 52 in all).
//! * An illegal move returns a [`MoveError`] and leaves the game unchanged.
//! * [`crate::GameRules::view`] gives one seat exactly what it may know; [`crate::GameRules::determinize`]
//!   samples a full game consistent with a view.
//! * [`crate::GameRules::to_json`] / [`crate::GameRules::from_json`] save and load validated, versioned
//!   states; [`Replay`] records and verifies whole games.
//! * The card data (heads per goat card, numbers per hill card) is **reconstructed** (no public
//!   source lists it): the tables [`cards::DEFAULT_GOAT_HEADS`] and [`cards::DEFAULT_HILL_PAIRS`]
//!   carry the deck ids `zk-goats-reconstructed-1` and `zk-hills-reconstructed-1`, and
//!   [`Options`] replaces them.
//!
//! The rules implemented, with every decision the rulebook leaves open, are in the repository's
//! `docs/rules-ziegen-kriegen.md`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bots;
pub mod cards;
mod determinize;
pub mod error;
pub mod events;
pub mod game;
mod loader;
pub mod moves;
pub mod observation;
pub mod options;
pub mod phase;
pub mod public;
pub mod replay;
/// The seed-stable random sources, shared by every game.
use game_core::rng;
mod rules;
pub mod scoring;
pub mod spectator;
pub mod state;
pub mod text;
pub mod view;

pub use cards::{CardSet, DeckId, HillCard, Tables, NUM_GOATS, NUM_HILLS};
pub use error::{DocumentError, MoveError, SetupError, StateError};
pub use events::{Event, EventSink, Events, NoEvents};
pub use game::Game;
pub use game_core;
pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
pub use moves::{Move, MoveList, NUM_ACTIONS};
pub use observation::OBSERVATION_SIZE;
pub use options::Options;
pub use phase::Phase;
pub use public::{HillLaid, Public, Trick};
pub use replay::{Replay, ReplayError};
pub use scoring::{PlayerScore, Scores};
pub use spectator::{SpectatorView, SPECTATOR_VIEW_FORMAT};
pub use view::PlayerView;

/// What a program playing Ziegen Kriegen usually needs: the game's types and the shared traits
/// whose methods are the game's API (`use ziegen_kriegen::prelude::*;`).
pub mod prelude {
    pub use crate::{Game, Move, MoveError, PlayerView};
    pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
}
