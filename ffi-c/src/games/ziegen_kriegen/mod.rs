//! Ziegen Kriegen's typed extras (`hdz_zk_*`): its view, events and cards as plain C structs, and
//! its constants. Everything else is the API of every game (`hdz_*`).

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

impl crate::games::typed_extras::TypedExtras for ziegen_kriegen::Game {
    type CView = HdzZkView;
    type CEvent = HdzZkEvent;
}
