//! One table in memory: its game with its history, its seats, its bots, and the state message
//! of every seat and of spectators after the last change, written once per change and sent to
//! every connection of that seat.

use std::sync::Arc;
use std::time::Instant;

use game_registry::dynamic::{kind_named, DynBot, DynError, DynKind, Recorded};
use serde_json::value::RawValue;
use tokio::sync::{broadcast, Mutex};

use crate::engine::{self, StoredMove};
use crate::protocol::{Refusal, SeatInfo, SeatKind, StateMessage, Status, TableInfo};
use crate::store::{Occupant, StoredSeat, StoredTable};
use crate::token::token_matches;

/// What a table's connections hear.
#[derive(Clone, Debug)]
pub enum Update {
    /// The table changed: here is its new state.
    State(Arc<Snapshot>),
    /// The table is closed (expired, or its last person left): the refusal to send before
    /// closing.
    Closed(Refusal),
    /// The player of this seat left it: its connections are told and closed (the seat may be
    /// someone else's next).
    SeatLeft(u8),
}

/// The state messages of a table after one change: one per seat, one for spectators.
#[derive(Debug)]
pub struct Snapshot {
    /// The table's move counter.
    pub turn: u32,
    /// The message of each seat.
    pub seats: Vec<String>,
    /// The message of spectators.
    pub spectator: String,
}

impl Snapshot {
    /// The message for `seat` (`None`: a spectator).
    pub fn message_for(&self, seat: Option<u8>) -> &str {
        match seat {
            Some(seat) => &self.seats[usize::from(seat)],
            None => &self.spectator,
        }
    }
}

/// A table as its connections and the server share it: its id, the channel of its updates and
/// its state behind a lock (one change at a time).
pub struct TableCell {
    /// The table's id.
    pub id: String,
    /// Its updates: every state after a change, and the news of its closing.
    pub updates: broadcast::Sender<Update>,
    /// The table.
    pub state: Mutex<Table>,
}

/// How many updates a slow connection may fall behind before it is sent only the latest state.
const UPDATE_BACKLOG: usize = 64;

impl TableCell {
    /// `table` with its channel of updates.
    pub fn new(id: String, table: Table) -> Arc<TableCell> {
        let (updates, _) = broadcast::channel(UPDATE_BACKLOG);
        Arc::new(TableCell { id, updates, state: Mutex::new(table) })
    }
}

/// A table's game and seats.
pub struct Table {
    /// The table's id.
    pub id: String,
    /// The game.
    pub kind: &'static dyn DynKind,
    /// The options document.
    pub options_json: String,
    /// The deal's seed.
    pub seed: u64,
    /// Whether the table's creator chose the seed (and so can know every hidden card).
    pub seeded: bool,
    /// Who sits in each seat (`None`: free).
    pub seats: Vec<Option<Occupant>>,
    /// The bot of each bot seat, `None` while it thinks (and for other seats).
    pub bots: Vec<Option<Box<dyn DynBot>>>,
    /// The game with its history.
    pub game: Recorded,
    /// Where the table is in its life.
    pub status: Status,
    /// When the last join or move happened here.
    pub active: Instant,
    /// The messages after the last change.
    pub snapshot: Arc<Snapshot>,
    /// Once the table is closed (expired, or its last person left; its cell is no longer the
    /// server's): what its connections were told, and what a connection that comes late is told.
    pub closed: Option<Refusal>,
}

impl Table {
    /// The table a stored one describes: its replay verified by the engine, its bots made again.
    ///
    /// # Errors
    /// The engine's refusal of the stored game (an unknown game, a replay that does not
    /// reproduce) or of a bot.
    pub fn restored(stored: &StoredTable) -> Result<Table, DynError> {
        let kind = kind_named(&stored.game)?;
        let game = engine::restore(kind, &stored.options_json, stored.seed, &stored.moves)?;
        let mut table = Table::new(
            stored.id.clone(),
            kind,
            stored.options_json.clone(),
            stored.seed,
            game,
            &stored.seats,
            stored.status,
        )?;
        table.seeded = stored.seeded;
        Ok(table)
    }

    /// A table of `game` with the taken seats `taken` (and a seed not chosen by its creator:
    /// [`Table::seeded`] says otherwise).
    ///
    /// # Errors
    /// The engine's refusal of a bot seat's name.
    pub fn new(
        id: String,
        kind: &'static dyn DynKind,
        options_json: String,
        seed: u64,
        game: Recorded,
        taken: &[StoredSeat],
        status: Status,
    ) -> Result<Table, DynError> {
        let players = usize::from(game.game().players());
        let mut table = Table {
            id,
            kind,
            options_json,
            seed,
            seeded: false,
            seats: vec![None; players],
            bots: (0..players).map(|_| None).collect(),
            game,
            status,
            active: Instant::now(),
            snapshot: Arc::new(Snapshot { turn: 0, seats: Vec::new(), spectator: String::new() }),
            closed: None,
        };
        table.seat(taken)?;
        table.snapshot = Arc::new(table.messages()?);
        Ok(table)
    }

    /// Seats `taken` (the stored list of taken seats), making the bots of new bot seats; a seat
    /// not in it is free (its player left).
    ///
    /// # Errors
    /// The engine's refusal of a bot's name.
    pub fn seat(&mut self, taken: &[StoredSeat]) -> Result<(), DynError> {
        for (seat, occupant) in (0u8..).zip(self.seats.iter_mut()) {
            if !taken.iter().any(|stored| stored.seat == seat) {
                *occupant = None;
                self.bots[usize::from(seat)] = None;
            }
        }
        for stored in taken {
            let seat = usize::from(stored.seat);
            if seat >= self.seats.len() || self.seats[seat].as_ref() == Some(&stored.occupant) {
                continue;
            }
            if let Occupant::Bot { name, seed } = &stored.occupant {
                self.bots[seat] = Some(engine::new_bot(self.kind, name, *seed)?);
            }
            self.seats[seat] = Some(stored.occupant.clone());
        }
        Ok(())
    }

    /// The table's move counter: the moves played so far.
    pub fn turn(&self) -> u32 {
        u32::try_from(self.game.history().len()).unwrap_or(u32::MAX)
    }

    /// The number of moves in the game's history.
    pub fn history_len(&self) -> usize {
        self.game.history().len()
    }

    /// The seat whose token is `token`, if any (each seat's hash compared in constant time).
    pub fn seat_of_token(&self, token: &str) -> Option<u8> {
        let mut found = None;
        for (seat, occupant) in self.seats.iter().enumerate() {
            if let Some(Occupant::Player { token_hash, .. }) = occupant {
                if token_matches(token, token_hash) {
                    found = u8::try_from(seat).ok();
                }
            }
        }
        found
    }

    /// The seats as clients see them.
    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        seat_infos(&self.seats)
    }

    /// The table as `GET /api/tables/{table}` shows it.
    pub fn info(&self) -> TableInfo {
        TableInfo {
            table: self.id.clone(),
            game: self.kind.name(),
            players: self.game.game().players(),
            options: raw(self.options_json.clone()),
            seats: self.seat_infos(),
            status: self.status,
            turn: self.turn(),
            seeded: self.seeded,
        }
    }

    /// The move `seat` plays with `action` at move counter `turn`, checked and played on a copy
    /// of the game: the copy, the stored move, and the status after it. The table is unchanged.
    ///
    /// # Errors
    /// `not_started`, `stale_turn`, or the engine's refusal (`game_over`, `not_your_turn`,
    /// `unknown_action`, `illegal_move`) with its reason.
    pub fn try_move(&self, seat: u8, action: u32, turn: u32) -> Result<(Recorded, StoredMove, Status), Refusal> {
        if let Some(refusal) = &self.closed {
            return Err(refusal.clone());
        }
        if self.status == Status::Waiting {
            return Err(Refusal::new("not_started", "the game starts when every seat is taken"));
        }
        let refused =
            |e: DynError| Refusal { code: engine::problem_code(e.problem), reason: e.reason, message: e.message };
        if self.status != Status::Over && turn != self.turn() {
            return Err(Refusal::new(
                "stale_turn",
                format!("the move was made at turn {turn}, and the table is at turn {}", self.turn()),
            ));
        }
        self.game.game().check(Some(seat), action).map_err(refused)?;
        let mut next = self.game.clone();
        next.apply(Some(seat), action).map_err(refused)?;
        let status = if next.game().current_player().is_none() { Status::Over } else { Status::Playing };
        let checksum = engine::checksum(next.game());
        Ok((next, StoredMove { seat, action, checksum }, status))
    }

    /// The state messages of every seat and of spectators, as things stand.
    ///
    /// # Errors
    /// An internal error of the engine (its documents can always be written).
    pub fn messages(&self) -> Result<Snapshot, DynError> {
        let game = self.game.game();
        let seats = self.seat_infos();
        let turn = self.turn();
        let scores = match self.status {
            Status::Over => Some(raw(game.scores_json()?)),
            _ => None,
        };
        let message = |seat: Option<u8>, view: String, legal_actions: &[u32]| -> Result<String, DynError> {
            let view = raw(view);
            let events = raw(engine::events_for(game, seat)?);
            let message = StateMessage {
                kind: "state",
                table: &self.id,
                game: self.kind.name(),
                seat,
                status: self.status,
                turn,
                seats: &seats,
                view: &view,
                events: &events,
                legal_actions,
                scores: scores.as_deref(),
            };
            serde_json::to_string(&message).map_err(|e| DynError::internal(e.to_string()))
        };
        let mut messages = Vec::with_capacity(seats.len());
        for seat in 0..game.players() {
            let legal = if self.status == Status::Playing { engine::legal_actions(game, seat) } else { Vec::new() };
            // While the table waits, a seat is sent what a spectator sees: the deal is made, and
            // a seat given up before the game starts must not have shown its hand.
            let shown = if self.status == Status::Waiting { None } else { Some(seat) };
            messages.push(message(Some(seat), engine::view_for(game, shown), &legal)?);
        }
        let spectator = message(None, engine::view_for(game, None), &[])?;
        Ok(Snapshot { turn, seats: messages, spectator })
    }
}

/// The seats `seats` (`None`: free) as clients see them.
pub fn seat_infos(seats: &[Option<Occupant>]) -> Vec<SeatInfo> {
    seats
        .iter()
        .zip(0u8..)
        .map(|(occupant, seat)| match occupant {
            None => SeatInfo { seat, kind: SeatKind::Free, name: None },
            Some(Occupant::Player { name, .. }) => SeatInfo { seat, kind: SeatKind::Player, name: Some(name.clone()) },
            Some(Occupant::Bot { name, .. }) => SeatInfo { seat, kind: SeatKind::Bot, name: Some(name.clone()) },
        })
        .collect()
}

/// A JSON document the engine wrote, to embed as it is.
fn raw(json: String) -> Box<RawValue> {
    RawValue::from_string(json).unwrap_or_else(|_| RawValue::from_string("null".to_string()).expect("null is JSON"))
}
