//! The messages of the protocol (docs/online.md documents each): the bodies of the HTTP API and
//! the WebSocket messages, as serde types. Field names are camelCase on the wire; the engine's
//! documents inside (views, events, options, scores) keep their own snake_case fields.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Map, Number, Value};

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Seats are free: the game starts when every seat is taken.
    Waiting,
    /// Every seat is taken and the game goes on.
    Playing,
    /// The game is over.
    Over,
}

impl Status {
    /// The status as stored and shown (`"waiting"`, `"playing"`, `"over"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Over => "over",
        }
    }

    /// The status called `text`, as [`Status::as_str`] writes it.
    pub fn parse(text: &str) -> Option<Status> {
        [Status::Waiting, Status::Playing, Status::Over].into_iter().find(|s| s.as_str() == text)
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person or a program that joined with a name and holds the seat's token.
    Player,
    /// A bot playing on the server.
    Bot,
    /// Nobody yet.
    Free,
}

/// One seat as every client sees it: `{"seat": 0, "kind": "player", "name": "Ann"}`; a bot's
/// name is its bot name, a free seat's `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    /// The seat's number, from 0.
    pub seat: u8,
    /// Who sits there.
    pub kind: SeatKind,
    /// The player's name or the bot's name; `null` for a free seat. Names are data: clients
    /// show them as text.
    pub name: Option<String>,
}

/// A table as `GET /api/tables/{table}` and the lobby show it.
#[derive(Clone, Debug, Serialize)]
pub struct TableInfo {
    /// The table's id.
    pub table: String,
    /// The game's name (`"le-baron"`).
    pub game: &'static str,
    /// The number of seats.
    pub players: u8,
    /// The game's options document.
    pub options: Box<RawValue>,
    /// Every seat, in order.
    pub seats: Vec<SeatInfo>,
    /// Where the table is in its life.
    pub status: Status,
    /// The table's move counter: the number of moves played at the table so far.
    pub turn: u32,
    /// Whether the table's creator chose its seed: the seed determines every hidden card, so
    /// whoever chose it can know every hand (fine among friends or for a program's tests, not
    /// with strangers).
    pub seeded: bool,
}

/// A seed as a client may write it: a whole number, or its decimal digits in a string (for
/// JavaScript, whose numbers lose precision above 2^53).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed(pub u64);

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(u64),
            Text(String),
        }
        match Written::deserialize(deserializer) {
            Ok(Written::Number(n)) => Ok(Seed(n)),
            Ok(Written::Text(text)) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
                text.parse().map(Seed).map_err(|_| serde::de::Error::custom("a seed is 0 to 2^64 - 1"))
            }
            _ => {
                Err(serde::de::Error::custom("a seed is a whole number from 0 to 2^64 - 1, or its digits in a string"))
            }
        }
    }
}

/// `POST /api/tables`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// The game's name.
    pub game: String,
    /// The number of seats. Any JSON number is read, so that a count out of range (negative,
    /// fractional, past 2^32) is refused as a bad player count, not as an unreadable body.
    pub players: Number,
    /// Options laid over the game's defaults for `players` (fields of its options document).
    #[serde(default)]
    pub options: Option<Map<String, Value>>,
    /// The seed of the deal; a random one from the operating system when absent.
    #[serde(default)]
    pub seed: Option<Seed>,
    /// Bot names by seat number (`{"1": "greedy"}`).
    #[serde(default)]
    pub bots: Option<BTreeMap<String, String>>,
}

/// The answer to `POST /api/tables`.
#[derive(Debug, Serialize)]
pub struct Created {
    /// The new table's id.
    pub table: String,
    /// Its seats.
    pub seats: Vec<SeatInfo>,
}

/// `POST /api/tables/{table}/join`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinTable {
    /// The player's name (1 to 32 characters, no control characters).
    pub name: String,
    /// The seat wanted; the lowest free one when absent. Any JSON number is read, so that one
    /// out of range (negative, fractional, too large) is refused as no seat of the table.
    #[serde(default)]
    pub seat: Option<Number>,
}

/// A request to leave a table: the token of the seat to free.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveTable {
    /// The seat's token.
    pub token: String,
}

/// The answer to a leave: the seat freed, and whether the table closed with it (no person
/// left at it: it is deleted).
#[derive(Debug, Serialize)]
pub struct Left {
    /// The table's id.
    pub table: String,
    /// The seat freed.
    pub seat: u8,
    /// Whether the table is closed (deleted) now.
    pub closed: bool,
}

/// The answer to a join: the seat taken and its token, the only way to play it.
#[derive(Debug, Serialize)]
pub struct Joined {
    /// The seat.
    pub seat: u8,
    /// The seat's token (keep it secret; reconnecting with it resumes the seat).
    pub token: String,
}

/// One game of `GET /api/games`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameEntry {
    /// The game's name (`"le-baron"`).
    pub name: &'static str,
    /// Its title (`"Le Baron"`).
    pub title: &'static str,
    /// The fewest players.
    pub min_players: u8,
    /// The most players.
    pub max_players: u8,
    /// The default options document for each player count (keys are player counts, written as
    /// JSON object keys in numeric order: "2", "3", ..., "10").
    pub options: BTreeMap<u8, Box<RawValue>>,
    /// The bot names the server takes for this game.
    pub bots: Vec<String>,
}

/// The answer to `GET /api/tables/{table}/log`: every move so far as one seat (or a spectator) saw
/// it, the events and view its socket sent move by move, for a client that connects late (a
/// reload, a reconnect) to show the game from its start.
#[derive(Debug, Serialize)]
pub struct MoveLog {
    /// The table's id.
    pub table: String,
    /// The seat whose knowledge the events are; `null` for a spectator's.
    pub seat: Option<u8>,
    /// The table's move counter: the number of moves, the length of `moves`.
    pub turn: u32,
    /// Each move's events, moves 1 to `turn` in order.
    pub moves: Vec<LoggedMove>,
}

/// One move of a [`MoveLog`].
#[derive(Debug, Serialize)]
pub struct LoggedMove {
    /// The move's number: the table's move counter once it was played (the `turn` of the state
    /// that carried these events).
    pub turn: u32,
    /// The seat's view document right after the move (a spectator's view for a spectator), as
    /// the state message had it: the words of an event may need the table as it then was.
    pub view: Box<RawValue>,
    /// Its events as the seat (or a spectator) may know them, as the state message had them.
    pub events: Box<RawValue>,
}

/// A refusal, over HTTP (the body) and over the socket (with `"type": "error"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    /// What kind of refusal: the engine's (`not_your_turn`, `illegal_move`, `game_over`,
    /// `unknown_action`, ...) or the server's (`stale_turn`, `spectator`, ...).
    pub code: &'static str,
    /// The precise reason code: the engine's error variant where the engine refused, else the
    /// code again.
    pub reason: String,
    /// What went wrong, in words.
    pub message: String,
}

impl Refusal {
    /// A refusal of the server's own, whose reason is its code.
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal { code, reason: code.to_string(), message: message.into() }
    }

    /// `seat_left`: a connection's seat was given up by its player (a move it sends is refused,
    /// and it is closed).
    pub fn seat_left() -> Refusal {
        Refusal::new("seat_left", "this seat was given up: its token no longer plays it")
    }
}

/// A refusal on the socket: `{"type": "error", "code", "reason", "message"}`.
#[derive(Serialize)]
pub struct ErrorMessage<'a> {
    /// Always `"error"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The refusal.
    #[serde(flatten)]
    pub refusal: &'a Refusal,
}

impl Refusal {
    /// The refusal as the socket's message text.
    pub fn to_message(&self) -> String {
        serde_json::to_string(&ErrorMessage { kind: "error", refusal: self }).unwrap_or_default()
    }
}

/// The state a connection is sent on connecting and after every change.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StateMessage<'a> {
    /// Always `"state"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The table's id.
    pub table: &'a str,
    /// The game's name.
    pub game: &'static str,
    /// The connection's seat; `null` for a spectator.
    pub seat: Option<u8>,
    /// Where the table is in its life.
    pub status: Status,
    /// The table's move counter: the moves played so far (send it back with a move).
    pub turn: u32,
    /// Every seat.
    pub seats: &'a [SeatInfo],
    /// The seat's view document, or the spectator's view.
    pub view: &'a RawValue,
    /// The events of the last move (number `turn`) as this seat or a spectator may know them.
    pub events: &'a RawValue,
    /// The action ids this seat may play now (empty unless it decides and the game is on).
    pub legal_actions: &'a [u32],
    /// The scores document once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<&'a RawValue>,
}

/// What a client sends: `{"type": "move", "actionId": 12, "turn": 5}`.
#[derive(Debug, PartialEq, Eq)]
pub enum ClientMessage {
    /// Play the move with this action id, at this value of the table's move counter.
    Move {
        /// The action id.
        action_id: u32,
        /// The move counter the client saw.
        turn: u32,
    },
}

/// Reads a client's message.
///
/// # Errors
/// `invalid_message` for text that is not a JSON object with a string `type` or a move with
/// whole-number fields, `unknown_type` for another type, `unknown_action` for an action id
/// that is no whole number from 0 to 2^32 - 1.
pub fn read_client_message(text: &str) -> Result<ClientMessage, Refusal> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| Refusal::new("invalid_message", format!("the message is not JSON: {e}")))?;
    let Value::Object(fields) = value else {
        return Err(Refusal::new("invalid_message", "a message is a JSON object with a \"type\""));
    };
    let kind = match fields.get("type") {
        Some(Value::String(kind)) => kind.as_str(),
        _ => return Err(Refusal::new("invalid_message", "a message is a JSON object with a \"type\"")),
    };
    match kind {
        "move" => {
            if let Some(extra) = fields.keys().find(|k| !matches!(k.as_str(), "type" | "actionId" | "turn")) {
                return Err(Refusal::new(
                    "invalid_message",
                    format!("a move has the fields type, actionId and turn, not {}", excerpt(extra)),
                ));
            }
            let turn = whole_number(fields.get("turn"), "turn")?;
            let turn = u32::try_from(turn)
                .map_err(|_| Refusal::new("stale_turn", format!("turn {turn} is not the table's")))?;
            let action = whole_number(fields.get("actionId"), "actionId")?;
            let action_id = u32::try_from(action)
                .map_err(|_| Refusal::new("unknown_action", format!("{action} is not an action id")))?;
            Ok(ClientMessage::Move { action_id, turn })
        }
        other => Err(Refusal::new(
            "unknown_type",
            format!("no message has the type {} (the one a client sends: move)", excerpt(other)),
        )),
    }
}

/// The whole number `value` of field `name`.
fn whole_number(value: Option<&Value>, name: &str) -> Result<u64, Refusal> {
    match value {
        Some(Value::Number(n)) => n.as_u64().ok_or_else(|| {
            Refusal::new("invalid_message", format!("{name} is a whole number from 0, not {}", excerpt(&n.to_string())))
        }),
        Some(other) => Err(Refusal::new(
            "invalid_message",
            format!("{name} is a whole number, not {}", excerpt(&other.to_string())),
        )),
        None => Err(Refusal::new("invalid_message", format!("a move needs {name}"))),
    }
}

/// `text` shortened for a message: a hostile client's megabyte never comes back whole.
pub fn excerpt(text: &str) -> String {
    const MAX: usize = 40;
    if text.chars().count() <= MAX {
        format!("{text:?}")
    } else {
        format!("{:?}...", text.chars().take(MAX).collect::<String>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_s_options_are_listed_by_player_count_in_numeric_order() {
        let options = (2..=10u8).map(|p| (p, RawValue::from_string(p.to_string()).unwrap())).collect();
        let entry = GameEntry { name: "g", title: "G", min_players: 2, max_players: 10, options, bots: Vec::new() };
        let text = serde_json::to_string(&entry).unwrap();
        assert!(text.contains(r#""options":{"2":2,"3":3,"4":4,"5":5,"6":6,"7":7,"8":8,"9":9,"10":10}"#), "{text}");
    }

    #[test]
    fn a_move_is_read_with_its_fields() {
        assert_eq!(
            read_client_message(r#"{"type":"move","actionId":12,"turn":3}"#),
            Ok(ClientMessage::Move { action_id: 12, turn: 3 })
        );
    }

    #[test]
    fn malformed_messages_are_refused_by_kind() {
        let code = |text: &str| read_client_message(text).unwrap_err().code;
        assert_eq!(code("{"), "invalid_message");
        assert_eq!(code("[1]"), "invalid_message");
        assert_eq!(code(r#"{"kind":"move"}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"dance"}"#), "unknown_type");
        assert_eq!(code(r#"{"type":"move","actionId":"1","turn":0}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"move","actionId":-1,"turn":0}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"move","actionId":1.5,"turn":0}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"move","actionId":1}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"move","actionId":1,"turn":0,"seat":2}"#), "invalid_message");
        assert_eq!(code(r#"{"type":"move","actionId":5000000000,"turn":0}"#), "unknown_action");
    }

    #[test]
    fn seeds_are_numbers_or_digits() {
        let seed = |text: &str| serde_json::from_str::<Seed>(text).map(|s| s.0).ok();
        assert_eq!(seed("7"), Some(7));
        assert_eq!(seed("\"18446744073709551615\""), Some(u64::MAX));
        assert_eq!(seed("\"18446744073709551616\""), None);
        assert_eq!(seed("-1"), None);
        assert_eq!(seed("\"x\""), None);
        assert_eq!(seed("1.5"), None);
    }

    #[test]
    fn long_text_is_shortened() {
        assert_eq!(excerpt("ab"), "\"ab\"");
        assert!(excerpt(&"x".repeat(10_000)).len() < 50);
    }
}
