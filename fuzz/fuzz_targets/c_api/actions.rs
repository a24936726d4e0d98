//! The operation on action ids: text and description.

use std::ffi::c_char;

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
    }
}
