//! Le Baron's typed extras (`hdz_lb_*`): its view, events and cards as plain C structs, and its
//! constants. Everything else is the API of every game (`hdz_*`).

mod cards;
mod constants;
mod events;
mod view;

#[cfg(test)]
mod tests;

pub use cards::*;
pub use constants::*;
pub use events::*;
pub use view::*;

impl crate::games::typed_extras::TypedExtras for le_baron::Game {
    type CView = HdzLbView;
    type CEvent = HdzLbEvent;
}
