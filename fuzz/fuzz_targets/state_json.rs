//! Fuzz target `state_json`: arbitrary bytes into `Game::from_json`.
//!
//! Saved states come from untrusted clients (SECURITY.md), so loading must never panic, hang or
//! blow up memory, and whatever it accepts must be a state the rules can continue from. For an
//! accepted state this target checks every invariant of the core's property tests, the round
//! trips of the state (same game, identical JSON) and of every seat's view, and then plays each
//! legal move once from it and checks the same again: an accepted state that is impossible in
//! play would show up as a panic or a broken invariant one move later.

#![no_main]

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::Game;
use herr_der_ziegen_fuzz::check_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Invalid UTF-8 cannot reach `from_json` (a `&str`); the lossy text still exercises it.
    let text = String::from_utf8_lossy(data);
    let Ok(game) = Game::from_json(&text) else {
        return;
    };
    check_game(&game);
    for mv in game.legal_moves() {
        let mut next = game.clone();
        if let Err(e) = next.apply(mv) {
            panic!("listed move {mv} refused on a loaded state: {e}\nstate: {}", game.to_json());
        }
        check_game(&next);
    }
});
