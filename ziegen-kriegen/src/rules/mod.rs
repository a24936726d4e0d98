//! The rules that change a game: legal moves and checked moves. A move is checked completely
//! before anything changes, so a refused move leaves the game as it was.

mod hill;
mod round;
mod trick;

use crate::error::MoveError;
use crate::events::{EventSink, Events, NoEvents};
use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::phase::Phase;

impl Game {
    /// The legal moves, in a fixed order: cards of the hand in increasing number, or the lower
    /// hill number before the higher. Empty once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// [`Game::legal_moves`] written into `moves` (its previous contents are replaced).
    #[inline]
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        match self.phase {
            Phase::Play => {
                for card in self.hands[usize::from(self.to_act)].iter() {
                    moves.push(Move::Play(card));
                }
            }
            Phase::ChooseHill => {
                moves.push(Move::ChooseLow);
                moves.push(Move::ChooseHigh);
            }
            Phase::Over => {}
        }
    }

    /// The number of legal moves.
    #[inline]
    pub fn legal_move_count(&self) -> usize {
        match self.phase {
            Phase::Play => self.hands[usize::from(self.to_act)].len(),
            Phase::ChooseHill => 2,
            Phase::Over => 0,
        }
    }

    /// The legal move at `index` of [`Game::legal_moves`], without writing the list.
    #[inline]
    pub fn legal_move_at(&self, index: usize) -> Option<Move> {
        match self.phase {
            Phase::Play => self.hands[usize::from(self.to_act)].nth(index).map(Move::Play),
            Phase::ChooseHill => [Move::ChooseLow, Move::ChooseHigh].get(index).copied(),
            Phase::Over => None,
        }
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Why `mv` is not legal now, if it is not.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.phase == Phase::Over {
            return Err(MoveError::GameOver);
        }
        if mv.phase() != self.phase {
            return Err(MoveError::WrongPhase { expected: self.phase, got: mv.phase() });
        }
        if let Move::Play(card) = mv {
            if !crate::cards::CardSet::is_card(card) {
                return Err(MoveError::NotACard(card));
            }
            if !self.hands[usize::from(self.to_act)].contains(card) {
                return Err(MoveError::CardNotInHand { card, player: self.to_act });
            }
        }
        Ok(())
    }

    /// Plays `mv` for the player to act and returns what happened.
    ///
    /// # Errors
    /// Why `mv` is illegal; the game is then unchanged.
    pub fn apply(&mut self, mv: Move) -> Result<Events, MoveError> {
        let mut events = Events::new();
        self.apply_with(mv, &mut events)?;
        Ok(events)
    }

    /// Plays `mv`, reporting events to `sink` ([`NoEvents`] discards them).
    ///
    /// # Errors
    /// Why `mv` is illegal; the game is then unchanged and `sink` received nothing.
    pub fn apply_with(&mut self, mv: Move, sink: &mut impl EventSink) -> Result<(), MoveError> {
        self.check(mv)?;
        self.perform_with(mv, sink);
        Ok(())
    }

    /// Plays the move with action id `id`.
    ///
    /// # Errors
    /// [`MoveError::UnknownAction`] for an id that is no move, otherwise as [`Game::apply`].
    pub fn apply_action(&mut self, id: u32) -> Result<Events, MoveError> {
        self.apply(Move::from_action_id(id)?)
    }

    /// Plays a move known to be legal, without events.
    #[inline]
    pub(crate) fn perform_unchecked(&mut self, mv: Move) {
        debug_assert!(self.check(mv).is_ok(), "{mv} is not legal");
        self.perform_with(mv, &mut NoEvents);
    }

    #[inline]
    fn perform_with(&mut self, mv: Move, sink: &mut impl EventSink) {
        match mv {
            Move::Play(card) => self.play_card(card, sink),
            Move::ChooseLow => self.choose_hill(false, sink),
            Move::ChooseHigh => self.choose_hill(true, sink),
        }
    }
}
