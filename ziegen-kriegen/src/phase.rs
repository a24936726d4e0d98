//! The decision a game waits for.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The kind of decision the game waits for (the seat is [`crate::GameRules::current_player`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Phase {
    /// The player to act plays a goat card into the trick.
    Play = 0,
    /// The player of the lowest card of tricks 1 to 4 chooses a number of the revealed hill card.
    ChooseHill = 1,
    /// The game has ended.
    Over = 2,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Play => "a goat card to play",
            Phase::ChooseHill => "a number of the revealed hill card",
            Phase::Over => "nothing (the game is over)",
        })
    }
}

impl game_core::GamePhase for Phase {
    const NAMES: &'static [&'static str] = &["play", "choose_hill", "over"];

    fn number(self) -> u8 {
        self as u8
    }
}
