//! The rules that change a game: legal moves and checked moves. A move is checked completely
//! before anything changes, so a refused move leaves the game as it was.

mod hill;
mod round;
mod trick;

use crate::error::MoveError;
use crate::events::EventSink;
use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::phase::Phase;
#[cfg(doc)]
use game_core::GameRules;

impl Game {
    /// The legal moves ([`GameRules::legal_moves_into`]), in a fixed order: cards of the hand in
    /// increasing number, or the lower hill number before the higher. Empty once the game is
    /// over.
    #[inline]
    pub(crate) fn generate_legal_moves(&self, moves: &mut MoveList) {
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
    pub(crate) fn legal_move_count(&self) -> usize {
        match self.phase {
            Phase::Play => self.hands[usize::from(self.to_act)].len(),
            Phase::ChooseHill => 2,
            Phase::Over => 0,
        }
    }

    /// The legal move at `index` of the legal moves, without writing the list.
    #[inline]
    pub(crate) fn legal_move_at(&self, index: usize) -> Option<Move> {
        match self.phase {
            Phase::Play => self.hands[usize::from(self.to_act)].nth(index).map(Move::Play),
            Phase::ChooseHill => [Move::ChooseLow, Move::ChooseHigh].get(index).copied(),
            Phase::Over => None,
        }
    }

    /// Why `mv` is not legal now, if it is not ([`GameRules::check`]).
    pub(crate) fn check_move(&self, mv: Move) -> Result<(), MoveError> {
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

    /// Plays `mv`, which [`Game::check_move`] accepts ([`GameRules::perform_with`]).
    #[inline]
    pub(crate) fn perform_move(&mut self, mv: Move, sink: &mut impl EventSink) {
        match mv {
            Move::Play(card) => self.play_card(card, sink),
            Move::ChooseLow => self.choose_hill(false, sink),
            Move::ChooseHigh => self.choose_hill(true, sink),
        }
    }
}
