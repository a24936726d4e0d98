//! # herr-der-ziegen-c
//!
//! The C ABI of the goat games rules engines: Herr der Ziegen, Ziegen Kriegen and Le Baron. It
//! translates types and errors and nothing else: every rule lives in the game crates. The header
//! `include/herr_der_ziegen.h` is generated from this crate by cbindgen; the conventions are in
//! `docs/c-api.md`:
//!
//! * Every fallible function returns an [`HdzStatus`]; `HDZ_OK` is 0.
//! * Results go through out-parameters, written only when the call succeeds (the one exception:
//!   `HDZ_BUFFER_TOO_SMALL` writes the needed count). A failed call changes no game
//!   (`HDZ_PANIC`, an internal error, excepted: see its documentation).
//! * Every pointer argument is checked for NULL; the free functions ignore NULL.
//! * A panic never crosses the boundary: it becomes `HDZ_PANIC`.
//! * [`hdz_last_error_message`] describes the last failed call of the calling thread.
//! * Strings returned by the library are freed with [`hdz_string_free`]; games with
//!   [`hdz_game_free`], views with [`hdz_view_free`], bots with [`hdz_bot_free`].
//!
//! Three layers:
//!
//! 1. `entry`: the handles (`HdzGame`, `HdzView`, `HdzBot`) and the entry points of
//!    every game, each written once, with the conventions above;
//! 2. the erased games, views, bots and kinds of [`game_registry::dynamic`], which the entry
//!    points call and which never name a game;
//! 3. `games`: each game's typed extras over the same handles, under the game's infix
//!    (`hdz_hz_*`, `hdz_zk_*`, `hdz_lb_*`): plain structs of its views, events and cards, and its
//!    constants.
//!
//! ```
//! use herr_der_ziegen_c::*;
//!
//! let mut game = std::ptr::null_mut();
//! // SAFETY: every pointer passed is valid; the game is freed once.
//! unsafe {
//!     assert_eq!(hdz_game_new(HdzGameKind::LeBaron as u32, 3, 42, &mut game), HdzStatus::HDZ_OK);
//!     let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
//!     let mut count = 0;
//!     while hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) == HdzStatus::HDZ_OK
//!         && count > 0
//!     {
//!         assert_eq!(hdz_game_apply(game, ids[0]), HdzStatus::HDZ_OK);
//!     }
//!     let mut outcome = HdzOutcome::default();
//!     assert_eq!(hdz_game_outcome(game, &mut outcome), HdzStatus::HDZ_OK);
//!     assert_eq!(outcome.players, 3);
//!     hdz_game_free(game);
//! }
//! ```

#![warn(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

// The order of the modules is the order of the functions in the generated header.
mod entry;

mod games;

pub use entry::*;
pub use games::*;

#[cfg(test)]
mod tests;
