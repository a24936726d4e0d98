//! The status codes of the C API, the error that carries one to the boundary, and how the
//! engines' refusals map to them.

use std::ffi::CStr;

use game_registry::dynamic::{DynError, Problem};

/// The result of every fallible function.
///
/// `HDZ_OK` is 0; every other value is a failure, and then the function has written none of its
/// out-parameters (the only exception: `HDZ_BUFFER_TOO_SMALL` writes the needed count) and has
/// changed no game. `hdz_last_error_message()` then says what went wrong.
///
/// cbindgen:rename-all=None
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)] // the variants carry their C names
pub enum HdzStatus {
    /// Success.
    HDZ_OK = 0,
    /// A pointer argument that must not be NULL was NULL.
    HDZ_NULL_POINTER = 1,
    /// An argument is out of range (for example a seat that is not in the game, or an unknown bot
    /// name). A JSON argument that is not UTF-8 is `HDZ_INVALID_JSON`.
    HDZ_INVALID_ARGUMENT = 2,
    /// The caller's buffer is too small; the needed count was written to the count
    /// out-parameter.
    HDZ_BUFFER_TOO_SMALL = 3,
    /// The players or options do not describe a playable game (a player count the game does not
    /// take; a start player, layout, table or rule setting the game refuses).
    HDZ_SETUP_ERROR = 4,
    /// The number is not an action id of the game (`0` to the kind's `num_actions - 1`).
    HDZ_UNKNOWN_ACTION = 5,
    /// The action is not legal now (wrong phase, card not in hand, cell not takeable, ...).
    HDZ_ILLEGAL_MOVE = 6,
    /// The move was made or checked (`hdz_game_apply_for`, `hdz_game_check`), or a bot
    /// asked to choose from or analyse a view, for a seat that is not the one to decide.
    HDZ_NOT_YOUR_TURN = 7,
    /// The game is over: there is no player to act and no move to apply.
    HDZ_GAME_OVER = 8,
    /// The text is not JSON of the expected shape (syntax error, missing, unknown or repeated
    /// field, inside `phase` too; a value of the wrong JSON type, such as a string or a fraction
    /// where a whole number belongs, or an array where an object belongs). In options, a number
    /// outside what its field holds (negative, or past 255 where a byte belongs) is one too.
    HDZ_INVALID_JSON = 9,
    /// The JSON state is well formed but describes an impossible game (wrong format or
    /// version, a number out of its field's range such as card id 121, 256 or -1 or a cell off
    /// the grid, cards not exactly the deck, inconsistent counts, turn number, phase or markers).
    /// The message starts with the JSON path of the field concerned where there is one.
    HDZ_INVALID_STATE = 10,
    /// An internal error was caught at the library boundary. Please report it. Unlike every
    /// other failure, it may leave the game or bot passed to the call half-changed: free it
    /// rather than use it again.
    HDZ_PANIC = 11,
}

impl HdzStatus {
    /// The name of the status as written in C, for example `"HDZ_ILLEGAL_MOVE"`.
    pub fn name(self) -> &'static CStr {
        match self {
            HdzStatus::HDZ_OK => c"HDZ_OK",
            HdzStatus::HDZ_NULL_POINTER => c"HDZ_NULL_POINTER",
            HdzStatus::HDZ_INVALID_ARGUMENT => c"HDZ_INVALID_ARGUMENT",
            HdzStatus::HDZ_BUFFER_TOO_SMALL => c"HDZ_BUFFER_TOO_SMALL",
            HdzStatus::HDZ_SETUP_ERROR => c"HDZ_SETUP_ERROR",
            HdzStatus::HDZ_UNKNOWN_ACTION => c"HDZ_UNKNOWN_ACTION",
            HdzStatus::HDZ_ILLEGAL_MOVE => c"HDZ_ILLEGAL_MOVE",
            HdzStatus::HDZ_NOT_YOUR_TURN => c"HDZ_NOT_YOUR_TURN",
            HdzStatus::HDZ_GAME_OVER => c"HDZ_GAME_OVER",
            HdzStatus::HDZ_INVALID_JSON => c"HDZ_INVALID_JSON",
            HdzStatus::HDZ_INVALID_STATE => c"HDZ_INVALID_STATE",
            HdzStatus::HDZ_PANIC => c"HDZ_PANIC",
        }
    }

    /// All statuses, in numeric order.
    pub(crate) const ALL: [HdzStatus; 12] = [
        HdzStatus::HDZ_OK,
        HdzStatus::HDZ_NULL_POINTER,
        HdzStatus::HDZ_INVALID_ARGUMENT,
        HdzStatus::HDZ_BUFFER_TOO_SMALL,
        HdzStatus::HDZ_SETUP_ERROR,
        HdzStatus::HDZ_UNKNOWN_ACTION,
        HdzStatus::HDZ_ILLEGAL_MOVE,
        HdzStatus::HDZ_NOT_YOUR_TURN,
        HdzStatus::HDZ_GAME_OVER,
        HdzStatus::HDZ_INVALID_JSON,
        HdzStatus::HDZ_INVALID_STATE,
        HdzStatus::HDZ_PANIC,
    ];
}

/// A failure on its way to the caller: the status the entry point returns and what the last
/// error message says (after the entry point's name).
#[derive(Debug)]
pub(crate) struct Error {
    /// What the entry point returns.
    pub status: HdzStatus,
    /// What the last error message says.
    pub message: String,
}

impl Error {
    /// A failure with `status` and `message`.
    pub fn new(status: HdzStatus, message: impl Into<String>) -> Error {
        Error { status, message: message.into() }
    }

    /// The NULL pointer `argument`.
    pub fn null(argument: &str) -> Error {
        Error::new(HdzStatus::HDZ_NULL_POINTER, format!("argument `{argument}` is NULL"))
    }

    /// An argument out of range.
    pub fn invalid(message: impl Into<String>) -> Error {
        Error::new(HdzStatus::HDZ_INVALID_ARGUMENT, message)
    }

    /// An internal error: something the library itself got wrong.
    pub fn internal(message: impl Into<String>) -> Error {
        Error::new(HdzStatus::HDZ_PANIC, message)
    }
}

/// The erased layer's refusals (`game_registry::dynamic`) as statuses: the one place where a
/// kind of problem becomes a C status.
impl From<DynError> for Error {
    fn from(e: DynError) -> Error {
        let status = match e.problem {
            Problem::InvalidArgument => HdzStatus::HDZ_INVALID_ARGUMENT,
            Problem::Setup => HdzStatus::HDZ_SETUP_ERROR,
            Problem::UnknownAction => HdzStatus::HDZ_UNKNOWN_ACTION,
            Problem::IllegalMove => HdzStatus::HDZ_ILLEGAL_MOVE,
            Problem::NotYourTurn => HdzStatus::HDZ_NOT_YOUR_TURN,
            Problem::GameOver => HdzStatus::HDZ_GAME_OVER,
            Problem::InvalidJson => HdzStatus::HDZ_INVALID_JSON,
            Problem::InvalidState => HdzStatus::HDZ_INVALID_STATE,
            Problem::Internal => HdzStatus::HDZ_PANIC,
        };
        Error::new(status, e.message)
    }
}
