//! Herr der Ziegen's moves: what an action id means, as a plain C struct, and the action id of a
//! move given by its kind, card and cells (the reverse). The ids of the other games are simple
//! arithmetic (their `HDZ_<GAME>_NUM_ACTIONS` say it); this game's table of 810 ids is not.

use std::ptr::addr_of;

use game_core::GameRules;
use herr_der_ziegen::{CardId, Cell, Game, Move};

use super::constants::{HDZ_HZ_NUM_CARDS, HDZ_HZ_NUM_CELLS};
use crate::entry::buffer::check_out;
use crate::entry::guard::guard;
use crate::entry::status::Error;
use crate::games::typed_extras::{card_number, move_error};
use crate::{HdzStatus, HDZ_NONE};

/// The kind of a Herr der Ziegen move.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzHzMoveKind {
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

/// What a Herr der Ziegen action id means (`hdz_hz_action_describe`). Cells are numbered `row * 7 + col` (also on the 6x6 grid of
/// two-player games); fields that do not apply to the kind hold `HDZ_NONE` (or `false`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzHzMove {
    /// The kind of move.
    pub kind: HdzHzMoveKind,
    /// `HDZ_HZ_MOVE_KIND_PLAY`: the card id.
    pub card: u8,
    /// `HDZ_HZ_MOVE_KIND_TAKE`, `HDZ_HZ_MOVE_KIND_MARK`: the cell; `HDZ_HZ_MOVE_KIND_DOG`: the cell the
    /// card leaves.
    pub cell: u8,
    /// `HDZ_HZ_MOVE_KIND_DOG`: the target cell.
    pub to_cell: u8,
    /// `HDZ_HZ_MOVE_KIND_ANSWER`: true to agree to the swap, false to refuse.
    pub answer: bool,
}

impl From<Move> for HdzHzMove {
    fn from(mv: Move) -> HdzHzMove {
        let blank = |kind| HdzHzMove { kind, card: HDZ_NONE, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false };
        match mv {
            Move::Play(card) => HdzHzMove { card: card.index(), ..blank(HdzHzMoveKind::Play) },
            Move::Take(cell) => HdzHzMove { cell: cell.index(), ..blank(HdzHzMoveKind::Take) },
            Move::Mark(cell) => HdzHzMove { cell: cell.index(), ..blank(HdzHzMoveKind::Mark) },
            Move::Dog { from, to } => {
                HdzHzMove { cell: from.index(), to_cell: to.index(), ..blank(HdzHzMoveKind::Dog) }
            }
            Move::PassDog => blank(HdzHzMoveKind::PassDog),
            Move::Answer(yes) => HdzHzMove { answer: yes, ..blank(HdzHzMoveKind::Answer) },
        }
    }
}

// No padding: every byte is a field the library sets.
const _: () = assert!(std::mem::size_of::<HdzHzMove>() == std::mem::size_of::<HdzHzMoveKind>() + 3 + 1);

/// Writes what the Herr der Ziegen action `action_id` means (its kind, card, cells, answer) to
/// `*out_move` (`hdz_game_describe_action` says it in words). The move constructors
/// (`hdz_hz_action_play`, ...) are the reverse.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_HZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_move` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_describe(action_id: u32, out_move: *mut HdzHzMove) -> HdzStatus {
    guard("hdz_hz_action_describe", || {
        check_out(out_move, "out_move")?;
        let mv = move_of(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { out_move.write(HdzHzMove::from(mv)) };
        Ok(())
    })
}

/// The move with action id `action_id`.
fn move_of(action_id: u32) -> Result<Move, Error> {
    Game::move_of_action(action_id).map_err(|e| move_error::<Game>(&e))
}

/// The card `card`, an argument of a move constructor.
fn card_arg(card: u32) -> Result<CardId, Error> {
    card_number(card, (0, HDZ_HZ_NUM_CARDS as u8 - 1), "a Herr der Ziegen card", CardId::new)
}

/// The cell `cell` (`row * 7 + col`), the argument `name` of a move constructor.
fn cell_arg(cell: u32, name: &str) -> Result<Cell, Error> {
    u8::try_from(cell).ok().and_then(Cell::from_index).ok_or_else(|| {
        Error::invalid(format!("{name} {cell} is not a cell (cells are row * 7 + col, 0 to {})", HDZ_HZ_NUM_CELLS - 1))
    })
}

/// The dog move from `from_cell` to `to_cell`.
fn dog_move(from_cell: u32, to_cell: u32) -> Result<Move, Error> {
    let from = cell_arg(from_cell, "from_cell")?;
    let to = cell_arg(to_cell, "to_cell")?;
    if from == to || (from.row() != to.row() && from.col() != to.col()) {
        return Err(Error::invalid(format!(
            "a dog move goes to another cell of the same row or column, not from {from} to {to}"
        )));
    }
    Ok(Move::Dog { from, to })
}

/// Writes the action id of `mv` to `*out_action_id` (checked non-NULL by the caller).
///
/// # Safety
/// `out_action_id` is non-NULL and valid for a write.
unsafe fn write_action_id(out_action_id: *mut u32, mv: Move) -> Result<(), Error> {
    let id = mv.action_id();
    if usize::from(id) >= herr_der_ziegen::NUM_ACTIONS {
        return Err(Error::internal(format!("the move {mv} has no action id")));
    }
    // SAFETY: by the caller's contract.
    unsafe { out_action_id.write(u32::from(id)) };
    Ok(())
}

/// Writes the action id of playing the card `card` from hand (`card < HDZ_HZ_NUM_CARDS`) to
/// `*out_action_id`. Whether the move is legal now is for `hdz_game_check` to say; this only
/// names it. The move constructors are the reverse of `hdz_hz_action_describe`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `card < HDZ_HZ_NUM_CARDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_play(card: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_play", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = Move::Play(card_arg(card)?);
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of taking the card at `cell` (`row * 7 + col`, also on the 6x6 grid) to
/// `*out_action_id`: "take (2,3)" is `hdz_hz_action_take(2 * 7 + 3, &id)`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `cell < HDZ_HZ_NUM_CELLS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_take(cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_take", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = Move::Take(cell_arg(cell, "cell")?);
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of putting a small goat on the card at `cell` (`row * 7 + col`) to
/// `*out_action_id`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `cell < HDZ_HZ_NUM_CELLS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_mark(cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_mark", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = Move::Mark(cell_arg(cell, "cell")?);
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of the dog move that takes the own marked card at `from_cell` to
/// `to_cell`, another cell of the same row or column (cells `row * 7 + col`), to
/// `*out_action_id`: the arithmetic of the id table is done here.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless both are cells (`< HDZ_HZ_NUM_CELLS`), distinct, in one row
/// or one column.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_dog(from_cell: u32, to_cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_dog", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = dog_move(from_cell, to_cell)?;
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of making no dog move to `*out_action_id`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_pass_dog(out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_pass_dog", || {
        check_out(out_action_id, "out_action_id")?;
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, Move::PassDog) }
    })
}

/// Writes the action id of answering a swap request to `*out_action_id`: `agree` true to agree,
/// false to refuse.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_answer(agree: bool, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_answer", || {
        check_out(out_action_id, "out_action_id")?;
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, Move::Answer(agree)) }
    })
}

/// Writes the action id of the move `*mv` to `*out_action_id`: the exact reverse of
/// `hdz_hz_action_describe`, which fills an `HdzHzMove` from an id. Only the fields of the move's kind
/// are read (`card` for a play, `cell` for a take or a mark, `cell` and `to_cell` for a dog move,
/// `answer` for an answer); the others may hold anything.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a `kind` that is not an `HdzHzMoveKind` or fields out of
/// range (as for `hdz_hz_action_play`, `hdz_hz_action_take`, `hdz_hz_action_mark`, `hdz_hz_action_dog`).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `mv` is NULL or points to a readable `HdzHzMove` (any bytes); `out_action_id` is NULL or
/// valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_action_from_move(mv: *const HdzHzMove, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_hz_action_from_move", || {
        if mv.is_null() {
            return Err(Error::null("mv"));
        }
        check_out(out_action_id, "out_action_id")?;
        // The fields are read as plain integers: C may have put any value in an enum or a bool.
        // SAFETY (all reads): non-NULL and readable by the caller's contract; integers have no
        // invalid values, and `HdzHzMoveKind` is a C enum of the size of a `u32`.
        let kind = unsafe { addr_of!((*mv).kind).cast::<u32>().read_unaligned() };
        let card = unsafe { addr_of!((*mv).card).read() };
        let cell = unsafe { addr_of!((*mv).cell).read() };
        let to_cell = unsafe { addr_of!((*mv).to_cell).read() };
        let answer = unsafe { addr_of!((*mv).answer).cast::<u8>().read() } != 0;
        let mv = match kind {
            k if k == HdzHzMoveKind::Play as u32 => Move::Play(card_arg(u32::from(card))?),
            k if k == HdzHzMoveKind::Take as u32 => Move::Take(cell_arg(u32::from(cell), "cell")?),
            k if k == HdzHzMoveKind::Mark as u32 => Move::Mark(cell_arg(u32::from(cell), "cell")?),
            k if k == HdzHzMoveKind::Dog as u32 => dog_move(u32::from(cell), u32::from(to_cell))?,
            k if k == HdzHzMoveKind::PassDog as u32 => Move::PassDog,
            k if k == HdzHzMoveKind::Answer as u32 => Move::Answer(answer),
            _ => return Err(Error::invalid(format!("{kind} is not a move kind"))),
        };
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}
