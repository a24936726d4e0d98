//! The refusals of a batch of trajectories, as `simulate` refuses. (That the rows agree with a
//! per-step replay of their games is checked by game-core's conformance suite, in
//! `tests/properties.rs`.)

use std::sync::atomic::AtomicBool;

use game_core::simulate::SimulateError;
use game_core::trajectories::{trajectories_until, Trajectories};
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
