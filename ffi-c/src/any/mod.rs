//! The any-game API: one game-agnostic handle, `HdzAnyGame`, and one bot handle, `HdzAnyBot`, for
//! every game the library plays (Herr der Ziegen, Ziegen Kriegen, Le Baron).
//!
//! The code is written once for every game: [`dyn_game::DynGame`] is an object-safe trait with a
//! single blanket implementation over [`GameRules`](herr_der_ziegen::game_core::GameRules), and
//! the entry points call it through the handle's `Box<dyn DynGame>`. What names a game is the
//! kind table in [`kinds`] and the typed views of one kind in [`views`].
//!
//! * [`types`]: the game kinds, a kind's sizes, outcomes.
//! * [`dyn_game`]: the trait and its implementation over any game.
//! * [`kinds`]: the kind table: setting up games and bots of each kind.
//! * [`entry`]: the shapes the entry points share (create, read into an out-parameter, a string,
//!   a buffer), on top of the plumbing.
//! * [`game`] and [`bot`]: the `hdz_any_game_*` and `hdz_any_bot_*` entry points.
//! * [`views`]: plain-struct views of a Ziegen Kriegen or Le Baron table for frontends.

mod dyn_game;
mod entry;
mod kinds;
mod types;

mod game;

mod views;

mod bot;

pub use bot::*;
pub use game::*;
pub use types::*;
pub use views::*;

// As for the Herr der Ziegen handles: `const HdzAnyGame *` calls may run at once on one game; a
// bot moves between threads, used by one at a time.
const _: () = {
    const fn thread_safe<T: Send + Sync>() {}
    const fn movable<T: Send>() {}
    thread_safe::<HdzAnyGame>();
    movable::<HdzAnyBot>();
};

#[cfg(test)]
mod tests;
