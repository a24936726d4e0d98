//! Fixed-size observation tensors written from a [`PlayerView`], for learning agents.
//!
//! [`crate::GameView::observation`] writes [`OBSERVATION_SIZE`] numbers, the same count for every
//! player count (up to 10) and both variants. It reads the view alone, so it holds exactly what
//! the seat may know. Seats marked *relative* are counted from the observing seat: relative seat
//! `r` is absolute seat `(seat + r) % players`, so `0` is always "me"; entries for seats a smaller
//! game does not have stay 0. Cards are indexed `n - 1`. Unless said otherwise an entry is 0 or 1.
//!
//! | section           | shape    | entries                                                       |
//! |-------------------|----------|---------------------------------------------------------------|
//! | `seat`            | 1 x 10   | one-hot absolute seat                                         |
//! | `players`         | 1 x 10   | one-hot `players - 1`                                         |
//! | `variants`        | 1 x 2    | rule 1 off (variant 1), heads positive (variant 2)            |
//! | `phase`           | 1 x 3    | one-hot choose, resolve, over                                 |
//! | `to_act`          | 1 x 10   | one-hot relative seat to decide (all 0 once over)             |
//! | `own_hand`        | 1 x 110  | cards in my hand                                              |
//! | `own_choice`      | 1 x 110  | my hidden choice                                              |
//! | `row_last`        | 5 x 110  | each row's last card                                          |
//! | `row_cards`       | 5 x 110  | each row's cards                                              |
//! | `row_heads`       | 5 x 6    | each row's heads per colour / 6                               |
//! | `row_stats`       | 5 x 3    | cards / 30, heads / 36, 1 if the card being resolved fits it  |
//! | `penalty_points`  | 1 x 10   | relative seats' penalty heads / 100 (capped at 1)             |
//! | `penalty_cards`   | 1 x 110  | cards in any penalty pile                                     |
//! | `my_penalty`      | 1 x 110  | cards in my penalty pile                                      |
//! | `hand_counts`     | 1 x 10   | relative seats' hand sizes / 4                                |
//! | `pile_counts`     | 1 x 10   | relative seats' pile sizes / 24                               |
//! | `chosen`          | 1 x 10   | relative seats that have chosen this round                    |
//! | `known_held`      | 1 x 110  | cards known to be held by other seats                         |
//! | `known_bottoms`   | 1 x 110  | recycled cards known under any pile                           |
//! | `pending`         | 1 x 110  | revealed cards still to resolve                               |
//! | `resolving`       | 1 x 110  | the card being resolved                                       |
//! | `resolving_owner` | 1 x 10   | its owner, relative                                           |
//! | `unseen`          | 1 x 110  | cards whose place I do not know                               |
//! | `box_count`       | 1 x 1    | cards in the box / 110                                        |
//! | `round`           | 1 x 1    | round / 100 (capped at 1)                                     |

use game_core::observation::Sections;
use game_core::GameView;

use crate::cards::{CardSet, NUM_CARDS, NUM_COLOURS};
use crate::game::Phase;
use crate::options::MAX_PLAYERS;
use crate::rows::{NUM_ROWS, ROW_CAPACITY};
use crate::view::PlayerView;

/// The sections in order: `(name, rows, cols)`.
pub const OBSERVATION_SECTIONS: [(&str, usize, usize); 25] = [
    ("seat", 1, MAX_PLAYERS),
    ("players", 1, MAX_PLAYERS),
    ("variants", 1, 2),
    ("phase", 1, 3),
    ("to_act", 1, MAX_PLAYERS),
    ("own_hand", 1, NUM_CARDS),
    ("own_choice", 1, NUM_CARDS),
    ("row_last", NUM_ROWS, NUM_CARDS),
    ("row_cards", NUM_ROWS, NUM_CARDS),
    ("row_heads", NUM_ROWS, NUM_COLOURS),
    ("row_stats", NUM_ROWS, 3),
    ("penalty_points", 1, MAX_PLAYERS),
    ("penalty_cards", 1, NUM_CARDS),
    ("my_penalty", 1, NUM_CARDS),
    ("hand_counts", 1, MAX_PLAYERS),
    ("pile_counts", 1, MAX_PLAYERS),
    ("chosen", 1, MAX_PLAYERS),
    ("known_held", 1, NUM_CARDS),
    ("known_bottoms", 1, NUM_CARDS),
    ("pending", 1, NUM_CARDS),
    ("resolving", 1, NUM_CARDS),
    ("resolving_owner", 1, MAX_PLAYERS),
    ("unseen", 1, NUM_CARDS),
    ("box_count", 1, 1),
    ("round", 1, 1),
];

/// [`OBSERVATION_SECTIONS`] as a layout.
const SECTIONS: Sections = Sections::new(&OBSERVATION_SECTIONS);

/// Length of the observation tensor.
pub const OBSERVATION_SIZE: usize = SECTIONS.size();

/// The offset, rows and columns of the section `name`.
pub fn section_offset(name: &str) -> Option<(usize, usize, usize)> {
    SECTIONS.offset(name)
}

impl PlayerView {
    /// Writes the observation tensor into `out[..OBSERVATION_SIZE]`
    /// ([`game_core::GameView::observation`]).
    ///
    /// # Panics
    /// If `out` is shorter than [`OBSERVATION_SIZE`].
    pub(crate) fn write_observation(&self, out: &mut [f32]) {
        let out = &mut out[..OBSERVATION_SIZE];
        out.fill(0.0);
        let n = usize::from(self.players());
        let me = usize::from(self.seat);
        let rel = |p: usize| (p + n - me) % n;
        // The sections in table order, each written whole before the next.
        let mut w = SECTIONS.writer(out);
        w.section("seat")[me] = 1.0;
        w.section("players")[n - 1] = 1.0;
        let s = w.section("variants");
        s[0] = f32::from(u8::from(!self.sixth_card_rule()));
        s[1] = f32::from(u8::from(self.heads_are_positive()));
        let phase = match self.phase {
            Phase::Choose => 0,
            Phase::Resolve => 1,
            Phase::Over => 2,
        };
        w.section("phase")[phase] = 1.0;
        let s = w.section("to_act");
        if let Some(p) = self.current_player() {
            s[rel(usize::from(p))] = 1.0;
        }
        mark(w.section("own_hand"), self.hand);
        let s = w.section("own_choice");
        if let Some(c) = self.choice() {
            s[card(c)] = 1.0;
        }
        let s = w.section("row_last");
        for (row, s) in self.rows.iter().zip(s.chunks_exact_mut(NUM_CARDS)) {
            if let Some(last) = row.last() {
                s[card(last)] = 1.0;
            }
        }
        let s = w.section("row_cards");
        for (row, s) in self.rows.iter().zip(s.chunks_exact_mut(NUM_CARDS)) {
            for &c in row.cards() {
                s[card(c)] = 1.0;
            }
        }
        let s = w.section("row_heads");
        for (row, s) in self.rows.iter().zip(s.chunks_exact_mut(NUM_COLOURS)) {
            for (to, &h) in s.iter_mut().zip(row.heads().iter()) {
                *to = f32::from(h) / 6.0;
            }
        }
        let resolving = self.card_to_resolve();
        let fit = resolving.map_or(0, |(c, _)| self.fitting_rows(c));
        let s = w.section("row_stats");
        for (r, (row, s)) in self.rows.iter().zip(s.chunks_exact_mut(3)).enumerate() {
            s[0] = row.len() as f32 / ROW_CAPACITY as f32;
            s[1] = f32::from(row.points()) / 36.0;
            s[2] = f32::from(fit >> r & 1);
        }
        let s = w.section("penalty_points");
        for p in 0..n {
            s[rel(p)] = (f32::from(self.penalty_points[p]) / 100.0).min(1.0);
        }
        mark(w.section("penalty_cards"), self.penalty[..n].iter().fold(CardSet::EMPTY, |all, &pile| all.union(pile)));
        mark(w.section("my_penalty"), self.penalty[me]);
        let s = w.section("hand_counts");
        for p in 0..n {
            s[rel(p)] = f32::from(self.hand_counts[p]) / 4.0;
        }
        let s = w.section("pile_counts");
        for p in 0..n {
            s[rel(p)] = f32::from(self.pile_len[p]) / 24.0;
        }
        let s = w.section("chosen");
        for p in 0..n {
            s[rel(p)] = f32::from(u8::from(self.has_chosen(p as u8)));
        }
        let held = (0..n).filter(|&p| p != me).fold(CardSet::EMPTY, |all, p| all.union(self.known_held[p]));
        mark(w.section("known_held"), held);
        let s = w.section("known_bottoms");
        for p in 0..n {
            for c in self.known_pile_bottom(p as u8) {
                s[card(c)] = 1.0;
            }
        }
        let s = w.section("pending");
        for (c, _) in self.revealed().skip(self.resolved()) {
            s[card(c)] = 1.0;
        }
        let s = w.section("resolving");
        if let Some((c, _)) = resolving {
            s[card(c)] = 1.0;
        }
        let s = w.section("resolving_owner");
        if let Some((_, owner)) = resolving {
            s[rel(usize::from(owner))] = 1.0;
        }
        mark(w.section("unseen"), self.unseen());
        w.section("box_count")[0] = f32::from(self.box_count) / NUM_CARDS as f32;
        w.section("round")[0] = (f32::from(self.round) / 100.0).min(1.0);
        w.finish();
    }
}

/// The column of card `c`.
fn card(c: u8) -> usize {
    usize::from(c) - 1
}

/// Sets the column of every card of `cards` in the section `s` to 1.
fn mark(s: &mut [f32], cards: CardSet) {
    for c in cards.iter() {
        s[card(c)] = 1.0;
    }
}
