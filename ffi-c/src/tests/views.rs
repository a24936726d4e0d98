//! The view handle, for every game of the registry: a seat's view without the game, loaded from
//! the view JSON a server sends or made from the game, does what the engine's view does (queries,
//! legal moves, JSON byte for byte, observation, determinizations); it outlives its game; and what
//! is not a view is refused without anything written.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use game_core::{GamePhase, GameRules, GameView};

use super::support::*;
use crate::*;

use HdzStatus::*;

/// Checks the view handles of `seat` (made from the game and loaded from its JSON) against the
/// engine's view: the same queries, legal moves, JSON and observation; a determinization keeps the
/// view and is the engine's and the game's.
fn check_view_handle<G: GameRules>(game: &GameHandle, core: &G, seat: u8, seed: u64) {
    let engine = core.view(seat);
    let json = game.view_json(u32::from(seat));
    assert_eq!(json, engine.to_json());
    let loaded = ViewHandle::from_json(kind::<G>(), &json);
    let made = game.view(u32::from(seat));
    // SAFETY: live view, valid out-pointer.
    let copied = ViewHandle(value(null_mut(), |out| unsafe { hdz_view_clone(loaded.0, out) }));
    let ids: Vec<u32> = engine.legal_actions().map(u32::from).collect();
    if core.current_player() == Some(seat) {
        assert_eq!(ids, game.legal(), "the deciding seat lists the game's moves");
    } else {
        assert!(ids.is_empty(), "a seat that does not decide has no moves");
    }
    for view in [&loaded, &made, &copied] {
        assert_eq!(view.json(), json, "a view's JSON is the game's, byte for byte");
        assert_eq!(view.legal(), ids);
        // SAFETY (all calls): live view, valid out-pointers.
        unsafe {
            assert_eq!(value(99, |out| hdz_view_seat(view.0, out)), u32::from(seat));
            assert_eq!(value(0, |out| hdz_view_players(view.0, out)), u32::from(core.player_count()));
            let current = u32::from(core.current_player().unwrap_or(HDZ_NONE));
            assert_eq!(value(0, |out| hdz_view_current_player(view.0, out)), current);
            assert_eq!(value(99, |out| hdz_view_phase(view.0, out)), u32::from(engine.phase().number()));
            assert_eq!(value(0, |out| hdz_view_turn(view.0, out)), u32::from(engine.turn()));
            let view_kind = value(HdzGameKind::HerrDerZiegen, |out| hdz_view_kind(view.0, out));
            assert_eq!(view_kind as u32, kind::<G>());
            for id in ids.iter().copied().chain([0, G::NUM_ACTIONS as u32, u32::MAX]) {
                assert_eq!(value(!ids.contains(&id), |out| hdz_view_is_legal(view.0, id, out)), ids.contains(&id));
            }
            let mut tensor = vec![f32::NAN; HDZ_MAX_OBSERVATION_SIZE];
            let len = value(0, |n| hdz_view_observation(view.0, tensor.as_mut_ptr(), tensor.len(), n));
            let from_view: Vec<u32> = tensor[..len].iter().map(|x| x.to_bits()).collect();
            assert_eq!(from_view, game.observation(u32::from(seat)), "the view's observation is the game's");
            assert!(tensor[..len] == engine.observation_vec()[..]);
        }
    }
    let sample = loaded.determinize(seed);
    assert_eq!(sample.view_json(u32::from(seat)), json, "a determinization keeps the view");
    assert_eq!(sample.events(), "[]");
    assert_eq!(sample.json(), engine.determinize(seed).to_json(), "the engine's determinization");
    assert_eq!(sample.json(), game.determinize(u32::from(seat), seed).json(), "the game's determinization");
}

/// Every seat's view handles at every step of seeded games with the fewest and the most players.
fn view_handles_do_what_the_engine_view_does<G: GameRules>() {
    for (players, seed) in [(G::MIN_PLAYERS, 3), (G::MAX_PLAYERS, 4)] {
        let game = GameHandle::new(kind::<G>(), u32::from(players), seed);
        let mut chooser = Chooser(seed);
        let mut step = 0u64;
        loop {
            let core: G = game.engine();
            // Every seat at the first steps and then one step in three: the views of a long game
            // repeat themselves.
            if step < 8 || step % 3 == 0 || core.is_over() {
                for seat in 0..players {
                    check_view_handle(&game, &core, seat, step ^ u64::from(seat) << 20);
                }
            }
            if !game.play(chooser.next(usize::MAX)) {
                break;
            }
            step += 1;
        }
    }
}

#[test]
fn view_handles_of_every_game_do_what_the_engine_view_does() {
    for_every_game!(view_handles_do_what_the_engine_view_does);
}

/// A view handle is a snapshot: it does not follow the game and outlives it.
fn a_view_handle_keeps_the_state_it_was_made_in<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 9);
    let seat = game.current();
    let view = game.view(seat);
    let before = game.view_json(seat);
    let first = game.legal();
    game.play(0);
    assert_ne!(game.json(), GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 9).json());
    drop(game);
    assert_eq!(view.json(), before);
    assert_eq!(view.legal(), first);
}

#[test]
fn a_view_handle_of_every_game_keeps_the_state_it_was_made_in() {
    for_every_game!(a_view_handle_keeps_the_state_it_was_made_in);
}

/// What is not a view of the kind is refused with the status its reason calls for and a message
/// naming the function and the reason; nothing is written.
fn what_is_not_a_view_is_refused<G: GameRules>() {
    let kind = kind::<G>();
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 12);
    game.play(1);
    let seat_json = game.view_json(0);
    let state = game.json();
    let cut = &seat_json[..seat_json.len() / 2];
    let version = seat_json.replacen("\"version\":1", "\"version\":99", 1);
    assert_ne!(version, seat_json);
    let unknown_field = seat_json.replacen('{', "{\"colour\":true,", 1);
    let other_kinds: Vec<String> = game_registry::GAMES
        .iter()
        .filter(|g| g.index != kind as usize)
        .map(|g| GameHandle::new(g.index as u32, u32::from(g.min_players), 1).view_json(0))
        .collect();
    let mut cases: Vec<(&[u8], HdzStatus, String)> = vec![
        (b"", HDZ_INVALID_JSON, "malformed JSON".into()),
        (b"{", HDZ_INVALID_JSON, "malformed JSON".into()),
        (b"[1, 2]", HDZ_INVALID_JSON, "malformed JSON".into()),
        (b"null", HDZ_INVALID_JSON, "".into()),
        (b"{\"format\":\"h\xe9\"}", HDZ_INVALID_JSON, "UTF-8".into()),
        (cut.as_bytes(), HDZ_INVALID_JSON, "malformed JSON".into()),
        (unknown_field.as_bytes(), HDZ_INVALID_JSON, "unknown field `colour`".into()),
        (state.as_bytes(), HDZ_INVALID_STATE, format!("unknown format \"{}/state\"", G::NAME)),
        (version.as_bytes(), HDZ_INVALID_STATE, "unsupported version 99".into()),
    ];
    for other in &other_kinds {
        cases.push((other.as_bytes(), HDZ_INVALID_STATE, "unknown format".into()));
    }
    let marker = 0xDEAD_usize as *mut HdzView;
    for (text, expected, needle) in cases {
        let text = CString::new(text).unwrap();
        let mut out = marker;
        // SAFETY: NUL-terminated text, valid out-pointer.
        let status = unsafe { hdz_view_from_json(kind, text.as_ptr(), &mut out) };
        assert_eq!(status, expected, "{text:?}: {}", last_error());
        assert!(last_error().starts_with("hdz_view_from_json: ") && last_error().contains(&needle), "{}", last_error());
        assert_eq!(out, marker, "a failed call wrote a view");
    }
}

#[test]
fn what_is_not_a_view_of_the_game_is_refused() {
    for_every_game!(what_is_not_a_view_is_refused);
}

/// NULL arguments to every view function are refused, naming the argument; nothing is written.
fn null_view_arguments_are_refused<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 2);
    let view = game.view(0);
    let v = view.0.cast_const();
    let json = CString::new(game.view_json(0)).unwrap();
    let expect = |status: HdzStatus, function: &str, argument: &str| {
        assert_eq!(status, HDZ_NULL_POINTER, "{function}: {}", last_error());
        assert_eq!(last_error(), format!("{function}: argument `{argument}` is NULL"));
    };
    let mut out_view = 0xDEAD_usize as *mut HdzView;
    let mut out_game = 0xBEEF_usize as *mut HdzGame;
    let mut text = 0xF00D_usize as *mut c_char;
    let (mut u, mut n, mut flag) = (7u32, 7usize, false);
    let mut ids = [7u32; 2];
    let mut floats = [7.0f32; 2];
    // SAFETY (all calls): every pointer is valid or NULL.
    unsafe {
        let k = kind::<G>();
        expect(hdz_view_from_json(k, null(), &mut out_view), "hdz_view_from_json", "json");
        expect(hdz_view_from_json(k, json.as_ptr(), null_mut()), "hdz_view_from_json", "out_view");
        expect(hdz_game_view(null(), 0, &mut out_view), "hdz_game_view", "game");
        expect(hdz_game_view(game.0, 0, null_mut()), "hdz_game_view", "out_view");
        expect(hdz_view_clone(null(), &mut out_view), "hdz_view_clone", "view");
        expect(hdz_view_clone(v, null_mut()), "hdz_view_clone", "out_view");
        expect(hdz_view_kind(null(), &mut HdzGameKind::HerrDerZiegen), "hdz_view_kind", "view");
        expect(hdz_view_kind(v, null_mut()), "hdz_view_kind", "out_kind");
        let reads: [(unsafe extern "C" fn(*const HdzView, *mut u32) -> HdzStatus, &str, &str); 5] = [
            (hdz_view_seat, "hdz_view_seat", "out_seat"),
            (hdz_view_players, "hdz_view_players", "out_players"),
            (hdz_view_current_player, "hdz_view_current_player", "out_player"),
            (hdz_view_phase, "hdz_view_phase", "out_phase"),
            (hdz_view_turn, "hdz_view_turn", "out_turn"),
        ];
        for (read, function, out) in reads {
            expect(read(null(), &mut u), function, "view");
            expect(read(v, null_mut()), function, out);
        }
        expect(hdz_view_is_legal(null(), 0, &mut flag), "hdz_view_is_legal", "view");
        expect(hdz_view_is_legal(v, 0, null_mut()), "hdz_view_is_legal", "out_legal");
        expect(hdz_view_to_json(null(), &mut text), "hdz_view_to_json", "view");
        expect(hdz_view_to_json(v, null_mut()), "hdz_view_to_json", "out_json");
        expect(hdz_view_legal_moves(null(), ids.as_mut_ptr(), 2, &mut n), "hdz_view_legal_moves", "view");
        expect(hdz_view_legal_moves(v, null_mut(), 2, &mut n), "hdz_view_legal_moves", "out_ids");
        expect(hdz_view_legal_moves(v, ids.as_mut_ptr(), 2, null_mut()), "hdz_view_legal_moves", "out_count");
        expect(hdz_view_observation(null(), floats.as_mut_ptr(), 2, &mut n), "hdz_view_observation", "view");
        expect(hdz_view_observation(v, null_mut(), 2, &mut n), "hdz_view_observation", "out");
        expect(hdz_view_observation(v, floats.as_mut_ptr(), 2, null_mut()), "hdz_view_observation", "out_len");
        expect(hdz_view_determinize(null(), 1, &mut out_game), "hdz_view_determinize", "view");
        expect(hdz_view_determinize(v, 1, null_mut()), "hdz_view_determinize", "out_game");
        hdz_view_free(null_mut());
    }
    assert_eq!((out_view as usize, out_game as usize, text as usize), (0xDEAD, 0xBEEF, 0xF00D));
    assert_eq!((u, n, flag, ids, floats), (7, 7, false, [7; 2], [7.0; 2]), "a failed call wrote");
}

#[test]
fn null_view_arguments_of_every_game_are_refused() {
    for_every_game!(null_view_arguments_are_refused);
}
