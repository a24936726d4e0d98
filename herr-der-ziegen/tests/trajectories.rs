//! Trajectories of Herr der Ziegen: row for row the per-step replay of the same seeds, the games
//! of `simulate`, the same on any number of threads; and the batch's refusals.

use std::sync::atomic::AtomicBool;

use game_core::simulate::SimulateError;
use game_core::testing::check_trajectories;
use game_core::trajectories::{result, trajectories_until, Trajectories};
use herr_der_ziegen::{Game, Options, SetupError};

fn batch(
    options: &Options,
    seeds: &[u64],
    entrants: &[&str],
    stop: bool,
) -> Result<Trajectories, SimulateError<SetupError>> {
    trajectories_until::<Game>(options, seeds, entrants, true, || {}, &AtomicBool::new(stop))
}

#[test]
fn rows_agree_with_a_per_step_replay() {
    for players in [2, 3, 5] {
        let options = Options::new(players).unwrap();
        let all = check_trajectories::<Game>(&options, &[0, 1, 2, 77], &["random"], true);
        assert!(all.rows() > 0);
        // Every game has exactly one row per decision, and its results make sense.
        assert!(all.result.iter().all(|r| [result::WIN, result::DRAW, result::LOSS].contains(r)));
        assert!(all.result.contains(&result::WIN) && all.result.contains(&result::LOSS));
    }
    let options = Options::new(3).unwrap();
    check_trajectories::<Game>(&options, &[5, 6], &["greedy", "random", "ismcts:8"], true);
    check_trajectories::<Game>(&options, &[9], &["greedy", "random"], false);
}

#[test]
fn bad_batches_are_refused_like_simulate() {
    let options = Options::new(3).unwrap();
    let seeds = [1, 2];
    assert_eq!(batch(&options, &seeds, &[], false), Err(SimulateError::NoBots));
    let many = vec!["random"; 200];
    assert_eq!(batch(&options, &seeds, &many, false), Err(SimulateError::TooManyBots(200)));
    assert!(matches!(batch(&options, &seeds, &["nobody"], false), Err(SimulateError::UnknownBot(_))));
    let bad = Options { players: 9, ..options.clone() };
    assert!(matches!(batch(&bad, &seeds, &["random"], false), Err(SimulateError::Setup(_))));
    assert_eq!(batch(&options, &seeds, &["random"], true), Err(SimulateError::Stopped));
    assert_eq!(batch(&options, &[], &["random"], false), Ok(Trajectories::default()));
}
