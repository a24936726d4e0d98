//! Events: what one [`crate::GameRules::apply`] changed, in order, for frontends to animate and for logs.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::cards::{CardId, GoatKind};
use crate::layout::Cell;

/// Which evaluation closed a kind (RULES-SPEC 4.3, 4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Evaluation {
    /// 8 points or more in one display.
    A,
    /// The fourth card of the kind shown.
    B,
}

/// Why the end of the game was triggered (RULES-SPEC 7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// A take with an empty pile left a row or column without cards.
    E1,
    /// Nothing could be taken from the active line.
    E2,
}

/// Where a boxed card came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoxedFrom {
    /// Played from a hand as a card of a closed kind (RULES-SPEC 4.5).
    Played,
    /// A losing display at an evaluation.
    Display,
}

/// One change to the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player played a card from hand.
    CardPlayed {
        /// Who played.
        player: u8,
        /// The card.
        card: CardId,
    },
    /// A big goat moved clockwise (also for 0 steps, after a dog).
    GoatMoved {
        /// Whose goat.
        player: u8,
        /// Track position before.
        from: u8,
        /// Track position after.
        to: u8,
    },
    /// A card was taken from the pasture into a hand.
    CardTaken {
        /// Who took it.
        player: u8,
        /// Its cell.
        cell: Cell,
        /// The card.
        card: CardId,
    },
    /// The top card of the pile was put into an emptied cell.
    CellRefilled {
        /// The cell.
        cell: Cell,
        /// The card.
        card: CardId,
    },
    /// A small goat was put on a pasture card.
    CardMarked {
        /// Whose goat.
        player: u8,
        /// The cell.
        cell: Cell,
        /// The card.
        card: CardId,
    },
    /// A kind was evaluated and closed.
    KindClosed {
        /// The kind.
        kind: GoatKind,
        /// Its owner from now on.
        owner: u8,
        /// Which evaluation.
        evaluation: Evaluation,
    },
    /// A card went to the box.
    CardBoxed {
        /// The card.
        card: CardId,
        /// Whose hand or display it left.
        player: u8,
        /// From a display or straight from being played.
        from: BoxedFrom,
    },
    /// A player showed a hand card (the fifth card at an evaluation B) and kept it.
    CardShown {
        /// Who showed it.
        player: u8,
        /// The card.
        card: CardId,
    },
    /// A player asked an opponent to agree to a dog swap with the opponent's card.
    ConsentAsked {
        /// Who asks.
        player: u8,
        /// Who is asked.
        opponent: u8,
        /// Cell of the asker's card.
        from: Cell,
        /// Cell of the opponent's card.
        to: Cell,
    },
    /// The asked opponent answered.
    ConsentAnswered {
        /// Who answered.
        opponent: u8,
        /// The answer.
        agreed: bool,
    },
    /// A dog move: the card at `from` went to `to`, and what was at `to` (if a card) went to `from`.
    DogMoved {
        /// Who moved.
        player: u8,
        /// Old cell of the moved card.
        from: Cell,
        /// New cell of the moved card.
        to: Cell,
        /// The card that went the other way, if the target held one.
        swapped: Option<CardId>,
    },
    /// The player made no dog move.
    DogPassed {
        /// Who passed.
        player: u8,
    },
    /// The end of the game was triggered; the turn is finished first.
    EndTriggered {
        /// Which end condition.
        reason: EndReason,
    },
    /// A new turn starts.
    TurnStarted {
        /// Whose turn.
        player: u8,
    },
    /// The game is over; see [`crate::Public::scores`].
    GameOver {
        /// Bit `p` is set for every winner `p`.
        winners: u8,
    },
}

/// Enough room for the events of any single move: a take with refill, mark, end trigger, an
/// evaluation (close, up to 4 marks or a shown card, up to 3 boxed cards), the game's end or the
/// next turn.
pub const MAX_EVENTS_PER_MOVE: usize = 24;

/// The events of one move, without heap allocation.
pub type Events = ArrayVec<Event, MAX_EVENTS_PER_MOVE>;

/// Where [`crate::GameRules::apply_with`] reports events: any [`game_core::events::EventSink`] of
/// [`Event`] ([`Events`], `Vec<Event>`, [`NoEvents`]); implement that trait for a sink of your
/// own.
pub trait EventSink: game_core::events::EventSink<Event> {}

impl<S: game_core::events::EventSink<Event> + ?Sized> EventSink for S {}

pub use game_core::events::NoEvents;
