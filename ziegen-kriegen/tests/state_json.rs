//! Loading saved states and views: valid documents round-trip; every kind of corruption is
//! refused with its own error naming the field; malformed text is the JSON error.

mod common;

use common::{options, play_until};
use game_core::document::Int;
use game_core::DocumentError;
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::state::StateDoc;
use ziegen_kriegen::view::ViewDoc;
use ziegen_kriegen::{Game, Phase, PlayerView, SetupError, StateError};

/// A variant game in round 1, trick 3, with two cards in the current trick.
fn midgame() -> Game {
    play_until(&options(4, true), 11, |g| g.round() == 1 && g.tricks_this_round() == 2 && g.current_trick().len() == 2)
}

type Corruption = (&'static str, fn(&mut StateDoc), fn(&StateError) -> bool, &'static str);

fn corruptions() -> Vec<Corruption> {
    vec![
        (
            "format",
            |d| d.format = "ziegen-kriegen/view".into(),
            |e| matches!(e, StateError::Document(DocumentError::Format { .. })),
            "unknown format",
        ),
        (
            "version",
            |d| d.version = Int(2),
            |e| matches!(e, StateError::Document(DocumentError::Version { found: 2, .. })),
            "version 2",
        ),
        (
            "players",
            |d| d.options.players = 2,
            |e| matches!(e, StateError::Setup(SetupError::PlayerCount(2))),
            "3 to 6 players",
        ),
        (
            "start player",
            |d| d.options.start_player = 9,
            |e| matches!(e, StateError::Setup(SetupError::StartPlayer { .. })),
            "start player 9",
        ),
        (
            "rounds",
            |d| d.options.rounds = 2,
            |e| matches!(e, StateError::Setup(SetupError::Rounds { .. })),
            "rounds must be 1",
        ),
        (
            "deck id",
            |d| d.options.goat_deck = "a b".into(),
            |e| matches!(e, StateError::Setup(SetupError::DeckId { .. })),
            "goat_deck \"a b\"",
        ),
        (
            "table under default id",
            |d| d.options.goat_heads = Some(vec![1; 50]),
            |e| matches!(e, StateError::Setup(SetupError::DefaultIdWithTable { .. })),
            "needs its own deck id",
        ),
        (
            "table missing",
            |d| d.options.hill_deck = "printed-1".into(),
            |e| matches!(e, StateError::Setup(SetupError::MissingTable { .. })),
            "hill_pairs must list",
        ),
        (
            "bad heads",
            |d| {
                d.options.goat_deck = "g2".into();
                d.options.goat_heads = Some(vec![1; 50]);
                d.options.goat_heads.as_mut().unwrap()[9] = 6;
            },
            |e| matches!(e, StateError::Setup(SetupError::GoatHeads { index: 9, .. })),
            "goat_heads[9] (card 10)",
        ),
        ("round", |d| d.round = Int(7), |e| matches!(e, StateError::Round { round: 7, .. }), "round is 7"),
        (
            "card number",
            |d| d.hands[0][0] = Int(0),
            |e| matches!(e, StateError::NotAGoatCard { value: 0, .. }),
            "hands[0][0] is 0",
        ),
        (
            "card twice",
            |d| d.hands[1][0] = d.hands[0][0],
            |e| matches!(e, StateError::DuplicateGoat { .. }),
            "(hands[0][0] and hands[1][0])",
        ),
        (
            "hand missing",
            |d| {
                d.hands.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "hands has 3 entries",
        ),
        (
            "hand size",
            |d| {
                d.hands[2].pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "hands[2] has",
        ),
        (
            "box size",
            |d| {
                d.boxed.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "box has 17 entries",
        ),
        (
            "card missing",
            |d| {
                let c = d.boxed.pop().unwrap();
                d.boxed.push(Int(if c.0 == 50 { 49 } else { 50 }));
                d.boxed.sort_by_key(|c| c.0);
            },
            |e| matches!(e, StateError::DuplicateGoat { .. } | StateError::MissingGoat { .. }),
            "goat card",
        ),
        (
            "hill id",
            |d| d.hill_stack[0] = Int(99),
            |e| matches!(e, StateError::NotAHillCard { value: 99, .. }),
            "hill_stack[0] is 99",
        ),
        (
            "hill twice",
            |d| {
                let c = d.hill_stack[0];
                d.hill_stack.push(c);
            },
            |e| matches!(e, StateError::DuplicateHill { .. }),
            "hill card",
        ),
        (
            "hill missing",
            |d| {
                d.hill_stack.pop();
            },
            |e| matches!(e, StateError::MissingHill { .. }),
            "is missing",
        ),
        (
            "taker",
            |d| {
                let t = &mut d.history[1].tricks[0];
                t.taker = Int((t.taker.0 + 1) % 4);
            },
            |e| matches!(e, StateError::Taker { .. }),
            "history[1].tricks[0].taker",
        ),
        (
            "play order",
            |d| {
                let c = &mut d.history[1].tricks[0].cards;
                c[1].seat = Int((c[1].seat.0 + 1) % 4);
            },
            |e| matches!(e, StateError::PlayOrder { .. }),
            "history[1].tricks[0].cards[1].seat",
        ),
        (
            "trick leader",
            |d| {
                for p in d.history[1].tricks[0].cards.iter_mut() {
                    p.seat = Int((p.seat.0 + 1) % 4);
                }
            },
            |e| matches!(e, StateError::Leader { .. }),
            "(start_player + r) mod players",
        ),
        (
            "chosen number",
            |d| d.history[0].hill[0].chosen = Int(9),
            |e| matches!(e, StateError::ChosenNotOnCard { chosen: 9, .. }),
            "history[0].hill[0].chosen is 9",
        ),
        (
            "round tricks",
            |d| {
                d.history[0].tricks.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "a finished round has 8 tricks",
        ),
        (
            "round hill",
            |d| {
                d.history[1].hill.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "one hill card is laid in each of tricks 1 to 4",
        ),
        (
            "history",
            |d| {
                let r = d.history[0].clone();
                d.history.push(r);
            },
            |e| matches!(e, StateError::Length { .. }),
            "one entry per round begun",
        ),
        (
            "leader",
            |d| d.leader = Int((d.leader.0 + 1) % 4),
            |e| matches!(e, StateError::Leader { .. }),
            "the taker of the last trick leads",
        ),
        (
            "to act",
            |d| d.to_act = d.to_act.map(|s| Int((s.0 + 1) % 4)),
            |e| matches!(e, StateError::Phase { path: "to_act", .. }),
            "plays next",
        ),
        (
            "seat range",
            |d| d.to_act = Some(Int(9)),
            |e| matches!(e, StateError::NotASeat { value: 9, .. }),
            "to_act is 9",
        ),
        (
            "over early",
            |d| d.phase = Phase::Over,
            |e| matches!(e, StateError::Phase { path: "phase", .. }),
            "only be over in its last round",
        ),
        (
            "choose early",
            |d| d.phase = Phase::ChooseHill,
            |e| matches!(e, StateError::Phase { path: "phase", .. }),
            "only when a trick among tricks 1 to 4 is complete",
        ),
        (
            "revealed",
            |d| {
                let c = d.hill_stack.remove(0);
                d.revealed_hill = Some(c);
            },
            |e| matches!(e, StateError::Phase { path: "revealed_hill", .. }),
            "revealed only while",
        ),
        (
            "round score",
            |d| d.round_scores[0][0].0 += 1,
            |e| matches!(e, StateError::RoundScore { .. }),
            "round_scores[0][0]",
        ),
        (
            "score rows",
            |d| {
                d.round_scores.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "one row per finished round",
        ),
        (
            "later rounds",
            |d| {
                d.later_rounds.pop();
            },
            |e| matches!(e, StateError::Length { .. }),
            "one entry per round not dealt yet",
        ),
        (
            "later deck",
            |d| d.later_rounds[0].goats[0] = d.later_rounds[0].goats[1],
            |e| matches!(e, StateError::DuplicateGoat { .. }),
            "later_rounds[0].goats[1]",
        ),
        (
            "later hills",
            |d| d.later_rounds[0].hills[0] = Int(12),
            |e| matches!(e, StateError::NotAHillCard { value: 12, .. }),
            "later_rounds[0].hills[0]",
        ),
        (
            "trick card",
            |d| d.current_trick[0].card = Int(51),
            |e| matches!(e, StateError::NotAGoatCard { value: 51, .. }),
            "current_trick[0].card is 51",
        ),
        (
            "trick seat",
            |d| d.history[0].tricks[0].cards[0].seat = Int(9),
            |e| matches!(e, StateError::NotASeat { .. }),
            "history[0].tricks[0].cards[0].seat is 9",
        ),
    ]
}

#[test]
fn every_corruption_is_refused_with_its_own_error() {
    let game = midgame();
    let doc = game.to_doc();
    assert_eq!(Game::from_doc(&doc).unwrap(), game);
    let mut messages = std::collections::HashSet::new();
    let table = corruptions();
    assert!(table.len() >= 25);
    for (name, edit, expected, fragment) in table {
        let mut bad = doc.clone();
        edit(&mut bad);
        let json = serde_json::to_string(&bad).unwrap();
        let error = Game::from_json(&json).expect_err(name);
        assert!(expected(&error), "{name}: wrong error {error:?}");
        let message = error.to_string();
        assert!(message.contains(fragment), "{name}: {message:?} lacks {fragment:?}");
        assert!(
            !message.contains("u8") && !message.contains("Option") && !message.contains("Vec"),
            "{name}: {message}"
        );
        assert!(messages.insert(message.clone()), "{name}: message not specific: {message}");
    }
}

#[test]
fn a_wrong_first_seat_in_the_current_trick_names_the_rule_of_who_leads() {
    let first_trick = play_until(&options(4, true), 11, |g| {
        g.round() == 1 && g.tricks_this_round() == 0 && g.current_trick().len() == 2
    });
    // Round 1 of a game whose start player is 0 is led first by seat 1.
    assert_eq!(first_trick.to_doc().leader, Int(1));
    let cases = [
        (first_trick, "round r is led first by (start_player + r) mod players"),
        (midgame(), "the taker of the previous trick leads"),
    ];
    for (game, rule) in cases {
        let mut doc = game.to_doc();
        let leader = doc.leader.0;
        assert_eq!(doc.current_trick[0].seat, Int(leader));
        doc.current_trick[0].seat = Int((leader + 2) % 4);
        let error = Game::from_doc(&doc).unwrap_err();
        let (found, expected) = ((leader + 2) as u8 % 4, leader as u8);
        assert_eq!(error, StateError::Leader { path: "current_trick[0].seat".into(), found, expected, rule });
    }
}

#[test]
fn hands_and_the_box_are_read_in_any_order() {
    let game = midgame();
    let mut doc = game.to_doc();
    assert!(doc.hands[0].windows(2).all(|w| w[0].0 < w[1].0), "written in increasing order");
    doc.hands[0].reverse();
    doc.boxed.reverse();
    assert_eq!(Game::from_doc(&doc).unwrap(), game);
}

#[test]
fn malformed_documents_are_json_errors() {
    let json = midgame().to_json();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = value.clone();
        f(&mut v);
        serde_json::to_string(&v).unwrap()
    };
    let cases = [
        ("syntax", json[..json.len() - 1].to_string()),
        ("not an object", "[1, 2]".to_string()),
        ("unknown field", edit(&|v| v["extra"] = 1.into())),
        ("unknown option", edit(&|v| v["options"]["speed"] = 1.into())),
        ("unknown trick field", edit(&|v| v["history"][0]["tricks"][0]["x"] = 1.into())),
        (
            "missing field",
            edit(&|v| {
                v.as_object_mut().unwrap().remove("leader");
            }),
        ),
        ("null required", edit(&|v| v["revealed_hill"] = serde_json::Value::Null)),
        ("type", edit(&|v| v["round"] = "one".into())),
        ("fraction", edit(&|v| v["hands"][0][0] = 1.5.into())),
        ("array form", edit(&|v| v["current_trick"][0] = serde_json::json!([1, 2]))),
        ("array options", edit(&|v| v["options"] = serde_json::json!([4, 0, 4, "a", null, "b", null]))),
        ("phase name", edit(&|v| v["phase"] = "bid".into())),
    ];
    for (name, text) in cases {
        match Game::from_json(&text) {
            Err(StateError::Document(DocumentError::Json(message))) => assert!(!message.is_empty(), "{name}"),
            // `null` for the revealed card is its legitimate value in the play phase.
            Ok(_) if name == "null required" => {}
            other => panic!("{name}: {other:?}"),
        }
    }
    let view = midgame().view(0).to_json();
    assert!(matches!(Game::from_json(&view), Err(StateError::Document(DocumentError::Format { .. }))));
    assert!(matches!(PlayerView::from_json(&json), Err(StateError::Document(DocumentError::Format { .. }))));
}

#[test]
fn views_round_trip_and_corrupted_views_are_refused() {
    let game = midgame();
    for seat in 0..4 {
        let view = game.view(seat);
        let doc: ViewDoc = view.to_doc();
        assert_eq!(PlayerView::from_doc(&doc).unwrap(), view);
        let json = view.to_json();
        assert!(!json.contains("later_rounds") && !json.contains("hill_stack\""));
        let mut bad = doc.clone();
        bad.hand_sizes[(usize::from(seat) + 1) % 4].0 += 1;
        assert!(matches!(PlayerView::from_doc(&bad), Err(StateError::View { .. })));
        let mut bad = doc.clone();
        bad.box_size = Int(3);
        assert!(matches!(PlayerView::from_doc(&bad), Err(StateError::View { .. })));
        let mut bad = doc.clone();
        bad.hill_stack_size = Int(12);
        assert!(matches!(PlayerView::from_doc(&bad), Err(StateError::View { .. })));
        let mut bad = doc.clone();
        bad.hand[0] = doc.current_trick[0].card;
        assert!(matches!(PlayerView::from_doc(&bad), Err(StateError::DuplicateGoat { .. })));
        let mut bad = doc;
        bad.seat = Int(4);
        assert!(matches!(PlayerView::from_doc(&bad), Err(StateError::NotASeat { .. })));
    }
}

#[test]
fn custom_tables_are_used_and_saved() {
    let mut opts = options(3, false);
    opts.goat_deck = "printed-goats-1".into();
    opts.goat_heads = Some((1..=50).map(|c| (c % 5 + 1) as u8).collect());
    opts.hill_deck = "printed-hills-1".into();
    opts.hill_pairs = Some(vec![[7, 3]; 12]);
    let game = Game::with_options(&opts, 4).unwrap();
    assert_eq!(game.heads(4), 5);
    assert_eq!((game.hill_card(0).low, game.hill_card(0).high), (3, 7));
    let back = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.options().goat_heads, opts.goat_heads);
    let mut bad = opts.clone();
    bad.hill_pairs.as_mut().unwrap()[4] = [5, 5];
    assert_eq!(Game::with_options(&bad, 1).unwrap_err(), SetupError::HillSameNumbers { index: 4, number: 5 });
    assert!(SetupError::HillSameNumbers { index: 4, number: 5 }.to_string().contains("hill_pairs[4]"));
    let mut bad = opts.clone();
    bad.hill_pairs.as_mut().unwrap()[2] = [0, 5];
    assert_eq!(Game::with_options(&bad, 1).unwrap_err(), SetupError::HillNumber { index: 2, number: 0 });
    let mut bad = opts.clone();
    bad.goat_heads.as_mut().unwrap().pop();
    assert_eq!(Game::with_options(&bad, 1).unwrap_err(), SetupError::GoatTableLength(49));
    let mut bad = opts;
    bad.hill_pairs.as_mut().unwrap().push([1, 2]);
    assert_eq!(Game::with_options(&bad, 1).unwrap_err(), SetupError::HillTableLength(13));
}

#[test]
fn json_errors_name_the_path() {
    let state: serde_json::Value = serde_json::from_str(&midgame().to_json()).unwrap();
    let view: serde_json::Value = serde_json::from_str(&midgame().view(0).to_json()).unwrap();
    let edit = |doc: &serde_json::Value, f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = doc.clone();
        f(&mut v);
        serde_json::to_string(&v).unwrap()
    };
    let message = |result: Result<(), StateError>| match result {
        Err(StateError::Document(DocumentError::Json(message))) => message,
        other => panic!("{other:?}"),
    };
    type Edit = fn(&mut serde_json::Value);
    let state_cases: [(Edit, &str); 6] = [
        (|v| v["round"] = "one".into(), "round: invalid type: string"),
        (|v| v["hands"][0][0] = true.into(), "hands[0][0]: invalid type: boolean `true`, expected a whole number"),
        (
            |v| v["current_trick"][0] = serde_json::json!([1, 2]),
            "current_trick[0]: invalid type: sequence, expected a JSON object",
        ),
        (|v| v["options"] = serde_json::json!([4, 0]), "options: invalid type: sequence, expected a JSON object"),
        (|v| v["history"][0]["tricks"][0]["x"] = 1.into(), "history[0].tricks[0].x: unknown field `x`"),
        (|v| v["later_rounds"][0]["goats"][1] = 1.5.into(), "later_rounds[0].goats[1]: invalid type: floating point"),
    ];
    for (f, fragment) in state_cases {
        let text = message(Game::from_json(&edit(&state, &f)).map(drop));
        assert!(text.contains(fragment), "{text}");
    }
    let text = edit(&view, &|v| v["history"][0]["tricks"][0]["cards"][1]["card"] = "x".into());
    let text = message(PlayerView::from_json(&text).map(drop));
    assert!(text.contains("history[0].tricks[0].cards[1].card: invalid type: string"), "{text}");
    let replay = ziegen_kriegen::Replay::record(&options(4, true), 5, &[]).unwrap().to_json();
    let mut replay: serde_json::Value = serde_json::from_str(&replay).unwrap();
    replay["options"] = serde_json::json!([4]);
    let text = match ziegen_kriegen::Replay::from_json(&replay.to_string()) {
        Err(ziegen_kriegen::ReplayError::Invalid(StateError::Document(DocumentError::Json(message)))) => message,
        other => panic!("{other:?}"),
    };
    assert!(text.contains("options: invalid type: sequence, expected a JSON object"), "{text}");
}

/// Every number of a state, view or replay (options included) read with a value of the wrong
/// JSON type is a JSON error naming its path in plain words; a negative one is out of the range
/// of its field and refused naming it. No message names a Rust type.
#[test]
fn numbers_of_the_wrong_type_are_named_in_plain_words() {
    let state: serde_json::Value = serde_json::from_str(&midgame().to_json()).unwrap();
    let view: serde_json::Value = serde_json::from_str(&midgame().view(0).to_json()).unwrap();
    let mut replay: serde_json::Value =
        serde_json::from_str(&ziegen_kriegen::Replay::record(&options(4, true), 5, &[]).unwrap().to_json()).unwrap();
    replay["moves"] = serde_json::json!([0]);
    let state_paths: &[&[&str]] = &[
        &["version"],
        &["round"],
        &["hands", "0", "0"],
        &["box", "0"],
        &["hill_stack", "0"],
        &["later_rounds", "0", "goats", "1"],
        &["later_rounds", "0", "hills", "0"],
        &["history", "0", "tricks", "0", "cards", "1", "card"],
        &["history", "0", "tricks", "0", "cards", "1", "seat"],
        &["history", "0", "tricks", "0", "taker"],
        &["history", "0", "hill", "0", "chosen"],
        &["current_trick", "0", "card"],
        &["leader"],
        &["to_act"],
        &["round_scores", "0", "0"],
        &["options", "players"],
        &["options", "start_player"],
        &["options", "rounds"],
    ];
    let view_paths: &[&[&str]] = &[
        &["version"],
        &["seat"],
        &["hand", "0"],
        &["hand_sizes", "2"],
        &["box_size"],
        &["hill_stack_size"],
        &["history", "0", "hill", "1", "card"],
        &["current_trick", "1", "seat"],
        &["options", "rounds"],
    ];
    let replay_paths: &[&[&str]] =
        &[&["version"], &["seed"], &["moves", "0"], &["options", "players"], &["options", "start_player"]];
    let table = [("state", &state, state_paths), ("view", &view, view_paths), ("replay", &replay, replay_paths)];
    let load = |kind: &str, text: &str| -> Result<(), String> {
        match kind {
            "state" => Game::from_json(text).map(drop).map_err(|e| format!("{e:?}|{e}")),
            "view" => PlayerView::from_json(text).map(drop).map_err(|e| format!("{e:?}|{e}")),
            _ => ziegen_kriegen::Replay::from_json(text)
                .and_then(|r| r.verify().map(drop))
                .map_err(|e| format!("{e:?}|{e}")),
        }
    };
    let wrong: [(&str, serde_json::Value); 5] = [
        ("string", "x".into()),
        ("bool", true.into()),
        ("fraction", 1.5.into()),
        ("array", serde_json::json!([1])),
        ("negative", (-1).into()),
    ];
    for (kind, doc, paths) in table {
        for path in paths {
            let shown = path.iter().enumerate().fold(String::new(), |mut out, (i, key)| {
                if key.parse::<usize>().is_ok() {
                    out.push_str(&format!("[{key}]"));
                } else {
                    if i > 0 {
                        out.push('.');
                    }
                    out.push_str(key);
                }
                out
            });
            for (what, value) in &wrong {
                let mut v = (*doc).clone();
                let mut slot = &mut v;
                for key in *path {
                    slot = match key.parse::<usize>() {
                        Ok(i) => &mut slot[i],
                        Err(_) => &mut slot[*key],
                    };
                }
                assert!(!slot.is_null(), "{kind} {shown} must exist");
                *slot = value.clone();
                let error = load(kind, &v.to_string()).expect_err(&format!("{kind} {shown} {what}"));
                let message = error.split_once('|').unwrap().1;
                assert!(message.contains(&shown), "{kind} {shown} {what}: {message}");
                for rust in ["u8", "u16", "u32", "u64", "i64", "usize", "struct"] {
                    assert!(!message.contains(rust), "{kind} {shown} {what}: {message}");
                }
                if *what == "negative" {
                    // A whole number, out of the range of the field (or, for the seed, refused
                    // as not a seed).
                    assert!(shown == "seed" || !error.contains("Json("), "{kind} {shown}: {error}");
                } else {
                    assert!(error.contains("Json("), "{kind} {shown} {what}: {error}");
                    assert!(
                        message.contains("expected a whole number")
                            || message.contains("expected a non-negative integer"),
                        "{kind} {shown} {what}: {message}"
                    );
                }
            }
        }
    }
}
