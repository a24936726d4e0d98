//! Each game's typed extras: what a game has of its own on top of the API of every game (plain C
//! structs of its views, events and cards, its constants, and for Herr der Ziegen its older
//! function names). One directory per game of the registry; the shapes they share are written
//! once in [`typed_extras`].

pub(crate) mod typed_extras;

// In registry order (the order of the header).
mod herr_der_ziegen;

mod ziegen_kriegen;

mod le_baron;

pub use self::herr_der_ziegen::*;
pub use self::le_baron::*;
pub use self::ziegen_kriegen::*;
