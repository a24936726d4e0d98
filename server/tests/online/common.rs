//! What every test of the server uses: the real binary started on 127.0.0.1 (stopped when
//! dropped), blocking HTTP and WebSocket clients, and waits with generous bounds.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// How long any single wait may take before the test fails (generous: the machine may be busy).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// A running `game-server` process.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
    /// The arguments it was started with (to start it again).
    pub args: Vec<String>,
}

impl Server {
    /// Starts the binary with `args` (and `--port 0 --host 127.0.0.1`), waiting until it listens.
    pub fn start(args: &[&str]) -> Server {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let mut child = Command::new(env!("CARGO_BIN_EXE_game-server"))
            .args(["--host", "127.0.0.1", "--port", "0"])
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("stdout");
        let (found, address) = mpsc::channel();
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let (false, Some(url)) = (sent, line.strip_prefix("game-server listening on ")) {
                    let _ = found.send(url.to_string());
                    sent = true;
                }
            }
        });
        let url = match address.recv_timeout(PATIENCE) {
            Ok(url) => url,
            Err(_) => {
                let _ = child.kill();
                panic!("the server did not start listening: {:?}", child.wait());
            }
        };
        Server { child, url, args }
    }

    /// A server on a new SQLite file in `dir`, with `extra` flags.
    pub fn sqlite(dir: &Path, extra: &[&str]) -> Server {
        let database = format!("sqlite:{}", dir.join("tables.sqlite").display());
        let mut args = vec!["--database", &database];
        args.extend_from_slice(extra);
        Server::start(&args)
    }

    /// Kills the process with SIGKILL, as a crash would, and waits for it.
    pub fn kill(mut self) -> Vec<String> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::mem::take(&mut self.args)
    }

    /// Asks the process to stop with SIGTERM, as a service manager does, and waits until it
    /// exits: whether it exited successfully, and its arguments.
    pub fn terminate(mut self) -> (bool, Vec<String>) {
        let pid = self.child.id().to_string();
        let signalled = Command::new("kill").args(["-TERM", &pid]).status().expect("kill runs");
        assert!(signalled.success(), "SIGTERM was sent");
        let mut exited = None;
        wait_until("the server exits", || {
            exited = self.child.try_wait().expect("the process can be waited for");
            exited.is_some()
        });
        (exited.is_some_and(|status| status.success()), std::mem::take(&mut self.args))
    }

    /// `GET path`: the status and the JSON body.
    pub fn get(&self, path: &str) -> (u16, Value) {
        let mut response = agent().get(&format!("{}{path}", self.url)).call().expect("the request is answered");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("a body");
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// `POST path` with `body` (raw text): the status and the JSON body.
    pub fn post_text(&self, path: &str, body: &str) -> (u16, Value) {
        let mut response = agent()
            .post(&format!("{}{path}", self.url))
            .header("content-type", "application/json")
            .send(body)
            .expect("the request is answered");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("a body");
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// `method path` without a body: the status and the JSON body (the text if not JSON).
    pub fn request(&self, method: &str, path: &str) -> (u16, Value) {
        let url = format!("{}{path}", self.url);
        let request = ureq::http::Request::builder().method(method).uri(&url).body(()).expect("a request");
        let mut response = agent().run(request).expect("the request is answered");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("a body");
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// `POST path` with the JSON `body`.
    pub fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        self.post_text(path, &body.to_string())
    }

    /// Creates a table: its id.
    pub fn create(&self, body: &Value) -> String {
        let (status, answer) = self.post("/api/tables", body);
        assert_eq!(status, 201, "{answer}");
        answer["table"].as_str().expect("a table id").to_string()
    }

    /// Joins `table` as `name`: the seat and its token.
    pub fn join(&self, table: &str, name: &str) -> (u8, String) {
        let (status, answer) = self.post(&format!("/api/tables/{table}/join"), &json!({ "name": name }));
        assert_eq!(status, 200, "{answer}");
        (answer["seat"].as_u64().unwrap() as u8, answer["token"].as_str().unwrap().to_string())
    }

    /// Connects to `table` with `token` (`None`: a spectator).
    pub fn connect(&self, table: &str, token: Option<&str>) -> Client {
        Client::connect(&self.url, table, token).expect("the socket opens")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP client that reads refusals as answers, not errors.
fn agent() -> ureq::Agent {
    ureq::Agent::config_builder().http_status_as_error(false).timeout_global(Some(PATIENCE)).build().into()
}

/// A WebSocket connection to a table.
pub struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `table` at `url` with `token`.
    ///
    /// # Errors
    /// The handshake's (an HTTP refusal comes back as `tungstenite::Error::Http`).
    pub fn connect(url: &str, table: &str, token: Option<&str>) -> Result<Client, Box<tungstenite::Error>> {
        let host = url.trim_start_matches("http://");
        let query = token.map(|t| format!("?token={t}")).unwrap_or_default();
        let (socket, _) =
            tungstenite::connect(format!("ws://{host}/api/tables/{table}/socket{query}")).map_err(Box::new)?;
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream.set_read_timeout(Some(PATIENCE)).expect("a timeout");
        }
        Ok(Client { socket })
    }

    /// The next message, as JSON.
    ///
    /// # Panics
    /// If none comes within [`PATIENCE`], or the connection closes.
    pub fn recv(&mut self) -> Value {
        self.try_recv().expect("a message")
    }

    /// The next message, or why there is none (closed, timed out).
    pub fn try_recv(&mut self) -> Result<Value, String> {
        loop {
            match self.socket.read() {
                Ok(Message::Text(text)) => return serde_json::from_str(&text).map_err(|e| e.to_string()),
                Ok(Message::Close(frame)) => return Err(format!("closed: {frame:?}")),
                Ok(_) => continue,
                Err(e) => return Err(e.to_string()),
            }
        }
    }

    /// The next state message, skipping none (an error message fails the test).
    pub fn state(&mut self) -> Value {
        let message = self.recv();
        assert_eq!(message["type"], "state", "expected a state, got {message}");
        message
    }

    /// Sends raw text.
    pub fn send_text(&mut self, text: &str) {
        self.socket.send(Message::Text(text.into())).expect("sent");
    }

    /// Reads until the server closes the connection, and returns the close frame's code.
    pub fn close_code(&mut self) -> Option<u16> {
        loop {
            match self.socket.read() {
                Ok(Message::Close(frame)) => return frame.map(|f| u16::from(f.code)),
                Ok(_) => continue,
                Err(_) => return None,
            }
        }
    }

    /// Sends a move.
    pub fn send_move(&mut self, action: u64, turn: u64) {
        self.send_text(&json!({"type": "move", "actionId": action, "turn": turn}).to_string());
    }

    /// Sends a binary frame.
    pub fn send_binary(&mut self, bytes: Vec<u8>) {
        self.socket.send(Message::Binary(bytes.into())).expect("sent");
    }

    /// The next message, which must be an error with `code`: the whole message.
    pub fn expect_error(&mut self, code: &str) -> Value {
        let message = self.recv();
        assert_eq!(message["type"], "error", "expected an error {code}, got {message}");
        assert_eq!(message["code"], code, "{message}");
        message
    }
}

/// A temporary folder for a test's database.
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::Builder::new().prefix("game-server-test").tempdir().expect("a temporary folder")
}

/// The path of the SQLite database a [`Server::sqlite`] in `dir` uses.
pub fn sqlite_path(dir: &Path) -> PathBuf {
    dir.join("tables.sqlite")
}

/// Waits until `condition` holds (checked every 20 ms), for at most [`PATIENCE`].
pub fn wait_until(what: &str, mut condition: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !condition() {
        assert!(Instant::now() < deadline, "gave up waiting: {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Every game's name and player counts, from the registry.
pub fn every_game() -> Vec<(&'static str, std::ops::RangeInclusive<u8>)> {
    game_registry::GAMES.iter().map(|g| (g.name, g.min_players..=g.max_players)).collect()
}

/// A seeded random source for a test's choices (the engine's own, stable across versions).
pub fn choices(seed: u64) -> impl game_registry::game_core::rand_core::Rng + Send {
    game_registry::game_core::rng::seeded_fast(seed)
}

/// One of `items`, drawn from `rng`.
pub fn pick<T: Copy>(rng: &mut impl game_registry::game_core::rand_core::Rng, items: &[T]) -> T {
    let count = u32::try_from(items.len()).expect("a short list");
    items[game_registry::game_core::rng::below_fast(rng, count) as usize]
}

/// The action ids of a state message's `legalActions`.
pub fn legal_actions(state: &Value) -> Vec<u64> {
    state["legalActions"].as_array().expect("legalActions").iter().map(|a| a.as_u64().unwrap()).collect()
}
