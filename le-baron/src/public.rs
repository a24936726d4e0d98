//! The public part of a game: everything every seat sees, with perfect recall (LB-D19). Both
//! [`crate::Game`] and [`crate::PlayerView`] hold one and dereference to it, so each public query
//! is written once, here.

use game_core::PublicPart;

use crate::cards::NONE;
use crate::cards::{CardSet, CardTable};
use crate::error::Decision;
use crate::events::EndReason;
use crate::moves::{Move, MoveList};
use crate::options::{DeckId, Options, Setup, MAX_PLAYERS};
use crate::phase::Phase;
use crate::rows::{Row, NUM_ROWS};

/// What every seat knows: the setup, the rows, every penalty pile (LB-D12), how many cards each
/// pile holds, the recycled cards known under each pile and drawn back into a hand (variant 2, LB-D15), the revealed cards of
/// the round and how many are resolved, the round, the phase and who decides. Fixed arrays;
/// `Clone` is a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Public {
    pub(crate) setup: Setup,
    /// The five rows, left to right.
    pub(crate) rows: [Row; NUM_ROWS],
    /// Each seat's penalty pile, face up (LB-D12).
    pub(crate) penalty: [CardSet; MAX_PLAYERS],
    /// The heads in each seat's penalty pile.
    pub(crate) penalty_points: [u16; MAX_PLAYERS],
    /// How many cards each seat's draw pile holds.
    pub(crate) pile_len: [u8; MAX_PLAYERS],
    /// How many cards at the bottom of each pile everybody knows (variant 2 recycled cards,
    /// LB-D15).
    pub(crate) pile_known: [u8; MAX_PLAYERS],
    /// Cards everybody knows a seat holds in hand or as its hidden choice (recycled cards drawn
    /// back).
    pub(crate) known_held: [CardSet; MAX_PLAYERS],
    /// The revealed cards of the round in increasing order (LB-D7), and their owners.
    pub(crate) revealed: [u8; MAX_PLAYERS],
    pub(crate) revealed_seat: [u8; MAX_PLAYERS],
    pub(crate) revealed_len: u8,
    /// How many revealed cards are resolved.
    pub(crate) resolved: u8,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    /// The seat to decide (meaningless once over).
    pub(crate) to_act: u8,
    pub(crate) end: Option<EndReason>,
}

impl Public {
    /// The public part of a game set up by `setup` before its first round: empty rows, penalty
    /// piles and knowledge, round 1, choosing.
    pub(crate) fn new(setup: Setup) -> Public {
        Public {
            setup,
            rows: [Row::EMPTY; NUM_ROWS],
            penalty: [CardSet::EMPTY; MAX_PLAYERS],
            penalty_points: [0; MAX_PLAYERS],
            pile_len: [0; MAX_PLAYERS],
            pile_known: [0; MAX_PLAYERS],
            known_held: [CardSet::EMPTY; MAX_PLAYERS],
            revealed: [NONE; MAX_PLAYERS],
            revealed_seat: [0; MAX_PLAYERS],
            revealed_len: 0,
            resolved: 0,
            round: 1,
            phase: Phase::Choose,
            to_act: 0,
            end: None,
        }
    }

    /// The legal moves of the seat to decide, whose hand is `hand` (they depend on nothing
    /// else): the hand's cards increasing, or the fitting rows increasing, or (rule 3) all five
    /// rows. Empty once the game is over. The game and the deciding seat's view both list them
    /// here.
    pub(crate) fn legal_moves_with(&self, hand: CardSet, moves: &mut MoveList) {
        moves.clear();
        match self.phase {
            Phase::Choose => moves.extend(hand.iter().map(Move::Choose)),
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

    /// The decision awaited, `None` once over: placing when the card to resolve fits a row,
    /// taking a row under rule 3 when it fits none (LB-D11).
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

    /// How many cards at the bottom of `seat`'s pile are known to all (recycled, variant 2).
    pub fn pile_known(&self, seat: u8) -> usize {
        usize::from(self.pile_known[usize::from(seat)])
    }

    /// Cards everybody knows `seat` holds (in hand or as its hidden choice).
    pub fn known_held(&self, seat: u8) -> CardSet {
        self.known_held[usize::from(seat)]
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

    /// `seat`'s penalty pile (face up, LB-D12).
    pub fn penalty_pile(&self, seat: u8) -> CardSet {
        self.penalty[usize::from(seat)]
    }

    /// The heads in `seat`'s penalty pile.
    pub fn penalty_points(&self, seat: u8) -> u16 {
        self.penalty_points[usize::from(seat)]
    }

    /// Bit `r` set for each row that `card` fits: the row's last card shows one of its colours.
    #[inline]
    pub fn fitting_rows(&self, card: u8) -> u8 {
        let colours = self.setup.table.colours(card);
        let mut mask = 0;
        for (r, row) in self.rows.iter().enumerate() {
            mask |= u8::from(row.fits(colours)) << r;
        }
        mask
    }
}

impl PublicPart for Public {
    game_core::public_part_items!();

    #[inline]
    fn current_player(&self) -> Option<u8> {
        (self.phase != Phase::Over).then_some(self.to_act)
    }

    #[inline]
    fn phase(&self) -> Phase {
        self.phase
    }

    fn turn(&self) -> u16 {
        self.round
    }
}
