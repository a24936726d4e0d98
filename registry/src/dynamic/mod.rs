//! Games, views, bots and kinds of the registry with their game's type erased: object-safe
//! traits, each implemented once over [`GameRules`](game_core::GameRules), for the bindings
//! that choose a game at run time (the C library, the WebAssembly package). Every entry point of
//! a binding calls these and never names a game; a binding only translates [`DynError`] into its
//! own errors (a C status, a JavaScript error class).
//!
//! * [`interface`]: the traits: a kind, a game, a view, a bot.
//! * [`kind`]: a kind chosen at run time ([`kind_at`], [`kind_named`]): setting up and loading
//!   games, views and bots.
//! * [`played`]: a game and the events of its last move.
//! * [`recorded`]: a game with its history (undo, replays).
//! * [`view`]: one seat's view.
//! * [`spectator`]: a spectator's view, and the events of a move as any observer may know them.
//! * [`bot`]: a bot, choosing in a game or from a view of its kind.
//! * [`error`]: refusals as one error type with a kind and a message; options read strictly.
//! * [`scores`]: the scores document, one shape for every game.
//! * [`typed`]: back from an erased game or view to its game's type, for a game's typed extras.
//!
//! ```
//! use game_registry::dynamic::{kind_named, LegalIds};
//!
//! let mut game = kind_named("le-baron").unwrap().new_game(3, 42).unwrap();
//! let mut ids: LegalIds = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
//! while game.current_player().is_some() {
//!     let n = game.legal_ids(&mut ids);
//!     game.apply(None, ids[n - 1]).unwrap();
//! }
//! assert_eq!(game.outcome().players, 3);
//! ```

pub mod bot;
pub mod error;
pub mod interface;
pub mod kind;
pub mod played;
pub mod recorded;
mod registered;
pub mod scores;
pub mod spectator;
pub mod typed;
pub mod view;

pub use error::{DynError, Problem};
pub use interface::{DynBot, DynGame, DynKind, DynSpectatorView, DynView, LegalIds, MoveEstimate};
pub use kind::{kind_at, kind_named};
pub use played::Played;
pub use recorded::{DynHistory, DynSetup, Recorded};
pub use registered::Kind;

use crate::GAMES;

/// The largest value of a field of [`crate::GameInfo`] over every game of the registry, in a
/// constant.
macro_rules! most {
    ($field:ident) => {{
        let mut most = 0;
        let mut i = 0;
        while i < GAMES.len() {
            if GAMES[i].$field as usize > most {
                most = GAMES[i].$field as usize;
            }
            i += 1;
        }
        most
    }};
}

/// The most legal moves at one decision of any game: a [`LegalIds`] buffer holds this many.
pub const MAX_LEGAL_MOVES: usize = most!(max_legal_moves);
/// The most action ids of any game.
pub const MAX_NUM_ACTIONS: usize = most!(num_actions);
/// The longest observation tensor of any game.
pub const MAX_OBSERVATION_SIZE: usize = most!(observation_size);
/// The most events one move of any game causes.
pub const MAX_EVENTS: usize = most!(max_events);
/// The most seats of any game.
pub const MAX_PLAYERS: usize = most!(max_players);
