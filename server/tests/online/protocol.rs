//! The protocol as docs/online.md states it: games, creating tables (and the engine's refusals),
//! seeded tables dealing the engine's games, joins and leaves, the lobby, a table's document, the
//! socket's states, moves, stale turns and reconnecting with a token, the table's log.

use game_registry::dynamic::{kind_named, Recorded};
use serde_json::{json, Value};

use crate::common::{legal_actions, temp_dir, Client, Server};

#[test]
fn the_games_are_the_registry_s() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let (status, games) = server.get("/api/games");
    assert_eq!(status, 200);
    let names: Vec<&str> = games.as_array().unwrap().iter().map(|g| g["name"].as_str().unwrap()).collect();
    assert_eq!(names, game_registry::GAMES.iter().map(|g| g.name).collect::<Vec<_>>());
    for (game, info) in games.as_array().unwrap().iter().zip(game_registry::GAMES) {
        assert_eq!(game["title"], info.title);
        assert_eq!(game["minPlayers"], info.min_players);
        assert_eq!(game["maxPlayers"], info.max_players);
        let kind = kind_named(info.name).unwrap();
        for players in info.min_players..=info.max_players {
            let options: Value = serde_json::from_str(&kind.default_options_json(u32::from(players)).unwrap()).unwrap();
            assert_eq!(game["options"][players.to_string()], options);
        }
        let bots: Vec<&str> = game["bots"].as_array().unwrap().iter().map(|b| b.as_str().unwrap()).collect();
        assert!(bots.contains(&"random") && bots.contains(&"ismcts"), "{bots:?}");
        // The engine's names first, then the timed form of each search bot, each taken.
        let engine = kind.bot_names();
        assert_eq!(bots[..engine.len()], engine[..]);
        assert_eq!(bots[engine.len()..], ["ismcts:Nms", "expert:Nms"]);
        let table = json!({"game": info.name, "players": info.min_players, "bots": {"1": "expert:20ms"}});
        assert_eq!(server.post("/api/tables", &table).0, 201);
    }
}

#[test]
fn bad_tables_are_refused_with_the_engine_s_reasons() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let refused = |body: Value| {
        let (status, answer) = server.post("/api/tables", &body);
        assert_eq!(status, 400, "{body} -> {answer}");
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()), "{answer}");
        (answer["code"].as_str().unwrap().to_string(), answer["reason"].as_str().unwrap().to_string())
    };
    // The engine's codes and reasons, as each binding reports them.
    let kind = kind_named("le-baron").unwrap();
    let engine_reason = |players: u32| kind.new_game(players, 1).err().unwrap().reason;
    assert_eq!(refused(json!({"game": "chess", "players": 2})), ("invalid_argument".into(), "invalid_argument".into()));
    assert_eq!(refused(json!({"game": "le-baron", "players": 11})), ("setup".into(), engine_reason(11)));
    assert_eq!(refused(json!({"game": "le-baron", "players": 1})), ("setup".into(), engine_reason(1)));
    // A count past any seat number is refused alike.
    for players in [json!(256), json!(4_294_967_295u64), json!(4_294_967_296u64), json!(u64::MAX), json!(1e300)] {
        assert_eq!(refused(json!({"game": "le-baron", "players": players})), ("setup".into(), engine_reason(11)));
    }
    // So is one that is no whole number, its message saying what was written.
    for players in [json!(-1), json!(2.5)] {
        let (status, answer) = server.post("/api/tables", &json!({"game": "le-baron", "players": players}));
        assert_eq!((status, answer["code"].as_str()), (400, Some("setup")), "{players}");
        assert_eq!(answer["reason"], json!(engine_reason(1)), "{players}");
        assert!(answer["message"].as_str().unwrap().contains(&players.to_string()), "{answer}");
    }
    assert_eq!(refused(json!({"game": "le-baron", "players": "3"})).0, "invalid_request");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "options": {"colour": 1}})).1, "unknown_option");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "options": {"players": 4}})).1, "players");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "options": {"sixth_card_rule": 7}})).1, "json");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "bots": {"1": "genius"}})).0, "invalid_argument");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "bots": {"3": "random"}})).0, "invalid_seat");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "bots": {"01": "random"}})).0, "invalid_seat");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "bots": {"1": "ismcts:0ms"}})).0, "invalid_argument");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "seed": -1})).0, "invalid_request");
    assert_eq!(refused(json!({"game": "le-baron", "players": 3, "table": "mine"})).0, "invalid_request");
    // Nothing was created.
    assert_eq!(server.get("/api/tables").1, json!([]));
}

#[test]
fn a_seeded_table_deals_the_engine_s_game_with_its_options() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let kind = kind_named("ziegen-kriegen").unwrap();
    let mut options: Value = serde_json::from_str(&kind.default_options_json(4).unwrap()).unwrap();
    let changed = options
        .as_object()
        .unwrap()
        .iter()
        .find(|(k, v)| v.is_boolean() && *k != "players")
        .map(|(k, v)| (k.clone(), !v.as_bool().unwrap()));
    let mut given = json!({});
    if let Some((key, value)) = changed {
        options[&key] = json!(value);
        given[&key] = json!(value);
    }
    // A seed past 2^53, as digits in a string.
    let table = server
        .create(&json!({"game": "ziegen-kriegen", "players": 4, "seed": "18446744073709551557", "options": given}));
    let (_, info) = server.get(&format!("/api/tables/{table}"));
    assert_eq!(info["options"], options);
    let offline = Recorded::with_options(kind, &options.to_string(), 18_446_744_073_709_551_557).unwrap();
    let (_, token) = server.join(&table, "Ann");
    let mut ann = server.connect(&table, Some(&token));
    let state = ann.state();
    // While the table waits, the seat sees what a spectator sees (no hand yet).
    assert_eq!(state["view"], serde_json::from_str::<Value>(&offline.game().spectator_view().to_json()).unwrap());
    assert_eq!(state["status"], "waiting");
    assert!(legal_actions(&state).is_empty(), "no move before every seat is taken");
    // Once every seat is taken, each seat's view is the engine's of that deal (a second table
    // of the same seed and options: this one stays waiting for the lobby below).
    let full = server
        .create(&json!({"game": "ziegen-kriegen", "players": 4, "seed": "18446744073709551557", "options": given}));
    let tokens: Vec<String> = ["Bo", "Cy", "Di", "Ed"].iter().map(|name| server.join(&full, name).1).collect();
    assert_eq!(server.get(&format!("/api/tables/{full}")).1["status"], "playing");
    for (seat, token) in (0u8..).zip(&tokens) {
        let started = server.connect(&full, Some(token)).state();
        assert_eq!(started["view"], serde_json::from_str::<Value>(&offline.game().view(seat).to_json()).unwrap());
    }
    // Whoever chose the seed can know every hand: the table and the lobby say it was chosen, also
    // after a restart; a table with a drawn seed says it was not.
    let drawn = server.create(&json!({"game": "ziegen-kriegen", "players": 4}));
    drop(ann);
    let args = server.kill();
    let server = Server::start(&args.iter().map(String::as_str).collect::<Vec<_>>());
    for (id, seeded) in [(&table, true), (&drawn, false)] {
        assert_eq!(server.get(&format!("/api/tables/{id}")).1["seeded"], seeded, "{id}");
        let (_, lobby) = server.get("/api/tables");
        let listed = lobby.as_array().unwrap().iter().find(|t| t["table"] == *id).cloned().unwrap();
        assert_eq!(listed["seeded"], seeded, "{id} in the lobby");
    }
}

#[test]
fn joins_take_free_seats_and_the_game_starts_when_all_are_taken() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "herr-der-ziegen", "players": 3, "bots": {"1": "greedy"}}));
    let (status, lobby) = server.get("/api/tables");
    assert_eq!(status, 200);
    assert_eq!(lobby.as_array().unwrap().iter().filter(|t| t["table"] == table).count(), 1);
    let (_, info) = server.get(&format!("/api/tables/{table}"));
    assert_eq!(info["status"], "waiting");
    assert_eq!(info["turn"], 0);
    assert_eq!(info["players"], 3);
    assert_eq!(info["game"], "herr-der-ziegen");
    assert_eq!(
        info["seats"],
        json!([{"seat": 0, "kind": "free", "name": null}, {"seat": 1, "kind": "bot", "name": "greedy"}, {"seat": 2, "kind": "free", "name": null}])
    );
    let join = |body: Value| server.post(&format!("/api/tables/{table}/join"), &body);
    assert_eq!(join(json!({"name": "Bo", "seat": 1})).0, 409, "a bot's seat is taken");
    assert_eq!(join(json!({"name": "Bo", "seat": 1})).1["code"], "seat_taken");
    for seat in [json!(3), json!(-1), json!(256), json!(4_294_967_296u64), json!(u64::MAX), json!(1e300), json!(1.5)] {
        assert_eq!(join(json!({"name": "Bo", "seat": seat})).1["code"], "invalid_seat", "seat {seat}");
    }
    let (status, bo) = join(json!({"name": "Bo", "seat": 2}));
    assert_eq!(status, 200);
    assert_eq!(bo["seat"], 2);
    assert!(bo["token"].as_str().unwrap().len() >= 32, "at least 128 bits");
    let mut spectator = server.connect(&table, None);
    assert_eq!(spectator.state()["status"], "waiting");
    let (_, ann) = join(json!({"name": "Ann"}));
    assert_eq!(ann["seat"], 0);
    let state = spectator.state();
    assert_eq!(state["status"], "playing");
    assert_eq!(state["seats"][0], json!({"seat": 0, "kind": "player", "name": "Ann"}));
    let (status, full) = join(json!({"name": "Cy"}));
    assert_eq!((status, full["code"].as_str()), (409, Some("table_full")));
    // The lobby lists only tables with free seats.
    assert!(server.get("/api/tables").1.as_array().unwrap().iter().all(|t| t["table"] != table));
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["status"], "playing");
}

#[test]
fn moves_answer_with_states_refusals_change_nothing_and_a_token_resumes_its_seat() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "herr-der-ziegen", "players": 2, "seed": 5}));
    let (_, token0) = server.join(&table, "Ann");
    let (_, token1) = server.join(&table, "Bo");
    let mut clients = [server.connect(&table, Some(&token0)), server.connect(&table, Some(&token1))];
    let states = [clients[0].state(), clients[1].state()];
    let current = if legal_actions(&states[0]).is_empty() { 1 } else { 0 };
    let other = 1 - current;
    let legal = legal_actions(&states[current]);
    assert!(!legal.is_empty() && legal_actions(&states[other]).is_empty());
    // A stale turn, an illegal move, an unknown action, the other seat: refused, nothing changes.
    clients[current].send_move(legal[0], 7);
    let stale = clients[current].expect_error("stale_turn");
    assert_eq!(stale["reason"], "stale_turn");
    let illegal = (0..10_000)
        .find(|id| {
            !legal.contains(id)
                && kind_named("herr-der-ziegen").unwrap().new_game(2, 5).unwrap().describe_action(*id as u32).is_ok()
        })
        .unwrap();
    clients[current].send_move(illegal, 0);
    let refusal = clients[current].expect_error("illegal_move");
    assert!(refusal["reason"].as_str().is_some_and(|r| !r.is_empty()));
    clients[current].send_move(99_999, 0);
    clients[current].expect_error("unknown_action");
    clients[other].send_move(legal[0], 0);
    clients[other].expect_error("not_your_turn");
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 0);
    // The move: both seats get their new state at turn 1.
    clients[current].send_move(legal[0], 0);
    let mine = clients[current].state();
    assert_eq!(mine["turn"], 1);
    let after = clients[other].state();
    assert_eq!(after["turn"], 1);
    // Reconnecting with the same token resumes the seat, at the same state.
    let token = if other == 0 { &token0 } else { &token1 };
    drop(std::mem::replace(&mut clients[other], server.connect(&table, Some(token))));
    let resumed = clients[other].state();
    assert_eq!(resumed, after);
    // Whoever decides now plays on.
    let mover = if legal_actions(&resumed).is_empty() { current } else { other };
    let legal = if mover == other { legal_actions(&resumed) } else { legal_actions(&mine) };
    clients[mover].send_move(legal[0], 1);
    assert_eq!(clients[other].state()["turn"], 2);
}

#[test]
fn the_log_gives_a_late_connection_every_move_s_events() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "ziegen-kriegen", "players": 3, "bots": {"2": "random"}}));
    // A waiting table: no moves yet, for a spectator and for a seat.
    let (_, token) = server.join(&table, "Ann");
    let empty = json!({"table": table, "seat": null, "turn": 0, "moves": []});
    assert_eq!(server.get(&format!("/api/tables/{table}/log")), (200, empty));
    let (status, log) = server.get(&format!("/api/tables/{table}/log?token={token}"));
    assert_eq!((status, &log["seat"], &log["moves"]), (200, &json!(0), &json!([])));
    let (_, other) = server.join(&table, "Bo");
    let tokens = [token, other];
    let mut clients = [server.connect(&table, Some(&tokens[0])), server.connect(&table, Some(&tokens[1]))];
    let mut states = [clients[0].state(), clients[1].state()];
    let mut sent = [Vec::new(), Vec::new()];
    // Seats 0 and 1 play their first cards; the random bot at seat 2 answers.
    while states[0]["turn"].as_u64().unwrap() < 6 {
        let mover = (0..2).find(|&seat| !legal_actions(&states[seat]).is_empty());
        if let Some(mover) = mover {
            let turn = states[mover]["turn"].as_u64().unwrap();
            clients[mover].send_move(legal_actions(&states[mover])[0], turn);
        }
        for seat in 0..2 {
            states[seat] = clients[seat].state();
            sent[seat].push(states[seat].clone());
        }
    }
    // A connection that comes now (a reload) is sent the last move only; the log has them all.
    for seat in 0..2 {
        let (status, log) = server.get(&format!("/api/tables/{table}/log?token={}", tokens[seat]));
        assert_eq!(status, 200);
        let turn = log["turn"].as_u64().unwrap();
        assert!(turn >= 6, "{log}");
        let moves = log["moves"].as_array().unwrap();
        assert_eq!(moves.len() as u64, turn);
        // Every state carried one move's events and the view after it, in order: the log
        // repeats them.
        assert!(moves.len() >= sent[seat].len());
        for (number, (logged, state)) in (1..).zip(moves.iter().zip(&sent[seat])) {
            assert_eq!(state["turn"], number);
            assert_eq!(logged, &json!({"turn": number, "view": state["view"], "events": state["events"]}));
        }
        // Moves after the last, up to the largest count: none, and no harm.
        for after in [turn, u64::from(u32::MAX)] {
            let path = format!("/api/tables/{table}/log?token={}&after={after}", tokens[seat]);
            let (status, none) = server.get(&path);
            assert_eq!((status, &none["moves"], &none["turn"]), (200, &json!([]), &json!(turn)));
        }
        let (status, refused) = server.get(&format!("/api/tables/{table}/log?after=-1"));
        assert_eq!((status, refused["code"].as_str()), (400, Some("invalid_request")));
        let reloaded = server.connect(&table, Some(&tokens[seat])).state();
        assert_eq!(moves.last().unwrap()["events"], reloaded["events"]);
        assert_eq!(moves.last().unwrap()["view"], reloaded["view"]);
        assert_eq!(moves.last().unwrap()["turn"], reloaded["turn"]);
    }
}

#[test]
fn a_player_leaves_a_waiting_table_and_the_last_one_closes_it() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "le-baron", "players": 4, "bots": {"3": "random"}}));
    let leave = format!("/api/tables/{table}/leave");
    let (_, ann) = server.join(&table, "Ann");
    let (_, bo) = server.join(&table, "Bo");
    assert_eq!(server.get(&format!("/api/tables/{table}")).1["status"], "waiting");
    let mut spectator = server.connect(&table, None);
    let watched = spectator.state();
    // While the table waits, a seat is shown what a spectator sees: no hand, which a seat given
    // up would have shown to whoever took it next.
    let mut bos_socket = server.connect(&table, Some(&bo));
    let waiting = bos_socket.state();
    assert_eq!((waiting["seat"].as_u64(), &waiting["view"]), (Some(1), &watched["view"]));
    assert!(waiting["view"]["format"].as_str().unwrap().ends_with("/spectator-view"), "{waiting}");
    // Refused, nothing changes: a token that is no seat's, a body that is not {"token"}.
    let (status, refusal) = server.post(&leave, &json!({"token": "ab".repeat(32)}));
    assert_eq!((status, refusal["code"].as_str()), (403, Some("invalid_token")));
    let (status, refusal) = server.post(&leave, &json!({"token": ann, "seat": 0}));
    assert_eq!((status, refusal["code"].as_str()), (400, Some("invalid_request")));
    let (status, refusal) = server.post("/api/tables/000000000000000000000000/leave", &json!({"token": ann}));
    assert_eq!((status, refusal["code"].as_str()), (404, Some("unknown_table")));
    // Bo leaves: seat 1 is free again, the table waits on, every connection hears of it.
    assert_eq!(server.post(&leave, &json!({"token": bo})), (200, json!({"table": table, "seat": 1, "closed": false})));
    // Bo's open connection is closed: the seat is no longer his to watch or play.
    bos_socket.expect_error("seat_left");
    assert_eq!(bos_socket.close_code(), Some(4000));
    let seats = spectator.state()["seats"].clone();
    assert_eq!(seats[1], json!({"seat": 1, "kind": "free", "name": null}));
    assert_eq!(seats[0]["name"], "Ann");
    let (_, lobby) = server.get("/api/tables");
    let listed = lobby.as_array().unwrap().iter().find(|t| t["table"] == table).expect("in the lobby");
    assert_eq!(listed["seats"], seats);
    // Bo's token is no seat's any more; the seat is free for another.
    assert_eq!(server.post(&leave, &json!({"token": bo})).0, 403);
    let (seat, cy) = server.join(&table, "Cy");
    assert_eq!(seat, 1);
    assert_eq!(spectator.state()["seats"][1]["name"], "Cy");
    assert_eq!(server.post(&leave, &json!({"token": cy})).1["closed"], false);
    spectator.state();
    // Ann, the last person, leaves: the table is closed, gone from the lobby and the store.
    assert_eq!(server.post(&leave, &json!({"token": ann})), (200, json!({"table": table, "seat": 0, "closed": true})));
    let closing = spectator.expect_error("table_closed");
    assert!(closing["message"].as_str().unwrap().contains("last player left"), "{closing}");
    assert_eq!(spectator.close_code(), Some(4000));
    assert_eq!(server.get(&format!("/api/tables/{table}")).0, 404);
    let (_, lobby) = server.get("/api/tables");
    assert!(lobby.as_array().unwrap().iter().all(|t| t["table"] != table));
    // Once the game has started, a seat is not left.
    let started = server.create(&json!({"game": "herr-der-ziegen", "players": 2, "bots": {"1": "random"}}));
    let (_, dee) = server.join(&started, "Dee");
    let (status, refusal) = server.post(&format!("/api/tables/{started}/leave"), &json!({"token": dee}));
    assert_eq!((status, refusal["code"].as_str()), (409, Some("table_started")));
    assert_eq!(server.get(&format!("/api/tables/{started}")).1["seats"][0]["name"], "Dee");
}

#[test]
fn every_refusal_over_http_is_a_json_refusal() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "le-baron", "players": 2}));
    let socket = format!("/api/tables/{table}/socket");
    let cases = [
        ("GET", "/api".to_string(), 404, "unknown_route"),
        ("GET", "/api/".to_string(), 404, "unknown_route"),
        ("GET", "/api/nothing".to_string(), 404, "unknown_route"),
        ("PUT", "/api/nothing".to_string(), 404, "unknown_route"),
        ("DELETE", "/api/tables".to_string(), 405, "unknown_route"),
        ("POST", "/api/games".to_string(), 405, "unknown_route"),
        ("GET", format!("/api/tables/{table}/join"), 405, "unknown_route"),
        ("GET", format!("/api/tables/{table}/leave"), 405, "unknown_route"),
        // The socket's address asked without a WebSocket handshake, or with a bad query.
        ("GET", socket.clone(), 400, "invalid_request"),
        ("GET", format!("{socket}?token=a&token=b"), 400, "invalid_request"),
        ("GET", format!("{socket}?Token=a"), 400, "invalid_request"),
        ("GET", "/api/tables/000000000000000000000000/socket".to_string(), 404, "unknown_table"),
        // The log's query, token and table.
        ("GET", format!("/api/tables/{table}/log?token=a&token=b"), 400, "invalid_request"),
        ("GET", format!("/api/tables/{table}/log?seat=0"), 400, "invalid_request"),
        ("GET", format!("/api/tables/{table}/log?token=not-a-token"), 403, "invalid_token"),
        ("GET", "/api/tables/000000000000000000000000/log".to_string(), 404, "unknown_table"),
        ("POST", format!("/api/tables/{table}/log"), 405, "unknown_route"),
    ];
    for (method, path, status, code) in cases {
        let (got, answer) = server.request(method, &path);
        assert_eq!((got, answer["code"].as_str()), (status, Some(code)), "{method} {path}: {answer}");
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()), "{method} {path}: {answer}");
    }
}

#[test]
fn unknown_tables_and_tokens_are_refused() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    for path in ["/api/tables/000000000000000000000000", "/api/tables/..%2f..%2fetc", "/api/tables/x"] {
        let (status, answer) = server.get(path);
        assert_eq!((status, answer["code"].as_str()), (404, Some("unknown_table")), "{path}");
    }
    let (status, answer) = server.post("/api/tables/000000000000000000000000/join", &json!({"name": "Ann"}));
    assert_eq!((status, answer["code"].as_str()), (404, Some("unknown_table")));
    let refusal = |table: &str, token: Option<&str>| match Client::connect(&server.url, table, token) {
        Err(e) => match *e {
            tungstenite::Error::Http(response) => response.status().as_u16(),
            other => panic!("{other}"),
        },
        Ok(_) => panic!("the socket opened"),
    };
    assert_eq!(refusal("000000000000000000000000", None), 404);
    let table = server.create(&json!({"game": "le-baron", "players": 2}));
    let (_, token) = server.join(&table, "Ann");
    assert_eq!(refusal(&table, Some("not-a-token")), 403);
    let mut wrong = token.clone();
    wrong.replace_range(..1, if token.starts_with('0') { "1" } else { "0" });
    assert_eq!(refusal(&table, Some(&wrong)), 403);
    assert_eq!(server.connect(&table, Some(&token)).state()["seat"], 0);
    assert_eq!(server.get("/api/nowhere").0, 404);
}
