//! The batch functions of every game, `simulate` and `trajectories`: many seeded games played
//! between named bots on all cores with the GIL released, their results as numpy arrays.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use game_core::simulate::GameResult;
use game_core::GameRules;
use numpy::{Element, PyArray2, PyArrayMethods};
use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

use crate::convert;
use crate::errors::{self, Kind};
use crate::python_rules::PythonRules;

/// The arguments of `simulate` and `trajectories` as Python passed them (the options as
/// keywords): every game's batch functions read them alike.
pub struct BatchArgs<'a, 'py> {
    /// The number of players.
    pub players: &'a Bound<'py, PyAny>,
    /// The number of games.
    pub games: &'a Bound<'py, PyAny>,
    /// The bot names.
    pub bots: &'a Bound<'py, PyAny>,
    /// The first seed (default 0).
    pub seed: Option<&'a Bound<'py, PyAny>>,
    /// Whether the bots take turns in the seats.
    pub rotate: bool,
    /// The game's keyword options.
    pub options: Option<&'a Bound<'py, PyDict>>,
}

/// Reads `args` for game `G` (bot names, game count, first seed, options) and hands them to
/// `run` ([`simulate_games`] or [`trajectory_games`]).
pub fn run<'py, G: PythonRules>(args: BatchArgs<'_, 'py>, run: BatchRunner<'py, G>) -> PyResult<Bound<'py, PyDict>> {
    let py = args.players.py();
    let bots = convert::str_list(args.bots, "bots")?;
    let games = convert::u64_arg(args.games, "games")?;
    let seed = args.seed.map_or(Ok(0), |seed| convert::u64_arg(seed, "the seed"))?;
    let options = G::options(args.players, args.options)?;
    run(py, &options, games, &bots, seed, args.rotate)
}

/// What runs a batch of game `G` from its options, game count, bot names, first seed and
/// seating: [`simulate_games`] or [`trajectory_games`].
pub type BatchRunner<'py, G> =
    fn(Python<'py>, &<G as GameRules>::Options, u64, &[String], u64, bool) -> PyResult<Bound<'py, PyDict>>;

/// The body of every game's `simulate`: plays `games` games of `G` set up by `options` (seeds
/// `seed`, `seed + 1`, ...) between `bots` with the GIL released and Ctrl-C watched, and returns
/// the result arrays (`seeds`, `entrants`, `totals`, `winners`, `decisions`).
pub fn simulate_games<'py, G: GameRules>(
    py: Python<'py>,
    options: &G::Options,
    games: u64,
    bots: &[String],
    seed: u64,
    rotate: bool,
) -> PyResult<Bound<'py, PyDict>> {
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
    let dict = PyDict::new(py);
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
        SimulateError::Setup(e) => errors::error(py, Kind::Setup, &e),
        e @ SimulateError::TooManyGames(_) => PyMemoryError::new_err(e.to_string()),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// The body of every game's `trajectories`: plays the games `simulate_games` plays, recording
/// every decision, with the GIL released and Ctrl-C watched, and returns the row arrays (see
/// `trajectories`).
///
/// Two steps, each with the GIL released: the games are played recording each decision's seat
/// and action ([`game_core::trajectories::play_until`]); then numpy allocates the observation
/// and mask arrays at their exact size, zeroed by `calloc` (so each page is faulted in once,
/// by the thread that writes it), and the games are replayed in parallel writing their rows
/// straight into them ([`game_core::trajectories::observe_into`]), with no intermediate rows
/// and no copy. The small columns are written from the recorded decisions.
pub fn trajectory_games<'py, G: GameRules>(
    py: Python<'py>,
    options: &G::Options,
    games: u64,
    bots: &[String],
    seed: u64,
    rotate: bool,
) -> PyResult<Bound<'py, PyDict>> {
    use game_core::trajectories::{observe_into, play_until, seat_result};
    // Action ids are held as int16.
    const { assert!(G::NUM_ACTIONS <= 1 << 15) };
    let seeds = batch_seeds(games, seed)?;
    let names: Vec<&str> = bots.iter().map(String::as_str).collect();
    let (decisions, interrupted) =
        py.detach(|| interruptible(|stop| play_until::<G>(options, &seeds, &names, rotate, || {}, stop)));
    drop(seeds);
    if let Some(err) = interrupted {
        return Err(err);
    }
    let decisions = decisions.map_err(|e| batch_error(py, e))?;
    let rows = decisions.rows();
    let observation = zeros::<f32>(py, rows, G::OBSERVATION_SIZE)?;
    let mask = zeros::<bool>(py, rows, G::NUM_ACTIONS)?;
    {
        let (mut observation, mut mask) = (observation.try_readwrite()?, mask.try_readwrite()?);
        let (observation, mask) = (observation.as_slice_mut()?, mask.as_slice_mut()?);
        let (written, interrupted) =
            py.detach(|| interruptible(|stop| observe_into::<G>(options, &decisions, observation, mask, stop)));
        if let Some(err) = interrupted {
            return Err(err);
        }
        written.map_err(|e| batch_error(py, e))?;
    }
    let dict = PyDict::new(py);
    dict.set_item("seeds", column(py, &decisions.games, "uint64", |g| g.seed.to_ne_bytes())?)?;
    dict.set_item("game", row_column(py, &decisions, "int32", |game, _, _| (game as i32).to_ne_bytes())?)?;
    dict.set_item("seat", column(py, &decisions.seat, "int8", |&s| [s])?)?;
    dict.set_item("observation", observation)?;
    dict.set_item("mask", mask)?;
    dict.set_item("action", column(py, &decisions.action, "int16", |&a| (a as i16).to_ne_bytes())?)?;
    let score = row_column(py, &decisions, "int32", |_, g, seat| g.scores[usize::from(seat)].to_ne_bytes())?;
    dict.set_item("score", score)?;
    dict.set_item(
        "result",
        row_column(py, &decisions, "int8", |_, g, seat| seat_result(g.winners, seat).to_ne_bytes())?,
    )?;
    Ok(dict)
}

static ZEROS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A C-contiguous numpy array of `T` shaped (rows, width), all zeros: `numpy.zeros`, whose
/// large arrays come from `calloc` (pages the kernel zeroes when they are first written).
///
/// # Errors
/// `MemoryError` when the array does not fit in memory.
fn zeros<'py, T: Element>(py: Python<'py>, rows: usize, width: usize) -> PyResult<Bound<'py, PyArray2<T>>> {
    let fits =
        rows.checked_mul(width).and_then(|n| n.checked_mul(size_of::<T>())).is_some_and(|n| n <= isize::MAX as usize);
    if !fits {
        return Err(PyMemoryError::new_err(format!("the {rows} rows of the batch do not fit in memory")));
    }
    let zeros =
        ZEROS.get_or_try_init(py, || -> PyResult<Py<PyAny>> { Ok(py.import("numpy")?.getattr("zeros")?.unbind()) })?;
    Ok(zeros.bind(py).call1(((rows, width), T::get_dtype(py)))?.cast_into::<PyArray2<T>>()?)
}

/// One column of a batch as a numpy array of dtype `dtype`, shaped (values,); written in place
/// as [`result_array`] writes.
///
/// # Errors
/// `MemoryError` when the array does not fit in memory.
fn column<'py, T, const W: usize>(
    py: Python<'py>,
    values: &[T],
    dtype: &str,
    bytes: impl Fn(&T) -> [u8; W],
) -> PyResult<Bound<'py, PyAny>> {
    // No overflow: `values` is in memory, and no value takes fewer bytes there than in the array.
    convert::numpy_array_with(py, values.len() * W, dtype, |buffer| {
        for (slot, value) in buffer.chunks_exact_mut(W).zip(values) {
            slot.copy_from_slice(&bytes(value));
        }
    })
}

/// A per-row column of a batch as a numpy array of dtype `dtype`, shaped (rows,): `bytes(game
/// index, game, seat)` for every row, written in place.
///
/// # Errors
/// `MemoryError` when the array does not fit in memory.
fn row_column<'py, const W: usize>(
    py: Python<'py>,
    decisions: &game_core::trajectories::Decisions,
    dtype: &str,
    bytes: impl Fn(usize, &GameResult, u8) -> [u8; W],
) -> PyResult<Bound<'py, PyAny>> {
    let len = decisions.rows().checked_mul(W).ok_or_else(|| PyMemoryError::new_err("the rows do not fit in memory"))?;
    convert::numpy_array_with(py, len, dtype, |buffer| {
        for (slot, (index, game, seat)) in buffer.chunks_exact_mut(W).zip(decisions.game_and_seat()) {
            slot.copy_from_slice(&bytes(index, game, seat));
        }
    })
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
