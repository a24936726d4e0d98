//! Fuzz target `actions`: arbitrary action sequences on seeded games of every game of the
//! registry, the first byte of the input choosing the game (modulo the number of games).
//!
//! The rest sets up a game from the game's option bytes (every player count and variant; some
//! inputs edit the options into ones setup must refuse, or, for Herr der Ziegen, vary the start
//! player, milk split, removal and stable layout, which setup must accept or refuse as validation
//! says) and then applies steps: mostly a legal move picked by index, so that games go deep, mixed
//! with raw action ids (legal, illegal and unknown), `apply_for` with any seat, moves played every
//! way and compared, and sweeps over the action space. The input formats are in `src/generic.rs`
//! and `src/games/`; the driver and its checks (game-core's, with the game's own invariants) in
//! `src/generic.rs`.
//!
//! The state and view JSON round trips run after each of the last `FULL_CHECK_TAIL` steps of the
//! input and at the end of the game: loading costs as much as about a hundred moves, and the
//! states the fuzzer explores are also the ends of shorter inputs in its corpus.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| herr_der_ziegen_fuzz::targets::actions(data));
