//! # le-baron
//!
//! The rules engine for *Le Baron* (Wolfgang Kramer and Michael Kiesling, Amigo 2025; "6 nimmt!
//! Baron Oxx"), a card game for 2 to 10 players: simultaneous card choice, cards join five rows
//! by colour, rows are taken at their sixth card or at six heads of one colour, fewest penalty
//! heads wins.
//!
//! ```
//! use le_baron::{Game, GameRules, Move};
//!
//! let mut game = Game::new(4, 7).expect("2 to 10 players");
//! while let Some(player) = game.current_player() {
//!     let moves = game.legal_moves();
//!     let chosen: Move = moves[0]; // a frontend or a bot chooses here
//!     let events = game.apply(chosen).expect("a listed move is legal");
//!     # let _ = (player, events);
//! }
//! let scores = game.scores();
//! for (seat, s) in scores.per_player().iter().enumerate() {
//!     println!("player {seat}: {} heads (won: {})", s.total, scores.is_winner(seat as u8));
//! }
//! ```
//!
//! * [`Game`] is the full state, fixed arrays only: `Clone` is a copy, and neither
//!   [`crate::GameRules::legal_moves`] nor [`crate::GameRules::apply`] allocates. Its [`Public`] part, which every seat
//!   sees, is shared with [`PlayerView`]; both dereference to it.
//! * Every decision is a [`Move`] with a stable action id ([`Move::action_id`], 120 ids).
//! * An illegal move returns a [`MoveError`] and leaves the game unchanged.
//! * The API is the shared trait [`GameRules`] (with [`GameView`] for views), the same for
//!   every game of the library: bring it into scope with `use le_baron::GameRules` or
//!   `use le_baron::prelude::*`.
//! * [`crate::GameRules::view`] gives one seat exactly what it may know; [`crate::GameRules::determinize`]
//!   samples a full game from a view.
//! * [`crate::GameRules::to_json`] / [`crate::GameRules::from_json`] save and load validated, versioned states;
//!   [`Replay`] records and verifies whole games.
//! * The card heads come from the reconstructed table `lb-cards-reconstructed-1` (the printed
//!   table is not public); [`Options`] accepts a replacement table.
//!
//! The rules implemented, with every decision the rulebook leaves open, are in the repository's
//! `docs/rules-le-baron.md`; the JSON formats in `docs/state-format-le-baron.md`.

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
pub mod rows;
mod rules;
pub mod scoring;
pub mod spectator;
pub mod state;
pub mod text;
pub mod view;

pub use cards::{CardSet, CardTable, Heads, BARONS, DEFAULT_DECK, NUM_CARDS, NUM_COLOURS};
pub use error::{DocumentError, MoveError, SetupError, StateError};
pub use events::{EndReason, Event, EventSink, Events, NoEvents, Revealed, TakeRules};
pub use game::Game;
pub use moves::{Move, MoveList, NUM_ACTIONS};
pub use observation::OBSERVATION_SIZE;
pub use phase::{Decision, Phase};
pub use public::Public;
pub use replay::{Replay, ReplayError};

pub use options::{cards_per_player, Options, MAX_PLAYERS, MIN_PLAYERS};

pub use game_core;
pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
pub use rows::{Row, NUM_ROWS, ROW_CAPACITY};
pub use scoring::{PlayerScore, Scores};
pub use spectator::{SpectatorView, SPECTATOR_VIEW_FORMAT};
pub use view::PlayerView;

/// What a program playing Le Baron usually needs: the game's types and the shared traits whose
/// methods are the game's API (`use le_baron::prelude::*;`).
pub mod prelude {
    pub use crate::{Game, Move, MoveError, PlayerView};
    pub use game_core::{Document, GamePhase, GameRules, GameView, PublicPart};
}
