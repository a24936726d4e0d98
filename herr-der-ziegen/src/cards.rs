//! The 121 physical cards, their stable ids, and compact card sets.
//!
//! Card ids never change, whatever the player count or options:
//!
//! | ids        | cards                                                        |
//! |------------|--------------------------------------------------------------|
//! | `0..=89`   | goat cards: kind `k` (0-based, `K01` = 0) value `v` is `5k + v - 1` |
//! | `90..=104` | the 15 dogs                                                  |
//! | `105..=120`| the 16 milk cards: the first `milk_ones` (default 8) are worth 1, the rest 2 |
//!
//! The split of the milk cards into 1s and 2s is rule data (RULES-SPEC D1) held by
//! [`crate::Options::milk_ones`]; a card's milk value therefore needs that number, see
//! [`CardId::card`].

use std::fmt;

use serde::{Deserialize, Serialize};

/// Number of physical cards in the box.
pub const NUM_CARDS: usize = 121;
/// Number of goat kinds.
pub const NUM_KINDS: usize = 18;
/// Goat cards per kind (values 1 to 5).
pub const CARDS_PER_KIND: usize = 5;
/// Number of goat cards.
pub const NUM_GOAT_CARDS: usize = NUM_KINDS * CARDS_PER_KIND;
/// Number of dog cards.
pub const NUM_DOGS: usize = 15;
/// Number of milk cards.
pub const NUM_MILK: usize = 16;
/// First dog id.
pub const FIRST_DOG: u8 = NUM_GOAT_CARDS as u8;
/// First milk id.
pub const FIRST_MILK: u8 = FIRST_DOG + NUM_DOGS as u8;
/// Default number of milk cards worth 1 (RULES-SPEC D1: 8 ones and 8 twos).
pub const DEFAULT_MILK_ONES: u8 = 8;

/// Display names of the kinds (RULES-SPEC 1.2). Only seven are known; the rest are numbered.
const KIND_NAMES: [&str; NUM_KINDS] = [
    "Elvis",
    "Pool",
    "Blues Brothers",
    "Witch",
    "Highlander",
    "Rococo",
    "Napoleon",
    "Kind 8",
    "Kind 9",
    "Kind 10",
    "Kind 11",
    "Kind 12",
    "Kind 13",
    "Kind 14",
    "Kind 15",
    "Kind 16",
    "Kind 17",
    "Kind 18",
];

/// One of the 18 goat kinds, `K01` to `K18` (stored 0-based). In JSON a number from 0 to 17.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GoatKind(u8);

impl<'de> Deserialize<'de> for GoatKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GoatKind, D::Error> {
        let index = u8::deserialize(d)?;
        GoatKind::new(index)
            .ok_or_else(|| serde::de::Error::custom(format!("{index} is not a goat kind (0 to {})", NUM_KINDS - 1)))
    }
}

impl GoatKind {
    /// The kind with 0-based index `index`, or `None` if `index >= 18`.
    pub const fn new(index: u8) -> Option<GoatKind> {
        if (index as usize) < NUM_KINDS {
            Some(GoatKind(index))
        } else {
            None
        }
    }

    /// 0-based index (`K01` is 0).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Display name (RULES-SPEC 1.2; unknown names are numbered).
    pub fn name(self) -> &'static str {
        KIND_NAMES[self.0 as usize]
    }

    /// The card of this kind with value `value` (1 to 5).
    ///
    /// # Panics
    /// Panics if `value` is not in `1..=5`.
    pub fn card(self, value: u8) -> CardId {
        assert!((1..=5).contains(&value), "goat values are 1 to 5");
        CardId(self.0 * CARDS_PER_KIND as u8 + value - 1)
    }

    /// The five cards of this kind as a set.
    pub const fn cards(self) -> CardSet {
        CardSet::from_u128(0b11111u128 << (self.0 as u32 * CARDS_PER_KIND as u32))
    }

    /// All 18 kinds in id order.
    pub fn all() -> impl Iterator<Item = GoatKind> {
        (0..NUM_KINDS as u8).map(GoatKind)
    }
}

impl fmt::Display for GoatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "K{:02}", self.0 + 1)
    }
}

/// What a card is: a goat card of a kind and value, a dog, or a milk card with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    /// A goat card: moves the big goat `value` steps and scores `value` when marked.
    Goat {
        /// The kind.
        kind: GoatKind,
        /// Its value, 1 to 5.
        value: u8,
    },
    /// A dog: moves nothing, allows a dog move.
    Dog,
    /// A milk card worth 1 or 2.
    Milk {
        /// Its value, 1 or 2.
        value: u8,
    },
}

impl Card {
    /// Steps the big goat moves when this card is played.
    pub const fn steps(self) -> u8 {
        match self {
            Card::Goat { value, .. } | Card::Milk { value } => value,
            Card::Dog => 0,
        }
    }
}

/// A stable card id, `0..121` (see the module documentation for the table). In JSON a number
/// from 0 to 120.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct CardId(u8);

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardId, D::Error> {
        let id = u8::deserialize(d)?;
        CardId::new(id)
            .ok_or_else(|| serde::de::Error::custom(format!("{id} is not a card id (0 to {})", NUM_CARDS - 1)))
    }
}

impl CardId {
    /// The card with id `id`, or `None` if `id >= 121`.
    pub const fn new(id: u8) -> Option<CardId> {
        if (id as usize) < NUM_CARDS {
            Some(CardId(id))
        } else {
            None
        }
    }

    /// Builds an id the caller has already range-checked.
    pub(crate) const fn from_index(id: u8) -> CardId {
        debug_assert!((id as usize) < NUM_CARDS);
        CardId(id)
    }

    /// The numeric id.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The goat kind, if this is a goat card.
    pub const fn kind(self) -> Option<GoatKind> {
        if self.0 < FIRST_DOG {
            Some(GoatKind(self.0 / CARDS_PER_KIND as u8))
        } else {
            None
        }
    }

    /// The goat value (1 to 5), if this is a goat card.
    pub const fn goat_value(self) -> Option<u8> {
        if self.0 < FIRST_DOG {
            Some(self.0 % CARDS_PER_KIND as u8 + 1)
        } else {
            None
        }
    }

    /// True for the 15 dogs.
    pub const fn is_dog(self) -> bool {
        self.0 >= FIRST_DOG && self.0 < FIRST_MILK
    }

    /// True for the 16 milk cards.
    pub const fn is_milk(self) -> bool {
        self.0 >= FIRST_MILK
    }

    /// What the card is, given how many milk cards are worth 1 (`milk_ones`, default 8).
    pub const fn card(self, milk_ones: u8) -> Card {
        if self.0 < FIRST_DOG {
            Card::Goat { kind: GoatKind(self.0 / CARDS_PER_KIND as u8), value: self.0 % CARDS_PER_KIND as u8 + 1 }
        } else if self.0 < FIRST_MILK {
            Card::Dog
        } else if self.0 - FIRST_MILK < milk_ones {
            Card::Milk { value: 1 }
        } else {
            Card::Milk { value: 2 }
        }
    }

    /// Steps the big goat moves when this card is played: [`Card::steps`] of [`CardId::card`],
    /// without building the card. Asked at every play, where the card's type is a coin toss:
    /// a table load and a comparison instead of branches.
    #[inline]
    pub const fn steps(self, milk_ones: u8) -> u8 {
        // Every milk card counted as worth 1; the ones worth 2 are the last ids.
        const STEPS: [u8; NUM_CARDS] = {
            let mut steps = [0; NUM_CARDS];
            let mut id = 0;
            while id < NUM_CARDS {
                steps[id] = CardId(id as u8).card(NUM_MILK as u8).steps();
                id += 1;
            }
            steps
        };
        STEPS[self.0 as usize] + (self.0 as u16 >= FIRST_MILK as u16 + milk_ones as u16) as u8
    }

    /// Short label such as `K02-5`, `Dog`, `Milk2` (needs `milk_ones` for milk values).
    pub fn label(self, milk_ones: u8) -> String {
        self.card(milk_ones).to_string()
    }

    /// All 121 ids in order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..NUM_CARDS as u8).map(CardId)
    }
}

/// The card's label: `K13-4`, `Dog`, `Milk1` or `Milk2`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Goat { kind, value } => write!(f, "{kind}-{value}"),
            Card::Dog => f.write_str("Dog"),
            Card::Milk { value } => write!(f, "Milk{value}"),
        }
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// The number of cards in each 5-bit field of one kind.
const KIND_COUNTS: [u8; 32] = {
    let mut counts = [0u8; 32];
    let mut bits = 0;
    while bits < 32 {
        counts[bits] = (bits as u32).count_ones() as u8;
        bits += 1;
    }
    counts
};

/// A set of cards as a 121-bit mask. `Copy`, no allocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(
    // Two machine words, bit `i % 64` of word `i / 64` for card `i`: adding, removing or testing
    // one card touches one word, where a `u128` shifts and selects across both.
    [u64; 2],
);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet([0; 2]);
    /// All 121 cards.
    pub const ALL: CardSet = CardSet::from_u128((1u128 << NUM_CARDS) - 1);
    /// The 15 dogs.
    pub const DOGS: CardSet = CardSet::from_u128(((1u128 << NUM_DOGS) - 1) << FIRST_DOG);
    /// The 16 milk cards.
    pub const MILK: CardSet = CardSet::from_u128(((1u128 << NUM_MILK) - 1) << FIRST_MILK);

    const fn from_u128(bits: u128) -> CardSet {
        CardSet([bits as u64, (bits >> 64) as u64])
    }

    /// Raw bits (bit `i` = card id `i`).
    pub const fn bits(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }

    /// Builds a set from raw bits; bits above 120 are dropped.
    pub const fn from_bits(bits: u128) -> CardSet {
        CardSet::from_u128(bits & Self::ALL.bits())
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: CardId) -> bool {
        self.0[(card.0 >> 6) as usize] & (1 << (card.0 & 63)) != 0
    }

    /// Adds `card`.
    pub fn insert(&mut self, card: CardId) {
        self.0[usize::from(card.0 >> 6)] |= 1 << (card.0 & 63);
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: CardId) {
        self.0[usize::from(card.0 >> 6)] &= !(1 << (card.0 & 63));
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones()) as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] == 0
    }

    /// Intersection.
    #[must_use = "a new set: the operands are unchanged"]
    pub const fn and(self, other: CardSet) -> CardSet {
        CardSet([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }

    /// Union.
    #[must_use = "a new set: the operands are unchanged"]
    pub const fn or(self, other: CardSet) -> CardSet {
        CardSet([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }

    /// Cards of `self` not in `other`.
    #[must_use = "a new set: the operands are unchanged"]
    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }

    /// Sum of the goat values of the goat cards in the set.
    pub fn goat_value_sum(self) -> u32 {
        GoatKind::all().map(|k| self.kind_value_sum(k)).sum()
    }

    /// Number of cards of `kind` in the set.
    pub const fn kind_count(self, kind: GoatKind) -> usize {
        // `count_ones` on a 5-bit field: without a POPCNT instruction in the baseline target it
        // is a dozen operations, `u32::count_ones` on a table entry is one load.
        KIND_COUNTS[self.kind_bits(kind) as usize] as usize
    }

    /// Sum of the values of the cards of `kind` in the set (evaluations ask this on the hot path:
    /// a table over the kind's five bits instead of iterating).
    pub const fn kind_value_sum(self, kind: GoatKind) -> u32 {
        const SUMS: [u8; 32] = {
            let mut sums = [0u8; 32];
            let mut bits = 0;
            while bits < 32 {
                let mut v = 0;
                while v < 5 {
                    if bits & (1 << v) != 0 {
                        sums[bits] += v as u8 + 1;
                    }
                    v += 1;
                }
                bits += 1;
            }
            sums
        };
        SUMS[self.kind_bits(kind) as usize] as u32
    }

    /// The five bits of `kind`'s cards (a kind may straddle the two words).
    const fn kind_bits(self, kind: GoatKind) -> u32 {
        (self.bits() >> (kind.0 as u32 * CARDS_PER_KIND as u32)) as u32 & 0b11111
    }

    /// The cards in id order.
    pub fn iter(self) -> CardSetIter {
        CardSetIter { low: self.0[0], high: self.0[1] }
    }
}

impl FromIterator<CardId> for CardSet {
    fn from_iter<I: IntoIterator<Item = CardId>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// Iterator over a [`CardSet`] in id order.
#[derive(Clone, Debug)]
pub struct CardSetIter {
    // The set's two words: stepping through a `u128` costs about twice as many instructions.
    low: u64,
    high: u64,
}

/// `for card in set` walks the cards in id order, like [`CardSet::iter`].
impl IntoIterator for CardSet {
    type Item = CardId;
    type IntoIter = CardSetIter;

    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl Iterator for CardSetIter {
    type Item = CardId;

    fn next(&mut self) -> Option<CardId> {
        if self.low != 0 {
            let id = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(CardId(id))
        } else if self.high != 0 {
            let id = 64 + self.high.trailing_zeros() as u8;
            self.high &= self.high - 1;
            Some(CardId(id))
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.low.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_without_the_card_equal_the_cards_steps() {
        for milk_ones in 0..=NUM_MILK as u8 {
            for id in CardId::all() {
                assert_eq!(id.steps(milk_ones), id.card(milk_ones).steps(), "{id:?} with {milk_ones} milk ones");
            }
        }
    }

    #[test]
    fn composition_matches_rules_section_1() {
        let cards: Vec<Card> = CardId::all().map(|c| c.card(DEFAULT_MILK_ONES)).collect();
        assert_eq!(cards.len(), 121);
        assert_eq!(cards.iter().filter(|c| matches!(c, Card::Goat { .. })).count(), 90);
        assert_eq!(cards.iter().filter(|c| matches!(c, Card::Dog)).count(), 15);
        assert_eq!(cards.iter().filter(|c| matches!(c, Card::Milk { value: 1 })).count(), 8);
        assert_eq!(cards.iter().filter(|c| matches!(c, Card::Milk { value: 2 })).count(), 8);
        for kind in GoatKind::all() {
            let values: Vec<u8> = kind.cards().iter().map(|c| c.goat_value().unwrap()).collect();
            assert_eq!(values, vec![1, 2, 3, 4, 5]);
            assert_eq!(kind.cards().goat_value_sum(), 15);
            assert!(kind.cards().iter().all(|c| c.kind() == Some(kind)));
        }
        assert_eq!(CardSet::DOGS.len(), 15);
        assert_eq!(CardSet::MILK.len(), 16);
        assert!(CardSet::DOGS.iter().all(CardId::is_dog));
        assert!(CardSet::MILK.iter().all(CardId::is_milk));
        assert_eq!(CardSet::ALL.len(), 121);
    }

    #[test]
    fn ids_and_labels() {
        assert_eq!(GoatKind::new(1).unwrap().card(5).index(), 9);
        assert_eq!(CardId::new(9).unwrap().label(8), "K02-5");
        assert_eq!(CardId::new(90).unwrap().label(8), "Dog");
        assert_eq!(CardId::new(112).unwrap().label(8), "Milk1");
        assert_eq!(CardId::new(113).unwrap().label(8), "Milk2");
        assert_eq!(CardId::new(113).unwrap().label(9), "Milk1");
        assert_eq!(CardId::new(9).unwrap().card(8).to_string(), "K02-5");
        assert!(CardId::new(121).is_none());
        assert!(GoatKind::new(18).is_none());
        let kind = GoatKind::new(1).unwrap();
        let looped: Vec<CardId> = kind.cards().into_iter().collect();
        assert_eq!(looped, kind.cards().iter().collect::<Vec<_>>());
        assert_eq!(looped.len(), 5);
    }

    #[test]
    fn json_ids_are_range_checked_like_new() {
        let card = |json: &str| serde_json::from_str::<CardId>(json).map_err(|e| e.to_string());
        let kind = |json: &str| serde_json::from_str::<GoatKind>(json).map_err(|e| e.to_string());
        assert_eq!(card("120"), Ok(CardId::new(120).unwrap()));
        assert_eq!(kind("17"), Ok(GoatKind::new(17).unwrap()));
        assert!(card("121").unwrap_err().contains("121 is not a card id (0 to 120)"));
        assert!(card("200").is_err() && card("-1").is_err() && card("300").is_err());
        assert!(kind("18").unwrap_err().contains("18 is not a goat kind (0 to 17)"));
        assert_eq!(serde_json::to_string(&CardId::new(7).unwrap()).unwrap(), "7");
        // So no move or event read from JSON carries an impossible card or kind.
        let closed = |kind: u8| format!(r#"{{"event":"kind_closed","kind":{kind},"owner":0,"evaluation":"A"}}"#);
        assert!(serde_json::from_str::<crate::Event>(&closed(3)).is_ok());
        assert!(serde_json::from_str::<crate::Event>(&closed(30)).is_err());
        assert!(serde_json::from_str::<crate::Move>(r#"{"play":7}"#).is_ok());
        assert!(serde_json::from_str::<crate::Move>(r#"{"play":200}"#).is_err());
    }
}
