//! What a Herr der Ziegen action id means, as a plain C struct.

use herr_der_ziegen::Move;

use crate::HDZ_NONE;

/// The kind of a move.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzMoveKind {
    /// Play the card `card` from hand.
    Play = 0,
    /// Take the card at `cell` from the active line.
    Take = 1,
    /// Put a small goat on the card at `cell` (after an evaluation A).
    Mark = 2,
    /// Dog move: the own marked card at `cell` goes to `to_cell`.
    Dog = 3,
    /// Make no dog move.
    PassDog = 4,
    /// Answer a swap request: `answer` is true to agree.
    Answer = 5,
}

/// What an action id means. Cells are numbered `row * 7 + col` (also on the 6x6 grid of
/// two-player games); fields that do not apply to the kind hold `HDZ_NONE` (or `false`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzMove {
    /// The kind of move.
    pub kind: HdzMoveKind,
    /// `HDZ_MOVE_KIND_PLAY`: the card id.
    pub card: u8,
    /// `HDZ_MOVE_KIND_TAKE`, `HDZ_MOVE_KIND_MARK`: the cell; `HDZ_MOVE_KIND_DOG`: the cell the
    /// card leaves.
    pub cell: u8,
    /// `HDZ_MOVE_KIND_DOG`: the target cell.
    pub to_cell: u8,
    /// `HDZ_MOVE_KIND_ANSWER`: true to agree to the swap, false to refuse.
    pub answer: bool,
}

impl From<Move> for HdzMove {
    fn from(mv: Move) -> HdzMove {
        let blank = |kind| HdzMove { kind, card: HDZ_NONE, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false };
        match mv {
            Move::Play(card) => HdzMove { card: card.index(), ..blank(HdzMoveKind::Play) },
            Move::Take(cell) => HdzMove { cell: cell.index(), ..blank(HdzMoveKind::Take) },
            Move::Mark(cell) => HdzMove { cell: cell.index(), ..blank(HdzMoveKind::Mark) },
            Move::Dog { from, to } => HdzMove { cell: from.index(), to_cell: to.index(), ..blank(HdzMoveKind::Dog) },
            Move::PassDog => blank(HdzMoveKind::PassDog),
            Move::Answer(yes) => HdzMove { answer: yes, ..blank(HdzMoveKind::Answer) },
        }
    }
}

// No padding: every byte is a field the library sets.
const _: () = assert!(std::mem::size_of::<HdzMove>() == std::mem::size_of::<HdzMoveKind>() + 3 + 1);
