//! Herr der Ziegen's move objects: `play` (`card`), `take` and `mark` (`cell` as `[row, col]`),
//! `dog` (`fromCell`, `toCell`), `pass_dog`, `answer` (`agree`); its scores have no details.

use herr_der_ziegen::{Cell, Game, Move};
use serde_json::{json, Map, Value};

use crate::extras::JsRules;

/// A cell as `[row, col]`.
fn cell(cell: Cell) -> Value {
    json!([cell.row(), cell.col()])
}

impl JsRules for Game {
    fn move_fields(mv: Move) -> Map<String, Value> {
        let fields = match mv {
            Move::Play(card) => json!({"kind": "play", "card": card.index()}),
            Move::Take(at) => json!({"kind": "take", "cell": cell(at)}),
            Move::Mark(at) => json!({"kind": "mark", "cell": cell(at)}),
            Move::Dog { from, to } => json!({"kind": "dog", "fromCell": cell(from), "toCell": cell(to)}),
            Move::PassDog => json!({"kind": "pass_dog"}),
            Move::Answer(agree) => json!({"kind": "answer", "agree": agree}),
        };
        match fields {
            Value::Object(fields) => fields,
            _ => unreachable!("json! of an object is an object"),
        }
    }
}
