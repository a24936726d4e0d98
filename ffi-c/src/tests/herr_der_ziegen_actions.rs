//! Herr der Ziegen action ids: descriptions and the move constructors.

use std::ptr::{null, null_mut};

use super::support::*;
use crate::*;

#[test]
fn action_ids_are_described() {
    let mut text = null_mut();
    let mut mv = HdzMove { kind: HdzMoveKind::Answer, card: 0, cell: 0, to_cell: 0, answer: true };
    // SAFETY: valid out-pointers.
    unsafe {
        assert_eq!(hdz_action_to_string(15, &mut text), HdzStatus::HDZ_OK);
        assert_eq!(take_string(text), "play card 15");
        assert_eq!(hdz_action_describe(15, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!(mv, HdzMove { kind: HdzMoveKind::Play, card: 15, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false });
        assert_eq!(hdz_action_describe(121 + 9, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!((mv.kind, mv.cell), (HdzMoveKind::Take, 9));
        assert_eq!(hdz_action_describe(809, &mut mv), HdzStatus::HDZ_OK);
        assert_eq!((mv.kind, mv.answer), (HdzMoveKind::Answer, true));
        let mut text = null_mut();
        assert_eq!(hdz_action_to_string(HDZ_NUM_ACTIONS, &mut text), HdzStatus::HDZ_UNKNOWN_ACTION);
        assert!(text.is_null());
        assert_eq!(hdz_action_describe(HDZ_NUM_ACTIONS, &mut mv), HdzStatus::HDZ_UNKNOWN_ACTION);
        assert_eq!(mv.kind, HdzMoveKind::Answer, "nothing written on failure");
    }
    for id in 0..HDZ_NUM_ACTIONS {
        // SAFETY: valid out-pointer.
        assert_eq!(unsafe { hdz_action_describe(id, &mut mv) }, HdzStatus::HDZ_OK);
    }
}

fn describe(id: u32) -> HdzMove {
    let mut mv = HdzMove { kind: HdzMoveKind::PassDog, card: 0, cell: 0, to_cell: 0, answer: false };
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_action_describe(id, &mut mv) }, HdzStatus::HDZ_OK);
    mv
}

/// Runs a move constructor and returns its status and what it wrote.
fn construct(make: impl FnOnce(*mut u32) -> HdzStatus) -> (HdzStatus, u32) {
    let mut id = u32::MAX;
    let status = make(&mut id);
    (status, id)
}

#[test]
fn move_constructors_are_the_reverse_of_describe() {
    for id in 0..HDZ_NUM_ACTIONS {
        let mv = describe(id);
        // SAFETY (all calls): valid pointers.
        assert_eq!(construct(|out| unsafe { hdz_action_from_move(&mv, out) }), (HdzStatus::HDZ_OK, id), "{mv:?}");
        let by_kind = match mv.kind {
            HdzMoveKind::Play => construct(|out| unsafe { hdz_action_play(u32::from(mv.card), out) }),
            HdzMoveKind::Take => construct(|out| unsafe { hdz_action_take(u32::from(mv.cell), out) }),
            HdzMoveKind::Mark => construct(|out| unsafe { hdz_action_mark(u32::from(mv.cell), out) }),
            HdzMoveKind::Dog => {
                construct(|out| unsafe { hdz_action_dog(u32::from(mv.cell), u32::from(mv.to_cell), out) })
            }
            HdzMoveKind::PassDog => construct(|out| unsafe { hdz_action_pass_dog(out) }),
            HdzMoveKind::Answer => construct(|out| unsafe { hdz_action_answer(mv.answer, out) }),
        };
        assert_eq!(by_kind, (HdzStatus::HDZ_OK, id), "{mv:?}");
        assert_eq!(last_error(), "");
    }
    // The example: "take cell (2,3)".
    assert_eq!(construct(|out| unsafe { hdz_action_take(2 * 7 + 3, out) }), (HdzStatus::HDZ_OK, 121 + 17));
    // Fields of other kinds are not read.
    let mut mv = describe(219);
    mv.card = 200;
    mv.cell = 200;
    assert_eq!(construct(|out| unsafe { hdz_action_from_move(&mv, out) }), (HdzStatus::HDZ_OK, 219));

    let refused = |result: (HdzStatus, u32), needle: &str| {
        assert_eq!(result, (HdzStatus::HDZ_INVALID_ARGUMENT, u32::MAX), "{needle}");
        assert!(last_error().contains(needle), "{} lacks {needle}", last_error());
    };
    refused(construct(|out| unsafe { hdz_action_play(HDZ_NUM_CARDS, out) }), "not a card id");
    refused(construct(|out| unsafe { hdz_action_take(49, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_action_mark(u32::MAX, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_action_dog(10, 10, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_action_dog(0, 8, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_action_dog(0, 49, out) }), "to_cell 49 is not a cell");
    let mut bad = describe(0);
    bad.card = 121;
    refused(construct(|out| unsafe { hdz_action_from_move(&bad, out) }), "not a card id");
    // A kind that is no `HdzMoveKind`, as C may write it: the struct's first four bytes.
    let mut raw = [0u32; 2];
    raw[0] = 6;
    let ptr = raw.as_ptr().cast::<HdzMove>();
    refused(construct(|out| unsafe { hdz_action_from_move(ptr, out) }), "not a move kind");
    assert_eq!(construct(|out| unsafe { hdz_action_from_move(null(), out) }).0, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_action_pass_dog(null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_action_answer(true, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
}
