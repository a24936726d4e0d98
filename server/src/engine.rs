//! What the server asks of the engine, through the registry's game-erased layer only: no game is
//! named here, so a game added to the registry is served without a change. Setting up a table
//! (options laid over the defaults, as every binding's `Game(players, seed, options)` does),
//! bots by name, each move's checksum, restoring a stored table through its checksummed replay,
//! and what one seat or a spectator may know.

use game_registry::dynamic::{kind_named, DynBot, DynError, DynGame, DynKind, LegalIds, Problem, Recorded};
use game_registry::game_core::bots::split_name;
use game_registry::game_core::replay::json_checksum;
use serde_json::{Map, Value};

/// A table's game before the deal: its kind, seats and full options document, checked.
pub struct TableSetup {
    /// The game.
    pub kind: &'static dyn DynKind,
    /// The number of seats.
    pub players: u8,
    /// The options document (every field), as the engine reads it.
    pub options_json: String,
}

/// The setup of a game of `game` for `players` with `options` laid over its defaults.
///
/// # Errors
/// The engine's refusal: an unknown game (`invalid_argument`), a player count it does not take
/// or options it refuses (`setup`, with the game's reason), options of the wrong shape (`json`),
/// a field it does not have (`unknown_option`) or a `players` field that disagrees (`players`).
pub fn table_setup(game: &str, players: u32, options: Option<&Map<String, Value>>) -> Result<TableSetup, DynError> {
    let kind = kind_named(game)?;
    let defaults = kind.default_options_json(players)?;
    let options_json = match options {
        None => defaults,
        Some(given) => {
            let Value::Object(defaults) =
                serde_json::from_str(&defaults).map_err(|e| DynError::internal(e.to_string()))?
            else {
                return Err(DynError::internal("the default options are no object"));
            };
            let laid = overlay(defaults, given, "", kind.name())?;
            serde_json::to_string(&laid).map_err(|e| DynError::internal(e.to_string()))?
        }
    };
    // The options as the engine writes them (its field order), whatever order they came in.
    let options_json = kind
        .setup(&options_json)?
        .deal(0)
        .options_json()?
        .ok_or_else(|| DynError::internal("a dealt game has no options"))?;
    let players = u8::try_from(players).map_err(|_| DynError::internal("a game took more than 255 players"))?;
    Ok(TableSetup { kind, players, options_json })
}

/// `given` laid over `defaults` field by field (objects into objects), as the JavaScript and
/// Python packages read a game's options; the engine then judges the values.
fn overlay(
    mut defaults: Map<String, Value>,
    given: &Map<String, Value>,
    path: &str,
    game: &str,
) -> Result<Map<String, Value>, DynError> {
    for (key, value) in given {
        let at = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
        if path.is_empty() && key == "players" {
            if Some(value) != defaults.get("players") {
                let players = defaults.get("players").map(Value::to_string).unwrap_or_default();
                return Err(DynError::new(
                    Problem::Setup,
                    format!("{game}: options.players is {value}, but the table has {players} players"),
                    "players",
                ));
            }
            continue;
        }
        let Some(base) = defaults.get_mut(key) else {
            let known: Vec<&str> =
                defaults.keys().map(String::as_str).filter(|k| !path.is_empty() || *k != "players").collect();
            return Err(DynError::new(
                Problem::InvalidJson,
                format!(
                    "{game} has no option {at:?} (options{}: {})",
                    if path.is_empty() { String::new() } else { format!(" of {path}") },
                    known.join(", ")
                ),
                "unknown_option",
            ));
        };
        match (base, value) {
            (Value::Object(inner), Value::Object(given_inner)) => {
                let laid = overlay(std::mem::take(inner), given_inner, &at, game)?;
                *inner = laid;
            }
            (base, value) => *base = value.clone(),
        }
    }
    Ok(defaults)
}

/// The bot called `name` for games of `kind`: any name the engine's bots answer to, the timed
/// searches included (`ismcts:250ms`, `expert:1s`: the engine reads the budget).
///
/// # Errors
/// The engine's refusal of the name (`invalid_argument`, listing the names and the budgets).
pub fn new_bot(kind: &dyn DynKind, name: &str, seed: u64) -> Result<Box<dyn DynBot>, DynError> {
    kind.new_bot(name, seed)
}

/// The names of the bots a table of `kind` takes, as `GET /api/games` lists them: the engine's
/// names, then each search bot's timed form (`expert:Nms`, from `expert:N`), which the engine
/// takes too (`expert:250ms`, `expert:1.5s`) but does not list.
pub fn bot_names(kind: &dyn DynKind) -> Vec<String> {
    let engine: Vec<String> = kind.bot_names().into_iter().map(str::to_string).collect();
    let timed: Vec<String> = engine.iter().filter(|n| n.ends_with(":N")).map(|n| format!("{n}ms")).collect();
    engine.into_iter().chain(timed).collect()
}

/// Whether the bot called `name` searches (a bot with a budget, `ismcts` or `expert` in any
/// form: the engine lists its iteration form `NAME:N`), and so thinks for a while; the others
/// (`random`, the game's own such as `greedy`) answer at once.
pub fn bot_searches(kind: &dyn DynKind, name: &str) -> bool {
    let Some((base, _)) = split_name(name) else { return false };
    kind.bot_names().iter().any(|known| known.strip_suffix(":N") == Some(base))
}

/// The checksum of `game`'s state, as its replay document records it after each move.
pub fn checksum(game: &dyn DynGame) -> String {
    json_checksum(&game.to_json())
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredMove {
    /// The seat that played it.
    pub seat: u8,
    /// Its action id.
    pub action: u32,
    /// The checksum of the state after it.
    pub checksum: String,
}

/// The game a stored table is at: its replay document (options, seed, moves, checksums) checked
/// by the engine ([`Recorded::from_replay`]), then the moves played again seat by seat, so that
/// the game holds the last move's events and every move was its seat's.
///
/// # Errors
/// The engine's refusal: the replay does not reproduce (a move diverges, a checksum differs), or
/// a move was not its seat's.
pub fn restore(kind: &dyn DynKind, options_json: &str, seed: u64, moves: &[StoredMove]) -> Result<Recorded, DynError> {
    let mut game = Recorded::with_options(kind, options_json, seed)?;
    let mut replay: Value =
        serde_json::from_str(&game.replay_json()?).map_err(|e| DynError::internal(format!("replay: {e}")))?;
    replay["moves"] = moves.iter().map(|m| m.action).collect();
    replay["checksums"] = moves.iter().map(|m| m.checksum.as_str()).collect();
    let verified = Recorded::from_replay(kind, &replay.to_string())?;
    for m in moves {
        game.apply(Some(m.seat), m.action)?;
    }
    if game.game().to_json() != verified.game().to_json() {
        return Err(DynError::new(
            Problem::InvalidState,
            "the moves of the seats do not reach the replay's game",
            "diverges",
        ));
    }
    Ok(game)
}

/// The action ids `seat` may play now.
pub fn legal_actions(game: &dyn DynGame, seat: u8) -> Vec<u32> {
    if game.current_player() != Some(seat) {
        return Vec::new();
    }
    let mut ids: LegalIds = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
    let n = game.legal_ids(&mut ids);
    ids[..n].to_vec()
}

/// The events of the last move as `seat` (`None`: a spectator) may know them, as a JSON array.
///
/// # Errors
/// The engine's for a seat out of range.
pub fn events_for(game: &dyn DynGame, seat: Option<u8>) -> Result<String, DynError> {
    game.last_events_for_json(seat.map(u32::from))
}

/// One move of a game as a seat (or a spectator) saw it: what its state message carried.
pub struct SeenMove {
    /// The move's events as the seat may know them ([`events_for`]), a JSON array.
    pub events: String,
    /// The seat's view document right after the move ([`view_for`]).
    pub view: String,
}

/// The moves of a game after the first `after` as `seat` (`None`: a spectator) saw them, in
/// order: the game of `options_json` and `seed` played again through `history`, each move's
/// events and the view after it taken as the socket's state message took them when it was
/// played.
///
/// # Errors
/// The engine's refusal of the options or of a move (a table's own game always plays again), or
/// of a seat out of range.
pub fn moves_as_seen(
    kind: &dyn DynKind,
    options_json: &str,
    seed: u64,
    history: &[u16],
    seat: Option<u8>,
    after: usize,
) -> Result<Vec<SeenMove>, DynError> {
    if after >= history.len() {
        return Ok(Vec::new());
    }
    let mut game = Recorded::with_options(kind, options_json, seed)?;
    let mut moves = Vec::with_capacity(history.len() - after);
    for (number, &action) in (1..).zip(history) {
        game.apply(None, u32::from(action))?;
        if number > after {
            moves.push(SeenMove { events: events_for(game.game(), seat)?, view: view_for(game.game(), seat) });
        }
    }
    Ok(moves)
}

/// The view document of `seat`, or (`None`) the spectator's: what every seat sees alike.
pub fn view_for(game: &dyn DynGame, seat: Option<u8>) -> String {
    match seat {
        Some(seat) => game.view(seat).to_json(),
        None => game.spectator_view().to_json(),
    }
}

/// The reason code's kind as the protocol's `code`: the engine's kinds of refusal by name.
pub fn problem_code(problem: Problem) -> &'static str {
    match problem {
        Problem::InvalidArgument => "invalid_argument",
        Problem::Setup => "setup",
        Problem::UnknownAction => "unknown_action",
        Problem::IllegalMove => "illegal_move",
        Problem::NotYourTurn => "not_your_turn",
        Problem::GameOver => "game_over",
        Problem::InvalidJson => "invalid_json",
        Problem::InvalidState => "invalid_state",
        Problem::Internal => "internal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timed_names_are_the_engines() {
        let kind = kind_named("le-baron").unwrap();
        for name in ["ismcts:250ms", "ismcts:2s", "expert:100ms", "expert:1.5s", "greedy", "expert:40"] {
            assert!(new_bot(kind, name, 1).is_ok(), "{name}");
        }
        for bad in ["ismcts:s", "ismcts:ms", "ismcts:0ms", "ismcts:100000ms", "greedy:1s", "ismcts:9999999s"] {
            assert_eq!(new_bot(kind, bad, 1).err().map(|e| e.problem), Some(Problem::InvalidArgument), "{bad}");
        }
    }

    #[test]
    fn search_bots_are_told_from_quick_ones() {
        let kind = kind_named("le-baron").unwrap();
        for name in ["ismcts", "ismcts:20", "ismcts:1s", "expert", "expert:250ms"] {
            assert!(bot_searches(kind, name), "{name}");
        }
        for name in ["random", "greedy"] {
            assert!(!bot_searches(kind, name), "{name}");
        }
    }

    #[test]
    fn options_are_laid_over_the_defaults() {
        let setup = table_setup("le-baron", 4, None).unwrap();
        let defaults: Map<String, Value> = serde_json::from_str(&setup.options_json).unwrap();
        let (key, value) = defaults.iter().find(|(k, v)| *k != "players" && !v.is_object()).unwrap();
        let mut given = Map::new();
        given.insert(key.clone(), value.clone());
        given.insert("players".into(), 4.into());
        assert_eq!(table_setup("le-baron", 4, Some(&given)).unwrap().options_json, setup.options_json);
        given.insert("players".into(), 5.into());
        assert_eq!(table_setup("le-baron", 4, Some(&given)).err().unwrap().reason, "players");
        let mut unknown = Map::new();
        unknown.insert("colour".into(), 1.into());
        assert_eq!(table_setup("le-baron", 4, Some(&unknown)).err().unwrap().reason, "unknown_option");
        assert_eq!(table_setup("chess", 4, None).err().unwrap().problem, Problem::InvalidArgument);
        assert_eq!(table_setup("le-baron", 11, None).err().unwrap().problem, Problem::Setup);
    }

    #[test]
    fn a_stored_game_is_restored_and_a_changed_one_refused() {
        let setup = table_setup("ziegen-kriegen", 3, None).unwrap();
        let mut game = Recorded::with_options(setup.kind, &setup.options_json, 9).unwrap();
        let mut moves = Vec::new();
        for _ in 0..12 {
            let seat = game.game().current_player().unwrap();
            let action = legal_actions(game.game(), seat)[0];
            game.apply(Some(seat), action).unwrap();
            moves.push(StoredMove { seat, action, checksum: checksum(game.game()) });
        }
        let restored = restore(setup.kind, &setup.options_json, 9, &moves).unwrap();
        assert_eq!(restored.game().to_json(), game.game().to_json());
        assert_eq!(restored.game().last_events_json().unwrap(), game.game().last_events_json().unwrap());
        let mut changed = moves.clone();
        changed[5].checksum = "0000000000000000".into();
        assert!(restore(setup.kind, &setup.options_json, 9, &changed).is_err());
        assert!(restore(setup.kind, &setup.options_json, 10, &moves).is_err());
    }
}
