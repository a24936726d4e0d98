//! Tournament statistics: each entrant's share of the wins and mean score over a batch of
//! simulated games, with 95% confidence intervals.

use serde::{Deserialize, Serialize};

use crate::simulate::GameResult;

/// A mean and the half-width of its 95% confidence interval (normal approximation).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    /// The sample mean.
    pub mean: f64,
    /// Half the width of the 95% confidence interval: the interval is `mean ± half_width`.
    pub half_width: f64,
}

impl Estimate {
    /// The mean of `values` with its 95% interval; the interval is 0 with fewer than two values.
    pub fn of(values: &[f64]) -> Estimate {
        let n = values.len() as f64;
        if values.len() < 2 {
            return Estimate { mean: values.first().copied().unwrap_or(0.0), half_width: 0.0 };
        }
        let mean = values.iter().sum::<f64>() / n;
        let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
        Estimate { mean, half_width: 1.96 * (variance / n).sqrt() }
    }
}

/// One entrant's record over a batch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The entrant's index in the entrant list.
    pub entrant: usize,
    /// Seats the entrant played (one per game and seat it held).
    pub seats: usize,
    /// Share of the wins per seat played: 1 for a win alone, `1/k` for a win shared by `k`.
    pub win_rate: Estimate,
    /// Score per seat played, as the game counts it.
    pub score: Estimate,
}

/// The standings of `entrants` entrants over `results` of games with `players` seats.
pub fn standings(results: &[GameResult], players: u8, entrants: usize) -> Vec<Standing> {
    (0..entrants)
        .map(|entrant| {
            let mut wins = Vec::new();
            let mut scores = Vec::new();
            for result in results {
                for seat in 0..usize::from(players) {
                    if usize::from(result.entrant_of_seat[seat]) == entrant {
                        let shared = f64::from(result.winners.count_ones());
                        wins.push(if result.winners & (1 << seat) != 0 { 1.0 / shared } else { 0.0 });
                        scores.push(f64::from(result.scores[seat]));
                    }
                }
            }
            Standing { entrant, seats: wins.len(), win_rate: Estimate::of(&wins), score: Estimate::of(&scores) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::MAX_SEATS;

    fn result(entrants: [u8; 2], scores: [i32; 2], winners: u16) -> GameResult {
        let mut r =
            GameResult { seed: 0, entrant_of_seat: [0; MAX_SEATS], scores: [0; MAX_SEATS], winners, decisions: 1 };
        r.entrant_of_seat[..2].copy_from_slice(&entrants);
        r.scores[..2].copy_from_slice(&scores);
        r
    }

    #[test]
    fn shared_wins_count_as_fractions() {
        let results = [result([0, 1], [10, 4], 0b01), result([1, 0], [7, 7], 0b11), result([0, 1], [2, 9], 0b10)];
        let table = standings(&results, 2, 2);
        assert_eq!(table[0].seats, 3);
        assert!((table[0].win_rate.mean - 0.5).abs() < 1e-12, "1 + 0.5 + 0 over 3 seats");
        assert!((table[1].score.mean - 20.0 / 3.0).abs() < 1e-12);
        assert!(table[0].win_rate.half_width > 0.0);
        assert_eq!(Estimate::of(&[4.0]), Estimate { mean: 4.0, half_width: 0.0 });
    }
}
