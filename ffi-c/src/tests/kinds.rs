//! The game kinds: each kind's description and phase names follow the engine, and the kinds are
//! the registry's list of games.

use std::ffi::CStr;
use std::ptr::null_mut;

use game_core::{GamePhase, GameRules};

use super::support::*;
use crate::*;

use HdzStatus::*;

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
    assert!(info.num_actions <= HDZ_MAX_NUM_ACTIONS && info.max_legal_moves <= HDZ_MAX_LEGAL_MOVES);
    assert!(info.observation_size <= HDZ_MAX_OBSERVATION_SIZE && G::MAX_EVENTS <= HDZ_MAX_EVENTS);
    assert!(info.max_players as usize <= HDZ_MAX_SEATS);
    for (number, name) in G::Phase::NAMES.iter().enumerate() {
        let mut got = std::ptr::null();
        // SAFETY: valid out-pointer; the name is a static string.
        unsafe {
            assert_eq!(hdz_phase_name(kind, number as u32, &mut got), HDZ_OK);
            assert_eq!(CStr::from_ptr(got).to_str().unwrap(), *name);
        }
    }
    let mut untouched = std::ptr::null();
    // SAFETY: valid out-pointer; a failure writes nothing.
    unsafe {
        assert_eq!(hdz_phase_name(kind, G::Phase::NAMES.len() as u32, &mut untouched), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_phase_name(kind, u32::MAX, &mut untouched), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_phase_name(kind, 0, null_mut()), HDZ_NULL_POINTER);
    }
    assert!(untouched.is_null());
    let game = GameHandle::new(kind, u32::from(G::MIN_PLAYERS), 3);
    // SAFETY: live game, valid out-pointers.
    unsafe {
        assert_eq!(value(HdzGameKind::LeBaron, |out| hdz_game_kind(game.0, out)) as u32, kind);
        assert_eq!(value(0, |out| hdz_game_players(game.0, out)), u32::from(G::MIN_PLAYERS));
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
    assert_eq!(unsafe { hdz_phase_name(past, 0, &mut name) }, HDZ_INVALID_ARGUMENT);
    assert_eq!(HdzGameKind::ALL.len(), game_registry::GAMES.len());
}
