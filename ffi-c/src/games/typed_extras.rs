//! The shapes of every game's typed extras, written once: a seat's view as the game's plain
//! struct (from a game or from a view handle), the events of the last move as the game's plain
//! structs, and what else a game reads into a struct (its cards, its scores). Each game provides
//! the structs and their conversions; its entry points are one call here.

use std::ffi::c_char;

use game_core::GameRules;
use game_registry::dynamic::{self, DynError, DynGame, DynView, Played};

use crate::entry::read::{read, read_list, Buffer};
use crate::entry::status::Error;
use crate::{HdzGame, HdzStatus, HdzView};

/// What every game's typed extras provide: its view and its events as plain C structs, which
/// the shapes below read. Every game of the registry implements it (`crate::games` checks), so a
/// game added to the registry does not build here until it has its typed extras.
pub(crate) trait TypedExtras: GameRules {
    /// What one seat may know, as a plain C struct (`HdzHzView`, `HdzZkView`, ...).
    type CView: Copy + for<'a> From<&'a Self::View>;
    /// One event of a move, as a plain C struct (`HdzHzEvent`, `HdzZkEvent`, ...).
    type CEvent: Copy + From<Self::Event>;
}

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

/// Runs the entry point `function`, which writes what `read` finds in `game`, a game of `G`,
/// to `*out` (the argument `out_name`).
///
/// # Safety
/// `game` is NULL or a live game; `out` is NULL or valid for a write.
pub(crate) unsafe fn typed_read<G: GameRules, T>(
    function: &str,
    game: *const HdzGame,
    out: *mut T,
    out_name: &str,
    read_game: impl FnOnce(&G) -> Result<T, Error>,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read(function, game, out, out_name, |g| read_game(&played::<G>(g)?.game)) }
}

/// The card `number`, one of the numbers `first..=last` of a game's cards, as the game's card
/// type (`card` makes it), `what` naming the cards in the message of a number that is none
/// (`"121 is not a Herr der Ziegen card: they are 0 to 120"`).
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a number out of the range.
pub(crate) fn card_number<C>(
    number: u32,
    (first, last): (u8, u8),
    what: &str,
    card: impl FnOnce(u8) -> Option<C>,
) -> Result<C, Error> {
    u8::try_from(number)
        .ok()
        .filter(|n| (first..=last).contains(n))
        .and_then(card)
        .ok_or_else(|| Error::invalid(format!("{number} is not {what}: they are {first} to {last}")))
}

/// Runs the entry point `function`, which writes the view of seat `player` of `game`, a game of
/// `G`, to `*out_view` as the game's plain struct `T`.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for a write.
pub(crate) unsafe fn typed_view<G: TypedExtras>(
    function: &str,
    game: *const HdzGame,
    player: u32,
    out_view: *mut G::CView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read(function, game, out_view, "out_view", |g| {
            let played = played::<G>(g)?;
            Ok(G::CView::from(&played.game.view(g.seat(player)?)))
        })
    }
}

/// Runs the entry point `function`, which writes `view`, a view of `G`, to `*out_view` as the
/// game's plain struct `T`.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for a write.
pub(crate) unsafe fn typed_view_of_handle<G: TypedExtras>(
    function: &str,
    view: *const HdzView,
    out_view: *mut G::CView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read(function, view, out_view, "out_view", |v| Ok(G::CView::from(view_of::<G>(v)?))) }
}

/// Runs the entry point `function`, which writes the events of the last move applied to `game`,
/// a game of `G`, as the game's plain structs `E` to the caller's buffer by the size-query rule.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
pub(crate) unsafe fn typed_events<G: TypedExtras>(
    function: &str,
    game: *const HdzGame,
    out_events: *mut G::CEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    let buffer = Buffer { out: out_events, capacity, out_count, names: ("out_events", "events") };
    // SAFETY: by the caller's contract.
    unsafe {
        read_list(function, game, buffer, |g| Ok(played::<G>(g)?.last_events.iter().cloned().map(G::CEvent::from)))
    }
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
