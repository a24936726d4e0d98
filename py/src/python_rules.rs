//! What the Python layer needs of a game beyond [`GameRules`]: the few answers that differ
//! between the games' Python classes. Each game implements [`PythonRules`] in its file under
//! `games/`, next to its typed extras (Herr der Ziegen's cells, Le Baron's rows, ...); everything
//! else is written once over this trait and stamped for every game of the registry
//! (`classes.rs`).

use std::hash::Hash;

use game_core::{GameRules, ScoreSheet};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde::Serialize;

/// One seat's score with its breakdown, as the scores of game `G` hold it (its `PlayerScore`).
pub type SeatScoreOf<G> = <<G as GameRules>::Scores as ScoreSheet>::Seat;

/// A game as the Python layer sees it: [`GameRules`] (whose seat scores become the game's
/// `PlayerScore` objects) and its typed extras.
pub trait PythonRules:
    GameRules<Scores: ScoreSheet<Seat: Copy + Eq + Hash + Serialize + Send + Sync + 'static>>
{
    /// The Python module of the game: `"herr_der_ziegen.herr_der_ziegen"`,
    /// `"herr_der_ziegen.le_baron"`, ...
    const PY_MODULE: &'static str;

    /// The Python module that draws the game's SVG picture: `svg(game_or_view)`.
    const RENDERER: &'static str;

    /// The game-wide parts of the scores, by name (Ziegen Kriegen's limit, ...); none by default.
    ///
    /// # Errors
    /// A Python error raised while building the dict (out of memory).
    fn score_details<'py>(py: Python<'py>, scores: &Self::Scores) -> PyResult<Bound<'py, PyDict>> {
        let _ = scores;
        Ok(PyDict::new(py))
    }

    /// The options of a game of `players` players with the keyword options `kwargs`; by default
    /// the fields of the game's options document ([`crate::options::from_keywords`]).
    ///
    /// # Errors
    /// `TypeError` for an unknown keyword or a value of the wrong type, `SetupError` for options
    /// the game refuses.
    fn options(players: &Bound<'_, PyAny>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Self::Options> {
        crate::options::from_keywords::<Self>(players, kwargs)
    }

    /// The pending decision with its data, a dict whose `type` is the phase's name; by default
    /// the name alone.
    ///
    /// # Errors
    /// A Python error raised while building the dict (out of memory).
    fn phase_details<'py>(py: Python<'py>, phase: Self::Phase) -> PyResult<Bound<'py, PyAny>> {
        let details = PyDict::new(py);
        details.set_item("type", game_core::GamePhase::name(phase))?;
        Ok(details.into_any())
    }

    /// The text picture of the full game `game` (every hand shown); `obj` is its Python object.
    ///
    /// # Errors
    /// A Python error raised by a renderer written in Python.
    fn game_text(obj: &Bound<'_, PyAny>, game: &Self) -> PyResult<String>;

    /// The text picture of `view`; `obj` is its Python object.
    ///
    /// # Errors
    /// A Python error raised by a renderer written in Python.
    fn view_text(obj: &Bound<'_, PyAny>, view: &Self::View) -> PyResult<String>;

    /// What `repr(move)` adds after the move's own wording (Herr der Ziegen: the card's label);
    /// nothing by default.
    fn move_note(mv: Self::Move) -> String {
        let _ = mv;
        String::new()
    }
}
