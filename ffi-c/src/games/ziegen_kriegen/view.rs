//! What one seat of a Ziegen Kriegen game may know, as a plain C struct, `HdzZkView`: everything
//! its view document holds (`docs/state-format-ziegen-kriegen.md`), for frontends that draw the
//! table without parsing JSON.

use std::ffi::c_char;

use game_core::{GamePhase, GameView};
use ziegen_kriegen::{Game, PlayerView};

use super::constants::{
    HDZ_ZK_DECK_ID_SIZE, HDZ_ZK_HAND_SIZE, HDZ_ZK_HEADS_SIZE, HDZ_ZK_HILL_SIZE, HDZ_ZK_MAX_PLAYERS, HDZ_ZK_MAX_ROUNDS,
    HDZ_ZK_MAX_TRICKS, HDZ_ZK_NUM_HILLS,
};
use crate::games::typed_extras::{array, byte, c_text, typed_view, typed_view_of_handle};
use crate::{HdzGame, HdzView};
use crate::{HdzStatus, HDZ_NONE};

/// A finished trick of Ziegen Kriegen (`HdzZkView::tricks`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzZkTrick {
    /// The seat that led it.
    pub leader: u8,
    /// The seat that took it.
    pub taker: u8,
    /// The cards in play order (`players` of them; the rest `HDZ_NONE`).
    pub cards: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Who played each card: `seats[i]` is `(leader + i) % players`.
    pub seats: [u8; HDZ_ZK_MAX_PLAYERS],
}

/// A hill card laid on a round's hill with the number chosen for it (`HdzZkView::hills`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzZkHillLaid {
    /// The hill card id, 0 to 11.
    pub card: u8,
    /// The number chosen, one of the card's two; it counts towards the round's limit.
    pub chosen: u8,
}

/// What one seat of a Ziegen Kriegen game may know, as a plain struct (`hdz_zk_view`,
/// `hdz_zk_view_struct`): everything the view JSON holds (`hdz_game_view_json`), without
/// JSON. Cards are goat card numbers 1 to 50, hill cards 0 to 11; seat arrays are indexed by seat
/// and hold `players` entries; unused entries are `HDZ_NONE` (0 in the count and score arrays).
/// The struct has no padding, so `memcmp` compares two views.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzZkView {
    /// Each seat's total over the finished rounds.
    pub totals: [u16; HDZ_ZK_MAX_PLAYERS],
    /// `round_scores[r][s]`: seat `s`'s score in finished round `r` (`rounds_scored` rows).
    pub round_scores: [[u8; HDZ_ZK_MAX_PLAYERS]; HDZ_ZK_MAX_PLAYERS],
    /// `heads[c]`: the goat heads on card `c` (1 to 50) in this game's table; `heads[0]` is 0.
    pub heads: [u8; HDZ_ZK_HEADS_SIZE],
    /// The seat's own hand, lowest first (`hand_len` cards).
    pub hand: [u8; HDZ_ZK_HAND_SIZE],
    /// The cards of the trick being played, in play order (`trick_len` cards).
    pub trick_cards: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Who played each card of `trick_cards`.
    pub trick_seats: [u8; HDZ_ZK_MAX_PLAYERS],
    /// The cards of the last finished trick of this round in play order, `HDZ_NONE` before the
    /// first trick of a round is finished (every finished trick is in `tricks`).
    pub last_trick_cards: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Who played each card of `last_trick_cards`.
    pub last_trick_seats: [u8; HDZ_ZK_MAX_PLAYERS],
    /// The hill cards laid this round, in laying order (`hill_len` of them; every round's hill is
    /// in `hills`).
    pub hill_cards: [u8; HDZ_ZK_HILL_SIZE],
    /// The lower number of each laid hill card.
    pub hill_low: [u8; HDZ_ZK_HILL_SIZE],
    /// The higher number of each laid hill card.
    pub hill_high: [u8; HDZ_ZK_HILL_SIZE],
    /// The number chosen for each laid hill card (it counts towards the limit).
    pub hill_chosen: [u8; HDZ_ZK_HILL_SIZE],
    /// Cards in each seat's hand.
    pub hand_sizes: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Tricks each seat took this round.
    pub tricks_taken: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Goats (heads) each seat took this round.
    pub goats: [u8; HDZ_ZK_MAX_PLAYERS],
    /// The seat whose view this is.
    pub seat: u8,
    /// Number of players (3 to 6).
    pub players: u8,
    /// The seat that led the first trick of the game.
    pub start_player: u8,
    /// Rounds of the game (1, or one per player in the variant).
    pub rounds: u8,
    /// The current round, from 0 (the last one once the game is over).
    pub round: u8,
    /// Rounds finished and scored.
    pub rounds_scored: u8,
    /// 0: a card to play; 1: a number of the revealed hill card to choose; 2: the game is over
    /// (the phase numbers of `hdz_game_phase`).
    pub phase: u8,
    /// The seat that decides now, `HDZ_NONE` once the game is over.
    pub current_player: u8,
    /// The seat that leads the trick being played (took the last trick once the game is over).
    pub leader: u8,
    /// The number (1 to 8) of the trick being played.
    pub trick_number: u8,
    /// Cards in `hand`.
    pub hand_len: u8,
    /// Cards in `trick_cards`.
    pub trick_len: u8,
    /// Who took the last finished trick of this round, `HDZ_NONE` before the first.
    pub last_trick_taker: u8,
    /// Hill cards laid this round.
    pub hill_len: u8,
    /// The sum of the chosen numbers of this round's hill.
    pub hill_sum: u8,
    /// The round's limit once its four hill cards are laid, `HDZ_NONE` before.
    pub limit: u8,
    /// The hill card turned up and waiting for its number, `HDZ_NONE` if none.
    pub revealed_hill: u8,
    /// The lower number of the revealed hill card, `HDZ_NONE` if none.
    pub revealed_low: u8,
    /// The higher number of the revealed hill card, `HDZ_NONE` if none.
    pub revealed_high: u8,
    /// Hill cards still face down this round.
    pub hill_stack_len: u8,
    /// Goat cards in the box this round (never seen).
    pub box_len: u8,
    /// Every finished trick of the game, in order (`trick_count` of them; the rest `HDZ_NONE`):
    /// round `r`'s tricks are `tricks[8 * r]` to `tricks[8 * r + 7]`.
    pub tricks: [HdzZkTrick; HDZ_ZK_MAX_TRICKS],
    /// The hill of each round begun, in laying order: `hills[r][0]` to
    /// `hills[r][hill_counts[r] - 1]` (the rest `HDZ_NONE`).
    pub hills: [[HdzZkHillLaid; HDZ_ZK_HILL_SIZE]; HDZ_ZK_MAX_ROUNDS],
    /// The two numbers, lower first, of each hill card id 0 to 11 in this game's table.
    pub hill_pairs: [[u8; 2]; HDZ_ZK_NUM_HILLS],
    /// The id of the goat table (`options.goat_deck`), NUL-terminated.
    pub goat_deck: [c_char; HDZ_ZK_DECK_ID_SIZE],
    /// The id of the hill table (`options.hill_deck`), NUL-terminated.
    pub hill_deck: [c_char; HDZ_ZK_DECK_ID_SIZE],
    /// Hill cards laid in each round (4 in a finished round, 0 in a round not begun).
    pub hill_counts: [u8; HDZ_ZK_MAX_ROUNDS],
    /// Finished tricks of the game (in `tricks`).
    pub trick_count: u8,
    /// 1 if the options give the goat table (`options.goat_heads` is not `null`), 0 for the
    /// built-in one.
    pub goat_table_given: u8,
    /// 1 if the options give the hill table (`options.hill_pairs` is not `null`), 0 for the
    /// built-in one.
    pub hill_table_given: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 1],
}

// No padding: every byte of a view is a field the library sets.
const _: () = {
    use std::mem::size_of;
    let players = HDZ_ZK_MAX_PLAYERS;
    assert!(size_of::<HdzZkTrick>() == 2 + 2 * players);
    assert!(size_of::<HdzZkHillLaid>() == 2);
    let first = 2 * players
        + players * players
        + HDZ_ZK_HEADS_SIZE
        + HDZ_ZK_HAND_SIZE
        + 7 * players
        + 4 * HDZ_ZK_HILL_SIZE
        + 21;
    let history = HDZ_ZK_MAX_TRICKS * size_of::<HdzZkTrick>()
        + HDZ_ZK_MAX_ROUNDS * HDZ_ZK_HILL_SIZE * size_of::<HdzZkHillLaid>()
        + 2 * HDZ_ZK_NUM_HILLS
        + 2 * HDZ_ZK_DECK_ID_SIZE
        + HDZ_ZK_MAX_ROUNDS
        + 4;
    assert!(size_of::<HdzZkView>() == first + history);
};

const NO_TRICK: HdzZkTrick = HdzZkTrick {
    leader: HDZ_NONE,
    taker: HDZ_NONE,
    cards: [HDZ_NONE; HDZ_ZK_MAX_PLAYERS],
    seats: [HDZ_NONE; HDZ_ZK_MAX_PLAYERS],
};

const NO_HILL: HdzZkHillLaid = HdzZkHillLaid { card: HDZ_NONE, chosen: HDZ_NONE };

impl From<&PlayerView> for HdzZkView {
    fn from(v: &PlayerView) -> HdzZkView {
        let players = v.players();
        let seats = 0..players;
        let in_play_order = |leader: u8| (0..players).map(move |i| (leader + i) % players);
        let trick = v.current_trick();
        let last = v.round_tricks(v.round()).last();
        let hill = v.hill();
        let numbers =
            |f: fn(ziegen_kriegen::HillCard) -> u8| array(hill.iter().map(|h| f(v.hill_card(h.card))), HDZ_NONE);
        let revealed = v.revealed_hill().map(|c| v.hill_card(c));
        let mut round_scores = [[0; HDZ_ZK_MAX_PLAYERS]; HDZ_ZK_MAX_PLAYERS];
        let mut totals = [0u16; HDZ_ZK_MAX_PLAYERS];
        for (row, scores) in round_scores.iter_mut().zip(v.round_scores()) {
            *row = *scores;
            for (total, &s) in totals.iter_mut().zip(scores) {
                *total += u16::from(s);
            }
        }
        let mut tricks = [NO_TRICK; HDZ_ZK_MAX_TRICKS];
        for (slot, t) in tricks.iter_mut().zip(v.tricks()) {
            let cards = array(t.cards.iter().copied().take(usize::from(players)), HDZ_NONE);
            *slot =
                HdzZkTrick { leader: t.leader, taker: t.taker, cards, seats: array(in_play_order(t.leader), HDZ_NONE) };
        }
        let mut hills = [[NO_HILL; HDZ_ZK_HILL_SIZE]; HDZ_ZK_MAX_ROUNDS];
        let mut hill_counts = [0; HDZ_ZK_MAX_ROUNDS];
        for round in 0..=v.round() {
            let laid = v.round_hill(round);
            hill_counts[usize::from(round)] = byte(laid.len());
            for (slot, h) in hills[usize::from(round)].iter_mut().zip(laid) {
                *slot = HdzZkHillLaid { card: h.card, chosen: h.chosen };
            }
        }
        let tables = v.tables();
        HdzZkView {
            totals,
            round_scores,
            heads: array((0..HDZ_ZK_HEADS_SIZE as u8).map(|c| if c == 0 { 0 } else { v.heads(c) }), 0),
            hand: array(v.hand().iter(), HDZ_NONE),
            trick_cards: array(trick.iter().copied(), HDZ_NONE),
            trick_seats: array((0..trick.len()).map(|i| v.seat_at(i)), HDZ_NONE),
            last_trick_cards: array(last.iter().flat_map(|t| t.cards.into_iter().take(usize::from(players))), HDZ_NONE),
            last_trick_seats: array(last.map(|t| in_play_order(t.leader)).into_iter().flatten(), HDZ_NONE),
            hill_cards: array(hill.iter().map(|h| h.card), HDZ_NONE),
            hill_low: numbers(|h| h.low),
            hill_high: numbers(|h| h.high),
            hill_chosen: array(hill.iter().map(|h| h.chosen), HDZ_NONE),
            hand_sizes: array(seats.clone().map(|s| byte(v.hand_size(s))), 0),
            tricks_taken: array(seats.clone().map(|s| v.tricks_taken(s)), 0),
            goats: array(seats.map(|s| v.goats(s)), 0),
            seat: v.seat(),
            players,
            start_player: v.start_player(),
            rounds: v.rounds(),
            round: v.round(),
            rounds_scored: byte(v.rounds_scored()),
            phase: GameView::phase(v).number(),
            current_player: GameView::current_player(v).unwrap_or(HDZ_NONE),
            leader: v.leader(),
            trick_number: byte(v.trick_number()),
            hand_len: byte(v.hand().len()),
            trick_len: byte(trick.len()),
            last_trick_taker: last.map_or(HDZ_NONE, |t| t.taker),
            hill_len: byte(hill.len()),
            hill_sum: v.hill_sum(),
            limit: v.limit().unwrap_or(HDZ_NONE),
            revealed_hill: v.revealed_hill().unwrap_or(HDZ_NONE),
            revealed_low: revealed.map_or(HDZ_NONE, |h| h.low),
            revealed_high: revealed.map_or(HDZ_NONE, |h| h.high),
            hill_stack_len: byte(v.hill_stack_len()),
            box_len: byte(v.box_len()),
            tricks,
            hills,
            hill_pairs: tables.hills.map(|h| [h.low, h.high]),
            goat_deck: c_text(tables.goat_deck.as_str()),
            hill_deck: c_text(tables.hill_deck.as_str()),
            hill_counts,
            trick_count: byte(v.tricks().len()),
            goat_table_given: u8::from(!tables.default_goats()),
            hill_table_given: u8::from(!tables.default_hills()),
            reserved: [0],
        }
    }
}

/// Writes what the seat `player` of a Ziegen Kriegen game may know to `*out_view` as a plain
/// struct (the same information as `hdz_game_view_json`, without JSON; the fields are
/// described at `HdzZkView`).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Ziegen Kriegen game or `player` is not a
/// seat of it.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_view` is NULL or valid for writing one `HdzZkView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_zk_view(game: *const HdzGame, player: u32, out_view: *mut HdzZkView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view::<Game>("hdz_zk_view", game, player, out_view) }
}

/// Writes a Ziegen Kriegen view handle (from `hdz_view_from_json` or `hdz_game_view`) to
/// `*out_view` as a plain struct: the bytes `hdz_zk_view` writes for the view's game and seat.
/// For a client that holds only its seat's view JSON.
///
/// Returns `HDZ_INVALID_ARGUMENT` for a view of another game.
///
/// Thread safety: reads `view`; may run alongside other calls that only read it.
///
/// # Safety
/// `view` is NULL or a live view; `out_view` is NULL or valid for writing one `HdzZkView`.
#[no_mangle]
pub unsafe extern "C" fn hdz_zk_view_struct(view: *const HdzView, out_view: *mut HdzZkView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { typed_view_of_handle::<Game>("hdz_zk_view_struct", view, out_view) }
}
