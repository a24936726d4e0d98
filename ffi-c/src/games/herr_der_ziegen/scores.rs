//! Herr der Ziegen's scores with their breakdown, as plain C structs: what its scores document
//! (`hdz_game_scores_json`) holds, without JSON. (The other games' views hold their scores; this
//! game's view does not.)

use game_core::GameRules;
use herr_der_ziegen::{Game, PlayerScore, Scores};

use super::constants::HDZ_HZ_MAX_PLAYERS;
use crate::games::typed_extras::typed_read;
use crate::{HdzGame, HdzStatus};

/// One seat's score in Herr der Ziegen with its breakdown (the `breakdown` of its entry in the
/// scores document).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzHzPlayerScore {
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

impl From<PlayerScore> for HdzHzPlayerScore {
    fn from(s: PlayerScore) -> HdzHzPlayerScore {
        HdzHzPlayerScore {
            single: s.single,
            doubled: s.doubled,
            milk_total: s.milk_total,
            milk: s.milk,
            total: s.total,
        }
    }
}

/// Every seat's score in Herr der Ziegen and the winners (`hdz_hz_scores`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzHzScores {
    /// Number of players: `per_player[0]` to `per_player[players - 1]` are meaningful, the rest
    /// are zero.
    pub players: u8,
    /// Bit `p` is set for every player `p` with the highest total (victories can be shared).
    pub winners: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
    /// The scores by seat.
    pub per_player: [HdzHzPlayerScore; HDZ_HZ_MAX_PLAYERS],
}

impl From<Scores> for HdzHzScores {
    fn from(s: Scores) -> HdzHzScores {
        let mut per_player = [HdzHzPlayerScore::default(); HDZ_HZ_MAX_PLAYERS];
        for (slot, score) in per_player.iter_mut().zip(s.per_player()) {
            *slot = HdzHzPlayerScore::from(*score);
        }
        HdzHzScores { players: s.count, winners: s.winners, reserved: [0; 2], per_player }
    }
}

// No padding: every byte is a field the library sets.
const _: () = {
    use std::mem::size_of;
    assert!(size_of::<HdzHzPlayerScore>() == 5 * 4);
    assert!(size_of::<HdzHzScores>() == 2 + 2 + HDZ_HZ_MAX_PLAYERS * size_of::<HdzHzPlayerScore>());
};

/// Writes the scores of a Herr der Ziegen game as things stand (final once the game is over),
/// with their breakdown and the winners, to `*out_scores`: the scores document of
/// `hdz_game_scores_json` as a plain struct.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Herr der Ziegen game.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_scores` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_scores(game: *const HdzGame, out_scores: *mut HdzHzScores) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        typed_read::<Game, _>("hdz_hz_scores", game, out_scores, "out_scores", |g| Ok(HdzHzScores::from(g.scores())))
    }
}
