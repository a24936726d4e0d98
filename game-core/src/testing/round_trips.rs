//! The round trips of the documents: states, views and replays go to JSON and back unchanged.

use crate::replay::{Replay, ReplayRules};
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
