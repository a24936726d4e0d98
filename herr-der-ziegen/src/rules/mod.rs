//! The rules: which moves are legal ([`Game::check_move`], [`Game::generate_legal_moves`]) and
//! what they do ([`Game::perform_move`]); the trait impl in `game_rules.rs` makes them the game's
//! `check`, `legal_moves` and `apply`. Every legality rule lives in `check_move` or in the masks
//! and predicates it uses; `generate_legal_moves` enumerates from those same masks and
//! predicates, and `pick_move` (the k-th legal move without the list) from the same helpers.
//! Property and unit tests verify that the three agree.
//!
//! Submodules follow the turn: [`turn`] (play, move, take, refill, end, next turn), [`dog`] (dog
//! moves and consent), [`evaluation`] (evaluations A and B, marking).

pub(crate) mod dog;
pub(crate) mod evaluation;
pub(crate) mod turn;

use crate::cards::CardId;
use crate::error::MoveError;
use crate::events::EventSink;
use crate::game::{Game, Phase, PhaseKind, NONE, STABLE};
use crate::layout::{mask_cells, nth_cell, Cell, CellMask};
use crate::moves::{Move, MoveList};
#[cfg(doc)]
use game_core::GameRules;

impl Move {
    /// The kind of decision this move answers.
    pub fn phase_kind(self) -> PhaseKind {
        match self {
            Move::Play(_) => PhaseKind::Play,
            Move::Take(_) => PhaseKind::Take,
            Move::Mark(_) => PhaseKind::Mark,
            Move::Dog { .. } | Move::PassDog => PhaseKind::Dog,
            Move::Answer(_) => PhaseKind::Consent,
        }
    }
}

impl Game {
    /// Checks `mv` for the player to act without changing anything ([`GameRules::check`]).
    ///
    /// # Errors
    /// The reason `mv` is illegal now, as a [`MoveError`].
    #[inline]
    pub(crate) fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        // One match on the pair: the move answers the pending decision, then its own rule.
        match (self.phase, mv) {
            (Phase::Play, Move::Play(card)) => {
                // Two comparisons: `contains` on a slice of bytes would call memchr.
                let [a, b] = self.hands[usize::from(self.active)];
                if a == card.index() || b == card.index() {
                    Ok(())
                } else {
                    Err(MoveError::CardNotInHand(card))
                }
            }
            (Phase::Take, Move::Take(cell)) => self.check_take(cell),
            (Phase::Mark { kind }, Move::Mark(cell)) => {
                if self.is_mark_candidate(cell, kind) {
                    Ok(())
                } else {
                    Err(MoveError::NotMarkable(cell))
                }
            }
            (Phase::Dog, Move::Dog { from, to }) => self.check_dog(from, to),
            (Phase::Dog, Move::PassDog) | (Phase::Consent { .. }, Move::Answer(_)) => Ok(()),
            (Phase::Over, _) => Err(MoveError::GameOver),
            (phase, mv) => Err(MoveError::WrongPhase { expected: phase.kind(), got: mv.phase_kind() }),
        }
    }

    fn check_take(&self, cell: Cell) -> Result<(), MoveError> {
        if self.takeable_cells() & self.active_line_mask() & cell.bit() != 0 {
            return Ok(());
        }
        let line = self.active_line();
        // Illegal: find the reason.
        if !cell.in_grid(self.grid) {
            return Err(MoveError::CellOffGrid(cell));
        }
        if !line.contains(cell) {
            return Err(MoveError::NotInActiveLine { cell, line });
        }
        self.check_takeable(cell)
    }

    /// Whether the card on `cell` may be taken (a card without a small goat).
    pub(crate) fn check_takeable(&self, cell: Cell) -> Result<(), MoveError> {
        match self.cells[usize::from(cell.index())] {
            STABLE => Err(MoveError::StableCell(cell)),
            NONE => Err(MoveError::NoCard(cell)),
            _ if self.marks[usize::from(cell.index())] != NONE => Err(MoveError::CardMarked(cell)),
            _ => Ok(()),
        }
    }

    /// The legal moves of the player to act ([`GameRules::legal_moves_into`]). Never allocates.
    ///
    /// The order is fixed by what the player to act sees: cards by id, cells by index, dog moves
    /// by their cells, refusal before agreement. So games that differ only in hidden cards
    /// (for instance determinizations of one view) list the same moves in the same order.
    ///
    /// Generation walks the candidates of the pending decision and keeps those that pass the
    /// same rule predicates [`Game::check_move`] uses, so the list and the check always agree (the
    /// property tests verify it).
    #[inline(always)]
    pub(crate) fn generate_legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        // The order is that of `pick_move`: both take it from the same helpers.
        match self.phase {
            // `extend` stores the length once, where `push` stores it per move.
            Phase::Play => moves.extend(self.playable_cards().map(Move::Play)),
            Phase::Take => moves.extend(mask_cells(self.take_targets()).map(Move::Take)),
            Phase::Mark { kind } => moves.extend(mask_cells(self.mark_candidates(kind)).map(Move::Mark)),
            Phase::Dog => {
                self.dog_moves_into(moves);
                moves.push(Move::PassDog);
            }
            Phase::Consent { .. } => moves.extend([false, true].map(Move::Answer)),
            Phase::Over => {}
        }
        debug_assert!(moves.iter().all(|&mv| self.check_move(mv).is_ok()));
    }

    /// The legal move at index `pick(player, n)` of the legal moves, `player` being the
    /// one to decide and `n` the number of legal moves (at least 1), without building the list;
    /// `None` once the game is over. `pick` must return an index below `n`. Random bots in batch
    /// simulation choose this way: a take or a dog move is one bit of a mask, found faster than
    /// the whole list is written.
    #[inline(always)]
    pub(crate) fn pick_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        let active = self.active;
        Some(match self.phase {
            Phase::Play => {
                let cards = self.playable_cards();
                let index = pick(active, cards.len() as u32);
                Move::Play(cards.into_iter().nth(index).expect("picked below the count"))
            }
            Phase::Take => {
                // The cells of `take_targets`, packed: the same cells in the same order.
                let packing = self.track().line_packing(self.goats[usize::from(active)]);
                let targets = packing.pack(self.takeable_cells());
                Move::Take(packing.nth_cell(targets, pick(active, targets.count())))
            }
            Phase::Mark { kind } => {
                let candidates = self.mark_candidates(kind);
                Move::Mark(nth_cell(candidates, pick(active, candidates.count_ones())))
            }
            Phase::Dog => {
                // The dog moves, then passing.
                let dog_moves = self.dog_move_count();
                let index = pick(active, dog_moves + 1);
                if index == dog_moves as usize {
                    Move::PassDog
                } else {
                    self.nth_dog_move(index as u32)
                }
            }
            Phase::Consent { opponent, .. } => Move::Answer(pick(opponent, 2) == 1),
            Phase::Over => return None,
        })
    }

    /// The cards the active player may play, by card id (a hand is a set, so the order depends
    /// only on what the player sees).
    fn playable_cards(&self) -> impl ExactSizeIterator<Item = CardId> {
        self.hand_by_id(self.active)
    }

    /// The cells whose card the active player may take: those `check_takeable` accepts in
    /// the active line, in line order (increasing cell index).
    fn take_targets(&self) -> CellMask {
        self.takeable_cells() & self.active_line_mask()
    }

    /// Plays `mv`, which [`Game::check_move`] accepts ([`GameRules::perform_with`]).
    #[inline(always)]
    pub(crate) fn perform_move<S: EventSink>(&mut self, mv: Move, sink: &mut S) {
        debug_assert!(self.check_move(mv).is_ok(), "{mv:?} performed unchecked but illegal");
        match mv {
            Move::Play(card) => self.play(card, sink),
            Move::Take(cell) => self.take(cell, sink),
            Move::Mark(cell) => self.mark_chosen(cell, sink),
            Move::Dog { from, to } => self.dog(from, to, sink),
            Move::PassDog => self.pass_dog(sink),
            Move::Answer(yes) => self.answer(yes, sink),
        }
        debug_assert!(self.masks_consistent(), "cell masks out of step after {mv:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::RandomBot;
    use game_core::GameRules;

    /// `pick_legal_move` finds, for every index, the move `legal_moves` lists there, and asks
    /// for exactly the number of legal moves, in every kind of decision.
    #[test]
    fn picking_by_index_agrees_with_the_list() {
        let mut seen = [0u32; 6];
        for seed in 0..400 {
            let players = 2 + (seed % 4) as u8;
            let mut game = Game::new(players, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while !game.is_over() {
                let legal = game.legal_moves();
                seen[game.phase.kind() as usize] += 1;
                for index in 0..legal.len() {
                    let picked = game.pick_legal_move(|player, count| {
                        assert_eq!(Some(player), game.current_player());
                        assert_eq!(count as usize, legal.len(), "count in {:?}", game.phase);
                        index
                    });
                    assert_eq!(picked, Some(legal[index]), "index {index} in {:?}", game.phase);
                }
                game.apply(bot.choose_uniform(&legal)).unwrap();
            }
            assert_eq!(game.pick_legal_move(|_, _| unreachable!("no count once over")), None);
        }
        // Every kind of decision was met (Play, Take, Mark, Dog, Consent).
        assert!(seen[..5].iter().all(|&n| n > 0), "{seen:?}");
    }
}
