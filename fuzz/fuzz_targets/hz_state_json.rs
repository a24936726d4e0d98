//! Fuzz target `hz_state_json`: arbitrary bytes into Herr der Ziegen's `Game::from_json`.
//!
//! Saved states come from untrusted clients (SECURITY.md), so loading must never panic, hang or
//! blow up memory, and whatever it accepts must be a state the rules can continue from: an
//! accepted state passes game-core's checks and the game's own invariants, round-trips (and so do
//! its views), and every state one legal move later passes them too (`src/generic.rs`).

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_state_json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_state_json::<herr_der_ziegen::Game>(data));
