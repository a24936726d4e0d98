//! Herr der Ziegen's typed extras (`hdz_hz_*`): its view, events, cards and scores as plain C
//! structs, its phases, its move constructors and its constants. Everything else is the API of
//! every game (`hdz_game_*`, `hdz_view_*`, `hdz_bot_*`).

mod cards;
mod constants;
mod events;
mod moves;
mod phase;
mod scores;
mod view;

#[cfg(test)]
mod tests;

pub use cards::*;
pub use constants::*;
pub use events::*;
pub use moves::*;
pub use phase::*;
pub use scores::*;
pub use view::*;

impl crate::games::typed_extras::TypedExtras for herr_der_ziegen::Game {
    type CView = HdzHzView;
    type CEvent = HdzHzEvent;
}
