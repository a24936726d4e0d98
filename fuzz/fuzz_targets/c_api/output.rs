//! Operations on what a game writes out: view JSON, the typed view, observations and card
//! information.

use herr_der_ziegen::prelude::*;
use std::ffi::c_char;
use std::ptr::null_mut;

use herr_der_ziegen::{CardId, Game, PlayerView};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `VIEW` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn view_json(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
    let mut text = SENTINEL as usize as *mut c_char;
    // SAFETY: `game` is NULL or live; `text` is valid for a write.
    let status = checked(unsafe { hdz_game_view_json(game, player, out(&mut text, flags & 1 != 0)) });
    if status != HdzStatus::HDZ_OK {
        assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        if !game.is_null() && flags & 1 == 0 {
            assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
        }
        return;
    }
    // SAFETY: just returned.
    let json = unsafe { take_string(text) };
    let view = PlayerView::from_json(&json).unwrap_or_else(|e| panic!("own view rejected: {e}\n{json}"));
    assert_eq!(u32::from(view.seat()), player);
    // SAFETY: live.
    let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
    assert!(rust.view(view.seat()) == view, "C and Rust views differ");
}

/// The `OBSERVATION` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn observation(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
    let capacity = if flags & 2 != 0 { HDZ_OBSERVATION_SIZE } else { usize::from(r.u16()) % 5000 };
    let mut buffer = vec![f32::NAN; capacity];
    let ptr = if flags & 1 != 0 { null_mut() } else { buffer.as_mut_ptr() };
    // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` floats.
    let status = checked(unsafe { hdz_game_observation(game, player, ptr, capacity) });
    if status == HdzStatus::HDZ_OK {
        assert!(capacity >= HDZ_OBSERVATION_SIZE);
        assert!(buffer[..HDZ_OBSERVATION_SIZE].iter().all(|x| x.is_finite()));
        assert!(buffer[HDZ_OBSERVATION_SIZE..].iter().all(|x| x.is_nan()), "wrote past the observation");
    } else {
        assert!(buffer.iter().all(|x| x.is_nan()), "a failed call wrote floats");
        // The buffer rule: NULL only with capacity 0 (a size query, too small by definition).
        if game.is_null() || (flags & 1 != 0 && capacity > 0) {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else if flags & 1 != 0 {
            assert!(matches!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL | HdzStatus::HDZ_INVALID_ARGUMENT), "{status:?}");
        }
    }
}

/// The `VIEW_TYPED` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn view_typed(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
    let sample_seed = r.u64();
    // SAFETY: `game` is NULL or live.
    let (status, bytes) = unsafe { typed_view_bytes(game, player, flags & 1 != 0) };
    if status != HdzStatus::HDZ_OK {
        assert!(bytes.iter().all(|&b| b == VIEW_FILL), "a failed call wrote the view");
        if game.is_null() || flags & 1 != 0 {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else {
            assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
        }
        return;
    }
    // SAFETY: a successful call wrote a whole `HdzView`; `read_unaligned` copes with the
    // byte buffer's alignment.
    let view = unsafe { bytes.as_ptr().cast::<HdzView>().read_unaligned() };
    assert_eq!(u32::from(view.seat), player);
    // SAFETY: live.
    let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
    assert!(view == HdzView::from(&rust.view(view.seat)), "C and Rust typed views differ");
    // Every card in exactly one place: a cell, a known hand card, a display, the box, the
    // cards known in the pile, or the unseen cards.
    let mut places = [0u8; HDZ_NUM_CARDS as usize];
    let players = usize::from(view.players);
    let lists = view.known_hand[..players].iter().chain(&view.display[..players]);
    for list in lists.chain([&view.boxed, &view.known_in_pile, &view.unseen]) {
        for &card in &list.cards[..usize::from(list.count)] {
            places[usize::from(card)] += 1;
        }
    }
    for &card in view.card_at.iter().filter(|&&c| c != HDZ_NONE) {
        places[usize::from(card)] += 1;
    }
    assert!(places.iter().all(|&n| n == 1), "cards placed {places:?}");
    // No hidden information: a determinization for the seat has the same bytes.
    let mut sample = null_mut();
    // SAFETY: live game, valid out-pointer.
    let status = checked(unsafe { hdz_game_determinize(game, player, sample_seed, &mut sample) });
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: `sample` is live.
    let (status, sampled) = unsafe { typed_view_bytes(sample, player, false) };
    assert_eq!(status, HdzStatus::HDZ_OK);
    assert!(sampled == bytes, "a determinization changed the seat's typed view");
    // SAFETY: created above, freed once.
    unsafe { hdz_game_free(sample) };
}

/// The `CARD_INFO` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn card_info(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let flags = r.u8();
    let id = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8()) };
    let blank = HdzCard { kind: HdzCardKind::Milk, goat_kind: 0xAB, value: 0xAB, reserved: [0xAB; 2] };
    let mut card = blank;
    // SAFETY: `game` is NULL or live; `card` is valid for a write.
    let status = checked(unsafe { hdz_game_card_info(game, id, out(&mut card, flags & 1 != 0)) });
    if game.is_null() || flags & 1 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
    } else if id >= HDZ_NUM_CARDS {
        assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
    } else {
        assert_eq!(status, HdzStatus::HDZ_OK);
        // SAFETY: live.
        let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
        let expected = rust.card(CardId::new(id as u8).expect("a card id"));
        assert_eq!(card, HdzCard::from(expected), "card {id}");
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(card, blank, "a failed call wrote its out-parameter");
    }
}

/// Calls `hdz_game_view_struct` (or its old name) on memory filled with [`VIEW_FILL`] (or with a NULL out-pointer) and
/// returns the status and that memory's bytes afterwards.
///
/// # Safety
/// `game` is NULL or a live game.
pub(crate) unsafe fn typed_view_bytes(game: *const HdzGame, player: u32, null_out: bool) -> (HdzStatus, Vec<u8>) {
    let mut bytes = vec![VIEW_FILL; size_of::<HdzView>()];
    // `HdzView` has no alignment stricter than 4; a `u32` buffer gives that.
    let mut slot = vec![0u32; size_of::<HdzView>().div_ceil(4)];
    let ptr = slot.as_mut_ptr().cast::<HdzView>();
    // SAFETY: `slot` holds at least `size_of::<HdzView>()` bytes, aligned for an `HdzView`.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr.cast::<u8>(), bytes.len()) };
    // SAFETY: `game` by the caller's contract; `ptr` is NULL or valid for one `HdzView`.
    let out = if null_out { null_mut() } else { ptr };
    // The deprecated name does what the new one does; which one is called follows the seat.
    // SAFETY (both calls): `game` by the caller's contract; `out` is NULL or valid for one view.
    #[allow(deprecated)]
    let status = checked(if player % 2 == 0 {
        unsafe { hdz_game_view_struct(game, player, out) }
    } else {
        unsafe { hdz_game_view(game, player, out) }
    });
    // SAFETY: as above; every byte was initialised.
    unsafe { std::ptr::copy_nonoverlapping(ptr.cast::<u8>(), bytes.as_mut_ptr(), bytes.len()) };
    (status, bytes)
}
