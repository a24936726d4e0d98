//! Typed errors: one enum per kind of failure, one meaning per variant.

pub use game_core::document::DocumentError;
use std::fmt;

use thiserror::Error;

use crate::cards::CardId;
use crate::layout::{Cell, Line};
use crate::phase::PhaseKind;

/// Why a game could not be set up from the given players and [`crate::Options`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The player count is outside 2..=5.
    #[error("the game is for 2 to 5 players, not {0}")]
    PlayerCount(u8),
    /// The start player is not one of the players.
    #[error("start player {start} does not exist in a {players}-player game (seats are 0 to {})", players.saturating_sub(1))]
    StartPlayer {
        /// The requested start seat.
        start: u8,
        /// The player count.
        players: u8,
    },
    /// The grid side is not 6 or 7.
    #[error("the grid must be 6x6 or 7x7, not {0}x{0}")]
    GridSize(u8),
    /// The layout does not list one stable per player.
    #[error("the layout lists {found} stables for {players} players")]
    StableCount {
        /// Stables listed.
        found: usize,
        /// Players.
        players: u8,
    },
    /// A stable is not on the outer ring of the grid.
    #[error("stable {cell} is not an edge cell of the {size}x{size} grid")]
    StableNotOnEdge {
        /// The offending cell.
        cell: Cell,
        /// The grid side.
        size: u8,
    },
    /// Two stables share a cell.
    #[error("two stables are on cell {0}")]
    StableTwice(Cell),
    /// The stables are not listed in clockwise track order (the i-th player in turn order gets
    /// the i-th stable, RULES-SPEC D40).
    #[error("the stables must be listed in clockwise order around the track; {0} is out of order")]
    StablesNotClockwise(Cell),
    /// The milk split asks for more than 16 milk cards worth 1.
    #[error("at most 16 milk cards can be worth 1, not {0}")]
    MilkSplit(u8),
    /// The removal table removes more cards of a type than exist.
    #[error("cannot remove {asked} {what}: there are only {available}")]
    Removal {
        /// What is removed ("goat kinds", "dogs", "milk cards worth 1", ...).
        what: &'static str,
        /// How many were asked.
        asked: u8,
        /// How many exist.
        available: u8,
    },
    /// Too few non-dog cards are left to fill the pasture and deal starting hands.
    #[error(
        "{non_dogs} non-dog cards cannot fill {cells} pasture cells and deal 2 cards to each of {players} players"
    )]
    DeckTooSmall {
        /// Non-dog cards in the deck.
        non_dogs: usize,
        /// Card cells of the pasture.
        cells: usize,
        /// Players.
        players: u8,
    },
}

/// Why a move was refused. The game is unchanged whenever this is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The move was made for a player who is not the one to act.
    #[error("it is player {expected}'s decision, not player {got}'s")]
    NotYourTurn {
        /// The player to act.
        expected: u8,
        /// The player named by the caller.
        got: u8,
    },
    /// The number is not an action id.
    #[error("{0} is not an action id (action ids are 0 to {max})", max = crate::action_space::NUM_ACTIONS - 1)]
    UnknownAction(u32),
    /// This kind of move does not fit the current decision.
    #[error("the game is waiting for {expected}, not for {got}")]
    WrongPhase {
        /// The decision the game is waiting for.
        expected: PhaseKind,
        /// The decision the move answers.
        got: PhaseKind,
    },
    /// The card to play is not in the player's hand.
    #[error("card {0} is not in your hand")]
    CardNotInHand(CardId),
    /// The cell is outside this game's grid.
    #[error("cell {0} is not on this pasture")]
    CellOffGrid(Cell),
    /// The cell to take from is not in the line the big goat faces.
    #[error("cell {cell} is not in the active line ({line})")]
    NotInActiveLine {
        /// The chosen cell.
        cell: Cell,
        /// The line the big goat faces.
        line: Line,
    },
    /// The cell holds no card.
    #[error("cell {0} holds no card")]
    NoCard(Cell),
    /// The cell is a stable.
    #[error("cell {0} is a stable")]
    StableCell(Cell),
    /// The card carries a small goat and cannot be taken.
    #[error("the card at {0} carries a small goat and cannot be taken")]
    CardMarked(Cell),
    /// The dog move does not start from a card carrying the player's own goat.
    #[error("the card at {0} does not carry your small goat")]
    NotYourCard(Cell),
    /// The dog target is not another cell of a line through the moved card.
    #[error("{from} and {to} are not two cells of one row or column")]
    NotInOneLine {
        /// Cell of the moved card.
        from: Cell,
        /// Target cell.
        to: Cell,
    },
    /// This swap was already refused by its opponent this turn.
    #[error("the swap {from} <-> {to} was already refused this turn")]
    SwapRefused {
        /// Cell of the moved card.
        from: Cell,
        /// Target cell.
        to: Cell,
    },
    /// A swap of two own cards is one move, listed from the lower cell index to the higher.
    #[error("swapping your cards at {from} and {to} is the dog move {to} -> {from}")]
    SwapListedOtherWay {
        /// Cell of the moved card.
        from: Cell,
        /// Target cell.
        to: Cell,
    },
    /// The cell is not one of the cards waiting for a mark.
    #[error("the card at {0} is not one of the cards you may mark now")]
    NotMarkable(Cell),
}

game_core::common_move_refusals!(MoveError);

game_core::state_error! {
    /// Why a saved state, view or replay was rejected.
    ///
    /// [`StateError::Document`] holds what every document of every game can get wrong (text that
    /// is not a document of the expected shape, another format or version, a well-formed number out
    /// of the range of its field); every other variant is a well-formed document that breaks a rule
    /// (`docs/state-format-herr-der-ziegen.md`, "Errors"). Each message starts with the JSON path of the field it is
    /// about (`hands[2][0]`, `phase.from`, ...), where there is one.
    pub enum StateError {
        /// The setup part (players, grid, stables, milk split) is invalid.
        #[error(fmt = write_setup)]
        Setup(#[from] SetupError),
        /// A card appears in two places, or twice in one.
        #[error(
            "{second}: card {card} appears more than once, it is already at {first} (every card is in exactly one place)"
        )]
        DuplicateCard {
            /// The card.
            card: u8,
            /// The JSON path of its first place.
            first: String,
            /// The JSON path of its second place.
            second: String,
        },
        /// A card of the deck appears nowhere.
        #[error("card {0} is missing: every card must be in the pasture, the pile, a hand, a display or the box")]
        MissingCard(u8),
        /// A player number is out of range.
        #[error("{what}: player {player} does not exist in a {players}-player game (seats are 0 to {})", players.saturating_sub(1))]
        PlayerOutOfRange {
            /// The JSON path of the field.
            what: String,
            /// The number found.
            player: u32,
            /// The player count.
            players: u8,
        },
        /// An array has the wrong length.
        #[error("{what}: {found} entries, expected {expected}")]
        Length {
            /// The JSON path of the array.
            what: String,
            /// Entries found.
            found: usize,
            /// Entries expected.
            expected: usize,
        },
        /// A stable cell holds a card or a small goat.
        #[error("{path}: cell {cell} is a stable, which holds no card and no small goat")]
        StableCell {
            /// The JSON path of the entry (`pasture[r][c]` or `marks[r][c]`).
            path: String,
            /// The cell.
            cell: Cell,
        },
        /// A small goat lies on a cell without a card.
        #[error(fmt = write_mark_without_card)]
        MarkWithoutCard(Cell),
        /// A small goat lies on a card whose kind that player does not own.
        #[error("{}: the small goat of player {player} lies on a card whose kind player {player} does not own", grid_path("marks", *cell))]
        MarkOwner {
            /// The cell.
            cell: Cell,
            /// The goat's colour.
            player: u8,
        },
        /// More than 10 small goats of one player on the pasture.
        #[error("marks: player {player} has {count} small goats on the pasture (at most 10)")]
        TooManyMarks {
            /// The player.
            player: u8,
            /// Goats counted.
            count: usize,
        },
        /// A hand holds the wrong number of cards for the phase.
        #[error("hands[{player}]: player {player} holds {found} cards, expected {expected} in this phase")]
        HandSize {
            /// The player.
            player: u8,
            /// Cards found.
            found: usize,
            /// Cards expected.
            expected: usize,
        },
        /// A big goat is off the track.
        #[error("goats[{player}]: position {pos} is off the track (positions are 0 to {})", len.saturating_sub(1))]
        GoatPosition {
            /// The player.
            player: u8,
            /// The position found.
            pos: u32,
            /// Positions on the track.
            len: u8,
        },
        /// The kinds table is inconsistent with the cards.
        #[error("{}: kind {kind}: {problem}", kind_path(kind))]
        Kind {
            /// The kind, `K01` to `K18`.
            kind: String,
            /// What is wrong.
            problem: String,
        },
        /// The pending decision does not fit the rest of the state.
        #[error("phase: type `{phase}`: {problem}")]
        Phase {
            /// The phase found.
            phase: String,
            /// What is wrong.
            problem: String,
        },
        /// Another inconsistency; the message starts with the JSON path of the field concerned.
        #[error("{0}")]
        Inconsistent(String),
    }
}

/// The field of a state document that holds what a setup error is about.
fn setup_field(error: &SetupError) -> &'static str {
    match error {
        SetupError::PlayerCount(_) => "players",
        SetupError::StartPlayer { .. } => "start_player",
        SetupError::GridSize(_) => "grid_size",
        SetupError::MilkSplit(_) => "milk_ones",
        SetupError::StableCount { .. }
        | SetupError::StableNotOnEdge { .. }
        | SetupError::StableTwice(_)
        | SetupError::StablesNotClockwise(_) => "stables",
        SetupError::Removal { .. } | SetupError::DeckTooSmall { .. } => "removal",
    }
}

/// The JSON path of `cell` in the grid field `field`, such as `marks[2][3]`.
// Messages of tuple variants that need more than the field itself, as functions: format
// arguments naming `.0` do not survive the `state_error!` macro's hygiene.
fn write_setup(error: &SetupError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{}: {error}", setup_field(error))
}

fn write_mark_without_card(cell: &Cell, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{}: a small goat stands on cell {cell}, which holds no card", grid_path("marks", *cell))
}

pub(crate) fn grid_path(field: &str, cell: Cell) -> String {
    format!("{field}[{}][{}]", cell.row(), cell.col())
}

/// The entry of `kind_owners` for a kind written `K01` to `K18`.
fn kind_path(kind: &str) -> String {
    match kind.get(1..).and_then(|n| n.parse::<usize>().ok()) {
        Some(n) if n >= 1 => format!("kind_owners[{}]", n - 1),
        _ => "kind_owners".to_string(),
    }
}

pub use game_core::message::{excerpt, MAX_QUOTED_CHARS};
