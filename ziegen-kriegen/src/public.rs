//! The public part of a game: everything every seat sees, with perfect recall (ZK-D16). Both
//! [`crate::Game`] and [`crate::PlayerView`] hold one and dereference to it.

use serde::{Deserialize, Serialize};

use game_core::PublicPart;

use crate::cards::{CardSet, HillCard, Tables};
use crate::moves::{Move, MoveList};
use crate::options::{Options, MAX_PLAYERS, MAX_ROUNDS};
use crate::phase::Phase;

/// Marker for "no card / no seat" in the compact arrays.
pub(crate) const NONE: u8 = u8::MAX;
/// Cards dealt to each player whatever the player count (ZK-D3).
pub const HAND_SIZE: usize = 8;
/// Tricks in a round.
pub const TRICKS_PER_ROUND: usize = HAND_SIZE;
/// Tricks with a hill step (tricks 1 to 4), and hill cards laid per round.
pub const HILL_TRICKS: usize = 4;
/// The most tricks a game has (the variant with 6 players).
pub const MAX_TRICKS: usize = TRICKS_PER_ROUND * MAX_ROUNDS;

/// A hill card laid on the hill with the number chosen for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HillLaid {
    /// The hill card id (0 to 11).
    pub card: u8,
    /// The chosen number, one of the card's two.
    pub chosen: u8,
}

/// A finished trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    /// Who led.
    pub leader: u8,
    /// The cards in play order (`cards[i]` was played by `(leader + i) % players`); entries past
    /// the player count are 0.
    pub cards: [u8; MAX_PLAYERS],
    /// Who took it.
    pub taker: u8,
}

/// What every seat knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Public {
    pub(crate) players: u8,
    pub(crate) start_player: u8,
    pub(crate) rounds: u8,
    pub(crate) round: u8,
    pub(crate) tables: Tables,
    /// Finished tricks of every round, in order (round `r` has tricks `8r .. 8r + 8`).
    pub(crate) tricks: [Trick; MAX_TRICKS],
    pub(crate) tricks_len: u8,
    /// The trick being played, in play order.
    pub(crate) current: [u8; MAX_PLAYERS],
    pub(crate) current_len: u8,
    /// Who leads (or led) the current trick.
    pub(crate) leader: u8,
    /// The hill of each round, in laying order.
    pub(crate) hill: [[HillLaid; HILL_TRICKS]; MAX_ROUNDS],
    /// Hill cards laid this round.
    pub(crate) hill_len: u8,
    /// The hill card turned up and waiting for its number, or [`NONE`].
    pub(crate) revealed: u8,
    /// Hill cards left face down this round.
    pub(crate) hill_stack_len: u8,
    pub(crate) phase: Phase,
    /// The seat to decide, or [`NONE`] once the game is over.
    pub(crate) to_act: u8,
    /// Goats of each seat this round.
    pub(crate) goats: [u8; MAX_PLAYERS],
    /// Tricks taken by each seat this round.
    pub(crate) taken: [u8; MAX_PLAYERS],
    /// Round scores of the finished rounds.
    pub(crate) round_scores: [[u8; MAX_PLAYERS]; MAX_ROUNDS],
    /// Cards played this round (finished tricks and the current one).
    pub(crate) played: CardSet,
}

impl Public {
    pub(crate) fn new(players: u8, start_player: u8, rounds: u8, tables: Tables) -> Public {
        Public {
            players,
            start_player,
            rounds,
            round: 0,
            tables,
            tricks: [Trick { leader: 0, cards: [0; MAX_PLAYERS], taker: 0 }; MAX_TRICKS],
            tricks_len: 0,
            current: [0; MAX_PLAYERS],
            current_len: 0,
            leader: start_player,
            hill: [[HillLaid::default(); HILL_TRICKS]; MAX_ROUNDS],
            hill_len: 0,
            revealed: NONE,
            hill_stack_len: 0,
            phase: Phase::Play,
            to_act: start_player,
            goats: [0; MAX_PLAYERS],
            taken: [0; MAX_PLAYERS],
            round_scores: [[0; MAX_PLAYERS]; MAX_ROUNDS],
            played: CardSet::EMPTY,
        }
    }

    /// The legal moves of the seat to decide, whose hand is `hand` (they depend on nothing
    /// else), in a fixed order: cards of the hand in increasing number, or the lower hill number
    /// before the higher. Empty once the game is over. The game and the deciding seat's view
    /// both list them here.
    #[inline]
    pub(crate) fn legal_moves_with(&self, hand: CardSet, moves: &mut MoveList) {
        moves.clear();
        match self.phase {
            Phase::Play => moves.extend(hand.iter().map(Move::Play)),
            Phase::ChooseHill => moves.extend([Move::ChooseLow, Move::ChooseHigh]),
            Phase::Over => {}
        }
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The seat that led the first trick of round 0.
    pub fn start_player(&self) -> u8 {
        self.start_player
    }

    /// Rounds in the game (1 in the base game).
    pub fn rounds(&self) -> u8 {
        self.rounds
    }

    /// The round being played (0-based; the last round once the game is over).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The options the game was set up with.
    pub fn options(&self) -> Options {
        Options::from_parts(self.players, self.start_player, self.rounds, &self.tables)
    }

    /// The card tables in use.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Heads on goat card `card`.
    pub fn heads(&self, card: u8) -> u8 {
        self.tables.heads(card)
    }

    /// The two numbers of hill card `id`.
    ///
    /// # Panics
    /// If `id` is not a hill card id (0 to 11).
    pub fn hill_card(&self, id: u8) -> HillCard {
        self.tables.hills[usize::from(id)]
    }

    /// Finished tricks of every round so far, in order.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks[..usize::from(self.tricks_len)]
    }

    /// Finished tricks of round `round`.
    pub fn round_tricks(&self, round: u8) -> &[Trick] {
        let start = (usize::from(round) * TRICKS_PER_ROUND).min(usize::from(self.tricks_len));
        let end = (start + TRICKS_PER_ROUND).min(usize::from(self.tricks_len));
        &self.tricks[start..end]
    }

    /// Finished tricks of the current round.
    pub fn tricks_this_round(&self) -> usize {
        usize::from(self.tricks_len) - usize::from(self.round) * TRICKS_PER_ROUND
    }

    /// The number (1 to 8) of the trick being played; 8 once the game is over.
    pub fn trick_number(&self) -> usize {
        (self.tricks_this_round() + 1).min(TRICKS_PER_ROUND)
    }

    /// The cards of the current trick, in play order.
    pub fn current_trick(&self) -> &[u8] {
        &self.current[..usize::from(self.current_len)]
    }

    /// The seat that plays the `index`-th card of the current trick.
    pub fn seat_at(&self, index: usize) -> u8 {
        ((usize::from(self.leader) + index) % usize::from(self.players)) as u8
    }

    /// Who leads the current trick (who took the last trick once the game is over).
    pub fn leader(&self) -> u8 {
        self.leader
    }

    /// The card `seat` played in the current trick, if any.
    pub fn played_in_current(&self, seat: u8) -> Option<u8> {
        let offset =
            (usize::from(seat) + usize::from(self.players) - usize::from(self.leader)) % usize::from(self.players);
        (offset < usize::from(self.current_len)).then(|| self.current[offset])
    }

    /// Cards in `seat`'s hand.
    pub fn hand_size(&self, seat: u8) -> usize {
        if self.is_over() {
            return 0;
        }
        HAND_SIZE - self.tricks_this_round() - usize::from(self.played_in_current(seat).is_some())
    }

    /// Cards in the box this round (`50 - 8 * players`; never seen, ZK-D4).
    pub fn box_len(&self) -> usize {
        crate::cards::NUM_GOATS - HAND_SIZE * usize::from(self.players)
    }

    /// The hill of the current round, in laying order.
    pub fn hill(&self) -> &[HillLaid] {
        &self.hill[usize::from(self.round)][..usize::from(self.hill_len)]
    }

    /// The hill of round `round` (complete for a finished round).
    pub fn round_hill(&self, round: u8) -> &[HillLaid] {
        match round.cmp(&self.round) {
            std::cmp::Ordering::Less => &self.hill[usize::from(round)],
            std::cmp::Ordering::Equal => self.hill(),
            std::cmp::Ordering::Greater => &[],
        }
    }

    /// The hill card turned up and waiting for its number.
    pub fn revealed_hill(&self) -> Option<u8> {
        (self.revealed != NONE).then_some(self.revealed)
    }

    /// Hill cards left face down this round.
    pub fn hill_stack_len(&self) -> usize {
        usize::from(self.hill_stack_len)
    }

    /// The sum of the chosen numbers of the current round's hill.
    pub fn hill_sum(&self) -> u8 {
        self.hill().iter().map(|h| h.chosen).sum()
    }

    /// The current round's limit, once its four hill cards are laid (ZK-D9).
    pub fn limit(&self) -> Option<u8> {
        (usize::from(self.hill_len) == HILL_TRICKS).then(|| self.hill_sum())
    }

    /// Goats `seat` took this round.
    pub fn goats(&self, seat: u8) -> u8 {
        self.goats[usize::from(seat)]
    }

    /// Tricks `seat` took this round.
    pub fn tricks_taken(&self, seat: u8) -> u8 {
        self.taken[usize::from(seat)]
    }

    /// The round scores of the finished rounds, one row per round.
    pub fn round_scores(&self) -> &[[u8; MAX_PLAYERS]] {
        &self.round_scores[..self.rounds_scored()]
    }

    /// Rounds finished and scored.
    pub fn rounds_scored(&self) -> usize {
        usize::from(self.round) + usize::from(self.is_over())
    }

    /// Cards played this round (finished tricks and the current one).
    pub fn played_this_round(&self) -> CardSet {
        self.played
    }
}

impl PublicPart for Public {
    game_core::public_part_items!();

    #[inline]
    fn current_player(&self) -> Option<u8> {
        (self.to_act != NONE).then_some(self.to_act)
    }

    #[inline]
    fn phase(&self) -> Phase {
        self.phase
    }

    fn turn(&self) -> u16 {
        let played = u16::from(self.tricks_len);
        (played + 1).min(u16::from(self.rounds) * TRICKS_PER_ROUND as u16)
    }
}
