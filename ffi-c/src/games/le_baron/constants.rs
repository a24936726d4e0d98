//! Le Baron's constants, written out for cbindgen and checked against the game's own.

/// The fewest players of Le Baron.
pub const HDZ_LB_MIN_PLAYERS: usize = 2;
/// The most players of Le Baron.
pub const HDZ_LB_MAX_PLAYERS: usize = 10;
/// Number of Le Baron action ids: `0` to `109` choose card `id + 1`, `110` to `114` place the
/// revealed card on row `id - 110`, `115` to `119` take row `id - 115`.
pub const HDZ_LB_NUM_ACTIONS: u32 = 120;
/// Most legal moves at any decision of Le Baron.
pub const HDZ_LB_MAX_LEGAL_MOVES: usize = 5;
/// Most events one move of Le Baron produces (`hdz_lb_last_events`).
pub const HDZ_LB_MAX_EVENTS: usize = 32;
/// Floats in a Le Baron observation tensor (layout in `docs/observation.md`).
pub const HDZ_LB_OBSERVATION_SIZE: usize = 2222;
/// The most decisions a game of Le Baron can take.
pub const HDZ_LB_MAX_GAME_LENGTH: u32 = 18_624;

crate::games::typed_extras::game_constants!(le_baron::Game: HDZ_LB_MIN_PLAYERS, HDZ_LB_MAX_PLAYERS, HDZ_LB_NUM_ACTIONS,
    HDZ_LB_MAX_LEGAL_MOVES, HDZ_LB_MAX_EVENTS, HDZ_LB_OBSERVATION_SIZE, HDZ_LB_MAX_GAME_LENGTH);

/// Rows on a Le Baron table.
pub const HDZ_LB_NUM_ROWS: usize = 5;
/// Most cards in a Le Baron row.
pub const HDZ_LB_ROW_CAPACITY: usize = 30;
/// Most cards in a Le Baron hand.
pub const HDZ_LB_HAND_SIZE: usize = 4;
/// Colours of the heads on Le Baron cards, in the order blue, yellow, green, red, black, white.
pub const HDZ_LB_NUM_COLOURS: usize = 6;
/// Le Baron cards are numbered 1 to `HDZ_LB_NUM_CARDS`.
pub const HDZ_LB_NUM_CARDS: u32 = 110;
/// Entries of `HdzLbView::card_heads`: one per card number, and an unused entry 0.
pub const HDZ_LB_CARD_HEADS_SIZE: usize = 111;
/// The most cards one Le Baron seat holds, in hand and pile (the deal of a two-player game).
pub const HDZ_LB_MAX_HELD: usize = 24;
/// Bytes of the deck id in `HdzLbView::deck`, the terminating NUL included.
pub const HDZ_LB_DECK_ID_SIZE: usize = 41;

const _: () = assert!(HDZ_LB_NUM_ROWS == le_baron::NUM_ROWS && HDZ_LB_ROW_CAPACITY == le_baron::ROW_CAPACITY);
const _: () = assert!(HDZ_LB_HAND_SIZE <= HDZ_LB_MAX_LEGAL_MOVES);
const _: () = assert!(HDZ_LB_NUM_COLOURS == le_baron::NUM_COLOURS);
const _: () = assert!(HDZ_LB_NUM_CARDS as usize == le_baron::NUM_CARDS);
const _: () = assert!(HDZ_LB_CARD_HEADS_SIZE == HDZ_LB_NUM_CARDS as usize + 1);
const _: () = assert!(HDZ_LB_MAX_HELD == le_baron::options::MAX_HELD);
const _: () = assert!(HDZ_LB_DECK_ID_SIZE == le_baron::options::MAX_DECK_ID + 1);
