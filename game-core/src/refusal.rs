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
