//! The shapes of every game's typed extras, written once: a seat's view as the game's plain
//! struct (from a game or from a view handle) and the events of the last move as the game's plain
//! structs. Each game provides the structs and their conversions; its entry points are one call
//! here.

use std::ffi::c_char;

use game_core::GameRules;
use game_registry::dynamic::{self, DynError, DynGame, DynView, Played};

use crate::entry::read::{read, read_list, Buffer};
use crate::entry::status::Error;
use crate::{HdzAnyGame, HdzAnyView, HdzStatus};

/// `game` as a game of `G` (`HDZ_INVALID_ARGUMENT`, naming both games, for one of another kind).
pub(crate) fn played<G: GameRules>(game: &dyn DynGame) -> Result<&Played<G>, Error> {
    Ok(dynamic::typed::played::<G>(game)?)
}

/// `view` as a view of `G` (`HDZ_INVALID_ARGUMENT`, naming both games, for one of another game).
pub(crate) fn view_of<G: GameRules>(view: &dyn DynView) -> Result<&G::View, Error> {
    Ok(dynamic::typed::view_of::<G>(view)?)
}

/// The status and message of a move `G` refused.
pub(crate) fn move_error<G: GameRules>(e: &G::MoveError) -> Error {
    DynError::of_move::<G>(e).into()
}

/// Runs the entry point `function`, which writes the view of seat `player` of `game`, a game of
/// `G`, to `*out_view` as the game's plain struct `T`.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for a write.
pub(crate) unsafe fn typed_view<G: GameRules, T>(
    function: &str,
    game: *const HdzAnyGame,
    player: u32,
    out_view: *mut T,
) -> HdzStatus
where
    T: for<'a> From<&'a G::View>,
{
    // SAFETY: by the caller's contract.
    unsafe {
        read(function, game, out_view, "out_view", |g| {
            let played = played::<G>(g)?;
            Ok(T::from(&played.game.view(g.seat(player)?)))
        })
    }
}

/// Runs the entry point `function`, which writes `view`, a view of `G`, to `*out_view` as the
/// game's plain struct `T`.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for a write.
pub(crate) unsafe fn typed_view_of_handle<G: GameRules, T>(
    function: &str,
    view: *const HdzAnyView,
    out_view: *mut T,
) -> HdzStatus
where
    T: for<'a> From<&'a G::View>,
{
    // SAFETY: by the caller's contract.
    unsafe { read(function, view, out_view, "out_view", |v| Ok(T::from(view_of::<G>(v)?))) }
}

/// Runs the entry point `function`, which writes the events of the last move applied to `game`,
/// a game of `G`, as the game's plain structs `E` to the caller's buffer by the size-query rule.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
pub(crate) unsafe fn typed_events<G: GameRules, E: From<G::Event>>(
    function: &str,
    game: *const HdzAnyGame,
    out_events: *mut E,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    let buffer = Buffer { out: out_events, capacity, out_count, names: ("out_events", "events") };
    // SAFETY: by the caller's contract.
    unsafe { read_list(function, game, buffer, |g| Ok(played::<G>(g)?.last_events.iter().cloned().map(E::from))) }
}

/// `items` written to the front of a fixed array, the rest `fill` (items past its end are
/// dropped).
pub(crate) fn array<T: Copy, const N: usize>(items: impl IntoIterator<Item = T>, fill: T) -> [T; N] {
    let mut out = [fill; N];
    for (slot, item) in out.iter_mut().zip(items) {
        *slot = item;
    }
    out
}

/// A count that fits a byte (every count of the typed views does).
pub(crate) fn byte(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// `text` as a NUL-terminated C string in a fixed array (the deck ids of the typed views, which
/// always fit).
pub(crate) fn c_text<const N: usize>(text: &str) -> [c_char; N] {
    array(text.bytes().take(N - 1).map(|b| b as c_char), 0)
}

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
