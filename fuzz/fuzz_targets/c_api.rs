//! Fuzz target `c_api`: sequences of calls into the C ABI (`ffi-c`), called from Rust through the
//! crate's rlib exactly as a C program would call them.
//!
//! The input is a list of operations (codes in `src/lib.rs`, `op`) on up to four game handles:
//! creating games from player counts, options JSON (the defaults, edited, or raw bytes) and state
//! JSON (a game's own, edited, or raw bytes), cloning, freeing, querying, listing legal moves into
//! buffers of any capacity, applying any action id for any player, reading events, views (JSON
//! and typed) and observations, describing action ids and cards, making bots (known names and raw
//! bytes) and letting them choose, determinizing for a seat, and view handles (made from a game or
//! loaded from view JSON, the game's own, edited, or raw bytes) read, listed, chosen from and
//! determinized. Every pointer argument is NULL in some calls and valid in the others, never
//! dangling (that is undefined behaviour by the API's contract).
//!
//! What it checks, because C and C++ programs rely on the conventions of `docs/c-api.md`:
//! * no call panics (`HDZ_PANIC`; a panic also aborts the fuzzer), under AddressSanitizer;
//! * the status is the one the arguments call for (NULL pointers, player counts, seats, buffer
//!   sizes, action ids), and `hdz_last_error_message` is empty exactly after a success;
//! * out-parameters are written only on success (except the count of `HDZ_BUFFER_TOO_SMALL`);
//! * `hdz_game_check` and `hdz_game_apply` agree with the legal move list, and a failed apply
//!   changes neither the state nor the last events;
//! * state JSON, view JSON and clones round-trip; the legal moves match the Rust engine's;
//! * a bot chooses a legal move and changes nothing; a determinization keeps the seat's view;
//! * a typed view places every card exactly once and is byte for byte that of a determinization
//!   for its seat;
//! * a view handle loads exactly the views the Rust engine loads (with the status its error calls
//!   for), and its typed view, JSON, legal moves, bot choices and determinizations are the Rust
//!   engine's for that view.
//!
//! Every game, bot and string the library returns is freed, so LeakSanitizer reports any leak.

#![no_main]
#![deny(unsafe_op_in_unsafe_fn)]

use std::ffi::{c_char, c_int, CStr, CString};
use std::ptr::{null, null_mut};

use herr_der_ziegen::{CardId, Game, Options, PlayerView};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::{op, Reader};
use libfuzzer_sys::fuzz_target;

/// Game handles an input works on.
const SLOTS: usize = 4;
/// Most operations run per input, so that no input is slow.
const MAX_OPS: usize = 256;
/// Longest raw JSON text taken from the input.
const MAX_TEXT: usize = 4096;
/// What out-parameters hold before a call, to see whether a failed call wrote them.
const SENTINEL: u32 = 0xDEAD_BEEF;

/// Checks the conventions every status-returning call follows and returns the status.
fn checked(status: HdzStatus) -> HdzStatus {
    assert_ne!(status, HdzStatus::HDZ_PANIC, "a call panicked: {}", last_error());
    let message = last_error();
    assert_eq!(message.is_empty(), status == HdzStatus::HDZ_OK, "status {status:?} with message {message:?}");
    // SAFETY: `hdz_status_name` returns a static NUL-terminated string.
    let name = unsafe { CStr::from_ptr(hdz_status_name(status as c_int)) };
    assert_ne!(name.to_bytes(), b"HDZ_UNKNOWN_STATUS");
    status
}

/// The calling thread's last error message.
fn last_error() -> String {
    // SAFETY: never NULL; valid until the next call into the library on this thread.
    unsafe { CStr::from_ptr(hdz_last_error_message()) }.to_str().expect("messages are UTF-8").to_owned()
}

/// Takes a library string: copies it and frees it.
///
/// # Safety
/// `text` is a string returned through an out-parameter of the library, not freed yet.
unsafe fn take_string(text: *mut c_char) -> String {
    assert!(!text.is_null(), "a successful call wrote a NULL string");
    // SAFETY: by the caller's contract.
    let copy = unsafe { CStr::from_ptr(text) }.to_str().expect("library strings are UTF-8").to_owned();
    // SAFETY: by the caller's contract; freed once.
    unsafe { hdz_string_free(text) };
    copy
}

/// A C string from fuzzer bytes: up to the first NUL, then NUL-terminated.
fn c_text(bytes: &[u8]) -> CString {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    CString::new(&bytes[..end]).expect("no interior NUL")
}

/// Overwrites up to three bytes of `text` chosen by the input (NUL bytes end the C string early).
/// Returns whether anything was edited.
fn edit(r: &mut Reader<'_>, text: &mut [u8]) -> bool {
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
fn out<T>(value: &mut T, null: bool) -> *mut T {
    if null {
        null_mut()
    } else {
        value
    }
}

/// The live games of one input. Dropping frees them.
struct Games {
    slots: [*mut HdzGame; SLOTS],
}

impl Games {
    /// The game in slot `choice % 5`, or NULL for choice 4 (NULL must be refused cleanly).
    fn pick(&self, choice: u8) -> *mut HdzGame {
        self.slots.get(usize::from(choice % 5)).copied().unwrap_or(null_mut())
    }

    /// Puts `game` into slot `choice % SLOTS`, freeing what was there.
    fn put(&mut self, choice: u8, game: *mut HdzGame) {
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
unsafe fn state_json(game: *const HdzGame) -> String {
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
unsafe fn legal_ids(game: *const HdzGame) -> Vec<u32> {
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
unsafe fn current_player(game: *const HdzGame) -> Option<u32> {
    let mut player = SENTINEL;
    // SAFETY: by the caller's contract.
    match checked(unsafe { hdz_game_current_player(game, &mut player) }) {
        HdzStatus::HDZ_OK => Some(player),
        HdzStatus::HDZ_GAME_OVER => None,
        other => panic!("current player: {other:?}"),
    }
}

/// The last events of a live game as JSON.
///
/// # Safety
/// `game` is a live game.
unsafe fn events_json(game: *const HdzGame) -> String {
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
unsafe fn expect_null_checks(status: HdzStatus, json: *const c_char, null_out: bool) {
    if json.is_null() {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
    } else if null_out {
        // SAFETY: NUL-terminated by the caller's contract.
        let utf8 = unsafe { CStr::from_ptr(json) }.to_str().is_ok();
        let expected = if utf8 { HdzStatus::HDZ_NULL_POINTER } else { HdzStatus::HDZ_INVALID_JSON };
        assert_eq!(status, expected, "NULL out-pointer");
    }
}

/// What the memory of an `HdzView` holds before `hdz_game_view` is called.
const VIEW_FILL: u8 = 0xA5;
// `typed_view_bytes` hands out memory aligned for a `u32`.
const _: () = assert!(align_of::<HdzView>() <= align_of::<u32>());

/// Calls `hdz_game_view` on memory filled with [`VIEW_FILL`] (or with a NULL out-pointer) and
/// returns the status and that memory's bytes afterwards.
///
/// # Safety
/// `game` is NULL or a live game.
unsafe fn typed_view_bytes(game: *const HdzGame, player: u32, null_out: bool) -> (HdzStatus, Vec<u8>) {
    let mut bytes = vec![VIEW_FILL; size_of::<HdzView>()];
    // `HdzView` has no alignment stricter than 4; a `u32` buffer gives that.
    let mut slot = vec![0u32; size_of::<HdzView>().div_ceil(4)];
    let ptr = slot.as_mut_ptr().cast::<HdzView>();
    // SAFETY: `slot` holds at least `size_of::<HdzView>()` bytes, aligned for an `HdzView`.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr.cast::<u8>(), bytes.len()) };
    // SAFETY: `game` by the caller's contract; `ptr` is NULL or valid for one `HdzView`.
    let status = checked(unsafe { hdz_game_view(game, player, if null_out { null_mut() } else { ptr }) });
    // SAFETY: as above; every byte was initialised.
    unsafe { std::ptr::copy_nonoverlapping(ptr.cast::<u8>(), bytes.as_mut_ptr(), bytes.len()) };
    (status, bytes)
}

/// Calls `hdz_player_view_get` on memory filled with [`VIEW_FILL`] and returns the status and that
/// memory's bytes afterwards.
///
/// # Safety
/// `view` is NULL or a live view.
unsafe fn handle_view_bytes(view: *const HdzPlayerView, null_out: bool) -> (HdzStatus, Vec<u8>) {
    let mut slot = vec![0u32; size_of::<HdzView>().div_ceil(4)];
    let ptr = slot.as_mut_ptr().cast::<HdzView>();
    // SAFETY: `slot` holds at least `size_of::<HdzView>()` bytes, aligned for an `HdzView`.
    unsafe { std::ptr::write_bytes(ptr.cast::<u8>(), VIEW_FILL, size_of::<HdzView>()) };
    // SAFETY: `view` by the caller's contract; `ptr` is NULL or valid for one `HdzView`.
    let status = checked(unsafe { hdz_player_view_get(view, if null_out { null_mut() } else { ptr }) });
    let mut bytes = vec![0u8; size_of::<HdzView>()];
    // SAFETY: every byte was initialised.
    unsafe { std::ptr::copy_nonoverlapping(ptr.cast::<u8>(), bytes.as_mut_ptr(), bytes.len()) };
    (status, bytes)
}

/// The `PLAYER_VIEW` operation: makes a view handle and checks every call on it against `rust`.
///
/// # Safety
/// `games` holds NULL or live games.
unsafe fn player_view(games: &mut Games, r: &mut Reader<'_>) {
    const NAMES: [&str; 3] = ["random", "greedy", "ismcts:1"];
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = u32::from(r.u8() % 7);
    let null_out = flags & 4 != 0;
    let seat = (!game.is_null())
        .then(|| {
            let mut players = 0;
            // SAFETY: live game.
            assert_eq!(checked(unsafe { hdz_game_players(game, &mut players) }), HdzStatus::HDZ_OK);
            (player < players).then_some(player)
        })
        .flatten();
    let mut view = SENTINEL as usize as *mut HdzPlayerView;
    let (status, rust) = if flags & 3 == 0 {
        // SAFETY: `game` is NULL or live; `view` is valid for a write.
        let status = checked(unsafe { hdz_game_player_view(game, player, out(&mut view, null_out)) });
        let expected = match seat {
            _ if game.is_null() || null_out => HdzStatus::HDZ_NULL_POINTER,
            None => HdzStatus::HDZ_INVALID_ARGUMENT,
            Some(_) => HdzStatus::HDZ_OK,
        };
        assert_eq!(status, expected, "hdz_game_player_view");
        let rust = seat.filter(|_| status == HdzStatus::HDZ_OK).map(|seat| {
            // SAFETY: live game.
            let state = Game::from_json(&unsafe { state_json(game) }).expect("own state");
            state.view(seat as u8)
        });
        (status, rust)
    } else {
        let mut bytes = match (flags & 3, seat) {
            (1 | 2, Some(seat)) => {
                let mut text = null_mut();
                // SAFETY: live game, valid out-pointer.
                assert_eq!(checked(unsafe { hdz_game_view_json(game, seat, &mut text) }), HdzStatus::HDZ_OK);
                // SAFETY: just returned.
                unsafe { take_string(text) }.into_bytes()
            }
            (3, _) => {
                let len = usize::from(r.u16()) % MAX_TEXT;
                r.bytes(len).to_vec()
            }
            _ => Vec::new(),
        };
        if flags & 3 == 2 {
            edit(r, &mut bytes);
        }
        let text = c_text(&bytes);
        // SAFETY: NUL-terminated text; `view` is valid for a write.
        let status = checked(unsafe { hdz_player_view_from_json(text.as_ptr(), out(&mut view, null_out)) });
        // SAFETY: NUL-terminated.
        unsafe { expect_null_checks(status, text.as_ptr(), null_out) };
        let rust = text.to_str().map(PlayerView::from_json);
        if !null_out {
            let expected = match &rust {
                Err(_) | Ok(Err(herr_der_ziegen::StateError::Json(_))) => HdzStatus::HDZ_INVALID_JSON,
                Ok(Err(_)) => HdzStatus::HDZ_INVALID_STATE,
                Ok(Ok(_)) => HdzStatus::HDZ_OK,
            };
            assert_eq!(status, expected, "C and Rust load views differently");
        }
        (status, rust.ok().and_then(Result::ok).filter(|_| status == HdzStatus::HDZ_OK))
    };
    let seed = r.u64();
    let capacity = usize::from(r.u8());
    let name = NAMES[usize::from(r.u8()) % NAMES.len()];
    let to = r.u8();
    if flags & 8 != 0 {
        // NULL views and NULL out-pointers are refused, and nothing is written.
        let mut json = SENTINEL as usize as *mut c_char;
        let mut copy = SENTINEL as usize as *mut HdzPlayerView;
        let mut sample = SENTINEL as usize as *mut HdzGame;
        let mut ids = [SENTINEL; 2];
        let mut count = SENTINEL as usize;
        let mut id = SENTINEL;
        let live = if status == HdzStatus::HDZ_OK { view.cast_const() } else { null() };
        let mut bot = null_mut();
        // SAFETY (all blocks): `live` is NULL or a live view; every out-pointer is NULL or valid.
        assert_eq!(checked(unsafe { hdz_bot_new(c"random".as_ptr(), 1, &mut bot) }), HdzStatus::HDZ_OK);
        let statuses = unsafe {
            [
                hdz_player_view_to_json(null(), &mut json),
                hdz_player_view_to_json(live, null_mut()),
                hdz_player_view_clone(null(), &mut copy),
                hdz_player_view_clone(live, null_mut()),
                hdz_player_view_legal_moves(null(), ids.as_mut_ptr(), 2, &mut count),
                hdz_player_view_legal_moves(live, null_mut(), 2, &mut count),
                hdz_player_view_legal_moves(live, ids.as_mut_ptr(), 2, null_mut()),
                hdz_player_view_determinize(null(), seed, &mut sample),
                hdz_player_view_determinize(live, seed, null_mut()),
                hdz_bot_choose_from_view(null_mut(), live, &mut id),
                hdz_bot_choose_from_view(bot, null(), &mut id),
                hdz_bot_choose_from_view(bot, live, null_mut()),
                hdz_player_view_get(live, null_mut()),
            ]
        };
        for status in statuses {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        }
        // SAFETY: NULL view.
        let (status, bytes) = unsafe { handle_view_bytes(null(), false) };
        assert_eq!(checked(status), HdzStatus::HDZ_NULL_POINTER);
        assert!(bytes.iter().all(|&b| b == VIEW_FILL), "a failed call wrote the view");
        assert_eq!(json as usize, SENTINEL as usize);
        assert_eq!(copy as usize, SENTINEL as usize);
        assert_eq!(sample as usize, SENTINEL as usize);
        assert_eq!((ids, count, id), ([SENTINEL; 2], SENTINEL as usize, SENTINEL), "a failed call wrote");
        // SAFETY: created above, freed once.
        unsafe { hdz_bot_free(bot) };
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(view as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    let rust = rust.expect("a view the Rust engine has too");
    let seat = rust.seat();

    // The typed view and the JSON are the Rust engine's.
    // SAFETY (all blocks below): `view` is live until freed at the end.
    let (status, bytes) = unsafe { handle_view_bytes(view, false) };
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: a successful call wrote a whole `HdzView`.
    let typed = unsafe { bytes.as_ptr().cast::<HdzView>().read_unaligned() };
    assert!(typed == HdzView::from(&rust), "C and Rust typed views differ");
    let mut json = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_to_json(view, &mut json) }), HdzStatus::HDZ_OK);
    assert_eq!(unsafe { take_string(json) }, rust.to_json(), "C and Rust view JSON differ");
    let mut copy = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_clone(view, &mut copy) }), HdzStatus::HDZ_OK);
    let mut json = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_to_json(copy, &mut json) }), HdzStatus::HDZ_OK);
    assert_eq!(unsafe { take_string(json) }, rust.to_json(), "a clone differs");
    unsafe { hdz_player_view_free(copy) };

    // Legal moves into a buffer of any capacity.
    let legal = rust.legal_moves();
    let mut ids = vec![SENTINEL; capacity];
    let ptr = if capacity == 0 { null_mut() } else { ids.as_mut_ptr() };
    let mut count = SENTINEL as usize;
    let status = checked(unsafe { hdz_player_view_legal_moves(view, ptr, capacity, &mut count) });
    assert_eq!(count, legal.len());
    if legal.len() <= capacity {
        assert_eq!(status, HdzStatus::HDZ_OK);
        let expected: Vec<u32> = legal.iter().map(|m| u32::from(m.action_id())).collect();
        assert_eq!(ids[..count], expected[..]);
        assert!(ids[count..].iter().all(|&id| id == SENTINEL), "wrote past the count");
    } else {
        assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(ids.iter().all(|&id| id == SENTINEL), "a failed call wrote ids");
    }

    // A bot chooses from the view as the Rust bot does, only for the seat that decides.
    if flags & 16 != 0 {
        let name_c = CString::new(name).expect("no NUL");
        let mut bot = null_mut();
        assert_eq!(checked(unsafe { hdz_bot_new(name_c.as_ptr(), seed, &mut bot) }), HdzStatus::HDZ_OK);
        let mut id = SENTINEL;
        let status = checked(unsafe { hdz_bot_choose_from_view(bot, view, &mut id) });
        match rust.current_player() {
            None => assert_eq!(status, HdzStatus::HDZ_GAME_OVER),
            Some(p) if p != seat => assert_eq!(status, HdzStatus::HDZ_NOT_YOUR_TURN),
            Some(_) => {
                assert_eq!(status, HdzStatus::HDZ_OK);
                let mut core = herr_der_ziegen::bots::by_name(name, seed).expect("a known bot");
                let expected = core.choose(&rust, &legal);
                assert_eq!(id, u32::from(expected.action_id()), "C and Rust bots chose differently");
            }
        }
        if status != HdzStatus::HDZ_OK {
            assert_eq!(id, SENTINEL, "a failed call wrote its out-parameter");
        }
        unsafe { hdz_bot_free(bot) };
    }

    // A determinization keeps the view and is the Rust engine's.
    let mut sample = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_determinize(view, seed, &mut sample) }), HdzStatus::HDZ_OK);
    let state = unsafe { state_json(sample) };
    let expected = rust.determinize(seed);
    assert_eq!(state, expected.to_json(), "C and Rust determinize differently");
    assert!(expected.view(seat) == rust, "a determinization changed the view");
    if flags & 32 != 0 {
        games.put(to, sample);
    } else {
        unsafe { hdz_game_free(sample) };
    }
    unsafe { hdz_player_view_free(view) };
}

/// Creates a game from a C string of options; returns the status (the game goes into a slot).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
unsafe fn with_options(games: &mut Games, r: &mut Reader<'_>, json: *const c_char) -> HdzStatus {
    let flags = r.u8();
    let seed = r.u64();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write.
    let status = checked(unsafe { hdz_game_with_options(json, seed, out(&mut game, flags & 1 != 0)) });
    // SAFETY: NULL or NUL-terminated by the caller's contract.
    unsafe { expect_null_checks(status, json, flags & 1 != 0) };
    if status == HdzStatus::HDZ_OK {
        // SAFETY: NUL-terminated by the caller's contract (non-NULL: the call succeeded).
        let given = unsafe { CStr::from_ptr(json) }.to_str().expect("accepted text is UTF-8");
        let options: Options = serde_json::from_str(given).expect("the C API accepted the options");
        let rust = Game::with_options(&options, seed).expect("the C API set the game up");
        // SAFETY: a live game.
        assert_eq!(unsafe { state_json(game) }, rust.to_json(), "C and Rust set up different games");
        games.put(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
    status
}

/// Loads a game from a C string of state JSON; returns the status (the game goes into a slot).
///
/// # Safety
/// `json` is NULL or NUL-terminated.
unsafe fn from_json(games: &mut Games, r: &mut Reader<'_>, json: *const c_char) -> HdzStatus {
    let flags = r.u8();
    let mut game = SENTINEL as usize as *mut HdzGame;
    // SAFETY: `json` by the caller's contract; `game` is valid for a write.
    let status = checked(unsafe { hdz_game_from_json(json, out(&mut game, flags & 1 != 0)) });
    // SAFETY: NULL or NUL-terminated by the caller's contract.
    unsafe { expect_null_checks(status, json, flags & 1 != 0) };
    if status == HdzStatus::HDZ_OK {
        // SAFETY: a live game.
        let text = unsafe { state_json(game) };
        // SAFETY: NUL-terminated by the caller's contract.
        let given = unsafe { CStr::from_ptr(json) }.to_str().expect("accepted text is UTF-8");
        let rust = Game::from_json(given).expect("the C API accepted the state");
        assert_eq!(text, rust.to_json(), "C and Rust load the state differently");
        games.put(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
    status
}

/// Runs one operation.
///
/// # Safety
/// `games` holds NULL or live games.
unsafe fn run(games: &mut Games, r: &mut Reader<'_>) {
    let code = r.u8() % op::COUNT;
    match code {
        op::NEW => {
            let wide = r.u8();
            let players = if wide & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 8) };
            let seed = r.u64();
            let mut game = SENTINEL as usize as *mut HdzGame;
            // SAFETY: `game` is valid for a write.
            let status = checked(unsafe { hdz_game_new(players, seed, out(&mut game, wide & 1 != 0)) });
            let expected = if wide & 1 != 0 {
                HdzStatus::HDZ_NULL_POINTER
            } else if (2..=5).contains(&players) {
                HdzStatus::HDZ_OK
            } else {
                HdzStatus::HDZ_SETUP_ERROR
            };
            assert_eq!(status, expected);
            if status == HdzStatus::HDZ_OK {
                // SAFETY: a live game.
                let text = unsafe { state_json(game) };
                assert_eq!(text, Game::new(players as u8, seed).expect("2 to 5").to_json());
                games.put(wide >> 1, game);
            } else {
                assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
            }
        }
        op::WITH_OPTIONS => {
            let flags = r.u8();
            let players = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 8) };
            let mut text = SENTINEL as usize as *mut c_char;
            // SAFETY: `text` is valid for a write.
            let status = checked(unsafe { hdz_default_options_json(players, out(&mut text, flags & 1 != 0)) });
            let expected = if flags & 1 != 0 {
                HdzStatus::HDZ_NULL_POINTER
            } else if (2..=5).contains(&players) {
                HdzStatus::HDZ_OK
            } else {
                HdzStatus::HDZ_SETUP_ERROR
            };
            assert_eq!(status, expected);
            if status != HdzStatus::HDZ_OK {
                assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                return;
            }
            // SAFETY: just returned.
            let mut options = unsafe { take_string(text) }.into_bytes();
            let edited = edit(r, &mut options);
            let options = c_text(&options);
            // SAFETY: NUL-terminated.
            let status = unsafe { with_options(games, r, options.as_ptr()) };
            if !edited {
                assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_NULL_POINTER), "defaults refused");
            }
        }
        op::WITH_OPTIONS_RAW | op::FROM_JSON_RAW => {
            let len = usize::from(r.u16()) % (MAX_TEXT + 1);
            let text = c_text(r.bytes(len));
            // Length MAX_TEXT stands for a NULL string.
            let ptr = if len == MAX_TEXT { null() } else { text.as_ptr() };
            // SAFETY: NULL or NUL-terminated.
            unsafe {
                if code == op::WITH_OPTIONS_RAW {
                    with_options(games, r, ptr);
                } else {
                    from_json(games, r, ptr);
                }
            }
        }
        op::JSON_ROUND_TRIP => {
            let from = games.pick(r.u8());
            let flags = r.u8();
            let mut text = SENTINEL as usize as *mut c_char;
            // SAFETY: `from` is NULL or live; `text` is valid for a write.
            let status = checked(unsafe { hdz_game_to_json(from, out(&mut text, flags & 1 != 0)) });
            if from.is_null() || flags & 1 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                return;
            }
            assert_eq!(status, HdzStatus::HDZ_OK);
            // SAFETY: just returned.
            let original = unsafe { take_string(text) };
            let mut json = original.clone().into_bytes();
            let edited = edit(r, &mut json);
            let json = c_text(&json);
            // SAFETY: NUL-terminated.
            let status = unsafe { from_json(games, r, json.as_ptr()) };
            if !edited {
                assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_NULL_POINTER), "own state refused");
            }
        }
        op::CLONE => {
            let from = games.pick(r.u8());
            let flags = r.u8();
            let mut copy = SENTINEL as usize as *mut HdzGame;
            // SAFETY: `from` is NULL or live; `copy` is valid for a write.
            let status = checked(unsafe { hdz_game_clone(from, out(&mut copy, flags & 1 != 0)) });
            if from.is_null() || flags & 1 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                assert_eq!(copy as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                return;
            }
            assert_eq!(status, HdzStatus::HDZ_OK);
            // SAFETY: both live.
            unsafe {
                assert_eq!(state_json(from), state_json(copy), "a clone has another state");
                assert_eq!(events_json(from), events_json(copy), "a clone has other last events");
            }
            games.put(flags >> 1, copy);
        }
        op::FREE => {
            let slot = usize::from(r.u8() % 5);
            if slot < SLOTS {
                // SAFETY: NULL or live; the slot forgets it.
                unsafe { hdz_game_free(games.slots[slot]) };
                games.slots[slot] = null_mut();
            } else {
                // SAFETY: NULL is ignored.
                unsafe { hdz_game_free(null_mut()) };
            }
        }
        op::QUERIES => {
            let game = games.pick(r.u8());
            let nulls = r.u8();
            let (mut players, mut player, mut over, mut phase, mut scores) =
                (SENTINEL, SENTINEL, true, HdzPhase::Mark, HdzScores { players: 0xAB, ..HdzScores::default() });
            // SAFETY: `game` is NULL or live; every out-pointer is NULL or valid for a write.
            let statuses = unsafe {
                [
                    checked(hdz_game_players(game, out(&mut players, nulls & 1 != 0))),
                    checked(hdz_game_current_player(game, out(&mut player, nulls & 2 != 0))),
                    checked(hdz_game_is_over(game, out(&mut over, nulls & 4 != 0))),
                    checked(hdz_game_phase(game, out(&mut phase, nulls & 8 != 0))),
                    checked(hdz_game_scores(game, out(&mut scores, nulls & 16 != 0))),
                ]
            };
            for (i, status) in statuses.iter().enumerate() {
                if game.is_null() || nulls & (1 << i) != 0 {
                    assert_eq!(*status, HdzStatus::HDZ_NULL_POINTER, "query {i}");
                }
            }
            if statuses[0] == HdzStatus::HDZ_OK {
                assert!((2..=5).contains(&players));
            } else {
                assert_eq!(players, SENTINEL);
            }
            if statuses[1] != HdzStatus::HDZ_OK {
                assert_eq!(player, SENTINEL, "a failed call wrote its out-parameter");
            }
            if statuses[2] == HdzStatus::HDZ_OK {
                if nulls & 2 == 0 {
                    assert_eq!(over, statuses[1] == HdzStatus::HDZ_GAME_OVER, "is_over and current_player agree");
                }
                if statuses[3] == HdzStatus::HDZ_OK {
                    assert_eq!(over, phase == HdzPhase::Over, "is_over and phase agree");
                }
            } else {
                assert!(over, "a failed call wrote its out-parameter");
            }
            if statuses[0] == HdzStatus::HDZ_OK && statuses[1] == HdzStatus::HDZ_OK {
                assert!(player < players);
            }
            if statuses[3] != HdzStatus::HDZ_OK {
                assert_eq!(phase, HdzPhase::Mark);
            }
            if statuses[4] == HdzStatus::HDZ_OK {
                assert!((2..=5).contains(&scores.players));
                assert!(scores.winners != 0 && scores.winners >> scores.players == 0, "winners are seats");
            } else {
                assert_eq!(scores.players, 0xAB);
            }
        }
        op::LEGAL_MOVES => {
            let game = games.pick(r.u8());
            let nulls = r.u8();
            let capacity = usize::from(r.u8());
            let mut ids = vec![SENTINEL; capacity];
            let mut count = SENTINEL as usize;
            let ids_ptr = if nulls & 1 != 0 { null_mut() } else { ids.as_mut_ptr() };
            // SAFETY: `game` is NULL or live; `ids_ptr` is NULL or holds `capacity` ids.
            let status =
                checked(unsafe { hdz_game_legal_moves(game, ids_ptr, capacity, out(&mut count, nulls & 2 != 0)) });
            if game.is_null() || (ids_ptr.is_null() && capacity > 0) || nulls & 2 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                assert!(count == SENTINEL as usize && ids.iter().all(|&i| i == SENTINEL));
                return;
            }
            // SAFETY: live.
            let all = unsafe { legal_ids(game) };
            // SAFETY: live.
            let rust = Game::from_json(&unsafe { state_json(game) }).expect("a game's own state loads");
            assert!(rust.legal_actions().map(u32::from).eq(all.iter().copied()), "C and Rust legal moves differ");
            match status {
                HdzStatus::HDZ_OK => {
                    assert_eq!(count, all.len());
                    assert_eq!(&ids[..count], &all[..]);
                    assert!(ids[count..].iter().all(|&i| i == SENTINEL), "wrote past the count");
                }
                HdzStatus::HDZ_BUFFER_TOO_SMALL => {
                    assert!(count == all.len() && count > capacity);
                    assert!(ids.iter().all(|&i| i == SENTINEL), "a failed call wrote ids");
                }
                other => panic!("legal moves failed: {other:?}"),
            }
        }
        op::APPLY | op::APPLY_LEGAL | op::APPLY_FOR => {
            let game = games.pick(r.u8());
            let mode = r.u8();
            let player = if mode & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
            let raw = if mode & 0x40 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
            if game.is_null() {
                // SAFETY: NULL is refused.
                unsafe {
                    assert_eq!(checked(hdz_game_check(game, raw)), HdzStatus::HDZ_NULL_POINTER);
                    assert_eq!(checked(hdz_game_apply(game, raw)), HdzStatus::HDZ_NULL_POINTER);
                    assert_eq!(checked(hdz_game_apply_for(game, player, raw)), HdzStatus::HDZ_NULL_POINTER);
                }
                return;
            }
            // SAFETY (all blocks below): `game` is live.
            let legal = unsafe { legal_ids(game) };
            let pick_legal = code == op::APPLY_LEGAL || (code == op::APPLY_FOR && mode & 0x20 != 0);
            let id = if pick_legal && !legal.is_empty() { legal[raw as usize % legal.len()] } else { raw };
            let (state, events) = unsafe { (state_json(game), events_json(game)) };
            let to_act = unsafe { current_player(game) };
            let check = checked(unsafe { hdz_game_check(game, id) });
            assert_eq!(check == HdzStatus::HDZ_OK, legal.contains(&id), "check({id}) disagrees with the list");
            let for_player = code == op::APPLY_FOR;
            let status = if for_player {
                checked(unsafe { hdz_game_apply_for(game, player, id) })
            } else {
                checked(unsafe { hdz_game_apply(game, id) })
            };
            let seat_ok = !for_player || to_act == Some(player);
            if status == HdzStatus::HDZ_OK {
                assert!(check == HdzStatus::HDZ_OK && seat_ok, "applied {id} for {player}: check said {check:?}");
            } else {
                assert!(check != HdzStatus::HDZ_OK || !seat_ok, "refused legal {id} for {player}: {status:?}");
                if !for_player {
                    assert_eq!(status, check, "apply and check give different statuses");
                }
                unsafe {
                    assert_eq!(state_json(game), state, "a failed apply changed the state");
                    assert_eq!(events_json(game), events, "a failed apply changed the last events");
                }
            }
        }
        op::EVENTS => {
            let game = games.pick(r.u8());
            let nulls = r.u8();
            let capacity = usize::from(r.u8() % 32);
            let blank = HdzEvent {
                kind: HdzEventKind::GameOver,
                player: 0xAB,
                opponent: 0xAB,
                card: 0xAB,
                cell: 0xAB,
                to_cell: 0xAB,
                goat_kind: 0xAB,
                track_from: 0xAB,
                track_to: 0xAB,
                detail: 0xAB,
            };
            let mut events = vec![blank; capacity];
            let mut count = SENTINEL as usize;
            let ptr = if nulls & 1 != 0 { null_mut() } else { events.as_mut_ptr() };
            // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` events.
            let status = checked(unsafe { hdz_game_last_events(game, ptr, capacity, out(&mut count, nulls & 2 != 0)) });
            let mut text = SENTINEL as usize as *mut c_char;
            // SAFETY: as above.
            let json_status = checked(unsafe { hdz_game_last_events_json(game, out(&mut text, nulls & 4 != 0)) });
            if game.is_null() || nulls & 4 != 0 {
                assert_eq!(json_status, HdzStatus::HDZ_NULL_POINTER);
                assert_eq!(text as usize, SENTINEL as usize);
            } else {
                assert_eq!(json_status, HdzStatus::HDZ_OK);
                // SAFETY: just returned.
                let json = unsafe { take_string(text) };
                assert!(json.starts_with('[') && json.ends_with(']'), "events JSON is an array: {json}");
            }
            if game.is_null() || (ptr.is_null() && capacity > 0) || nulls & 2 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                assert!(count == SENTINEL as usize && events.iter().all(|e| *e == blank));
                return;
            }
            match status {
                HdzStatus::HDZ_OK => {
                    assert!(count <= capacity && count <= HDZ_MAX_EVENTS);
                    assert!(events[count..].iter().all(|e| *e == blank), "wrote past the count");
                }
                HdzStatus::HDZ_BUFFER_TOO_SMALL => {
                    assert!(count > capacity && count <= HDZ_MAX_EVENTS);
                    assert!(events.iter().all(|e| *e == blank), "a failed call wrote events");
                }
                other => panic!("last events failed: {other:?}"),
            }
        }
        op::VIEW => {
            let game = games.pick(r.u8());
            let flags = r.u8();
            let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
            let mut text = SENTINEL as usize as *mut c_char;
            // SAFETY: `game` is NULL or live; `text` is valid for a write.
            let status = checked(unsafe { hdz_game_view_json(game, player, out(&mut text, flags & 1 != 0)) });
            if status != HdzStatus::HDZ_OK {
                assert_eq!(text as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                if !game.is_null() && flags & 1 == 0 {
                    assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
                }
                return;
            }
            // SAFETY: just returned.
            let json = unsafe { take_string(text) };
            let view = PlayerView::from_json(&json).unwrap_or_else(|e| panic!("own view rejected: {e}\n{json}"));
            assert_eq!(u32::from(view.seat()), player);
            // SAFETY: live.
            let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
            assert!(rust.view(view.seat()) == view, "C and Rust views differ");
        }
        op::OBSERVATION => {
            let game = games.pick(r.u8());
            let flags = r.u8();
            let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
            let capacity = if flags & 2 != 0 { HDZ_OBSERVATION_SIZE } else { usize::from(r.u16()) % 5000 };
            let mut buffer = vec![f32::NAN; capacity];
            let ptr = if flags & 1 != 0 { null_mut() } else { buffer.as_mut_ptr() };
            // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` floats.
            let status = checked(unsafe { hdz_game_observation(game, player, ptr, capacity) });
            if status == HdzStatus::HDZ_OK {
                assert!(capacity >= HDZ_OBSERVATION_SIZE);
                assert!(buffer[..HDZ_OBSERVATION_SIZE].iter().all(|x| x.is_finite()));
                assert!(buffer[HDZ_OBSERVATION_SIZE..].iter().all(|x| x.is_nan()), "wrote past the observation");
            } else {
                assert!(buffer.iter().all(|x| x.is_nan()), "a failed call wrote floats");
                if game.is_null() || flags & 1 != 0 {
                    assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                }
            }
        }
        op::DESCRIBE => {
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
        op::BOT => {
            // Known names with small budgets choose; raw names (any bytes) are only created, since
            // a large `ismcts:N` would spend seconds per choice.
            const NAMES: [&CStr; 6] = [c"random", c"greedy", c"ismcts:1", c"ismcts:7", c"greedy\xff", c""];
            let flags = r.u8();
            let len = usize::from(r.u8() % 24);
            let raw = c_text(r.bytes(len));
            let name = if flags & 1 != 0 { raw.as_c_str() } else { NAMES[usize::from(r.u8()) % NAMES.len()] };
            let name_ptr = if flags & 2 != 0 { null() } else { name.as_ptr() };
            let mut bot = SENTINEL as usize as *mut HdzBot;
            if flags & 16 != 0 {
                // A timed search: any time is checked; only the shortest ones get to choose.
                let milliseconds = if flags & 32 != 0 { r.u32() } else { u32::from(r.u8() % 3) };
                // SAFETY: `bot` is valid for a write.
                let status =
                    checked(unsafe { hdz_bot_new_timed(milliseconds, r.u64(), out(&mut bot, flags & 4 != 0)) });
                let expected = if flags & 4 != 0 {
                    HdzStatus::HDZ_NULL_POINTER
                } else if (1..=HDZ_MAX_BOT_MILLISECONDS).contains(&milliseconds) {
                    HdzStatus::HDZ_OK
                } else {
                    HdzStatus::HDZ_INVALID_ARGUMENT
                };
                assert_eq!(status, expected, "hdz_bot_new_timed({milliseconds})");
                if status != HdzStatus::HDZ_OK {
                    assert_eq!(bot as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                    return;
                }
                if milliseconds <= 2 {
                    let game = games.pick(r.u8());
                    if !game.is_null() {
                        let mut id = SENTINEL;
                        // SAFETY: `bot` and `game` are live.
                        let legal = unsafe { legal_ids(game) };
                        let status = checked(unsafe { hdz_bot_choose(bot, game, &mut id) });
                        assert!(status == HdzStatus::HDZ_GAME_OVER || legal.contains(&id), "timed choice {id}");
                    }
                }
                // SAFETY: created above, freed once.
                unsafe { hdz_bot_free(bot) };
                return;
            }
            // SAFETY: `name_ptr` is NULL or NUL-terminated; `bot` is valid for a write.
            let status = checked(unsafe { hdz_bot_new(name_ptr, r.u64(), out(&mut bot, flags & 4 != 0)) });
            // The name is read (and found to be UTF-8 or not) before the out-pointer is checked.
            let known = name.to_str().map(|n| herr_der_ziegen::bots::by_name(n, 0).is_some());
            let expected = match known {
                _ if name_ptr.is_null() => HdzStatus::HDZ_NULL_POINTER,
                Err(_) => HdzStatus::HDZ_INVALID_ARGUMENT,
                Ok(_) if flags & 4 != 0 => HdzStatus::HDZ_NULL_POINTER,
                Ok(true) => HdzStatus::HDZ_OK,
                Ok(false) => HdzStatus::HDZ_INVALID_ARGUMENT,
            };
            assert_eq!(status, expected, "hdz_bot_new({name:?})");
            if status != HdzStatus::HDZ_OK {
                assert_eq!(bot as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                return;
            }
            if flags & 1 == 0 {
                let game = games.pick(r.u8());
                let mut id = SENTINEL;
                let null_out = flags & 8 != 0;
                // SAFETY (all blocks below): `bot` is live; `game` is NULL or live.
                let before = (!game.is_null()).then(|| unsafe { (state_json(game), legal_ids(game)) });
                let status = checked(unsafe { hdz_bot_choose(bot, game, out(&mut id, null_out)) });
                match before {
                    None => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
                    Some(_) if null_out => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
                    Some((state, legal)) => {
                        if legal.is_empty() {
                            assert_eq!(status, HdzStatus::HDZ_GAME_OVER);
                        } else {
                            assert_eq!(status, HdzStatus::HDZ_OK);
                            assert!(legal.contains(&id), "the bot chose {id}, not a legal move");
                        }
                        assert_eq!(unsafe { state_json(game) }, state, "choosing changed the game");
                    }
                }
                if status != HdzStatus::HDZ_OK {
                    assert_eq!(id, SENTINEL, "a failed call wrote its out-parameter");
                }
            }
            // SAFETY: created above, freed once.
            unsafe { hdz_bot_free(bot) };
        }
        op::DETERMINIZE => {
            let game = games.pick(r.u8());
            let flags = r.u8();
            let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
            let mut sample = SENTINEL as usize as *mut HdzGame;
            // SAFETY: `game` is NULL or live; `sample` is valid for a write.
            let status =
                checked(unsafe { hdz_game_determinize(game, player, r.u64(), out(&mut sample, flags & 1 != 0)) });
            if status != HdzStatus::HDZ_OK {
                assert_eq!(sample as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
                if game.is_null() || flags & 1 != 0 {
                    assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                } else {
                    assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
                }
                return;
            }
            // SAFETY: both live.
            let (original, copy) = unsafe { (state_json(game), state_json(sample)) };
            let (original, copy) =
                (Game::from_json(&original).expect("own state"), Game::from_json(&copy).expect("own state"));
            let seat = u8::try_from(player).expect("a seat");
            assert!(original.view(seat) == copy.view(seat), "a determinization changed the seat's view");
            games.put(flags >> 1, sample);
        }
        op::VIEW_TYPED => {
            let game = games.pick(r.u8());
            let flags = r.u8();
            let player = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 7) };
            let sample_seed = r.u64();
            // SAFETY: `game` is NULL or live.
            let (status, bytes) = unsafe { typed_view_bytes(game, player, flags & 1 != 0) };
            if status != HdzStatus::HDZ_OK {
                assert!(bytes.iter().all(|&b| b == VIEW_FILL), "a failed call wrote the view");
                if game.is_null() || flags & 1 != 0 {
                    assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                } else {
                    assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
                }
                return;
            }
            // SAFETY: a successful call wrote a whole `HdzView`; `read_unaligned` copes with the
            // byte buffer's alignment.
            let view = unsafe { bytes.as_ptr().cast::<HdzView>().read_unaligned() };
            assert_eq!(u32::from(view.seat), player);
            // SAFETY: live.
            let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
            assert!(view == HdzView::from(&rust.view(view.seat)), "C and Rust typed views differ");
            // Every card in exactly one place: a cell, a known hand card, a display, the box, the
            // cards known in the pile, or the unseen cards.
            let mut places = [0u8; HDZ_NUM_CARDS as usize];
            let players = usize::from(view.players);
            let lists = view.known_hand[..players].iter().chain(&view.display[..players]);
            for list in lists.chain([&view.boxed, &view.known_in_pile, &view.unseen]) {
                for &card in &list.cards[..usize::from(list.count)] {
                    places[usize::from(card)] += 1;
                }
            }
            for &card in view.card_at.iter().filter(|&&c| c != HDZ_NONE) {
                places[usize::from(card)] += 1;
            }
            assert!(places.iter().all(|&n| n == 1), "cards placed {places:?}");
            // No hidden information: a determinization for the seat has the same bytes.
            let mut sample = null_mut();
            // SAFETY: live game, valid out-pointer.
            let status = checked(unsafe { hdz_game_determinize(game, player, sample_seed, &mut sample) });
            assert_eq!(status, HdzStatus::HDZ_OK);
            // SAFETY: `sample` is live.
            let (status, sampled) = unsafe { typed_view_bytes(sample, player, false) };
            assert_eq!(status, HdzStatus::HDZ_OK);
            assert!(sampled == bytes, "a determinization changed the seat's typed view");
            // SAFETY: created above, freed once.
            unsafe { hdz_game_free(sample) };
        }
        op::CARD_INFO => {
            let game = games.pick(r.u8());
            let flags = r.u8();
            let id = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8()) };
            let blank = HdzCard { kind: HdzCardKind::Milk, goat_kind: 0xAB, value: 0xAB };
            let mut card = blank;
            // SAFETY: `game` is NULL or live; `card` is valid for a write.
            let status = checked(unsafe { hdz_game_card_info(game, id, out(&mut card, flags & 1 != 0)) });
            if game.is_null() || flags & 1 != 0 {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
            } else if id >= HDZ_NUM_CARDS {
                assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT);
            } else {
                assert_eq!(status, HdzStatus::HDZ_OK);
                // SAFETY: live.
                let rust = Game::from_json(&unsafe { state_json(game) }).expect("own state");
                let expected = rust.card(CardId::new(id as u8).expect("a card id"));
                assert_eq!(card, HdzCard::from(expected), "card {id}");
            }
            if status != HdzStatus::HDZ_OK {
                assert_eq!(card, blank, "a failed call wrote its out-parameter");
            }
        }
        // SAFETY: the slots hold NULL or live games.
        op::PLAYER_VIEW => unsafe { player_view(games, r) },
        _ => {
            // op::STATIC
            let status = r.u32() as c_int;
            // SAFETY: the library returns static NUL-terminated strings.
            let name = unsafe { CStr::from_ptr(hdz_status_name(status)) };
            assert!(name.to_str().is_ok_and(|n| n.starts_with("HDZ_")));
            // SAFETY: as above.
            let version = unsafe { CStr::from_ptr(hdz_version()) };
            assert!(!version.to_bytes().is_empty());
            let _ = last_error();
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut r = Reader::new(data);
    let mut games = Games { slots: [null_mut(); SLOTS] };
    for _ in 0..MAX_OPS {
        if r.is_empty() {
            break;
        }
        // SAFETY: the slots hold NULL or live games.
        unsafe { run(&mut games, &mut r) };
    }
});
