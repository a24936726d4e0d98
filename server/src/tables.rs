//! The tables the server holds: creating, joining, playing (write before you tell), bots on the
//! blocking pool, other processes' changes, expiry, and loading every unfinished table back on
//! start.

use std::collections::HashMap;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex as SyncMutex};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use game_registry::dynamic::{DynError, Recorded};
use serde_json::Number;
use tokio::sync::{mpsc, watch, Semaphore};

use crate::config::Config;
use crate::engine::StoredMove;
use crate::engine::{self, problem_code};
use crate::names::checked_name;
use crate::protocol::{
    CreateTable, Created, JoinTable, Joined, LeaveTable, Left, LoggedMove, MoveLog, Refusal, Status, TableInfo,
};
use crate::store::{self, Appended, Change, NewMove, Occupant, Store, StoredSeat, StoredTable};
use crate::table::{Table, TableCell, Update};
use crate::token::{hash_token, is_table_id, new_table_id, new_token, random_seed};

/// A refusal over HTTP: a status code and the refusal as the body.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The body.
    pub refusal: Refusal,
}

impl ApiError {
    /// A refusal of the server's own.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError { status, refusal: Refusal::new(code, message) }
    }

    /// The engine's refusal of a request, with its reason code and message.
    pub fn engine(status: StatusCode, e: DynError) -> ApiError {
        ApiError { status, refusal: Refusal { code: problem_code(e.problem), reason: e.reason, message: e.message } }
    }

    /// 403 `invalid_token`: a token that is no seat's at the table.
    pub fn invalid_token() -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "invalid_token", "the token is no seat's at this table")
    }

    /// 404 `unknown_table`: no such table.
    fn unknown_table() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "unknown_table", "there is no such table (it may have expired)")
    }

    /// The database failed.
    fn unavailable(e: &store::StoreError) -> ApiError {
        eprintln!("game-server: {e}");
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "unavailable", "the server cannot reach its database; try again")
    }
}

/// The refusal of a move the database did not take.
fn unavailable(e: &store::StoreError) -> Refusal {
    eprintln!("game-server: {e}");
    Refusal::new("unavailable", "the move could not be stored; nothing changed, try again")
}

/// Seats `taken` at `table` ([`Table::seat`]); the connections of a seat whose player left it
/// (here or through another process) are closed before anyone hears of the seat's new state.
///
/// # Errors
/// The engine's refusal of a bot's name.
fn reseat(cell: &TableCell, table: &mut Table, taken: &[StoredSeat]) -> Result<(), DynError> {
    let before = table.seats.clone();
    table.seat(taken)?;
    for (seat, (was, is)) in (0u8..).zip(before.iter().zip(&table.seats)) {
        if matches!(was, Some(Occupant::Player { .. })) && was != is {
            let _ = cell.updates.send(Update::SeatLeft(seat));
        }
    }
    Ok(())
}

/// Why a table closes, as its connections are told.
#[derive(Clone, Copy, Debug)]
enum Closing {
    /// Nobody joined or moved for too long (or the table is gone from the store).
    Expired,
    /// Its last person left before the game started.
    LastPersonLeft,
}

/// The most tables the lobby lists.
const LOBBY_SIZE: u32 = 100;

/// The server's tables and what they need.
pub struct Tables {
    /// The settings.
    pub config: Config,
    /// The record.
    store: Store,
    /// The tables in memory, by id.
    cells: SyncMutex<HashMap<String, Arc<TableCell>>>,
    /// One permit per bot that may think at once.
    thinking: Semaphore,
    /// One permit per log that may be played again at once (one per core).
    replaying: Arc<Semaphore>,
    /// Open WebSocket connections.
    pub connections: AtomicUsize,
    /// Set when the server is stopping: every connection closes with "going away".
    pub stopping: watch::Sender<bool>,
}

impl Tables {
    /// The tables over `store`, every unfinished one loaded back and verified, their bots woken.
    ///
    /// # Errors
    /// The database's failure to list them. A stored table the engine refuses (its replay does
    /// not reproduce) is reported and left out, never served half-checked.
    pub async fn open(config: Config, store: Store) -> Result<Arc<Tables>, store::StoreError> {
        let tables = Arc::new(Tables {
            thinking: Semaphore::new(config.bot_threads()),
            replaying: Arc::new(Semaphore::new(
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            )),
            stopping: watch::Sender::new(false),
            config,
            store,
            cells: SyncMutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
        });
        let stored = tables.store.unfinished_tables().await?;
        let mut restored = 0;
        for stored in &stored {
            match Table::restored(stored) {
                Ok(table) => {
                    let cell = tables.insert(TableCell::new(stored.id.clone(), table));
                    let mut table = cell.state.lock().await;
                    tables.wake_bots(&cell, &mut table);
                    restored += 1;
                }
                Err(e) => eprintln!("game-server: table {} is not served: {} ({})", stored.id, e.message, e.reason),
            }
        }
        if !stored.is_empty() {
            eprintln!("game-server: {restored} of {} unfinished tables restored and verified", stored.len());
        }
        Ok(tables)
    }

    /// Keeps `cell` unless a cell of its table is there already; returns the one kept.
    fn insert(&self, cell: Arc<TableCell>) -> Arc<TableCell> {
        let mut cells = self.cells.lock().unwrap_or_else(|p| p.into_inner());
        cells.entry(cell.id.clone()).or_insert(cell).clone()
    }

    /// The cell of table `id` in memory, if there.
    fn cached(&self, id: &str) -> Option<Arc<TableCell>> {
        self.cells.lock().unwrap_or_else(|p| p.into_inner()).get(id).cloned()
    }

    /// The table `id`: in memory, or loaded from the store.
    ///
    /// # Errors
    /// `unknown_table` (404), `unavailable` (503).
    pub async fn cell(&self, id: &str) -> Result<Arc<TableCell>, ApiError> {
        if !is_table_id(id) {
            return Err(ApiError::unknown_table());
        }
        if let Some(cell) = self.cached(id) {
            return Ok(cell);
        }
        let stored =
            self.store.table(id).await.map_err(|e| ApiError::unavailable(&e))?.ok_or_else(ApiError::unknown_table)?;
        let table = Table::restored(&stored).map_err(|e| {
            eprintln!("game-server: table {id} is not served: {} ({})", e.message, e.reason);
            ApiError::engine(StatusCode::INTERNAL_SERVER_ERROR, e)
        })?;
        Ok(self.insert(TableCell::new(id.to_string(), table)))
    }

    /// Creates a table.
    ///
    /// # Errors
    /// 400 with the engine's reason for a bad game, count, options or bot name, or a bot seat
    /// that is no seat; 503 when the server holds `--max-tables` open tables.
    pub async fn create(self: &Arc<Self>, request: CreateTable) -> Result<Created, ApiError> {
        let bad = |e| ApiError::engine(StatusCode::BAD_REQUEST, e);
        // A count past 2^32 is as wrong as one past the game's most; one that is no whole number
        // (-1, 2.5) is asked as 0 and refused alike, its message saying what was written.
        let players = request.players.as_u64().map_or(0, |p| u32::try_from(p).unwrap_or(u32::MAX));
        let setup = engine::table_setup(&request.game, players, request.options.as_ref()).map_err(|e| {
            let mut refused = bad(e);
            if request.players.as_u64().is_none() && refused.refusal.code == "setup" {
                refused.refusal.message = format!("a table has a whole number of players, not {}", request.players);
            }
            refused
        })?;
        let mut seats = Vec::new();
        for (key, name) in request.bots.unwrap_or_default() {
            let seat =
                key.parse::<u8>().ok().filter(|&s| s < setup.players && key == s.to_string()).ok_or_else(|| {
                    ApiError::new(
                        StatusCode::BAD_REQUEST,
                        "invalid_seat",
                        format!(
                            "bots are given by seat, \"0\" to \"{}\", not {}",
                            setup.players - 1,
                            crate::protocol::excerpt(&key)
                        ),
                    )
                })?;
            let seed = random_seed().map_err(no_randomness)?;
            engine::new_bot(setup.kind, &name, seed).map_err(bad)?;
            seats.push(StoredSeat { seat, occupant: Occupant::Bot { name, seed } });
        }
        let seed = match request.seed {
            Some(seed) => seed.0,
            None => random_seed().map_err(no_randomness)?,
        };
        let open = self.store.open_table_count().await.map_err(|e| ApiError::unavailable(&e))?;
        if open >= self.config.max_tables as u64 {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "too_many_tables",
                format!("the server holds {open} open tables, its most; try again later"),
            ));
        }
        let game = Recorded::with_options(setup.kind, &setup.options_json, seed).map_err(bad)?;
        let id = new_table_id().map_err(no_randomness)?;
        let status = if seats.len() == usize::from(setup.players) { Status::Playing } else { Status::Waiting };
        let mut table =
            Table::new(id.clone(), setup.kind, setup.options_json.clone(), seed, game, &seats, status).map_err(bad)?;
        table.seeded = request.seed.is_some();
        let record = StoredTable {
            id: id.clone(),
            game: setup.kind.name().to_string(),
            players: setup.players,
            options_json: setup.options_json,
            seed,
            seeded: table.seeded,
            status,
            seats,
            moves: Vec::new(),
            move_count: 0,
            active_ms: store::now_ms(),
        };
        self.store.create_table(record).await.map_err(|e| ApiError::unavailable(&e))?;
        let seats = table.seat_infos();
        let cell = self.insert(TableCell::new(id.clone(), table));
        let mut table = cell.state.lock().await;
        self.wake_bots(&cell, &mut table);
        Ok(Created { table: id, seats })
    }

    /// Takes a seat at table `id`.
    ///
    /// # Errors
    /// 400 for a bad name or seat number, 404 for no such table, 409 `seat_taken` or
    /// `table_full`.
    pub async fn join(self: &Arc<Self>, id: &str, request: JoinTable) -> Result<Joined, ApiError> {
        let name =
            checked_name(&request.name).map_err(|refusal| ApiError { status: StatusCode::BAD_REQUEST, refusal })?;
        let cell = self.cell(id).await?;
        let mut table = cell.state.lock().await;
        let wanted = request.seat.as_ref().map(|seat| seat_of(seat, table.seats.len())).transpose()?;
        let (token, hash) = new_token().map_err(no_randomness)?;
        match self.store.take_seat(id, wanted, &name, hash).await.map_err(|e| ApiError::unavailable(&e))? {
            store::Joined::Seated { seat, status, seats } => {
                reseat(&cell, &mut table, &seats)
                    .map_err(|e| ApiError::engine(StatusCode::INTERNAL_SERVER_ERROR, e))?;
                table.status = status;
                table.active = Instant::now();
                self.publish(&cell, &mut table);
                self.wake_bots(&cell, &mut table);
                Ok(Joined { seat, token })
            }
            store::Joined::Taken => {
                Err(ApiError::new(StatusCode::CONFLICT, "seat_taken", format!("seat {} is taken", wanted.unwrap_or(0))))
            }
            store::Joined::Full => {
                Err(ApiError::new(StatusCode::CONFLICT, "table_full", "every seat of the table is taken"))
            }
            store::Joined::Unknown => Err(ApiError::unknown_table()),
        }
    }

    /// Frees the seat of `token` at table `id` while the table waits; if no other person sits
    /// there, the table is closed: deleted, its connections told and closed.
    ///
    /// # Errors
    /// 403 `invalid_token`, 404 `unknown_table`, 409 `table_started` once the game has started,
    /// 503 `unavailable`.
    pub async fn leave(self: &Arc<Self>, id: &str, request: LeaveTable) -> Result<Left, ApiError> {
        let cell = self.cell(id).await?;
        let seat = self.seat_of_token(&cell, &request.token).await.ok_or_else(ApiError::invalid_token)?;
        let mut table = cell.state.lock().await;
        // The seat is the token's still (a leave of the same seat a moment ago freed it).
        if table.seat_of_token(&request.token) != Some(seat) {
            return Err(ApiError::invalid_token());
        }
        let hash = hash_token(&request.token);
        match self.store.leave_seat(id, seat, hash).await.map_err(|e| ApiError::unavailable(&e))? {
            store::Left::Freed { seats } => {
                reseat(&cell, &mut table, &seats)
                    .map_err(|e| ApiError::engine(StatusCode::INTERNAL_SERVER_ERROR, e))?;
                table.active = Instant::now();
                self.publish(&cell, &mut table);
                Ok(Left { table: cell.id.clone(), seat, closed: false })
            }
            store::Left::Closed => {
                self.close(&cell, &mut table, Closing::LastPersonLeft);
                Ok(Left { table: cell.id.clone(), seat, closed: true })
            }
            store::Left::Started => Err(ApiError::new(
                StatusCode::CONFLICT,
                "table_started",
                "the game has started: a seat is left only while the table waits for players",
            )),
            store::Left::NotSeated => Err(ApiError::invalid_token()),
            store::Left::Unknown => Err(ApiError::unknown_table()),
        }
    }

    /// Table `id` as clients see it.
    ///
    /// # Errors
    /// 404, 503.
    pub async fn info(&self, id: &str) -> Result<TableInfo, ApiError> {
        let cell = self.cell(id).await?;
        let table = cell.state.lock().await;
        Ok(table.info())
    }

    /// The moves at table `id` after the first `after` as the seat of `token` (`None`: a
    /// spectator) saw them, their events and the view after each: what its socket sent move by
    /// move, for a client that connects late.
    ///
    /// # Errors
    /// 404 `unknown_table`, 403 `invalid_token`, 503 `unavailable`.
    pub async fn log(self: &Arc<Self>, id: &str, token: Option<&str>, after: u32) -> Result<MoveLog, ApiError> {
        let cell = self.cell(id).await?;
        let seat = match token {
            None => None,
            Some(token) => Some(self.seat_of_token(&cell, token).await.ok_or_else(ApiError::invalid_token)?),
        };
        // The game is played again outside the table's lock: moves go on meanwhile.
        let skipped = usize::try_from(after).unwrap_or(usize::MAX);
        let (kind, options_json, seed, history) = {
            let table = cell.state.lock().await;
            // The token's still (its seat was not given up a moment ago).
            if let Some(token) = token {
                if table.seat_of_token(token) != seat {
                    return Err(ApiError::invalid_token());
                }
            }
            let moves = table.game.history().len();
            // Nothing after the last move (a client asking whether the table and its seat are
            // still there): answered at once, no replay.
            if skipped >= moves {
                let turn = u32::try_from(moves).unwrap_or(u32::MAX);
                return Ok(MoveLog { table: cell.id.clone(), seat, turn, moves: Vec::new() });
            }
            (table.kind, table.options_json.clone(), table.seed, table.game.history().to_vec())
        };
        let turn = u32::try_from(history.len()).unwrap_or(u32::MAX);
        // A long game takes milliseconds to play again: off the tasks that serve connections,
        // a few at a time. The permit goes with the replay, which runs on when its client has
        // gone.
        let permit = self.replaying.clone().acquire_owned().await.map_err(|_| ApiError::unknown_table())?;
        let seen = tokio::task::spawn_blocking(move || {
            let seen = engine::moves_as_seen(kind, &options_json, seed, &history, seat, skipped);
            drop(permit);
            seen
        })
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?
        .map_err(|e| ApiError::engine(StatusCode::INTERNAL_SERVER_ERROR, e))?;
        let raw = |json: String| {
            serde_json::value::RawValue::from_string(json)
                .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))
        };
        let mut moves = Vec::with_capacity(seen.len());
        // `seen` first: an empty one (`after` past the last move, even u32::MAX) never reads
        // the numbers.
        for (seen, number) in seen.into_iter().zip(after.saturating_add(1)..) {
            moves.push(LoggedMove { turn: number, view: raw(seen.view)?, events: raw(seen.events)? });
        }
        Ok(MoveLog { table: cell.id.clone(), seat, turn, moves })
    }

    /// The tables with free seats, newest first.
    ///
    /// # Errors
    /// 503.
    pub async fn lobby(&self) -> Result<Vec<TableInfo>, ApiError> {
        let stored = self.store.lobby(LOBBY_SIZE).await.map_err(|e| ApiError::unavailable(&e))?;
        let mut infos = Vec::with_capacity(stored.len());
        for stored in stored {
            // The table as stored: no need to load its game to list it.
            let Ok(kind) = game_registry::dynamic::kind_named(&stored.game) else { continue };
            let mut seats = vec![None; usize::from(stored.players)];
            for seat in &stored.seats {
                if let Some(slot) = seats.get_mut(usize::from(seat.seat)) {
                    *slot = Some(seat.occupant.clone());
                }
            }
            let infos_of_seats = crate::table::seat_infos(&seats);
            infos.push(TableInfo {
                table: stored.id,
                game: kind.name(),
                players: stored.players,
                options: serde_json::value::RawValue::from_string(stored.options_json)
                    .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?,
                seats: infos_of_seats,
                status: stored.status,
                turn: stored.move_count,
                seeded: stored.seeded,
            });
        }
        Ok(infos)
    }

    /// The seat of table `cell` whose token is `token`. With a shared store the seat may have
    /// been taken through another process a moment ago: the table is brought up to the store's
    /// record before a token is refused.
    pub async fn seat_of_token(self: &Arc<Self>, cell: &Arc<TableCell>, token: &str) -> Option<u8> {
        let mut table = cell.state.lock().await;
        if let Some(seat) = table.seat_of_token(token) {
            return Some(seat);
        }
        if !self.store.is_shared() {
            return None;
        }
        self.catch_up(cell, &mut table).await;
        table.seat_of_token(token)
    }

    /// Plays `action` for `seat` at table `cell`, the client having seen move counter `turn`,
    /// if `still_seated` holds for the table (the connection's seat is still its player's).
    /// The move is committed to the store before anyone hears of it; then every connection of
    /// the table gets its new state and a bot whose turn it is starts thinking.
    ///
    /// # Errors
    /// The refusal; nothing changed.
    pub async fn play(
        self: &Arc<Self>,
        cell: &Arc<TableCell>,
        seat: u8,
        action: u32,
        turn: u32,
        still_seated: impl FnOnce(&Table) -> bool,
    ) -> Result<(), Refusal> {
        let mut table = cell.state.lock().await;
        if table.status == Status::Waiting && self.store.is_shared() {
            // The last seat may have been taken through another process a moment ago (and this
            // connection's seat given up and taken by someone else: checked next).
            self.catch_up(cell, &mut table).await;
        }
        if !still_seated(&table) {
            return Err(Refusal::seat_left());
        }
        self.play_locked(cell, &mut table, seat, action, turn).await
    }

    /// [`Tables::play`] on the locked table.
    async fn play_locked(
        self: &Arc<Self>,
        cell: &Arc<TableCell>,
        table: &mut Table,
        seat: u8,
        action: u32,
        turn: u32,
    ) -> Result<(), Refusal> {
        let (next, played, status) = table.try_move(seat, action, turn)?;
        let number = table.turn();
        let record = NewMove { table: cell.id.clone(), number, played, status, at_ms: store::now_ms() };
        match self.store.append_move(record).await {
            Ok(Appended::Stored) => {
                table.game = next;
                table.status = status;
                table.active = Instant::now();
                self.publish(cell, table);
                self.wake_bots(cell, table);
                Ok(())
            }
            Ok(Appended::Conflict) => {
                // Another process stored a move with this number first (or the table expired).
                self.catch_up(cell, table).await;
                Err(Refusal::new("stale_turn", format!("another move was played at turn {turn} first")))
            }
            Err(e) => Err(unavailable(&e)),
        }
    }

    /// Sends every connection of the table its state after a change.
    fn publish(&self, cell: &TableCell, table: &mut Table) {
        match table.messages() {
            Ok(snapshot) => {
                table.snapshot = Arc::new(snapshot);
                // No connection listening is no error.
                let _ = cell.updates.send(Update::State(table.snapshot.clone()));
            }
            Err(e) => eprintln!("game-server: table {}: {}", cell.id, e.message),
        }
    }

    /// Starts the bot of the seat to decide, if it is a bot's turn and it is not thinking yet.
    /// It thinks on the blocking pool, never on the runtime's threads, so no other table waits
    /// for it; then it plays like any seat. A searching bot takes one of `--bot-threads` permits
    /// (queued until one is free); a quick one (`random`, `greedy`) answers at once, never queued
    /// behind searches of other tables.
    fn wake_bots(self: &Arc<Self>, cell: &Arc<TableCell>, table: &mut Table) {
        if table.status != Status::Playing || table.closed.is_some() {
            return;
        }
        let Some(seat) = table.game.game().current_player() else { return };
        let Some(mut bot) = table.bots.get_mut(usize::from(seat)).and_then(Option::take) else { return };
        let view = table.game.game().view(seat);
        let turn = table.turn();
        let searches = matches!(&table.seats[usize::from(seat)], Some(Occupant::Bot { name, .. })
            if engine::bot_searches(table.kind, name));
        let (tables, cell) = (self.clone(), cell.clone());
        tokio::spawn(async move {
            let thought = {
                let _permit = if searches { Some(tables.thinking.acquire().await) } else { None };
                tokio::task::spawn_blocking(move || {
                    let choice = bot.choose_from_view(&*view);
                    (bot, choice)
                })
                .await
            };
            let Ok((bot, choice)) = thought else {
                eprintln!("game-server: table {}: the bot of seat {seat} failed", cell.id);
                return;
            };
            let mut table = cell.state.lock().await;
            table.bots[usize::from(seat)] = Some(bot);
            match choice {
                Ok(action) => {
                    if let Err(refusal) = tables.play_locked(&cell, &mut table, seat, action, turn).await {
                        if refusal.code == "unavailable" {
                            // The store failed: think again (after a pause), the move is not lost.
                            drop(table);
                            tokio::time::sleep(Duration::from_millis(500)).await;
                            let mut table = cell.state.lock().await;
                            tables.wake_bots(&cell, &mut table);
                        } else {
                            // The game moved on elsewhere (another process): the bot looks again.
                            tables.wake_bots(&cell, &mut table);
                        }
                    }
                }
                Err(e) => eprintln!("game-server: table {}: the bot of seat {seat}: {}", cell.id, e.message),
            }
        });
    }

    /// Plays the moves another process stored at a table since its move counter, each checked
    /// against its checksum and sent to the connections.
    async fn catch_up_moves(self: &Arc<Self>, cell: &Arc<TableCell>, table: &mut Table) {
        let moves = match self.store.moves_from(&cell.id, table.turn()).await {
            Ok(moves) => moves,
            Err(e) => {
                eprintln!("game-server: table {}: {e}", cell.id);
                return;
            }
        };
        let from = table.history_len();
        self.play_stored(cell, table, from, &moves);
    }

    /// Plays `moves`, stored from number `from` on, each checked against its checksum; a move
    /// that does not follow closes the table.
    fn play_stored(&self, cell: &TableCell, table: &mut Table, from: usize, moves: &[StoredMove]) -> bool {
        for (number, played) in (from..).zip(moves) {
            let mut next = table.game.clone();
            let applied = next.apply(Some(played.seat), played.action);
            if applied.is_err() || engine::checksum(next.game()) != played.checksum {
                eprintln!("game-server: table {}: stored move {number} does not follow; the table is closed", cell.id);
                self.close(cell, table, Closing::Expired);
                return false;
            }
            table.game = next;
            table.status = if table.game.game().current_player().is_none() { Status::Over } else { Status::Playing };
            table.active = Instant::now();
            self.publish(cell, table);
        }
        true
    }

    /// Brings a table up to the store's record (moves and seats another process stored); each
    /// move the record adds is checked against its checksum and sent to the connections. A table
    /// no longer stored is closed.
    async fn catch_up(self: &Arc<Self>, cell: &Arc<TableCell>, table: &mut Table) {
        let stored = match self.store.table(&cell.id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => {
                self.close(cell, table, Closing::Expired);
                return;
            }
            Err(e) => {
                eprintln!("game-server: table {}: {e}", cell.id);
                return;
            }
        };
        let seats_before = table.seat_infos();
        if let Err(e) = reseat(cell, table, &stored.seats) {
            eprintln!("game-server: table {}: {}", cell.id, e.message);
        }
        let seated = stored.status != table.status && table.status == Status::Waiting;
        if seated {
            table.status = if stored.moves.is_empty() { stored.status } else { Status::Playing };
        }
        // A join or a leave through another process: the connections here hear of it.
        if seated || table.seat_infos() != seats_before {
            table.active = Instant::now();
            self.publish(cell, table);
        }
        let from = table.history_len();
        if !self.play_stored(cell, table, from, stored.moves.get(from..).unwrap_or_default()) {
            return;
        }
        if seated {
            self.wake_bots(cell, table);
        }
    }

    /// Closes a table for `why`: its connections are told, and it leaves memory.
    fn close(&self, cell: &TableCell, table: &mut Table, why: Closing) {
        let refusal = match why {
            Closing::Expired => Refusal::new("table_expired", "the table expired: nobody joined or moved for too long"),
            Closing::LastPersonLeft => {
                Refusal::new("table_closed", "the table is closed: its last player left before the game started")
            }
        };
        table.closed = Some(refusal.clone());
        let _ = cell.updates.send(Update::Closed(refusal));
        self.cells.lock().unwrap_or_else(|p| p.into_inner()).remove(&cell.id);
    }

    /// Applies another process's change to the tables in memory (a table not in memory is
    /// loaded when asked for).
    pub async fn apply_change(self: &Arc<Self>, change: Change) {
        let cells: Vec<Arc<TableCell>> = match &change {
            Change::Moved { table, .. }
            | Change::Seated { table }
            | Change::Expired { table }
            | Change::Closed { table } => self.cached(table).into_iter().collect(),
            Change::Resync => self.cells.lock().unwrap_or_else(|p| p.into_inner()).values().cloned().collect(),
        };
        for cell in cells {
            let mut table = cell.state.lock().await;
            match &change {
                Change::Moved { number, .. } if *number < table.turn() => {}
                Change::Moved { .. } if table.status != Status::Waiting => self.catch_up_moves(&cell, &mut table).await,
                Change::Expired { .. } => self.close(&cell, &mut table, Closing::Expired),
                Change::Closed { .. } => self.close(&cell, &mut table, Closing::LastPersonLeft),
                _ => self.catch_up(&cell, &mut table).await,
            }
        }
    }

    /// Expires the unfinished tables idle for longer than `--idle-expiry` (deleted from the
    /// store, their connections told), and lets finished tables idle that long leave memory.
    pub async fn expire_idle(self: &Arc<Self>) {
        let expiry = self.config.idle_expiry();
        let before = store::now_ms() - i64::try_from(expiry.as_millis()).unwrap_or(i64::MAX);
        match self.store.expire(before).await {
            Ok(ids) => {
                for id in ids {
                    if let Some(cell) = self.cached(&id) {
                        let mut table = cell.state.lock().await;
                        self.close(&cell, &mut table, Closing::Expired);
                    }
                }
            }
            Err(e) => eprintln!("game-server: expiring tables: {e}"),
        }
        let cells: Vec<Arc<TableCell>> =
            self.cells.lock().unwrap_or_else(|p| p.into_inner()).values().cloned().collect();
        for cell in cells {
            let table = cell.state.lock().await;
            if table.status == Status::Over && table.active.elapsed() > expiry && cell.updates.receiver_count() == 0 {
                self.cells.lock().unwrap_or_else(|p| p.into_inner()).remove(&cell.id);
            }
        }
    }

    /// Runs [`Tables::expire_idle`] every so often, and applies other processes' changes as
    /// they come, until the server stops.
    pub async fn maintain(self: Arc<Self>, mut changes: mpsc::UnboundedReceiver<Change>) {
        let period = (self.config.idle_expiry() / 4).clamp(Duration::from_millis(200), Duration::from_secs(60));
        let mut ticks = tokio::time::interval(period);
        // A store shared with no other process sends no changes (its sender is gone).
        let mut shared = true;
        loop {
            tokio::select! {
                _ = ticks.tick() => self.expire_idle().await,
                change = changes.recv(), if shared => match change {
                    // Each change on its own task: tables catch up at once, in parallel (a
                    // table's lock keeps its own changes in order).
                    Some(change) => {
                        let tables = self.clone();
                        tokio::spawn(async move { tables.apply_change(change).await });
                    }
                    None => shared = false,
                },
            }
        }
    }
}

/// The operating system's generator failed.
/// The seat numbered `seat` at a table of `players` seats.
///
/// # Errors
/// 400 `invalid_seat` for a number that is no seat: negative, fractional, too large.
fn seat_of(seat: &Number, players: usize) -> Result<u8, ApiError> {
    seat.as_u64().and_then(|s| u8::try_from(s).ok()).filter(|&s| usize::from(s) < players).ok_or_else(|| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_seat",
            format!("seat {seat} is no seat of this table (seats 0 to {})", players.saturating_sub(1)),
        )
    })
}

fn no_randomness(e: getrandom::Error) -> ApiError {
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", format!("no randomness: {e}"))
}
