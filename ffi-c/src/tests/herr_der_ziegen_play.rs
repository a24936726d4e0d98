//! Herr der Ziegen through its own functions: whole games against the core, NULL pointers, refused
//! moves, buffers, the player to act, and byte-identical structs.

use std::ptr::{null, null_mut};

use herr_der_ziegen::prelude::*;

use super::support::*;
use crate::*;

#[test]
fn a_game_through_the_c_functions_matches_the_core() {
    let game = new_game(4, 7);
    let mut core = Game::new(4, 7).unwrap();
    let mut x = 99u64;
    while !core.is_over() {
        let ids = legal(game);
        let core_ids: Vec<u32> = core.legal_actions().map(u32::from).collect();
        assert_eq!(ids, core_ids);
        let mut player = u32::MAX;
        // SAFETY: live game, valid out-pointer.
        assert_eq!(unsafe { hdz_game_player_to_act(game, &mut player) }, HdzStatus::HDZ_OK);
        assert_eq!(player, u32::from(core.current_player().unwrap()));
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let id = ids[((x >> 33) % ids.len() as u64) as usize];
        // SAFETY: live game.
        assert_eq!(unsafe { hdz_game_check(game, id) }, HdzStatus::HDZ_OK);
        assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
        let events = core.apply_action(id).unwrap();
        let mut buf = [HdzEvent::from(events[0]); HDZ_MAX_EVENTS];
        let mut count = 0;
        // SAFETY: live game, buffer of the stated capacity.
        assert_eq!(unsafe { hdz_game_last_events(game, buf.as_mut_ptr(), buf.len(), &mut count) }, HdzStatus::HDZ_OK);
        let expected: Vec<HdzEvent> = events.iter().map(|&e| HdzEvent::from(e)).collect();
        assert_eq!(&buf[..count], expected.as_slice());
        let mut json = null_mut();
        // SAFETY: live game, valid out-pointer.
        assert_eq!(unsafe { hdz_game_last_events_json(game, &mut json) }, HdzStatus::HDZ_OK);
        assert_eq!(take_string(json), serde_json::to_string(events.as_slice()).unwrap());
    }
    let mut over = false;
    let mut phase = HdzPhase::Play;
    let mut scores = HdzScores::default();
    // SAFETY: live game, valid out-pointers.
    unsafe {
        assert_eq!(hdz_game_is_over(game, &mut over), HdzStatus::HDZ_OK);
        assert_eq!(hdz_game_phase(game, &mut phase), HdzStatus::HDZ_OK);
        assert_eq!(hdz_game_scores(game, &mut scores), HdzStatus::HDZ_OK);
    }
    assert!(over);
    assert_eq!(phase, HdzPhase::Over);
    assert_eq!(scores, HdzScores::from(core.scores()));
    assert_eq!(state_json(game), core.to_json());
    assert!(legal(game).is_empty());
    let mut player = 7;
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_player_to_act(game, &mut player) }, HdzStatus::HDZ_OK);
    assert_eq!(player, u32::from(HDZ_NONE), "no player to act once the game is over");
    assert_eq!(last_error(), "", "the end of the game is not an error");
    assert_eq!(unsafe { hdz_game_apply(game, 0) }, HdzStatus::HDZ_GAME_OVER);
    assert!(last_error().contains("over"), "{}", last_error());
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
}

#[test]
fn null_pointers_are_refused_and_nothing_is_written() {
    let game = new_game(3, 1);
    let mut out_game = null_mut();
    let mut json = null_mut();
    let mut count = 5usize;
    let mut ids = [0u32; 4];
    // SAFETY: every pointer is NULL or valid.
    unsafe {
        assert_eq!(hdz_game_new(3, 1, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("out_game"), "{}", last_error());
        assert_eq!(hdz_game_with_options(null(), 1, &mut out_game), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_from_json(null(), &mut out_game), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_clone(null(), &mut out_game), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_clone(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(out_game.is_null());
        assert_eq!(hdz_game_legal_moves(null(), ids.as_mut_ptr(), 4, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_legal_moves(game, null_mut(), 4, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_legal_moves(game, ids.as_mut_ptr(), 4, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(count, 5);
        assert_eq!(hdz_game_apply(null_mut(), 0), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_apply_for(null_mut(), 0, 0), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_check(null(), 0), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_players(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_player_to_act(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_is_over(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_phase(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_scores(game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_last_events(game, null_mut(), 1, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_last_events_json(null(), &mut json), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_view_json(game, 0, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_to_json(null(), &mut json), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_default_options_json(3, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_action_to_string(0, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_action_describe(0, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(json.is_null());
        hdz_game_free(null_mut());
        hdz_string_free(null_mut());
        hdz_game_free(game);
    }
}

#[test]
fn failures_change_nothing_and_name_the_reason() {
    let game = new_game(2, 5);
    let before = state_json(game);
    let first = legal(game)[0];
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_apply(game, first) }, HdzStatus::HDZ_OK);
    let mut events_before = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_last_events_json(game, &mut events_before) }, HdzStatus::HDZ_OK);
    let events_before = take_string(events_before);
    let after_first = state_json(game);
    assert_ne!(before, after_first);
    // SAFETY: live game.
    unsafe {
        assert_eq!(hdz_game_apply(game, HDZ_NUM_ACTIONS), HdzStatus::HDZ_UNKNOWN_ACTION);
        assert!(last_error().contains("810 is not an action id"), "{}", last_error());
        assert_eq!(hdz_game_apply(game, u32::MAX), HdzStatus::HDZ_UNKNOWN_ACTION);
        // A play is not legal in the take phase.
        assert_eq!(hdz_game_apply(game, 0), HdzStatus::HDZ_ILLEGAL_MOVE);
        assert!(last_error().starts_with("hdz_game_apply: the game is waiting for"), "{}", last_error());
        assert_eq!(hdz_game_check(game, 0), HdzStatus::HDZ_ILLEGAL_MOVE);
        let mut player = 0;
        assert_eq!(hdz_game_player_to_act(game, &mut player), HdzStatus::HDZ_OK);
        assert_eq!(hdz_game_apply_for(game, 1 - player, legal(game)[0]), HdzStatus::HDZ_NOT_YOUR_TURN);
        assert_eq!(hdz_game_apply_for(game, 2, legal(game)[0]), HdzStatus::HDZ_INVALID_ARGUMENT);
        let mut json = null_mut();
        assert_eq!(hdz_game_view_json(game, 2, &mut json), HdzStatus::HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_game_view_json(game, u32::MAX, &mut json), HdzStatus::HDZ_INVALID_ARGUMENT);
        assert!(json.is_null());
        assert!(last_error().contains("not a seat"), "{}", last_error());
    }
    assert_eq!(state_json(game), after_first);
    let mut events_after = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_last_events_json(game, &mut events_after) }, HdzStatus::HDZ_OK);
    assert_eq!(take_string(events_after), events_before);
    assert_eq!(last_error(), "", "a success clears the message");
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
}

#[test]
fn small_buffers_get_the_needed_count_only() {
    let game = new_game(5, 3);
    let needed = legal(game).len();
    assert!(needed >= 2);
    let mut ids = [u32::MAX; 1];
    let mut count = 0;
    // SAFETY: live game, buffers of the stated capacity.
    unsafe {
        assert_eq!(hdz_game_legal_moves(game, ids.as_mut_ptr(), 1, &mut count), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(count, needed);
        assert_eq!(ids, [u32::MAX]);
        count = 0;
        assert_eq!(hdz_game_legal_moves(game, null_mut(), 0, &mut count), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(count, needed);
        assert_eq!(hdz_game_last_events(game, null_mut(), 0, &mut count), HdzStatus::HDZ_OK);
        assert_eq!(count, 0, "no move applied yet");
        assert_eq!(hdz_game_apply(game, legal(game)[0]), HdzStatus::HDZ_OK);
        assert_eq!(hdz_game_last_events(game, null_mut(), 0, &mut count), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(count >= 1);
        hdz_game_free(game);
    }
}

#[test]
#[allow(deprecated)] // the old behaviour stays available under the old name
fn the_player_to_act_is_no_error_once_the_game_is_over() {
    let game = new_game(2, 5);
    let mut player = u32::MAX;
    // SAFETY (all calls): live game, valid pointers.
    assert_eq!(unsafe { hdz_game_player_to_act(game, &mut player) }, HdzStatus::HDZ_OK);
    assert!(player < 2);
    let mut old = u32::MAX;
    assert_eq!(unsafe { hdz_game_current_player(game, &mut old) }, HdzStatus::HDZ_OK);
    assert_eq!(old, player);
    while let Some(&id) = legal(game).first() {
        assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
    }
    assert_eq!(unsafe { hdz_game_player_to_act(game, &mut player) }, HdzStatus::HDZ_OK);
    assert_eq!(player, u32::from(HDZ_NONE));
    assert_eq!(last_error(), "");
    let mut old = 7;
    assert_eq!(unsafe { hdz_game_current_player(game, &mut old) }, HdzStatus::HDZ_GAME_OVER);
    assert_eq!(old, 7, "the deprecated name keeps its old behaviour");
    assert_eq!(unsafe { hdz_game_player_to_act(null(), &mut player) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_game_player_to_act(game, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
}

#[test]
fn every_buffer_function_answers_a_size_query_the_same_way() {
    let game = new_game(3, 2);
    let first = legal(game)[0];
    // SAFETY (all calls): live handles; NULL buffers only with capacity 0 unless refused.
    unsafe {
        assert_eq!(hdz_game_apply(game, first), HdzStatus::HDZ_OK);
        let mut deciding = 0;
        assert_eq!(hdz_game_player_to_act(game, &mut deciding), HdzStatus::HDZ_OK);
        let view = load_view(&view_json(game, deciding));
        let moves = legal(game).len();
        let mut events = 0;
        assert_eq!(hdz_game_last_events(game, null_mut(), 0, &mut events), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(events > 0);
        let mut count = 0;
        assert_eq!(hdz_game_legal_moves(game, null_mut(), 0, &mut count), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(count, moves);
        let mut count = 0;
        assert_eq!(hdz_player_view_legal_moves(view, null_mut(), 0, &mut count), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(count, moves, "the view of the seat that decides lists its moves");
        assert_eq!(hdz_game_observation(game, 0, null_mut(), 0), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(last_error().contains(&format!("{HDZ_OBSERVATION_SIZE} floats")), "{}", last_error());
        // A NULL buffer with a capacity is refused by every one of them.
        let mut count = 0;
        assert_eq!(hdz_game_last_events(game, null_mut(), 3, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_legal_moves(game, null_mut(), 3, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_player_view_legal_moves(view, null_mut(), 3, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_observation(game, 0, null_mut(), 3), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_last_error_message_copy(null_mut(), 3, &mut count), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(count, 0, "refused calls wrote no count");
        // An empty result fits a size query: 0 and HDZ_OK.
        let fresh = new_game(3, 2);
        let mut none = 9;
        assert_eq!(hdz_game_last_events(fresh, null_mut(), 0, &mut none), HdzStatus::HDZ_OK);
        assert_eq!(none, 0);
        hdz_game_free(fresh);
        hdz_player_view_free(view);
        hdz_game_free(game);
    }
}

/// The bytes of the last events of `game`, read into a buffer first filled with `fill`.
fn event_bytes(game: *const HdzGame, fill: u8) -> Vec<u8> {
    let mut buffer = vec![std::mem::MaybeUninit::<HdzEvent>::uninit(); HDZ_MAX_EVENTS];
    // SAFETY: the buffer's bytes are set before the call; the call writes whole events.
    unsafe { std::ptr::write_bytes(buffer.as_mut_ptr(), fill, buffer.len()) };
    let mut count = 0;
    // SAFETY: live game, a buffer of `HDZ_MAX_EVENTS` events.
    let status = unsafe { hdz_game_last_events(game, buffer.as_mut_ptr().cast(), buffer.len(), &mut count) };
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: initialised above (by the fill, then by the call).
    unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), count * size_of::<HdzEvent>()) }.to_vec()
}

#[test]
fn identical_games_give_byte_identical_structs() {
    let (a, b) = (new_game(4, 77), new_game(4, 77));
    let mut steps = 0;
    while let Some(&id) = legal(a).first() {
        // SAFETY: live games.
        assert_eq!(unsafe { hdz_game_apply(a, id) }, HdzStatus::HDZ_OK);
        assert_eq!(unsafe { hdz_game_apply(b, id) }, HdzStatus::HDZ_OK);
        let (ea, eb) = (event_bytes(a, 0x00), event_bytes(b, 0xFF));
        assert!(!ea.is_empty());
        assert_eq!(ea, eb, "step {steps}: identical games gave different event bytes");
        for event in ea.chunks(size_of::<HdzEvent>()) {
            assert_eq!(&event[size_of::<HdzEvent>() - 3..], [0, 0, 0], "reserved bytes are 0");
        }
        steps += 1;
    }
    assert!(steps > 50);
    // The scores and card information are padding-free too.
    // SAFETY (all calls): live games, room for one struct.
    let (_, sa) = struct_bytes::<HdzScores>(0x00, |out| unsafe { hdz_game_scores(a, out) });
    let (status, sb) = struct_bytes::<HdzScores>(0xFF, |out| unsafe { hdz_game_scores(b, out) });
    assert_eq!((status, sa), (HdzStatus::HDZ_OK, sb));
    for id in 0..HDZ_NUM_CARDS {
        let (_, ca) = struct_bytes::<HdzCard>(0x00, |out| unsafe { hdz_game_card_info(a, id, out) });
        let (status, cb) = struct_bytes::<HdzCard>(0xFF, |out| unsafe { hdz_game_card_info(a, id, out) });
        assert_eq!((status, ca), (HdzStatus::HDZ_OK, cb), "card {id}");
    }
    // SAFETY: freed once each.
    unsafe { hdz_game_free(a) };
    unsafe { hdz_game_free(b) };
}
