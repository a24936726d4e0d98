//! The third layer: each game's typed extras, what a game has of its own on top of the API of
//! every game: plain C structs of its views, events and cards, and its constants, named with the
//! game's infix (`hdz_hz_*`, `hdz_zk_*`, `hdz_lb_*`; `HDZ_HZ_*`, ...). One directory per game of
//! the registry, each with the same files where the games have the same things; the shapes they
//! share are written once in [`typed_extras`].

pub(crate) mod typed_extras;

// In registry order (the order of the header).
mod herr_der_ziegen;

mod ziegen_kriegen;

mod le_baron;

pub use self::herr_der_ziegen::*;
pub use self::le_baron::*;
pub use self::ziegen_kriegen::*;

/// Every game of the registry has its typed extras: an entry without them fails the build here.
macro_rules! every_game_has_typed_extras {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        const _: () = {
            const fn has_typed_extras<G: typed_extras::TypedExtras>() {}
            $(has_typed_extras::<$game>();)*
        };
    };
}

game_registry::for_each_game!(every_game_has_typed_extras);
