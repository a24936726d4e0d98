//! Herr der Ziegen's `Move` constructors (`Move.play(card)`, `Move.take(row, col)`, ...) and
//! fields (`kind`, `card`, `cell`, ...).

use herr_der_ziegen::moves::NO_ACTION;
use herr_der_ziegen::{GameRules, Move, MoveError};
use pyo3::prelude::*;

use super::cells::{self, cell_from, cell_from_coords, cell_to, Coord};
use crate::classes::herr_der_ziegen::{shared_move, PyMove};
use crate::convert::Int;
use crate::errors::{self, Kind};

#[pymethods]
impl PyMove {
    /// Play the hand card `card` (a card id).
    #[staticmethod]
    fn play(py: Python<'_>, card: Int) -> PyResult<Bound<'_, PyMove>> {
        shared_move(py, Move::Play(cells::card(card.0)?))
    }

    /// Take the card at `(row, col)` of the active line.
    #[staticmethod]
    fn take(py: Python<'_>, row: Coord, col: Coord) -> PyResult<Bound<'_, PyMove>> {
        shared_move(py, Move::Take(cell_from_coords(py, &row, &col)?))
    }

    /// Mark the card at `(row, col)` (after an evaluation A with a short supply).
    #[staticmethod]
    fn mark(py: Python<'_>, row: Coord, col: Coord) -> PyResult<Bound<'_, PyMove>> {
        shared_move(py, Move::Mark(cell_from_coords(py, &row, &col)?))
    }

    /// Dog move: move the own marked card at `from_cell` to `to_cell` in the same row or column.
    ///
    /// Raises `IllegalMoveError` if the cells are not two cells of one row or column.
    #[staticmethod]
    fn dog<'py>(
        py: Python<'py>,
        from_cell: &Bound<'_, PyAny>,
        to_cell: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyMove>> {
        let (from, to) = (cell_from(py, from_cell)?, cell_from(py, to_cell)?);
        let mv = Move::Dog { from, to };
        if <herr_der_ziegen::Game as GameRules>::action_id(mv) == NO_ACTION {
            return Err(errors::error(py, Kind::IllegalMove, &MoveError::NotInOneLine { from, to }));
        }
        shared_move(py, mv)
    }

    /// Make no dog move.
    #[staticmethod]
    fn pass_dog(py: Python<'_>) -> PyResult<Bound<'_, PyMove>> {
        shared_move(py, Move::PassDog)
    }

    /// Answer a swap request: `True` to agree, `False` to refuse.
    #[staticmethod]
    fn answer(py: Python<'_>, agree: bool) -> PyResult<Bound<'_, PyMove>> {
        shared_move(py, Move::Answer(agree))
    }

    /// `"play"`, `"take"`, `"mark"`, `"dog"`, `"pass_dog"` or `"answer"`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.inner {
            Move::Play(_) => "play",
            Move::Take(_) => "take",
            Move::Mark(_) => "mark",
            Move::Dog { .. } => "dog",
            Move::PassDog => "pass_dog",
            Move::Answer(_) => "answer",
        }
    }

    /// The card to play (for `"play"`), else `None`.
    #[getter]
    fn card(&self) -> Option<u8> {
        match self.inner {
            Move::Play(card) => Some(card.index()),
            _ => None,
        }
    }

    /// The cell `(row, col)` to take or mark (for `"take"` and `"mark"`), else `None`.
    #[getter]
    fn cell(&self) -> Option<(u8, u8)> {
        match self.inner {
            Move::Take(cell) | Move::Mark(cell) => Some(cell_to(cell)),
            _ => None,
        }
    }

    /// The cell of the moved card (for `"dog"`), else `None`.
    #[getter(from_cell)]
    fn dog_from(&self) -> Option<(u8, u8)> {
        match self.inner {
            Move::Dog { from, .. } => Some(cell_to(from)),
            _ => None,
        }
    }

    /// The target cell (for `"dog"`), else `None`.
    #[getter(to_cell)]
    fn dog_to(&self) -> Option<(u8, u8)> {
        match self.inner {
            Move::Dog { to, .. } => Some(cell_to(to)),
            _ => None,
        }
    }

    /// The answer (for `"answer"`), else `None`.
    #[getter]
    fn agree(&self) -> Option<bool> {
        match self.inner {
            Move::Answer(yes) => Some(yes),
            _ => None,
        }
    }
}
