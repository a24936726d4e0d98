//! The registry for JavaScript: the list of games with their sizes, bots and phases, each game's
//! default options, its table of move objects and its own methods.

use game_registry::dynamic::{kind_at, DynError};
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;

use crate::errors::thrown;
use crate::extras::extras;

/// Every game of the registry as JSON, in registry order: `index`, `name`, `title`,
/// `minPlayers`, `maxPlayers`, `numActions`, `observationSize`, `maxLegalMoves`, `maxEvents`,
/// `maxGameLength`, `bots` (the bot names, `ismcts:N` standing for any budget) and `phases` (the
/// phase names in the order of their numbers).
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> String {
    let games: Vec<Value> = game_registry::GAMES
        .iter()
        .map(|info| {
            let (bots, phases) = u32::try_from(info.index)
                .ok()
                .and_then(|i| kind_at(i).ok())
                .map(|kind| (kind.bot_names(), kind.phase_names().to_vec()))
                .unwrap_or_default();
            json!({
                "index": info.index,
                "name": info.name,
                "title": info.title,
                "minPlayers": info.min_players,
                "maxPlayers": info.max_players,
                "numActions": info.num_actions,
                "observationSize": info.observation_size,
                "maxLegalMoves": info.max_legal_moves,
                "maxEvents": info.max_events,
                "maxGameLength": info.max_game_length,
                "bots": bots,
                "phases": phases,
            })
        })
        .collect();
    Value::Array(games).to_string()
}

/// The default options of game number `kind` for `players` players, as its options document.
///
/// # Errors
/// `InvalidArgument` for a number that is no game, `Setup` for a player count the game does not
/// take.
#[wasm_bindgen(js_name = defaultOptionsJson)]
pub fn default_options_json(kind: u32, players: u32) -> Result<String, JsValue> {
    thrown(kind_at(kind).and_then(|kind| kind.default_options_json(players)))
}

/// Every action id's move object of game number `kind`, as JSON (see
/// [`crate::extras::Extras::move_table`]).
///
/// # Errors
/// `InvalidArgument` for a number that is no game.
#[wasm_bindgen(js_name = moveTableJson)]
pub fn move_table_json(kind: u32) -> Result<String, JsValue> {
    let table = usize::try_from(kind).ok().and_then(extras).map(|extras| extras.move_table().to_string());
    thrown(table.ok_or_else(|| DynError::invalid(format!("{kind} is not a game kind"))))
}

/// The own methods of game number `kind` on its games and views, as JSON (see
/// [`crate::queries::describe`]).
///
/// # Errors
/// `InvalidArgument` for a number that is no game.
#[wasm_bindgen(js_name = queriesJson)]
pub fn queries_json(kind: u32) -> Result<String, JsValue> {
    let queries = usize::try_from(kind).ok().and_then(extras).map(|extras| extras.queries().to_string());
    thrown(queries.ok_or_else(|| DynError::invalid(format!("{kind} is not a game kind"))))
}
