//! The PostgreSQL store, shared by any number of server processes: the primary key (table,
//! move number) makes each move happen once whichever process stores it, a row lock on the
//! table serializes joins, and every change is announced with NOTIFY in the transaction that
//! makes it (delivered at commit), which each process LISTENs to.

use std::collections::HashMap;
use std::time::Duration;

use deadpool_postgres::GenericClient;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::types::ToSql;
use tokio_postgres::types::Type;
use tokio_postgres::{AsyncMessage, NoTls};

use super::{Appended, Change, Joined, Left, NewMove, Occupant, StoreError, StoreResult, StoredSeat, StoredTable};
use crate::engine::StoredMove;
use crate::protocol::Status;
use crate::token::TokenHash;

/// The channel the processes announce changes on.
const CHANNEL: &str = "game_server";

/// The schema, created on first start (under an advisory lock: processes may start together).
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS game_tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    seeded BOOLEAN NOT NULL DEFAULT FALSE,
    status TEXT NOT NULL,
    moves INTEGER NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    active_ms BIGINT NOT NULL
);
-- Databases made before the column existed: their tables count as not seeded.
ALTER TABLE game_tables ADD COLUMN IF NOT EXISTS seeded BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX IF NOT EXISTS game_tables_by_status ON game_tables (status, active_ms);
CREATE TABLE IF NOT EXISTS game_seats (
    table_id TEXT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    token_hash BYTEA,
    bot_seed BIGINT,
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

/// Stores a move unless its number is taken or the table is gone or elsewhere, updates the table
/// and announces it; returns a row exactly when the move was stored.
const APPEND_MOVE: &str = "
WITH inserted AS (
    INSERT INTO game_moves (table_id, number, seat, action, checksum)
    SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = $1 AND moves = $2)
    ON CONFLICT DO NOTHING
    RETURNING number
), updated AS (
    UPDATE game_tables SET moves = $2 + 1, status = $6, active_ms = $7
    WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
)
SELECT number, pg_notify('game_server', 'm:' || $1 || ':' || number) FROM inserted";

/// A PostgreSQL database.
pub struct PostgresStore {
    pool: Pool,
}

/// A seed as PostgreSQL's signed 64-bit integer, bit for bit.
fn signed(seed: u64) -> i64 {
    i64::from_ne_bytes(seed.to_ne_bytes())
}

/// A seed read back.
fn unsigned(stored: i64) -> u64 {
    u64::from_ne_bytes(stored.to_ne_bytes())
}

/// A small stored number (a seat, a count) read back.
fn small<T: TryFrom<i32>>(stored: i32) -> StoreResult<T> {
    T::try_from(stored).map_err(|_| StoreError(format!("{stored} is out of range")))
}

impl PostgresStore {
    /// Connects to `url`, creates the schema where missing and starts listening for other
    /// processes' changes, which go to `changes`.
    ///
    /// # Errors
    /// PostgreSQL's.
    pub async fn open(
        url: &str,
        pool_size: usize,
        changes: mpsc::UnboundedSender<Change>,
    ) -> StoreResult<PostgresStore> {
        let config: tokio_postgres::Config = url.parse().map_err(|e| StoreError(format!("{e}")))?;
        let manager =
            Manager::from_config(config.clone(), NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager).max_size(pool_size.max(1)).build().map_err(|e| StoreError(e.to_string()))?;
        {
            let mut client = pool.get().await?;
            let tx = client.transaction().await?;
            tx.execute("SELECT pg_advisory_xact_lock(7310425)", &[]).await?;
            tx.batch_execute(SCHEMA).await?;
            tx.commit().await?;
        }
        let (ready, listening) = tokio::sync::oneshot::channel();
        tokio::spawn(listen(config, changes, ready));
        listening.await.map_err(|_| StoreError("the listener did not start".into()))??;
        Ok(PostgresStore { pool })
    }

    /// Stores a new table and its bot seats.
    pub async fn create_table(&self, table: &StoredTable) -> StoreResult<()> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO game_tables (id, game, players, options, seed, seeded, status, moves, created_ms, active_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $8)",
            &[
                &table.id,
                &table.game,
                &i32::from(table.players),
                &table.options_json,
                &signed(table.seed),
                &table.seeded,
                &table.status.as_str(),
                &table.active_ms,
            ],
        )
        .await?;
        for seat in &table.seats {
            insert_seat(&tx, &table.id, seat).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Takes a seat, the table's row locked so that joins at one table happen one at a time
    /// whichever process receives them.
    pub async fn take_seat(
        &self,
        table: &str,
        wanted: Option<u8>,
        name: &str,
        token_hash: TokenHash,
        now: i64,
    ) -> StoreResult<Joined> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let Some(row) =
            tx.query_opt("SELECT players, status FROM game_tables WHERE id = $1 FOR UPDATE", &[&table]).await?
        else {
            return Ok(Joined::Unknown);
        };
        let players: u8 = small(row.get(0))?;
        let status: String = row.get(1);
        let taken = read_seats(&tx, table).await?;
        let seat = match super::choose_seat(players, &taken, wanted, &status) {
            Ok(seat) => seat,
            Err(refused) => return Ok(refused),
        };
        let occupant = Occupant::Player { name: name.to_string(), token_hash };
        insert_seat(&tx, table, &StoredSeat { seat, occupant }).await?;
        let status = if taken.len() + 1 == usize::from(players) { Status::Playing } else { Status::Waiting };
        tx.execute(
            "UPDATE game_tables SET status = $2, active_ms = $3 WHERE id = $1",
            &[&table, &status.as_str(), &now],
        )
        .await?;
        tx.execute("SELECT pg_notify($1, 's:' || $2)", &[&CHANNEL, &table]).await?;
        let seats = read_seats(&tx, table).await?;
        tx.commit().await?;
        Ok(Joined::Seated { seat, status, seats })
    }

    /// Frees `seat` of `table` while it waits, if the token hashing to `token_hash` holds it, or
    /// deletes the table if no other person sits there ([`super::Left`]); the other processes are told.
    pub async fn leave_seat(&self, table: &str, seat: u8, token_hash: TokenHash, now: i64) -> StoreResult<Left> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let Some(row) = tx.query_opt("SELECT status FROM game_tables WHERE id = $1 FOR UPDATE", &[&table]).await?
        else {
            return Ok(Left::Unknown);
        };
        let status: String = row.get(0);
        let taken = read_seats(&tx, table).await?;
        let left = match super::leaving(seat, &token_hash, &taken, &status) {
            Some(Left::Closed) => {
                tx.execute("DELETE FROM game_tables WHERE id = $1", &[&table]).await?;
                tx.execute("SELECT pg_notify($1, 'c:' || $2)", &[&CHANNEL, &table]).await?;
                Left::Closed
            }
            Some(refused) => return Ok(refused),
            None => {
                tx.execute("DELETE FROM game_seats WHERE table_id = $1 AND seat = $2", &[&table, &i32::from(seat)])
                    .await?;
                tx.execute("UPDATE game_tables SET active_ms = $2 WHERE id = $1", &[&table, &now]).await?;
                tx.execute("SELECT pg_notify($1, 's:' || $2)", &[&CHANNEL, &table]).await?;
                Left::Freed { seats: read_seats(&tx, table).await? }
            }
        };
        tx.commit().await?;
        Ok(left)
    }

    /// Commits moves in one transaction, their statements pipelined; one answer per move. If the
    /// transaction fails as a whole, each move is tried again on its own.
    pub async fn append_moves(&self, moves: Vec<NewMove>) -> Vec<StoreResult<Appended>> {
        match self.append_batch(&moves).await {
            Ok(answers) => answers.into_iter().map(Ok).collect(),
            Err(_) if moves.len() > 1 => {
                let mut answers = Vec::with_capacity(moves.len());
                for m in moves {
                    answers.push(self.append_batch(std::slice::from_ref(&m)).await.map(|a| a[0]));
                }
                answers
            }
            Err(e) => vec![Err(e)],
        }
    }

    /// Commits `moves` in one transaction.
    async fn append_batch(&self, moves: &[NewMove]) -> StoreResult<Vec<Appended>> {
        let mut client = self.pool.get().await?;
        let statement = client
            .prepare_typed_cached(
                APPEND_MOVE,
                &[Type::TEXT, Type::INT4, Type::INT4, Type::INT4, Type::TEXT, Type::TEXT, Type::INT8],
            )
            .await?;
        let tx = client.transaction().await?;
        let numbers: Vec<i32> = moves.iter().map(|m| i32::try_from(m.number).unwrap_or(i32::MAX)).collect();
        let seats: Vec<i32> = moves.iter().map(|m| i32::from(m.played.seat)).collect();
        let actions: Vec<i32> = moves.iter().map(|m| i32::try_from(m.played.action).unwrap_or(i32::MAX)).collect();
        let statuses: Vec<&str> = moves.iter().map(|m| m.status.as_str()).collect();
        let arguments: Vec<[&(dyn ToSql + Sync); 7]> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                [
                    &m.table as &(dyn ToSql + Sync),
                    &numbers[i],
                    &seats[i],
                    &actions[i],
                    &m.played.checksum,
                    &statuses[i],
                    &m.at_ms,
                ]
            })
            .collect();
        let inserts = arguments.iter().map(|arguments| tx.query(&statement, arguments));
        let results = futures_util::future::join_all(inserts).await;
        let mut answers = Vec::with_capacity(moves.len());
        for result in results {
            answers.push(if result?.is_empty() { Appended::Conflict } else { Appended::Stored });
        }
        tx.commit().await?;
        Ok(answers)
    }

    /// Tables with their seats and moves: the one called `id`, or every table not over.
    pub async fn tables(&self, id: Option<String>, unfinished: bool) -> StoreResult<Vec<StoredTable>> {
        let client = self.pool.get().await?;
        let (filter, of_tables) = match (&id, unfinished) {
            (Some(_), _) => ("WHERE id = $1", "WHERE table_id = $1"),
            (None, true) => {
                ("WHERE status <> 'over'", "WHERE table_id IN (SELECT id FROM game_tables WHERE status <> 'over')")
            }
            (None, false) => ("", ""),
        };
        let arguments: Vec<&(dyn ToSql + Sync)> = match &id {
            Some(id) => vec![id],
            None => vec![],
        };
        let mut tables = read_tables(&client, filter, &arguments).await?;
        let mut seats: HashMap<String, Vec<StoredSeat>> = HashMap::new();
        let query = format!("SELECT seat, kind, name, token_hash, bot_seed, table_id FROM game_seats {of_tables} ORDER BY table_id, seat");
        for row in client.query(&query, &arguments).await? {
            seats.entry(row.get(5)).or_default().push(seat_of_row(&row)?);
        }
        let mut moves: HashMap<String, Vec<StoredMove>> = HashMap::new();
        let query =
            format!("SELECT table_id, seat, action, checksum FROM game_moves {of_tables} ORDER BY table_id, number");
        for row in client.query(&query, &arguments).await? {
            moves.entry(row.get(0)).or_default().push(StoredMove {
                seat: small(row.get(1))?,
                action: small(row.get(2))?,
                checksum: row.get(3),
            });
        }
        for table in &mut tables {
            table.seats = seats.remove(&table.id).unwrap_or_default();
            table.moves = moves.remove(&table.id).unwrap_or_default();
        }
        Ok(tables)
    }

    /// The moves of `table` from number `from` on.
    pub async fn moves_from(&self, table: &str, from: u32) -> StoreResult<Vec<StoredMove>> {
        let client = self.pool.get().await?;
        let from = i32::try_from(from).unwrap_or(i32::MAX);
        let statement = client
            .prepare_cached(
                "SELECT seat, action, checksum FROM game_moves WHERE table_id = $1 AND number >= $2 ORDER BY number",
            )
            .await?;
        let rows = client.query(&statement, &[&table, &from]).await?;
        rows.iter()
            .map(|r| Ok(StoredMove { seat: small(r.get(0))?, action: small(r.get(1))?, checksum: r.get(2) }))
            .collect()
    }

    /// How many batches of moves may be committed at once: half the pool, the rest for reads
    /// and joins.
    pub fn writers(&self) -> usize {
        (self.pool.status().max_size / 2).max(1)
    }

    /// The waiting tables, newest first, with their seats.
    pub async fn lobby(&self, limit: u32) -> StoreResult<Vec<StoredTable>> {
        let client = self.pool.get().await?;
        let filter = format!("WHERE status = 'waiting' ORDER BY created_ms DESC LIMIT {limit}");
        let mut tables = read_tables(&client, &filter, &[]).await?;
        for table in &mut tables {
            table.seats = read_seats(&client, &table.id).await?;
        }
        Ok(tables)
    }

    /// The number of tables not over.
    pub async fn open_table_count(&self) -> StoreResult<u64> {
        let client = self.pool.get().await?;
        let row = client.query_one("SELECT COUNT(*) FROM game_tables WHERE status <> 'over'", &[]).await?;
        u64::try_from(row.get::<_, i64>(0)).map_err(|e| StoreError(e.to_string()))
    }

    /// Deletes the unfinished tables idle since before `before_ms`, announcing each.
    pub async fn expire(&self, before_ms: i64) -> StoreResult<Vec<String>> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                "WITH gone AS (DELETE FROM game_tables WHERE status <> 'over' AND active_ms < $1 RETURNING id)
                 SELECT id, pg_notify('game_server', 'x:' || id) FROM gone",
                &[&before_ms],
            )
            .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}

/// Tables selected by `filter`, without seats or moves.
async fn read_tables<C: GenericClient>(
    client: &C,
    filter: &str,
    arguments: &[&(dyn ToSql + Sync)],
) -> StoreResult<Vec<StoredTable>> {
    let query =
        format!("SELECT id, game, players, options, seed, status, moves, active_ms, seeded FROM game_tables {filter}");
    let mut tables = Vec::new();
    for row in client.query(&query, arguments).await? {
        let status: String = row.get(5);
        tables.push(StoredTable {
            id: row.get(0),
            game: row.get(1),
            players: small(row.get(2))?,
            options_json: row.get(3),
            seed: unsigned(row.get(4)),
            seeded: row.get(8),
            status: Status::parse(&status).ok_or_else(|| StoreError(format!("unknown status {status:?}")))?,
            seats: Vec::new(),
            moves: Vec::new(),
            move_count: small(row.get(6))?,
            active_ms: row.get(7),
        });
    }
    Ok(tables)
}

/// The taken seats of `table`.
async fn read_seats<C: GenericClient>(client: &C, table: &str) -> StoreResult<Vec<StoredSeat>> {
    let rows = client
        .query(
            "SELECT seat, kind, name, token_hash, bot_seed FROM game_seats WHERE table_id = $1 ORDER BY seat",
            &[&table],
        )
        .await?;
    rows.iter().map(seat_of_row).collect()
}

/// The seat in the first columns of `row`: seat, kind, name, token_hash, bot_seed.
fn seat_of_row(row: &tokio_postgres::Row) -> StoreResult<StoredSeat> {
    let seat: u8 = small(row.get(0))?;
    let kind: String = row.get(1);
    let name: String = row.get(2);
    let occupant = match kind.as_str() {
        "player" => {
            let hash: Vec<u8> = row.get(3);
            let token_hash = hash.try_into().map_err(|_| StoreError("a token hash is not 32 bytes".into()))?;
            Occupant::Player { name, token_hash }
        }
        "bot" => Occupant::Bot { name, seed: unsigned(row.get(4)) },
        other => return Err(StoreError(format!("unknown seat kind {other:?}"))),
    };
    Ok(StoredSeat { seat, occupant })
}

/// Inserts a taken seat.
async fn insert_seat<C: GenericClient>(client: &C, table: &str, seat: &StoredSeat) -> StoreResult<()> {
    let number = i32::from(seat.seat);
    match &seat.occupant {
        Occupant::Player { name, token_hash } => {
            client
                .execute(
                    "INSERT INTO game_seats (table_id, seat, kind, name, token_hash) VALUES ($1, $2, 'player', $3, $4)",
                    &[&table, &number, name, &token_hash.as_slice()],
                )
                .await?
        }
        Occupant::Bot { name, seed } => {
            client
                .execute(
                    "INSERT INTO game_seats (table_id, seat, kind, name, bot_seed) VALUES ($1, $2, 'bot', $3, $4)",
                    &[&table, &number, name, &signed(*seed)],
                )
                .await?
        }
    };
    Ok(())
}

/// Listens for other processes' changes on a connection of its own and sends them to `changes`;
/// reconnects after a second when the connection drops. `ready` hears whether the first LISTEN
/// succeeded.
async fn listen(
    config: tokio_postgres::Config,
    changes: mpsc::UnboundedSender<Change>,
    ready: tokio::sync::oneshot::Sender<StoreResult<()>>,
) {
    let mut ready = Some(ready);
    loop {
        match listen_once(&config, &changes, &mut ready).await {
            Ok(()) => return, // Nobody receives the changes any more: the server stopped.
            Err(e) => {
                if let Some(ready) = ready.take() {
                    let _ = ready.send(Err(e));
                    return;
                }
                eprintln!("game-server: the PostgreSQL listener stopped ({}); reconnecting", e.0);
                // Changes announced meanwhile were missed: every process is told to look again.
                let _ = changes.send(Change::Resync);
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

/// One listening connection, until it drops (an error) or nobody receives the changes (`Ok`).
async fn listen_once(
    config: &tokio_postgres::Config,
    changes: &mpsc::UnboundedSender<Change>,
    ready: &mut Option<tokio::sync::oneshot::Sender<StoreResult<()>>>,
) -> StoreResult<()> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let (messages_tx, mut messages) = mpsc::unbounded_channel();
    let pump = tokio::spawn(async move {
        let mut stream = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = stream.next().await {
            let failed = message.is_err();
            if messages_tx.send(message).is_err() || failed {
                break;
            }
        }
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    if let Some(ready) = ready.take() {
        let _ = ready.send(Ok(()));
    }
    let result = loop {
        match messages.recv().await {
            Some(Ok(AsyncMessage::Notification(n))) => {
                if let Some(change) = Change::parse(n.payload()) {
                    if changes.send(change).is_err() {
                        break Ok(());
                    }
                }
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => break Err(StoreError::from(e)),
            None => break Err(StoreError("the listening connection closed".into())),
        }
    };
    pump.abort();
    drop(client);
    result
}
