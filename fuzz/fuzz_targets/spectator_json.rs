//! Fuzz target `spectator_json`: arbitrary bytes into `SpectatorView::from_json` of every game of
//! the registry, the first byte of the input choosing the game (modulo the number of games).
//!
//! A game server sends spectators this document and clients load it (SECURITY.md), so loading
//! must never panic, and an accepted spectator view must round-trip (`src/generic.rs`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| herr_der_ziegen_fuzz::targets::spectator_json(data));
