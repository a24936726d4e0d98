//! Herr der Ziegen's own values from and to Python: cells as `(row, col)` pairs (of any ints,
//! tuples, lists or other pairs), card ids, goat kinds, milk splits, lines and kind statuses.

use herr_der_ziegen::cards::NUM_MILK;
use herr_der_ziegen::{CardId, CardSet, Cell, GoatKind, KindStatus, Line, NUM_KINDS};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySequence, PyString, PyTuple};

use crate::convert::{any_int, type_name};
use crate::errors::{self, Kind};

/// A cell from a `(row, col)` pair of ints. Coordinates outside the 7x7 index space, however
/// large or negative, raise `IllegalMoveError` with the core's wording for an off-grid cell.
pub fn cell_from(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Cell> {
    let (row, col) = int_pair(obj, "a cell")?;
    cell_from_coords(py, &row, &col)
}

/// The cell at `(row, col)` (a pair of ints) if it is on a pasture of side `grid`, else `None`,
/// whatever the size of the ints: how the read-only queries (`card_at`, `mark_at`, `is_stable`)
/// take their cell.
pub fn cell_on_grid(obj: &Bound<'_, PyAny>, grid: u8) -> PyResult<Option<Cell>> {
    let (row, col) = int_pair(obj, "a cell")?;
    Ok(cell_at(&row, &col).filter(|cell| cell.in_grid(grid)))
}

/// The cell of the 7x7 index space at `(row, col)`, if there is one.
pub fn cell_at(row: &Coord, col: &Coord) -> Option<Cell> {
    row.as_u8().zip(col.as_u8()).and_then(|(r, c)| Cell::new(r, c))
}

/// A `(row, col)` pair of [`Coord`]s, given as a tuple, a list (as JSON and `to_dict` give
/// cells) or another sequence of two; `what` names it in the `TypeError` for anything else.
pub fn int_pair(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<(Coord, Coord)> {
    let pair: PyResult<(Coord, Coord)> = if let Ok(list) = obj.cast::<PyList>() {
        items_of_two(list.as_sequence())
    } else if obj.is_instance_of::<PyTuple>() {
        obj.extract()
    } else if obj.is_instance_of::<PyString>() {
        Err(PyTypeError::new_err("a str is no pair of ints"))
    } else {
        obj.cast::<PySequence>().map_err(PyErr::from).and_then(items_of_two)
    };
    pair.map_err(|_| PyTypeError::new_err(format!("{what} is a (row, col) pair of ints, not {}", type_name(obj))))
}

/// The two items of a sequence of length 2 as [`Coord`]s.
fn items_of_two(seq: &Bound<'_, PySequence>) -> PyResult<(Coord, Coord)> {
    if seq.len()? != 2 {
        return Err(PyTypeError::new_err("not a pair"));
    }
    Ok((seq.get_item(0)?.extract()?, seq.get_item(1)?.extract()?))
}

/// A cell from row and column numbers: `IllegalMoveError` for numbers outside the 7x7 index
/// space.
pub fn cell_from_coords(py: Python<'_>, row: &Coord, col: &Coord) -> PyResult<Cell> {
    cell_at(row, col).ok_or_else(|| {
        errors::raise(
            py,
            Kind::IllegalMove,
            format!("cell ({row},{col}) is not on this pasture"),
            "cell_off_grid".to_string(),
        )
    })
}

/// A coordinate (a row or a column): any Python or numpy integer but a bool, of any size, so
/// that a number far off the grid is refused like one just off it, never with `OverflowError`.
/// Bools and other types raise `TypeError`.
pub enum Coord {
    /// A coordinate that fits an `i64`.
    Small(i64),
    /// A larger one, as Python writes it.
    Huge(String),
}

impl Coord {
    /// The coordinate if it fits a `u8`.
    pub fn as_u8(&self) -> Option<u8> {
        match self {
            Coord::Small(n) => u8::try_from(*n).ok(),
            Coord::Huge(_) => None,
        }
    }
}

impl std::fmt::Display for Coord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Coord::Small(n) => write!(f, "{n}"),
            Coord::Huge(text) => f.write_str(text),
        }
    }
}

impl FromPyObject<'_, '_> for Coord {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, '_, PyAny>) -> PyResult<Coord> {
        Ok(match any_int(&obj, "a coordinate")? {
            Some(n) => Coord::Small(n),
            None => Coord::Huge(obj.str()?.to_string()),
        })
    }
}

/// A cell as a `(row, col)` tuple.
pub fn cell_to(cell: Cell) -> (u8, u8) {
    (cell.row(), cell.col())
}

/// A card set as a sorted list of ids (`u16`, since a `Vec<u8>` would become `bytes`).
pub fn cards(set: CardSet) -> Vec<u16> {
    set.iter().map(|c| u16::from(c.index())).collect()
}

/// A count of milk cards worth 1: 0 to 16.
pub fn milk_ones(count: i64) -> PyResult<u8> {
    u8::try_from(count).ok().filter(|&n| usize::from(n) <= NUM_MILK).ok_or_else(|| {
        PyValueError::new_err(format!("milk_ones {count} is out of range: 0 to {NUM_MILK} milk cards are worth 1"))
    })
}

/// A goat kind from its 0-based index.
pub fn kind(index: i64) -> PyResult<GoatKind> {
    u8::try_from(index)
        .ok()
        .and_then(GoatKind::new)
        .ok_or_else(|| PyValueError::new_err(format!("no goat kind {index}: kinds are 0 to {}", NUM_KINDS - 1)))
}

/// A card id checked against the deck.
pub fn card(id: i64) -> PyResult<CardId> {
    u8::try_from(id)
        .ok()
        .and_then(CardId::new)
        .ok_or_else(|| PyValueError::new_err(format!("{id} is not a card id (ids are 0 to 120)")))
}

/// `"removed"`, `"open"` or `"closed"`.
pub fn kind_status_name(status: KindStatus) -> &'static str {
    match status {
        KindStatus::Removed => "removed",
        KindStatus::Open => "open",
        KindStatus::Closed { .. } => "closed",
    }
}

/// A line as `("row", r)` or `("col", c)`.
pub fn line_to(line: Line) -> (&'static str, u8) {
    match line {
        Line::Row(r) => ("row", r),
        Line::Col(c) => ("col", c),
    }
}
