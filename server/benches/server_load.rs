//! The server's load generator (a benchmark, not a test): N concurrent 4-seat tables on a real
//! `game-server` over real WebSockets on 127.0.0.1, every seat a client that answers its turn
//! with a random legal move, persistence on. Reports moves per second, the latency from a move's
//! send to the last seat's state (p50, p99), and the server's memory per table.
//!
//! ```text
//! cargo bench -p game-server --bench server_load -- [--tables N] [--rate MOVES_PER_S]
//!     [--seconds S] [--database sqlite|postgres://...] [--processes 1|2] [--game NAME]
//! ```
//!
//! `--rate 0` (the default) answers at once: the throughput is the server's saturation.
//! `--rate R` paces the moves of all tables together to R per second (the offered load). With
//! `--processes 2` (PostgreSQL only) two servers share the database, seats 0 and 1 of each table
//! on the first and seats 2 and 3 on the second. docs/performance.md has the figures.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// The settings of a run.
#[derive(Clone, Debug)]
struct Settings {
    tables: usize,
    rate: f64,
    seconds: f64,
    database: String,
    processes: usize,
    game: String,
}

impl Settings {
    /// The settings from the command line.
    fn parse() -> Settings {
        let mut settings = Settings {
            tables: 1000,
            rate: 0.0,
            seconds: 30.0,
            database: "sqlite".into(),
            processes: 1,
            game: "le-baron".into(),
        };
        let mut args = std::env::args().skip(1);
        while let Some(flag) = args.next() {
            let mut value = || args.next().unwrap_or_else(|| panic!("{flag} needs a value"));
            match flag.as_str() {
                "--tables" => settings.tables = value().parse().expect("a number of tables"),
                "--rate" => settings.rate = value().parse().expect("moves per second"),
                "--seconds" => settings.seconds = value().parse().expect("seconds"),
                "--database" => settings.database = value(),
                "--processes" => settings.processes = value().parse().expect("1 or 2"),
                "--game" => settings.game = value(),
                // cargo bench passes --bench.
                "--bench" => {}
                other => panic!("unknown flag {other}"),
            }
        }
        settings
    }
}

/// A server process.
struct Server {
    child: Child,
    url: String,
}

impl Server {
    /// Starts the server binary on `database`.
    fn start(database: &str) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_game-server"))
            .args(["--host", "127.0.0.1", "--port", "0", "--database", database])
            .args(["--max-tables", "1000000", "--max-connections", "1000000", "--rate-limit", "1000"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server starts");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let url = loop {
            let line = lines.next().expect("the server prints its address").expect("a line");
            if let Some(url) = line.strip_prefix("game-server listening on ") {
                break url.to_string();
            }
        };
        std::thread::spawn(move || for _ in lines {});
        Server { child, url }
    }

    /// The resident memory of the process, in bytes.
    fn memory(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kb| kb * 1024)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the clients measure.
#[derive(Default)]
struct Measures {
    /// Microseconds from a move's send to the last seat's state, for moves after the start.
    latencies: Mutex<Vec<u64>>,
    /// Moves completed (every seat has the state after them) since the start.
    moves: AtomicU64,
    /// Whether the measured window is open.
    measuring: AtomicBool,
    /// Games finished.
    games: AtomicU64,
}

/// One table's move in flight: its number, when it was sent, how many seats have its state.
#[derive(Default)]
struct InFlight {
    turn: u64,
    sent: Option<Instant>,
    seen: u32,
}

/// POST `body` to `url`; the JSON answer.
async fn post(client: &api_client::Client, url: &str, body: Value) -> Value {
    client.post(url, body).await
}

/// A tiny HTTP client over the server's JSON API (the load is on the sockets).
mod api_client {
    use serde_json::Value;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// Requests to one `host:port`, one connection per request.
    pub struct Client {
        pub host: String,
    }

    impl Client {
        /// `POST path` with a JSON body: the JSON answer.
        pub async fn post(&self, path: &str, body: Value) -> Value {
            let body = body.to_string();
            let request = format!(
                "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                self.host,
                body.len()
            );
            let mut stream = tokio::net::TcpStream::connect(&self.host).await.expect("the server answers");
            stream.write_all(request.as_bytes()).await.expect("sent");
            let mut answer = Vec::new();
            stream.read_to_end(&mut answer).await.expect("read");
            let text = String::from_utf8_lossy(&answer);
            let body = text.split("\r\n\r\n").nth(1).unwrap_or("");
            serde_json::from_str(body).unwrap_or_else(|_| panic!("a JSON answer, not {text}"))
        }
    }
}

/// Plays tables of 4 seats one after another until `deadline`: create, join, connect, play.
#[allow(clippy::too_many_arguments)]
async fn run_table(
    urls: Arc<Vec<String>>,
    index: usize,
    settings: Arc<Settings>,
    pacer: Option<Arc<Semaphore>>,
    measures: Arc<Measures>,
    deadline: Instant,
    ready: Arc<tokio::sync::Barrier>,
    setup: tokio::sync::OwnedSemaphorePermit,
) {
    let mut setup = Some(setup);
    let mut first = true;
    let mut seed = index as u64;
    while Instant::now() < deadline {
        let host =
            |seat: usize| urls[if urls.len() > 1 { seat / 2 } else { 0 }].trim_start_matches("http://").to_string();
        let api = api_client::Client { host: host(0) };
        let created = post(&api, "/api/tables", json!({"game": settings.game, "players": 4, "seed": seed})).await;
        let table = created["table"].as_str().expect("a table").to_string();
        seed += 1_000_000;
        let mut sockets = Vec::new();
        for seat in 0..4 {
            let api = api_client::Client { host: host(seat) };
            let joined =
                post(&api, &format!("/api/tables/{table}/join"), json!({"name": format!("load {seat}")})).await;
            let token = joined["token"].as_str().expect("a token").to_string();
            let url = format!("ws://{}/api/tables/{table}/socket?token={token}", host(seat));
            // A small read buffer: the library's default (128 KiB, zeroed on every read) would
            // make the load generator measure itself.
            let config = WebSocketConfig::default().read_buffer_size(4096);
            let (socket, _) =
                tokio_tungstenite::connect_async_with_config(url, Some(config), true).await.expect("the socket opens");
            sockets.push(socket);
        }
        if first {
            first = false;
            // The next table may set up now; this one waits for all to start together.
            drop(setup.take());
            ready.wait().await;
        }
        let flight = Arc::new(Mutex::new(InFlight::default()));
        let mut seats = Vec::new();
        for (seat, socket) in sockets.into_iter().enumerate() {
            let (flight, pacer, measures) = (flight.clone(), pacer.clone(), measures.clone());
            seats.push(tokio::spawn(async move {
                let (mut sink, mut stream) = socket.split();
                let mut rng = game_registry::game_core::rng::seeded_fast(seed * 4 + seat as u64);
                while let Some(Ok(message)) = stream.next().await {
                    let Message::Text(text) = message else { continue };
                    let state: Value = serde_json::from_str(&text).expect("JSON");
                    if state["type"] != "state" {
                        continue;
                    }
                    let turn = state["turn"].as_u64().unwrap();
                    {
                        let mut flight = flight.lock().unwrap();
                        if flight.turn == turn && turn > 0 {
                            flight.seen += 1;
                            if flight.seen == 4 {
                                if let (Some(sent), true) =
                                    (flight.sent.take(), measures.measuring.load(Ordering::Relaxed))
                                {
                                    measures.latencies.lock().unwrap().push(sent.elapsed().as_micros() as u64);
                                    measures.moves.fetch_add(1, Ordering::Relaxed);
                                }
                            }
                        }
                    }
                    if state["status"] == "over" {
                        if seat == 0 {
                            measures.games.fetch_add(1, Ordering::Relaxed);
                        }
                        return;
                    }
                    let legal: Vec<u32> =
                        state["legalActions"].as_array().unwrap().iter().map(|a| a.as_u64().unwrap() as u32).collect();
                    if legal.is_empty() || Instant::now() >= deadline {
                        continue;
                    }
                    if let Some(pacer) = &pacer {
                        pacer.acquire().await.expect("the pacer").forget();
                    }
                    let action =
                        legal[game_registry::game_core::rng::below_fast(&mut rng, legal.len() as u32) as usize];
                    *flight.lock().unwrap() = InFlight { turn: turn + 1, sent: Some(Instant::now()), seen: 0 };
                    let text = json!({"type": "move", "actionId": action, "turn": turn}).to_string();
                    if sink.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
            }));
        }
        for seat in seats {
            let _ = seat.await;
        }
    }
}

/// Runs one configuration and prints its line.
async fn measure(settings: Settings) {
    let dir = tempfile::Builder::new().prefix("server-load").tempdir().expect("a temporary folder");
    let database = if settings.database == "sqlite" {
        format!("sqlite:{}", dir.path().join("load.sqlite").display())
    } else {
        settings.database.clone()
    };
    let servers: Vec<Server> = (0..settings.processes).map(|_| Server::start(&database)).collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let baseline: u64 = servers.iter().map(Server::memory).sum();
    let urls = Arc::new(servers.iter().map(|s| s.url.clone()).collect::<Vec<_>>());
    let settings = Arc::new(settings);
    let measures = Arc::new(Measures::default());
    // Tables are set up first (a few at a time); the measured window starts once all are in play.
    let setup_budget = Duration::from_secs(600);
    let deadline = Instant::now() + setup_budget + Duration::from_secs_f64(settings.seconds);
    let pacer = (settings.rate > 0.0).then(|| Arc::new(Semaphore::new(0)));
    let ready = Arc::new(tokio::sync::Barrier::new(settings.tables + 1));
    let setup = Arc::new(Semaphore::new(32));
    let mut tables = Vec::new();
    for index in 0..settings.tables {
        let permit = setup.clone().acquire_owned().await.expect("setup");
        let (urls, settings, pacer, measures, ready) =
            (urls.clone(), settings.clone(), pacer.clone(), measures.clone(), ready.clone());
        tables.push(tokio::spawn(run_table(urls, index, settings, pacer, measures, deadline, ready, permit)));
    }
    ready.wait().await;
    let started = Instant::now();
    measures.measuring.store(true, Ordering::Relaxed);
    if let Some(pacer) = &pacer {
        let (pacer, rate) = (pacer.clone(), settings.rate);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(5));
            let mut owed = 0.0;
            loop {
                tick.tick().await;
                owed += rate * 0.005;
                let whole = owed.floor();
                owed -= whole;
                // Moves not taken within a second are not owed later: an offered rate, no backlog.
                if pacer.available_permits() < rate as usize {
                    pacer.add_permits(whole as usize);
                }
            }
        });
    }
    tokio::time::sleep(Duration::from_secs_f64(settings.seconds)).await;
    measures.measuring.store(false, Ordering::Relaxed);
    let elapsed = started.elapsed().as_secs_f64();
    let memory: u64 = servers.iter().map(Server::memory).sum();
    let moves = measures.moves.load(Ordering::Relaxed);
    let mut latencies = std::mem::take(&mut *measures.latencies.lock().unwrap());
    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0)
    };
    let kind = if settings.database == "sqlite" {
        "SQLite".to_string()
    } else {
        format!("PostgreSQL x{}", settings.processes)
    };
    println!(
        "{kind}: {} tables ({} sockets), offered {}: {:.0} moves/s, latency p50 {:.1} ms, p99 {:.1} ms, {:.1} KiB per table, {} games finished",
        settings.tables,
        settings.tables * 4,
        if settings.rate > 0.0 { format!("{:.0} moves/s", settings.rate) } else { "at once".into() },
        moves as f64 / elapsed,
        at(0.5) as f64 / 1000.0,
        at(0.99) as f64 / 1000.0,
        memory.saturating_sub(baseline) as f64 / settings.tables as f64 / 1024.0,
        measures.games.load(Ordering::Relaxed),
    );
    for table in tables {
        table.abort();
    }
    drop(servers);
}

fn main() {
    let settings = Settings::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    runtime.block_on(measure(settings));
}
