//! A spectator's view of a game of any kind: every game's [`SpectatorView`] is
//! [`DynSpectatorView`], and the events of a move as any observer may know them.

use std::any::Any;

use game_core::{GamePhase, GameRules, Observer, SpectatorView};

use super::error::{to_json, DynError};
use super::interface::{DynKind, DynSpectatorView};
use super::played::{seat_of, Played};
use super::registered::Kind;

impl<G: GameRules> DynSpectatorView for SpectatorView<G> {
    fn kind(&self) -> &'static dyn DynKind {
        Kind::<G>::get()
    }

    fn players(&self) -> u8 {
        self.player_count()
    }

    fn current_player(&self) -> Option<u8> {
        SpectatorView::current_player(self)
    }

    fn phase(&self) -> u8 {
        SpectatorView::phase(self).number()
    }

    fn turn(&self) -> u16 {
        SpectatorView::turn(self)
    }

    fn to_json(&self) -> String {
        SpectatorView::to_json(self)
    }

    fn boxed_clone(&self) -> Box<dyn DynSpectatorView> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The events of `played`'s last move as `seat` (`None`: a spectator) may know them, as JSON.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] unless `seat` is a seat of the game.
pub(super) fn last_events_for<G: GameRules>(played: &Played<G>, seat: Option<u32>) -> Result<String, DynError> {
    let observer = match seat {
        Some(player) => Observer::Seat(seat_of(played.game.player_count(), player)?),
        None => Observer::Spectator,
    };
    to_json(&*G::events_for(&played.last_events, observer))
}

/// A spectator's view of `G` loaded from JSON.
///
/// # Errors
/// As [`SpectatorView::from_json`], as a [`DynError`].
pub(super) fn load<G: GameRules>(json: &str) -> Result<Box<dyn DynSpectatorView>, DynError> {
    let view = SpectatorView::<G>::from_json(json).map_err(|e| DynError::of_state::<G>(&e))?;
    Ok(Box::new(view))
}
