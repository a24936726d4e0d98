//! Fuzz target `replay_json`: arbitrary bytes into `Replay::from_json`, then `Replay::verify`.
//!
//! Replays are shared files (bug reports, tournaments): reading and verifying one must never
//! panic, whatever its options, moves and checksums. An accepted replay must round-trip (same
//! replay, identical JSON); a verified one must end in a game that passes every invariant check,
//! and recording its moves again must give the same game and the same checksums.

#![no_main]

use herr_der_ziegen::{Move, Replay};
use herr_der_ziegen_fuzz::check_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(replay) = Replay::from_json(&text) else {
        return;
    };
    let json = replay.to_json();
    let back = Replay::from_json(&json).unwrap_or_else(|e| panic!("own replay rejected: {e}\nreplay: {json}"));
    assert!(back == replay, "the replay round trip gives another replay\nreplay: {json}");
    assert_eq!(back.to_json(), json, "the replay round trip gives other JSON");

    let Ok(end) = replay.verify() else {
        return;
    };
    check_game(&end);
    let moves: Vec<Move> = replay
        .moves
        .iter()
        .map(|&id| Move::from_action_id(u32::from(id)).expect("verified moves have action ids"))
        .collect();
    let again = Replay::record(&replay.options, replay.seed, &moves)
        .unwrap_or_else(|e| panic!("a verified replay does not record again: {e}\nreplay: {json}"));
    assert!(again.checksums.starts_with(&replay.checksums), "recorded checksums differ\nreplay: {json}");
    assert!(again.verify().is_ok_and(|game| game == end), "the recorded replay ends elsewhere\nreplay: {json}");
});
