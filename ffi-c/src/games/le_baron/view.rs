//! What one seat of a Le Baron game may know, as a plain C struct, `HdzLbView`: everything its
//! view document holds (`docs/state-format-le-baron.md`), for frontends that draw the table
//! without parsing JSON.

use std::ffi::c_char;

use game_core::{GamePhase, GameView};
use le_baron::{EndReason, Game, PlayerView};

use super::constants::{
    HDZ_LB_CARD_HEADS_SIZE, HDZ_LB_DECK_ID_SIZE, HDZ_LB_HAND_SIZE, HDZ_LB_MAX_HELD, HDZ_LB_MAX_PLAYERS,
    HDZ_LB_NUM_CARDS, HDZ_LB_NUM_COLOURS, HDZ_LB_NUM_ROWS, HDZ_LB_ROW_CAPACITY,
};
use crate::games::typed_extras::{array, byte, c_text, typed_view, typed_view_of_handle};
use crate::{HdzGame, HdzView};
use crate::{HdzStatus, HDZ_NONE};

/// What one seat of a Le Baron game may know, as a plain struct (`hdz_lb_view`,
/// `hdz_lb_view_struct`): everything the view JSON holds (`hdz_game_view_json`), without
/// JSON. Cards are numbers 1 to 110 (`card_heads` and `hdz_lb_card_info` say what each shows);
/// seat arrays are indexed by seat and hold `players` entries; unused card entries are 0, unused
/// seats `HDZ_NONE`. The struct has no padding, so `memcmp` compares two views.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzLbView {
    /// Each seat's points from its penalty pile as the game counts them.
    pub penalty_points: [u16; HDZ_LB_MAX_PLAYERS],
    /// The round, from 1 (the last one once the game is over).
    pub round: u16,
    /// Bit `s` set for each seat that has chosen its card this round (what it chose is hidden).
    pub chosen: u16,
    /// The cards of each row, left to right (`row_len[r]` of them).
    pub rows: [[u8; HDZ_LB_ROW_CAPACITY]; HDZ_LB_NUM_ROWS],
    /// Cards in each row.
    pub row_len: [u8; HDZ_LB_NUM_ROWS],
    /// Penalty points of each row (all its heads).
    pub row_points: [u8; HDZ_LB_NUM_ROWS],
    /// Heads per colour in each row.
    pub row_heads: [[u8; HDZ_LB_NUM_COLOURS]; HDZ_LB_NUM_ROWS],
    /// The seat's own hand, lowest first (`hand_len` cards).
    pub hand: [u8; HDZ_LB_HAND_SIZE],
    /// Cards in each seat's hand.
    pub hand_counts: [u8; HDZ_LB_MAX_PLAYERS],
    /// Cards in each seat's draw pile.
    pub pile_counts: [u8; HDZ_LB_MAX_PLAYERS],
    /// Cards in each seat's penalty pile.
    pub penalty_counts: [u8; HDZ_LB_MAX_PLAYERS],
    /// The revealed cards of the round in resolution order (`revealed_len` of them).
    pub revealed: [u8; HDZ_LB_MAX_PLAYERS],
    /// The owner of each revealed card.
    pub revealed_seats: [u8; HDZ_LB_MAX_PLAYERS],
    /// The seat whose view this is.
    pub seat: u8,
    /// Number of players (2 to 10).
    pub players: u8,
    /// 0: seats choose their cards; 1: the revealed cards are resolved; 2: the game is over.
    pub phase: u8,
    /// The seat that decides now, `HDZ_NONE` once the game is over.
    pub current_player: u8,
    /// Cards in `hand`.
    pub hand_len: u8,
    /// The card this seat chose this round, 0 if none.
    pub choice: u8,
    /// Cards in `revealed`.
    pub revealed_len: u8,
    /// Revealed cards already resolved: `revealed[resolved]` is the card being resolved.
    pub resolved: u8,
    /// Cards in the box (never seen).
    pub box_count: u8,
    /// 1 if a row's sixth card takes the row (the base game), 0 in the "colour counts" variant.
    pub sixth_card_rule: u8,
    /// 1 if heads in the penalty pile are positive points (variant 2; the highest score wins).
    pub heads_are_positive: u8,
    /// Why the game ended: 0 not over, 1 every card played, 2 a player placed their last card,
    /// 3 no card held fits any row.
    pub end_reason: u8,
    /// Each seat's penalty pile, increasing (`penalty_counts[s]` cards; the rest 0).
    pub penalty_piles: [[u8; HDZ_LB_NUM_CARDS as usize]; HDZ_LB_MAX_PLAYERS],
    /// The cards everybody knows each seat holds in hand or as its hidden choice (variant 2:
    /// recycled cards drawn back), increasing (`known_held_counts[s]` cards; the rest 0).
    pub known_held: [[u8; HDZ_LB_MAX_HELD]; HDZ_LB_MAX_PLAYERS],
    /// The recycled cards everybody knows at the bottom of each seat's pile (variant 2), top
    /// first (`pile_known_counts[s]` cards; the rest 0).
    pub pile_known: [[u8; HDZ_LB_MAX_HELD]; HDZ_LB_MAX_PLAYERS],
    /// `card_heads[c]`: the heads per colour (blue, yellow, green, red, black, white) of card `c`
    /// (1 to 110) in this game's table; `card_heads[0]` is all 0.
    pub card_heads: [[u8; HDZ_LB_NUM_COLOURS]; HDZ_LB_CARD_HEADS_SIZE],
    /// The id of the card table (`options.deck`), NUL-terminated.
    pub deck: [c_char; HDZ_LB_DECK_ID_SIZE],
    /// Cards in each row of `known_held`.
    pub known_held_counts: [u8; HDZ_LB_MAX_PLAYERS],
    /// Cards in each row of `pile_known`.
    pub pile_known_counts: [u8; HDZ_LB_MAX_PLAYERS],
    /// 1 if the options give the card table (`options.cards` is not `null`), 0 for the built-in
    /// one.
    pub table_given: u8,
}

// No padding: every byte of a view is a field the library sets.
const _: () = assert!(
    std::mem::size_of::<HdzLbView>()
        == 2 * (HDZ_LB_MAX_PLAYERS + 2)
            + HDZ_LB_NUM_ROWS * (HDZ_LB_ROW_CAPACITY + 2 + HDZ_LB_NUM_COLOURS)
            + HDZ_LB_HAND_SIZE
            + 5 * HDZ_LB_MAX_PLAYERS
            + 12
            + HDZ_LB_MAX_PLAYERS * (HDZ_LB_NUM_CARDS as usize + 2 * HDZ_LB_MAX_HELD + 2)
            + HDZ_LB_CARD_HEADS_SIZE * HDZ_LB_NUM_COLOURS
            + HDZ_LB_DECK_ID_SIZE
            + 1
);

impl From<&PlayerView> for HdzLbView {
    fn from(v: &PlayerView) -> HdzLbView {
        let seats = 0..v.players();
        let per_seat = |f: &dyn Fn(u8) -> u8| array(seats.clone().map(f), 0);
        let per_seat_cards = |cards: &dyn Fn(u8) -> Vec<u8>| {
            let mut lists = [[0; HDZ_LB_MAX_HELD]; HDZ_LB_MAX_PLAYERS];
            for (list, seat) in lists.iter_mut().zip(seats.clone()) {
                *list = array(cards(seat), 0);
            }
            lists
        };
        let rows = v.rows();
        let mut chosen = 0u16;
        for s in seats.clone().filter(|&s| v.has_chosen(s)) {
            chosen |= 1 << s;
        }
        let mut penalty_points = [0u16; HDZ_LB_MAX_PLAYERS];
        let mut penalty_piles = [[0; HDZ_LB_NUM_CARDS as usize]; HDZ_LB_MAX_PLAYERS];
        for s in seats.clone() {
            penalty_points[usize::from(s)] = v.penalty_points(s);
            penalty_piles[usize::from(s)] = array(v.penalty_pile(s).iter(), 0);
        }
        let revealed: Vec<(u8, u8)> = v.revealed().collect();
        let table = v.table();
        HdzLbView {
            penalty_points,
            round: v.round(),
            chosen,
            rows: std::array::from_fn(|r| array(rows[r].cards().iter().copied(), 0)),
            row_len: std::array::from_fn(|r| byte(rows[r].len())),
            row_points: std::array::from_fn(|r| rows[r].points()),
            row_heads: std::array::from_fn(|r| rows[r].heads()),
            hand: array(v.hand().iter(), 0),
            hand_counts: per_seat(&|s| byte(v.hand_count(s))),
            pile_counts: per_seat(&|s| byte(v.pile_count(s))),
            penalty_counts: per_seat(&|s| byte(v.penalty_pile(s).len())),
            revealed: array(revealed.iter().map(|&(card, _)| card), 0),
            revealed_seats: array(revealed.iter().map(|&(_, owner)| owner), HDZ_NONE),
            seat: v.seat(),
            players: v.players(),
            phase: GameView::phase(v).number(),
            current_player: GameView::current_player(v).unwrap_or(HDZ_NONE),
            hand_len: byte(v.hand().len()),
            choice: v.choice().unwrap_or(0),
            revealed_len: byte(revealed.len()),
            resolved: byte(v.resolved()),
            box_count: byte(v.box_count()),
            sixth_card_rule: u8::from(v.sixth_card_rule()),
            heads_are_positive: u8::from(v.heads_are_positive()),
            end_reason: match v.end_reason() {
                None => 0,
                Some(EndReason::AllCardsPlayed) => 1,
                Some(EndReason::LastCardPlaced) => 2,
                Some(EndReason::NoCardFits) => 3,
            },
            penalty_piles,
            known_held: per_seat_cards(&|s| v.known_held(s).iter().collect()),
            pile_known: per_seat_cards(&|s| v.known_pile_bottom(s).collect()),
            card_heads: std::array::from_fn(|c| if c == 0 { [0; HDZ_LB_NUM_COLOURS] } else { table.heads(c as u8) }),
            deck: c_text(v.deck().as_str()),
            known_held_counts: per_seat(&|s| byte(v.known_held(s).len())),
            pile_known_counts: per_seat(&|s| byte(v.pile_known(s))),
            table_given: u8::from(v.options().cards.is_some()),
        }
    }
}

/// Writes what the seat `player` of a Le Baron game may know to `*out_view` as a plain struct
/// (the same information as `hdz_game_view_json`, without JSON; the fields are described at
/// `HdzLbView`).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Le Baron game or `player` is not a seat of
/// it.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one `HdzLbView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_lb_view(game: *const HdzGame, player: u32, out_view: *mut HdzLbView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view::<Game>("hdz_lb_view", game, player, out_view) }
}

/// Writes a Le Baron view handle (from `hdz_view_from_json` or `hdz_game_view`) to
/// `*out_view` as a plain struct: the bytes `hdz_lb_view` writes for the view's game and seat.
/// For a client that holds only its seat's view JSON.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a view of another game.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one `HdzLbView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_lb_view_struct(view: *const HdzView, out_view: *mut HdzLbView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view_of_handle::<Game>("hdz_lb_view_struct", view, out_view) }
}
