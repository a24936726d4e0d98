//! What one seat of a Herr der Ziegen game may know, as a plain C struct, `HdzHzView`: everything
//! its view document holds (`docs/state-format-herr-der-ziegen.md`), for frontends that draw the
//! table without parsing JSON.

use game_core::GameView;
use herr_der_ziegen::{CardId, CardSet, Cell, EndReason, Game, GoatKind, KindStatus, Phase, PlayerView};

use super::constants::{
    HDZ_HZ_MAX_PLAYERS, HDZ_HZ_MAX_REFUSED_SWAPS, HDZ_HZ_NUM_CARDS, HDZ_HZ_NUM_CELLS, HDZ_HZ_NUM_KINDS,
};
use super::phase::HdzHzPhase;
use crate::games::typed_extras::{typed_view, typed_view_of_handle};
use crate::{HdzGame, HdzStatus, HdzView, HDZ_NONE};

/// Where a goat kind stands (`HdzHzView::kind_status`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzHzKindStatus {
    /// Not evaluated yet.
    Open = 0,
    /// Removed at setup (2 to 4 players); its cards are in the box.
    Removed = 1,
    /// Evaluated; `HdzHzView::kind_owner` holds the player who won it, who marks its cards.
    Closed = 2,
}

/// A set of cards as a list: `cards[0..count]` in increasing id order; the entries from
/// `count` on hold `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzHzCardList {
    /// Number of cards, 0 to `HDZ_HZ_NUM_CARDS`.
    pub count: u8,
    /// The card ids.
    pub cards: [u8; HDZ_HZ_NUM_CARDS as usize],
}

/// The empty list (also that of a seat that is not in the game).
const EMPTY_LIST: HdzHzCardList = HdzHzCardList { count: 0, cards: [HDZ_NONE; HDZ_HZ_NUM_CARDS as usize] };

impl From<CardSet> for HdzHzCardList {
    fn from(set: CardSet) -> HdzHzCardList {
        let mut list = EMPTY_LIST;
        for (slot, card) in list.cards.iter_mut().zip(set.iter()) {
            *slot = card.index();
        }
        list.count = set.len() as u8;
        list
    }
}

/// What one seat of a Herr der Ziegen game may know, as a plain struct (`hdz_hz_view`,
/// `hdz_hz_view_struct`): everything the view JSON holds (`hdz_game_view_json`), without JSON, and
/// nothing more (no unknown hand card, no pile order: the view of a game and of any determinization of it
/// for that seat are equal byte for byte).
///
/// Seats are `0` to `players - 1`; the entries of seats that are not in the game hold `HDZ_NONE`
/// (lists: count 0). Cells are `row * 7 + col`; on the 6x6 grid of a two-player game, row 6 and
/// column 6 are not part of the grid and hold `HDZ_NONE` (`is_stable` false). Lines are numbered
/// `0` to `6` for rows (top to bottom) and `7` to `13` for columns (`7 + col`, left to right).
/// Values that are absent (no card played yet, a phase without that detail) are `HDZ_NONE`.
///
/// The struct has no padding bytes, so `memcmp` compares two views.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzHzView {
    /// The decision the game is waiting for.
    pub phase: HdzHzPhase,
    /// Where each goat kind stands: open, removed or closed.
    pub kind_status: [HdzHzKindStatus; HDZ_HZ_NUM_KINDS],
    /// Turn number, from 1.
    pub turn: u16,
    /// Number of dog swaps refused this turn: `refused_swaps[0..refused_swap_count]`.
    pub refused_swap_count: u16,
    /// Number of players, 2 to 5.
    pub players: u8,
    /// Side of the grid: 7, or 6 with two players.
    pub grid_size: u8,
    /// The seat this view belongs to.
    pub seat: u8,
    /// The seat that played first.
    pub start_player: u8,
    /// How many milk cards are worth 1 (ids `105` to `105 + milk_ones - 1`; the others are worth 2).
    pub milk_ones: u8,
    /// Whether the game has ended.
    pub is_over: bool,
    /// The seat that decides now (during a swap request the asked opponent), `HDZ_NONE` once over.
    pub current_player: u8,
    /// Whose turn it is (after the end, the player whose turn was last).
    pub active_player: u8,
    /// The card played this turn, `HDZ_NONE` before the play.
    pub played_card: u8,
    /// Why the end was triggered: 1 for end condition E1, 2 for E2, `HDZ_NONE` while not
    /// triggered (the triggering turn may still be in progress).
    pub end_reason: u8,
    /// `HDZ_HZ_PHASE_MARK`: the goat kind just closed, whose next card the active player marks.
    pub mark_kind: u8,
    /// `HDZ_HZ_PHASE_CONSENT`: the cell of the active player's card the swap would move.
    pub consent_from: u8,
    /// `HDZ_HZ_PHASE_CONSENT`: the cell of the asked opponent's card.
    pub consent_to: u8,
    /// `HDZ_HZ_PHASE_CONSENT`: the seat asked to agree (also `current_player`).
    pub consent_opponent: u8,
    /// Number of cards in the draw pile.
    pub pile_len: u8,
    /// The line the active player's big goat faces (`0..7` rows, `7..14` columns).
    pub active_line: u8,
    /// Per seat: its stable cell.
    pub stable: [u8; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: the track position of its big goat (`4 * grid_size` positions clockwise from
    /// above the top-left cell).
    pub goat_position: [u8; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: the line its big goat faces (`0..7` rows, `7..14` columns).
    pub facing_line: [u8; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: small goats it still has to place (10 minus its goats on the pasture).
    pub supply: [u8; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: how many of its hand cards this seat does not know (0 for its own seat).
    pub unknown_hand_count: [u8; HDZ_HZ_MAX_PLAYERS],
    /// Per goat kind: the owner of a closed kind, `HDZ_NONE` while open or removed.
    pub kind_owner: [u8; HDZ_HZ_NUM_KINDS],
    /// Per cell: the card lying there, `HDZ_NONE` for empty, stable and off-grid cells.
    pub card_at: [u8; HDZ_HZ_NUM_CELLS],
    /// Per cell: the seat whose small goat is on it, or `HDZ_NONE`.
    pub mark_at: [u8; HDZ_HZ_NUM_CELLS],
    /// Per cell: whether it is one of the stables (`stable` says whose).
    pub is_stable: [bool; HDZ_HZ_NUM_CELLS],
    /// This seat's own hand (`known_hand[seat]`).
    pub hand: HdzHzCardList,
    /// Per seat: the cards of its hand this seat knows (all of them for its own seat; for the
    /// others the cards everybody saw entering their hands).
    pub known_hand: [HdzHzCardList; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: the cards of its hand that every seat knows (taken from the face-up pasture or
    /// shown at an evaluation B).
    pub public_hand: [HdzHzCardList; HDZ_HZ_MAX_PLAYERS],
    /// Per seat: the face-up cards it has played and still has in front of it.
    pub display: [HdzHzCardList; HDZ_HZ_MAX_PLAYERS],
    /// The cards in the box (removed at setup or during play).
    pub boxed: HdzHzCardList,
    /// Cards everybody knows to be in the pile (fifth cards of evaluations B that nobody held).
    pub known_in_pile: HdzHzCardList,
    /// Cards this seat has not located: they are in the pile or among the unknown hand cards.
    pub unseen: HdzHzCardList,
    /// The dog swaps refused this turn, as cell pairs `[a, b]` with `a < b` in one row or
    /// column, in increasing order of `a`, then of `b`; the entries from `refused_swap_count` on
    /// hold `HDZ_NONE`. A refused swap may not be asked again this turn.
    pub refused_swaps: [[u8; 2]; HDZ_HZ_MAX_REFUSED_SWAPS],
}

// No padding: every byte of an `HdzHzView` is a field, so equal views are equal byte for byte
// (`memcmp`) and no stale byte of the caller's memory survives a write.
const _: () = {
    use std::mem::size_of;
    let fields = size_of::<HdzHzPhase>()
        + HDZ_HZ_NUM_KINDS * size_of::<HdzHzKindStatus>()
        + 2 * size_of::<u16>()
        + 16
        + 5 * HDZ_HZ_MAX_PLAYERS
        + HDZ_HZ_NUM_KINDS
        + 3 * HDZ_HZ_NUM_CELLS
        + (4 + 3 * HDZ_HZ_MAX_PLAYERS) * size_of::<HdzHzCardList>()
        + 2 * HDZ_HZ_MAX_REFUSED_SWAPS;
    assert!(size_of::<HdzHzView>() == fields);
    assert!(size_of::<HdzHzCardList>() == 1 + HDZ_HZ_NUM_CARDS as usize);
};

/// The dense number of a line: rows `0..7`, columns `7..14`.
fn line_number(line: herr_der_ziegen::Line) -> u8 {
    line.index() as u8
}

impl From<&PlayerView> for HdzHzView {
    fn from(view: &PlayerView) -> HdzHzView {
        let players = view.players();
        let seats = 0..players;
        let per_seat = |f: &dyn Fn(u8) -> u8| {
            let mut values = [HDZ_NONE; HDZ_HZ_MAX_PLAYERS];
            for p in seats.clone() {
                values[usize::from(p)] = f(p);
            }
            values
        };
        let per_seat_list = |f: &dyn Fn(u8) -> CardSet| {
            let mut lists = [EMPTY_LIST; HDZ_HZ_MAX_PLAYERS];
            for p in seats.clone() {
                lists[usize::from(p)] = HdzHzCardList::from(f(p));
            }
            lists
        };

        let mut card_at = [HDZ_NONE; HDZ_HZ_NUM_CELLS];
        let mut mark_at = [HDZ_NONE; HDZ_HZ_NUM_CELLS];
        let mut is_stable = [false; HDZ_HZ_NUM_CELLS];
        for cell in view.cells() {
            let i = usize::from(cell.index());
            card_at[i] = view.card_at(cell).map_or(HDZ_NONE, CardId::index);
            mark_at[i] = view.mark_at(cell).unwrap_or(HDZ_NONE);
            is_stable[i] = view.is_stable(cell);
        }

        let mut kind_status = [HdzHzKindStatus::Open; HDZ_HZ_NUM_KINDS];
        let mut kind_owner = [HDZ_NONE; HDZ_HZ_NUM_KINDS];
        for kind in GoatKind::all() {
            let k = usize::from(kind.index());
            (kind_status[k], kind_owner[k]) = match view.kind_status(kind) {
                KindStatus::Open => (HdzHzKindStatus::Open, HDZ_NONE),
                KindStatus::Removed => (HdzHzKindStatus::Removed, HDZ_NONE),
                KindStatus::Closed { owner } => (HdzHzKindStatus::Closed, owner),
            };
        }

        let phase = view.phase();
        let (mark_kind, consent_from, consent_to, consent_opponent) = match phase {
            Phase::Mark { kind } => (kind.index(), HDZ_NONE, HDZ_NONE, HDZ_NONE),
            Phase::Consent { from, to, opponent } => (HDZ_NONE, from.index(), to.index(), opponent),
            _ => (HDZ_NONE, HDZ_NONE, HDZ_NONE, HDZ_NONE),
        };

        // Empty (and so not allocated) outside a dog decision with a refusal.
        let pairs = view.refused_swaps();
        let mut refused_swaps = [[HDZ_NONE; 2]; HDZ_HZ_MAX_REFUSED_SWAPS];
        for (slot, [a, b]) in refused_swaps.iter_mut().zip(&pairs) {
            *slot = [a.index(), b.index()];
        }
        let refused_swap_count = pairs.len().min(HDZ_HZ_MAX_REFUSED_SWAPS) as u16;

        HdzHzView {
            phase: HdzHzPhase::from(phase.kind()),
            kind_status,
            turn: view.turn(),
            refused_swap_count,
            players,
            grid_size: view.grid_size(),
            seat: view.seat(),
            start_player: view.start_player(),
            milk_ones: view.milk_ones(),
            is_over: view.is_over(),
            current_player: view.current_player().unwrap_or(HDZ_NONE),
            active_player: view.active_player(),
            played_card: view.played_card().map_or(HDZ_NONE, CardId::index),
            end_reason: match view.end_reason() {
                None => HDZ_NONE,
                Some(EndReason::E1) => 1,
                Some(EndReason::E2) => 2,
            },
            mark_kind,
            consent_from,
            consent_to,
            consent_opponent,
            pile_len: view.pile_len() as u8,
            active_line: line_number(view.active_line()),
            stable: per_seat(&|p| Cell::index(view.stable(p))),
            goat_position: per_seat(&|p| view.goat_position(p)),
            facing_line: per_seat(&|p| line_number(view.facing_line(p))),
            supply: per_seat(&|p| view.supply(p) as u8),
            unknown_hand_count: per_seat(&|p| view.unknown_hand_count(p) as u8),
            kind_owner,
            card_at,
            mark_at,
            is_stable,
            hand: HdzHzCardList::from(view.hand()),
            known_hand: per_seat_list(&|p| view.known_hand(p)),
            public_hand: per_seat_list(&|p| view.public_hand(p)),
            display: per_seat_list(&|p| view.display(p)),
            boxed: HdzHzCardList::from(view.boxed()),
            known_in_pile: HdzHzCardList::from(view.known_in_pile()),
            unseen: HdzHzCardList::from(view.unseen()),
            refused_swaps,
        }
    }
}

/// Writes what the seat `player` of a Herr der Ziegen game may know to `*out_view` as a plain
/// struct (the same information as `hdz_game_view_json`, without JSON; the fields are described
/// at `HdzHzView`). A game and any determinization of it for `player` give views equal byte for
/// byte.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Herr der Ziegen game or `player` is not a
/// seat of it.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one `HdzHzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_view(game: *const HdzGame, player: u32, out_view: *mut HdzHzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view::<Game>("hdz_hz_view", game, player, out_view) }
}

/// Writes a Herr der Ziegen view handle (from `hdz_view_from_json` or `hdz_game_view`) to
/// `*out_view` as a plain struct: the bytes `hdz_hz_view` writes for the view's game and seat.
/// For a client that holds only its seat's view JSON.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a view of another game.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one `HdzHzView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_view_struct(view: *const HdzView, out_view: *mut HdzHzView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view_of_handle::<Game>("hdz_hz_view_struct", view, out_view) }
}
