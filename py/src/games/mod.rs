//! Each game's typed extras (a file per game: its [`PythonRules`], its own queries and
//! constructors as a second `#[pymethods]` block on the classes stamped in `classes.rs`), and the
//! registration of every game, stamped from the registry.

pub mod herr_der_ziegen;
pub mod le_baron;
pub mod ziegen_kriegen;

use game_core::GameRules;
use game_registry::GameInfo;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::python_rules::PythonRules;

/// The entry of `GAMES` for game `G`: its names, its Python module, the prefixes of its names in
/// the extension module, its sizes and its bots' names.
fn entry<'py, G: PythonRules>(
    py: Python<'py>,
    info: &GameInfo,
    prefix: &str,
    camel: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let entry = PyDict::new(py);
    entry.set_item("index", info.index)?;
    entry.set_item("name", info.name)?;
    entry.set_item("title", info.title)?;
    entry.set_item("module", G::PY_MODULE)?;
    entry.set_item("function_prefix", prefix)?;
    entry.set_item("class_prefix", camel)?;
    entry.set_item("min_players", info.min_players)?;
    entry.set_item("max_players", info.max_players)?;
    entry.set_item("num_actions", info.num_actions)?;
    entry.set_item("observation_size", info.observation_size)?;
    entry.set_item("max_legal_moves", info.max_legal_moves)?;
    entry.set_item("max_events", info.max_events)?;
    entry.set_item("max_game_length", G::MAX_GAME_LENGTH)?;
    entry.set_item("simultaneous_phase", info.simultaneous_phase)?;
    entry.set_item("bot_names", game_core::bots::bot_names::<G>())?;
    Ok(entry)
}

macro_rules! register_every_game {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        /// Adds every game's classes, functions and typed extras to the extension module, and
        /// `GAMES`: one dict per game, in registry order (`herr_der_ziegen._games` reads it).
        pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
            let games = PyList::empty(m.py());
            $(
                crate::classes::$module::register(m)?;
                $module::register(m)?;
                crate::vector_classes::$module::register(m)?;
                let info = &game_registry::GAMES[$index];
                debug_assert_eq!(info.name, <$game as GameRules>::NAME);
                games.append(entry::<$game>(m.py(), info, stringify!($module), stringify!($camel))?)?;
            )*
            m.add("GAMES", games)
        }
    };
}

game_registry::for_each_game!(register_every_game);
