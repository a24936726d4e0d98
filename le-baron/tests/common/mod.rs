//! Building positions for tests through the public state JSON.
#![allow(dead_code)]

pub mod invariants;

use game_core::document::Int;
use le_baron::prelude::*;
use le_baron::state::{PhaseName, RevealedDoc, StateDoc};
use le_baron::{cards_per_player, CardSet, Game, Options, NUM_CARDS};

/// A position described by the cards that matter; every other card is dealt to the hands and
/// piles left unspecified, then the box, then the penalty pile of `dump`.
#[derive(Clone, Debug)]
pub struct Pos {
    pub options: Options,
    pub rows: [Vec<u8>; 5],
    pub hands: Vec<Option<Vec<u8>>>,
    pub piles: Vec<Option<Vec<u8>>>,
    pub penalty: Vec<Option<Vec<u8>>>,
    pub choices: Vec<Option<u8>>,
    /// `(card, seat)` in resolution order; a non-empty list means the resolve phase.
    pub revealed: Vec<(u8, u8)>,
    pub resolved: usize,
    pub dump: usize,
    pub round: Option<u16>,
}

impl Pos {
    pub fn new(players: u8) -> Pos {
        Pos::with(Options::new(players).unwrap())
    }

    pub fn with(options: Options) -> Pos {
        let n = usize::from(options.players);
        Pos {
            options,
            rows: [vec![], vec![], vec![], vec![], vec![]],
            hands: vec![None; n],
            piles: vec![None; n],
            penalty: vec![None; n],
            choices: vec![None; n],
            revealed: vec![],
            resolved: 0,
            dump: n - 1,
            round: None,
        }
    }

    pub fn rows(mut self, rows: [&[u8]; 5]) -> Pos {
        self.rows = rows.map(|r| r.to_vec());
        self
    }

    pub fn hand(mut self, seat: usize, cards: &[u8]) -> Pos {
        self.hands[seat] = Some(cards.to_vec());
        self
    }

    pub fn pile(mut self, seat: usize, cards: &[u8]) -> Pos {
        self.piles[seat] = Some(cards.to_vec());
        self
    }

    pub fn penalty(mut self, seat: usize, cards: &[u8]) -> Pos {
        self.penalty[seat] = Some(cards.to_vec());
        self
    }

    pub fn dump(mut self, seat: usize) -> Pos {
        self.dump = seat;
        self
    }

    pub fn round(mut self, round: u16) -> Pos {
        self.round = Some(round);
        self
    }

    pub fn revealed(mut self, cards: &[(u8, u8)], resolved: usize) -> Pos {
        self.revealed = cards.to_vec();
        self.resolved = resolved;
        self
    }

    pub fn doc(&self) -> StateDoc {
        let o = &self.options;
        let n = usize::from(o.players);
        let k = usize::from(cards_per_player(o.players));
        let boxed = NUM_CARDS - 5 - k * n;
        let resolve = !self.revealed.is_empty();
        let mut used = CardSet::EMPTY;
        let mut mark = |cards: &[u8]| cards.iter().for_each(|&c| used.insert(c));
        self.rows.iter().for_each(|r| mark(r));
        self.hands.iter().flatten().for_each(|h| mark(h));
        self.piles.iter().flatten().for_each(|h| mark(h));
        self.penalty.iter().flatten().for_each(|h| mark(h));
        self.choices.iter().flatten().for_each(|&c| mark(&[c]));
        self.revealed.iter().for_each(|&(c, _)| mark(&[c]));
        let in_table: usize =
            self.rows.iter().map(Vec::len).sum::<usize>() + self.penalty.iter().flatten().map(Vec::len).sum::<usize>();
        // The round: the first whose hand and pile sizes fit the given ones and whose played
        // cards cover the rows and penalty piles given.
        let sizes = |r: usize| {
            let h = 4 - (r - 1) % 4;
            (h - usize::from(resolve), k - (r - 1) - h)
        };
        let positive = o.heads_are_positive;
        let round = self.round.map(usize::from).unwrap_or_else(|| {
            if positive {
                // Set below from the cards held: the first round the position can arise in.
                return 0;
            }
            (1..=k)
                .find(|&r| {
                    let (h, p) = sizes(r);
                    let played = n * (r - 1) + self.resolved;
                    5 + played >= in_table
                        && self.hands.iter().enumerate().all(|(s, x)| {
                            x.as_ref().is_none_or(|x| x.len() + usize::from(self.choices[s].is_some()) == h)
                        })
                        && self.piles.iter().flatten().all(|x| x.len() == p)
                })
                .expect("no round fits this position")
        });
        let (h, p) = if positive { (4 - usize::from(resolve), k - 4) } else { sizes(round) };
        let mut free = CardSet::ALL.minus(used).iter();
        let mut take = |count: usize| -> Vec<u8> { (0..count).map(|_| free.next().expect("enough cards")).collect() };
        let hands: Vec<Vec<u8>> = (0..n)
            .map(|s| self.hands[s].clone().unwrap_or_else(|| take(h - usize::from(self.choices[s].is_some()))))
            .collect();
        let piles: Vec<Vec<u8>> = (0..n).map(|s| self.piles[s].clone().unwrap_or_else(|| take(p))).collect();
        // Variant 2: every seat plays one card a round, so the seat that let go of the most
        // cards sets the earliest round (this round's revealed cards count as played).
        let round = if round == 0 {
            let held = |s: usize| hands[s].len() + piles[s].len() + usize::from(self.choices[s].is_some());
            let gone = (0..n).map(|s| k - held(s)).max().unwrap_or(0);
            (gone + 1 - usize::from(resolve)).max(1)
        } else {
            round
        };
        let boxed = take(boxed);
        let rest: Vec<u8> = free.collect();
        let mut penalty: Vec<Vec<u8>> = (0..n).map(|s| self.penalty[s].clone().unwrap_or_default()).collect();
        penalty[self.dump].extend(rest);
        let ints = |v: &[u8]| v.iter().map(|&c| Int::from(c)).collect::<Vec<_>>();
        StateDoc {
            format: "le-baron/state".into(),
            version: Int(1),
            options: o.clone().into(),
            round: Int(round as i64),
            phase: if resolve { PhaseName::Resolve } else { PhaseName::Choose },
            end: None,
            rows: self.rows.iter().map(|r| ints(r)).collect(),
            piles: piles.iter().map(|x| ints(x)).collect(),
            pile_known: vec![Int(0); n],
            hands: hands.iter().map(|x| ints(x)).collect(),
            known_held: vec![vec![]; n],
            choices: self.choices.iter().map(|c| c.map(Int::from)).collect(),
            revealed: self
                .revealed
                .iter()
                .map(|&(card, seat)| RevealedDoc { card: card.into(), seat: seat.into() })
                .collect(),
            resolved: Int(self.resolved as i64),
            penalty: penalty.iter().map(|x| ints(x)).collect(),
            boxed: ints(&boxed),
        }
    }

    pub fn json(&self) -> String {
        serde_json::to_string(&self.doc()).unwrap()
    }

    pub fn build(&self) -> Game {
        let json = self.json();
        Game::from_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"))
    }
}

/// The four variant combinations of every player count.
pub fn every_option_set() -> Vec<Options> {
    (2..=10).flat_map(all_variants).collect()
}

/// The four variant combinations.
pub fn all_variants(players: u8) -> [Options; 4] {
    [
        Options::new(players).unwrap(),
        Options::new(players).unwrap().colour_counts(true),
        Options::new(players).unwrap().positive_heads(true),
        Options::new(players).unwrap().colour_counts(true).positive_heads(true),
    ]
}
