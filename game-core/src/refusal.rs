//! What every game's errors have in common, so that the C and Python layers map any game's error
//! to one status list and one set of exception classes: a move refused because the game is over,
//! because the id names no move, because another seat decides, or because the rules forbid it;
//! a document refused because it is not JSON of the documented shape, or because what it
//! describes cannot happen.

/// The kind of a refused move, common to every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveRefusal {
    /// The game is over: no move is legal.
    GameOver,
    /// The number is not an action id of the game.
    UnknownAction,
    /// The move was made for a seat that does not decide now.
    NotYourTurn,
    /// The rules forbid the move now (wrong phase, card not in hand, ...).
    Illegal,
}

/// The kind of a refused document, common to every game: syntax and types are
/// [`StateRefusal::Json`], a well-formed value that is out of range or contradicts the rules is
/// [`StateRefusal::State`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateRefusal {
    /// Not JSON, or not of the documented shape (a missing or unknown field, a wrong type).
    Json,
    /// Well-formed, but not a possible game (another format or version, a card in two places, an
    /// impossible phase, ...).
    State,
}

/// The refusals every game makes alike, whatever its rules: each game's move error converts
/// from these (`From<CommonMoveError>`), so that the moves written once over
/// [`crate::GameRules`] (`check_for`, `apply_for`, `move_of_action`) can refuse in the game's own
/// terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommonMoveError {
    /// The game is over: no move is legal.
    GameOver,
    /// The number is not an action id of the game.
    UnknownAction(u32),
    /// The move was made for `got`, but `expected` decides now.
    NotYourTurn {
        /// The seat that decides.
        expected: u8,
        /// The seat named by the caller.
        got: u8,
    },
}

impl CommonMoveError {
    /// Whether `seat` may move now, when `current` decides (`None`: the game is over): the one
    /// turn check of moves and of bots asked to choose.
    ///
    /// # Errors
    /// [`CommonMoveError::GameOver`] if the game is over, [`CommonMoveError::NotYourTurn`] if
    /// another seat decides.
    pub fn check_turn(current: Option<u8>, seat: u8) -> Result<(), CommonMoveError> {
        match current {
            None => Err(CommonMoveError::GameOver),
            Some(expected) if expected != seat => Err(CommonMoveError::NotYourTurn { expected, got: seat }),
            Some(_) => Ok(()),
        }
    }
}

/// A game's move error as every layer classifies it ([`MoveRefusal`]), and built from the
/// refusals every game makes alike ([`CommonMoveError`]). [`crate::common_move_refusals!`]
/// implements it for an error with the usual variant names.
pub trait MoveErrorKind: From<CommonMoveError> {
    /// What kind of refusal this is.
    fn refusal(&self) -> MoveRefusal;
}

/// Implements [`MoveErrorKind`] and `From<CommonMoveError>` for a game's move error whose
/// variants `GameOver`, `UnknownAction(u32)` and `NotYourTurn { expected: u8, got: u8 }` say
/// the refusals every game makes alike; every other variant is [`MoveRefusal::Illegal`].
///
/// ```
/// #[derive(Debug)]
/// enum MoveError {
///     GameOver,
///     UnknownAction(u32),
///     NotYourTurn { expected: u8, got: u8 },
///     CardNotInHand(u8),
/// }
/// game_core::common_move_refusals!(MoveError);
///
/// use game_core::refusal::{CommonMoveError, MoveErrorKind, MoveRefusal};
/// let error = MoveError::from(CommonMoveError::NotYourTurn { expected: 1, got: 0 });
/// assert_eq!(error.refusal(), MoveRefusal::NotYourTurn);
/// assert_eq!(MoveError::CardNotInHand(3).refusal(), MoveRefusal::Illegal);
/// ```
#[macro_export]
macro_rules! common_move_refusals {
    ($error:ident) => {
        impl ::core::convert::From<$crate::refusal::CommonMoveError> for $error {
            fn from(error: $crate::refusal::CommonMoveError) -> $error {
                match error {
                    $crate::refusal::CommonMoveError::GameOver => $error::GameOver,
                    $crate::refusal::CommonMoveError::UnknownAction(id) => $error::UnknownAction(id),
                    $crate::refusal::CommonMoveError::NotYourTurn { expected, got } => {
                        $error::NotYourTurn { expected, got }
                    }
                }
            }
        }

        impl $crate::refusal::MoveErrorKind for $error {
            fn refusal(&self) -> $crate::refusal::MoveRefusal {
                match self {
                    $error::GameOver => $crate::refusal::MoveRefusal::GameOver,
                    $error::UnknownAction(_) => $crate::refusal::MoveRefusal::UnknownAction,
                    $error::NotYourTurn { .. } => $crate::refusal::MoveRefusal::NotYourTurn,
                    #[allow(unreachable_patterns)]
                    _ => $crate::refusal::MoveRefusal::Illegal,
                }
            }
        }
    };
}

/// The reason code of an engine error, the same on every surface (Python's `reason`, the
/// JavaScript errors' `code`): the snake_case name of its variant, `"card_not_in_hand"` for
/// `CardNotInHand { .. }`. The problems every document can have are wrapped in a game's
/// `Document` variant; their code is the inner one (`"json"`, `"format"`, `"version"`,
/// `"range"`).
///
/// ```
/// #[derive(Debug)]
/// enum MoveError { CardNotInHand { card: u8 }, GameOver }
/// assert_eq!(game_core::refusal::reason_code(&MoveError::CardNotInHand { card: 3 }), "card_not_in_hand");
/// assert_eq!(game_core::refusal::reason_code(&MoveError::GameOver), "game_over");
/// ```
pub fn reason_code(error: &impl std::fmt::Debug) -> String {
    let debug = format!("{error:?}");
    let debug = debug.strip_prefix("Document(").unwrap_or(&debug);
    let name = debug.split(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or_default();
    let mut code = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                code.push('_');
            }
            code.push(c.to_ascii_lowercase());
        } else {
            code.push(c);
        }
    }
    code
}

#[cfg(test)]
mod tests {
    use super::CommonMoveError;

    #[test]
    fn the_turn_check_names_who_decides() {
        assert_eq!(CommonMoveError::check_turn(Some(2), 2), Ok(()));
        assert_eq!(CommonMoveError::check_turn(Some(2), 0), Err(CommonMoveError::NotYourTurn { expected: 2, got: 0 }));
        assert_eq!(CommonMoveError::check_turn(None, 0), Err(CommonMoveError::GameOver));
    }
}
