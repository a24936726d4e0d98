//! Events (LB-D21): what one [`crate::GameRules::apply`] changed, in order, for frontends and logs.

use arrayvec::ArrayVec;
use game_core::Observer;
use serde::{Deserialize, Serialize};

use crate::options::MAX_PLAYERS;
use crate::rows::ROW_CAPACITY;

/// Most events one move can cause: the last choice of a round reveals it (2), resolves up to ten
/// cards automatically in variant 2 (10), draws for every seat (10) and may end the game (1).
pub const MAX_EVENTS: usize = 32;

/// The events of one move; fixed capacity, never allocates.
pub type Events = ArrayVec<Event, MAX_EVENTS>;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last round left every hand and pile empty (section 4.1).
    AllCardsPlayed,
    /// Variant 2: a player added their last card to a row; the round was finished (5.3).
    LastCardPlaced,
    /// Variant 2: at the start of a round no card held by anyone fits any row (LB-D17).
    NoCardFits,
}

/// Which rules took a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TakeRules {
    /// Rule 1: the card was the row's sixth.
    pub sixth_card: bool,
    /// Rule 2: a colour reached six heads.
    pub six_heads: bool,
    /// Rule 3: the card fitted no row and its owner chose this one.
    pub no_fit: bool,
}

/// A revealed card and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Revealed {
    /// The card.
    pub card: u8,
    /// Its owner.
    pub seat: u8,
}

/// One change to the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A seat chose its card for the round (public: only that it has chosen).
    CardChosen {
        /// The seat.
        seat: u8,
    },
    /// All choices were revealed, in resolution (increasing) order.
    CardsRevealed {
        /// The cards with their owners.
        cards: ArrayVec<Revealed, MAX_PLAYERS>,
    },
    /// A card joined a row.
    CardPlaced {
        /// Its owner.
        seat: u8,
        /// The card.
        card: u8,
        /// The row.
        row: u8,
        /// Its position in the row, from 0 (0 when it starts the row under rule 3).
        position: u8,
    },
    /// A seat took cards of a row onto its penalty pile.
    RowTaken {
        /// The taker.
        seat: u8,
        /// The row.
        row: u8,
        /// The cards taken, left to right.
        cards: ArrayVec<u8, ROW_CAPACITY>,
        /// The rule or rules that took it.
        rules: TakeRules,
        /// Their heads.
        points: u8,
    },
    /// Variant 2: a card that fits no row went under its owner's pile.
    CardRecycled {
        /// The owner.
        seat: u8,
        /// The card.
        card: u8,
    },
    /// A seat drew cards into its empty hand. In other seats' eyes ([`Event::seen_by`]) only the
    /// count is shown.
    CardsDrawn {
        /// The drawer.
        seat: u8,
        /// How many.
        count: u8,
        /// The cards (empty when seen by another seat).
        cards: ArrayVec<u8, 4>,
    },
    /// The game ended.
    GameOver {
        /// Why.
        reason: EndReason,
        /// Each seat's score (penalty heads, or the variant 2 score).
        scores: ArrayVec<i32, MAX_PLAYERS>,
        /// Bit `s` set for each winner.
        winners: u16,
    },
}

impl Event {
    /// The event as `observer` (a seat or a spectator) may know it: cards drawn are named to
    /// their drawer alone, the others see how many.
    pub fn seen_by(&self, observer: Observer) -> Event {
        match self {
            Event::CardsDrawn { seat: drawer, count, .. } if !observer.is_seat(*drawer) => {
                Event::CardsDrawn { seat: *drawer, count: *count, cards: ArrayVec::new() }
            }
            other => other.clone(),
        }
    }
}

/// Where [`crate::GameRules::apply_with`] reports events: any [`game_core::events::EventSink`] of
/// [`Event`] ([`Events`], `Vec<Event>`, [`NoEvents`]); implement that trait for a sink of your
/// own.
pub trait EventSink: game_core::events::EventSink<Event> {}

impl<S: game_core::events::EventSink<Event> + ?Sized> EventSink for S {}

pub use game_core::events::NoEvents;
