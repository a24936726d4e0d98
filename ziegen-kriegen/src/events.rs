//! Events (ZK-D18): what one [`crate::GameRules::apply`] changed, in order, for frontends and logs.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::options::MAX_PLAYERS;

/// One change to the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player played a goat card face up into the trick.
    CardPlayed {
        /// Who played.
        player: u8,
        /// The card.
        card: u8,
    },
    /// Tricks 1 to 4: the player of the lowest card turned up the top hill card.
    HillRevealed {
        /// The hill card id.
        card: u8,
        /// Its lower number.
        low: u8,
        /// Its higher number.
        high: u8,
        /// The player who chooses the number.
        chooser: u8,
    },
    /// The chooser chose a number; the hill card joined the hill.
    HillChosen {
        /// Who chose.
        player: u8,
        /// The hill card id.
        card: u8,
        /// The chosen number.
        number: u8,
        /// The running sum of the chosen numbers.
        sum: u8,
        /// The limit, once fixed (after the fourth hill card).
        limit: Option<u8>,
    },
    /// The player of the highest card took the trick.
    TrickTaken {
        /// Who took it (and leads next).
        winner: u8,
        /// The cards in play order; entries past `count` are 0.
        cards: [u8; MAX_PLAYERS],
        /// Cards in the trick (the player count).
        count: u8,
        /// Goat heads on the trick's cards.
        goats: u8,
    },
    /// A round ended and was scored. Entries past the player count are 0.
    RoundScored {
        /// The round (0-based).
        round: u8,
        /// The round's limit.
        limit: u8,
        /// Goats of each player.
        goats: [u8; MAX_PLAYERS],
        /// Whether each player is over the limit.
        over: [bool; MAX_PLAYERS],
        /// Each player's round score (goats if within, 0 if over; in the variant a player
        /// without tricks scores the higher number of the fourth hill card, ZK-D14).
        scores: [u8; MAX_PLAYERS],
        /// Each player's total of round scores so far.
        totals: [u16; MAX_PLAYERS],
    },
    /// The variant: a new round was dealt.
    RoundStarted {
        /// The round (0-based).
        round: u8,
        /// Who leads its first trick (ZK-D13).
        leader: u8,
    },
    /// The game ended.
    GameOver {
        /// Bit `s` set for every winning seat (0: nobody wins).
        winners: u8,
        /// Each player's total (in the base game, the round score).
        totals: [u16; MAX_PLAYERS],
    },
}

/// The most events one move causes.
pub const MAX_EVENTS: usize = 8;

/// The events of one move; fixed capacity, never allocates.
pub type Events = ArrayVec<Event, MAX_EVENTS>;

/// Where [`crate::GameRules::apply_with`] reports events: any [`game_core::events::EventSink`] of
/// [`Event`] ([`Events`], `Vec<Event>`, [`NoEvents`]); implement that trait for a sink of your
/// own.
pub trait EventSink: game_core::events::EventSink<Event> {}

impl<S: game_core::events::EventSink<Event> + ?Sized> EventSink for S {}

pub use game_core::events::NoEvents;
