//! `Scores` and `PlayerScore`: the final scoring with its breakdown.

use herr_der_ziegen::{PlayerScore, Scores};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;

use crate::convert::{int_arg, u32_arg, Int};
use pyo3::types::{PyDict, PyIterator, PyList, PyTuple};

/// One player's score: `single + doubled + milk = total`.
#[pyclass(name = "PlayerScore", module = "herr_der_ziegen", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyPlayerScore {
    /// Points of own marked cards outside the stable group (their value each).
    #[pyo3(get)]
    single: u32,
    /// Points of own marked cards in the stable group, already doubled.
    #[pyo3(get)]
    doubled: u32,
    /// Total milk value in the display (before the milk ranking).
    #[pyo3(get)]
    milk_total: u32,
    /// Points from the milk ranking.
    #[pyo3(get)]
    milk: u32,
    /// `single + doubled + milk`.
    #[pyo3(get)]
    total: u32,
}

impl From<PlayerScore> for PyPlayerScore {
    fn from(s: PlayerScore) -> Self {
        PyPlayerScore { single: s.single, doubled: s.doubled, milk_total: s.milk_total, milk: s.milk, total: s.total }
    }
}

#[pymethods]
impl PyPlayerScore {
    /// Points are ints from 0 to 2**32 - 1 (`ValueError` outside, `TypeError` for a bool), and
    /// `total` must be `single + doubled + milk` (`ValueError`).
    #[new]
    fn py_new(
        single: &Bound<'_, PyAny>,
        doubled: &Bound<'_, PyAny>,
        milk_total: &Bound<'_, PyAny>,
        milk: &Bound<'_, PyAny>,
        total: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let score = PyPlayerScore {
            single: u32_arg(single, "single")?,
            doubled: u32_arg(doubled, "doubled")?,
            milk_total: u32_arg(milk_total, "milk_total")?,
            milk: u32_arg(milk, "milk")?,
            total: u32_arg(total, "total")?,
        };
        let sum = u64::from(score.single) + u64::from(score.doubled) + u64::from(score.milk);
        if sum != u64::from(score.total) {
            return Err(PyValueError::new_err(format!("total {} is not single + doubled + milk = {sum}", score.total)));
        }
        Ok(score)
    }

    /// The breakdown as a dict.
    #[pyo3(name = "to_dict")]
    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("single", self.single)?;
        d.set_item("doubled", self.doubled)?;
        d.set_item("milk_total", self.milk_total)?;
        d.set_item("milk", self.milk)?;
        d.set_item("total", self.total)?;
        Ok(d)
    }

    fn __repr__(&self) -> String {
        format!(
            "PlayerScore(single={}, doubled={}, milk_total={}, milk={}, total={})",
            self.single, self.doubled, self.milk_total, self.milk, self.total
        )
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let args = PyTuple::new(py, [self.single, self.doubled, self.milk_total, self.milk, self.total])?;
        Ok((py.get_type::<PyPlayerScore>().into_any(), args))
    }
}

/// Everybody's score, in seat order, and the winners (all players with the highest total).
#[pyclass(name = "Scores", module = "herr_der_ziegen", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyScores {
    players: Vec<PyPlayerScore>,
    winners: Vec<u32>,
}

impl From<Scores> for PyScores {
    fn from(s: Scores) -> Self {
        PyScores {
            players: s.per_player().iter().map(|&p| p.into()).collect(),
            winners: (0..s.count).filter(|&p| s.is_winner(p)).map(u32::from).collect(),
        }
    }
}

#[pymethods]
impl PyScores {
    /// `winners` must be the seats with the highest total, in increasing order (`ValueError`);
    /// none without players.
    #[new]
    fn py_new(players: Vec<PyRef<'_, PyPlayerScore>>, winners: Vec<Bound<'_, PyAny>>) -> PyResult<Self> {
        let players: Vec<PyPlayerScore> = players.iter().map(|p| **p).collect();
        let winners = winners.iter().map(|w| u32_arg(w, "a winner")).collect::<PyResult<Vec<u32>>>()?;
        let best = players.iter().map(|p| p.total).max();
        let expected: Vec<u32> =
            (0..players.len() as u32).filter(|&p| Some(players[p as usize].total) == best).collect();
        if winners != expected {
            return Err(PyValueError::new_err(format!(
                "winners {winners:?} are not the seats with the highest total, {expected:?}"
            )));
        }
        Ok(PyScores { players, winners })
    }

    /// Each player's score, in seat order.
    #[getter]
    fn players(&self) -> Vec<PyPlayerScore> {
        self.players.clone()
    }

    /// The winning seats (more than one on a shared victory).
    #[getter]
    fn winners(&self) -> Vec<u32> {
        self.winners.clone()
    }

    /// Each player's total, in seat order.
    #[getter]
    fn totals(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.total).collect()
    }

    /// Whether `player` is among the winners; `ValueError` for a seat that is not in the game.
    fn is_winner(&self, player: Int) -> PyResult<bool> {
        let n = self.players.len();
        let seat = usize::try_from(player.0).ok().filter(|&p| p < n).ok_or_else(|| {
            PyValueError::new_err(format!("no player {}: these scores are for {n} players", player.0))
        })?;
        Ok(self.winners.iter().any(|&w| w as usize == seat))
    }

    /// Scores and winners as plain data.
    #[pyo3(name = "to_dict")]
    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        let players = self.players.iter().map(|p| p.dict(py)).collect::<PyResult<Vec<_>>>()?;
        d.set_item("players", players)?;
        d.set_item("winners", self.winners.clone())?;
        Ok(d)
    }

    fn __len__(&self) -> usize {
        self.players.len()
    }

    /// The score of seat `player` (negative indices count from the end, as in a list); an int
    /// that is no seat raises `IndexError`, a bool `TypeError`.
    fn __getitem__(&self, player: &Bound<'_, PyAny>) -> PyResult<PyPlayerScore> {
        let n = self.players.len() as i64;
        let no_player = || PyIndexError::new_err(format!("no player {player} among {n}"));
        let player = match int_arg(player, "a seat") {
            Ok(player) => player,
            Err(err) if err.is_instance_of::<PyValueError>(player.py()) => return Err(no_player()),
            Err(err) => return Err(err),
        };
        let index = if player < 0 { player + n } else { player };
        usize::try_from(index).ok().and_then(|i| self.players.get(i)).copied().ok_or_else(no_player)
    }

    /// The players' scores in seat order.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        PyList::new(py, self.players.iter().copied())?.try_iter()
    }

    fn __repr__(&self) -> String {
        format!("Scores(totals={:?}, winners={:?})", self.totals(), self.winners)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let players = self.players.iter().map(|p| Bound::new(py, *p)).collect::<PyResult<Vec<_>>>()?;
        let args = PyTuple::new(py, [players.into_pyobject(py)?.into_any(), self.winners.clone().into_pyobject(py)?])?;
        Ok((py.get_type::<PyScores>().into_any(), args))
    }
}
