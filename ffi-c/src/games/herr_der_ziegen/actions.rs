//! Action ids: what an id means, as text and as a struct, and the id of a move given by its kind
//! and cells (the reverse).

use std::ffi::c_char;
use std::ptr::addr_of;

use game_core::GameRules;
use herr_der_ziegen::{CardId, Cell, Game, Move};

use super::constants::{HDZ_NUM_CARDS, HDZ_NUM_CELLS};
use super::moves::{HdzMove, HdzMoveKind};
use crate::entry::buffer::{check_out, write_string};
use crate::entry::guard::guard;
use crate::entry::status::Error;
use crate::games::typed_extras::move_error;
use crate::HdzStatus;

/// Writes a short English text for the action `action_id` (for example `"play card 15"`,
/// `"take (2,3)"`, `"dog (0,4) -> (0,1)"`) to `*out_text`, a string to free with
/// `hdz_string_free`. Cells are written `(row,col)`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_text` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_to_string(action_id: u32, out_text: *mut *mut c_char) -> HdzStatus {
    guard("hdz_action_to_string", || {
        check_out(out_text, "out_text")?;
        let mv = move_of(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_text, mv.to_string()) }
    })
}

/// Writes what the action `action_id` means (its kind, card, cells, answer) to `*out_move`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_move` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_describe(action_id: u32, out_move: *mut HdzMove) -> HdzStatus {
    guard("hdz_action_describe", || {
        check_out(out_move, "out_move")?;
        let mv = move_of(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { out_move.write(HdzMove::from(mv)) };
        Ok(())
    })
}

/// The move with action id `action_id`.
fn move_of(action_id: u32) -> Result<Move, Error> {
    Game::move_of_action(action_id).map_err(|e| move_error::<Game>(&e))
}

// ----- from a move to its id -----

/// The card `card`, an argument of a move constructor.
fn card_arg(card: u32) -> Result<CardId, Error> {
    u8::try_from(card)
        .ok()
        .and_then(CardId::new)
        .ok_or_else(|| Error::invalid(format!("{card} is not a card id (cards are 0 to {})", HDZ_NUM_CARDS - 1)))
}

/// The cell `cell` (`row * 7 + col`), the argument `name` of a move constructor.
fn cell_arg(cell: u32, name: &str) -> Result<Cell, Error> {
    u8::try_from(cell).ok().and_then(Cell::from_index).ok_or_else(|| {
        Error::invalid(format!("{name} {cell} is not a cell (cells are row * 7 + col, 0 to {})", HDZ_NUM_CELLS - 1))
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

/// Writes the action id of playing the card `card` from hand (`card < HDZ_NUM_CARDS`) to
/// `*out_action_id`. Whether the move is legal now is for `hdz_game_check` to say; this only
/// names it. The move constructors are the reverse of `hdz_action_describe`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `card < HDZ_NUM_CARDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_play(card: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_play", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = Move::Play(card_arg(card)?);
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of taking the card at `cell` (`row * 7 + col`, also on the 6x6 grid) to
/// `*out_action_id`: "take (2,3)" is `hdz_action_take(2 * 7 + 3, &id)`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `cell < HDZ_NUM_CELLS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_take(cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_take", || {
        check_out(out_action_id, "out_action_id")?;
        let mv = Move::Take(cell_arg(cell, "cell")?);
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}

/// Writes the action id of putting a small goat on the card at `cell` (`row * 7 + col`) to
/// `*out_action_id`.
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `cell < HDZ_NUM_CELLS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_mark(cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_mark", || {
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
/// Returns `HDZ_INVALID_ARGUMENT` unless both are cells (`< HDZ_NUM_CELLS`), distinct, in one row
/// or one column.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_action_id` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_dog(from_cell: u32, to_cell: u32, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_dog", || {
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
pub unsafe extern "C" fn hdz_action_pass_dog(out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_pass_dog", || {
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
pub unsafe extern "C" fn hdz_action_answer(agree: bool, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_answer", || {
        check_out(out_action_id, "out_action_id")?;
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, Move::Answer(agree)) }
    })
}

/// Writes the action id of the move `*mv` to `*out_action_id`: the exact reverse of
/// `hdz_action_describe`, which fills an `HdzMove` from an id. Only the fields of the move's kind
/// are read (`card` for a play, `cell` for a take or a mark, `cell` and `to_cell` for a dog move,
/// `answer` for an answer); the others may hold anything.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a `kind` that is not an `HdzMoveKind` or fields out of
/// range (as for `hdz_action_play`, `hdz_action_take`, `hdz_action_mark`, `hdz_action_dog`).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `mv` is NULL or points to a readable `HdzMove` (any bytes); `out_action_id` is NULL or
/// valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_from_move(mv: *const HdzMove, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_action_from_move", || {
        if mv.is_null() {
            return Err(Error::null("mv"));
        }
        check_out(out_action_id, "out_action_id")?;
        // The fields are read as plain integers: C may have put any value in an enum or a bool.
        // SAFETY (all reads): non-NULL and readable by the caller's contract; integers have no
        // invalid values, and `HdzMoveKind` is a C enum of the size of a `u32`.
        let kind = unsafe { addr_of!((*mv).kind).cast::<u32>().read_unaligned() };
        let card = unsafe { addr_of!((*mv).card).read() };
        let cell = unsafe { addr_of!((*mv).cell).read() };
        let to_cell = unsafe { addr_of!((*mv).to_cell).read() };
        let answer = unsafe { addr_of!((*mv).answer).cast::<u8>().read() } != 0;
        let mv = match kind {
            k if k == HdzMoveKind::Play as u32 => Move::Play(card_arg(u32::from(card))?),
            k if k == HdzMoveKind::Take as u32 => Move::Take(cell_arg(u32::from(cell), "cell")?),
            k if k == HdzMoveKind::Mark as u32 => Move::Mark(cell_arg(u32::from(cell), "cell")?),
            k if k == HdzMoveKind::Dog as u32 => dog_move(u32::from(cell), u32::from(to_cell))?,
            k if k == HdzMoveKind::PassDog as u32 => Move::PassDog,
            k if k == HdzMoveKind::Answer as u32 => Move::Answer(answer),
            _ => return Err(Error::invalid(format!("{kind} is not a move kind"))),
        };
        // SAFETY: checked non-NULL.
        unsafe { write_action_id(out_action_id, mv) }
    })
}
