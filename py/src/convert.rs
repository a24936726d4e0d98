//! Conversions between core values and Python objects.

use herr_der_ziegen::cards::NUM_MILK;
use herr_der_ziegen::{CardId, CardSet, Cell, GameRules, GoatKind, KindStatus, Line, NUM_KINDS};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyByteArray, PyInt, PyList, PySequence, PyString, PyTuple};

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

/// The name of an object's type, for error messages.
pub fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "this object".to_string())
}

/// An int argument that must not be a bool. An int beyond 64 bits raises `ValueError`, like
/// any other number out of range.
pub fn int_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    checked_int(obj, what, || format!("{what} {obj} is out of range"))
}

/// An integer of any size (a Python or numpy integer, anything with `__index__`) that is not a
/// bool: `Some` if it fits an `i64`, `None` for a larger one, so that the caller refuses it
/// as out of range with the error its own range calls for. `TypeError` (naming `what`) for a
/// bool or a non-int.
pub fn any_int(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Option<i64>> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!("{what} must be an int, not bool")));
    }
    match obj.extract::<i64>() {
        Ok(value) => Ok(Some(value)),
        // Any integer, numpy's included (they convert through `__index__`), is out of range.
        Err(_) if is_integer(obj) => Ok(None),
        Err(_) => Err(PyTypeError::new_err(format!("{what} must be an int, not {}", type_name(obj)))),
    }
}

/// Whether `obj` is an integer: an `int` or anything `operator.index` takes.
fn is_integer(obj: &Bound<'_, PyAny>) -> bool {
    obj.is_instance_of::<PyInt>()
        || obj.py().import("operator").and_then(|operator| operator.call_method1("index", (obj,))).is_ok()
}

/// `obj` as an int of type `T`: `TypeError` for a bool or a non-int, `ValueError` with
/// `out_of_range()` for an int that `T` cannot hold.
fn checked_int<'py, T: FromPyObjectOwned<'py>>(
    obj: &Bound<'py, PyAny>,
    what: &str,
    out_of_range: impl FnOnce() -> String,
) -> PyResult<T> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!("{what} must be an int, not bool")));
    }
    obj.extract::<T>().map_err(|_| {
        if is_integer(obj) {
            PyValueError::new_err(out_of_range())
        } else {
            PyTypeError::new_err(format!("{what} must be an int, not {}", type_name(obj)))
        }
    })
}

/// An int argument of the API (a seat, a kind, a card, a row or a column): a Python or numpy
/// integer but not a bool (`TypeError`, as for any other type), and an int beyond 64 bits is out
/// of range (`ValueError`, as for any other number out of range) rather than an `OverflowError`.
#[derive(Clone, Copy, Debug)]
pub struct Int(pub i64);

impl FromPyObject<'_, '_> for Int {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, '_, PyAny>) -> PyResult<Int> {
        int_arg(&obj, "the argument").map(Int)
    }
}

/// A `u8` option of a game's setup: ints that do not fit, however large, are a setup error.
pub fn setup_u8(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u8> {
    any_int(obj, what)?.and_then(|value| u8::try_from(value).ok()).ok_or_else(|| {
        errors::raise(obj.py(), Kind::Setup, format!("{what} {obj} is out of range: 0 to 255"), "out_of_range".into())
    })
}

/// The player count of a game of `G`: any int outside `G::MIN_PLAYERS..=G::MAX_PLAYERS`, however
/// large or negative, is a `SetupError` (reason `player_count`) naming the valid range.
pub fn player_count<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<u8> {
    let range = G::MIN_PLAYERS..=G::MAX_PLAYERS;
    any_int(obj, "players")?.and_then(|value| u8::try_from(value).ok()).filter(|n| range.contains(n)).ok_or_else(|| {
        errors::raise(
            obj.py(),
            Kind::Setup,
            format!("the game is for {} to {} players, not {obj}", G::MIN_PLAYERS, G::MAX_PLAYERS),
            "player_count".into(),
        )
    })
}

/// A list of strings, such as bot names: any iterable of `str` but a `str` itself, which would
/// otherwise be taken apart into its characters. `TypeError` (naming `what`) for anything else.
pub fn str_list(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<String>> {
    let refused = || PyTypeError::new_err(format!("{what} is a list of str, not {}", type_name(obj)));
    if obj.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} is a list of str, not a str: write [{}] for one",
            obj.repr().map_or_else(|_| "...".to_string(), |r| r.to_string())
        )));
    }
    obj.try_iter()
        .map_err(|_| refused())?
        .map(|item| {
            let item = item?;
            item.extract::<String>().map_err(|_| {
                let shown = item.repr().map_or_else(|_| "an item".to_string(), |r| r.to_string());
                PyTypeError::new_err(format!("{what} is a list of str: {shown} ({}) is not a str", type_name(&item)))
            })
        })
        .collect()
}

/// The text of a JSON document given to `from_json`: `TypeError` for a non-str, and
/// `InvalidStateError` (reason `json`, as for any malformed document) for a str that is not
/// Unicode text because it holds a lone surrogate, which no UTF-8 document can contain.
pub fn document_text<'a>(obj: &'a Bound<'_, PyAny>) -> PyResult<std::borrow::Cow<'a, str>> {
    let text = obj
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err(format!("from_json takes a str, not {}", type_name(obj))))?;
    text.to_cow().map_err(|err| {
        let position = err.value(obj.py()).getattr("start").map_or_else(|_| "?".to_string(), |p| p.to_string());
        errors::raise(
            obj.py(),
            Kind::InvalidState,
            format!(
                "malformed JSON: the text holds a lone surrogate at position {position}, which is not Unicode text"
            ),
            "json".into(),
        )
    })
}

/// An int from 0 to 2**64 - 1 (a seed, a number of games): `TypeError` for a bool or another
/// type, `ValueError` outside the range.
pub fn u64_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    checked_int(obj, what, || format!("{what} must be an int from 0 to 2**64 - 1"))
}

/// An int from 0 to 2**32 - 1 (points of a score): `TypeError` for a bool or another type,
/// `ValueError` outside the range.
pub fn u32_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u32> {
    checked_int(obj, what, || format!("{what} {obj} is out of range: 0 to 2**32 - 1"))
}

/// A count of milk cards worth 1: 0 to 16.
pub fn milk_ones(count: i64) -> PyResult<u8> {
    u8::try_from(count).ok().filter(|&n| usize::from(n) <= NUM_MILK).ok_or_else(|| {
        PyValueError::new_err(format!("milk_ones {count} is out of range: 0 to {NUM_MILK} milk cards are worth 1"))
    })
}

/// A seat number checked against the player count.
pub fn seat(player: i64, players: u8) -> PyResult<u8> {
    u8::try_from(player).ok().filter(|&p| p < players).ok_or_else(|| {
        PyValueError::new_err(format!("no player {player}: seats are 0 to {} in a {players}-player game", players - 1))
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

static FROMBUFFER: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A writable numpy array over a fresh bytearray holding `bytes`, with numpy dtype `dtype`.
pub fn numpy_array<'py>(py: Python<'py>, bytes: &[u8], dtype: &str) -> PyResult<Bound<'py, PyAny>> {
    numpy_array_with(py, bytes.len(), dtype, |buffer| buffer.copy_from_slice(bytes))
}

/// A writable numpy array with numpy dtype `dtype` over a fresh bytearray of `len` bytes, which
/// `fill` writes in place (large arrays are then neither built twice nor copied).
///
/// # Errors
/// `MemoryError` when the bytearray cannot be allocated.
pub fn numpy_array_with<'py>(
    py: Python<'py>,
    len: usize,
    dtype: &str,
    fill: impl FnOnce(&mut [u8]),
) -> PyResult<Bound<'py, PyAny>> {
    let frombuffer = FROMBUFFER
        .get_or_try_init(py, || -> PyResult<Py<PyAny>> { Ok(py.import("numpy")?.getattr("frombuffer")?.unbind()) })?;
    let buffer = PyByteArray::new_with(py, len, |buffer| {
        fill(buffer);
        Ok(())
    })?;
    frombuffer.bind(py).call1((buffer, dtype))
}

/// An `f32` slice as a numpy `float32` array.
pub fn f32_array<'py>(py: Python<'py>, values: &[f32]) -> PyResult<Bound<'py, PyAny>> {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_ne_bytes()).collect();
    numpy_array(py, &bytes, "float32")
}
