//! Herr der Ziegen's scores with their breakdown, as plain C structs.

use herr_der_ziegen::{PlayerScore, Scores};

use super::constants::HDZ_MAX_PLAYERS;

/// One player's score with its breakdown.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzPlayerScore {
    /// Points of own marked cards outside the stable group (their value each).
    pub single: u32,
    /// Points of own marked cards in the stable group, already doubled.
    pub doubled: u32,
    /// Total milk value in the player's display (before the milk ranking).
    pub milk_total: u32,
    /// Milk points from the milk ranking.
    pub milk: u32,
    /// `single + doubled + milk`.
    pub total: u32,
}

impl From<PlayerScore> for HdzPlayerScore {
    fn from(s: PlayerScore) -> HdzPlayerScore {
        HdzPlayerScore { single: s.single, doubled: s.doubled, milk_total: s.milk_total, milk: s.milk, total: s.total }
    }
}

/// Everybody's score and the winners.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzScores {
    /// Number of players: `per_player[0]` to `per_player[players - 1]` are meaningful, the rest
    /// are zero.
    pub players: u8,
    /// Bit `p` is set for every player `p` with the highest total (victories can be shared).
    pub winners: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
    /// The scores by seat.
    pub per_player: [HdzPlayerScore; HDZ_MAX_PLAYERS],
}

impl From<Scores> for HdzScores {
    fn from(s: Scores) -> HdzScores {
        let mut per_player = [HdzPlayerScore::default(); HDZ_MAX_PLAYERS];
        for (slot, score) in per_player.iter_mut().zip(s.per_player()) {
            *slot = HdzPlayerScore::from(*score);
        }
        HdzScores { players: s.count, winners: s.winners, reserved: [0; 2], per_player }
    }
}

// No padding: every byte is a field the library sets.
const _: () = {
    use std::mem::size_of;
    assert!(size_of::<HdzPlayerScore>() == 5 * 4);
    assert!(size_of::<HdzScores>() == 2 + 2 + HDZ_MAX_PLAYERS * size_of::<HdzPlayerScore>());
};
