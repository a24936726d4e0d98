//! Herr der Ziegen bots and determinizations through the C functions.

use std::ffi::CString;
use std::ptr::{null, null_mut};

use herr_der_ziegen::prelude::*;

use super::support::*;
use crate::*;

/// Every bot name plays whole games through the C API, choosing what the core's bot of the same
/// name and seed chooses, always a legal move, and never changing the game.
#[test]
fn bots_play_whole_games_like_the_core_bots() {
    for (name, players) in [(c"random", 4), (c"greedy", 3), (c"ismcts:30", 2)] {
        let game = new_game(players, 11);
        let bot = new_bot(name, 5);
        let mut core_bot = game_core::bots::by_name::<herr_der_ziegen::Game>(name.to_str().unwrap(), 5).unwrap();
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
        let mut driver = game_core::bots::RandomBot::new(seed);
        for _ in 0..(seed * 7) {
            game.apply(driver.choose_uniform(&game.legal_moves())).unwrap();
        }
        let player = game.current_player().unwrap();
        let other = game.view(player).determinize(seed + 100);
        assert_ne!(other.to_json(), game.to_json(), "the hidden cards differ");
        let (a, b) = (handle_of(game), handle_of(other));
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
