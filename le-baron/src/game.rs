//! The full game state: a plain struct of fixed arrays, so that `Clone` is a copy and nothing
//! on the hot path touches the heap. The rules that change it are in `rules/`.

use crate::cards::CardSet;
use crate::options::{MAX_HELD, MAX_PLAYERS};
use crate::public::Public;

pub use crate::phase::Phase;

pub(crate) use crate::cards::NONE;

/// A game of Le Baron: the [`Public`] part (a `Game` dereferences to it, so every public query
/// such as [`Public::rows`] is called on the game directly) plus what is hidden: the piles, the
/// hands, the hidden choices and the box (LB-D19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) public: Public,
    /// Each seat's draw pile, **bottom first**: the top card is the last one; its length is
    /// public (`Public::pile_len`).
    pub(crate) piles: [[u8; MAX_HELD]; MAX_PLAYERS],
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    /// Each seat's hidden choice this round, [`NONE`] if none.
    pub(crate) choices: [u8; MAX_PLAYERS],
    pub(crate) boxed: CardSet,
}

game_core::deref_to_public! {
    /// Read-only: a game changes only through its moves and loading, which keep it consistent.
    ///
    /// ```compile_fail
    /// use le_baron::{Game, Public};
    /// let mut x = Game::new(3, 1).unwrap();
    /// let public: &mut Public = &mut x;
    /// ```
    Game
}

impl Game {
    /// The public part of the game.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// `seat`'s hand.
    pub fn hand(&self, seat: u8) -> CardSet {
        self.hands[usize::from(seat)]
    }

    /// `seat`'s draw pile, top card first.
    pub fn pile(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let s = usize::from(seat);
        self.piles[s][..usize::from(self.pile_len[s])].iter().rev().copied()
    }

    /// Number of cards in `seat`'s draw pile.
    pub fn pile_len(&self, seat: u8) -> usize {
        usize::from(self.pile_len[usize::from(seat)])
    }

    /// `seat`'s hidden choice this round, if it has chosen.
    pub fn choice(&self, seat: u8) -> Option<u8> {
        let c = self.choices[usize::from(seat)];
        (c != NONE).then_some(c)
    }

    /// The cards in the box (never seen in play).
    pub fn boxed(&self) -> CardSet {
        self.boxed
    }

    /// Every card `seat` holds: hand, pile and hidden choice.
    pub(crate) fn held(&self, seat: usize) -> CardSet {
        let mut set = self.hands[seat];
        for &c in &self.piles[seat][..usize::from(self.pile_len[seat])] {
            set.insert(c);
        }
        if self.choices[seat] != NONE {
            set.insert(self.choices[seat]);
        }
        set
    }
}
