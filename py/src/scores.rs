//! `Scores`: the scores of a game of any game, in one shape: one `PlayerScore` per seat (the
//! game's own class, with `total` and the game's breakdown), the totals, the winners, whether
//! they are final, which way totals rank, and the game-wide details.
//!
//! The totals are read from the seats' scores ([`game_core::ScoreSheet`]), so that
//! `scores.totals[i] == scores.seats[i].total` at every moment of every game; the conformance
//! suite checks that these totals are the game's outcome.

use game_core::outcome::{Outcome, ScoreOrder};
use game_core::{ScoreSheet, SeatScore};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList, PyString, PyTuple};

use crate::convert;
use crate::python_rules::{PythonRules, SeatScoreOf};

/// Everybody's score, in seat order: `seats` (one `PlayerScore` each, with `total` and the
/// game's breakdown), `totals`, `winners`, `is_final`, `order` and the game-wide `details`.
#[pyclass(name = "Scores", module = "herr_der_ziegen", frozen)]
pub struct PyScores {
    seats: Vec<Py<PyAny>>,
    totals: Vec<i64>,
    winners: Vec<u32>,
    is_final: bool,
    order: ScoreOrder,
    details: Py<PyDict>,
}

/// The name of a score order, as the documents write it.
fn order_name(order: ScoreOrder) -> &'static str {
    match order {
        ScoreOrder::HigherWins => "higher_wins",
        ScoreOrder::LowerWins => "lower_wins",
    }
}

impl PyScores {
    /// The scores of a game of `G`: `scores` with their breakdown (each seat's total among them)
    /// and the winners of `outcome`; `seat` makes one seat's `PlayerScore` object.
    pub fn of<G: PythonRules>(
        py: Python<'_>,
        scores: &G::Scores,
        outcome: &Outcome,
        is_final: bool,
        seat: impl Fn(SeatScoreOf<G>) -> PyResult<Py<PyAny>>,
    ) -> PyResult<PyScores> {
        let sheet = scores.seats();
        let totals: Vec<i64> = sheet.iter().map(SeatScore::total).collect();
        let seats = sheet.iter().copied().map(seat).collect::<PyResult<Vec<_>>>()?;
        let winners: Vec<u32> = (0..outcome.players).filter(|&s| outcome.is_winner(s)).map(u32::from).collect();
        let details = G::score_details(py, scores)?.unbind();
        Ok(PyScores { seats, totals, winners, is_final, order: outcome.order, details })
    }

    fn seat_index(&self, player: &Bound<'_, PyAny>) -> PyResult<usize> {
        let n = self.seats.len() as i64;
        let no_player = || PyIndexError::new_err(format!("no player {player} among {n}"));
        let player = match convert::int_arg(player, "a seat") {
            Ok(player) => player,
            Err(err) if err.is_instance_of::<PyValueError>(player.py()) => return Err(no_player()),
            Err(err) => return Err(err),
        };
        let index = if player < 0 { player + n } else { player };
        usize::try_from(index).ok().filter(|&i| i < self.seats.len()).ok_or_else(no_player)
    }

    /// The fields that make two scores equal, as one tuple.
    fn key<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let seats = PyTuple::new(py, self.seats.iter().map(|s| s.bind(py)))?;
        let details = self.details.bind(py).items();
        (seats, self.totals.clone(), self.winners.clone(), self.is_final, order_name(self.order), details)
            .into_pyobject(py)
    }
}

#[pymethods]
impl PyScores {
    /// Scores built by hand: `seats` (one `PlayerScore` per seat, of one game), `winners` (the
    /// seats with the best total under `order`, in increasing order: `ValueError` otherwise),
    /// `is_final`, `order` (`"higher_wins"` or `"lower_wins"`) and game-wide `details`.
    #[new]
    #[pyo3(signature = (seats, winners, *, is_final=true, order="higher_wins", details=None))]
    fn py_new(
        py: Python<'_>,
        seats: Vec<Bound<'_, PyAny>>,
        winners: Vec<Bound<'_, PyAny>>,
        is_final: bool,
        order: &str,
        details: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyScores> {
        let order = match order {
            "higher_wins" => ScoreOrder::HigherWins,
            "lower_wins" => ScoreOrder::LowerWins,
            other => {
                return Err(PyValueError::new_err(format!("order is \"higher_wins\" or \"lower_wins\", not {other:?}")))
            }
        };
        let totals = seats
            .iter()
            .map(|p| {
                p.getattr("total").and_then(|t| t.extract::<i64>()).map_err(|_| {
                    PyTypeError::new_err(format!("seats are PlayerScore objects, not {}", convert::type_name(p)))
                })
            })
            .collect::<PyResult<Vec<i64>>>()?;
        let winners = winners.iter().map(|w| convert::u32_arg(w, "a winner")).collect::<PyResult<Vec<u32>>>()?;
        let best = match order {
            ScoreOrder::HigherWins => totals.iter().max(),
            ScoreOrder::LowerWins => totals.iter().min(),
        };
        let expected: Vec<u32> = (0..totals.len() as u32).filter(|&p| Some(&totals[p as usize]) == best).collect();
        if winners != expected {
            let which = if order == ScoreOrder::HigherWins { "highest" } else { "lowest" };
            return Err(PyValueError::new_err(format!(
                "winners {winners:?} are not the seats with the {which} total, {expected:?}"
            )));
        }
        let details = match details {
            Some(details) => deep_copy(details)?,
            None => PyDict::new(py),
        };
        let seats = seats.into_iter().map(Bound::unbind).collect();
        Ok(PyScores { seats, totals, winners, is_final, order, details: details.unbind() })
    }

    /// Each seat's score (the game's `PlayerScore`: `total` and its breakdown), in seat order.
    #[getter]
    fn seats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.seats.iter().map(|s| s.bind(py)))
    }

    /// Each seat's total, in seat order: `seats[i].total`, the seat's score as things stand (the
    /// numbers `simulate` reports once the game is over).
    #[getter]
    fn totals(&self) -> Vec<i64> {
        self.totals.clone()
    }

    /// The winning seats, in increasing order (more than one on a shared victory; none when
    /// nobody wins, as Ziegen Kriegen allows).
    #[getter]
    fn winners(&self) -> Vec<u32> {
        self.winners.clone()
    }

    /// Whether the game is over, so that these scores are final.
    #[getter]
    fn is_final(&self) -> bool {
        self.is_final
    }

    /// `"higher_wins"` or `"lower_wins"`: which way totals rank.
    #[getter]
    fn order(&self) -> &'static str {
        order_name(self.order)
    }

    /// The game-wide parts of the scores (Ziegen Kriegen's limit and rounds, Le Baron's
    /// variant), a new dict; empty for Herr der Ziegen.
    #[getter]
    fn details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        deep_copy(self.details.bind(py))
    }

    /// Whether `player` is among the winners; `ValueError` for a seat that is not in the game.
    fn is_winner(&self, player: &Bound<'_, PyAny>) -> PyResult<bool> {
        let n = self.seats.len();
        let value = convert::int_arg(player, "a seat")?;
        let seat = usize::try_from(value)
            .ok()
            .filter(|&p| p < n)
            .ok_or_else(|| PyValueError::new_err(format!("no player {value}: these scores are for {n} players")))?;
        Ok(self.winners.iter().any(|&w| w as usize == seat))
    }

    /// The scores as plain data, the same keys in every game: `seats` (each seat's
    /// `to_dict()`), `totals`, `winners`, `is_final`, `order`, `details`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        let seats = self.seats.iter().map(|s| s.bind(py).call_method0("to_dict")).collect::<PyResult<Vec<_>>>()?;
        d.set_item("seats", PyList::new(py, &seats)?)?;
        d.set_item("totals", self.totals.clone())?;
        d.set_item("winners", self.winners.clone())?;
        d.set_item("is_final", self.is_final)?;
        d.set_item("order", order_name(self.order))?;
        d.set_item("details", self.details.bind(py).copy()?)?;
        Ok(d)
    }

    fn __len__(&self) -> usize {
        self.seats.len()
    }

    /// The score of seat `key` (negative indices count from the end, as in a list; an int that
    /// is no seat raises `IndexError`; a bool or a str `TypeError`: the other parts of the
    /// scores are its attributes).
    fn __getitem__<'py>(&self, py: Python<'py>, key: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        if key.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(format!(
                "scores are indexed by seat, not by {}: read scores.totals, scores.winners, scores.seats, ...",
                key.repr()?
            )));
        }
        Ok(self.seats[self.seat_index(key)?].bind(py).clone())
    }

    /// The seats' scores in seat order.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        self.seats(py)?.try_iter()
    }

    fn __richcmp__<'py>(&self, other: &Bound<'py, PyAny>, op: CompareOp) -> PyResult<Bound<'py, PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<PyScores>() else { return Ok(py.NotImplemented().into_bound(py)) };
        match op {
            CompareOp::Eq | CompareOp::Ne => self.key(py)?.rich_compare(other.get().key(py)?, op),
            _ => Ok(py.NotImplemented().into_bound(py)),
        }
    }

    /// The hash of the fields that make two scores equal but the details (a dict cannot be
    /// hashed), as tuples.
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        let seats = PyTuple::new(py, self.seats.iter().map(|s| s.bind(py)))?;
        let (totals, winners) = (PyTuple::new(py, &self.totals)?, PyTuple::new(py, &self.winners)?);
        (seats, totals, winners, self.is_final, order_name(self.order)).into_pyobject(py)?.hash()
    }

    fn __repr__(&self) -> String {
        format!("Scores(totals={:?}, winners={:?})", self.totals, self.winners)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let args = (
            PyList::new(py, self.seats.iter().map(|s| s.bind(py)))?,
            self.totals.clone(),
            self.winners.clone(),
            self.is_final,
            order_name(self.order),
            self.details.bind(py).clone(),
        );
        Ok((py.get_type::<PyScores>().getattr("_restore")?, args.into_pyobject(py)?))
    }

    /// Rebuilds pickled scores as they were (also those the constructor would not accept, such
    /// as a game in which nobody wins).
    #[classmethod]
    fn _restore(
        _cls: &Bound<'_, pyo3::types::PyType>,
        seats: Vec<Bound<'_, PyAny>>,
        totals: Vec<i64>,
        winners: Vec<u32>,
        is_final: bool,
        order: &str,
        details: Bound<'_, PyDict>,
    ) -> PyScores {
        let order = if order == "lower_wins" { ScoreOrder::LowerWins } else { ScoreOrder::HigherWins };
        PyScores {
            seats: seats.into_iter().map(Bound::unbind).collect(),
            totals,
            winners,
            is_final,
            order,
            details: details.unbind(),
        }
    }
}

/// A copy of `details` down to its nested lists and dicts: the scores are a value, so neither
/// the dict given to `Scores(...)` nor one read from `details` can change them later.
fn deep_copy<'py>(details: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    Ok(details.py().import("copy")?.call_method1("deepcopy", (details,))?.cast_into::<PyDict>()?)
}
