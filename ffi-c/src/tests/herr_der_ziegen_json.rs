//! Herr der Ziegen states and options as JSON: round trips, bad documents, options.

use std::ffi::CString;
use std::ptr::null_mut;

use herr_der_ziegen::prelude::*;

use super::support::*;
use crate::*;

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
