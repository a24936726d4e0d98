//! What every operation of the `c_api` target uses: the input's game slots, the checks every
//! status-returning call must pass, and small readers of live games.

use std::ffi::{c_char, c_int, CStr, CString};
use std::ptr::null_mut;

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

/// Game handles an input works on.
pub(crate) const SLOTS: usize = 4;

/// Most operations run per input, so that no input is slow.
pub(crate) const MAX_OPS: usize = 256;

/// Longest raw JSON text taken from the input.
pub(crate) const MAX_TEXT: usize = 4096;

/// What out-parameters hold before a call, to see whether a failed call wrote them.
pub(crate) const SENTINEL: u32 = 0xDEAD_BEEF;

/// Checks the conventions every status-returning call follows and returns the status.
pub(crate) fn checked(status: HdzStatus) -> HdzStatus {
    assert_ne!(status, HdzStatus::HDZ_PANIC, "a call panicked: {}", last_error());
    let message = last_error();
    assert_eq!(message.is_empty(), status == HdzStatus::HDZ_OK, "status {status:?} with message {message:?}");
    // SAFETY: `hdz_status_name` returns a static NUL-terminated string.
    let name = unsafe { CStr::from_ptr(hdz_status_name(status as c_int)) };
    assert_ne!(name.to_bytes(), b"HDZ_UNKNOWN_STATUS");
    // The copy of the message: a size query, then the bytes, the message unchanged by both.
    let mut size = usize::MAX;
    // SAFETY: a size query (NULL with capacity 0) and a valid size pointer.
    let query = unsafe { hdz_last_error_message_copy(null_mut(), 0, &mut size) };
    assert_eq!((query, size), (HdzStatus::HDZ_BUFFER_TOO_SMALL, message.len() + 1), "size query of {message:?}");
    let mut copy = vec![0x7Fu8; size];
    let mut written = 0;
    // SAFETY: a buffer of `size` bytes.
    let copied = unsafe { hdz_last_error_message_copy(copy.as_mut_ptr().cast(), size, &mut written) };
    assert_eq!((copied, written), (HdzStatus::HDZ_OK, size));
    assert_eq!(&copy[..size - 1], message.as_bytes());
    assert_eq!(copy[size - 1], 0);
    assert_eq!(last_error(), message, "copying the message changed it");
    status
}

/// The calling thread's last error message.
pub(crate) fn last_error() -> String {
    // SAFETY: never NULL; valid until the next call into the library on this thread.
    unsafe { CStr::from_ptr(hdz_last_error_message()) }.to_str().expect("messages are UTF-8").to_owned()
}

/// Takes a library string: copies it and frees it.
///
/// # Safety
/// `text` is a string returned through an out-parameter of the library, not freed yet.
pub(crate) unsafe fn take_string(text: *mut c_char) -> String {
    assert!(!text.is_null(), "a successful call wrote a NULL string");
    // SAFETY: by the caller's contract.
    let copy = unsafe { CStr::from_ptr(text) }.to_str().expect("library strings are UTF-8").to_owned();
    // SAFETY: by the caller's contract; freed once.
    unsafe { hdz_string_free(text) };
    copy
}

/// A C string from fuzzer bytes: up to the first NUL, then NUL-terminated.
pub(crate) fn c_text(bytes: &[u8]) -> CString {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    CString::new(&bytes[..end]).expect("no interior NUL")
}

/// Overwrites up to three bytes of `text` chosen by the input (NUL bytes end the C string early).
/// Returns whether anything was edited.
pub(crate) fn edit(r: &mut Reader<'_>, text: &mut [u8]) -> bool {
    let edits = r.u8() % 4;
    for _ in 0..edits {
        if text.is_empty() {
            break;
        }
        let at = usize::from(r.u16()) % text.len();
        text[at] = r.u8();
    }
    edits > 0
}

/// A pointer to `value`, or NULL when `null` is set.
pub(crate) fn out<T>(value: &mut T, null: bool) -> *mut T {
    if null {
        null_mut()
    } else {
        value
    }
}

/// The live games of one input. Dropping frees them.
pub(crate) struct Games {
    pub(crate) slots: [*mut HdzGame; SLOTS],
}

impl Games {
    /// The game in slot `choice % 5`, or NULL for choice 4 (NULL must be refused cleanly).
    pub(crate) fn pick(&self, choice: u8) -> *mut HdzGame {
        self.slots.get(usize::from(choice % 5)).copied().unwrap_or(null_mut())
    }

    /// Puts `game` into slot `choice % SLOTS`, freeing what was there.
    pub(crate) fn put(&mut self, choice: u8, game: *mut HdzGame) {
        let slot = &mut self.slots[usize::from(choice) % SLOTS];
        // SAFETY: slots hold NULL or live games created by the library.
        unsafe { hdz_game_free(*slot) };
        *slot = game;
    }
}

impl Drop for Games {
    fn drop(&mut self) {
        for slot in &mut self.slots {
            // SAFETY: NULL or a live game, freed once.
            unsafe { hdz_game_free(*slot) };
            *slot = null_mut();
        }
    }
}

/// The state JSON of a live game.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn state_json(game: *const HdzGame) -> String {
    let mut text = null_mut();
    // SAFETY: by the caller's contract; `text` is valid for a write.
    assert_eq!(checked(unsafe { hdz_game_to_json(game, &mut text) }), HdzStatus::HDZ_OK);
    // SAFETY: just returned.
    unsafe { take_string(text) }
}

/// The legal action ids of a live game.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn legal_ids(game: *const HdzGame) -> Vec<u32> {
    let mut ids = [SENTINEL; HDZ_MAX_LEGAL_MOVES];
    let mut count = 0;
    // SAFETY: by the caller's contract; the buffer holds its capacity.
    let status = unsafe { hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) };
    assert_eq!(checked(status), HdzStatus::HDZ_OK);
    assert!(count <= ids.len());
    ids[..count].to_vec()
}

/// The player to act in a live game, `None` once it is over.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn current_player(game: *const HdzGame) -> Option<u32> {
    let mut player = SENTINEL;
    // SAFETY: by the caller's contract.
    match checked(unsafe { hdz_game_player_to_act(game, &mut player) }) {
        HdzStatus::HDZ_OK => (player != u32::from(HDZ_NONE)).then_some(player),
        other => panic!("player to act: {other:?}"),
    }
}

/// The last events of a live game as JSON.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn events_json(game: *const HdzGame) -> String {
    let mut text = null_mut();
    // SAFETY: by the caller's contract.
    assert_eq!(checked(unsafe { hdz_game_last_events_json(game, &mut text) }), HdzStatus::HDZ_OK);
    // SAFETY: just returned.
    unsafe { take_string(text) }
}

/// The status of a call that reads the C string `json` and writes a game: NULL text is refused,
/// text that is not UTF-8 may be refused before a NULL out-pointer is noticed (both are errors).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn expect_null_checks(status: HdzStatus, json: *const c_char, null_out: bool) {
    if json.is_null() {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
    } else if null_out {
        // SAFETY: NUL-terminated by the caller's contract.
        let utf8 = unsafe { CStr::from_ptr(json) }.to_str().is_ok();
        let expected = if utf8 { HdzStatus::HDZ_NULL_POINTER } else { HdzStatus::HDZ_INVALID_JSON };
        assert_eq!(status, expected, "NULL out-pointer");
    }
}

/// What the memory of an `HdzView` holds before `hdz_game_view_struct` is called.
pub(crate) const VIEW_FILL: u8 = 0xA5;

// `typed_view_bytes` hands out memory aligned for a `u32`.
const _: () = assert!(align_of::<HdzView>() <= align_of::<u32>());
