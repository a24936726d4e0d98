//! Serde values as plain Python data (events, scores, phase details, options), by `pythonize`.
//!
//! The mapping is JSON's: structs and maps become dicts (fields in declaration order, so an
//! internally tagged enum's tag comes first), unit variants their names, `None` `None`. Sequences
//! become tuples, as they always have in this package: the sequences in these values are small
//! fixed records such as `(row, col)` cells, and a tuple is what the rest of the API hands out
//! for them (`Move.cell`, `stable(p)`, ...).

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use pythonize::{PythonizeTypes, PythonizeUnnamedMappingAdapter};
use serde::Serialize;

/// `pythonize`'s types for this package: dicts for structs and maps, tuples for sequences.
struct PlainData;

impl PythonizeTypes for PlainData {
    type Map = PyDict;
    type NamedMap = PythonizeUnnamedMappingAdapter<PyDict>;
    type List = PyTuple;
}

/// `value` as Python data (see the module documentation for the mapping).
///
/// # Errors
/// A Python error raised while building the objects (out of memory), or `value`'s own
/// serialization error as a `ValueError`.
pub fn to_python<'py, T: Serialize + ?Sized>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    Ok(pythonize::pythonize_custom::<PlainData, T>(py, value)?)
}
