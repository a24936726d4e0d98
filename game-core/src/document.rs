//! How every game reads its versioned JSON documents (states, views, replays), written once.
//!
//! The rules (each game's `docs/state-format*.md`, "Errors"):
//!
//! * only the documented object form loads: a document, and every object in it read through
//!   [`Object`] or [`object`], must be written as a JSON object (serde would also read a struct
//!   from an array, by position);
//! * `format` and `version` are read first, on their own, so that a document of another kind or
//!   version is reported as such ([`DocumentError::Format`], [`DocumentError::Version`]) and not
//!   as an unknown field;
//! * text that is not a document of the expected shape (syntax, a missing, unknown or repeated
//!   field, a value of the wrong JSON type) is [`DocumentError::Json`]; a well-formed value out
//!   of the range of its field is [`DocumentError::Range`] (found while parsing, or by
//!   [`Int::within`]), which each game reports as a broken rule like any other;
//! * every error names the JSON path of the value it is about (`hands[2][0]`, `phase.from`) and
//!   quotes untrusted text only through [`excerpt`].
//!
//! [`DocumentError`] is the envelope every game shares: each game's `StateError` holds it as its
//! `Document` variant, beside the problems that are the game's own ([`StateErrorKind`],
//! [`crate::document_errors!`]), so the same refusal reads the same in every game. A value
//! saved as a document implements [`Document`]; [`write()`] and [`load`] are written once for all.

use std::cell::RefCell;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::value::RawValue;
use thiserror::Error;

use crate::message::excerpt;
use crate::refusal::StateRefusal;

/// What reading a document found wrong before any rule of a game is checked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DocumentError {
    /// The text is not JSON of the expected shape; the message starts with the JSON path of the
    /// value concerned, where there is one.
    #[error("malformed JSON: {0}")]
    Json(String),
    /// The `format` field names another document type.
    #[error("format: unknown format {found:?} (expected {expected:?})")]
    Format {
        /// The format found (cut with [`excerpt`]).
        found: String,
        /// The format expected.
        expected: &'static str,
    },
    /// The `version` field is a version this library does not read.
    #[error("version: unsupported version {found} (this library reads version {expected})")]
    Version {
        /// The version found.
        found: u64,
        /// The version this library reads.
        expected: u64,
    },
    /// A well-formed value is out of the range of its field, found while parsing (see
    /// [`out_of_range`]).
    #[error("{path}: {problem}")]
    Range {
        /// The JSON path of the value, such as `hands[2][0]`.
        path: String,
        /// The value and its range, in plain words.
        problem: String,
    },
}

impl DocumentError {
    /// The kind of problem in snake_case (`"json"`, `"format"`, `"version"`, `"range"`), as the
    /// Python layer's `reason` names it.
    pub fn reason(&self) -> &'static str {
        match self {
            DocumentError::Json(_) => "json",
            DocumentError::Format { .. } => "format",
            DocumentError::Version { .. } => "version",
            DocumentError::Range { .. } => "range",
        }
    }

    /// A well-formed value out of the range of its field: `path` is its JSON path, `problem`
    /// says why in plain words.
    pub fn range(path: impl Into<String>, problem: impl Into<String>) -> DocumentError {
        DocumentError::Range { path: path.into(), problem: excerpt(&problem.into()) }
    }
}

impl From<serde_json::Error> for DocumentError {
    fn from(e: serde_json::Error) -> Self {
        // serde_json quotes offending strings in full: keep a megabyte of hostile input out of
        // the message a server may log or send back.
        DocumentError::Json(excerpt(&e.to_string()))
    }
}

thread_local! {
    /// The problem of a value out of range met while parsing, so that the error that stops the
    /// parse is reported as [`DocumentError::Range`] and not as malformed JSON.
    static OUT_OF_RANGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The parse error for a well-formed value outside its range: for a `Deserialize` impl of a
/// document field. [`read`] reports it as [`DocumentError::Range`] with the field's path.
pub fn out_of_range<E: de::Error>(problem: String) -> E {
    let error = E::custom(&problem);
    OUT_OF_RANGE.with(|slot| *slot.borrow_mut() = Some(problem));
    error
}

/// Parses `json` as a document of `format` at `version`.
///
/// `format` and `version` are read first, borrowed from `json` without copying them (a huge
/// value there costs no memory): a view handed to the state loader, or a document of a later
/// version with a new field, is reported as [`DocumentError::Format`] or
/// [`DocumentError::Version`]. The rest is then read as one `T`, written as a JSON object, with
/// the JSON path in every error.
///
/// # Errors
/// The first problem found, as a [`DocumentError`].
// Not inlined: each document type's parser is large, and loading is not on the hot path; inlined
// into every caller, it made the WebAssembly module tens of kilobytes larger.
#[inline(never)]
pub fn read<T: DeserializeOwned>(json: &str, format: &'static str, version: u64) -> Result<T, DocumentError> {
    /// The two fields every document has, as raw text borrowed from `json`; any others are
    /// skipped unread.
    #[derive(Deserialize)]
    struct Envelope<'a> {
        #[serde(borrow)]
        format: Option<&'a RawValue>,
        #[serde(borrow)]
        version: Option<&'a RawValue>,
    }
    // Only an object is a document (serde would also read an envelope from an array). Text that
    // is not even an envelope (not JSON, a field twice) gets the full parse's error below, which
    // says where; so does a format that is not a string or a version that is not a whole number.
    let object = json.trim_start().starts_with('{');
    if let Some(envelope) = object.then(|| serde_json::from_str::<Envelope>(json).ok()).flatten() {
        let found = envelope.format.and_then(|raw| serde_json::from_str::<String>(raw.get()).ok());
        if let Some(found) = found {
            check_format(&found, format)?;
        }
        if let Some(found) = envelope.version.and_then(|raw| raw.get().parse::<u64>().ok()) {
            check_version(found, version)?;
        }
    }
    parse(json)
}

/// Checks the `format` and `version` of a document already read (a game's `from_doc`).
///
/// # Errors
/// [`DocumentError::Format`] or [`DocumentError::Version`].
pub fn check_envelope(
    found_format: &str,
    found_version: u64,
    format: &'static str,
    version: u64,
) -> Result<(), DocumentError> {
    check_format(found_format, format)?;
    check_version(found_version, version)
}

fn check_format(found: &str, format: &'static str) -> Result<(), DocumentError> {
    if found == format {
        Ok(())
    } else {
        Err(DocumentError::Format { found: excerpt(found), expected: format })
    }
}

fn check_version(found: u64, version: u64) -> Result<(), DocumentError> {
    if found == version {
        Ok(())
    } else {
        Err(DocumentError::Version { found, expected: version })
    }
}

/// Parses `json` as one `T`, which must be written as a JSON object; errors name the JSON path
/// of the value concerned, and a well-formed value out of range is [`DocumentError::Range`]. For
/// objects without `format` and `version` (a game's options).
///
/// # Errors
/// The first problem found, as a [`DocumentError`].
pub fn read_object<T: DeserializeOwned>(json: &str) -> Result<T, DocumentError> {
    parse(json)
}

/// Parses `json` as one `T`, which must be written as a JSON object; errors name the JSON path.
// Not inlined, as `read`.
#[inline(never)]
fn parse<T: DeserializeOwned>(json: &str) -> Result<T, DocumentError> {
    // Text that is not JSON is a JSON error, even where a value before the mistake is out of
    // range: the typed read below stops at the first out-of-range value, so the syntax is
    // checked on its own first (loading is not on the hot path).
    serde_json::from_str::<de::IgnoredAny>(json).map_err(DocumentError::from)?;
    OUT_OF_RANGE.with(|slot| slot.borrow_mut().take());
    let mut reader = serde_json::Deserializer::from_str(json);
    let result = serde_path_to_error::deserialize::<_, Object<T>>(&mut reader)
        .map_err(|e| {
            let path = e.path().to_string();
            let error = e.into_inner();
            match OUT_OF_RANGE.with(|slot| slot.borrow_mut().take()) {
                Some(problem) => DocumentError::Range { path, problem: excerpt(&problem) },
                None if path == "." || path == "?" => DocumentError::from(error),
                None => DocumentError::Json(excerpt(&format!("{path}: {error}"))),
            }
        })
        .and_then(|Object(value, _)| reader.end().map(|()| value).map_err(DocumentError::from));
    result
}

/// Parses `json` as one `T` that stands on its own rather than in a versioned document (a game's
/// options, for instance), as strictly as a document: the value and every record in it must be
/// written as JSON objects holding all their fields, even fields `T` itself would let go
/// missing (`#[serde(default)]`), at every depth. serde alone would read a record from an array,
/// by position, and fill in a missing field with its default.
///
/// `template` is any value of `T` (its defaults, say): the records and fields its JSON form has
/// are the ones `json` must have. The other rules are [`read`]'s: unknown fields and values of
/// the wrong type are refused, and every error starts with the JSON path it is about
/// (`layout: missing field `stables``).
///
/// # Errors
/// [`DocumentError::Json`] for text that is not such a `T`, [`DocumentError::Range`] for a value
/// out of the range of its field.
pub fn read_like<T: DeserializeOwned + Serialize>(json: &str, template: &T) -> Result<T, DocumentError> {
    let given: serde_json::Value = serde_json::from_str(json)?;
    let shape = serde_json::to_value(template)?;
    check_shape(&given, &shape, &mut String::new()).map_err(|e| DocumentError::Json(excerpt(&e)))?;
    parse(json)
}

/// Checks that `given` has the records of `shape` (a template's JSON form), with all their
/// fields; `path` is where `given` is, for the message. Everything else is left to the typed
/// parse.
fn check_shape(given: &serde_json::Value, shape: &serde_json::Value, path: &mut String) -> Result<(), String> {
    use serde_json::Value;
    let at = |path: &str, problem: String| if path.is_empty() { problem } else { format!("{path}: {problem}") };
    match (shape, given) {
        (Value::Object(fields), Value::Object(found)) => {
            for (key, field_shape) in fields {
                let Some(value) = found.get(key) else {
                    return Err(at(path, format!("missing field `{key}`")));
                };
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                check_shape(value, field_shape, path)?;
                path.truncate(len);
            }
            Ok(())
        }
        (Value::Object(_), other) => {
            let found = match other {
                Value::Array(_) => "an array",
                Value::String(_) => "a string",
                Value::Number(_) => "a number",
                Value::Bool(_) => "a boolean",
                _ => "null",
            };
            Err(at(path, format!("expected a JSON object, found {found}")))
        }
        // Every item of a list has the shape of the template's first item.
        (Value::Array(items), Value::Array(found)) => match items.first() {
            Some(item_shape) => {
                for (i, item) in found.iter().enumerate() {
                    let len = path.len();
                    path.push_str(&format!("[{i}]"));
                    check_shape(item, item_shape, path)?;
                    path.truncate(len);
                }
                Ok(())
            }
            None => Ok(()),
        },
        _ => Ok(()),
    }
}

/// A `T` that must be written as a JSON object (serde also reads structs from arrays, by
/// position, which is no documented form). Use it through [`via`] for objects inside a
/// document, or [`object`] for a single one.
pub struct Object<T>(pub T, PhantomData<T>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ObjectVisitor<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjectVisitor<T> {
            type Value = Object<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Object<T>, A::Error> {
                T::deserialize(de::value::MapAccessDeserializer::new(map)).map(|t| Object(t, PhantomData))
            }
        }
        d.deserialize_map(ObjectVisitor(PhantomData))
    }
}

/// For `#[serde(deserialize_with)]`: reads a field that must be a JSON object.
///
/// # Errors
/// The deserializer's error for anything but an object of the form of `T`.
pub fn object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    Object::<T>::deserialize(d).map(|o| o.0)
}

/// A parsed form that becomes a plain value of a document (see [`via`]).
pub trait Plain {
    /// The plain value.
    type Out;
    /// Converts.
    fn plain(self) -> Self::Out;
}

impl<T: Plain> Plain for Vec<T> {
    type Out = Vec<T::Out>;
    fn plain(self) -> Vec<T::Out> {
        self.into_iter().map(Plain::plain).collect()
    }
}

impl<T: Plain> Plain for Option<T> {
    type Out = Option<T::Out>;
    fn plain(self) -> Option<T::Out> {
        self.map(Plain::plain)
    }
}

impl<T: Plain, const N: usize> Plain for [T; N] {
    type Out = [T::Out; N];
    fn plain(self) -> [T::Out; N] {
        self.map(Plain::plain)
    }
}

impl<T> Plain for Object<T> {
    type Out = T;
    fn plain(self) -> T {
        self.0
    }
}

/// For `#[serde(deserialize_with)]`: reads the field as `W` and converts it. (A field read this
/// way is required even if it is an `Option`: `null` must be written out.)
///
/// # Errors
/// The deserializer's error for a value that is not a `W`.
pub fn via<'de, D: Deserializer<'de>, W: Deserialize<'de> + Plain>(d: D) -> Result<W::Out, D::Error> {
    W::deserialize(d).map(Plain::plain)
}

/// Reads a JSON integer from 0 to `max`; a larger or a negative one (even beyond 64 bits) is
/// [`out_of_range`], with `what` naming the range given the number as text. A fraction or
/// another JSON type is a type error.
///
/// # Errors
/// The deserializer's error as said above.
pub fn bounded<'de, D: Deserializer<'de>>(d: D, max: u64, what: impl FnOnce(&str) -> String) -> Result<u64, D::Error> {
    /// A whole number as read: in 64 bits, negative, or beyond 64 bits either way.
    enum Whole {
        Unsigned(u64),
        Negative(i64),
        Huge(f64),
    }
    /// Reads a whole number of any sign and size.
    struct IntegerVisitor;
    impl Visitor<'_> for IntegerVisitor {
        type Value = Whole;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a whole number")
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Whole, E> {
            Ok(Whole::Unsigned(v))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Whole, E> {
            Ok(u64::try_from(v).map_or(Whole::Negative(v), Whole::Unsigned))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Whole, E> {
            // An integer beyond 64 bits reaches here as a float: it is well formed, and out of
            // the range of every field.
            if v.fract() == 0.0 && v.abs() >= 9_223_372_036_854_775_808.0 {
                Ok(Whole::Huge(v))
            } else {
                Err(E::invalid_type(de::Unexpected::Float(v), &self))
            }
        }
    }
    match d.deserialize_u64(IntegerVisitor)? {
        Whole::Unsigned(v) if v <= max => Ok(v),
        Whole::Unsigned(v) => Err(out_of_range(what(&v.to_string()))),
        Whole::Negative(v) => Err(out_of_range(what(&v.to_string()))),
        Whole::Huge(v) if v < 0.0 => Err(out_of_range(what(&format!("a number below {}", i64::MIN)))),
        Whole::Huge(_) => Err(out_of_range(what(&format!("a number above {}", u64::MAX)))),
    }
}

/// A whole number as written in a document, read without a fixed width: the loader checks the
/// range of each field with [`Int::within`], naming the field and the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int(pub i64);

impl From<u8> for Int {
    fn from(v: u8) -> Int {
        Int(i64::from(v))
    }
}

impl From<u16> for Int {
    fn from(v: u16) -> Int {
        Int(i64::from(v))
    }
}

impl From<u32> for Int {
    fn from(v: u32) -> Int {
        Int(i64::from(v))
    }
}

impl Serialize for Int {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.0)
    }
}

impl<'de> Deserialize<'de> for Int {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Int, D::Error> {
        struct IntVisitor;
        impl Visitor<'_> for IntVisitor {
            type Value = Int;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Int, E> {
                Ok(Int(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Int, E> {
                // Beyond every range a document has: kept as the largest value, still refused.
                Ok(Int(i64::try_from(v).unwrap_or(i64::MAX)))
            }
        }
        d.deserialize_i64(IntVisitor)
    }
}

impl Int {
    /// The value if it lies in `lo..=hi`, otherwise a [`DocumentError::Range`] naming `path`
    /// and `rule`: `"rows[2][0]: 111 is out of range (cards are 1 to 110)"`.
    ///
    /// # Errors
    /// [`DocumentError::Range`] when the value is outside `lo..=hi`.
    pub fn within(
        self,
        path: impl FnOnce() -> String,
        lo: i64,
        hi: i64,
        rule: &'static str,
    ) -> Result<i64, DocumentError> {
        if (lo..=hi).contains(&self.0) {
            Ok(self.0)
        } else {
            Err(DocumentError::range(path(), format!("{} is out of range ({rule})", self.0)))
        }
    }

    /// The value as a document's version, for [`check_envelope`]: a negative one is out of
    /// range (`"version: -1 is out of range (versions are whole numbers from 1)"`), not read as
    /// another version.
    ///
    /// # Errors
    /// [`DocumentError::Range`] for a negative value.
    pub fn version(self) -> Result<u64, DocumentError> {
        let found = self.within(|| "version".into(), 0, i64::MAX, "versions are whole numbers from 1")?;
        Ok(found.unsigned_abs())
    }
}

/// A value saved as a versioned JSON document (a game's state, a seat's view): its plain form
/// and how it converts. [`write()`] and [`load`] are written once over it: loading reads `format`
/// and `version` first ([`read`]), then the plain form, then [`Document::from_doc`] checks every
/// rule.
pub trait Document: Sized {
    /// The plain, serde form of the document, field by field as documented.
    type Doc: Serialize + DeserializeOwned;
    /// Why a document is refused; it can say every [`DocumentError`].
    type Error: From<DocumentError>;
    /// The `format` field, e.g. `"le-baron/state"`.
    const FORMAT: &'static str;
    /// The version written and read.
    const VERSION: u64;

    /// The plain form.
    fn to_doc(&self) -> Self::Doc;

    /// The value of a plain form, checking everything the type guarantees (its `format` and
    /// `version` included: [`check_envelope`]).
    ///
    /// # Errors
    /// The first problem found.
    fn from_doc(doc: &Self::Doc) -> Result<Self, Self::Error>;
}

/// `value` as a compact JSON document.
///
/// # Panics
/// Never for the documents of this library: their plain forms always serialize.
pub fn write<T: Document>(value: &T) -> String {
    serde_json::to_string(&value.to_doc()).expect("a document always serializes")
}

/// `value` as an indented JSON document.
///
/// # Panics
/// As [`write()`].
pub fn write_pretty<T: Document>(value: &T) -> String {
    serde_json::to_string_pretty(&value.to_doc()).expect("a document always serializes")
}

/// Loads and checks a document written by [`write()`].
///
/// # Errors
/// A [`DocumentError`] (as `T::Error`) for text that is not a document of `T`'s format and
/// version, otherwise the first problem [`Document::from_doc`] finds.
pub fn load<T: Document>(json: &str) -> Result<T, T::Error> {
    let doc: T::Doc = read(json, T::FORMAT, T::VERSION)?;
    T::from_doc(&doc)
}

/// A game's document error: the shared [`DocumentError`] (its `Document` variant) or a problem
/// of the game's own. [`crate::document_errors!`] implements it.
pub trait StateErrorKind: From<DocumentError> {
    /// The shared problem, if this is one.
    fn document_error(&self) -> Option<&DocumentError>;

    /// What kind of refusal this is: text that is not a document of the expected shape is
    /// [`StateRefusal::Json`], anything else (another format or version, a value out of range,
    /// a broken rule) [`StateRefusal::State`].
    fn refusal(&self) -> StateRefusal {
        match self.document_error() {
            Some(DocumentError::Json(_)) => StateRefusal::Json,
            _ => StateRefusal::State,
        }
    }
}

/// Implements [`StateErrorKind`] and `From<serde_json::Error>` for a game's document error
/// whose variant `Document(DocumentError)` holds the shared problems (it converts from
/// [`DocumentError`] with thiserror's `#[from]`).
///
/// ```
/// use game_core::document::{DocumentError, StateErrorKind};
///
/// #[derive(Debug, thiserror::Error)]
/// enum StateError {
///     #[error(transparent)]
///     Document(#[from] DocumentError),
///     #[error("card {0} is in two places")]
///     Duplicate(u8),
/// }
/// game_core::document_errors!(StateError);
///
/// let error = StateError::from(serde_json::from_str::<u8>("{").unwrap_err());
/// assert_eq!(error.refusal(), game_core::StateRefusal::Json);
/// assert_eq!(StateError::Duplicate(3).refusal(), game_core::StateRefusal::State);
/// ```
#[macro_export]
macro_rules! document_errors {
    ($error:ident) => {
        impl $crate::document::StateErrorKind for $error {
            fn document_error(&self) -> ::core::option::Option<&$crate::document::DocumentError> {
                match self {
                    $error::Document(error) => ::core::option::Option::Some(error),
                    #[allow(unreachable_patterns)]
                    _ => ::core::option::Option::None,
                }
            }
        }

        impl ::core::convert::From<$crate::serde_json::Error> for $error {
            fn from(error: $crate::serde_json::Error) -> $error {
                $error::Document($crate::document::DocumentError::from(error))
            }
        }
    };
}

/// Declares a game's state error: the enum with its attributes and variants as written, plus
/// the variant every game shares, `Document(DocumentError)` (JSON syntax and shape, format,
/// version, ranges), first; then [`document_errors!`] for it. The enum derives `Clone`, `Debug`,
/// `PartialEq`, `Eq` and `thiserror::Error` (the game crate depends on `thiserror`) and is
/// `#[non_exhaustive]`.
///
/// ```
/// game_core::state_error! {
///     /// Why a saved state was refused.
///     pub enum StateError {
///         /// A card is in two places.
///         #[error("card {0} is in two places")]
///         Duplicate(u8),
///     }
/// }
///
/// let error = StateError::from(serde_json::from_str::<u8>("{").unwrap_err());
/// assert!(matches!(error, StateError::Document(_)));
/// assert_eq!(StateError::Duplicate(3).to_string(), "card 3 is in two places");
/// ```
#[macro_export]
macro_rules! state_error {
    ($(#[$attribute:meta])* $visibility:vis enum $error:ident { $($variants:tt)* }) => {
        $(#[$attribute])*
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[non_exhaustive]
        $visibility enum $error {
            /// What every document can get wrong: JSON syntax and shape, format, version, a value
            /// out of the range of its field.
            #[error(transparent)]
            Document(#[from] $crate::document::DocumentError),
            $($variants)*
        }

        $crate::document_errors!($error);
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        x: u8,
    }

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Doc {
        format: String,
        version: u64,
        #[serde(deserialize_with = "via::<_, Vec<Object<Inner>>>")]
        items: Vec<Inner>,
        #[serde(deserialize_with = "small")]
        small: u64,
    }

    fn small<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        bounded(d, 9, |v| format!("{v} is too large (at most 9)"))
    }

    fn read_doc(json: &str) -> Result<Doc, DocumentError> {
        read(json, "test/doc", 1)
    }

    #[test]
    fn a_document_loads() {
        let doc = read_doc(r#"{"format": "test/doc", "version": 1, "items": [{"x": 3}], "small": 9}"#).unwrap();
        assert_eq!(doc.items, vec![Inner { x: 3 }]);
    }

    #[test]
    fn format_and_version_come_first() {
        let other = read_doc(r#"{"format": "test/other", "version": 1, "new": 1}"#);
        assert_eq!(other, Err(DocumentError::Format { found: "test/other".into(), expected: "test/doc" }));
        let later = read_doc(r#"{"format": "test/doc", "version": 2, "new": 1}"#);
        assert_eq!(later, Err(DocumentError::Version { found: 2, expected: 1 }));
        assert_eq!(check_envelope("test/doc", 3, "test/doc", 1), Err(DocumentError::Version { found: 3, expected: 1 }));
        assert_eq!(later.unwrap_err().to_string(), "version: unsupported version 2 (this library reads version 1)");
    }

    #[test]
    fn errors_name_the_path() {
        let message = |json: &str| read_doc(json).unwrap_err().to_string();
        let wrong_type = message(r#"{"format": "test/doc", "version": 1, "items": [{"x": "a"}], "small": 1}"#);
        assert!(wrong_type.starts_with("malformed JSON: items[0].x: invalid type: string"), "{wrong_type}");
        let array = message(r#"{"format": "test/doc", "version": 1, "items": [[1]], "small": 1}"#);
        assert!(array.contains("items[0]: invalid type: sequence, expected a JSON object"), "{array}");
        assert!(message("[1]").contains("expected a JSON object"));
        let unknown = message(r#"{"format": "test/doc", "version": 1, "items": [], "small": 1, "typo": 0}"#);
        assert!(unknown.contains("unknown field `typo`"), "{unknown}");
    }

    #[test]
    fn text_that_is_not_json_is_a_json_error_even_after_a_value_out_of_range() {
        let broken = read_doc(r#"{"format": "test/doc", "version": 1, "items": [], "small": 10, "#);
        assert!(matches!(broken, Err(DocumentError::Json(_))), "{broken:?}");
        let whole = read_doc(r#"{"format": "test/doc", "version": 1, "items": [], "small": 10}"#);
        assert!(matches!(whole, Err(DocumentError::Range { .. })), "{whole:?}");
    }

    #[derive(Debug, PartialEq, Deserialize, Serialize)]
    #[serde(deny_unknown_fields)]
    struct Settings {
        name: String,
        #[serde(default)]
        extra: Option<Vec<u8>>,
        inner: Inner2,
        list: Vec<Inner2>,
    }

    #[derive(Debug, PartialEq, Deserialize, Serialize)]
    #[serde(deny_unknown_fields)]
    struct Inner2 {
        x: u8,
    }

    #[test]
    fn values_read_like_a_template_have_every_record_and_field() {
        let template = Settings { name: "a".into(), extra: None, inner: Inner2 { x: 1 }, list: vec![Inner2 { x: 2 }] };
        let read = |json: &str| read_like(json, &template).map_err(|e| e.to_string());
        let full = read(r#"{"name": "b", "extra": [3], "inner": {"x": 4}, "list": [{"x": 5}, {"x": 6}]}"#).unwrap();
        assert_eq!(full.list.len(), 2);
        assert_eq!(read(r#"{"name": "b", "extra": null, "inner": {"x": 4}, "list": []}"#).unwrap().extra, None);
        let missing = read(r#"{"name": "b", "inner": {"x": 4}, "list": []}"#).unwrap_err();
        assert_eq!(missing, "malformed JSON: missing field `extra`");
        let inner = read(r#"{"name": "b", "extra": null, "inner": {}, "list": []}"#).unwrap_err();
        assert_eq!(inner, "malformed JSON: inner: missing field `x`");
        let array = read(r#"["b", null, {"x": 4}, []]"#).unwrap_err();
        assert_eq!(array, "malformed JSON: expected a JSON object, found an array");
        let nested = read(r#"{"name": "b", "extra": null, "inner": [4], "list": []}"#).unwrap_err();
        assert_eq!(nested, "malformed JSON: inner: expected a JSON object, found an array");
        let item = read(r#"{"name": "b", "extra": null, "inner": {"x": 4}, "list": [{"x": 1}, 7]}"#).unwrap_err();
        assert_eq!(item, "malformed JSON: list[1]: expected a JSON object, found a number");
        let typed = read(r#"{"name": 5, "extra": null, "inner": {"x": 4}, "list": []}"#).unwrap_err();
        assert!(typed.starts_with("malformed JSON: name: invalid type: integer `5`"), "{typed}");
        let unknown = read(r#"{"name": "b", "extra": null, "inner": {"x": 4}, "list": [], "y": 1}"#).unwrap_err();
        assert!(unknown.contains("unknown field `y`"), "{unknown}");
        assert!(read("{").unwrap_err().starts_with("malformed JSON: EOF"));
    }

    #[test]
    fn out_of_range_values_are_range_errors() {
        let big = read_doc(r#"{"format": "test/doc", "version": 1, "items": [], "small": 10}"#);
        assert_eq!(
            big,
            Err(DocumentError::Range { path: "small".into(), problem: "10 is too large (at most 9)".into() })
        );
        let huge = read_doc(r#"{"format": "test/doc", "version": 1, "items": [], "small": 1e400}"#);
        assert!(huge.is_err());
        let range = Int(11).within(|| "rows[0]".into(), 1, 10, "cards are 1 to 10").unwrap_err();
        assert_eq!(range.to_string(), "rows[0]: 11 is out of range (cards are 1 to 10)");
        assert_eq!(range.reason(), "range");
        assert_eq!(Int(10).within(String::new, 1, 10, "").unwrap(), 10);
    }
}
