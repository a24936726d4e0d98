//! The kinds of decision a game of Herr der Ziegen waits for, as a C enum: the numbers
//! `hdz_game_phase` writes for its games.

use herr_der_ziegen::PhaseKind;

/// The kind of decision a game of Herr der Ziegen waits for (`HdzHzView::phase`): the numbers
/// `hdz_game_phase` and `hdz_view_phase` write for its games, which `hdz_phase_name` names.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzHzPhase {
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

impl From<PhaseKind> for HdzHzPhase {
    fn from(kind: PhaseKind) -> HdzHzPhase {
        match kind {
            PhaseKind::Play => HdzHzPhase::Play,
            PhaseKind::Take => HdzHzPhase::Take,
            PhaseKind::Mark => HdzHzPhase::Mark,
            PhaseKind::Dog => HdzHzPhase::Dog,
            PhaseKind::Consent => HdzHzPhase::Consent,
            PhaseKind::Over => HdzHzPhase::Over,
        }
    }
}

// The enum's numbers are the phase numbers of the game (`GamePhase::number` is the `PhaseKind`).
const _: () = {
    assert!(HdzHzPhase::Play as u8 == PhaseKind::Play as u8 && HdzHzPhase::Take as u8 == PhaseKind::Take as u8);
    assert!(HdzHzPhase::Mark as u8 == PhaseKind::Mark as u8 && HdzHzPhase::Dog as u8 == PhaseKind::Dog as u8);
    assert!(HdzHzPhase::Consent as u8 == PhaseKind::Consent as u8 && HdzHzPhase::Over as u8 == PhaseKind::Over as u8);
};
