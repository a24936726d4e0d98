//! The state and view JSON: round trips, and a table of corrupted documents, each rejected with
//! its own error variant and a message naming the field and the rule.

mod common;

use common::*;
use game_core::DocumentError;
use le_baron::prelude::*;
use le_baron::{Game, Move, Options, Phase, PlayerView, StateError};
use serde_json::{json, Value};

fn kind(e: &StateError) -> &'static str {
    match e {
        StateError::Document(DocumentError::Json(_)) => "Json",
        StateError::Document(DocumentError::Format { .. }) => "Format",
        StateError::Document(DocumentError::Version { .. }) => "Version",
        StateError::Setup(_) => "Setup",
        StateError::Document(DocumentError::Range { .. }) => "Range",
        StateError::Length { .. } => "Length",
        StateError::Duplicate { .. } => "Duplicate",
        StateError::Missing(_) => "Missing",
        StateError::Row { .. } => "Row",
        StateError::Count { .. } => "Count",
        StateError::Phase { .. } => "Phase",
        StateError::Knowledge { .. } => "Knowledge",
        StateError::End(_) => "End",
        _ => "other",
    }
}

/// A 3-player base game in the choose phase, seat 0 having chosen.
fn choosing() -> Game {
    let mut g = Game::new(3, 5).unwrap();
    let mv = g.legal_moves()[0];
    g.apply(mv).unwrap();
    g
}

/// A 3-player game (with `options`) in the resolve phase.
fn resolving(options: Options) -> Game {
    let mut g = Game::with_options(&options, 5).unwrap();
    while g.phase() != Phase::Resolve {
        let mv = g.legal_moves()[0];
        g.apply(mv).unwrap();
    }
    g
}

/// A 3-player variant-2 game at the start of round `round`.
fn choosing_v2(round: u16) -> Game {
    let mut g = Game::with_options(&Options::new(3).unwrap().positive_heads(true), 5).unwrap();
    while g.round() < round || g.phase() != Phase::Choose {
        let mv = g.legal_moves()[0];
        g.apply(mv).unwrap();
    }
    assert_eq!((g.round(), g.phase()), (round, Phase::Choose));
    g
}

fn value(g: &Game) -> Value {
    serde_json::from_str(&g.to_json()).unwrap()
}

/// Removes `card` from the list at `path` (a JSON pointer) and returns it.
fn take_first(v: &mut Value, pointer: &str) -> Value {
    v.pointer_mut(pointer).unwrap().as_array_mut().unwrap().remove(0)
}

fn push(v: &mut Value, pointer: &str, x: Value) {
    v.pointer_mut(pointer).unwrap().as_array_mut().unwrap().push(x);
}

type Edit = fn(&mut Value);

#[test]
fn corrupted_states_are_rejected_each_with_its_own_error() {
    let choose = value(&choosing());
    let resolve = value(&resolving(Options::new(3).unwrap()));
    let resolve_v2 = value(&resolving(Options::new(3).unwrap().positive_heads(true)));
    let choose_v2 = value(&choosing_v2(4));
    let cases: Vec<(&str, &Value, Edit, &str, &str)> = vec![
        ("a field too many", &choose, |v| v["extra"] = json!(1), "Json", "unknown field `extra`"),
        (
            "a field missing",
            &choose,
            |v| drop(v.as_object_mut().unwrap().remove("round")),
            "Json",
            "missing field `round`",
        ),
        ("null for a required list", &choose, |v| v["rows"] = Value::Null, "Json", "invalid type: null"),
        ("a card as text", &choose, |v| v["box"][0] = json!("7"), "Json", "expected a whole number"),
        ("a card as a fraction", &choose, |v| v["box"][0] = json!(7.5), "Json", "expected a whole number"),
        ("another format", &choose, |v| v["format"] = json!("le-baron/view"), "Format", "le-baron/view"),
        ("another version", &choose, |v| v["version"] = json!(2), "Version", "version 2"),
        ("eleven players", &choose, |v| v["options"]["players"] = json!(11), "Setup", "2 to 10 players"),
        (
            "a deck without its table",
            &choose,
            |v| v["options"]["deck"] = json!("printed"),
            "Setup",
            "must give its card table",
        ),
        (
            "a table entry of five colours",
            &choose,
            |v| {
                v["options"]["deck"] = json!("custom");
                v["options"]["cards"] = json!(vec![vec![1, 0, 0, 0, 0]; 110]);
            },
            "Length",
            "options.cards[0]",
        ),
        (
            "card 0",
            &choose,
            |v| v["hands"][1][0] = json!(0),
            "Range",
            "hands[1][0]: 0 is out of range (cards are numbered 1 to 110)",
        ),
        ("card 111", &choose, |v| v["box"][0] = json!(111), "Range", "box[0]"),
        ("a negative card", &choose, |v| v["piles"][2][0] = json!(-3), "Range", "piles[2][0]"),
        ("round 0", &choose, |v| v["round"] = json!(0), "Range", "round"),
        (
            "four rows",
            &choose,
            |v| drop(v["rows"].as_array_mut().unwrap().pop()),
            "Length",
            "rows has 4 entries, expected 5",
        ),
        ("two piles for three players", &choose, |v| drop(v["piles"].as_array_mut().unwrap().pop()), "Length", "piles"),
        (
            "a card twice",
            &choose,
            |v| {
                let c = v["hands"][1][0].clone();
                push(v, "/box", c);
            },
            "Duplicate",
            "hands[1][0] and box[",
        ),
        ("a card nowhere", &choose, |v| drop(take_first(v, "/box")), "Missing", "is missing"),
        ("an empty row", &choose, |v| v["rows"][0] = json!([]), "Row", "rows[0]: a row always holds at least one card"),
        (
            "a card after one it does not fit",
            &choose,
            |v| v["rows"][0] = json!([1, 4]),
            "Row",
            "rows[0][1]: card 4 cannot follow card 1",
        ),
        (
            "six cards with rule 1 on",
            &choose,
            |v| v["rows"][0] = json!([1, 5, 22, 8, 2, 26]),
            "Row",
            "at most five cards",
        ),
        (
            "six black heads at rest",
            &choose,
            |v| v["rows"][0] = json!([22, 17, 5, 57]),
            "Row",
            "six heads of one colour",
        ),
        (
            "five cards in a hand",
            &choose,
            |v| {
                let c = take_first(v, "/box");
                push(v, "/hands/1", c);
                let c = take_first(v, "/box");
                push(v, "/hands/1", c);
            },
            "Count",
            "hands[1]: a hand holds at most 4 cards",
        ),
        (
            "a box card taken",
            &choose,
            |v| {
                let c = take_first(v, "/box");
                push(v, "/penalty/0", c);
            },
            "Count",
            "box: the box holds the 45 cards",
        ),
        (
            "known recycled cards in the base game",
            &choose,
            |v| v["pile_known"][0] = json!(1),
            "Knowledge",
            "pile_known[0]: only variant 2",
        ),
        ("more known cards than the pile", &choose, |v| v["pile_known"][0] = json!(30), "Range", "pile_known[0]"),
        (
            "a known held card in the base game",
            &choose,
            |v| {
                let c = v["hands"][1][0].clone();
                push(v, "/known_held/1", c);
            },
            "Knowledge",
            "known_held[1][0]: only variant 2",
        ),
        (
            "choices out of seat order",
            &choose,
            |v| {
                let c = take_first(v, "/hands/2");
                v["choices"][2] = c;
            },
            "Phase",
            "choices[2]: players choose in seat order",
        ),
        (
            "revealed cards while choosing",
            &choose,
            |v| {
                let c = v["choices"][0].clone();
                v["choices"][0] = Value::Null;
                v["revealed"] = json!([{"card": c, "seat": 0}]);
            },
            "Phase",
            "revealed: cards are revealed only while they are being resolved",
        ),
        ("an end while playing", &choose, |v| v["end"] = json!("all_cards_played"), "End", "end must be null"),
        (
            "over with cards in hand",
            &choose,
            |v| {
                let c = v["choices"][0].clone();
                v["choices"][0] = Value::Null;
                push(v, "/hands/0", c);
                v["phase"] = json!("over");
                v["end"] = json!("all_cards_played");
            },
            "End",
            "still holds cards",
        ),
        ("the wrong round", &choose, |v| v["round"] = json!(3), "Phase", "round: without variant 2 the round"),
        (
            "unequal piles",
            &choose,
            |v| {
                let c = take_first(v, "/piles/1");
                push(v, "/penalty/0", c);
            },
            "Count",
            "piles[1]: without variant 2 all piles hold the same multiple of 4 cards",
        ),
        ("resolved past the revealed cards", &resolve, |v| v["resolved"] = json!(9), "Range", "resolved"),
        ("a revealed card of seat 7", &resolve, |v| v["revealed"][0]["seat"] = json!(7), "Range", "revealed[0].seat"),
        (
            "revealed cards out of order",
            &resolve,
            |v| {
                let a = v["revealed"][0].clone();
                v["revealed"][0] = v["revealed"][2].clone();
                v["revealed"][2] = a;
            },
            "Phase",
            "listed in increasing order",
        ),
        (
            "a hidden choice while resolving",
            &resolve,
            |v| {
                let c = take_first(v, "/hands/1");
                v["choices"][1] = c;
            },
            "Phase",
            "choices[1]: choices are hidden only until every player has chosen",
        ),
        (
            "a revealed card fitting no row in variant 2",
            &resolve_v2,
            |v| {
                let i = v["resolved"].as_u64().unwrap() as usize;
                let card = v["revealed"][i]["card"].as_u64().unwrap() as u8;
                // Rows of one card each that the card does not fit, taken from the box.
                let table = le_baron::cards::RECONSTRUCTED;
                let boxed: Vec<u8> = v["box"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap() as u8).collect();
                let misfits: Vec<u8> =
                    boxed.iter().copied().filter(|&c| table.colours(c) & table.colours(card) == 0).take(5).collect();
                let mut rows_cards = vec![];
                for r in 0..5 {
                    for c in v["rows"][r].as_array().unwrap() {
                        rows_cards.push(c.clone());
                    }
                    v["rows"][r] = json!([misfits[r]]);
                }
                let keep: Vec<Value> = boxed.iter().filter(|c| !misfits.contains(c)).map(|&c| json!(c)).collect();
                v["box"] = json!(keep);
                for c in rows_cards.iter().take(5) {
                    push(v, "/box", c.clone());
                }
                for c in rows_cards.iter().skip(5) {
                    push(v, "/penalty/0", c.clone());
                }
            },
            "Phase",
            "fits no row, so it would already be under its owner's pile",
        ),
        (
            "variant 2: an earlier round than the cards played allow",
            &choose_v2,
            |v| v["round"] = json!(3),
            "Phase",
            "round: every player plays one card a round, so 2 cards each by this point of round 3; player 0 has played at least 3",
        ),
        (
            "variant 2: more recycled cards known than the rounds leave plays for",
            &choose_v2,
            |v| v["pile_known"][0] = json!(v["pile_known"][0].as_u64().unwrap() + 1),
            "Phase",
            "player 0 has played at least 4: 3 of its 20 cards are no longer held and 1 of those it holds are known to have been recycled",
        ),
    ];
    assert!(cases.len() >= 25, "{} cases", cases.len());
    let mut kinds_and_messages = std::collections::HashSet::new();
    for (name, base, edit, expected, fragment) in &cases {
        let mut v = (*base).clone();
        edit(&mut v);
        let text = serde_json::to_string(&v).unwrap();
        let err = Game::from_json(&text).expect_err(name);
        assert_eq!(kind(&err), *expected, "{name}: {err}");
        let msg = err.to_string();
        assert!(msg.contains(fragment), "{name}: {msg:?} lacks {fragment:?}");
        for rust_name in ["u8", "u16", "i64", "Int", "StateDoc", "Vec<", "Option<"] {
            assert!(!msg.contains(rust_name), "{name}: {msg}");
        }
        assert!(kinds_and_messages.insert(msg), "{name}: same message as another case");
    }
}

/// LW13's last round: seat 0 holds 1 and 5, seat 1 its last card 57; 2 players, 24 cards each.
fn last_round_v2() -> Pos {
    Pos::with(Options::new(2).unwrap().positive_heads(true))
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[1, 5])
        .pile(0, &[])
        .hand(1, &[57])
        .pile(1, &[])
        .penalty(0, &[6, 9, 10])
        .dump(1)
}

#[test]
fn variant_2_loading_checks_the_round_against_the_cards_played() {
    let round_error = |json: &str| {
        let err = Game::from_json(json).unwrap_err();
        assert_eq!(kind(&err), "Phase", "{err}");
        assert!(err.to_string().starts_with("round: every player plays one card a round"), "{err}");
    };
    // Seat 1 has let go of 23 of its 24 cards, one a round: this is round 24 at the earliest.
    let pos = last_round_v2();
    assert_eq!(pos.doc().round.0, 24);
    for round in [1, 12, 23] {
        round_error(&pos.clone().round(round).json());
    }
    for round in [24, 25, 200] {
        assert_eq!(pos.clone().round(round).build().round(), round);
    }
    // While resolving, this round's revealed cards count as played: seat 1 reveals 57 in round 23
    // at the earliest (seat 0's 1 is already recycled under its pile).
    let resolving = Pos::with(Options::new(2).unwrap().positive_heads(true))
        .rows([&[2], &[3], &[4], &[22], &[26]])
        .hand(0, &[5])
        .pile(0, &[1])
        .hand(1, &[])
        .pile(1, &[58])
        .revealed(&[(1, 0), (57, 1)], 1);
    let mut doc = resolving.doc();
    doc.pile_known[0] = game_core::document::Int(1);
    doc.round = game_core::document::Int(23);
    assert!(Game::from_doc(&doc).is_ok());
    doc.round = game_core::document::Int(22);
    round_error(&serde_json::to_string(&doc).unwrap());

    // A recycled card known under a pile or in a hand took a play of its own.
    let mut doc = last_round_v2().round(24).doc();
    doc.known_held[0] = vec![game_core::document::Int(1)];
    assert!(Game::from_doc(&doc).is_ok(), "22 cards gone and 1 recycled: 23 plays");
    doc.known_held[0] = vec![game_core::document::Int(1), game_core::document::Int(5)];
    round_error(&serde_json::to_string(&doc).unwrap());
    doc.round = game_core::document::Int(25);
    assert!(Game::from_doc(&doc).is_ok());

    // Once over: a last card placed ends the round that placed it; LB-D17 ends the game before
    // anybody plays in the round.
    let mut g = last_round_v2().build();
    g.apply(Move::Choose(1)).unwrap();
    g.apply(Move::Choose(57)).unwrap();
    g.apply(g.legal_moves()[0]).unwrap();
    assert_eq!(g.end_reason(), Some(le_baron::EndReason::LastCardPlaced));
    assert_eq!(g.round(), 24);
    let mut v = value(&g);
    assert!(Game::from_json(&v.to_string()).is_ok());
    v["round"] = json!(23);
    round_error(&v.to_string());
}

#[test]
fn only_an_object_is_a_document() {
    for text in ["[]", "12", "\"state\"", "", "{", "null"] {
        assert!(matches!(Game::from_json(text), Err(StateError::Document(DocumentError::Json(_)))), "{text}");
        assert!(matches!(PlayerView::from_json(text), Err(StateError::Document(DocumentError::Json(_)))), "{text}");
    }
}

#[test]
fn states_and_views_round_trip_and_name_the_deck() {
    let g = choosing();
    let json = g.to_json();
    assert!(json.contains("\"deck\":\"lb-cards-reconstructed-1\""));
    assert_eq!(Game::from_json(&json).unwrap(), g);
    assert_eq!(Game::from_json(&game_core::document::write_pretty(&g)).unwrap(), g);
    for seat in 0..3 {
        let view = g.view(seat);
        let text = view.to_json();
        assert!(text.contains("le-baron/view"));
        assert_eq!(PlayerView::from_json(&text).unwrap(), view);
        // The seat's own choice is in its view; the others' are not.
        assert_eq!(view.choice().is_some(), seat == 0);
        assert!(view.has_chosen(0));
    }
    // A state is not a view and a view is not a state.
    assert!(matches!(PlayerView::from_json(&json), Err(StateError::Document(DocumentError::Format { .. }))));
    assert!(matches!(Game::from_json(&g.view(1).to_json()), Err(StateError::Document(DocumentError::Format { .. }))));
}

#[test]
fn corrupted_views_are_rejected() {
    let g = choosing();
    let base: Value = serde_json::from_str(&g.view(1).to_json()).unwrap();
    let cases: Vec<(Edit, &str, &str)> = vec![
        (|v| v["seat"] = json!(3), "Range", "seat"),
        (|v| v["box_count"] = json!(50), "Count", "box_count"),
        (|v| v["hand_counts"][1] = json!(2), "Count", "hand_counts[1]"),
        (|v| v["chosen"][1] = json!(true), "Knowledge", "chosen[1]"),
        (|v| v["extra"] = json!(0), "Json", "unknown field"),
        (
            |v| {
                let c = v["hand"][0].clone();
                push(v, "/penalty/0", c);
            },
            "Duplicate",
            "hand[0]",
        ),
    ];
    for (edit, expected, fragment) in cases {
        let mut v = base.clone();
        edit(&mut v);
        let err = PlayerView::from_json(&serde_json::to_string(&v).unwrap()).unwrap_err();
        assert_eq!(kind(&err), expected, "{err}");
        assert!(err.to_string().contains(fragment), "{err}");
    }
}

#[test]
fn a_refused_move_names_the_reason() {
    let mut g = choosing();
    let before = g;
    let seat = g.current_player().unwrap();
    let not_mine = (1..=110).find(|&c| !g.hand(seat).contains(c)).unwrap();
    assert_eq!(g.apply(Move::Choose(not_mine)), Err(le_baron::MoveError::CardNotInHand { seat, card: not_mine }));
    assert_eq!(g.apply(Move::Choose(0)), Err(le_baron::MoveError::NoSuchCard(0)));
    assert_eq!(g.apply(Move::Place(7)), Err(le_baron::MoveError::NoSuchRow(7)));
    assert!(matches!(g.apply(Move::Place(0)), Err(le_baron::MoveError::WrongPhase { .. })));
    assert_eq!(Game::move_of_action(120).unwrap_err(), le_baron::MoveError::UnknownAction(120));
    assert_eq!(g, before);
    let _ = Pos::new(2);
}

/// A replacement table: the Barons, the cards in `yellow` yellow only, 74 blue and green, 80 green
/// only, every other card blue only.
fn two_colour_table(yellow: std::ops::RangeInclusive<u8>) -> Options {
    let heads: Vec<le_baron::Heads> = (1..=110u8)
        .map(|c| match c {
            52 | 104 => [1; 6],
            _ if yellow.contains(&c) => [0, 1, 0, 0, 0, 0],
            74 => [1, 0, 1, 0, 0, 0],
            80 => [0, 0, 1, 0, 0, 0],
            _ => [1, 0, 0, 0, 0, 0],
        })
        .collect();
    Options::new(2).unwrap().positive_heads(true).with_table("two-colours", heads)
}

fn view_value(g: &Game, seat: u8) -> Value {
    serde_json::from_str(&g.view(seat).to_json()).unwrap()
}

fn replace(list: &mut Value, old: u8, new: u8) {
    let list = list.as_array_mut().unwrap();
    let i = list.iter().position(|c| c == &json!(old)).unwrap();
    list[i] = json!(new);
    list.sort_by_key(|c| c.as_u64());
}

#[test]
fn a_view_over_by_lb_d17_is_refused_if_a_held_card_could_fit() {
    // Cards 1 to 16 (yellow) are all the held cards; the rows end with blue cards; the box holds
    // 17 to 20 and 26 to 78 (57 cards, all fitting: blue or the Baron 52), seat 1's penalty pile
    // 79 to 110.
    let pos = Pos::with(two_colour_table(1..=16))
        .rows([&[21], &[22], &[23], &[24], &[25]])
        .hand(0, &[1, 2, 3, 4])
        .pile(0, &[5, 6, 7, 8])
        .hand(1, &[9, 10, 11, 12])
        .pile(1, &[13, 14, 15, 16]);
    let mut doc = pos.doc();
    doc.phase = le_baron::state::PhaseName::Over;
    doc.end = Some(le_baron::EndReason::NoCardFits);
    let g = Game::from_doc(&doc).unwrap();
    assert_eq!(g.end_reason(), Some(le_baron::EndReason::NoCardFits));
    let base = view_value(&g, 0);
    assert_eq!(PlayerView::from_json(&base.to_string()).unwrap(), g.view(0));

    // The seat's own hand holds a card that fits (30, from the box, for 1).
    let mut v = base.clone();
    replace(&mut v["hand"], 1, 30);
    let err = PlayerView::from_json(&v.to_string()).unwrap_err();
    assert_eq!(err.to_string(), "end: card 30, held by a player, still fits a row (LB-D17)");
    // So does a recycled card known under another seat's pile (recycling it took a round).
    let mut v = base.clone();
    replace(&mut v["penalty"][1], 79, 13);
    v["pile_known"][1] = json!([79]);
    v["round"] = json!(18);
    let err = PlayerView::from_json(&v.to_string()).unwrap_err();
    assert_eq!(err.to_string(), "end: card 79, held by a player, still fits a row (LB-D17)");

    // Seat 1's hidden card 9 shown in its penalty pile instead of 79: 58 unseen cards fit a row,
    // one more than the box can hide, so some hidden held card would fit.
    let mut v = base.clone();
    replace(&mut v["penalty"][1], 79, 9);
    let err = PlayerView::from_json(&v.to_string()).unwrap_err();
    assert_eq!(kind(&err), "End", "{err}");
    assert!(err.to_string().contains("58 unseen cards fit a row but the box holds only 57"), "{err}");
}

#[test]
fn a_choosing_view_where_no_held_card_can_fit_is_refused() {
    // Cards 1 to 73 (yellow) fill the hands, piles and box; 74 (blue and green) in seat 1's pile
    // is the one held card that fits the blue rows; 80 (green) is in seat 1's penalty pile.
    let pos = Pos::with(two_colour_table(1..=73))
        .rows([&[75], &[76], &[77], &[78], &[79]])
        .hand(0, &[1, 2, 3, 4])
        .pile(0, &[5, 6, 7, 8])
        .hand(1, &[9, 10, 11, 12])
        .pile(1, &[13, 14, 15, 74])
        .penalty(0, &[52]);
    let g = pos.build();
    let base = view_value(&g, 0);
    assert_eq!(PlayerView::from_json(&base.to_string()).unwrap(), g.view(0));
    // Shown in the penalty pile, 74 can no longer be held; 80, now unseen, fits no row.
    let mut v = base.clone();
    replace(&mut v["penalty"][1], 80, 74);
    let err = PlayerView::from_json(&v.to_string()).unwrap_err();
    assert_eq!(kind(&err), "Phase", "{err}");
    assert!(err.to_string().contains("LB-D17"), "{err}");
}

#[test]
fn nested_objects_are_objects_and_json_errors_name_the_path() {
    let json_error = |v: &serde_json::Value| match Game::from_json(&v.to_string()) {
        Err(StateError::Document(DocumentError::Json(message))) => message,
        other => panic!("{other:?}"),
    };
    let mut v = value(&choosing());
    v["options"] = json!([2, false, false, "x", null]);
    let message = json_error(&v);
    assert!(message.contains("options: invalid type: sequence, expected a JSON object"), "{message}");
    let mut v = value(&choosing());
    v["revealed"] = json!([[1, 0]]);
    let message = json_error(&v);
    assert!(message.contains("revealed[0]: invalid type: sequence, expected a JSON object"), "{message}");
    let mut v = value(&choosing());
    v["rows"][0][0] = json!("x");
    let message = json_error(&v);
    assert!(message.contains("rows[0][0]: invalid type: string"), "{message}");
}
