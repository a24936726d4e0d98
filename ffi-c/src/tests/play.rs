//! Playing through the C functions, for every game of the registry: whole games beside the
//! engine (the seat to act, phase, turn, legal ids, checks for every seat, events, state, scores),
//! refused moves and seats that change nothing, and the end of a game, which is no error.

use std::ffi::CStr;

use game_core::{GamePhase, GameRules, ScoreOrder};
use serde_json::Value;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// Checks the scores document of `game` against the engine's game `core`: one shape for every
/// game, exactly one entry per seat, each seat's total its outcome entry.
pub(crate) fn check_scores_document<G: GameRules>(game: &GameHandle, core: &G) {
    let json = game.scores();
    let doc: Value = serde_json::from_str(&json).unwrap();
    let mut keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["game", "is_final", "order", "players", "seats", "winners"], "{json}");
    let outcome = core.outcome();
    let players = core.player_count();
    assert_eq!(doc["game"], G::NAME);
    assert_eq!(doc["players"], players);
    assert_eq!(doc["is_final"], core.is_over());
    let order = match outcome.order {
        ScoreOrder::HigherWins => "higher_wins",
        ScoreOrder::LowerWins => "lower_wins",
    };
    assert_eq!(doc["order"], order);
    let seats = doc["seats"].as_array().unwrap();
    assert_eq!(seats.len(), usize::from(players), "one entry per seat: {json}");
    for (seat, entry) in seats.iter().enumerate() {
        assert_eq!(entry["seat"], seat);
        assert_eq!(entry["total"], outcome.scores[seat]);
        assert_eq!(entry["winner"], outcome.is_winner(seat as u8));
        assert!(entry["breakdown"].is_object(), "{json}");
        assert_eq!(entry.as_object().unwrap().len(), 4, "{json}");
    }
    let winners: Vec<u8> = (0..players).filter(|&s| outcome.is_winner(s)).collect();
    assert_eq!(doc["winners"], serde_json::json!(winners));
    assert_eq!(game.outcome(), HdzOutcome::from(outcome));
}

/// Plays games of `G` through the C functions and the engine side by side: at every step the same
/// seat, phase and its name, turn, legal ids, checks for the right seat, any seat and a wrong one,
/// events and state; the scores now and then; the end of the game.
fn whole_games_match_the_engine<G: GameRules>() {
    let kind = kind::<G>();
    for (players, seed) in [(G::MIN_PLAYERS, 1), (G::MAX_PLAYERS, u64::MAX), (G::MIN_PLAYERS.max(3), 42)] {
        let game = GameHandle::new(kind, u32::from(players), seed);
        let mut core = G::new(players, seed).unwrap();
        assert_eq!((game.json(), game.events()), (core.to_json(), "[]".to_string()));
        assert_eq!(game.players(), u32::from(players));
        let mut chooser = Chooser(seed ^ 0x77);
        let mut steps = 0;
        while let Some(player) = core.current_player() {
            assert_eq!(game.current(), u32::from(player));
            // SAFETY (all calls): live game, valid out-pointers.
            unsafe {
                assert!(!value(true, |out| hdz_game_is_over(game.0, out)));
                let phase = value(99, |out| hdz_game_phase(game.0, out));
                assert_eq!(phase, u32::from(core.phase().number()));
                let mut name = std::ptr::null();
                assert_eq!(hdz_phase_name(kind, phase, &mut name), HDZ_OK);
                assert_eq!(CStr::from_ptr(name).to_str().unwrap(), core.phase().name());
                assert_eq!(value(0, |out| hdz_game_turn(game.0, out)), u32::from(core.turn()));
            }
            let ids: Vec<u32> = core.legal_actions().map(u32::from).collect();
            assert_eq!(game.legal(), ids);
            let id = ids[chooser.next(ids.len())];
            let other = (player + 1) % players;
            // SAFETY (all calls): live game, valid out-pointers.
            unsafe {
                assert!(value(false, |out| hdz_game_is_legal(game.0, id, out)));
                assert_eq!(hdz_game_check(game.0, u32::from(player), id), HDZ_OK, "{}", last_error());
                assert_eq!(hdz_game_check(game.0, u32::from(HDZ_NONE), id), HDZ_OK);
                assert_eq!(hdz_game_check(game.0, u32::from(other), id), HDZ_NOT_YOUR_TURN);
                let before = (game.json(), game.events());
                assert_eq!(hdz_game_apply_for(game.0, u32::from(other), id), HDZ_NOT_YOUR_TURN);
                assert_eq!((game.json(), game.events()), before, "a refused move changes nothing");
                assert_eq!(hdz_game_apply_for(game.0, u32::from(player), id), HDZ_OK);
            }
            assert_eq!(last_error(), "", "a success clears the message");
            let mut events = Vec::new();
            core.apply_with(G::move_from_action_id(id as u16).unwrap(), &mut events).unwrap();
            assert_eq!(game.events(), serde_json::to_string(&events).unwrap());
            if steps % 11 == 0 {
                check_scores_document(&game, &core);
            }
            steps += 1;
        }
        assert!(steps > 10, "a whole game");
        assert_eq!(game.json(), core.to_json());
        check_scores_document(&game, &core);
    }
}

#[test]
fn whole_games_of_every_game_match_the_engine() {
    for_every_game!(whole_games_match_the_engine);
}

/// Once a game is over, the player to act is `HDZ_NONE` with `HDZ_OK` and no message (the end is
/// no error); moves and checks are `HDZ_GAME_OVER` and change nothing.
fn the_end_of_a_game_is_no_error<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 5);
    let mut step = 0;
    while game.play(step) {
        step += 1;
    }
    assert_eq!(game.current(), u32::from(HDZ_NONE));
    assert_eq!(last_error(), "", "the end of the game is not an error");
    assert!(game.legal().is_empty());
    // SAFETY (all calls): live game, valid out-pointers.
    unsafe {
        assert!(value(false, |out| hdz_game_is_over(game.0, out)));
        let phase = value(99, |out| hdz_game_phase(game.0, out));
        let mut name = std::ptr::null();
        assert_eq!(hdz_phase_name(kind::<G>(), phase, &mut name), HDZ_OK);
        assert_eq!(CStr::from_ptr(name).to_str().unwrap(), "over");
        let before = (game.json(), game.events());
        for id in [0, G::NUM_ACTIONS as u32 - 1] {
            assert_eq!(hdz_game_apply(game.0, id), HDZ_GAME_OVER);
            assert!(last_error().starts_with("hdz_game_apply: ") && last_error().contains("over"), "{}", last_error());
            assert_eq!(hdz_game_check(game.0, u32::from(HDZ_NONE), id), HDZ_GAME_OVER);
            assert_eq!(hdz_game_apply_for(game.0, 0, id), HDZ_GAME_OVER);
            assert!(!value(true, |out| hdz_game_is_legal(game.0, id, out)));
        }
        assert_eq!((game.json(), game.events()), before, "moves after the end change nothing");
    }
}

#[test]
fn the_end_of_every_game_is_no_error() {
    for_every_game!(the_end_of_a_game_is_no_error);
}

/// Refused moves have the status their reason calls for, a message that says why, and change
/// neither the game nor its last events; seats out of range are invalid arguments.
fn refused_moves_and_seats<G: GameRules>() {
    let kind = kind::<G>();
    let players = G::MIN_PLAYERS;
    let game = GameHandle::new(kind, u32::from(players), 11);
    game.play(0);
    let (before, events) = (game.json(), game.events());
    let now = game.legal();
    let illegal = (0..G::NUM_ACTIONS as u32).find(|id| !now.contains(id)).unwrap();
    let player = game.current();
    // SAFETY (all calls): live game, valid pointers.
    unsafe {
        for id in [G::NUM_ACTIONS as u32, u32::MAX] {
            assert_eq!(hdz_game_apply(game.0, id), HDZ_UNKNOWN_ACTION);
            assert!(last_error().contains(&format!("{id} is not an action id")), "{}", last_error());
            assert_eq!(hdz_game_check(game.0, player, id), HDZ_UNKNOWN_ACTION);
            assert!(!value(true, |out| hdz_game_is_legal(game.0, id, out)));
        }
        assert_eq!(hdz_game_apply(game.0, illegal), HDZ_ILLEGAL_MOVE, "{}", last_error());
        assert!(last_error().starts_with("hdz_game_apply: ") && last_error().len() > 20, "{}", last_error());
        assert_eq!(hdz_game_check(game.0, player, illegal), HDZ_ILLEGAL_MOVE);
        assert!(last_error().starts_with("hdz_game_check: "), "{}", last_error());
        assert!(!value(true, |out| hdz_game_is_legal(game.0, illegal, out)));
        let other = (player + 1) % u32::from(players);
        assert_eq!(hdz_game_apply_for(game.0, other, now[0]), HDZ_NOT_YOUR_TURN);
        assert!(last_error().contains(&player.to_string()), "the message names the seat: {}", last_error());
        let mut text = std::ptr::null_mut();
        let mut copy = std::ptr::null_mut();
        let mut view = std::ptr::null_mut();
        let mut n = 0;
        let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
        for seat in [u32::from(players), u32::from(HDZ_MAX_SEATS as u8), u32::from(HDZ_NONE) + 1, u32::MAX] {
            assert_eq!(hdz_game_apply_for(game.0, seat, now[0]), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_game_check(game.0, seat, now[0]), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_game_view_json(game.0, seat, &mut text), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_game_view(game.0, seat, &mut view), HDZ_INVALID_ARGUMENT);
            assert_eq!(hdz_game_determinize(game.0, seat, 1, &mut copy), HDZ_INVALID_ARGUMENT);
            let status = hdz_game_observation(game.0, seat, tensor.as_mut_ptr(), tensor.len(), &mut n);
            assert_eq!(status, HDZ_INVALID_ARGUMENT);
            assert!(last_error().contains(&format!("player {seat} is not a seat of this")), "{}", last_error());
        }
        assert_eq!(hdz_game_apply_for(game.0, u32::from(HDZ_NONE), now[0]), HDZ_INVALID_ARGUMENT);
        assert!(text.is_null() && copy.is_null() && view.is_null() && n == 0);
        assert!(tensor.iter().all(|&x| x == 0.0), "a failed call wrote the tensor");
    }
    assert_eq!((game.json(), game.events()), (before, events), "refusals change nothing");
    // A refusal's message stays until the next call, which clears it.
    assert_eq!(game.apply(illegal), HDZ_ILLEGAL_MOVE);
    assert!(!last_error().is_empty());
    assert_eq!(game.apply(now[0]), HDZ_OK);
    assert_eq!(last_error(), "");
}

#[test]
fn refused_moves_and_seats_of_every_game() {
    for_every_game!(refused_moves_and_seats);
}
