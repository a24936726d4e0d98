//! What one seat may know (LB-D19), with perfect recall: the rows, every penalty pile, its own
//! hand and choice, how many cards each hand and pile holds, the recycled cards known at the
//! bottom of each pile and those drawn back into a hand, who has chosen this round (not what),
//! the revealed cards of the round and how many are resolved, and how many cards the box holds.

use game_core::GameView;
use std::ops::Deref;

use crate::cards::CardSet;
use crate::game::{Game, Phase, NONE};
use crate::moves::{Move, MoveList};
use crate::options::{MAX_HELD, MAX_PLAYERS};
use crate::public::Public;
use crate::rows::NUM_ROWS;

/// One seat's view of a game: the [`Public`] part (it dereferences to it) and what this seat
/// may know besides (LB-D19): its own hand and choice, how many cards each hand holds, the known
/// cards at the bottom of each pile, who has chosen and how many cards the box holds.
/// Everything it may know, nothing else. Fixed arrays; `Clone` is a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub(crate) public: Public,
    pub(crate) seat: u8,
    pub(crate) hand: CardSet,
    pub(crate) choice: u8,
    pub(crate) hand_counts: [u8; MAX_PLAYERS],
    /// The known cards at the bottom of each pile, bottom first (`pile_known` of them).
    pub(crate) known_bottoms: [[u8; MAX_HELD]; MAX_PLAYERS],
    /// Bit `s` set for each seat that has chosen this round.
    pub(crate) chosen: u16,
    pub(crate) box_count: u8,
}

/// Read-only, like [`Game`].
///
/// ```compile_fail
/// use le_baron::{Game, Public};
/// let mut x = Game::new(3, 1).unwrap().view(0);
/// let public: &mut Public = &mut x;
/// ```
impl Deref for PlayerView {
    type Target = Public;

    #[inline]
    fn deref(&self) -> &Public {
        &self.public
    }
}

impl PlayerView {
    /// What `seat` may know of `game` now ([`crate::GameRules::view`]).
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    #[allow(clippy::needless_range_loop)] // seats index several parallel arrays
    pub(crate) fn of(game: &Game, seat: u8) -> PlayerView {
        assert!(seat < game.players(), "seat {seat} is not in a {}-player game", game.players());
        let s = usize::from(seat);
        let mut known_bottoms = [[NONE; MAX_HELD]; MAX_PLAYERS];
        let mut chosen = 0u16;
        for p in 0..usize::from(game.players()) {
            let k = usize::from(game.pile_known[p]);
            known_bottoms[p][..k].copy_from_slice(&game.piles[p][..k]);
            if game.choices[p] != NONE {
                chosen |= 1 << p;
            }
        }
        PlayerView {
            public: game.public,
            seat,
            hand: game.hands[s],
            choice: game.choices[s],
            hand_counts: std::array::from_fn(|p| game.hands[p].len() as u8),
            known_bottoms,
            chosen,
            box_count: game.boxed.len() as u8,
        }
    }
}

impl PlayerView {
    /// The public part of the game.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// The seat whose view this is.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The seat's own hand.
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// The seat's own hidden choice, if it has chosen.
    pub fn choice(&self) -> Option<u8> {
        (self.choice != NONE).then_some(self.choice)
    }

    /// Number of cards in `seat`'s hand (its hidden choice not included).
    pub fn hand_count(&self, seat: u8) -> usize {
        usize::from(self.hand_counts[usize::from(seat)])
    }

    /// Number of cards in `seat`'s pile.
    pub fn pile_count(&self, seat: u8) -> usize {
        usize::from(self.pile_len[usize::from(seat)])
    }

    /// The recycled cards known at the bottom of `seat`'s pile, in pile order (top first).
    pub fn known_pile_bottom(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let s = usize::from(seat);
        self.known_bottoms[s][..usize::from(self.pile_known[s])].iter().rev().copied()
    }

    /// Whether `seat` has chosen its card this round.
    pub fn has_chosen(&self, seat: u8) -> bool {
        self.chosen & (1 << seat) != 0
    }

    /// Number of cards in the box.
    pub fn box_count(&self) -> usize {
        usize::from(self.box_count)
    }

    /// Every card this seat knows the place of.
    pub fn seen(&self) -> CardSet {
        let mut seen = self.hand;
        if self.choice != NONE {
            seen.insert(self.choice);
        }
        for row in &self.rows {
            for &c in row.cards() {
                seen.insert(c);
            }
        }
        for (card, _) in self.revealed().skip(self.resolved()) {
            seen.insert(card);
        }
        for p in 0..usize::from(self.players()) {
            seen = seen.union(self.penalty[p]).union(self.known_held[p]);
            for &c in &self.known_bottoms[p][..usize::from(self.pile_known[p])] {
                seen.insert(c);
            }
        }
        seen
    }

    /// The cards whose place this seat does not know.
    pub fn unseen(&self) -> CardSet {
        CardSet::ALL.minus(self.seen())
    }

    /// The moves this seat may make now ([`crate::GameView::legal_moves_into`]; empty unless it is the
    /// one to decide), in the order of the game's legal moves.
    pub(crate) fn seat_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.current_player() != Some(self.seat) {
            return;
        }
        match self.phase {
            Phase::Choose => moves.extend(self.hand.iter().map(Move::Choose)),
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
}
