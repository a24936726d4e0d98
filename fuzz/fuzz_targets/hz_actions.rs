//! Fuzz target `hz_actions`: arbitrary action sequences on seeded Herr der Ziegen games.
//!
//! The input sets up a game (2 to 5 players, any seed; some inputs also vary the start player,
//! milk split, removal and stable layout, which setup must either accept or refuse with an
//! error) and then applies steps: mostly a legal move picked by index, so that games go deep,
//! mixed with raw action ids (legal, illegal and unknown), `apply_for` with arbitrary seats and
//! full sweeps over the action space. The input format is in `src/lib.rs`; the driver and its
//! checks (game-core's, with the game's own invariants) in `src/generic.rs`.
//!
//! The state and view JSON round trips run after each of the last `FULL_CHECK_TAIL` steps of the
//! input and at the end of the game: loading costs as much as about a hundred moves, and the
//! states the fuzzer explores are also the ends of shorter inputs in its corpus.

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_actions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_actions::<herr_der_ziegen::Game>(data));
