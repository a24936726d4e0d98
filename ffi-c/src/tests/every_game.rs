//! The API of every game (`hdz_any_*`), the same checks for every game of the registry: whole
//! games through the C functions and the engine side by side, view handles, seats, phases,
//! scores, bots, clones and saved states. A game added to the registry is tested here without a
//! line added.

use std::ffi::CStr;
use std::ptr::null_mut;

use game_core::bots::by_name;
use game_core::{GamePhase, GameRules, GameView, ScoreOrder};
use serde_json::Value;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// Checks the scores document of `game` against the engine's game `core`: one shape for every
/// game, exactly one entry per seat.
fn check_scores_document<G: GameRules>(game: &AnyGame, core: &G) {
    // SAFETY: live game, valid out-pointer.
    let json = text(|out| unsafe { hdz_any_game_scores_json(game.0, out) });
    let doc: Value = serde_json::from_str(&json).unwrap();
    let keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ["game", "is_final", "order", "players", "seats", "winners"], "{json}");
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
}

/// Checks the view handle of `seat` (made from the game and loaded from its JSON) against the
/// engine's view: the same queries, legal moves, JSON, observation; a determinization keeps it.
fn check_view_handle<G: GameRules>(game: &AnyGame, core: &G, seat: u8) {
    let engine = core.view(seat);
    let json = game.view_json(u32::from(seat));
    assert_eq!(json, engine.to_json());
    let loaded = AnyView::from_json(kind::<G>(), &json);
    let made = game.view(u32::from(seat));
    for view in [&loaded, &made] {
        assert_eq!(view.json(), json, "a view's JSON is the game's, byte for byte");
        let ids: Vec<u32> = engine.legal_actions().map(u32::from).collect();
        assert_eq!(view.legal(), ids);
        if core.current_player() == Some(seat) {
            assert_eq!(ids, game.legal(), "the deciding seat lists the game's moves");
        }
        // SAFETY (all calls): live view, valid out-pointers.
        unsafe {
            assert_eq!(value(99, |out| hdz_any_view_seat(view.0, out)), u32::from(seat));
            assert_eq!(value(0, |out| hdz_any_view_players(view.0, out)), u32::from(core.player_count()));
            let current = u32::from(core.current_player().unwrap_or(HDZ_NONE));
            assert_eq!(value(0, |out| hdz_any_view_current_player(view.0, out)), current);
            assert_eq!(value(99, |out| hdz_any_view_phase(view.0, out)), u32::from(engine.phase().number()));
            assert_eq!(value(0, |out| hdz_any_view_turn(view.0, out)), u32::from(engine.turn()));
            let view_kind = value(HdzGameKind::HerrDerZiegen, |out| hdz_any_view_kind(view.0, out));
            assert_eq!(view_kind as u32, kind::<G>());
            for id in ids.iter().copied().chain([G::NUM_ACTIONS as u32, u32::MAX]) {
                assert_eq!(value(false, |out| hdz_any_view_is_legal(view.0, id, out)), ids.contains(&id));
            }
            let mut tensor = vec![0.0f32; HDZ_ANY_MAX_OBSERVATION_SIZE];
            let len = value(0, |n| hdz_any_view_observation(view.0, tensor.as_mut_ptr(), tensor.len(), n));
            assert_eq!(tensor[..len], engine.observation_vec()[..]);
        }
    }
    // SAFETY: live view, valid out-pointer.
    let sample = AnyGame::made(|out| unsafe { hdz_any_view_determinize(loaded.0, 7, out) });
    assert_eq!(sample.view_json(u32::from(seat)), json, "a determinization keeps the view");
    assert_eq!(sample.json(), engine.determinize(7).to_json(), "the engine's determinization");
}

/// Plays games of `G` through the C functions and the engine side by side: at every step the same
/// seat, phase, turn, legal ids, checks, events and state; view handles and bot choices from them
/// for every seat now and then; the outcome and the scores document at the end.
fn whole_games_match_the_engine<G: GameRules>() {
    let kind = kind::<G>();
    for (players, seed) in [(G::MIN_PLAYERS, 1), (G::MAX_PLAYERS, u64::MAX), (G::MIN_PLAYERS.max(3), 42)] {
        let game = AnyGame::new(kind, u32::from(players), seed);
        let mut core = G::new(players, seed).unwrap();
        assert_eq!((game.json(), game.events()), (core.to_json(), "[]".to_string()));
        let (bot_in_game, bot_from_view) = (AnyBot::new(kind, c"random", seed), AnyBot::new(kind, c"random", seed));
        let mut chooser = Chooser(seed ^ 0x77);
        let mut steps = 0;
        while let Some(player) = core.current_player() {
            assert_eq!(game.current(), u32::from(player));
            // SAFETY (all calls): live game, valid out-pointers.
            unsafe {
                let phase = value(99, |out| hdz_any_game_phase(game.0, out));
                assert_eq!(phase, u32::from(core.phase().number()));
                let mut name = std::ptr::null();
                assert_eq!(hdz_any_phase_name(kind, phase, &mut name), HDZ_OK);
                assert_eq!(CStr::from_ptr(name).to_str().unwrap(), core.phase().name());
                assert_eq!(value(0, |out| hdz_any_game_turn(game.0, out)), u32::from(core.turn()));
            }
            let ids: Vec<u32> = core.legal_actions().map(u32::from).collect();
            assert_eq!(game.legal(), ids);
            let id = ids[chooser.next(ids.len())];
            let other = (player + 1) % players;
            // SAFETY (all calls): live game, valid out-pointers.
            unsafe {
                assert!(value(false, |out| hdz_any_game_is_legal(game.0, id, out)));
                assert_eq!(hdz_any_game_check(game.0, u32::from(player), id), HDZ_OK, "{}", last_error());
                assert_eq!(hdz_any_game_check(game.0, u32::from(HDZ_NONE), id), HDZ_OK);
                assert_eq!(hdz_any_game_check(game.0, u32::from(other), id), HDZ_NOT_YOUR_TURN);
                let before = (game.json(), game.events());
                assert_eq!(hdz_any_game_apply_for(game.0, u32::from(other), id), HDZ_NOT_YOUR_TURN);
                assert_eq!((game.json(), game.events()), before, "a refused move changes nothing");
            }
            if steps % 5 == 0 {
                for seat in 0..players {
                    check_view_handle(&game, &core, seat);
                }
                let view = game.view(u32::from(player));
                assert_eq!(bot_from_view.choose_from_view(&view), bot_in_game.choose(&game), "a hint from the view");
            }
            // SAFETY: live game.
            assert_eq!(unsafe { hdz_any_game_apply_for(game.0, u32::from(player), id) }, HDZ_OK);
            let mut events = Vec::new();
            core.apply_with(G::move_from_action_id(id as u16).unwrap(), &mut events).unwrap();
            assert_eq!(game.events(), serde_json::to_string(&events).unwrap());
            if steps % 11 == 0 {
                check_scores_document(&game, &core);
            }
            steps += 1;
        }
        assert!(steps > 10, "a whole game");
        assert_eq!((game.current(), game.legal()), (u32::from(HDZ_NONE), vec![]));
        // SAFETY: live game, valid out-pointer.
        assert!(value(false, |out| unsafe { hdz_any_game_is_over(game.0, out) }));
        assert_eq!(game.json(), core.to_json());
        assert_eq!(game.outcome(), HdzOutcome::from(core.outcome()));
        check_scores_document(&game, &core);
        check_view_handle(&game, &core, 0);
        // SAFETY: live game.
        unsafe {
            assert_eq!(hdz_any_game_apply(game.0, 0), HDZ_GAME_OVER);
            assert_eq!(hdz_any_game_check(game.0, u32::from(HDZ_NONE), 0), HDZ_GAME_OVER);
            assert_eq!(hdz_any_game_apply_for(game.0, 0, 0), HDZ_GAME_OVER);
        }
        let mut id = 3;
        // SAFETY: live bot and view, valid out-pointer.
        let over = unsafe { hdz_any_bot_choose_from_view(bot_from_view.0, game.view(0).0, &mut id) };
        assert_eq!((over, id), (HDZ_GAME_OVER, 3));
    }
}

#[test]
fn whole_games_of_every_game_match_the_engine() {
    for_every_game!(whole_games_match_the_engine);
}

/// The kind's description follows the engine; the phases are named as the engine names them.
fn kind_info_follows_the_engine<G: GameRules>() {
    let kind = kind::<G>();
    // SAFETY: valid out-pointer.
    let info = plain(|out| unsafe { hdz_game_kind_info(kind, out) });
    assert_eq!(info.kind as u32, kind);
    // SAFETY: a static string.
    assert_eq!(unsafe { CStr::from_ptr(info.name) }.to_str().unwrap(), G::NAME);
    assert_eq!((info.min_players, info.max_players), (u32::from(G::MIN_PLAYERS), u32::from(G::MAX_PLAYERS)));
    assert_eq!((info.num_actions as usize, info.observation_size), (G::NUM_ACTIONS, G::OBSERVATION_SIZE));
    assert_eq!(info.max_legal_moves, G::MAX_LEGAL_MOVES);
    assert!(info.num_actions <= HDZ_ANY_MAX_NUM_ACTIONS && info.max_legal_moves <= HDZ_ANY_MAX_LEGAL_MOVES);
    assert!(info.observation_size <= HDZ_ANY_MAX_OBSERVATION_SIZE && G::MAX_EVENTS <= HDZ_ANY_MAX_EVENTS);
    assert!(info.max_players as usize <= HDZ_MAX_SEATS);
    for (number, name) in G::Phase::NAMES.iter().enumerate() {
        let mut got = std::ptr::null();
        // SAFETY: valid out-pointer; the name is a static string.
        unsafe {
            assert_eq!(hdz_any_phase_name(kind, number as u32, &mut got), HDZ_OK);
            assert_eq!(CStr::from_ptr(got).to_str().unwrap(), *name);
        }
    }
    let mut untouched = std::ptr::null();
    // SAFETY: valid out-pointer; a failure writes nothing.
    unsafe {
        assert_eq!(hdz_any_phase_name(kind, G::Phase::NAMES.len() as u32, &mut untouched), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_phase_name(kind, u32::MAX, &mut untouched), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_phase_name(kind, 0, null_mut()), HDZ_NULL_POINTER);
    }
    assert!(untouched.is_null());
    let game = AnyGame::new(kind, u32::from(G::MIN_PLAYERS), 3);
    // SAFETY: live game, valid out-pointers.
    unsafe {
        assert_eq!(value(HdzGameKind::LeBaron, |out| hdz_any_game_kind(game.0, out)) as u32, kind);
        assert_eq!(value(0, |out| hdz_any_game_players(game.0, out)), u32::from(G::MIN_PLAYERS));
    }
}

#[test]
fn kinds_follow_the_registry() {
    for_every_game!(kind_info_follows_the_engine);
    let past = game_registry::GAMES.len() as u32;
    let mut info = std::mem::MaybeUninit::<HdzGameKindInfo>::zeroed();
    // SAFETY: valid out-pointer; a failure writes nothing.
    assert_eq!(unsafe { hdz_game_kind_info(past, info.as_mut_ptr()) }, HDZ_INVALID_ARGUMENT);
    assert!(last_error().contains(&format!("{past} is not a game kind")), "{}", last_error());
    for game in game_registry::GAMES {
        assert!(last_error().contains(game.name), "the message lists the kinds: {}", last_error());
    }
    let mut name = std::ptr::null();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_any_phase_name(past, 0, &mut name) }, HDZ_INVALID_ARGUMENT);
    assert_eq!(HdzGameKind::ALL.len(), game_registry::GAMES.len());
}

/// The engine's bots, chosen by name, play as the C bots of the same name and seed.
fn bots_choose_like_the_engine<G: GameRules>() {
    let kind = kind::<G>();
    let names = ["random", "ismcts:20"].into_iter().chain(G::GAME_BOT_NAMES.iter().copied());
    for (i, name) in names.enumerate() {
        let players = if i % 2 == 0 { G::MIN_PLAYERS } else { G::MIN_PLAYERS.max(4).min(G::MAX_PLAYERS) };
        let seed = 31 + i as u64;
        let game = AnyGame::new(kind, u32::from(players), seed);
        let mut core = G::new(players, seed).unwrap();
        let c_name = std::ffi::CString::new(name).unwrap();
        let bot = AnyBot::new(kind, &c_name, 5);
        let mut core_bot = by_name::<G>(name, 5).unwrap();
        while let Some(player) = core.current_player() {
            let legal = core.legal_moves();
            let want = u32::from(G::action_id(core_bot.choose(&core.view(player), &legal)));
            assert_eq!(bot.choose(&game), want, "{} {name}", G::NAME);
            assert_eq!(game.apply(want), HDZ_OK);
            core.apply_action(want).unwrap();
        }
        assert_eq!(game.json(), core.to_json());
    }
}

#[test]
fn bots_of_every_game_choose_like_the_engines_bots() {
    for_every_game!(bots_choose_like_the_engine);
}

/// Clones are independent; determinizations keep the seat's view and follow their seed; every
/// action id has a text, and a number past them is refused.
fn clones_determinizations_and_descriptions<G: GameRules>() {
    let kind = kind::<G>();
    let game = AnyGame::new(kind, u32::from(G::MAX_PLAYERS), 21);
    for _ in 0..5 {
        game.apply(game.legal()[0]);
    }
    // SAFETY: live game, valid out-pointer.
    let copy = AnyGame::made(|out| unsafe { hdz_any_game_clone(game.0, out) });
    assert_eq!((copy.json(), copy.events()), (game.json(), game.events()));
    copy.apply(copy.legal()[0]);
    assert_ne!(copy.json(), game.json(), "the copy is independent");
    let seat = game.current();
    // SAFETY: live game, valid out-pointer.
    let sample = AnyGame::made(|out| unsafe { hdz_any_game_determinize(game.0, seat, 5, out) });
    assert_eq!(sample.view_json(seat), game.view_json(seat), "the seat's view is kept");
    assert_eq!(sample.events(), "[]");
    let core = G::from_json(&game.json()).unwrap();
    assert_eq!(sample.json(), core.view(seat as u8).determinize(5).to_json(), "the engine's sample");
    for id in 0..G::NUM_ACTIONS as u32 {
        // SAFETY: live game, valid out-pointer.
        let described = text(|out| unsafe { hdz_any_game_describe_action(game.0, id, out) });
        assert_eq!(described, G::move_of_action(id).unwrap().to_string());
    }
    let mut none = null_mut();
    // SAFETY: live game, valid out-pointer.
    let status = unsafe { hdz_any_game_describe_action(game.0, G::NUM_ACTIONS as u32, &mut none) };
    assert_eq!(status, HDZ_UNKNOWN_ACTION);
    assert!(none.is_null());
    // SAFETY: live view, valid out-pointer.
    let copied = AnyView(value(null_mut(), |out| unsafe { hdz_any_view_clone(game.view(seat).0, out) }));
    assert_eq!(copied.json(), game.view_json(seat));
}

#[test]
fn clones_determinizations_and_descriptions_of_every_game() {
    for_every_game!(clones_determinizations_and_descriptions);
}

/// A saved state loads back as it was, without events; a view document is no state and a state
/// no view.
fn states_and_views_round_trip<G: GameRules>() {
    let kind = kind::<G>();
    let game = AnyGame::new(kind, u32::from(G::MAX_PLAYERS), 17);
    for _ in 0..9 {
        game.apply(game.legal()[game.legal().len() - 1]);
    }
    let loaded = AnyGame::from_json(kind, &game.json());
    assert_eq!((loaded.json(), loaded.events(), loaded.legal()), (game.json(), "[]".to_string(), game.legal()));
    let view_text = std::ffi::CString::new(game.view_json(1)).unwrap();
    let state_text = std::ffi::CString::new(game.json()).unwrap();
    let (mut not_a_game, mut not_a_view) = (null_mut(), null_mut());
    // SAFETY: valid strings and out-pointers.
    unsafe {
        assert_eq!(hdz_any_game_from_json(kind, view_text.as_ptr(), &mut not_a_game), HDZ_INVALID_STATE);
        assert_eq!(hdz_any_view_from_json(kind, state_text.as_ptr(), &mut not_a_view), HDZ_INVALID_STATE);
    }
    assert!(not_a_game.is_null() && not_a_view.is_null());
}

#[test]
fn states_and_views_of_every_game_round_trip() {
    for_every_game!(states_and_views_round_trip);
}

/// Buffers follow the one size-query rule for the game's and the view's lists.
fn buffers_follow_the_size_query_rule<G: GameRules>() {
    let game = AnyGame::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 8);
    let legal = game.legal();
    let view = game.view(game.current());
    let mut ids = vec![u32::MAX; legal.len()];
    for from_view in [false, true] {
        let list = |out: *mut u32, capacity: usize, count: *mut usize| {
            // SAFETY: live handles; the caller's buffer holds `capacity` ids.
            unsafe {
                if from_view {
                    hdz_any_view_legal_moves(view.0, out, capacity, count)
                } else {
                    hdz_any_game_legal_moves(game.0, out, capacity, count)
                }
            }
        };
        let mut n = 0;
        assert_eq!(list(null_mut(), 0, &mut n), HDZ_BUFFER_TOO_SMALL);
        assert_eq!(n, legal.len());
        n = 0;
        assert_eq!(list(ids.as_mut_ptr(), legal.len() - 1, &mut n), HDZ_BUFFER_TOO_SMALL);
        assert_eq!(n, legal.len());
        assert!(ids.iter().all(|&id| id == u32::MAX), "nothing written");
        assert_eq!(list(ids.as_mut_ptr(), legal.len(), &mut n), HDZ_OK);
        assert_eq!(ids, legal);
        ids.fill(u32::MAX);
    }
    for from_view in [false, true] {
        let observe = |out: *mut f32, capacity: usize, len: *mut usize| {
            // SAFETY: live handles; the caller's buffer holds `capacity` floats.
            unsafe {
                if from_view {
                    hdz_any_view_observation(view.0, out, capacity, len)
                } else {
                    hdz_any_game_observation(game.0, 1, out, capacity, len)
                }
            }
        };
        let mut len = 0;
        assert_eq!(observe(null_mut(), 0, &mut len), HDZ_BUFFER_TOO_SMALL);
        assert_eq!(len, G::OBSERVATION_SIZE);
        let mut tensor = vec![-1.0f32; len];
        len = 0;
        assert_eq!(observe(tensor.as_mut_ptr(), tensor.len() - 1, &mut len), HDZ_BUFFER_TOO_SMALL);
        assert_eq!(len, G::OBSERVATION_SIZE);
        assert!(tensor.iter().all(|&x| x == -1.0), "nothing written");
        assert_eq!(observe(tensor.as_mut_ptr(), tensor.len(), &mut len), HDZ_OK);
        assert!(tensor.iter().any(|&x| x != -1.0));
    }
}

#[test]
fn buffers_of_every_game_follow_the_size_query_rule() {
    for_every_game!(buffers_follow_the_size_query_rule);
}
