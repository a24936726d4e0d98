//! The decision a game waits for: its [`Phase`] (choosing, resolving, over) and, within it, the
//! [`Decision`] of the seat to act (choose a card, place it, take a row).

use std::fmt;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Phase {
    /// Seats choose their cards for the round, one at a time in seat order (LB-D6).
    Choose,
    /// The revealed cards are resolved in increasing order; the owner of the current card
    /// decides where it goes.
    Resolve,
    /// The game is over.
    Over,
}

/// The kind of decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// A seat chooses a card of its hand for this round.
    Choose,
    /// The owner of the card being resolved places it on a fitting row.
    Place,
    /// The owner of the card being resolved takes a row (rule 3, no row fits).
    Take,
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Decision::Choose => "a card to be chosen",
            Decision::Place => "the revealed card to be placed on a row",
            Decision::Take => "a row to be taken (no row fits the card)",
        })
    }
}

impl game_core::GamePhase for Phase {
    const NAMES: &'static [&'static str] = &["choose", "resolve", "over"];

    fn number(self) -> u8 {
        self as u8
    }
}
