//! # game-registry
//!
//! The one list of the games this library plays. Everything that serves every game (the C
//! library's any-game handle, the Python module, the examples, the fuzz targets) takes its list
//! from here, so adding a game means: its crate, one entry in [`for_each_game!`], and the typed
//! extras it wants on each surface.
//!
//! Two ways to use the list:
//!
//! * at run time, [`visit`] (by name) and [`visit_index`] (by number) call a [`GameVisitor`]'s
//!   generic method with the game's type, and [`GAMES`] describes each game ([`GameInfo`]);
//! * at compile time, [`for_each_game!`] hands the list to a macro, for code that needs a
//!   distinct item per game (a Python class, a C enum check);
//! * as objects, [`dynamic`]: a game, view, bot or kind of any game behind one object-safe
//!   trait each, for the bindings that choose the game at run time (C, WebAssembly).
//!
//! ```
//! use game_core::GameRules;
//! use game_registry::{visit, GameVisitor};
//!
//! /// The number of legal moves at the start of a 4-player game, whatever the game.
//! struct FirstMoves;
//!
//! impl GameVisitor for FirstMoves {
//!     type Output = usize;
//!     fn visit<G: GameRules>(self) -> usize {
//!         G::new(4, 7).expect("4 players").legal_moves().len()
//!     }
//! }
//!
//! for game in game_registry::GAMES {
//!     let moves = visit(game.name, FirstMoves).expect("a listed game");
//!     assert!(moves > 0, "{}", game.title);
//! }
//! assert!(visit("chess", FirstMoves).is_none());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use game_core::{GamePhase, GameRules};

pub mod dynamic;

pub use {game_core, herr_der_ziegen, le_baron, ziegen_kriegen};

/// Hands the list of games to the macro `$callback`, in registry order, one entry per game:
///
/// ```text
/// $callback! {
///     { index: 0, name: "herr-der-ziegen", title: "Herr der Ziegen", module: herr_der_ziegen,
///       camel: HerrDerZiegen, game: herr_der_ziegen::Game },
///     ...
/// }
/// ```
///
/// `index` is the game's number (stable: the C library's game kinds), `name` its name as users
/// write it ([`GameRules::NAME`]), `title` its title ([`GameRules::TITLE`]), `module` its crate
/// and snake_case name, `camel` its CamelCase name, `game` its [`GameRules`] type (a path
/// through this crate). Extra tokens after the callback's name are passed first:
/// `for_each_game!(callback, extra tokens)` expands to `callback!(extra tokens; entries)`.
///
/// ```
/// macro_rules! names {
///     ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
///          camel: $camel:ident, game: $game:path }),* $(,)?) => {
///         [$($name),*]
///     };
/// }
/// assert_eq!(game_registry::for_each_game!(names), ["herr-der-ziegen", "ziegen-kriegen", "le-baron"]);
/// ```
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident $(, $($extra:tt)*)?) => {
        $callback! {
            $($($extra)*;)?
            { index: 0, name: "herr-der-ziegen", title: "Herr der Ziegen", module: herr_der_ziegen,
              camel: HerrDerZiegen, game: $crate::herr_der_ziegen::Game },
            { index: 1, name: "ziegen-kriegen", title: "Ziegen Kriegen", module: ziegen_kriegen,
              camel: ZiegenKriegen, game: $crate::ziegen_kriegen::Game },
            { index: 2, name: "le-baron", title: "Le Baron", module: le_baron,
              camel: LeBaron, game: $crate::le_baron::Game },
        }
    };
}

/// Code written once over [`GameRules`], run for a game chosen at run time ([`visit`],
/// [`visit_index`]).
pub trait GameVisitor {
    /// What the visit returns.
    type Output;

    /// Runs with `G`, the game chosen.
    fn visit<G: GameRules>(self) -> Self::Output;
}

/// What a game is, for listings, buffers and error messages: its names and the sizes of
/// [`GameRules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// The game's number in the registry (stable).
    pub index: usize,
    /// Its name as users write it, e.g. `"ziegen-kriegen"`.
    pub name: &'static str,
    /// Its title, e.g. `"Ziegen Kriegen"`.
    pub title: &'static str,
    /// The fewest players.
    pub min_players: u8,
    /// The most players.
    pub max_players: u8,
    /// The number of action ids.
    pub num_actions: usize,
    /// The length of an observation tensor.
    pub observation_size: usize,
    /// The most legal moves at one decision.
    pub max_legal_moves: usize,
    /// The most events one move causes.
    pub max_events: usize,
    /// The most decisions of a game ([`GameRules::MAX_GAME_LENGTH`]).
    pub max_game_length: u32,
    /// The phase whose decisions the seats make at once, face down
    /// ([`GameRules::SIMULTANEOUS_PHASE`]), if the game has one.
    pub simultaneous_phase: Option<&'static str>,
}

impl GameInfo {
    /// The description of game `G`, number `index` in the registry.
    pub const fn of<G: GameRules>(index: usize) -> GameInfo {
        GameInfo {
            index,
            name: G::NAME,
            title: G::TITLE,
            min_players: G::MIN_PLAYERS,
            max_players: G::MAX_PLAYERS,
            num_actions: G::NUM_ACTIONS,
            observation_size: G::OBSERVATION_SIZE,
            max_legal_moves: G::MAX_LEGAL_MOVES,
            max_events: G::MAX_EVENTS,
            max_game_length: G::MAX_GAME_LENGTH,
            simultaneous_phase: G::SIMULTANEOUS_PHASE,
        }
    }
}

macro_rules! registry_items {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        /// Every game, in registry order (`GAMES[i].index == i`).
        pub const GAMES: &[GameInfo] = &[$(GameInfo::of::<$game>($index)),*];

        /// Runs `visitor` with game number `index`; `None` if there is no such game.
        pub fn visit_index<V: GameVisitor>(index: usize, visitor: V) -> Option<V::Output> {
            match index {
                $($index => Some(visitor.visit::<$game>()),)*
                _ => None,
            }
        }

        // The entries agree with the games' own names and are numbered in order.
        const _: () = {
            let mut expected = 0;
            $(
                assert!($index == expected, "registry entries are numbered 0, 1, 2, ... in order");
                assert!(same(<$game as GameRules>::NAME, $name), "an entry's name is its game's NAME");
                assert!(same(<$game as GameRules>::TITLE, $title), "an entry's title is its game's TITLE");
                assert!(
                    names_a_phase::<$game>(<$game as GameRules>::SIMULTANEOUS_PHASE),
                    "a game's SIMULTANEOUS_PHASE is one of its phases' NAMES"
                );
                expected += 1;
            )*
            let _ = expected;
        };
    };
}

for_each_game!(registry_items);

/// Whether `phase` is `None` or the name of one of `G`'s phases, in a constant.
const fn names_a_phase<G: GameRules>(phase: Option<&str>) -> bool {
    let Some(phase) = phase else { return true };
    let names = <G::Phase as GamePhase>::NAMES;
    let mut i = 0;
    while i < names.len() {
        if same(names[i], phase) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether two strings are equal, in a constant.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The game called `name` (as users write it, [`GameRules::NAME`]; the snake_case spelling of
/// Python module names, `"le_baron"`, is accepted too).
pub fn find(name: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.name == name || g.name.bytes().map(|b| if b == b'-' { b'_' } else { b }).eq(name.bytes()))
}

/// Runs `visitor` with the game called `name` (see [`find`]); `None` if there is no such game.
pub fn visit<V: GameVisitor>(name: &str, visitor: V) -> Option<V::Output> {
    visit_index(find(name)?.index, visitor)
}

/// The names of every game, comma-separated, for error messages: `"herr-der-ziegen,
/// ziegen-kriegen, le-baron"`.
pub fn names() -> String {
    GAMES.iter().map(|g| g.name).collect::<Vec<_>>().join(", ")
}

/// Why a name is no game of the library, listing the games, for every surface's error message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl std::fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown game {:?} (games: {})", game_core::message::excerpt(&self.0), names())
    }
}

impl std::error::Error for UnknownGame {}

/// [`visit`] for a name that must be a game.
///
/// # Errors
/// [`UnknownGame`] if no game is called `name`.
pub fn visit_named<V: GameVisitor>(name: &str, visitor: V) -> Result<V::Output, UnknownGame> {
    visit(name, visitor).ok_or_else(|| UnknownGame(name.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Name;

    impl GameVisitor for Name {
        type Output = &'static str;
        fn visit<G: GameRules>(self) -> &'static str {
            G::NAME
        }
    }

    #[test]
    fn every_game_is_found_by_name_and_number() {
        assert_eq!(GAMES.len(), 3);
        for (i, game) in GAMES.iter().enumerate() {
            assert_eq!(game.index, i);
            assert_eq!(visit_index(i, Name), Some(game.name));
            assert_eq!(visit(game.name, Name), Some(game.name));
            assert_eq!(visit(&game.name.replace('-', "_"), Name), Some(game.name));
            assert!(game.min_players >= 2 && game.min_players <= game.max_players);
        }
        assert_eq!(visit_index(3, Name), None);
        assert_eq!(visit("le baron", Name), None);
        assert_eq!(
            visit_named("chess", Name).unwrap_err().to_string(),
            "unknown game \"chess\" (games: herr-der-ziegen, ziegen-kriegen, le-baron)"
        );
    }
}

/// docs/game-core.md, whose examples (a complete fourth game among them) run as doctests here:
/// this crate sees every game and game-core's conformance suite.
#[cfg(doctest)]
#[doc = include_str!("../../docs/game-core.md")]
pub struct GameCoreGuide;
