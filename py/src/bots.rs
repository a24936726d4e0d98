//! The engine's bots for every game: made by name (`random`, `greedy`, `ismcts`, `expert`, the
//! search bots with a budget as in `ismcts:500` or `expert:250ms`) or as a search for a time in
//! seconds, choosing from a view (and the expert estimating its moves) with the GIL released.

use std::sync::Mutex;
use std::time::Duration;

use game_core::bots::{self, Bot, MoveAnalysis};
use game_core::{CommonMoveError, GameRules, GameView};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};

use crate::convert;
use crate::errors::{self, Kind};

/// A bot of one game, shared between threads: it locks itself while it thinks.
pub type SharedBot<G> = Mutex<Box<dyn Bot<G> + Send>>;

/// `Bot(name, seed, seconds=...)` of game `G`: the bot called `name` seeded with `seed`
/// (default 0), or with `seconds` the search bot `name` (`ismcts` or `expert`) thinking for that
/// time per decision.
///
/// # Errors
/// `ValueError` for an unknown name, a seed out of range or a time out of range; `TypeError`
/// for a seed or time of the wrong type.
pub fn new_bot<G: GameRules>(
    name: &str,
    seed: Option<&Bound<'_, PyAny>>,
    seconds: Option<&Bound<'_, PyAny>>,
) -> PyResult<SharedBot<G>> {
    let seed = seed.map_or(Ok(0), |seed| convert::u64_arg(seed, "the seed"))?;
    let bot = match seconds {
        None => bots::named::<G>(name, seed).map_err(|e| PyValueError::new_err(e.to_string()))?,
        Some(seconds) => timed_bot::<G>(name, seconds, seed)?,
    };
    Ok(Mutex::new(bot))
}

/// `Bot("ismcts", seed, seconds=t)` or `Bot("expert", ...)`: the search bot thinking `t` seconds
/// per decision.
fn timed_bot<G: GameRules>(name: &str, seconds: &Bound<'_, PyAny>, seed: u64) -> PyResult<Box<dyn Bot<G> + Send>> {
    if !matches!(name, "ismcts" | "expert") || (name == "expert" && G::EXPERT_BOT.is_none()) {
        return Err(PyValueError::new_err(format!("only \"ismcts\" and \"expert\" search for a time, not {name:?}")));
    }
    if seconds.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err("seconds is a number, not a bool"));
    }
    let max = bots::MAX_SEARCH_TIME.as_secs_f64();
    let out_of_range = |shown: &dyn std::fmt::Display| {
        PyValueError::new_err(format!("a search of {shown} s: the time is more than 0 and at most {max} s"))
    };
    let value: f64 = match seconds.extract() {
        Ok(value) => value,
        // An int too large for a float is a number all the same, and out of range.
        Err(_) if seconds.is_instance_of::<PyInt>() => return Err(out_of_range(seconds)),
        Err(_) => return Err(PyTypeError::new_err("seconds is a number")),
    };
    // The range is checked on the number given; a positive time below a nanosecond searches for
    // one nanosecond, the clock's step.
    if !(value > 0.0 && value <= max) {
        return Err(out_of_range(&value));
    }
    let time = Duration::from_secs_f64(value).max(Duration::from_nanos(1));
    bots::timed::<G>(name, time, seed).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// Whether the seat of `view` decides now, as a move would be refused otherwise.
///
/// # Errors
/// `IllegalMoveError` (a `ValueError`) with reason `"game_over"` once the game is over, or
/// `"not_your_turn"` while another seat decides.
fn deciding<V: GameView>(py: Python<'_>, view: &V) -> PyResult<()> {
    match view.check_deciding() {
        Ok(()) => Ok(()),
        Err(CommonMoveError::NotYourTurn { expected, got }) => Err(errors::raise(
            py,
            Kind::IllegalMove,
            format!("seat {got} does not decide now (seat {expected} does)"),
            "not_your_turn".to_string(),
        )),
        Err(_) => Err(errors::raise(py, Kind::IllegalMove, "the game is over".to_string(), "game_over".to_string())),
    }
}

/// The bot's choice among `legal` (by default all the view's seat's legal moves; given, they
/// must be some of them), searched with the GIL released.
///
/// # Errors
/// `IllegalMoveError` if the view's seat does not decide now (see `deciding`); `ValueError` if a
/// given move is not one of its legal moves, or if there is none to choose from.
pub fn choose<G: GameRules>(
    py: Python<'_>,
    bot: &SharedBot<G>,
    view: &G::View,
    legal: Option<Vec<G::Move>>,
) -> PyResult<G::Move> {
    deciding(py, view)?;
    let allowed = view.legal_moves();
    let seat = view.seat();
    let legal = legal.unwrap_or_else(|| allowed.to_vec());
    if let Some(wrong) = legal.iter().find(|mv| !allowed.contains(mv)) {
        return Err(PyValueError::new_err(format!("{wrong} is not a legal move of seat {seat} now")));
    }
    if legal.is_empty() {
        return Err(PyValueError::new_err("there is no legal move to choose from"));
    }
    Ok(py.detach(|| bot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).choose(view, &legal)))
}

/// The estimate of every legal move of the seat of `view` (which must decide now) by `bot`, called
/// `name`, in the order of its legal moves, searched with the GIL released.
///
/// # Errors
/// `IllegalMoveError` if the view's seat does not decide now (see `deciding`); `ValueError` if
/// the bot does not estimate its moves.
pub fn analyse<G: GameRules>(
    py: Python<'_>,
    bot: &SharedBot<G>,
    name: &str,
    view: &G::View,
) -> PyResult<Vec<MoveAnalysis<G::Move>>> {
    deciding(py, view)?;
    let legal = view.legal_moves();
    py.detach(|| bot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).analyse(view, &legal))
        .ok_or_else(|| PyValueError::new_err(format!("the bot {name:?} does not estimate its moves (the expert does)")))
}
