//! Operations on the life of a game handle, for every kind: creating games (from a player count,
//! options JSON or state JSON), round trips, clones, frees and determinizations, each compared
//! with what the Rust engine makes of the same request.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use game_registry::dynamic::kind_at;
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::{op, Reader};

use crate::common::*;

/// The `NEW` operation: any kind number, any player count, NULL out-pointers sometimes.
pub(crate) fn new_game(handles: &mut Handles, r: &mut Reader<'_>) {
    let all = kinds();
    let kind = kind_number(r, all.len(), true);
    let flags = r.u8();
    let players = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 12) };
    let seed = r.u64();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: a valid or NULL out-pointer.
    let status = checked(unsafe { hdz_game_new(kind, players, seed, out(&mut game, flags & 1 != 0)) });
    let takes_players = all.get(kind as usize).is_some_and(|i| (i.min_players..=i.max_players).contains(&players));
    if flags & 1 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
    } else {
        assert_eq!(status == HdzStatus::HDZ_OK, takes_players, "hdz_game_new({kind}, {players})");
        let engine = kind_at(kind).and_then(|k| k.new_game(players, seed));
        same_answer("hdz_game_new", status, &engine);
        if let Ok(engine) = engine {
            // SAFETY: a live game.
            assert_eq!(unsafe { state_json(game) }, engine.to_json(), "C and Rust set up different games");
        }
    }
    if status == HdzStatus::HDZ_OK {
        handles.put_game(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
}

/// The `WITH_OPTIONS` operation: a kind's default options for a player count, then a game from
/// them as written (accepted), without one field (refused, naming the field) or edited.
pub(crate) fn with_default_options(handles: &mut Handles, r: &mut Reader<'_>) {
    let all = kinds();
    let kind = kind_number(r, all.len(), true);
    let flags = r.u8();
    let players = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 12) };
    let mode = r.u8() % 3;
    let mut detail = block(r, EDIT_BYTES);
    let (game_flags, seed) = (r.u8(), r.u64());
    // SAFETY: a valid or NULL out-pointer.
    let defaults = text(flags & 1 != 0, |out| unsafe { hdz_default_options_json(kind, players, out) });
    if flags & 1 != 0 {
        assert_eq!(defaults, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    }
    let engine = kind_at(kind).and_then(|k| k.default_options_json(players));
    same_answer("hdz_default_options_json", defaults.as_ref().err().copied().unwrap_or(HdzStatus::HDZ_OK), &engine);
    let Ok(defaults) = defaults else { return };
    assert_eq!(Ok(&defaults), engine.as_ref(), "C and Rust default options differ");
    let (json, accepted) = match mode {
        0 => (defaults.into_bytes(), true),
        1 => {
            // Without a field: options are read strictly, so this is refused.
            let serde_json::Value::Object(mut fields) = serde_json::from_str(&defaults).expect("JSON") else {
                panic!("options are an object: {defaults}")
            };
            let key = fields.keys().nth(usize::from(detail.u8()) % fields.len()).expect("a field").clone();
            fields.remove(&key);
            let json = c_text(serde_json::Value::Object(fields).to_string().as_bytes());
            // SAFETY: NUL-terminated.
            let status = unsafe { with_options(handles, kind, json.as_ptr(), game_flags, seed) };
            assert!(matches!(status, HdzStatus::HDZ_INVALID_JSON | HdzStatus::HDZ_NULL_POINTER), "without {key}");
            return;
        }
        _ => {
            let mut bytes = defaults.into_bytes();
            let edited = edit(&mut detail, &mut bytes);
            (bytes, !edited)
        }
    };
    let json = c_text(&json);
    // SAFETY: NUL-terminated.
    let status = unsafe { with_options(handles, kind, json.as_ptr(), game_flags, seed) };
    if accepted {
        assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_NULL_POINTER), "the defaults refused");
    }
}

/// The `WITH_OPTIONS_RAW | FROM_JSON_RAW` operations: raw bytes as options or a state of any kind
/// number.
pub(crate) fn raw_text(handles: &mut Handles, r: &mut Reader<'_>, code: u8) {
    let kind = kind_number(r, kinds().len(), true);
    let len = usize::from(r.u16()) % (MAX_TEXT + 1);
    let text = c_text(r.bytes(len));
    // Length MAX_TEXT stands for a NULL string.
    let ptr = if len == MAX_TEXT { null() } else { text.as_ptr() };
    let (flags, seed) = (r.u8(), r.u64());
    // SAFETY: NULL or NUL-terminated.
    unsafe {
        if code == op::WITH_OPTIONS_RAW {
            with_options(handles, kind, ptr, flags, seed);
        } else {
            from_json(handles, kind, ptr, flags);
        }
    }
}

/// The `JSON_ROUND_TRIP` operation: a game's state, possibly edited, loaded as its kind (the
/// same game when unedited) or as another kind.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn json_round_trip(handles: &mut Handles, r: &mut Reader<'_>) {
    let from = handles.game(r.u8());
    let flags = r.u8();
    let mut edits = block(r, EDIT_BYTES);
    let slot = r.u8();
    // SAFETY: `from` is NULL or live; the out-pointer is valid or NULL.
    let state = text(flags & 1 != 0, |out| unsafe { hdz_game_to_json(from, out) });
    if from.is_null() || flags & 1 != 0 {
        assert_eq!(state, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    }
    let state = state.expect("a live game's state");
    // SAFETY: a live game.
    let own = unsafe { kind_of(from) }.index() as u32;
    let kind = if flags & 2 != 0 { (own + 1) % kinds().len() as u32 } else { own };
    let mut json = state.clone().into_bytes();
    let edited = edit(&mut edits, &mut json);
    let json = c_text(&json);
    let mut game = SENTINEL as usize as *mut HdzGame;
    let null_out = slot & 0x80 != 0;
    // SAFETY: NUL-terminated text; a valid or NULL out-pointer.
    let status = checked(unsafe { hdz_game_from_json(kind, json.as_ptr(), out(&mut game, null_out)) });
    if !edited && !null_out && kind == own {
        assert_eq!(status, HdzStatus::HDZ_OK, "a game's own state is refused: {}", last_error());
    }
    // SAFETY: NUL-terminated text.
    unsafe { expect_loaded(handles, kind, json.as_ptr(), null_out, status, game, slot) };
    if status == HdzStatus::HDZ_OK && !edited {
        // SAFETY: a live game (kept in a slot).
        unsafe {
            assert_eq!(state_json(game), state, "state round trip");
            assert_eq!(events_json(game), "[]", "a loaded game has no last events");
        }
    }
}

/// The `CLONE` operation.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn clone(handles: &mut Handles, r: &mut Reader<'_>) {
    let from = handles.game(r.u8());
    let flags = r.u8();
    let mut copy = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `from` is NULL or live; `copy` is valid for a write or NULL.
    let status = checked(unsafe { hdz_game_clone(from, out(&mut copy, flags & 1 != 0)) });
    if from.is_null() || flags & 1 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(copy as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: both live.
    unsafe {
        assert_eq!(kind_of(from).index(), kind_of(copy).index(), "a clone is of another kind");
        assert_eq!(state_json(from), state_json(copy), "a clone has another state");
        assert_eq!(events_json(from), events_json(copy), "a clone has other last events");
    }
    handles.put_game(flags >> 1, copy);
}

/// The `FREE` operation.
pub(crate) fn free(handles: &mut Handles, r: &mut Reader<'_>) {
    let slot = r.u8() % 5;
    if usize::from(slot) < SLOTS {
        handles.put_game(slot, null_mut());
    } else {
        // SAFETY: NULL is ignored.
        unsafe { hdz_game_free(null_mut()) };
    }
}

/// The `DETERMINIZE` operation: the sample is the engine's for the same seat and seed, and keeps
/// the seat's view.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn determinize(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let player = seat_number(r, flags);
    let seed = r.u64();
    // The engine's copy first: a call's message is the last call's.
    // SAFETY: a live game.
    let engine = (!game.is_null()).then(|| unsafe { engine_game(game) });
    let mut sample = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `game` is NULL or live; `sample` is valid for a write or NULL.
    let status = checked(unsafe { hdz_game_determinize(game, player, seed, out(&mut sample, flags & 1 != 0)) });
    let Some(engine) = engine.filter(|_| flags & 1 == 0) else {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(sample as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    };
    let seat = engine.seat(player);
    same_answer("hdz_game_determinize", status, &seat);
    let Ok(seat) = seat else {
        assert_eq!(sample as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    };
    // SAFETY (all calls): both live.
    unsafe {
        assert_eq!(state_json(sample), engine.determinize(seat, seed).to_json(), "C and Rust determinize differently");
        assert_eq!(view_json(sample, player), view_json(game, player), "a determinization changed the seat's view");
        assert_eq!(events_json(sample), "[]", "a sample has no last events");
    }
    handles.put_game(flags >> 1, sample);
}

/// Creates a game of `kind` from a C string of options and `seed`; returns the status (the game
/// goes into the slot `flags >> 1`; `flags` bit 0 asks for a NULL out-pointer).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn with_options(
    handles: &mut Handles,
    kind: u32,
    json: *const c_char,
    flags: u8,
    seed: u64,
) -> HdzStatus {
    let mut game = SENTINEL as usize as *mut HdzGame;
    let null_out = flags & 1 != 0;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write or NULL.
    let status = checked(unsafe { hdz_game_with_options(kind, json, seed, out(&mut game, null_out)) });
    // SAFETY: NULL or NUL-terminated by the caller's contract.
    let text = unsafe { expect_text_checks(status, json, null_out, HdzStatus::HDZ_INVALID_JSON) };
    if let Some(text) = text {
        let engine = kind_at(kind).and_then(|k| k.with_options(text, seed));
        same_answer("hdz_game_with_options", status, &engine);
        if let Ok(engine) = engine {
            // SAFETY: a live game.
            assert_eq!(unsafe { state_json(game) }, engine.to_json(), "C and Rust set up different games");
        }
    }
    if status == HdzStatus::HDZ_OK {
        handles.put_game(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
    status
}

/// Loads a game of `kind` from a C string of state JSON; returns the status (the game goes into
/// `slot`; its bit 7 asks for a NULL out-pointer).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn from_json(handles: &mut Handles, kind: u32, json: *const c_char, slot: u8) -> HdzStatus {
    let null_out = slot & 0x80 != 0;
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write or NULL.
    let status = checked(unsafe { hdz_game_from_json(kind, json, out(&mut game, null_out)) });
    // SAFETY: by the caller's contract.
    unsafe { expect_loaded(handles, kind, json, null_out, status, game, slot) };
    status
}

/// Checks what `hdz_game_from_json(kind, json, ...)` answered against the engine and keeps the
/// game it made in a slot.
///
/// # Safety
/// `json` is NULL or NUL-terminated; `game` is live if `status` is `HDZ_OK`.
unsafe fn expect_loaded(
    handles: &mut Handles,
    kind: u32,
    json: *const c_char,
    null_out: bool,
    status: HdzStatus,
    game: *mut HdzGame,
    slot: u8,
) {
    // SAFETY: by the caller's contract.
    let text = unsafe { expect_text_checks(status, json, null_out, HdzStatus::HDZ_INVALID_JSON) };
    if let Some(text) = text {
        let engine = kind_at(kind).and_then(|k| k.load_game(text));
        same_answer("hdz_game_from_json", status, &engine);
        if let Ok(engine) = engine {
            // SAFETY: a live game.
            assert_eq!(unsafe { state_json(game) }, engine.to_json(), "C and Rust load the state differently");
        }
    }
    if status == HdzStatus::HDZ_OK {
        handles.put_game(slot, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
}
