//! What the API of every game refuses, the same way for every game of the registry: options that
//! are not read strictly, setups, moves and seats that are refused, NULL pointers, and messages
//! that name games as users write them.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use game_core::GameRules;
use serde_json::Value;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// The status and message of `hdz_any_game_with_options` on `json`; no game may be written on
/// failure.
fn with_options(kind: u32, json: &str) -> (HdzStatus, String) {
    let text = CString::new(json).unwrap();
    let mut game = null_mut();
    // SAFETY: valid string and out-pointer.
    let status = unsafe { hdz_any_game_with_options(kind, text.as_ptr(), 1, &mut game) };
    let message = last_error();
    if status == HDZ_OK {
        // SAFETY: made by the library, freed once.
        unsafe { hdz_any_game_free(game) };
    } else {
        assert!(game.is_null(), "a failure wrote a game");
    }
    (status, message)
}

/// Checks that `message` names games only as users write them.
fn names_games_as_users_write_them(message: &str) {
    for rust_name in ["HerrDerZiegen", "ZiegenKriegen", "LeBaron", "struct ", "Options", "::"] {
        assert!(!message.contains(rust_name), "{message:?} names a Rust type");
    }
    for number in ["u8", "u16", "u32", "u64", "i32", "usize"] {
        assert!(!message.contains(&format!("expected {number}")), "{message:?} names a Rust type");
    }
}

/// Options JSON is read strictly: every field is required (`null` written out), every record is
/// an object, and the messages name the game and the field.
fn options_are_read_strictly<G: GameRules>() {
    let kind = kind::<G>();
    // SAFETY: valid out-pointer.
    let defaults = text(|out| unsafe { hdz_any_default_options_json(kind, u32::from(G::MIN_PLAYERS), out) });
    assert_eq!(with_options(kind, &defaults).0, HDZ_OK, "{defaults}");
    let Value::Object(fields) = serde_json::from_str::<Value>(&defaults).unwrap() else { panic!("{defaults}") };
    for key in fields.keys() {
        let mut missing = fields.clone();
        missing.remove(key);
        let (status, message) = with_options(kind, &Value::Object(missing).to_string());
        assert_eq!(status, HDZ_INVALID_JSON, "{} without {key}: {message}", G::NAME);
        assert!(message.contains(&format!("{} options: missing field `{key}`", G::NAME)), "{message}");
        names_games_as_users_write_them(&message);
    }
    for (key, record) in fields.iter().filter(|(_, value)| value.is_object()) {
        let mut as_array = fields.clone();
        as_array[key] = Value::Array(record.as_object().unwrap().values().cloned().collect());
        let (status, message) = with_options(kind, &Value::Object(as_array).to_string());
        assert_eq!(status, HDZ_INVALID_JSON, "{message}");
        assert!(message.contains(&format!("{key}: expected a JSON object, found an array")), "{message}");
        names_games_as_users_write_them(&message);
    }
    let array = Value::Array(fields.values().cloned().collect()).to_string();
    let (status, message) = with_options(kind, &array);
    assert_eq!(status, HDZ_INVALID_JSON);
    assert!(message.contains(&format!("{} options: expected a JSON object, found an array", G::NAME)), "{message}");
    names_games_as_users_write_them(&message);
    let mut unknown = fields.clone();
    unknown.insert("colour".into(), Value::Bool(true));
    let (status, message) = with_options(kind, &Value::Object(unknown).to_string());
    assert!(status == HDZ_INVALID_JSON && message.contains("unknown field `colour`"), "{message}");
    let mut too_few = fields.clone();
    too_few["players"] = Value::from(G::MIN_PLAYERS - 1);
    let (status, message) = with_options(kind, &Value::Object(too_few).to_string());
    assert_eq!(status, HDZ_SETUP_ERROR, "{message}");
    assert!(message.starts_with(&format!("hdz_any_game_with_options: {}: ", G::NAME)), "{message}");
    let mut wrong_type = fields.clone();
    wrong_type["players"] = Value::from("four");
    let (status, message) = with_options(kind, &Value::Object(wrong_type).to_string());
    assert_eq!(status, HDZ_INVALID_JSON);
    assert!(message.contains("players: invalid type: string \"four\""), "{message}");
    names_games_as_users_write_them(&message);
    let mut too_large = fields.clone();
    too_large["players"] = Value::from(300);
    let (status, message) = with_options(kind, &Value::Object(too_large).to_string());
    assert_eq!(status, HDZ_INVALID_JSON);
    names_games_as_users_write_them(&message);
    for text in ["", "{", "null", "[]", "4", "\"options\""] {
        let (status, message) = with_options(kind, text);
        assert_eq!(status, HDZ_INVALID_JSON, "{text:?}: {message}");
        assert!(message.contains(&format!("{} options", G::NAME)), "{message}");
        names_games_as_users_write_them(&message);
    }
}

#[test]
fn options_of_every_game_are_read_strictly() {
    for_every_game!(options_are_read_strictly);
}

/// Player counts the game does not take are setup errors led by the game's name.
fn setups_are_refused<G: GameRules>() {
    let kind = kind::<G>();
    for players in [0, G::MIN_PLAYERS - 1, G::MAX_PLAYERS + 1] {
        let mut game = null_mut();
        let mut json = null_mut();
        // SAFETY: valid out-pointers.
        unsafe {
            assert_eq!(hdz_any_game_new(kind, u32::from(players), 1, &mut game), HDZ_SETUP_ERROR);
            assert!(last_error().starts_with(&format!("hdz_any_game_new: {}: ", G::NAME)), "{}", last_error());
            assert_eq!(hdz_any_default_options_json(kind, u32::from(players), &mut json), HDZ_SETUP_ERROR);
            assert_eq!(hdz_any_game_new(kind, 256 + u32::from(G::MIN_PLAYERS), 1, &mut game), HDZ_SETUP_ERROR);
        }
        assert!(game.is_null() && json.is_null());
    }
}

#[test]
fn setups_of_every_game_are_refused_by_player_count() {
    for_every_game!(setups_are_refused);
    let kinds = game_registry::GAMES.len() as u32;
    let mut game = null_mut();
    // SAFETY: valid pointers.
    unsafe {
        assert_eq!(hdz_any_game_new(kinds, 3, 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_game_with_options(kinds, c"{}".as_ptr(), 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_game_from_json(u32::MAX, c"{}".as_ptr(), &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_view_from_json(kinds, c"{}".as_ptr(), &mut null_mut()), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_bot_new(kinds, c"random".as_ptr(), 1, &mut null_mut()), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_bot_new_timed(kinds, 5, 1, &mut null_mut()), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_default_options_json(kinds, 3, &mut null_mut()), HDZ_INVALID_ARGUMENT);
    }
    assert!(game.is_null());
}

/// Refused moves have the status their reason calls for and change neither the game nor its
/// last events; seats out of range are invalid arguments.
fn refused_moves_and_seats<G: GameRules>() {
    let kind = kind::<G>();
    let players = G::MIN_PLAYERS;
    let game = AnyGame::new(kind, u32::from(players), 11);
    game.apply(game.legal()[0]);
    let (before, events) = (game.json(), game.events());
    let now = game.legal();
    let illegal = (0..G::NUM_ACTIONS as u32).find(|id| !now.contains(id)).unwrap();
    let player = game.current();
    // SAFETY (all calls): live game, valid pointers.
    unsafe {
        for id in [G::NUM_ACTIONS as u32, u32::MAX] {
            assert_eq!(hdz_any_game_apply(game.0, id), HDZ_UNKNOWN_ACTION);
            assert_eq!(hdz_any_game_check(game.0, player, id), HDZ_UNKNOWN_ACTION);
            assert!(!value(true, |out| hdz_any_game_is_legal(game.0, id, out)));
        }
        assert_eq!(hdz_any_game_apply(game.0, illegal), HDZ_ILLEGAL_MOVE, "{}", last_error());
        assert!(!last_error().is_empty());
        assert_eq!(hdz_any_game_check(game.0, player, illegal), HDZ_ILLEGAL_MOVE);
        assert!(!value(true, |out| hdz_any_game_is_legal(game.0, illegal, out)));
        let other = (player + 1) % u32::from(players);
        assert_eq!(hdz_any_game_apply_for(game.0, other, now[0]), HDZ_NOT_YOUR_TURN);
        assert!(last_error().contains(&player.to_string()), "the message names the seat: {}", last_error());
        let mut text = null_mut();
        let mut copy = null_mut();
        let mut view = null_mut();
        let mut n = 0;
        let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
        for seat in [u32::from(players), u32::from(HDZ_MAX_SEATS as u8), u32::from(HDZ_NONE) + 1, u32::MAX] {
            assert_eq!(hdz_any_game_apply_for(game.0, seat, now[0]), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_any_game_check(game.0, seat, now[0]), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_any_game_view_json(game.0, seat, &mut text), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_any_game_view(game.0, seat, &mut view), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_any_game_determinize(game.0, seat, 1, &mut copy), HDZ_INVALID_ARGUMENT);
            let status = hdz_any_game_observation(game.0, seat, tensor.as_mut_ptr(), tensor.len(), &mut n);
            assert_eq!(status, HDZ_INVALID_ARGUMENT);
            assert!(last_error().contains("not a seat"), "{}", last_error());
        }
        assert_eq!(hdz_any_game_apply_for(game.0, u32::from(HDZ_NONE), now[0]), HDZ_INVALID_ARGUMENT);
        assert!(text.is_null() && copy.is_null() && view.is_null() && n == 0);
    }
    assert_eq!((game.json(), game.events()), (before, events), "refusals change nothing");
}

#[test]
fn refused_moves_and_seats_of_every_game() {
    for_every_game!(refused_moves_and_seats);
}

#[test]
fn messages_name_games_as_users_write_them() {
    for a in game_registry::GAMES {
        for b in game_registry::GAMES.iter().filter(|b| b.index != a.index) {
            let bot = AnyBot::new(a.index as u32, c"random", 1);
            let game = AnyGame::new(b.index as u32, u32::from(b.min_players), 1);
            let view = game.view(0);
            let mut id = 9;
            // SAFETY (all calls): live handles, valid pointers.
            unsafe {
                assert_eq!(hdz_any_bot_choose(bot.0, game.0, &mut id), HDZ_INVALID_ARGUMENT);
                let expected = format!("hdz_any_bot_choose: a bot for {} cannot play a game of {}", a.name, b.name);
                assert_eq!(last_error(), expected);
                assert_eq!(hdz_any_bot_choose_from_view(bot.0, view.0, &mut id), HDZ_INVALID_ARGUMENT);
                assert!(last_error().contains(&format!("a bot for {} cannot play a view of {}", a.name, b.name)));
                let state = CString::new(game.json()).unwrap();
                let mut other = null_mut();
                let status = hdz_any_game_from_json(a.index as u32, state.as_ptr(), &mut other);
                assert!(matches!(status, HDZ_INVALID_JSON | HDZ_INVALID_STATE), "{status:?}");
                assert!(other.is_null());
                names_games_as_users_write_them(&last_error());
            }
            assert_eq!(id, 9, "nothing written");
        }
    }
}

#[test]
fn null_pointers_are_refused_and_nothing_is_written() {
    let game = AnyGame::new(0, 3, 2);
    let g = game.0.cast_const();
    let view = game.view(0);
    let v = view.0.cast_const();
    let bot = AnyBot::new(0, c"random", 1);
    let mut text = null_mut::<c_char>();
    let mut n = 7usize;
    let mut u = 7u32;
    let mut flag = false;
    let mut floats = [0.0f32; 4];
    // SAFETY (all calls): every pointer is valid or NULL.
    unsafe {
        assert_eq!(hdz_any_game_kind(null(), &mut HdzGameKind::LeBaron), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_kind(g, null_mut()), HDZ_NULL_POINTER);
        let reads: [unsafe extern "C" fn(*const HdzAnyGame, *mut u32) -> HdzStatus; 4] =
            [hdz_any_game_players, hdz_any_game_current_player, hdz_any_game_phase, hdz_any_game_turn];
        for read in reads {
            assert_eq!(read(null(), &mut u), HDZ_NULL_POINTER);
            assert_eq!(read(g, null_mut()), HDZ_NULL_POINTER);
        }
        assert_eq!(hdz_any_game_is_over(null(), &mut flag), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_is_over(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_is_legal(null(), 0, &mut flag), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_is_legal(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_check(null(), 0, 0), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_apply(null_mut(), 0), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_apply_for(null_mut(), 0, 0), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(null(), null_mut(), 0, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(g, null_mut(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(g, null_mut(), 3, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_outcome(null(), &mut HdzOutcome::default()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_outcome(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(null(), 0, floats.as_mut_ptr(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(g, 0, null_mut(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(g, 0, floats.as_mut_ptr(), 4, null_mut()), HDZ_NULL_POINTER);
        let game_texts: [unsafe extern "C" fn(*const HdzAnyGame, *mut *mut c_char) -> HdzStatus; 3] =
            [hdz_any_game_to_json, hdz_any_game_last_events_json, hdz_any_game_scores_json];
        for call in game_texts {
            assert_eq!(call(null(), &mut text), HDZ_NULL_POINTER);
            assert_eq!(call(g, null_mut()), HDZ_NULL_POINTER);
        }
        assert_eq!(hdz_any_game_view_json(null(), 0, &mut text), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_view_json(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_describe_action(null(), 0, &mut text), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_describe_action(g, 0, null_mut()), HDZ_NULL_POINTER);
        let mut handle = null_mut();
        assert_eq!(hdz_any_game_clone(null(), &mut handle), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_clone(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_determinize(null(), 0, 1, &mut handle), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_determinize(g, 0, 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_determinize(null(), 1, &mut handle), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_determinize(v, 1, null_mut()), HDZ_NULL_POINTER);
        assert!(handle.is_null());
        let mut view_out = null_mut();
        assert_eq!(hdz_any_game_view(null(), 0, &mut view_out), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_view(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_from_json(0, null(), &mut view_out), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_from_json(0, c"{}".as_ptr(), null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_clone(null(), &mut view_out), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_clone(v, null_mut()), HDZ_NULL_POINTER);
        assert!(view_out.is_null());
        let view_reads: [unsafe extern "C" fn(*const HdzAnyView, *mut u32) -> HdzStatus; 5] = [
            hdz_any_view_seat,
            hdz_any_view_players,
            hdz_any_view_current_player,
            hdz_any_view_phase,
            hdz_any_view_turn,
        ];
        for read in view_reads {
            assert_eq!(read(null(), &mut u), HDZ_NULL_POINTER);
            assert_eq!(read(v, null_mut()), HDZ_NULL_POINTER);
        }
        assert_eq!(hdz_any_view_kind(null(), &mut HdzGameKind::LeBaron), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_kind(v, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_is_legal(null(), 0, &mut flag), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_is_legal(v, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_to_json(null(), &mut text), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_to_json(v, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_legal_moves(null(), null_mut(), 0, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_legal_moves(v, null_mut(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_legal_moves(v, null_mut(), 2, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_observation(null(), floats.as_mut_ptr(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_observation(v, null_mut(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_view_observation(v, floats.as_mut_ptr(), 4, null_mut()), HDZ_NULL_POINTER);
        assert!(text.is_null());
        assert_eq!(hdz_any_bot_choose(null_mut(), g, &mut u), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose(bot.0, null(), &mut u), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose(bot.0, g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose_from_view(null_mut(), v, &mut u), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose_from_view(bot.0, null(), &mut u), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose_from_view(bot.0, v, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_kind(null(), &mut HdzGameKind::LeBaron), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_kind(bot.0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new(0, null(), 1, &mut null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new(0, c"random".as_ptr(), 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new_timed(0, 5, 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_game_kind_info(0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!((n, u), (7, 7), "no count written");
        hdz_any_game_free(null_mut());
        hdz_any_view_free(null_mut());
        hdz_any_bot_free(null_mut());
    }
    assert!(last_error().contains("hdz_game_kind_info") && last_error().contains("out_info"), "{}", last_error());
}
