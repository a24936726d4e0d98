//! Scale-out on PostgreSQL: two server processes over one database serve the same tables. A
//! seat connected to one process and a seat connected to the other play one table, with a bot
//! in a third seat; each move happens once, even when sent to both processes at once, and
//! reaches the other process's clients; a player leaving through one process is seen by the other, and a
//! connection of a seat given up elsewhere never moves for the seat's next player. Ignored by a plain `cargo test`: scripts/test-server.sh
//! starts PostgreSQL and runs them with `GAME_SERVER_TEST_POSTGRES` set to its URL.

use game_registry::dynamic::{kind_named, Recorded};
use serde_json::{json, Value};

use crate::common::{choices, legal_actions, pick, wait_until, Client, Server};

/// The URL of the test database.
fn database() -> String {
    std::env::var("GAME_SERVER_TEST_POSTGRES").expect("GAME_SERVER_TEST_POSTGRES: run scripts/test-server.sh")
}

/// A server process on the test database.
fn process() -> Server {
    Server::start(&["--database", &database()])
}

/// The moves stored for `table`, in order: (number, seat, action).
fn stored_moves(table: &str) -> Vec<(i32, i32, i32)> {
    let url = database();
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(connection);
        let rows = client
            .query("SELECT number, seat, action FROM game_moves WHERE table_id = $1 ORDER BY number", &[&table])
            .await
            .unwrap();
        rows.iter().map(|r| (r.get(0), r.get(1), r.get(2))).collect()
    })
}

/// Reads `client`'s states until the one at move counter `turn` with the game on (never past
/// it).
fn state_exactly(client: &mut Client, turn: u64) -> Value {
    loop {
        let state = client.state();
        let at = state["turn"].as_u64().unwrap();
        assert!(at <= turn, "a state at turn {at} came before the one at turn {turn}");
        // Before the first move, the table may still be waiting for a join another process took.
        if at == turn && state["status"] != "waiting" {
            return state;
        }
    }
}

/// Reads `client`'s messages until a state at move counter `turn` or later; returns it and how
/// many `stale_turn` refusals came on the way.
fn state_at(client: &mut Client, turn: u64) -> (Value, usize) {
    let mut stale = 0;
    loop {
        let message = client.recv();
        match message["type"].as_str() {
            Some("state") if message["turn"].as_u64().unwrap() >= turn => return (message, stale),
            Some("state") => {}
            _ => {
                assert_eq!(message["code"], "stale_turn", "{message}");
                stale += 1;
            }
        }
    }
}

#[test]
#[ignore = "postgres: needs PostgreSQL; scripts/test-server.sh provides it and runs these"]
fn two_processes_play_one_table_and_one_survives_the_other() {
    let (a, b) = (process(), process());
    let table = a.create(&json!({"game": "le-baron", "players": 3, "seed": 77, "bots": {"2": "random"}}));
    let (_, token0) = a.join(&table, "on a");
    let (_, token1) = b.join(&table, "on b");
    let mut seats = [a.connect(&table, Some(&token0)), b.connect(&table, Some(&token1))];
    let mut spectator = b.connect(&table, None);
    let mut offline = Recorded::new(kind_named("le-baron").unwrap(), 3, 77).unwrap();
    let mut rng = choices(5);
    let mut a = Some(a);
    let mut turn = 0u64;
    let mut states = [state_exactly(&mut seats[0], 0), state_exactly(&mut seats[1], 0)];
    loop {
        // Every seat, whichever process it is on, and the spectator see the same table.
        let watched = state_exactly(&mut spectator, turn);
        assert_eq!(watched["view"], serde_json::from_str::<Value>(&offline.game().spectator_view().to_json()).unwrap());
        for (seat, state) in states.iter().enumerate() {
            assert_eq!(
                state["view"],
                serde_json::from_str::<Value>(&offline.game().view(seat as u8).to_json()).unwrap()
            );
        }
        let Some(current) = offline.game().current_player() else { break };
        if turn == 12 {
            // Process A dies; seat 0 moves to B with its token and plays on there.
            a.take().unwrap().kill();
            seats[0] = b.connect(&table, Some(&token0));
            states[0] = state_exactly(&mut seats[0], turn);
        }
        let action = match current {
            2 => {
                // The bot plays on the process that stored the move before its turn.
                wait_until("the bot moves", || stored_moves(&table).len() as u64 > turn);
                let stored = stored_moves(&table);
                assert_eq!(stored[turn as usize].1, 2, "the bot's seat moved");
                stored[turn as usize].2 as u32
            }
            seat => {
                let legal = legal_actions(&states[usize::from(seat)]);
                let action = pick(&mut rng, &legal);
                seats[usize::from(seat)].send_move(action, turn);
                action as u32
            }
        };
        offline.apply(Some(current), action).unwrap();
        turn += 1;
        states = [state_exactly(&mut seats[0], turn), state_exactly(&mut seats[1], turn)];
    }
    let stored = stored_moves(&table);
    assert_eq!(stored.len() as u64, turn);
    assert!(stored.iter().enumerate().all(|(i, m)| m.0 == i as i32), "one row per move number");
    assert_eq!(states[0]["scores"], serde_json::from_str::<Value>(&offline.game().scores_json().unwrap()).unwrap());
}

#[test]
#[ignore = "postgres: needs PostgreSQL; scripts/test-server.sh provides it and runs these"]
fn a_move_sent_to_both_processes_at_once_happens_once() {
    let (a, b) = (process(), process());
    let table = a.create(&json!({"game": "herr-der-ziegen", "players": 2, "seed": 8}));
    let (_, token0) = a.join(&table, "Ann");
    let (_, token1) = b.join(&table, "Bo");
    // Each seat is connected to both processes with the same token.
    let mut on_a = [a.connect(&table, Some(&token0)), a.connect(&table, Some(&token1))];
    let mut on_b = [b.connect(&table, Some(&token0)), b.connect(&table, Some(&token1))];
    let mut stale = 0;
    let mut latest = [state_exactly(&mut on_a[0], 0), state_exactly(&mut on_a[1], 0)];
    for client in on_b.iter_mut() {
        state_exactly(client, 0);
    }
    let mut rng = choices(3);
    let rounds = 20;
    for turn in 0..rounds {
        let seat = usize::from(legal_actions(&latest[0]).is_empty());
        let legal = legal_actions(&latest[seat]);
        // The same seat sends a move to each process at the same turn: one of them is stored.
        on_a[seat].send_move(pick(&mut rng, &legal), turn);
        on_b[seat].send_move(pick(&mut rng, &legal), turn);
        for (i, client) in on_a.iter_mut().enumerate() {
            let (next, refused) = state_at(client, turn + 1);
            assert_eq!(next["turn"], turn + 1, "{next}");
            latest[i] = next;
            stale += refused;
        }
        for client in on_b.iter_mut() {
            let (next, refused) = state_at(client, turn + 1);
            assert_eq!(next["turn"], turn + 1, "{next}");
            stale += refused;
        }
    }
    // Every refusal sent so far arrives before the answer to a message sent after it.
    for client in on_a.iter_mut().chain(on_b.iter_mut()) {
        client.send_text("{}");
        loop {
            let message = client.recv();
            if message["code"] == "invalid_message" {
                break;
            }
            if message["code"] == "stale_turn" {
                stale += 1;
            }
        }
    }
    assert_eq!(stale, rounds as usize, "exactly one move of each pair was refused");
    let stored = stored_moves(&table);
    assert_eq!(stored.len() as u64, rounds, "exactly one move of each pair was stored");
}

#[test]
#[ignore = "postgres: needs PostgreSQL; scripts/test-server.sh provides it and runs these"]
fn a_player_leaving_through_one_process_is_seen_by_the_other() {
    let (a, b) = (process(), process());
    let table = a.create(&json!({"game": "ziegen-kriegen", "players": 3}));
    let (_, ann) = a.join(&table, "on a");
    let (_, bo) = b.join(&table, "on b");
    let mut watching = b.connect(&table, None);
    let seated = loop {
        let state = watching.state();
        if state["seats"][0]["name"] == "on a" && state["seats"][1]["name"] == "on b" {
            break state;
        }
    };
    assert_eq!(seated["status"], "waiting");
    // Bo, seated and connected through B, leaves through A: B closes Bo's connection, and B's
    // spectator sees seat 1 free.
    let mut bos = b.connect(&table, Some(&bo));
    assert_eq!(bos.state()["seat"], 1);
    let (status, left) = a.post(&format!("/api/tables/{table}/leave"), &json!({"token": bo}));
    assert_eq!((status, left["closed"].as_bool()), (200, Some(false)), "{left}");
    bos.expect_error("seat_left");
    assert_eq!(bos.close_code(), Some(4000));
    loop {
        let state = watching.state();
        if state["seats"][1]["kind"] == "free" {
            break;
        }
    }
    // Cy joins through A, the table still waiting: B's spectator sees Cy seated, and Cy leaves.
    let (seat, cy) = a.join(&table, "Cy");
    assert_eq!(seat, 1);
    loop {
        let state = watching.state();
        if state["seats"][1]["name"] == "Cy" {
            assert_eq!(state["status"], "waiting");
            break;
        }
    }
    assert_eq!(b.post(&format!("/api/tables/{table}/leave"), &json!({"token": cy})).1["closed"], false);
    while watching.state()["seats"][1]["kind"] != "free" {}
    // Ann, the last person, leaves through B: A forgets the table too.
    assert_eq!(b.post(&format!("/api/tables/{table}/leave"), &json!({"token": ann})).1["closed"], true);
    watching.expect_error("table_closed");
    assert_eq!(a.get(&format!("/api/tables/{table}")).0, 404);
    assert!(a.get("/api/tables").1.as_array().unwrap().iter().all(|t| t["table"] != table));
}

#[test]
#[ignore = "postgres: needs PostgreSQL; scripts/test-server.sh provides it and runs these"]
fn a_seat_given_up_elsewhere_never_moves_for_its_next_player() {
    let a = process();
    let table = a.create(&json!({"game": "ziegen-kriegen", "players": 3, "seed": 5}));
    let (seat, ann) = a.join(&table, "Ann");
    assert_eq!(seat, 0);
    assert_eq!(a.join(&table, "Bo").0, 1);
    let mut anns = a.connect(&table, Some(&ann));
    assert_eq!(anns.state()["status"], "waiting");
    // Another process gave Ann's seat to Dee and seated Cy, which started the game, and this one
    // never heard of it (a listener that dropped its announcements): only the store says so.
    in_database(&[
        "UPDATE game_seats SET name = 'Dee', token_hash = sha256('dee'::bytea) WHERE table_id = $1 AND seat = 0",
        "INSERT INTO game_seats (table_id, seat, kind, name, token_hash) VALUES ($1, 2, 'player', 'Cy', sha256('cy'::bytea))",
        "UPDATE game_tables SET status = 'playing' WHERE id = $1",
    ], &table);
    // Ann's connection sends one of seat 0's legal moves: A catches up before it plays it, and
    // refuses it (it was Dee's to make); the connection is closed for good.
    let dealt = Recorded::new(kind_named("ziegen-kriegen").unwrap(), 3, 5).unwrap();
    let mut legal = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
    assert!(dealt.game().legal_ids(&mut legal) > 0);
    anns.send_move(u64::from(legal[0]), 0);
    anns.expect_error("seat_left");
    assert_eq!(anns.close_code(), Some(4000));
    assert_eq!(stored_moves(&table), vec![]);
    // The table as A now knows it: started, Dee in seat 0.
    let (_, info) = a.get(&format!("/api/tables/{table}"));
    assert_eq!((info["status"].as_str(), info["seats"][0]["name"].as_str()), (Some("playing"), Some("Dee")), "{info}");
}

/// Runs `statements` on the test database, `$1` being `table`.
fn in_database(statements: &[&str], table: &str) {
    let url = database();
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(connection);
        for statement in statements {
            client.execute(*statement, &[&table]).await.unwrap();
        }
    });
}
