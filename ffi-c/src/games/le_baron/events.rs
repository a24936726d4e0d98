//! The events of a Le Baron move, as plain C structs, `HdzLbEvent`: the same events as
//! `hdz_game_last_events_json`, without JSON.

use le_baron::{EndReason, Event, Game};

use super::constants::{HDZ_LB_MAX_PLAYERS, HDZ_LB_ROW_CAPACITY};
use crate::games::typed_extras::{array, byte, typed_events};
use crate::HdzGame;
use crate::{HdzStatus, HDZ_NONE};

/// The kind of a Le Baron event (`HdzLbEvent::kind`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzLbEventKind {
    /// `seat` chose its card for the round (what it chose stays hidden).
    CardChosen = 0,
    /// All choices were revealed, in resolution (increasing) order: `count` cards in `cards`,
    /// their owners in `seats`.
    CardsRevealed = 1,
    /// `seat`'s card `card` joined row `row` at `position` (from 0; 0 when it starts the row
    /// under rule 3).
    CardPlaced = 2,
    /// `seat` took `count` cards of row `row` (left to right in `cards`, `points` heads) onto its
    /// penalty pile, by the rules in `rules`.
    RowTaken = 3,
    /// Variant 2: `seat`'s card `card` fitted no row and went under its pile.
    CardRecycled = 4,
    /// `seat` drew `count` cards into its empty hand (`cards`).
    CardsDrawn = 5,
    /// The game ended for `reason`; `scores` holds each of the `count` seats' scores and
    /// `winners` has bit `s` set for each winning seat.
    GameOver = 6,
}

/// One change made by a Le Baron move. Which fields are meaningful depends on `kind` (see
/// `HdzLbEventKind`); the others hold `HDZ_NONE` (0 in `scores` and `winners`). The struct has no
/// padding: identical games give identical event buffers, byte for byte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzLbEvent {
    /// What happened.
    pub kind: HdzLbEventKind,
    /// Each seat's score at the end (`GameOver`: penalty heads, or the variant 2 score).
    pub scores: [i32; HDZ_LB_MAX_PLAYERS],
    /// Bit `s` set for each winning seat (`GameOver`).
    pub winners: u16,
    /// The seat that acted or owns what changed.
    pub seat: u8,
    /// A card.
    pub card: u8,
    /// A row, 0 to 4.
    pub row: u8,
    /// A card's position in its row, from 0 (`CardPlaced`).
    pub position: u8,
    /// The number of cards in `cards` (`CardsRevealed`, `RowTaken`, `CardsDrawn`) or of seats in
    /// `scores` (`GameOver`).
    pub count: u8,
    /// The heads of the cards taken (`RowTaken`).
    pub points: u8,
    /// The rules that took a row (`RowTaken`): bit 0 rule 1 (the sixth card), bit 1 rule 2 (six
    /// heads of a colour), bit 2 rule 3 (the card fitted no row).
    pub rules: u8,
    /// Why the game ended (`GameOver`): 1 every card played, 2 a player placed their last card, 3
    /// no card held fits any row (as `HdzLbView::end_reason`).
    pub reason: u8,
    /// Cards: revealed, taken or drawn (`count` of them; the rest `HDZ_NONE`).
    pub cards: [u8; HDZ_LB_ROW_CAPACITY],
    /// The owner of each revealed card (`CardsRevealed`).
    pub seats: [u8; HDZ_LB_MAX_PLAYERS],
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
}

// No padding: every byte of an event is a field the library sets.
const _: () = assert!(
    std::mem::size_of::<HdzLbEvent>()
        == std::mem::size_of::<HdzLbEventKind>()
            + 4 * HDZ_LB_MAX_PLAYERS
            + 2
            + 8
            + HDZ_LB_ROW_CAPACITY
            + HDZ_LB_MAX_PLAYERS
            + 2
);

impl HdzLbEvent {
    /// An event of `kind` with every field absent.
    fn blank(kind: HdzLbEventKind) -> HdzLbEvent {
        HdzLbEvent {
            kind,
            scores: [0; HDZ_LB_MAX_PLAYERS],
            winners: 0,
            seat: HDZ_NONE,
            card: HDZ_NONE,
            row: HDZ_NONE,
            position: HDZ_NONE,
            count: HDZ_NONE,
            points: HDZ_NONE,
            rules: HDZ_NONE,
            reason: HDZ_NONE,
            cards: [HDZ_NONE; HDZ_LB_ROW_CAPACITY],
            seats: [HDZ_NONE; HDZ_LB_MAX_PLAYERS],
            reserved: [0; 2],
        }
    }
}

impl From<Event> for HdzLbEvent {
    fn from(event: Event) -> HdzLbEvent {
        use HdzLbEventKind as K;
        let b = HdzLbEvent::blank;
        match event {
            Event::CardChosen { seat } => HdzLbEvent { seat, ..b(K::CardChosen) },
            Event::CardsRevealed { cards } => HdzLbEvent {
                count: byte(cards.len()),
                cards: array(cards.iter().map(|r| r.card), HDZ_NONE),
                seats: array(cards.iter().map(|r| r.seat), HDZ_NONE),
                ..b(K::CardsRevealed)
            },
            Event::CardPlaced { seat, card, row, position } => {
                HdzLbEvent { seat, card, row, position, ..b(K::CardPlaced) }
            }
            Event::RowTaken { seat, row, cards, rules, points } => HdzLbEvent {
                seat,
                row,
                count: byte(cards.len()),
                cards: array(cards, HDZ_NONE),
                rules: u8::from(rules.sixth_card) | u8::from(rules.six_heads) << 1 | u8::from(rules.no_fit) << 2,
                points,
                ..b(K::RowTaken)
            },
            Event::CardRecycled { seat, card } => HdzLbEvent { seat, card, ..b(K::CardRecycled) },
            Event::CardsDrawn { seat, count, cards } => {
                HdzLbEvent { seat, count, cards: array(cards, HDZ_NONE), ..b(K::CardsDrawn) }
            }
            Event::GameOver { reason, scores, winners } => HdzLbEvent {
                reason: match reason {
                    EndReason::AllCardsPlayed => 1,
                    EndReason::LastCardPlaced => 2,
                    EndReason::NoCardFits => 3,
                },
                count: byte(scores.len()),
                scores: array(scores, 0),
                winners,
                ..b(K::GameOver)
            },
        }
    }
}

/// Writes the events of the last successful `hdz_game_apply` (or `_apply_for`) on a Le Baron
/// game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a game no
/// move was applied to since it was created or loaded): the events of
/// `hdz_game_last_events_json` as plain structs.
///
/// A buffer of `HDZ_LB_MAX_EVENTS` events always suffices. If `capacity` is smaller than the
/// count, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Le Baron game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_lb_last_events(
    game: *const HdzGame,
    out_events: *mut HdzLbEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_events::<Game>("hdz_lb_last_events", game, out_events, capacity, out_count) }
}
