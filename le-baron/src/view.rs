//! What one seat may know (LB-D19), with perfect recall: the rows, every penalty pile, its own
//! hand and choice, how many cards each hand and pile holds, the recycled cards known at the
//! bottom of each pile and those drawn back into a hand, who has chosen this round (not what),
//! the revealed cards of the round and how many are resolved, and how many cards the box holds.

use crate::cards::{CardSet, CardTable};
use crate::events::EndReason;
use crate::game::{Game, Phase, NONE};
use crate::moves::{Move, MoveList};
use crate::options::{Options, Setup, MAX_HELD, MAX_PLAYERS};
use crate::rows::{Row, NUM_ROWS};

/// One seat's view of a game: everything it may know, nothing else. Fixed arrays; `Clone` is a
/// copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub(crate) seat: u8,
    pub(crate) setup: Setup,
    pub(crate) rows: [Row; NUM_ROWS],
    pub(crate) penalty: [CardSet; MAX_PLAYERS],
    pub(crate) penalty_points: [u16; MAX_PLAYERS],
    pub(crate) hand: CardSet,
    pub(crate) choice: u8,
    pub(crate) hand_counts: [u8; MAX_PLAYERS],
    pub(crate) pile_counts: [u8; MAX_PLAYERS],
    pub(crate) pile_known: [u8; MAX_PLAYERS],
    /// The known cards at the bottom of each pile, bottom first (`pile_known` of them).
    pub(crate) known_bottoms: [[u8; MAX_HELD]; MAX_PLAYERS],
    pub(crate) known_held: [CardSet; MAX_PLAYERS],
    /// Bit `s` set for each seat that has chosen this round.
    pub(crate) chosen: u16,
    pub(crate) revealed: [u8; MAX_PLAYERS],
    pub(crate) revealed_seat: [u8; MAX_PLAYERS],
    pub(crate) revealed_len: u8,
    pub(crate) resolved: u8,
    pub(crate) box_count: u8,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    pub(crate) to_act: u8,
    pub(crate) end: Option<EndReason>,
}

impl Game {
    /// What `seat` may know now.
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    pub fn view(&self, seat: u8) -> PlayerView {
        assert!(seat < self.players(), "seat {seat} is not in a {}-player game", self.players());
        let s = usize::from(seat);
        let mut known_bottoms = [[NONE; MAX_HELD]; MAX_PLAYERS];
        let mut chosen = 0u16;
        for p in 0..usize::from(self.players()) {
            let k = usize::from(self.pile_known[p]);
            known_bottoms[p][..k].copy_from_slice(&self.piles[p][..k]);
            if self.choices[p] != NONE {
                chosen |= 1 << p;
            }
        }
        PlayerView {
            seat,
            setup: self.setup,
            rows: self.rows,
            penalty: self.penalty,
            penalty_points: self.penalty_points,
            hand: self.hands[s],
            choice: self.choices[s],
            hand_counts: std::array::from_fn(|p| self.hands[p].len() as u8),
            pile_counts: self.pile_len,
            pile_known: self.pile_known,
            known_bottoms,
            known_held: self.known_held,
            chosen,
            revealed: self.revealed,
            revealed_seat: self.revealed_seat,
            revealed_len: self.revealed_len,
            resolved: self.resolved,
            box_count: self.boxed.len() as u8,
            round: self.round,
            phase: self.phase,
            to_act: self.to_act,
            end: self.end,
        }
    }
}

impl PlayerView {
    /// The seat whose view this is.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// The options of the game.
    pub fn options(&self) -> Options {
        self.setup.options()
    }

    /// The card table.
    pub fn table(&self) -> &CardTable {
        &self.setup.table
    }

    /// Whether rule 1 is on (off in variant 1).
    pub fn sixth_card_rule(&self) -> bool {
        self.setup.sixth_card_rule
    }

    /// Whether variant 2 is on.
    pub fn heads_are_positive(&self) -> bool {
        self.setup.heads_are_positive
    }

    /// The seat that decides next; `None` once the game is over.
    pub fn current_player(&self) -> Option<u8> {
        (self.phase != Phase::Over).then_some(self.to_act)
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The round, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The five rows.
    pub fn rows(&self) -> &[Row; NUM_ROWS] {
        &self.rows
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
        usize::from(self.pile_counts[usize::from(seat)])
    }

    /// The recycled cards known at the bottom of `seat`'s pile, in pile order (top first).
    pub fn known_pile_bottom(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let s = usize::from(seat);
        self.known_bottoms[s][..usize::from(self.pile_known[s])].iter().rev().copied()
    }

    /// Cards everybody knows `seat` holds (hand or hidden choice).
    pub fn known_held(&self, seat: u8) -> CardSet {
        self.known_held[usize::from(seat)]
    }

    /// Whether `seat` has chosen its card this round.
    pub fn has_chosen(&self, seat: u8) -> bool {
        self.chosen & (1 << seat) != 0
    }

    /// The revealed cards of the round in resolution order, with owners.
    pub fn revealed(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        let n = usize::from(self.revealed_len);
        self.revealed[..n].iter().copied().zip(self.revealed_seat[..n].iter().copied())
    }

    /// How many revealed cards are resolved.
    pub fn resolved(&self) -> usize {
        usize::from(self.resolved)
    }

    /// The card being resolved and its owner.
    pub fn card_to_resolve(&self) -> Option<(u8, u8)> {
        (self.phase == Phase::Resolve).then(|| {
            let i = usize::from(self.resolved);
            (self.revealed[i], self.revealed_seat[i])
        })
    }

    /// `seat`'s penalty pile.
    pub fn penalty_pile(&self, seat: u8) -> CardSet {
        self.penalty[usize::from(seat)]
    }

    /// The heads in `seat`'s penalty pile.
    pub fn penalty_points(&self, seat: u8) -> u16 {
        self.penalty_points[usize::from(seat)]
    }

    /// Number of cards in the box.
    pub fn box_count(&self) -> usize {
        usize::from(self.box_count)
    }

    /// Bit `r` set for each row `card` fits.
    pub fn fitting_rows(&self, card: u8) -> u8 {
        let colours = self.setup.table.colours(card);
        (0..NUM_ROWS).fold(0, |m, r| m | u8::from(self.rows[r].fits(colours)) << r)
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

    /// The moves this seat may make now (empty unless it is the one to decide), in the order of
    /// [`Game::legal_moves`].
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.current_player() != Some(self.seat) {
            return moves;
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
        moves
    }
}
