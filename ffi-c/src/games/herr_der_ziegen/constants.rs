//! Herr der Ziegen's constants, written out for cbindgen and checked against the game's own.

use crate::HDZ_NONE;
use herr_der_ziegen::layout::{MAX_CELLS, MAX_GRID, MAX_LINES};

/// The fewest players of Herr der Ziegen.
pub const HDZ_HZ_MIN_PLAYERS: usize = 2;
/// The most players of Herr der Ziegen.
pub const HDZ_HZ_MAX_PLAYERS: usize = 5;
/// Number of Herr der Ziegen action ids: valid ids are `0` to `HDZ_HZ_NUM_ACTIONS - 1`
/// (`hdz_hz_action_describe` says what each is).
pub const HDZ_HZ_NUM_ACTIONS: u32 = 810;
/// Most legal moves at any decision of Herr der Ziegen.
pub const HDZ_HZ_MAX_LEGAL_MOVES: usize = 128;
/// Most events one move of Herr der Ziegen produces (`hdz_hz_last_events`).
pub const HDZ_HZ_MAX_EVENTS: usize = 24;
/// Floats in a Herr der Ziegen observation tensor (layout in `docs/observation.md`).
pub const HDZ_HZ_OBSERVATION_SIZE: usize = 4642;
/// The most decisions a game of Herr der Ziegen can take.
pub const HDZ_HZ_MAX_GAME_LENGTH: u32 = 72_237;

crate::games::typed_extras::game_constants!(herr_der_ziegen::Game: HDZ_HZ_MIN_PLAYERS, HDZ_HZ_MAX_PLAYERS,
    HDZ_HZ_NUM_ACTIONS, HDZ_HZ_MAX_LEGAL_MOVES, HDZ_HZ_MAX_EVENTS, HDZ_HZ_OBSERVATION_SIZE,
    HDZ_HZ_MAX_GAME_LENGTH);

/// Number of Herr der Ziegen card ids: cards are `0` to `HDZ_HZ_NUM_CARDS - 1`.
pub const HDZ_HZ_NUM_CARDS: u32 = 121;
/// Number of goat kinds: kinds are `0` to `HDZ_HZ_NUM_KINDS - 1` (card `id < 90` is of kind
/// `id / 5`).
pub const HDZ_HZ_NUM_KINDS: usize = 18;
/// Number of cell indices: cells are `row * 7 + col`, `0` to `HDZ_HZ_NUM_CELLS - 1` (the 6x6 grid
/// of a two-player game uses the same numbers and leaves row 6 and column 6 empty).
pub const HDZ_HZ_NUM_CELLS: usize = 49;
/// Most dog swaps refused in one turn: every pair of cells within one row or column of the 7x7
/// grid. `HdzHzView::refused_swaps` holds this many.
pub const HDZ_HZ_MAX_REFUSED_SWAPS: usize = 294;

// The C constants must follow the core; a change there fails the build here.
const _: () = assert!(HDZ_HZ_NUM_CARDS as usize == herr_der_ziegen::NUM_CARDS);
const _: () = assert!(HDZ_HZ_NUM_KINDS == herr_der_ziegen::NUM_KINDS);
const _: () = assert!(HDZ_HZ_NUM_CELLS == MAX_CELLS);
const _: () = assert!(HDZ_HZ_MAX_REFUSED_SWAPS == MAX_LINES * MAX_GRID * (MAX_GRID - 1) / 2);
// `HDZ_NONE` must never be a card, cell, kind or seat.
const _: () = assert!(
    HDZ_NONE as usize >= HDZ_HZ_NUM_CARDS as usize
        && HDZ_NONE as usize >= HDZ_HZ_NUM_CELLS
        && HDZ_NONE as usize >= HDZ_HZ_MAX_PLAYERS
);
