//! The view handle of every game, `HdzView`: one seat's view without the game, for a client
//! that receives only its seat's view (as JSON) and must list its moves, ask a bot for a hint or
//! sample full games consistent with what it knows.

use std::ffi::c_char;

use super::bounds::HDZ_NONE;
use super::buffer::read_json;
use super::game::HdzGame;
use super::handle::{castable, free, get, make};
use super::kinds::{kind_of, HdzGameKind};
use super::read::{read, read_legal_ids, read_observation, read_text, Observation};
use super::status::HdzStatus;
use game_registry::dynamic::DynView;

/// What one seat may know of a game of any kind (its view), without the game: the public state,
/// the seat's own cards, what it saw of the others; never a card it cannot know. A networked
/// client that receives only its seat's view (the JSON of `hdz_game_view_json`) loads it
/// into one of these to list its legal moves, ask a bot for a move or sample a full game
/// consistent with it.
///
/// Opaque to C. Create it with `hdz_view_from_json`, `hdz_game_view` or
/// `hdz_view_clone`; free it with `hdz_view_free`. A view never changes once made, so any
/// calls may read it at the same time.
pub struct HdzView {
    pub(crate) view: Box<dyn DynView>,
}

castable!(HdzView holds DynView in view, named "view" and "out_view");

/// Loads a seat's view of a game of kind `kind` from JSON (the text `hdz_game_view_json` or
/// `hdz_view_to_json` writes, for example what a server sends a networked client) and writes
/// it to `*out_view`. The view is checked completely, as a state is: it must describe what one
/// seat of a possible game may know.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` for text that is not a
/// view document of that game, `HDZ_INVALID_STATE` for a document that describes an impossible
/// view (wrong format or version, for example a full state document or another game's view;
/// cards that are not the deck; inconsistent counts or phase).
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_view` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_from_json(kind: u32, json: *const c_char, out_view: *mut *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make("hdz_view_from_json", || read_json(json, "json"), out_view, |text| Ok(kind_of(kind)?.load_view(text)?))
    }
}

/// Writes what the seat `player` may know of `game` to `*out_view` as a view handle, to free
/// with `hdz_view_free` (the view `hdz_game_view_json` writes as JSON). The handle does
/// not refer to the game: it stays as it is when the game moves on or is freed.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view(game: *const HdzGame, player: u32, out_view: *mut *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_game_view", || get(game), out_view, |g| Ok(g.view(g.seat(player)?))) }
}

/// Copies `view` into a new view handle written to `*out_view`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_clone(view: *const HdzView, out_view: *mut *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_view_clone", || get(view), out_view, |v| Ok(v.boxed_clone())) }
}

/// Frees a view handle (NULL is ignored). No call may use it afterwards, on any thread.
///
/// # Safety
/// `view` is NULL or a view of this library that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_free(view: *mut HdzView) {
    // SAFETY: by the caller's contract.
    unsafe { free(view) }
}

/// Writes the kind of the view's game to `*out_kind`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_kind` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_kind(view: *const HdzView, out_kind: *mut HdzGameKind) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_kind", view, out_kind, "out_kind", |v| Ok(HdzGameKind::of_index(v.kind().index()))) }
}

/// Writes the seat whose view this is to `*out_seat`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_seat` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_seat(view: *const HdzView, out_seat: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_seat", view, out_seat, "out_seat", |v| Ok(u32::from(v.seat()))) }
}

/// Writes the number of players of the view's game to `*out_players`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_players(view: *const HdzView, out_players: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_players", view, out_players, "out_players", |v| Ok(u32::from(v.players()))) }
}

/// Writes the seat that decides now to `*out_player` (the view's own seat when its legal moves
/// are not empty), or `HDZ_NONE` once the game is over (not a failure).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_current_player(view: *const HdzView, out_player: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_view_current_player", view, out_player, "out_player", |v| {
            Ok(u32::from(v.current_player().unwrap_or(HDZ_NONE)))
        })
    }
}

/// Writes the number of the phase the view's game is in to `*out_phase` (as
/// `hdz_game_phase`; `hdz_phase_name` names it).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_phase(view: *const HdzView, out_phase: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_phase", view, out_phase, "out_phase", |v| Ok(u32::from(v.phase()))) }
}

/// Writes the number of the current turn, from 1, to `*out_turn` (as `hdz_game_turn`).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_turn` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_turn(view: *const HdzView, out_turn: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_turn", view, out_turn, "out_turn", |v| Ok(u32::from(v.turn()))) }
}

/// Writes the view as JSON to `*out_json`, a string to free with `hdz_string_free`: the text
/// `hdz_game_view_json` writes for the view's game and seat, byte for byte, which
/// `hdz_view_from_json` loads back.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_to_json(view: *const HdzView, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_view_to_json", view, out_json, "out_json", |v| Ok(v.to_json())) }
}

/// Writes the legal action ids of the view's seat, in the game's fixed order, to
/// `out_ids[0..count]` and their number to `*out_count`: the ids `hdz_game_legal_moves`
/// lists for the game when that seat decides now, and none (count 0, not an error) when another
/// seat decides or the game is over. A seat's legal moves depend only on what it sees, so the
/// view suffices.
///
/// Buffers as for `hdz_game_legal_moves`: `HDZ_MAX_LEGAL_MOVES` ids always suffice; with
/// a smaller `capacity` the call returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to
/// `*out_count` and nothing to `out_ids`. `out_ids` may be NULL when `capacity` is 0.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_ids` is NULL or valid for writing `capacity` ids;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_legal_moves(
    view: *const HdzView,
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_legal_ids("hdz_view_legal_moves", view, out_ids, capacity, out_count, |v, ids| v.legal_ids(ids)) }
}

/// Writes whether the view's seat may make the move `action_id` now to `*out_legal`: false for a
/// number that is no action id of the game, when another seat decides and once the game is over.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_legal` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_is_legal(view: *const HdzView, action_id: u32, out_legal: *mut bool) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_view_is_legal", view, out_legal, "out_legal", |v| Ok(v.is_legal(action_id))) }
}

/// Writes the observation tensor of the view's seat to `out[0..len]` and its length to
/// `*out_len`: the tensor `hdz_game_observation` writes for that game and seat. Buffers as
/// for `hdz_game_observation`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out` is NULL or valid for writing `capacity` floats; `out_len`
/// is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_observation(
    view: *const HdzView,
    out: *mut f32,
    capacity: usize,
    out_len: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_observation("hdz_view_observation", view, out, capacity, out_len, |v| {
            Ok(Observation { size: v.observation_size(), write: Box::new(move |out| v.observe(out)) })
        })
    }
}

/// Writes to `*out_game` a full game consistent with the view: the same public state and cards
/// of the view's seat, every card the seat cannot see placed at random among the places the view
/// allows (a determinization). The same view and `seed` give the same game on every platform,
/// the game `hdz_game_determinize` gives for the view's game, seat and seed; its view of that
/// seat equals this view. The new game has no last events.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_game` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_view_determinize(
    view: *const HdzView,
    seed: u64,
    out_game: *mut *mut HdzGame,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_view_determinize", || get(view), out_game, |v| Ok(v.determinize(seed))) }
}
