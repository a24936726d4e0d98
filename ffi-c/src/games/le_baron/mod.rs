//! Le Baron's typed extras (`hdz_lb_*`): its view, events and cards as plain C structs, and its
//! constants. Everything else is the API of every game (`hdz_any_*`).

mod cards;
mod constants;
mod events;
mod view;

pub use cards::*;
pub use constants::*;
pub use events::*;
pub use view::*;
