//! Core errors as Python exceptions.
//!
//! The exception classes are defined in Python (`herr_der_ziegen/errors.py`) so that they can
//! inherit from both the package's base class and `ValueError`, carry docstrings, and pickle like
//! any Python exception. Each is raised with the core's message and a `reason`: the snake_case
//! name of the core error variant (`"wrong_phase"`, `"card_not_in_hand"`, ...).

pub use game_core::refusal::reason_code;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The Python exception classes, looked up once.
struct Classes {
    illegal_move: Py<PyType>,
    invalid_state: Py<PyType>,
    setup: Py<PyType>,
}

static CLASSES: PyOnceLock<Classes> = PyOnceLock::new();

fn classes(py: Python<'_>) -> PyResult<&Classes> {
    CLASSES.get_or_try_init(py, || {
        let module = py.import("herr_der_ziegen.errors")?;
        let get = |name: &str| -> PyResult<Py<PyType>> { Ok(module.getattr(name)?.cast_into::<PyType>()?.unbind()) };
        Ok(Classes {
            illegal_move: get("IllegalMoveError")?,
            invalid_state: get("InvalidStateError")?,
            setup: get("SetupError")?,
        })
    })
}

/// Which Python class an error becomes.
#[derive(Clone, Copy)]
pub enum Kind {
    /// `IllegalMoveError`: a refused move.
    IllegalMove,
    /// `InvalidStateError`: a refused document.
    InvalidState,
    /// `SetupError`: refused options.
    Setup,
}

/// The exception `kind(message, reason)`, created lazily: the class's Python `__init__` runs
/// only when the error reaches Python, after the method has let go of its game. Running it
/// earlier could hand the GIL to another thread while the game is still borrowed, and that
/// thread's call on the same game would then fail.
pub fn raise(py: Python<'_>, kind: Kind, message: String, reason: String) -> PyErr {
    let classes = match classes(py) {
        Ok(classes) => classes,
        Err(err) => return err,
    };
    let class = match kind {
        Kind::IllegalMove => &classes.illegal_move,
        Kind::InvalidState => &classes.invalid_state,
        Kind::Setup => &classes.setup,
    };
    PyErr::from_type(class.bind(py).clone(), (message, reason))
}

/// A core error as the Python exception of `kind`, its `reason` from the error's `Debug` name.
pub fn error<E: std::error::Error>(py: Python<'_>, kind: Kind, err: &E) -> PyErr {
    raise(py, kind, err.to_string(), reason_code(err))
}
