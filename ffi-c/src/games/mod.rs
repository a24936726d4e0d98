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

/// Checks a game's `HDZ_<GAME>_*` constants, written out for cbindgen, against the game's
/// [`GameRules`](game_core::GameRules) constants: a change in the game fails the build.
macro_rules! game_constants {
    ($game:path: $min:ident, $max:ident, $actions:ident, $legal:ident, $events:ident, $observation:ident,
     $length:ident) => {
        const _: () = {
            use game_core::GameRules;
            assert!($min == <$game as GameRules>::MIN_PLAYERS as usize);
            assert!($max == <$game as GameRules>::MAX_PLAYERS as usize);
            assert!($actions as usize == <$game as GameRules>::NUM_ACTIONS);
            assert!($legal == <$game as GameRules>::MAX_LEGAL_MOVES);
            assert!($events == <$game as GameRules>::MAX_EVENTS);
            assert!($observation == <$game as GameRules>::OBSERVATION_SIZE);
            assert!($length == <$game as GameRules>::MAX_GAME_LENGTH);
        };
    };
}

pub(crate) use game_constants;
