//! The names every game crate gives its types, constants and fields, and the macros that write
//! the trait items following from them, so the head of each trait implementation is written
//! once here rather than once per game.
//!
//! A game crate that uses these macros names, in the module where it implements the traits:
//!
//! * the types `Move`, `MoveList`, `PlayerView`, `Public`, `Phase`, `Event`, `Events`,
//!   `Options`, `Scores`, `SetupError`, `MoveError` and `StateError` (the associated types of
//!   [`GameRules`](crate::GameRules), in that order);
//! * the constants `MIN_PLAYERS: u8`, `MAX_PLAYERS: usize`, `NUM_ACTIONS`, `MAX_LEGAL_MOVES`,
//!   `MAX_EVENTS` (all `usize`), `MAX_GAME_LENGTH: u32`, `OBSERVATION_SECTIONS` (the table of
//!   sections, see [`Sections`](crate::observation::Sections)), `REPLAY_FORMAT` and
//!   `SPECTATOR_VIEW_FORMAT`;
//! * the fields `seat: u8` and `public: Public` in its view, `public: Public` in its game, a
//!   method `players(&self) -> u8` on `Public`, and the action ids as `Move::action_id(self) ->
//!   u16` and `Move::from_action_id(u32) -> Result<Move, _>`.
//!
//! A game that names things otherwise writes the items out; the macros are a convenience, the
//! traits are the contract (docs/game-core.md implements them by hand).

/// The associated types and constants of a [`GameRules`](crate::GameRules) implementation, and
/// the methods reaching the public part and the action ids, from the names of
/// [the conventions](crate::conventions), with the game's name as users write it and its title.
///
/// ```text
/// impl GameRules for Game {
///     game_core::game_rules_items!(name: "ziegen-kriegen", title: "Ziegen Kriegen");
///     // the methods ...
/// }
/// ```
#[macro_export]
macro_rules! game_rules_items {
    (name: $name:literal, title: $title:literal $(,)?) => {
        type Move = Move;
        type MoveList = MoveList;
        type View = PlayerView;
        type Public = Public;
        type Phase = Phase;
        type Event = Event;
        type Events = Events;
        type Options = Options;
        type Scores = Scores;
        type SetupError = SetupError;
        type MoveError = MoveError;
        type StateError = StateError;

        const NAME: &'static str = $name;
        const TITLE: &'static str = $title;
        const MIN_PLAYERS: u8 = MIN_PLAYERS;
        // The crates keep MAX_PLAYERS a usize, the length of their per-seat arrays.
        const MAX_PLAYERS: u8 = MAX_PLAYERS as u8;
        const NUM_ACTIONS: usize = NUM_ACTIONS;
        const MAX_LEGAL_MOVES: usize = MAX_LEGAL_MOVES;
        const MAX_EVENTS: usize = MAX_EVENTS;
        const MAX_GAME_LENGTH: u32 = MAX_GAME_LENGTH;
        const OBSERVATION_SECTIONS: $crate::observation::Sections =
            $crate::observation::Sections::new(&OBSERVATION_SECTIONS);
        const REPLAY_FORMAT: &'static str = REPLAY_FORMAT;
        const SPECTATOR_VIEW_FORMAT: &'static str = SPECTATOR_VIEW_FORMAT;

        #[inline]
        fn public(&self) -> &Public {
            &self.public
        }

        #[inline]
        fn action_id(mv: Move) -> u16 {
            mv.action_id()
        }

        #[inline]
        fn move_from_action_id(id: u16) -> ::core::option::Option<Move> {
            Move::from_action_id(u32::from(id)).ok()
        }
    };
}

/// The items of a [`GameView`](crate::GameView) implementation that follow from
/// [the conventions](crate::conventions): the game, the seat and the public part.
#[macro_export]
macro_rules! game_view_items {
    () => {
        type Game = Game;

        #[inline]
        fn seat(&self) -> u8 {
            self.seat
        }

        #[inline]
        fn public(&self) -> &Public {
            &self.public
        }
    };
}

/// The items of a [`PublicPart`](crate::PublicPart) implementation that follow from
/// [the conventions](crate::conventions): the phase type and the player count.
#[macro_export]
macro_rules! public_part_items {
    () => {
        type Phase = Phase;

        #[inline]
        fn player_count(&self) -> u8 {
            self.players()
        }
    };
}

/// `Deref` to the public part for a game or a view holding it in its field `public`, so that
/// every query of the public part reads the same on both; read-only, since a game changes only
/// through its own methods, which keep it consistent. Attributes (a doc comment with a
/// `compile_fail` example showing that no `&mut Public` can be had) go before the type.
#[macro_export]
macro_rules! deref_to_public {
    ($(#[$attribute:meta])* $holder:ty) => {
        $(#[$attribute])*
        impl ::core::ops::Deref for $holder {
            type Target = Public;

            #[inline]
            fn deref(&self) -> &Public {
                &self.public
            }
        }
    };
}

/// The associated items of a [`Document`](crate::Document) implementation: the plain-data type,
/// the game's `StateError` (of [the conventions](crate::conventions)), the format name and the
/// version.
#[macro_export]
macro_rules! document_items {
    (doc: $doc:ty, format: $format:expr, version: $version:expr $(,)?) => {
        type Doc = $doc;
        type Error = StateError;
        const FORMAT: &'static str = $format;
        const VERSION: u64 = $version;
    };
}
