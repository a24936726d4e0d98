//! Herr der Ziegen's move objects: `play` (`card`), `take` and `mark` (`cell` as `[row, col]`),
//! `dog` (`fromCell`, `toCell`), `pass_dog`, `answer` (`agree`); its scores have no details; its
//! own methods: `cardLabel(card)`, `cardInfo(card)` (with the game's milk split) and
//! `kindName(kind)`.

use herr_der_ziegen::{Card, CardId, Cell, Game, GoatKind, Move, Public, NUM_CARDS, NUM_KINDS};
use serde_json::{json, Map, Value};

use crate::extras::JsRules;
use crate::queries::{Argument, Query};

/// A cell as `[row, col]`.
fn cell(cell: Cell) -> Value {
    json!([cell.row(), cell.col()])
}

/// A card id, as the queries' argument names it.
const CARD: Argument = Argument { name: "card", first: 0, last: NUM_CARDS as u32 - 1 };

/// A goat kind, from 0.
const KIND: Argument = Argument { name: "kind", first: 0, last: NUM_KINDS as u32 - 1 };

/// Card `id` with the milk split of `public`; `None` for a number that is no card (which the
/// query's argument range keeps out).
fn card(public: &Public, id: u32) -> Option<Card> {
    u8::try_from(id).ok().and_then(CardId::new).map(|id| public.card(id))
}

/// What a card is: `{ type: "goat", kind, value }`, `{ type: "dog", kind: null, value: 0 }` or
/// `{ type: "milk", kind: null, value }` (Python's `card_info` as an object).
fn card_info(public: &Public, id: u32) -> Value {
    match card(public, id) {
        Some(Card::Goat { kind, value }) => json!({"type": "goat", "kind": kind.index(), "value": value}),
        Some(Card::Dog) => json!({"type": "dog", "kind": null, "value": 0}),
        Some(Card::Milk { value }) => json!({"type": "milk", "kind": null, "value": value}),
        None => Value::Null,
    }
}

/// The label of card `id` with the milk split of `public`: `K04-1`, `Dog`, `Milk2`.
fn card_label(public: &Public, id: u32) -> Value {
    card(public, id).map_or(Value::Null, |card| json!(card.to_string()))
}

/// The name of goat kind `kind` (from 0): `Elvis`, ..., `Kind 18`.
fn kind_name(_: &Public, kind: u32) -> Value {
    u8::try_from(kind).ok().and_then(GoatKind::new).map_or(Value::Null, |kind| json!(kind.name()))
}

/// The game's own methods: each card's label and what it is, with the game's milk split (its
/// option `milk_ones`), and each kind's name.
const QUERIES: &[Query<Public>] = &[
    Query { name: "cardLabel", argument: Some(CARD), answer: card_label },
    Query { name: "cardInfo", argument: Some(CARD), answer: card_info },
    Query { name: "kindName", argument: Some(KIND), answer: kind_name },
];

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

    fn queries() -> &'static [Query<Public>] {
        QUERIES
    }
}
