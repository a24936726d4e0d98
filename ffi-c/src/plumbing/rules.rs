//! Helpers generic over [`GameRules`]: seats and bot choices, the same for every game.

use game_core::bots::Bot;
use game_core::GameRules;

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
