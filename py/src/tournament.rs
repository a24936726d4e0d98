//! `standings`: the tournament statistics of the core (`game_core::tournament`) over the result
//! arrays of any game's `simulate`.

use game_core::outcome::MAX_SEATS;
use game_core::simulate::GameResult;
use game_core::tournament::{self, Estimate};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

use crate::convert;

/// Each bot's record over the games of `results`, the dict of numpy arrays that `simulate` (of
/// any game) returns, whose `entrants` index into `bots`, the list of bot names given to it. One
/// dict per bot, in the order of `bots`: `bot` (its name), `seats` (seats it played: one per
/// game and seat it held), `win_rate` (its share of the wins per seat played: 1 for a win alone,
/// `1/k` for a win shared by `k`), `score` (its mean score per seat played), and
/// `win_rate_half_width` and `score_half_width`, the half-widths of their 95% confidence
/// intervals (normal approximation; 0 with fewer than two seats).
///
/// The statistics are those of the core's tournament, computed in the order of the games, so
/// that the same result arrays always give the same floats. Raises `TypeError` when `results`
/// lacks one of `entrants`, `totals` and `winners`, and `ValueError` when their shapes differ or
/// an entrant is not an index into `bots`.
#[pyfunction]
pub fn standings<'py>(
    py: Python<'py>,
    results: &Bound<'py, PyAny>,
    bots: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let names = convert::str_list(bots, "bots")?;
    let (entrants, shape) = column(results, "entrants", "int8")?;
    let (totals, totals_shape) = column(results, "totals", "int32")?;
    let (winners, winners_shape) = column(results, "winners", "bool")?;
    if totals_shape != shape || winners_shape != shape {
        return Err(PyValueError::new_err(format!(
            "entrants, totals and winners have the same shape (games, players), not {shape:?}, {totals_shape:?} and \
             {winners_shape:?}"
        )));
    }
    let (games, players) = shape;
    if !(1..=MAX_SEATS).contains(&players) {
        return Err(PyValueError::new_err(format!("a game has 1 to {MAX_SEATS} seats, not {players}")));
    }
    let mut results = Vec::with_capacity(games);
    for game in 0..games {
        let mut result =
            GameResult { seed: 0, entrant_of_seat: [0; MAX_SEATS], scores: [0; MAX_SEATS], winners: 0, decisions: 0 };
        for seat in 0..players {
            let at = game * players + seat;
            let entrant = entrants[at] as i8;
            if entrant < 0 || entrant as usize >= names.len() {
                return Err(PyValueError::new_err(format!(
                    "game {game} seats entrant {entrant} at seat {seat}: there are {} bots",
                    names.len()
                )));
            }
            result.entrant_of_seat[seat] = entrant as u8;
            let total = &totals[4 * at..4 * at + 4];
            result.scores[seat] = i32::from_ne_bytes([total[0], total[1], total[2], total[3]]);
            if winners[at] != 0 {
                result.winners |= 1 << seat;
            }
        }
        results.push(result);
    }
    let players = u8::try_from(players).expect("at most MAX_SEATS");
    let table = py.detach(|| tournament::standings(&results, players, names.len()));
    let list = PyList::empty(py);
    for (standing, name) in table.iter().zip(&names) {
        let row = PyDict::new(py);
        row.set_item("bot", name)?;
        row.set_item("seats", standing.seats)?;
        let Estimate { mean, half_width } = standing.win_rate;
        row.set_item("win_rate", mean)?;
        row.set_item("win_rate_half_width", half_width)?;
        let Estimate { mean, half_width } = standing.score;
        row.set_item("score", mean)?;
        row.set_item("score_half_width", half_width)?;
        list.append(row)?;
    }
    Ok(list)
}

/// The bytes of `results[key]` as a C-ordered numpy array of dtype `dtype` (`"bool"` or an
/// integer type), and its shape, which must be (games, players). The values must be of that kind
/// and fit that type: numpy's conversion alone would truncate floats and wrap large integers.
fn column(results: &Bound<'_, PyAny>, key: &str, dtype: &str) -> PyResult<(Vec<u8>, (usize, usize))> {
    let value = results.get_item(key).map_err(|_| {
        PyTypeError::new_err(format!("results is the dict that simulate returns, with {key:?} among its arrays"))
    })?;
    let py = results.py();
    let numpy = py.import("numpy")?;
    let given = numpy.call_method1("asarray", (value,))?;
    let given_dtype = given.getattr("dtype")?;
    let kind: String = given_dtype.getattr("kind")?.extract()?;
    let kinds = if dtype == "bool" { "b" } else { "iu" };
    if !kinds.contains(kind.as_str()) {
        let expected = if dtype == "bool" { "bools" } else { "integers" };
        return Err(PyValueError::new_err(format!(
            "results[{key:?}] holds {expected}, not values of dtype {}",
            given_dtype.str()?
        )));
    }
    let size: usize = given.getattr("size")?.extract()?;
    if dtype != "bool" && size > 0 {
        let int = py.import("builtins")?.getattr("int")?;
        let low: i128 = int.call1((given.call_method0("min")?,))?.extract()?;
        let high: i128 = int.call1((given.call_method0("max")?,))?.extract()?;
        let range = numpy.call_method1("iinfo", (dtype,))?;
        let (min, max): (i128, i128) = (range.getattr("min")?.extract()?, range.getattr("max")?.extract()?);
        if low < min || high > max {
            return Err(PyValueError::new_err(format!(
                "results[{key:?}] holds values from {low} to {high}, out of the range of {dtype} ({min} to {max})"
            )));
        }
    }
    let array = numpy.call_method1("ascontiguousarray", (given, dtype))?;
    let shape: Vec<usize> = array.getattr("shape")?.extract()?;
    let [games, players] = shape[..] else {
        return Err(PyValueError::new_err(format!("results[{key:?}] has the shape (games, players), not {shape:?}")));
    };
    let bytes = array.call_method0("tobytes")?.cast_into::<PyBytes>()?.as_bytes().to_vec();
    Ok((bytes, (games, players)))
}
