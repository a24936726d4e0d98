//! Documents through the C functions, for every game of the registry: options read strictly and
//! setups refused by the game, saved states that load back as they were, and text that is not a
//! state of the game refused with the status its reason calls for and a message that names games
//! as users write them.

use std::ffi::CString;
use std::ptr::null_mut;

use game_core::GameRules;
use serde_json::Value;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// The status and message of `hdz_game_with_options` on `json`; no game may be written on
/// failure.
fn with_options(kind: u32, json: &str) -> (HdzStatus, String) {
    let text = CString::new(json).unwrap();
    let mut game = null_mut();
    // SAFETY: valid string and out-pointer.
    let status = unsafe { hdz_game_with_options(kind, text.as_ptr(), 1, &mut game) };
    let message = last_error();
    if status == HDZ_OK {
        // SAFETY: made by the library, freed once.
        unsafe { hdz_game_free(game) };
    } else {
        assert!(game.is_null(), "a failure wrote a game");
    }
    (status, message)
}

/// Checks that `message` names games only as users write them.
pub(crate) fn names_games_as_users_write_them(message: &str) {
    for rust_name in ["HerrDerZiegen", "ZiegenKriegen", "LeBaron", "struct ", "Options", "::"] {
        assert!(!message.contains(rust_name), "{message:?} names a Rust type");
    }
    for number in ["u8", "u16", "u32", "u64", "i32", "usize"] {
        assert!(!message.contains(&format!("expected {number}")), "{message:?} names a Rust type");
    }
}

/// The default options set up the game `hdz_game_new` sets up, the engine's; options JSON is
/// read strictly: every field is required (`null` written out), every record is an object, and
/// the messages name the game and the field.
fn options_are_read_strictly<G: GameRules>() {
    let kind = kind::<G>();
    for players in [G::MIN_PLAYERS, G::MAX_PLAYERS] {
        // SAFETY: valid out-pointer.
        let defaults = text(|out| unsafe { hdz_default_options_json(kind, u32::from(players), out) });
        assert_eq!(defaults, serde_json::to_string(&G::options_for(players).unwrap()).unwrap());
        let text = CString::new(defaults).unwrap();
        // SAFETY: valid string and out-pointer.
        let game = GameHandle::made(|out| unsafe { hdz_game_with_options(kind, text.as_ptr(), 77, out) });
        assert_eq!(game.json(), GameHandle::new(kind, u32::from(players), 77).json());
        assert_eq!(game.json(), G::new(players, 77).unwrap().to_json());
    }
    // SAFETY: valid out-pointer.
    let defaults = text(|out| unsafe { hdz_default_options_json(kind, u32::from(G::MIN_PLAYERS), out) });
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
    assert!(message.starts_with(&format!("hdz_game_with_options: {}: ", G::NAME)), "{message}");
    let mut wrong_type = fields.clone();
    wrong_type["players"] = Value::from("four");
    let (status, message) = with_options(kind, &Value::Object(wrong_type).to_string());
    assert_eq!(status, HDZ_INVALID_JSON);
    assert!(message.contains("players: invalid type: string \"four\""), "{message}");
    names_games_as_users_write_them(&message);
    // A huge bad value is quoted in part only.
    let mut huge = fields.clone();
    huge["players"] = Value::from("A".repeat(1 << 20));
    let (status, message) = with_options(kind, &Value::Object(huge).to_string());
    assert!(status == HDZ_INVALID_JSON && message.len() < 500, "{} characters", message.len());
    let mut too_large = fields.clone();
    too_large["players"] = Value::from(300);
    let (status, message) = with_options(kind, &Value::Object(too_large).to_string());
    assert_eq!(status, HDZ_INVALID_JSON);
    names_games_as_users_write_them(&message);
    for text in ["", "{", "null", "[]", "4", "\"options\"", "\u{7f}"] {
        let (status, message) = with_options(kind, text);
        assert_eq!(status, HDZ_INVALID_JSON, "{text:?}: {message}");
        assert!(message.contains(&format!("{} options", G::NAME)), "{message}");
        names_games_as_users_write_them(&message);
    }
    let latin1 = b"{\"players\":\"\xe9\"}\0";
    let mut game = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    let status = unsafe { hdz_game_with_options(kind, latin1.as_ptr().cast(), 1, &mut game) };
    assert!(status == HDZ_INVALID_JSON && last_error().contains("UTF-8") && game.is_null(), "{}", last_error());
}

#[test]
fn options_of_every_game_are_read_strictly() {
    for_every_game!(options_are_read_strictly);
}

/// Player counts the game does not take are setup errors led by the game's name.
fn setups_are_refused<G: GameRules>() {
    let kind = kind::<G>();
    for players in [0, u32::from(G::MIN_PLAYERS) - 1, u32::from(G::MAX_PLAYERS) + 1, 256, u32::MAX] {
        let mut game = null_mut();
        let mut json = null_mut();
        // SAFETY: valid out-pointers.
        unsafe {
            assert_eq!(hdz_game_new(kind, players, 1, &mut game), HDZ_SETUP_ERROR);
            assert!(last_error().starts_with(&format!("hdz_game_new: {}: ", G::NAME)), "{}", last_error());
            assert!(last_error().contains(&format!("{} to {}", G::MIN_PLAYERS, G::MAX_PLAYERS)), "{}", last_error());
            assert_eq!(hdz_default_options_json(kind, players, &mut json), HDZ_SETUP_ERROR);
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
        assert_eq!(hdz_game_new(kinds, 3, 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert!(last_error().contains(&format!("{kinds} is not a game kind")), "{}", last_error());
        assert_eq!(hdz_game_with_options(kinds, c"{}".as_ptr(), 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_game_from_json(u32::MAX, c"{}".as_ptr(), &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_view_from_json(kinds, c"{}".as_ptr(), &mut null_mut()), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_default_options_json(kinds, 3, &mut null_mut()), HDZ_INVALID_ARGUMENT);
    }
    assert!(game.is_null());
}

/// A saved state loads back as it was, without events, and plays on as the original; text that
/// is not a state of the game is refused (malformed or cut short, a field too many or of the
/// wrong type: `HDZ_INVALID_JSON`; another version, format or game, a view: `HDZ_INVALID_STATE`)
/// and no game is written.
fn states_round_trip_and_what_is_not_a_state_is_refused<G: GameRules>() {
    let kind = kind::<G>();
    let game = GameHandle::new(kind, u32::from(G::MAX_PLAYERS), 17);
    for step in 0..9 {
        game.play(step * 3 + 2);
    }
    let json = game.json();
    let loaded = GameHandle::from_json(kind, &json);
    assert_eq!((loaded.json(), loaded.events(), loaded.legal()), (json.clone(), "[]".to_string(), game.legal()));
    assert_eq!(loaded.json(), game.engine::<G>().to_json());
    game.play(1);
    loaded.play(1);
    assert_eq!(loaded.json(), game.json(), "a loaded game plays on as the original");

    let field_too_many = json.replacen("\"version\":1,", "\"version\":1,\"x\":0,", 1);
    assert_ne!(field_too_many, json);
    let future = json.replace("\"version\":1", "\"version\":2");
    assert_ne!(future, json);
    // A later version with a field this one does not know: named by its version, not as an
    // unknown field.
    let future_field = future.replacen('{', "{\"new_in_version_2\":true,", 1);
    let view = game.view_json(1);
    let others: Vec<String> = game_registry::GAMES
        .iter()
        .filter(|g| g.index != kind as usize)
        .map(|g| GameHandle::new(g.index as u32, u32::from(g.min_players), 1).json())
        .collect();
    let mut cases: Vec<(&[u8], HdzStatus, &str)> = vec![
        (b"", HDZ_INVALID_JSON, "malformed JSON"),
        (b"{", HDZ_INVALID_JSON, "malformed JSON"),
        (b"null", HDZ_INVALID_JSON, ""),
        (b"[1,2,3]", HDZ_INVALID_JSON, ""),
        (b"\xff\xfe", HDZ_INVALID_JSON, "UTF-8"),
        (&json.as_bytes()[..json.len() / 2], HDZ_INVALID_JSON, "malformed JSON"),
        (field_too_many.as_bytes(), HDZ_INVALID_JSON, "unknown field `x`"),
        (future.as_bytes(), HDZ_INVALID_STATE, "unsupported version 2"),
        (future_field.as_bytes(), HDZ_INVALID_STATE, "unsupported version 2"),
        (view.as_bytes(), HDZ_INVALID_STATE, "unknown format"),
    ];
    for other in &others {
        cases.push((other.as_bytes(), HDZ_INVALID_STATE, "unknown format"));
    }
    for (text, expected, needle) in cases {
        let text = CString::new(text).unwrap();
        let mut out = null_mut();
        // SAFETY: NUL-terminated text, valid out-pointer.
        assert_eq!(unsafe { hdz_game_from_json(kind, text.as_ptr(), &mut out) }, expected, "{text:?}");
        assert!(out.is_null());
        assert!(last_error().starts_with("hdz_game_from_json: ") && last_error().contains(needle), "{}", last_error());
        names_games_as_users_write_them(&last_error());
    }
}

#[test]
fn states_of_every_game_round_trip_and_what_is_not_a_state_is_refused() {
    for_every_game!(states_round_trip_and_what_is_not_a_state_is_refused);
}
