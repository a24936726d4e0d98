//! The full game state (every card's place) and its setup (rules spec section 2, ZK-D21).
//!
//! [`Game`] is a fixed-size struct of arrays: no `Vec`, no `Box`, so `clone` is a plain copy.
//! The rules that change it live in the `rules` module; this module holds the state, the setup
//! and read-only queries.

use crate::cards::{CardSet, Tables, NUM_GOATS, NUM_HILLS};
use crate::options::{MAX_PLAYERS, MAX_ROUNDS};
use crate::public::{Public, HAND_SIZE, NONE};
use crate::rng;
#[cfg(doc)]
use game_core::GameRules;

/// The full state of one game: the [`Public`] part (a `Game` dereferences to it) plus the hidden
/// cards: the hands, the box, the hill stack's order and the decks of later rounds.
///
/// Create it with [`GameRules::new`] or [`GameRules::with_options`]; drive it with
/// [`GameRules::legal_moves`] and [`GameRules::apply`]; give a player only [`GameRules::view`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) public: Public,
    /// Each seat's hand.
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    /// The goat cards not dealt this round (ZK-D4).
    pub(crate) boxed: CardSet,
    /// The face-down hill stack, bottom first: the top card is `hill_stack[hill_stack_len - 1]`;
    /// slots past the top hold [`NONE`].
    pub(crate) hill_stack: [u8; NUM_HILLS],
    /// For each round not yet dealt, its shuffled goat deck (ZK-D21); [`NONE`] for the others.
    pub(crate) later_goats: [[u8; NUM_GOATS]; MAX_ROUNDS],
    /// For each round not yet dealt, its shuffled hill stack, top first; [`NONE`] for the others.
    pub(crate) later_hills: [[u8; NUM_HILLS]; MAX_ROUNDS],
}

game_core::deref_to_public! {
    /// Read-only: a game changes only through its moves and loading, which keep it consistent.
    ///
    /// ```compile_fail
    /// use ziegen_kriegen::{Game, Public};
    /// let mut x = Game::new(3, 1).unwrap();
    /// let public: &mut Public = &mut x;
    /// ```
    Game
}

impl Game {
    /// Setup with checked options: every round's shuffles are drawn now, in round order (goat
    /// deck, then hill stack), and round 0 is dealt (ZK-D3, ZK-D21).
    pub(crate) fn shuffled(players: u8, start_player: u8, rounds: u8, tables: Tables, seed: u64) -> Game {
        let mut rng = rng::seeded(seed);
        let mut game = Game::empty(Public::new(players, start_player, rounds, tables));
        for round in 0..usize::from(rounds) {
            let mut goats: [u8; NUM_GOATS] = std::array::from_fn(|i| i as u8 + 1);
            rng::shuffle(&mut rng, &mut goats);
            let mut hills: [u8; NUM_HILLS] = std::array::from_fn(|i| i as u8);
            rng::shuffle(&mut rng, &mut hills);
            if round == 0 {
                game.deal(&goats, &hills);
            } else {
                game.later_goats[round] = goats;
                game.later_hills[round] = hills;
            }
        }
        game
    }

    /// A game with no card anywhere, before setup or loading fills it in.
    pub(crate) fn empty(public: Public) -> Game {
        Game {
            public,
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            boxed: CardSet::EMPTY,
            hill_stack: [NONE; NUM_HILLS],
            later_goats: [[NONE; NUM_GOATS]; MAX_ROUNDS],
            later_hills: [[NONE; NUM_HILLS]; MAX_ROUNDS],
        }
    }

    /// Deals round `round` from its stored decks: seat `i` receives the cards at positions
    /// `8i .. 8i + 8`, the rest go to the box; the hill stack is laid top card first.
    pub(crate) fn deal_round(&mut self, round: u8) {
        let r = usize::from(round);
        let (goats, hills) = (self.later_goats[r], self.later_hills[r]);
        self.later_goats[r] = [NONE; NUM_GOATS];
        self.later_hills[r] = [NONE; NUM_HILLS];
        self.public.round = round;
        self.deal(&goats, &hills);
    }

    /// Deals the current round from a shuffled goat deck and hill stack (top card first).
    fn deal(&mut self, goats: &[u8; NUM_GOATS], hills: &[u8; NUM_HILLS]) {
        let n = usize::from(self.players);
        let mut dealt = 0u64;
        for seat in 0..n {
            let mut hand = 0u64;
            for &card in &goats[HAND_SIZE * seat..HAND_SIZE * (seat + 1)] {
                hand |= 1 << card;
            }
            self.hands[seat] = CardSet::from_bits(hand);
            dealt |= hand;
        }
        self.boxed = CardSet::ALL.minus(CardSet::from_bits(dealt));
        for (slot, &card) in self.hill_stack.iter_mut().zip(hills.iter().rev()) {
            *slot = card;
        }
        let r = usize::from(self.round);
        let p = &mut self.public;
        p.hill_stack_len = NUM_HILLS as u8;
        p.hill_len = 0;
        p.revealed = NONE;
        p.current_len = 0;
        p.leader = ((usize::from(p.start_player) + r) % n) as u8;
        p.to_act = p.leader;
        p.goats = [0; MAX_PLAYERS];
        p.taken = [0; MAX_PLAYERS];
        p.played = CardSet::EMPTY;
    }

    /// The public part of the game.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// `seat`'s hand (hidden information: give players [`GameRules::view`]).
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    pub fn hand(&self, seat: u8) -> CardSet {
        assert!(seat < self.players, "no player {seat}");
        self.hands[usize::from(seat)]
    }

    /// The box: the goat cards not dealt this round (never seen by any player).
    pub fn boxed(&self) -> CardSet {
        self.boxed
    }

    /// The face-down hill stack, top card first (hidden from every player).
    pub fn hill_stack(&self) -> impl Iterator<Item = u8> + '_ {
        self.hill_stack[..usize::from(self.hill_stack_len)].iter().rev().copied()
    }

    /// The decks of the rounds not dealt yet, in round order: the shuffled goat deck and the
    /// hill stack top card first (hidden from every player).
    pub fn later_decks(&self) -> impl Iterator<Item = (&[u8; NUM_GOATS], &[u8; NUM_HILLS])> + '_ {
        let first = usize::from(self.round) + 1;
        let last = usize::from(self.rounds);
        (first.min(last)..last).map(|r| (&self.later_goats[r], &self.later_hills[r]))
    }

    /// How many places hold each goat card in the current round (index `c` for card `c`):
    /// hands, box, finished tricks of the round and the current trick. Every entry is 1 in a
    /// consistent game.
    pub fn goat_place_counts(&self) -> [u8; NUM_GOATS + 1] {
        let mut counts = [0u8; NUM_GOATS + 1];
        let mut count = |card: u8| {
            if let Some(c) = counts.get_mut(usize::from(card)) {
                *c += 1;
            }
        };
        for seat in 0..self.players {
            self.hands[usize::from(seat)].iter().for_each(&mut count);
        }
        self.boxed.iter().for_each(&mut count);
        for trick in self.round_tricks(self.round) {
            trick.cards[..usize::from(self.players)].iter().copied().for_each(&mut count);
        }
        self.current_trick().iter().copied().for_each(&mut count);
        counts[0] = 1;
        counts
    }

    /// How many places hold each hill card in the current round: the stack, the revealed card
    /// and the hill. Every entry is 1 in a consistent game.
    pub fn hill_place_counts(&self) -> [u8; NUM_HILLS] {
        let mut counts = [0u8; NUM_HILLS];
        let cards = self.hill_stack().chain(self.revealed_hill()).chain(self.hill().iter().map(|h| h.card));
        for card in cards {
            if let Some(c) = counts.get_mut(usize::from(card)) {
                *c += 1;
            }
        }
        counts
    }
}
