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
        Error::new(HdzStatus::HDZ_INVALID_JSON, format!("{} options: {problem}", G::NAME))
    })
}

/// `value` as JSON text.
///
/// # Errors
/// An internal error if serde cannot write it (the library's values always can).
pub(crate) fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    serde_json::to_string(value).map_err(|e| Error::internal(format!("cannot write JSON: {e}")))
}
