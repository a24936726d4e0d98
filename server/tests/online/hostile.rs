//! Hostile input: each is answered with an error, changes nothing, and keeps the connection
//! where that makes sense. docs/reliability.md lists them.

use serde_json::json;

use crate::common::{legal_actions, temp_dir, wait_until, Client, Server};

/// A started 2-player table at `server`: its id, and the two seats' connections after their
/// first state, the seat to move first.
fn started(server: &Server) -> (String, [Client; 2], Vec<u64>) {
    let table = server.create(&json!({"game": "herr-der-ziegen", "players": 2, "seed": 11}));
    let (_, a) = server.join(&table, "Ann");
    let (_, b) = server.join(&table, "Bo");
    let mut a = server.connect(&table, Some(&a));
    let mut b = server.connect(&table, Some(&b));
    let (sa, sb) = (a.state(), b.state());
    let (first, second, legal) =
        if legal_actions(&sa).is_empty() { (b, a, legal_actions(&sb)) } else { (a, b, legal_actions(&sa)) };
    (table, [first, second], legal)
}

#[test]
fn malformed_messages_are_refused_and_the_connection_kept() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let (table, [mut mover, mut other], legal) = started(&server);
    let cases: [(&str, &str); 9] = [
        ("{", "invalid_message"),
        ("null", "invalid_message"),
        ("[\"move\"]", "invalid_message"),
        (r#"{"type": 7}"#, "invalid_message"),
        (r#"{"type": "move", "actionId": "1", "turn": 0}"#, "invalid_message"),
        (r#"{"type": "move", "actionId": 1}"#, "invalid_message"),
        (r#"{"type": "move", "actionId": 1, "turn": 0, "seat": 1}"#, "invalid_message"),
        (r#"{"type": "chat", "text": "<script>"}"#, "unknown_type"),
        (r#"{"type": "move", "actionId": 4294967296, "turn": 0}"#, "unknown_action"),
    ];
    for (text, code) in cases {
        mover.send_text(text);
        let refusal = mover.expect_error(code);
        assert!(refusal["message"].as_str().is_some_and(|m| m.len() < 300), "{refusal}");
    }
    mover.send_binary(vec![0xff; 16]);
    mover.expect_error("invalid_message");
    // A message over --max-message-bytes (4096 by default): refused, connection kept.
    mover.send_text(&format!(r#"{{"type": "move", "actionId": 1, "turn": 0, "pad": "{}"}}"#, "x".repeat(5000)));
    mover.expect_error("too_large");
    mover.send_binary(vec![0xff; 5000]);
    mover.expect_error("too_large");
    // Nothing changed, and the connection still plays.
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 0);
    mover.send_move(legal[0], 0);
    assert_eq!(mover.state()["turn"], 1);
    assert_eq!(other.state()["turn"], 1);
}

#[test]
fn a_message_too_large_to_read_closes_only_its_connection() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &["--max-message-bytes", "1024"]);
    let (table, [mut mover, mut other], legal) = started(&server);
    // 16 times the limit is read and refused; past it the connection is closed.
    mover.send_text(&"x".repeat(20 * 1024));
    assert_eq!(mover.close_code(), Some(1009), "the connection closes as \"message too big\"");
    other.send_text("{}");
    other.expect_error("invalid_message");
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 0);
    let (_, info) = server.get(&format!("/api/tables/{table}"));
    assert_eq!(info["status"], "playing");
    let _ = legal;
}

#[test]
fn a_flood_is_rate_limited_and_the_connection_kept() {
    let dir = temp_dir();
    // A burst of 3 and almost no refill: exactly 3 of the flood's messages are read.
    let server = Server::sqlite(dir.path(), &["--rate-limit", "0.001", "--rate-burst", "3"]);
    let (table, [mut mover, mut other], legal) = started(&server);
    for _ in 0..10 {
        other.send_text(r#"{"type": "move", "actionId": 0, "turn": 0}"#);
    }
    let codes: Vec<String> = (0..10).map(|_| other.recv()["code"].as_str().unwrap().to_string()).collect();
    assert_eq!(codes.iter().filter(|c| *c != "rate_limited").count(), 3, "{codes:?}");
    assert_eq!(codes.iter().filter(|c| *c == "rate_limited").count(), 7, "{codes:?}");
    // The flooding connection still hears the table.
    mover.send_move(legal[0], 0);
    assert_eq!(mover.state()["turn"], 1);
    assert_eq!(other.state()["turn"], 1);
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 1);
}

#[test]
fn bad_bodies_and_names_are_refused() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &["--max-body-bytes", "2048"]);
    let (status, answer) = server.post_text("/api/tables", "{not json");
    assert_eq!((status, answer["code"].as_str()), (400, Some("invalid_request")));
    let (status, answer) =
        server.post_text("/api/tables", &format!(r#"{{"game": "{}", "players": 2}}"#, "x".repeat(4096)));
    assert_eq!((status, answer["code"].as_str()), (413, Some("too_large")));
    let table = server.create(&json!({"game": "le-baron", "players": 3}));
    let join = |name: &str| server.post(&format!("/api/tables/{table}/join"), &json!({"name": name}));
    for name in ["", "   ", "Ann\u{0}", "Ann\nBo", "\u{202E}nnA", "\u{7}", &"x".repeat(33)] {
        let (status, answer) = join(name);
        assert_eq!((status, answer["code"].as_str()), (400, Some("invalid_name")), "{name:?}");
    }
    let (status, answer) = server.post_text(&format!("/api/tables/{table}/join"), r#"{"name": 7}"#);
    assert_eq!((status, answer["code"].as_str()), (400, Some("invalid_request")));
    // Nobody sat down.
    let (_, info) = server.get(&format!("/api/tables/{table}"));
    assert!(info["seats"].as_array().unwrap().iter().all(|s| s["kind"] == "free"), "{info}");
    // Markup is a name like any other: kept as it is (clients show names as text).
    let markup = "<img src=x onerror=alert(1)>";
    assert_eq!(join(markup).0, 200);
    let (_, info) = server.get(&format!("/api/tables/{table}"));
    assert_eq!(info["seats"][0]["name"], markup);
}

#[test]
fn a_move_after_the_end_is_refused() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    // Bots play a whole game while a person watches from seat 0... who then moves too late.
    let table = server.create(&json!({"game": "le-baron", "players": 2, "seed": 3, "bots": {"1": "random"}}));
    let (_, token) = server.join(&table, "Ann");
    let mut ann = server.connect(&table, Some(&token));
    let mut last;
    loop {
        last = ann.state();
        if last["status"] == "over" {
            break;
        }
        let legal = legal_actions(&last);
        if let Some(&action) = legal.first() {
            ann.send_move(action, last["turn"].as_u64().unwrap());
        }
    }
    let turn = last["turn"].as_u64().unwrap();
    ann.send_move(0, turn);
    assert_eq!(ann.expect_error("game_over")["reason"], "game_over");
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], turn);
    assert!(last["scores"]["winners"].is_array());
}

#[test]
fn idle_tables_expire() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &["--idle-expiry", "1"]);
    let table = server.create(&json!({"game": "ziegen-kriegen", "players": 3}));
    let mut watcher = server.connect(&table, None);
    assert_eq!(watcher.state()["status"], "waiting");
    // Told, then closed.
    let told = watcher.expect_error("table_expired");
    assert!(told["message"].as_str().is_some());
    assert!(watcher.try_recv().is_err());
    wait_until("the table is gone", || server.get(&format!("/api/tables/{table}")).0 == 404);
    let (status, answer) = server.post(&format!("/api/tables/{table}/join"), &json!({"name": "Ann"}));
    assert_eq!((status, answer["code"].as_str()), (404, Some("unknown_table")));
}
