//! From a game or view of any kind back to its game's own type, for the typed extras of one
//! game (its C structs of views, events and cards).

use game_core::GameRules;

use super::interface::{DynGame, DynView};
use super::played::Played;
use crate::status::Error;

/// `game` as a game of `G`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a game of another kind, naming both games.
pub(crate) fn played<G: GameRules>(game: &dyn DynGame) -> Result<&Played<G>, Error> {
    game.as_any()
        .downcast_ref::<Played<G>>()
        .ok_or_else(|| Error::invalid(format!("the game is {}, not {}", game.kind().name(), G::NAME)))
}

/// `view` as a view of `G`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a view of another game, naming both games.
pub(crate) fn view_of<G: GameRules>(view: &dyn DynView) -> Result<&G::View, Error> {
    view.as_any()
        .downcast_ref::<G::View>()
        .ok_or_else(|| Error::invalid(format!("the view is of {}, not of {}", view.kind().name(), G::NAME)))
}
