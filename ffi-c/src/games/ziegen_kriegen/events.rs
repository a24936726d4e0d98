//! The events of a Ziegen Kriegen move, as plain C structs, `HdzZkEvent`: the same events as
//! `hdz_game_last_events_json`, without JSON.

use ziegen_kriegen::{Event, Game};

use super::constants::HDZ_ZK_MAX_PLAYERS;
use crate::games::typed_extras::{array, typed_events};
use crate::HdzGame;
use crate::{HdzStatus, HDZ_NONE};

/// The kind of a Ziegen Kriegen event (`HdzZkEvent::kind`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzZkEventKind {
    /// `player` played the goat card `card`.
    CardPlayed = 0,
    /// The hill card `card` (numbers `low` and `high`) was turned up; `player`, who played the
    /// lowest card of the trick, chooses its number.
    HillRevealed = 1,
    /// `player` chose `number` for the hill card `card`; the hill's sum is now `sum`, and `limit`
    /// is the round's limit once the fourth card is laid (`HDZ_NONE` before).
    HillChosen = 2,
    /// `player` took the trick: its `count` cards in play order in `cards`, `goats` heads.
    TrickTaken = 3,
    /// Round `round` was scored against `limit`: per seat its goats (`seat_goats`), whether they
    /// were over the limit (`over`), its round score (`scores`) and its total (`totals`).
    RoundScored = 4,
    /// Round `round` started; `player` leads its first trick.
    RoundStarted = 5,
    /// The game is over: `winners` has bit `s` set for each winning seat; `totals` are the final
    /// scores.
    GameOver = 6,
}

/// One change made by a Ziegen Kriegen move. Which fields are meaningful depends on `kind` (see
/// `HdzZkEventKind`); the others hold `HDZ_NONE` (0 in `totals`). The per-seat arrays of a
/// `RoundScored` or `GameOver` event are 0 past the player count, as in the JSON. The struct has
/// no padding: identical games give identical event buffers, byte for byte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzZkEvent {
    /// What happened.
    pub kind: HdzZkEventKind,
    /// Each seat's total score (`RoundScored`, `GameOver`).
    pub totals: [u16; HDZ_ZK_MAX_PLAYERS],
    /// The seat that acted: who played, chose, took the trick, leads the round, or chooses the
    /// revealed hill card's number.
    pub player: u8,
    /// A goat card (`CardPlayed`) or a hill card id (`HillRevealed`, `HillChosen`).
    pub card: u8,
    /// The lower number of the revealed hill card.
    pub low: u8,
    /// The higher number of the revealed hill card.
    pub high: u8,
    /// The number chosen for a hill card.
    pub number: u8,
    /// The hill's sum after a choice.
    pub sum: u8,
    /// The round's limit (`HillChosen` once fixed, `RoundScored`).
    pub limit: u8,
    /// The round, from 0 (`RoundScored`, `RoundStarted`).
    pub round: u8,
    /// Cards in `cards` (`TrickTaken`).
    pub count: u8,
    /// Heads in the trick taken.
    pub goats: u8,
    /// Bit `s` set for each winning seat (`GameOver`).
    pub winners: u8,
    /// The cards of the trick taken, in play order.
    pub cards: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Each seat's goats in the round scored.
    pub seat_goats: [u8; HDZ_ZK_MAX_PLAYERS],
    /// 1 for each seat whose goats were over the round's limit, else 0.
    pub over: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Each seat's score in the round scored.
    pub scores: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 1],
}

// No padding: every byte of an event is a field the library sets.
const _: () = assert!(
    std::mem::size_of::<HdzZkEvent>()
        == std::mem::size_of::<HdzZkEventKind>() + 2 * HDZ_ZK_MAX_PLAYERS + 11 + 4 * HDZ_ZK_MAX_PLAYERS + 1
);

impl HdzZkEvent {
    /// An event of `kind` with every field absent.
    fn blank(kind: HdzZkEventKind) -> HdzZkEvent {
        let none = [HDZ_NONE; HDZ_ZK_MAX_PLAYERS];
        HdzZkEvent {
            kind,
            totals: [0; HDZ_ZK_MAX_PLAYERS],
            player: HDZ_NONE,
            card: HDZ_NONE,
            low: HDZ_NONE,
            high: HDZ_NONE,
            number: HDZ_NONE,
            sum: HDZ_NONE,
            limit: HDZ_NONE,
            round: HDZ_NONE,
            count: HDZ_NONE,
            goats: HDZ_NONE,
            winners: HDZ_NONE,
            cards: none,
            seat_goats: none,
            over: none,
            scores: none,
            reserved: [0],
        }
    }
}

impl From<Event> for HdzZkEvent {
    fn from(event: Event) -> HdzZkEvent {
        use HdzZkEventKind as K;
        let b = HdzZkEvent::blank;
        match event {
            Event::CardPlayed { player, card } => HdzZkEvent { player, card, ..b(K::CardPlayed) },
            Event::HillRevealed { card, low, high, chooser } => {
                HdzZkEvent { player: chooser, card, low, high, ..b(K::HillRevealed) }
            }
            Event::HillChosen { player, card, number, sum, limit } => {
                HdzZkEvent { player, card, number, sum, limit: limit.unwrap_or(HDZ_NONE), ..b(K::HillChosen) }
            }
            Event::TrickTaken { winner, cards, count, goats } => HdzZkEvent {
                player: winner,
                cards: array(cards.into_iter().take(usize::from(count)), HDZ_NONE),
                count,
                goats,
                ..b(K::TrickTaken)
            },
            Event::RoundScored { round, limit, goats, over, scores, totals } => HdzZkEvent {
                round,
                limit,
                totals,
                seat_goats: goats,
                over: over.map(u8::from),
                scores,
                ..b(K::RoundScored)
            },
            Event::RoundStarted { round, leader } => HdzZkEvent { round, player: leader, ..b(K::RoundStarted) },
            Event::GameOver { winners, totals } => HdzZkEvent { winners, totals, ..b(K::GameOver) },
        }
    }
}

/// Writes the events of the last successful `hdz_game_apply` (or `_apply_for`) on a Ziegen
/// Kriegen game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a
/// game no move was applied to since it was created or loaded): the events of
/// `hdz_game_last_events_json` as plain structs.
///
/// A buffer of `HDZ_ZK_MAX_EVENTS` events always suffices. If `capacity` is smaller than the
/// count, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Ziegen Kriegen game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_zk_last_events(
    game: *const HdzGame,
    out_events: *mut HdzZkEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_events::<Game>("hdz_zk_last_events", game, out_events, capacity, out_count) }
}
