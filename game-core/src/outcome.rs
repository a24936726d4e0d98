//! A game's result reduced to what generic code needs: one number per seat and the winners.

use serde::{Deserialize, Serialize};

/// The most seats any game of the family has (Le Baron seats ten).
pub const MAX_SEATS: usize = 10;

/// Whether a higher score is better (most games) or a lower one (penalty points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreOrder {
    /// The highest score wins.
    HigherWins,
    /// The lowest score wins (penalty points).
    LowerWins,
}

/// One seat's score with its breakdown, as a game's scores hold it (each game's `PlayerScore`):
/// what the interfaces read its total through.
pub trait SeatScore {
    /// The seat's total as the game counts it: the seat's entry of its [`Outcome`] as things
    /// stand, final once the game is over.
    fn total(&self) -> i64;
}

/// A game's scores with their breakdown (each game's `Scores`): one [`SeatScore`] per seat, each
/// meaning the same at every moment: the seat's entry of the game's [`Outcome`] as things stand
/// (the conformance suite checks it after every move).
pub trait ScoreSheet {
    /// One seat's score with its breakdown.
    type Seat: SeatScore;

    /// Each seat's score, in seat order, one per player.
    fn seats(&self) -> &[Self::Seat];
}

/// A plain number is a seat's score with no breakdown, and a list of them the scores of a game
/// that keeps nothing more (as the example game of `docs/game-core.md` does).
macro_rules! plain_seat_scores {
    ($($number:ty),*) => {
        $(impl SeatScore for $number {
            fn total(&self) -> i64 {
                i64::from(*self)
            }
        })*
    };
}

plain_seat_scores!(u8, u16, u32, i8, i16, i32, i64);

impl<S: SeatScore> ScoreSheet for Vec<S> {
    type Seat = S;

    fn seats(&self) -> &[S] {
        self
    }
}

/// One finished (or current) game's scores and winners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Number of players; `scores[..players]` are meaningful, the rest are 0.
    pub players: u8,
    /// Each seat's score as the game counts it.
    pub scores: [i32; MAX_SEATS],
    /// Bit `s` set for every winning seat (ties share; no bit at all when nobody wins).
    pub winners: u16,
    /// Which way scores rank.
    pub order: ScoreOrder,
}

impl Outcome {
    /// An outcome from per-seat `scores` and a winners bit set.
    ///
    /// # Panics
    /// If there are more than [`MAX_SEATS`] scores.
    pub fn new(scores: &[i32], winners: u16, order: ScoreOrder) -> Outcome {
        assert!(scores.len() <= MAX_SEATS, "at most {MAX_SEATS} seats");
        let mut all = [0; MAX_SEATS];
        all[..scores.len()].copy_from_slice(scores);
        Outcome { players: scores.len() as u8, scores: all, winners, order }
    }

    /// The scores of the players in seat order.
    pub fn per_player(&self) -> &[i32] {
        &self.scores[..usize::from(self.players).min(MAX_SEATS)]
    }

    /// Whether `seat` is among the winners.
    pub fn is_winner(&self, seat: u8) -> bool {
        seat < 16 && self.winners & (1 << seat) != 0
    }

    /// `seat`'s share of the win: `1 / winners` for a winner, 0 otherwise.
    pub fn win_share(&self, seat: u8) -> f64 {
        if self.is_winner(seat) {
            1.0 / f64::from(self.winners.count_ones())
        } else {
            0.0
        }
    }

    /// `seat`'s score with the sign that makes higher better, for search rewards.
    pub fn utility(&self, seat: u8) -> i32 {
        let score = self.scores[usize::from(seat)];
        match self.order {
            ScoreOrder::HigherWins => score,
            ScoreOrder::LowerWins => -score,
        }
    }

    /// The winners bit set of `scores` under `order`: every seat with the best score. For games
    /// whose winners follow from the scores alone.
    pub fn best_seats(scores: &[i32], order: ScoreOrder) -> u16 {
        let best = match order {
            ScoreOrder::HigherWins => scores.iter().max(),
            ScoreOrder::LowerWins => scores.iter().min(),
        };
        let Some(&best) = best else { return 0 };
        scores.iter().enumerate().filter(|&(_, &s)| s == best).fold(0, |bits, (seat, _)| bits | 1 << seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winners_follow_the_order_and_share_ties() {
        assert_eq!(Outcome::best_seats(&[3, 7, 7], ScoreOrder::HigherWins), 0b110);
        assert_eq!(Outcome::best_seats(&[12, 7, 7], ScoreOrder::LowerWins), 0b110);
        assert_eq!(Outcome::best_seats(&[], ScoreOrder::LowerWins), 0);
        let outcome = Outcome::new(&[12, 7, 7], 0b110, ScoreOrder::LowerWins);
        assert_eq!(outcome.per_player(), [12, 7, 7]);
        assert_eq!((outcome.win_share(0), outcome.win_share(1)), (0.0, 0.5));
        assert_eq!(outcome.utility(0), -12);
        assert!(!outcome.is_winner(15) && !outcome.is_winner(200));
    }
}
