//! Fuzz target `hz_replay_json`: arbitrary bytes into Herr der Ziegen's `Replay::from_json`, then
//! `Replay::verify`.
//!
//! Replays are shared files (bug reports, tournaments): reading and verifying one must never
//! panic, whatever its options, moves and checksums. An accepted replay must round-trip; a
//! verified one must end in a game that passes every check, and recording its moves again must
//! give the same game and the same checksums (`src/generic.rs`).

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_replay_json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_replay_json::<herr_der_ziegen::Game>(data));
