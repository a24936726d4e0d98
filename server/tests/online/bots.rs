//! Bots play on the server: every named bot finishes games of every game, and a bot that
//! thinks for long delays no other table (it thinks on the blocking pool, not on the runtime's
//! threads).

use serde_json::json;

use crate::common::{legal_actions, temp_dir, Server};

#[test]
fn every_named_bot_plays_whole_games_of_every_game() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    for info in game_registry::GAMES {
        let kind = game_registry::dynamic::kind_named(info.name).unwrap();
        let mut names: Vec<String> =
            kind.bot_names().into_iter().filter(|n| !n.contains(":N")).map(str::to_string).collect();
        names.extend(["ismcts:20".to_string(), "ismcts:5ms".to_string()]);
        let players = info.min_players.max(3).min(info.max_players);
        // Every name sits at some table; each table is all bots, so it starts at once.
        for chunk in names.chunks(usize::from(players)) {
            let bots: serde_json::Map<String, serde_json::Value> =
                (0..players).map(|seat| (seat.to_string(), json!(chunk[usize::from(seat) % chunk.len()]))).collect();
            let table = server.create(&json!({"game": info.name, "players": players, "seed": 9, "bots": bots}));
            let mut spectator = server.connect(&table, None);
            let mut state = spectator.state();
            assert_eq!(state["status"], if state["turn"] == 0 { "playing" } else { state["status"].as_str().unwrap() });
            while state["status"] != "over" {
                let next = spectator.state();
                assert!(next["turn"].as_u64() > state["turn"].as_u64(), "{next}");
                state = next;
            }
            assert_eq!(state["scores"]["game"], info.name);
            assert_eq!(state["scores"]["players"], players);
            assert_eq!(state["scores"]["is_final"], true);
        }
    }
}

#[test]
fn a_thinking_bot_delays_no_other_table() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    // Two tables whose bot (seat 0, who starts) searches for 10 seconds per decision: as many
    // as the machine has cores, so bots on the runtime's threads would block every other table.
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    let slow: Vec<String> = (0..cores)
        .map(|_| {
            let table = server.create(&json!({"game": "herr-der-ziegen", "players": 2, "bots": {"0": "ismcts:10s"}}));
            server.join(&table, "Ann");
            table
        })
        .collect();
    for table in &slow {
        let (_, info) = server.get(&format!("/api/tables/{table}"));
        assert_eq!((info["status"].as_str(), info["turn"].as_u64()), (Some("playing"), Some(0)));
    }
    // Meanwhile two people play twelve moves at another table, each answered by the server.
    let table = server.create(&json!({"game": "le-baron", "players": 2, "seed": 4}));
    let tokens = [server.join(&table, "Bo").1, server.join(&table, "Cy").1];
    let mut seats = [server.connect(&table, Some(&tokens[0])), server.connect(&table, Some(&tokens[1]))];
    let mut states = [seats[0].state(), seats[1].state()];
    for turn in 0..12u64 {
        let mover = usize::from(legal_actions(&states[0]).is_empty());
        seats[mover].send_move(legal_actions(&states[mover])[0], turn);
        states = [seats[0].state(), seats[1].state()];
        assert_eq!(states[0]["turn"], turn + 1);
    }
    // The bots are still thinking: the other table did not wait for them (twelve answered moves
    // take milliseconds; one bot decision takes ten seconds).
    for table in &slow {
        assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 0, "a bot finished first");
    }
}

#[test]
fn a_quick_bot_is_not_queued_behind_other_tables_searches() {
    let dir = temp_dir();
    // One search at a time: the second slow table's bot waits for the first's permit.
    let server = Server::sqlite(dir.path(), &["--bot-threads", "1"]);
    let slow: Vec<String> = (0..2)
        .map(|_| {
            let table = server.create(&json!({"game": "herr-der-ziegen", "players": 2, "bots": {"0": "ismcts:10s"}}));
            server.join(&table, "Ann");
            table
        })
        .collect();
    // A person against the greedy bot at another table: the bot answers every move, though both
    // search bots are thinking or queued for the only permit.
    let table = server.create(&json!({"game": "le-baron", "players": 2, "seed": 4, "bots": {"1": "greedy"}}));
    let token = server.join(&table, "Bo").1;
    let mut seat = server.connect(&table, Some(&token));
    let mut state = seat.state();
    let mut bot_moves = 0;
    while bot_moves < 3 {
        let legal = legal_actions(&state);
        if !legal.is_empty() {
            seat.send_move(legal[0], state["turn"].as_u64().unwrap());
        }
        let next = seat.state();
        if legal.is_empty() || next["turn"].as_u64() > state["turn"].as_u64().map(|t| t + 1) {
            bot_moves += 1;
        }
        state = next;
    }
    // The search bots are still on their first decisions (ten seconds each, one after the other):
    // the greedy bot did not wait for them.
    for table in &slow {
        assert_eq!(server.get(&format!("/api/tables/{table}")).1["turn"], 0, "a search finished first");
    }
}
