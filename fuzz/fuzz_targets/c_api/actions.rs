//! The operation on action ids: text and description, and the move constructors (the reverse).

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `DESCRIBE` operation.
pub(crate) fn describe(r: &mut Reader<'_>) {
    let flags = r.u8();
    let id = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
    let mut text = SENTINEL as usize as *mut c_char;
    let blank = HdzMove { kind: HdzMoveKind::Answer, card: 0xAB, cell: 0xAB, to_cell: 0xAB, answer: true };
    let mut described = blank;
    // SAFETY: the out-pointers are NULL or valid for a write.
    let (s1, s2) = unsafe {
        (
            checked(hdz_action_to_string(id, out(&mut text, flags & 1 != 0))),
            checked(hdz_action_describe(id, out(&mut described, flags & 2 != 0))),
        )
    };
    let valid = id < HDZ_NUM_ACTIONS;
    for (status, null) in [(s1, flags & 1 != 0), (s2, flags & 2 != 0)] {
        let expected = if null {
            HdzStatus::HDZ_NULL_POINTER
        } else if valid {
            HdzStatus::HDZ_OK
        } else {
            HdzStatus::HDZ_UNKNOWN_ACTION
        };
        assert_eq!(status, expected, "describing action {id}");
    }
    if s1 == HdzStatus::HDZ_OK {
        // SAFETY: just returned.
        let text = unsafe { take_string(text) };
        assert!(!text.is_empty());
    } else {
        assert_eq!(text as usize, SENTINEL as usize);
    }
    if s2 != HdzStatus::HDZ_OK {
        assert_eq!(described, blank);
    } else {
        // The move constructors are the reverse of describe.
        // SAFETY: valid pointers.
        assert_eq!(constructed(|out| unsafe { hdz_action_from_move(&described, out) }), Ok(id));
        assert_eq!(by_kind(&described), Ok(id), "the constructor of {described:?}");
    }
    constructors(r);
}

/// Runs a move constructor; its id, or its status (nothing written).
fn constructed(make: impl FnOnce(*mut u32) -> HdzStatus) -> Result<u32, HdzStatus> {
    let mut id = SENTINEL;
    match checked(make(&mut id)) {
        HdzStatus::HDZ_OK => {
            assert!(id < HDZ_NUM_ACTIONS, "constructed id {id}");
            Ok(id)
        }
        status => {
            assert_eq!(id, SENTINEL, "a failed constructor wrote its out-parameter");
            Err(status)
        }
    }
}

/// The id the constructor of `mv`'s kind gives for it.
fn by_kind(mv: &HdzMove) -> Result<u32, HdzStatus> {
    let (card, cell, to_cell) = (u32::from(mv.card), u32::from(mv.cell), u32::from(mv.to_cell));
    // SAFETY (every call): a valid out-pointer.
    match mv.kind {
        HdzMoveKind::Play => constructed(|out| unsafe { hdz_action_play(card, out) }),
        HdzMoveKind::Take => constructed(|out| unsafe { hdz_action_take(cell, out) }),
        HdzMoveKind::Mark => constructed(|out| unsafe { hdz_action_mark(cell, out) }),
        HdzMoveKind::Dog => constructed(|out| unsafe { hdz_action_dog(cell, to_cell, out) }),
        HdzMoveKind::PassDog => constructed(|out| unsafe { hdz_action_pass_dog(out) }),
        HdzMoveKind::Answer => constructed(|out| unsafe { hdz_action_answer(mv.answer, out) }),
    }
}

/// The move constructors on arguments from the input: accepted exactly when they name a move,
/// and then the id describes back to those arguments; `hdz_action_from_move` on raw bytes, any
/// kind included.
fn constructors(r: &mut Reader<'_>) {
    let pick = r.u8();
    let wide = |r: &mut Reader<'_>| if pick & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 64) };
    let (a, b) = (wide(r), wide(r));
    let cell = |c: u32| (c < HDZ_NUM_CELLS as u32).then_some(c);
    let describe_id = |id: u32| {
        let mut mv = HdzMove { kind: HdzMoveKind::PassDog, card: 0, cell: 0, to_cell: 0, answer: false };
        // SAFETY: a valid out-pointer.
        assert_eq!(checked(unsafe { hdz_action_describe(id, &mut mv) }), HdzStatus::HDZ_OK);
        mv
    };
    // SAFETY (every call): a valid out-pointer, or NULL for the last case.
    match pick % 8 {
        0 => {
            let result = constructed(|out| unsafe { hdz_action_play(a, out) });
            assert_eq!(result.is_ok(), a < HDZ_NUM_CARDS, "play {a}");
            if let Ok(id) = result {
                assert_eq!((describe_id(id).kind, u32::from(describe_id(id).card)), (HdzMoveKind::Play, a));
            }
        }
        1 | 2 => {
            let result = if pick % 8 == 1 {
                constructed(|out| unsafe { hdz_action_take(a, out) })
            } else {
                constructed(|out| unsafe { hdz_action_mark(a, out) })
            };
            assert_eq!(result.is_ok(), cell(a).is_some(), "take or mark {a}");
            if let Ok(id) = result {
                assert_eq!(u32::from(describe_id(id).cell), a);
            }
        }
        3 => {
            let result = constructed(|out| unsafe { hdz_action_dog(a, b, out) });
            let valid = match (cell(a), cell(b)) {
                (Some(a), Some(b)) => a != b && (a / 7 == b / 7 || a % 7 == b % 7),
                _ => false,
            };
            assert_eq!(result.is_ok(), valid, "dog {a} -> {b}");
            if let Ok(id) = result {
                let mv = describe_id(id);
                assert_eq!((mv.kind, u32::from(mv.cell), u32::from(mv.to_cell)), (HdzMoveKind::Dog, a, b));
            }
        }
        4 => {
            let result = constructed(|out| unsafe { hdz_action_answer(a & 1 != 0, out) });
            assert_eq!(result.map(describe_id).map(|mv| mv.answer), Ok(a & 1 != 0));
        }
        5 | 6 => {
            // Raw bytes as an `HdzMove`: the kind may be any number, the answer any byte.
            let mut raw = [0u32; 2];
            raw[0] = if pick % 8 == 5 { a % 8 } else { a };
            raw[1] = b;
            let result = constructed(|out| unsafe { hdz_action_from_move(raw.as_ptr().cast(), out) });
            if raw[0] > 5 {
                assert_eq!(result, Err(HdzStatus::HDZ_INVALID_ARGUMENT));
            }
        }
        _ => {
            assert_eq!(constructed(|_| unsafe { hdz_action_pass_dog(null_mut()) }), Err(HdzStatus::HDZ_NULL_POINTER));
            assert_eq!(
                constructed(|out| unsafe { hdz_action_from_move(null(), out) }),
                Err(HdzStatus::HDZ_NULL_POINTER)
            );
        }
    }
}
