//! The fuzz drivers, written once over `GameRules` for every game. Each target runs one driver
//! ([`Driver`]: [`Actions`], [`StateJson`], [`ViewJson`], [`ReplayJson`]) with the game the
//! input's first byte chooses ([`crate::targets::fuzz_every_game`]); the game's decoders and own
//! invariants come from [`FuzzGame`], the steps of the action inputs from [`crate::steps`].
//!
//! The checks are game-core's (`game_core::testing`, the conformance suite the games' tests
//! run), so the fuzzers hold every game to the same contract as the tests:
//! * setup agrees with option validation and with what the decoder expects;
//! * an action id is accepted exactly when the legal moves list it, with or without events,
//!   every way of playing a move gives the same game and events, `apply_for` accepts exactly the
//!   seat to act, and a refused move leaves the game (and the event list) unchanged;
//! * after every step the legal moves, the player to act, the mask and the views agree
//!   (`check_moves`) and the game's own invariants hold;
//! * the state and every seat's view round-trip through JSON, observations lie in `[0, 1]`, and
//!   a determinization of a seat's view has that view (and the same legal moves when the seat is
//!   the one to act);
//! * loading arbitrary state, view or replay JSON never panics, and what it accepts passes all of
//!   the above, as does every state one legal move later.
//!
//! A violation panics with the state as JSON, which libFuzzer reports as a crash.

use game_core::testing::{
    check_action, check_all_actions, check_apply_for, check_determinize, check_events_agree, check_game_invariants,
    check_moves, check_replay_text, check_round_trips, check_spectator_view_text, check_state_round_trip,
    check_state_text, check_view, check_view_of, check_view_text,
};
use game_core::{GameRules, NoEvents};

use crate::games::{Decoded, Expect, FuzzGame};
use crate::steps::Step;
use crate::Reader;

/// The round trips run after each of the last this many steps of an action input (and at the
/// end of a game); the cheaper checks run after every step. Loading a state validates it, which
/// costs far more than a move. Every seat's view round-trips after the last step and at the end
/// of a game; the other steps of the tail check one seat's view each.
pub const FULL_CHECK_TAIL: usize = 16;

/// The `actions` target: the setup from the head of `data` (the game's decoder), then steps.
/// Setup must agree with option validation and with what the decoder expects; then every step is
/// checked against the legal move list (see the module documentation).
pub fn fuzz_actions<G: FuzzGame>(data: &[u8]) {
    let mut r = Reader::new(data);
    let (Decoded { options, expect }, seed) = G::read_setup(&mut r);
    let valid = G::validate_options(&options);
    let mut game = match G::with_options(&options, seed) {
        Ok(game) => {
            assert!(valid.is_ok(), "options {options:?} fail validation ({valid:?}) but set up a game");
            assert!(expect != Expect::Invalid, "invalid options {options:?} set up a game");
            game
        }
        Err(e) => {
            assert!(valid.is_err(), "options {options:?} validate but setup failed: {e}");
            assert!(expect != Expect::Valid, "options {options:?} refused: {e}");
            return;
        }
    };
    let players = G::players_in(&options);
    assert!((G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players), "a game with {players} players set up");
    assert_eq!(game.player_count(), players, "the game seats the players of its options");
    assert!(G::with_options(&options, seed).ok().as_ref() == Some(&game), "setup is not deterministic");

    let steps: Vec<Step> = std::iter::from_fn(|| G::read_step(&mut r)).collect();
    let full_from = steps.len().saturating_sub(FULL_CHECK_TAIL);
    check_step::<G>(&game);
    if full_from == 0 {
        check_tail(&game, seed, true);
    }
    for (n, &step) in steps.iter().enumerate() {
        let before = game.clone();
        let changed = play_step(&mut game, step);
        if changed {
            check_step::<G>(&game);
            if n >= full_from || game.is_over() {
                check_tail(&game, seed ^ n as u64, n + 1 == steps.len() || game.is_over());
            }
        } else {
            assert!(game == before, "a refused step changed the game\nbefore: {}", before.to_json());
            assert_eq!(game.to_json(), before.to_json(), "a refused step changed the state JSON");
        }
    }
}

/// Plays one step on `game`, checking it; returns whether the game moved on.
fn play_step<G: GameRules>(game: &mut G, step: Step) -> bool {
    let moves = game.legal_moves();
    match step {
        Step::Legal(index) | Step::Events(index) => {
            if moves.is_empty() {
                return false;
            }
            let index = usize::from(index) % moves.len();
            let mv = moves[index];
            let picked = game.pick_legal_move(|player, count| {
                assert_eq!(Some(player), game.current_player(), "pick_legal_move names another player");
                assert_eq!(count as usize, moves.len(), "pick_legal_move counts other moves");
                index
            });
            assert_eq!(picked, Some(mv), "pick_legal_move picks another move than the list");
            if let Step::Events(_) = step {
                *game = check_events_agree(game, mv);
            } else if let Err(e) = game.apply_with(mv, &mut NoEvents) {
                panic!("listed move {mv} refused: {e}\nstate: {}", game.to_json());
            }
            true
        }
        Step::Action { id, events } => check_action(game, id, events),
        Step::ApplyFor { seat, index } => {
            let mv = match moves.len() {
                0 => G::move_from_action_id(u16::from(index) % G::NUM_ACTIONS as u16),
                n => Some(moves[usize::from(index) % n]),
            };
            match mv.and_then(|mv| check_apply_for(game, seat, mv)) {
                Some(next) => {
                    *game = next;
                    true
                }
                None => false,
            }
        }
        Step::CheckAll => {
            check_all_actions(game);
            false
        }
    }
}

/// The checks after every step: the legal moves and the game's own invariants.
fn check_step<G: FuzzGame>(game: &G) {
    check_moves(game);
    check_game_invariants(game, G::INVARIANTS);
}

/// The checks of the tail of an input: the state's round trip and every seat's view (for
/// `all_views`; else one seat's, chosen by `seed`: view JSON costs most of these checks), and a
/// determinization of the chosen seat's view.
fn check_tail<G: GameRules>(game: &G, seed: u64, all_views: bool) {
    if all_views {
        check_round_trips(game);
    } else {
        check_state_round_trip(game);
    }
    let chosen = (seed % u64::from(game.player_count())) as u8;
    let view = game.view(chosen);
    if !all_views {
        check_view_of(game, &view);
        check_view(&view);
    }
    check_determinize(&view, seed);
}

/// A seed from input bytes, for determinizations.
fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b))
}

/// `data` as text: invalid UTF-8 cannot reach `from_json` (a `&str`); the lossy text still
/// exercises it.
fn text_of(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// `data` as a saved state of `G` (`game_core::testing::check_state_text`, with the game's own
/// invariants): loading never panics, and an accepted state, and every state one legal move
/// later, passes the checks.
pub fn fuzz_state_json<G: FuzzGame>(data: &[u8]) {
    check_state_text::<G>(&text_of(data), seed_of(data), G::INVARIANTS);
}

/// `data` as a saved view of `G` (`game_core::testing::check_view_text`): loading never panics;
/// an accepted view round-trips and determinizes to a game with that view that passes the checks.
pub fn fuzz_view_json<G: FuzzGame>(data: &[u8]) {
    check_view_text::<G>(&text_of(data), seed_of(data), G::INVARIANTS);
}

/// `data` as a spectator's view of `G` (`game_core::testing::check_spectator_view_text`): loading
/// never panics; an accepted one round-trips.
pub fn fuzz_spectator_json<G: FuzzGame>(data: &[u8]) {
    check_spectator_view_text::<G>(&text_of(data));
}

/// `data` as a replay of `G` (`game_core::testing::check_replay_text`): reading and verifying
/// never panic; an accepted replay round-trips; a verified one ends in a game that passes the
/// checks and records again identically.
pub fn fuzz_replay_json<G: FuzzGame>(data: &[u8]) {
    check_replay_text::<G>(&text_of(data), G::INVARIANTS);
}

/// What a target does with the input of one game (after its first byte, which chose the game).
pub trait Driver: Copy {
    /// Runs the checks of the target on `input`, an input for game `G`.
    fn run<G: FuzzGame>(self, input: &[u8]);
}

/// The `actions` target's driver: [`fuzz_actions`].
#[derive(Clone, Copy, Debug)]
pub struct Actions;

impl Driver for Actions {
    fn run<G: FuzzGame>(self, input: &[u8]) {
        fuzz_actions::<G>(input);
    }
}

/// The `state_json` target's driver: [`fuzz_state_json`].
#[derive(Clone, Copy, Debug)]
pub struct StateJson;

impl Driver for StateJson {
    fn run<G: FuzzGame>(self, input: &[u8]) {
        fuzz_state_json::<G>(input);
    }
}

/// The `view_json` target's driver: [`fuzz_view_json`].
#[derive(Clone, Copy, Debug)]
pub struct ViewJson;

impl Driver for ViewJson {
    fn run<G: FuzzGame>(self, input: &[u8]) {
        fuzz_view_json::<G>(input);
    }
}

/// The `spectator_json` target's driver: [`fuzz_spectator_json`].
#[derive(Clone, Copy, Debug)]
pub struct SpectatorJson;

impl Driver for SpectatorJson {
    fn run<G: FuzzGame>(self, input: &[u8]) {
        fuzz_spectator_json::<G>(input);
    }
}

/// The `replay_json` target's driver: [`fuzz_replay_json`].
#[derive(Clone, Copy, Debug)]
pub struct ReplayJson;

impl Driver for ReplayJson {
    fn run<G: FuzzGame>(self, input: &[u8]) {
        fuzz_replay_json::<G>(input);
    }
}
