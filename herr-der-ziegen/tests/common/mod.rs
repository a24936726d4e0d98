//! A builder for explicit positions, working on the public JSON document so that every scenario
//! also passes the loader's validation. Every operation keeps each card in exactly one place:
//! a card moved away from a pasture cell or a hand is replaced by the bottom card of the pile
//! (or, once the pile has been emptied, leaves the cell empty), and a card pushed out of a cell
//! goes to the bottom of the pile (or to the box once the pile is emptied).
#![allow(dead_code)]

pub mod invariants;

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::state::{PhaseDoc, StateDoc};
use herr_der_ziegen::{Card, CardId, Cell, Game, GoatKind};

pub const RED: u8 = 0;
pub const YELLOW: u8 = 1;
pub const BLUE: u8 = 2;
pub const GREEN: u8 = 3;

pub fn cell(row: u8, col: u8) -> Cell {
    Cell::new(row, col).unwrap()
}

pub fn goat(kind: u8, value: u8) -> CardId {
    GoatKind::new(kind).unwrap().card(value)
}

pub fn kind(index: u8) -> GoatKind {
    GoatKind::new(index).unwrap()
}

/// Kind indices of the rulebook's examples.
pub const ELVIS: u8 = 0;
pub const POOL: u8 = 1;
pub const BLUES: u8 = 2;
pub const WITCH: u8 = 3;
pub const ROCOCO: u8 = 5;
pub const NAPOLEON: u8 = 6;

pub struct Scenario {
    pub doc: StateDoc,
    pile_emptied: bool,
    /// Who owns the kinds closed to dispose of cards once the pile is empty.
    dump_owner: u8,
}

enum Hole {
    Cell(usize, usize),
    Hand(usize),
    None,
}

impl Scenario {
    /// A fresh game whose removed kinds are given back, so every kind is available.
    pub fn new(players: u8, seed: u64) -> Scenario {
        let game = Game::new(players, seed).unwrap();
        let mut doc = game.to_doc();
        // Put the removed kinds' goat cards back at the bottom of the pile: scenarios may use any
        // kind. (Dogs and milk removed at setup stay in the box.)
        for &k in &doc.removed_kinds.clone() {
            for card in kind(k).cards().iter() {
                doc.boxed.retain(|&c| c != card.index());
                doc.pile.push(card.index());
            }
        }
        doc.removed_kinds.clear();
        Scenario { doc, pile_emptied: false, dump_owner: players - 1 }
    }

    fn milk_ones(&self) -> u8 {
        self.doc.milk_ones
    }

    /// Removes `card` from wherever it is; returns the hole it leaves.
    fn lift(&mut self, card: CardId) -> Hole {
        let id = card.index();
        let d = &mut self.doc;
        for (r, row) in d.pasture.iter_mut().enumerate() {
            for (c, slot) in row.iter_mut().enumerate() {
                if *slot == Some(id) {
                    *slot = None;
                    d.marks[r][c] = None;
                    return Hole::Cell(r, c);
                }
            }
        }
        for (p, hand) in d.hands.iter_mut().enumerate() {
            if let Some(i) = hand.iter().position(|&c| c == id) {
                hand.remove(i);
                d.hands_seen[p].remove(i);
                return Hole::Hand(p);
            }
        }
        d.pile.retain(|&c| c != id);
        d.known_in_pile.retain(|&c| c != id);
        for display in &mut d.displays {
            display.retain(|&c| c != id);
        }
        d.boxed.retain(|&c| c != id);
        Hole::None
    }

    /// Takes the bottom card of the pile.
    fn pop_pile_bottom(&mut self) -> Option<u8> {
        self.doc.pile.pop()
    }

    fn fill(&mut self, hole: Hole) {
        match hole {
            Hole::Cell(r, c) => {
                if let Some(card) = self.pop_pile_bottom() {
                    self.doc.pasture[r][c] = Some(card);
                }
            }
            Hole::Hand(p) => {
                // Hands must not gain dogs from the filler: take the lowest non-dog pile card.
                if let Some(i) = self.doc.pile.iter().rposition(|&c| !CardId::new(c).unwrap().is_dog()) {
                    let card = self.doc.pile.remove(i);
                    self.doc.hands[p].push(card);
                    self.doc.hands_seen[p].push(false);
                }
            }
            Hole::None => {}
        }
    }

    /// Moves `card` out of its place and fills the hole.
    fn take_out(&mut self, card: CardId) {
        let hole = self.lift(card);
        self.fill(hole);
    }

    /// Gets rid of a card that was pushed out of a cell or a hand.
    fn dispose(&mut self, card: u8) {
        if self.pile_emptied {
            self.put_in_box(CardId::new(card).unwrap());
        } else {
            self.doc.pile.push(card);
        }
    }

    /// Boxes `card`; a goat card's kind is closed first (boxed goat cards need a closed kind).
    fn put_in_box(&mut self, card: CardId) {
        if let Some(k) = card.kind() {
            if self.doc.kind_owners[usize::from(k.index())].is_none() {
                self.doc.kind_owners[usize::from(k.index())] = Some(self.dump_owner);
            }
        }
        self.doc.boxed.push(card.index());
    }

    /// Puts `card` on `cell` with an optional small goat (the card's kind must be closed for
    /// that player: see [`Scenario::close`]).
    pub fn put(&mut self, at: Cell, card: CardId, mark: Option<u8>) -> &mut Self {
        self.take_out(card);
        let (r, c) = (usize::from(at.row()), usize::from(at.col()));
        if let Some(old) = self.doc.pasture[r][c].take() {
            self.dispose(old);
        }
        self.doc.pasture[r][c] = Some(card.index());
        self.doc.marks[r][c] = mark;
        self
    }

    /// Empties `cell` (only valid once the pile is empty).
    pub fn clear(&mut self, at: Cell) -> &mut Self {
        let (r, c) = (usize::from(at.row()), usize::from(at.col()));
        if let Some(old) = self.doc.pasture[r][c].take() {
            self.doc.marks[r][c] = None;
            self.dispose(old);
        }
        self
    }

    /// Closes `kind` with `owner` and puts owner's small goats on `cells` with the given cards.
    pub fn own(&mut self, player: u8, cards: &[(Cell, CardId)]) -> &mut Self {
        for &(at, card) in cards {
            self.close(card.kind().unwrap().index(), player);
            self.put(at, card, Some(player));
        }
        self
    }

    pub fn close(&mut self, k: u8, owner: u8) -> &mut Self {
        self.doc.kind_owners[usize::from(k)] = Some(owner);
        self
    }

    /// Sets `player`'s hand to exactly `cards`.
    pub fn hand(&mut self, player: u8, cards: &[CardId]) -> &mut Self {
        for &card in cards {
            self.take_out(card);
        }
        let p = usize::from(player);
        for old in std::mem::take(&mut self.doc.hands[p]) {
            self.dispose(old);
        }
        self.doc.hands[p] = cards.iter().map(|c| c.index()).collect();
        // A dog can only be in a hand if it was taken from the face-up pasture.
        self.doc.hands_seen[p] = cards.iter().map(|c| c.is_dog()).collect();
        // Filling may have dropped other hands below 2 (a card lifted from them): refill.
        for q in 0..self.doc.hands.len() {
            while self.doc.hands[q].len() < 2 && q != p {
                self.fill(Hole::Hand(q));
            }
        }
        self
    }

    pub fn display(&mut self, player: u8, cards: &[CardId]) -> &mut Self {
        for &card in cards {
            self.take_out(card);
            self.doc.displays[usize::from(player)].push(card.index());
        }
        self
    }

    /// Puts `card` on top of the pile.
    pub fn pile_top(&mut self, cards: &[CardId]) -> &mut Self {
        for &card in cards.iter().rev() {
            self.take_out(card);
            self.doc.pile.insert(0, card.index());
        }
        self
    }

    /// Boxes the whole pile (closing the kinds of its goat cards for the dump owner).
    pub fn empty_pile(&mut self) -> &mut Self {
        for card in std::mem::take(&mut self.doc.pile) {
            self.put_in_box(CardId::new(card).unwrap());
        }
        self.doc.known_in_pile.clear();
        self.pile_emptied = true;
        self
    }

    /// Chooses who receives kinds closed to dispose of cards.
    pub fn dump_owner(&mut self, player: u8) -> &mut Self {
        self.dump_owner = player;
        self
    }

    pub fn goat_at(&mut self, player: u8, pos: u8) -> &mut Self {
        self.doc.goats[usize::from(player)] = pos;
        self
    }

    pub fn active(&mut self, player: u8) -> &mut Self {
        self.doc.active_player = player;
        self
    }

    /// Moves a card that would break the scenario (a stray card of an example's kind) to the
    /// bottom of the pile.
    pub fn send_to_pile(&mut self, card: CardId) -> &mut Self {
        self.take_out(card);
        self.doc.pile.push(card.index());
        self
    }

    pub fn build(&self) -> Game {
        let mut doc = self.doc.clone();
        doc.phase = PhaseDoc::Play;
        Self::mark_stray_cards(&mut doc);
        // The turn number follows from the cards played: one per finished turn, each in a
        // display or (a goat card of a kind still in the game) in the box.
        let played_to_box = doc.boxed.iter().filter(|&&c| c < 90 && !doc.removed_kinds.contains(&(c / 5))).count();
        doc.turn = 1 + (doc.displays.concat().len() + played_to_box) as u16;
        Game::from_doc(&doc).unwrap_or_else(|e| panic!("scenario is not a valid state: {e}"))
    }

    /// Play marks every card of a closed kind in the pasture while its owner has small goats.
    /// Closing kinds freely (as examples do) leaves dealt cards of those kinds unmarked: swap
    /// each such stray card with a neutral pile card (milk, a dog, or a goat of an open kind), or
    /// once the pile is empty with a milk card or a dog from the box; failing both, mark it for
    /// its owner, as the evaluation or the refill would have, while the supply lasts.
    fn mark_stray_cards(doc: &mut StateDoc) {
        let owner_of = |doc: &StateDoc, card: u8| {
            CardId::new(card).unwrap().kind().and_then(|k| doc.kind_owners[usize::from(k.index())])
        };
        let size = doc.pasture.len();
        for r in 0..size {
            for c in 0..size {
                let Some(card) = doc.pasture[r][c] else { continue };
                let Some(owner) = owner_of(doc, card) else { continue };
                let used = doc.marks.iter().flatten().filter(|&&m| m == Some(owner)).count();
                if doc.marks[r][c].is_some() || used >= 10 {
                    continue;
                }
                let neutral = |doc: &StateDoc, pick: &dyn Fn(CardId) -> bool| {
                    doc.pile.iter().rposition(|&x| pick(CardId::new(x).unwrap()))
                };
                let swap = neutral(doc, &|x| x.is_milk())
                    .or_else(|| neutral(doc, &|x| x.is_dog()))
                    .or_else(|| neutral(doc, &|x| x.kind().is_some() && owner_of(doc, x.index()).is_none()));
                let boxed = doc.boxed.iter().position(|&x| CardId::new(x).unwrap().kind().is_none());
                match (swap, boxed) {
                    (Some(i), _) => {
                        doc.pasture[r][c] = Some(doc.pile[i]);
                        doc.pile[i] = card;
                    }
                    (None, Some(i)) => {
                        doc.pasture[r][c] = Some(doc.boxed[i]);
                        doc.boxed[i] = card;
                    }
                    (None, None) => doc.marks[r][c] = Some(owner),
                }
            }
        }
    }

    /// A card matching `pred` that is not in a display or the box, from the pile if possible,
    /// else from the pasture, else from a hand (a neutral card to use in an example).
    pub fn pile_card(&self, pred: impl Fn(Card) -> bool) -> CardId {
        let ones = self.milk_ones();
        let d = &self.doc;
        let pasture = d.pasture.iter().flatten().flatten();
        let hands = d.hands.iter().flatten();
        d.pile
            .iter()
            .chain(pasture)
            .chain(hands)
            .map(|&c| CardId::new(c).unwrap())
            .find(|c| pred(c.card(ones)))
            .expect("a card of that type is available")
    }
}

/// Cells of the pasture holding a card.
pub fn where_is(game: &Game, card: CardId) -> Option<Cell> {
    game.cells().find(|&c| game.card_at(c) == Some(card))
}
