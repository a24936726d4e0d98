//! Tests of the C entry points, called from Rust as a C program would call them.

use std::ffi::{c_char, c_int, CStr, CString};
use std::ptr::{null, null_mut};

use herr_der_ziegen::prelude::*;

use super::plumbing::error::guard;
use super::status::Error;
use super::*;

fn last_error() -> String {
    // SAFETY: the library never returns NULL here and the text is NUL-terminated.
    unsafe { CStr::from_ptr(hdz_last_error_message()) }.to_str().unwrap().to_owned()
}

/// Takes ownership of a string returned by the library.
fn take_string(text: *mut c_char) -> String {
    assert!(!text.is_null());
    // SAFETY: returned by the library, freed once here.
    let owned = unsafe { CStr::from_ptr(text) }.to_str().unwrap().to_owned();
    unsafe { hdz_string_free(text) };
    owned
}

fn new_game(players: u32, seed: u64) -> *mut HdzGame {
    let mut game = null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_game_new(players, seed, &mut game) }, HdzStatus::HDZ_OK);
    assert!(!game.is_null());
    game
}

fn state_json(game: *const HdzGame) -> String {
    let mut json = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_to_json(game, &mut json) }, HdzStatus::HDZ_OK);
    take_string(json)
}

fn legal(game: *const HdzGame) -> Vec<u32> {
    let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
    let mut count = usize::MAX;
    // SAFETY: live game, buffer of the stated capacity.
    assert_eq!(unsafe { hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) }, HdzStatus::HDZ_OK);
    ids[..count].to_vec()
}

#[test]
fn status_names_follow_the_numbering() {
    for (i, status) in HdzStatus::ALL.iter().enumerate() {
        assert_eq!(*status as usize, i);
        // SAFETY: static strings.
        let name = unsafe { CStr::from_ptr(hdz_status_name(i as c_int)) };
        assert_eq!(name, status.name());
        assert_eq!(name.to_str().unwrap(), format!("{status:?}"));
    }
    // SAFETY: static strings.
    assert_eq!(unsafe { CStr::from_ptr(hdz_status_name(-1)) }, c"HDZ_UNKNOWN_STATUS");
    assert_eq!(unsafe { CStr::from_ptr(hdz_status_name(12)) }, c"HDZ_UNKNOWN_STATUS");
    // SAFETY: static string.
    assert_eq!(unsafe { CStr::from_ptr(hdz_version()) }.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

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
fn json_round_trips_and_bad_json_is_refused() {
    let game = new_game(3, 11);
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_apply(game, legal(game)[0]) }, HdzStatus::HDZ_OK);
    let json = state_json(game);
    let text = CString::new(json.clone()).unwrap();
    let mut loaded = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    assert_eq!(unsafe { hdz_game_from_json(text.as_ptr(), &mut loaded) }, HdzStatus::HDZ_OK);
    assert_eq!(state_json(loaded), json);
    let mut count = 9;
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_last_events(loaded, null_mut(), 0, &mut count) }, HdzStatus::HDZ_OK);
    assert_eq!(count, 0);

    let mut clone = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_clone(game, &mut clone) }, HdzStatus::HDZ_OK);
    assert_eq!(state_json(clone), json);
    // SAFETY: live games; each freed once.
    unsafe {
        assert_eq!(hdz_game_apply(clone, legal(clone)[0]), HdzStatus::HDZ_OK);
        hdz_game_free(clone);
        hdz_game_free(loaded);
    }
    assert_eq!(state_json(game), json, "the clone is independent");

    let inconsistent = json.replacen("\"turn\":", "\"turn\":0,\"x\":", 1);
    let future = json.replace("\"version\":1", "\"version\":2");
    // A later version with a field this one does not know, and a view where a state belongs:
    // named by their version and format, not as unknown fields.
    let future_field = future.replacen("{", "{\"new_in_version_2\":true,", 1);
    let view = herr_der_ziegen::Game::from_json(&json).unwrap().view(0).to_json();
    let cases: [(&[u8], HdzStatus); 8] = [
        (b"", HdzStatus::HDZ_INVALID_JSON),
        (b"{", HdzStatus::HDZ_INVALID_JSON),
        (b"[1,2,3]", HdzStatus::HDZ_INVALID_JSON),
        (b"\xff\xfe", HdzStatus::HDZ_INVALID_JSON),
        (inconsistent.as_bytes(), HdzStatus::HDZ_INVALID_JSON),
        (future.as_bytes(), HdzStatus::HDZ_INVALID_STATE),
        (future_field.as_bytes(), HdzStatus::HDZ_INVALID_STATE),
        (view.as_bytes(), HdzStatus::HDZ_INVALID_STATE),
    ];
    for (text, expected) in cases {
        let text = CString::new(text).unwrap();
        let mut out = null_mut();
        // SAFETY: NUL-terminated text, valid out-pointer.
        assert_eq!(unsafe { hdz_game_from_json(text.as_ptr(), &mut out) }, expected, "{text:?}");
        assert!(out.is_null());
        assert!(!last_error().is_empty());
    }
    // A card moved from the pile into a second place: well formed, impossible.
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    let top = doc["pile"][0].clone();
    let mut bad = doc.clone();
    bad["box"].as_array_mut().unwrap().push(top);
    let text = CString::new(bad.to_string()).unwrap();
    let mut out = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    assert_eq!(unsafe { hdz_game_from_json(text.as_ptr(), &mut out) }, HdzStatus::HDZ_INVALID_STATE);
    assert!(out.is_null());
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
}

#[test]
fn options_json_creates_games() {
    let mut json = null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_default_options_json(4, &mut json) }, HdzStatus::HDZ_OK);
    let options = take_string(json);
    let mut value: serde_json::Value = serde_json::from_str(&options).unwrap();
    value["start_player"] = 2.into();
    let text = CString::new(value.to_string()).unwrap();
    let mut game = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    assert_eq!(unsafe { hdz_game_with_options(text.as_ptr(), 9, &mut game) }, HdzStatus::HDZ_OK);
    let mut player = 0;
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_player_to_act(game, &mut player) }, HdzStatus::HDZ_OK);
    assert_eq!(player, 2);
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };

    let value_ok = value.clone();
    value["start_player"] = 4.into();
    let text = CString::new(value.to_string()).unwrap();
    let mut out = null_mut();
    let mut json = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    unsafe {
        assert_eq!(hdz_game_with_options(text.as_ptr(), 9, &mut out), HdzStatus::HDZ_SETUP_ERROR);
        assert_eq!(hdz_game_with_options(c"{\"players\":4}".as_ptr(), 9, &mut out), HdzStatus::HDZ_INVALID_JSON);
        // Unknown fields are refused, and a huge bad value is quoted in part only.
        for (key, value) in [("typo", 1.into()), ("players", "A".repeat(1 << 20).into())] {
            let mut bad = value_ok.clone();
            bad[key] = value;
            let text = CString::new(bad.to_string()).unwrap();
            assert_eq!(hdz_game_with_options(text.as_ptr(), 9, &mut out), HdzStatus::HDZ_INVALID_JSON, "{key}");
            assert!(last_error().len() < 500, "{key}: {} characters", last_error().len());
        }
        assert_eq!(hdz_default_options_json(6, &mut json), HdzStatus::HDZ_SETUP_ERROR);
        for players in [0, 1, 6, 256, u32::MAX] {
            assert_eq!(hdz_game_new(players, 1, &mut out), HdzStatus::HDZ_SETUP_ERROR, "{players}");
            assert!(last_error().contains("2 to 5 players"), "{}", last_error());
        }
    }
    assert!(out.is_null() && json.is_null());
}

#[test]
fn action_ids_are_described() {
    let mut text = null_mut();
    let mut mv = HdzMove { kind: HdzMoveKind::Answer, card: 0, cell: 0, to_cell: 0, answer: true };
    // SAFETY: valid out-pointers.
    unsafe {
        assert_eq!(hdz_action_to_string(15, &mut text), HdzStatus::HDZ_OK);
        assert_eq!(take_string(text), "play card 15");
        assert_eq!(hdz_action_describe(15, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!(mv, HdzMove { kind: HdzMoveKind::Play, card: 15, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false });
        assert_eq!(hdz_action_describe(121 + 9, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!((mv.kind, mv.cell), (HdzMoveKind::Take, 9));
        assert_eq!(hdz_action_describe(809, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!((mv.kind, mv.answer), (HdzMoveKind::Answer, true));
        let mut text = null_mut();
        assert_eq!(hdz_action_to_string(HDZ_NUM_ACTIONS, &mut text), HdzStatus::HDZ_UNKNOWN_ACTION);
        assert!(text.is_null());
        assert_eq!(hdz_action_describe(HDZ_NUM_ACTIONS, &mut mv), HdzStatus::HDZ_UNKNOWN_ACTION);
        assert_eq!(mv.kind, HdzMoveKind::Answer, "nothing written on failure");
    }
    for id in 0..HDZ_NUM_ACTIONS {
        // SAFETY: valid out-pointer.
        assert_eq!(unsafe { hdz_action_describe(id, &mut mv) }, HdzStatus::HDZ_OK);
    }
}

#[test]
fn a_panic_becomes_a_status_and_a_message() {
    let status = guard("hdz_test", || -> Result<(), Error> { panic!("boom") });
    assert_eq!(status, HdzStatus::HDZ_PANIC);
    assert_eq!(last_error(), "hdz_test: internal error (panic): boom");
    let status = guard("hdz_test", || Err(Error::invalid("bad")));
    assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
    assert_eq!(last_error(), "hdz_test: bad");
    assert_eq!(guard("hdz_test", || -> Result<(), Error> { Ok(()) }), HdzStatus::HDZ_OK);
    assert_eq!(last_error(), "");
}

#[test]
fn the_error_message_belongs_to_the_thread() {
    // SAFETY: NULL out-pointer is refused.
    assert_eq!(unsafe { hdz_game_new(3, 1, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    let mine = last_error();
    assert!(!mine.is_empty());
    let other = std::thread::spawn(|| {
        let before = last_error();
        // SAFETY: NULL game is refused.
        assert_eq!(unsafe { hdz_game_apply(null_mut(), 0) }, HdzStatus::HDZ_NULL_POINTER);
        (before, last_error())
    })
    .join()
    .unwrap();
    assert_eq!(other.0, "");
    assert!(other.1.contains("hdz_game_apply"));
    assert_eq!(last_error(), mine);
}

fn new_bot(name: &CStr, seed: u64) -> *mut HdzBot {
    let mut bot = null_mut();
    // SAFETY: NUL-terminated name, valid out-pointer.
    assert_eq!(unsafe { hdz_bot_new(name.as_ptr(), seed, &mut bot) }, HdzStatus::HDZ_OK, "{name:?}");
    assert!(!bot.is_null());
    bot
}

fn bot_choice(bot: *mut HdzBot, game: *const HdzGame) -> u32 {
    let mut id = u32::MAX;
    // SAFETY: live bot and game, valid out-pointer.
    assert_eq!(unsafe { hdz_bot_choose(bot, game, &mut id) }, HdzStatus::HDZ_OK, "{}", last_error());
    id
}

/// Every bot name plays whole games through the C API, choosing what the core's bot of the same
/// name and seed chooses, always a legal move, and never changing the game.
#[test]
fn bots_play_whole_games_like_the_core_bots() {
    for (name, players) in [(c"random", 4), (c"greedy", 3), (c"ismcts:30", 2)] {
        let game = new_game(players, 11);
        let bot = new_bot(name, 5);
        let mut core_bot = herr_der_ziegen::bots::by_name(name.to_str().unwrap(), 5).unwrap();
        let mut twin = Game::new(players as u8, 11).unwrap();
        let mut moves = 0;
        while let Some(player) = twin.current_player() {
            let before = state_json(game);
            let id = bot_choice(bot, game);
            assert_eq!(state_json(game), before, "choosing changes nothing");
            assert!(legal(game).contains(&id));
            let expected = core_bot.choose(&twin.view(player), &twin.legal_moves());
            assert_eq!(id, u32::from(expected.action_id()), "{name:?} move {moves}");
            // SAFETY: live game.
            assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
            twin.apply(expected).unwrap();
            moves += 1;
        }
        assert!(moves > 30);
        let mut id = 7;
        // SAFETY: live bot and game, valid out-pointer.
        assert_eq!(unsafe { hdz_bot_choose(bot, game, &mut id) }, HdzStatus::HDZ_GAME_OVER);
        assert_eq!(id, 7, "nothing written on failure");
        // SAFETY: created here, freed once.
        unsafe {
            hdz_bot_free(bot);
            hdz_game_free(game);
        }
    }
}

/// A bot sees only the view of the seat it decides for: two games that differ only in cards
/// that seat cannot see get the same choice from bots with the same seed.
#[test]
fn bot_choices_do_not_depend_on_hidden_cards() {
    for seed in 0..6 {
        let mut game = Game::new(3, seed).unwrap();
        let mut driver = herr_der_ziegen::bots::RandomBot::new(seed);
        for _ in 0..(seed * 7) {
            game.apply(driver.choose_uniform(&game.legal_moves())).unwrap();
        }
        let player = game.current_player().unwrap();
        let other = game.view(player).determinize(seed + 100);
        assert_ne!(other.to_json(), game.to_json(), "the hidden cards differ");
        let (a, b) = (HdzGame::boxed(game), HdzGame::boxed(other));
        for name in [c"random", c"greedy", c"ismcts:40"] {
            let (bot_a, bot_b) = (new_bot(name, seed), new_bot(name, seed));
            assert_eq!(bot_choice(bot_a, a), bot_choice(bot_b, b), "{name:?} seed {seed}");
            // SAFETY: created here, freed once.
            unsafe {
                hdz_bot_free(bot_a);
                hdz_bot_free(bot_b);
            }
        }
        // SAFETY: created here, freed once.
        unsafe {
            hdz_game_free(a);
            hdz_game_free(b);
        }
    }
}

#[test]
fn bad_bot_arguments_are_refused() {
    let mut bot = null_mut();
    for name in [c"", c"Random", c"ismcts:0", c"ismcts:05", c"ismcts:100001", c"ismcts:x"] {
        // SAFETY: NUL-terminated name, valid out-pointer.
        assert_eq!(unsafe { hdz_bot_new(name.as_ptr(), 1, &mut bot) }, HdzStatus::HDZ_INVALID_ARGUMENT, "{name:?}");
        assert!(bot.is_null(), "nothing written on failure");
        assert!(last_error().contains("known: random, greedy, ismcts, ismcts:N"), "{}", last_error());
    }
    let max = CString::new(format!("ismcts:{HDZ_MAX_BOT_ITERATIONS}")).unwrap();
    let largest = new_bot(&max, 1);
    // Not UTF-8: refused as an unknown name, not as JSON.
    let latin1 = b"gr\xe9edy\0";
    // SAFETY: NUL-terminated bytes, valid out-pointer.
    assert_eq!(unsafe { hdz_bot_new(latin1.as_ptr().cast(), 1, &mut bot) }, HdzStatus::HDZ_INVALID_ARGUMENT);
    assert!(last_error().contains("UTF-8"));
    // SAFETY: NULL arguments are refused before any use.
    unsafe {
        assert_eq!(hdz_bot_new(null(), 1, &mut bot), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_bot_new(c"greedy".as_ptr(), 1, null_mut()), HdzStatus::HDZ_NULL_POINTER);
    }
    let game = new_game(2, 3);
    let mut id = 0;
    // SAFETY: NULL arguments are refused before any use; the others are live.
    unsafe {
        assert_eq!(hdz_bot_choose(null_mut(), game, &mut id), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("bot"));
        assert_eq!(hdz_bot_choose(largest, null(), &mut id), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_bot_choose(largest, game, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        hdz_bot_free(null_mut());
        hdz_bot_free(largest);
        hdz_game_free(game);
    }
}

fn view_json(game: *const HdzGame, player: u32) -> String {
    let mut json = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_view_json(game, player, &mut json) }, HdzStatus::HDZ_OK);
    take_string(json)
}

/// A determinization keeps the seat's view exactly, varies what the seat cannot see, follows
/// from its seed, and plays on like any game.
#[test]
fn determinizations_keep_the_view_and_vary_the_hidden_cards() {
    let game = new_game(4, 21);
    // Some moves first, so that cards have been seen and shown.
    let bot = new_bot(c"random", 3);
    for _ in 0..40 {
        let id = bot_choice(bot, game);
        // SAFETY: live game.
        assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
    }
    for player in 0..4 {
        let sample = |seed| {
            let mut out = null_mut();
            // SAFETY: live game, valid out-pointer.
            assert_eq!(unsafe { hdz_game_determinize(game, player, seed, &mut out) }, HdzStatus::HDZ_OK);
            out
        };
        let (a, again, b) = (sample(1), sample(1), sample(2));
        assert_eq!(view_json(a, player), view_json(game, player), "seat {player}");
        assert_eq!(view_json(b, player), view_json(game, player), "seat {player}");
        assert_eq!(state_json(a), state_json(again), "the seed decides");
        assert_ne!(state_json(a), state_json(b), "the hidden cards vary");
        assert_eq!(legal(a), legal(game));
        let mut id = 0;
        // SAFETY: live bot and games; created here, freed once.
        unsafe {
            while hdz_bot_choose(bot, a, &mut id) == HdzStatus::HDZ_OK {
                assert_eq!(hdz_game_apply(a, id), HdzStatus::HDZ_OK);
            }
            assert_eq!(hdz_bot_choose(bot, a, &mut id), HdzStatus::HDZ_GAME_OVER);
            hdz_game_free(a);
            hdz_game_free(again);
            hdz_game_free(b);
        }
    }
    let mut out = null_mut();
    // SAFETY: bad arguments are refused before any use.
    unsafe {
        assert_eq!(hdz_game_determinize(game, 4, 1, &mut out), HdzStatus::HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_game_determinize(null(), 0, 1, &mut out), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(hdz_game_determinize(game, 0, 1, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(out.is_null());
        hdz_bot_free(bot);
        hdz_game_free(game);
    }
}

#[test]
fn timed_bots_choose_legal_moves_within_bounds() {
    let mut bot = null_mut();
    for milliseconds in [0, HDZ_MAX_BOT_MILLISECONDS + 1, u32::MAX] {
        // SAFETY: valid out-pointer.
        assert_eq!(unsafe { hdz_bot_new_timed(milliseconds, 1, &mut bot) }, HdzStatus::HDZ_INVALID_ARGUMENT);
        assert!(bot.is_null() && last_error().contains("1 to 10000 ms"), "{}", last_error());
    }
    // SAFETY: NULL out-pointer is refused.
    assert_eq!(unsafe { hdz_bot_new_timed(5, 1, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_bot_new_timed(2, 1, &mut bot) }, HdzStatus::HDZ_OK);
    let game = new_game(3, 8);
    for _ in 0..3 {
        let id = bot_choice(bot, game);
        assert!(legal(game).contains(&id));
        // SAFETY: live game.
        assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
    }
    // SAFETY: created here, freed once.
    unsafe {
        hdz_bot_free(bot);
        hdz_game_free(game);
    }
}

// ----- typed views and card information -----

/// Calls `hdz_game_view_struct` on memory first filled with `fill`; returns the status and the memory's
/// bytes afterwards.
fn view_bytes(game: *const HdzGame, player: u32, fill: u8) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<HdzView>::new_uninit();
    let ptr = slot.as_mut_ptr();
    // SAFETY: `ptr` holds one `HdzView`; every byte is initialised by the fill before it is read.
    unsafe {
        std::ptr::write_bytes(ptr.cast::<u8>(), fill, size_of::<HdzView>());
        let status = hdz_game_view_struct(game, player, ptr);
        (status, std::slice::from_raw_parts(ptr.cast::<u8>(), size_of::<HdzView>()).to_vec())
    }
}

/// The typed view of `player`, which must succeed.
fn typed_view(game: *const HdzGame, player: u32) -> Box<HdzView> {
    let mut slot = Box::<HdzView>::new_uninit();
    // SAFETY: live game; the slot holds one `HdzView`, written entirely on success.
    unsafe {
        assert_eq!(hdz_game_view_struct(game, player, slot.as_mut_ptr()), HdzStatus::HDZ_OK, "{}", last_error());
        slot.assume_init()
    }
}

/// `list` holds exactly `cards`, in order, and `HDZ_NONE` after them.
#[track_caller]
fn assert_list(list: &HdzCardList, cards: &[u8], what: &str) {
    let count = usize::from(list.count);
    assert_eq!(&list.cards[..count], cards, "{what}");
    assert!(list.cards[count..].iter().all(|&c| c == HDZ_NONE), "{what}: entries past the count");
}

/// Compares every field of a typed view with the core's view of the same seat: its JSON
/// document (built by other code than the typed view) and, for the derived fields, its
/// accessors.
#[track_caller]
fn assert_view_matches(view: &HdzView, core: &herr_der_ziegen::PlayerView) {
    use herr_der_ziegen::state::PhaseDoc;
    use herr_der_ziegen::{EndReason, Line};
    let doc = core.to_doc();
    let n = usize::from(doc.players);
    let opt = |o: Option<u8>| o.unwrap_or(HDZ_NONE);
    let line = |l: Line| match l {
        Line::Row(r) => r,
        Line::Col(c) => 7 + c,
    };
    assert_eq!(
        (view.players, view.seat, view.start_player, view.grid_size, view.milk_ones),
        (doc.players, doc.seat, doc.start_player, doc.grid_size, doc.milk_ones)
    );
    assert_eq!((view.turn, view.active_player, view.pile_len), (doc.turn, doc.active_player, doc.pile_size));
    assert_eq!(view.current_player, opt(doc.current_player));
    assert_eq!(view.played_card, opt(doc.played));
    assert_eq!(view.is_over, doc.current_player.is_none());
    let end = match doc.end {
        None => HDZ_NONE,
        Some(EndReason::E1) => 1,
        Some(EndReason::E2) => 2,
    };
    assert_eq!(view.end_reason, end);
    let none4 = (HDZ_NONE, HDZ_NONE, HDZ_NONE, HDZ_NONE);
    let (phase, details) = match doc.phase {
        PhaseDoc::Play => (HdzPhase::Play, none4),
        PhaseDoc::Take => (HdzPhase::Take, none4),
        PhaseDoc::Mark { kind } => (HdzPhase::Mark, (kind, HDZ_NONE, HDZ_NONE, HDZ_NONE)),
        PhaseDoc::Dog => (HdzPhase::Dog, none4),
        PhaseDoc::Consent { from, to, opponent } => (HdzPhase::Consent, (HDZ_NONE, from.index(), to.index(), opponent)),
        PhaseDoc::Over => (HdzPhase::Over, none4),
    };
    assert_eq!(view.phase, phase);
    assert_eq!((view.mark_kind, view.consent_from, view.consent_to, view.consent_opponent), details);

    let grid = usize::from(doc.grid_size);
    let stables: Vec<u8> = doc.stables.iter().map(|c| c.index()).collect();
    for i in 0..HDZ_NUM_CELLS {
        let (r, c) = (i / 7, i % 7);
        if r < grid && c < grid {
            assert_eq!(view.card_at[i], opt(doc.pasture[r][c]), "card at cell {i}");
            assert_eq!(view.mark_at[i], opt(doc.marks[r][c]), "mark at cell {i}");
            assert_eq!(view.is_stable[i], stables.contains(&(i as u8)), "stable at cell {i}");
        } else {
            assert_eq!((view.card_at[i], view.mark_at[i], view.is_stable[i]), (HDZ_NONE, HDZ_NONE, false), "{i}");
        }
    }
    #[allow(clippy::needless_range_loop)] // `p` indexes a dozen arrays of the view and the document
    for p in 0..HDZ_MAX_PLAYERS {
        let seat = [view.stable[p], view.goat_position[p], view.facing_line[p], view.supply[p]];
        if p < n {
            let marks = doc.marks.iter().flatten().filter(|&&m| m == Some(p as u8)).count();
            assert_eq!(seat, [stables[p], doc.goats[p], line(core.facing_line(p as u8)), 10 - marks as u8], "{p}");
            assert_eq!(view.unknown_hand_count[p], doc.hands[p].unknown, "seat {p}");
            assert_list(&view.known_hand[p], &doc.hands[p].known, "known hand");
            assert_list(&view.public_hand[p], &doc.hands[p].public, "public hand");
            assert_list(&view.display[p], &doc.displays[p], "display");
        } else {
            assert_eq!(seat, [HDZ_NONE; 4], "seat {p} is not in the game");
            assert_eq!(view.unknown_hand_count[p], HDZ_NONE);
            for list in [&view.known_hand[p], &view.public_hand[p], &view.display[p]] {
                assert_list(list, &[], "a seat not in the game");
            }
        }
    }
    assert_eq!(view.active_line, view.facing_line[usize::from(doc.active_player)]);
    assert_list(&view.hand, &doc.hands[usize::from(doc.seat)].known, "hand");
    assert_list(&view.boxed, &doc.boxed, "box");
    assert_list(&view.known_in_pile, &doc.known_in_pile, "known in pile");
    let unseen: Vec<u8> = core.unseen().iter().map(|c| c.index()).collect();
    assert_list(&view.unseen, &unseen, "unseen");
    for k in 0..HDZ_NUM_KINDS {
        let expected = match doc.kind_owners[k] {
            _ if doc.removed_kinds.contains(&(k as u8)) => (HdzKindStatus::Removed, HDZ_NONE),
            Some(owner) => (HdzKindStatus::Closed, owner),
            None => (HdzKindStatus::Open, HDZ_NONE),
        };
        assert_eq!((view.kind_status[k], view.kind_owner[k]), expected, "kind {k}");
    }
    let count = usize::from(view.refused_swap_count);
    let refused: Vec<[u8; 2]> = doc.refused_swaps.iter().map(|[a, b]| [a.index(), b.index()]).collect();
    assert_eq!(&view.refused_swaps[..count], refused.as_slice());
    assert!(view.refused_swaps[count..].iter().all(|&pair| pair == [HDZ_NONE; 2]));
}

/// What the seeded games of the view test reached, so that the test knows it covered them.
#[derive(Default, Debug)]
struct Seen {
    states: usize,
    grid6: bool,
    mark: bool,
    consent: bool,
    refused: bool,
    closed: bool,
    removed: bool,
    ended: bool,
    public_hand: bool,
    unknown_hand: bool,
}

/// Checks the typed views of every seat in the game's current state against the core's, their
/// bytes against those of a determinization, and records what the state shows.
fn check_typed_views(game: *const HdzGame, core: &Game, sample_seed: u64, seen: &mut Seen) {
    let players = u32::from(core.players());
    for p in 0..players {
        let core_view = core.view(p as u8);
        let view = typed_view(game, p);
        assert_view_matches(&view, &core_view);
        // Every byte is written: memory filled differently before the call ends up equal.
        let (status, zeros) = view_bytes(game, p, 0x00);
        let (_, ones) = view_bytes(game, p, 0xFF);
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert!(zeros == ones, "a byte of the view was left unwritten");
        // No hidden information: a determinization for this seat gives the same bytes.
        let mut sample = null_mut();
        // SAFETY: live game, valid out-pointer.
        let status = unsafe { hdz_game_determinize(game, p, sample_seed, &mut sample) };
        assert_eq!(status, HdzStatus::HDZ_OK);
        let (status, sampled) = view_bytes(sample, p, 0xA5);
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert!(sampled == zeros, "seat {p}'s typed view differs in a determinization");
        // SAFETY: created above, freed once.
        unsafe { hdz_game_free(sample) };

        seen.states += 1;
        seen.grid6 |= view.grid_size == 6;
        seen.mark |= view.phase == HdzPhase::Mark;
        seen.consent |= view.phase == HdzPhase::Consent;
        seen.refused |= view.refused_swap_count > 0;
        seen.closed |= view.kind_status.contains(&HdzKindStatus::Closed);
        seen.removed |= view.kind_status.contains(&HdzKindStatus::Removed);
        seen.ended |= view.end_reason != HDZ_NONE;
        seen.public_hand |= (0..players as usize).any(|q| q != p as usize && view.public_hand[q].count > 0);
        seen.unknown_hand |= view.unknown_hand_count.iter().any(|&c| c > 0 && c != HDZ_NONE);
    }
}

#[test]
fn typed_views_match_the_core_view_and_hold_no_hidden_cards() {
    let mut seen = Seen::default();
    let mut x = 0x5EED_u64;
    let mut next = |bound: usize| {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((x >> 33) % bound as u64) as usize
    };
    // Random games of every player count, then games of greedy bots (which close kinds often)
    // until one reaches the rare decision of marking by choice.
    let random_games = (2..=5u32).flat_map(|players| (0..4u64).map(move |seed| (players, seed, false)));
    let greedy_games = (0..200u64).map(|seed| (2 + (seed % 4) as u32, seed, true));
    for (players, seed, greedy) in random_games.chain(greedy_games) {
        if greedy && seen.mark {
            break;
        }
        let game = new_game(players, 1000 * u64::from(players) + seed);
        let mut core = Game::new(players as u8, 1000 * u64::from(players) + seed).unwrap();
        let bot = if greedy { new_bot(c"greedy", seed) } else { null_mut() };
        loop {
            check_typed_views(game, &core, seen.states as u64, &mut seen);
            let ids = legal(game);
            if ids.is_empty() {
                break;
            }
            // Random games ask for swaps and refuse them often, to reach refused swaps.
            let dog_moves: Vec<u32> = ids.iter().copied().filter(|&id| (220..808).contains(&id)).collect();
            let id = if greedy {
                if next(5) > 0 {
                    bot_choice(bot, game)
                } else {
                    ids[next(ids.len())]
                }
            } else if ids.contains(&808) && next(4) > 0 {
                808
            } else if !dog_moves.is_empty() && next(4) > 0 {
                dog_moves[next(dog_moves.len())]
            } else {
                ids[next(ids.len())]
            };
            // SAFETY: live game.
            assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
            core.apply_action(id).unwrap();
        }
        // SAFETY: created here, freed once (NULL is fine).
        unsafe {
            hdz_bot_free(bot);
            hdz_game_free(game);
        }
    }
    println!("{seen:?}");
    assert!(seen.states > 3000, "only {} views", seen.states);
    let Seen { states: _, grid6, mark, consent, refused, closed, removed, ended, public_hand, unknown_hand } = seen;
    assert!(
        grid6 && mark && consent && refused && closed && removed && ended && public_hand && unknown_hand,
        "{seen:?}"
    );
}

#[test]
fn typed_view_errors_write_nothing_and_say_why() {
    let game = new_game(3, 4);
    let (_, good) = view_bytes(game, 0, 0x5A);
    for (game, player, expected, needle) in [
        (null(), 0, HdzStatus::HDZ_NULL_POINTER, "argument `game` is NULL"),
        (game.cast_const(), 3, HdzStatus::HDZ_INVALID_ARGUMENT, "player 3 is not a seat"),
        (game.cast_const(), u32::MAX, HdzStatus::HDZ_INVALID_ARGUMENT, "not a seat"),
    ] {
        let (status, bytes) = view_bytes(game, player, 0x5A);
        assert_eq!(status, expected);
        assert!(bytes.iter().all(|&b| b == 0x5A), "a failed call wrote the view");
        assert!(
            last_error().starts_with("hdz_game_view_struct: ") && last_error().contains(needle),
            "{}",
            last_error()
        );
    }
    // SAFETY: a NULL out-pointer is refused before any write.
    assert_eq!(unsafe { hdz_game_view_struct(game, 0, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().contains("argument `out_view` is NULL"), "{}", last_error());
    let (status, again) = view_bytes(game, 0, 0x5A);
    assert_eq!(status, HdzStatus::HDZ_OK);
    assert!(again == good);
    assert_eq!(last_error(), "", "a success clears the message");

    let marker = HdzCard { kind: HdzCardKind::Milk, goat_kind: 0xA5, value: 0xA5, reserved: [0xA5; 2] };
    let mut card = marker;
    // SAFETY: NULL or live game, valid or NULL out-pointer.
    unsafe {
        for id in [HDZ_NUM_CARDS, 255, 256, u32::MAX] {
            assert_eq!(hdz_game_card_info(game, id, &mut card), HdzStatus::HDZ_INVALID_ARGUMENT);
            assert!(last_error().contains("is not a card id (cards are 0 to 120)"), "{}", last_error());
        }
        assert_eq!(hdz_game_card_info(null(), 0, &mut card), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("argument `game` is NULL"), "{}", last_error());
        assert_eq!(hdz_game_card_info(game, 0, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("argument `out_card` is NULL"), "{}", last_error());
        assert_eq!(card, marker, "a failed call wrote the card");
        hdz_game_free(game);
    }
}

#[test]
fn card_info_follows_the_ids_and_the_games_milk_split() {
    for milk_ones in [8, 2, 13, 16] {
        let mut options = herr_der_ziegen::Options::new(4).unwrap();
        options.milk_ones = milk_ones;
        let core = Game::with_options(&options, 1).unwrap();
        let game = HdzGame::boxed(core.clone());
        let view = typed_view(game, 0);
        assert_eq!(view.milk_ones, milk_ones);
        let (mut goats, mut dogs, mut ones, mut twos) = (0, 0, 0, 0);
        for id in 0..HDZ_NUM_CARDS {
            let mut card = HdzCard { kind: HdzCardKind::Dog, goat_kind: 0, value: 0, reserved: [0; 2] };
            // SAFETY: live game, valid out-pointer.
            assert_eq!(unsafe { hdz_game_card_info(game, id, &mut card) }, HdzStatus::HDZ_OK);
            let expected = match id {
                0..90 => {
                    goats += 1;
                    HdzCard {
                        kind: HdzCardKind::Goat,
                        goat_kind: (id / 5) as u8,
                        value: (id % 5 + 1) as u8,
                        reserved: [0; 2],
                    }
                }
                90..105 => {
                    dogs += 1;
                    HdzCard { kind: HdzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] }
                }
                _ if id - 105 < u32::from(milk_ones) => {
                    ones += 1;
                    HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value: 1, reserved: [0; 2] }
                }
                _ => {
                    twos += 1;
                    HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value: 2, reserved: [0; 2] }
                }
            };
            assert_eq!(card, expected, "card {id} with {milk_ones} milk ones");
            let core_card = core.card(herr_der_ziegen::CardId::new(id as u8).unwrap());
            assert_eq!(card, HdzCard::from(core_card));
        }
        assert_eq!((goats, dogs, ones, twos), (90, 15, milk_ones, 16 - milk_ones));
        // SAFETY: freed once.
        unsafe { hdz_game_free(game) };
    }
}

// ----- views alone -----

/// Loads a view handle from JSON, which must succeed.
fn load_view(json: &str) -> *mut HdzPlayerView {
    let text = CString::new(json).unwrap();
    let mut view = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    assert_eq!(unsafe { hdz_player_view_from_json(text.as_ptr(), &mut view) }, HdzStatus::HDZ_OK, "{}", last_error());
    assert!(!view.is_null());
    view
}

/// Calls `hdz_player_view_struct` on memory first filled with `fill`; returns the status and the
/// memory's bytes afterwards.
fn handle_view_bytes(view: *const HdzPlayerView, fill: u8) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<HdzView>::new_uninit();
    let ptr = slot.as_mut_ptr();
    // SAFETY: `ptr` holds one `HdzView`; every byte is initialised by the fill before it is read.
    unsafe {
        std::ptr::write_bytes(ptr.cast::<u8>(), fill, size_of::<HdzView>());
        let status = hdz_player_view_struct(view, ptr);
        (status, std::slice::from_raw_parts(ptr.cast::<u8>(), size_of::<HdzView>()).to_vec())
    }
}

fn handle_json(view: *const HdzPlayerView) -> String {
    let mut json = null_mut();
    // SAFETY: live view, valid out-pointer.
    assert_eq!(unsafe { hdz_player_view_to_json(view, &mut json) }, HdzStatus::HDZ_OK, "{}", last_error());
    take_string(json)
}

fn handle_legal(view: *const HdzPlayerView) -> Vec<u32> {
    let mut ids = [u32::MAX; HDZ_MAX_LEGAL_MOVES];
    let mut count = usize::MAX;
    // SAFETY: live view, buffer of the stated capacity.
    let status = unsafe { hdz_player_view_legal_moves(view, ids.as_mut_ptr(), ids.len(), &mut count) };
    assert_eq!(status, HdzStatus::HDZ_OK, "{}", last_error());
    assert!(ids[count..].iter().all(|&id| id == u32::MAX), "wrote past the count");
    ids[..count].to_vec()
}

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

// ----- issue 16: harder to misuse -----

/// Runs `call` on a `T` whose bytes are all `fill` and returns the status and the bytes after.
fn struct_bytes<T>(fill: u8, call: impl FnOnce(*mut T) -> HdzStatus) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<std::mem::MaybeUninit<T>>::new_uninit();
    // SAFETY: sets every byte of the slot.
    unsafe { std::ptr::write_bytes(slot.as_mut_ptr(), fill, 1) };
    let status = call(slot.as_mut_ptr().cast());
    // SAFETY: every byte is initialised (by the fill, then by whole-struct writes).
    let bytes = unsafe { std::slice::from_raw_parts(slot.as_ptr().cast::<u8>(), size_of::<T>()) }.to_vec();
    (status, bytes)
}

/// The last error message through `hdz_last_error_message_copy`: (status, size, text).
fn copied_error(capacity: usize) -> (HdzStatus, usize, Vec<u8>) {
    let mut buffer = vec![0x7Fu8; capacity];
    let mut size = usize::MAX;
    let ptr = if capacity == 0 { null_mut() } else { buffer.as_mut_ptr().cast::<c_char>() };
    // SAFETY: a buffer of `capacity` bytes (or NULL for 0) and a valid size pointer.
    let status = unsafe { hdz_last_error_message_copy(ptr, capacity, &mut size) };
    (status, size, buffer)
}

#[test]
fn the_error_message_copy_follows_the_buffer_rule_and_keeps_the_message() {
    let game = new_game(3, 1);
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_apply(game, 809) }, HdzStatus::HDZ_ILLEGAL_MOVE);
    let message = last_error();
    assert!(message.starts_with("hdz_game_apply: "), "{message}");
    let needed = message.len() + 1;

    // The size query: NULL and 0.
    let (status, size, _) = copied_error(0);
    assert_eq!((status, size), (HdzStatus::HDZ_BUFFER_TOO_SMALL, needed));
    assert_eq!(last_error(), message, "a size query changed the message");
    // Too small: the size only, nothing written.
    let (status, size, buffer) = copied_error(needed - 1);
    assert_eq!((status, size), (HdzStatus::HDZ_BUFFER_TOO_SMALL, needed));
    assert!(buffer.iter().all(|&b| b == 0x7F), "a short buffer was written");
    assert_eq!(last_error(), message);
    // NULL arguments are refused and change nothing either.
    let mut size = 5usize;
    // SAFETY: NULL pointers are checked.
    assert_eq!(unsafe { hdz_last_error_message_copy(null_mut(), 0, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_last_error_message_copy(null_mut(), 4, &mut size) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(size, 5);
    assert_eq!(last_error(), message);
    // Exactly large enough: the text and its NUL.
    let (status, size, buffer) = copied_error(needed);
    assert_eq!((status, size), (HdzStatus::HDZ_OK, needed));
    assert_eq!(&buffer[..needed - 1], message.as_bytes());
    assert_eq!(buffer[needed - 1], 0);
    // The copy outlives the next failure, which replaces the library's message.
    // SAFETY: live game.
    assert_eq!(unsafe { hdz_game_apply(game, 5000) }, HdzStatus::HDZ_UNKNOWN_ACTION);
    assert_ne!(last_error(), message);
    assert_eq!(&buffer[..needed - 1], message.as_bytes());
    // After a success the message is "": one byte, the NUL.
    let mut players = 0;
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_players(game, &mut players) }, HdzStatus::HDZ_OK);
    let (status, size, buffer) = copied_error(4);
    assert_eq!((status, size, buffer[0]), (HdzStatus::HDZ_OK, 1, 0));
    // SAFETY: freed once.
    unsafe { hdz_game_free(game) };
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

fn describe(id: u32) -> HdzMove {
    let mut mv = HdzMove { kind: HdzMoveKind::PassDog, card: 0, cell: 0, to_cell: 0, answer: false };
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_action_describe(id, &mut mv) }, HdzStatus::HDZ_OK);
    mv
}

/// Runs a move constructor and returns its status and what it wrote.
fn construct(make: impl FnOnce(*mut u32) -> HdzStatus) -> (HdzStatus, u32) {
    let mut id = u32::MAX;
    let status = make(&mut id);
    (status, id)
}

#[test]
fn move_constructors_are_the_reverse_of_describe() {
    for id in 0..HDZ_NUM_ACTIONS {
        let mv = describe(id);
        // SAFETY (all calls): valid pointers.
        assert_eq!(construct(|out| unsafe { hdz_action_from_move(&mv, out) }), (HdzStatus::HDZ_OK, id), "{mv:?}");
        let by_kind = match mv.kind {
            HdzMoveKind::Play => construct(|out| unsafe { hdz_action_play(u32::from(mv.card), out) }),
            HdzMoveKind::Take => construct(|out| unsafe { hdz_action_take(u32::from(mv.cell), out) }),
            HdzMoveKind::Mark => construct(|out| unsafe { hdz_action_mark(u32::from(mv.cell), out) }),
            HdzMoveKind::Dog => {
                construct(|out| unsafe { hdz_action_dog(u32::from(mv.cell), u32::from(mv.to_cell), out) })
            }
            HdzMoveKind::PassDog => construct(|out| unsafe { hdz_action_pass_dog(out) }),
            HdzMoveKind::Answer => construct(|out| unsafe { hdz_action_answer(mv.answer, out) }),
        };
        assert_eq!(by_kind, (HdzStatus::HDZ_OK, id), "{mv:?}");
        assert_eq!(last_error(), "");
    }
    // The example: "take cell (2,3)".
    assert_eq!(construct(|out| unsafe { hdz_action_take(2 * 7 + 3, out) }), (HdzStatus::HDZ_OK, 121 + 17));
    // Fields of other kinds are not read.
    let mut mv = describe(219);
    mv.card = 200;
    mv.cell = 200;
    assert_eq!(construct(|out| unsafe { hdz_action_from_move(&mv, out) }), (HdzStatus::HDZ_OK, 219));

    let refused = |result: (HdzStatus, u32), needle: &str| {
        assert_eq!(result, (HdzStatus::HDZ_INVALID_ARGUMENT, u32::MAX), "{needle}");
        assert!(last_error().contains(needle), "{} lacks {needle}", last_error());
    };
    refused(construct(|out| unsafe { hdz_action_play(HDZ_NUM_CARDS, out) }), "not a card id");
    refused(construct(|out| unsafe { hdz_action_take(49, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_action_mark(u32::MAX, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_action_dog(10, 10, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_action_dog(0, 8, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_action_dog(0, 49, out) }), "to_cell 49 is not a cell");
    let mut bad = describe(0);
    bad.card = 121;
    refused(construct(|out| unsafe { hdz_action_from_move(&bad, out) }), "not a card id");
    // A kind that is no `HdzMoveKind`, as C may write it: the struct's first four bytes.
    let mut raw = [0u32; 2];
    raw[0] = 6;
    let ptr = raw.as_ptr().cast::<HdzMove>();
    refused(construct(|out| unsafe { hdz_action_from_move(ptr, out) }), "not a move kind");
    assert_eq!(construct(|out| unsafe { hdz_action_from_move(null(), out) }).0, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_action_pass_dog(null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_action_answer(true, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
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

/// The names of the functions the header declares.
fn declared_functions(header: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = header;
    while let Some(at) = rest.find("hdz_") {
        let word: String =
            rest[at..].chars().take_while(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_').collect();
        rest = &rest[at + word.len()..];
        if rest.starts_with('(') {
            names.push(word);
        }
    }
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_exported_function_is_documented_in_the_guide() {
    let header = include_str!("../../include/herr_der_ziegen.h");
    let guide = include_str!("../../docs/c-api.md");
    // A declaration is `HdzStatus name(` at the start of a line or after a return type.
    let declared = declared_functions(
        &header.lines().filter(|line| !line.trim_start().starts_with('*')).collect::<Vec<_>>().join("\n"),
    );
    assert!(declared.len() > 50, "found only {declared:?}");
    assert!(declared.iter().any(|name| name == "hdz_last_error_message_copy"));
    let missing: Vec<&String> = declared
        .iter()
        .filter(|name| {
            // Named in backticks, as a call or alone: `hdz_x(...)` or `hdz_x`.
            !(guide.contains(&format!("`{name}(")) || guide.contains(&format!("`{name}`")))
        })
        .collect();
    assert!(missing.is_empty(), "docs/c-api.md does not document {missing:?}");
}
