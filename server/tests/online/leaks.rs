//! Nothing hidden reaches a seat or a spectator: whole games of every game at every player
//! count, each seat and a spectator connected; every message a seat receives holds exactly that
//! seat's view document and events as the engine filters them for it, every spectator message
//! the spectator's view; a seat's token moves only that seat, a spectator cannot move; the table's
//! log gives each seat and a spectator exactly the events and views their connections were sent.

use std::collections::BTreeSet;

use game_registry::dynamic::{kind_named, Recorded};
use serde_json::{json, Value};

use crate::common::{choices, every_game, legal_actions, pick, temp_dir, Client, Server};

/// The fields of a state message, besides `scores` at the end: nothing else is sent.
const STATE_FIELDS: [&str; 10] =
    ["events", "game", "legalActions", "seat", "seats", "status", "table", "turn", "type", "view"];

/// JSON text as a value.
fn parsed(text: &str) -> Value {
    serde_json::from_str(text).expect("the engine writes JSON")
}

/// Checks that `state`, received by `seat` (`None`: the spectator), is exactly what the engine
/// says that seat may know of `game` at move counter `turn`.
fn check_state(state: &Value, seat: Option<u8>, game: &Recorded, turn: usize) {
    let over = game.game().current_player().is_none();
    let mut fields: BTreeSet<&str> = STATE_FIELDS.into_iter().collect();
    if over {
        fields.insert("scores");
    }
    let keys: BTreeSet<&str> = state.as_object().expect("an object").keys().map(String::as_str).collect();
    assert_eq!(keys, fields, "the fields of {state}");
    assert_eq!(state["turn"], turn, "{state}");
    assert_eq!(state["seat"], json!(seat));
    assert_eq!(state["status"], if over { "over" } else { "playing" });
    let g = game.game();
    let seat_u32 = seat.map(u32::from);
    assert_eq!(state["events"], parsed(&g.last_events_for_json(seat_u32).unwrap()), "events of {seat:?} at {turn}");
    match seat {
        Some(seat) => {
            assert_eq!(state["view"], parsed(&g.view(seat).to_json()), "the view of seat {seat} at turn {turn}");
            let legal: Vec<u64> = if g.current_player() == Some(seat) {
                let mut ids = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
                let n = g.legal_ids(&mut ids);
                ids[..n].iter().map(|&id| u64::from(id)).collect()
            } else {
                Vec::new()
            };
            assert_eq!(legal_actions(state), legal);
        }
        None => {
            assert_eq!(state["view"], parsed(&g.spectator_view().to_json()), "the spectator's view at turn {turn}");
            assert!(legal_actions(state).is_empty());
        }
    }
    if over {
        assert_eq!(state["scores"], parsed(&g.scores_json().unwrap()));
    }
}

/// Plays one whole game of `game` for `players` at `server`, checking every message.
fn play_and_check(server: &Server, game: &str, players: u8, seed: u64) -> usize {
    let table = server.create(&json!({"game": game, "players": players, "seed": seed}));
    let tokens: Vec<String> = (0..players)
        .map(|seat| {
            let (taken, token) = server.join(&table, &format!("<b>player {seat}</b>"));
            assert_eq!(taken, seat);
            token
        })
        .collect();
    let kind = kind_named(game).unwrap();
    // The engine's own game for these players and seed: the table must deal exactly it.
    let mut offline = Recorded::new(kind, u32::from(players), seed).unwrap();
    let mut seats: Vec<Client> = tokens.iter().map(|t| server.connect(&table, Some(t))).collect();
    let mut spectator = server.connect(&table, None);
    for (seat, client) in seats.iter_mut().enumerate() {
        check_state(&client.state(), Some(seat as u8), &offline, 0);
    }
    check_state(&spectator.state(), None, &offline, 0);
    let mut rng = choices(seed);
    let mut turn = 0;
    // The events and view each connection was sent, move by move (the spectator's last).
    let mut sent: Vec<Vec<Value>> = vec![Vec::new(); usize::from(players) + 1];
    while let Some(current) = offline.game().current_player() {
        let mut ids = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
        let n = offline.game().legal_ids(&mut ids);
        let action = pick(&mut rng, &ids[..n]);
        if turn % 5 == 0 {
            // Another seat's token moves only its own seat: the current seat's move is refused.
            let other = (current + 1 + (turn as u8 % (players - 1))) % players;
            seats[usize::from(other)].send_move(u64::from(action), turn as u64);
            let refusal = seats[usize::from(other)].expect_error("not_your_turn");
            assert_eq!(refusal["reason"], "not_your_turn");
        }
        if turn % 7 == 0 {
            spectator.send_move(u64::from(action), turn as u64);
            spectator.expect_error("spectator");
        }
        seats[usize::from(current)].send_move(u64::from(action), turn as u64);
        offline.apply(Some(current), action).unwrap();
        turn += 1;
        // Exactly one new state per connection: the refusals changed nothing.
        for (seat, client) in seats.iter_mut().enumerate() {
            let state = client.state();
            check_state(&state, Some(seat as u8), &offline, turn);
            sent[seat].push(json!({"view": state["view"], "events": state["events"]}));
        }
        let state = spectator.state();
        check_state(&state, None, &offline, turn);
        sent[usize::from(players)].push(json!({"view": state["view"], "events": state["events"]}));
        if turn == 3 {
            check_log(server, &table, &tokens, &sent);
        }
    }
    check_log(server, &table, &tokens, &sent);
    turn
}

/// Checks that the table's log, as each seat (by its token) and a spectator ask for it, holds
/// exactly the events and views each was sent move by move: no more (nothing hidden), no fewer.
fn check_log(server: &Server, table: &str, tokens: &[String], sent: &[Vec<Value>]) {
    let asked = tokens.iter().map(|token| Some(token.as_str())).chain([None]);
    for (seat, (token, sent)) in asked.zip(sent).enumerate() {
        let path = match token {
            Some(token) => format!("/api/tables/{table}/log?token={token}"),
            None => format!("/api/tables/{table}/log"),
        };
        let (status, log) = server.get(&path);
        assert_eq!(status, 200, "{log}");
        let keys: BTreeSet<&str> = log.as_object().expect("an object").keys().map(String::as_str).collect();
        assert_eq!(keys, BTreeSet::from(["moves", "seat", "table", "turn"]));
        assert_eq!(log["table"], table);
        assert_eq!(log["seat"], if token.is_some() { json!(seat) } else { Value::Null });
        assert_eq!(log["turn"], sent.len());
        let moves = log["moves"].as_array().expect("the moves");
        assert_eq!(moves.len(), sent.len());
        for (number, (logged, sent)) in (1..).zip(moves.iter().zip(sent)) {
            let expected = json!({"turn": number, "view": sent["view"], "events": sent["events"]});
            assert_eq!(logged, &expected, "move {number} as seat {seat}");
        }
        // The moves after the first two only: the same moves from move 3 on.
        let joiner = if token.is_some() { '&' } else { '?' };
        let (status, tail) = server.get(&format!("{path}{joiner}after=2"));
        assert_eq!(status, 200, "{tail}");
        assert_eq!(tail["turn"], log["turn"]);
        assert_eq!(tail["moves"].as_array().unwrap()[..], moves[2.min(moves.len())..]);
    }
}

#[test]
fn every_message_holds_exactly_what_its_seat_may_know() {
    let dir = temp_dir();
    let server = Server::sqlite(dir.path(), &[]);
    let mut moves = 0;
    let games: usize = every_game().into_iter().map(|(_, counts)| counts.count()).sum();
    std::thread::scope(|scope| {
        let games: Vec<_> = every_game()
            .into_iter()
            .map(|(game, counts)| {
                let server = &server;
                scope.spawn(move || {
                    counts.map(|players| play_and_check(server, game, players, 40 + u64::from(players))).sum::<usize>()
                })
            })
            .collect();
        for game in games {
            moves += game.join().expect("a game thread");
        }
    });
    assert!(moves > 100, "{moves} moves played");
    eprintln!(
        "leak test: {games} whole games (every game at every player count), {moves} moves, every message checked"
    );
}
