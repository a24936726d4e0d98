//! Operations that play a game of any kind: the small queries, legal moves, checking and applying
//! moves for the seat to act or a named seat, and the events of the last move.

use std::ptr::null_mut;

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::{op, Reader};

use crate::common::*;
use crate::extras;

/// The `QUERIES` operation: every small query, each with a NULL out-pointer sometimes; they agree
/// with each other and with the engine.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn queries(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let nulls = r.u8();
    let null = |bit: u8| nulls & (1 << bit) != 0;
    // SAFETY (every call): `game` is NULL or live; the out-pointers are NULL or valid.
    let kind = written(HdzGameKind::HerrDerZiegen, null(0), |out| unsafe { hdz_game_kind(game, out) });
    let players = written(SENTINEL, null(1), |out| unsafe { hdz_game_players(game, out) });
    let to_act = written(SENTINEL, null(2), |out| unsafe { hdz_game_current_player(game, out) });
    let over = written(true, null(3), |out| unsafe { hdz_game_is_over(game, out) });
    let phase = written(SENTINEL, null(4), |out| unsafe { hdz_game_phase(game, out) });
    let turn = written(SENTINEL, null(5), |out| unsafe { hdz_game_turn(game, out) });
    let statuses = [kind.err(), players.err(), to_act.err(), over.err(), phase.err(), turn.err()];
    for (bit, status) in statuses.into_iter().enumerate() {
        let refused = game.is_null() || null(bit as u8);
        assert_eq!(status, refused.then_some(HdzStatus::HDZ_NULL_POINTER), "query {bit}");
    }
    if game.is_null() {
        return;
    }
    // SAFETY: a live game.
    let engine = unsafe { engine_game(game) };
    let none = u32::from(HDZ_NONE);
    if let Ok(kind) = kind {
        assert_eq!(kind as usize, engine.kind().index());
    }
    if let Ok(players) = players {
        assert_eq!(players, u32::from(engine.players()));
        let info = engine.kind().info();
        assert!((info.min_players..=info.max_players).contains(&engine.players()));
    }
    if let Ok(to_act) = to_act {
        // The end of the game is no error: the player to act is HDZ_NONE then.
        assert_eq!(to_act, engine.current_player().map_or(none, u32::from), "C and Rust players to act");
    }
    if let Ok(over) = over {
        assert_eq!(over, engine.current_player().is_none(), "over exactly when nobody is to act");
    }
    if let Ok(phase) = phase {
        assert_eq!(phase, u32::from(engine.phase()), "C and Rust phases");
        let kind = engine.kind().index() as u32;
        let mut name = std::ptr::null();
        // SAFETY: a valid out-pointer.
        assert_eq!(checked(unsafe { hdz_phase_name(kind, phase, &mut name) }), HdzStatus::HDZ_OK);
        // SAFETY: a static string of the library.
        let name = unsafe { std::ffi::CStr::from_ptr(name) }.to_str().expect("UTF-8");
        assert_eq!(name, engine.kind().phase_names()[phase as usize]);
        assert_eq!(name == "over", engine.current_player().is_none(), "the phase is over exactly at the end");
    }
    if let Ok(turn) = turn {
        assert_eq!(turn, u32::from(engine.turn()), "C and Rust turns");
        assert!(turn >= 1, "turns count from 1");
    }
}

/// The `LEGAL_MOVES` operation: any capacity, NULL buffers sometimes.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn legal_moves(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let nulls = r.u8();
    let capacity = usize::from(r.u8());
    let mut ids = vec![SENTINEL; capacity];
    let mut count = SENTINEL as usize;
    let ids_ptr = if nulls & 1 != 0 { null_mut() } else { ids.as_mut_ptr() };
    // SAFETY: `game` is NULL or live; `ids_ptr` is NULL or holds `capacity` ids.
    let status = checked(unsafe { hdz_game_legal_moves(game, ids_ptr, capacity, out(&mut count, nulls & 2 != 0)) });
    if game.is_null() || (ids_ptr.is_null() && capacity > 0) || nulls & 2 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert!(count == SENTINEL as usize && ids.iter().all(|&i| i == SENTINEL));
        return;
    }
    // SAFETY: a live game.
    let engine = unsafe { engine_game(game) };
    let all = engine_legal(&*engine);
    assert!(all.len() <= engine.kind().info().max_legal_moves, "more legal moves than the kind's bound");
    match status {
        HdzStatus::HDZ_OK => {
            assert_eq!(&ids[..count], &all[..], "C and Rust legal moves differ");
            assert!(ids[count..].iter().all(|&i| i == SENTINEL), "wrote past the count");
        }
        HdzStatus::HDZ_BUFFER_TOO_SMALL => {
            assert!(count == all.len() && count > capacity);
            assert!(ids.iter().all(|&i| i == SENTINEL), "a failed call wrote ids");
        }
        other => panic!("legal moves failed: {other:?}"),
    }
}

/// The `APPLY | APPLY_LEGAL | APPLY_FOR` operations: `is_legal`, `check` (for the seat to act and
/// for a named seat) and the move agree with the legal list and with the engine; a move applied
/// makes the engine's state and events, a refused one changes nothing.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn apply(handles: &mut Handles, r: &mut Reader<'_>, code: u8) {
    let game = handles.game(r.u8());
    let mode = r.u8();
    let player = seat_number(r, mode);
    let raw = if mode & 0x40 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
    let none = u32::from(HDZ_NONE);
    if game.is_null() {
        // SAFETY: NULL is refused.
        unsafe {
            assert_eq!(checked(hdz_game_check(game, none, raw)), HdzStatus::HDZ_NULL_POINTER);
            assert_eq!(checked(hdz_game_apply(game, raw)), HdzStatus::HDZ_NULL_POINTER);
            assert_eq!(checked(hdz_game_apply_for(game, player, raw)), HdzStatus::HDZ_NULL_POINTER);
        }
        let legal = written(false, false, |out| unsafe { hdz_game_is_legal(game, raw, out) });
        assert_eq!(legal, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    }
    // SAFETY (all blocks below): `game` is live.
    let legal = unsafe { legal_ids(game) };
    let pick_legal = code == op::APPLY_LEGAL || (code == op::APPLY_FOR && mode & 0x20 != 0);
    let id = if pick_legal && !legal.is_empty() { legal[raw as usize % legal.len()] } else { raw };
    let listed = legal.contains(&id);
    let (state, events) = unsafe { (state_json(game), events_json(game)) };
    let mut engine = unsafe { engine_game(game) };
    let num_actions = engine.kind().info().num_actions as u32;
    let to_act = engine.current_player().map(u32::from);

    let is_legal = written(!listed, mode & 8 != 0, |out| unsafe { hdz_game_is_legal(game, id, out) });
    let expected = if mode & 8 != 0 { Err(HdzStatus::HDZ_NULL_POINTER) } else { Ok(listed) };
    assert_eq!(is_legal, expected, "is_legal({id}) and the legal list");
    let check = checked(unsafe { hdz_game_check(game, none, id) });
    assert_eq!(check == HdzStatus::HDZ_OK, listed, "check({id}) disagrees with the legal list");
    same_answer("hdz_game_check", check, &engine.check(None, id));
    if id >= num_actions {
        assert_eq!(check, HdzStatus::HDZ_UNKNOWN_ACTION);
    } else if to_act.is_none() {
        assert_eq!(check, HdzStatus::HDZ_GAME_OVER);
    }
    // `HDZ_NONE` names the seat to act in `check`, but is no seat for `apply_for`.
    let seat = engine.seat(player);
    let check_seat = if player == none { Ok(None) } else { seat.clone().map(Some) };
    let for_seat = checked(unsafe { hdz_game_check(game, player, id) });
    same_answer("hdz_game_check", for_seat, &check_seat.and_then(|seat| engine.check(seat, id)));
    if seat.is_ok() && Some(player) != to_act && to_act.is_some() && id < num_actions {
        assert_eq!(for_seat, HdzStatus::HDZ_NOT_YOUR_TURN, "a move for a seat that does not decide");
    }

    let (function, status, answer) = if code == op::APPLY_FOR {
        let status = checked(unsafe { hdz_game_apply_for(game, player, id) });
        let answer = seat.clone().and_then(|seat| engine.apply(Some(seat), id));
        if seat.is_ok() {
            assert_eq!(status, for_seat, "apply_for returns what check says");
        }
        ("hdz_game_apply_for", status, answer)
    } else {
        let status = checked(unsafe { hdz_game_apply(game, id) });
        assert_eq!(status, check, "apply and check give different statuses");
        ("hdz_game_apply", status, engine.apply(None, id))
    };
    same_answer(function, status, &answer);
    if status == HdzStatus::HDZ_OK {
        assert!(listed && (code != op::APPLY_FOR || Some(player) == to_act), "applied {id} for {player}");
        unsafe {
            assert_eq!(state_json(game), engine.to_json(), "C and Rust states after the move");
            assert_eq!(events_json(game), engine.last_events_json().expect("events"), "C and Rust events");
        }
        // The typed events are the engine's, byte for byte.
        extras::events_are_the_engines(game, &*engine);
    } else {
        unsafe {
            assert_eq!(state_json(game), state, "a failed apply changed the state");
            assert_eq!(events_json(game), events, "a failed apply changed the last events");
        }
    }
}

/// The `EVENTS` operation: the JSON events and the typed events of the game's kind, NULL
/// pointers and small buffers sometimes.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn events(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let nulls = r.u8();
    let capacity = usize::from(r.u8() % 40);
    // Without a game, the kind whose typed events are asked for.
    let kind_byte = r.u8();
    // SAFETY: `game` is NULL or live; a valid or NULL out-pointer.
    let json = text(nulls & 4 != 0, |out| unsafe { hdz_game_last_events_json(game, out) });
    if game.is_null() || nulls & 4 != 0 {
        assert_eq!(json, Err(HdzStatus::HDZ_NULL_POINTER));
    }
    if let Ok(json) = json {
        let events: serde_json::Value = serde_json::from_str(&json).expect("events are JSON");
        let events = events.as_array().expect("events JSON is an array");
        assert!(events.iter().all(|e| e["event"].is_string()), "each event is named: {json}");
    }
    // SAFETY: `game` is NULL or live.
    let kind = if game.is_null() { usize::from(kind_byte) % kinds().len() } else { unsafe { kind_of(game) }.index() };
    extras::typed_events(kind, game, capacity, nulls);
}
