//! What someone without a seat is told, for every game: the spectator's view handle,
//! `HdzSpectatorView` (the public part of a game, without a hand or legal moves), and the events
//! of the last move as a seat or a spectator may know them.

use std::ffi::c_char;

use super::bounds::HDZ_NONE;
use super::buffer::read_json;
use super::game::HdzGame;
use super::handle::{castable, free, get, make};
use super::kinds::{kind_of, HdzGameKind};
use super::read::{read, read_text};
use super::status::HdzStatus;
use game_registry::dynamic::DynSpectatorView;

/// What a spectator may know of a game of any kind: what every seat sees alike, never a card
/// of any hand, no legal moves. A client that watches a table without a seat (the JSON of
/// `hdz_game_spectator_view_json`, as a server sends it) loads it into one of these.
///
/// Opaque to C. Create it with `hdz_spectator_view_from_json`, `hdz_game_spectator_view` or
/// `hdz_spectator_view_clone`; free it with `hdz_spectator_view_free`. It never changes once
/// made, so any calls may read it at the same time.
pub struct HdzSpectatorView {
    pub(crate) view: Box<dyn DynSpectatorView>,
}

castable!(HdzSpectatorView holds DynSpectatorView in view, named "view" and "out_view");

/// Writes the events of the last successful `hdz_game_apply` (or `_apply_for`) as the seat
/// `player` may know them, or as a spectator may if `player` is `HDZ_NONE`, as a JSON array to
/// `*out_json` (`[]` when no move was applied since the game was created or loaded), a string to
/// free with `hdz_string_free`: the events `hdz_game_last_events_json` writes, with what the
/// observer may not know left out (in Le Baron the cards another seat draws). This, never the
/// full events, is what a server sends each seat and each spectator.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is neither a seat of the game nor `HDZ_NONE`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_events_for_json(
    game: *const HdzGame,
    player: u32,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    let observer = (player != u32::from(HDZ_NONE)).then_some(player);
    // SAFETY: by the caller's contract.
    unsafe {
        read_text("hdz_game_events_for_json", game, out_json, "out_json", |g| Ok(g.last_events_for_json(observer)?))
    }
}

/// Writes what a spectator may know of `game` as JSON to `*out_json`, a string to free with
/// `hdz_string_free`: the part of every seat's view that all seats see alike, under its own
/// format (`"<game>/spectator-view"`), which `hdz_spectator_view_from_json` loads.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_spectator_view_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_text("hdz_game_spectator_view_json", game, out_json, "out_json", |g| Ok(g.spectator_view().to_json()))
    }
}

/// Writes what a spectator may know of `game` to `*out_view` as a handle, to free with
/// `hdz_spectator_view_free`. The handle does not refer to the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_spectator_view(
    game: *const HdzGame,
    out_view: *mut *mut HdzSpectatorView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_game_spectator_view", || get(game), out_view, |g| Ok(g.spectator_view())) }
}

/// Loads a spectator's view of a game of kind `kind` from JSON (the text
/// `hdz_game_spectator_view_json` or `hdz_spectator_view_to_json` writes) and writes it to
/// `*out_view`. It is checked completely: it must be what every seat of a possible game sees
/// alike.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind, `HDZ_INVALID_JSON` for text that is not a
/// spectator view document of that game (a missing, unknown or repeated field, a value of the
/// wrong type), `HDZ_INVALID_STATE` for a document of another format or version (a seat's view,
/// another game's) or one that no game could show.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_view` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_from_json(
    kind: u32,
    json: *const c_char,
    out_view: *mut *mut HdzSpectatorView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        make(
            "hdz_spectator_view_from_json",
            || read_json(json, "json"),
            out_view,
            |text| Ok(kind_of(kind)?.load_spectator_view(text)?),
        )
    }
}

/// Copies `view` into a new handle written to `*out_view`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_view` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_clone(
    view: *const HdzSpectatorView,
    out_view: *mut *mut HdzSpectatorView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { make("hdz_spectator_view_clone", || get(view), out_view, |v| Ok(v.boxed_clone())) }
}

/// Frees a spectator's view handle (NULL is ignored). No call may use it afterwards, on any
/// thread.
///
/// # Safety
/// `view` is NULL or a spectator's view of this library that is not freed yet.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_free(view: *mut HdzSpectatorView) {
    // SAFETY: by the caller's contract.
    unsafe { free(view) }
}

/// Writes the kind of the spectator's view's game to `*out_kind`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_kind` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_kind(
    view: *const HdzSpectatorView,
    out_kind: *mut HdzGameKind,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_spectator_view_kind", view, out_kind, "out_kind", |v| Ok(HdzGameKind::of_index(v.kind().index())))
    }
}

/// Writes the number of players of the spectator's view's game to `*out_players`.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_players` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_players(view: *const HdzSpectatorView, out_players: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_spectator_view_players", view, out_players, "out_players", |v| Ok(u32::from(v.players()))) }
}

/// Writes the seat that decides now to `*out_player`, or `HDZ_NONE` once the game is over (not a
/// failure).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_player` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_current_player(
    view: *const HdzSpectatorView,
    out_player: *mut u32,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_spectator_view_current_player", view, out_player, "out_player", |v| {
            Ok(u32::from(v.current_player().unwrap_or(HDZ_NONE)))
        })
    }
}

/// Writes the number of the phase the game is in to `*out_phase` (as `hdz_game_phase`;
/// `hdz_phase_name` names it).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_phase` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_phase(view: *const HdzSpectatorView, out_phase: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_spectator_view_phase", view, out_phase, "out_phase", |v| Ok(u32::from(v.phase()))) }
}

/// Writes the number of the current turn, from 1, to `*out_turn` (as `hdz_game_turn`).
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_turn` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_turn(view: *const HdzSpectatorView, out_turn: *mut u32) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_spectator_view_turn", view, out_turn, "out_turn", |v| Ok(u32::from(v.turn()))) }
}

/// Writes the spectator's view as JSON to `*out_json`, a string to free with `hdz_string_free`:
/// the text `hdz_game_spectator_view_json` writes, byte for byte.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live spectator's view; `out_json` is NULL or valid for writing one
/// pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_spectator_view_to_json(
    view: *const HdzSpectatorView,
    out_json: *mut *mut c_char,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_spectator_view_to_json", view, out_json, "out_json", |v| Ok(v.to_json())) }
}
