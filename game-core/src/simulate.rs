//! Batch simulation: many seeded games between named bots, in parallel on all cores, for any
//! game.

use std::sync::atomic::{AtomicBool, Ordering};

use arrayvec::ArrayVec;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::bots::{self, Bot, RandomBot, UnknownBot};
use crate::events::NoEvents;
use crate::outcome::{Outcome, MAX_SEATS};
use crate::rules::GameRules;

/// The result of one simulated game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game's seed.
    pub seed: u64,
    /// Index into the entrant list of the bot at each seat (0 past the last seat).
    pub entrant_of_seat: [u8; MAX_SEATS],
    /// Score per seat as the game counts it (0 past the last seat).
    pub scores: [i32; MAX_SEATS],
    /// Bit `s` set for every winning seat.
    pub winners: u16,
    /// Decisions taken in the game.
    pub decisions: u32,
}

/// Why a simulation could not start, or did not finish; `E` is the game's setup error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SimulateError<E: std::error::Error + 'static> {
    /// The options do not set up a game.
    #[error(transparent)]
    Setup(E),
    /// A bot name is unknown.
    #[error(transparent)]
    UnknownBot(UnknownBot),
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

/// The seed of the bot at `seat` in the game seeded with `game_seed`: bots are seeded from the
/// game and the seat, so results do not depend on the number of threads.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seat as u64)
}

/// The entrant at `seat` of game number `index` of a batch: with `rotate`, entrant
/// `(seat + index) % entrants`, so every entrant plays every seat equally often; otherwise
/// entrant `seat % entrants`.
pub fn entrant_at(seat: usize, index: usize, entrants: usize, rotate: bool) -> usize {
    let shift = if rotate { index } else { 0 };
    (seat + shift) % entrants
}

/// Checks a simulation's entrants: at least one, at most [`MAX_ENTRANTS`], every name known.
///
/// # Errors
/// [`SimulateError::NoBots`], [`SimulateError::TooManyBots`] or [`SimulateError::UnknownBot`].
pub fn check_entrants<G: GameRules>(entrants: &[&str]) -> Result<(), SimulateError<G::SetupError>> {
    if entrants.is_empty() {
        return Err(SimulateError::NoBots);
    }
    if entrants.len() > MAX_ENTRANTS {
        return Err(SimulateError::TooManyBots(entrants.len()));
    }
    for name in entrants {
        bots::named::<G>(name, 0).map_err(SimulateError::UnknownBot)?;
    }
    Ok(())
}

/// Plays one game of `G` per seed with `options`, seating the entrants as [`entrant_at`] says
/// and seeding their bots with [`bot_seed`].
///
/// # Errors
/// [`SimulateError`] for bad options, an unknown bot name, no bots or more than
/// [`MAX_ENTRANTS`], or more seeds than the results can have memory for.
pub fn simulate<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
) -> Result<Vec<GameResult>, SimulateError<G::SetupError>> {
    simulate_with::<G>(options, seeds, entrants, rotate, || {})
}

/// [`simulate`], calling `progress` after each finished game (from any thread).
///
/// # Errors
/// As [`simulate`].
pub fn simulate_with<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
) -> Result<Vec<GameResult>, SimulateError<G::SetupError>> {
    simulate_until::<G>(options, seeds, entrants, rotate, progress, &AtomicBool::new(false))
}

/// [`simulate_with`] that can be stopped: once `stop` is set (from any thread), no further game
/// starts, the games under way finish, and the call returns [`SimulateError::Stopped`]. This is
/// how an interactive caller (a Python notebook's Ctrl-C) ends a long batch.
///
/// # Errors
/// As [`simulate`], and [`SimulateError::Stopped`] if `stop` is set when the games end.
pub fn simulate_until<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
    stop: &AtomicBool,
) -> Result<Vec<GameResult>, SimulateError<G::SetupError>> {
    let players = prepare::<G>(options, entrants)?;
    let all_random = entrants.iter().all(|&name| name == "random");
    // Reserved up front, so that a count too large is an error rather than an abort.
    let mut results = Vec::new();
    results.try_reserve_exact(seeds.len()).map_err(|_| SimulateError::TooManyGames(seeds.len()))?;
    seeds
        .par_iter()
        .enumerate()
        .map(|(i, &seed)| {
            let mut result = GameResult::placeholder(seed);
            if stop.load(Ordering::Relaxed) {
                // A placeholder: the whole result is discarded below.
                return result;
            }
            result.entrant_of_seat = seating(players, i, entrants.len(), rotate);
            let mut game = G::set_up(options, seed);
            result.decisions = if all_random {
                let mut bots: ArrayVec<RandomBot, MAX_SEATS> =
                    (0..players).map(|s| RandomBot::new(bot_seed(seed, s))).collect();
                play_random(&mut game, &mut bots)
            } else {
                let mut seats = seats::<G>(entrants, &result.entrant_of_seat[..players], seed);
                play(&mut game, &mut seats, |_, _, _, _| {})
            };
            result.set_outcome(&game.outcome());
            progress();
            result
        })
        .collect_into_vec(&mut results);
    if stop.load(Ordering::Relaxed) {
        return Err(SimulateError::Stopped);
    }
    Ok(results)
}

impl GameResult {
    /// The result of the game seeded with `seed` before it is played.
    pub(crate) fn placeholder(seed: u64) -> GameResult {
        GameResult { seed, entrant_of_seat: [0; MAX_SEATS], scores: [0; MAX_SEATS], winners: 0, decisions: 0 }
    }

    /// Takes the scores and the winners of the game's `outcome`.
    pub(crate) fn set_outcome(&mut self, outcome: &Outcome) {
        self.scores = outcome.scores;
        self.winners = outcome.winners;
    }
}

/// What every batch checks before it plays: the options and the entrants. Returns the number
/// of players the options seat.
pub(crate) fn prepare<G: GameRules>(
    options: &G::Options,
    entrants: &[&str],
) -> Result<usize, SimulateError<G::SetupError>> {
    G::validate_options(options).map_err(SimulateError::Setup)?;
    check_entrants::<G>(entrants)?;
    Ok(usize::from(G::players_in(options)))
}

/// The entrant of each of `players` seats in game number `index` of a batch ([`entrant_at`]);
/// 0 past the last seat.
pub(crate) fn seating(players: usize, index: usize, entrants: usize, rotate: bool) -> [u8; MAX_SEATS] {
    let mut seating = [0; MAX_SEATS];
    for (seat, slot) in seating.iter_mut().enumerate().take(players) {
        *slot = entrant_at(seat, index, entrants, rotate) as u8;
    }
    seating
}

/// The bots of the game seeded with `seed`, seat by seat, `entrant_of_seat` naming each seat's
/// entrant and [`bot_seed`] seeding it. The entrants' names have been checked.
pub(crate) fn seats<G: GameRules>(
    entrants: &[&str],
    entrant_of_seat: &[u8],
    seed: u64,
) -> ArrayVec<Seat<G>, MAX_SEATS> {
    entrant_of_seat
        .iter()
        .enumerate()
        .map(|(s, &entrant)| Seat::new(entrants[usize::from(entrant)], bot_seed(seed, s)))
        .collect()
}

/// Plays `game` to its end with a random bot at every seat; returns the number of decisions.
/// The usual bulk simulation, so its loop has no per-seat dispatch.
fn play_random<G: GameRules>(game: &mut G, bots: &mut [RandomBot]) -> u32 {
    let mut decisions = 0;
    // The move `choose_uniform` would pick from the list, found without writing the list;
    // legal by construction.
    while let Some(mv) = game.pick_legal_move(|player, count| bots[usize::from(player)].choose_index(count)) {
        game.perform_with(mv, &mut NoEvents);
        decisions += 1;
    }
    decisions
}

/// Plays `game` to its end with the bots of `seats`; returns the number of decisions. Before
/// each move, `record` sees the game, the seat to decide, its legal moves and the move chosen.
pub(crate) fn play<G: GameRules>(
    game: &mut G,
    seats: &mut [Seat<G>],
    mut record: impl FnMut(&G, u8, &G::MoveList, G::Move),
) -> u32 {
    let mut decisions = 0;
    let mut legal = G::MoveList::default();
    while let Some(player) = game.current_player() {
        game.legal_moves_into(&mut legal);
        match &mut seats[usize::from(player)] {
            // Picked from the list just generated: legal by construction.
            Seat::Random(bot) => {
                let mv = bot.choose_uniform(&legal);
                record(game, player, &legal, mv);
                game.perform_with(mv, &mut NoEvents);
            }
            Seat::Boxed(bot) => {
                let mv = match bot.choose_without_view(&legal) {
                    Some(mv) => mv,
                    None => bot.choose(&game.view(player), &legal),
                };
                record(game, player, &legal, mv);
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
pub(crate) enum Seat<G: GameRules> {
    Random(RandomBot),
    Boxed(Box<dyn Bot<G> + Send>),
}

impl<G: GameRules> Seat<G> {
    fn new(name: &str, seed: u64) -> Seat<G> {
        if name == "random" {
            Seat::Random(RandomBot::new(seed))
        } else {
            Seat::Boxed(bots::by_name::<G>(name, seed).expect("names checked"))
        }
    }
}
