//! The SQLite store: one file, one connection, used on the blocking pool. Write-ahead logging
//! with `synchronous = FULL`: a commit is on disk before the server answers, and readers never
//! wait for the writer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::{Appended, Joined, Left, NewMove, Occupant, StoreError, StoreResult, StoredSeat, StoredTable};
use crate::engine::StoredMove;
use crate::protocol::Status;
use crate::token::TokenHash;

/// The schema, created on first start.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS game_tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seeded INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    moves INTEGER NOT NULL DEFAULT 0,
    created_ms INTEGER NOT NULL,
    active_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS game_tables_by_status ON game_tables (status, active_ms);
CREATE TABLE IF NOT EXISTS game_seats (
    table_id TEXT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    token_hash BLOB,
    bot_seed INTEGER,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS game_moves (
    table_id TEXT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action INTEGER NOT NULL,
    checksum TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
";

/// A SQLite database file.
pub struct SqliteStore {
    connection: Arc<Mutex<Connection>>,
}

/// Adds the column `seeded` to a database made before it existed (its tables count as not
/// seeded: nothing recorded who chose their seeds).
fn add_seeded_column(connection: &Connection) -> StoreResult<()> {
    let present: bool = connection.query_row(
        "SELECT COUNT(*) > 0 FROM pragma_table_info('game_tables') WHERE name = 'seeded'",
        [],
        |row| row.get(0),
    )?;
    if !present {
        connection.execute_batch("ALTER TABLE game_tables ADD COLUMN seeded INTEGER NOT NULL DEFAULT 0")?;
    }
    Ok(())
}

/// A seed or bot seed as SQLite's signed 64-bit integer, bit for bit.
fn signed(seed: u64) -> i64 {
    i64::from_ne_bytes(seed.to_ne_bytes())
}

/// A seed read back.
fn unsigned(stored: i64) -> u64 {
    u64::from_ne_bytes(stored.to_ne_bytes())
}

impl SqliteStore {
    /// Opens (or creates) the database file at `path`.
    ///
    /// # Errors
    /// SQLite's.
    pub async fn open(path: &str) -> StoreResult<SqliteStore> {
        let path = path.to_string();
        let connection = tokio::task::spawn_blocking(move || -> StoreResult<Connection> {
            let connection = Connection::open(&path).map_err(|e| StoreError(format!("cannot open {path}: {e}")))?;
            connection.pragma_update(None, "journal_mode", "WAL")?;
            connection.pragma_update(None, "synchronous", "FULL")?;
            connection.pragma_update(None, "foreign_keys", "ON")?;
            connection.busy_timeout(std::time::Duration::from_secs(5))?;
            connection.execute_batch(SCHEMA)?;
            add_seeded_column(&connection)?;
            Ok(connection)
        })
        .await
        .map_err(|e| StoreError(e.to_string()))??;
        Ok(SqliteStore { connection: Arc::new(Mutex::new(connection)) })
    }

    /// Runs `work` with the connection on the blocking pool.
    async fn with<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Connection) -> StoreResult<T> + Send + 'static,
    ) -> StoreResult<T> {
        let connection = self.connection.clone();
        tokio::task::spawn_blocking(move || {
            let mut connection = connection.lock().map_err(|_| StoreError("the connection was poisoned".into()))?;
            work(&mut connection)
        })
        .await
        .map_err(|e| StoreError(e.to_string()))?
    }

    /// Stores a new table and its bot seats.
    pub async fn create_table(&self, table: StoredTable) -> StoreResult<()> {
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            tx.execute(
                "INSERT INTO game_tables (id, game, players, options, seed, seeded, status, moves, created_ms, active_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 0, ?8, ?8)",
                params![
                    table.id,
                    table.game,
                    table.players,
                    table.options_json,
                    signed(table.seed),
                    table.seeded,
                    table.status.as_str(),
                    table.active_ms
                ],
            )?;
            for seat in &table.seats {
                insert_seat(&tx, &table.id, seat)?;
            }
            tx.commit()?;
            Ok(())
        })
        .await
    }

    /// Takes a seat.
    pub async fn take_seat(
        &self,
        table: &str,
        wanted: Option<u8>,
        name: &str,
        token_hash: TokenHash,
        now: i64,
    ) -> StoreResult<Joined> {
        let (table, name) = (table.to_string(), name.to_string());
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let found: Option<(u8, String)> = tx
                .query_row("SELECT players, status FROM game_tables WHERE id = ?1", [&table], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })
                .optional()?;
            let Some((players, status)) = found else { return Ok(Joined::Unknown) };
            let taken = read_seats(&tx, &table)?;
            let seat = match super::choose_seat(players, &taken, wanted, &status) {
                Ok(seat) => seat,
                Err(refused) => return Ok(refused),
            };
            let occupant = Occupant::Player { name, token_hash };
            insert_seat(&tx, &table, &StoredSeat { seat, occupant })?;
            let full = taken.len() + 1 == usize::from(players);
            let status = if full { Status::Playing } else { Status::Waiting };
            tx.execute(
                "UPDATE game_tables SET status = ?2, active_ms = ?3 WHERE id = ?1",
                params![table, status.as_str(), now],
            )?;
            let seats = read_seats(&tx, &table)?;
            tx.commit()?;
            Ok(Joined::Seated { seat, status, seats })
        })
        .await
    }

    /// Frees `seat` of `table` while it waits, if the token hashing to `token_hash` holds it, or
    /// deletes the table if no other person sits there ([`super::Left`]).
    pub async fn leave_seat(&self, table: &str, seat: u8, token_hash: TokenHash, now: i64) -> StoreResult<Left> {
        let table = table.to_string();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let status: Option<String> =
                tx.query_row("SELECT status FROM game_tables WHERE id = ?1", [&table], |r| r.get(0)).optional()?;
            let Some(status) = status else { return Ok(Left::Unknown) };
            let taken = read_seats(&tx, &table)?;
            let left = match super::leaving(seat, &token_hash, &taken, &status) {
                Some(Left::Closed) => {
                    tx.execute("DELETE FROM game_tables WHERE id = ?1", [&table])?;
                    Left::Closed
                }
                Some(refused) => return Ok(refused),
                None => {
                    tx.execute("DELETE FROM game_seats WHERE table_id = ?1 AND seat = ?2", params![table, seat])?;
                    tx.execute("UPDATE game_tables SET active_ms = ?2 WHERE id = ?1", params![table, now])?;
                    Left::Freed { seats: read_seats(&tx, &table)? }
                }
            };
            tx.commit()?;
            Ok(left)
        })
        .await
    }

    /// Commits moves in one transaction; one answer per move.
    pub async fn append_moves(&self, moves: Vec<NewMove>) -> Vec<StoreResult<Appended>> {
        let count = moves.len();
        let result = self
            .with(move |c| {
                let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
                let mut answers = Vec::with_capacity(moves.len());
                {
                    let mut insert = tx.prepare_cached(
                        "INSERT INTO game_moves (table_id, number, seat, action, checksum)
                         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = ?1 AND moves = ?2)
                         ON CONFLICT DO NOTHING",
                    )?;
                    let mut update = tx.prepare_cached(
                        "UPDATE game_tables SET moves = ?2 + 1, status = ?3, active_ms = ?4 WHERE id = ?1",
                    )?;
                    for m in &moves {
                        let p = &m.played;
                        let inserted = insert.execute(params![m.table, m.number, p.seat, p.action, p.checksum])?;
                        if inserted == 1 {
                            update.execute(params![m.table, m.number, m.status.as_str(), m.at_ms])?;
                            answers.push(Appended::Stored);
                        } else {
                            answers.push(Appended::Conflict);
                        }
                    }
                }
                tx.commit()?;
                Ok(answers)
            })
            .await;
        match result {
            Ok(answers) => answers.into_iter().map(Ok).collect(),
            Err(e) => (0..count).map(|_| Err(StoreError(e.0.clone()))).collect(),
        }
    }

    /// Tables with their seats and moves: the one called `id`, or every table not over.
    pub async fn tables(&self, id: Option<String>, unfinished: bool) -> StoreResult<Vec<StoredTable>> {
        self.with(move |c| {
            let tx = c.transaction()?;
            let (filter, of_tables) = match (&id, unfinished) {
                (Some(_), _) => ("WHERE id = ?1", "WHERE table_id = ?1"),
                (None, true) => (
                    "WHERE status <> 'over'",
                    "WHERE table_id IN (SELECT id FROM game_tables WHERE status <> 'over')",
                ),
                (None, false) => ("", ""),
            };
            let mut tables = read_tables(&tx, filter, &id)?;
            let mut seats: HashMap<String, Vec<StoredSeat>> = HashMap::new();
            {
                let mut query = tx.prepare(&format!(
                    "SELECT table_id, seat, kind, name, token_hash, bot_seed FROM game_seats {of_tables} ORDER BY table_id, seat"
                ))?;
                let mut rows = query.query(rusqlite::params_from_iter(id.iter()))?;
                while let Some(row) = rows.next()? {
                    let table: String = row.get(0)?;
                    seats.entry(table).or_default().push(seat_of_row(row, 1)?);
                }
            }
            let mut moves: HashMap<String, Vec<StoredMove>> = HashMap::new();
            {
                let mut query = tx.prepare(&format!(
                    "SELECT table_id, seat, action, checksum FROM game_moves {of_tables} ORDER BY table_id, number"
                ))?;
                let mut rows = query.query(rusqlite::params_from_iter(id.iter()))?;
                while let Some(row) = rows.next()? {
                    let table: String = row.get(0)?;
                    moves.entry(table).or_default().push(StoredMove {
                        seat: row.get(1)?,
                        action: row.get(2)?,
                        checksum: row.get(3)?,
                    });
                }
            }
            for table in &mut tables {
                table.seats = seats.remove(&table.id).unwrap_or_default();
                table.moves = moves.remove(&table.id).unwrap_or_default();
            }
            Ok(tables)
        })
        .await
    }

    /// The moves of `table` from number `from` on.
    pub async fn moves_from(&self, table: &str, from: u32) -> StoreResult<Vec<StoredMove>> {
        let table = table.to_string();
        self.with(move |c| {
            let mut query = c.prepare_cached(
                "SELECT seat, action, checksum FROM game_moves WHERE table_id = ?1 AND number >= ?2 ORDER BY number",
            )?;
            let moves = query
                .query_map(params![table, from], |r| {
                    Ok(StoredMove { seat: r.get(0)?, action: r.get(1)?, checksum: r.get(2)? })
                })?
                .collect::<Result<Vec<_>, _>>()?;
            Ok(moves)
        })
        .await
    }

    /// The waiting tables, newest first, with their seats.
    pub async fn lobby(&self, limit: u32) -> StoreResult<Vec<StoredTable>> {
        self.with(move |c| {
            let tx = c.transaction()?;
            let filter = format!("WHERE status = 'waiting' ORDER BY created_ms DESC LIMIT {limit}");
            let mut tables = read_tables(&tx, &filter, &None)?;
            for table in &mut tables {
                table.seats = read_seats(&tx, &table.id)?;
            }
            Ok(tables)
        })
        .await
    }

    /// The number of tables not over.
    pub async fn open_table_count(&self) -> StoreResult<u64> {
        self.with(|c| Ok(c.query_row("SELECT COUNT(*) FROM game_tables WHERE status <> 'over'", [], |r| r.get(0))?))
            .await
    }

    /// Deletes the unfinished tables idle since before `before_ms`.
    pub async fn expire(&self, before_ms: i64) -> StoreResult<Vec<String>> {
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let ids = {
                let mut query =
                    tx.prepare("DELETE FROM game_tables WHERE status <> 'over' AND active_ms < ?1 RETURNING id")?;
                let ids = query.query_map([before_ms], |r| r.get(0))?.collect::<Result<Vec<String>, _>>()?;
                ids
            };
            tx.commit()?;
            Ok(ids)
        })
        .await
    }
}

/// Tables selected by `filter` (with `?1` bound to `argument`), without seats or moves.
fn read_tables(
    tx: &rusqlite::Transaction<'_>,
    filter: &str,
    argument: &Option<String>,
) -> StoreResult<Vec<StoredTable>> {
    let mut query = tx.prepare(&format!(
        "SELECT id, game, players, options, seed, status, moves, active_ms, seeded FROM game_tables {filter}"
    ))?;
    let mut rows = query.query(rusqlite::params_from_iter(argument.iter()))?;
    let mut tables = Vec::new();
    while let Some(row) = rows.next()? {
        let status: String = row.get(5)?;
        tables.push(StoredTable {
            id: row.get(0)?,
            game: row.get(1)?,
            players: row.get(2)?,
            options_json: row.get(3)?,
            seed: unsigned(row.get(4)?),
            seeded: row.get(8)?,
            status: Status::parse(&status).ok_or_else(|| StoreError(format!("unknown status {status:?}")))?,
            seats: Vec::new(),
            moves: Vec::new(),
            move_count: row.get(6)?,
            active_ms: row.get(7)?,
        });
    }
    Ok(tables)
}

/// The taken seats of `table`.
fn read_seats(tx: &rusqlite::Transaction<'_>, table: &str) -> StoreResult<Vec<StoredSeat>> {
    let mut query = tx.prepare_cached(
        "SELECT seat, kind, name, token_hash, bot_seed FROM game_seats WHERE table_id = ?1 ORDER BY seat",
    )?;
    let mut rows = query.query([table])?;
    let mut seats = Vec::new();
    while let Some(row) = rows.next()? {
        seats.push(seat_of_row(row, 0)?);
    }
    Ok(seats)
}

/// The seat in the columns of `row` from `first` on: seat, kind, name, token_hash, bot_seed.
fn seat_of_row(row: &rusqlite::Row<'_>, first: usize) -> StoreResult<StoredSeat> {
    let seat: u8 = row.get(first)?;
    let kind: String = row.get(first + 1)?;
    let name: String = row.get(first + 2)?;
    let occupant = match kind.as_str() {
        "player" => {
            let hash: Vec<u8> = row.get(first + 3)?;
            let token_hash = hash.try_into().map_err(|_| StoreError("a token hash is not 32 bytes".into()))?;
            Occupant::Player { name, token_hash }
        }
        "bot" => Occupant::Bot { name, seed: unsigned(row.get(first + 4)?) },
        other => return Err(StoreError(format!("unknown seat kind {other:?}"))),
    };
    Ok(StoredSeat { seat, occupant })
}

/// Inserts a taken seat.
fn insert_seat(tx: &rusqlite::Transaction<'_>, table: &str, seat: &StoredSeat) -> StoreResult<()> {
    match &seat.occupant {
        Occupant::Player { name, token_hash } => tx.execute(
            "INSERT INTO game_seats (table_id, seat, kind, name, token_hash) VALUES (?1, ?2, 'player', ?3, ?4)",
            params![table, seat.seat, name, token_hash.as_slice()],
        )?,
        Occupant::Bot { name, seed } => tx.execute(
            "INSERT INTO game_seats (table_id, seat, kind, name, bot_seed) VALUES (?1, ?2, 'bot', ?3, ?4)",
            params![table, seat.seat, name, signed(*seed)],
        )?,
    };
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_database_from_before_the_seeded_column_gets_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.sqlite").display().to_string();
        {
            // The first schema, with a waiting table in it.
            let first_schema = SCHEMA.replace("    seeded INTEGER NOT NULL DEFAULT 0,\n", "");
            assert!(!first_schema.contains("seeded"));
            let old = Connection::open(&path).unwrap();
            old.execute_batch(&first_schema).unwrap();
            old.execute(
                "INSERT INTO game_tables (id, game, players, options, seed, status, moves, created_ms, active_ms)
                 VALUES ('t', ?1, 2, '{}', 5, 'waiting', 0, 1, 1)",
                [game_registry::GAMES[0].name],
            )
            .unwrap();
        }
        let store = SqliteStore::open(&path).await.unwrap();
        let lobby = store.lobby(10).await.unwrap();
        assert_eq!(lobby.len(), 1);
        assert!(!lobby[0].seeded, "an old table counts as not seeded");
        // Opened again, the column is there: nothing is added twice.
        drop(store);
        SqliteStore::open(&path).await.unwrap();
    }
}
