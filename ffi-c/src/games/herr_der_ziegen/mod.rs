//! Herr der Ziegen's typed extras: its older function names over the API of every game
//! (`hdz_game_*`, `hdz_player_view_*`, `hdz_bot_*`, kept ABI-compatible), and what is truly its
//! own: the plain structs of its phase, scores, events, cards and views, its move constructors
//! (`hdz_action_*`) and its constants.
//!
//! `HdzGame`, `HdzPlayerView` and `HdzBot` are the handles of every game (`HdzAnyGame`,
//! `HdzAnyView`, `HdzAnyBot`) of kind `HDZ_GAME_KIND_HERR_DER_ZIEGEN`: a function here that every
//! game has is its `hdz_any_*` twin with the kind fixed, one implementation.

mod cards;
mod constants;
mod events;
mod moves;
mod phase;
mod scores;
mod view;

mod game;
mod play;

mod output;

mod player_view;

mod actions;

mod bot;

pub use actions::*;
pub use bot::*;
pub use cards::*;
pub use constants::*;
pub use events::*;
pub use game::*;
pub use moves::*;
pub use output::*;
pub use phase::*;
pub use play::*;
pub use player_view::*;
pub use scores::*;
pub use view::*;
