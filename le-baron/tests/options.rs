//! Options: `Options::new` checks the player count; in JSON, reading checks only the types, and
//! whether the options set up a game is a setup error from `Options::validate` and
//! `Game::with_options`, as in the other games.

use le_baron::prelude::*;
use le_baron::{Game, Options, Replay, ReplayError, SetupError, DEFAULT_DECK};
use serde_json::{json, Value};

fn default_json() -> Value {
    json!({"players": 4, "sixth_card_rule": true, "heads_are_positive": false, "deck": DEFAULT_DECK, "cards": null})
}

fn read(v: &Value) -> Result<Options, serde_json::Error> {
    serde_json::from_value(v.clone())
}

#[test]
fn options_write_and_read_every_field() {
    let options = read(&default_json()).unwrap();
    assert_eq!(serde_json::to_value(&options).unwrap(), default_json());
    assert!(Game::with_options(&options, 1).is_ok());
    let heads: Vec<le_baron::Heads> = le_baron::cards::RECONSTRUCTED.all_heads();
    let mut v = default_json();
    v["deck"] = json!("printed");
    v["cards"] = json!(heads);
    let options = read(&v).unwrap();
    assert_eq!(options.cards.as_deref(), Some(heads.as_slice()));
    assert_eq!(serde_json::to_value(&options).unwrap(), v);
}

type Edit = fn(&mut Value);

#[test]
fn options_that_set_up_no_game_are_read_and_refused_by_setup() {
    let edits: Vec<(Edit, SetupError)> = vec![
        (|v| v["players"] = json!(11), SetupError::PlayerCount(11)),
        (|v| v["players"] = json!(0), SetupError::PlayerCount(0)),
        (|v| v["players"] = json!(255), SetupError::PlayerCount(255)),
        (|v| v["deck"] = json!(""), SetupError::Deck("a deck id has 1 to 40 characters")),
        (
            |v| v["deck"] = json!("other"),
            SetupError::Deck("a deck other than the shipped one must give its card table"),
        ),
        (
            |v| v["cards"] = json!(vec![[1, 0, 0, 0, 0, 0]; 110]),
            SetupError::Deck("a replacement table needs its own deck id, not the shipped one's"),
        ),
        (
            |v| {
                v["deck"] = json!("short");
                v["cards"] = json!(vec![[1, 0, 0, 0, 0, 0]; 109]);
            },
            SetupError::CardCount(109),
        ),
        (
            |v| {
                v["deck"] = json!("no-heads");
                v["cards"] = json!(vec![[0, 0, 0, 0, 0, 0]; 110]);
            },
            SetupError::CardHeads { card: 1, problem: "a card must show at least one head" },
        ),
    ];
    for (edit, expected) in edits {
        let mut v = default_json();
        edit(&mut v);
        let options = read(&v).unwrap_or_else(|e| panic!("{v}: {e}"));
        assert_eq!(options.validate().map(|_| ()), Err(expected.clone()), "{v}");
        assert_eq!(Game::with_options(&options, 1).map(|_| ()), Err(expected.clone()), "{v}");
        // A replay with such options reads, and reports the setup error when replayed.
        let replay =
            json!({"format": "le-baron/replay", "version": 1, "seed": 1, "options": v, "moves": [], "checksums": []});
        let replay = Replay::from_json(&replay.to_string()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replay.verify().map(|_| ()), Err(ReplayError::Setup(expected)));
    }
}

#[test]
fn options_of_the_wrong_shape_are_json_errors() {
    let edits: Vec<Edit> = vec![
        |v| v["players"] = json!("four"),
        |v| v["players"] = json!(256),
        |v| v["players"] = json!(-1),
        |v| v["sixth_card_rule"] = json!(1),
        |v| v["cards"] = json!([[1, 0, 0, 0, 0]]),
        |v| v["cards"] = json!([[1, 0, 0, 0, 0, 256]]),
        |v| drop(v.as_object_mut().unwrap().remove("cards")),
        |v| drop(v.as_object_mut().unwrap().remove("players")),
        |v| v["extra"] = json!(true),
    ];
    for edit in edits {
        let mut v = default_json();
        edit(&mut v);
        assert!(read(&v).is_err(), "{v}");
    }
}

#[test]
fn a_state_still_names_the_field_of_bad_options() {
    let mut v: Value = serde_json::from_str(&Game::new(3, 1).unwrap().to_json()).unwrap();
    v["options"]["players"] = json!(300);
    let err = Game::from_json(&v.to_string()).unwrap_err();
    assert_eq!(err.to_string(), "options.players: 300 is out of range (a player count is 2 to 10)");
    v["options"]["players"] = json!(11);
    let err = Game::from_json(&v.to_string()).unwrap_err();
    assert_eq!(err, le_baron::StateError::Setup(SetupError::PlayerCount(11)));
}

#[test]
fn new_options_check_the_player_count() {
    for players in 0..=12u8 {
        let options = Options::new(players);
        if (2..=10).contains(&players) {
            let options = options.unwrap();
            assert_eq!(options.players, players);
            assert!(options.sixth_card_rule && !options.heads_are_positive && options.cards.is_none());
            assert_eq!(options.deck, DEFAULT_DECK);
            assert!(options.validate().is_ok());
        } else {
            assert_eq!(options, Err(SetupError::PlayerCount(u32::from(players))));
            assert_eq!(Game::new(players, 1).unwrap_err(), SetupError::PlayerCount(u32::from(players)));
        }
    }
}
