//! Statuses, the per-thread last error message and its copy, and panics at the boundary.

use std::ffi::{c_char, c_int, CStr};
use std::ptr::null_mut;

use game_core::GameRules;

use super::support::*;
use crate::entry::guard::guard;
use crate::entry::status::Error;
use crate::*;

#[test]
fn status_names_follow_the_numbering() {
    for (i, status) in HdzStatus::ALL.iter().enumerate() {
        assert_eq!(*status as usize, i);
        // SAFETY: static strings.
        let name = unsafe { CStr::from_ptr(hdz_status_name(i as c_int)) };
        assert_eq!(name, status.name());
        assert_eq!(name.to_str().unwrap(), format!("{status:?}"));
    }
    // SAFETY: static strings.
    assert_eq!(unsafe { CStr::from_ptr(hdz_status_name(-1)) }, c"HDZ_UNKNOWN_STATUS");
    assert_eq!(unsafe { CStr::from_ptr(hdz_status_name(12)) }, c"HDZ_UNKNOWN_STATUS");
    // SAFETY: static string.
    assert_eq!(unsafe { CStr::from_ptr(hdz_version()) }.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn a_panic_becomes_a_status_and_a_message() {
    let status = guard("hdz_test", || -> Result<(), Error> { panic!("boom") });
    assert_eq!(status, HdzStatus::HDZ_PANIC);
    assert_eq!(last_error(), "hdz_test: internal error (panic): boom");
    let status = guard("hdz_test", || Err(Error::invalid("bad")));
    assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
    assert_eq!(last_error(), "hdz_test: bad");
    assert_eq!(guard("hdz_test", || -> Result<(), Error> { Ok(()) }), HdzStatus::HDZ_OK);
    assert_eq!(last_error(), "");
}

/// Each thread has its own message, for the calls of every game.
fn the_error_message_belongs_to_the_thread<G: GameRules>() {
    // SAFETY: NULL out-pointer is refused.
    assert_eq!(
        unsafe { hdz_game_new(kind::<G>(), u32::from(G::MIN_PLAYERS), 1, null_mut()) },
        HdzStatus::HDZ_NULL_POINTER
    );
    let mine = last_error();
    assert!(!mine.is_empty());
    let other = std::thread::spawn(|| {
        let before = last_error();
        // SAFETY: NULL game is refused.
        assert_eq!(unsafe { hdz_game_apply(null_mut(), 0) }, HdzStatus::HDZ_NULL_POINTER);
        (before, last_error())
    })
    .join()
    .unwrap();
    assert_eq!(other.0, "");
    assert!(other.1.contains("hdz_game_apply"));
    assert_eq!(last_error(), mine);
}

#[test]
fn the_error_message_of_every_game_belongs_to_the_thread() {
    for_every_game!(the_error_message_belongs_to_the_thread);
}

fn copied_error(capacity: usize) -> (HdzStatus, usize, Vec<u8>) {
    let mut buffer = vec![0x7Fu8; capacity];
    let mut size = usize::MAX;
    let ptr = if capacity == 0 { null_mut() } else { buffer.as_mut_ptr().cast::<c_char>() };
    // SAFETY: a buffer of `capacity` bytes (or NULL for 0) and a valid size pointer.
    let status = unsafe { hdz_last_error_message_copy(ptr, capacity, &mut size) };
    (status, size, buffer)
}

/// The copy of a refusal's message, whatever the game.
fn the_error_message_copy_follows_the_buffer_rule_and_keeps_the_message<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 1);
    let legal = game.legal();
    let illegal = (0..G::NUM_ACTIONS as u32).find(|id| !legal.contains(id)).unwrap();
    assert_eq!(game.apply(illegal), HdzStatus::HDZ_ILLEGAL_MOVE);
    let message = last_error();
    assert!(message.starts_with("hdz_game_apply: "), "{message}");
    let needed = message.len() + 1;

    // The size query: NULL and 0.
    let (status, size, _) = copied_error(0);
    assert_eq!((status, size), (HdzStatus::HDZ_BUFFER_TOO_SMALL, needed));
    assert_eq!(last_error(), message, "a size query changed the message");
    // Too small: the size only, nothing written.
    let (status, size, buffer) = copied_error(needed - 1);
    assert_eq!((status, size), (HdzStatus::HDZ_BUFFER_TOO_SMALL, needed));
    assert!(buffer.iter().all(|&b| b == 0x7F), "a short buffer was written");
    assert_eq!(last_error(), message);
    // NULL arguments are refused and change nothing either.
    let mut size = 5usize;
    // SAFETY: NULL pointers are checked.
    assert_eq!(unsafe { hdz_last_error_message_copy(null_mut(), 0, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_last_error_message_copy(null_mut(), 4, &mut size) }, HdzStatus::HDZ_NULL_POINTER);
    assert_eq!(size, 5);
    assert_eq!(last_error(), message);
    // Exactly large enough: the text and its NUL.
    let (status, size, buffer) = copied_error(needed);
    assert_eq!((status, size), (HdzStatus::HDZ_OK, needed));
    assert_eq!(&buffer[..needed - 1], message.as_bytes());
    assert_eq!(buffer[needed - 1], 0);
    // The copy outlives the next failure, which replaces the library's message.
    assert_eq!(game.apply(5000), HdzStatus::HDZ_UNKNOWN_ACTION);
    assert_ne!(last_error(), message);
    assert_eq!(&buffer[..needed - 1], message.as_bytes());
    // After a success the message is "": one byte, the NUL.
    assert_eq!(game.players(), u32::from(G::MIN_PLAYERS));
    let (status, size, buffer) = copied_error(4);
    assert_eq!((status, size, buffer[0]), (HdzStatus::HDZ_OK, 1, 0));
}

#[test]
fn the_error_message_copy_of_every_game_follows_the_buffer_rule() {
    for_every_game!(the_error_message_copy_follows_the_buffer_rule_and_keeps_the_message);
}
