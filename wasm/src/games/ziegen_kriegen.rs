//! Ziegen Kriegen's move objects: `play` (`card`), `choose_low`, `choose_high`; its score
//! details: `rounds`, `roundsScored`, `limit`, `limitFixed`; its own methods, read from the
//! game's card tables (replaceable through its options): `cardHeads(card)`, `hillCard(id)`,
//! `hill()` and `revealedHill()`.

use serde_json::{json, Map, Value};
use ziegen_kriegen::{Game, HillCard, Move, Public, Scores, NUM_GOATS, NUM_HILLS};

use crate::extras::JsRules;
use crate::queries::{Argument, Query};

/// The fields of an object written with `json!`.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(fields) => fields,
        _ => unreachable!("json! of an object is an object"),
    }
}

/// A goat card, numbered from 1.
const CARD: Argument = Argument { name: "card", first: 1, last: NUM_GOATS as u32 };

/// A hill card, by its id in table order.
const HILL_CARD: Argument = Argument { name: "hill card", first: 0, last: NUM_HILLS as u32 - 1 };

/// The two numbers of hill card `id` in the game's table; `None` for an id that is no hill card
/// (which the query's argument range keeps out).
fn hill_numbers(public: &Public, id: u8) -> Option<HillCard> {
    public.tables().hills.get(usize::from(id)).copied()
}

/// Hill card `id` with its numbers, `{ card, low, high }`, and `more` fields.
fn hill_card(public: &Public, id: u8, more: Value) -> Value {
    let mut fields = object(more);
    fields.insert("card".into(), json!(id));
    if let Some(numbers) = hill_numbers(public, id) {
        fields.insert("low".into(), json!(numbers.low));
        fields.insert("high".into(), json!(numbers.high));
    }
    Value::Object(fields)
}

/// The game's own methods: the goat heads of a card and the numbers of a hill card in the game's
/// tables, the hill laid this round and the hill card waiting for its number.
const QUERIES: &[Query<Public>] = &[
    Query {
        name: "cardHeads",
        argument: Some(CARD),
        answer: |public, card| u8::try_from(card).map_or(Value::Null, |card| json!(public.heads(card))),
    },
    Query {
        name: "hillCard",
        argument: Some(HILL_CARD),
        answer: |public, id| {
            u8::try_from(id)
                .ok()
                .and_then(|id| hill_numbers(public, id))
                .map_or(Value::Null, |numbers| json!({"low": numbers.low, "high": numbers.high}))
        },
    },
    Query {
        name: "hill",
        argument: None,
        answer: |public, _| {
            public.hill().iter().map(|laid| hill_card(public, laid.card, json!({"chosen": laid.chosen}))).collect()
        },
    },
    Query {
        name: "revealedHill",
        argument: None,
        answer: |public, _| public.revealed_hill().map_or(Value::Null, |id| hill_card(public, id, json!({}))),
    },
];

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

    fn queries() -> &'static [Query<Public>] {
        QUERIES
    }
}
