//! Serde values straight to plain Python data, for events and phase details.
//!
//! The mapping is JSON's: structs and maps become dicts (fields in declaration order, so an
//! internally tagged enum's tag comes first), sequences and tuples become tuples (the only
//! sequences in these values are `(row, col)` cells), unit variants become their names, `None`
//! becomes `None`. Going through `serde_json::Value` first allocated a map and a `String` per
//! key for every event; building the dicts directly makes `Game.apply` about twice as fast.
//!
//! Why not `pythonize` (0.30, which does this mapping): it makes a new Python string for every
//! key of every dict, where this serializer keeps one interned string per field name. Reading
//! the events of every move (`for event in game.apply(move)`) then cost 15 to 25% more per step
//! (measured in processor time, 4 players: Herr der Ziegen 1,466 against 1,814 ns a step,
//! Ziegen Kriegen 1,178 against 1,343, Le Baron 1,255 against 1,463), and the events are what
//! every frontend reads after every move.

use std::cell::RefCell;
use std::fmt;

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyString, PyTuple};
use pyo3::IntoPyObjectExt;
use rustc_hash::FxHashMap;
use serde::ser::{self, Serialize};

/// `value` as Python data (see the module documentation for the mapping).
///
/// # Errors
/// A Python error raised while building the objects (out of memory).
pub fn to_python<'py, T: Serialize + ?Sized>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    value.serialize(ToPython { py }).map_err(|Error(e)| e)
}

/// A Python error carried through serde.
pub struct Error(PyErr);

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<M: fmt::Display>(msg: M) -> Error {
        Error(pyo3::exceptions::PyValueError::new_err(msg.to_string()))
    }
}

impl From<PyErr> for Error {
    fn from(e: PyErr) -> Error {
        Error(e)
    }
}

type Out<'py> = Result<Bound<'py, PyAny>, Error>;

#[derive(Clone, Copy)]
struct ToPython<'py> {
    py: Python<'py>,
}

impl<'py> ToPython<'py> {
    fn object(self, v: impl IntoPyObject<'py>) -> Out<'py> {
        Ok(v.into_bound_py_any(self.py)?)
    }

    /// A field or variant name as a Python string, made once per thread and name: interning
    /// it anew for every event was a fifth of the cost of `Game.apply`. The cache hashes with
    /// FxHash: with the standard SipHash, the lookups alone were a tenth of a `Game.apply` loop.
    fn name(self, name: &'static str) -> Bound<'py, PyAny> {
        thread_local! {
            static NAMES: RefCell<FxHashMap<(usize, usize), Py<PyString>>> = RefCell::new(FxHashMap::default());
        }
        NAMES.with_borrow_mut(|names| {
            // Names are `'static`, so their address and length identify them.
            names
                .entry((name.as_ptr() as usize, name.len()))
                .or_insert_with(|| PyString::intern(self.py, name).unbind())
                .bind(self.py)
                .clone()
                .into_any()
        })
    }

    /// `{variant: value}`, JSON's externally tagged form.
    fn tagged(self, variant: &'static str, value: Bound<'py, PyAny>) -> Out<'py> {
        let dict = PyDict::new(self.py);
        dict.set_item(self.name(variant), value)?;
        Ok(dict.into_any())
    }
}

/// Collects the items of a sequence or tuple; `variant` wraps the tuple for tuple variants.
struct Items<'py> {
    to: ToPython<'py>,
    items: Vec<Bound<'py, PyAny>>,
    variant: Option<&'static str>,
}

impl<'py> Items<'py> {
    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.items.push(value.serialize(self.to)?);
        Ok(())
    }

    fn finish(self) -> Out<'py> {
        let tuple = PyTuple::new(self.to.py, self.items)?.into_any();
        match self.variant {
            Some(variant) => self.to.tagged(variant, tuple),
            None => Ok(tuple),
        }
    }
}

/// Fills a dict; `variant` wraps it for struct variants.
struct Fields<'py> {
    to: ToPython<'py>,
    dict: Bound<'py, PyDict>,
    key: Option<Bound<'py, PyAny>>,
    variant: Option<&'static str>,
}

impl<'py> Fields<'py> {
    fn new(to: ToPython<'py>, variant: Option<&'static str>) -> Fields<'py> {
        Fields { to, dict: PyDict::new(to.py), key: None, variant }
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.dict.set_item(self.to.name(key), value.serialize(self.to)?)?;
        Ok(())
    }

    fn finish(self) -> Out<'py> {
        match self.variant {
            Some(variant) => self.to.tagged(variant, self.dict.into_any()),
            None => Ok(self.dict.into_any()),
        }
    }
}

/// Serializer methods that hand their value to [`ToPython::object`] unchanged.
macro_rules! to_object {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method(self, v: $ty) -> Out<'py> {
                self.object(v)
            }
        )*
    };
}

impl<'py> ser::Serializer for ToPython<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    type SerializeSeq = Items<'py>;
    type SerializeTuple = Items<'py>;
    type SerializeTupleStruct = Items<'py>;
    type SerializeTupleVariant = Items<'py>;
    type SerializeMap = Fields<'py>;
    type SerializeStruct = Fields<'py>;
    type SerializeStructVariant = Fields<'py>;

    fn serialize_bool(self, v: bool) -> Out<'py> {
        Ok(PyBool::new(self.py, v).to_owned().into_any())
    }
    // Numbers, strings and bytes become their Python counterparts.
    to_object!(
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_i64: i64,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_u64: u64,
        serialize_f64: f64,
        serialize_str: &str,
        serialize_bytes: &[u8],
    );
    fn serialize_f32(self, v: f32) -> Out<'py> {
        self.object(f64::from(v))
    }
    fn serialize_char(self, v: char) -> Out<'py> {
        self.object(v.to_string())
    }
    fn serialize_none(self) -> Out<'py> {
        Ok(self.py.None().into_bound(self.py))
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Out<'py> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Out<'py> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Out<'py> {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Out<'py> {
        Ok(self.name(variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Out<'py> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Out<'py> {
        let value = value.serialize(self)?;
        self.tagged(variant, value)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Items<'py>, Error> {
        Ok(Items { to: self, items: Vec::with_capacity(len.unwrap_or(0)), variant: None })
    }
    fn serialize_tuple(self, len: usize) -> Result<Items<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Items<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Items<'py>, Error> {
        Ok(Items { to: self, items: Vec::with_capacity(len), variant: Some(variant) })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Fields<'py>, Error> {
        Ok(Fields::new(self, None))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Fields<'py>, Error> {
        Ok(Fields::new(self, None))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Fields<'py>, Error> {
        Ok(Fields::new(self, Some(variant)))
    }
}

/// The serde collection traits whose items all go to [`Items::push`] or [`Fields::field`]:
/// only the method name differs between them.
macro_rules! collect_into {
    ($target:ident :: $add:ident, $($trait:ident :: $method:ident ( $($key:ident : $key_type:ty ,)? )),+) => {$(
        impl<'py> ser::$trait for $target<'py> {
            type Ok = Bound<'py, PyAny>;
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, $($key: $key_type,)? value: &T) -> Result<(), Error> {
                self.$add($($key,)? value)
            }
            fn end(self) -> Out<'py> {
                self.finish()
            }
        }
    )+};
}

collect_into!(
    Items::push,
    SerializeSeq::serialize_element(),
    SerializeTuple::serialize_element(),
    SerializeTupleStruct::serialize_field(),
    SerializeTupleVariant::serialize_field()
);
collect_into!(
    Fields::field,
    SerializeStruct::serialize_field(key: &'static str,),
    SerializeStructVariant::serialize_field(key: &'static str,)
);

impl<'py> ser::SerializeMap for Fields<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key = Some(key.serialize(self.to)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let key = self.key.take().ok_or_else(|| <Error as ser::Error>::custom("a map value without its key"))?;
        self.dict.set_item(key, value.serialize(self.to)?)?;
        Ok(())
    }
    fn end(self) -> Out<'py> {
        self.finish()
    }
}
