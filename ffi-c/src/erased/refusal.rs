//! How any game's refusals become a status and a message, and how options JSON is read: written
//! once, naming games as users write them (`"ziegen-kriegen"`), never by a Rust type.

use std::fmt::Display;

use game_core::document::{read_like, DocumentError};
use game_core::{GameRules, MoveRefusal, StateRefusal};
use serde::Serialize;

use crate::status::{Error, HdzStatus};

/// The status and message of a move `G` refused.
pub(crate) fn move_error<G: GameRules>(e: &G::MoveError) -> Error {
    let status = match G::move_refusal(e) {
        MoveRefusal::GameOver => HdzStatus::HDZ_GAME_OVER,
        MoveRefusal::UnknownAction => HdzStatus::HDZ_UNKNOWN_ACTION,
        MoveRefusal::NotYourTurn => HdzStatus::HDZ_NOT_YOUR_TURN,
        MoveRefusal::Illegal => HdzStatus::HDZ_ILLEGAL_MOVE,
    };
    Error::new(status, e.to_string())
}

/// The status and message of a state or view document `G` refused.
pub(crate) fn state_error<G: GameRules>(e: &G::StateError) -> Error {
    let status = match G::state_refusal(e) {
        StateRefusal::Json => HdzStatus::HDZ_INVALID_JSON,
        StateRefusal::State => HdzStatus::HDZ_INVALID_STATE,
    };
    Error::new(status, e.to_string())
}

/// A setup of `G` refused, the message led by the game's name.
pub(crate) fn setup_error<G: GameRules>(e: impl Display) -> Error {
    Error::new(HdzStatus::HDZ_SETUP_ERROR, format!("{}: {e}", G::NAME))
}

/// The options of `G` in `json`, read strictly: an object with every field of the options
/// (`null` written out where a field has no value), every record in it an object too.
///
/// # Errors
/// `HDZ_INVALID_JSON` naming the game and the field: `ziegen-kriegen options: missing field
/// `goat_heads``, `le-baron options: expected a JSON object, found an array`.
pub(crate) fn read_options<G: GameRules>(json: &str) -> Result<G::Options, Error> {
    let template = G::options_for(G::MIN_PLAYERS).map_err(|e| Error::internal(e.to_string()))?;
    read_like(json, &template).map_err(|e| {
        let problem = match e {
            DocumentError::Json(problem) => problem,
            other => other.to_string(),
        };
        Error::new(HdzStatus::HDZ_INVALID_JSON, format!("{} options: {}", G::NAME, in_plain_words(&problem)))
    })
}

/// `message` with the Rust names of number types serde writes (`expected u8`) said in plain words.
fn in_plain_words(message: &str) -> String {
    const NUMBERS: [(&str, &str); 8] = [
        ("expected u8", "expected a whole number from 0 to 255"),
        ("expected u16", "expected a whole number from 0 to 65535"),
        ("expected u32", "expected a whole number from 0 to 4294967295"),
        ("expected u64", "expected a whole number from 0 to 18446744073709551615"),
        ("expected i8", "expected a whole number from -128 to 127"),
        ("expected i16", "expected a whole number from -32768 to 32767"),
        ("expected i32", "expected a whole number from -2147483648 to 2147483647"),
        ("expected i64", "expected a whole number"),
    ];
    let mut message = message.to_string();
    for (rust, plain) in NUMBERS {
        // `expected u8 at line ...`: the type ends the phrase (`expected u16` is no `expected u1`).
        let mut at = 0;
        while let Some(found) = message[at..].find(rust).map(|i| i + at) {
            let end = found + rust.len();
            if message[end..].starts_with(|c: char| c.is_ascii_digit()) {
                at = end;
                continue;
            }
            message.replace_range(found..end, plain);
            at = found + plain.len();
        }
    }
    message
}

/// `value` as JSON text.
///
/// # Errors
/// An internal error if serde cannot write it (the library's values always can).
pub(crate) fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    serde_json::to_string(value).map_err(|e| Error::internal(format!("cannot write JSON: {e}")))
}
