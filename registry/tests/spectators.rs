//! What an observer without a seat, or a seat, is told through the game-erased layer, for every
//! game of the registry: the events of the last move as each may know them, and the spectator's
//! view, loaded with its checks (a game server and the bindings rely on both).

use game_registry::dynamic::{kind_named, DynGame, LegalIds, Problem, MAX_LEGAL_MOVES};
use game_registry::GAMES;
use serde_json::Value;

/// A game of `name` for `players` after `moves` moves, each the last legal one.
fn played(name: &str, players: u32, moves: usize) -> Box<dyn DynGame> {
    let mut game = kind_named(name).unwrap().new_game(players, 11).unwrap();
    let mut ids: LegalIds = [0; MAX_LEGAL_MOVES];
    for _ in 0..moves {
        if game.current_player().is_none() {
            break;
        }
        let n = game.legal_ids(&mut ids);
        game.apply(None, ids[n - 1]).unwrap();
    }
    game
}

#[test]
fn a_spectator_view_loads_back_and_answers_as_the_game() {
    for info in GAMES {
        for moves in [0, 7, 40] {
            let game = played(info.name, u32::from(info.min_players.max(3)), moves);
            let view = game.spectator_view();
            let json = view.to_json();
            let document: Value = serde_json::from_str(&json).unwrap();
            assert_eq!(document["format"], format!("{}/spectator-view", info.name));
            assert_eq!(document["version"], 1);
            assert!(document.get("seat").is_none(), "{json}");
            let loaded = game.kind().load_spectator_view(&json).unwrap();
            assert_eq!(loaded.to_json(), json);
            assert_eq!(
                (loaded.players(), loaded.current_player(), loaded.phase(), loaded.turn()),
                (game.players(), game.current_player(), game.phase(), game.turn())
            );
        }
    }
}

#[test]
fn a_spectator_view_holds_no_field_only_a_seat_knows() {
    for info in GAMES {
        let game = played(info.name, 3, 5);
        let spectator: Value = serde_json::from_str(&game.spectator_view().to_json()).unwrap();
        for seat in 0..3 {
            let view: Value = serde_json::from_str(&game.view(seat).to_json()).unwrap();
            for (name, value) in spectator.as_object().unwrap() {
                if name == "format" {
                    continue;
                }
                if view.get(name) != Some(value) {
                    // A field that differs from the seat's is a public summary of a private one
                    // (Herr der Ziegen's hands: their public cards and sizes).
                    assert_eq!(name, "hands", "{}: {name}", info.name);
                }
            }
            for private in ["seat", "hand", "choice"] {
                assert!(spectator.get(private).is_none(), "{}: {private}", info.name);
            }
        }
    }
}

#[test]
fn refused_spectator_views_say_why() {
    for info in GAMES {
        let game = played(info.name, 3, 9);
        let kind = game.kind();
        let json = game.spectator_view().to_json();
        let mut document: Value = serde_json::from_str(&json).unwrap();
        let refuse = |text: &str| kind.load_spectator_view(text).err().unwrap_or_else(|| panic!("{text} loaded"));

        // A seat's view is no spectator view, nor is a state.
        let error = refuse(&game.view(0).to_json());
        assert_eq!((error.problem, error.reason.as_str()), (Problem::InvalidState, "format"), "{}", info.name);
        assert_eq!(refuse(&game.to_json()).reason, "format");
        // Not JSON, not an object, a field twice, an unknown field, a missing one.
        assert_eq!(refuse("{").problem, Problem::InvalidJson);
        assert_eq!(refuse("[]").problem, Problem::InvalidJson);
        let twice = json.replacen('{', &format!("{{\"format\":\"{}/spectator-view\",", info.name), 1);
        assert_eq!(refuse(&twice).problem, Problem::InvalidJson, "{twice}");
        let mut unknown = document.clone();
        unknown["hand"] = Value::Array(Vec::new());
        assert_eq!(refuse(&unknown.to_string()).problem, Problem::InvalidJson);
        let name = document.as_object().unwrap().keys().find(|k| *k != "format" && *k != "version").unwrap().clone();
        let mut missing = document.clone();
        missing.as_object_mut().unwrap().remove(&name);
        let error = refuse(&missing.to_string());
        assert_eq!(error.problem, Problem::InvalidJson, "{}: without {name}: {}", info.name, error.message);
        // Another version.
        document["version"] = Value::from(2);
        let error = refuse(&document.to_string());
        assert_eq!(error.reason, "version", "{}", info.name);
    }
}

#[test]
fn a_spectator_view_that_no_game_could_show_is_refused() {
    // A card in two places, a count that does not add up: each game's own checks of a view.
    let tampered = [
        ("herr-der-ziegen", "pile_size", Value::from(3)),
        ("ziegen-kriegen", "box_size", Value::from(0)),
        ("le-baron", "box_count", Value::from(0)),
    ];
    for (name, field, value) in tampered {
        let game = played(name, 3, 4);
        let mut document: Value = serde_json::from_str(&game.spectator_view().to_json()).unwrap();
        assert_ne!(document[field], value, "{name}: pick another value");
        document[field] = value;
        let error = game.kind().load_spectator_view(&document.to_string()).err().expect("refused");
        assert_eq!(error.problem, Problem::InvalidState, "{name}: {}", error.message);
    }
}

#[test]
fn events_for_each_observer_through_the_erased_layer() {
    for info in GAMES {
        let mut game = kind_named(info.name).unwrap().new_game(3, 5).unwrap();
        assert_eq!(game.last_events_for_json(None).unwrap(), "[]", "no move yet");
        let mut ids: LegalIds = [0; MAX_LEGAL_MOVES];
        let n = game.legal_ids(&mut ids);
        game.apply(None, ids[n - 1]).unwrap();
        let all = game.last_events_json().unwrap();
        assert_ne!(all, "[]");
        for seat in [Some(0), Some(1), Some(2), None] {
            let seen: Value = serde_json::from_str(&game.last_events_for_json(seat).unwrap()).unwrap();
            assert!(seen.is_array());
        }
        for seat in [3, 10, u32::MAX] {
            let error = game.last_events_for_json(Some(seat)).unwrap_err();
            assert_eq!(error.problem, Problem::InvalidArgument, "{}: seat {seat}", info.name);
        }
    }
}

#[test]
fn le_baron_draws_are_named_to_the_drawer_alone() {
    let mut game = kind_named("le-baron").unwrap().new_game(3, 2).unwrap();
    let mut ids: LegalIds = [0; MAX_LEGAL_MOVES];
    let mut draws = 0;
    while game.current_player().is_some() {
        game.legal_ids(&mut ids);
        game.apply(None, ids[0]).unwrap();
        let all: Vec<Value> = serde_json::from_str(&game.last_events_json().unwrap()).unwrap();
        for (i, event) in all.iter().enumerate().filter(|(_, e)| e["event"] == "cards_drawn") {
            draws += 1;
            let drawer = event["seat"].as_u64().unwrap() as u32;
            for observer in [Some(0), Some(1), Some(2), None] {
                let seen: Vec<Value> = serde_json::from_str(&game.last_events_for_json(observer).unwrap()).unwrap();
                assert_eq!(seen.len(), all.len());
                let cards = seen[i]["cards"].as_array().unwrap();
                assert_eq!(seen[i]["count"], event["count"]);
                if observer == Some(drawer) {
                    assert_eq!(seen[i], *event);
                } else {
                    assert!(cards.is_empty(), "{observer:?} sees {drawer}'s cards");
                }
            }
        }
    }
    assert!(draws > 0);
}
