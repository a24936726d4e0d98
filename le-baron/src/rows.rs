//! The five rows of the table: fixed arrays with the running head counts the rules test.
//!
//! Capacity: a row is never left holding six heads of one colour (rule 2 takes it), so a row at
//! rest holds at most 5 heads of each of the 6 colours, 30 heads, and since every card shows at
//! least one head, at most [`ROW_CAPACITY`] = 30 cards. With rule 1 on (the base game) it holds
//! at most 5. A card joining a full row always brings a sixth head of some colour and takes it.

use crate::cards::{six_heads, CardTable};

/// Number of rows.
pub const NUM_ROWS: usize = 5;
/// Most cards a row can hold at rest (variant 1; 5 while rule 1 is on).
pub const ROW_CAPACITY: usize = 30;
/// Cards of a row at which rule 1 takes it: the sixth card.
pub const SIXTH_CARD: usize = 6;

/// One row: its cards left to right, the colours of its last card and its heads per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    cards: [u8; ROW_CAPACITY],
    len: u8,
    last_colours: u8,
    /// Heads per colour, four bits a colour.
    heads: u32,
    points: u8,
}

impl Row {
    /// An empty row (only while a game is being built).
    pub(crate) const EMPTY: Row = Row { cards: [0; ROW_CAPACITY], len: 0, last_colours: 0, heads: 0, points: 0 };

    /// A row of one card.
    pub(crate) fn start(table: &CardTable, card: u8) -> Row {
        let mut row = Row::EMPTY;
        row.push(table, card);
        row
    }

    /// Appends `card` (the caller checks capacity and the rules).
    #[inline]
    pub(crate) fn push(&mut self, table: &CardTable, card: u8) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
        self.last_colours = table.colours(card);
        self.heads += table.packed(card);
        self.points += table.points(card);
    }

    /// The cards, left to right.
    #[inline]
    pub fn cards(&self) -> &[u8] {
        &self.cards[..usize::from(self.len)]
    }

    /// Number of cards.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the row holds no card (never in a game).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The last (rightmost) card.
    pub fn last(&self) -> Option<u8> {
        self.cards().last().copied()
    }

    /// Bit `c` set for each colour the last card shows.
    #[inline]
    pub fn last_colours(&self) -> u8 {
        self.last_colours
    }

    /// Heads per colour in the row.
    pub fn heads(&self) -> [u8; 6] {
        std::array::from_fn(|c| ((self.heads >> (4 * c)) & 0xF) as u8)
    }

    /// Heads per colour, four bits a colour.
    #[inline]
    pub(crate) fn packed_heads(&self) -> u32 {
        self.heads
    }

    /// Penalty points of the row (all its heads).
    #[inline]
    pub fn points(&self) -> u8 {
        self.points
    }

    /// Whether a card showing the colours `colours` fits this row (shares a colour with the
    /// last card).
    #[inline]
    pub fn fits(&self, colours: u8) -> bool {
        self.last_colours & colours != 0
    }

    /// What placing `card` here would do: `(rule 1, rule 2)` flags, either meaning the row is
    /// taken.
    #[inline]
    pub fn takes(&self, table: &CardTable, card: u8, sixth_card_rule: bool) -> (bool, bool) {
        let rule1 = sixth_card_rule && self.len() + 1 >= SIXTH_CARD;
        let rule2 = six_heads(self.heads + table.packed(card));
        (rule1, rule2)
    }

    /// Whether, with `card` placed here without taking the row, the row is one step from being
    /// taken: one card from the sixth-card rule (where it applies), or one head of some colour
    /// from six of it. The greedy bot's risk and the opponent model's feature.
    #[inline]
    pub(crate) fn near_taken_after(&self, table: &CardTable, card: u8, sixth_card_rule: bool) -> bool {
        (sixth_card_rule && self.len() + 2 >= SIXTH_CARD) || six_heads(self.heads + table.packed(card) + 0x11_1111)
    }
}
