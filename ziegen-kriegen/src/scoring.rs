//! Scoring (rules spec section 4, ZK-D10, ZK-D11, ZK-D14, ZK-D15, ZK-D20).
//!
//! * Base game: a player's goats are the heads on the cards of the tricks they took; a player is
//!   over when goats exceed the limit (equal is within). The winners are the players within the
//!   limit with the most goats, all of them on a tie; nobody wins when everybody is over.
//! * Variant (`rounds` = players): each round scores goats if within, 0 if over, and the higher
//!   number of the fourth hill card for a player who took no trick; the highest total wins, ties
//!   share.
//!
//! A round score in the base game is the goats if within and 0 if over (the no-trick rule is the
//! variant's); this is also the score of [`crate::Game`]'s `game_core` outcome.

use crate::options::{MAX_PLAYERS, MAX_ROUNDS};
use crate::public::{Public, HILL_TRICKS};
use game_core::PublicPart;

/// One player's score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct PlayerScore {
    /// Goats taken in the current round (the last round once the game is over).
    pub goats: u8,
    /// Tricks taken in the current round.
    pub tricks: u8,
    /// Whether the goats exceed the current round's limit (the running sum of the hill while it
    /// is not complete).
    pub over: bool,
    /// The score of each finished round, one entry per round played to its end.
    pub round_scores: RoundScores,
    /// The score as things stand, what the game's outcome ranks by: in the base game the round's
    /// score so far (the goats if within the limit, which is the running sum of the hill until
    /// it is complete; 0 if over), final once the game is over; in the variant the sum of the
    /// finished rounds' scores.
    pub total: u16,
}

/// The scores of the finished rounds, in order: a list of at most [`MAX_ROUNDS`] entries that
/// copies like a number (no heap), written to JSON as a list of the rounds played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoundScores {
    scores: [u8; MAX_ROUNDS],
    len: u8,
}

impl RoundScores {
    /// The round scores `scores`, or `None` for more than [`MAX_ROUNDS`].
    pub fn new(scores: &[u8]) -> Option<RoundScores> {
        let mut all = RoundScores::default();
        all.scores.get_mut(..scores.len())?.copy_from_slice(scores);
        all.len = scores.len() as u8;
        Some(all)
    }
}

impl std::ops::Deref for RoundScores {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.scores[..usize::from(self.len)]
    }
}

impl serde::Serialize for RoundScores {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl game_core::SeatScore for PlayerScore {
    fn total(&self) -> i64 {
        i64::from(self.total)
    }
}

/// The scores as things stand, final once the game is over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Scores {
    /// Number of players.
    pub players: u8,
    /// Rounds in the game (1: the base game).
    pub rounds: u8,
    /// Rounds finished and scored.
    pub rounds_scored: u8,
    /// The current round's limit, or the running sum of its hill while fewer than 4 cards are laid.
    pub limit: u8,
    /// Whether `limit` is fixed (4 hill cards laid).
    pub limit_fixed: bool,
    /// Each seat's score; entries past `players` are zero.
    pub players_scores: [PlayerScore; MAX_PLAYERS],
    /// Bit `s` set for every winning seat: in the base game the players within the limit with
    /// the most goats (section 4), in the variant the best totals of the finished rounds; 0 when
    /// nobody wins (or no round is finished in the variant).
    pub winners: u8,
    /// Whether the game is over (the scores are final).
    pub game_over: bool,
}

impl Scores {
    /// The scores of the players in seat order.
    pub fn per_player(&self) -> &[PlayerScore] {
        &self.players_scores[..usize::from(self.players).min(MAX_PLAYERS)]
    }

    /// Whether `seat` is among the winners.
    pub fn is_winner(&self, seat: u8) -> bool {
        seat < 8 && self.winners & (1 << seat) != 0
    }

    /// Whether this is the variant (several rounds).
    pub fn is_variant(&self) -> bool {
        self.rounds > 1
    }
}

/// The winners of a base round (section 4): bit `s` for every seat within `limit` with the most
/// goats; 0 when every seat is over.
pub fn base_winners(goats: &[u8], limit: u8) -> u8 {
    let best = goats.iter().copied().filter(|&g| g <= limit).max();
    let Some(best) = best else { return 0 };
    goats.iter().enumerate().filter(|&(_, &g)| g == best).fold(0, |bits, (s, _)| bits | 1 << s)
}

/// The winners of the variant (ZK-D15): bit `s` for every seat with the highest total.
pub fn best_totals(totals: &[u16]) -> u8 {
    let Some(&best) = totals.iter().max() else { return 0 };
    totals.iter().enumerate().filter(|&(_, &t)| t == best).fold(0, |bits, (s, _)| bits | 1 << s)
}

/// One player's round score: goats if within `limit`, 0 if over; in the variant a player who
/// took no trick scores `fourth_high`, the higher number of the fourth hill card (ZK-D14, ZK-D22).
pub fn round_score(goats: u8, tricks: u8, limit: u8, fourth_high: u8, variant: bool) -> u8 {
    if variant && tricks == 0 {
        fourth_high
    } else if goats > limit {
        0
    } else {
        goats
    }
}

impl Public {
    /// The round scores of the current round's players, once its hill is complete.
    pub(crate) fn current_round_scores(&self) -> [u8; MAX_PLAYERS] {
        let limit = self.hill_sum();
        let hill = self.hill();
        let fourth_high = hill.get(HILL_TRICKS - 1).map_or(0, |h| self.hill_card(h.card).high);
        let mut scores = [0; MAX_PLAYERS];
        let n = usize::from(self.players);
        for (seat, score) in scores.iter_mut().enumerate().take(n) {
            *score = round_score(self.goats[seat], self.taken[seat], limit, fourth_high, self.rounds > 1);
        }
        scores
    }

    /// Each player's total of the finished rounds.
    pub fn totals(&self) -> [u16; MAX_PLAYERS] {
        let mut totals = [0u16; MAX_PLAYERS];
        for row in self.round_scores() {
            for (t, &s) in totals.iter_mut().zip(row) {
                *t += u16::from(s);
            }
        }
        totals
    }

    /// Each player's score as things stand, what the outcome ranks by ([`PlayerScore::total`]):
    /// in the base game the round's score so far, in the variant the finished rounds' total.
    pub(crate) fn standing_totals(&self) -> [u16; MAX_PLAYERS] {
        if self.rounds > 1 {
            return self.totals();
        }
        let limit = self.hill_sum();
        let mut totals = [0u16; MAX_PLAYERS];
        for (total, &goats) in totals.iter_mut().zip(&self.goats[..usize::from(self.players)]) {
            *total = if goats > limit { 0 } else { u16::from(goats) };
        }
        totals
    }

    /// The winners as things stand: in the base game the players within the limit so far with
    /// the most goats, in the variant the best totals of the finished rounds (nobody before the
    /// first round ends).
    pub(crate) fn winners(&self) -> u8 {
        let n = usize::from(self.players);
        if self.rounds == 1 {
            base_winners(&self.goats[..n], self.hill_sum())
        } else if self.rounds_scored() > 0 {
            best_totals(&self.totals()[..n])
        } else {
            0
        }
    }

    /// The scores as things stand (final once the game is over), ZK-D20.
    pub fn scores(&self) -> Scores {
        let n = usize::from(self.players);
        let limit = self.hill_sum();
        let totals = self.standing_totals();
        let mut players_scores = [PlayerScore::default(); MAX_PLAYERS];
        for (seat, score) in players_scores.iter_mut().enumerate().take(n) {
            score.goats = self.goats[seat];
            score.tricks = self.taken[seat];
            score.over = self.goats[seat] > limit;
            let played = self.round_scores();
            for (r, row) in played.iter().enumerate() {
                score.round_scores.scores[r] = row[seat];
            }
            score.round_scores.len = played.len() as u8;
            score.total = totals[seat];
        }
        let rounds_scored = self.rounds_scored();
        Scores {
            players: self.players,
            rounds: self.rounds,
            rounds_scored: rounds_scored as u8,
            limit,
            limit_fixed: self.limit().is_some(),
            players_scores,
            winners: self.winners(),
            game_over: self.is_over(),
        }
    }
}

impl game_core::ScoreSheet for Scores {
    type Seat = PlayerScore;

    fn seats(&self) -> &[PlayerScore] {
        self.per_player()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winners_follow_section_4() {
        assert_eq!(base_winners(&[18, 17, 12, 4], 17), 0b0010);
        assert_eq!(base_winners(&[17, 17, 3], 17), 0b011);
        assert_eq!(base_winners(&[11, 12, 20], 10), 0);
        assert_eq!(base_winners(&[0, 11, 15, 12], 10), 0b0001);
        assert_eq!(best_totals(&[18, 19, 14]), 0b010);
        assert_eq!(round_score(0, 0, 16, 6, true), 6);
        assert_eq!(round_score(17, 2, 16, 6, true), 0);
        assert_eq!(round_score(9, 1, 16, 6, true), 9);
        assert_eq!(round_score(0, 0, 16, 6, false), 0);
    }
}
