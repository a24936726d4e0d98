//! One WebSocket connection to a table: the seat's (or a spectator's) state on connecting and
//! after every change, moves in, refusals out. Hostile input is answered with an error and
//! changes nothing; the connection stays open except for a message too large to read (closed
//! with 1009), a table that expired or closed or a seat given up (4000) and a server that stops
//! (1001).

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::broadcast::error::RecvError;

use crate::protocol::{read_client_message, ClientMessage, Refusal};
use crate::rate_limit::RateLimit;
use crate::table::{Table, TableCell, Update};
use crate::tables::Tables;

/// The close code of a connection closed for good: its table expired or closed, or its seat was
/// given up (the private range 4000-4999; the refusal sent before says which).
const CLOSE_FOR_GOOD: u16 = 4000;
/// The close code of a message too large to read (RFC 6455: "message too big").
const CLOSE_TOO_LARGE: u16 = 1009;
/// The close code sent when the server stops (RFC 6455: "going away").
const CLOSE_GOING_AWAY: u16 = 1001;

/// Counts a connection while it is open.
struct Counted(Arc<Tables>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Who a connection is: a seat with the token it connected with, or a spectator.
pub enum Connected {
    /// The seat, and its token: the seat is served only while the token holds it.
    Seat(u8, String),
    /// A spectator.
    Spectator,
}

impl Connected {
    /// The seat, `None` for a spectator.
    fn seat(&self) -> Option<u8> {
        match self {
            Connected::Seat(seat, _) => Some(*seat),
            Connected::Spectator => None,
        }
    }

    /// Whether the connection is still what it was (a seat whose player left it is not).
    fn holds(&self, table: &Table) -> bool {
        match self {
            Connected::Seat(seat, token) => table.seat_of_token(token) == Some(*seat),
            Connected::Spectator => true,
        }
    }
}

/// Sends `refusal` and closes the connection with code 4000 (the table, or this seat at it, is
/// gone for good).
async fn close_for_good<S: SinkExt<Message> + Unpin>(sender: &mut S, refusal: &Refusal) {
    let _ = sender.send(Message::Text(refusal.to_message().into())).await;
    let frame = CloseFrame { code: CLOSE_FOR_GOOD, reason: refusal.code.into() };
    let _ = sender.send(Message::Close(Some(frame))).await;
}

/// Serves `socket` for `who` at table `cell` until either side closes.
pub async fn serve(tables: Arc<Tables>, cell: Arc<TableCell>, who: Connected, socket: WebSocket) {
    tables.connections.fetch_add(1, Ordering::Relaxed);
    let _counted = Counted(tables.clone());
    let (mut sender, mut receiver) = socket.split();
    let seat = who.seat();
    let (first, mut updates) = {
        let table = cell.state.lock().await;
        let first = match &table.closed {
            // The table closed between the handshake and now: its news went out before this
            // connection listened.
            Some(refusal) => Err(refusal.clone()),
            // The seat was given up between the handshake and now.
            None if !who.holds(&table) => Err(Refusal::seat_left()),
            None => Ok(table.snapshot.clone()),
        };
        (first, cell.updates.subscribe())
    };
    let first = match first {
        Ok(first) => first,
        Err(refusal) => {
            close_for_good(&mut sender, &refusal).await;
            return;
        }
    };
    if sender.send(Message::Text(first.message_for(seat).into())).await.is_err() {
        return;
    }
    let config = &tables.config;
    let mut limit = RateLimit::new(config.rate_limit, config.rate_burst);
    let mut stopping = tables.stopping.subscribe();
    loop {
        tokio::select! {
            // The server stops (the guard `wait_for` returns is dropped at once: it may not be held
            // across an await).
            () = async { drop(stopping.wait_for(|&stopping| stopping).await) } => {
                let frame = CloseFrame { code: CLOSE_GOING_AWAY, reason: "the server is stopping".into() };
                let _ = sender.send(Message::Close(Some(frame))).await;
                return;
            }
            incoming = receiver.next() => {
                let text = match incoming {
                    None | Some(Ok(Message::Close(_))) => return,
                    Some(Err(error)) => {
                        if is_too_large(error) {
                            let reason = format!("a message has at most {} bytes", config.max_message_bytes);
                            let frame = CloseFrame { code: CLOSE_TOO_LARGE, reason: reason.into() };
                            let _ = sender.send(Message::Close(Some(frame))).await;
                        }
                        return;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Text(text))) => Ok(text),
                    Some(Ok(Message::Binary(bytes))) => Err(bytes.len()),
                };
                let answer = if !limit.allow(Instant::now()) {
                    Err(Refusal::new("rate_limited", format!(
                        "more than {} messages a second: this one was dropped, nothing changed", config.rate_limit)))
                } else {
                    // Too large is said first, whatever the message's kind.
                    let size = text.as_ref().map_or_else(|&size| size, |text| text.len());
                    match text {
                        _ if size > config.max_message_bytes => Err(Refusal::new("too_large", format!(
                            "a message has at most {} bytes", config.max_message_bytes))),
                        Err(_) => Err(Refusal::new("invalid_message", "messages are JSON text, not binary")),
                        Ok(text) => match (read_client_message(&text), seat) {
                            (Err(refusal), _) => Err(refusal),
                            (Ok(ClientMessage::Move { .. }), None) => Err(Refusal::new("spectator", "a spectator cannot move")),
                            (Ok(ClientMessage::Move { action_id, turn }), Some(seat)) => {
                                tables.play(&cell, seat, action_id, turn, |table| who.holds(table)).await
                            }
                        },
                    }
                };
                // An accepted move answers with the new state, through the updates.
                if let Err(refusal) = answer {
                    if sender.send(Message::Text(refusal.to_message().into())).await.is_err() {
                        return;
                    }
                }
            }
            update = updates.recv() => {
                let text = match update {
                    Ok(Update::State(snapshot)) => snapshot.message_for(seat).to_string(),
                    Ok(Update::Closed(refusal)) => {
                        close_for_good(&mut sender, &refusal).await;
                        return;
                    }
                    Ok(Update::SeatLeft(left)) if seat == Some(left) => {
                        close_for_good(&mut sender, &Refusal::seat_left()).await;
                        return;
                    }
                    Ok(Update::SeatLeft(_)) => continue,
                    // This connection fell behind: it gets the latest state (which says where
                    // the table is; the events of the moves it missed are lost to it), if it is
                    // still its seat's.
                    Err(RecvError::Lagged(_)) => {
                        let latest = {
                            let table = cell.state.lock().await;
                            who.holds(&table).then(|| table.snapshot.message_for(seat).to_string())
                        };
                        let Some(latest) = latest else {
                            close_for_good(&mut sender, &Refusal::seat_left()).await;
                            return;
                        };
                        latest
                    }
                    Err(RecvError::Closed) => return,
                };
                if sender.send(Message::Text(text.into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Whether a read failed because the message was past the hard limit (the WebSocket library
/// stops reading such a message), rather than because the connection broke.
fn is_too_large(error: axum::Error) -> bool {
    matches!(error.into_inner().downcast_ref::<tungstenite::Error>(), Some(tungstenite::Error::Capacity(_)))
}
