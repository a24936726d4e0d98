//! Write before you tell: the server is killed with SIGKILL in the middle of many games, started
//! again on the same database, and the clients reconnect. Every move any client had been sent is
//! in the database, the games finish, and each final score equals the engine replaying the
//! stored moves offline. A server asked to stop (SIGTERM) closes every socket as "going away".

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use game_registry::dynamic::{kind_named, Recorded};
use serde_json::{json, Value};

use crate::common::{choices, legal_actions, pick, sqlite_path, temp_dir, Client, Server};

/// What the clients were sent: (table, seat) -> (turn, view) of every state.
type Seen = Arc<Mutex<HashMap<(String, u8), Vec<(u64, Value)>>>>;

/// Plays `seat` at `table` with random legal moves until the game ends (`true`) or the
/// connection fails (`false`), recording every state; counts the moves sent.
fn play(url: &str, table: &str, seat: u8, token: &str, seen: &Seen, sent: &AtomicUsize, seed: u64) -> bool {
    let Ok(mut client) = Client::connect(url, table, Some(token)) else { return false };
    let mut rng = choices(seed);
    loop {
        let Ok(state) = client.try_recv() else { return false };
        if state["type"] != "state" {
            // A move refused because the table moved on (a bot was quicker): the next state comes.
            continue;
        }
        let turn = state["turn"].as_u64().unwrap();
        seen.lock().unwrap().entry((table.to_string(), seat)).or_default().push((turn, state["view"].clone()));
        if state["status"] == "over" {
            return true;
        }
        let legal = legal_actions(&state);
        if !legal.is_empty() {
            client.send_move(pick(&mut rng, &legal), turn);
            sent.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// A stored table: (game, options, seed, moves as (seat, action, checksum)).
type Stored = (String, String, u64, Vec<(u8, u32, String)>);

/// The tables in the database file, read directly.
fn stored_tables(path: &std::path::Path) -> HashMap<String, Stored> {
    let connection = rusqlite::Connection::open(path).unwrap();
    let mut tables = HashMap::new();
    let mut query = connection.prepare("SELECT id, game, options, seed FROM game_tables").unwrap();
    let rows = query
        .query_map([], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get::<_, i64>(3)?))
        })
        .unwrap();
    for row in rows {
        let (id, game, options, seed) = row.unwrap();
        tables.insert(id, (game, options, u64::from_ne_bytes(seed.to_ne_bytes()), Vec::new()));
    }
    let mut query = connection
        .prepare("SELECT table_id, seat, action, checksum FROM game_moves ORDER BY table_id, number")
        .unwrap();
    let rows = query.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get(1)?, r.get(2)?, r.get(3)?))).unwrap();
    for row in rows {
        let (id, seat, action, checksum) = row.unwrap();
        tables.get_mut(&id).unwrap().3.push((seat, action, checksum));
    }
    tables
}

#[test]
fn no_move_a_client_was_sent_is_lost_when_the_server_is_killed() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let games = ["herr-der-ziegen", "ziegen-kriegen", "le-baron"];
    let mut seats = Vec::new();
    for i in 0..12u64 {
        let game = games[(i % 3) as usize];
        let info = game_registry::find(game).unwrap();
        let players = (2 + (i % 3) as u8).clamp(info.min_players, info.max_players);
        let bots = if i % 2 == 0 { json!({ (players - 1).to_string(): "random" }) } else { json!({}) };
        let table = server.create(&json!({"game": game, "players": players, "seed": 100 + i, "bots": bots}));
        let humans = if i % 2 == 0 { players - 1 } else { players };
        for _ in 0..humans {
            let (seat, token) = server.join(&table, "player");
            seats.push((table.clone(), seat, token));
        }
    }
    let seen: Seen = Arc::default();
    let sent = Arc::new(AtomicUsize::new(0));
    // Everyone plays; the server is killed once 120 moves were sent, whatever is in flight.
    let url = server.url.clone();
    let players: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(i, (table, seat, token))| {
            let (url, table, token, seen, sent) =
                (url.clone(), table.clone(), token.clone(), seen.clone(), sent.clone());
            let seat = *seat;
            std::thread::spawn(move || play(&url, &table, seat, &token, &seen, &sent, i as u64))
        })
        .collect();
    crate::common::wait_until("120 moves sent", || sent.load(Ordering::Relaxed) >= 120);
    let args = server.kill();
    let sent_at_kill = sent.load(Ordering::Relaxed);
    let unfinished = players.into_iter().map(|p| p.join().unwrap()).filter(|finished| !finished).count();
    assert!(unfinished > 0, "games were in progress when the server was killed");
    let seen_before: usize = seen.lock().unwrap().values().map(Vec::len).sum();
    // Started again on the same file: every unfinished table is loaded back and verified.
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let server = Server::start(&args);
    let players: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(i, (table, seat, token))| {
            let (url, table, token, seen, sent) =
                (server.url.clone(), table.clone(), token.clone(), seen.clone(), sent.clone());
            let seat = *seat;
            std::thread::spawn(move || play(&url, &table, seat, &token, &seen, &sent, 1000 + i as u64))
        })
        .collect();
    for player in players {
        assert!(player.join().unwrap(), "every game finishes after the restart");
    }
    // Every state any client was sent, before the kill and after, is the engine's replay of the
    // stored moves at that turn; the final scores are the engine's.
    let stored = stored_tables(&sqlite_path(dir.path()));
    let seen = seen.lock().unwrap();
    let mut checked = 0;
    for ((table, seat), states) in seen.iter() {
        let (game, options, seed, moves) = &stored[table];
        let kind = kind_named(game).unwrap();
        let mut replay: Value =
            serde_json::from_str(&Recorded::with_options(kind, options, *seed).unwrap().replay_json().unwrap())
                .unwrap();
        replay["moves"] = moves.iter().map(|m| m.1).collect();
        replay["checksums"] = moves.iter().map(|m| m.2.as_str()).collect();
        let finished = Recorded::from_replay(kind, &replay.to_string()).expect("the stored moves replay");
        assert!(finished.game().current_player().is_none(), "table {table} finished");
        let mut game = Recorded::with_options(kind, options, *seed).unwrap();
        let mut views = vec![serde_json::from_str::<Value>(&game.game().view(*seat).to_json()).unwrap()];
        for (mover, action, _) in moves {
            game.apply(Some(*mover), *action).unwrap();
            views.push(serde_json::from_str(&game.game().view(*seat).to_json()).unwrap());
        }
        for (turn, view) in states {
            assert!(
                (*turn as usize) < views.len(),
                "table {table}: a client saw turn {turn}, {} moves are stored",
                moves.len()
            );
            assert_eq!(&views[*turn as usize], view, "table {table}, seat {seat}, turn {turn}");
            checked += 1;
        }
    }
    assert!(checked > seen_before, "{checked} states checked, {seen_before} of them before the kill");
    let stored_moves: usize = stored.values().map(|t| t.3.len()).sum();
    eprintln!(
        "kill test: {} tables, killed after {sent_at_kill} moves sent; {seen_before} states seen before the kill, \
         {checked} in all, each the replay of the stored moves; {stored_moves} moves stored",
        stored.len()
    );
    // The final scores every client was sent are the offline replay's.
    for (table, _, token) in &seats {
        let mut client = server.connect(table, Some(token));
        let last = client.state();
        let (game, options, seed, moves) = &stored[table];
        let mut offline = Recorded::with_options(kind_named(game).unwrap(), options, *seed).unwrap();
        for (mover, action, _) in moves {
            offline.apply(Some(*mover), *action).unwrap();
        }
        assert_eq!(last["scores"], serde_json::from_str::<Value>(&offline.game().scores_json().unwrap()).unwrap());
    }
}

#[test]
fn a_stopped_server_tells_its_sockets_it_is_going_away() {
    let dir = crate::common::temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "le-baron", "players": 2, "seed": 3}));
    let tokens = [server.join(&table, "Ann").1, server.join(&table, "Bo").1];
    let mut seats = [server.connect(&table, Some(&tokens[0])), server.connect(&table, Some(&tokens[1]))];
    let mut spectator = server.connect(&table, None);
    assert_eq!(spectator.state()["turn"], 0);
    let states = [seats[0].state(), seats[1].state()];
    let mover = usize::from(legal_actions(&states[0]).is_empty());
    seats[mover].send_move(legal_actions(&states[mover])[0], 0);
    for client in seats.iter_mut().chain([&mut spectator]) {
        assert_eq!(client.state()["turn"], 1);
    }
    // SIGTERM: every socket is closed as "going away" (1001), and the process exits cleanly.
    let (clean, args) = server.terminate();
    assert!(clean, "the server exits successfully when asked to stop");
    for client in seats.iter_mut().chain([&mut spectator]) {
        assert_eq!(client.close_code(), Some(1001));
    }
    // Started again, the seat reconnects with its token where the table was.
    let server = Server::start(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(server.connect(&table, Some(&tokens[mover])).state()["turn"], 1);
}

#[test]
fn a_request_never_finished_does_not_keep_a_stopping_server_alive() {
    use std::io::Write;
    let dir = crate::common::temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let table = server.create(&json!({"game": "le-baron", "players": 2}));
    let mut spectator = server.connect(&table, None);
    assert_eq!(spectator.state()["turn"], 0);
    // A client that starts a request and never finishes it.
    let host = server.url.trim_start_matches("http://").to_string();
    let mut slow = std::net::TcpStream::connect(&host).expect("connects");
    slow.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n").expect("written");
    // The socket is told at once, and the process exits (after a grace for the request).
    let (clean, _) = server.terminate();
    assert!(clean, "the server exits successfully");
    assert_eq!(spectator.close_code(), Some(1001));
    drop(slow);
}
