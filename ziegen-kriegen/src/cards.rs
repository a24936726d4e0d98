//! The cards: 50 goat cards numbered 1 to 50 with their goat heads, and 12 hill cards with two
//! numbers each (rules spec section 1).
//!
//! No public source lists the heads on each goat card or the pairs on the hill cards, so the
//! default tables here are **reconstructed** (ZK-D1) and carry the deck ids
//! [`DEFAULT_GOAT_DECK`] and [`DEFAULT_HILL_DECK`]. Each table is one constant; another table
//! (the printed one, once known) replaces it through [`crate::Options`] without touching any
//! rule code.

use std::fmt;

use arrayvec::ArrayString;

/// Goat cards in the game, numbered 1 to 50.
pub const NUM_GOATS: usize = 50;
/// Hill cards in the game, ids 0 to 11 in table order.
pub const NUM_HILLS: usize = 12;
/// The most goat heads on one card.
pub const MAX_HEADS: u8 = 5;
/// The highest number on a hill card.
pub const MAX_HILL_NUMBER: u8 = 8;
/// The longest deck id, in bytes.
pub const MAX_DECK_ID_LEN: usize = 40;

/// Deck id of the reconstructed goat table [`DEFAULT_GOAT_HEADS`].
pub const DEFAULT_GOAT_DECK: &str = "zk-goats-reconstructed-1";
/// Deck id of the reconstructed hill table [`DEFAULT_HILL_PAIRS`].
pub const DEFAULT_HILL_DECK: &str = "zk-hills-reconstructed-1";

/// The reconstructed goat table `zk-goats-reconstructed-1` (ZK-D1): the heads on card `c` are
/// entry `c - 1`. 5 heads: 10, 20, 30, 40; 3 heads: 5, 15, 25, 35, 45, 50; 2 heads: 11, 22, 33,
/// 44; 1 head: the other 36 cards; 82 heads in all.
pub const DEFAULT_GOAT_HEADS: [u8; NUM_GOATS] = [
    1, 1, 1, 1, 3, 1, 1, 1, 1, 5, // 1-10
    2, 1, 1, 1, 3, 1, 1, 1, 1, 5, // 11-20
    1, 2, 1, 1, 3, 1, 1, 1, 1, 5, // 21-30
    1, 1, 2, 1, 3, 1, 1, 1, 1, 5, // 31-40
    1, 1, 1, 2, 3, 1, 1, 1, 1, 3, // 41-50
];

/// The reconstructed hill table `zk-hills-reconstructed-1` (ZK-D1): hill card `id` shows the two
/// numbers of entry `id`. Ids 0-2 are 1/5, 3-5 are 2/6, 6-8 are 3/7, 9-11 are 4/8.
pub const DEFAULT_HILL_PAIRS: [[u8; 2]; NUM_HILLS] =
    [[1, 5], [1, 5], [1, 5], [2, 6], [2, 6], [2, 6], [3, 7], [3, 7], [3, 7], [4, 8], [4, 8], [4, 8]];

/// A deck id: a short name of a card table, stored without the heap.
pub type DeckId = ArrayString<MAX_DECK_ID_LEN>;

/// Whether `id` may name a deck: 1 to [`MAX_DECK_ID_LEN`] characters among ASCII letters,
/// digits, `-`, `_` and `.`.
pub fn valid_deck_id(id: &str) -> bool {
    (1..=MAX_DECK_ID_LEN).contains(&id.len())
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// A set of goat cards as a bit set: bit `c` for card `c` (1 to 50).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 50 goat cards.
    pub const ALL: CardSet = CardSet(((1u64 << NUM_GOATS) - 1) << 1);

    /// Whether `card` is a goat card number (1 to 50).
    pub fn is_card(card: u8) -> bool {
        (1..=NUM_GOATS as u8).contains(&card)
    }

    /// The raw bits (bit `c` for card `c`).
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The set with bits `bits` restricted to card numbers.
    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::ALL.0)
    }

    /// Whether `card` is in the set.
    #[inline]
    pub fn contains(self, card: u8) -> bool {
        card < 64 && self.0 & (1 << card) != 0
    }

    /// Adds `card` (1 to 50).
    #[inline]
    pub fn insert(&mut self, card: u8) {
        debug_assert!(CardSet::is_card(card));
        self.0 |= 1 << card;
    }

    /// Removes `card`.
    #[inline]
    pub fn remove(&mut self, card: u8) {
        if card < 64 {
            self.0 &= !(1 << card);
        }
    }

    /// Number of cards.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Cards in both sets.
    pub fn and(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    pub fn or(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards of `self` not in `other`.
    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The lowest card, if any.
    pub fn lowest(self) -> Option<u8> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as u8)
    }

    /// The highest card, if any.
    pub fn highest(self) -> Option<u8> {
        (self.0 != 0).then(|| 63 - self.0.leading_zeros() as u8)
    }

    /// The `index`-th card in increasing order, if the set has that many.
    #[inline]
    pub fn nth(self, index: usize) -> Option<u8> {
        let mut bits = self.0;
        for _ in 0..index {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| bits.trailing_zeros() as u8)
    }

    /// The cards in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let card = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(card)
        })
    }
}

impl FromIterator<u8> for CardSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A hill card's two numbers, lower first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct HillCard {
    /// The lower number.
    pub low: u8,
    /// The higher number (ZK-D22: "le nombre supérieur").
    pub high: u8,
}

impl HillCard {
    /// The card showing `a` and `b` in either order.
    pub fn new(a: u8, b: u8) -> HillCard {
        HillCard { low: a.min(b), high: a.max(b) }
    }

    /// Whether `number` is one of the card's two numbers.
    pub fn shows(self, number: u8) -> bool {
        number == self.low || number == self.high
    }
}

/// The card data a game is played with: heads per goat card and numbers per hill card, with
/// their deck ids. Fixed-size, so it lives inside [`crate::Game`] without the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tables {
    /// Id of the goat table.
    pub goat_deck: DeckId,
    /// Id of the hill table.
    pub hill_deck: DeckId,
    /// Heads on goat card `c` at index `c` (index 0 unused, 0).
    pub heads: [u8; NUM_GOATS + 1],
    /// Hill card `id` at index `id`.
    pub hills: [HillCard; NUM_HILLS],
}

impl Tables {
    /// The reconstructed tables of ZK-D1.
    pub fn reconstructed() -> Tables {
        thread_local! {
            static RECONSTRUCTED: Tables = {
                let mut heads = [0; NUM_GOATS + 1];
                heads[1..].copy_from_slice(&DEFAULT_GOAT_HEADS);
                Tables {
                    goat_deck: DeckId::from(DEFAULT_GOAT_DECK).expect("short id"),
                    hill_deck: DeckId::from(DEFAULT_HILL_DECK).expect("short id"),
                    heads,
                    hills: DEFAULT_HILL_PAIRS.map(|[a, b]| HillCard::new(a, b)),
                }
            };
        }
        RECONSTRUCTED.with(|t| *t)
    }

    /// Heads on goat card `card` (0 for a number that is not a card).
    #[inline]
    pub fn heads(&self, card: u8) -> u8 {
        self.heads.get(usize::from(card)).copied().unwrap_or(0)
    }

    /// Heads on all the cards of `set`.
    pub fn heads_of(&self, set: CardSet) -> u32 {
        set.iter().map(|c| u32::from(self.heads(c))).sum()
    }

    /// Whether the goat table is the reconstructed default.
    pub fn default_goats(&self) -> bool {
        self.goat_deck.as_str() == DEFAULT_GOAT_DECK
    }

    /// Whether the hill table is the reconstructed default.
    pub fn default_hills(&self) -> bool {
        self.hill_deck.as_str() == DEFAULT_HILL_DECK
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_sets_iterate_in_order() {
        let set: CardSet = [7, 1, 50, 23].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), [1, 7, 23, 50]);
        assert_eq!((set.nth(0), set.nth(3), set.nth(4)), (Some(1), Some(50), None));
        assert_eq!((set.lowest(), set.highest(), set.len()), (Some(1), Some(50), 4));
        assert_eq!(CardSet::ALL.len(), 50);
        assert!(!CardSet::ALL.contains(0) && !CardSet::ALL.contains(51));
    }

    #[test]
    fn reconstructed_tables_are_as_documented() {
        let t = Tables::reconstructed();
        assert_eq!(t.heads_of(CardSet::ALL), 82);
        assert!(valid_deck_id(DEFAULT_GOAT_DECK) && valid_deck_id(DEFAULT_HILL_DECK));
        assert!(!valid_deck_id("") && !valid_deck_id("a b"));
    }
}
