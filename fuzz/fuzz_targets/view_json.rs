//! Fuzz target `view_json`: arbitrary bytes into `PlayerView::from_json`.
//!
//! Views travel to and from clients (SECURITY.md), and bots and the observation tensor take
//! them as input, so loading must never panic and an accepted view must be one some real game
//! has. For an accepted view this target checks the round trip (same view, identical JSON), that
//! the observation tensor can be computed, and that `determinize` builds a full game that passes
//! every invariant check and whose view for the same seat is the loaded view.

#![no_main]

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::PlayerView;
use herr_der_ziegen_fuzz::check_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(view) = PlayerView::from_json(&text) else {
        return;
    };
    let json = view.to_json();
    let back = PlayerView::from_json(&json).unwrap_or_else(|e| panic!("own view rejected: {e}\nview: {json}"));
    assert!(back == view, "the view round trip gives another view\nview: {json}");
    assert_eq!(back.to_json(), json, "the view round trip gives other JSON");

    let observation = view.observation_vec();
    assert!(observation.iter().all(|x| x.is_finite()), "the observation is finite\nview: {json}");

    let seed = data.iter().fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    let game = view.determinize(seed);
    assert!(game.view(view.seat()) == view, "a determinized game has the same view\nview: {json}");
    check_game(&game);
});
