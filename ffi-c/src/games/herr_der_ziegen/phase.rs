//! The kind of decision a game of Herr der Ziegen waits for, as a C enum.

use herr_der_ziegen::PhaseKind;

/// The kind of decision a game is waiting for.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzPhase {
    /// The player to act plays a card from hand.
    Play = 0,
    /// The player to act takes a card from the line their big goat faces.
    Take = 1,
    /// The player to act puts a small goat on a card after an evaluation A.
    Mark = 2,
    /// The player to act makes a dog move or passes.
    Dog = 3,
    /// The asked opponent agrees to a dog swap or refuses it.
    Consent = 4,
    /// The game is over.
    Over = 5,
}

impl From<PhaseKind> for HdzPhase {
    fn from(kind: PhaseKind) -> HdzPhase {
        match kind {
            PhaseKind::Play => HdzPhase::Play,
            PhaseKind::Take => HdzPhase::Take,
            PhaseKind::Mark => HdzPhase::Mark,
            PhaseKind::Dog => HdzPhase::Dog,
            PhaseKind::Consent => HdzPhase::Consent,
            PhaseKind::Over => HdzPhase::Over,
        }
    }
}
