//! The history of a Python game, written once for every game: the state it started from (set
//! up from a seed or loaded), the seed and options when it was set up from them, and the action
//! ids played since. It gives `history()`, `seed`, `options`, `undo()`, `replay()` and
//! `Game.from_replay(...)` over the core's replay format ([`game_core::replay`]).

use std::sync::Arc;

use game_core::replay::{Replay, ReplayError, ReplayRules};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::convert;
use crate::errors::{self, Kind};
use crate::to_python::to_python;

/// How a game was set up: the options and the seed (what a replay starts from).
struct Origin<G: ReplayRules> {
    options: G::Options,
    seed: u64,
}

/// The start of a game and the action ids played since.
///
/// `start` is shared between copies (copying a game copies only the list of action ids).
pub struct History<G: ReplayRules> {
    start: Arc<G>,
    origin: Option<Arc<Origin<G>>>,
    moves: Vec<u16>,
}

impl<G: ReplayRules> Clone for History<G> {
    fn clone(&self) -> Self {
        History { start: Arc::clone(&self.start), origin: self.origin.clone(), moves: self.moves.clone() }
    }
}

/// The pickled form of a history: the start state's JSON, the seed and the options' JSON (both
/// `None` for a loaded game), and the action ids.
type Pickled = (String, Option<u64>, Option<String>, Vec<u16>);

impl<G: ReplayRules> History<G> {
    /// The history of `game`, just set up from `options` and `seed`.
    pub fn seeded(game: &G, options: G::Options, seed: u64) -> Self {
        History { start: Arc::new(game.clone()), origin: Some(Arc::new(Origin { options, seed })), moves: Vec::new() }
    }

    /// The history of `game`, loaded from a state (or drawn by `determinize`): no seed, and the
    /// moves are counted from here.
    pub fn loaded(game: &G) -> Self {
        History { start: Arc::new(game.clone()), origin: None, moves: Vec::new() }
    }

    /// Records the action id of a move just played.
    #[inline]
    pub fn push(&mut self, action: u16) {
        self.moves.push(action);
    }

    /// The action ids played since the game was set up or loaded, in order.
    pub fn moves(&self) -> &[u16] {
        &self.moves
    }

    /// The seed the game was set up from, `None` for a loaded game.
    pub fn seed(&self) -> Option<u64> {
        self.origin.as_ref().map(|origin| origin.seed)
    }

    /// The options the game was set up with, as plain data (the `options` of the game's replay
    /// document); `None` for a loaded game.
    pub fn options<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.origin.as_ref().map(|origin| to_python(py, &origin.options)).transpose()
    }

    /// Drops the last move and returns the game as it was before it, replayed from the start
    /// (one engine step per move kept). `IllegalMoveError` (reason `nothing_to_undo`) when no
    /// move was played since the start; the history is then unchanged.
    pub fn undo(&mut self, py: Python<'_>) -> PyResult<G> {
        if self.moves.is_empty() {
            return Err(errors::raise(
                py,
                Kind::IllegalMove,
                "there is no move to undo: none was played since the game was set up or loaded".into(),
                "nothing_to_undo".into(),
            ));
        }
        let game = replayed(&*self.start, &self.moves[..self.moves.len() - 1])
            .ok_or_else(|| PyRuntimeError::new_err("the recorded moves no longer replay (a bug)"))?;
        self.moves.pop();
        Ok(game)
    }

    /// The replay document (JSON text) of the game: the seed, the options, the action ids and
    /// the checksum of the state after each move. `ValueError` for a loaded game, which has no
    /// seed.
    pub fn replay(&self) -> PyResult<String> {
        let origin = self.origin.as_ref().ok_or_else(|| {
            PyValueError::new_err(
                "this game was loaded from a state, not set up from a seed: it has no replay \
                 (games made by Game(players, seed, ...) or Game.from_replay have one)",
            )
        })?;
        let moves = self
            .moves
            .iter()
            .map(|&id| G::move_from_action_id(id))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| PyRuntimeError::new_err("a recorded action id is unknown (a bug)"))?;
        Replay::<G>::record(&origin.options, origin.seed, &moves)
            .map(|replay| replay.to_json())
            .map_err(|e| PyRuntimeError::new_err(format!("the recorded moves no longer replay (a bug): {e}")))
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
        let verified = py.detach(|| {
            let replay = Replay::<G>::from_json(&text)?;
            let game = replay.verify()?;
            let start = G::with_options(&replay.options, replay.seed).map_err(ReplayError::Setup)?;
            Ok::<_, ReplayError<G>>((game, start, replay))
        });
        let (game, start, replay) = verified.map_err(|e| replay_error(py, &e))?;
        let history = History {
            start: Arc::new(start),
            origin: Some(Arc::new(Origin { options: replay.options, seed: replay.seed })),
            moves: replay.moves,
        };
        Ok((game, history))
    }

    /// The history as picklable data (see [`History::unpickle`]).
    pub fn pickle<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let options = match &self.origin {
            Some(origin) => Some(
                serde_json::to_string(&origin.options)
                    .map_err(|e| PyRuntimeError::new_err(format!("options do not serialize: {e}")))?,
            ),
            None => None,
        };
        let pickled: Pickled = (self.start.to_json(), self.seed(), options, self.moves.clone());
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
                let set_up = G::with_options(&options, seed)
                    .map_err(|e| invalid(format!("a pickled game's options do not set up a game: {e}")))?;
                if set_up.to_json() != start.to_json() {
                    return Err(invalid("a pickled game's seed and options do not give its start".into()));
                }
                Some(Arc::new(Origin { options, seed }))
            }
            (None, None) => None,
            _ => {
                return Err(invalid(
                    "a pickled game's history has a seed without options, or options without one".into(),
                ))
            }
        };
        match replayed(&start, &moves) {
            Some(end) if end.to_json() == game.to_json() => {}
            _ => return Err(invalid("a pickled game's moves do not lead from its start to its state".into())),
        }
        Ok(History { start: Arc::new(start), origin, moves })
    }
}

/// `start` with the action ids `moves` played; `None` if one of them is refused.
fn replayed<G: ReplayRules>(start: &G, moves: &[u16]) -> Option<G> {
    let mut game = start.clone();
    for &id in moves {
        game.apply_action(u32::from(id)).ok()?;
    }
    Some(game)
}

/// A replay that does not reproduce, as `InvalidStateError`: the reason of the document's own
/// error for a malformed one or bad options, else the snake_case name of the divergence
/// (`illegal_move`, `checksum`, `checksum_count`).
fn replay_error<G: ReplayRules>(py: Python<'_>, err: &ReplayError<G>) -> PyErr {
    let reason = match err {
        ReplayError::Invalid(inner) => errors::reason_code(inner),
        ReplayError::Setup(inner) => errors::reason_code(inner),
        other => errors::reason_code(other),
    };
    errors::raise(py, Kind::InvalidState, err.to_string(), reason)
}
