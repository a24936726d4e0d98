//! The rules that change a [`Game`]: setup, the legal moves, checking a move and applying it.
//!
//! A round (section 3): [`choose`] asks the seats in order; the last choice reveals the round and
//! [`resolve`] resolves the cards in increasing order, placing ([`place`]) or taking rows, until a
//! decision is needed; at the end of the round [`end`] ends the game or [`draw`] refills hands.

mod choose;
mod draw;
mod end;
mod place;
mod resolve;

use crate::cards::{CardSet, NUM_CARDS};
use crate::error::{Decision, MoveError};
use crate::events::{EventSink, NoEvents};
use crate::game::{Game, Phase, NONE};
use crate::moves::{Move, MoveList};
use crate::options::{Setup, MAX_HELD, MAX_PLAYERS};
use crate::public::Public;
use crate::rows::{Row, NUM_ROWS};
#[cfg(doc)]
use game_core::GameRules;

impl Game {
    /// The setup of section 2 with checked options ([`GameRules::set_up`]), shuffled from
    /// `seed`.
    pub(crate) fn shuffled(setup: Setup, seed: u64) -> Game {
        let mut deck: [u8; NUM_CARDS] = std::array::from_fn(|i| i as u8 + 1);
        game_core::rng::shuffle(&mut game_core::rng::seeded(seed), &mut deck);
        let k = usize::from(setup.per_player());
        let n = usize::from(setup.players);
        let mut game = Game {
            public: Public::new(setup),
            piles: [[NONE; MAX_HELD]; MAX_PLAYERS],
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            choices: [NONE; MAX_PLAYERS],
            boxed: CardSet::EMPTY,
        };
        for seat in 0..n {
            // Position k*seat is the top: piles are stored bottom first.
            for (i, &card) in deck[k * seat..k * (seat + 1)].iter().rev().enumerate() {
                game.piles[seat][i] = card;
            }
            game.public.pile_len[seat] = k as u8;
        }
        for r in 0..NUM_ROWS {
            game.public.rows[r] = Row::start(&game.public.setup.table, deck[k * n + r]);
        }
        game.boxed = deck[k * n + NUM_ROWS..].iter().copied().collect();
        game.draw_all(&mut NoEvents);
        game.start_round(&mut NoEvents);
        game
    }

    /// The legal moves of the seat to decide ([`GameRules::legal_moves_into`]), in a fixed
    /// order: the hand's cards increasing, or the fitting rows increasing, or (rule 3) all five
    /// rows. Empty once the game is over.
    pub(crate) fn generate_legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        match self.phase {
            Phase::Choose => {
                for card in self.hands[usize::from(self.to_act)].iter() {
                    moves.push(Move::Choose(card));
                }
            }
            Phase::Resolve => {
                let fit = self.fitting_rows(self.revealed[usize::from(self.resolved)]);
                for r in 0..NUM_ROWS as u8 {
                    if fit == 0 {
                        moves.push(Move::Take(r));
                    } else if fit & (1 << r) != 0 {
                        moves.push(Move::Place(r));
                    }
                }
            }
            Phase::Over => {}
        }
    }

    /// The number of legal moves and the one at `index`, without building the list.
    pub(crate) fn legal_move_at(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        match self.phase {
            Phase::Choose => {
                let hand = self.hands[usize::from(self.to_act)];
                let i = pick(self.to_act, hand.len() as u32);
                let mut bits = hand.0;
                for _ in 0..i {
                    bits &= bits - 1;
                }
                Some(Move::Choose(bits.trailing_zeros() as u8 + 1))
            }
            Phase::Resolve => {
                let fit = self.fitting_rows(self.revealed[usize::from(self.resolved)]);
                if fit == 0 {
                    return Some(Move::Take(pick(self.to_act, NUM_ROWS as u32) as u8));
                }
                let mut bits = fit;
                for _ in 0..pick(self.to_act, fit.count_ones()) {
                    bits &= bits - 1;
                }
                Some(Move::Place(bits.trailing_zeros() as u8))
            }
            Phase::Over => None,
        }
    }

    /// Whether `mv` is legal now, and why not ([`GameRules::check`]).
    ///
    /// # Errors
    /// The [`MoveError`] that [`GameRules::apply`] would return.
    pub(crate) fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        let decision = self.decision().ok_or(MoveError::GameOver)?;
        let got = match mv {
            Move::Choose(_) => Decision::Choose,
            Move::Place(_) => Decision::Place,
            Move::Take(_) => Decision::Take,
        };
        match mv {
            Move::Choose(card) if !(1..=NUM_CARDS as u8).contains(&card) => return Err(MoveError::NoSuchCard(card)),
            Move::Place(row) | Move::Take(row) if usize::from(row) >= NUM_ROWS => {
                return Err(MoveError::NoSuchRow(row))
            }
            _ => {}
        }
        // A Place move while no row fits is reported as not fitting its row.
        if got == Decision::Place && decision == Decision::Take {
            let card = self.revealed[usize::from(self.resolved)];
            let Move::Place(row) = mv else { unreachable!() };
            return Err(MoveError::RowDoesNotFit { card, row });
        }
        if got != decision {
            return Err(MoveError::WrongPhase { expected: decision, got });
        }
        match mv {
            Move::Choose(card) => {
                let seat = self.to_act;
                if !self.hands[usize::from(seat)].contains(card) {
                    return Err(MoveError::CardNotInHand { seat, card });
                }
            }
            Move::Place(row) => {
                let card = self.revealed[usize::from(self.resolved)];
                if self.fitting_rows(card) & (1 << row) == 0 {
                    return Err(MoveError::RowDoesNotFit { card, row });
                }
            }
            Move::Take(_) => {}
        }
        Ok(())
    }

    /// Plays a move [`Game::check_move`] accepts ([`GameRules::perform_with`]).
    #[inline]
    pub(crate) fn perform_move<S: EventSink>(&mut self, mv: Move, sink: &mut S) {
        match mv {
            Move::Choose(card) => self.choose(card, sink),
            Move::Place(row) => self.place(row, sink),
            Move::Take(row) => self.take(row, sink),
        }
    }
}
