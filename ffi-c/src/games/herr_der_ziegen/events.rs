//! The events of a Herr der Ziegen move, as plain C structs, `HdzHzEvent`: the same events as
//! `hdz_game_last_events_json`, without JSON.

use herr_der_ziegen::events::BoxedFrom;
use herr_der_ziegen::{EndReason, Evaluation, Event, Game};

use crate::games::typed_extras::typed_events;
use crate::{HdzGame, HdzStatus, HDZ_NONE};

/// The kind of a Herr der Ziegen event (`HdzHzEvent::kind`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzHzEventKind {
    /// `player` played `card` from hand.
    CardPlayed = 0,
    /// `player`'s big goat moved clockwise from track position `track_from` to `track_to`
    /// (also for 0 steps, after a dog).
    GoatMoved = 1,
    /// `player` took `card` from `cell` into their hand.
    CardTaken = 2,
    /// The top card of the pile, `card`, was put into the emptied `cell`.
    CellRefilled = 3,
    /// `player` put a small goat on `card` at `cell`.
    CardMarked = 4,
    /// The goat kind `goat_kind` (0 to 17) was evaluated and closed; its owner is `player`.
    /// `detail` is 0 for an evaluation A, 1 for an evaluation B.
    KindClosed = 5,
    /// `card` went to the box from `player`'s hand or display: `detail` is 0 when it was just
    /// played, 1 when it left a losing display.
    CardBoxed = 6,
    /// `player` showed the hand card `card` at an evaluation B and kept it.
    CardShown = 7,
    /// `player` asked `opponent` to agree to swap the card at `cell` with the opponent's card at
    /// `to_cell`.
    ConsentAsked = 8,
    /// `opponent` (also in `player`) answered: `detail` is 1 for yes, 0 for no.
    ConsentAnswered = 9,
    /// `player`'s dog move: the card at `cell` went to `to_cell`; `card` is the card that went
    /// the other way, or `HDZ_NONE` if the target cell was empty.
    DogMoved = 10,
    /// `player` made no dog move.
    DogPassed = 11,
    /// The end of the game was triggered (the turn is finished first): `detail` is 1 for end
    /// condition E1, 2 for E2.
    EndTriggered = 12,
    /// `player`'s turn starts.
    TurnStarted = 13,
    /// The game is over: `detail` holds the winners, bit `p` set for every winner `p`.
    GameOver = 14,
}

/// One change made by a Herr der Ziegen move. Which fields are meaningful depends on `kind` (see
/// `HdzHzEventKind`); the others hold `HDZ_NONE`. Cells are numbered `row * 7 + col`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzHzEvent {
    /// What happened.
    pub kind: HdzHzEventKind,
    /// The seat that acted or owns what changed.
    pub player: u8,
    /// The seat asked to agree to a swap.
    pub opponent: u8,
    /// A card id.
    pub card: u8,
    /// A cell (for moves and swap requests: the cell the card leaves).
    pub cell: u8,
    /// The target cell of a dog move or a swap request.
    pub to_cell: u8,
    /// A goat kind, 0 to 17.
    pub goat_kind: u8,
    /// Track position of a big goat before it moved.
    pub track_from: u8,
    /// Track position of a big goat after it moved.
    pub track_to: u8,
    /// A small number whose meaning `kind` gives.
    pub detail: u8,
    /// Always 0. These bytes make the struct free of padding, so that every byte of an event
    /// the library writes is defined: identical games give identical event buffers, byte for
    /// byte (`memcmp`, hashing), whatever the buffer held before.
    pub reserved: [u8; 3],
}

impl HdzHzEvent {
    fn blank(kind: HdzHzEventKind) -> HdzHzEvent {
        HdzHzEvent {
            kind,
            player: HDZ_NONE,
            opponent: HDZ_NONE,
            card: HDZ_NONE,
            cell: HDZ_NONE,
            to_cell: HDZ_NONE,
            goat_kind: HDZ_NONE,
            track_from: HDZ_NONE,
            track_to: HDZ_NONE,
            detail: HDZ_NONE,
            reserved: [0; 3],
        }
    }
}

impl From<Event> for HdzHzEvent {
    fn from(event: Event) -> HdzHzEvent {
        use HdzHzEventKind as K;
        let b = HdzHzEvent::blank;
        match event {
            Event::CardPlayed { player, card } => HdzHzEvent { player, card: card.index(), ..b(K::CardPlayed) },
            Event::GoatMoved { player, from, to } => {
                HdzHzEvent { player, track_from: from, track_to: to, ..b(K::GoatMoved) }
            }
            Event::CardTaken { player, cell, card } => {
                HdzHzEvent { player, cell: cell.index(), card: card.index(), ..b(K::CardTaken) }
            }
            Event::CellRefilled { cell, card } => {
                HdzHzEvent { cell: cell.index(), card: card.index(), ..b(K::CellRefilled) }
            }
            Event::CardMarked { player, cell, card } => {
                HdzHzEvent { player, cell: cell.index(), card: card.index(), ..b(K::CardMarked) }
            }
            Event::KindClosed { kind, owner, evaluation } => HdzHzEvent {
                player: owner,
                goat_kind: kind.index(),
                detail: match evaluation {
                    Evaluation::A => 0,
                    Evaluation::B => 1,
                },
                ..b(K::KindClosed)
            },
            Event::CardBoxed { card, player, from } => HdzHzEvent {
                player,
                card: card.index(),
                detail: match from {
                    BoxedFrom::Played => 0,
                    BoxedFrom::Display => 1,
                },
                ..b(K::CardBoxed)
            },
            Event::CardShown { player, card } => HdzHzEvent { player, card: card.index(), ..b(K::CardShown) },
            Event::ConsentAsked { player, opponent, from, to } => {
                HdzHzEvent { player, opponent, cell: from.index(), to_cell: to.index(), ..b(K::ConsentAsked) }
            }
            Event::ConsentAnswered { opponent, agreed } => {
                HdzHzEvent { player: opponent, opponent, detail: u8::from(agreed), ..b(K::ConsentAnswered) }
            }
            Event::DogMoved { player, from, to, swapped } => HdzHzEvent {
                player,
                cell: from.index(),
                to_cell: to.index(),
                card: swapped.map_or(HDZ_NONE, |c| c.index()),
                ..b(K::DogMoved)
            },
            Event::DogPassed { player } => HdzHzEvent { player, ..b(K::DogPassed) },
            Event::EndTriggered { reason } => HdzHzEvent {
                detail: match reason {
                    EndReason::E1 => 1,
                    EndReason::E2 => 2,
                },
                ..b(K::EndTriggered)
            },
            Event::TurnStarted { player } => HdzHzEvent { player, ..b(K::TurnStarted) },
            Event::GameOver { winners } => HdzHzEvent { detail: winners, ..b(K::GameOver) },
        }
    }
}

// No padding: every byte of an event is a field the library sets, so identical games give
// identical event buffers.
const _: () = assert!(std::mem::size_of::<HdzHzEvent>() == std::mem::size_of::<HdzHzEventKind>() + 9 + 3);

/// Writes the events of the last successful `hdz_game_apply` (or `_apply_for`) on a Herr der
/// Ziegen game, in order, to `out_events[0..count]` and their number to `*out_count` (0 for a
/// game no move was applied to since it was created or loaded): the events of
/// `hdz_game_last_events_json` as plain structs.
///
/// A buffer of `HDZ_HZ_MAX_EVENTS` events always suffices. If `capacity` is smaller than the
/// count, returns `HDZ_BUFFER_TOO_SMALL`, writes the needed count to `*out_count` and nothing to
/// `out_events`. `out_events` may be NULL when `capacity` is 0.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Herr der Ziegen game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_events` is NULL or valid for writing `capacity` events;
/// `out_count` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_last_events(
    game: *const HdzGame,
    out_events: *mut HdzHzEvent,
    capacity: usize,
    out_count: *mut usize,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_events::<Game>("hdz_hz_last_events", game, out_events, capacity, out_count) }
}
