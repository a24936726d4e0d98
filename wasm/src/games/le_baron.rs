//! Le Baron's move objects: `choose` (`card`), `place` and `take` (`row`); its score details:
//! `headsArePositive`; its own method, read from the game's card table (replaceable through its
//! options): `cardHeads(card)`, the heads per colour.

use le_baron::{Game, Move, Public, Scores, NUM_CARDS};
use serde_json::{json, Map, Value};

use crate::extras::JsRules;
use crate::queries::{Argument, Query};

/// The fields of an object written with `json!`.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(fields) => fields,
        _ => unreachable!("json! of an object is an object"),
    }
}

/// A card, numbered from 1.
const CARD: Argument = Argument { name: "card", first: 1, last: NUM_CARDS as u32 };

/// The game's own method: the heads of a card per colour (blue, yellow, green, red, black,
/// white) in the game's table.
const QUERIES: &[Query<Public>] = &[Query {
    name: "cardHeads",
    argument: Some(CARD),
    answer: |public, card| {
        u8::try_from(card)
            .ok()
            .filter(|&card| (1..=NUM_CARDS as u8).contains(&card))
            .map_or(Value::Null, |card| json!(public.table().heads(card)))
    },
}];

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

    fn queries() -> &'static [Query<Public>] {
        QUERIES
    }
}
