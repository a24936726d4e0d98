//! What a game of Herr der Ziegen writes out: a seat's view in its three forms (plain struct,
//! handle, JSON), what a card is, a seat's observation tensor, and the full state as JSON.

use std::ffi::c_char;

use herr_der_ziegen::{CardId, Game};

use super::cards::HdzCard;
use super::constants::HDZ_NUM_CARDS;
use super::game::HdzGame;
use super::player_view::HdzPlayerView;
use super::view::HdzView;
use crate::entry::read::read;
use crate::entry::status::Error;
use crate::games::typed_extras::played;
use crate::games::typed_extras::typed_view;
use crate::HdzStatus;
use crate::{HdzAnyGame, HdzAnyView};

/// Writes what the seat `player` may know (public state, own hand, the opponents' cards seen
/// entering their hands; never the pile's order) as JSON to `*out_json`, a string to free with
/// `hdz_string_free`. Give players and bots this, never the full state.
///
/// A seat's view comes in three forms: this JSON text, a plain struct (`hdz_game_view_struct`)
/// and an owned handle (`hdz_game_view_handle`); `hdz_player_view_from_json` loads the text into
/// a handle.
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::view_json("hdz_game_view_json", game, player, out_json) }
}

/// Writes what the seat `player` may know to `*out_view` as a plain struct, `HdzView`: the same
/// information as `hdz_game_view_json` (public state, own hand, the opponents' cards seen
/// entering their hands, how many of their cards are unknown; never an unknown card nor the
/// pile's order), without JSON and without allocating anything the caller must free. The fields
/// are described at `HdzView`; a game and any determinization of it for `player` give views
/// equal byte for byte.
///
/// A seat's view comes in three forms: this struct, an owned handle (`hdz_game_view_handle`)
/// and JSON text (`hdz_game_view_json`).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game, or for a game of
/// another kind.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one `HdzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view_struct(game: *const HdzGame, player: u32, out_view: *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view::<Game, HdzView>("hdz_game_view_struct", game, player, out_view) }
}

/// Deprecated: the old name of `hdz_game_view_struct`, which it calls; kept for one release.
///
/// # Safety
/// As for `hdz_game_view_struct`.
#[deprecated(note = "renamed hdz_game_view_struct")]
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view(game: *const HdzGame, player: u32, out_view: *mut HdzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view::<Game, HdzView>("hdz_game_view", game, player, out_view) }
}

/// Writes what the seat `player` may know of `game` to `*out_view` as a view handle, an
/// `HdzPlayerView` to free with `hdz_player_view_free` (the view `hdz_game_view_json` writes as
/// JSON). The handle does not refer to the game: it stays as it is when the game moves on or is
/// freed.
///
/// A seat's view comes in three forms: this handle, a plain struct (`hdz_game_view_struct`) and
/// JSON text (`hdz_game_view_json`).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_view_handle(
    game: *const HdzGame,
    player: u32,
    out_view: *mut *mut HdzPlayerView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::game_view("hdz_game_view_handle", game, player, out_view) }
}

/// Deprecated: the old name of `hdz_game_view_handle`, which it calls; kept for one release.
///
/// # Safety
/// As for `hdz_game_view_handle`.
#[deprecated(note = "renamed hdz_game_view_handle")]
#[no_mangle]
pub unsafe extern "C" fn hdz_game_player_view(
    game: *const HdzGame,
    player: u32,
    out_view: *mut *mut HdzPlayerView,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyView::game_view("hdz_game_player_view", game, player, out_view) }
}

/// Writes what the card `card_id` is in `game` (a goat card with its kind and value, a dog, or a
/// milk card with its value) to `*out_card`. The game is needed for milk cards: how many are
/// worth 1 is an option of the game (`milk_ones`, 8 by default); goat cards and dogs are the
/// same in every game (card `id < 90` is kind `id / 5` with value `id % 5 + 1`, `90..105` are
/// dogs).
///
/// Returns `HDZ_INVALID_ARGUMENT` unless `card_id < HDZ_NUM_CARDS`, or for a game of another
/// kind.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_card_info(game: *const HdzGame, card_id: u32, out_card: *mut HdzCard) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read("hdz_game_card_info", game, out_card, "out_card", |g| {
            let played = played::<Game>(g)?;
            let card = u8::try_from(card_id).ok().and_then(CardId::new).ok_or_else(|| {
                Error::invalid(format!("{card_id} is not a card id (cards are 0 to {})", HDZ_NUM_CARDS - 1))
            })?;
            Ok(HdzCard::from(played.game.card(card)))
        })
    }
}

/// Writes the observation tensor of the seat `player` (computed from its view alone; layout in
/// `docs/observation.md`) into `out`, which holds `capacity` floats. `HDZ_OBSERVATION_SIZE`
/// floats always suffice; with a smaller buffer the call returns `HDZ_BUFFER_TOO_SMALL` and
/// writes nothing.
///
/// Buffers follow the rule of every buffer-writing function: `out` may be NULL when `capacity`
/// is 0, which asks for the size (`HDZ_BUFFER_TOO_SMALL`); a NULL `out` with a capacity is
/// `HDZ_NULL_POINTER`. The size is always `HDZ_OBSERVATION_SIZE`, so this function has no count
/// out-parameter (`hdz_any_game_observation` has one).
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::observation("hdz_game_observation", game, player, out, capacity, None) }
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
    // SAFETY: by the caller's contract.
    unsafe { HdzAnyGame::to_json("hdz_game_to_json", game, out_json) }
}
