//! `Bot`: the core's bots, which choose a move from a view and the legal moves.

use std::sync::Mutex;

use herr_der_ziegen::bots::{self, Bot};
use herr_der_ziegen::Move;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::game::move_arg;
use crate::moves::PyMove;
use crate::view::PyPlayerView;

/// A computer player from the engine: `Bot("random", seed)` or `Bot("greedy")`.
///
/// Bots see only a `PlayerView` and the legal moves, never the full game, so they cannot cheat:
/// `bot.choose(game.view(player), game.legal_moves())`.
#[pyclass(name = "Bot", module = "herr_der_ziegen")]
pub struct PyBot {
    name: String,
    bot: Mutex<Box<dyn Bot + Send>>,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (name, seed=0))]
    fn py_new(name: &str, seed: u64) -> PyResult<PyBot> {
        let bot = bots::by_name(name, seed)
            .ok_or_else(|| PyValueError::new_err(format!("no bot {name:?} (known: {})", bots::BOT_NAMES.join(", "))))?;
        Ok(PyBot { name: name.to_string(), bot: Mutex::new(bot) })
    }

    /// The bot's name.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// Chooses one of `legal_moves` (`Move`s or action ids, not empty) knowing only `view`.
    fn choose(&self, view: PyRef<'_, PyPlayerView>, legal_moves: &Bound<'_, PyAny>) -> PyResult<PyMove> {
        let legal = legal_moves
            .try_iter()
            .map_err(|_| PyTypeError::new_err("legal_moves is a list of Moves or action ids"))?
            .map(|m| move_arg(&m?))
            .collect::<PyResult<Vec<Move>>>()?;
        if legal.is_empty() {
            return Err(PyValueError::new_err("there is no legal move to choose from"));
        }
        let mut bot = self.bot.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        Ok(PyMove::new(bot.choose(&view.view, &legal)))
    }

    fn __repr__(&self) -> String {
        format!("<Bot {}>", self.name)
    }
}
