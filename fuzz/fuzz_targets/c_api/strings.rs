//! The operation on what the library says of itself: status names, its version, the kinds it
//! plays and their phase names, for any numbers.

use std::ffi::{c_char, c_int, CStr};
use std::ptr::null;

use game_registry::dynamic::kind_at;
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// A static string of the library.
fn static_str(text: *const c_char) -> &'static str {
    assert!(!text.is_null(), "a static string is NULL");
    // SAFETY: the library's static strings are NUL-terminated and never freed.
    unsafe { CStr::from_ptr(text) }.to_str().expect("UTF-8")
}

/// The `STATIC` operation.
pub(crate) fn static_strings(r: &mut Reader<'_>) {
    let flags = r.u8();
    let name = static_str(hdz_status_name(r.u32() as c_int));
    assert!(name.starts_with("HDZ_"));
    assert!(!static_str(hdz_version()).is_empty());
    let _ = last_error();

    // A kind's description: the registry's for every kind number it lists, refused past them.
    let kind = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 8) };
    let mut info = std::mem::MaybeUninit::<HdzGameKindInfo>::uninit();
    let ptr = if flags & 1 != 0 { std::ptr::null_mut() } else { info.as_mut_ptr() };
    // SAFETY: a valid or NULL out-pointer.
    let status = checked(unsafe { hdz_game_kind_info(kind, ptr) });
    // The kind number is checked before the out-pointer.
    let engine = kind_at(kind);
    if flags & 1 != 0 && engine.is_ok() {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
    } else {
        same_answer("hdz_game_kind_info", status, &engine);
    }
    if status == HdzStatus::HDZ_OK {
        // SAFETY: written by the successful call.
        let info = unsafe { info.assume_init() };
        let expected = engine.as_ref().expect("a kind").info();
        assert_eq!(info.kind as u32, kind);
        assert_eq!(static_str(info.name), expected.name);
        assert_eq!(
            (info.min_players, info.max_players),
            (u32::from(expected.min_players), u32::from(expected.max_players))
        );
        assert_eq!(info.num_actions as usize, expected.num_actions);
        assert_eq!(info.observation_size, expected.observation_size);
        assert_eq!(info.max_legal_moves, expected.max_legal_moves);
        assert!(info.num_actions <= HDZ_MAX_NUM_ACTIONS && info.max_legal_moves <= HDZ_MAX_LEGAL_MOVES);
        assert!(info.observation_size <= HDZ_MAX_OBSERVATION_SIZE && info.max_players <= HDZ_MAX_SEATS as u32);
    }

    // A phase's name: the game's for every phase number it has, refused past them.
    let phase = if flags & 0x40 != 0 { r.u32() } else { u32::from(r.u8() % 16) };
    let mut name = null();
    // SAFETY: a valid or NULL out-pointer.
    let status = checked(unsafe { hdz_phase_name(kind, phase, out(&mut name, flags & 2 != 0)) });
    if flags & 2 != 0 && engine.is_ok() {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        return;
    }
    let expected = engine.ok().map(|k| k.phase_names().get(phase as usize));
    match expected {
        Some(Some(expected)) => {
            assert_eq!(status, HdzStatus::HDZ_OK);
            assert_eq!(static_str(name), *expected);
        }
        _ => {
            assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "phase {phase} of kind {kind}");
            assert!(name.is_null(), "a failed call wrote its out-parameter");
        }
    }
}
