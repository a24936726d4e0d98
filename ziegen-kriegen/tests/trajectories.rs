//! Trajectories of Ziegen Kriegen: row for row the per-step replay of the same seeds, the games of
//! `simulate`, the same on any number of threads.

use game_core::testing::check_trajectories;
use ziegen_kriegen::{Game, Options};

#[test]
fn rows_agree_with_a_per_step_replay() {
    for players in [3, 5] {
        let options = Options::new(players).unwrap();
        assert!(check_trajectories::<Game>(&options, &[0, 1, 2, 77], &["random"], true).rows() > 0);
    }
    let options = Options::new(3).unwrap();
    check_trajectories::<Game>(&options, &[5, 6], &["greedy", "random", "ismcts:8"], true);
    check_trajectories::<Game>(&options, &[9], &["greedy", "random"], false);
}
