//! Refusals as JavaScript errors: every refusal of the erased layer ([`DynError`]) is thrown as
//! an `Error` whose `name` is the kind of problem (`"Setup"`, `"IllegalMove"`, ...) and whose
//! `code` is the reason code (the same as Python's `reason`). The package's ES module turns it
//! into its exported classes (`SetupError`, `IllegalMoveError`, `InvalidStateError`) or into
//! JavaScript's own `RangeError` for an argument out of range.

use game_registry::dynamic::{DynError, Problem};
use wasm_bindgen::JsValue;

/// The name the thrown error carries for `problem`; the ES module reads it.
pub fn problem_name(problem: Problem) -> &'static str {
    match problem {
        Problem::InvalidArgument => "InvalidArgument",
        Problem::Setup => "Setup",
        Problem::UnknownAction => "UnknownAction",
        Problem::IllegalMove => "IllegalMove",
        Problem::NotYourTurn => "NotYourTurn",
        Problem::GameOver => "GameOver",
        Problem::InvalidJson => "InvalidJson",
        Problem::InvalidState => "InvalidState",
        Problem::Internal => "Internal",
    }
}

/// `error` as the JavaScript value to throw.
pub fn to_js(error: &DynError) -> JsValue {
    let thrown = js_sys::Error::new(&error.message);
    thrown.set_name(problem_name(error.problem));
    // Setting a property of a fresh object cannot fail.
    let _ = js_sys::Reflect::set(&thrown, &JsValue::from_str("code"), &JsValue::from_str(&error.reason));
    thrown.into()
}

/// A result of the erased layer as the result of an exported function.
///
/// # Errors
/// The refusal, as [`to_js`] throws it.
pub fn thrown<T>(result: Result<T, DynError>) -> Result<T, JsValue> {
    result.map_err(|e| to_js(&e))
}
