//! Plain C structs and enums: phases, scores, move descriptions and events.

use herr_der_ziegen::events::BoxedFrom;
use herr_der_ziegen::{EndReason, Evaluation, Event, Move, PhaseKind, PlayerScore, Scores};

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
/// Marks an absent seat, card or cell in the fields of `HdzMove` and `HdzEvent`.
pub const HDZ_NONE: u8 = 255;

// The C constants must follow the core; a change there fails the build here.
const _: () = assert!(HDZ_NUM_ACTIONS as usize == herr_der_ziegen::NUM_ACTIONS);
const _: () = assert!(HDZ_MAX_LEGAL_MOVES == herr_der_ziegen::moves::MAX_LEGAL_MOVES);
const _: () = assert!(HDZ_MAX_EVENTS == herr_der_ziegen::events::MAX_EVENTS_PER_MOVE);
const _: () = assert!(HDZ_MAX_PLAYERS == herr_der_ziegen::options::MAX_PLAYERS);
const _: () = assert!(HDZ_NUM_CARDS as usize == herr_der_ziegen::NUM_CARDS);
const _: () = assert!(HDZ_MAX_BOT_MILLISECONDS as u128 == herr_der_ziegen::bots::MAX_SEARCH_TIME.as_millis());
const _: () = assert!(HDZ_MAX_BOT_ITERATIONS == herr_der_ziegen::bots::MAX_NAMED_ITERATIONS);
const _: () = assert!(HDZ_OBSERVATION_SIZE == herr_der_ziegen::observation::OBSERVATION_SIZE);

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
    /// The scores by seat.
    pub per_player: [HdzPlayerScore; HDZ_MAX_PLAYERS],
}

impl From<Scores> for HdzScores {
    fn from(s: Scores) -> HdzScores {
        let mut per_player = [HdzPlayerScore::default(); HDZ_MAX_PLAYERS];
        for (slot, score) in per_player.iter_mut().zip(s.per_player()) {
            *slot = HdzPlayerScore::from(*score);
        }
        HdzScores { players: s.count, winners: s.winners, per_player }
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
