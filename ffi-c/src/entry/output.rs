//! What a game of any kind writes out: its state, a seat's view as JSON, the events of the last
//! move, the scores (one document shape for every game) and the outcome, and a seat's
//! observation tensor.

use std::ffi::c_char;

use game_core::{Outcome, ScoreOrder};

use super::bounds::HDZ_MAX_SEATS;
use super::game::HdzGame;
use super::read::{read, read_observation, read_text, Observation};
use super::status::HdzStatus;

/// A game's scores reduced to one number per seat and the winners, the same for every kind
/// (`hdz_game_outcome`). The full breakdown of a game's scores is `hdz_game_scores_json`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzOutcome {
    /// Each seat's score as the game counts it (points, or penalty points when `lower_wins`);
    /// `scores[0]` to `scores[players - 1]` are meaningful, the rest are 0.
    pub scores: [i32; HDZ_MAX_SEATS],
    /// Bit `s` is set for every winning seat (ties share the victory).
    pub winners: u16,
    /// Number of players.
    pub players: u8,
    /// Whether the lowest score wins (penalty points, as in Le Baron's base game) rather than the
    /// highest.
    pub lower_wins: bool,
}

impl From<Outcome> for HdzOutcome {
    fn from(o: Outcome) -> HdzOutcome {
        HdzOutcome {
            scores: o.scores,
            winners: o.winners,
            players: o.players,
            lower_wins: o.order == ScoreOrder::LowerWins,
        }
    }
}

// No padding: C callers may compare or hash the struct as bytes.
const _: () = assert!(std::mem::size_of::<HdzOutcome>() == 4 * HDZ_MAX_SEATS + 2 + 1 + 1);

/// Writes the full state (every hidden card included) as versioned JSON to `*out_json`, a
/// string to free with `hdz_string_free`. `hdz_game_from_json` with the same kind loads it
/// back.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_to_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_game_to_json", game, out_json, "out_json", |g| Ok(g.to_json())) }
}

/// Writes what the seat `player` may know as JSON to `*out_json`, a string to free with
/// `hdz_string_free`: the game's view document, what a server sends that seat's client (which
/// loads it with `hdz_view_from_json`). Give players and bots this, never the full state.
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
    unsafe { read_text("hdz_game_view_json", game, out_json, "out_json", |g| Ok(g.view(g.seat(player)?).to_json())) }
}

/// Writes the events of the last successful `hdz_game_apply` (or `_apply_for`) on this game
/// as a JSON array to `*out_json` (`[]` for a game no move was applied to since it was created
/// or loaded), a string to free with `hdz_string_free`. Each event is an object of the game's
/// own event format, named by its `"event"` field. Each game's typed events
/// (`hdz_hz_last_events`, `hdz_zk_last_events`, `hdz_lb_last_events`) are the same events as
/// plain structs.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_last_events_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_game_last_events_json", game, out_json, "out_json", |g| Ok(g.last_events_json()?)) }
}

/// Writes the scores as things stand (final once the game is over) as JSON to `*out_json`, a
/// string to free with `hdz_string_free`, in one shape for every game, with exactly one entry per
/// seat:
///
/// `{"game": "le-baron", "players": 3, "is_final": false, "order": "lower_wins", "seats":
/// [{"seat": 0, "total": 12, "winner": false, "breakdown": {...}}, ...], "winners": [1]}`
///
/// `order` is `"higher_wins"` or `"lower_wins"`; `total` and `winner` are those of
/// `hdz_game_outcome`; `winners` lists the winning seats (ties share the victory); each
/// seat's `breakdown` is the game's own record of that seat's score (`docs/c-api.md` lists the
/// fields of each game).
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_json` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_scores_json(game: *const HdzGame, out_json: *mut *mut c_char) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_text("hdz_game_scores_json", game, out_json, "out_json", |g| Ok(g.scores_json()?)) }
}

/// Writes the scores as things stand (final once the game is over), one number per seat, and the
/// winners to `*out_outcome`.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_outcome` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_outcome(game: *const HdzGame, out_outcome: *mut HdzOutcome) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read("hdz_game_outcome", game, out_outcome, "out_outcome", |g| Ok(HdzOutcome::from(g.outcome()))) }
}

/// Writes the observation tensor of the seat `player` (computed from its view alone; each game's
/// layout is in `docs/observation.md`) to `out[0..len]` and its length (the kind's
/// `observation_size`) to `*out_len`. A buffer of `HDZ_MAX_OBSERVATION_SIZE` floats always
/// suffices.
///
/// If `capacity` is smaller than the length, returns `HDZ_BUFFER_TOO_SMALL`, writes the length to
/// `*out_len` and nothing to `out`. `out` may be NULL when `capacity` is 0 (to ask for the
/// length).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `player` is not a seat of the game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out` is NULL or valid for writing `capacity` floats; `out_len`
/// is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_observation(
    game: *const HdzGame,
    player: u32,
    out: *mut f32,
    capacity: usize,
    out_len: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_observation("hdz_game_observation", game, out, capacity, out_len, |g| {
            let view = g.view(g.seat(player)?);
            Ok(Observation { size: view.observation_size(), write: Box::new(move |out| view.observe(out)) })
        })
    }
}
