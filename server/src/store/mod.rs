//! The record: tables, seats and moves in a database, which is the truth (the process holds a
//! cache). SQLite for one machine, PostgreSQL for several processes.
//!
//! Why rusqlite and tokio-postgres rather than one crate for both (sqlx): the two databases are
//! used differently. SQLite is a file with one writer: a synchronous connection on the blocking
//! pool, with moves that arrive during a commit committed together in the next transaction, is
//! the fastest honest way to write it. PostgreSQL is shared by processes: its asynchronous
//! client pipelines a batch's statements, and its connection's message stream carries
//! LISTEN/NOTIFY. Each backend is a small file of plain SQL; what they share (the batching of
//! moves, the records) is written once here.
//!
//! Schema (both databases): `game_tables` (id, game, players, options, seed, seeded, status,
//! moves, created_ms, active_ms), `game_seats` (table_id, seat, kind, name, token_hash, bot_seed; a row
//! per taken seat), `game_moves` (table_id, number, seat, action, checksum; the primary key
//! (table_id, number) makes each move number happen once).

mod postgres;
mod sqlite;

use std::time::{SystemTime, UNIX_EPOCH};

use tokio::sync::{mpsc, oneshot};

use crate::engine::StoredMove;
use crate::protocol::Status;
use crate::token::TokenHash;

pub use self::postgres::PostgresStore;
pub use self::sqlite::SqliteStore;

/// A database failure, in words (logged; clients are told the store is unavailable).
#[derive(Debug, thiserror::Error)]
#[error("database: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> Self {
        StoreError(e.to_string())
    }
}

impl From<deadpool_postgres::PoolError> for StoreError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        StoreError(e.to_string())
    }
}

/// A result of the store.
pub type StoreResult<T> = Result<T, StoreError>;

/// Who sits in a stored seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// A player: a name and the hash of the seat's token.
    Player {
        /// The name.
        name: String,
        /// The token's hash.
        token_hash: TokenHash,
    },
    /// A bot: its name and seed.
    Bot {
        /// The bot's name.
        name: String,
        /// Its seed.
        seed: u64,
    },
}

/// A taken seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    /// The seat's number.
    pub seat: u8,
    /// Who sits there.
    pub occupant: Occupant,
}

/// A table as stored.
#[derive(Clone, Debug)]
pub struct StoredTable {
    /// Its id.
    pub id: String,
    /// The game's name.
    pub game: String,
    /// The number of seats.
    pub players: u8,
    /// The options document.
    pub options_json: String,
    /// The deal's seed.
    pub seed: u64,
    /// Whether the table's creator chose the seed (and so can know every hidden card).
    pub seeded: bool,
    /// Its status.
    pub status: Status,
    /// The taken seats.
    pub seats: Vec<StoredSeat>,
    /// The moves (empty where only the count was asked for).
    pub moves: Vec<StoredMove>,
    /// How many moves were played.
    pub move_count: u32,
    /// When the last join or move happened, in milliseconds since 1970.
    pub active_ms: i64,
}

/// A move to store.
#[derive(Clone, Debug)]
pub struct NewMove {
    /// The table.
    pub table: String,
    /// Its number at the table, from 0: the table's move counter before it.
    pub number: u32,
    /// The move.
    pub played: StoredMove,
    /// The table's status after it.
    pub status: Status,
    /// When, in milliseconds since 1970.
    pub at_ms: i64,
}

/// What became of a move sent to the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Appended {
    /// Committed.
    Stored,
    /// Another move with this number was stored first (another process), or the table is gone.
    Conflict,
}

/// What became of a join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    /// The seat is taken: the table's status and taken seats after the join.
    Seated {
        /// The seat taken.
        seat: u8,
        /// The status after the join.
        status: Status,
        /// Every taken seat after the join.
        seats: Vec<StoredSeat>,
    },
    /// The seat asked for is taken.
    Taken,
    /// No seat is free.
    Full,
    /// No such table.
    Unknown,
}

/// What became of a player's leaving a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Left {
    /// The seat is free again: the taken seats after it.
    Freed {
        /// Every taken seat after the leaving.
        seats: Vec<StoredSeat>,
    },
    /// The seat was the last person's: the table is deleted.
    Closed,
    /// The game has started (or is over): seats are left only while a table waits.
    Started,
    /// The seat is not the token's (any more): it was left already, perhaps through another
    /// process, and may be someone else's now.
    NotSeated,
    /// No such table.
    Unknown,
}

/// What the leaving of `seat`, by the player whose token hashes to `token_hash`, does at a table
/// whose status is `status` and whose taken seats (before it) are `taken`: `None` to free the
/// seat, else the answer without any change.
fn leaving(seat: u8, token_hash: &TokenHash, taken: &[StoredSeat], status: &str) -> Option<Left> {
    let holds = taken.iter().any(|t| {
        t.seat == seat && matches!(&t.occupant, Occupant::Player { token_hash: held, .. } if held == token_hash)
    });
    if !holds {
        return Some(Left::NotSeated);
    }
    if status != Status::Waiting.as_str() {
        return Some(Left::Started);
    }
    let people_left = taken.iter().any(|t| t.seat != seat && matches!(t.occupant, Occupant::Player { .. }));
    (!people_left).then_some(Left::Closed)
}

/// A notification from a process that changed a table (PostgreSQL only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Move `number` of a table was stored.
    Moved {
        /// The table.
        table: String,
        /// The move's number.
        number: u32,
    },
    /// A seat of a table was taken.
    Seated {
        /// The table.
        table: String,
    },
    /// A table expired.
    Expired {
        /// The table.
        table: String,
    },
    /// A table was closed: its last person left before the game started.
    Closed {
        /// The table.
        table: String,
    },
    /// Changes may have been missed (the listening connection dropped): look at every table
    /// again.
    Resync,
}

impl Change {
    /// The change as a notification's payload: `m:<table>:<number>`, `s:<table>`, `x:<table>`,
    /// `c:<table>`.
    pub fn parse(payload: &str) -> Option<Change> {
        let (kind, rest) = payload.split_once(':')?;
        match kind {
            "m" => {
                let (table, number) = rest.split_once(':')?;
                Some(Change::Moved { table: table.to_string(), number: number.parse().ok()? })
            }
            "s" => Some(Change::Seated { table: rest.to_string() }),
            "x" => Some(Change::Expired { table: rest.to_string() }),
            "c" => Some(Change::Closed { table: rest.to_string() }),
            _ => None,
        }
    }
}

/// The seat a join takes at a table of `players` seats whose status is `status` and whose
/// taken seats are `taken`: `wanted`, or the lowest free one.
///
/// # Errors
/// [`Joined::Taken`] when `wanted` is taken (or no seat of the table), [`Joined::Full`] when no
/// seat is free or the game has started.
fn choose_seat(players: u8, taken: &[StoredSeat], wanted: Option<u8>, status: &str) -> Result<u8, Joined> {
    let free = |seat: u8| !taken.iter().any(|t| t.seat == seat);
    if status != Status::Waiting.as_str() {
        return Err(Joined::Full);
    }
    match wanted {
        Some(seat) if seat < players && free(seat) => Ok(seat),
        Some(_) => Err(Joined::Taken),
        None => (0..players).find(|&seat| free(seat)).ok_or(Joined::Full),
    }
}

/// Milliseconds since 1970, now.
pub fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A database: SQLite or PostgreSQL.
pub enum Backend {
    /// A SQLite file.
    Sqlite(SqliteStore),
    /// A PostgreSQL database.
    Postgres(PostgresStore),
}

/// A move waiting for its commit, with whoever waits for the answer.
type PendingMove = (NewMove, oneshot::Sender<StoreResult<Appended>>);

/// The store: a backend, and the batcher that commits moves together.
pub struct Store {
    backend: std::sync::Arc<Backend>,
    moves: mpsc::Sender<PendingMove>,
}

impl Store {
    /// Opens the database `url` (`sqlite:PATH` or `postgres://...`), creating the file and the
    /// schema where missing. With PostgreSQL, `changes` receives other processes' changes.
    ///
    /// # Errors
    /// A URL of neither kind, an SQLite URL without a file, or the database's refusal.
    pub async fn open(
        url: &str,
        pool_size: usize,
        max_batch: usize,
        changes: mpsc::UnboundedSender<Change>,
    ) -> StoreResult<Store> {
        let backend = if let Some(path) = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")) {
            // SQLite takes an empty name (and ":memory:") as a database that dies with the
            // process: a server keeps every move, so it needs a file.
            // SQLite also reads `file:` URIs (`file::memory:`, `?mode=memory`): a plain path only.
            if path.trim().is_empty() || path.starts_with(":memory:") || path.starts_with("file:") {
                return Err(StoreError(format!(
                    "{url:?} names no file: give sqlite:PATH (a server keeps its tables in a file)"
                )));
            }
            Backend::Sqlite(SqliteStore::open(path).await?)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres(PostgresStore::open(url, pool_size, changes).await?)
        } else {
            return Err(StoreError(format!(
                "{url:?} is no database: give sqlite:PATH or postgres://user:password@host/database"
            )));
        };
        let backend = std::sync::Arc::new(backend);
        let (moves, pending) = mpsc::channel(max_batch.max(1) * 64);
        tokio::spawn(commit_batches(backend.clone(), pending, max_batch.max(1)));
        Ok(Store { backend, moves })
    }

    /// Whether the store is shared with other processes (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        matches!(*self.backend, Backend::Postgres(_))
    }

    /// Stores a new table with its bot seats.
    ///
    /// # Errors
    /// The database's.
    pub async fn create_table(&self, table: StoredTable) -> StoreResult<()> {
        match &*self.backend {
            Backend::Sqlite(s) => s.create_table(table).await,
            Backend::Postgres(p) => p.create_table(&table).await,
        }
    }

    /// Takes seat `wanted` (the lowest free one when `None`) of `table` for a player.
    ///
    /// # Errors
    /// The database's.
    pub async fn take_seat(
        &self,
        table: &str,
        wanted: Option<u8>,
        name: &str,
        token_hash: TokenHash,
    ) -> StoreResult<Joined> {
        match &*self.backend {
            Backend::Sqlite(s) => s.take_seat(table, wanted, name, token_hash, now_ms()).await,
            Backend::Postgres(p) => p.take_seat(table, wanted, name, token_hash, now_ms()).await,
        }
    }

    /// Frees `seat` of `table`, its player (the holder of the token hashing to `token_hash`)
    /// leaving before the game started; the table is deleted if no other person sits there.
    ///
    /// # Errors
    /// The database's.
    pub async fn leave_seat(&self, table: &str, seat: u8, token_hash: TokenHash) -> StoreResult<Left> {
        match &*self.backend {
            Backend::Sqlite(s) => s.leave_seat(table, seat, token_hash, now_ms()).await,
            Backend::Postgres(p) => p.leave_seat(table, seat, token_hash, now_ms()).await,
        }
    }

    /// Commits a move, together with the others that arrive meanwhile; answers once it is
    /// committed (or refused).
    ///
    /// # Errors
    /// The database's.
    pub async fn append_move(&self, played: NewMove) -> StoreResult<Appended> {
        let (answer, answered) = oneshot::channel();
        self.moves.send((played, answer)).await.map_err(|_| StoreError("the store is closed".into()))?;
        answered.await.map_err(|_| StoreError("the store is closed".into()))?
    }

    /// Every table not over, with its seats and moves.
    ///
    /// # Errors
    /// The database's.
    pub async fn unfinished_tables(&self) -> StoreResult<Vec<StoredTable>> {
        match &*self.backend {
            Backend::Sqlite(s) => s.tables(None, true).await,
            Backend::Postgres(p) => p.tables(None, true).await,
        }
    }

    /// One table with its seats and moves.
    ///
    /// # Errors
    /// The database's.
    pub async fn table(&self, id: &str) -> StoreResult<Option<StoredTable>> {
        let found = match &*self.backend {
            Backend::Sqlite(s) => s.tables(Some(id.to_string()), false).await?,
            Backend::Postgres(p) => p.tables(Some(id.to_string()), false).await?,
        };
        Ok(found.into_iter().next())
    }

    /// The moves of table `id` from number `from` on, in order.
    ///
    /// # Errors
    /// The database's.
    pub async fn moves_from(&self, id: &str, from: u32) -> StoreResult<Vec<StoredMove>> {
        match &*self.backend {
            Backend::Sqlite(s) => s.moves_from(id, from).await,
            Backend::Postgres(p) => p.moves_from(id, from).await,
        }
    }

    /// The waiting tables, newest first (at most `limit`), with their seats but not their moves.
    ///
    /// # Errors
    /// The database's.
    pub async fn lobby(&self, limit: u32) -> StoreResult<Vec<StoredTable>> {
        match &*self.backend {
            Backend::Sqlite(s) => s.lobby(limit).await,
            Backend::Postgres(p) => p.lobby(limit).await,
        }
    }

    /// The number of tables not over.
    ///
    /// # Errors
    /// The database's.
    pub async fn open_table_count(&self) -> StoreResult<u64> {
        match &*self.backend {
            Backend::Sqlite(s) => s.open_table_count().await,
            Backend::Postgres(p) => p.open_table_count().await,
        }
    }

    /// Deletes the unfinished tables idle since before `before_ms` and returns their ids.
    ///
    /// # Errors
    /// The database's.
    pub async fn expire(&self, before_ms: i64) -> StoreResult<Vec<String>> {
        match &*self.backend {
            Backend::Sqlite(s) => s.expire(before_ms).await,
            Backend::Postgres(p) => p.expire(before_ms).await,
        }
    }
}

/// Commits moves as they come: each transaction holds every move that arrived while the last
/// one was being committed (up to `max_batch`), so a busy server commits many moves per disk
/// flush and a quiet one each move at once.
async fn commit_batches(backend: std::sync::Arc<Backend>, mut pending: mpsc::Receiver<PendingMove>, max_batch: usize) {
    // SQLite has one writer: one transaction at a time. PostgreSQL commits several batches at
    // once on different connections (a table has at most one move in flight, so batches never
    // hold two moves of one table).
    let in_flight = match &*backend {
        Backend::Sqlite(_) => 1,
        Backend::Postgres(p) => p.writers(),
    };
    let writers = std::sync::Arc::new(tokio::sync::Semaphore::new(in_flight));
    let mut batch = Vec::with_capacity(max_batch);
    while pending.recv_many(&mut batch, max_batch).await > 0 {
        let Ok(writer) = writers.clone().acquire_owned().await else { return };
        let (moves, answers): (Vec<NewMove>, Vec<_>) = batch.drain(..).unzip();
        let backend = backend.clone();
        tokio::spawn(async move {
            let results = match &*backend {
                Backend::Sqlite(s) => s.append_moves(moves).await,
                Backend::Postgres(p) => p.append_moves(moves).await,
            };
            drop(writer);
            for (answer, result) in answers.into_iter().zip(results) {
                // A caller that went away no longer needs its answer.
                let _ = answer.send(result);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::{mpsc, Change, Store};

    #[test]
    fn notifications_are_read() {
        assert_eq!(Change::parse("m:ab:12"), Some(Change::Moved { table: "ab".into(), number: 12 }));
        assert_eq!(Change::parse("s:ab"), Some(Change::Seated { table: "ab".into() }));
        assert_eq!(Change::parse("x:ab"), Some(Change::Expired { table: "ab".into() }));
        assert_eq!(Change::parse("c:ab"), Some(Change::Closed { table: "ab".into() }));
        assert_eq!(Change::parse("m:ab"), None);
        assert_eq!(Change::parse("q:ab"), None);
    }

    #[tokio::test]
    async fn an_sqlite_url_without_a_file_is_refused() {
        for url in
            ["sqlite:", "sqlite://", "sqlite: ", "sqlite::memory:", "sqlite:file::memory:", "sqlite:file:x?mode=memory"]
        {
            let (changes, _) = mpsc::unbounded_channel();
            let Err(error) = Store::open(url, 1, 1, changes).await else { panic!("{url} was opened") };
            assert!(error.0.contains("names no file"), "{url}: {error}");
        }
    }
}
