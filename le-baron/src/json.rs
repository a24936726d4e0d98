//! Helpers shared by the JSON documents: whole numbers read without a fixed width (so that a
//! value out of range is reported by the loader, naming its field) and the envelope check.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::error::{excerpt, StateError};

/// A whole number as written in a document. Any integer is read; the loader checks the range
/// of each field and names the field when a value is out of range.
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
                Ok(Int(i64::try_from(v).unwrap_or(i64::MAX)))
            }
        }
        d.deserialize_i64(IntVisitor)
    }
}

impl Int {
    /// The value if it lies in `lo..=hi`, otherwise a range error naming `path` and `rule`.
    ///
    /// # Errors
    /// [`StateError::Range`] when the value is outside `lo..=hi`.
    pub fn within(
        self,
        path: impl FnOnce() -> String,
        lo: i64,
        hi: i64,
        rule: &'static str,
    ) -> Result<i64, StateError> {
        if (lo..=hi).contains(&self.0) {
            Ok(self.0)
        } else {
            Err(StateError::Range { path: path(), value: self.0, rule })
        }
    }
}

/// Parses `json` as a document of `format` at `version`: only the object form, `format` and
/// `version` checked before the rest so that a document of another kind or version is reported
/// as such rather than as an unknown field.
pub(crate) fn read_document<T: serde::de::DeserializeOwned>(
    json: &str,
    format: &'static str,
    version: u64,
) -> Result<T, StateError> {
    #[derive(Deserialize)]
    struct Envelope<'a> {
        #[serde(borrow)]
        format: Option<&'a serde_json::value::RawValue>,
        #[serde(borrow)]
        version: Option<&'a serde_json::value::RawValue>,
    }
    if !json.trim_start().starts_with('{') {
        return Err(StateError::Json("a document must be a JSON object".to_string()));
    }
    if let Ok(envelope) = serde_json::from_str::<Envelope>(json) {
        let found = envelope.format.and_then(|raw| serde_json::from_str::<String>(raw.get()).ok());
        if let Some(found) = found.filter(|found| found != format) {
            return Err(StateError::Format { found: excerpt(&found), expected: format });
        }
        let found = envelope.version.and_then(|raw| raw.get().parse::<u64>().ok());
        if let Some(found) = found.filter(|&found| found != version) {
            return Err(StateError::Version(found));
        }
    }
    Ok(serde_json::from_str(json)?)
}
