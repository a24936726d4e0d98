//! The game handle, for every game of the registry: NULL arguments to every function that takes
//! one are refused naming the argument, and nothing is written; clones are independent copies;
//! determinizations keep the seat's view, vary what it cannot see, follow their seed and play on;
//! every action id has a text.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use game_core::{GameRules, GameView};

use super::support::*;
use crate::*;

use HdzStatus::*;

/// NULL arguments to every function of the game handle are refused, naming the argument and the
/// function; nothing is written.
fn null_game_arguments_are_refused<G: GameRules>() {
    let kind = kind::<G>();
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 2);
    let g = game.0.cast_const();
    let expect = |status: HdzStatus, function: &str, argument: &str| {
        assert_eq!(status, HDZ_NULL_POINTER, "{function}: {}", last_error());
        assert_eq!(last_error(), format!("{function}: argument `{argument}` is NULL"));
    };
    let mut text = 0xF00D_usize as *mut c_char;
    let mut handle = 0xBEEF_usize as *mut HdzGame;
    let (mut u, mut n, mut flag) = (7u32, 7usize, false);
    let mut ids = [7u32; 4];
    let mut floats = [7.0f32; 4];
    let mut outcome = HdzOutcome { players: 7, ..HdzOutcome::default() };
    // SAFETY (all calls): every pointer is valid or NULL.
    unsafe {
        expect(hdz_game_new(kind, 3, 1, null_mut()), "hdz_game_new", "out_game");
        expect(hdz_game_with_options(kind, null(), 1, &mut handle), "hdz_game_with_options", "options_json");
        expect(hdz_game_with_options(kind, c"{}".as_ptr(), 1, null_mut()), "hdz_game_with_options", "out_game");
        expect(hdz_game_from_json(kind, null(), &mut handle), "hdz_game_from_json", "json");
        expect(hdz_game_from_json(kind, c"{}".as_ptr(), null_mut()), "hdz_game_from_json", "out_game");
        expect(hdz_default_options_json(kind, 3, null_mut()), "hdz_default_options_json", "out_json");
        expect(hdz_game_clone(null(), &mut handle), "hdz_game_clone", "game");
        expect(hdz_game_clone(g, null_mut()), "hdz_game_clone", "out_game");
        expect(hdz_game_determinize(null(), 0, 1, &mut handle), "hdz_game_determinize", "game");
        expect(hdz_game_determinize(g, 0, 1, null_mut()), "hdz_game_determinize", "out_game");
        expect(hdz_game_kind(null(), &mut HdzGameKind::LeBaron), "hdz_game_kind", "game");
        expect(hdz_game_kind(g, null_mut()), "hdz_game_kind", "out_kind");
        let reads: [(unsafe extern "C" fn(*const HdzGame, *mut u32) -> HdzStatus, &str, &str); 4] = [
            (hdz_game_players, "hdz_game_players", "out_players"),
            (hdz_game_current_player, "hdz_game_current_player", "out_player"),
            (hdz_game_phase, "hdz_game_phase", "out_phase"),
            (hdz_game_turn, "hdz_game_turn", "out_turn"),
        ];
        for (read, function, out) in reads {
            expect(read(null(), &mut u), function, "game");
            expect(read(g, null_mut()), function, out);
        }
        expect(hdz_game_is_over(null(), &mut flag), "hdz_game_is_over", "game");
        expect(hdz_game_is_over(g, null_mut()), "hdz_game_is_over", "out_over");
        expect(hdz_game_is_legal(null(), 0, &mut flag), "hdz_game_is_legal", "game");
        expect(hdz_game_is_legal(g, 0, null_mut()), "hdz_game_is_legal", "out_legal");
        expect(hdz_game_check(null(), 0, 0), "hdz_game_check", "game");
        expect(hdz_game_apply(null_mut(), 0), "hdz_game_apply", "game");
        expect(hdz_game_apply_for(null_mut(), 0, 0), "hdz_game_apply_for", "game");
        expect(hdz_game_legal_moves(null(), ids.as_mut_ptr(), 4, &mut n), "hdz_game_legal_moves", "game");
        expect(hdz_game_legal_moves(g, null_mut(), 4, &mut n), "hdz_game_legal_moves", "out_ids");
        expect(hdz_game_legal_moves(g, ids.as_mut_ptr(), 4, null_mut()), "hdz_game_legal_moves", "out_count");
        expect(hdz_game_outcome(null(), &mut outcome), "hdz_game_outcome", "game");
        expect(hdz_game_outcome(g, null_mut()), "hdz_game_outcome", "out_outcome");
        expect(hdz_game_observation(null(), 0, floats.as_mut_ptr(), 4, &mut n), "hdz_game_observation", "game");
        expect(hdz_game_observation(g, 0, null_mut(), 4, &mut n), "hdz_game_observation", "out");
        expect(hdz_game_observation(g, 0, floats.as_mut_ptr(), 4, null_mut()), "hdz_game_observation", "out_len");
        let texts: [(unsafe extern "C" fn(*const HdzGame, *mut *mut c_char) -> HdzStatus, &str); 3] = [
            (hdz_game_to_json, "hdz_game_to_json"),
            (hdz_game_last_events_json, "hdz_game_last_events_json"),
            (hdz_game_scores_json, "hdz_game_scores_json"),
        ];
        for (call, function) in texts {
            expect(call(null(), &mut text), function, "game");
            expect(call(g, null_mut()), function, "out_json");
        }
        expect(hdz_game_view_json(null(), 0, &mut text), "hdz_game_view_json", "game");
        expect(hdz_game_view_json(g, 0, null_mut()), "hdz_game_view_json", "out_json");
        expect(hdz_game_describe_action(null(), 0, &mut text), "hdz_game_describe_action", "game");
        expect(hdz_game_describe_action(g, 0, null_mut()), "hdz_game_describe_action", "out_text");
        expect(hdz_game_kind_info(kind, null_mut()), "hdz_game_kind_info", "out_info");
        expect(hdz_phase_name(kind, 0, null_mut()), "hdz_phase_name", "out_name");
        hdz_game_free(null_mut());
        hdz_string_free(null_mut());
    }
    assert_eq!((text as usize, handle as usize), (0xF00D, 0xBEEF), "a failed call wrote a handle or a string");
    assert_eq!((u, n, flag, ids, floats, outcome.players), (7, 7, false, [7; 4], [7.0; 4], 7), "a failed call wrote");
}

#[test]
fn null_game_arguments_of_every_game_are_refused() {
    for_every_game!(null_game_arguments_are_refused);
}

/// Clones are independent copies with the last events; every action id has the engine's text, and
/// a number past them is refused.
fn clones_and_descriptions<G: GameRules>() {
    let kind = kind::<G>();
    let game = GameHandle::new(kind, u32::from(G::MAX_PLAYERS), 21);
    for step in 0..5 {
        game.play(step);
    }
    // SAFETY: live game, valid out-pointer.
    let copy = GameHandle::made(|out| unsafe { hdz_game_clone(game.0, out) });
    assert_eq!((copy.json(), copy.events()), (game.json(), game.events()));
    copy.play(0);
    assert_ne!(copy.json(), game.json(), "the copy is independent");
    for id in 0..G::NUM_ACTIONS as u32 {
        // SAFETY: live game, valid out-pointer.
        let described = text(|out| unsafe { hdz_game_describe_action(game.0, id, out) });
        assert_eq!(described, G::move_of_action(id).unwrap().to_string());
    }
    let mut none = null_mut();
    // SAFETY: live game, valid out-pointer.
    let status = unsafe { hdz_game_describe_action(game.0, G::NUM_ACTIONS as u32, &mut none) };
    assert_eq!(status, HDZ_UNKNOWN_ACTION);
    assert!(none.is_null());
}

#[test]
fn clones_and_descriptions_of_every_game() {
    for_every_game!(clones_and_descriptions);
}

/// A determinization keeps the seat's view exactly, varies what the seat cannot see, follows from
/// its seed, has no last events, is the engine's, and plays on like any game.
fn determinizations_keep_the_view_and_vary_the_hidden_cards<G: GameRules>() {
    let kind = kind::<G>();
    let players = G::MAX_PLAYERS.min(4);
    let game = GameHandle::new(kind, u32::from(players), 21);
    // Some moves first, so that cards have been seen.
    let mut chooser = Chooser(3);
    for _ in 0..12 {
        game.play(chooser.next(usize::MAX));
    }
    let mut varied = 0;
    for seat in 0..u32::from(players) {
        let (a, again, b) = (game.determinize(seat, 1), game.determinize(seat, 1), game.determinize(seat, 2));
        for sample in [&a, &b] {
            assert_eq!(sample.view_json(seat), game.view_json(seat), "seat {seat}");
            assert_eq!(sample.events(), "[]");
        }
        assert_eq!(a.json(), again.json(), "the seed decides");
        varied += usize::from(a.json() != b.json());
        let core: G = game.engine();
        assert_eq!(a.json(), core.view(seat as u8).determinize(1).to_json(), "the engine's sample");
        let bot = BotHandle::new(kind, c"random", 3);
        let mut id = 0;
        // SAFETY: live bot and game, valid out-pointer.
        unsafe {
            while hdz_bot_choose(bot.0, a.0, &mut id) == HDZ_OK {
                assert_eq!(a.apply(id), HDZ_OK);
            }
        }
        assert_eq!(a.current(), u32::from(HDZ_NONE), "a determinization plays to its end");
    }
    assert!(varied > 0, "the hidden cards vary with the seed");
}

#[test]
fn determinizations_of_every_game_keep_the_view_and_vary_the_hidden_cards() {
    for_every_game!(determinizations_keep_the_view_and_vary_the_hidden_cards);
}
