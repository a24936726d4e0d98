//! The API of every game: one game handle, `HdzAnyGame`, one view handle, `HdzAnyView`, and one
//! bot handle, `HdzAnyBot`, for every game of the registry (Herr der Ziegen, Ziegen Kriegen, Le
//! Baron), with moves as action ids and states, views, events and scores as JSON.
//!
//! Each operation is written once here, over the erased games of [`crate::erased`]; the typed
//! extras of each game (`crate::games`) call the same functions for their older names.
//!
//! * [`types`]: an outcome; the bounds over every game (`HDZ_ANY_MAX_*`).
//! * [`entry`]: the shapes every entry point shares, over one handle trait.
//! * [`kind`]: what each kind is, the names of its phases.
//! * [`game`]: creating, copying, determinizing and freeing games.
//! * [`play`]: who decides, phase and turn, legal moves, checking and applying moves.
//! * [`output`]: states, views as JSON, events, scores, outcomes, observations.
//! * [`view`]: the view handle: a seat's view without the game.
//! * [`bot`]: the bot handle.

pub(crate) mod entry;
pub(crate) mod types;

mod kind;

pub(crate) mod game;
pub(crate) mod play;

pub(crate) mod output;

pub(crate) mod view;

pub(crate) mod bot;

pub use bot::*;
pub use game::*;
pub use kind::*;
pub use output::*;
pub use play::*;
pub use types::*;
pub use view::*;

// `const` handles may be read by several calls at once; a bot moves between threads, used by one
// call at a time.
const _: () = {
    const fn thread_safe<T: Send + Sync>() {}
    const fn movable<T: Send>() {}
    thread_safe::<HdzAnyGame>();
    thread_safe::<HdzAnyView>();
    movable::<HdzAnyBot>();
};
