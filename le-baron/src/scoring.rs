//! Scores (sections 4 and 5.5): penalty heads in the base game (fewest wins), heads taken minus
//! heads still held in variant 2 (most wins). Ties share the win (LB-D14, LB-D18).

use game_core::GameRules;
use game_core::{Outcome, ScoreOrder};

use crate::game::Game;
use crate::options::MAX_PLAYERS;

/// One seat's score with its parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct PlayerScore {
    /// Heads in the seat's penalty pile.
    pub penalty_heads: u16,
    /// Heads on the cards the seat still holds (hand, pile, hidden choice).
    pub held_heads: u16,
    /// The score: `penalty_heads` in the base game, `penalty_heads - held_heads` in variant 2.
    pub total: i32,
}

impl game_core::SeatScore for PlayerScore {
    fn total(&self) -> i64 {
        i64::from(self.total)
    }
}

/// The scores of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Scores {
    /// Number of players.
    pub players: u8,
    /// Variant 2: the highest total wins; otherwise the lowest.
    pub heads_are_positive: bool,
    /// Whether the game is over (the scores are final).
    pub is_final: bool,
    /// Each seat's score (entries past `players` are zero).
    pub seats: [PlayerScore; MAX_PLAYERS],
    /// Bit `s` set for each seat with the best total (ties share).
    pub winners: u16,
}

impl Scores {
    /// The seats' scores in seat order.
    pub fn per_player(&self) -> &[PlayerScore] {
        &self.seats[..usize::from(self.players)]
    }

    /// Whether `seat` has the best total.
    pub fn is_winner(&self, seat: u8) -> bool {
        seat < 16 && self.winners & (1 << seat) != 0
    }

    /// Which way totals rank.
    pub fn order(&self) -> ScoreOrder {
        if self.heads_are_positive {
            ScoreOrder::HigherWins
        } else {
            ScoreOrder::LowerWins
        }
    }

    /// The scores as generic code sees them.
    pub fn outcome(&self) -> Outcome {
        let totals: arrayvec::ArrayVec<i32, MAX_PLAYERS> = self.per_player().iter().map(|s| s.total).collect();
        Outcome::new(&totals, self.winners, self.order())
    }
}

impl Game {
    /// The scores as things stand, final once the game is over ([`GameRules::scores`]).
    pub(crate) fn tally(&self) -> Scores {
        let n = usize::from(self.players());
        let positive = self.heads_are_positive();
        let mut seats = [PlayerScore::default(); MAX_PLAYERS];
        let mut totals = [0i32; MAX_PLAYERS];
        for s in 0..n {
            let held_heads: u16 = self.held(s).iter().map(|c| u16::from(self.table().points(c))).sum();
            let penalty_heads = self.penalty_points[s];
            let total =
                if positive { i32::from(penalty_heads) - i32::from(held_heads) } else { i32::from(penalty_heads) };
            seats[s] = PlayerScore { penalty_heads, held_heads, total };
            totals[s] = total;
        }
        let order = if positive { ScoreOrder::HigherWins } else { ScoreOrder::LowerWins };
        Scores {
            players: self.players(),
            heads_are_positive: positive,
            is_final: self.is_over(),
            seats,
            winners: Outcome::best_seats(&totals[..n], order),
        }
    }
}

impl game_core::ScoreSheet for Scores {
    type Seat = PlayerScore;

    fn seats(&self) -> &[PlayerScore] {
        self.per_player()
    }
}
