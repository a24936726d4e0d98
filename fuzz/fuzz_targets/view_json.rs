//! Fuzz target `view_json`: arbitrary bytes into `PlayerView::from_json` of every game of the
//! registry, the first byte of the input choosing the game (modulo the number of games).
//!
//! Views travel to and from clients (SECURITY.md), and bots and the observation tensor take
//! them as input, so loading must never panic and an accepted view must be one some real game
//! has: it round-trips, its observation lies in `[0, 1]`, and `determinize` builds a full game
//! whose view for the same seat is the loaded view and which passes every check
//! (`src/generic.rs`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| herr_der_ziegen_fuzz::targets::view_json(data));
