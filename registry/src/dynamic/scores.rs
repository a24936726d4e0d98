//! The scores document of every binding's scores: one shape for every game, exactly one
//! entry per seat, each game's own breakdown inside.
//!
//! ```text
//! {"game": "le-baron", "players": 3, "is_final": true, "order": "lower_wins",
//!  "seats": [{"seat": 0, "total": 12, "winner": false, "breakdown": {...}}, ...],
//!  "winners": [1]}
//! ```
//!
//! `total`, `winner`, `order` and `winners` come from the game's outcome (what generic code
//! ranks by); `breakdown` is the game's own record for the seat, taken from the JSON form of its
//! scores, which holds exactly one list of per-seat records (perhaps padded past the player
//! count: only the seats of the game are kept).

use game_core::{GameRules, ScoreOrder};
use serde::Serialize;
use serde_json::Value;

use super::error::{to_json, DynError};

/// The document.
#[derive(Serialize)]
struct ScoresDocument {
    game: &'static str,
    players: u8,
    is_final: bool,
    order: ScoreOrder,
    seats: Vec<SeatScore>,
    winners: Vec<u8>,
}

/// One seat's entry.
#[derive(Serialize)]
struct SeatScore {
    seat: u8,
    total: i32,
    winner: bool,
    breakdown: Value,
}

/// The scores of `game` as things stand (final once it is over), as the document.
///
/// # Errors
/// An internal error if the game's scores do not hold one list of per-seat records.
pub fn scores_document<G: GameRules>(game: &G) -> Result<String, DynError> {
    let outcome = game.outcome();
    let players = game.player_count();
    let scores = serde_json::to_value(game.scores()).map_err(|e| DynError::internal(e.to_string()))?;
    let breakdowns = seat_records(scores, players)
        .ok_or_else(|| DynError::internal(format!("the scores of {} hold no list of per-seat records", G::NAME)))?;
    let seats = (0..players)
        .zip(breakdowns)
        .map(|(seat, breakdown)| SeatScore {
            seat,
            total: outcome.scores[usize::from(seat)],
            winner: outcome.is_winner(seat),
            breakdown,
        })
        .collect();
    to_json(&ScoresDocument {
        game: G::NAME,
        players,
        is_final: game.is_over(),
        order: outcome.order,
        seats,
        winners: (0..players).filter(|&seat| outcome.is_winner(seat)).collect(),
    })
}

/// The first `players` records of the one list of objects among the fields of `scores`.
fn seat_records(scores: Value, players: u8) -> Option<Vec<Value>> {
    let Value::Object(fields) = scores else { return None };
    let mut lists = fields.into_iter().filter_map(|(_, value)| match value {
        Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_object) => Some(items),
        _ => None,
    });
    match (lists.next(), lists.next()) {
        (Some(items), None) if items.len() >= usize::from(players) => {
            Some(items.into_iter().take(usize::from(players)).collect())
        }
        _ => None,
    }
}
