//! Seeded games are reproducible: the same options, seed and choices give the same game, on any
//! thread.

use crate::rules::GameRules;
use crate::testing::chooser::{play_random_game, PlayedGame};

/// Sets up the game of `options` and `seed` twice (equal games), plays it to the end twice with
/// the same [`crate::testing::Chooser`] choices and once more on another thread: the same
/// moves, the same events and the same final state (equal, and the same JSON) each time.
/// Returns the game.
///
/// # Panics
/// If any run differs.
pub fn check_determinism<G: GameRules>(options: &G::Options, seed: u64, chooser_seed: u64) -> PlayedGame<G> {
    let first = G::with_options(options, seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
    assert!(G::with_options(options, seed).is_ok_and(|again| again == first), "setup from seed {seed} differs");
    let transcript = move |options: &G::Options| {
        let mut events = String::new();
        let played = play_random_game::<G>(options, seed, chooser_seed, |_, happened| {
            events += &serde_json::to_string(happened).expect("events serialize");
        });
        (played, events)
    };
    let (played, events) = transcript(options);
    let on_thread = {
        let options = options.clone();
        std::thread::spawn(move || transcript(&options)).join().expect("the game plays on another thread")
    };
    for (run, (again, again_events)) in [("again", transcript(options)), ("on another thread", on_thread)] {
        assert!(again.moves == played.moves, "seed {seed}, chooser {chooser_seed}: other moves {run}");
        assert!(again_events == events, "seed {seed}, chooser {chooser_seed}: other events {run}");
        assert!(again.end == played.end, "seed {seed}, chooser {chooser_seed}: another final state {run}");
        assert_eq!(again.end.to_json(), played.end.to_json(), "seed {seed}: another final state JSON {run}");
    }
    played
}
