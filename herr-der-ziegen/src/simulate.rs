//! Batch simulation: many seeded games between named bots, in parallel on all cores.

use std::sync::atomic::{AtomicBool, Ordering};

use arrayvec::ArrayVec;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::bots::{self, Bot, RandomBot};
use crate::error::SetupError;
use crate::events::NoEvents;
use crate::game::Game;
use crate::moves::MoveList;
use crate::options::{Options, MAX_PLAYERS};

/// The result of one simulated game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game's seed.
    pub seed: u64,
    /// Index into the entrant list of the bot at each seat.
    pub entrant_of_seat: [u8; MAX_PLAYERS],
    /// Total score per seat.
    pub totals: [u32; MAX_PLAYERS],
    /// Bit `p` set for every winning seat.
    pub winners: u8,
    /// Decisions taken in the game.
    pub decisions: u32,
}

/// Why a simulation could not start.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SimulateError {
    /// The options do not set up a game.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A bot name is unknown.
    #[error("{}", bots::unknown_bot_message(.0))]
    UnknownBot(String),
    /// No entrants were given.
    #[error("at least one bot is needed")]
    NoBots,
    /// More entrants than [`MAX_ENTRANTS`].
    #[error("{0} bots are too many: at most {MAX_ENTRANTS} take part in one simulation")]
    TooManyBots(usize),
    /// The results of this many games do not fit in memory.
    #[error("the results of {0} games do not fit in memory")]
    TooManyGames(usize),
    /// The stop flag of [`simulate_until`] was set before every game was played.
    #[error("the simulation was stopped before its end")]
    Stopped,
}

/// The most entrants one simulation takes: a result names each seat's entrant in a byte, and
/// the Python arrays hold it as `int8`.
pub const MAX_ENTRANTS: usize = i8::MAX as usize;

/// Plays one game per seed with `options`. With `rotate`, game `i` seats entrant
/// `(seat + i) % entrants` at each seat, so every entrant plays every seat equally often;
/// otherwise seat `s` gets entrant `s % entrants`. Bots are seeded from the game seed and the
/// seat, so results do not depend on the number of threads.
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
    simulate_with(options, seeds, entrants, rotate, || {})
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
    simulate_until(options, seeds, entrants, rotate, progress, &AtomicBool::new(false))
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
    options.validate()?;
    if entrants.is_empty() {
        return Err(SimulateError::NoBots);
    }
    if entrants.len() > MAX_ENTRANTS {
        return Err(SimulateError::TooManyBots(entrants.len()));
    }
    for name in entrants {
        bots::by_name(name, 0).ok_or_else(|| SimulateError::UnknownBot((*name).to_string()))?;
    }
    let players = usize::from(options.players);
    let all_random = entrants.iter().all(|&name| name == "random");
    // Reserved up front, so that a count too large is an error rather than an abort.
    let mut results = Vec::new();
    results.try_reserve_exact(seeds.len()).map_err(|_| SimulateError::TooManyGames(seeds.len()))?;
    seeds
        .par_iter()
        .enumerate()
        .map(|(i, &seed)| {
            if stop.load(Ordering::Relaxed) {
                // A placeholder: the whole result is discarded below.
                return GameResult {
                    seed,
                    entrant_of_seat: [0; MAX_PLAYERS],
                    totals: [0; MAX_PLAYERS],
                    winners: 0,
                    decisions: 0,
                };
            }
            let shift = if rotate { i } else { 0 };
            let mut entrant_of_seat = [0u8; MAX_PLAYERS];
            for (seat, slot) in entrant_of_seat.iter_mut().enumerate().take(players) {
                *slot = ((seat + shift) % entrants.len()) as u8;
            }
            let bot_seed = |seat: usize| seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seat as u64);
            let mut game = Game::set_up(options, seed);
            let decisions = if all_random {
                let mut bots: ArrayVec<RandomBot, MAX_PLAYERS> =
                    (0..players).map(|s| RandomBot::new(bot_seed(s))).collect();
                play_random(&mut game, &mut bots)
            } else {
                let mut seats: ArrayVec<Seat, MAX_PLAYERS> =
                    (0..players).map(|s| Seat::new(entrants[usize::from(entrant_of_seat[s])], bot_seed(s))).collect();
                play(&mut game, &mut seats)
            };
            let scores = game.scores();
            progress();
            GameResult {
                seed,
                entrant_of_seat,
                totals: std::array::from_fn(|p| scores.players[p].total),
                winners: scores.winners,
                decisions,
            }
        })
        .collect_into_vec(&mut results);
    if stop.load(Ordering::Relaxed) {
        return Err(SimulateError::Stopped);
    }
    Ok(results)
}

/// Plays `game` to its end with a random bot at every seat; returns the number of decisions.
/// The usual bulk simulation, so its loop has no per-seat dispatch.
fn play_random(game: &mut Game, bots: &mut [RandomBot]) -> u32 {
    let mut decisions = 0;
    // The move `choose_uniform` would pick from the list, found without writing the list;
    // legal by construction.
    while let Some(mv) = game.pick_legal_move(|player, count| bots[usize::from(player)].choose_index(count)) {
        game.perform(mv, &mut NoEvents);
        decisions += 1;
    }
    decisions
}

/// Plays `game` to its end with the bots of `seats`; returns the number of decisions.
fn play(game: &mut Game, seats: &mut [Seat]) -> u32 {
    let mut decisions = 0;
    let mut legal = MoveList::new();
    while let Some(player) = game.current_player() {
        game.generate_legal_moves(&mut legal);
        match &mut seats[usize::from(player)] {
            // Picked from the list just generated: legal by construction.
            Seat::Random(bot) => game.perform(bot.choose_uniform(&legal), &mut NoEvents),
            Seat::Boxed(bot) => {
                let mv = match bot.choose_without_view(&legal) {
                    Some(mv) => mv,
                    None => bot.choose(&game.view(player), &legal),
                };
                // Bots are trusted to pick from the list, but checked all the same.
                game.apply_with(mv, &mut NoEvents).expect("bots choose listed moves");
            }
        }
        decisions += 1;
    }
    decisions
}

/// A bot at a seat of a simulated game. Random bots, the usual entrants of bulk simulation,
/// are kept unboxed so that their choice is a direct, inlinable call.
enum Seat {
    Random(RandomBot),
    Boxed(Box<dyn Bot + Send>),
}

impl Seat {
    fn new(name: &str, seed: u64) -> Seat {
        if name == "random" {
            Seat::Random(RandomBot::new(seed))
        } else {
            Seat::Boxed(bots::by_name(name, seed).expect("names checked"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_deterministic_and_rotate_seats() {
        let options = Options::new(3).unwrap();
        let seeds: Vec<u64> = (0..12).collect();
        let a = simulate(&options, &seeds, &["random", "greedy"], true).unwrap();
        let b = simulate(&options, &seeds, &["random", "greedy"], true).unwrap();
        assert_eq!(a, b);
        assert_eq!(a[1].entrant_of_seat[..3], [1, 0, 1]);
        assert!(a.iter().all(|r| r.winners != 0 && r.decisions > 30));
        assert_eq!(simulate(&options, &seeds, &["nobody"], true), Err(SimulateError::UnknownBot("nobody".into())));
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
            assert_eq!(result.winners, scores.winners, "seed {seed}");
            assert_eq!(
                result.totals[..4],
                std::array::from_fn::<u32, 4, _>(|p| scores.players[p].total),
                "seed {seed}"
            );
        }
    }
}
