//! What someone without a seat is told, for every game of the registry: the spectator's view
//! handle, loaded from the JSON a server sends or made from the game, answers as the engine's
//! spectator view does and writes its JSON byte for byte; the events of the last move as each
//! seat and a spectator may know them are the engine's; and what is not a spectator's view, a
//! seat that is none, a NULL pointer, is refused with nothing written.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use game_core::{GamePhase, GameRules, Observer};

use super::support::*;
use crate::*;

use HdzStatus::*;

/// A spectator's view handle, freed when dropped.
struct SpectatorHandle(*mut HdzSpectatorView);

impl Drop for SpectatorHandle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { hdz_spectator_view_free(self.0) };
    }
}

impl SpectatorHandle {
    fn from_json(kind: u32, json: &str) -> SpectatorHandle {
        let text = CString::new(json).unwrap();
        // SAFETY: NUL-terminated text, valid out-pointer.
        SpectatorHandle(value(null_mut(), |out| unsafe { hdz_spectator_view_from_json(kind, text.as_ptr(), out) }))
    }

    fn json(&self) -> String {
        // SAFETY: a live handle, valid out-pointer.
        text(|out| unsafe { hdz_spectator_view_to_json(self.0, out) })
    }
}

/// The events of `game`'s last move as `player` (or a spectator, `HDZ_NONE`) may know them.
fn events_for(game: &GameHandle, player: u32) -> String {
    // SAFETY: a live game, valid out-pointer.
    text(|out| unsafe { hdz_game_events_for_json(game.0, player, out) })
}

/// At every step of seeded games: the spectator's view handles (made from the game, loaded from
/// its JSON, copied) answer as the engine's spectator view; every observer's events are the
/// engine's for that observer.
fn spectators_are_told_what_the_engine_tells_them<G: GameRules>() {
    for (players, seed) in [(G::MIN_PLAYERS, 5), (G::MAX_PLAYERS, 6)] {
        let game = GameHandle::new(kind::<G>(), u32::from(players), seed);
        let mut chooser = Chooser(seed);
        let mut last: Option<(G, G::Move)> = None;
        loop {
            let core: G = game.engine();
            let engine = core.spectator_view();
            // SAFETY: a live game, valid out-pointer.
            let json = text(|out| unsafe { hdz_game_spectator_view_json(game.0, out) });
            assert_eq!(json, engine.to_json());
            let loaded = SpectatorHandle::from_json(kind::<G>(), &json);
            // SAFETY (all calls): live handles, valid out-pointers.
            unsafe {
                let made = SpectatorHandle(value(null_mut(), |out| hdz_game_spectator_view(game.0, out)));
                let copied = SpectatorHandle(value(null_mut(), |out| hdz_spectator_view_clone(loaded.0, out)));
                for view in [&loaded, &made, &copied] {
                    assert_eq!(view.json(), json);
                    assert_eq!(value(0, |out| hdz_spectator_view_players(view.0, out)), u32::from(players));
                    let current = u32::from(core.current_player().unwrap_or(HDZ_NONE));
                    assert_eq!(value(0, |out| hdz_spectator_view_current_player(view.0, out)), current);
                    assert_eq!(
                        value(99, |out| hdz_spectator_view_phase(view.0, out)),
                        u32::from(core.phase().number())
                    );
                    assert_eq!(value(0, |out| hdz_spectator_view_turn(view.0, out)), u32::from(core.turn()));
                    let view_kind = value(HdzGameKind::HerrDerZiegen, |out| hdz_spectator_view_kind(view.0, out));
                    assert_eq!(view_kind as u32, kind::<G>());
                }
            }
            match &last {
                None => assert_eq!(events_for(&game, u32::from(HDZ_NONE)), "[]"),
                Some((before, mv)) => {
                    let events = before.clone().apply(*mv).expect("a played move");
                    for seat in 0..players {
                        let expected = serde_json::to_string(&*G::events_for(&events, Observer::Seat(seat))).unwrap();
                        assert_eq!(events_for(&game, u32::from(seat)), expected);
                    }
                    let expected = serde_json::to_string(&*G::events_for(&events, Observer::Spectator)).unwrap();
                    assert_eq!(events_for(&game, u32::from(HDZ_NONE)), expected);
                }
            }
            if core.is_over() {
                break;
            }
            let legal = core.legal_moves();
            let mv = legal[chooser.next(legal.len())];
            assert_eq!(game.apply(u32::from(G::action_id(mv))), HDZ_OK);
            last = Some((core, mv));
        }
    }
}

#[test]
fn spectators_of_every_game_are_told_what_the_engine_tells_them() {
    for_every_game!(spectators_are_told_what_the_engine_tells_them);
}

/// A seat that is no seat of the game (and is not `HDZ_NONE`) is refused; nothing is written.
fn events_for_a_seat_that_is_none_are_refused<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 3);
    game.play(0);
    for player in [u32::from(G::MIN_PLAYERS), u32::from(HDZ_NONE) - 1, u32::from(HDZ_NONE) + 1, u32::MAX] {
        let mut out = 0xF00D_usize as *mut c_char;
        // SAFETY: a live game, valid out-pointer.
        let status = unsafe { hdz_game_events_for_json(game.0, player, &mut out) };
        assert_eq!(status, HDZ_INVALID_ARGUMENT, "player {player}: {}", last_error());
        assert!(last_error().starts_with("hdz_game_events_for_json: "), "{}", last_error());
        assert_eq!(out as usize, 0xF00D, "a failed call wrote");
    }
}

#[test]
fn events_for_a_seat_of_no_game_are_refused() {
    for_every_game!(events_for_a_seat_that_is_none_are_refused);
}

/// What is not a spectator's view of the kind is refused with the status its reason calls for;
/// nothing is written.
fn what_is_not_a_spectator_view_is_refused<G: GameRules>() {
    let kind = kind::<G>();
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 12);
    game.play(1);
    // SAFETY: a live game, valid out-pointer.
    let json = text(|out| unsafe { hdz_game_spectator_view_json(game.0, out) });
    let version = json.replacen("\"version\":1", "\"version\":99", 1);
    assert_ne!(version, json);
    let unknown_field = json.replacen('{', "{\"colour\":true,", 1);
    let cases: Vec<(String, HdzStatus, String)> = vec![
        ("{".into(), HDZ_INVALID_JSON, "malformed JSON".into()),
        ("[]".into(), HDZ_INVALID_JSON, "".into()),
        (unknown_field, HDZ_INVALID_JSON, "unknown field `colour`".into()),
        (game.view_json(0), HDZ_INVALID_STATE, format!("unknown format \"{}/view\"", G::NAME)),
        (game.json(), HDZ_INVALID_STATE, format!("unknown format \"{}/state\"", G::NAME)),
        (version, HDZ_INVALID_STATE, "unsupported version 99".into()),
    ];
    let marker = 0xDEAD_usize as *mut HdzSpectatorView;
    for (text, expected, needle) in cases {
        let text = CString::new(text).unwrap();
        let mut out = marker;
        // SAFETY: NUL-terminated text, valid out-pointer.
        let status = unsafe { hdz_spectator_view_from_json(kind, text.as_ptr(), &mut out) };
        assert_eq!(status, expected, "{text:?}: {}", last_error());
        assert!(
            last_error().starts_with("hdz_spectator_view_from_json: ") && last_error().contains(&needle),
            "{}",
            last_error()
        );
        assert_eq!(out, marker, "a failed call wrote a view");
    }
    let text = CString::new(json).unwrap();
    let mut out = marker;
    // SAFETY: NUL-terminated text, valid out-pointer.
    let status = unsafe { hdz_spectator_view_from_json(99, text.as_ptr(), &mut out) };
    assert_eq!((status, out), (HDZ_INVALID_ARGUMENT, marker), "{}", last_error());
}

#[test]
fn what_is_not_a_spectator_view_of_the_game_is_refused() {
    for_every_game!(what_is_not_a_spectator_view_is_refused);
}

/// NULL arguments to every spectator function are refused, naming the argument; nothing is
/// written.
fn null_spectator_arguments_are_refused<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 2);
    // SAFETY: a live game, valid out-pointer.
    let json = text(|out| unsafe { hdz_game_spectator_view_json(game.0, out) });
    let view = SpectatorHandle::from_json(kind::<G>(), &json);
    let v = view.0.cast_const();
    let json = CString::new(json).unwrap();
    let expect = |status: HdzStatus, function: &str, argument: &str| {
        assert_eq!(status, HDZ_NULL_POINTER, "{function}: {}", last_error());
        assert_eq!(last_error(), format!("{function}: argument `{argument}` is NULL"));
    };
    let mut out_view = 0xDEAD_usize as *mut HdzSpectatorView;
    let mut out_text = 0xF00D_usize as *mut c_char;
    let mut u = 7u32;
    // SAFETY (all calls): every pointer is valid or NULL.
    unsafe {
        let k = kind::<G>();
        expect(hdz_spectator_view_from_json(k, null(), &mut out_view), "hdz_spectator_view_from_json", "json");
        expect(hdz_spectator_view_from_json(k, json.as_ptr(), null_mut()), "hdz_spectator_view_from_json", "out_view");
        expect(hdz_game_spectator_view(null(), &mut out_view), "hdz_game_spectator_view", "game");
        expect(hdz_game_spectator_view(game.0, null_mut()), "hdz_game_spectator_view", "out_view");
        expect(hdz_game_spectator_view_json(null(), &mut out_text), "hdz_game_spectator_view_json", "game");
        expect(hdz_game_spectator_view_json(game.0, null_mut()), "hdz_game_spectator_view_json", "out_json");
        expect(hdz_game_events_for_json(null(), 0, &mut out_text), "hdz_game_events_for_json", "game");
        expect(hdz_game_events_for_json(game.0, 0, null_mut()), "hdz_game_events_for_json", "out_json");
        expect(hdz_spectator_view_clone(null(), &mut out_view), "hdz_spectator_view_clone", "view");
        expect(hdz_spectator_view_clone(v, null_mut()), "hdz_spectator_view_clone", "out_view");
        expect(hdz_spectator_view_to_json(null(), &mut out_text), "hdz_spectator_view_to_json", "view");
        expect(hdz_spectator_view_to_json(v, null_mut()), "hdz_spectator_view_to_json", "out_json");
        expect(hdz_spectator_view_kind(null(), &mut HdzGameKind::HerrDerZiegen), "hdz_spectator_view_kind", "view");
        expect(hdz_spectator_view_kind(v, null_mut()), "hdz_spectator_view_kind", "out_kind");
        let reads: [(unsafe extern "C" fn(*const HdzSpectatorView, *mut u32) -> HdzStatus, &str, &str); 4] = [
            (hdz_spectator_view_players, "hdz_spectator_view_players", "out_players"),
            (hdz_spectator_view_current_player, "hdz_spectator_view_current_player", "out_player"),
            (hdz_spectator_view_phase, "hdz_spectator_view_phase", "out_phase"),
            (hdz_spectator_view_turn, "hdz_spectator_view_turn", "out_turn"),
        ];
        for (read, function, out) in reads {
            expect(read(null(), &mut u), function, "view");
            expect(read(v, null_mut()), function, out);
        }
        hdz_spectator_view_free(null_mut());
    }
    assert_eq!((out_view as usize, out_text as usize, u), (0xDEAD, 0xF00D, 7), "a failed call wrote");
}

#[test]
fn null_spectator_arguments_of_every_game_are_refused() {
    for_every_game!(null_spectator_arguments_are_refused);
}
