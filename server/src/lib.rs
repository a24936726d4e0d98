//! # game-server
//!
//! Online tables for the goat games: people and programs take seats over HTTP and play over a
//! WebSocket, bots fill the empty seats and think on the server, and every move is committed to
//! a database (SQLite by default, PostgreSQL for several processes) before anyone hears of it.
//! The server names no game: it drives the registry's game-erased layer
//! (`game_registry::dynamic`), so each seat gets exactly its view document and the events as
//! that seat may know them, and spectators the spectator's view.
//!
//! docs/online.md describes the protocol, the flags and deployment.
//!
//! * [`config`]: the flags.
//! * [`protocol`]: the messages.
//! * [`engine`]: what the server asks of the engine.
//! * [`tables`] and [`table`]: the tables, moves written before they are told, bots.
//! * [`store`]: the record in SQLite or PostgreSQL.
//! * [`api`] and [`socket`]: HTTP and WebSocket.
//! * [`token`], [`names`], [`rate_limit`]: what keeps strangers out.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod api;
pub mod config;
pub mod engine;
pub mod names;
pub mod protocol;
pub mod rate_limit;
pub mod socket;
pub mod store;
pub mod table;
pub mod tables;
pub mod token;

use std::net::SocketAddr;
use std::sync::Arc;

pub use config::Config;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database could not be opened or read.
    #[error(transparent)]
    Store(#[from] store::StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// The address.
        address: String,
        /// Why.
        source: std::io::Error,
    },
}

/// Runs the server with `config` until it is stopped (Ctrl+C or SIGTERM). Prints
/// `game-server listening on http://ADDRESS` once it takes connections.
///
/// # Errors
/// [`StartError`]: the database or the address.
pub async fn run(config: Config) -> Result<(), StartError> {
    let (changes_tx, changes) = tokio::sync::mpsc::unbounded_channel();
    let store = store::Store::open(&config.database, config.pool_size, config.max_batch, changes_tx).await?;
    let address = format!("{}:{}", config.host, config.port);
    let listener = tokio::net::TcpListener::bind(&address)
        .await
        .map_err(|source| StartError::Listen { address: address.clone(), source })?;
    let tables = tables::Tables::open(config, store).await?;
    tokio::spawn(tables.clone().maintain(changes));
    let bound = listener.local_addr().map_err(|source| StartError::Listen { address, source })?;
    println!("game-server listening on http://{}", shown(bound));
    let app = api::router(Arc::clone(&tables)).into_make_service();
    // On the signal, the sockets (which the HTTP server does not wait for) are told at once that
    // the server is going away (close code 1001), so that clients reconnect rather than report a
    // broken connection; the HTTP requests under way get `HTTP_REQUESTS_CLOSING` to finish, so
    // that a client that never finishes its request cannot keep the process alive.
    let (signalled, on_signal) = tokio::sync::oneshot::channel();
    let stopping = Arc::clone(&tables);
    let server = axum::serve(listener, app).with_graceful_shutdown(async move {
        stopped().await;
        stopping.stopping.send_replace(true);
        let _ = signalled.send(());
    });
    let grace = async {
        match on_signal.await {
            Ok(()) => tokio::time::sleep(HTTP_REQUESTS_CLOSING).await,
            Err(_) => std::future::pending().await,
        }
    };
    let served = tokio::select! {
        served = std::future::IntoFuture::into_future(server) => served.map_err(|source| StartError::Listen { address: bound.to_string(), source }),
        () = grace => Ok(()),
    };
    tables.stopping.send_replace(true);
    let deadline = tokio::time::Instant::now() + SOCKETS_CLOSING;
    while tables.connections.load(std::sync::atomic::Ordering::Relaxed) > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    served
}

/// How long a stopping server lets the HTTP requests under way finish.
const HTTP_REQUESTS_CLOSING: std::time::Duration = std::time::Duration::from_secs(5);

/// How long a stopping server waits for its sockets to send their close frames.
const SOCKETS_CLOSING: std::time::Duration = std::time::Duration::from_secs(2);

/// An address as a URL shows it.
fn shown(address: SocketAddr) -> String {
    address.to_string()
}

/// Resolves when the process is asked to stop (Ctrl+C or SIGTERM).
async fn stopped() {
    let interrupted = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminated = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(signal) => signal,
            Err(_) => {
                let _ = interrupted.await;
                return;
            }
        };
        tokio::select! {
            _ = interrupted => {}
            _ = terminated.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = interrupted.await;
    }
}
