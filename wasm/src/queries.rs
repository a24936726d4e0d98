//! A game's own methods on its games and views ([`Query`]): what its cards are, read from the
//! part every seat sees (Python's methods of the game's public part, such as `card_heads`). Each
//! game lists its queries in its typed extras ([`crate::extras::JsRules::queries`]); the package
//! adds them, by name, to the `Game` and `PlayerView` objects of that game. Answers come from the
//! game or view asked, so a game set up or loaded with another card table answers with that table.

use game_registry::dynamic::DynError;
use serde_json::{json, Value};

/// The one argument a query takes: a whole number in `first..=last`, named in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Argument {
    /// What the number is, in words (`"card"`, `"hill card"`): messages say "the card".
    pub name: &'static str,
    /// The smallest value.
    pub first: u32,
    /// The largest value.
    pub last: u32,
}

/// One method of a game's `Game` and `PlayerView`, answered from the public part `P`.
pub struct Query<P> {
    /// The method's name in JavaScript (camelCase).
    pub name: &'static str,
    /// The method's argument, if it takes one.
    pub argument: Option<Argument>,
    /// The answer for `public` and the argument (0 for a query without one), as JSON. Called
    /// only with an argument in its range.
    pub answer: fn(&P, u32) -> Value,
}

/// The list of `queries` as the package reads it: `[{ name, argument: { name, first, last } |
/// null }, ...]`, in the order of their numbers.
pub fn describe<P>(queries: &[Query<P>]) -> Value {
    queries
        .iter()
        .map(|query| {
            let argument = query.argument.map(|arg| json!({"name": arg.name, "first": arg.first, "last": arg.last}));
            json!({"name": query.name, "argument": argument})
        })
        .collect()
}

/// The answer of query number `index` of `queries` with `argument`, for `public`.
///
/// # Errors
/// [`game_registry::dynamic::Problem::InvalidArgument`] for a number that is no query or an
/// argument out of the query's range (the package checks both before asking, so this guards
/// the engine).
pub fn ask<P>(queries: &[Query<P>], public: &P, index: u32, argument: u32) -> Result<Value, DynError> {
    let query = usize::try_from(index)
        .ok()
        .and_then(|i| queries.get(i))
        .ok_or_else(|| DynError::invalid(format!("{index} is not a query of this game")))?;
    if let Some(arg) = query.argument {
        if !(arg.first..=arg.last).contains(&argument) {
            return Err(DynError::invalid(format!(
                "{}: {argument} is not a {} ({}s are {} to {})",
                query.name, arg.name, arg.name, arg.first, arg.last
            )));
        }
    }
    Ok((query.answer)(public, argument))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A public part holding a table of squares.
    struct Squares;

    const QUERIES: &[Query<Squares>] = &[
        Query {
            name: "square",
            argument: Some(Argument { name: "number", first: 1, last: 9 }),
            answer: |_, n| json!(n * n),
        },
        Query { name: "count", argument: None, answer: |_, _| json!(9) },
    ];

    #[test]
    fn queries_are_described_and_answered_in_range_only() {
        assert_eq!(
            describe(QUERIES),
            json!([
                {"name": "square", "argument": {"name": "number", "first": 1, "last": 9}},
                {"name": "count", "argument": null},
            ])
        );
        assert_eq!(ask(QUERIES, &Squares, 0, 3).unwrap(), json!(9));
        assert_eq!(ask(QUERIES, &Squares, 1, 0).unwrap(), json!(9));
        for (index, argument) in [(0, 0), (0, 10), (2, 1), (u32::MAX, 1)] {
            let error = ask(QUERIES, &Squares, index, argument).unwrap_err();
            assert_eq!(error.reason, "invalid_argument", "{index} {argument}");
        }
        assert!(ask(QUERIES, &Squares, 0, 10).unwrap_err().message.contains("numbers are 1 to 9"));
    }
}
