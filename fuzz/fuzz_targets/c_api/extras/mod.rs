//! Each game's typed extras, checked the same way for every game: its view struct (from a game
//! and from a view handle) is the engine's view, every byte written and none depending on a card
//! the seat cannot see; its events are the engine's, byte for byte whatever the buffer held; its
//! card information answers exactly its cards; another game's handles, NULL pointers and seats
//! out of range are refused, writing nothing. Each game's file implements [`Extras`] with its
//! entry points and adds the checks of what only it has.
//!
//! The operations reach a game's extras through [`visit`], stamped from the registry's list of
//! games, so a game added to the registry does not build here until it implements [`Extras`].

mod herr_der_ziegen;
mod le_baron;
mod ziegen_kriegen;

use std::mem::MaybeUninit;
use std::ops::RangeInclusive;
use std::ptr::null_mut;

use game_core::GameRules;
use game_registry::dynamic::{typed, DynGame, DynView};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// A game's typed extras as a C program calls them.
pub(crate) trait Extras: GameRules {
    /// The game's view struct (`HdzHzView`, ...).
    type CView: Copy + for<'a> From<&'a Self::View>;
    /// The game's event struct.
    type CEvent: Copy + From<Self::Event>;
    /// What a card of the game is, as a plain struct.
    type CCard: Copy;
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

    /// Checks what this game's view struct promises beyond being the engine's view (a game
    /// whose struct promises nothing more keeps this default).
    fn check_view(_view: &Self::CView) {}

    /// Calls what only this game has, on arguments from `r` ([`OWN_EXTRAS_BYTES`] bytes of the
    /// input; a game with nothing of its own keeps this default).
    ///
    /// # Safety
    /// `game` is NULL or a live game; `engine` is its engine copy when it is a game of this kind.
    unsafe fn own_extras(_game: *const HdzGame, _engine: Option<&Self>, _r: &mut Reader<'_>) {}
}

/// Code run with the game of a kind chosen at run time.
pub(crate) trait Visit {
    /// Runs with `G`, the game of kind number `kind`.
    fn visit<G: Extras>(self, kind: u32);
}

/// Dispatches a kind number to the registry's games (see [`visit`]).
macro_rules! visit_kind {
    ($visitor:ident, $kind:ident; $({ index: $index:literal, name: $name:literal, title: $title:literal,
        module: $module:ident, camel: $camel:ident, game: $game:path }),* $(,)?) => {
        match $kind {
            $($index => $visitor.visit::<$game>($index),)*
            other => panic!("kind {other} is not in the registry"),
        }
    };
}

/// Runs `visitor` with the game of kind number `kind` (one the library lists).
pub(crate) fn visit(kind: usize, visitor: impl Visit) {
    game_registry::for_each_game!(visit_kind, visitor, kind)
}

/// Input bytes a game's own extras read (`Extras::own_extras`), whatever the game.
pub(crate) const OWN_EXTRAS_BYTES: usize = 12;

/// What the memory of a struct holds before a call writes it.
const FILL: u8 = 0xA5;

/// Calls `call` on memory for one `T` whose bytes are all `fill` (or on NULL when `null`) and
/// returns the status and that memory's bytes afterwards.
fn struct_bytes<T>(fill: u8, null: bool, call: impl FnOnce(*mut T) -> HdzStatus) -> (HdzStatus, Vec<u8>) {
    let mut slot = MaybeUninit::<T>::uninit();
    // SAFETY: sets every byte of the slot.
    unsafe { std::ptr::write_bytes(slot.as_mut_ptr(), fill, 1) };
    let status = checked(call(if null { null_mut() } else { slot.as_mut_ptr() }));
    // SAFETY: every byte is initialised (the fill, then whatever the call wrote).
    let bytes = unsafe { std::slice::from_raw_parts(slot.as_ptr().cast::<u8>(), size_of::<T>()) }.to_vec();
    (status, bytes)
}

/// The bytes of a plain C struct of the library (they have no padding).
fn bytes_of<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: a plain struct without padding: every byte is initialised.
    unsafe { std::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }.to_vec()
}

/// A struct from bytes `struct_bytes` returned for a successful call.
fn from_bytes<T: Copy>(bytes: &[u8]) -> T {
    assert_eq!(bytes.len(), size_of::<T>());
    // SAFETY: the bytes of a whole struct the library wrote; `read_unaligned` copes with the
    // vector's alignment.
    unsafe { bytes.as_ptr().cast::<T>().read_unaligned() }
}

/// The bytes of the last events of `game` (which holds at most `G::MAX_EVENTS`), read into a
/// buffer whose bytes were all `fill`.
///
/// # Safety
/// `game` is a live game of `G`.
unsafe fn event_bytes<G: Extras>(game: *const HdzGame, fill: u8) -> Vec<u8> {
    let mut buffer = vec![MaybeUninit::<G::CEvent>::uninit(); G::MAX_EVENTS];
    // SAFETY: sets every byte of the buffer.
    unsafe { std::ptr::write_bytes(buffer.as_mut_ptr(), fill, buffer.len()) };
    let mut count = 0;
    // SAFETY: a live game, a buffer of `MAX_EVENTS` events.
    let status = checked(unsafe { G::LAST_EVENTS(game, buffer.as_mut_ptr().cast(), buffer.len(), &mut count) });
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: every byte initialised (the fill, then whole events).
    unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), count * size_of::<G::CEvent>()) }.to_vec()
}

/// After a move: the typed events of `game` are those `engine` (the engine's copy, which made
/// the same move) has, byte for byte.
pub(crate) fn events_are_the_engines(game: *const HdzGame, engine: &dyn DynGame) {
    struct Events<'a>(*const HdzGame, &'a dyn DynGame);
    impl Visit for Events<'_> {
        fn visit<G: Extras>(self, _kind: u32) {
            let played = typed::played::<G>(self.1).expect("a game of its kind");
            let expected: Vec<u8> =
                played.last_events.iter().cloned().flat_map(|e| bytes_of(&G::CEvent::from(e))).collect();
            // SAFETY: a live game of `G` (the engine's copy is of the game's kind).
            assert_eq!(unsafe { event_bytes::<G>(self.0, 0x00) }, expected, "C and Rust typed events differ");
        }
    }
    visit(engine.kind().index(), Events(game, engine));
}

/// The `EVENTS` operation's typed part: the events of kind `kind` of `game` (NULL, or a live game
/// of that kind) read into a buffer of `capacity`, NULL pointers as `nulls` says: as many as the
/// JSON events, every byte written whatever the buffer held, nothing written past the count or
/// on failure.
pub(crate) fn typed_events(kind: usize, game: *const HdzGame, capacity: usize, nulls: u8) {
    struct Events {
        game: *const HdzGame,
        capacity: usize,
        nulls: u8,
    }
    impl Visit for Events {
        fn visit<G: Extras>(self, _kind: u32) {
            let Events { game, capacity, nulls } = self;
            let mut buffer = vec![MaybeUninit::<G::CEvent>::uninit(); capacity];
            // SAFETY: sets every byte of the buffer.
            unsafe { std::ptr::write_bytes(buffer.as_mut_ptr(), FILL, capacity) };
            let untouched = |buffer: &[MaybeUninit<G::CEvent>], from: usize| {
                // SAFETY: every byte initialised by the fill or the call.
                let bytes = unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), size_of_val(buffer)) };
                bytes[from * size_of::<G::CEvent>()..].iter().all(|&b| b == FILL)
            };
            let ptr = if nulls & 1 != 0 { null_mut() } else { buffer.as_mut_ptr().cast() };
            let mut count = SENTINEL as usize;
            // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` events.
            let status = checked(unsafe { G::LAST_EVENTS(game, ptr, capacity, out(&mut count, nulls & 2 != 0)) });
            if game.is_null() || (ptr.is_null() && capacity > 0) || nulls & 2 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                assert!(count == SENTINEL as usize && untouched(&buffer, 0), "a failed call wrote");
                return;
            }
            // SAFETY: a live game.
            let json = unsafe { events_json(game) };
            let expected =
                serde_json::from_str::<serde_json::Value>(&json).expect("JSON").as_array().expect("array").len();
            assert!(expected <= G::MAX_EVENTS, "more events than the game's bound");
            assert_eq!(count, expected, "as many typed events as JSON events");
            if expected > capacity {
                assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL);
                assert!(untouched(&buffer, 0), "a failed call wrote events");
                return;
            }
            assert_eq!(status, HdzStatus::HDZ_OK);
            assert!(untouched(&buffer, count), "wrote past the count");
            // No padding: every byte is written, whatever the buffer held.
            // SAFETY: a live game of `G`.
            let (zeros, ones) = unsafe { (event_bytes::<G>(game, 0x00), event_bytes::<G>(game, 0xFF)) };
            assert_eq!(zeros, ones, "event bytes depend on the buffer's old contents");
        }
    }
    visit(kind, Events { game, capacity, nulls });
}

/// A view handle's struct is the engine's view `engine`, and NULL pointers are refused.
///
/// # Safety
/// `view` is a live view whose engine copy is `engine`.
pub(crate) unsafe fn view_struct_is_the_engines(view: *const HdzView, engine: &dyn DynView) {
    struct ViewStruct<'a>(*const HdzView, &'a dyn DynView);
    impl Visit for ViewStruct<'_> {
        fn visit<G: Extras>(self, _kind: u32) {
            let ViewStruct(view, engine) = self;
            let expected = G::CView::from(typed::view_of::<G>(engine).expect("a view of its kind"));
            // SAFETY (all calls): `view` is live; the out-pointers are valid or NULL.
            let (status, bytes) = struct_bytes(FILL, false, |out| unsafe { G::VIEW_STRUCT(view, out) });
            assert_eq!(status, HdzStatus::HDZ_OK);
            assert!(bytes == bytes_of(&expected), "C and Rust typed views of a view handle differ");
            G::check_view(&from_bytes(&bytes));
            let (status, untouched) = struct_bytes(FILL, false, |out| unsafe { G::VIEW_STRUCT(std::ptr::null(), out) });
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
            assert!(untouched.iter().all(|&b| b == FILL), "a failed call wrote the view");
            let (status, _) = struct_bytes::<G::CView>(FILL, true, |out| unsafe { G::VIEW_STRUCT(view, out) });
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        }
    }
    visit(engine.kind().index(), ViewStruct(view, engine));
}

/// The `TYPED` operation: the extras of the game's kind (or, sometimes, of another kind, which
/// refuses the game): a seat's view struct, a card's information, and what only that game has.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn typed_extras(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let kind_byte = r.u8();
    let player = seat_number(r, flags);
    let seed = r.u64();
    let card = if flags & 0x40 != 0 { r.u32() } else { u32::from(r.u8()) };
    let own_bytes = block(r, OWN_EXTRAS_BYTES);
    // SAFETY: a live game.
    let own = (!game.is_null()).then(|| unsafe { kind_of(game) }.index());
    let kind = match own {
        Some(own) if flags & 2 == 0 => own,
        _ => usize::from(kind_byte) % kinds().len(),
    };
    struct Typed<'a> {
        game: *const HdzGame,
        mine: bool,
        flags: u8,
        player: u32,
        seed: u64,
        card: u32,
        own_bytes: Reader<'a>,
    }
    impl Visit for Typed<'_> {
        fn visit<G: Extras>(self, _kind: u32) {
            let Typed { game, mine, flags, player, seed, card: number, mut own_bytes } = self;
            // SAFETY: a live game of this kind.
            let engine = mine.then(|| unsafe { engine_game(game) });
            let typed = engine.as_deref().map(|e| &typed::played::<G>(e).expect("a game of its kind").game);

            // A seat's view struct.
            // SAFETY (all calls): `game` is NULL or live; the out-pointers are valid or NULL.
            let (status, bytes) = struct_bytes(FILL, flags & 1 != 0, |out| unsafe { G::VIEW(game, player, out) });
            let seat = engine.as_deref().filter(|_| flags & 1 == 0).map(|engine| engine.seat(player));
            match (seat, typed) {
                (Some(Ok(seat)), Some(typed)) => {
                    assert_eq!(status, HdzStatus::HDZ_OK, "the view struct of seat {seat}");
                    assert!(bytes == bytes_of(&G::CView::from(&typed.view(seat))), "C and Rust typed views differ");
                    let (_, zeros) = struct_bytes(0x00, false, |out| unsafe { G::VIEW(game, player, out) });
                    assert!(zeros == bytes, "a byte of the view struct depends on the memory's old contents");
                    G::check_view(&from_bytes(&bytes));
                    // No hidden information: a determinization for the seat has the same bytes.
                    let mut sample = null_mut();
                    let status = checked(unsafe { hdz_game_determinize(game, player, seed, &mut sample) });
                    assert_eq!(status, HdzStatus::HDZ_OK);
                    let (_, sampled) = struct_bytes(FILL, false, |out| unsafe { G::VIEW(sample, player, out) });
                    assert!(sampled == bytes, "a determinization changed the seat's typed view");
                    // SAFETY: made above, freed once.
                    unsafe { hdz_game_free(sample) };
                }
                (seat, _) => {
                    let expected = if game.is_null() || flags & 1 != 0 {
                        HdzStatus::HDZ_NULL_POINTER
                    } else {
                        // Another game's, or not a seat.
                        assert!(!mine || seat.is_some_and(|seat| seat.is_err()));
                        HdzStatus::HDZ_INVALID_ARGUMENT
                    };
                    assert_eq!(status, expected, "the view struct of player {player}");
                    assert!(bytes.iter().all(|&b| b == FILL), "a failed call wrote the view");
                }
            }

            // A card's information.
            let (status, bytes) = struct_bytes(FILL, flags & 4 != 0, |out| unsafe { G::CARD_INFO(game, number, out) });
            if game.is_null() || flags & 4 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
            } else if !mine {
                assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "another game's card");
            } else {
                assert_eq!(status == HdzStatus::HDZ_OK, G::CARDS.contains(&number), "card {number}: {status:?}");
            }
            if status == HdzStatus::HDZ_OK {
                let (_, zeros) = struct_bytes(0x00, false, |out| unsafe { G::CARD_INFO(game, number, out) });
                assert!(zeros == bytes, "a byte of card {number} depends on the memory's old contents");
            } else {
                assert!(bytes.iter().all(|&b| b == FILL), "a failed call wrote the card");
            }

            // Another game's extras refuse it.
            if !mine && !game.is_null() {
                let mut count = SENTINEL as usize;
                let status = checked(unsafe { G::LAST_EVENTS(game, null_mut(), 0, &mut count) });
                assert_eq!(
                    (status, count),
                    (HdzStatus::HDZ_INVALID_ARGUMENT, SENTINEL as usize),
                    "another game's events"
                );
            }

            // SAFETY: `game` is NULL or live; `typed` is its engine copy when of this kind.
            unsafe { G::own_extras(if mine { game } else { std::ptr::null() }, typed, &mut own_bytes) };
        }
    }
    visit(kind, Typed { game, mine: own == Some(kind), flags, player, seed, card, own_bytes });
}
