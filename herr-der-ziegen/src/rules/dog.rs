//! The dog move and the consent question (RULES-SPEC 5, D13 to D18, D32).

use crate::error::MoveError;
use crate::events::{Event, EventSink};
use crate::game::{Game, Phase, NONE};
use crate::layout::{grid_mask, mask_cells, nth_cell, Cell, CellMask, Line};
use crate::moves::{Move, MoveList};
use crate::refused_swaps;

impl Game {
    pub(crate) fn is_refused(&self, a: Cell, b: Cell) -> bool {
        refused_swaps::contains(&self.refused, a, b)
    }

    pub(crate) fn refuse(&mut self, a: Cell, b: Cell) {
        refused_swaps::insert(&mut self.public.refused, a, b);
    }

    /// The dog-move rules without the phase: own marked card at `from`, a target in one of its
    /// lines that is not a stable, and not a swap refused this turn.
    pub(crate) fn check_dog(&self, from: Cell, to: Cell) -> Result<(), MoveError> {
        for cell in [from, to] {
            if !cell.in_grid(self.grid) {
                return Err(MoveError::CellOffGrid(cell));
            }
        }
        if self.card_at(from).is_none() || self.marks[usize::from(from.index())] != self.active {
            return Err(MoveError::NotYourCard(from));
        }
        if Line::through(from, to).is_none() {
            return Err(MoveError::NotInOneLine { from, to });
        }
        self.check_dog_target(from, to)
    }

    /// The target rules of a dog move from an own card at `from` to another cell `to` of one of
    /// its lines: not a stable, not a swap with an opponent's card refused this turn, and a swap
    /// of two own cards only in its one listed direction (lower cell index first), since both
    /// directions are the same move.
    pub(crate) fn check_dog_target(&self, from: Cell, to: Cell) -> Result<(), MoveError> {
        if self.dog_targets(from) & to.bit() == 0 {
            // Not a target: say why.
            return Err(if self.is_stable(to) {
                MoveError::StableCell(to)
            } else {
                MoveError::SwapListedOtherWay { from, to }
            });
        }
        if self.is_refused_swap(from, to) {
            return Err(MoveError::SwapRefused { from, to });
        }
        Ok(())
    }

    /// The cells a dog move from the active player's card at `from` may go to, refusals aside:
    /// the other cells of its row and column that are not stables, without the own cards below
    /// `from` (a swap of two own cards is listed once, from the lower cell).
    fn dog_targets(&self, from: Cell) -> CellMask {
        let [row, column] = self.dog_targets_by_line(from, self.dog_target_cells());
        row | column
    }

    /// [`Game::dog_targets`] in `from`'s row and in its column, given [`Game::dog_target_cells`].
    fn dog_targets_by_line(&self, from: Cell, cells: CellMask) -> [CellMask; 2] {
        let own = self.mark_cells[usize::from(self.active)];
        let cells = cells & !from.bit() & !(own & (from.bit() - 1));
        from.line_masks().map(|line| line & cells)
    }

    /// The cells any dog move of this turn may go to: the grid without the stables. The same for
    /// all the active player's cards, so found once for them all.
    fn dog_target_cells(&self) -> CellMask {
        grid_mask(self.grid) & !self.stable_cells()
    }

    /// Whether `from` -> `to` is a swap with an opponent's card that the opponent refused this turn.
    fn is_refused_swap(&self, from: Cell, to: Cell) -> bool {
        let owner = self.marks[usize::from(to.index())];
        owner != NONE && owner != self.active && self.is_refused(from, to)
    }

    /// Calls `f(from, [row, column])` for every own marked card `from` that has a legal target,
    /// with its legal targets (those passing [`Game::check_dog_target`]) in its row and in its
    /// column as masks, until `f` returns `true`; returns whether it did. Marks lie only on
    /// cards, so an own mark is an own card.
    fn find_dog_targets(&self, mut f: impl FnMut(Cell, [CellMask; 2]) -> bool) -> bool {
        // Refusals are rare: without any this turn, no target needs the pair lookup.
        let any_refused = self.refused.iter().any(|&bits| bits != 0);
        let cells = self.dog_target_cells();
        for from in mask_cells(self.mark_cells[usize::from(self.active)]) {
            let mut lines = self.dog_targets_by_line(from, cells);
            if any_refused {
                for in_line in &mut lines {
                    for to in mask_cells(*in_line).filter(|&to| self.is_refused_swap(from, to)) {
                        *in_line &= !to.bit();
                    }
                }
            }
            if lines[0] | lines[1] != 0 && f(from, lines) {
                return true;
            }
        }
        false
    }

    /// Appends every legal dog move to `moves`: by own card, then row before column, each line
    /// in order. A line's moves are appended at once.
    pub(crate) fn dog_moves_into(&self, moves: &mut MoveList) {
        self.find_dog_targets(|from, lines| {
            for in_line in lines {
                moves.extend(mask_cells(in_line).map(|to| Move::Dog { from, to }));
            }
            false
        });
    }

    /// The number of legal dog moves (the list of [`Game::dog_moves_into`]).
    pub(crate) fn dog_move_count(&self) -> u32 {
        let mut count = 0;
        self.find_dog_targets(|_, [row, column]| {
            // A row and a column share only `from`, which is no target: one count for both.
            count += (row | column).count_ones();
            false
        });
        count
    }

    /// The legal dog move at `index` of the list of [`Game::dog_moves_into`], found card by
    /// card without writing the list.
    ///
    /// # Panics
    /// If `index` is not below [`Game::dog_move_count`].
    pub(crate) fn nth_dog_move(&self, mut index: u32) -> Move {
        let mut found = None;
        self.find_dog_targets(|from, [row, column]| {
            let count = (row | column).count_ones();
            if index < count {
                let in_row = row.count_ones();
                let to = if index < in_row {
                    nth_cell(row, index as usize)
                } else {
                    nth_cell(column, (index - in_row) as usize)
                };
                found = Some(Move::Dog { from, to });
                return true;
            }
            index -= count;
            false
        });
        found.expect("index below the number of dog moves")
    }

    /// Whether at least one dog move is possible (otherwise the dog decision is skipped).
    pub(crate) fn has_dog_move(&self) -> bool {
        self.find_dog_targets(|_, _| true)
    }

    pub(crate) fn dog<S: EventSink>(&mut self, from: Cell, to: Cell, sink: &mut S) {
        let owner = self.marks[usize::from(to.index())];
        if owner != NONE && owner != self.active {
            // D17: an opponent's card needs that opponent's agreement.
            self.public.phase = Phase::Consent { from, to, opponent: owner };
            sink.push(Event::ConsentAsked { player: self.active, opponent: owner, from, to });
        } else {
            self.move_dog_card(from, to, sink);
            self.evaluate_and_finish(sink);
        }
    }

    pub(crate) fn pass_dog<S: EventSink>(&mut self, sink: &mut S) {
        sink.push(Event::DogPassed { player: self.active });
        self.evaluate_and_finish(sink);
    }

    pub(crate) fn answer<S: EventSink>(&mut self, yes: bool, sink: &mut S) {
        let Phase::Consent { from, to, opponent } = self.phase else { unreachable!("phase checked") };
        sink.push(Event::ConsentAnswered { opponent, agreed: yes });
        if yes {
            self.move_dog_card(from, to, sink);
            self.evaluate_and_finish(sink);
        } else {
            // The same swap may not be asked again this turn, so every turn ends.
            self.refuse(from, to);
            if self.has_dog_move() {
                self.public.phase = Phase::Dog;
            } else {
                self.evaluate_and_finish(sink);
            }
        }
    }

    /// Swaps the contents (card and small goat) of `from` and `to`; a move into an empty cell
    /// leaves `from` empty. Never ends the game (D32).
    fn move_dog_card<S: EventSink>(&mut self, from: Cell, to: Cell, sink: &mut S) {
        let swapped = self.card_at(to);
        self.public.swap_cells(from, to);
        sink.push(Event::DogMoved { player: self.active, from, to, swapped });
    }
}
