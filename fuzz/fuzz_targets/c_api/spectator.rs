//! The operation on what someone without a seat is told, for every kind: a game's events as any
//! seat number (or `HDZ_NONE`, a spectator) may know them, and spectator view handles
//! (`HdzSpectatorView`) made from a game or loaded from JSON (the game's spectator view, edited,
//! a seat's view, raw bytes; as the game's kind or another), every call on them compared with the
//! Rust engine's, and NULL arguments to each.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use game_registry::dynamic::{kind_at, DynSpectatorView};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;
use serde_json::Value;

use crate::common::*;

/// The `SPECTATOR` operation.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn spectator(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let player = seat_number(r, flags & 0x80);
    let kind_byte = r.u8();
    let raw = if flags & 3 == 3 {
        let len = usize::from(r.u16()) % MAX_TEXT;
        r.bytes(len).to_vec()
    } else {
        Vec::new()
    };
    let mut edits = block(r, if flags & 3 == 2 { EDIT_BYTES } else { 0 });
    let null_out = flags & 4 != 0;
    // SAFETY: NULL or a live game.
    unsafe { events_for(game, player, flags & 8 != 0) };
    // The engine's copy first: a call's message is the last call's.
    // SAFETY: a live game.
    let engine = (!game.is_null()).then(|| unsafe { engine_game(game) });
    let own = engine.as_ref().map(|e| e.kind().index() as u32);
    let kind = match own {
        Some(own) if flags & 16 == 0 => own,
        _ => u32::from(kind_byte) % (kinds().len() as u32 + 2),
    };
    let mut view = SENTINEL as usize as *mut HdzSpectatorView;
    let (status, expected): (HdzStatus, Option<Box<dyn DynSpectatorView>>) = if flags & 3 == 0 {
        // SAFETY: `game` is NULL or live; `view` is valid for a write or NULL.
        let status = checked(unsafe { hdz_game_spectator_view(game, out(&mut view, null_out)) });
        match &engine {
            Some(engine) if !null_out => {
                assert_eq!(status, HdzStatus::HDZ_OK, "{}", last_error());
                (status, Some(engine.spectator_view()))
            }
            _ => {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                (status, None)
            }
        }
    } else {
        let mut bytes = match (flags & 3, &engine) {
            (3, _) => raw,
            // A seat's view is no spectator's view.
            (_, Some(engine)) if flags & 32 != 0 => engine.view(0).to_json().into_bytes(),
            (_, Some(engine)) => engine.spectator_view().to_json().into_bytes(),
            _ => Vec::new(),
        };
        let edited = flags & 3 == 2 && edit(&mut edits, &mut bytes);
        let text = c_text(&bytes);
        // SAFETY: NUL-terminated text; `view` is valid for a write or NULL.
        let status = checked(unsafe { hdz_spectator_view_from_json(kind, text.as_ptr(), out(&mut view, null_out)) });
        // SAFETY: NUL-terminated.
        let expected = unsafe { expect_text_checks(status, text.as_ptr(), null_out, HdzStatus::HDZ_INVALID_JSON) }
            .and_then(|text| {
                let answer = kind_at(kind).and_then(|k| k.load_spectator_view(text));
                same_answer("hdz_spectator_view_from_json", status, &answer);
                answer.ok()
            });
        if engine.is_some() && flags & 3 == 1 && flags & 32 == 0 && !edited && !null_out && Some(kind) == own {
            assert_eq!(status, HdzStatus::HDZ_OK, "a game's own spectator view is refused");
        }
        (status, expected)
    };
    if flags & 64 != 0 {
        // SAFETY: NULL or a live view.
        unsafe { null_arguments(if status == HdzStatus::HDZ_OK { view } else { null_mut() }) };
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(view as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    let expected = expected.expect("a spectator view the engine has too");
    // SAFETY: `view` is live until freed here.
    unsafe {
        is_the_engines(view, &*expected);
        let mut copy = null_mut();
        assert_eq!(checked(hdz_spectator_view_clone(view, &mut copy)), HdzStatus::HDZ_OK);
        hdz_spectator_view_free(view);
        is_the_engines(copy, &*expected);
        hdz_spectator_view_free(copy);
    }
}

/// `hdz_game_events_for_json` for `player` (to a NULL out-pointer with `null_out`): refused for a
/// number that is neither a seat nor `HDZ_NONE`; otherwise the last events, as many and of the same
/// kinds, none longer than the whole.
///
/// # Safety
/// `game` is NULL or live.
unsafe fn events_for(game: *const HdzGame, player: u32, null_out: bool) {
    // SAFETY: by the caller's contract; a valid or NULL out-pointer.
    let seen = text(null_out, |out| unsafe { hdz_game_events_for_json(game, player, out) });
    if game.is_null() || null_out {
        assert_eq!(seen, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    }
    // SAFETY: a live game.
    let players = unsafe { engine_game(game) }.players();
    if player != u32::from(HDZ_NONE) && player >= u32::from(players) {
        assert_eq!(seen, Err(HdzStatus::HDZ_INVALID_ARGUMENT), "events for player {player}");
        return;
    }
    let seen = seen.unwrap_or_else(|status| panic!("events for player {player}: {status:?} {}", last_error()));
    // SAFETY: a live game.
    let all = unsafe { events_json(game) };
    let kinds = |json: &str| -> Vec<Value> {
        let events: Vec<Value> = serde_json::from_str(json).expect("events are a JSON array");
        events.iter().map(|event| event["event"].clone()).collect()
    };
    assert_eq!(kinds(&seen), kinds(&all), "an observer is told other events");
    assert!(seen.len() <= all.len(), "an observer is told more than the events: {seen} of {all}");
}

/// Every call on the live spectator view `view` answers as `expected` does.
///
/// # Safety
/// `view` is a live spectator view.
unsafe fn is_the_engines(view: *const HdzSpectatorView, expected: &dyn DynSpectatorView) {
    // SAFETY (all calls): a live view, valid out-pointers.
    unsafe {
        let json = text(false, |out| hdz_spectator_view_to_json(view, out));
        assert_eq!(json.as_deref(), Ok(expected.to_json().as_str()), "C and Rust spectator views differ");
        let number = |call: unsafe extern "C" fn(*const HdzSpectatorView, *mut u32) -> HdzStatus| {
            written(SENTINEL, false, |out| call(view, out)).expect("a query of a live view")
        };
        assert_eq!(number(hdz_spectator_view_players), u32::from(expected.players()));
        assert_eq!(number(hdz_spectator_view_current_player), u32::from(expected.current_player().unwrap_or(HDZ_NONE)));
        assert_eq!(number(hdz_spectator_view_phase), u32::from(expected.phase()));
        assert_eq!(number(hdz_spectator_view_turn), u32::from(expected.turn()));
        let kind = written(HdzGameKind::HerrDerZiegen, false, |out| hdz_spectator_view_kind(view, out));
        assert_eq!(kind.map(|k| k as usize), Ok(expected.kind().index()));
    }
}

/// NULL arguments to every spectator call are refused as `HDZ_NULL_POINTER`, nothing written.
///
/// # Safety
/// `view` is NULL or a live spectator view.
unsafe fn null_arguments(view: *const HdzSpectatorView) {
    // SAFETY (all calls): NULL or live handles, NULL or valid out-pointers.
    unsafe {
        let mut u = SENTINEL;
        let mut text_out = SENTINEL as usize as *mut c_char;
        let mut handle = SENTINEL as usize as *mut HdzSpectatorView;
        let null_status = HdzStatus::HDZ_NULL_POINTER;
        assert_eq!(checked(hdz_spectator_view_to_json(null(), &mut text_out)), null_status);
        assert_eq!(checked(hdz_spectator_view_players(null(), &mut u)), null_status);
        assert_eq!(checked(hdz_spectator_view_clone(null(), &mut handle)), null_status);
        assert_eq!(checked(hdz_spectator_view_from_json(0, null(), &mut handle)), null_status);
        assert_eq!(checked(hdz_game_spectator_view(null(), &mut handle)), null_status);
        if !view.is_null() {
            assert_eq!(checked(hdz_spectator_view_to_json(view, null_mut())), null_status);
            assert_eq!(checked(hdz_spectator_view_turn(view, null_mut())), null_status);
            assert_eq!(checked(hdz_spectator_view_clone(view, null_mut())), null_status);
        }
        assert_eq!((u, text_out as usize, handle as usize), (SENTINEL, SENTINEL as usize, SENTINEL as usize));
        hdz_spectator_view_free(null_mut());
    }
}
