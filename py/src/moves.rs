//! Moves of every game from and to Python: action ids (given as any int, refused with the
//! core's wording), shared lists of action ids, and legal-action masks.

use game_core::GameRules;
use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList};

use crate::convert;
use crate::errors::{self, Kind};

/// The move with action id `obj`: `TypeError` (saying `expected`) for a bool or a non-int,
/// `IllegalMoveError` (reason `unknown_action`) for an int that is no action id.
pub fn move_from_id<G: GameRules>(obj: &Bound<'_, PyAny>, expected: &str) -> PyResult<G::Move> {
    let py = obj.py();
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!("{expected}, not bool")));
    }
    let unknown = |number: &str| {
        errors::raise(
            py,
            Kind::IllegalMove,
            format!("{number} is not an action id (action ids are 0 to {})", G::NUM_ACTIONS - 1),
            "unknown_action".into(),
        )
    };
    match obj.extract::<i64>() {
        Ok(id) => u16::try_from(id).ok().and_then(G::move_from_action_id).ok_or_else(|| unknown(&id.to_string())),
        Err(err) if err.is_instance_of::<PyOverflowError>(py) => Err(unknown(&obj.to_string())),
        Err(_) => Err(PyTypeError::new_err(format!("{expected}, not {}", convert::type_name(obj)))),
    }
}

/// The Python ints of the action ids, made once and shared: a list of action ids then allocates
/// only the list (CPython itself shares only the ints up to 256).
static ACTION_IDS: pyo3::sync::PyOnceLock<Vec<Py<PyInt>>> = pyo3::sync::PyOnceLock::new();

/// The most action ids any game has (Herr der Ziegen's 810), rounded up.
const SHARED_ACTION_IDS: u16 = 1024;

/// `ids` as a list of Python ints, the shared ones where they exist.
pub fn id_list<'py>(py: Python<'py>, ids: impl ExactSizeIterator<Item = u16> + Clone) -> PyResult<Bound<'py, PyList>> {
    let shared = ACTION_IDS.get_or_try_init(py, || {
        (0..SHARED_ACTION_IDS)
            .map(|id| Ok(id.into_pyobject(py)?.cast_into::<PyInt>()?.unbind()))
            .collect::<PyResult<Vec<_>>>()
    })?;
    if ids.clone().all(|id| id < SHARED_ACTION_IDS) {
        PyList::new(py, ids.map(|id| shared[usize::from(id)].bind(py)))
    } else {
        PyList::new(py, ids)
    }
}

/// A numpy bool array of `G::NUM_ACTIONS` entries, true at the ids of `moves`.
pub fn action_mask<'py, G: GameRules>(py: Python<'py>, moves: &[G::Move]) -> PyResult<Bound<'py, PyAny>> {
    let mut mask = vec![0u8; G::NUM_ACTIONS];
    for &mv in moves {
        mask[usize::from(G::action_id(mv))] = 1;
    }
    convert::numpy_array(py, &mask, "bool")
}
