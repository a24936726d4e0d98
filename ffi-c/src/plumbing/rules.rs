//! Helpers generic over [`GameRules`]: what every game's C surface does the same way.

use herr_der_ziegen::game_core::bots::Bot;
use herr_der_ziegen::game_core::{GameRules, GameView};

use super::buffer::{fill_buffer, write_buffer};
use super::error::{Error, Status};

/// The seat `player` of `game` as the engine numbers seats.
///
/// # Errors
/// `INVALID_ARGUMENT` unless `player` is a seat of the game.
pub(crate) fn seat<G: GameRules, S: Status>(game: &G, player: u32) -> Result<u8, Error<S>> {
    let players = game.player_count();
    match u8::try_from(player) {
        Ok(p) if p < players => Ok(p),
        _ => Err(Error::invalid(format!(
            "player {player} is not a seat of this {players}-player game (seats are 0 to {})",
            players - 1
        ))),
    }
}

/// Writes the action ids of `moves` to a caller buffer by the rule of [`write_buffer`].
///
/// # Errors
/// As [`write_buffer`].
///
/// # Safety
/// As [`write_buffer`].
pub(crate) unsafe fn write_action_ids<G: GameRules, S: Status>(
    moves: &[G::Move],
    out_ids: *mut u32,
    capacity: usize,
    out_count: *mut usize,
) -> Result<(), Error<S>> {
    let ids = moves.iter().map(|&mv| u32::from(G::action_id(mv)));
    // SAFETY: by the caller's contract.
    unsafe { write_buffer(ids, out_ids, capacity, out_count, "out_ids", "legal moves") }
}

/// Writes the observation tensor of `view` (`OBSERVATION_SIZE` floats of its game) into `out`,
/// which holds `capacity` floats.
///
/// # Errors
/// `BUFFER_TOO_SMALL` (nothing written) if `capacity` is below the game's observation size.
///
/// # Safety
/// `out` is non-NULL and valid for writing `capacity` floats, or `capacity` is 0.
pub(crate) unsafe fn write_observation<V: GameView, S: Status>(
    view: &V,
    out: *mut f32,
    capacity: usize,
) -> Result<(), Error<S>> {
    let size = <V::Game as GameRules>::OBSERVATION_SIZE;
    let too_small = || format!("the observation has {size} floats; the buffer holds {capacity}");
    // SAFETY: by the caller's contract.
    unsafe { fill_buffer(size, out, capacity, too_small, |buffer| view.observation(buffer)) }
}

/// Lets `bot` choose among `legal` seeing `view`, and returns the action id of its choice.
///
/// # Errors
/// An internal error if the bot chose a move that is not among `legal`.
pub(crate) fn choose_legal<G: GameRules, S: Status>(
    bot: &mut (dyn Bot<G> + Send),
    view: &G::View,
    legal: &[G::Move],
) -> Result<u32, Error<S>> {
    let chosen = bot.choose(view, legal);
    if !legal.contains(&chosen) {
        return Err(Error::internal(format!("the bot chose {chosen}, which is not legal")));
    }
    Ok(u32::from(G::action_id(chosen)))
}
