//! From a game or view of any kind back to its game's own type, for the typed extras of one game
//! (its C structs, its JavaScript objects).

use game_core::GameRules;

use super::error::DynError;
use super::interface::{DynGame, DynSpectatorView, DynView};
use super::played::Played;

/// `game` as a game of `G`.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] for a game of another kind, naming both games.
pub fn played<G: GameRules>(game: &dyn DynGame) -> Result<&Played<G>, DynError> {
    game.as_any()
        .downcast_ref::<Played<G>>()
        .ok_or_else(|| DynError::invalid(format!("the game is {}, not {}", game.kind().name(), G::NAME)))
}

/// `view` as a view of `G`.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] for a view of another game, naming both games.
pub fn view_of<G: GameRules>(view: &dyn DynView) -> Result<&G::View, DynError> {
    view.as_any()
        .downcast_ref::<G::View>()
        .ok_or_else(|| DynError::invalid(format!("the view is of {}, not of {}", view.kind().name(), G::NAME)))
}

/// `view` as a spectator's view of `G`.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] for a spectator's view of another game, naming both games.
pub fn spectator_view_of<G: GameRules>(view: &dyn DynSpectatorView) -> Result<&game_core::SpectatorView<G>, DynError> {
    view.as_any().downcast_ref::<game_core::SpectatorView<G>>().ok_or_else(|| {
        DynError::invalid(format!("the spectator's view is of {}, not of {}", view.kind().name(), G::NAME))
    })
}
