//! Moves and their stable action ids (rules spec section 6).

use std::fmt;

use arrayvec::ArrayVec;

use crate::cards::{CardSet, NUM_GOATS};
use crate::error::MoveError;
use crate::phase::Phase;

/// Size of the fixed action space: ids `c - 1` play goat card `c`, 50 and 51 choose the lower
/// and the higher number of the revealed hill card.
pub const NUM_ACTIONS: usize = 52;
/// Action id of [`Move::ChooseLow`].
pub const CHOOSE_LOW_ID: u16 = 50;
/// Action id of [`Move::ChooseHigh`].
pub const CHOOSE_HIGH_ID: u16 = 51;
/// The most moves legal at once: a full hand.
pub const MAX_LEGAL_MOVES: usize = 8;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Play goat card `c` (1 to 50) into the trick.
    Play(u8),
    /// Choose the lower number of the revealed hill card.
    ChooseLow,
    /// Choose the higher number of the revealed hill card.
    ChooseHigh,
}

/// The legal moves of a position; fixed capacity, never allocates.
pub type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;

impl Move {
    /// The decision this move answers.
    pub fn phase(self) -> Phase {
        match self {
            Move::Play(_) => Phase::Play,
            Move::ChooseLow | Move::ChooseHigh => Phase::ChooseHill,
        }
    }

    /// The stable action id, below [`NUM_ACTIONS`] for every move of a game (a `Play` of a number
    /// that is not a card, which no game lists, maps to `u16::MAX`).
    pub fn action_id(self) -> u16 {
        match self {
            Move::Play(card) if CardSet::is_card(card) => u16::from(card) - 1,
            Move::Play(_) => u16::MAX,
            Move::ChooseLow => CHOOSE_LOW_ID,
            Move::ChooseHigh => CHOOSE_HIGH_ID,
        }
    }

    /// The move with action id `id`.
    ///
    /// # Errors
    /// [`MoveError::UnknownAction`] if `id >= NUM_ACTIONS`.
    pub fn from_action_id(id: u32) -> Result<Move, MoveError> {
        match id {
            i if i < NUM_GOATS as u32 => Ok(Move::Play(i as u8 + 1)),
            50 => Ok(Move::ChooseLow),
            51 => Ok(Move::ChooseHigh),
            _ => Err(MoveError::UnknownAction(id)),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(card) => write!(f, "play {card}"),
            Move::ChooseLow => f.write_str("choose the lower hill number"),
            Move::ChooseHigh => f.write_str("choose the higher hill number"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_id_round_trips() {
        for id in 0..NUM_ACTIONS as u32 {
            assert_eq!(u32::from(Move::from_action_id(id).unwrap().action_id()), id);
        }
        assert_eq!(Move::from_action_id(0), Ok(Move::Play(1)));
        assert_eq!(Move::from_action_id(49), Ok(Move::Play(50)));
        assert_eq!(Move::from_action_id(52), Err(MoveError::UnknownAction(52)));
        assert_eq!(Move::Play(0).action_id(), u16::MAX);
    }
}
