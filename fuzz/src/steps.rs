//! The steps of the action inputs of every game but Herr der Ziegen (whose older format is in
//! `games/herr_der_ziegen.rs`, read into the same [`Step`]s): what the `actions` driver
//! ([`crate::generic::fuzz_actions`]) plays after the setup, and what the seed program writes.

use game_core::GameRules;

use crate::Reader;

// ----- the action inputs -----
//
// The game's option bytes (its decoder in `crate::games`), the seed as 8 bytes little-endian,
// then steps, one tag byte each:
//
// | tag            | step                                                                       |
// |----------------|----------------------------------------------------------------------------|
// | `0x00..=0xBF`  | play the legal move at index `tag % count` (none once the game is over)    |
// | `0xC0..=0xEF`  | action id `(((tag - 0xC0) << 8) | next byte) % (NUM_ACTIONS + 16)`         |
// | `0xF0..=0xF3`  | the legal move at index `next byte % count`, with events                   |
// | `0xF4..=0xF7`  | any `u16` action id (2 bytes little-endian), with events                   |
// | `0xF8..=0xFB`  | any `u16` action id (2 bytes little-endian)                                |
// | `0xFC..=0xFE`  | `apply_for(seat, legal move)`: seat byte `% (MAX_PLAYERS + 1)`, then a     |
// |                | legal index byte                                                           |
// | `0xFF`         | try every action id on a copy and compare with the legal list              |

/// First tag byte of a short action id step.
pub const TAG_ACTION: u8 = 0xC0;
/// First tag byte of a legal move applied with events.
pub const TAG_EVENTS: u8 = 0xF0;
/// First tag byte of a `u16` action id applied with events.
pub const TAG_WIDE_EVENTS: u8 = 0xF4;
/// First tag byte of a `u16` action id.
pub const TAG_WIDE_ACTION: u8 = 0xF8;
/// First tag byte of an `apply_for` step.
pub const TAG_APPLY_FOR: u8 = 0xFC;
/// The tag of a sweep over every action id.
pub const TAG_CHECK_ALL: u8 = 0xFF;
/// Short action ids are taken modulo `NUM_ACTIONS` plus this many unknown ids.
pub const UNKNOWN_IDS: usize = 16;

/// One step of an action input, whatever the game (Herr der Ziegen's inputs have their own tags,
/// read into these steps by its [`crate::games::FuzzGame::read_step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Play the legal move at this index modulo the number of legal moves.
    Legal(u8),
    /// Apply this action id (accepted exactly when listed); `events` applies it with events.
    Action {
        /// The action id, possibly unknown (the tags of this module write `u16` ids).
        id: u32,
        /// Whether the move is played every way and compared (else `apply_with` into `NoEvents`).
        events: bool,
    },
    /// Play the legal move at this index every way (with events, without, `perform_with`,
    /// `apply_for`) and compare.
    Events(u8),
    /// Play the legal move at this index (modulo the count) on behalf of `seat`, which must be
    /// accepted exactly for the seat to act.
    ApplyFor {
        /// The seat claimed (may be no seat of the game).
        seat: u8,
        /// Legal move index.
        index: u8,
    },
    /// Try every action id on a copy of the game and compare with the legal list.
    CheckAll,
}

/// Reads the next step of an action input for `G`, `None` at the end.
pub fn read_step<G: GameRules>(r: &mut Reader<'_>) -> Option<Step> {
    if r.is_empty() {
        return None;
    }
    let span = (G::NUM_ACTIONS + UNKNOWN_IDS) as u32;
    Some(match r.u8() {
        tag @ 0..TAG_ACTION => Step::Legal(tag),
        tag @ TAG_ACTION..TAG_EVENTS => {
            let id = ((u32::from(tag - TAG_ACTION) << 8) | u32::from(r.u8())) % span;
            Step::Action { id, events: false }
        }
        TAG_EVENTS..TAG_WIDE_EVENTS => Step::Events(r.u8()),
        TAG_WIDE_EVENTS..TAG_WIDE_ACTION => Step::Action { id: u32::from(r.u16()), events: true },
        TAG_WIDE_ACTION..TAG_APPLY_FOR => Step::Action { id: u32::from(r.u16()), events: false },
        TAG_APPLY_FOR..TAG_CHECK_ALL => Step::ApplyFor { seat: r.u8() % (G::MAX_PLAYERS + 1), index: r.u8() },
        TAG_CHECK_ALL => Step::CheckAll,
    })
}

/// Writes a step in the format [`read_step`] reads. `Legal` indices must be below `0xC0`,
/// action ids fit in a `u16`.
pub fn write_step<G: GameRules>(out: &mut Vec<u8>, step: Step) {
    match step {
        Step::Legal(index) => {
            assert!(index < TAG_ACTION);
            out.push(index);
        }
        Step::Action { id, events: false } if (id as usize) < G::NUM_ACTIONS + UNKNOWN_IDS => {
            out.push(TAG_ACTION + (id >> 8) as u8);
            out.push(id as u8);
        }
        Step::Action { id, events } => {
            let id = u16::try_from(id).expect("the format writes u16 action ids");
            out.push(if events { TAG_WIDE_EVENTS } else { TAG_WIDE_ACTION });
            out.extend_from_slice(&id.to_le_bytes());
        }
        Step::Events(index) => out.extend_from_slice(&[TAG_EVENTS, index]),
        Step::ApplyFor { seat, index } => out.extend_from_slice(&[TAG_APPLY_FOR, seat, index]),
        Step::CheckAll => out.push(TAG_CHECK_ALL),
    }
}
