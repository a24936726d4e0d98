//! Le Baron's move objects: `choose` (`card`), `place` and `take` (`row`); its score details:
//! `headsArePositive`.

use le_baron::{Game, Move, Scores};
use serde_json::{json, Map, Value};

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
            Move::Choose(card) => json!({"kind": "choose", "card": card}),
            Move::Place(row) => json!({"kind": "place", "row": row}),
            Move::Take(row) => json!({"kind": "take", "row": row}),
        })
    }

    fn score_details(scores: &Scores) -> Map<String, Value> {
        object(json!({"headsArePositive": scores.heads_are_positive}))
    }
}
