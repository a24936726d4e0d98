//! # herr-der-ziegen-c
//!
//! The C ABI of the Herr der Ziegen rules engine. It translates types and errors and nothing
//! else: every rule lives in the `herr-der-ziegen` crate. The header `include/herr_der_ziegen.h`
//! is generated from this crate by cbindgen; the conventions are in `docs/c-api.md`:
//!
//! * Every fallible function returns an [`HdzStatus`]; `HDZ_OK` is 0.
//! * Results go through out-parameters, written only when the call succeeds (the one exception:
//!   `HDZ_BUFFER_TOO_SMALL` writes the needed count). A failed call changes no game
//!   (`HDZ_PANIC`, an internal error, excepted: see its documentation).
//! * Every pointer argument is checked for NULL; `hdz_game_free(NULL)`, `hdz_bot_free(NULL)`,
//!   `hdz_player_view_free(NULL)` and `hdz_string_free(NULL)` do nothing.
//! * A panic never crosses the boundary: it becomes `HDZ_PANIC`.
//! * [`hdz_last_error_message`] describes the last failed call of the calling thread.
//! * Strings returned by the library are freed with [`hdz_string_free`]; games with
//!   [`hdz_game_free`], views with [`hdz_player_view_free`], bots with [`hdz_bot_free`].
//!
//! ```
//! use herr_der_ziegen_c::*;
//!
//! let mut game = std::ptr::null_mut();
//! // SAFETY: every pointer passed is valid; the game is freed once.
//! unsafe {
//!     assert_eq!(hdz_game_new(3, 42, &mut game), HdzStatus::HDZ_OK);
//!     let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
//!     let mut count = 0;
//!     while hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) == HdzStatus::HDZ_OK
//!         && count > 0
//!     {
//!         assert_eq!(hdz_game_apply(game, ids[0]), HdzStatus::HDZ_OK);
//!     }
//!     let mut scores = HdzScores::default();
//!     assert_eq!(hdz_game_scores(game, &mut scores), HdzStatus::HDZ_OK);
//!     assert_eq!(scores.players, 3);
//!     hdz_game_free(game);
//! }
//! ```

#![warn(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

// The order of the modules is the order of the functions in the generated header.
mod args;
mod plumbing;
mod status;
mod types;

mod strings;

mod game;
mod play;

mod game_output;

mod player_view;

mod actions;

mod bot;

mod any;

pub use actions::*;
pub use any::*;
pub use bot::*;
pub use game::*;
pub use game_output::*;
pub use play::*;
pub use player_view::*;
use status::Error;
pub use status::HdzStatus;
pub use strings::*;
pub use types::*;

// Functions that take `const HdzGame *` (or `const HdzPlayerView *`) only read; that makes them
// safe to call from several threads at once on the same handle. A bot may move between threads,
// used by one at a time.
const _: () = {
    const fn thread_safe<T: Send + Sync>() {}
    const fn movable<T: Send>() {}
    thread_safe::<HdzGame>();
    thread_safe::<HdzPlayerView>();
    movable::<HdzBot>();
};

#[cfg(test)]
mod tests;
