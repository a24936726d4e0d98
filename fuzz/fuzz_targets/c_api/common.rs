//! What every operation of the `c_api` target uses: the handles an input works on, the checks
//! every status-returning call must pass, the library's strings and kinds, and the Rust engine's
//! answer to compare each call with (the registry's erased games, `game_registry::dynamic`, on
//! a copy of the C game loaded from its state).

use std::ffi::{c_char, c_int, CStr, CString};
use std::fmt::Debug;
use std::ptr::null_mut;

use game_registry::dynamic::{kind_at, DynError, DynGame, DynKind, LegalIds, Problem, MAX_LEGAL_MOVES};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

/// Game handles, and view handles, an input works on.
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

/// The status the C API documents for a refusal of the engine (`docs/c-api.md`, "Statuses").
pub(crate) fn status_of(e: &DynError) -> HdzStatus {
    match e.problem {
        Problem::InvalidArgument => HdzStatus::HDZ_INVALID_ARGUMENT,
        Problem::Setup => HdzStatus::HDZ_SETUP_ERROR,
        Problem::UnknownAction => HdzStatus::HDZ_UNKNOWN_ACTION,
        Problem::IllegalMove => HdzStatus::HDZ_ILLEGAL_MOVE,
        Problem::NotYourTurn => HdzStatus::HDZ_NOT_YOUR_TURN,
        Problem::GameOver => HdzStatus::HDZ_GAME_OVER,
        Problem::InvalidJson => HdzStatus::HDZ_INVALID_JSON,
        Problem::InvalidState => HdzStatus::HDZ_INVALID_STATE,
        Problem::Internal => HdzStatus::HDZ_PANIC,
    }
}

/// Checks that the call `function` answered `status` (its message still the last one) as the
/// Rust engine answered the same request: `HDZ_OK` when it accepted, else the status its refusal
/// calls for, with its message after the function's name.
#[track_caller]
pub(crate) fn same_answer<T>(function: &str, status: HdzStatus, engine: &Result<T, DynError>) {
    match engine {
        Ok(_) => assert_eq!(status, HdzStatus::HDZ_OK, "the engine accepts what {}", last_error()),
        Err(e) => {
            assert_eq!(status, status_of(e), "{function}: the engine refuses with {e}");
            assert_eq!(last_error(), format!("{function}: {}", e.message), "the message is the engine's");
        }
    }
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

/// The text a call writes through a `char **` out-parameter (NULL when `null`), or its status;
/// a failed call writes nothing.
pub(crate) fn text(null: bool, call: impl FnOnce(*mut *mut c_char) -> HdzStatus) -> Result<String, HdzStatus> {
    let mut written = SENTINEL as usize as *mut c_char;
    match checked(call(out(&mut written, null))) {
        // SAFETY: just written by the library.
        HdzStatus::HDZ_OK => Ok(unsafe { take_string(written) }),
        status => {
            assert_eq!(written as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
            Err(status)
        }
    }
}

/// The value a call writes (to NULL when `null`), or its status; a failed call writes nothing.
pub(crate) fn written<T: Copy + PartialEq + Debug>(
    blank: T,
    null: bool,
    call: impl FnOnce(*mut T) -> HdzStatus,
) -> Result<T, HdzStatus> {
    let mut value = blank;
    match checked(call(out(&mut value, null))) {
        HdzStatus::HDZ_OK => Ok(value),
        status => {
            assert_eq!(value, blank, "a failed call wrote its out-parameter");
            Err(status)
        }
    }
}

/// A C string from fuzzer bytes: up to the first NUL, then NUL-terminated.
pub(crate) fn c_text(bytes: &[u8]) -> CString {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    CString::new(&bytes[..end]).expect("no interior NUL")
}

/// Input bytes an edit reads, whatever it does: a count, then three places and bytes.
pub(crate) const EDIT_BYTES: usize = 10;

/// What an input reads whatever the state of its handles, so that an operation's bytes do not
/// depend on the outcome of earlier calls (which keeps seed inputs meaningful under mutation).
pub(crate) fn block<'a>(r: &mut Reader<'a>, len: usize) -> Reader<'a> {
    Reader::new(r.bytes(len))
}

/// Overwrites up to three bytes of `text` chosen by the input's next [`EDIT_BYTES`] bytes (NUL
/// bytes end the C string early). Returns whether anything was edited.
pub(crate) fn edit(r: &mut Reader<'_>, text: &mut [u8]) -> bool {
    let mut r = block(r, EDIT_BYTES);
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

/// A seat number from the input: mostly small (seats, one past them, `HDZ_NONE`), sometimes any
/// `u32`.
pub(crate) fn seat_number(r: &mut Reader<'_>, flags: u8) -> u32 {
    if flags & 0x80 != 0 {
        r.u32()
    } else {
        match r.u8() % 13 {
            12 => u32::from(HDZ_NONE),
            seat => u32::from(seat),
        }
    }
}

/// Every game kind the library lists (`hdz_game_kind_info` from 0 until it refuses).
pub(crate) fn kinds() -> Vec<HdzGameKindInfo> {
    let mut all = Vec::new();
    loop {
        let mut info = std::mem::MaybeUninit::<HdzGameKindInfo>::uninit();
        // SAFETY: valid out-pointer.
        match checked(unsafe { hdz_game_kind_info(all.len() as u32, info.as_mut_ptr()) }) {
            // SAFETY: written by the successful call.
            HdzStatus::HDZ_OK => all.push(unsafe { info.assume_init() }),
            status => {
                assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "past the kinds");
                return all;
            }
        }
    }
}

/// A kind number from the input: one of the `count` kinds, or with `unknown` also the two numbers
/// after them.
pub(crate) fn kind_number(r: &mut Reader<'_>, count: usize, unknown: bool) -> u32 {
    let span = if unknown { count + 2 } else { count };
    u32::from(r.u8()) % span as u32
}

/// The live game and view handles of one input. Dropping frees them.
pub(crate) struct Handles {
    games: [*mut HdzGame; SLOTS],
    views: [*mut HdzView; SLOTS],
}

impl Handles {
    /// No handles.
    pub(crate) fn new() -> Handles {
        Handles { games: [null_mut(); SLOTS], views: [null_mut(); SLOTS] }
    }

    /// The game in slot `choice % 5`, or NULL for choice 4 (NULL must be refused cleanly).
    pub(crate) fn game(&self, choice: u8) -> *mut HdzGame {
        self.games.get(usize::from(choice % 5)).copied().unwrap_or(null_mut())
    }

    /// The view in slot `choice % 5`, or NULL for choice 4.
    pub(crate) fn view(&self, choice: u8) -> *mut HdzView {
        self.views.get(usize::from(choice % 5)).copied().unwrap_or(null_mut())
    }

    /// Puts `game` into slot `choice % SLOTS`, freeing what was there.
    pub(crate) fn put_game(&mut self, choice: u8, game: *mut HdzGame) {
        let slot = &mut self.games[usize::from(choice) % SLOTS];
        // SAFETY: slots hold NULL or live games created by the library, freed once.
        unsafe { hdz_game_free(*slot) };
        *slot = game;
    }

    /// Puts `view` into slot `choice % SLOTS`, freeing what was there.
    pub(crate) fn put_view(&mut self, choice: u8, view: *mut HdzView) {
        let slot = &mut self.views[usize::from(choice) % SLOTS];
        // SAFETY: slots hold NULL or live views created by the library, freed once.
        unsafe { hdz_view_free(*slot) };
        *slot = view;
    }
}

impl Drop for Handles {
    fn drop(&mut self) {
        for slot in 0..SLOTS as u8 {
            self.put_game(slot, null_mut());
            self.put_view(slot, null_mut());
        }
    }
}

/// The kind of a live game.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn kind_of(game: *const HdzGame) -> &'static dyn DynKind {
    // SAFETY: by the caller's contract.
    let kind = written(HdzGameKind::HerrDerZiegen, false, |out| unsafe { hdz_game_kind(game, out) }).expect("kind");
    kind_at(kind as u32).expect("a kind of the registry")
}

/// The state JSON of a live game.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn state_json(game: *const HdzGame) -> String {
    // SAFETY: by the caller's contract.
    text(false, |out| unsafe { hdz_game_to_json(game, out) }).expect("state JSON")
}

/// The Rust engine's copy of a live game: its kind loading its state (with no last events).
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn engine_game(game: *const HdzGame) -> Box<dyn DynGame> {
    // SAFETY: by the caller's contract.
    let (kind, state) = unsafe { (kind_of(game), state_json(game)) };
    kind.load_game(&state).unwrap_or_else(|e| panic!("a game's own state is refused: {e}\n{state}"))
}

/// The legal action ids of the engine's game.
pub(crate) fn engine_legal(game: &dyn DynGame) -> Vec<u32> {
    let mut ids: LegalIds = [0; MAX_LEGAL_MOVES];
    let count = game.legal_ids(&mut ids);
    ids[..count].to_vec()
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

/// The last events of a live game as JSON.
///
/// # Safety
/// `game` is a live game.
pub(crate) unsafe fn events_json(game: *const HdzGame) -> String {
    // SAFETY: by the caller's contract.
    text(false, |out| unsafe { hdz_game_last_events_json(game, out) }).expect("events JSON")
}

/// The view JSON of a seat of a live game.
///
/// # Safety
/// `game` is a live game and `seat` one of its seats.
pub(crate) unsafe fn view_json(game: *const HdzGame, seat: u32) -> String {
    // SAFETY: by the caller's contract.
    text(false, |out| unsafe { hdz_game_view_json(game, seat, out) }).expect("view JSON")
}

/// The status of a call that reads the C string `json` before its out-pointer: NULL text is
/// refused, and so is text that is not UTF-8 (as `not_utf8`), before a NULL out-pointer is.
/// Returns the text when both pointers passed these checks.
///
/// # Safety
/// `json` is NULL or NUL-terminated.
pub(crate) unsafe fn expect_text_checks<'a>(
    status: HdzStatus,
    json: *const c_char,
    null_out: bool,
    not_utf8: HdzStatus,
) -> Option<&'a str> {
    if json.is_null() {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER, "NULL text");
        return None;
    }
    // SAFETY: NUL-terminated by the caller's contract.
    let Ok(text) = unsafe { CStr::from_ptr(json) }.to_str() else {
        assert_eq!(status, not_utf8, "text that is not UTF-8");
        return None;
    };
    if null_out {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER, "NULL out-pointer");
        return None;
    }
    Some(text)
}
