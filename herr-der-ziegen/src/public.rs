//! The public state of a game: everything on the table that every player sees.
//!
//! Both the full [`crate::Game`] and a seat's [`crate::PlayerView`] consist of a [`Public`] plus
//! the cards in hand and in the pile that they know; both dereference to their public part, so these
//! queries exist once and mean the same on both.

use game_core::PublicPart;

use crate::cards::{Card, CardId, CardSet, GoatKind, NUM_KINDS};
use crate::events::EndReason;
use crate::layout::{grid_cells, Cell, CellMask, Line, Track, MAX_CELLS};
use crate::options::MAX_PLAYERS;
use crate::phase::{KindStatus, Phase};
use crate::refused_swaps;

/// Marker for "no card / no player / no goat" in the compact arrays.
pub(crate) const NONE: u8 = u8::MAX;
/// Cell content of a stable cell.
pub(crate) const STABLE: u8 = u8::MAX - 1;
/// Small goats per player.
pub const GOATS_PER_PLAYER: usize = 10;

/// The public part of a game state: pasture, small goats, displays, box, big goats, kinds, the
/// pile's size and the pending decision. Fixed-size, no heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Public {
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
    /// The cells holding a card. Derived from `cells`: written only by [`Public::set_cell`] and
    /// [`Public::swap_cells`], so it never disagrees.
    pub(crate) card_cells: CellMask,
    /// Per player, the cells with their small goats. Derived from `marks` like `card_cells`.
    pub(crate) mark_cells: [CellMask; MAX_PLAYERS],
    /// The cells with a small goat, whoever's: the union of `mark_cells`.
    pub(crate) marked: CellMask,
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

impl Public {
    /// A public part with no cards and every goat at position 0, before setup or loading fills it in.
    pub(crate) fn empty(players: u8, grid: u8, start_player: u8, milk_ones: u8) -> Public {
        Public {
            players,
            grid,
            start_player,
            milk_ones,
            stables: [Cell::from_index(0).expect("cell 0"); MAX_PLAYERS],
            cells: [NONE; MAX_CELLS],
            marks: [NONE; MAX_CELLS],
            card_cells: 0,
            mark_cells: [0; MAX_PLAYERS],
            marked: 0,
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

    /// Puts `content` (a card id, [`NONE`] or [`STABLE`]) on `cell`.
    pub(crate) fn set_cell(&mut self, cell: Cell, content: u8) {
        self.cells[usize::from(cell.index())] = content;
        if content < STABLE {
            self.card_cells |= cell.bit();
        } else {
            self.card_cells &= !cell.bit();
        }
    }

    /// Puts `owner`'s small goat on `cell`, or removes the goat there with [`NONE`].
    pub(crate) fn set_mark(&mut self, cell: Cell, owner: u8) {
        let i = usize::from(cell.index());
        if let Some(old) = self.mark_cells.get_mut(usize::from(self.marks[i])) {
            *old &= !cell.bit();
            self.marked &= !cell.bit();
        }
        self.marks[i] = owner;
        if let Some(new) = self.mark_cells.get_mut(usize::from(owner)) {
            *new |= cell.bit();
            self.marked |= cell.bit();
        }
    }

    /// Swaps the contents of two cells: card and small goat.
    pub(crate) fn swap_cells(&mut self, a: Cell, b: Cell) {
        let (card_a, card_b) = (self.cells[usize::from(a.index())], self.cells[usize::from(b.index())]);
        let (mark_a, mark_b) = (self.marks[usize::from(a.index())], self.marks[usize::from(b.index())]);
        self.set_cell(a, card_b);
        self.set_cell(b, card_a);
        self.set_mark(a, NONE);
        self.set_mark(b, NONE);
        self.set_mark(a, mark_b);
        self.set_mark(b, mark_a);
    }

    /// The cells carrying a small goat, whoever's.
    pub(crate) fn marked_cells(&self) -> CellMask {
        self.marked
    }

    /// The stable cells.
    pub(crate) fn stable_cells(&self) -> CellMask {
        self.stables[..usize::from(self.players)].iter().fold(0, |all, s| all | s.bit())
    }

    /// The cells whose card may be taken: a card without a small goat.
    pub(crate) fn takeable_cells(&self) -> CellMask {
        self.card_cells & !self.marked_cells()
    }

    /// The cells holding a card of `kind`.
    pub(crate) fn kind_cells(&self, kind: GoatKind) -> CellMask {
        // Goat ids are `5 * kind + value - 1`; empty and stable cells are far above them.
        cells_in_range(
            &self.cells,
            kind.index() * crate::cards::CARDS_PER_KIND as u8,
            crate::cards::CARDS_PER_KIND as u8,
        )
    }

    /// Whether the masks derived from the cell arrays agree with them (checked by the tests).
    pub(crate) fn masks_consistent(&self) -> bool {
        let mut expected = self.clone();
        expected.card_cells = 0;
        expected.mark_cells = [0; MAX_PLAYERS];
        expected.marked = 0;
        for cell in crate::layout::grid_cells(crate::layout::MAX_GRID as u8) {
            expected.set_cell(cell, self.cells[usize::from(cell.index())]);
            expected.set_mark(cell, self.marks[usize::from(cell.index())]);
        }
        expected == *self
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
        Track::of_game_grid(self.grid)
    }

    /// The cells of this game's grid, row-major.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        grid_cells(self.grid)
    }

    /// Whose turn it is (during [`Phase::Consent`] the asked opponent decides, but the turn is
    /// still the active player's). After the end, the player whose turn was last.
    pub fn active_player(&self) -> u8 {
        self.active
    }

    /// Why the end was triggered, if it was (the triggering turn may still be in progress).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
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
        self.track().line(self.goats[usize::from(self.active)])
    }

    /// The cells of the line the active player's big goat faces, as a mask.
    pub(crate) fn active_line_mask(&self) -> CellMask {
        self.track().line_mask(self.goats[usize::from(self.active)])
    }

    /// The owner of `card`'s kind if `card` is a goat card of a closed kind (asked at every play
    /// and refill, where the card is a coin toss: the goat-card test is a select, not a branch).
    pub(crate) fn closed_kind_owner(&self, card: CardId) -> Option<u8> {
        // Non-goat ids map past the last kind; the clamped read is then discarded by the select.
        let kind = usize::from(card.index() / crate::cards::CARDS_PER_KIND as u8).min(NUM_KINDS - 1);
        let owner = if card.kind().is_some() { self.kind_owner[kind] } else { NONE };
        (owner != NONE).then_some(owner)
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
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn supply(&self, player: u8) -> usize {
        assert!(player < self.players, "no player {player}");
        GOATS_PER_PLAYER - self.mark_cells[usize::from(player)].count_ones() as usize
    }

    /// The dog swaps an opponent refused during this turn's dog move, each as its two cells in
    /// increasing cell order (not as the request's from and to); empty outside a dog decision.
    /// The refused swaps are no longer legal moves this turn.
    pub fn refused_swaps(&self) -> Vec<[Cell; 2]> {
        refused_swaps::pairs(&self.refused, self.grid)
    }

    /// The cards of `kind` displayed by `player`.
    pub(crate) fn displayed_of(&self, player: u8, kind: GoatKind) -> CardSet {
        self.displays[usize::from(player)].and(kind.cards())
    }
}

/// The cells whose content `c` has `c - first < count` (wrapping), as a mask.
///
/// Asked at every evaluation: eight cells at a time in a `u64` instead of 49 comparisons
/// (bytewise subtraction and comparison without borrows between bytes, then the eight flags
/// gathered by one multiplication).
fn cells_in_range(cells: &[u8; MAX_CELLS], first: u8, count: u8) -> CellMask {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const ONES: u64 = 0x0101_0101_0101_0101;
    debug_assert!(count <= 0x80);
    let flags_of = |chunk: u64| {
        let subtrahend = ONES * u64::from(first);
        // Each byte `c - first` (wrapping): the high bits are handled apart, so no byte borrows.
        let x = ((chunk | HIGH) - (subtrahend & !HIGH)) ^ ((chunk ^ !subtrahend) & HIGH);
        // High bit of each byte of `y`: the low seven bits of `x` are at least `count`.
        let y = (x | HIGH) - ONES * u64::from(count);
        let flags = !y & !x & HIGH;
        // Bit 7 of byte i to bit i.
        (flags >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
    };
    const WHOLE: usize = MAX_CELLS / 8;
    let mut mask = 0;
    for i in 0..WHOLE {
        let chunk: [u8; 8] = cells[8 * i..8 * i + 8].try_into().expect("eight cells");
        mask |= flags_of(u64::from_le_bytes(chunk)) << (8 * i);
    }
    for (i, &content) in cells.iter().enumerate().skip(8 * WHOLE) {
        mask |= u64::from(content.wrapping_sub(first) < count) << i;
    }
    mask
}

impl PublicPart for Public {
    game_core::public_part_items!();

    #[inline]
    fn current_player(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Consent { opponent, .. } => Some(opponent),
            _ => Some(self.active),
        }
    }

    #[inline]
    fn phase(&self) -> Phase {
        self.phase
    }

    fn turn(&self) -> u16 {
        self.turn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_in_range_equals_one_comparison_per_cell() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..20_000 {
            let mut cells = [0u8; MAX_CELLS];
            for cell in cells.iter_mut() {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let r = (state >> 33) as u8;
                // Mostly card ids, empty and stable cells; sometimes any byte.
                *cell = match r % 4 {
                    0 => NONE,
                    1 => STABLE,
                    2 => r % 121,
                    _ => (state >> 45) as u8,
                };
            }
            let first = (round % 25) as u8 * 5;
            let count = 1 + (round % 7) as u8;
            let expected = cells
                .iter()
                .enumerate()
                .fold(0, |mask, (i, &c)| mask | (u64::from(c.wrapping_sub(first) < count) << i));
            assert_eq!(cells_in_range(&cells, first, count), expected, "{cells:?} {first} {count}");
        }
    }
}
