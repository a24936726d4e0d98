//! The full game state (the "god view") and its setup.
//!
//! [`Game`] is a few hundred bytes of fixed arrays: no `Vec`, no `Box`, so `clone` is a plain
//! copy. The rules that change it live in the `rules` module; this module holds the state, the
//! setup procedure (RULES-SPEC 2.6) and read-only queries.

use std::fmt;

use crate::cards::{CardId, CardSet, GoatKind, FIRST_MILK, NUM_CARDS, NUM_KINDS};
use crate::layout::{grid_mask, mask_cells, Cell, Track};
use crate::options::{Options, MAX_PLAYERS};
use crate::public::Public;
use crate::rng;
#[cfg(doc)]
use game_core::GameRules;

pub use crate::phase::{KindStatus, Phase, PhaseKind};
pub use crate::public::GOATS_PER_PLAYER;
pub(crate) use crate::public::{NONE, STABLE};
/// Cards in a hand at the start of every turn.
pub const HAND_SIZE: usize = 2;

/// The full state of one game: the [`Public`] part plus the hidden cards (the pile's order and
/// the hands).
///
/// Create it with [`GameRules::new`] or [`GameRules::with_options`]; drive it with
/// [`GameRules::legal_moves`] and [`GameRules::apply`]; read the public state through
/// [`Public`]'s methods (a `Game` dereferences to its public part), or give a player only
/// [`GameRules::view`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) public: Public,
    /// Draw pile, bottom first: the top card is `pile[pile_len - 1]`.
    pub(crate) pile: [u8; NUM_CARDS],
    /// Hand slots; after a play the remaining card is in slot 0 and slot 1 is [`NONE`].
    pub(crate) hands: [[u8; 2]; MAX_PLAYERS],
    /// Whether everybody saw the card in a hand slot enter it (taken from the pasture or shown).
    pub(crate) hand_seen: [[bool; 2]; MAX_PLAYERS],
}

game_core::deref_to_public! {
    /// Read-only: a game changes only through its own methods (moves, loading), which keep it
    /// consistent, so its public part is never handed out mutably.
    ///
    /// ```compile_fail
    /// use herr_der_ziegen::{Public, Game};
    /// let mut x = Game::new(2, 1).unwrap();
    /// let public: &mut Public = &mut x;
    /// ```
    Game
}

impl Game {
    /// The setup of RULES-SPEC 2.6 with options already validated ([`GameRules::set_up`]).
    pub(crate) fn shuffled(options: &Options, seed: u64) -> Game {
        let mut rng = rng::seeded(seed);
        let players = options.players;
        let grid = options.layout.grid_size;
        let track = Track::new(grid);

        let mut game = Game::empty(players, grid, options.start_player, options.milk_ones);
        for seat in 0..players {
            let stable = options.stable_of(seat).expect("validated layout");
            game.public.stables[usize::from(seat)] = stable;
            game.public.set_cell(stable, STABLE);
            game.public.goats[usize::from(seat)] = track.start_position(stable).expect("validated: edge cell");
        }

        // 2. Remove whole kinds chosen at random (D3), and dogs and milk by the table (D4);
        //    dogs and milk cards of one value are identical, so the highest ids go.
        let removal = options.removal;
        let mut kinds: [u8; NUM_KINDS] = std::array::from_fn(|k| k as u8);
        rng::shuffle(&mut rng, &mut kinds);
        for &k in &kinds[..usize::from(removal.kinds)] {
            game.public.removed_kinds |= 1 << k;
            game.public.boxed = game.boxed.or(GoatKind::new(k).expect("kind index").cards());
        }
        let ones_end = FIRST_MILK + options.milk_ones;
        for (end, count) in
            [(FIRST_MILK, removal.dogs), (ones_end, removal.milk_ones), (NUM_CARDS as u8, removal.milk_twos)]
        {
            for id in end - count..end {
                game.public.boxed.insert(CardId::from_index(id));
            }
        }

        // 3. Shuffle the deck; deck[0] is the top.
        let mut deck = [0u8; NUM_CARDS];
        let mut deck_len = 0;
        for card in CardSet::ALL.minus(game.boxed).iter() {
            deck[deck_len] = card.index();
            deck_len += 1;
        }
        let deck = &mut deck[..deck_len];
        rng::shuffle(&mut rng, deck);

        // 4. Deal one card into every card cell, row-major (increasing cell index).
        let card_cells = grid_mask(grid) & !game.stable_cells();
        let next = card_cells.count_ones() as usize;
        for (cell, &card) in mask_cells(card_cells).zip(deck.iter()) {
            game.public.set_cell(cell, card);
        }
        // 5. The rest is the pile, stored bottom first.
        let rest = &deck[next..];
        for (slot, &card) in game.pile.iter_mut().zip(rest.iter().rev()) {
            *slot = card;
        }
        game.public.pile_len = rest.len() as u8;

        game.draw_starting_hands(&mut rng);
        game
    }

    /// A game with no cards anywhere and every player at track position 0, before setup or
    /// loading fills it in.
    pub(crate) fn empty(players: u8, grid: u8, start_player: u8, milk_ones: u8) -> Game {
        Game {
            public: Public::empty(players, grid, start_player, milk_ones),
            pile: [NONE; NUM_CARDS],
            hands: [[NONE; 2]; MAX_PLAYERS],
            hand_seen: [[false; 2]; MAX_PLAYERS],
        }
    }

    /// Step 7: each player in turn order draws 2 cards; dogs are set aside and replaced (D10),
    /// and the set-aside dogs are shuffled back into the pile at the end.
    fn draw_starting_hands<R: rand_core::Rng>(&mut self, rng: &mut R) {
        let mut set_aside = [NONE; NUM_CARDS];
        let mut set_aside_len = 0;
        for i in 0..self.players {
            let seat = usize::from((self.start_player + i) % self.players);
            for slot in 0..HAND_SIZE {
                loop {
                    let card = self.pop_pile().expect("validated: enough non-dog cards");
                    if CardId::from_index(card).is_dog() {
                        set_aside[set_aside_len] = card;
                        set_aside_len += 1;
                    } else {
                        self.hands[seat][slot] = card;
                        break;
                    }
                }
            }
        }
        if set_aside_len > 0 {
            for &dog in &set_aside[..set_aside_len] {
                self.push_pile(dog);
            }
            let len = usize::from(self.pile_len);
            rng::shuffle(rng, &mut self.pile[..len]);
        }
    }

    fn push_pile(&mut self, card: u8) {
        self.pile[usize::from(self.pile_len)] = card;
        self.public.pile_len += 1;
    }

    pub(crate) fn pop_pile(&mut self) -> Option<u8> {
        if self.pile_len == 0 {
            return None;
        }
        self.public.pile_len -= 1;
        let card = self.pile[usize::from(self.pile_len)];
        self.pile[usize::from(self.pile_len)] = NONE;
        Some(card)
    }

    /// The cards in `player`'s hand (up to 2), by id like every other set of cards (a view's
    /// hand, a display): the order of the slots says when a card came and is not shown.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn hand(&self, player: u8) -> impl Iterator<Item = CardId> + '_ {
        assert!(player < self.players, "no player {player}");
        self.hand_by_id(player)
    }

    /// [`Game::hand`] without the check of `player` (the rules ask it of the active player).
    pub(crate) fn hand_by_id(&self, player: u8) -> impl ExactSizeIterator<Item = CardId> {
        let [a, b] = self.hands[usize::from(player)];
        // An empty slot (`NONE`) sorts last and is skipped.
        let count = usize::from(a != NONE) + usize::from(b != NONE);
        [a.min(b), a.max(b)].into_iter().take(count).map(CardId::from_index)
    }

    /// The draw pile from the top down (hidden information: give players [`GameRules::view`]).
    pub fn pile(&self) -> impl Iterator<Item = CardId> + '_ {
        self.pile[..usize::from(self.pile_len)].iter().rev().map(|&c| CardId::from_index(c))
    }

    /// Where every card is: `(card, place)` for all 121 ids. Used by the invariant checks.
    pub fn locate_all(&self) -> [Option<Place>; NUM_CARDS] {
        let mut places = [None; NUM_CARDS];
        let mut put = |card: u8, place: Place| {
            let slot = &mut places[usize::from(card)];
            // A second place is reported by keeping the first; `check_conservation` counts.
            if slot.is_none() {
                *slot = Some(place);
            }
        };
        for cell in self.cells() {
            if let Some(card) = self.card_at(cell) {
                put(card.index(), Place::Pasture(cell));
            }
        }
        for (i, &card) in self.pile[..usize::from(self.pile_len)].iter().enumerate() {
            put(card, Place::Pile(usize::from(self.pile_len) - 1 - i));
        }
        for p in 0..self.players {
            for card in self.hand(p) {
                put(card.index(), Place::Hand(p));
            }
            for card in self.displays[usize::from(p)].iter() {
                put(card.index(), Place::Display(p));
            }
        }
        for card in self.boxed.iter() {
            put(card.index(), Place::Box);
        }
        places
    }

    /// Counts, for each card id, in how many places it lies (must be exactly 1 for all 121).
    pub fn card_place_counts(&self) -> [u8; NUM_CARDS] {
        let mut counts = [0u8; NUM_CARDS];
        for cell in self.cells() {
            if let Some(card) = self.card_at(cell) {
                counts[usize::from(card.index())] += 1;
            }
        }
        for &card in &self.pile[..usize::from(self.pile_len)] {
            counts[usize::from(card)] += 1;
        }
        for p in 0..self.players {
            for card in self.hand(p).chain(self.displays[usize::from(p)].iter()) {
                counts[usize::from(card.index())] += 1;
            }
        }
        for card in self.boxed.iter() {
            counts[usize::from(card.index())] += 1;
        }
        counts
    }
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// On a pasture cell.
    Pasture(Cell),
    /// In the pile, `0` being the top.
    Pile(usize),
    /// In a player's hand.
    Hand(u8),
    /// In a player's display.
    Display(u8),
    /// In the box.
    Box,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Pasture(cell) => write!(f, "pasture {cell}"),
            Place::Pile(i) => write!(f, "pile position {i}"),
            Place::Hand(p) => write!(f, "hand of player {p}"),
            Place::Display(p) => write!(f, "display of player {p}"),
            Place::Box => write!(f, "box"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, GoatKind};
    use game_core::GameRules;

    /// W9: a dog drawn into a starting hand is set aside and replaced (milk is kept); the dog
    /// goes back into the pile, which is then shuffled.
    #[test]
    fn w9_starting_hand_replaces_dogs() {
        let mut game = Game::new(4, 3).unwrap();
        // Cards in the hands or the pile (not the pasture, not the box) to stack: a dog, a goat 3
        // (Elvis 3 in the rulebook's example), a milk 2.
        let free = |c: &CardId| !game.boxed.contains(*c) && !game.cells.contains(&c.index());
        let dog = CardSet::DOGS.iter().find(free).unwrap().index();
        let elvis3 = GoatKind::all().map(|k| k.card(3)).find(free).unwrap().index();
        let milk2 =
            CardSet::MILK.iter().filter(|c| game.card(*c) == Card::Milk { value: 2 }).find(free).unwrap().index();
        // Take the hands back, then stack the pile so that seat 0 draws Dog, Elvis 3, Milk 2.
        let mut cards: Vec<u8> = game.hands.iter().flatten().copied().filter(|&c| c != NONE).collect();
        game.hands = [[NONE; 2]; MAX_PLAYERS];
        cards.extend(game.pile[..usize::from(game.pile_len)].iter().copied());
        cards.retain(|&c| c != elvis3 && c != dog && c != milk2);
        // Other dogs go to the bottom so that only the stacked dog is drawn.
        cards.sort_by_key(|&c| CardId::from_index(c).is_dog());
        game.public.pile_len = 0;
        for &c in cards.iter().rev() {
            game.push_pile(c);
        }
        for c in [milk2, elvis3, dog] {
            game.push_pile(c);
        }
        let before = game.pile_len;
        game.draw_starting_hands(&mut rng::seeded(99));
        assert_eq!(game.hands[0], [elvis3, milk2]);
        assert!((0..4).all(|p| game.hand(p).count() == 2 && game.hand(p).all(|c| !c.is_dog())));
        // 9 cards drawn (the dog among them), the dog put back.
        assert_eq!(game.pile_len, before - 8, "the dog went back into the pile");
        assert!(game.pile().any(|c| c.index() == dog));
    }

    /// W9 and RULES-SPEC 2.2: pile sizes 67 / 54 / 34 / 27 after setup, no dog in a starting hand.
    #[test]
    fn setup_counts_for_every_player_count() {
        // players, grid, kinds, dogs, milk ones, milk twos, pasture cards, pile after hands
        let table = [
            (5, 7, 18, 15, 8, 8, 44, 67),
            (4, 7, 16, 13, 6, 8, 45, 54),
            (3, 7, 13, 10, 3, 8, 46, 34),
            (2, 6, 10, 7, 4, 4, 34, 27),
        ];
        for (players, grid, kinds, dogs, ones, twos, pasture, pile) in table {
            for seed in 0..200 {
                let g = Game::new(players, seed).unwrap();
                assert_eq!(g.grid_size(), grid);
                let in_play = CardSet::ALL.minus(g.boxed());
                let goat_kinds = GoatKind::all().filter(|k| g.kind_status(*k) == KindStatus::Open).count();
                assert_eq!(goat_kinds, kinds);
                assert_eq!(in_play.and(CardSet::DOGS).len(), dogs);
                let milk: Vec<Card> = in_play.and(CardSet::MILK).iter().map(|c| g.card(c)).collect();
                assert_eq!(milk.iter().filter(|&&c| c == Card::Milk { value: 1 }).count(), ones);
                assert_eq!(milk.iter().filter(|&&c| c == Card::Milk { value: 2 }).count(), twos);
                assert_eq!(in_play.len(), kinds * 5 + dogs + ones + twos);
                assert_eq!(g.cells().filter(|&c| g.card_at(c).is_some()).count(), pasture);
                assert_eq!(g.cells().filter(|&c| g.is_stable(c)).count(), usize::from(players));
                assert_eq!(g.pile_len(), pile);
                for p in 0..players {
                    assert_eq!(g.hand(p).count(), 2);
                    assert!(g.hand(p).all(|c| !c.is_dog()));
                    assert_eq!(g.supply(p), 10);
                    assert_eq!(g.goat_position(p), g.track().start_position(g.stable(p)).unwrap());
                }
                assert!(g.card_place_counts().iter().all(|&n| n == 1));
            }
        }
    }

    #[test]
    fn hands_are_listed_by_id_whatever_the_slots() {
        let mut game = Game::new(3, 5).unwrap();
        let [a, b] = game.hands[0];
        let (low, high) = (CardId::from_index(a.min(b)), CardId::from_index(a.max(b)));
        for slots in [[a, b], [b, a]] {
            game.hands[0] = slots;
            assert_eq!(game.hand(0).collect::<Vec<_>>(), [low, high]);
        }
        for slots in [[a, NONE], [NONE, a]] {
            game.hands[0] = slots;
            assert_eq!(game.hand(0).collect::<Vec<_>>(), [CardId::from_index(a)]);
        }
    }

    #[test]
    fn removed_kinds_vary_with_the_seed_and_are_uniform_enough() {
        let mut counts = [0u32; NUM_KINDS];
        for seed in 0..900 {
            let g = Game::new(2, seed).unwrap();
            for k in GoatKind::all().filter(|&k| g.kind_status(k) == KindStatus::Removed) {
                counts[usize::from(k.index())] += 1;
            }
        }
        // 900 games x 8 removed kinds / 18 kinds = 400 expected per kind; sd about 15.
        assert!(counts.iter().all(|&c| (330..=470).contains(&c)), "{counts:?}");
    }
}
