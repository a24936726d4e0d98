//! What the option decoders of the games with card tables and deck ids share (Ziegen Kriegen's
//! and Le Baron's, `games/ziegen_kriegen.rs` and `games/le_baron.rs`): the flag that adds edits,
//! the deck ids the edits choose from, and how a byte gives a table length or entry that is
//! mostly in range and sometimes not.
//!
//! Past the end of the input every byte reads as 0, so any input decodes.

/// First-byte flag: edits follow.
pub const EDITS: u8 = 0x80;

/// A byte below this gives an entry in range; one at or above it may give one out of range.
pub const IN_RANGE: u8 = 0xF0;

/// Deck ids the edits choose from: valid ones and ones a deck id may not be (empty, a space,
/// too long, not ASCII).
pub const DECK_IDS: [&str; 6] =
    ["", "a deck", "fuzz-deck", "x.y_z-1", "0123456789012345678901234567890123456789x", "dé"];

/// A table length: `default` for a byte below [`IN_RANGE`], else a few entries fewer or more.
pub fn table_len(b: u8, default: usize) -> usize {
    if b < IN_RANGE {
        default
    } else {
        (default + usize::from(b - IN_RANGE)).saturating_sub(8)
    }
}

/// A table entry `1 + b % max` for a byte below [`IN_RANGE`], else `b & mask` (possibly out of
/// range).
pub fn entry(b: u8, max: u8, mask: u8) -> u8 {
    if b < IN_RANGE {
        1 + b % max
    } else {
        b & mask
    }
}

/// Option bytes with edits: `first` (which must have [`EDITS`] set), the count byte, then each
/// edit's bytes (its kind byte first).
///
/// # Panics
/// If `first` lacks [`EDITS`] or `edits` is empty.
pub fn with_edits(first: u8, edits: &[&[u8]]) -> Vec<u8> {
    assert!(first & EDITS != 0 && !edits.is_empty(), "edits need the flag and at least one edit");
    let mut bytes = vec![first, edits.len() as u8 - 1];
    for edit in edits {
        bytes.extend_from_slice(edit);
    }
    bytes
}
