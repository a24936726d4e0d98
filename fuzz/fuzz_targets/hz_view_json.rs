//! Fuzz target `hz_view_json`: arbitrary bytes into Herr der Ziegen's `PlayerView::from_json`.
//!
//! Views travel to and from clients (SECURITY.md), and bots and the observation tensor take
//! them as input, so loading must never panic and an accepted view must be one some real game
//! has: it round-trips, its observation lies in `[0, 1]`, and `determinize` builds a full game
//! whose view for the same seat is the loaded view and which passes every check
//! (`src/generic.rs`).

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_view_json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_view_json::<herr_der_ziegen::Game>(data));
