//! Plain-struct views of one game kind, for frontends that draw the table without parsing JSON:
//! `HdzZkView` (Ziegen Kriegen), `HdzLbView` and `HdzLbCard` (Le Baron). Every struct is fixed
//! size and has no padding; absent cards and seats are `HDZ_NONE`.

use herr_der_ziegen::game_core::{GameRules, GameView};
use std::any::type_name;

use le_baron::rows::{NUM_ROWS, ROW_CAPACITY};
use ziegen_kriegen::public::HILL_TRICKS;

use super::dyn_game::{DynGame, Played};
use super::entry::read_game;
use super::HdzAnyGame;
use crate::{Error, HdzStatus, HDZ_NONE};

/// Most players of Ziegen Kriegen.
pub const HDZ_ZK_MAX_PLAYERS: usize = 6;
/// Cards in a Ziegen Kriegen hand at the start of a round.
pub const HDZ_ZK_HAND_SIZE: usize = 8;
/// Hill cards laid in a Ziegen Kriegen round (the limit is their sum).
pub const HDZ_ZK_HILL_SIZE: usize = 4;
/// Ziegen Kriegen goat cards are numbered 1 to `HDZ_ZK_NUM_GOATS`.
pub const HDZ_ZK_NUM_GOATS: usize = 50;
/// Entries of `HdzZkView::heads`: one per goat card number, and an unused entry 0.
pub const HDZ_ZK_HEADS_SIZE: usize = 51;
/// Most players of Le Baron.
pub const HDZ_LB_MAX_PLAYERS: usize = 10;
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

const _: () = assert!(HDZ_ZK_MAX_PLAYERS == ziegen_kriegen::options::MAX_PLAYERS);
const _: () = assert!(HDZ_ZK_HAND_SIZE == ziegen_kriegen::public::HAND_SIZE);
const _: () = assert!(HDZ_ZK_HILL_SIZE == HILL_TRICKS);
const _: () = assert!(HDZ_ZK_NUM_GOATS == ziegen_kriegen::NUM_GOATS && HDZ_ZK_HEADS_SIZE == HDZ_ZK_NUM_GOATS + 1);
const _: () = assert!(HDZ_LB_MAX_PLAYERS == le_baron::MAX_PLAYERS);
const _: () = assert!(HDZ_LB_NUM_ROWS == NUM_ROWS && HDZ_LB_ROW_CAPACITY == ROW_CAPACITY);
const _: () = assert!(HDZ_LB_HAND_SIZE <= le_baron::moves::MAX_LEGAL_MOVES);
const _: () = assert!(HDZ_LB_NUM_COLOURS == le_baron::NUM_COLOURS);
const _: () = assert!(HDZ_LB_NUM_CARDS as usize == le_baron::NUM_CARDS);

/// What one seat of a Ziegen Kriegen game may know, as a plain struct (`hdz_zk_view`). Cards are
/// goat card numbers 1 to 50, hill cards 0 to 11; seat arrays are indexed by seat and hold
/// `players` entries; unused entries are `HDZ_NONE` (0 in the count arrays).
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
    /// first trick of a round is finished.
    pub last_trick_cards: [u8; HDZ_ZK_MAX_PLAYERS],
    /// Who played each card of `last_trick_cards`.
    pub last_trick_seats: [u8; HDZ_ZK_MAX_PLAYERS],
    /// The hill cards laid this round, in laying order (`hill_len` of them).
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
    /// The current round, from 0.
    pub round: u8,
    /// Rounds finished and scored.
    pub rounds_scored: u8,
    /// 0: a card to play; 1: a number of the revealed hill card to choose; 2: the game is over.
    pub phase: u8,
    /// The seat that decides now, `HDZ_NONE` once the game is over.
    pub current_player: u8,
    /// The seat that leads the trick being played.
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
}

const _: () = assert!(
    std::mem::size_of::<HdzZkView>()
        == 2 * HDZ_ZK_MAX_PLAYERS
            + HDZ_ZK_MAX_PLAYERS * HDZ_ZK_MAX_PLAYERS
            + HDZ_ZK_NUM_GOATS
            + 1
            + HDZ_ZK_HAND_SIZE
            + 7 * HDZ_ZK_MAX_PLAYERS
            + 4 * HDZ_ZK_HILL_SIZE
            + 21
);

/// What one seat of a Le Baron game may know, as a plain struct (`hdz_lb_view`). Cards are
/// numbers 1 to 110 (`hdz_lb_card_info` says what each shows); seat arrays are indexed by seat
/// and hold `players` entries; unused card entries are 0, unused seats `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzLbView {
    /// Each seat's points from its penalty pile as the game counts them.
    pub penalty_points: [u16; HDZ_LB_MAX_PLAYERS],
    /// The round, from 0.
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
}

const _: () = assert!(
    std::mem::size_of::<HdzLbView>()
        == 2 * (HDZ_LB_MAX_PLAYERS + 2)
            + HDZ_LB_NUM_ROWS * (HDZ_LB_ROW_CAPACITY + 2 + HDZ_LB_NUM_COLOURS)
            + HDZ_LB_HAND_SIZE
            + 5 * HDZ_LB_MAX_PLAYERS
            + 12
);

/// What a Le Baron card shows (`hdz_lb_card_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzLbCard {
    /// Heads per colour, in the order blue, yellow, green, red, black, white.
    pub heads: [u8; HDZ_LB_NUM_COLOURS],
    /// Bit `c` set for each colour the card shows.
    pub colours: u8,
    /// The card's penalty points: its number of heads.
    pub points: u8,
}

const _: () = assert!(std::mem::size_of::<HdzLbCard>() == HDZ_LB_NUM_COLOURS + 2);

/// The game behind a handle as a game of `G`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a game of another kind.
fn game_of<G: herr_der_ziegen::game_core::GameRules>(g: &dyn DynGame) -> Result<&G, Error> {
    g.as_any().downcast_ref::<Played<G>>().map(|p| &p.game).ok_or_else(|| {
        let wanted = type_name::<G>().split("::").next().unwrap_or_default().replace('_', "-");
        Error::invalid(format!("the game is {:?}, not {wanted}", g.kind()))
    })
}

/// `items` written to a fixed array, the rest `fill`.
fn array<const N: usize>(items: impl IntoIterator<Item = u8>, fill: u8) -> [u8; N] {
    let mut out = [fill; N];
    for (slot, item) in out.iter_mut().zip(items) {
        *slot = item;
    }
    out
}

/// A count that fits a byte (every count of the views does).
fn byte(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

fn zk_view(game: &ziegen_kriegen::Game, seat: u8) -> HdzZkView {
    let v = game.view(seat);
    let players = v.players();
    let seats = 0..players;
    let trick = v.current_trick();
    let finished = v.round_tricks(v.round());
    let last = finished.last();
    let last_len = if last.is_some() { usize::from(players) } else { 0 };
    let hill = v.hill();
    let numbers = |f: fn(ziegen_kriegen::HillCard) -> u8| array(hill.iter().map(|h| f(v.hill_card(h.card))), HDZ_NONE);
    let revealed = v.revealed_hill().map(|c| v.hill_card(c));
    let mut round_scores = [[0; HDZ_ZK_MAX_PLAYERS]; HDZ_ZK_MAX_PLAYERS];
    let mut totals = [0u16; HDZ_ZK_MAX_PLAYERS];
    for (row, scores) in round_scores.iter_mut().zip(v.round_scores()) {
        *row = *scores;
        for (total, &s) in totals.iter_mut().zip(scores) {
            *total += u16::from(s);
        }
    }
    HdzZkView {
        totals,
        round_scores,
        heads: array((0..=HDZ_ZK_NUM_GOATS as u8).map(|c| if c == 0 { 0 } else { v.heads(c) }), 0),
        hand: array(v.hand().iter(), HDZ_NONE),
        trick_cards: array(trick.iter().copied(), HDZ_NONE),
        trick_seats: array((0..trick.len()).map(|i| v.seat_at(i)), HDZ_NONE),
        last_trick_cards: array(last.map(|t| t.cards).unwrap_or_default().into_iter().take(last_len), HDZ_NONE),
        last_trick_seats: array(
            last.map(|t| (0..players).map(move |i| (t.leader + i) % players)).into_iter().flatten(),
            HDZ_NONE,
        ),
        hill_cards: array(hill.iter().map(|h| h.card), HDZ_NONE),
        hill_low: numbers(|h| h.low),
        hill_high: numbers(|h| h.high),
        hill_chosen: array(hill.iter().map(|h| h.chosen), HDZ_NONE),
        hand_sizes: array(seats.clone().map(|s| byte(v.hand_size(s))), 0),
        tricks_taken: array(seats.clone().map(|s| v.tricks_taken(s)), 0),
        goats: array(seats.map(|s| v.goats(s)), 0),
        seat,
        players,
        start_player: v.start_player(),
        rounds: v.rounds(),
        round: v.round(),
        rounds_scored: byte(v.rounds_scored()),
        phase: v.phase() as u8,
        current_player: v.current_player().unwrap_or(HDZ_NONE),
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
    }
}

fn lb_view(game: &le_baron::Game, seat: u8) -> HdzLbView {
    use le_baron::{EndReason, Phase};
    let v = game.view(seat);
    let seats = 0..v.players();
    let rows = v.rows();
    let mut chosen = 0u16;
    for s in seats.clone().filter(|&s| v.has_chosen(s)) {
        chosen |= 1 << s;
    }
    let mut penalty_points = [0u16; HDZ_LB_MAX_PLAYERS];
    for (slot, s) in penalty_points.iter_mut().zip(seats.clone()) {
        *slot = v.penalty_points(s);
    }
    let revealed: Vec<(u8, u8)> = v.revealed().collect();
    HdzLbView {
        penalty_points,
        round: v.round(),
        chosen,
        rows: std::array::from_fn(|r| array(rows[r].cards().iter().copied(), 0)),
        row_len: std::array::from_fn(|r| byte(rows[r].len())),
        row_points: std::array::from_fn(|r| rows[r].points()),
        row_heads: std::array::from_fn(|r| rows[r].heads()),
        hand: array(v.hand().iter(), 0),
        hand_counts: array(seats.clone().map(|s| byte(v.hand_count(s))), 0),
        pile_counts: array(seats.clone().map(|s| byte(v.pile_count(s))), 0),
        penalty_counts: array(seats.map(|s| byte(v.penalty_pile(s).len())), 0),
        revealed: array(revealed.iter().map(|&(card, _)| card), 0),
        revealed_seats: array(revealed.iter().map(|&(_, owner)| owner), HDZ_NONE),
        seat,
        players: v.players(),
        phase: match v.phase() {
            Phase::Choose => 0,
            Phase::Resolve => 1,
            Phase::Over => 2,
        },
        current_player: v.current_player().unwrap_or(HDZ_NONE),
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
    }
}

/// Writes what the seat `player` of a Ziegen Kriegen game may know to `*out_view` as a plain
/// struct (the same information as `hdz_any_game_view_json`, without JSON; the fields are
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
pub unsafe extern "C" fn hdz_zk_view(game: *const HdzAnyGame, player: u32, out_view: *mut HdzZkView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game("hdz_zk_view", game, out_view, "out_view", |g| Ok(zk_view(game_of(g)?, g.seat(player)?))) }
}

/// Writes what the seat `player` of a Le Baron game may know to `*out_view` as a plain struct
/// (the same information as `hdz_any_game_view_json`, without JSON; the fields are described at
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
pub unsafe extern "C" fn hdz_lb_view(game: *const HdzAnyGame, player: u32, out_view: *mut HdzLbView) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe { read_game("hdz_lb_view", game, out_view, "out_view", |g| Ok(lb_view(game_of(g)?, g.seat(player)?))) }
}

/// Writes what the card `card` (1 to `HDZ_LB_NUM_CARDS`) of a Le Baron game shows (heads per
/// colour, colours, points) to `*out_card`. The game is needed because its options may replace
/// the card table.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Le Baron game or `card` is not a card.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_lb_card_info(game: *const HdzAnyGame, card: u32, out_card: *mut HdzLbCard) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        read_game("hdz_lb_card_info", game, out_card, "out_card", |g| {
            let table = game_of::<le_baron::Game>(g)?.table();
            let n = u8::try_from(card).ok().filter(|n| (1..=HDZ_LB_NUM_CARDS as u8).contains(n)).ok_or_else(|| {
                Error::invalid(format!("{card} is not a Le Baron card (cards are 1 to {HDZ_LB_NUM_CARDS})"))
            })?;
            Ok(HdzLbCard { heads: table.heads(n), colours: table.colours(n), points: table.points(n) })
        })
    }
}
