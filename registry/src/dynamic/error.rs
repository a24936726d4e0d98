//! How any game's refusals become one error type, [`DynError`]: what kind of problem it is
//! ([`Problem`]), a message naming games as users write them (`"ziegen-kriegen"`, never a Rust
//! type) and the reason code every binding shows (the snake_case name of the engine's error
//! variant, [`game_core::refusal::reason_code`]). Options JSON is read strictly here too.

use std::fmt::{self, Display};

use game_core::document::{read_like, DocumentError};
use game_core::refusal::reason_code;
use game_core::{GameRules, MoveErrorKind, MoveRefusal, StateErrorKind, StateRefusal};
use serde::Serialize;

/// What kind of problem a refused call had; each binding maps it to its own error (a C status, a
/// JavaScript class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// An argument out of range: a kind, a seat, a bot name or a search time that is not one.
    InvalidArgument,
    /// Players or options that do not set up a game.
    Setup,
    /// A number that is not an action id of the game.
    UnknownAction,
    /// A move the rules forbid now.
    IllegalMove,
    /// A move or a bot's choice for a seat that does not decide now.
    NotYourTurn,
    /// A move or a choice after the end of the game.
    GameOver,
    /// A document (state, view, options, replay) that is not JSON of the documented shape.
    InvalidJson,
    /// A well-formed document that describes no possible game.
    InvalidState,
    /// Something the library itself got wrong (please report it).
    Internal,
}

/// A refused call: the kind of problem, a message, and the reason code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynError {
    /// What kind of problem it is.
    pub problem: Problem,
    /// What went wrong, in words.
    pub message: String,
    /// The snake_case reason code: the engine's error variant (`"card_not_in_hand"`,
    /// `"not_your_turn"`, `"json"`, `"version"`, ...), or for the problems of this layer
    /// `"invalid_argument"` and `"internal"`.
    pub reason: String,
}

impl DynError {
    /// A problem of `problem` with `message`, its reason code `reason`.
    pub fn new(problem: Problem, message: impl Into<String>, reason: impl Into<String>) -> DynError {
        DynError { problem, message: message.into(), reason: reason.into() }
    }

    /// An argument out of range.
    pub fn invalid(message: impl Into<String>) -> DynError {
        DynError::new(Problem::InvalidArgument, message, "invalid_argument")
    }

    /// An internal error: something the library itself got wrong.
    pub fn internal(message: impl Into<String>) -> DynError {
        DynError::new(Problem::Internal, message, "internal")
    }

    /// The move `G` refused with `e`.
    pub fn of_move<G: GameRules>(e: &G::MoveError) -> DynError {
        let problem = match MoveErrorKind::refusal(e) {
            MoveRefusal::GameOver => Problem::GameOver,
            MoveRefusal::UnknownAction => Problem::UnknownAction,
            MoveRefusal::NotYourTurn => Problem::NotYourTurn,
            MoveRefusal::Illegal => Problem::IllegalMove,
        };
        DynError::new(problem, e.to_string(), reason_code(e))
    }

    /// The state or view document `G` refused with `e`.
    pub fn of_state<G: GameRules>(e: &G::StateError) -> DynError {
        let problem = match StateErrorKind::refusal(e) {
            StateRefusal::Json => Problem::InvalidJson,
            StateRefusal::State => Problem::InvalidState,
        };
        DynError::new(problem, e.to_string(), reason_code(e))
    }

    /// The setup of `G` refused with `e`, the message led by the game's name.
    pub fn of_setup<G: GameRules>(e: &G::SetupError) -> DynError {
        DynError::new(Problem::Setup, format!("{}: {e}", G::NAME), reason_code(e))
    }

    /// A player count `G` does not take (one too large even for a `u8`), refused with the reason
    /// every game gives a count it does not take (`player_count`), however large the count.
    pub fn players<G: GameRules>(players: impl Display) -> DynError {
        DynError::new(
            Problem::Setup,
            format!("{}: the game is for {} to {} players, not {players}", G::NAME, G::MIN_PLAYERS, G::MAX_PLAYERS),
            "player_count",
        )
    }
}

impl Display for DynError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DynError {}

/// The options of `G` in `json`, read strictly: an object with every field of the options
/// (`null` written out where a field has no value), every record in it an object too.
///
/// # Errors
/// [`Problem::InvalidJson`] naming the game and the field: `ziegen-kriegen options: missing
/// field `goat_heads``, `le-baron options: expected a JSON object, found an array`.
pub fn read_options<G: GameRules>(json: &str) -> Result<G::Options, DynError> {
    let template = G::options_for(G::MIN_PLAYERS).map_err(|e| DynError::internal(e.to_string()))?;
    read_like(json, &template).map_err(|e| {
        let problem = match e {
            DocumentError::Json(problem) => problem,
            other => other.to_string(),
        };
        DynError::new(Problem::InvalidJson, format!("{} options: {}", G::NAME, in_plain_words(&problem)), "json")
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
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, DynError> {
    serde_json::to_string(value).map_err(|e| DynError::internal(format!("cannot write JSON: {e}")))
}

#[cfg(test)]
mod tests {
    use super::in_plain_words;

    #[test]
    fn rust_number_types_are_said_in_words() {
        assert_eq!(
            in_plain_words("invalid type: string, expected u8 at line 1; expected u16"),
            "invalid type: string, expected a whole number from 0 to 255 at line 1; expected a whole number from 0 to 65535"
        );
        assert_eq!(in_plain_words("expected u128"), "expected u128");
    }
}
