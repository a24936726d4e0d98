//! What a seat keeps to itself: the private part of its view and the moves the other seats do not
//! see. Each game declares both, in Rust ([`crate::GameView::split`],
//! [`crate::GameRules::is_public_move`]); every adapter that needs them (OpenSpiel's public and
//! private observations and information states, say) reads them from there, so a game cannot be
//! forgotten in an adapter's table. The conformance suite checks the declarations against the
//! views themselves: the public part is the same in every seat's view of a game, a move declared
//! hidden leaves the other seats' views as any other hidden choice would, and a public one is
//! told apart from the others.

use serde_json::{Map, Value};

/// A view's document split in two: the fields every seat sees alike, and those only the view's
/// seat knows. Together they hold every field of the document; `seat` is private (it says whose
/// the view is), the `format` and `version` envelope is public.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewParts {
    /// What every seat's view of the game holds alike.
    pub public: Map<String, Value>,
    /// What only this seat knows (its hand, its face-down choice, ...), with `seat`.
    pub private: Map<String, Value>,
}

impl ViewParts {
    /// Splits the JSON object `document` (a view's document): the top-level fields named in
    /// `private`, and `seat`, go to the private part, every other field to the public one.
    ///
    /// # Panics
    /// If `document` is not a JSON object (a view's document always is).
    pub fn by_fields(document: Value, private: &[&str]) -> ViewParts {
        let Value::Object(fields) = document else { panic!("a view's document is a JSON object") };
        let mut parts = ViewParts::default();
        for (name, value) in fields {
            if name == "seat" || private.contains(&name.as_str()) {
                parts.private.insert(name, value);
            } else {
                parts.public.insert(name, value);
            }
        }
        parts
    }
}

/// The document of `value` as a JSON value.
///
/// # Panics
/// Never for the documents of this library: their plain forms always serialize.
pub fn document_value<T: crate::Document>(value: &T) -> Value {
    serde_json::to_value(value.to_doc()).expect("a document always serializes")
}
