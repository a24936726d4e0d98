//! The checks every game's typed extras share, written once: each game's test file
//! (`crate::games::<game>::tests`) implements [`CExtras`] with its entry points, and the tests
//! here run for every game of the registry, which must implement it (a game without its typed
//! extras does not build here). Each game's own file checks what only it has: its structs against
//! its JSON documents field by field, its cards against its tables.
//!
//! For every game: its view struct, from a game and from a view handle, is the engine's view,
//! every byte written and none depending on a card the seat cannot see; its events are the
//! engine's, byte for byte whatever the buffer held, under the size-query rule; its card
//! information answers every card; and every typed function refuses another game's handles, a seat
//! or card out of range and NULL pointers, naming the function and writing nothing.

use std::ops::RangeInclusive;
use std::ptr::{null, null_mut};

use super::support::*;
use crate::games::typed_extras::TypedExtras;
use crate::*;

use HdzStatus::*;

/// A game's typed extras as a C program calls them.
pub(crate) trait CExtras: TypedExtras {
    /// What a card of the game is, as a plain C struct.
    type CCard: Copy;
    /// The game's infix in the names of its extras (`"hz"`, `"zk"`, `"lb"`).
    const INFIX: &'static str;
    /// `hdz_<infix>_view`: a seat's view of a game as the struct.
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut Self::CView) -> HdzStatus;
    /// `hdz_<infix>_view_struct`: a view handle as the struct.
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut Self::CView) -> HdzStatus;
    /// `hdz_<infix>_last_events`: the events of the last move as structs.
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut Self::CEvent, usize, *mut usize) -> HdzStatus;
    /// `hdz_<infix>_card_info`: what a card is.
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut Self::CCard) -> HdzStatus;
    /// The numbers of the cards `CARD_INFO` describes.
    const CARDS: RangeInclusive<u32>;
}

/// Runs the generic test function `$test::<G>()` for every game `G` of the registry (listed by
/// `game_registry::for_each_game!`), each of which must implement [`CExtras`].
macro_rules! for_every_game_with_extras {
    ($test:ident; $({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        $($test::<$game>();)*
    };
}

/// The bytes `call` writes into a struct first filled with `fill`, which must succeed.
fn written<T>(fill: u8, call: impl FnOnce(*mut T) -> HdzStatus) -> Vec<u8> {
    let (status, bytes) = struct_bytes(fill, call);
    assert_eq!(status, HDZ_OK, "{}", last_error());
    bytes
}

/// The typed events of the last move of `game`, read into a buffer first filled with `fill`.
fn event_bytes<G: CExtras>(game: &GameHandle, fill: u8) -> Vec<u8> {
    let capacity = G::MAX_EVENTS;
    let mut buffer = vec![std::mem::MaybeUninit::<G::CEvent>::uninit(); capacity];
    // SAFETY: the buffer's bytes are set before the call; the call writes whole events.
    unsafe { std::ptr::write_bytes(buffer.as_mut_ptr(), fill, capacity) };
    // SAFETY: live game, a buffer of `capacity` events.
    let count = value(0, |n| unsafe { G::LAST_EVENTS(game.0, buffer.as_mut_ptr().cast(), capacity, n) });
    // SAFETY: initialised above (by the fill, then by the call).
    unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), count * size_of::<G::CEvent>()) }.to_vec()
}

/// Checks every seat's view struct of `game` (now and then) and the events of each move against
/// the engine, through seeded games with the fewest and the most players.
fn views_and_events_are_the_engines<G: CExtras>() {
    for (players, seed) in [(G::MIN_PLAYERS, 5), (G::MAX_PLAYERS, 6)] {
        let game = GameHandle::new(kind::<G>(), u32::from(players), seed);
        let mut core = G::new(players, seed).unwrap();
        let mut chooser = Chooser(seed);
        let mut step = 0usize;
        loop {
            if step % 4 == 0 || core.is_over() {
                for seat in 0..players {
                    let s = u32::from(seat);
                    // SAFETY (all calls): live handles, room for one struct.
                    let zeros = written(0x00, |out| unsafe { G::VIEW(game.0, s, out) });
                    let ones = written(0xFF, |out| unsafe { G::VIEW(game.0, s, out) });
                    assert_eq!(zeros, ones, "{}: a byte of the view was left unwritten", G::NAME);
                    let engine = G::CView::from(&core.view(seat));
                    assert_eq!(zeros, bytes_of(&engine), "{}: the view struct is the engine's view", G::NAME);
                    let handle = ViewHandle::from_json(kind::<G>(), &game.view_json(s));
                    let from_handle = written(0x5A, |out| unsafe { G::VIEW_STRUCT(handle.0, out) });
                    assert_eq!(from_handle, zeros, "{}: the view handle's struct is the game's", G::NAME);
                    let sample = game.determinize(s, step as u64);
                    let sampled = written(0xA5, |out| unsafe { G::VIEW(sample.0, s, out) });
                    assert_eq!(sampled, zeros, "{}: seat {seat}'s view depends on hidden cards", G::NAME);
                }
            }
            if core.is_over() {
                break;
            }
            let legal = core.legal_moves();
            let mv = legal[chooser.next(legal.len())];
            assert_eq!(game.apply(u32::from(G::action_id(mv))), HDZ_OK);
            let mut events = Vec::new();
            core.apply_with(mv, &mut events).unwrap();
            let expected: Vec<u8> =
                events.iter().cloned().flat_map(|e| bytes_of(&G::CEvent::from(e)).to_vec()).collect();
            let (zeros, ones) = (event_bytes::<G>(&game, 0x00), event_bytes::<G>(&game, 0xFF));
            assert_eq!(zeros, expected, "{}: the events are the engine's", G::NAME);
            assert_eq!(zeros, ones, "{}: event bytes depend on the buffer", G::NAME);
            let mut n = usize::MAX;
            // SAFETY: live game, a size query.
            assert_eq!(unsafe { G::LAST_EVENTS(game.0, null_mut(), 0, &mut n) }, HDZ_BUFFER_TOO_SMALL);
            assert_eq!(n, events.len(), "{}: the size query", G::NAME);
            step += 1;
        }
    }
}

#[test]
fn the_typed_views_and_events_of_every_game_are_the_engines() {
    game_registry::for_each_game!(for_every_game_with_extras, views_and_events_are_the_engines);
}

/// Every card number of the game has its card information, every byte written; others are
/// refused.
fn card_information_answers_every_card<G: CExtras>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 1);
    for card in G::CARDS {
        // SAFETY: live game, room for one struct.
        let zeros = written(0x00, |out| unsafe { G::CARD_INFO(game.0, card, out) });
        let ones = written(0xFF, |out| unsafe { G::CARD_INFO(game.0, card, out) });
        assert_eq!(zeros, ones, "{} card {card}: a byte was left unwritten", G::NAME);
    }
    let function = format!("hdz_{}_card_info: ", G::INFIX);
    let below = G::CARDS.start().checked_sub(1);
    for card in below.into_iter().chain([G::CARDS.end() + 1, 256, u32::MAX]) {
        // SAFETY: live game, room for one struct.
        let (status, bytes) = struct_bytes(0x5A, |out| unsafe { G::CARD_INFO(game.0, card, out) });
        assert_eq!(status, HDZ_INVALID_ARGUMENT, "{} card {card}", G::NAME);
        let message = last_error();
        let range = format!("{card} is not a {} ", G::TITLE);
        assert!(message.starts_with(&function) && message.contains(&range), "{message}");
        assert!(bytes.iter().all(|&b| b == 0x5A), "a failed call wrote the card");
    }
}

#[test]
fn the_card_information_of_every_game_answers_every_card() {
    game_registry::for_each_game!(for_every_game_with_extras, card_information_answers_every_card);
}

/// Every typed function refuses another game's handles (naming both games), a seat out of range
/// and NULL pointers (naming the argument), and writes nothing.
fn typed_functions_refuse_what_is_not_theirs<G: CExtras>() {
    let name = |function: &str| format!("hdz_{}_{function}", G::INFIX);
    let expect = |(status, bytes): (HdzStatus, Vec<u8>), expected: HdzStatus, message: String| {
        assert_eq!(status, expected, "{message}: {}", last_error());
        assert_eq!(last_error(), message);
        assert!(bytes.iter().all(|&b| b == 0x5A), "a failed call wrote its out-parameter");
    };
    let first_card = *G::CARDS.start();
    // SAFETY (all calls below): NULL or live handles; the out-parameters hold one struct or are
    // NULL.
    for other in game_registry::GAMES.iter().filter(|g| g.index != kind::<G>() as usize) {
        let game = GameHandle::new(other.index as u32, u32::from(other.min_players), 1);
        let view = game.view(0);
        let not_mine = format!("the game is {}, not {}", other.name, G::NAME);
        let view_not_mine = format!("the view is of {}, not of {}", other.name, G::NAME);
        expect(
            struct_bytes(0x5A, |out| unsafe { G::VIEW(game.0, 0, out) }),
            HDZ_INVALID_ARGUMENT,
            format!("{}: {not_mine}", name("view")),
        );
        expect(
            struct_bytes(0x5A, |out| unsafe { G::VIEW_STRUCT(view.0, out) }),
            HDZ_INVALID_ARGUMENT,
            format!("{}: {view_not_mine}", name("view_struct")),
        );
        expect(
            struct_bytes(0x5A, |out| unsafe { G::CARD_INFO(game.0, first_card, out) }),
            HDZ_INVALID_ARGUMENT,
            format!("{}: {not_mine}", name("card_info")),
        );
        let mut count = 7;
        // SAFETY: live game, a size query.
        assert_eq!(unsafe { G::LAST_EVENTS(game.0, null_mut(), 0, &mut count) }, HDZ_INVALID_ARGUMENT);
        assert_eq!((last_error(), count), (format!("{}: {not_mine}", name("last_events")), 7));
    }
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 1);
    let view = game.view(0);
    for seat in [u32::from(G::MIN_PLAYERS), u32::from(HDZ_NONE), u32::MAX] {
        expect(
            struct_bytes(0x5A, |out| unsafe { G::VIEW(game.0, seat, out) }),
            HDZ_INVALID_ARGUMENT,
            format!(
                "{}: player {seat} is not a seat of this {}-player game (seats are 0 to {})",
                name("view"),
                G::MIN_PLAYERS,
                G::MIN_PLAYERS - 1
            ),
        );
    }
    let null_argument = |function: &str, argument: &str| format!("{}: argument `{argument}` is NULL", name(function));
    expect(
        struct_bytes(0x5A, |out| unsafe { G::VIEW(null(), 0, out) }),
        HDZ_NULL_POINTER,
        null_argument("view", "game"),
    );
    expect(
        struct_bytes(0x5A, |out| unsafe { G::VIEW_STRUCT(null(), out) }),
        HDZ_NULL_POINTER,
        null_argument("view_struct", "view"),
    );
    expect(
        struct_bytes(0x5A, |out| unsafe { G::CARD_INFO(null(), first_card, out) }),
        HDZ_NULL_POINTER,
        null_argument("card_info", "game"),
    );
    // SAFETY (all calls): live handles, NULL out-parameters.
    unsafe {
        assert_eq!(G::VIEW(game.0, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("view", "out_view"));
        assert_eq!(G::VIEW_STRUCT(view.0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("view_struct", "out_view"));
        assert_eq!(G::CARD_INFO(game.0, first_card, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("card_info", "out_card"));
        let mut count = 7;
        assert_eq!(G::LAST_EVENTS(null(), null_mut(), 0, &mut count), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("last_events", "game"));
        assert_eq!(G::LAST_EVENTS(game.0, null_mut(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("last_events", "out_count"));
        assert_eq!(G::LAST_EVENTS(game.0, null_mut(), 2, &mut count), HDZ_NULL_POINTER);
        assert_eq!(last_error(), null_argument("last_events", "out_events"));
        assert_eq!(count, 7, "a refused call wrote the count");
        // A new game has no events: they fit a size query.
        assert_eq!(G::LAST_EVENTS(game.0, null_mut(), 0, &mut count), HDZ_OK);
        assert_eq!(count, 0);
    }
}

#[test]
fn the_typed_functions_of_every_game_refuse_what_is_not_theirs() {
    game_registry::for_each_game!(for_every_game_with_extras, typed_functions_refuse_what_is_not_theirs);
}
