//! Python bindings for the Herr der Ziegen rules engine: the extension module
//! `herr_der_ziegen._core`, re-exported by the Python package `herr_der_ziegen` (in
//! `py/python/`). The rules all live in the core crate; this layer only translates types and
//! errors.

#![forbid(unsafe_code)]

mod bots;
mod convert;
mod errors;
mod events;
mod game;
#[macro_use]
mod generic;
mod games;
mod history;
mod moves;
mod scores;
mod to_python;
mod tournament;
mod view;

use game_core::GameRules;
use herr_der_ziegen::observation::{OBSERVATION_SECTIONS, OBSERVATION_SIZE};
use herr_der_ziegen::{Card, GoatKind, NUM_ACTIONS, NUM_CARDS, NUM_KINDS};
use pyo3::prelude::*;

use crate::convert::Int;

/// A card's label: `K04-1` for a goat card (kind and value), `Dog`, `Milk1` or `Milk2` (milk
/// values depend on `milk_ones`, the number of milk cards worth 1, default 8).
#[pyfunction]
#[pyo3(signature = (card, milk_ones=Int(8)), text_signature = "(card, milk_ones=8)")]
fn card_label(card: Int, milk_ones: Int) -> PyResult<String> {
    let (card, milk_ones) = (card.0, milk_ones.0);
    Ok(convert::card(card)?.label(convert::milk_ones(milk_ones)?))
}

/// What a card is: `("goat", kind, value)`, `("dog", None, 0)` or `("milk", None, value)`.
#[pyfunction]
#[pyo3(signature = (card, milk_ones=Int(8)), text_signature = "(card, milk_ones=8)")]
fn card_info(card: Int, milk_ones: Int) -> PyResult<(&'static str, Option<u8>, u8)> {
    let (card, milk_ones) = (card.0, milk_ones.0);
    Ok(match convert::card(card)?.card(convert::milk_ones(milk_ones)?) {
        Card::Goat { kind, value } => ("goat", Some(kind.index()), value),
        Card::Dog => ("dog", None, 0),
        Card::Milk { value } => ("milk", None, value),
    })
}

/// The display name of goat kind `kind` (0 to 17).
#[pyfunction]
fn kind_name(kind: Int) -> PyResult<&'static str> {
    let kind = kind.0;
    Ok(convert::kind(kind)?.name())
}

/// The sections of the observation tensor in order: `(name, offset, rows, cols)`.
#[pyfunction]
fn observation_sections() -> Vec<(&'static str, usize, usize, usize)> {
    let mut offset = 0;
    OBSERVATION_SECTIONS
        .iter()
        .map(|&(name, rows, cols)| {
            let section = (name, offset, rows, cols);
            offset += rows * cols;
            section
        })
        .collect()
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::PyGame>()?;
    m.add_class::<moves::PyMove>()?;
    m.add_class::<view::PyPlayerView>()?;
    m.add_class::<scores::PyScores>()?;
    m.add_class::<scores::PyPlayerScore>()?;
    m.add_class::<bots::PyBot>()?;
    events::register(m)?;
    m.add_function(wrap_pyfunction!(bots::simulate, m)?)?;
    m.add_function(wrap_pyfunction!(bots::trajectories, m)?)?;
    m.add_function(wrap_pyfunction!(tournament::standings, m)?)?;
    m.add_function(wrap_pyfunction!(card_label, m)?)?;
    m.add_function(wrap_pyfunction!(card_info, m)?)?;
    m.add_function(wrap_pyfunction!(kind_name, m)?)?;
    m.add_function(wrap_pyfunction!(observation_sections, m)?)?;
    m.add("NUM_ACTIONS", NUM_ACTIONS)?;
    m.add("NUM_CARDS", NUM_CARDS)?;
    m.add("NUM_KINDS", NUM_KINDS)?;
    m.add("OBSERVATION_SIZE", OBSERVATION_SIZE)?;
    m.add("MIN_PLAYERS", <herr_der_ziegen::Game as GameRules>::MIN_PLAYERS)?;
    m.add("MAX_PLAYERS", <herr_der_ziegen::Game as GameRules>::MAX_PLAYERS)?;
    m.add("KIND_NAMES", GoatKind::all().map(GoatKind::name).collect::<Vec<_>>())?;
    m.add("CORE_VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add("BOT_NAMES", herr_der_ziegen::bots::BOT_NAMES.to_vec())?;
    games::ziegen_kriegen::register(m)?;
    games::le_baron::register(m)?;
    Ok(())
}
