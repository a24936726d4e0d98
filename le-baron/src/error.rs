//! Typed errors: one enum per kind of failure, one meaning per variant.

use thiserror::Error;

pub use game_core::document::DocumentError;
pub use game_core::message::{excerpt, MAX_QUOTED_CHARS};

/// Why a game could not be set up from the given [`crate::Options`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The player count is outside 2..=10 (LB-D2).
    #[error("the game is for 2 to 10 players, not {0}")]
    PlayerCount(u32),
    /// A replacement card table does not list 110 cards.
    #[error("the card table must give the heads of 110 cards, not {0}")]
    CardCount(usize),
    /// A card of a replacement table is not a possible card.
    #[error("card {card}: {problem}")]
    CardHeads {
        /// The card's number.
        card: u8,
        /// What is wrong with it.
        problem: &'static str,
    },
    /// The deck id is empty, too long or not printable ASCII, or names the shipped table while a
    /// table is given (or no table is given for another deck id).
    #[error("deck: {0}")]
    Deck(&'static str),
}

pub use crate::phase::Decision;

/// Why a move was refused. The game is unchanged whenever this is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The number is not an action id.
    #[error("{0} is not an action id (action ids are 0 to 119)")]
    UnknownAction(u32),
    /// The move was made for a seat that does not decide now.
    #[error("it is player {expected}'s decision, not player {got}'s")]
    NotYourTurn {
        /// The seat that decides.
        expected: u8,
        /// The seat named by the caller.
        got: u8,
    },
    /// This kind of move does not answer the decision the game waits for.
    #[error("the game is waiting for {expected}, not for {got}")]
    WrongPhase {
        /// The decision the game is waiting for.
        expected: Decision,
        /// The decision the move answers.
        got: Decision,
    },
    /// The number is not a card (cards are 1 to 110).
    #[error("{0} is not a card (cards are numbered 1 to 110)")]
    NoSuchCard(u8),
    /// The number is not a row (rows are 0 to 4).
    #[error("{0} is not a row (rows are 0 to 4)")]
    NoSuchRow(u8),
    /// The chosen card is not in the deciding seat's hand.
    #[error("card {card} is not in player {seat}'s hand")]
    CardNotInHand {
        /// The seat choosing.
        seat: u8,
        /// The card.
        card: u8,
    },
    /// The card being resolved does not fit that row: the row's last card shares no colour.
    #[error("card {card} does not fit row {row}: the row's last card shows none of its colours")]
    RowDoesNotFit {
        /// The card being resolved.
        card: u8,
        /// The row asked for.
        row: u8,
    },
}

game_core::common_move_refusals!(MoveError);

game_core::state_error! {
    /// Why a saved state, view or replay was refused: [`StateError::Document`] for what every
    /// document of every game can get wrong (text that is not a document of the expected shape,
    /// another format or version, a value out of the range of its field), every other variant for a
    /// well-formed document that contradicts the rules.
    pub enum StateError {
        /// The options do not set up a game.
        #[error("options: {0}")]
        Setup(#[from] SetupError),
        /// A list has the wrong number of entries.
        #[error("{path} has {found} entries, expected {expected}")]
        Length {
            /// The JSON path of the list.
            path: String,
            /// Entries found.
            found: usize,
            /// Entries expected.
            expected: usize,
        },
        /// A card is in two places (or twice in one).
        #[error("card {card} is in two places: {first} and {second} (every card is in exactly one place)")]
        Duplicate {
            /// The card.
            card: u8,
            /// Its first place (a JSON path).
            first: String,
            /// Its second place (a JSON path).
            second: String,
        },
        /// A card is nowhere.
        #[error("card {0} is missing: every card must be in a row, a pile, a hand, a choice, the revealed cards still to resolve, a penalty pile or the box")]
        Missing(u8),
        /// A row that could not have arisen under the rules.
        #[error("{path}: {rule}")]
        Row {
            /// The JSON path of the row or of the offending card.
            path: String,
            /// The rule it breaks.
            rule: String,
        },
        /// Counts of cards that the rules do not allow together.
        #[error("{path}: {rule}")]
        Count {
            /// The JSON path of the offending field.
            path: String,
            /// The rule it breaks.
            rule: String,
        },
        /// The phase, the choices or the revealed cards do not fit the rest of the state.
        #[error("{path}: {rule}")]
        Phase {
            /// The JSON path of the offending field.
            path: String,
            /// The rule it breaks.
            rule: String,
        },
        /// What the document says is known does not fit the cards.
        #[error("{path}: {rule}")]
        Knowledge {
            /// The JSON path of the offending field.
            path: String,
            /// The rule it breaks.
            rule: String,
        },
        /// The end of the game recorded does not fit the state.
        #[error("end: {0}")]
        End(String),
    }
}
