//! Trajectories: the games of a batch simulation with every decision recorded, for learning
//! from self-play.
//!
//! [`trajectories_until`] plays the very games [`crate::simulate::simulate_until`] plays for the
//! same options, seeds, entrants and rotation (same seating, same bot seeds, same choices), and
//! records, for every decision, one row: the game's index in the batch, the deciding seat, that
//! seat's observation ([`GameView::observation`], the game's documented layout), its legal-action
//! mask, the action id chosen and, once the game is over, that seat's final score and result.
//!
//! Rows come in seed order, and within a game in the order of play, whatever the number of
//! threads. A batch holds `rows × (OBSERVATION_SIZE × 4 + NUM_ACTIONS + 12)` bytes (the
//! observation as `f32`, the mask as one byte per action, 12 bytes of index, seat, action,
//! score and result), each column allocated once at its exact size; a batch whose columns
//! cannot be allocated is refused with [`SimulateError::TooManyGames`], as
//! [`crate::simulate::simulate`] refuses one.
//!
//! [`trajectories_until`] runs two steps that callers holding their own buffers (the Python
//! bindings' numpy arrays) call themselves: [`play_until`] plays the games, recording each
//! decision's seat and action ([`Decisions`]), and [`observe_into`] replays them in parallel,
//! writing the observations and masks into the slices it is given.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::events::NoEvents;
#[cfg(doc)]
use crate::outcome::Outcome;
use crate::rules::{GameRules, GameView};
use crate::simulate::{self, GameResult, SimulateError};

/// The most games one batch of trajectories takes: a row's game index is an `int32` in the
/// Python arrays.
pub const MAX_TRAJECTORY_GAMES: usize = i32::MAX as usize;

/// A seat's result in a finished game, as [`Trajectories::result`] records it.
pub mod result {
    /// The seat won alone.
    pub const WIN: i8 = 1;
    /// The seat shared the win with other seats (a draw).
    pub const DRAW: i8 = 0;
    /// The seat is not among the winners (nor is anyone when the game has no winner).
    pub const LOSS: i8 = -1;
}

/// `seat`'s result in a game won by the seats of bit set `winners` ([`Outcome::winners`]):
/// [`result::WIN`] for the only winner, [`result::DRAW`] for one of several winners,
/// [`result::LOSS`] otherwise.
pub fn seat_result(winners: u16, seat: u8) -> i8 {
    if seat >= 16 || winners & (1 << seat) == 0 {
        result::LOSS
    } else if winners.count_ones() == 1 {
        result::WIN
    } else {
        result::DRAW
    }
}

/// The decisions of a batch of games, one row per decision, as flat columns: row `r` has its
/// observation at `observation[r * OBSERVATION_SIZE..][..OBSERVATION_SIZE]` and its mask at
/// `mask[r * NUM_ACTIONS..][..NUM_ACTIONS]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trajectories {
    /// Each game's result, in seed order: exactly what [`crate::simulate::simulate`] returns
    /// for the same batch.
    pub games: Vec<GameResult>,
    /// The index in [`Trajectories::games`] of each row's game.
    pub game: Vec<u32>,
    /// The seat that decides.
    pub seat: Vec<u8>,
    /// That seat's observation before the move, `OBSERVATION_SIZE` values per row.
    pub observation: Vec<f32>,
    /// Its legal-action mask, `NUM_ACTIONS` values per row: true for every legal action id.
    pub mask: Vec<bool>,
    /// The action id chosen.
    pub action: Vec<u16>,
    /// That seat's final score, as the game counts it.
    pub score: Vec<i32>,
    /// That seat's final result: [`result::WIN`], [`result::DRAW`] or [`result::LOSS`].
    pub result: Vec<i8>,
}

impl Trajectories {
    /// The number of rows (decisions).
    pub fn rows(&self) -> usize {
        self.game.len()
    }
}

/// The decisions of one game, recorded while it is played: the seat and the action of each.
#[derive(Default)]
struct GameRows {
    seat: Vec<u8>,
    action: Vec<u16>,
}

/// A batch of games as [`play_until`] played them, before their observations and masks are
/// written: each game's result and, for every decision (row) in seed order and within a game in
/// the order of play, the deciding seat and the action id chosen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Decisions {
    /// Each game's result, in seed order: exactly what [`crate::simulate::simulate`] returns
    /// for the same batch. Game `i` has `games[i].decisions` rows.
    pub games: Vec<GameResult>,
    /// The seat that decides, one per row.
    pub seat: Vec<u8>,
    /// The action id chosen, one per row.
    pub action: Vec<u16>,
}

impl Decisions {
    /// The number of rows (decisions).
    pub fn rows(&self) -> usize {
        self.seat.len()
    }

    /// Each row's game (its index in [`Decisions::games`]) and seat, in row order.
    pub fn game_and_seat(&self) -> impl Iterator<Item = (usize, &GameResult, u8)> + '_ {
        let games = self.games.iter().enumerate();
        let per_row = games.flat_map(|(index, game)| std::iter::repeat_n((index, game), game.decisions as usize));
        per_row.zip(&self.seat).map(|((index, game), &seat)| (index, game, seat))
    }
}

/// Plays one game of `G` per seed as [`crate::simulate::simulate_until`] does (same seating,
/// bots and choices) and records every decision; `progress` is called after each finished game
/// (from any thread), and once `stop` is set no further game starts.
///
/// The games are played first, recording each decision's seat and action ([`play_until`]); the
/// columns are then allocated at their exact size, and the observations and masks written into
/// them in parallel while the recorded actions are replayed ([`observe_into`]; a replay costs a
/// fraction of the observations). Callers that hold their own buffers (numpy arrays, say) call
/// the two steps themselves.
///
/// # Errors
/// As [`crate::simulate::simulate_until`]: [`SimulateError`] for bad options, an unknown bot
/// name, no bots or more than [`crate::simulate::MAX_ENTRANTS`], [`SimulateError::Stopped`]
/// once stopped, and [`SimulateError::TooManyGames`] for more than [`MAX_TRAJECTORY_GAMES`]
/// seeds or rows that do not fit in memory.
pub fn trajectories_until<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
    stop: &AtomicBool,
) -> Result<Trajectories, SimulateError<G::SetupError>> {
    let decisions = play_until::<G>(options, seeds, entrants, rotate, progress, stop)?;
    let too_many = || SimulateError::TooManyGames(seeds.len());
    let rows = decisions.rows();
    let observation = zeroed(rows.checked_mul(G::OBSERVATION_SIZE).ok_or_else(too_many)?).ok_or_else(too_many)?;
    let mask = zeroed(rows.checked_mul(G::NUM_ACTIONS).ok_or_else(too_many)?).ok_or_else(too_many)?;
    let mut all = Trajectories { observation, mask, ..Trajectories::default() };
    observe_into::<G>(options, &decisions, &mut all.observation, &mut all.mask, stop)?;
    all.game.try_reserve_exact(rows).map_err(|_| too_many())?;
    all.score.try_reserve_exact(rows).map_err(|_| too_many())?;
    all.result.try_reserve_exact(rows).map_err(|_| too_many())?;
    for (index, game, seat) in decisions.game_and_seat() {
        all.game.push(index as u32);
        all.score.push(game.scores[usize::from(seat)]);
        all.result.push(seat_result(game.winners, seat));
    }
    (all.games, all.seat, all.action) = (decisions.games, decisions.seat, decisions.action);
    Ok(all)
}

/// `len` default (zero) values, or `None` if they do not fit in memory.
fn zeroed<T: Clone + Default>(len: usize) -> Option<Vec<T>> {
    let mut values = Vec::new();
    values.try_reserve_exact(len).ok()?;
    values.resize(len, T::default());
    Some(values)
}

/// The first step of [`trajectories_until`]: plays one game of `G` per seed as
/// [`crate::simulate::simulate_until`] does (same seating, bots and choices), recording each
/// decision's seat and action, without observations; `progress` is called after each finished
/// game (from any thread), and once `stop` is set no further game starts. Its rows are what
/// [`observe_into`] writes the observations and masks of.
///
/// # Errors
/// As [`trajectories_until`].
pub fn play_until<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
    progress: impl Fn() + Sync,
    stop: &AtomicBool,
) -> Result<Decisions, SimulateError<G::SetupError>> {
    let players = simulate::prepare::<G>(options, entrants)?;
    let too_many = || SimulateError::TooManyGames(seeds.len());
    if seeds.len() > MAX_TRAJECTORY_GAMES {
        return Err(too_many());
    }
    let mut played: Vec<(GameResult, GameRows)> = Vec::new();
    played.try_reserve_exact(seeds.len()).map_err(|_| too_many())?;
    seeds
        .par_iter()
        .enumerate()
        .map(|(i, &seed)| {
            let mut result = GameResult::placeholder(seed);
            let mut rows = GameRows::default();
            if stop.load(Ordering::Relaxed) {
                // A placeholder: the whole batch is discarded below.
                return (result, rows);
            }
            result.entrant_of_seat = simulate::seating(players, i, entrants.len(), rotate);
            let mut seats = simulate::seats::<G>(entrants, &result.entrant_of_seat[..players], seed);
            let mut game = G::set_up(options, seed);
            result.decisions = simulate::play(&mut game, &mut seats, |_, player, _, mv| {
                rows.seat.push(player);
                rows.action.push(G::action_id(mv));
            });
            result.set_outcome(&game.outcome());
            progress();
            (result, rows)
        })
        .collect_into_vec(&mut played);
    if stop.load(Ordering::Relaxed) {
        return Err(SimulateError::Stopped);
    }
    gather(played).ok_or_else(too_many)
}

/// The games' rows in seed order; `None` if they do not fit in memory.
fn gather(played: Vec<(GameResult, GameRows)>) -> Option<Decisions> {
    let rows: usize = played.iter().map(|(_, rows)| rows.seat.len()).sum();
    let mut all = Decisions::default();
    all.games.try_reserve_exact(played.len()).ok()?;
    all.seat.try_reserve_exact(rows).ok()?;
    all.action.try_reserve_exact(rows).ok()?;
    for (game, rows) in played {
        all.seat.extend_from_slice(&rows.seat);
        all.action.extend_from_slice(&rows.action);
        all.games.push(game);
    }
    Some(all)
}

/// The second step of [`trajectories_until`]: writes the observation and the mask of every row
/// of `decisions` into `observation` (`OBSERVATION_SIZE` values a row) and `mask`
/// (`NUM_ACTIONS` a row, each row's entries all set), replaying each game's recorded actions,
/// games in parallel; once `stop` is set, no further game is replayed. Nothing is allocated per
/// row: the caller's buffers (numpy arrays, say) are written in place.
///
/// # Errors
/// [`SimulateError::Stopped`] once stopped (the rows are then not all written).
///
/// # Panics
/// If `observation` or `mask` is not exactly as long as the rows need, or `decisions` are not
/// those [`play_until`] recorded for `options` (a game's rows or actions do not fit its seed).
pub fn observe_into<G: GameRules>(
    options: &G::Options,
    decisions: &Decisions,
    observation: &mut [f32],
    mask: &mut [bool],
    stop: &AtomicBool,
) -> Result<(), SimulateError<G::SetupError>> {
    let rows = decisions.rows();
    let (obs, actions) = (G::OBSERVATION_SIZE, G::NUM_ACTIONS);
    assert_eq!(decisions.action.len(), rows, "one action a row");
    assert_eq!(Some(observation.len()), rows.checked_mul(obs), "OBSERVATION_SIZE values a row");
    assert_eq!(Some(mask.len()), rows.checked_mul(actions), "NUM_ACTIONS values a row");
    // Each game's share of the columns, split off in seed order.
    let mut parts = Vec::with_capacity(decisions.games.len());
    let (mut observation, mut mask, mut action) = (observation, mask, &decisions.action[..]);
    for game in &decisions.games {
        let n = game.decisions as usize;
        let (o, rest_o) = std::mem::take(&mut observation).split_at_mut(n * obs);
        let (m, rest_m) = std::mem::take(&mut mask).split_at_mut(n * actions);
        let (a, rest_a) = action.split_at(n);
        (observation, mask, action) = (rest_o, rest_m, rest_a);
        parts.push((game.seed, o, m, a));
    }
    assert!(action.is_empty(), "rows beyond the games' decisions");
    parts.into_par_iter().for_each(|(seed, observation, mask, action)| {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let mut game = G::set_up(options, seed);
        let mut legal = G::MoveList::default();
        let rows = observation.chunks_exact_mut(obs).zip(mask.chunks_exact_mut(actions)).zip(action);
        for ((observation, mask), &id) in rows {
            let player = game.current_player().expect("a recorded decision");
            game.view(player).observation(observation);
            game.legal_moves_into(&mut legal);
            mask.fill(false);
            for &mv in legal.iter() {
                mask[usize::from(G::action_id(mv))] = true;
            }
            game.perform_with(G::move_from_action_id(id).expect("a recorded action"), &mut NoEvents);
        }
    });
    if stop.load(Ordering::Relaxed) {
        return Err(SimulateError::Stopped);
    }
    Ok(())
}
