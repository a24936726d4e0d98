//! Plain C structs and enums: phases, scores, move descriptions, events, cards and views.

use herr_der_ziegen::events::BoxedFrom;
use herr_der_ziegen::game_core::GameView;
use herr_der_ziegen::layout::{MAX_CELLS, MAX_GRID, MAX_LINES};
use herr_der_ziegen::{
    Card, CardId, CardSet, Cell, EndReason, Evaluation, Event, GoatKind, KindStatus, Move, Phase, PhaseKind,
    PlayerScore, PlayerView, Scores,
};

/// Number of action ids: valid ids are `0` to `HDZ_NUM_ACTIONS - 1`.
pub const HDZ_NUM_ACTIONS: u32 = 810;
/// Most legal moves at any decision: a buffer of this many ids always suffices for
/// `hdz_game_legal_moves`.
pub const HDZ_MAX_LEGAL_MOVES: usize = 128;
/// Most events one move produces: a buffer of this many always suffices for
/// `hdz_game_last_events`.
pub const HDZ_MAX_EVENTS: usize = 24;
/// Most players in a game (the fewest is 2).
pub const HDZ_MAX_PLAYERS: usize = 5;
/// Number of card ids: cards are `0` to `HDZ_NUM_CARDS - 1`.
pub const HDZ_NUM_CARDS: u32 = 121;
/// Floats in an observation tensor: a buffer of this many always suffices for
/// `hdz_game_observation` (layout in `docs/observation.md`).
pub const HDZ_OBSERVATION_SIZE: usize = 4642;
/// The largest budget `N` of the bot name `"ismcts:N"` (`hdz_bot_new`): about a second or
/// more per decision.
pub const HDZ_MAX_BOT_ITERATIONS: u32 = 100_000;
/// The longest search `hdz_bot_new_timed` accepts, in milliseconds.
pub const HDZ_MAX_BOT_MILLISECONDS: u32 = 10_000;
/// Marks an absent seat, card, cell, kind or value in the fields of `HdzMove`, `HdzEvent`,
/// `HdzCard` and `HdzView`.
pub const HDZ_NONE: u8 = 255;
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
const _: () = assert!(HDZ_NUM_ACTIONS as usize == herr_der_ziegen::NUM_ACTIONS);
const _: () = assert!(HDZ_MAX_LEGAL_MOVES == herr_der_ziegen::moves::MAX_LEGAL_MOVES);
const _: () = assert!(HDZ_MAX_EVENTS == herr_der_ziegen::events::MAX_EVENTS_PER_MOVE);
const _: () = assert!(HDZ_MAX_PLAYERS == herr_der_ziegen::options::MAX_PLAYERS);
const _: () = assert!(HDZ_NUM_CARDS as usize == herr_der_ziegen::NUM_CARDS);
const _: () = assert!(HDZ_MAX_BOT_MILLISECONDS as u128 == herr_der_ziegen::bots::MAX_SEARCH_TIME.as_millis());
const _: () = assert!(HDZ_MAX_BOT_ITERATIONS == herr_der_ziegen::bots::MAX_NAMED_ITERATIONS);
const _: () = assert!(HDZ_OBSERVATION_SIZE == herr_der_ziegen::observation::OBSERVATION_SIZE);
const _: () = assert!(HDZ_NUM_KINDS == herr_der_ziegen::NUM_KINDS);
const _: () = assert!(HDZ_NUM_CELLS == MAX_CELLS);
const _: () = assert!(HDZ_MAX_REFUSED_SWAPS == MAX_LINES * MAX_GRID * (MAX_GRID - 1) / 2);
// `HDZ_NONE` must never be a card, cell, kind or seat.
const _: () = assert!(
    HDZ_NONE as usize >= HDZ_NUM_CARDS as usize
        && HDZ_NONE as usize >= HDZ_NUM_CELLS
        && HDZ_NONE as usize >= HDZ_MAX_PLAYERS
);

/// The kind of decision a game is waiting for.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzPhase {
    /// The player to act plays a card from hand.
    Play = 0,
    /// The player to act takes a card from the line their big goat faces.
    Take = 1,
    /// The player to act puts a small goat on a card after an evaluation A.
    Mark = 2,
    /// The player to act makes a dog move or passes.
    Dog = 3,
    /// The asked opponent agrees to a dog swap or refuses it.
    Consent = 4,
    /// The game is over.
    Over = 5,
}

impl From<PhaseKind> for HdzPhase {
    fn from(kind: PhaseKind) -> HdzPhase {
        match kind {
            PhaseKind::Play => HdzPhase::Play,
            PhaseKind::Take => HdzPhase::Take,
            PhaseKind::Mark => HdzPhase::Mark,
            PhaseKind::Dog => HdzPhase::Dog,
            PhaseKind::Consent => HdzPhase::Consent,
            PhaseKind::Over => HdzPhase::Over,
        }
    }
}

/// One player's score with its breakdown.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzPlayerScore {
    /// Points of own marked cards outside the stable group (their value each).
    pub single: u32,
    /// Points of own marked cards in the stable group, already doubled.
    pub doubled: u32,
    /// Total milk value in the player's display (before the milk ranking).
    pub milk_total: u32,
    /// Milk points from the milk ranking.
    pub milk: u32,
    /// `single + doubled + milk`.
    pub total: u32,
}

impl From<PlayerScore> for HdzPlayerScore {
    fn from(s: PlayerScore) -> HdzPlayerScore {
        HdzPlayerScore { single: s.single, doubled: s.doubled, milk_total: s.milk_total, milk: s.milk, total: s.total }
    }
}

/// Everybody's score and the winners.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzScores {
    /// Number of players: `per_player[0]` to `per_player[players - 1]` are meaningful, the rest
    /// are zero.
    pub players: u8,
    /// Bit `p` is set for every player `p` with the highest total (victories can be shared).
    pub winners: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
    /// The scores by seat.
    pub per_player: [HdzPlayerScore; HDZ_MAX_PLAYERS],
}

impl From<Scores> for HdzScores {
    fn from(s: Scores) -> HdzScores {
        let mut per_player = [HdzPlayerScore::default(); HDZ_MAX_PLAYERS];
        for (slot, score) in per_player.iter_mut().zip(s.per_player()) {
            *slot = HdzPlayerScore::from(*score);
        }
        HdzScores { players: s.count, winners: s.winners, reserved: [0; 2], per_player }
    }
}

/// The kind of a move.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzMoveKind {
    /// Play the card `card` from hand.
    Play = 0,
    /// Take the card at `cell` from the active line.
    Take = 1,
    /// Put a small goat on the card at `cell` (after an evaluation A).
    Mark = 2,
    /// Dog move: the own marked card at `cell` goes to `to_cell`.
    Dog = 3,
    /// Make no dog move.
    PassDog = 4,
    /// Answer a swap request: `answer` is true to agree.
    Answer = 5,
}

/// What an action id means. Cells are numbered `row * 7 + col` (also on the 6x6 grid of
/// two-player games); fields that do not apply to the kind hold `HDZ_NONE` (or `false`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzMove {
    /// The kind of move.
    pub kind: HdzMoveKind,
    /// `HDZ_MOVE_KIND_PLAY`: the card id.
    pub card: u8,
    /// `HDZ_MOVE_KIND_TAKE`, `HDZ_MOVE_KIND_MARK`: the cell; `HDZ_MOVE_KIND_DOG`: the cell the
    /// card leaves.
    pub cell: u8,
    /// `HDZ_MOVE_KIND_DOG`: the target cell.
    pub to_cell: u8,
    /// `HDZ_MOVE_KIND_ANSWER`: true to agree to the swap, false to refuse.
    pub answer: bool,
}

impl From<Move> for HdzMove {
    fn from(mv: Move) -> HdzMove {
        let blank = |kind| HdzMove { kind, card: HDZ_NONE, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false };
        match mv {
            Move::Play(card) => HdzMove { card: card.index(), ..blank(HdzMoveKind::Play) },
            Move::Take(cell) => HdzMove { cell: cell.index(), ..blank(HdzMoveKind::Take) },
            Move::Mark(cell) => HdzMove { cell: cell.index(), ..blank(HdzMoveKind::Mark) },
            Move::Dog { from, to } => HdzMove { cell: from.index(), to_cell: to.index(), ..blank(HdzMoveKind::Dog) },
            Move::PassDog => blank(HdzMoveKind::PassDog),
            Move::Answer(yes) => HdzMove { answer: yes, ..blank(HdzMoveKind::Answer) },
        }
    }
}

/// The kind of an event.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzEventKind {
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

/// One change made by a move. Which fields are meaningful depends on `kind` (see
/// `HdzEventKind`); the others hold `HDZ_NONE`. Cells are numbered `row * 7 + col`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzEvent {
    /// What happened.
    pub kind: HdzEventKind,
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

impl HdzEvent {
    fn blank(kind: HdzEventKind) -> HdzEvent {
        HdzEvent {
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

impl From<Event> for HdzEvent {
    fn from(event: Event) -> HdzEvent {
        use HdzEventKind as K;
        let b = HdzEvent::blank;
        match event {
            Event::CardPlayed { player, card } => HdzEvent { player, card: card.index(), ..b(K::CardPlayed) },
            Event::GoatMoved { player, from, to } => {
                HdzEvent { player, track_from: from, track_to: to, ..b(K::GoatMoved) }
            }
            Event::CardTaken { player, cell, card } => {
                HdzEvent { player, cell: cell.index(), card: card.index(), ..b(K::CardTaken) }
            }
            Event::CellRefilled { cell, card } => {
                HdzEvent { cell: cell.index(), card: card.index(), ..b(K::CellRefilled) }
            }
            Event::CardMarked { player, cell, card } => {
                HdzEvent { player, cell: cell.index(), card: card.index(), ..b(K::CardMarked) }
            }
            Event::KindClosed { kind, owner, evaluation } => HdzEvent {
                player: owner,
                goat_kind: kind.index(),
                detail: match evaluation {
                    Evaluation::A => 0,
                    Evaluation::B => 1,
                },
                ..b(K::KindClosed)
            },
            Event::CardBoxed { card, player, from } => HdzEvent {
                player,
                card: card.index(),
                detail: match from {
                    BoxedFrom::Played => 0,
                    BoxedFrom::Display => 1,
                },
                ..b(K::CardBoxed)
            },
            Event::CardShown { player, card } => HdzEvent { player, card: card.index(), ..b(K::CardShown) },
            Event::ConsentAsked { player, opponent, from, to } => {
                HdzEvent { player, opponent, cell: from.index(), to_cell: to.index(), ..b(K::ConsentAsked) }
            }
            Event::ConsentAnswered { opponent, agreed } => {
                HdzEvent { player: opponent, opponent, detail: u8::from(agreed), ..b(K::ConsentAnswered) }
            }
            Event::DogMoved { player, from, to, swapped } => HdzEvent {
                player,
                cell: from.index(),
                to_cell: to.index(),
                card: swapped.map_or(HDZ_NONE, |c| c.index()),
                ..b(K::DogMoved)
            },
            Event::DogPassed { player } => HdzEvent { player, ..b(K::DogPassed) },
            Event::EndTriggered { reason } => HdzEvent {
                detail: match reason {
                    EndReason::E1 => 1,
                    EndReason::E2 => 2,
                },
                ..b(K::EndTriggered)
            },
            Event::TurnStarted { player } => HdzEvent { player, ..b(K::TurnStarted) },
            Event::GameOver { winners } => HdzEvent { detail: winners, ..b(K::GameOver) },
        }
    }
}

/// What sort of card a card is.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzCardKind {
    /// A goat card: `goat_kind` 0 to 17 and `value` 1 to 5 (it moves the big goat `value` steps
    /// and scores `value` when marked).
    Goat = 0,
    /// A dog: it moves no goat and allows a dog move. `goat_kind` and `value` are `HDZ_NONE`.
    Dog = 1,
    /// A milk card: `value` 1 or 2 (by the game's milk split); `goat_kind` is `HDZ_NONE`.
    Milk = 2,
}

/// What a card is (`hdz_game_card_info`). Fields that do not apply to the kind hold `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzCard {
    /// Goat, dog or milk.
    pub kind: HdzCardKind,
    /// `HDZ_CARD_KIND_GOAT`: the goat kind, 0 to 17.
    pub goat_kind: u8,
    /// `HDZ_CARD_KIND_GOAT`: 1 to 5; `HDZ_CARD_KIND_MILK`: 1 or 2.
    pub value: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
}

impl From<Card> for HdzCard {
    fn from(card: Card) -> HdzCard {
        match card {
            Card::Goat { kind, value } => {
                HdzCard { kind: HdzCardKind::Goat, goat_kind: kind.index(), value, reserved: [0; 2] }
            }
            Card::Dog => HdzCard { kind: HdzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] },
            Card::Milk { value } => HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value, reserved: [0; 2] },
        }
    }
}

/// Where a goat kind stands (`HdzView::kind_status`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzKindStatus {
    /// Not evaluated yet.
    Open = 0,
    /// Removed at setup (2 to 4 players); its cards are in the box.
    Removed = 1,
    /// Evaluated; `HdzView::kind_owner` holds the player who won it, who marks its cards.
    Closed = 2,
}

/// A set of cards as a list: `cards[0..count]` in increasing id order; the entries from
/// `count` on hold `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzCardList {
    /// Number of cards, 0 to `HDZ_NUM_CARDS`.
    pub count: u8,
    /// The card ids.
    pub cards: [u8; HDZ_NUM_CARDS as usize],
}

/// The empty list (also that of a seat that is not in the game).
const EMPTY_LIST: HdzCardList = HdzCardList { count: 0, cards: [HDZ_NONE; HDZ_NUM_CARDS as usize] };

impl From<CardSet> for HdzCardList {
    fn from(set: CardSet) -> HdzCardList {
        let mut list = EMPTY_LIST;
        for (slot, card) in list.cards.iter_mut().zip(set.iter()) {
            *slot = card.index();
        }
        list.count = set.len() as u8;
        list
    }
}

/// Everything one seat may know of a game, as plain data (`hdz_game_view_struct`): the same
/// information as the view JSON of `hdz_game_view_json` and the Rust `PlayerView`, and nothing
/// more (no unknown hand card, no pile order: the view of a game and of any determinization of it
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
pub struct HdzView {
    /// The decision the game is waiting for.
    pub phase: HdzPhase,
    /// Where each goat kind stands: open, removed or closed.
    pub kind_status: [HdzKindStatus; HDZ_NUM_KINDS],
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
    /// `HDZ_PHASE_MARK`: the goat kind just closed, whose next card the active player marks.
    pub mark_kind: u8,
    /// `HDZ_PHASE_CONSENT`: the cell of the active player's card the swap would move.
    pub consent_from: u8,
    /// `HDZ_PHASE_CONSENT`: the cell of the asked opponent's card.
    pub consent_to: u8,
    /// `HDZ_PHASE_CONSENT`: the seat asked to agree (also `current_player`).
    pub consent_opponent: u8,
    /// Number of cards in the draw pile.
    pub pile_len: u8,
    /// The line the active player's big goat faces (`0..7` rows, `7..14` columns).
    pub active_line: u8,
    /// Per seat: its stable cell.
    pub stable: [u8; HDZ_MAX_PLAYERS],
    /// Per seat: the track position of its big goat (`4 * grid_size` positions clockwise from
    /// above the top-left cell).
    pub goat_position: [u8; HDZ_MAX_PLAYERS],
    /// Per seat: the line its big goat faces (`0..7` rows, `7..14` columns).
    pub facing_line: [u8; HDZ_MAX_PLAYERS],
    /// Per seat: small goats it still has to place (10 minus its goats on the pasture).
    pub supply: [u8; HDZ_MAX_PLAYERS],
    /// Per seat: how many of its hand cards this seat does not know (0 for its own seat).
    pub unknown_hand_count: [u8; HDZ_MAX_PLAYERS],
    /// Per goat kind: the owner of a closed kind, `HDZ_NONE` while open or removed.
    pub kind_owner: [u8; HDZ_NUM_KINDS],
    /// Per cell: the card lying there, `HDZ_NONE` for empty, stable and off-grid cells.
    pub card_at: [u8; HDZ_NUM_CELLS],
    /// Per cell: the seat whose small goat is on it, or `HDZ_NONE`.
    pub mark_at: [u8; HDZ_NUM_CELLS],
    /// Per cell: whether it is one of the stables (`stable` says whose).
    pub is_stable: [bool; HDZ_NUM_CELLS],
    /// This seat's own hand (`known_hand[seat]`).
    pub hand: HdzCardList,
    /// Per seat: the cards of its hand this seat knows (all of them for its own seat; for the
    /// others the cards everybody saw entering their hands).
    pub known_hand: [HdzCardList; HDZ_MAX_PLAYERS],
    /// Per seat: the cards of its hand that every seat knows (taken from the face-up pasture or
    /// shown at an evaluation B).
    pub public_hand: [HdzCardList; HDZ_MAX_PLAYERS],
    /// Per seat: the face-up cards it has played and still has in front of it.
    pub display: [HdzCardList; HDZ_MAX_PLAYERS],
    /// The cards in the box (removed at setup or during play).
    pub boxed: HdzCardList,
    /// Cards everybody knows to be in the pile (fifth cards of evaluations B that nobody held).
    pub known_in_pile: HdzCardList,
    /// Cards this seat has not located: they are in the pile or among the unknown hand cards.
    pub unseen: HdzCardList,
    /// The dog swaps refused this turn, as cell pairs `[a, b]` with `a < b` in one row or
    /// column, in increasing order of `a`, then of `b`; the entries from `refused_swap_count` on
    /// hold `HDZ_NONE`. A refused swap may not be asked again this turn.
    pub refused_swaps: [[u8; 2]; HDZ_MAX_REFUSED_SWAPS],
}

// No padding: every byte of an `HdzView` is a field, so equal views are equal byte for byte
// (`memcmp`) and no stale byte of the caller's memory survives a write.
const _: () = {
    use std::mem::size_of;
    let fields = size_of::<HdzPhase>()
        + HDZ_NUM_KINDS * size_of::<HdzKindStatus>()
        + 2 * size_of::<u16>()
        + 16
        + 5 * HDZ_MAX_PLAYERS
        + HDZ_NUM_KINDS
        + 3 * HDZ_NUM_CELLS
        + (4 + 3 * HDZ_MAX_PLAYERS) * size_of::<HdzCardList>()
        + 2 * HDZ_MAX_REFUSED_SWAPS;
    assert!(size_of::<HdzView>() == fields);
    assert!(size_of::<HdzCardList>() == 1 + HDZ_NUM_CARDS as usize);
};

/// The dense number of a line: rows `0..7`, columns `7..14`.
fn line_number(line: herr_der_ziegen::Line) -> u8 {
    line.index() as u8
}

impl From<&PlayerView> for HdzView {
    fn from(view: &PlayerView) -> HdzView {
        let players = view.players();
        let seats = 0..players;
        let per_seat = |f: &dyn Fn(u8) -> u8| {
            let mut values = [HDZ_NONE; HDZ_MAX_PLAYERS];
            for p in seats.clone() {
                values[usize::from(p)] = f(p);
            }
            values
        };
        let per_seat_list = |f: &dyn Fn(u8) -> CardSet| {
            let mut lists = [EMPTY_LIST; HDZ_MAX_PLAYERS];
            for p in seats.clone() {
                lists[usize::from(p)] = HdzCardList::from(f(p));
            }
            lists
        };

        let mut card_at = [HDZ_NONE; HDZ_NUM_CELLS];
        let mut mark_at = [HDZ_NONE; HDZ_NUM_CELLS];
        let mut is_stable = [false; HDZ_NUM_CELLS];
        for cell in view.cells() {
            let i = usize::from(cell.index());
            card_at[i] = view.card_at(cell).map_or(HDZ_NONE, CardId::index);
            mark_at[i] = view.mark_at(cell).unwrap_or(HDZ_NONE);
            is_stable[i] = view.is_stable(cell);
        }

        let mut kind_status = [HdzKindStatus::Open; HDZ_NUM_KINDS];
        let mut kind_owner = [HDZ_NONE; HDZ_NUM_KINDS];
        for kind in GoatKind::all() {
            let k = usize::from(kind.index());
            (kind_status[k], kind_owner[k]) = match view.kind_status(kind) {
                KindStatus::Open => (HdzKindStatus::Open, HDZ_NONE),
                KindStatus::Removed => (HdzKindStatus::Removed, HDZ_NONE),
                KindStatus::Closed { owner } => (HdzKindStatus::Closed, owner),
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
        let mut refused_swaps = [[HDZ_NONE; 2]; HDZ_MAX_REFUSED_SWAPS];
        for (slot, [a, b]) in refused_swaps.iter_mut().zip(&pairs) {
            *slot = [a.index(), b.index()];
        }
        let refused_swap_count = pairs.len().min(HDZ_MAX_REFUSED_SWAPS) as u16;

        HdzView {
            phase: HdzPhase::from(phase.kind()),
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
            hand: HdzCardList::from(view.hand()),
            known_hand: per_seat_list(&|p| view.known_hand(p)),
            public_hand: per_seat_list(&|p| view.public_hand(p)),
            display: per_seat_list(&|p| view.display(p)),
            boxed: HdzCardList::from(view.boxed()),
            known_in_pile: HdzCardList::from(view.known_in_pile()),
            unseen: HdzCardList::from(view.unseen()),
            refused_swaps,
        }
    }
}

// No struct the library writes has padding: the sizes are the sums of the fields' sizes, so every
// byte is a field the library sets, and identical results are identical bytes.
const _: () = {
    use std::mem::size_of;
    let kind = size_of::<HdzEventKind>();
    assert!(size_of::<HdzEvent>() == kind + 9 + 3);
    assert!(size_of::<HdzMove>() == size_of::<HdzMoveKind>() + 3 + size_of::<bool>());
    assert!(size_of::<HdzCard>() == size_of::<HdzCardKind>() + 2 + 2);
    assert!(size_of::<HdzPlayerScore>() == 5 * 4);
    assert!(size_of::<HdzScores>() == 2 + 2 + HDZ_MAX_PLAYERS * size_of::<HdzPlayerScore>());
    assert!(size_of::<HdzCardList>() == 1 + HDZ_NUM_CARDS as usize);
};
