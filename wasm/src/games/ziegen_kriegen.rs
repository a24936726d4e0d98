//! Ziegen Kriegen's move objects: `play` (`card`), `choose_low`, `choose_high`; its score
//! details: `rounds`, `roundsScored`, `limit`, `limitFixed`.

use serde_json::{json, Map, Value};
use ziegen_kriegen::{Game, Move, Scores};

use crate::extras::JsRules;

/// The fields of an object written with `json!`.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(fields) => fields,
        _ => unreachable!("json! of an object is an object"),
    }
}

impl JsRules for Game {
    fn move_fields(mv: Move) -> Map<String, Value> {
        object(match mv {
            Move::Play(card) => json!({"kind": "play", "card": card}),
            Move::ChooseLow => json!({"kind": "choose_low"}),
            Move::ChooseHigh => json!({"kind": "choose_high"}),
        })
    }

    fn score_details(scores: &Scores) -> Map<String, Value> {
        object(json!({
            "rounds": scores.rounds,
            "roundsScored": scores.rounds_scored,
            "limit": scores.limit,
            "limitFixed": scores.limit_fixed,
        }))
    }
}
