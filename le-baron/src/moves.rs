//! Moves: every decision point of the game (specification section 7) and their fixed action ids.
//!
//! | action ids   | move                                                        |
//! |--------------|-------------------------------------------------------------|
//! | `0..110`     | [`Move::Choose`] card `id + 1` for this round               |
//! | `110..115`   | [`Move::Place`] the card being resolved on row `id - 110`   |
//! | `115..120`   | [`Move::Take`] row `id - 115` (rule 3: no row fits)         |

use std::fmt;

use arrayvec::ArrayVec;

use crate::cards::NUM_CARDS;
use crate::rows::NUM_ROWS;

const PLACE_BASE: u16 = NUM_CARDS as u16;
const TAKE_BASE: u16 = PLACE_BASE + NUM_ROWS as u16;

/// Size of the action space: action ids are `0..NUM_ACTIONS`.
pub const NUM_ACTIONS: usize = TAKE_BASE as usize + NUM_ROWS;

/// Most legal moves at any decision: five rows (a hand holds at most four cards).
pub const MAX_LEGAL_MOVES: usize = NUM_ROWS;

/// A list of legal moves; fixed capacity, never allocates.
pub type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;

/// One decision. Moves do not name the player: the game knows whose decision it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Choose this card (1 to 110) of the hand for this round, face down.
    Choose(u8),
    /// Place the card being resolved at the end of this row (0 to 4), which fits it.
    Place(u8),
    /// Rule 3: the card being resolved fits no row; take this row (0 to 4), the card starts it.
    Take(u8),
}

impl Move {
    /// The stable action id, below [`NUM_ACTIONS`] for every move with a card 1..=110 or a row
    /// 0..=4 (other moves are never legal; their id is then out of range).
    pub fn action_id(self) -> u16 {
        match self {
            Move::Choose(card) => u16::from(card).wrapping_sub(1),
            Move::Place(row) => PLACE_BASE + u16::from(row),
            Move::Take(row) => TAKE_BASE + u16::from(row),
        }
    }

    /// The move with action id `id`, `None` if `id >= NUM_ACTIONS`.
    pub fn from_action_id(id: u32) -> Option<Move> {
        let id = u16::try_from(id).ok()?;
        Some(match id {
            i if i < PLACE_BASE => Move::Choose(i as u8 + 1),
            i if i < TAKE_BASE => Move::Place((i - PLACE_BASE) as u8),
            i if usize::from(i) < NUM_ACTIONS => Move::Take((i - TAKE_BASE) as u8),
            _ => return None,
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Choose(card) => write!(f, "choose card {card}"),
            Move::Place(row) => write!(f, "place on row {row}"),
            Move::Take(row) => write!(f, "take row {row}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_id_round_trips() {
        assert_eq!(NUM_ACTIONS, 120);
        for id in 0..NUM_ACTIONS as u32 {
            let mv = Move::from_action_id(id).unwrap();
            assert_eq!(u32::from(mv.action_id()), id, "{mv:?}");
        }
        assert_eq!(Move::from_action_id(120), None);
        assert_eq!(Move::Choose(1).action_id(), 0);
        assert_eq!(Move::Place(4).action_id(), 114);
        assert_eq!(Move::Take(0).action_id(), 115);
    }
}
