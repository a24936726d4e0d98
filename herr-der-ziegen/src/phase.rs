//! The decision a game is waiting for ([`Phase`], [`PhaseKind`]) and where each goat kind stands
//! ([`KindStatus`]): plain data that the public part, the errors and the rules all name.

use std::fmt;

use crate::cards::GoatKind;
use crate::layout::Cell;

/// The decision the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The active player chooses a hand card to play (step 1).
    Play,
    /// The active player chooses a card to take from the active line (step 6).
    Take,
    /// After an evaluation A with too few small goats: the active player chooses the next card
    /// of `kind` to mark (RULES-SPEC D29).
    Mark {
        /// The kind just closed.
        kind: GoatKind,
    },
    /// After playing a dog and taking: the active player may make one dog move (RULES-SPEC 5).
    Dog,
    /// The active player asked `opponent` to agree to swap `from` (own card) with `to`
    /// (the opponent's card).
    Consent {
        /// Cell of the active player's card.
        from: Cell,
        /// Cell of the opponent's card.
        to: Cell,
        /// The player asked.
        opponent: u8,
    },
    /// The game has ended.
    Over,
}

impl Phase {
    /// The phase without its data.
    pub fn kind(self) -> PhaseKind {
        match self {
            Phase::Play => PhaseKind::Play,
            Phase::Take => PhaseKind::Take,
            Phase::Mark { .. } => PhaseKind::Mark,
            Phase::Dog => PhaseKind::Dog,
            Phase::Consent { .. } => PhaseKind::Consent,
            Phase::Over => PhaseKind::Over,
        }
    }
}

/// The kinds of decision, without their data (used in errors and for the C and Python layers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum PhaseKind {
    /// Play a hand card.
    Play = 0,
    /// Take a card.
    Take = 1,
    /// Mark a card after evaluation A.
    Mark = 2,
    /// Dog move or pass.
    Dog = 3,
    /// Answer a swap request.
    Consent = 4,
    /// Game over.
    Over = 5,
}

impl fmt::Display for PhaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PhaseKind::Play => "a card to play",
            PhaseKind::Take => "a card to take",
            PhaseKind::Mark => "a card to mark",
            PhaseKind::Dog => "a dog move or a pass",
            PhaseKind::Consent => "an answer to a swap request",
            PhaseKind::Over => "nothing (the game is over)",
        })
    }
}

/// Where a goat kind stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KindStatus {
    /// Removed at setup (2 to 4 players); its cards are in the box.
    Removed,
    /// Not evaluated yet.
    Open,
    /// Evaluated; `owner` marks its cards.
    Closed {
        /// The player who won the evaluation.
        owner: u8,
    },
}

impl game_core::GamePhase for Phase {
    const NAMES: &'static [&'static str] = &["play", "take", "mark", "dog", "consent", "over"];

    fn number(self) -> u8 {
        self.kind() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::GamePhase;

    #[test]
    fn phases_are_numbered_as_their_kinds() {
        for (number, name) in Phase::NAMES.iter().enumerate() {
            let kind: PhaseKind = serde_json::from_str(&format!("{name:?}")).expect("a phase kind");
            assert_eq!(kind as usize, number);
        }
    }
}
