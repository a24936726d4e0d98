//! Fixed-size observation tensors written from a [`PlayerView`].
//!
//! [`crate::GameView::observation`] writes [`OBSERVATION_SIZE`] numbers, the same count for every
//! player count and round mode, so that one network can read any game. It is computed from the
//! view alone, so it holds exactly what the seat may know.
//!
//! Seats are *relative* to the observing seat: relative seat `r` is absolute seat
//! `(seat + r) % players`, so `0` is always "me", `1` the next player clockwise, and so on.
//! Entries of relative seats a smaller game lacks stay 0. Card `c` is column `c - 1`; hill card
//! `id` is column `id`.
//!
//! The tensor is a sequence of sections, listed with their shapes in [`OBSERVATION_SECTIONS`];
//! a section of shape `(rows, cols)` occupies `rows * cols` numbers, row-major. Unless said
//! otherwise an entry is 0 or 1.
//!
//! | section | shape | content |
//! |---|---|---|
//! | `own_hand` | 1 x 50 | my hand |
//! | `played_by` | 6 x 50 | cards each relative seat played this round (finished tricks and the current one) |
//! | `taken_by` | 6 x 50 | cards in the tricks each relative seat took this round |
//! | `current_trick` | 6 x 50 | the card each relative seat played in the current trick |
//! | `unseen` | 1 x 50 | cards of this round I have not seen (other hands and the box) |
//! | `heads` | 1 x 50 | heads on each card / 5 (the card table) |
//! | `hill_numbers` | 4 x 8 | the chosen number of each laid hill card, one-hot (number `k` is column `k - 1`) |
//! | `hill_cards` | 1 x 12 | hill cards turned up this round (laid or revealed) |
//! | `revealed_hill` | 1 x 12 | the hill card waiting for its number |
//! | `revealed_numbers` | 1 x 8 | the two numbers of that card |
//! | `hill_sum` | 1 x 1 | the running sum (the limit once fixed) / 32 |
//! | `limit_fixed` | 1 x 1 | 1 once 4 hill cards are laid |
//! | `goats` | 1 x 6 | goats of each relative seat this round / 250 (the most any table allows: 50 cards of 5 heads) |
//! | `over` | 1 x 6 | 1 if that seat's goats exceed the running sum |
//! | `tricks_taken` | 1 x 6 | tricks taken this round / 8 |
//! | `hand_sizes` | 1 x 6 | cards in hand / 8 |
//! | `totals` | 1 x 6 | totals of finished rounds / 192 (six rounds of the highest limit, 32) |
//! | `phase` | 1 x 3 | play, choose a hill number, over |
//! | `current_player` | 1 x 6 | the relative seat to act |
//! | `leader` | 1 x 6 | the relative seat that leads the trick |
//! | `player_count` | 1 x 4 | 3, 4, 5, 6 players, one-hot |
//! | `trick_number` | 1 x 8 | the trick in play (1 to 8), one-hot |
//! | `round` | 1 x 6 | the round in play, one-hot |
//! | `variant` | 1 x 1 | 1 in the several-rounds variant |
//! | `rounds_left` | 1 x 1 | rounds after this one / 5 |

use game_core::observation::Sections;
use game_core::GameView;

use crate::cards::{MAX_HILL_NUMBER, NUM_GOATS, NUM_HILLS};
use crate::options::{MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS};
use crate::public::{HILL_TRICKS, TRICKS_PER_ROUND};
use crate::view::PlayerView;

const HILL_NUMBERS: usize = MAX_HILL_NUMBER as usize;

/// Divides goat counts so that every table keeps them in `0..=1`: no player takes more than
/// all 50 cards at the most heads a card may have.
const GOATS_SCALE: f32 = (NUM_GOATS as u32 * crate::cards::MAX_HEADS as u32) as f32;
/// Divides round totals: a round scores at most the limit, at most 4 hill numbers of 8, and a
/// game has at most six rounds.
const TOTALS_SCALE: f32 = (MAX_ROUNDS as u32 * HILL_TRICKS as u32 * MAX_HILL_NUMBER as u32) as f32;

/// The sections of the observation in order: `(name, rows, cols)`.
pub const OBSERVATION_SECTIONS: [(&str, usize, usize); 25] = [
    ("own_hand", 1, NUM_GOATS),
    ("played_by", MAX_PLAYERS, NUM_GOATS),
    ("taken_by", MAX_PLAYERS, NUM_GOATS),
    ("current_trick", MAX_PLAYERS, NUM_GOATS),
    ("unseen", 1, NUM_GOATS),
    ("heads", 1, NUM_GOATS),
    ("hill_numbers", HILL_TRICKS, HILL_NUMBERS),
    ("hill_cards", 1, NUM_HILLS),
    ("revealed_hill", 1, NUM_HILLS),
    ("revealed_numbers", 1, HILL_NUMBERS),
    ("hill_sum", 1, 1),
    ("limit_fixed", 1, 1),
    ("goats", 1, MAX_PLAYERS),
    ("over", 1, MAX_PLAYERS),
    ("tricks_taken", 1, MAX_PLAYERS),
    ("hand_sizes", 1, MAX_PLAYERS),
    ("totals", 1, MAX_PLAYERS),
    ("phase", 1, 3),
    ("current_player", 1, MAX_PLAYERS),
    ("leader", 1, MAX_PLAYERS),
    ("player_count", 1, MAX_PLAYERS - MIN_PLAYERS as usize + 1),
    ("trick_number", 1, TRICKS_PER_ROUND),
    ("round", 1, MAX_ROUNDS),
    ("variant", 1, 1),
    ("rounds_left", 1, 1),
];

/// [`OBSERVATION_SECTIONS`] as a layout.
const SECTIONS: Sections = Sections::new(&OBSERVATION_SECTIONS);

/// Length of an observation: the same for every player count and round mode.
pub const OBSERVATION_SIZE: usize = SECTIONS.size();

/// Where the section `name` starts and its shape: `(offset, rows, cols)`, or `None` for an
/// unknown name.
pub fn section_offset(name: &str) -> Option<(usize, usize, usize)> {
    SECTIONS.offset(name)
}

impl PlayerView {
    /// Writes the observation of this view into `out[..OBSERVATION_SIZE]`
    /// ([`game_core::GameView::observation`]; layout in the module documentation).
    ///
    /// # Panics
    /// If `out` is shorter than [`OBSERVATION_SIZE`].
    pub(crate) fn write_observation(&self, out: &mut [f32]) {
        assert!(out.len() >= OBSERVATION_SIZE, "the observation needs {OBSERVATION_SIZE} numbers");
        let out = &mut out[..OBSERVATION_SIZE];
        out.fill(0.0);
        let n = usize::from(self.players);
        let rel = |seat: u8| (usize::from(seat) + n - usize::from(self.seat)) % n;
        let col = |card: u8| usize::from(card) - 1;
        let mut w = SECTIONS.writer(out);

        let s = w.section("own_hand");
        self.hand.iter().for_each(|c| s[col(c)] = 1.0);
        let round_tricks = self.round_tricks(self.round);
        let s = w.section("played_by");
        for t in round_tricks {
            for (i, &c) in t.cards[..n].iter().enumerate() {
                let seat = ((usize::from(t.leader) + i) % n) as u8;
                s[rel(seat) * NUM_GOATS + col(c)] = 1.0;
            }
        }
        for (i, &c) in self.current_trick().iter().enumerate() {
            s[rel(self.seat_at(i)) * NUM_GOATS + col(c)] = 1.0;
        }
        let s = w.section("taken_by");
        for t in round_tricks {
            for &c in &t.cards[..n] {
                s[rel(t.taker) * NUM_GOATS + col(c)] = 1.0;
            }
        }
        let s = w.section("current_trick");
        for (i, &c) in self.current_trick().iter().enumerate() {
            s[rel(self.seat_at(i)) * NUM_GOATS + col(c)] = 1.0;
        }
        let s = w.section("unseen");
        self.unseen().iter().for_each(|c| s[col(c)] = 1.0);
        let s = w.section("heads");
        for c in 1..=NUM_GOATS as u8 {
            s[col(c)] = f32::from(self.heads(c)) / 5.0;
        }
        let s = w.section("hill_numbers");
        for (i, h) in self.hill().iter().enumerate() {
            s[i * HILL_NUMBERS + usize::from(h.chosen) - 1] = 1.0;
        }
        let s = w.section("hill_cards");
        self.hill().iter().map(|h| h.card).chain(self.revealed_hill()).for_each(|c| s[usize::from(c)] = 1.0);
        let s = w.section("revealed_hill");
        if let Some(c) = self.revealed_hill() {
            s[usize::from(c)] = 1.0;
        }
        let s = w.section("revealed_numbers");
        if let Some(c) = self.revealed_hill() {
            let hill = self.hill_card(c);
            s[usize::from(hill.low) - 1] = 1.0;
            s[usize::from(hill.high) - 1] = 1.0;
        }
        w.section("hill_sum")[0] = f32::from(self.hill_sum()) / 32.0;
        w.section("limit_fixed")[0] = f32::from(u8::from(self.limit().is_some()));
        let sum = self.hill_sum();
        let totals = self.totals();
        let s = w.section("goats");
        (0..self.players).for_each(|p| s[rel(p)] = f32::from(self.goats(p)) / GOATS_SCALE);
        let s = w.section("over");
        (0..self.players).for_each(|p| s[rel(p)] = f32::from(u8::from(self.goats(p) > sum)));
        let s = w.section("tricks_taken");
        (0..self.players).for_each(|p| s[rel(p)] = f32::from(self.tricks_taken(p)) / 8.0);
        let s = w.section("hand_sizes");
        (0..self.players).for_each(|p| s[rel(p)] = self.hand_size(p) as f32 / 8.0);
        let s = w.section("totals");
        (0..self.players).for_each(|p| s[rel(p)] = f32::from(totals[usize::from(p)]) / TOTALS_SCALE);
        w.section("phase")[self.phase as usize] = 1.0;
        let s = w.section("current_player");
        if let Some(p) = self.current_player() {
            s[rel(p)] = 1.0;
        }
        w.section("leader")[rel(self.leader)] = 1.0;
        w.section("player_count")[n - usize::from(MIN_PLAYERS)] = 1.0;
        w.section("trick_number")[self.trick_number() - 1] = 1.0;
        w.section("round")[usize::from(self.round)] = 1.0;
        w.section("variant")[0] = f32::from(u8::from(self.rounds > 1));
        w.section("rounds_left")[0] = f32::from(self.rounds - 1 - self.round) / 5.0;
        w.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prelude::*;
    use crate::Game;

    #[test]
    fn sections_fill_the_tensor() {
        let game = Game::new(4, 3).unwrap();
        let mut obs = vec![0.0; OBSERVATION_SIZE];
        game.view(1).observation(&mut obs);
        let (hand, _, _) = section_offset("own_hand").unwrap();
        assert_eq!(obs[hand..hand + NUM_GOATS].iter().sum::<f32>(), 8.0);
        let (phase, _, _) = section_offset("phase").unwrap();
        assert_eq!(obs[phase], 1.0);
        assert_eq!(section_offset("rounds_left").unwrap().0 + 1, OBSERVATION_SIZE);
    }
}
