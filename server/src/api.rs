//! The HTTP API (docs/online.md, "The protocol"): games, tables, joins, the table's socket, and
//! the page's files.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State, WebSocketUpgrade};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Json, Router};
use game_registry::dynamic::kind_at;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;
use tower_http::services::ServeDir;

use crate::engine;
use crate::protocol::{GameEntry, Refusal};
use crate::socket::{self, Connected};
use crate::tables::{ApiError, Tables};

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.refusal)).into_response()
    }
}

/// The routes of the API, and the page's files where the settings name them.
pub fn router(tables: Arc<Tables>) -> Router {
    let config = tables.config.clone();
    let mut router = Router::new()
        .route("/api/games", get(games))
        .route("/api/tables", get(lobby).post(create))
        .route("/api/tables/{table}", get(table))
        .route("/api/tables/{table}/join", post(join))
        .route("/api/tables/{table}/leave", post(leave))
        .route("/api/tables/{table}/socket", get(connect))
        .route("/api/tables/{table}/log", get(log))
        .route("/api", any(no_route))
        .route("/api/", any(no_route))
        .route("/api/{*rest}", any(no_route))
        // A route asked with a method it does not take: a refusal like every other.
        .method_not_allowed_fallback(wrong_method)
        .layer(DefaultBodyLimit::max(config.max_body_bytes))
        .with_state(tables);
    if let Some(package) = &config.package {
        router = router.nest_service("/pkg", ServeDir::new(package));
    }
    if let Some(web) = &config.web {
        router = router.fallback_service(ServeDir::new(web));
    }
    router
}

/// A JSON body of type `T`, within the size limit.
///
/// # Errors
/// 413 `too_large` over `--max-body-bytes`, 400 `invalid_request` for a body that is not the
/// JSON document the route takes.
fn body<T: DeserializeOwned>(bytes: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too_large",
                "the request body is larger than the server takes",
            )
        } else {
            ApiError::new(StatusCode::BAD_REQUEST, "invalid_request", rejection.body_text())
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!("the body is not the JSON this route takes: {e}"),
        )
    })
}

/// `GET /api/games`: every game of the registry with its player counts, default options and
/// bot names.
async fn games() -> Result<Json<Vec<GameEntry>>, ApiError> {
    let mut entries = Vec::new();
    for index in 0u32.. {
        let Ok(kind) = kind_at(index) else { break };
        let info = kind.info();
        let mut options = BTreeMap::new();
        for players in info.min_players..=info.max_players {
            let json = kind
                .default_options_json(u32::from(players))
                .map_err(|e| ApiError::engine(StatusCode::INTERNAL_SERVER_ERROR, e))?;
            let raw = RawValue::from_string(json)
                .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?;
            options.insert(players, raw);
        }
        entries.push(GameEntry {
            name: kind.name(),
            title: info.title,
            min_players: info.min_players,
            max_players: info.max_players,
            options,
            bots: engine::bot_names(kind),
        });
    }
    Ok(Json(entries))
}

/// `GET /api/tables`: the lobby.
async fn lobby(State(tables): State<Arc<Tables>>) -> Result<Response, ApiError> {
    Ok(Json(tables.lobby().await?).into_response())
}

/// `POST /api/tables`.
async fn create(State(tables): State<Arc<Tables>>, bytes: Result<Bytes, BytesRejection>) -> Result<Response, ApiError> {
    let created = tables.create(body(bytes)?).await?;
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

/// `GET /api/tables/{table}`.
async fn table(State(tables): State<Arc<Tables>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    Ok(Json(tables.info(&id).await?).into_response())
}

/// `POST /api/tables/{table}/join`.
async fn join(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    Ok(Json(tables.join(&id, body(bytes)?).await?).into_response())
}

/// `GET /api/tables/{table}/log?token=...&after=N`: the moves after the first `N` (every move
/// without it), their events and views as the seat of the token (or, without one, a spectator)
/// saw them.
///
/// # Errors
/// 404 `unknown_table`, 403 `invalid_token`, 400 `invalid_request` for a query other than one
/// `token` and one `after`, 503 `unavailable`.
async fn log(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    query: Result<Query<LogQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|rejection| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!("the log's query is at most one token=... and one after=N: {}", rejection.body_text()),
        )
    })?;
    Ok(Json(tables.log(&id, query.token.as_deref(), query.after.unwrap_or(0)).await?).into_response())
}

/// The log's query: the seat's token (none for a spectator's log) and the moves to leave out,
/// the first `after`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LogQuery {
    token: Option<String>,
    after: Option<u32>,
}

/// `POST /api/tables/{table}/leave` `{"token"}`.
///
/// # Errors
/// 400 `invalid_request` for a body other than `{"token"}`, 403 `invalid_token`, 404
/// `unknown_table`, 409 `table_started`, 413 `too_large`, 503 `unavailable`.
async fn leave(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    Ok(Json(tables.leave(&id, body(bytes)?).await?).into_response())
}

/// The read buffer of a WebSocket connection.
const READ_BUFFER_BYTES: usize = 4096;

/// The socket's query: the seat's token, none for a spectator (another field is refused, so that
/// a mistyped `token` does not silently make a spectator).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatQuery {
    token: Option<String>,
}

/// `GET /api/tables/{table}/socket?token=...`: the table's WebSocket, as a seat (with its
/// token) or a spectator (without).
///
/// # Errors
/// 404 `unknown_table`, 403 `invalid_token`, 400 `invalid_request` for a request that is no
/// WebSocket handshake or whose query is not `token=...` once, 503 `too_many_connections`.
async fn connect(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    query: Result<Query<SeatQuery>, QueryRejection>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let cell = tables.cell(&id).await?;
    let Query(query) = query.map_err(|rejection| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!("the socket's query is at most one token=...: {}", rejection.body_text()),
        )
    })?;
    let upgrade = upgrade.map_err(|rejection| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!(
                "this address is the table's WebSocket; open it with a WebSocket handshake ({})",
                rejection.body_text()
            ),
        )
    })?;
    let who = match query.token {
        None => Connected::Spectator,
        Some(token) => {
            let seat = tables.seat_of_token(&cell, &token).await.ok_or_else(ApiError::invalid_token)?;
            Connected::Seat(seat, token)
        }
    };
    if tables.connections.load(std::sync::atomic::Ordering::Relaxed) >= tables.config.max_connections {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "too_many_connections",
            "the server is full; try again later",
        ));
    }
    // Messages up to 16 times the limit are read and refused with `too_large`, the connection
    // kept; larger ones close it (the WebSocket library stops reading them).
    let hard_limit = tables.config.max_message_bytes.saturating_mul(16);
    Ok(upgrade
        // The library's default read buffer (128 KiB, zeroed on every read) would cost most of
        // the server's time and memory; messages here are small, and a larger one grows it.
        .read_buffer_size(READ_BUFFER_BYTES)
        .max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        .on_upgrade(move |socket| socket::serve(tables, cell, who, socket)))
}

/// Any other path under `/api`.
async fn no_route(method: Method, uri: Uri) -> ApiError {
    let shown: String = uri.path().chars().take(64).collect();
    ApiError {
        status: StatusCode::NOT_FOUND,
        refusal: Refusal::new("unknown_route", format!("no route {method} {shown}")),
    }
}

/// A route of the API asked with a method it does not take.
async fn wrong_method(method: Method, uri: Uri) -> ApiError {
    let shown: String = uri.path().chars().take(64).collect();
    ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "unknown_route", format!("{shown} does not take {method}"))
}
