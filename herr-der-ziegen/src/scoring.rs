//! Final scoring (RULES-SPEC 7.2, D35 to D38).

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardId, CardSet};
use crate::layout::{mask_cells, neighbour_mask};
use crate::options::MAX_PLAYERS;
use crate::public::Public;

/// One player's score with its breakdown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerScore {
    /// Points of own marked cards outside the stable group (value each).
    pub single: u32,
    /// Points of own marked cards in the stable group, already doubled.
    pub doubled: u32,
    /// Total milk value in the display (before ranking).
    pub milk_total: u32,
    /// Milk points from the milk ranking.
    pub milk: u32,
    /// `single + doubled + milk`.
    pub total: u32,
}

impl game_core::SeatScore for PlayerScore {
    fn total(&self) -> i64 {
        i64::from(self.total)
    }
}

/// Everybody's score and the winners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scores {
    /// Number of players; `players[..count]` are meaningful.
    pub count: u8,
    /// Per seat.
    pub players: [PlayerScore; MAX_PLAYERS],
    /// Bit `p` set for every player with the highest total (shared victory, D38).
    pub winners: u8,
}

impl Scores {
    /// The scores of the players in seat order (all five entries if `count` is larger, as a
    /// hand-made or deserialized `Scores` may say).
    pub fn per_player(&self) -> &[PlayerScore] {
        &self.players[..usize::from(self.count).min(MAX_PLAYERS)]
    }

    /// Whether `player` is among the winners.
    pub fn is_winner(&self, player: u8) -> bool {
        player < 8 && self.winners & (1 << player) != 0
    }
}

impl Public {
    /// The score as things stand (everything it needs is public): final once the game is over.
    pub fn scores(&self) -> Scores {
        score(self)
    }

    /// Cells of `player`'s stable group as a bit mask over cell indices (bit `row * 7 + col`):
    /// own marked cards linked orthogonally to the own stable (D35).
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn stable_group(&self, player: u8) -> u64 {
        assert!(player < self.players, "no player {player}");
        let own = self.mark_cells[usize::from(player)] & self.card_cells;
        // Flood fill from the stable through own marked cards; the stable itself is not a card.
        let mut group = 0;
        let mut frontier = neighbour_mask(self.stables[usize::from(player)].bit()) & own;
        while frontier != 0 {
            group |= frontier;
            frontier = neighbour_mask(frontier) & own & !group;
        }
        group
    }
}

/// Milk points from the milk totals (D36, D37): all players tied for the most milk score it;
/// a single leader leaves half (rounded down) to every player tied for second.
///
/// # Panics
/// If there are more than [`MAX_PLAYERS`] totals.
pub fn milk_points(totals: &[u32]) -> [u32; MAX_PLAYERS] {
    assert!(totals.len() <= MAX_PLAYERS, "{} totals: a game has at most {MAX_PLAYERS} players", totals.len());
    let mut points = [0; MAX_PLAYERS];
    let first = totals.iter().copied().max().unwrap_or(0);
    if first == 0 {
        return points;
    }
    let leaders = totals.iter().filter(|&&m| m == first).count();
    let second = totals.iter().copied().filter(|&m| m < first).max().unwrap_or(0);
    for (i, &m) in totals.iter().enumerate() {
        if m == first {
            points[i] = first;
        } else if leaders == 1 && second > 0 && m == second {
            points[i] = second / 2;
        }
    }
    points
}

pub(crate) fn score(public: &Public) -> Scores {
    let n = usize::from(public.players);
    let mut players = [PlayerScore::default(); MAX_PLAYERS];
    for (p, score) in players.iter_mut().enumerate().take(n) {
        let p8 = p as u8;
        let group = public.stable_group(p8);
        for cell in mask_cells(public.mark_cells[p]) {
            let value = public.card_at(cell).and_then(CardId::goat_value).map_or(0, u32::from);
            if group & cell.bit() != 0 {
                score.doubled += 2 * value;
            } else {
                score.single += value;
            }
        }
        score.milk_total = public.displays[p]
            .and(CardSet::MILK)
            .iter()
            .map(|c| match public.card(c) {
                Card::Milk { value } => u32::from(value),
                _ => 0,
            })
            .sum();
    }
    let totals: [u32; MAX_PLAYERS] = std::array::from_fn(|p| players[p].milk_total);
    let milk = milk_points(&totals[..n]);
    for (score, milk) in players.iter_mut().zip(milk).take(n) {
        score.milk = milk;
        score.total = score.single + score.doubled + milk;
    }
    let best = players[..n].iter().map(|s| s.total).max().unwrap_or(0);
    let winners = (0..n).filter(|&p| players[p].total == best).fold(0u8, |w, p| w | 1 << p);
    Scores { count: public.players, players, winners }
}

impl game_core::ScoreSheet for Scores {
    type Seat = PlayerScore;

    fn seats(&self) -> &[PlayerScore] {
        self.per_player()
    }
}

#[cfg(test)]
mod tests {
    use super::milk_points;

    #[test]
    fn w12_milk_ties_and_rounding() {
        assert_eq!(milk_points(&[8, 5, 3])[..3], [8, 2, 0]);
        assert_eq!(milk_points(&[8, 8, 5])[..3], [8, 8, 0]);
        assert_eq!(milk_points(&[8, 5, 5])[..3], [8, 2, 2]);
        assert_eq!(milk_points(&[7, 0, 0])[..3], [7, 0, 0]);
        assert_eq!(milk_points(&[3, 1])[..2], [3, 0]);
        assert_eq!(milk_points(&[0, 0, 0, 0])[..4], [0, 0, 0, 0]);
        assert_eq!(milk_points(&[8, 5, 3, 0])[..4], [8, 2, 0, 0]);
    }
}
