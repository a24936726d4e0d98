//! `Move`: one decision, with its action id.

use herr_der_ziegen::moves::NO_ACTION;
use herr_der_ziegen::{CardId, Move, MoveError, NUM_ACTIONS};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyTuple};

use crate::convert::{cell_from, cell_from_coords, cell_to, Coord, Int};
use crate::errors;

/// One decision of a game: play a card, take a card, mark a card, a dog move or pass, or an
/// answer to a swap request. Moves do not name the player; the game knows whose decision it is.
#[pyclass(name = "Move", module = "herr_der_ziegen", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyMove {
    pub inner: Move,
}

/// Short label of a card for displays: `K04-1`, `Dog`, `Milk` (milk values depend on the game).
pub fn short_label(card: CardId) -> String {
    if card.is_milk() {
        "Milk".to_string()
    } else {
        card.label(8)
    }
}

impl PyMove {
    pub fn new(inner: Move) -> PyMove {
        PyMove { inner }
    }
}

/// One immutable `Move` object per action id, made on first use and shared from then on:
/// `legal_moves()` then allocates only its list (moves are frozen, so sharing them is safe).
static INTERNED: PyOnceLock<Vec<Option<Py<PyMove>>>> = PyOnceLock::new();

/// The shared `Move` objects, indexed by action id.
pub struct Interned<'a, 'py> {
    py: Python<'py>,
    moves: &'a [Option<Py<PyMove>>],
}

/// The table of shared `Move` objects, made on the first call.
pub fn interned(py: Python<'_>) -> PyResult<Interned<'_, '_>> {
    let moves = INTERNED.get_or_try_init(py, || {
        (0..NUM_ACTIONS as u32)
            .map(|id| Move::from_action_id(id).ok().map(|mv| Py::new(py, PyMove::new(mv))).transpose())
            .collect::<PyResult<Vec<_>>>()
    })?;
    Ok(Interned { py, moves })
}

impl<'py> Interned<'_, 'py> {
    /// The shared object of `mv`, if it has an action id of its own (every legal move has).
    fn shared(&self, mv: Move) -> Option<&Py<PyMove>> {
        self.moves.get(usize::from(mv.action_id()))?.as_ref().filter(|shared| shared.get().inner == mv)
    }

    /// The shared object of `mv` (a new one for a move without an action id of its own).
    pub fn get(&self, mv: Move) -> PyResult<Bound<'py, PyMove>> {
        match self.shared(mv) {
            Some(shared) => Ok(shared.bind(self.py).clone()),
            None => Bound::new(self.py, PyMove::new(mv)),
        }
    }

    /// A list of the objects of `moves`: only the list is allocated when they are all shared.
    pub fn list(&self, moves: &[Move]) -> PyResult<Bound<'py, PyList>> {
        if moves.iter().all(|&mv| self.shared(mv).is_some()) {
            PyList::new(self.py, moves.iter().map(|&mv| self.shared(mv).expect("checked above").bind(self.py)))
        } else {
            PyList::new(self.py, moves.iter().map(|&mv| self.get(mv)).collect::<PyResult<Vec<_>>>()?)
        }
    }
}

#[pymethods]
impl PyMove {
    /// Play the hand card `card` (a card id).
    #[staticmethod]
    fn play(card: Int) -> PyResult<PyMove> {
        let card = card.0;
        Ok(PyMove::new(Move::Play(crate::convert::card(card)?)))
    }

    /// Take the card at `(row, col)` of the active line.
    #[staticmethod]
    fn take(py: Python<'_>, row: Coord, col: Coord) -> PyResult<PyMove> {
        Ok(PyMove::new(Move::Take(cell_from_coords(py, &row, &col)?)))
    }

    /// Mark the card at `(row, col)` (after an evaluation A with a short supply).
    #[staticmethod]
    fn mark(py: Python<'_>, row: Coord, col: Coord) -> PyResult<PyMove> {
        Ok(PyMove::new(Move::Mark(cell_from_coords(py, &row, &col)?)))
    }

    /// Dog move: move the own marked card at `from_cell` to `to_cell` in the same row or column.
    ///
    /// Raises `IllegalMoveError` if the cells are not two cells of one row or column.
    #[staticmethod]
    fn dog(py: Python<'_>, from_cell: &Bound<'_, PyAny>, to_cell: &Bound<'_, PyAny>) -> PyResult<PyMove> {
        let (from, to) = (cell_from(py, from_cell)?, cell_from(py, to_cell)?);
        let mv = Move::Dog { from, to };
        if mv.action_id() == NO_ACTION {
            return Err(errors::move_error(py, &MoveError::NotInOneLine { from, to }));
        }
        Ok(PyMove::new(mv))
    }

    /// Make no dog move.
    #[staticmethod]
    fn pass_dog() -> PyMove {
        PyMove::new(Move::PassDog)
    }

    /// Answer a swap request: `True` to agree, `False` to refuse.
    #[staticmethod]
    fn answer(agree: bool) -> PyMove {
        PyMove::new(Move::Answer(agree))
    }

    /// The move with action id `action_id` (0 to `NUM_ACTIONS - 1`).
    ///
    /// Raises `IllegalMoveError` for a number outside the action space.
    #[staticmethod]
    fn from_action_id<'py>(action_id: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyMove>> {
        let mv = crate::game::action_id_arg(action_id, "an action id is an int")?;
        interned(action_id.py())?.get(mv)
    }

    /// The stable numeric action id, 0 to `NUM_ACTIONS - 1`.
    #[getter]
    fn action_id(&self) -> u16 {
        self.inner.action_id()
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

    fn __repr__(&self) -> String {
        let label = match self.inner {
            Move::Play(card) => format!(" ({})", short_label(card)),
            _ => String::new(),
        };
        format!("<Move {}{label}, action {}>", self.inner, self.inner.action_id())
    }

    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let constructor = py.get_type::<PyMove>().getattr("from_action_id")?;
        Ok((constructor, PyTuple::new(py, [self.inner.action_id()])?))
    }
}

/// The move with a Python-side action id; negative and huge numbers are unknown actions too.
pub fn action_move(py: Python<'_>, id: i64) -> PyResult<Move> {
    match u32::try_from(id) {
        Ok(id) => Move::from_action_id(id).map_err(|e| errors::move_error(py, &e)),
        Err(_) => Err(unknown_action(py, &id.to_string())),
    }
}

/// `IllegalMoveError` for a number outside the action space, worded like the core's
/// `MoveError::UnknownAction`.
pub fn unknown_action(py: Python<'_>, number: &str) -> PyErr {
    errors::raise(
        py,
        errors::Kind::IllegalMove,
        format!("{number} is not an action id (action ids are 0 to {})", NUM_ACTIONS - 1),
        "unknown_action".to_string(),
    )
}
