//! Herr der Ziegen's constants, written out for cbindgen and checked against the game's own.

use crate::{HdzGameKind, HDZ_NONE};
use herr_der_ziegen::layout::{MAX_CELLS, MAX_GRID, MAX_LINES};

/// The kind number of Herr der Ziegen, for its functions that take no kind.
pub(crate) const KIND: u32 = HdzGameKind::HerrDerZiegen as u32;

/// The fewest players of Herr der Ziegen.
pub const HDZ_HDZ_MIN_PLAYERS: usize = 2;
/// The most players of Herr der Ziegen.
pub const HDZ_HDZ_MAX_PLAYERS: usize = 5;
/// Number of Herr der Ziegen action ids: valid ids are `0` to `HDZ_HDZ_NUM_ACTIONS - 1`.
pub const HDZ_HDZ_NUM_ACTIONS: u32 = 810;
/// Most legal moves at any decision of Herr der Ziegen.
pub const HDZ_HDZ_MAX_LEGAL_MOVES: usize = 128;
/// Most events one move of Herr der Ziegen produces (`hdz_game_last_events`).
pub const HDZ_HDZ_MAX_EVENTS: usize = 24;
/// Floats in a Herr der Ziegen observation tensor (layout in `docs/observation.md`).
pub const HDZ_HDZ_OBSERVATION_SIZE: usize = 4642;
/// The most decisions a game of Herr der Ziegen can take.
pub const HDZ_HDZ_MAX_GAME_LENGTH: u32 = 72_237;

crate::games::typed_extras::game_constants!(herr_der_ziegen::Game: HDZ_HDZ_MIN_PLAYERS, HDZ_HDZ_MAX_PLAYERS,
    HDZ_HDZ_NUM_ACTIONS, HDZ_HDZ_MAX_LEGAL_MOVES, HDZ_HDZ_MAX_EVENTS, HDZ_HDZ_OBSERVATION_SIZE,
    HDZ_HDZ_MAX_GAME_LENGTH);

/// Herr der Ziegen's number of action ids (`HDZ_HDZ_NUM_ACTIONS`), kept under its first name,
/// which reads as if it held for every game: valid Herr der Ziegen ids are `0` to
/// `HDZ_NUM_ACTIONS - 1`. For a buffer that fits every game use `HDZ_ANY_MAX_NUM_ACTIONS`.
pub const HDZ_NUM_ACTIONS: u32 = HDZ_HDZ_NUM_ACTIONS;
/// Herr der Ziegen's most legal moves at a decision (`HDZ_HDZ_MAX_LEGAL_MOVES`): a buffer of this
/// many ids always suffices for `hdz_game_legal_moves`. For every game use
/// `HDZ_ANY_MAX_LEGAL_MOVES` (today the same number).
pub const HDZ_MAX_LEGAL_MOVES: usize = HDZ_HDZ_MAX_LEGAL_MOVES;
/// Herr der Ziegen's most events of one move (`HDZ_HDZ_MAX_EVENTS`): a buffer of this many
/// always suffices for `hdz_game_last_events`. For every game use `HDZ_ANY_MAX_EVENTS`.
pub const HDZ_MAX_EVENTS: usize = HDZ_HDZ_MAX_EVENTS;
/// Herr der Ziegen's most players (`HDZ_HDZ_MAX_PLAYERS`; the fewest is 2): the seat arrays of
/// `HdzView` and `HdzScores` hold this many. Other games seat more: for a per-seat buffer that
/// fits every game use `HDZ_MAX_SEATS`.
pub const HDZ_MAX_PLAYERS: usize = HDZ_HDZ_MAX_PLAYERS;
/// Herr der Ziegen's floats in an observation tensor (`HDZ_HDZ_OBSERVATION_SIZE`): a buffer of
/// this many always suffices for `hdz_game_observation`. For every game use
/// `HDZ_ANY_MAX_OBSERVATION_SIZE`.
pub const HDZ_OBSERVATION_SIZE: usize = HDZ_HDZ_OBSERVATION_SIZE;
/// Number of Herr der Ziegen card ids: cards are `0` to `HDZ_NUM_CARDS - 1`.
pub const HDZ_NUM_CARDS: u32 = 121;
/// Number of goat kinds: kinds are `0` to `HDZ_NUM_KINDS - 1` (card `id < 90` is of kind
/// `id / 5`).
pub const HDZ_NUM_KINDS: usize = 18;
/// Number of cell indices: cells are `row * 7 + col`, `0` to `HDZ_NUM_CELLS - 1` (the 6x6 grid
/// of a two-player game uses the same numbers and leaves row 6 and column 6 empty).
pub const HDZ_NUM_CELLS: usize = 49;
/// Most dog swaps refused in one turn: every pair of cells within one row or column of the 7x7
/// grid. `HdzView::refused_swaps` holds this many.
pub const HDZ_MAX_REFUSED_SWAPS: usize = 294;

// The C constants must follow the core; a change there fails the build here.
const _: () = assert!(HDZ_NUM_CARDS as usize == herr_der_ziegen::NUM_CARDS);
const _: () = assert!(HDZ_NUM_KINDS == herr_der_ziegen::NUM_KINDS);
const _: () = assert!(HDZ_NUM_CELLS == MAX_CELLS);
const _: () = assert!(HDZ_MAX_REFUSED_SWAPS == MAX_LINES * MAX_GRID * (MAX_GRID - 1) / 2);
// `HDZ_NONE` must never be a card, cell, kind or seat.
const _: () = assert!(
    HDZ_NONE as usize >= HDZ_NUM_CARDS as usize
        && HDZ_NONE as usize >= HDZ_NUM_CELLS
        && HDZ_NONE as usize >= HDZ_MAX_PLAYERS
);
