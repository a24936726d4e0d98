//! The legal action ids of a game or view, handed to JavaScript without a copy: the module writes
//! them into one buffer of its memory, which the package's `index.js` reads in place (a list of
//! legal moves then costs no allocation on either side of the boundary).

use std::cell::RefCell;

use game_registry::dynamic::{LegalIds, MAX_LEGAL_MOVES};
use wasm_bindgen::prelude::*;

thread_local! {
    /// The buffer: one per module instance (the engine runs on one thread).
    static LEGAL: RefCell<LegalIds> = const { RefCell::new([0; MAX_LEGAL_MOVES]) };
}

/// The address of the buffer [`crate::RawGame::legal_count`] and [`crate::RawView::legal_count`]
/// write the legal action ids to (`MAX_LEGAL_MOVES` entries; fixed for the module's life).
#[wasm_bindgen(js_name = legalBuffer)]
pub fn legal_buffer() -> *const u32 {
    LEGAL.with(|ids| ids.as_ptr().cast::<u32>().cast_const())
}

/// Writes the legal action ids `write` lists to the shared buffer and returns their number.
pub(crate) fn write_legal(write: impl FnOnce(&mut LegalIds) -> usize) -> usize {
    LEGAL.with(|ids| write(&mut ids.borrow_mut()))
}
