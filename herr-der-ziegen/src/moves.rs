//! Moves: every decision point of the game (RULES-SPEC 9.1) and their fixed numeric action ids.
//!
//! | action ids  | move                                                            |
//! |-------------|-----------------------------------------------------------------|
//! | `0..121`    | [`Move::Play`] card `id`                                        |
//! | `121..170`  | [`Move::Take`] cell `id - 121` (cells are `row * 7 + col`)      |
//! | `170..219`  | [`Move::Mark`] cell `id - 170`                                  |
//! | `219`       | [`Move::PassDog`]                                               |
//! | `220..808`  | [`Move::Dog`] `220 + from * 12 + slot`: slot `0..6` = the other cells of `from`'s row left to right, `6..12` = the other cells of its column top to bottom |
//! | `808`, `809`| [`Move::Answer`] no, yes                                        |
//!
//! A dog move whose target is not another cell of its row or column has no id ([`NO_ACTION`]);
//! it is never legal.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::cards::CardId;
use crate::error::MoveError;
use crate::layout::Cell;

use crate::action_space::{ANSWER_BASE, DOG_BASE, DOG_SLOTS, LINE_SLOTS, MARK_BASE, PASS_DOG, TAKE_BASE};
pub use crate::action_space::{NO_ACTION, NUM_ACTIONS};

/// Most legal moves at any decision: a dog move from up to 10 own cards to up to 12 targets each,
/// plus passing.
pub const MAX_LEGAL_MOVES: usize = 128;

/// A list of legal moves; fixed capacity, never allocates.
pub type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;

/// One decision. Moves do not name the player: the game knows whose decision it is
/// ([`crate::GameRules::current_player`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(align(4))]
pub enum Move {
    /// Step 1: play this card from hand.
    Play(CardId),
    /// Step 6: take the card at this cell of the active line.
    Take(Cell),
    /// Evaluation A with a short supply: put a small goat on the card at this cell.
    Mark(Cell),
    /// Dog move: move the own marked card at `from` to `to` in the same line, swapping with the
    /// card there or moving into an empty cell. If `to` carries an opponent's goat, that opponent
    /// is asked first.
    Dog {
        /// Cell of the player's own marked card.
        from: Cell,
        /// Target cell in the same row or column.
        to: Cell,
    },
    /// Dog: make no dog move.
    PassDog,
    /// The asked opponent's answer to a dog swap with their card.
    Answer(bool),
}

impl Move {
    /// The stable numeric action id, `0..NUM_ACTIONS`, or [`NO_ACTION`] for a dog move whose
    /// target is not another cell of its row or column (such a move is never legal).
    pub fn action_id(self) -> u16 {
        match self {
            Move::Play(card) => u16::from(card.index()),
            Move::Take(cell) => TAKE_BASE + u16::from(cell.index()),
            Move::Mark(cell) => MARK_BASE + u16::from(cell.index()),
            Move::PassDog => PASS_DOG,
            Move::Dog { from, to } => {
                // Skip `from` itself within its row and column.
                let skip = |target: u8, own: u8| if target < own { target } else { target - 1 };
                let slot = if to == from {
                    return NO_ACTION;
                } else if to.row() == from.row() {
                    skip(to.col(), from.col())
                } else if to.col() == from.col() {
                    LINE_SLOTS + skip(to.row(), from.row())
                } else {
                    return NO_ACTION;
                };
                DOG_BASE + u16::from(from.index()) * DOG_SLOTS + u16::from(slot)
            }
            Move::Answer(yes) => ANSWER_BASE + u16::from(yes),
        }
    }

    /// The move with this action id.
    ///
    /// # Errors
    /// [`MoveError::UnknownAction`] if `id >= NUM_ACTIONS`.
    pub fn from_action_id(id: u32) -> Result<Move, MoveError> {
        let unknown = MoveError::UnknownAction(id);
        let small = u16::try_from(id).map_err(|_| unknown.clone())?;
        let cell = |i: u16| Cell::from_index(i as u8).expect("range checked");
        Ok(match small {
            i if i < TAKE_BASE => Move::Play(CardId::from_index(i as u8)),
            i if i < MARK_BASE => Move::Take(cell(i - TAKE_BASE)),
            i if i < PASS_DOG => Move::Mark(cell(i - MARK_BASE)),
            PASS_DOG => Move::PassDog,
            i if i < ANSWER_BASE => {
                let from = cell((i - DOG_BASE) / DOG_SLOTS);
                let slot = ((i - DOG_BASE) % DOG_SLOTS) as u8;
                let unskip = |i: u8, own: u8| if i < own { i } else { i + 1 };
                let to = if slot < LINE_SLOTS {
                    Cell::new(from.row(), unskip(slot, from.col()))
                } else {
                    Cell::new(unskip(slot - LINE_SLOTS, from.row()), from.col())
                };
                Move::Dog { from, to: to.expect("slot in range") }
            }
            i if usize::from(i) < NUM_ACTIONS => Move::Answer(i == ANSWER_BASE + 1),
            _ => return Err(unknown),
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(card) => write!(f, "play card {}", card.index()),
            Move::Take(cell) => write!(f, "take {cell}"),
            Move::Mark(cell) => write!(f, "mark {cell}"),
            Move::Dog { from, to } => write!(f, "dog {from} -> {to}"),
            Move::PassDog => write!(f, "no dog move"),
            Move::Answer(true) => write!(f, "agree to the swap"),
            Move::Answer(false) => write!(f, "refuse the swap"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_id_round_trips() {
        assert_eq!(NUM_ACTIONS, 810);
        for id in 0..NUM_ACTIONS as u32 {
            let mv = Move::from_action_id(id).unwrap();
            assert_eq!(u32::from(mv.action_id()), id, "{mv:?}");
        }
        assert_eq!(Move::from_action_id(810), Err(MoveError::UnknownAction(810)));
        assert_eq!(Move::from_action_id(u32::MAX), Err(MoveError::UnknownAction(u32::MAX)));
    }

    #[test]
    fn dog_ids_name_the_target_line() {
        let from = Cell::new(0, 4).unwrap();
        let row_target = Cell::new(0, 1).unwrap();
        let col_target = Cell::new(5, 4).unwrap();
        for to in [row_target, col_target] {
            let mv = Move::Dog { from, to };
            assert_eq!(Move::from_action_id(u32::from(mv.action_id())).unwrap(), mv);
        }
        assert_eq!(Move::Dog { from, to: from }.action_id(), NO_ACTION);
        assert_eq!(Move::Dog { from, to: Cell::new(2, 2).unwrap() }.action_id(), NO_ACTION);
        let mut ids = std::collections::HashSet::new();
        for a in 0..49 {
            for b in 0..49 {
                let mv = Move::Dog { from: Cell::from_index(a).unwrap(), to: Cell::from_index(b).unwrap() };
                if mv.action_id() != NO_ACTION {
                    assert!(ids.insert(mv.action_id()));
                }
            }
        }
        assert_eq!(ids.len(), 49 * 12);
    }
}
