//! Batch simulation: many seeded games between named bots, in parallel on all cores. The batch
//! engine is the shared layer's ([`game_core::simulate`]); these functions run it for Herr der
//! Ziegen.

use std::sync::atomic::AtomicBool;

pub use game_core::simulate::{bot_seed, entrant_at, GameResult, MAX_ENTRANTS};

use crate::error::SetupError;
use crate::game::Game;
use crate::options::Options;

/// Why a simulation could not start, or did not finish.
pub type SimulateError = game_core::simulate::SimulateError<SetupError>;

/// Plays one game per seed with `options`. With `rotate`, game `i` seats entrant
/// `(seat + i) % entrants` at each seat, so every entrant plays every seat equally often;
/// otherwise seat `s` gets entrant `s % entrants`. Bots are seeded from the game seed and the
/// seat ([`bot_seed`]), so results do not depend on the number of threads.
///
/// # Errors
/// [`SimulateError`] for bad options, an unknown bot name, no bots or more than
/// [`MAX_ENTRANTS`], or more seeds than the results can have memory for.
pub fn simulate(
    options: &Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
) -> Result<Vec<GameResult>, SimulateError> {
    game_core::simulate::simulate::<Game>(options, seeds, entrants, rotate)
}

/// [`simulate`], calling `progress` after each finished game (from any thread).
///
/// # Errors
/// As [`simulate`].
pub fn simulate_with(
    options: &Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
) -> Result<Vec<GameResult>, SimulateError> {
    game_core::simulate::simulate_with::<Game>(options, seeds, entrants, rotate, progress)
}

/// [`simulate_with`] that can be stopped: once `stop` is set (from any thread), no further game
/// starts, the games under way finish, and the call returns [`SimulateError::Stopped`]. This is
/// how an interactive caller (a Python notebook's Ctrl-C) ends a long batch.
///
/// # Errors
/// As [`simulate`], and [`SimulateError::Stopped`] if `stop` is set when the games end.
pub fn simulate_until(
    options: &Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
    stop: &AtomicBool,
) -> Result<Vec<GameResult>, SimulateError> {
    game_core::simulate::simulate_until::<Game>(options, seeds, entrants, rotate, progress, stop)
}

#[cfg(test)]
mod tests {
    use game_core::GameRules;
    use std::sync::atomic::Ordering;

    use super::*;
    use crate::bots;
    use game_core::bots::UnknownBot;

    #[test]
    fn results_are_deterministic_and_rotate_seats() {
        let options = Options::new(3).unwrap();
        let seeds: Vec<u64> = (0..12).collect();
        let a = simulate(&options, &seeds, &["random", "greedy"], true).unwrap();
        let b = simulate(&options, &seeds, &["random", "greedy"], true).unwrap();
        assert_eq!(a, b);
        assert_eq!(a[1].entrant_of_seat[..3], [1, 0, 1]);
        assert!(a.iter().all(|r| r.winners != 0 && r.decisions > 30));
        assert_eq!(
            simulate(&options, &seeds, &["nobody"], true),
            Err(SimulateError::UnknownBot(UnknownBot::new::<Game>("nobody")))
        );
        assert_eq!(simulate(&options, &seeds, &[], true), Err(SimulateError::NoBots));
        // As many entrants as a result can name, each seated where rotation puts it.
        let many = ["random"; MAX_ENTRANTS];
        let results = simulate(&options, &(0..MAX_ENTRANTS as u64).collect::<Vec<_>>(), &many, true).unwrap();
        assert!(results.iter().enumerate().all(|(i, r)| usize::from(r.entrant_of_seat[0]) == i));
        let too_many = ["random"; MAX_ENTRANTS + 1];
        assert_eq!(simulate(&options, &seeds, &too_many, true), Err(SimulateError::TooManyBots(MAX_ENTRANTS + 1)));
    }

    #[test]
    fn unboxed_random_seats_play_as_the_boxed_bots_would() {
        // The batch keeps random bots unboxed; the games must be those of the `Bot` trait path.
        let options = Options::new(4).unwrap();
        let seeds: Vec<u64> = (40..52).collect();
        for entrants in [&["random", "greedy"][..], &["random"]] {
            check_against_the_trait_path(&options, &seeds, entrants);
        }
    }

    #[test]
    fn a_set_stop_flag_ends_the_batch_and_a_clear_one_changes_nothing() {
        let options = Options::new(4).unwrap();
        let seeds: Vec<u64> = (0..64).collect();
        let played = std::sync::atomic::AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        // Stopped from inside, after the fourth finished game: later games are not played.
        let stopped = simulate_until(
            &options,
            &seeds,
            &["greedy"],
            true,
            || {
                if played.fetch_add(1, Ordering::Relaxed) + 1 == 4 {
                    stop.store(true, Ordering::Relaxed);
                }
            },
            &stop,
        );
        assert_eq!(stopped, Err(SimulateError::Stopped));
        let played = played.load(Ordering::Relaxed);
        assert!((4..seeds.len()).contains(&played), "{played} games played");
        let whole = simulate_until(&options, &seeds, &["greedy"], true, || {}, &AtomicBool::new(false));
        assert_eq!(whole, simulate(&options, &seeds, &["greedy"], true));
    }

    fn check_against_the_trait_path(options: &Options, seeds: &[u64], entrants: &[&str]) {
        let results = simulate(options, seeds, entrants, true).unwrap();
        for (i, result) in results.iter().enumerate() {
            let seed = seeds[i];
            let mut seats: Vec<_> = (0..4u64)
                .map(|seat| {
                    let name = entrants[(seat as usize + i) % entrants.len()];
                    bots::by_name(name, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seat)).unwrap()
                })
                .collect();
            let mut game = Game::new(4, seed).unwrap();
            let mut decisions = 0;
            while let Some(player) = game.current_player() {
                let legal = game.legal_moves();
                let mv = seats[usize::from(player)].choose(&game.view(player), &legal);
                game.apply(mv).unwrap();
                decisions += 1;
            }
            let scores = game.scores();
            assert_eq!(result.decisions, decisions, "seed {seed}");
            assert_eq!(result.winners, u16::from(scores.winners), "seed {seed}");
            assert_eq!(
                result.scores[..4],
                std::array::from_fn::<i32, 4, _>(|p| scores.players[p].total as i32),
                "seed {seed}"
            );
        }
    }
}
