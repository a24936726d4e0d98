//! Fuzz target `lb_state_json`: arbitrary bytes into Le Baron's `Game::from_json`,
//! `PlayerView::from_json` and `Replay::from_json`. Loading never panics; an accepted state
//! round-trips, so do its views, and every legal move applies; an accepted view round-trips and
//! determinizes to a game with that view; an accepted replay round-trips and, verified, records
//! again identically. The checks are in `src/generic.rs`.

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_documents;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_documents::<le_baron::Game>(data));
