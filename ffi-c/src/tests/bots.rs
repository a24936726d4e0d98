//! Bots through the C functions, for every game of the registry: each name plays as the engine's
//! bot of that name and seed, from the game or from the deciding seat's view alone, never from the
//! hidden cards; bad names, times and another game's handles are refused.

use std::ffi::CString;
use std::ptr::{null, null_mut};

use game_core::bots::{bot_names, by_name};
use game_core::GameRules;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// Every bot name plays whole games as the engine's bot of that name and seed, choosing a legal
/// move and changing nothing; a bot of the same name and seed gives the same hint from the
/// deciding seat's view.
fn bots_choose_like_the_engine<G: GameRules>() {
    let kind = kind::<G>();
    let names = ["random", "ismcts:20", "expert:20"].into_iter().chain(G::GAME_BOT_NAMES.iter().copied());
    for (i, name) in names.enumerate() {
        let players = if i % 2 == 0 { G::MIN_PLAYERS } else { G::MIN_PLAYERS.max(4).min(G::MAX_PLAYERS) };
        let seed = 31 + i as u64;
        let game = GameHandle::new(kind, u32::from(players), seed);
        let mut core = G::new(players, seed).unwrap();
        let c_name = CString::new(name).unwrap();
        let (bot, hinter) = (BotHandle::new(kind, &c_name, 5), BotHandle::new(kind, &c_name, 5));
        // SAFETY: live bot, valid out-pointer.
        assert_eq!(value(HdzGameKind::LeBaron, |out| unsafe { hdz_bot_kind(bot.0, out) }) as u32, kind);
        let mut core_bot = by_name::<G>(name, 5).unwrap();
        let mut moves = 0;
        while let Some(player) = core.current_player() {
            let legal = core.legal_moves();
            let want = u32::from(G::action_id(core_bot.choose(&core.view(player), &legal)));
            let before = game.json();
            assert_eq!(bot.choose(&game), want, "{} {name} move {moves}", G::NAME);
            assert_eq!(hinter.choose_from_view(&game.view(u32::from(player))), want, "a hint from the view");
            assert_eq!(game.json(), before, "choosing changes nothing");
            assert_eq!(game.apply(want), HDZ_OK);
            core.apply(G::move_of_action(want).unwrap()).unwrap();
            moves += 1;
        }
        assert_eq!(game.json(), core.to_json());
        let mut id = 7;
        // SAFETY: live handles, valid out-pointer.
        unsafe {
            assert_eq!(hdz_bot_choose(bot.0, game.0, &mut id), HDZ_GAME_OVER);
            assert_eq!(hdz_bot_choose_from_view(hinter.0, game.view(0).0, &mut id), HDZ_GAME_OVER);
        }
        assert_eq!(id, 7, "nothing written on failure");
    }
}

#[test]
fn bots_of_every_game_choose_like_the_engines_bots() {
    for_every_game!(bots_choose_like_the_engine);
}

/// A bot sees only the view of the seat it decides for: two games that differ only in cards that
/// seat cannot see get the same choice from bots of the same name and seed; a seat that does not
/// decide gets no hint.
fn bot_choices_do_not_depend_on_hidden_cards<G: GameRules>() {
    let kind = kind::<G>();
    for seed in 0..4 {
        let game = GameHandle::new(kind, u32::from(G::MAX_PLAYERS), seed);
        for step in 0..seed * 7 {
            game.play(step as usize * 5 + 1);
        }
        let seat = game.current();
        let other = game.determinize(seat, seed + 100);
        assert_eq!(other.view_json(seat), game.view_json(seat));
        let names = ["random", "ismcts:30"].into_iter().chain(G::GAME_BOT_NAMES.iter().copied());
        for name in names {
            let name = CString::new(name).unwrap();
            let (a, b) = (BotHandle::new(kind, &name, seed), BotHandle::new(kind, &name, seed));
            assert_eq!(a.choose(&game), b.choose(&other), "{name:?} seed {seed}");
        }
        let waiting = game.view((seat + 1) % u32::from(G::MAX_PLAYERS));
        let bot = BotHandle::new(kind, c"random", 1);
        let mut id = 9;
        // SAFETY: live handles, valid out-pointer.
        assert_eq!(unsafe { hdz_bot_choose_from_view(bot.0, waiting.0, &mut id) }, HDZ_NOT_YOUR_TURN);
        assert!(last_error().contains("decides now"), "{}", last_error());
        assert_eq!(id, 9, "nothing written on failure");
    }
}

#[test]
fn bot_choices_in_every_game_do_not_depend_on_hidden_cards() {
    for_every_game!(bot_choices_do_not_depend_on_hidden_cards);
}

/// Names that are no bot, and searches of no length, are refused with the names the game knows;
/// NULLs are refused; nothing is written.
fn bad_bot_arguments_are_refused<G: GameRules>() {
    let kind = kind::<G>();
    let mut bot = null_mut();
    for name in [c"", c"Random", c"ismcts:0", c"ismcts:05", c"ismcts:+5", c"ismcts: 5", c"ismcts:100001", c"ismcts:x"] {
        // SAFETY: NUL-terminated name, valid out-pointer.
        assert_eq!(unsafe { hdz_bot_new(kind, name.as_ptr(), 1, &mut bot) }, HDZ_INVALID_ARGUMENT, "{name:?}");
        assert!(bot.is_null(), "nothing written on failure");
        let known = format!("known: {}", bot_names::<G>().join(", "));
        assert!(last_error().contains(&known), "{} lacks {known}", last_error());
    }
    let max = CString::new(format!("ismcts:{HDZ_MAX_BOT_ITERATIONS}")).unwrap();
    drop(BotHandle::new(kind, &max, 1));
    // Not UTF-8: refused as an unknown name, not as JSON.
    let latin1 = b"gr\xe9edy\0";
    // SAFETY (all calls): NUL-terminated or NULL strings, valid or NULL out-pointers.
    unsafe {
        assert_eq!(hdz_bot_new(kind, latin1.as_ptr().cast(), 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert!(last_error().contains("UTF-8"), "{}", last_error());
        assert_eq!(hdz_bot_new(kind, null(), 1, &mut bot), HDZ_NULL_POINTER);
        assert_eq!(hdz_bot_new(kind, c"random".as_ptr(), 1, null_mut()), HDZ_NULL_POINTER);
        for milliseconds in [0, HDZ_MAX_BOT_MILLISECONDS + 1, u32::MAX] {
            assert_eq!(hdz_bot_new_timed(kind, milliseconds, 1, &mut bot), HDZ_INVALID_ARGUMENT);
            assert!(last_error().contains("1 to 10000 ms"), "{}", last_error());
        }
        assert_eq!(hdz_bot_new_timed(kind, 5, 1, null_mut()), HDZ_NULL_POINTER);
        let past = game_registry::GAMES.len() as u32;
        assert_eq!(hdz_bot_new(past, c"random".as_ptr(), 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_bot_new_timed(past, 5, 1, &mut bot), HDZ_INVALID_ARGUMENT);
    }
    assert!(bot.is_null());
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 3);
    let view = game.view(0);
    let random = BotHandle::new(kind, c"random", 1);
    let mut id = 9;
    let expect = |status: HdzStatus, function: &str, argument: &str| {
        assert_eq!(status, HDZ_NULL_POINTER, "{function}");
        assert_eq!(last_error(), format!("{function}: argument `{argument}` is NULL"));
    };
    // SAFETY (all calls): NULL or live handles, valid or NULL out-pointers.
    unsafe {
        expect(hdz_bot_choose(null_mut(), game.0, &mut id), "hdz_bot_choose", "bot");
        expect(hdz_bot_choose(random.0, null(), &mut id), "hdz_bot_choose", "game");
        expect(hdz_bot_choose(random.0, game.0, null_mut()), "hdz_bot_choose", "out_action_id");
        expect(hdz_bot_choose_from_view(null_mut(), view.0, &mut id), "hdz_bot_choose_from_view", "bot");
        expect(hdz_bot_choose_from_view(random.0, null(), &mut id), "hdz_bot_choose_from_view", "view");
        expect(hdz_bot_choose_from_view(random.0, view.0, null_mut()), "hdz_bot_choose_from_view", "out_action_id");
        expect(hdz_bot_kind(null(), &mut HdzGameKind::LeBaron), "hdz_bot_kind", "bot");
        expect(hdz_bot_kind(random.0, null_mut()), "hdz_bot_kind", "out_kind");
        hdz_bot_free(null_mut());
    }
    assert_eq!(id, 9, "nothing written on failure");
}

#[test]
fn bad_bot_arguments_of_every_game_are_refused() {
    for_every_game!(bad_bot_arguments_are_refused);
}

/// A timed bot chooses legal moves.
fn timed_bots_choose_legal_moves<G: GameRules>() {
    let kind = kind::<G>();
    // SAFETY: valid out-pointer.
    let bot = BotHandle(value(null_mut(), |out| unsafe { hdz_bot_new_timed(kind, 2, 1, out) }));
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 8);
    for _ in 0..3 {
        let id = bot.choose(&game);
        assert!(game.legal().contains(&id));
        assert_eq!(game.apply(id), HDZ_OK);
    }
}

#[test]
fn timed_bots_of_every_game_choose_legal_moves() {
    for_every_game!(timed_bots_choose_legal_moves);
}

#[test]
fn a_bot_refuses_the_handles_of_another_game_naming_both() {
    for a in game_registry::GAMES {
        for b in game_registry::GAMES.iter().filter(|b| b.index != a.index) {
            let bot = BotHandle::new(a.index as u32, c"random", 1);
            let game = GameHandle::new(b.index as u32, u32::from(b.min_players), 1);
            let view = game.view(0);
            let mut id = 9;
            // SAFETY (all calls): live handles, valid pointers.
            unsafe {
                assert_eq!(hdz_bot_choose(bot.0, game.0, &mut id), HDZ_INVALID_ARGUMENT);
                let expected = format!("hdz_bot_choose: a bot for {} cannot play a game of {}", a.name, b.name);
                assert_eq!(last_error(), expected);
                assert_eq!(hdz_bot_choose_from_view(bot.0, view.0, &mut id), HDZ_INVALID_ARGUMENT);
                let expected =
                    format!("hdz_bot_choose_from_view: a bot for {} cannot play a view of {}", a.name, b.name);
                assert_eq!(last_error(), expected);
            }
            assert_eq!(id, 9, "nothing written");
        }
    }
}
