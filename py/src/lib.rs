//! Python bindings of the goat games' rules engines (Herr der Ziegen, Ziegen Kriegen, Le Baron):
//! the extension module `herr_der_ziegen._core`, re-exported by the Python package
//! `herr_der_ziegen` (in `py/python/`). The rules all live in the game crates; this layer only
//! translates types and errors.
//!
//! One layer serves every game of the registry: the logic is written once over
//! `python_rules::PythonRules` (a game's `GameRules` and the few answers its Python classes
//! need), the classes are stamped per game from `game_registry::for_each_game!` (`classes.rs`),
//! and each game adds its typed extras in its file under `games/`.

#![forbid(unsafe_code)]

mod batch;
mod bots;
#[macro_use]
mod classes;
mod convert;
mod errors;
mod events;
mod game;
mod games;
mod history;
mod moves;
mod options;
mod python_rules;
mod scores;
mod text;
mod to_python;
mod tournament;
mod vector_classes;
mod vector_env;

use pyo3::prelude::*;

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<scores::PyScores>()?;
    events::register(m)?;
    m.add_function(wrap_pyfunction!(tournament::standings, m)?)?;
    m.add("CORE_VERSION", env!("CARGO_PKG_VERSION"))?;
    games::register(m)
}
