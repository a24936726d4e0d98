//! Fuzz target `state_json`: arbitrary bytes into `Game::from_json` of every game of the
//! registry, the first byte of the input choosing the game (modulo the number of games).
//!
//! Saved states come from untrusted clients (SECURITY.md), so loading must never panic, hang or
//! blow up memory, and whatever it accepts must be a state the rules can continue from: an
//! accepted state passes game-core's checks and the game's own invariants (every action id tried
//! on it), round-trips (and so do its views), and every state one legal move later, each move
//! played every way, passes them too (`src/generic.rs`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| herr_der_ziegen_fuzz::targets::state_json(data));
