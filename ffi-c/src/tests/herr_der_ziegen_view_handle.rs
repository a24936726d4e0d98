//! Herr der Ziegen view handles: one seat's view without the game.

use std::ffi::{c_char, CStr, CString};
use std::ptr::{null, null_mut};

use super::herr_der_ziegen_typed_view::view_bytes;
use super::support::*;
use crate::*;

/// Everything a client can do with a view handle loaded from the seat's view JSON agrees with
/// what the C API does with the game: typed view bytes, JSON, legal moves, a bot's choice and a
/// determinization, for every seat in every state of seeded games of 2 to 5 players.
#[test]
fn view_handles_do_what_the_game_does_for_every_seat() {
    let (mut views, mut choices, mut waiting) = (0, 0, 0);
    for players in 2..=5u32 {
        for seed in 0..2u64 {
            let game = new_game(players, 700 + 10 * u64::from(players) + seed);
            let driver = new_bot(c"random", seed);
            let mut step = 0u64;
            loop {
                let deciding = {
                    let mut p = u32::MAX;
                    // SAFETY: live game, valid out-pointer.
                    assert_eq!(unsafe { hdz_game_player_to_act(game, &mut p) }, HdzStatus::HDZ_OK);
                    (p != u32::from(HDZ_NONE)).then_some(p)
                };
                for seat in 0..players {
                    let json = view_json(game, seat);
                    let view = load_view(&json);
                    let mut direct = null_mut();
                    let mut copy = null_mut();
                    // SAFETY: live game and view, valid out-pointers.
                    unsafe {
                        assert_eq!(hdz_game_view_handle(game, seat, &mut direct), HdzStatus::HDZ_OK);
                        assert_eq!(hdz_player_view_clone(view, &mut copy), HdzStatus::HDZ_OK);
                    }
                    // Typed view: the same bytes as the game's, every byte written.
                    let (_, expected) = view_bytes(game, seat, 0x5A);
                    for handle in [view, direct, copy] {
                        for fill in [0x5A, 0xA5] {
                            let (status, bytes) = handle_view_bytes(handle, fill);
                            assert_eq!(status, HdzStatus::HDZ_OK);
                            assert!(bytes == expected, "seat {seat} step {step}: typed views differ");
                        }
                        // JSON round trip, byte for byte.
                        assert_eq!(handle_json(handle), json, "seat {seat} step {step}");
                    }
                    // Legal moves: the game's when this seat decides, none otherwise.
                    let legal_here = handle_legal(view);
                    if deciding == Some(seat) {
                        assert_eq!(legal_here, legal(game), "seat {seat} step {step}");
                        assert!(!legal_here.is_empty());
                    } else {
                        assert!(legal_here.is_empty(), "seat {seat} step {step}: {legal_here:?}");
                    }
                    assert_eq!(handle_legal(direct), legal_here);
                    // A bot picks from the view exactly what it picks from the game.
                    let names: &[&CStr] =
                        if step % 9 == 0 { &[c"random", c"greedy", c"ismcts:12"] } else { &[c"random", c"greedy"] };
                    for &name in names {
                        let bot_seed = step * 31 + u64::from(seat);
                        let (from_view, from_game) = (new_bot(name, bot_seed), new_bot(name, bot_seed));
                        let mut id = u32::MAX;
                        // SAFETY: live bot and view, valid out-pointer.
                        let status = unsafe { hdz_bot_choose_from_view(from_view, view, &mut id) };
                        match deciding {
                            Some(p) if p == seat => {
                                assert_eq!(status, HdzStatus::HDZ_OK, "{}", last_error());
                                assert_eq!(id, bot_choice(from_game, game), "{name:?} seat {seat} step {step}");
                                choices += 1;
                            }
                            Some(_) => {
                                assert_eq!(status, HdzStatus::HDZ_NOT_YOUR_TURN);
                                assert!(last_error().contains("decides now"), "{}", last_error());
                                assert_eq!(id, u32::MAX, "nothing written on failure");
                                waiting += 1;
                            }
                            None => {
                                assert_eq!(status, HdzStatus::HDZ_GAME_OVER);
                                assert_eq!(id, u32::MAX, "nothing written on failure");
                            }
                        }
                        // SAFETY: created here, freed once.
                        unsafe {
                            hdz_bot_free(from_view);
                            hdz_bot_free(from_game);
                        }
                    }
                    // A determinization of the view keeps it, and is the game's determinization.
                    let sample_seed = step ^ (u64::from(seat) << 20);
                    let (mut sample, mut twin) = (null_mut(), null_mut());
                    // SAFETY: live view and game, valid out-pointers.
                    unsafe {
                        assert_eq!(hdz_player_view_determinize(view, sample_seed, &mut sample), HdzStatus::HDZ_OK);
                        assert_eq!(hdz_game_determinize(game, seat, sample_seed, &mut twin), HdzStatus::HDZ_OK);
                    }
                    assert_eq!(view_json(sample, seat), json, "seat {seat} step {step}");
                    assert!(view_bytes(sample, seat, 0x5A).1 == expected);
                    assert_eq!(state_json(sample), state_json(twin));
                    // SAFETY: created here, freed once.
                    unsafe {
                        hdz_game_free(sample);
                        hdz_game_free(twin);
                        hdz_player_view_free(view);
                        hdz_player_view_free(direct);
                        hdz_player_view_free(copy);
                    }
                    views += 1;
                }
                if deciding.is_none() {
                    break;
                }
                let id = bot_choice(driver, game);
                // SAFETY: live game.
                assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
                step += 1;
            }
            // SAFETY: created here, freed once.
            unsafe {
                hdz_bot_free(driver);
                hdz_game_free(game);
            }
        }
    }
    println!("{views} views, {choices} bot choices, {waiting} refusals");
    assert!(views > 2000 && choices > 1000 && waiting > 1000, "{views} {choices} {waiting}");
}

/// A view handle outlives its game and does not follow it.
#[test]
fn a_view_handle_keeps_the_state_it_was_made_in() {
    let game = new_game(3, 9);
    let mut view = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_view_handle(game, 0, &mut view) }, HdzStatus::HDZ_OK);
    let before = view_json(game, 0);
    let first = legal(game);
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_apply(game, first[0]) }, HdzStatus::HDZ_OK);
    assert_ne!(view_json(game, 0), before);
    // SAFETY: freed once; the view is still live.
    unsafe { hdz_game_free(game) };
    assert_eq!(handle_json(view), before);
    assert_eq!(handle_legal(view), first);
    // SAFETY: freed once.
    unsafe { hdz_player_view_free(view) };
}

#[test]
fn view_handle_errors_write_nothing_and_say_why() {
    let game = new_game(4, 12);
    let seat_json = view_json(game, 1);
    let view = load_view(&seat_json);
    let marker_view = 0xDEAD_usize as *mut HdzPlayerView;
    let marker_game = 0xBEEF_usize as *mut HdzGame;
    let mut out_view = marker_view;
    let mut out_game = marker_game;
    let mut json = 0xF00D_usize as *mut c_char;
    let mut ids = [7u32; 4];
    let mut count = 5usize;
    let mut id = 9u32;
    let bot = new_bot(c"greedy", 1);
    let expect = |status: HdzStatus, expected: HdzStatus, function: &str, needle: &str| {
        assert_eq!(status, expected, "{function}: {}", last_error());
        let message = last_error();
        assert!(message.starts_with(&format!("{function}: ")) && message.contains(needle), "{message}");
    };
    // SAFETY: every pointer is NULL, a marker that is never written through on failure, or valid.
    unsafe {
        use HdzStatus::*;
        expect(
            hdz_player_view_from_json(null(), &mut out_view),
            HDZ_NULL_POINTER,
            "hdz_player_view_from_json",
            "`json`",
        );
        let text = CString::new(seat_json.clone()).unwrap();
        expect(
            hdz_player_view_from_json(text.as_ptr(), null_mut()),
            HDZ_NULL_POINTER,
            "hdz_player_view_from_json",
            "`out_view`",
        );
        expect(hdz_game_view_handle(null(), 0, &mut out_view), HDZ_NULL_POINTER, "hdz_game_view_handle", "`game`");
        expect(hdz_game_view_handle(game, 0, null_mut()), HDZ_NULL_POINTER, "hdz_game_view_handle", "`out_view`");
        expect(
            hdz_game_view_handle(game, 4, &mut out_view),
            HDZ_INVALID_ARGUMENT,
            "hdz_game_view_handle",
            "player 4 is not a seat",
        );
        expect(
            hdz_game_view_handle(game, u32::MAX, &mut out_view),
            HDZ_INVALID_ARGUMENT,
            "hdz_game_view_handle",
            "not a seat",
        );
        expect(hdz_player_view_clone(null(), &mut out_view), HDZ_NULL_POINTER, "hdz_player_view_clone", "`view`");
        expect(hdz_player_view_clone(view, null_mut()), HDZ_NULL_POINTER, "hdz_player_view_clone", "`out_view`");
        expect(hdz_player_view_struct(view, null_mut()), HDZ_NULL_POINTER, "hdz_player_view_struct", "`out_view`");
        expect(hdz_player_view_to_json(null(), &mut json), HDZ_NULL_POINTER, "hdz_player_view_to_json", "`view`");
        expect(hdz_player_view_to_json(view, null_mut()), HDZ_NULL_POINTER, "hdz_player_view_to_json", "`out_json`");
        expect(
            hdz_player_view_legal_moves(null(), ids.as_mut_ptr(), 4, &mut count),
            HDZ_NULL_POINTER,
            "hdz_player_view_legal_moves",
            "`view`",
        );
        expect(
            hdz_player_view_legal_moves(view, null_mut(), 4, &mut count),
            HDZ_NULL_POINTER,
            "hdz_player_view_legal_moves",
            "`out_ids`",
        );
        expect(
            hdz_player_view_legal_moves(view, ids.as_mut_ptr(), 4, null_mut()),
            HDZ_NULL_POINTER,
            "hdz_player_view_legal_moves",
            "`out_count`",
        );
        expect(
            hdz_player_view_determinize(null(), 1, &mut out_game),
            HDZ_NULL_POINTER,
            "hdz_player_view_determinize",
            "`view`",
        );
        expect(
            hdz_player_view_determinize(view, 1, null_mut()),
            HDZ_NULL_POINTER,
            "hdz_player_view_determinize",
            "`out_game`",
        );
        expect(
            hdz_bot_choose_from_view(null_mut(), view, &mut id),
            HDZ_NULL_POINTER,
            "hdz_bot_choose_from_view",
            "`bot`",
        );
        expect(hdz_bot_choose_from_view(bot, null(), &mut id), HDZ_NULL_POINTER, "hdz_bot_choose_from_view", "`view`");
        expect(
            hdz_bot_choose_from_view(bot, view, null_mut()),
            HDZ_NULL_POINTER,
            "hdz_bot_choose_from_view",
            "`out_action_id`",
        );
        let (status, bytes) = handle_view_bytes(null(), 0x5A);
        expect(status, HDZ_NULL_POINTER, "hdz_player_view_struct", "`view`");
        assert!(bytes.iter().all(|&b| b == 0x5A), "a failed call wrote the view");

        // Text that is not a view document.
        let state = state_json(game);
        let cut = &seat_json[..seat_json.len() / 2];
        let version = seat_json.replacen("\"version\":1", "\"version\":99", 1);
        assert_ne!(version, seat_json);
        for (text, expected, needle) in [
            ("", HDZ_INVALID_JSON, "malformed JSON"),
            ("{", HDZ_INVALID_JSON, "malformed JSON"),
            ("[1, 2]", HDZ_INVALID_JSON, "malformed JSON"),
            (cut, HDZ_INVALID_JSON, "malformed JSON"),
            (state.as_str(), HDZ_INVALID_STATE, "unknown format \"herr-der-ziegen/state\""),
            (version.as_str(), HDZ_INVALID_STATE, "unsupported version 99"),
        ] {
            let text = CString::new(text).unwrap();
            expect(
                hdz_player_view_from_json(text.as_ptr(), &mut out_view),
                expected,
                "hdz_player_view_from_json",
                needle,
            );
        }
        // A view whose own hand also lies in the box: inconsistent.
        let doc: serde_json::Value = serde_json::from_str(&seat_json).unwrap();
        let hand_card = doc["hands"][1]["known"][0].clone();
        let mut broken = doc.clone();
        broken["box"].as_array_mut().unwrap().push(hand_card);
        let text = CString::new(broken.to_string()).unwrap();
        expect(
            hdz_player_view_from_json(text.as_ptr(), &mut out_view),
            HDZ_INVALID_STATE,
            "hdz_player_view_from_json",
            "more than once",
        );
        let latin1 = b"{\"format\":\"h\xe9\"}\0";
        expect(
            hdz_player_view_from_json(latin1.as_ptr().cast(), &mut out_view),
            HDZ_INVALID_JSON,
            "hdz_player_view_from_json",
            "UTF-8",
        );

        // Buffers too small get the count only.
        let mut deciding = 0;
        assert_eq!(hdz_game_player_to_act(game, &mut deciding), HDZ_OK);
        let mine = load_view(&view_json(game, deciding));
        let n = legal(game).len();
        assert!(n > 1);
        expect(
            hdz_player_view_legal_moves(mine, ids.as_mut_ptr(), 1, &mut count),
            HDZ_BUFFER_TOO_SMALL,
            "hdz_player_view_legal_moves",
            "do not fit",
        );
        assert_eq!(count, n);
        assert_eq!(ids, [7; 4], "a failed call wrote ids");
        count = 5;
        expect(
            hdz_player_view_legal_moves(mine, null_mut(), 0, &mut count),
            HDZ_BUFFER_TOO_SMALL,
            "hdz_player_view_legal_moves",
            "do not fit",
        );
        assert_eq!(count, n);
        // Another seat's view: no moves, and a bot may not choose from it.
        let other = if deciding == 1 { load_view(&view_json(game, 2)) } else { view };
        count = 5;
        assert_eq!(hdz_player_view_legal_moves(other, null_mut(), 0, &mut count), HDZ_OK);
        assert_eq!(count, 0);
        expect(
            hdz_bot_choose_from_view(bot, other, &mut id),
            HDZ_NOT_YOUR_TURN,
            "hdz_bot_choose_from_view",
            "decides now",
        );
        assert_eq!(id, 9, "a failed call wrote the action");
        assert_eq!(hdz_bot_choose_from_view(bot, mine, &mut id), HDZ_OK);
        assert!(legal(game).contains(&id));
        assert_eq!(last_error(), "", "a success clears the message");
        if other != view {
            hdz_player_view_free(other);
        }
        hdz_player_view_free(mine);

        // Once over, every seat's view says so.
        while let [first, ..] = legal(game)[..] {
            assert_eq!(hdz_game_apply(game, first), HDZ_OK);
        }
        let over = load_view(&view_json(game, 0));
        id = 9;
        expect(hdz_bot_choose_from_view(bot, over, &mut id), HDZ_GAME_OVER, "hdz_bot_choose_from_view", "over");
        assert_eq!(id, 9);
        assert!(handle_legal(over).is_empty());
        hdz_player_view_free(over);

        assert_eq!(out_view, marker_view, "a failed call wrote a view");
        assert_eq!(out_game, marker_game, "a failed call wrote a game");
        assert_eq!(json as usize, 0xF00D, "a failed call wrote a string");
        assert_eq!(ids, [7; 4]);
        hdz_player_view_free(null_mut());
        hdz_player_view_free(view);
        hdz_bot_free(bot);
        hdz_game_free(game);
    }
}

#[test]
#[allow(deprecated)] // the old names are tested against the new ones
fn the_three_view_forms_have_names_and_the_old_names_still_work() {
    let game = new_game(4, 8);
    for player in 0..4 {
        let (status, new) = view_bytes(game, player, 0x11);
        assert_eq!(status, HdzStatus::HDZ_OK);
        // SAFETY: live game, room for one `HdzView`.
        let (status, old) = struct_bytes::<HdzView>(0x22, |out| unsafe { hdz_game_view(game, player, out) });
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert_eq!(new, old, "hdz_game_view and hdz_game_view_struct differ");

        let mut handle = null_mut();
        let mut old_handle = null_mut();
        // SAFETY: live game, valid out-pointers.
        assert_eq!(unsafe { hdz_game_view_handle(game, player, &mut handle) }, HdzStatus::HDZ_OK);
        assert_eq!(unsafe { hdz_game_player_view(game, player, &mut old_handle) }, HdzStatus::HDZ_OK);
        assert_eq!(handle_json(handle), handle_json(old_handle));
        assert_eq!(handle_json(handle), view_json(game, player), "the handle and the JSON agree");
        let (status, from_handle) = handle_view_bytes(handle, 0x33);
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert_eq!(from_handle, new, "the handle's struct is the game's");
        // SAFETY: live view, room for one `HdzView`.
        let (status, got) = struct_bytes::<HdzView>(0x44, |out| unsafe { hdz_player_view_get(old_handle, out) });
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert_eq!(got, from_handle);
        // SAFETY: freed once.
        unsafe { hdz_player_view_free(handle) };
        unsafe { hdz_player_view_free(old_handle) };
    }
    // Each name reports failures as itself.
    let mut out = null_mut();
    // SAFETY: NULL game.
    assert_eq!(unsafe { hdz_game_player_view(null(), 0, &mut out) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().starts_with("hdz_game_player_view: "), "{}", last_error());
    assert_eq!(unsafe { hdz_game_view_handle(null(), 0, &mut out) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().starts_with("hdz_game_view_handle: "), "{}", last_error());
    assert_eq!(unsafe { hdz_game_view(game, 9, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().starts_with("hdz_game_view: "), "{}", last_error());
    assert_eq!(unsafe { hdz_player_view_get(null(), null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().starts_with("hdz_player_view_get: "), "{}", last_error());
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
}
