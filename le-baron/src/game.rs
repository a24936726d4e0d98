//! The full game state: a plain struct of fixed arrays, so that `Clone` is a copy and nothing
//! on the hot path touches the heap. The rules that change it are in `rules/`.

use crate::cards::{CardSet, CardTable};
use crate::error::Decision;
use crate::events::EndReason;
use crate::options::{DeckId, Options, Setup, MAX_HELD, MAX_PLAYERS};
use crate::rows::{Row, NUM_ROWS};

/// Marks "no card" in fixed arrays.
pub(crate) const NONE: u8 = 0;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Seats choose their cards for the round, one at a time in seat order (LB-D6).
    Choose,
    /// The revealed cards are resolved in increasing order; the owner of the current card
    /// decides where it goes.
    Resolve,
    /// The game is over.
    Over,
}

/// A game of Le Baron.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) setup: Setup,
    /// Each seat's draw pile, **bottom first**: the top card is the last one.
    pub(crate) piles: [[u8; MAX_HELD]; MAX_PLAYERS],
    pub(crate) pile_len: [u8; MAX_PLAYERS],
    /// How many cards at the bottom of each pile everybody knows (variant 2 recycled cards).
    pub(crate) pile_known: [u8; MAX_PLAYERS],
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    /// Cards everybody knows a seat holds in hand or as its hidden choice (recycled cards drawn
    /// back).
    pub(crate) known_held: [CardSet; MAX_PLAYERS],
    /// Each seat's hidden choice this round, [`NONE`] if none.
    pub(crate) choices: [u8; MAX_PLAYERS],
    /// The revealed cards of the round in increasing order, and their owners.
    pub(crate) revealed: [u8; MAX_PLAYERS],
    pub(crate) revealed_seat: [u8; MAX_PLAYERS],
    pub(crate) revealed_len: u8,
    /// How many revealed cards are resolved.
    pub(crate) resolved: u8,
    pub(crate) rows: [Row; NUM_ROWS],
    pub(crate) penalty: [CardSet; MAX_PLAYERS],
    pub(crate) penalty_points: [u16; MAX_PLAYERS],
    pub(crate) boxed: CardSet,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    /// The seat to decide (meaningless once over).
    pub(crate) to_act: u8,
    pub(crate) end: Option<EndReason>,
}

impl Game {
    /// Number of players.
    #[inline]
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// The options the game was set up with.
    pub fn options(&self) -> Options {
        self.setup.options()
    }

    /// Whether rule 1 (the sixth card) is on; off in variant 1.
    pub fn sixth_card_rule(&self) -> bool {
        self.setup.sixth_card_rule
    }

    /// Whether variant 2 (positive heads) is on.
    pub fn heads_are_positive(&self) -> bool {
        self.setup.heads_are_positive
    }

    /// The card table in use.
    pub fn table(&self) -> &CardTable {
        &self.setup.table
    }

    /// The deck id of the card table.
    pub fn deck(&self) -> DeckId {
        self.setup.deck
    }

    /// The seat that decides next; `None` once the game is over.
    #[inline]
    pub fn current_player(&self) -> Option<u8> {
        (self.phase != Phase::Over).then_some(self.to_act)
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The decision awaited, `None` once over.
    pub fn decision(&self) -> Option<Decision> {
        match self.phase {
            Phase::Choose => Some(Decision::Choose),
            Phase::Resolve if self.fitting_rows(self.revealed[usize::from(self.resolved)]) != 0 => {
                Some(Decision::Place)
            }
            Phase::Resolve => Some(Decision::Take),
            Phase::Over => None,
        }
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The round number, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The five rows.
    pub fn rows(&self) -> &[Row; NUM_ROWS] {
        &self.rows
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

    /// How many cards at the bottom of `seat`'s pile are known to all (recycled, variant 2).
    pub fn pile_known(&self, seat: u8) -> usize {
        usize::from(self.pile_known[usize::from(seat)])
    }

    /// Cards everybody knows `seat` holds (in hand or as its hidden choice).
    pub fn known_held(&self, seat: u8) -> CardSet {
        self.known_held[usize::from(seat)]
    }

    /// `seat`'s hidden choice this round, if it has chosen.
    pub fn choice(&self, seat: u8) -> Option<u8> {
        let c = self.choices[usize::from(seat)];
        (c != NONE).then_some(c)
    }

    /// The revealed cards of this round in resolution order, with their owners.
    pub fn revealed(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        let n = usize::from(self.revealed_len);
        self.revealed[..n].iter().copied().zip(self.revealed_seat[..n].iter().copied())
    }

    /// How many revealed cards are resolved.
    pub fn resolved(&self) -> usize {
        usize::from(self.resolved)
    }

    /// The card being resolved and its owner, in the resolve phase.
    pub fn card_to_resolve(&self) -> Option<(u8, u8)> {
        (self.phase == Phase::Resolve).then(|| {
            let i = usize::from(self.resolved);
            (self.revealed[i], self.revealed_seat[i])
        })
    }

    /// `seat`'s penalty pile (face up).
    pub fn penalty_pile(&self, seat: u8) -> CardSet {
        self.penalty[usize::from(seat)]
    }

    /// The heads in `seat`'s penalty pile.
    pub fn penalty_points(&self, seat: u8) -> u16 {
        self.penalty_points[usize::from(seat)]
    }

    /// The cards in the box (never seen in play).
    pub fn boxed(&self) -> CardSet {
        self.boxed
    }

    /// Bit `r` set for each row that `card` fits.
    #[inline]
    pub fn fitting_rows(&self, card: u8) -> u8 {
        let colours = self.setup.table.colours(card);
        let mut mask = 0;
        for (r, row) in self.rows.iter().enumerate() {
            mask |= u8::from(row.fits(colours)) << r;
        }
        mask
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
