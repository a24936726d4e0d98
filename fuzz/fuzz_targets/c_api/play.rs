//! Operations that play a game: the small queries, legal moves, checking and applying moves,
//! and the events of the last move.

use herr_der_ziegen::prelude::*;
use std::ffi::c_char;
use std::ptr::null_mut;

use herr_der_ziegen::Game;
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::{op, Reader};

use crate::common::*;

/// The `QUERIES` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn queries(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let nulls = r.u8();
    let (mut players, mut player, mut over, mut phase, mut scores) =
        (SENTINEL, SENTINEL, true, HdzPhase::Mark, HdzScores { players: 0xAB, ..HdzScores::default() });
    // SAFETY: `game` is NULL or live; every out-pointer is NULL or valid for a write.
    let statuses = unsafe {
        [
            checked(hdz_game_players(game, out(&mut players, nulls & 1 != 0))),
            checked(hdz_game_player_to_act(game, out(&mut player, nulls & 2 != 0))),
            checked(hdz_game_is_over(game, out(&mut over, nulls & 4 != 0))),
            checked(hdz_game_phase(game, out(&mut phase, nulls & 8 != 0))),
            checked(hdz_game_scores(game, out(&mut scores, nulls & 16 != 0))),
        ]
    };
    for (i, status) in statuses.iter().enumerate() {
        if game.is_null() || nulls & (1 << i) != 0 {
            assert_eq!(*status, HdzStatus::HDZ_NULL_POINTER, "query {i}");
        }
    }
    if statuses[0] == HdzStatus::HDZ_OK {
        assert!((2..=5).contains(&players));
    } else {
        assert_eq!(players, SENTINEL);
    }
    if statuses[1] != HdzStatus::HDZ_OK {
        assert_eq!(player, SENTINEL, "a failed call wrote its out-parameter");
    }
    if !game.is_null() {
        // The end of the game is no error: the player to act is HDZ_NONE then. The deprecated
        // name keeps its old behaviour, HDZ_GAME_OVER.
        let mut to_act = SENTINEL;
        let mut old = SENTINEL;
        // SAFETY: live game, valid out-pointers.
        let (new_status, old_status) = unsafe {
            #[allow(deprecated)]
            let old_status = checked(hdz_game_current_player(game, &mut old));
            (checked(hdz_game_player_to_act(game, &mut to_act)), old_status)
        };
        assert_eq!(new_status, HdzStatus::HDZ_OK);
        if to_act == u32::from(HDZ_NONE) {
            assert_eq!((old_status, old), (HdzStatus::HDZ_GAME_OVER, SENTINEL));
        } else {
            assert_eq!((old_status, old), (HdzStatus::HDZ_OK, to_act));
        }
    }
    if statuses[2] == HdzStatus::HDZ_OK {
        if statuses[1] == HdzStatus::HDZ_OK {
            assert_eq!(over, player == u32::from(HDZ_NONE), "is_over and the player to act agree");
        }
        if statuses[3] == HdzStatus::HDZ_OK {
            assert_eq!(over, phase == HdzPhase::Over, "is_over and phase agree");
        }
    } else {
        assert!(over, "a failed call wrote its out-parameter");
    }
    if statuses[0] == HdzStatus::HDZ_OK && statuses[1] == HdzStatus::HDZ_OK && player != u32::from(HDZ_NONE) {
        assert!(player < players);
    }
    if statuses[3] != HdzStatus::HDZ_OK {
        assert_eq!(phase, HdzPhase::Mark);
    }
    if statuses[4] == HdzStatus::HDZ_OK {
        assert!((2..=5).contains(&scores.players));
        assert!(scores.winners != 0 && scores.winners >> scores.players == 0, "winners are seats");
    } else {
        assert_eq!(scores.players, 0xAB);
    }
}

/// The `LEGAL_MOVES` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn legal_moves(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
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
    // SAFETY: live.
    let all = unsafe { legal_ids(game) };
    // SAFETY: live.
    let rust = Game::from_json(&unsafe { state_json(game) }).expect("a game's own state loads");
    assert!(rust.legal_actions().map(u32::from).eq(all.iter().copied()), "C and Rust legal moves differ");
    match status {
        HdzStatus::HDZ_OK => {
            assert_eq!(count, all.len());
            assert_eq!(&ids[..count], &all[..]);
            assert!(ids[count..].iter().all(|&i| i == SENTINEL), "wrote past the count");
        }
        HdzStatus::HDZ_BUFFER_TOO_SMALL => {
            assert!(count == all.len() && count > capacity);
            assert!(ids.iter().all(|&i| i == SENTINEL), "a failed call wrote ids");
        }
        other => panic!("legal moves failed: {other:?}"),
    }
}

/// The `APPLY | APPLY_LEGAL | APPLY_FOR` operations.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn apply(games: &mut Games, r: &mut Reader<'_>, code: u8) {
    let game = games.pick(r.u8());
    let mode = r.u8();
    let player = if mode & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
    let raw = if mode & 0x40 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
    if game.is_null() {
        // SAFETY: NULL is refused.
        unsafe {
            assert_eq!(checked(hdz_game_check(game, raw)), HdzStatus::HDZ_NULL_POINTER);
            assert_eq!(checked(hdz_game_apply(game, raw)), HdzStatus::HDZ_NULL_POINTER);
            assert_eq!(checked(hdz_game_apply_for(game, player, raw)), HdzStatus::HDZ_NULL_POINTER);
        }
        return;
    }
    // SAFETY (all blocks below): `game` is live.
    let legal = unsafe { legal_ids(game) };
    let pick_legal = code == op::APPLY_LEGAL || (code == op::APPLY_FOR && mode & 0x20 != 0);
    let id = if pick_legal && !legal.is_empty() { legal[raw as usize % legal.len()] } else { raw };
    let (state, events) = unsafe { (state_json(game), events_json(game)) };
    let to_act = unsafe { current_player(game) };
    let check = checked(unsafe { hdz_game_check(game, id) });
    assert_eq!(check == HdzStatus::HDZ_OK, legal.contains(&id), "check({id}) disagrees with the list");
    let for_player = code == op::APPLY_FOR;
    let status = if for_player {
        checked(unsafe { hdz_game_apply_for(game, player, id) })
    } else {
        checked(unsafe { hdz_game_apply(game, id) })
    };
    let seat_ok = !for_player || to_act == Some(player);
    if status == HdzStatus::HDZ_OK {
        assert!(check == HdzStatus::HDZ_OK && seat_ok, "applied {id} for {player}: check said {check:?}");
    } else {
        assert!(check != HdzStatus::HDZ_OK || !seat_ok, "refused legal {id} for {player}: {status:?}");
        if !for_player {
            assert_eq!(status, check, "apply and check give different statuses");
        }
        unsafe {
            assert_eq!(state_json(game), state, "a failed apply changed the state");
            assert_eq!(events_json(game), events, "a failed apply changed the last events");
        }
    }
}

/// The bytes of the last events of `game`, read into a buffer whose bytes were all `fill`.
///
/// # Safety
/// `game` is a live game.
unsafe fn event_bytes(game: *const HdzGame, fill: u8) -> Vec<u8> {
    let mut buffer = vec![std::mem::MaybeUninit::<HdzEvent>::uninit(); HDZ_MAX_EVENTS];
    // SAFETY: sets every byte of the buffer.
    unsafe { std::ptr::write_bytes(buffer.as_mut_ptr(), fill, buffer.len()) };
    let mut count = 0;
    // SAFETY: live game, a buffer of `HDZ_MAX_EVENTS` events.
    let status = checked(unsafe { hdz_game_last_events(game, buffer.as_mut_ptr().cast(), buffer.len(), &mut count) });
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: every byte initialised (the fill, then whole events).
    unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), count * size_of::<HdzEvent>()) }.to_vec()
}

/// The `EVENTS` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn events(games: &mut Games, r: &mut Reader<'_>) {
    let game = games.pick(r.u8());
    let nulls = r.u8();
    let capacity = usize::from(r.u8() % 32);
    let blank = HdzEvent {
        kind: HdzEventKind::GameOver,
        player: 0xAB,
        opponent: 0xAB,
        card: 0xAB,
        cell: 0xAB,
        to_cell: 0xAB,
        goat_kind: 0xAB,
        track_from: 0xAB,
        track_to: 0xAB,
        detail: 0xAB,
        reserved: [0xAB; 3],
    };
    let mut events = vec![blank; capacity];
    let mut count = SENTINEL as usize;
    let ptr = if nulls & 1 != 0 { null_mut() } else { events.as_mut_ptr() };
    // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` events.
    let status = checked(unsafe { hdz_game_last_events(game, ptr, capacity, out(&mut count, nulls & 2 != 0)) });
    let mut text = SENTINEL as usize as *mut c_char;
    // SAFETY: as above.
    let json_status = checked(unsafe { hdz_game_last_events_json(game, out(&mut text, nulls & 4 != 0)) });
    if game.is_null() || nulls & 4 != 0 {
        assert_eq!(json_status, HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(text as usize, SENTINEL as usize);
    } else {
        assert_eq!(json_status, HdzStatus::HDZ_OK);
        // SAFETY: just returned.
        let json = unsafe { take_string(text) };
        assert!(json.starts_with('[') && json.ends_with(']'), "events JSON is an array: {json}");
    }
    if game.is_null() || (ptr.is_null() && capacity > 0) || nulls & 2 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert!(count == SENTINEL as usize && events.iter().all(|e| *e == blank));
        return;
    }
    match status {
        HdzStatus::HDZ_OK => {
            assert!(count <= capacity && count <= HDZ_MAX_EVENTS);
            assert!(events[count..].iter().all(|e| *e == blank), "wrote past the count");
            assert!(events[..count].iter().all(|e| e.reserved == [0; 3]), "reserved bytes are 0");
            // No padding: every byte is written, whatever the buffer held.
            // SAFETY: a live game (checked above).
            let (zeros, ones) = unsafe { (event_bytes(game, 0x00), event_bytes(game, 0xFF)) };
            assert_eq!(zeros, ones, "event bytes depend on the buffer's old contents");
        }
        HdzStatus::HDZ_BUFFER_TOO_SMALL => {
            assert!(count > capacity && count <= HDZ_MAX_EVENTS);
            assert!(events.iter().all(|e| *e == blank), "a failed call wrote events");
        }
        other => panic!("last events failed: {other:?}"),
    }
}
