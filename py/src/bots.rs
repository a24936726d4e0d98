//! `Bot`: the core's bots, which choose a move from a view and the legal moves.

use game_core::GameView;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::Mutex;
use std::time::Duration;

use herr_der_ziegen::bots::{self, Bot};
use herr_der_ziegen::simulate::GameResult;
use herr_der_ziegen::{Game, Move};
use pyo3::exceptions::{PyMemoryError, PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::convert;
use crate::game::move_arg;
use crate::moves::PyMove;
use crate::view::PyPlayerView;

/// A computer player from the engine: `Bot("random", seed)`, `Bot("greedy")`, `Bot("ismcts",
/// seed)` (information-set Monte Carlo tree search, 500 iterations per decision) or
/// `Bot("ismcts:N", seed)` (N iterations, 1 to 100000). `Bot("ismcts", seed, seconds=0.5)`
/// searches for a time instead (more than 0, at most 10 s; its choices then depend on the
/// machine's speed).
///
/// Bots see only a `PlayerView` and the legal moves, never the full game, so they cannot cheat:
/// `bot.choose(game.view(player), game.legal_moves())`.
#[pyclass(name = "Bot", module = "herr_der_ziegen")]
pub struct PyBot {
    name: String,
    bot: Mutex<Box<dyn Bot<Game> + Send>>,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (name, seed=None, *, seconds=None), text_signature = "(name, seed=0, *, seconds=None)")]
    fn py_new(name: &str, seed: Option<&Bound<'_, PyAny>>, seconds: Option<&Bound<'_, PyAny>>) -> PyResult<PyBot> {
        let seed = seed.map_or(Ok(0), |seed| convert::u64_arg(seed, "the seed"))?;
        let bot = match seconds {
            None => bots::by_name(name, seed).ok_or_else(|| PyValueError::new_err(bots::unknown_bot_message(name)))?,
            Some(seconds) => timed_bot(name, seconds, seed)?,
        };
        Ok(PyBot { name: name.to_string(), bot: Mutex::new(bot) })
    }

    /// The bot's name.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// Chooses one of `legal_moves` (`Move`s or action ids, not empty) knowing only `view`. The
    /// moves may be all of the seat's legal moves (`game.legal_moves()`, or `view.legal_moves()`)
    /// or some of them; a move that is not legal for the view's seat now raises `ValueError`, as
    /// does a view of a seat that does not decide now. The search runs with the GIL released, so
    /// bots in several threads think at once.
    fn choose<'py>(
        &self,
        py: Python<'py>,
        view: PyRef<'_, PyPlayerView>,
        legal_moves: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyMove>> {
        let legal = legal_moves
            .try_iter()
            .map_err(|_| PyTypeError::new_err("legal_moves is a list of Moves or action ids"))?
            .map(|m| move_arg(&m?))
            .collect::<PyResult<Vec<Move>>>()?;
        if legal.is_empty() {
            return Err(PyValueError::new_err("there is no legal move to choose from"));
        }
        // The bot chooses among the moves it is given, which must be this seat's choices now.
        let allowed = view.view.legal_moves();
        if let Some(wrong) = legal.iter().find(|mv| !allowed.contains(mv)) {
            let seat = view.view.seat();
            return Err(PyValueError::new_err(match view.view.current_player() {
                Some(player) if player == seat => format!("{wrong} is not a legal move of seat {seat} now"),
                Some(player) => format!("seat {seat} does not decide now (seat {player} does)"),
                None => "the game is over".to_string(),
            }));
        }
        let (bot, view) = (&self.bot, &view.view);
        let chosen = py.detach(|| bot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).choose(view, &legal));
        crate::moves::interned(py)?.get(chosen)
    }

    fn __repr__(&self) -> String {
        format!("<Bot {}>", self.name)
    }
}

/// `Bot("ismcts", seed, seconds=t)`: IS-MCTS searching for `t` seconds per decision.
fn timed_bot(name: &str, seconds: &Bound<'_, PyAny>, seed: u64) -> PyResult<Box<dyn Bot<Game> + Send>> {
    if name != "ismcts" {
        return Err(PyValueError::new_err(format!("only \"ismcts\" searches for a time, not {name:?}")));
    }
    if seconds.is_instance_of::<pyo3::types::PyBool>() {
        return Err(PyTypeError::new_err("seconds is a number, not a bool"));
    }
    let max = bots::MAX_SEARCH_TIME.as_secs_f64();
    let out_of_range = |shown: &dyn std::fmt::Display| {
        PyValueError::new_err(format!("a search of {shown} s: the time is more than 0 and at most {max} s"))
    };
    let value: f64 = match seconds.extract() {
        Ok(value) => value,
        // An int too large for a float is a number all the same, and out of range.
        Err(_) if seconds.is_instance_of::<pyo3::types::PyInt>() => return Err(out_of_range(seconds)),
        Err(_) => return Err(PyTypeError::new_err("seconds is a number")),
    };
    // The range is checked on the number given; a positive time below a nanosecond searches for
    // one nanosecond, the clock's step.
    if !(value > 0.0 && value <= max) {
        return Err(out_of_range(&value));
    }
    let time = std::time::Duration::from_secs_f64(value).max(std::time::Duration::from_nanos(1));
    Ok(bots::timed_ismcts(time, seed).expect("checked: more than 0, at most the maximum"))
}

/// Plays `games` seeded games (seeds `seed`, `seed + 1`, ...) between `bots` on all cores, with
/// the GIL released, and returns numpy arrays: `seeds` (uint64, games), `entrants`
/// (int8, games x players: index into `bots` of the bot at each seat), `totals` (int32, games x
/// players), `winners` (bool, games x players) and `decisions` (int32, games).
///
/// With `rotate`, game `i` seats bot `(seat + i) % len(bots)`, so every bot plays every seat
/// equally often. Raises `SetupError` for a bad player count, `TypeError` for `bots` given as one
/// str rather than a list of names, `ValueError` for an unknown bot or more than 127 bots, and
/// `MemoryError` for more games than the results have memory for.
/// Ctrl-C stops the batch once the games under way finish, raising `KeyboardInterrupt`.
#[pyfunction]
#[pyo3(signature = (players, games, bots, seed=None, rotate=true), text_signature = "(players, games, bots, seed=0, rotate=True)")]
pub fn simulate<'py>(
    py: Python<'py>,
    players: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    bots: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rotate: bool,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    hdz_batch(py, players, games, bots, seed, rotate, simulate_games::<herr_der_ziegen::Game>)
}

/// What runs a batch of game `G` from its options, game count, bot names, first seed and
/// seating: [`simulate_games`] or [`trajectory_games`].
pub type BatchRunner<'py, G> = fn(
    Python<'py>,
    &<G as game_core::GameRules>::Options,
    u64,
    &[String],
    u64,
    bool,
) -> PyResult<Bound<'py, pyo3::types::PyDict>>;

/// The arguments every batch function reads alike, in every game: the bot names (a list of str,
/// not one str), the number of games and the first seed (default 0).
pub fn batch_args(
    bots: &Bound<'_, PyAny>,
    games: &Bound<'_, PyAny>,
    seed: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Vec<String>, u64, u64)> {
    let bots = convert::str_list(bots, "bots")?;
    let games = convert::u64_arg(games, "games")?;
    let seed = seed.map_or(Ok(0), |seed| convert::u64_arg(seed, "the seed"))?;
    Ok((bots, games, seed))
}

/// Herr der Ziegen's `simulate` and `trajectories`: its player count and default options, then
/// `run`.
fn hdz_batch<'py>(
    py: Python<'py>,
    players: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    bots: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rotate: bool,
    run: BatchRunner<'py, herr_der_ziegen::Game>,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    let players = convert::player_count::<herr_der_ziegen::Game>(players)?;
    let (bots, games, seed) = batch_args(bots, games, seed)?;
    let options = herr_der_ziegen::Options::new(players).map_err(|e| crate::errors::setup_error(py, &e))?;
    run(py, &options, games, &bots, seed, rotate)
}

/// The body of every game's `simulate`: plays `games` games of `G` set up by `options` (seeds
/// `seed`, `seed + 1`, ...) between `bots` with the GIL released and Ctrl-C watched, and returns
/// the result arrays (see [`simulate`]).
pub fn simulate_games<'py, G: game_core::GameRules>(
    py: Python<'py>,
    options: &G::Options,
    games: u64,
    bots: &[String],
    seed: u64,
    rotate: bool,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    use game_core::simulate::simulate_until as run;
    let seeds = batch_seeds(games, seed)?;
    let names: Vec<&str> = bots.iter().map(String::as_str).collect();
    let (results, interrupted) =
        py.detach(|| interruptible(|stop| run::<G>(options, &seeds, &names, rotate, || {}, stop)));
    if let Some(err) = interrupted {
        return Err(err);
    }
    let results = results.map_err(|e| batch_error(py, e))?;
    let n = usize::from(G::players_in(options));
    let dict = pyo3::types::PyDict::new(py);
    dict.set_item("seeds", result_array(py, &results, 1, "uint64", |r, _| r.seed.to_ne_bytes())?)?;
    dict.set_item("entrants", result_array(py, &results, n, "int8", |r, p| [r.entrant_of_seat[p]])?)?;
    dict.set_item("totals", result_array(py, &results, n, "int32", |r, p| r.scores[p].to_ne_bytes())?)?;
    let winners = result_array(py, &results, n, "bool", |r, p| [u8::from(r.winners & (1 << p) != 0)])?;
    dict.set_item("winners", winners)?;
    dict.set_item("decisions", result_array(py, &results, 1, "int32", |r, _| (r.decisions as i32).to_ne_bytes())?)?;
    Ok(dict)
}

/// The seeds of a batch of `games` games from `seed`: `seed`, `seed + 1`, ...
///
/// # Errors
/// `MemoryError` when they do not fit in memory.
fn batch_seeds(games: u64, seed: u64) -> PyResult<Vec<u64>> {
    // Reserved first: a count too large for memory raises `MemoryError` instead of aborting.
    let mut seeds: Vec<u64> = Vec::new();
    usize::try_from(games)
        .ok()
        .and_then(|n| seeds.try_reserve_exact(n).ok())
        .ok_or_else(|| PyMemoryError::new_err(format!("the results of {games} games do not fit in memory")))?;
    seeds.extend((0..games).map(|i| seed.wrapping_add(i)));
    Ok(seeds)
}

/// The Python exception of a batch's error: `SetupError`, `MemoryError` or `ValueError`.
fn batch_error<E: std::error::Error>(py: Python<'_>, err: game_core::simulate::SimulateError<E>) -> PyErr {
    use game_core::simulate::SimulateError;
    match err {
        SimulateError::Setup(e) => crate::generic::error(py, crate::errors::Kind::Setup, &e),
        e @ SimulateError::TooManyGames(_) => PyMemoryError::new_err(e.to_string()),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// Plays `games` seeded games (seeds `seed`, `seed + 1`, ...) between `bots` on all cores, as
/// `simulate` does (the same games), with the GIL released, and returns every decision as one
/// row of numpy arrays: `game` (int32, rows: index of the row's game in the batch), `seat`
/// (int8: the seat deciding), `observation` (float32, rows x OBSERVATION_SIZE: that seat's
/// observation before the move), `mask` (bool, rows x NUM_ACTIONS: its legal actions), `action`
/// (int16: the action id chosen), `score` (int32: that seat's final total) and `result` (int8:
/// 1 if that seat won alone, 0 if it shared the win, -1 otherwise), with `seeds` (uint64,
/// games). Rows come in game order, then in the order of play.
///
/// A batch holds about rows x (4 x OBSERVATION_SIZE + NUM_ACTIONS) bytes. Raises the
/// exceptions of `simulate`, `MemoryError` also when the rows do not fit in memory; Ctrl-C
/// stops the batch once the games under way finish, raising `KeyboardInterrupt`.
#[pyfunction]
#[pyo3(signature = (players, games, bots, seed=None, rotate=true), text_signature = "(players, games, bots, seed=0, rotate=True)")]
pub fn trajectories<'py>(
    py: Python<'py>,
    players: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    bots: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rotate: bool,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    hdz_batch(py, players, games, bots, seed, rotate, trajectory_games::<herr_der_ziegen::Game>)
}

/// The body of every game's `trajectories`: plays the games `simulate_games` plays, recording
/// every decision, with the GIL released and Ctrl-C watched, and returns the row arrays (see
/// [`trajectories`]).
pub fn trajectory_games<'py, G: game_core::GameRules>(
    py: Python<'py>,
    options: &G::Options,
    games: u64,
    bots: &[String],
    seed: u64,
    rotate: bool,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    use game_core::trajectories::trajectories_until as run;
    // Action ids are held as int16.
    const { assert!(G::NUM_ACTIONS <= 1 << 15) };
    let seeds = batch_seeds(games, seed)?;
    let names: Vec<&str> = bots.iter().map(String::as_str).collect();
    let (batch, interrupted) =
        py.detach(|| interruptible(|stop| run::<G>(options, &seeds, &names, rotate, || {}, stop)));
    drop(seeds);
    if let Some(err) = interrupted {
        return Err(err);
    }
    let mut batch = batch.map_err(|e| batch_error(py, e))?;
    let dict = pyo3::types::PyDict::new(py);
    // Each column is freed once copied, so that the batch is not held twice over.
    let games = std::mem::take(&mut batch.games);
    dict.set_item("seeds", column(py, &games, 1, "uint64", |g| g.seed.to_ne_bytes())?)?;
    drop(games);
    dict.set_item("game", column(py, &std::mem::take(&mut batch.game), 1, "int32", |&g| (g as i32).to_ne_bytes())?)?;
    dict.set_item("seat", column(py, &std::mem::take(&mut batch.seat), 1, "int8", |&s| [s])?)?;
    let observation = std::mem::take(&mut batch.observation);
    dict.set_item("observation", column(py, &observation, G::OBSERVATION_SIZE, "float32", |v| v.to_ne_bytes())?)?;
    drop(observation);
    dict.set_item("mask", column(py, &std::mem::take(&mut batch.mask), G::NUM_ACTIONS, "bool", |&m| [u8::from(m)])?)?;
    dict.set_item(
        "action",
        column(py, &std::mem::take(&mut batch.action), 1, "int16", |&a| (a as i16).to_ne_bytes())?,
    )?;
    dict.set_item("score", column(py, &std::mem::take(&mut batch.score), 1, "int32", |s| s.to_ne_bytes())?)?;
    dict.set_item("result", column(py, &std::mem::take(&mut batch.result), 1, "int8", |r| r.to_ne_bytes())?)?;
    Ok(dict)
}

/// One column of a batch as a numpy array of dtype `dtype`, shaped (rows,) or, with `width`
/// values a row, (rows, width); written in place as [`result_array`] writes.
///
/// # Errors
/// `MemoryError` when the array does not fit in memory.
fn column<'py, T, const W: usize>(
    py: Python<'py>,
    values: &[T],
    width: usize,
    dtype: &str,
    bytes: impl Fn(&T) -> [u8; W],
) -> PyResult<Bound<'py, PyAny>> {
    // No overflow: `values` is in memory, and no value takes fewer bytes there than in the array.
    let array = convert::numpy_array_with(py, values.len() * W, dtype, |buffer| {
        for (slot, value) in buffer.chunks_exact_mut(W).zip(values) {
            slot.copy_from_slice(&bytes(value));
        }
    })?;
    if width == 1 {
        Ok(array)
    } else {
        array.call_method1("reshape", (values.len() / width, width))
    }
}

/// Runs `work` on a thread of its own while this thread, which called from Python, waits and
/// runs Python's signal handlers every 50 ms, so that Ctrl-C (`KeyboardInterrupt`) or another
/// exception raised by a handler sets the stop flag given to `work`. Returns what `work`
/// returned and the handler's exception, if one was raised. Called with the GIL released.
fn interruptible<T: Send>(work: impl FnOnce(&AtomicBool) -> T + Send) -> (T, Option<PyErr>) {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (done, finished) = std::sync::mpsc::channel();
        let stop = &stop;
        // `done` moves in, so that a panic drops it and ends the wait below too.
        let worker = scope.spawn(move || {
            let result = work(stop);
            // Wakes the waiting thread at once (which never stops listening first).
            let _ = done.send(());
            result
        });
        let mut interrupted = None;
        while let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(Duration::from_millis(50)) {
            if interrupted.is_none() {
                // Handlers run only on Python's main thread; elsewhere this returns Ok.
                if let Err(err) = Python::attach(|py| py.check_signals()) {
                    stop.store(true, Ordering::Relaxed);
                    interrupted = Some(err);
                }
            }
        }
        let result = worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (result, interrupted)
    })
}

/// One result array of numpy dtype `dtype`: `value(result, seat)` for every game and each of
/// `seats` seats, shaped (games, seats), or (games,) with `seats` 1 for a per-game value.
/// Written in place and generic over the value, so that the hundreds of thousands of values of
/// a large batch are plain stores: this serial step otherwise holds up the next batch.
///
/// # Errors
/// `MemoryError` when the array does not fit in memory.
fn result_array<'py, const W: usize>(
    py: Python<'py>,
    results: &[GameResult],
    seats: usize,
    dtype: &str,
    value: impl Fn(&GameResult, usize) -> [u8; W],
) -> PyResult<Bound<'py, PyAny>> {
    // No overflow: `results` is in memory, and each result is larger than its values.
    let array = convert::numpy_array_with(py, results.len() * seats * W, dtype, |bytes| {
        let mut slots = bytes.chunks_exact_mut(W);
        for result in results {
            for seat in 0..seats {
                slots.next().expect("sized for every value").copy_from_slice(&value(result, seat));
            }
        }
    })?;
    if seats == 1 {
        Ok(array)
    } else {
        array.call_method1("reshape", (results.len(), seats))
    }
}
