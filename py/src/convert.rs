//! Conversions between Python objects and the values of every game: ints of any size, seeds,
//! seats, player counts, document text, numpy arrays.

use game_core::GameRules;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyByteArray, PyInt, PyString};

use crate::errors::{self, Kind};

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

/// An optional argument whose default is not `None` (a seed's default is 0): `Given` holds the
/// object passed, `None` included, which the caller then refuses as a value of the wrong type
/// rather than reading it as the default (`Option<&Bound>` cannot tell `None` from left out).
pub enum Arg<'py> {
    /// Left out: the default.
    Default,
    /// Passed, whatever it is.
    Given(Bound<'py, PyAny>),
}

impl<'py> Arg<'py> {
    /// The object passed, or `None` when the argument was left out.
    pub fn given(&self) -> Option<&Bound<'py, PyAny>> {
        match self {
            Arg::Default => None,
            Arg::Given(obj) => Some(obj),
        }
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Arg<'py> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Arg<'py>> {
        Ok(Arg::Given(obj.to_owned()))
    }
}

/// Whether `obj` is a numpy bool (`numpy.bool_`), which is no Python `bool`: `False` without
/// numpy.
pub fn is_numpy_bool(obj: &Bound<'_, PyAny>) -> bool {
    let ty = obj.get_type();
    ty.module().is_ok_and(|m| m.to_cow().is_ok_and(|m| m == "numpy"))
        && obj
            .py()
            .import("numpy")
            .and_then(|np| np.getattr("bool_"))
            .is_ok_and(|bool_| obj.is_instance(&bool_).unwrap_or(false))
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

/// An int from 0 to 255 (a count in a score): `TypeError` for a bool or another type,
/// `ValueError` outside the range.
pub fn u8_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u8> {
    checked_int(obj, what, || format!("{what} {obj} is out of range: 0 to 255"))
}

/// An int from 0 to 65535 (points of a score): `TypeError` for a bool or another type,
/// `ValueError` outside the range.
pub fn u16_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u16> {
    checked_int(obj, what, || format!("{what} {obj} is out of range: 0 to 65535"))
}

/// A seat number checked against the player count.
pub fn seat(player: i64, players: u8) -> PyResult<u8> {
    u8::try_from(player).ok().filter(|&p| p < players).ok_or_else(|| {
        PyValueError::new_err(format!("no player {player}: seats are 0 to {} in a {players}-player game", players - 1))
    })
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
