//! Documents from outside (saved states, views, replays) are loaded safely: any text is either
//! refused with an error that says why, or gives something the rules can go on from.

use crate::refusal::StateRefusal;
use crate::replay::{Replay, ReplayError, ReplayRules};
use crate::rules::{GameRules, GameView};
use crate::spectator::SpectatorView;
use crate::testing::determinize::check_determinize;
use crate::testing::invariants::{check_game_invariants, Invariant};
use crate::testing::moves::{check_all_actions, check_events_agree, check_moves, check_pick_legal_move};
use crate::testing::round_trips::{check_replay_json, check_round_trips, check_view};
use crate::StateErrorKind;

/// Every check of one position: [`check_moves`], `invariants` (the game's own),
/// [`check_pick_legal_move`], [`check_all_actions`] and [`check_round_trips`].
///
/// # Panics
/// On the first failed check.
pub fn check_position<G: GameRules>(game: &G, invariants: &[Invariant<G>]) {
    check_moves(game);
    check_game_invariants(game, invariants);
    check_pick_legal_move(game);
    check_all_actions(game);
    check_round_trips(game);
}

/// `text` loaded as a state of `G`: a refusal has a message, and text that is not JSON is
/// refused as a JSON error; an accepted state passes [`check_position`], one seat's view
/// (chosen by `seed`) determinizes ([`check_determinize`]), and every state one legal move
/// later passes [`check_moves`], `invariants` and [`check_round_trips`]. Returns the state.
///
/// # Panics
/// On the first failed check.
pub fn check_state_text<G: GameRules>(text: &str, seed: u64, invariants: &[Invariant<G>]) -> Option<G> {
    let game = match G::from_json(text) {
        Ok(game) => game,
        Err(e) => {
            check_refusal(text, &e.to_string(), StateErrorKind::refusal(&e), "state");
            return None;
        }
    };
    check_position(&game, invariants);
    check_determinize(&game.view((seed % u64::from(game.player_count())) as u8), seed);
    for mv in game.legal_moves() {
        let next = check_events_agree(&game, mv);
        check_moves(&next);
        check_game_invariants(&next, invariants);
        check_round_trips(&next);
    }
    Some(game)
}

/// `text` loaded as a view of `G`: a refusal has a message, and text that is not JSON is refused
/// as a JSON error; an accepted view round-trips ([`check_view`]) and its determinization from
/// `seed` ([`check_determinize`]) passes [`check_moves`], `invariants` and
/// [`check_round_trips`]. Returns the view.
///
/// # Panics
/// On the first failed check.
pub fn check_view_text<G: GameRules>(text: &str, seed: u64, invariants: &[Invariant<G>]) -> Option<G::View> {
    let view = match G::View::from_json(text) {
        Ok(view) => view,
        Err(e) => {
            check_refusal(text, &e.to_string(), StateErrorKind::refusal(&e), "view");
            return None;
        }
    };
    check_view(&view);
    let game = check_determinize(&view, seed);
    check_game_invariants(&game, invariants);
    check_round_trips(&game);
    Some(view)
}

/// `text` loaded as a spectator's view of `G`: a refusal has a message, and text that is not JSON
/// is refused as a JSON error; an accepted one writes JSON that loads back to an equal view,
/// which writes the same JSON again, and answers as its loaded copy does. Returns the view.
///
/// # Panics
/// On the first failed check.
pub fn check_spectator_view_text<G: GameRules>(text: &str) -> Option<SpectatorView<G>> {
    let view = match SpectatorView::<G>::from_json(text) {
        Ok(view) => view,
        Err(e) => {
            check_refusal(text, &e.to_string(), StateErrorKind::refusal(&e), "spectator view");
            return None;
        }
    };
    let json = view.to_json();
    let again = SpectatorView::<G>::from_json(&json)
        .unwrap_or_else(|e| panic!("an accepted spectator view does not load back: {e}\n{json}"));
    assert!(again == view, "a spectator view changes through JSON: {json}");
    assert_eq!(again.to_json(), json, "a spectator view writes other JSON when loaded back");
    assert_eq!(
        (again.player_count(), again.current_player(), again.phase(), again.turn()),
        (view.player_count(), view.current_player(), view.phase(), view.turn()),
        "a loaded spectator view answers otherwise"
    );
    Some(view)
}

/// `text` loaded as a replay of `G`: a refusal has a message, and text that is not JSON is
/// refused as a JSON error; an accepted replay round-trips ([`check_replay_json`]); one that
/// verifies ends in a game that passes [`check_moves`], `invariants` and [`check_round_trips`],
/// and recording its moves again gives its checksums and that game. Returns the replay.
///
/// # Panics
/// On the first failed check.
pub fn check_replay_text<G: ReplayRules>(text: &str, invariants: &[Invariant<G>]) -> Option<Replay<G>> {
    let replay = match Replay::<G>::from_json(text) {
        Ok(replay) => replay,
        Err(ReplayError::Invalid(e)) => {
            check_refusal(text, &e.to_string(), StateErrorKind::refusal(&e), "replay");
            return None;
        }
        Err(e) => panic!("reading a replay refused it as {e}, not as an invalid document"),
    };
    check_replay_json(&replay);
    let Ok(end) = replay.verify() else {
        return Some(replay);
    };
    check_moves(&end);
    check_game_invariants(&end, invariants);
    check_round_trips(&end);
    let moves: Vec<G::Move> =
        replay.moves.iter().map(|&id| G::move_from_action_id(id).expect("verified moves have action ids")).collect();
    let again = Replay::<G>::record(&replay.options, replay.seed, &moves)
        .unwrap_or_else(|e| panic!("a verified replay does not record again: {e}\nreplay: {}", replay.to_json()));
    assert!(
        again.checksums.starts_with(&replay.checksums),
        "recorded again, other checksums\nreplay: {}",
        replay.to_json()
    );
    assert!(again.verify().is_ok_and(|game| game == end), "recorded again, another end\nreplay: {}", replay.to_json());
    Some(replay)
}

/// A refused document: the error says something, and text that is not JSON is a JSON refusal.
fn check_refusal(text: &str, message: &str, refusal: StateRefusal, what: &str) {
    assert!(!message.is_empty(), "an empty error message for a refused {what}");
    if serde_json::from_str::<serde::de::IgnoredAny>(text).is_err() {
        assert_eq!(refusal, StateRefusal::Json, "a {what} that is not JSON refused as {message}");
    }
}
