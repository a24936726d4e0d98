//! `Events`: what `apply` returns, for every game. It holds the core's events and builds their
//! dicts only when they are first read, so that a loop that ignores them pays for none; once
//! read, it reads as the list of those dicts (the same dict objects every time).

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyTuple};
use serde::Serialize;

use crate::to_python::to_python;

/// A game's events, kept in the core's form until read.
trait Source: Send + Sync {
    fn len(&self) -> usize;
    fn dicts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>>;
}

impl<E: Serialize + Send + Sync> Source for Vec<E> {
    fn len(&self) -> usize {
        Vec::len(self)
    }

    fn dicts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let items = self.iter().map(|event| to_python(py, event)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }
}

/// The events of one move, in order, each a dict such as
/// `{"event": "card_played", "player": 0, "card": 15}`: a read-only sequence (a registered
/// `collections.abc.Sequence`) that indexes, slices, iterates, compares equal to the list of the
/// same dicts, prints and pickles as that list. The dicts are built when first read;
/// `list(events)` gives a plain list (for `json.dumps`, for instance).
#[pyclass(name = "Events", module = "herr_der_ziegen", frozen, sequence)]
pub struct PyEvents {
    source: Box<dyn Source>,
    list: PyOnceLock<Py<PyList>>,
}

impl PyEvents {
    /// The events `events` of a move (of any game), not yet converted.
    pub fn new<E: Serialize + Send + Sync + 'static>(events: Vec<E>) -> PyEvents {
        PyEvents { source: Box::new(events), list: PyOnceLock::new() }
    }

    /// The list of dicts, built on the first call.
    fn list<'py>(&self, py: Python<'py>) -> PyResult<&Bound<'py, PyList>> {
        Ok(self.list.get_or_try_init(py, || self.source.dicts(py).map(Bound::unbind))?.bind(py))
    }

    /// `other` as something a list compares with: the list of another `Events`, else itself.
    fn operand<'py>(other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        match other.cast::<PyEvents>() {
            Ok(events) => Ok(events.get().list(other.py())?.clone().into_any()),
            Err(_) => Ok(other.clone()),
        }
    }
}

#[pymethods]
impl PyEvents {
    fn __len__(&self) -> usize {
        self.source.len()
    }

    fn __getitem__<'py>(&self, py: Python<'py>, index: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.list(py)?.as_any().get_item(index)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.list(py)?.as_any().try_iter().map(Bound::into_any)
    }

    fn __reversed__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.list(py)?.as_any().call_method0("__reversed__")
    }

    fn __contains__(&self, py: Python<'_>, item: &Bound<'_, PyAny>) -> PyResult<bool> {
        self.list(py)?.contains(item)
    }

    /// The position of the first event equal to `value` between `start` and `stop` (`None`:
    /// from the first, to the last), as `list.index` (`ValueError` if none is).
    #[pyo3(signature = (value, start=None, stop=None))]
    fn index(
        &self,
        py: Python<'_>,
        value: &Bound<'_, PyAny>,
        start: Option<&Bound<'_, PyAny>>,
        stop: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<usize> {
        // The list reads the bounds (any ints, clamped to the length, negative from the end).
        let list = self.list(py)?.as_any();
        let start = match start {
            Some(start) => start.clone(),
            None => 0_i32.into_pyobject(py)?.into_any(),
        };
        match stop {
            Some(stop) => list.call_method1("index", (value, start, stop)),
            None => list.call_method1("index", (value, start)),
        }?
        .extract()
    }

    /// How many events equal `value`.
    fn count(&self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<usize> {
        self.list(py)?.as_any().call_method1("count", (value,))?.extract()
    }

    fn __richcmp__<'py>(
        &self,
        py: Python<'py>,
        other: &Bound<'py, PyAny>,
        op: CompareOp,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.list(py)?.as_any().rich_compare(Self::operand(other)?, op)
    }

    /// The events then `other` (a list or `Events`) in a new list; `NotImplemented` for other
    /// operands, so that their own `__radd__` is tried, as for a list.
    fn __add__<'py>(&self, py: Python<'py>, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let other = Self::operand(other)?;
        if !other.is_instance_of::<PyList>() {
            return Ok(py.NotImplemented().into_bound(py));
        }
        self.list(py)?.as_any().add(other)
    }

    fn __radd__<'py>(&self, py: Python<'py>, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        if !other.is_instance_of::<PyList>() {
            return Ok(py.NotImplemented().into_bound(py));
        }
        other.add(self.list(py)?)
    }

    /// The events repeated `times` times in a new list, as `list * times`.
    fn __mul__<'py>(&self, py: Python<'py>, times: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        if !times.hasattr("__index__")? {
            return Ok(py.NotImplemented().into_bound(py));
        }
        self.list(py)?.as_any().mul(times)
    }

    fn __rmul__<'py>(&self, py: Python<'py>, times: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.__mul__(py, times)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.list(py)?.as_any().repr()?.to_string())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let list_type = py.get_type::<PyList>().into_any();
        Ok((list_type, PyTuple::new(py, [self.list(py)?])?))
    }
}

/// Adds `Events` to the module and registers it as a `collections.abc.Sequence`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyEvents>()?;
    let sequence = m.py().import("collections.abc")?.getattr("Sequence")?;
    sequence.call_method1("register", (m.py().get_type::<PyEvents>(),))?;
    Ok(())
}
