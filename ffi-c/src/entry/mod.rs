//! The first layer: the handles and the entry points of every game. One game handle,
//! `HdzGame`, one view handle, `HdzView`, and one bot handle, `HdzBot`, serve every game
//! of the registry, with moves as action ids and states, views, events and scores as JSON. Each
//! entry point is written once, over the erased games of [`game_registry::dynamic`] (the second
//! layer), and a spectator's view handle, `HdzSpectatorView`; each game's typed extras (`crate::games`, the third) borrow the same handles.
//!
//! The conventions every entry point follows, each written once:
//!
//! * [`status`]: the status codes and the error that carries one to the boundary.
//! * [`guard`]: panics caught, the per-thread last error message set or cleared.
//! * [`buffer`]: out-parameters, caller buffers with the one size-query rule, strings in and out.
//! * [`handle`]: opaque handles made, borrowed and freed the same way for every handle type.
//! * [`read`]: the shapes of the entry points that read a handle.
//!
//! The entry points, in the order of the header:
//!
//! * [`strings`]: the library's version, status names, the last error message, freeing strings.
//! * [`kinds`]: the game kinds, what each is, the names of its phases.
//! * [`bounds`]: the bounds over every game (`HDZ_MAX_*`), `HDZ_NONE`, the bots' budgets.
//! * [`game`]: creating, copying, determinizing and freeing games.
//! * [`play`]: who decides, phase and turn, legal moves, checking and applying moves.
//! * [`output`]: states, views as JSON, events, scores, outcomes, observations.
//! * [`view`]: the view handle: a seat's view without the game.
//! * [`spectator`]: the spectator's view handle, and the events of a move as an observer may
//!   know them.
//! * [`bot`]: the bot handle.

pub(crate) mod buffer;
pub(crate) mod guard;
pub(crate) mod handle;
pub(crate) mod read;
pub(crate) mod status;

pub(crate) mod strings;

pub(crate) mod kinds;

pub(crate) mod bounds;

pub(crate) mod game;
pub(crate) mod play;

pub(crate) mod output;

pub(crate) mod view;

pub(crate) mod spectator;

pub(crate) mod bot;

pub use bot::*;
pub use bounds::*;
pub use game::*;
pub use kinds::*;
pub use output::*;
pub use play::*;
pub use spectator::*;
pub use status::HdzStatus;
pub use strings::*;
pub use view::*;

// `const` handles may be read by several calls at once; a bot moves between threads, used by one
// call at a time.
const _: () = {
    const fn thread_safe<T: Send + Sync>() {}
    const fn movable<T: Send>() {}
    thread_safe::<HdzGame>();
    thread_safe::<HdzView>();
    thread_safe::<HdzSpectatorView>();
    movable::<HdzBot>();
};
