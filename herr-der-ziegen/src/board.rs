//! The public state of a game: everything on the table that every player sees.
//!
//! Both the full [`crate::Game`] and a seat's [`crate::PlayerView`] consist of a [`Board`] plus
//! the cards in hand and in the pile that they know; both dereference to their board, so these
//! queries exist once and mean the same on both.

use crate::cards::{Card, CardId, CardSet, GoatKind, NUM_KINDS};
use crate::events::EndReason;
use crate::game::{KindStatus, Phase, GOATS_PER_PLAYER, NONE, STABLE};
use crate::layout::{grid_cells, Cell, Line, Track, MAX_CELLS};
use crate::options::MAX_PLAYERS;

/// The public part of a game state: pasture, small goats, displays, box, big goats, kinds, the
/// pile's size and the pending decision. Fixed-size, no heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub(crate) players: u8,
    pub(crate) grid: u8,
    pub(crate) start_player: u8,
    pub(crate) milk_ones: u8,
    /// Stable cell of each seat.
    pub(crate) stables: [Cell; MAX_PLAYERS],
    /// Card id, [`NONE`] (empty) or [`STABLE`] per cell index; cells off a 6x6 grid stay empty.
    pub(crate) cells: [u8; MAX_CELLS],
    /// Owner of the small goat on each cell, or [`NONE`].
    pub(crate) marks: [u8; MAX_CELLS],
    /// Cards in the draw pile (their order is hidden).
    pub(crate) pile_len: u8,
    pub(crate) displays: [CardSet; MAX_PLAYERS],
    pub(crate) boxed: CardSet,
    /// Bit `k` set: kind `k` was removed at setup.
    pub(crate) removed_kinds: u32,
    /// Owner of each closed kind, [`NONE`] while open or removed.
    pub(crate) kind_owner: [u8; NUM_KINDS],
    /// Cards publicly known to be in the pile (a fifth card at an evaluation B found nowhere else).
    pub(crate) known_in_pile: CardSet,
    /// Track position of each big goat.
    pub(crate) goats: [u8; MAX_PLAYERS],
    pub(crate) phase: Phase,
    /// Whose turn it is (the player asked in [`Phase::Consent`] is not the active player).
    pub(crate) active: u8,
    /// The card played this turn, or [`NONE`] before the play.
    pub(crate) played: u8,
    pub(crate) end: Option<EndReason>,
    /// Swaps refused this turn, one bit per pair of cells within a line (see `rules::dog`).
    pub(crate) refused: [u64; 5],
    /// Turn number, from 1.
    pub(crate) turn: u16,
}

impl Board {
    /// A board with no cards and every goat at position 0, before setup or loading fills it in.
    pub(crate) fn empty(players: u8, grid: u8, start_player: u8, milk_ones: u8) -> Board {
        Board {
            players,
            grid,
            start_player,
            milk_ones,
            stables: [Cell::from_index(0).expect("cell 0"); MAX_PLAYERS],
            cells: [NONE; MAX_CELLS],
            marks: [NONE; MAX_CELLS],
            pile_len: 0,
            displays: [CardSet::EMPTY; MAX_PLAYERS],
            boxed: CardSet::EMPTY,
            removed_kinds: 0,
            kind_owner: [NONE; NUM_KINDS],
            known_in_pile: CardSet::EMPTY,
            goats: [0; MAX_PLAYERS],
            phase: Phase::Play,
            active: start_player,
            played: NONE,
            end: None,
            refused: [0; 5],
            turn: 1,
        }
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// Side of the grid: 7, or 6 with 2 players.
    pub fn grid_size(&self) -> u8 {
        self.grid
    }

    /// The seat that played first.
    pub fn start_player(&self) -> u8 {
        self.start_player
    }

    /// How many milk cards are worth 1 in this game (RULES-SPEC D1).
    pub fn milk_ones(&self) -> u8 {
        self.milk_ones
    }

    /// What a card is, with this game's milk split.
    pub fn card(&self, card: CardId) -> Card {
        card.card(self.milk_ones)
    }

    /// The track of the big goats.
    pub fn track(&self) -> Track {
        Track::new(self.grid)
    }

    /// The cells of this game's grid, row-major.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        grid_cells(self.grid)
    }

    /// The player who must decide now, or `None` once the game is over.
    pub fn current_player(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Consent { opponent, .. } => Some(opponent),
            _ => Some(self.active),
        }
    }

    /// Whose turn it is (during [`Phase::Consent`] the asked opponent decides, but the turn is
    /// still the active player's). After the end, the player whose turn was last.
    pub fn active_player(&self) -> u8 {
        self.active
    }

    /// The decision the game is waiting for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Why the end was triggered, if it was (the triggering turn may still be in progress).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// Turn number, from 1.
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The card played in the current turn, once played.
    pub fn played_card(&self) -> Option<CardId> {
        CardId::new(self.played)
    }

    /// The stable cell of `player`.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn stable(&self, player: u8) -> Cell {
        assert!(player < self.players, "no player {player}");
        self.stables[usize::from(player)]
    }

    /// The card lying on `cell`, if any (`None` for empty, stable and off-grid cells).
    pub fn card_at(&self, cell: Cell) -> Option<CardId> {
        CardId::new(self.cells[usize::from(cell.index())])
    }

    /// Whether `cell` is one of the stables.
    pub fn is_stable(&self, cell: Cell) -> bool {
        self.cells[usize::from(cell.index())] == STABLE
    }

    /// The owner of the small goat on `cell`, if any.
    pub fn mark_at(&self, cell: Cell) -> Option<u8> {
        let m = self.marks[usize::from(cell.index())];
        (m != NONE).then_some(m)
    }

    /// The face-up cards `player` has played and still has in front of them.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn display(&self, player: u8) -> CardSet {
        assert!(player < self.players, "no player {player}");
        self.displays[usize::from(player)]
    }

    /// The cards in the box (removed at setup or during play).
    pub fn boxed(&self) -> CardSet {
        self.boxed
    }

    /// Number of cards in the draw pile.
    pub fn pile_len(&self) -> usize {
        usize::from(self.pile_len)
    }

    /// Cards everybody knows to be in the pile (fifth cards of evaluations B that nobody held).
    pub fn known_in_pile(&self) -> CardSet {
        self.known_in_pile
    }

    /// Track position of `player`'s big goat.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn goat_position(&self, player: u8) -> u8 {
        assert!(player < self.players, "no player {player}");
        self.goats[usize::from(player)]
    }

    /// The line `player`'s big goat faces.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn facing_line(&self, player: u8) -> Line {
        self.track().line(self.goat_position(player))
    }

    /// The line the active player's big goat faces.
    pub fn active_line(&self) -> Line {
        self.facing_line(self.active)
    }

    /// Where `kind` stands: removed, open or closed with an owner.
    pub fn kind_status(&self, kind: GoatKind) -> KindStatus {
        if self.removed_kinds & (1 << kind.index()) != 0 {
            KindStatus::Removed
        } else {
            match self.kind_owner[usize::from(kind.index())] {
                NONE => KindStatus::Open,
                owner => KindStatus::Closed { owner },
            }
        }
    }

    /// Small goats `player` still has to place (10 minus the goats on the pasture).
    pub fn supply(&self, player: u8) -> usize {
        GOATS_PER_PLAYER - self.marks.iter().filter(|&&m| m == player).count()
    }

    /// Cards in `line` (stable and empty cells are not cards).
    pub(crate) fn cards_in_line(&self, line: Line) -> usize {
        line.cells(self.grid).filter(|&c| self.card_at(c).is_some()).count()
    }

    /// The cards of `kind` displayed by `player`.
    pub(crate) fn displayed_of(&self, player: u8, kind: GoatKind) -> CardSet {
        self.displays[usize::from(player)].and(kind.cards())
    }
}
