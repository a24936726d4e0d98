//! Operations on the life of a game handle: creating games (from a player count, options JSON or
//! state JSON), round trips, clones, frees and determinizations.

use herr_der_ziegen::prelude::*;
use std::ffi::{c_char, CStr};
use std::ptr::{null, null_mut};

use herr_der_ziegen::{Game, Options};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::{op, Reader};

use crate::common::*;

/// The `NEW` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn new_game(games: &mut Games, r: &mut Reader<'_>) {
    let wide = r.u8();
    let players = if wide & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 8) };
    let seed = r.u64();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `game` is valid for a write.
    let status = checked(unsafe { hdz_game_new(players, seed, out(&mut game, wide & 1 != 0)) });
    let expected = if wide & 1 != 0 {
        HdzStatus::HDZ_NULL_POINTER
    } else if (2..=5).contains(&players) {
        HdzStatus::HDZ_OK
    } else {
        HdzStatus::HDZ_SETUP_ERROR
    };
    assert_eq!(status, expected);
    if status == HdzStatus::HDZ_OK {
        // SAFETY: a live game.
        let text = unsafe { state_json(game) };
        assert_eq!(text, Game::new(players as u8, seed).expect("2 to 5").to_json());
        games.put(wide >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
}

/// The `WITH_OPTIONS` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn with_default_options(games: &mut Games, r: &mut Reader<'_>) {
    let flags = r.u8();
    let players = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 8) };
    let mut text = SENTINEL as usize as *mut c_char;
    // SAFETY: `text` is valid for a write.
    let status = checked(unsafe { hdz_default_options_json(players, out(&mut text, flags & 1 != 0)) });
    let expected = if flags & 1 != 0 {
        HdzStatus::HDZ_NULL_POINTER
    } else if (2..=5).contains(&players) {
        HdzStatus::HDZ_OK
    } else {
        HdzStatus::HDZ_SETUP_ERROR
    };
    assert_eq!(status, expected);
    if status != HdzStatus::HDZ_OK {
        assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    // SAFETY: just returned.
    let mut options = unsafe { take_string(text) }.into_bytes();
    let edited = edit(r, &mut options);
    let options = c_text(&options);
    // SAFETY: NUL-terminated.
    let status = unsafe { with_options(games, r, options.as_ptr()) };
    if !edited {
        assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_NULL_POINTER), "defaults refused");
    }
}

/// The `WITH_OPTIONS_RAW | FROM_JSON_RAW` operations.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn raw_text(games: &mut Games, r: &mut Reader<'_>, code: u8) {
    let len = usize::from(r.u16()) % (MAX_TEXT + 1);
    let text = c_text(r.bytes(len));
    // Length MAX_TEXT stands for a NULL string.
    let ptr = if len == MAX_TEXT { null() } else { text.as_ptr() };
    // SAFETY: NULL or NUL-terminated.
    unsafe {
        if code == op::WITH_OPTIONS_RAW {
            with_options(games, r, ptr);
        } else {
            from_json(games, r, ptr);
        }
    }
}

/// The `JSON_ROUND_TRIP` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn json_round_trip(games: &mut Games, r: &mut Reader<'_>) {
    let from = games.pick(r.u8());
    let flags = r.u8();
    let mut text = SENTINEL as usize as *mut c_char;
    // SAFETY: `from` is NULL or live; `text` is valid for a write.
    let status = checked(unsafe { hdz_game_to_json(from, out(&mut text, flags & 1 != 0)) });
    if from.is_null() || flags & 1 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: just returned.
    let original = unsafe { take_string(text) };
    let mut json = original.clone().into_bytes();
    let edited = edit(r, &mut json);
    let json = c_text(&json);
    // SAFETY: NUL-terminated.
    let status = unsafe { from_json(games, r, json.as_ptr()) };
    if !edited {
        assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_NULL_POINTER), "own state refused");
    }
}

/// The `CLONE` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn clone(games: &mut Games, r: &mut Reader<'_>) {
    let from = games.pick(r.u8());
    let flags = r.u8();
    let mut copy = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `from` is NULL or live; `copy` is valid for a write.
    let status = checked(unsafe { hdz_game_clone(from, out(&mut copy, flags & 1 != 0)) });
    if from.is_null() || flags & 1 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(copy as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: both live.
    unsafe {
        assert_eq!(state_json(from), state_json(copy), "a clone has another state");
        assert_eq!(events_json(from), events_json(copy), "a clone has other last events");
    }
    games.put(flags >> 1, copy);
}

/// The `FREE` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn free(games: &mut Games, r: &mut Reader<'_>) {
    let slot = usize::from(r.u8() % 5);
    if slot < SLOTS {
        // SAFETY: NULL or live; the slot forgets it.
        unsafe { hdz_game_free(games.slots[slot]) };
        games.slots[slot] = null_mut();
    } else {
        // SAFETY: NULL is ignored.
        unsafe { hdz_game_free(null_mut()) };
    }
}

/// The `DETERMINIZE` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn determinize(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
    let mut sample = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `game` is NULL or live; `sample` is valid for a write.
    let status = checked(unsafe { hdz_game_determinize(game, player, r.u64(), out(&mut sample, flags & 1 != 0)) });
    if status != HdzStatus::HDZ_OK {
        assert_eq!(sample as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        if game.is_null() || flags & 1 != 0 {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else {
            assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
        }
        return;
    }
    // SAFETY: both live.
    let (original, copy) = unsafe { (state_json(game), state_json(sample)) };
    let (original, copy) = (Game::from_json(&original).expect("own state"), Game::from_json(&copy).expect("own state"));
    let seat = u8::try_from(player).expect("a seat");
    assert!(original.view(seat) == copy.view(seat), "a determinization changed the seat's view");
    games.put(flags >> 1, sample);
}

/// Creates a game from a C string of options; returns the status (the game goes into a slot).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn with_options(games: &mut Games, r: &mut Reader<'_>, json: *const c_char) -> HdzStatus {
    let flags = r.u8();
    let seed = r.u64();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write.
    let status = checked(unsafe { hdz_game_with_options(json, seed, out(&mut game, flags & 1 != 0)) });
    // SAFETY: NULL or NUL-terminated by the caller's contract.
    unsafe { expect_null_checks(status, json, flags & 1 != 0) };
    if status == HdzStatus::HDZ_OK {
        // SAFETY: NUL-terminated by the caller's contract (non-NULL: the call succeeded).
        let given = unsafe { CStr::from_ptr(json) }.to_str().expect("accepted text is UTF-8");
        let options: Options = serde_json::from_str(given).expect("the C API accepted the options");
        let rust = Game::with_options(&options, seed).expect("the C API set the game up");
        // SAFETY: a live game.
        assert_eq!(unsafe { state_json(game) }, rust.to_json(), "C and Rust set up different games");
        games.put(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
    status
}

/// Loads a game from a C string of state JSON; returns the status (the game goes into a slot).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn from_json(games: &mut Games, r: &mut Reader<'_>, json: *const c_char) -> HdzStatus {
    let flags = r.u8();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write.
    let status = checked(unsafe { hdz_game_from_json(json, out(&mut game, flags & 1 != 0)) });
    // SAFETY: NULL or NUL-terminated by the caller's contract.
    unsafe { expect_null_checks(status, json, flags & 1 != 0) };
    if status == HdzStatus::HDZ_OK {
        // SAFETY: a live game.
        let text = unsafe { state_json(game) };
        // SAFETY: NUL-terminated by the caller's contract.
        let given = unsafe { CStr::from_ptr(json) }.to_str().expect("accepted text is UTF-8");
        let rust = Game::from_json(given).expect("the C API accepted the state");
        assert_eq!(text, rust.to_json(), "C and Rust load the state differently");
        games.put(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
    status
}
