//! # herr-der-ziegen-c
//!
//! The C ABI of the Herr der Ziegen rules engine. It translates types and errors and nothing
//! else: every rule lives in the `herr-der-ziegen` crate. The header `include/herr_der_ziegen.h`
//! is generated from this crate by cbindgen; the conventions are in `docs/c-api.md`:
//!
//! * Every fallible function returns an [`HdzStatus`]; `HDZ_OK` is 0.
//! * Results go through out-parameters, written only when the call succeeds (the one exception:
//!   `HDZ_BUFFER_TOO_SMALL` writes the needed count). A failed call changes no game
//!   (`HDZ_PANIC`, an internal error, excepted: see its documentation).
//! * Every pointer argument is checked for NULL; `hdz_game_free(NULL)`, `hdz_bot_free(NULL)`,
//!   `hdz_player_view_free(NULL)` and `hdz_string_free(NULL)` do nothing.
//! * A panic never crosses the boundary: it becomes `HDZ_PANIC`.
//! * [`hdz_last_error_message`] describes the last failed call of the calling thread.
//! * Strings returned by the library are freed with [`hdz_string_free`]; games with
//!   [`hdz_game_free`], views with [`hdz_player_view_free`], bots with [`hdz_bot_free`].
//!
//! ```
//! use herr_der_ziegen_c::*;
//!
//! let mut game = std::ptr::null_mut();
//! // SAFETY: every pointer passed is valid; the game is freed once.
//! unsafe {
//!     assert_eq!(hdz_game_new(3, 42, &mut game), HdzStatus::HDZ_OK);
//!     let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
//!     let mut count = 0;
//!     while hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) == HdzStatus::HDZ_OK
//!         && count > 0
//!     {
//!         assert_eq!(hdz_game_apply(game, ids[0]), HdzStatus::HDZ_OK);
//!     }
//!     let mut scores = HdzScores::default();
//!     assert_eq!(hdz_game_scores(game, &mut scores), HdzStatus::HDZ_OK);
//!     assert_eq!(scores.players, 3);
//!     hdz_game_free(game);
//! }
//! ```

#![warn(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

mod status;
mod types;

use std::ffi::{c_char, c_int, CStr, CString};

use herr_der_ziegen::bots::{self, Bot};
use herr_der_ziegen::{CardId, Events, Game, Move, Options, PlayerView};
use types::HDZ_OBSERVATION_SIZE as OBSERVATION_SIZE;

pub use status::HdzStatus;
use status::{guard, guard_infallible, Error};
pub use types::*;

/// A game: the full state (every player's cards) and the events of the last applied move.
///
/// Opaque to C. Create it with `hdz_game_new`, `hdz_game_with_options`, `hdz_game_from_json`,
/// `hdz_game_clone` or `hdz_game_determinize`; free it with `hdz_game_free`.
pub struct HdzGame {
    game: Game,
    last_events: Events,
}

/// What one seat may know of a game (its view), without the game: the public state, the seat's
/// own hand, the opponents' cards seen entering their hands, how many cards are unknown; never an
/// unknown card nor the pile's order. A networked client that receives only its seat's view
/// (the JSON of `hdz_game_view_json`) loads it into one of these to read it, list its legal moves,
/// ask a bot for a move or sample a full game consistent with it.
///
/// Opaque to C. Create it with `hdz_player_view_from_json`, `hdz_game_player_view` or
/// `hdz_player_view_clone`; free it with `hdz_player_view_free`. A view never changes once made.
pub struct HdzPlayerView {
    view: PlayerView,
}

// Functions that take `const HdzGame *` (or `const HdzPlayerView *`) only read; that makes them
// safe to call from several threads at once on the same handle. A bot may move between threads,
// used by one at a time.
const _: () = {
    const fn thread_safe<T: Send + Sync>() {}
    const fn movable<T: Send>() {}
    thread_safe::<HdzGame>();
    thread_safe::<HdzPlayerView>();
    movable::<HdzBot>();
};

impl HdzPlayerView {
    fn boxed(view: PlayerView) -> *mut HdzPlayerView {
        Box::into_raw(Box::new(HdzPlayerView { view }))
    }
}

impl HdzGame {
    fn boxed(game: Game) -> *mut HdzGame {
        Box::into_raw(Box::new(HdzGame { game, last_events: Events::new() }))
    }
}

// ----- argument checks -----

/// # Safety
/// `game` is NULL or points to a live `HdzGame`.
unsafe fn game_ref<'a>(game: *const HdzGame) -> Result<&'a HdzGame, Error> {
    // SAFETY: by the caller's contract.
    unsafe { game.as_ref() }.ok_or_else(|| Error::null("game"))
}

/// # Safety
/// `game` is NULL or points to a live `HdzGame` that nothing else uses during the call.
unsafe fn game_mut<'a>(game: *mut HdzGame) -> Result<&'a mut HdzGame, Error> {
    // SAFETY: by the caller's contract.
    unsafe { game.as_mut() }.ok_or_else(|| Error::null("game"))
}

/// # Safety
/// `view` is NULL or points to a live `HdzPlayerView`.
unsafe fn view_ref<'a>(view: *const HdzPlayerView) -> Result<&'a HdzPlayerView, Error> {
    // SAFETY: by the caller's contract.
    unsafe { view.as_ref() }.ok_or_else(|| Error::null("view"))
}

fn check_out<T>(out: *mut T, name: &str) -> Result<(), Error> {
    if out.is_null() {
        Err(Error::null(name))
    } else {
        Ok(())
    }
}

/// A JSON argument: text that is not UTF-8 is `HDZ_INVALID_JSON`.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string.
unsafe fn read_json<'a>(text: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: by the caller's contract.
    unsafe { read_str(text, name, HdzStatus::HDZ_INVALID_JSON) }
}

/// A string argument; text that is not UTF-8 is `not_utf8`.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string.
unsafe fn read_str<'a>(text: *const c_char, name: &str, not_utf8: HdzStatus) -> Result<&'a str, Error> {
    if text.is_null() {
        return Err(Error::null(name));
    }
    // SAFETY: non-NULL and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .map_err(|e| Error::new(not_utf8, format!("argument `{name}` is not valid UTF-8: {e}")))
}

fn c_string(text: String) -> Result<CString, Error> {
    CString::new(text).map_err(|_| Error::new(HdzStatus::HDZ_PANIC, "the library produced text with a NUL byte"))
}

fn seat(game: &Game, player: u32) -> Result<u8, Error> {
    let players = game.players();
    match u8::try_from(player) {
        Ok(p) if p < players => Ok(p),
        _ => Err(Error::invalid(format!(
            "player {player} is not a seat of this {players}-player game (seats are 0 to {})",
            players - 1
        ))),
    }
}

fn player_count(players: u32) -> Result<u8, Error> {
    u8::try_from(players)
        .map_err(|_| Error::new(HdzStatus::HDZ_SETUP_ERROR, format!("the game is for 2 to 5 players, not {players}")))
}

/// Writes `text` to `*out` as a string the caller frees with `hdz_string_free`.
///
/// # Safety
/// `out` is non-NULL and valid for a write.
unsafe fn write_string(out: *mut *mut c_char, text: String) -> Result<(), Error> {
    let text = c_string(text)?;
    // SAFETY: by the caller's contract.
    unsafe { out.write(text.into_raw()) };
    Ok(())
}

// ----- library -----

/// The version of the library, for example `"0.1.0"`.
///
/// Never fails. The string is static: do not free it.
/// Thread safety: callable from any thread at any time.
#[no_mangle]
pub extern "C" fn hdz_version() -> *const c_char {
    const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");
    VERSION.as_ptr().cast()
}

/// The message of the last failed call on the calling thread, or `""` if that thread's last
/// call succeeded (every function that returns an `HdzStatus` sets the message when it fails and
/// clears it when it succeeds).
///
/// Never returns NULL. The string belongs to the library: do not free it. It stays valid until
/// the next call into the library on the same thread; copy it to keep it.
/// Thread safety: each thread has its own message.
#[no_mangle]
pub extern "C" fn hdz_last_error_message() -> *const c_char {
    guard_infallible(c"".as_ptr(), status::last_error_ptr)
}

/// The name of a status, for example `"HDZ_ILLEGAL_MOVE"` for `HDZ_ILLEGAL_MOVE`, or
/// `"HDZ_UNKNOWN_STATUS"` for a number that is not a status.
///
/// Never fails. The string is static: do not free it.
/// Thread safety: callable from any thread at any time.
#[no_mangle]
pub extern "C" fn hdz_status_name(status: c_int) -> *const c_char {
    let name =
        usize::try_from(status).ok().and_then(|i| HdzStatus::ALL.get(i)).map_or(c"HDZ_UNKNOWN_STATUS", |s| s.name());
    name.as_ptr()
}

/// Frees a string returned by the library (JSON, move texts). NULL is ignored.
///
/// Thread safety: any thread may free a string, once.
///
/// # Safety
/// `text` is NULL or a string returned through a `char **` out-parameter of this library that
/// has not been freed yet. Never pass a string from `hdz_version`, `hdz_status_name` or
/// `hdz_last_error_message`, nor one allocated by anything else.
#[no_mangle]
pub unsafe extern "C" fn hdz_string_free(text: *mut c_char) {
    if text.is_null() {
        return;
    }
    guard_infallible((), || {
        // SAFETY: by the caller's contract `text` came from `CString::into_raw` here.
        drop(unsafe { CString::from_raw(text) });
    });
}

// ----- creating and freeing games -----

/// Creates a game with the default options for `players` (2 to 5) from `seed`, and writes it to
/// `*out_game`. The same players and seed give the same game on every platform.
///
/// Returns `HDZ_SETUP_ERROR` unless `players` is 2 to 5, `HDZ_NULL_POINTER` if `out_game` is
/// NULL. Free the game with `hdz_game_free`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_new(players: u32, seed: u64, out_game: *mut *mut HdzGame) -> HdzStatus {
    guard("hdz_game_new", || {
        check_out(out_game, "out_game")?;
        let game = Game::new(player_count(players)?, seed)?;
        // SAFETY: checked non-NULL; valid by the caller's contract.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
}

/// Writes the default options for `players` (2 to 5) as JSON to `*out_json`, a string to free
/// with `hdz_string_free`. Edit it and pass it to `hdz_game_with_options`. The fields:
/// `players`, `start_player` (seat that plays first), `layout` (`grid_size` 6 or 7 and
/// `stables`, one `[row, col]` per player in clockwise order), `milk_ones` (how many of the 16
/// milk cards are worth 1), `removal` (`kinds`, `dogs`, `milk_ones`, `milk_twos` removed before
/// play).
///
/// Returns `HDZ_SETUP_ERROR` unless `players` is 2 to 5.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_default_options_json(players: u32, out_json: *mut *mut c_char) -> HdzStatus {
    guard("hdz_default_options_json", || {
        check_out(out_json, "out_json")?;
        let options = Options::new(player_count(players)?)?;
        let json = serde_json::to_string(&options).map_err(|e| Error::new(HdzStatus::HDZ_PANIC, e.to_string()))?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}

/// Creates a game from options given as JSON (the shape `hdz_default_options_json` writes) and
/// `seed`, and writes it to `*out_game`.
///
/// Returns `HDZ_INVALID_JSON` if the text is not options JSON (all fields are required),
/// `HDZ_SETUP_ERROR` if the options do not describe a playable game.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `options_json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing
/// one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_with_options(
    options_json: *const c_char,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    guard("hdz_game_with_options", || {
        // SAFETY: by the caller's contract.
        let text = unsafe { read_json(options_json, "options_json") }?;
        check_out(out_game, "out_game")?;
        let options: Options = serde_json::from_str(text).map_err(|e| {
            Error::new(
                HdzStatus::HDZ_INVALID_JSON,
                format!("malformed options JSON: {}", herr_der_ziegen::error::excerpt(&e.to_string())),
            )
        })?;
        let game = Game::with_options(&options, seed)?;
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
}

/// Loads a game from a JSON state (the format `hdz_game_to_json` writes, documented in
/// `docs/state-format.md`) and writes it to `*out_game`. The state is checked completely; the
/// new game has no last events.
///
/// Returns `HDZ_INVALID_JSON` for text that is not a state document, `HDZ_INVALID_STATE` for a
/// document that describes an impossible game (wrong format or version, cards that are not
/// exactly the deck, inconsistent counts, phase or markers).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_from_json(json: *const c_char, out_game: *mut *mut HdzGame) -> HdzStatus {
    guard("hdz_game_from_json", || {
        // SAFETY: by the caller's contract.
        let text = unsafe { read_json(json, "json") }?;
        check_out(out_game, "out_game")?;
        let game = Game::from_json(text)?;
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(game)) };
        Ok(())
    })
}

/// Copies `game` (state and last events) into a new game written to `*out_game`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_clone(game: *const HdzGame, out_game: *mut *mut HdzGame) -> HdzStatus {
    guard("hdz_game_clone", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_game, "out_game")?;
        let copy = Box::new(HdzGame { game: g.game.clone(), last_events: g.last_events.clone() });
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(Box::into_raw(copy)) };
        Ok(())
    })
}

/// Writes to `*out_game` a new game consistent with everything the seat `player` knows of
/// `game`: the same public state and hand of that seat, with every card it cannot see placed at
/// random among the places its view allows (a determinization, for search bots such as
/// information-set MCTS). The same game, seat and `seed` give the same result on every platform.
/// The new game has no last events.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_determinize(
    game: *const HdzGame,
    player: u32,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    guard("hdz_game_determinize", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_game, "out_game")?;
        let player = seat(&g.game, player)?;
        let sample = g.game.view(player).determinize(seed);
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(sample)) };
        Ok(())
    })
}

/// Frees a game. NULL is ignored.
///
/// Thread safety: no other call may use `game` at the same time or later.
///
/// # Safety
/// `game` is NULL or a game created by this library and not freed yet; it must not be used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_free(game: *mut HdzGame) {
    // SAFETY: by the caller's contract.
    unsafe { free_boxed(game) }
}

/// Frees what `Box::into_raw` handed out (a game, a view or a bot); NULL is ignored.
///
/// # Safety
/// `handle` is NULL or came from `Box::into_raw` here and is not freed yet.
unsafe fn free_boxed<T>(handle: *mut T) {
    if handle.is_null() {
        return;
    }
    guard_infallible((), || {
        // SAFETY: by the caller's contract.
        drop(unsafe { Box::from_raw(handle) });
    });
}

// ----- queries -----

/// Writes the number of players (2 to 5) to `*out_players`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_players(game: *const HdzGame, out_players: *mut u32) -> HdzStatus {
    guard("hdz_game_players", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_players, "out_players")?;
        // SAFETY: checked non-NULL.
        unsafe { out_players.write(u32::from(g.game.players())) };
        Ok(())
    })
}

/// Writes the seat (0 to players - 1) of the player who must decide now to `*out_player`.
/// During a swap request that is the asked opponent, not the player whose turn it is.
///
/// Returns `HDZ_GAME_OVER` (and writes nothing) once the game is over.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_current_player(game: *const HdzGame, out_player: *mut u32) -> HdzStatus {
    guard("hdz_game_current_player", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_player, "out_player")?;
        let player = g.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        // SAFETY: checked non-NULL.
        unsafe { out_player.write(u32::from(player)) };
        Ok(())
    })
}

/// Writes whether the game has ended to `*out_over`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_over` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_is_over(game: *const HdzGame, out_over: *mut bool) -> HdzStatus {
    guard("hdz_game_is_over", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_over, "out_over")?;
        // SAFETY: checked non-NULL.
        unsafe { out_over.write(g.game.is_over()) };
        Ok(())
    })
}

/// Writes the kind of decision the game is waiting for to `*out_phase`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_phase(game: *const HdzGame, out_phase: *mut HdzPhase) -> HdzStatus {
    guard("hdz_game_phase", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_phase, "out_phase")?;
        // SAFETY: checked non-NULL.
        unsafe { out_phase.write(HdzPhase::from(g.game.phase().kind())) };
        Ok(())
    })
}

/// Writes the legal action ids of the player to act, in the library's fixed order, to
/// `out_ids[0..count]` and their number to `*out_count`. Once the game is over the count is 0.
///
/// A buffer of `HDZ_MAX_LEGAL_MOVES` ids always suffices. If `capacity` is smaller than the
/// count, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_ids`. `out_ids` may be NULL when `capacity` is 0 (to ask for the count).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_ids` is NULL or valid for writing `capacity` ids;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_legal_moves(
    game: *const HdzGame,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    guard("hdz_game_legal_moves", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        // SAFETY: the buffer and the count by the caller's contract.
        unsafe { write_moves(&g.game.legal_moves(), out_ids, capacity, out_count) }
    })
}

/// Writes the action ids of `moves` to `out_ids[0..count]` and their number to `*out_count`, or
/// only the number (and `HDZ_BUFFER_TOO_SMALL`) when they do not fit `capacity`. A NULL
/// `out_count`, or a NULL `out_ids` with a capacity, is `HDZ_NULL_POINTER`.
///
/// # Safety
/// `out_count` is NULL or valid for a write; `out_ids` is NULL or valid for writing `capacity`
/// ids.
unsafe fn write_moves(moves: &[Move], out_ids: *mut u32, capacity: usize, out_count: *mut usize) -> Result<(), Error> {
    if out_ids.is_null() && capacity > 0 {
        return Err(Error::null("out_ids"));
    }
    check_out(out_count, "out_count")?;
    // SAFETY (all blocks): `out_count` is non-NULL; `out_ids` holds `capacity >= moves.len()` ids
    // by the caller's contract.
    if moves.len() > capacity {
        unsafe { out_count.write(moves.len()) };
        return Err(Error::new(
            HdzStatus::HDZ_BUFFER_TOO_SMALL,
            format!("{} legal moves do not fit a buffer of {capacity}", moves.len()),
        ));
    }
    for (i, mv) in moves.iter().enumerate() {
        unsafe { out_ids.add(i).write(u32::from(mv.action_id())) };
    }
    unsafe { out_count.write(moves.len()) };
    Ok(())
}

/// Checks whether the action `action_id` is legal now for the player to act, without changing
/// anything. Returns `HDZ_OK` if it is, otherwise the status `hdz_game_apply` would return
/// (`HDZ_UNKNOWN_ACTION`, `HDZ_ILLEGAL_MOVE` or `HDZ_GAME_OVER`) with the reason as the error
/// message.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_check(game: *const HdzGame, action_id: u32) -> HdzStatus {
    guard("hdz_game_check", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        g.game.check(Move::from_action_id(action_id)?)?;
        Ok(())
    })
}

/// Plays the action `action_id` for the player to act. Its events replace the game's last
/// events (see `hdz_game_last_events`).
///
/// Returns `HDZ_UNKNOWN_ACTION` for a number that is not an action id, `HDZ_GAME_OVER` once the
/// game is over, `HDZ_ILLEGAL_MOVE` for a move that is not legal now (the message says why). On
/// any of these failures the game, its last events included, is unchanged.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply(game: *mut HdzGame, action_id: u32) -> HdzStatus {
    guard("hdz_game_apply", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_mut(game) }?;
        g.last_events = g.game.apply_action(action_id)?;
        Ok(())
    })
}

/// Like `hdz_game_apply`, but on behalf of the seat `player`: returns `HDZ_NOT_YOUR_TURN` if
/// `player` is not the one to decide (for servers that take moves from several clients).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: changes `game`; no other call may use it at the same time.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_apply_for(game: *mut HdzGame, player: u32, action_id: u32) -> HdzStatus {
    guard("hdz_game_apply_for", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_mut(game) }?;
        let player = seat(&g.game, player)?;
        let mv = Move::from_action_id(action_id)?;
        g.last_events = g.game.apply_for(player, mv)?;
        Ok(())
    })
}

/// Writes the scores as things stand (final once the game is over), with their breakdown and
/// the winners, to `*out_scores`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_scores` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_scores(game: *const HdzGame, out_scores: *mut HdzScores) -> HdzStatus {
    guard("hdz_game_scores", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_scores, "out_scores")?;
        // SAFETY: checked non-NULL.
        unsafe { out_scores.write(HdzScores::from(g.game.scores())) };
        Ok(())
    })
}

/// Writes the events of the last successful `hdz_game_apply` (or `hdz_game_apply_for`) on this
/// game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a game that
/// no move was applied to since it was created or loaded).
///
/// A buffer of `HDZ_MAX_EVENTS` events always suffices. If `capacity` is smaller than the count,
/// returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_last_events(
    game: *const HdzGame,
    out_events: *mut HdzEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    guard("hdz_game_last_events", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        if out_events.is_null() && capacity > 0 {
            return Err(Error::null("out_events"));
        }
        check_out(out_count, "out_count")?;
        let events = &g.last_events;
        // SAFETY (all blocks): `out_count` is non-NULL; `out_events` holds
        // `capacity >= events.len()` events by the caller's contract.
        if events.len() > capacity {
            unsafe { out_count.write(events.len()) };
            return Err(Error::new(
                HdzStatus::HDZ_BUFFER_TOO_SMALL,
                format!("{} events do not fit a buffer of {capacity}", events.len()),
            ));
        }
        for (i, &event) in events.iter().enumerate() {
            unsafe { out_events.add(i).write(HdzEvent::from(event)) };
        }
        unsafe { out_count.write(events.len()) };
        Ok(())
    })
}

/// Writes the events of the last successful apply as a JSON array to `*out_json`, a string to
/// free with `hdz_string_free`. Each event is an object whose `"event"` field names it
/// (`"card_played"`, `"goat_moved"`, `"card_taken"`, ...); cells are `[row, col]`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_last_events_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    guard("hdz_game_last_events_json", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_json, "out_json")?;
        let json = serde_json::to_string(g.last_events.as_slice())
            .map_err(|e| Error::new(HdzStatus::HDZ_PANIC, e.to_string()))?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, json) }
    })
}

/// Writes what the seat `player` may know (public state, own hand, the opponents' cards seen
/// entering their hands; never the pile's order) as JSON to `*out_json`, a string to free with
/// `hdz_string_free`. Give players and bots this, never the full state.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view_json(
    game: *const HdzGame,
    player: u32,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    guard("hdz_game_view_json", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_json, "out_json")?;
        let player = seat(&g.game, player)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, g.game.view(player).to_json()) }
    })
}

/// Writes what the seat `player` may know to `*out_view` as a plain struct: the same
/// information as `hdz_game_view_json` (public state, own hand, the opponents' cards seen
/// entering their hands, how many of their cards are unknown; never an unknown card nor the
/// pile's order), without JSON and without allocating anything the caller must free. The fields
/// are described at `HdzView`; a game and any determinization of it for `player` give views
/// equal byte for byte.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one `HdzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view(game: *const HdzGame, player: u32, out_view: *mut HdzView) -> HdzStatus {
    guard("hdz_game_view", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_view, "out_view")?;
        let player = seat(&g.game, player)?;
        let view = HdzView::from(&g.game.view(player));
        // SAFETY: checked non-NULL; valid for a write by the caller's contract.
        unsafe { out_view.write(view) };
        Ok(())
    })
}

/// Writes what the card `card_id` is in `game` (a goat card with its kind and value, a dog, or a
/// milk card with its value) to `*out_card`. The game is needed for milk cards: how many are
/// worth 1 is an option of the game (`milk_ones`, 8 by default); goat cards and dogs are the
/// same in every game (card `id < 90` is kind `id / 5` with value `id % 5 + 1`, `90..105` are
/// dogs).
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `card_id < HDZ_NUM_CARDS`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_card_info(game: *const HdzGame, card_id: u32, out_card: *mut HdzCard) -> HdzStatus {
    guard("hdz_game_card_info", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_card, "out_card")?;
        let card = u8::try_from(card_id).ok().and_then(CardId::new).ok_or_else(|| {
            Error::invalid(format!("{card_id} is not a card id (cards are 0 to {})", HDZ_NUM_CARDS - 1))
        })?;
        // SAFETY: checked non-NULL.
        unsafe { out_card.write(HdzCard::from(g.game.card(card))) };
        Ok(())
    })
}

/// Writes the observation tensor of the seat `player` (computed from its view alone; layout in
/// `docs/observation.md`) into `out`, which holds `capacity` floats. `HDZ_OBSERVATION_SIZE`
/// floats always suffice; with a smaller buffer the call returns `HDZ_BUFFER_TOO_SMALL` and
/// writes nothing.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out` is NULL or valid for writing `capacity` floats.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_observation(
    game: *const HdzGame,
    player: u32,
    out: *mut f32,
    capacity: usize,
) -> HdzStatus {
    guard("hdz_game_observation", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out, "out")?;
        let player = seat(&g.game, player)?;
        if capacity < OBSERVATION_SIZE {
            return Err(Error::new(
                HdzStatus::HDZ_BUFFER_TOO_SMALL,
                format!("the observation has {OBSERVATION_SIZE} floats; the buffer holds {capacity}"),
            ));
        }
        // SAFETY: `out` is non-NULL and holds at least `OBSERVATION_SIZE` floats by the contract.
        let buffer = unsafe { std::slice::from_raw_parts_mut(out, OBSERVATION_SIZE) };
        g.game.view(player).observation(buffer);
        Ok(())
    })
}

/// Writes the full state (every hidden card included) as versioned JSON to `*out_json`, a
/// string to free with `hdz_string_free`. `hdz_game_from_json` loads it back.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_to_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    guard("hdz_game_to_json", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_json, "out_json")?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, g.game.to_json()) }
    })
}

// ----- views alone -----

/// Loads a seat's view from JSON (the text `hdz_game_view_json` or `hdz_player_view_to_json`
/// writes, for example what a server sends a networked client) and writes it to `*out_view`.
/// The view is checked completely, as `hdz_game_from_json` checks a state: it must describe what
/// one seat of a possible game may know.
///
/// Returns `HDZ_INVALID_JSON` for text that is not a view document, `HDZ_INVALID_STATE` for a
/// document that describes an impossible view (wrong format or version, for example a full state
/// document; cards that are not exactly the deck; inconsistent counts, phase or markers).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_view` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_from_json(
    json: *const c_char,
    out_view: *mut *mut HdzPlayerView,
) -> HdzStatus {
    guard("hdz_player_view_from_json", || {
        // SAFETY: by the caller's contract.
        let text = unsafe { read_json(json, "json") }?;
        check_out(out_view, "out_view")?;
        let view = PlayerView::from_json(text)?;
        // SAFETY: checked non-NULL.
        unsafe { out_view.write(HdzPlayerView::boxed(view)) };
        Ok(())
    })
}

/// Writes what the seat `player` may know of `game` to `*out_view` as a view handle (the view
/// `hdz_game_view_json` writes as JSON). The handle does not refer to the game: it stays as it
/// is when the game moves on or is freed.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_player_view(
    game: *const HdzGame,
    player: u32,
    out_view: *mut *mut HdzPlayerView,
) -> HdzStatus {
    guard("hdz_game_player_view", || {
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_view, "out_view")?;
        let player = seat(&g.game, player)?;
        // SAFETY: checked non-NULL.
        unsafe { out_view.write(HdzPlayerView::boxed(g.game.view(player))) };
        Ok(())
    })
}

/// Copies `view` into a new view handle written to `*out_view`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_clone(
    view: *const HdzPlayerView,
    out_view: *mut *mut HdzPlayerView,
) -> HdzStatus {
    guard("hdz_player_view_clone", || {
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        check_out(out_view, "out_view")?;
        // SAFETY: checked non-NULL.
        unsafe { out_view.write(HdzPlayerView::boxed(v.view.clone())) };
        Ok(())
    })
}

/// Frees a view handle. NULL is ignored.
///
/// Thread safety: no other call may use `view` at the same time or later.
///
/// # Safety
/// `view` is NULL or a view created by this library and not freed yet; it must not be used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_free(view: *mut HdzPlayerView) {
    // SAFETY: by the caller's contract.
    unsafe { free_boxed(view) }
}

/// Writes the view to `*out_view` as a plain struct (fields described at `HdzView`): the same
/// bytes `hdz_game_view` writes for the view's game and seat.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one `HdzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_get(view: *const HdzPlayerView, out_view: *mut HdzView) -> HdzStatus {
    guard("hdz_player_view_get", || {
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        check_out(out_view, "out_view")?;
        let typed = HdzView::from(&v.view);
        // SAFETY: checked non-NULL; valid for a write by the caller's contract.
        unsafe { out_view.write(typed) };
        Ok(())
    })
}

/// Writes the view as JSON to `*out_json`, a string to free with `hdz_string_free`: the text
/// `hdz_game_view_json` writes for the view's game and seat, byte for byte, which
/// `hdz_player_view_from_json` loads back.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_to_json(view: *const HdzPlayerView, out_json: *mut *mut c_char) -> HdzStatus {
    guard("hdz_player_view_to_json", || {
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        check_out(out_json, "out_json")?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_json, v.view.to_json()) }
    })
}

/// Writes the legal action ids of the view's seat, in the library's fixed order, to
/// `out_ids[0..count]` and their number to `*out_count`: the ids `hdz_game_legal_moves` lists
/// for the game when that seat decides now, and none (count 0, not an error) when another seat
/// decides or the game is over. A seat's legal moves depend only on what it sees, so the view
/// suffices.
///
/// Buffers as for `hdz_game_legal_moves`: `HDZ_MAX_LEGAL_MOVES` ids always suffice; with a
/// smaller `capacity` the call returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to
/// `*out_count` and nothing to `out_ids`. `out_ids` may be NULL when `capacity` is 0.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_ids` is NULL or valid for writing `capacity` ids;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_legal_moves(
    view: *const HdzPlayerView,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    guard("hdz_player_view_legal_moves", || {
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        // SAFETY: the buffer and the count by the caller's contract.
        unsafe { write_moves(&v.view.legal_moves(), out_ids, capacity, out_count) }
    })
}

/// Writes to `*out_game` a full game consistent with the view: the same public state and hand of
/// the view's seat, every card the seat cannot see placed at random among the places the view
/// allows (a determinization). The same view and `seed` give the same game on every platform,
/// the game `hdz_game_determinize` gives for the view's game, seat and seed; its view of that
/// seat equals this view. The new game has no last events.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_determinize(
    view: *const HdzPlayerView,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    guard("hdz_player_view_determinize", || {
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        check_out(out_game, "out_game")?;
        // SAFETY: checked non-NULL.
        unsafe { out_game.write(HdzGame::boxed(v.view.determinize(seed))) };
        Ok(())
    })
}

// ----- action ids -----

/// Writes a short English text for the action `action_id` (for example `"play card 15"`,
/// `"take (2,3)"`, `"dog (0,4) -> (0,1)"`) to `*out_text`, a string to free with
/// `hdz_string_free`. Cells are written `(row,col)`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_text` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_to_string(action_id: u32, out_text: *mut *mut c_char) -> HdzStatus {
    guard("hdz_action_to_string", || {
        check_out(out_text, "out_text")?;
        let mv = Move::from_action_id(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { write_string(out_text, mv.to_string()) }
    })
}

/// Writes what the action `action_id` means (its kind, card, cells, answer) to `*out_move`.
///
/// Returns `HDZ_UNKNOWN_ACTION` unless `action_id < HDZ_NUM_ACTIONS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_move` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_action_describe(action_id: u32, out_move: *mut HdzMove) -> HdzStatus {
    guard("hdz_action_describe", || {
        check_out(out_move, "out_move")?;
        let mv = Move::from_action_id(action_id)?;
        // SAFETY: checked non-NULL.
        unsafe { out_move.write(HdzMove::from(mv)) };
        Ok(())
    })
}

// ----- bots -----

/// A computer player: one of the engine's bots. It decides for whichever player must decide,
/// from that player's view and the legal moves, never from the hidden cards.
///
/// Opaque to C. Create it with `hdz_bot_new` or `hdz_bot_new_timed`; free it with `hdz_bot_free`.
pub struct HdzBot {
    bot: Box<dyn Bot<Game> + Send>,
}

impl HdzBot {
    fn boxed(bot: Box<dyn Bot<Game> + Send>) -> *mut HdzBot {
        Box::into_raw(Box::new(HdzBot { bot }))
    }
}

/// # Safety
/// `bot` is NULL or points to a live `HdzBot` that nothing else uses during the call.
unsafe fn bot_mut<'a>(bot: *mut HdzBot) -> Result<&'a mut HdzBot, Error> {
    // SAFETY: by the caller's contract.
    unsafe { bot.as_mut() }.ok_or_else(|| Error::null("bot"))
}

/// Creates the bot called `name` and writes it to `*out_bot`: `"random"` (uniform among the
/// legal moves), `"greedy"` (a one-move heuristic), `"ismcts"` (information-set Monte Carlo
/// tree search at its default budget) or `"ismcts:N"` (with `N` iterations per decision, 1 to
/// `HDZ_MAX_BOT_ITERATIONS`). Its choices follow from `seed`: the same bot, seed and games give
/// the same moves on every platform. Free it with `hdz_bot_free`. `docs/bots.md` describes the
/// bots.
///
/// Returns `HDZ_INVALID_ARGUMENT` for any other name (or text that is not UTF-8).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string; `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new(name: *const c_char, seed: u64, out_bot: *mut *mut HdzBot) -> HdzStatus {
    guard("hdz_bot_new", || {
        // SAFETY: by the caller's contract.
        let name = unsafe { read_str(name, "name", HdzStatus::HDZ_INVALID_ARGUMENT) }?;
        check_out(out_bot, "out_bot")?;
        let bot = bots::by_name(name, seed).ok_or_else(|| Error::invalid(bots::unknown_bot_message(name)))?;
        // SAFETY: checked non-NULL.
        unsafe { out_bot.write(HdzBot::boxed(bot)) };
        Ok(())
    })
}

/// Creates an IS-MCTS bot that searches for `milliseconds` (1 to `HDZ_MAX_BOT_MILLISECONDS`) per
/// decision, and writes it to `*out_bot`. For a user interface that must answer in time: its
/// choices depend on the machine's speed, so unlike the named bots it does not repeat a game
/// exactly. Free it with `hdz_bot_free`.
///
/// Returns `HDZ_INVALID_ARGUMENT` for 0 or more than `HDZ_MAX_BOT_MILLISECONDS`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_bot` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_new_timed(milliseconds: u32, seed: u64, out_bot: *mut *mut HdzBot) -> HdzStatus {
    guard("hdz_bot_new_timed", || {
        check_out(out_bot, "out_bot")?;
        let time = std::time::Duration::from_millis(u64::from(milliseconds));
        let bot = bots::timed_ismcts(time, seed).ok_or_else(|| {
            Error::invalid(format!("a search of {milliseconds} ms: the time is 1 to {HDZ_MAX_BOT_MILLISECONDS} ms"))
        })?;
        // SAFETY: checked non-NULL.
        unsafe { out_bot.write(HdzBot::boxed(bot)) };
        Ok(())
    })
}

/// Lets `bot` choose a move for the player who must decide now in `game`, seeing only that
/// player's view, and writes its action id to `*out_action_id`. The game does not change: apply
/// the move with `hdz_game_apply`.
///
/// Returns `HDZ_GAME_OVER` once the game is over.
///
/// Thread safety: reads `game` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `game` is NULL or a live game; `out_action_id` is NULL or valid
/// for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_choose(bot: *mut HdzBot, game: *const HdzGame, out_action_id: *mut u32) -> HdzStatus {
    guard("hdz_bot_choose", || {
        // SAFETY: by the caller's contract.
        let bot = unsafe { bot_mut(bot) }?;
        // SAFETY: by the caller's contract.
        let g = unsafe { game_ref(game) }?;
        check_out(out_action_id, "out_action_id")?;
        let player = g.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        let legal = g.game.legal_moves();
        let chosen = bot.bot.choose(&g.game.view(player), &legal);
        if !legal.contains(&chosen) {
            return Err(Error::new(HdzStatus::HDZ_PANIC, format!("the bot chose {chosen}, which is not legal")));
        }
        // SAFETY: checked non-NULL.
        unsafe { out_action_id.write(u32::from(chosen.action_id())) };
        Ok(())
    })
}

/// Lets `bot` choose a move for the view's seat, which must decide now, seeing only the view,
/// and writes its action id to `*out_action_id`: for a client that holds its seat's view and no
/// game. The choice is the one `hdz_bot_choose` makes in the view's game (for the same bot, in the
/// same state). Apply the move where the game is (for example send it to the server).
///
/// Returns `HDZ_GAME_OVER` once the game is over, `HDZ_NOT_YOUR_TURN` if another seat decides now
/// (during a swap request the asked opponent decides, not the player whose turn it is).
///
/// Thread safety: reads `view` (other calls that only read it may run alongside) and changes
/// `bot`, which no other call may use at the same time.
///
/// # Safety
/// `bot` is NULL or a live bot; `view` is NULL or a live view; `out_action_id` is NULL or valid
/// for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_choose_from_view(
    bot: *mut HdzBot,
    view: *const HdzPlayerView,
    out_action_id: *mut u32,
) -> HdzStatus {
    guard("hdz_bot_choose_from_view", || {
        // SAFETY: by the caller's contract.
        let bot = unsafe { bot_mut(bot) }?;
        // SAFETY: by the caller's contract.
        let v = unsafe { view_ref(view) }?;
        check_out(out_action_id, "out_action_id")?;
        let me = v.view.seat();
        match v.view.current_player() {
            None => return Err(Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over")),
            Some(p) if p != me => {
                return Err(Error::new(
                    HdzStatus::HDZ_NOT_YOUR_TURN,
                    format!("this is seat {me}'s view, and seat {p} decides now"),
                ))
            }
            Some(_) => {}
        }
        let legal = v.view.legal_moves();
        let chosen = bot.bot.choose(&v.view, &legal);
        if !legal.contains(&chosen) {
            return Err(Error::new(HdzStatus::HDZ_PANIC, format!("the bot chose {chosen}, which is not legal")));
        }
        // SAFETY: checked non-NULL.
        unsafe { out_action_id.write(u32::from(chosen.action_id())) };
        Ok(())
    })
}

/// Frees a bot. NULL is ignored.
///
/// Thread safety: no other call may use `bot` at the same time or later.
///
/// # Safety
/// `bot` is NULL or a bot created by this library and not freed yet; it must not be used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn hdz_bot_free(bot: *mut HdzBot) {
    // SAFETY: by the caller's contract.
    unsafe { free_boxed(bot) }
}

#[cfg(test)]
mod tests;
