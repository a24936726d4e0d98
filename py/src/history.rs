//! The history of a Python game: the core's history ([`game_core::history`], written once for
//! every game and binding) with Python's errors and pickling. It gives `history()`, `seed`,
//! `options`, `undo()`, `replay()` and `Game.from_replay(...)`.

use game_core::history::{self, HistoryError};
use game_core::replay::ReplayRules;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::convert;
use crate::errors::{self, Kind};
use crate::to_python::to_python;

/// The start of a game and the action ids played since (the core's [`history::History`]).
pub struct History<G: ReplayRules>(history::History<G>);

impl<G: ReplayRules> Clone for History<G> {
    fn clone(&self) -> Self {
        History(self.0.clone())
    }
}

/// The pickled form of a history: the start state's JSON, the seed and the options' JSON (both
/// `None` for a loaded game), and the action ids.
type Pickled = (String, Option<u64>, Option<String>, Vec<u16>);

impl<G: ReplayRules> History<G> {
    /// The history of `game`, just set up from `options` and `seed`.
    pub fn seeded(game: &G, options: G::Options, seed: u64) -> Self {
        History(history::History::seeded(game, options, seed))
    }

    /// The history of `game`, loaded from a state (or drawn by `determinize`): no seed, and the
    /// moves are counted from here.
    pub fn loaded(game: &G) -> Self {
        History(history::History::loaded(game))
    }

    /// Records the action id of a move just played.
    #[inline]
    pub fn push(&mut self, action: u16) {
        self.0.push(action);
    }

    /// The action ids played since the game was set up or loaded, in order.
    pub fn moves(&self) -> &[u16] {
        self.0.moves()
    }

    /// The seed the game was set up from, `None` for a loaded game.
    pub fn seed(&self) -> Option<u64> {
        self.0.seed()
    }

    /// The options the game was set up with, as plain data (the `options` of the game's replay
    /// document); `None` for a loaded game.
    pub fn options<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.0.options().map(|options| to_python(py, options)).transpose()
    }

    /// Drops the last move and returns the game as it was before it, replayed from the start
    /// (one engine step per move kept). `IllegalMoveError` (reason `nothing_to_undo`) when no
    /// move was played since the start; the history is then unchanged.
    pub fn undo(&mut self, py: Python<'_>) -> PyResult<G> {
        self.0.undo().map_err(|e| match e {
            HistoryError::NothingToUndo => errors::error(py, Kind::IllegalMove, &e),
            other => PyRuntimeError::new_err(other.to_string()),
        })
    }

    /// The replay document (JSON text) of the game: the seed, the options, the action ids and
    /// the checksum of the state after each move. `ValueError` for a loaded game, which has no
    /// seed.
    pub fn replay(&self) -> PyResult<String> {
        self.0.replay().map(|replay| replay.to_json()).map_err(|e| match e {
            HistoryError::NoSeed => PyValueError::new_err(e.to_string()),
            other => PyRuntimeError::new_err(other.to_string()),
        })
    }

    /// The game a replay document (JSON text, or the same as a dict) leads to, with its history,
    /// after checking every move and checksum. `InvalidStateError` for a document that is not a
    /// replay of this game or does not reproduce (its `reason` says why: `json`, `format`,
    /// `illegal_move`, `checksum`, ...), `TypeError` for a value that is neither str nor dict.
    pub fn from_replay(document: &Bound<'_, PyAny>) -> PyResult<(G, History<G>)> {
        let py = document.py();
        let text: String = if document.is_instance_of::<PyDict>() {
            py.import("json")?.call_method1("dumps", (document,))?.extract()?
        } else if document.is_instance_of::<pyo3::types::PyString>() {
            convert::document_text(document)?.into_owned()
        } else {
            return Err(PyTypeError::new_err(format!(
                "from_replay takes the replay's JSON text (str) or its dict, not {}",
                convert::type_name(document)
            )));
        };
        let verified = py.detach(|| history::History::<G>::from_replay(&text));
        let (game, history) =
            verified.map_err(|e| errors::raise(py, Kind::InvalidState, e.to_string(), history::replay_reason(&e)))?;
        Ok((game, History(history)))
    }

    /// The history as picklable data (see [`History::unpickle`]).
    pub fn pickle<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let options = match self.0.options() {
            Some(options) => Some(
                serde_json::to_string(options)
                    .map_err(|e| PyRuntimeError::new_err(format!("options do not serialize: {e}")))?,
            ),
            None => None,
        };
        let pickled: Pickled = (self.0.start().to_json(), self.seed(), options, self.moves().to_vec());
        pickled.into_pyobject(py)
    }

    /// The history pickled by [`History::pickle`], checked against `game` (the pickled state):
    /// `InvalidStateError` unless the start, replayed with the moves, gives exactly `game`.
    pub fn unpickle(game: &G, state: &Bound<'_, PyAny>) -> PyResult<History<G>> {
        let py = state.py();
        let invalid = |message: String| errors::raise(py, Kind::InvalidState, message, "history".into());
        let (start, seed, options, moves): Pickled =
            state.extract().map_err(|_| invalid("a pickled game's history is malformed".into()))?;
        let start = G::from_json(&start).map_err(|e| invalid(format!("a pickled game's start is not a state: {e}")))?;
        let origin = match (seed, options) {
            (Some(seed), Some(options)) => {
                let options: G::Options = serde_json::from_str(&options)
                    .map_err(|e| invalid(format!("a pickled game's options are malformed: {e}")))?;
                if let Err(e) = G::with_options(&options, seed) {
                    return Err(invalid(format!("a pickled game's options do not set up a game: {e}")));
                }
                Some((options, seed))
            }
            (None, None) => None,
            _ => {
                return Err(invalid(
                    "a pickled game's history has a seed without options, or options without one".into(),
                ))
            }
        };
        history::History::restore(game, start, origin, moves).map(History).map_err(|e| {
            invalid(match e {
                HistoryError::StartMismatch => "a pickled game's seed and options do not give its start".into(),
                _ => "a pickled game's moves do not lead from its start to its state".into(),
            })
        })
    }
}
