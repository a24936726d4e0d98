//! The round trips of the documents: states, views and replays go to JSON and back unchanged.

use crate::events::NoEvents;
use crate::replay::{Replay, ReplayError, ReplayRules};
use crate::rules::{GameRules, GameView};
use crate::testing::moves::fail;

/// The state goes to JSON and back to the same game and the same text, and so does every seat's
/// view ([`check_view`]); each view names its seat, the seat that decides, the phase and the
/// turn of the game, and shows that seat's hand.
///
/// # Panics
/// On the first difference, with the state as JSON.
pub fn check_round_trips<G: GameRules>(game: &G) {
    check_state_round_trip(game);
    for seat in 0..game.player_count() {
        let view = game.view(seat);
        check_view_of(game, &view);
        check_view(&view);
    }
}

/// The state goes to JSON and back to the same game and the same text.
///
/// # Panics
/// If it does not, with the state as JSON.
pub fn check_state_round_trip<G: GameRules>(game: &G) {
    let json = game.to_json();
    match G::from_json(&json) {
        Ok(back) if back != *game => fail(game, format_args!("the state round trip gives another game")),
        Ok(back) if back.to_json() != json => fail(game, format_args!("the state round trip gives other JSON")),
        Ok(_) => {}
        Err(e) => fail(game, format_args!("the game's own state is refused: {e}")),
    }
}

/// `view` is `game`'s view for its seat as far as the game's public answers go: the player
/// count, the seat that decides, the phase, the turn, and the seat's own hand.
///
/// # Panics
/// On the first difference, with the state as JSON.
pub fn check_view_of<G: GameRules>(game: &G, view: &G::View) {
    let seat = view.seat();
    if seat >= game.player_count() {
        fail(game, format_args!("a view of seat {seat} in a {}-player game", game.player_count()));
    }
    let public = (view.player_count(), view.current_player(), view.phase(), view.turn());
    if public != (game.player_count(), game.current_player(), game.phase(), game.turn()) {
        fail(game, format_args!("seat {seat}'s view says players, decider, phase, turn {public:?}"));
    }
    if !view.hand_cards().eq(game.hand_cards(seat)) {
        fail(game, format_args!("seat {seat}'s view shows another hand"));
    }
}

/// A view goes to JSON and back to the same view and the same text, and its observation has
/// [`GameRules::OBSERVATION_SIZE`] entries, each in `[0, 1]` (the games document this range).
///
/// # Panics
/// On the first difference, with the view as JSON.
pub fn check_view<V: GameView>(view: &V) {
    let json = view.to_json();
    let seat = view.seat();
    match V::from_json(&json) {
        Ok(back) if back != *view => panic!("seat {seat}'s view round trip gives another view\nview: {json}"),
        Ok(back) if back.to_json() != json => panic!("seat {seat}'s view round trip gives other JSON\nview: {json}"),
        Ok(_) => {}
        Err(e) => panic!("seat {seat}'s own view is refused: {e}\nview: {json}"),
    }
    let observation = view.observation_vec();
    assert_eq!(observation.len(), <V::Game as GameRules>::OBSERVATION_SIZE, "the observation's length");
    if let Some(at) = observation.iter().position(|x| !(0.0..=1.0).contains(x)) {
        panic!("seat {seat}'s observation has {} at {at}, outside [0, 1]\nview: {json}", observation[at]);
    }
}

/// The replay of a game: recording `moves` from `options` and `seed` gives a replay with a
/// checksum per move, which goes to JSON and back unchanged and verifies to `end`.
///
/// # Panics
/// On the first difference, with the replay as JSON.
pub fn check_replay<G: ReplayRules>(options: &G::Options, seed: u64, moves: &[G::Move], end: &G) {
    let replay = Replay::<G>::record(options, seed, moves)
        .unwrap_or_else(|e| fail(end, format_args!("the moves of this game do not record: {e}")));
    let json = replay.to_json();
    assert_eq!(replay.moves.len(), moves.len(), "a recorded move per move\nreplay: {json}");
    assert_eq!(replay.checksums.len(), moves.len(), "a checksum per move\nreplay: {json}");
    check_replay_json(&replay);
    match replay.verify() {
        Ok(game) if game != *end => fail(end, format_args!("the replay verifies to another game\nreplay: {json}")),
        Ok(_) => {}
        Err(e) => fail(end, format_args!("the replay of this game does not verify: {e}\nreplay: {json}")),
    }
}

/// A replay goes to JSON and back to the same replay and the same text.
///
/// # Panics
/// If it does not, with the replay as JSON.
pub fn check_replay_json<G: ReplayRules>(replay: &Replay<G>) {
    let json = replay.to_json();
    match Replay::<G>::from_json(&json) {
        Ok(back) if back != *replay => panic!("the replay round trip gives another replay\nreplay: {json}"),
        Ok(back) if back.to_json() != json => panic!("the replay round trip gives other JSON\nreplay: {json}"),
        Ok(_) => {}
        Err(e) => panic!("the replay's own JSON is refused: {e}\nreplay: {json}"),
    }
}

/// A replay of `moves` from `options` and `seed` that is changed reports where it diverges: a
/// wrong checksum at its move (a megabyte of one quoted in part only), an illegal move at its
/// index and action, another seed at the first move.
///
/// # Panics
/// If a changed replay verifies, or reports another divergence.
pub fn check_replay_divergence<G: ReplayRules>(options: &G::Options, seed: u64, moves: &[G::Move]) {
    let replay = Replay::<G>::record(options, seed, moves).unwrap_or_else(|e| panic!("the moves do not record: {e}"));
    if moves.is_empty() {
        return;
    }
    let at = moves.len() / 2;
    let json = replay.to_json();
    for wrong in ["0123456789abcdef".to_string(), "f".repeat(1 << 20)] {
        let mut changed = replay.clone();
        changed.checksums[at] = if changed.checksums[at] == wrong { "fedcba9876543210".into() } else { wrong };
        match changed.verify() {
            Err(e @ ReplayError::Checksum { index, .. }) if index == at => {
                assert!(
                    e.to_string().len() < 400,
                    "a wrong checksum is quoted whole: {} characters",
                    e.to_string().len()
                )
            }
            other => panic!("a wrong checksum at move {at} gives {other:?}\nreplay: {json}"),
        }
    }
    // An action id that is illegal at move `at`, played there.
    let mut game = G::with_options(options, seed).expect("the options set up a game");
    for &mv in &moves[..at] {
        game.apply_with(mv, &mut NoEvents).expect("a recorded move");
    }
    let illegal = (0..G::NUM_ACTIONS as u16).find(|&id| G::move_from_action_id(id).is_none_or(|mv| !game.is_legal(mv)));
    if let Some(action) = illegal {
        let mut changed = replay.clone();
        changed.checksums.clear();
        changed.moves[at] = action;
        match changed.verify() {
            Err(ReplayError::IllegalMove { index, action: a, .. }) if index == at && a == action => {}
            other => panic!("action {action} at move {at} gives {other:?}\nreplay: {json}"),
        }
    }
    let mut changed = replay.clone();
    changed.seed = seed.wrapping_add(1);
    match changed.verify() {
        Err(ReplayError::Checksum { index: 0, .. } | ReplayError::IllegalMove { index: 0, .. }) => {}
        other => panic!("another seed gives {other:?}, not a divergence at the first move\nreplay: {json}"),
    }
}
