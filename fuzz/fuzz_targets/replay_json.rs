//! Fuzz target `replay_json`: arbitrary bytes into `Replay::from_json`, then `Replay::verify`, of
//! every game of the registry, the first byte of the input choosing the game (modulo the number
//! of games).
//!
//! Replays are shared files (bug reports, tournaments): reading and verifying one must never
//! panic, whatever its options, moves and checksums. An accepted replay must round-trip; a
//! verified one must end in a game that passes every check, and recording its moves again must
//! give the same game and the same checksums (`src/generic.rs`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| herr_der_ziegen_fuzz::targets::replay_json(data));
