//! Herr der Ziegen's view handle, `HdzPlayerView` (an `HdzAnyView` of kind
//! `HDZ_GAME_KIND_HERR_DER_ZIEGEN`): one seat's view without the game, for a client that only
//! receives its seat's view. Each function is its `hdz_any_view_*` twin, but for the plain struct
//! `HdzView`.

use std::ffi::c_char;

use herr_der_ziegen::Game;

use super::constants::KIND;
use super::game::HdzGame;
use super::view::HdzView;
use crate::games::typed_extras::typed_view_of_handle;
use crate::HdzAnyView;
use crate::HdzStatus;

/// What one seat of a Herr der Ziegen game may know (its view), without the game: the public
/// state, the seat's own hand, the opponents' cards seen entering their hands, how many cards
/// are unknown; never an unknown card nor the pile's order. A networked client that receives
/// only its seat's view (the JSON of `hdz_game_view_json`) loads it into one of these to read
/// it, list its legal moves, ask a bot for a move or sample a full game consistent with it. It
/// is an `HdzAnyView` (the same type), so every `hdz_any_view_*` function takes it too.
///
/// Opaque to C. Create it with `hdz_player_view_from_json`, `hdz_game_view_handle` or
/// `hdz_player_view_clone`; free it with `hdz_player_view_free`. A view never changes once made.
pub type HdzPlayerView = HdzAnyView;

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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::from_json("hdz_player_view_from_json", KIND, json, out_view) }
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::copy("hdz_player_view_clone", view, out_view) }
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
    unsafe { crate::entry::handle::free(view) }
}

/// Writes the view to `*out_view` as a plain struct (fields described at `HdzView`): the same
/// bytes `hdz_game_view_struct` writes for the view's game and seat.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a view of another game.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one `HdzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_struct(view: *const HdzPlayerView, out_view: *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view_of_handle::<Game, HdzView>("hdz_player_view_struct", view, out_view) }
}

/// Deprecated: the old name of `hdz_player_view_struct`, which it calls; kept for one release.
///
/// # Safety
/// As for `hdz_player_view_struct`.
#[deprecated(note = "renamed hdz_player_view_struct")]
#[no_mangle]
pub unsafe extern "C" fn hdz_player_view_get(view: *const HdzPlayerView, out_view: *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view_of_handle::<Game, HdzView>("hdz_player_view_get", view, out_view) }
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::to_json("hdz_player_view_to_json", view, out_json) }
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::legal_moves("hdz_player_view_legal_moves", view, out_ids, capacity, out_count) }
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::determinize("hdz_player_view_determinize", view, seed, out_game) }
}
