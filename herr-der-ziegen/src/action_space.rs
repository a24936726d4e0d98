//! The layout of the fixed action space: which range of action ids each kind of move takes (the
//! table is in [`crate::moves`]). Below the moves and the errors, which both name its size.

use crate::cards::NUM_CARDS;
use crate::layout::{MAX_CELLS, MAX_GRID};

pub(crate) const TAKE_BASE: u16 = NUM_CARDS as u16;
pub(crate) const MARK_BASE: u16 = TAKE_BASE + MAX_CELLS as u16;
pub(crate) const PASS_DOG: u16 = MARK_BASE + MAX_CELLS as u16;
pub(crate) const DOG_BASE: u16 = PASS_DOG + 1;
pub(crate) const DOG_SLOTS: u16 = 2 * (MAX_GRID as u16 - 1);
pub(crate) const LINE_SLOTS: u8 = MAX_GRID as u8 - 1;

/// What [`crate::Move::action_id`] returns for a dog move without an id (never a legal move).
pub const NO_ACTION: u16 = u16::MAX;
pub(crate) const ANSWER_BASE: u16 = DOG_BASE + MAX_CELLS as u16 * DOG_SLOTS;

/// Size of the action space: action ids are `0..NUM_ACTIONS`.
pub const NUM_ACTIONS: usize = ANSWER_BASE as usize + 2;
