//! Typed errors: one enum per kind of failure, one meaning per variant. Messages say what is
//! wrong in plain words and name the field of a document (a JSON path such as `hands[2][0]`).

use thiserror::Error;

use crate::phase::Phase;

pub use game_core::document::DocumentError;
pub use game_core::message::{excerpt, MAX_QUOTED_CHARS};

/// Why a game could not be set up from [`crate::Options`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The player count is outside 3..=6 (ZK-D2).
    #[error("the game is for 3 to 6 players, not {0}")]
    PlayerCount(u8),
    /// The start player is not a seat of the game.
    #[error("start player {start} does not exist in a {players}-player game (seats are 0 to {})", players.saturating_sub(1))]
    StartPlayer {
        /// The requested start seat.
        start: u8,
        /// The player count.
        players: u8,
    },
    /// The number of rounds is neither 1 nor the player count (ZK-D12).
    #[error("rounds must be 1 (the base game) or the number of players ({players}, the variant), not {rounds}")]
    Rounds {
        /// Rounds asked for.
        rounds: u8,
        /// The player count.
        players: u8,
    },
    /// A deck id is empty, too long or uses other characters.
    #[error("{field} {id:?} is not a deck id: it must be 1 to 40 letters, digits, '-', '_' or '.'")]
    DeckId {
        /// `goat_deck` or `hill_deck`.
        field: &'static str,
        /// The id found (shortened).
        id: String,
    },
    /// A replacement table was given under the id of the reconstructed table.
    #[error(
        "{field} {id:?} names the reconstructed table, which is built in: a replacement table needs its own deck id"
    )]
    DefaultIdWithTable {
        /// `goat_deck` or `hill_deck`.
        field: &'static str,
        /// The id.
        id: &'static str,
    },
    /// A deck id other than the reconstructed one came without its table.
    #[error("{field} {id:?} is not the built-in reconstructed table, so {table} must list its cards")]
    MissingTable {
        /// `goat_deck` or `hill_deck`.
        field: &'static str,
        /// The id found (shortened).
        id: String,
        /// `goat_heads` or `hill_pairs`.
        table: &'static str,
    },
    /// The goat table does not list 50 cards.
    #[error("goat_heads must list the heads of the 50 goat cards, not {0} entries")]
    GoatTableLength(usize),
    /// A goat card shows a number of heads outside 1..=5.
    #[error("goat_heads[{index}] (card {card}) has {heads} heads: a goat card shows 1 to 5")]
    GoatHeads {
        /// Index in the table.
        index: usize,
        /// The card number (`index + 1`).
        card: usize,
        /// Heads found.
        heads: u8,
    },
    /// The hill table does not list 12 cards.
    #[error("hill_pairs must list the 12 hill cards, not {0} entries")]
    HillTableLength(usize),
    /// A hill number is outside 1..=8.
    #[error("hill_pairs[{index}] shows {number}: hill numbers are 1 to 8")]
    HillNumber {
        /// The hill card id.
        index: usize,
        /// The number found.
        number: u8,
    },
    /// A hill card shows the same number twice.
    #[error("hill_pairs[{index}] shows {number} twice: the two numbers of a hill card differ")]
    HillSameNumbers {
        /// The hill card id.
        index: usize,
        /// The number.
        number: u8,
    },
}

/// Why a move was refused. The game is unchanged whenever this is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The number is not an action id.
    #[error("{0} is not an action id (action ids are 0 to 51)")]
    UnknownAction(u32),
    /// The move was made for a seat that does not decide now.
    #[error("it is player {expected}'s decision, not player {got}'s")]
    NotYourTurn {
        /// The seat that decides.
        expected: u8,
        /// The seat named by the caller.
        got: u8,
    },
    /// The move names a goat card number outside 1..=50.
    #[error("{0} is not a goat card (cards are numbered 1 to 50)")]
    NotACard(u8),
    /// The card is not in the hand of the player to act.
    #[error("card {card} is not in player {player}'s hand")]
    CardNotInHand {
        /// The card.
        card: u8,
        /// The player to act.
        player: u8,
    },
    /// The move answers another decision than the one the game waits for.
    #[error("the game is waiting for {expected}, not for {got}")]
    WrongPhase {
        /// The decision the game waits for.
        expected: Phase,
        /// The decision the move answers.
        got: Phase,
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
        /// A number that must be a goat card is not.
        #[error("{path} is {value}: goat cards are numbered 1 to 50")]
        NotAGoatCard {
            /// Where.
            path: String,
            /// The value.
            value: i64,
        },
        /// A number that must be a hill card id is not.
        #[error("{path} is {value}: hill card ids are 0 to 11")]
        NotAHillCard {
            /// Where.
            path: String,
            /// The value.
            value: i64,
        },
        /// A number that must be a seat is not.
        #[error("{path} is {value}, but the seats of this game are 0 to {}", players.saturating_sub(1))]
        NotASeat {
            /// Where.
            path: String,
            /// The value.
            value: i64,
            /// The player count.
            players: u8,
        },
        /// A goat card is in two places.
        #[error("goat card {card} is in two places ({first} and {second}); each card is in exactly one")]
        DuplicateGoat {
            /// The card.
            card: u8,
            /// Its first place.
            first: String,
            /// Its second place.
            second: String,
        },
        /// A goat card of the current round is nowhere.
        #[error(
            "goat card {card} is missing: each card is in a hand, the box, a trick of this round or the current trick"
        )]
        MissingGoat {
            /// The card.
            card: u8,
        },
        /// A hill card is in two places.
        #[error("hill card {card} is in two places ({first} and {second}); each card is in exactly one")]
        DuplicateHill {
            /// The card id.
            card: u8,
            /// Its first place.
            first: String,
            /// Its second place.
            second: String,
        },
        /// A hill card of the current round is nowhere.
        #[error("hill card {card} is missing: each hill card is in the stack, revealed or laid")]
        MissingHill {
            /// The card id.
            card: u8,
        },
        /// An array has the wrong length.
        #[error("{path} has {found} entries, but {expected} are expected: {rule}")]
        Length {
            /// Where.
            path: String,
            /// Entries found.
            found: usize,
            /// Entries expected.
            expected: usize,
            /// The rule that fixes the length.
            rule: &'static str,
        },
        /// The round number is out of range.
        #[error("round is {round}, but the game has {rounds} round(s), numbered from 0")]
        Round {
            /// The round found.
            round: i64,
            /// Rounds in the game.
            rounds: u8,
        },
        /// A chosen hill number is not on its card.
        #[error("{path} is {chosen}, but hill card {card} shows {low} and {high}")]
        ChosenNotOnCard {
            /// Where.
            path: String,
            /// The number found.
            chosen: i64,
            /// The hill card.
            card: u8,
            /// Its lower number.
            low: u8,
            /// Its higher number.
            high: u8,
        },
        /// A trick is not played clockwise from its leader.
        #[error("{path} is played by seat {found}, but play goes clockwise and seat {expected} plays there")]
        PlayOrder {
            /// Where.
            path: String,
            /// The seat found.
            found: u8,
            /// The seat expected.
            expected: u8,
        },
        /// A trick is not led by the player who had to lead it.
        #[error("{path} names seat {found} as leader, but seat {expected} leads there ({rule})")]
        Leader {
            /// Where.
            path: String,
            /// The seat found.
            found: u8,
            /// The seat expected.
            expected: u8,
            /// Why.
            rule: &'static str,
        },
        /// A trick's taker is not the player of its highest card.
        #[error("{path} is seat {found}, but seat {expected} played the highest card and takes the trick")]
        Taker {
            /// Where.
            path: String,
            /// The seat found.
            found: u8,
            /// The seat expected.
            expected: u8,
        },
        /// A round score differs from the one the rules give.
        #[error("{path} is {found}, but the rules give {expected}")]
        RoundScore {
            /// Where.
            path: String,
            /// The score found.
            found: i64,
            /// The score the history gives.
            expected: u32,
        },
        /// The phase, the seat to act or the revealed hill card does not fit the rest of the state.
        #[error("{path}: {problem}")]
        Phase {
            /// The field.
            path: &'static str,
            /// What is wrong.
            problem: String,
        },
        /// A view's own hand, hand sizes or counts do not fit the rest of it.
        #[error("{path}: {problem}")]
        View {
            /// The field.
            path: String,
            /// What is wrong.
            problem: String,
        },
    }
}
