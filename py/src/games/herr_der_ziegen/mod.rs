//! Herr der Ziegen's typed extras: its keyword options (`options.rs`), cells (`cells.rs`), the
//! pasture queries of `Game` and `PlayerView` (`queries.rs`), `Move`'s constructors and fields
//! (`moves.rs`), its `PlayerScore` (`single + doubled + milk = total`), the scores of a view,
//! its card helpers and its text picture (drawn in Python,
//! `herr_der_ziegen._render_herr_der_ziegen.text`).

mod cells;
mod moves;
mod options;
mod queries;

use game_core::outcome::{Outcome, ScoreOrder};
use game_core::GameView;
use herr_der_ziegen::state::PhaseDoc;
use herr_der_ziegen::{Card, Game, GoatKind, Move, Phase, PlayerScore, PlayerView, NUM_CARDS, NUM_KINDS};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::classes::herr_der_ziegen::PyPlayerScore;
use crate::convert::{self, Int};
use crate::python_rules::PythonRules;
use crate::scores::PyScores;

impl PythonRules for Game {
    const PY_MODULE: &'static str = "herr_der_ziegen.herr_der_ziegen";
    const RENDERER: &'static str = "herr_der_ziegen._render_herr_der_ziegen";

    fn options(players: &Bound<'_, PyAny>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<herr_der_ziegen::Options> {
        options::from_keywords(players, kwargs)
    }

    fn phase_details<'py>(py: Python<'py>, phase: Phase) -> PyResult<Bound<'py, PyAny>> {
        crate::to_python::to_python(py, &PhaseDoc::from(phase))
    }

    fn game_text(obj: &Bound<'_, PyAny>, _game: &Game) -> PyResult<String> {
        text(obj)
    }

    fn view_text(obj: &Bound<'_, PyAny>, _view: &PlayerView) -> PyResult<String> {
        text(obj)
    }

    fn move_note(mv: Move) -> String {
        match mv {
            // Milk values depend on the game: a move names the kind of card only.
            Move::Play(card) if card.is_milk() => " (Milk)".to_string(),
            Move::Play(card) => format!(" ({})", card.label(8)),
            _ => String::new(),
        }
    }
}

/// The text picture of a game or view, drawn by the game's renderer (its `text`: it shows the
/// scores' breakdown, which the Rust text picture does not).
fn text(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    obj.py().import(<Game as PythonRules>::RENDERER)?.getattr("text")?.call1((obj,))?.extract()
}

/// The scores of `view` as things stand (everything they need is public).
pub(crate) fn view_scores(py: Python<'_>, view: &PlayerView) -> PyResult<PyScores> {
    let scores = view.scores();
    let totals: Vec<i32> = scores.per_player().iter().map(|s| s.total as i32).collect();
    let outcome = Outcome::new(&totals, u16::from(scores.winners), ScoreOrder::HigherWins);
    PyScores::of::<Game>(py, &scores, &outcome, view.is_over(), |inner| {
        Ok(Py::new(py, PyPlayerScore { inner })?.into_any())
    })
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
        let score = PlayerScore {
            single: convert::u32_arg(single, "single")?,
            doubled: convert::u32_arg(doubled, "doubled")?,
            milk_total: convert::u32_arg(milk_total, "milk_total")?,
            milk: convert::u32_arg(milk, "milk")?,
            total: convert::u32_arg(total, "total")?,
        };
        let sum = u64::from(score.single) + u64::from(score.doubled) + u64::from(score.milk);
        if sum != u64::from(score.total) {
            return Err(PyValueError::new_err(format!("total {} is not single + doubled + milk = {sum}", score.total)));
        }
        Ok(PyPlayerScore { inner: score })
    }

    /// Points of own marked cards outside the stable group (their value each).
    #[getter]
    fn single(&self) -> u32 {
        self.inner.single
    }

    /// Points of own marked cards in the stable group, already doubled.
    #[getter]
    fn doubled(&self) -> u32 {
        self.inner.doubled
    }

    /// Total milk value in the display (before the milk ranking).
    #[getter]
    fn milk_total(&self) -> u32 {
        self.inner.milk_total
    }

    /// Points from the milk ranking.
    #[getter]
    fn milk(&self) -> u32 {
        self.inner.milk
    }
}

/// A card's label: `K04-1` for a goat card (kind and value), `Dog`, `Milk1` or `Milk2` (milk
/// values depend on `milk_ones`, the number of milk cards worth 1, default 8).
#[pyfunction]
#[pyo3(signature = (card, milk_ones=Int(8)), text_signature = "(card, milk_ones=8)")]
fn card_label(card: Int, milk_ones: Int) -> PyResult<String> {
    Ok(cells::card(card.0)?.label(cells::milk_ones(milk_ones.0)?))
}

/// What a card is: `("goat", kind, value)`, `("dog", None, 0)` or `("milk", None, value)`.
#[pyfunction]
#[pyo3(signature = (card, milk_ones=Int(8)), text_signature = "(card, milk_ones=8)")]
fn card_info(card: Int, milk_ones: Int) -> PyResult<(&'static str, Option<u8>, u8)> {
    Ok(match cells::card(card.0)?.card(cells::milk_ones(milk_ones.0)?) {
        Card::Goat { kind, value } => ("goat", Some(kind.index()), value),
        Card::Dog => ("dog", None, 0),
        Card::Milk { value } => ("milk", None, value),
    })
}

/// The display name of goat kind `kind` (0 to 17).
#[pyfunction]
fn kind_name(kind: Int) -> PyResult<&'static str> {
    Ok(cells::kind(kind.0)?.name())
}

/// Herr der Ziegen's module-level extras in the extension module: the card helpers and their
/// sizes.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(pyo3::wrap_pyfunction!(card_label, m)?)?;
    m.add_function(pyo3::wrap_pyfunction!(card_info, m)?)?;
    m.add_function(pyo3::wrap_pyfunction!(kind_name, m)?)?;
    m.add("NUM_CARDS", NUM_CARDS)?;
    m.add("NUM_KINDS", NUM_KINDS)?;
    m.add("KIND_NAMES", GoatKind::all().map(GoatKind::name).collect::<Vec<_>>())?;
    Ok(())
}
