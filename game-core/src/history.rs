//! The history of a game, written once for every game and every binding: the state it started
//! from (set up from a seed or loaded), the seed and options when it was set up from them, and
//! the action ids played since. It gives a binding `history()`, `seed`, `options`, `undo()`,
//! `replay()` and `from_replay(...)` over the replay format ([`crate::replay`]).
//!
//! Undoing replays the kept moves from the start (one engine step per move): no snapshots are
//! kept, so recording a move costs one push of a `u16`.

use std::sync::Arc;

use thiserror::Error;

use crate::replay::{Replay, ReplayError};
use crate::rules::GameRules;

/// How a game was set up: the options and the seed (what a replay starts from).
#[derive(Debug)]
struct Origin<G: GameRules> {
    options: G::Options,
    seed: u64,
}

/// The start of a game and the action ids played since.
///
/// The start is shared between copies: copying a history copies only its list of action ids.
#[derive(Debug)]
pub struct History<G: GameRules> {
    start: Arc<G>,
    origin: Option<Arc<Origin<G>>>,
    moves: Vec<u16>,
}

impl<G: GameRules> Clone for History<G> {
    fn clone(&self) -> Self {
        History { start: Arc::clone(&self.start), origin: self.origin.clone(), moves: self.moves.clone() }
    }
}

/// Why a history cannot do what was asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum HistoryError {
    /// [`History::undo`] with no move played since the game was set up or loaded.
    #[error("there is no move to undo: none was played since the game was set up or loaded")]
    NothingToUndo,
    /// [`History::replay`] of a game loaded from a state: it has no seed, so no replay.
    #[error(
        "this game was loaded from a state, not set up from a seed: it has no replay (games set up \
         from players and a seed, or read from a replay, have one)"
    )]
    NoSeed,
    /// The recorded moves no longer replay from the start: a bug of the library.
    #[error("the recorded moves no longer replay from the start (a bug): {0}")]
    Diverged(String),
    /// [`History::restore`]: the seed and options do not set up the start state.
    #[error("the seed and options do not give the history's start")]
    StartMismatch,
    /// [`History::restore`]: the moves do not lead from the start to the game's state.
    #[error("the moves do not lead from the history's start to the game's state")]
    MovesMismatch,
}

impl<G: GameRules> History<G> {
    /// The history of `game`, just set up from `options` and `seed`.
    pub fn seeded(game: &G, options: G::Options, seed: u64) -> Self {
        History { start: Arc::new(game.clone()), origin: Some(Arc::new(Origin { options, seed })), moves: Vec::new() }
    }

    /// The history of `game`, loaded from a state (or drawn by `determinize`): no seed, and the
    /// moves are counted from here.
    pub fn loaded(game: &G) -> Self {
        History { start: Arc::new(game.clone()), origin: None, moves: Vec::new() }
    }

    /// A history from its parts, checked against `game`, the state it must lead to: `origin`
    /// (the options and the seed, for a game set up from them) must set up exactly `start`, and
    /// `moves` must lead from `start` to `game`. For bindings that store a history in pieces
    /// (Python's pickles).
    ///
    /// # Errors
    /// [`HistoryError::StartMismatch`] or [`HistoryError::MovesMismatch`].
    pub fn restore(
        game: &G,
        start: G,
        origin: Option<(G::Options, u64)>,
        moves: Vec<u16>,
    ) -> Result<Self, HistoryError> {
        let origin = match origin {
            Some((options, seed)) => {
                match G::with_options(&options, seed) {
                    Ok(set_up) if set_up.to_json() == start.to_json() => {}
                    _ => return Err(HistoryError::StartMismatch),
                }
                Some(Arc::new(Origin { options, seed }))
            }
            None => None,
        };
        match replayed(&start, &moves) {
            Ok(end) if end.to_json() == game.to_json() => {}
            _ => return Err(HistoryError::MovesMismatch),
        }
        Ok(History { start: Arc::new(start), origin, moves })
    }

    /// Records the action id of a move just played.
    #[inline]
    pub fn push(&mut self, action: u16) {
        self.moves.push(action);
    }

    /// The action ids played since the game was set up or loaded, in order.
    pub fn moves(&self) -> &[u16] {
        &self.moves
    }

    /// The state the history starts from.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The seed the game was set up from, `None` for a loaded game.
    pub fn seed(&self) -> Option<u64> {
        self.origin.as_ref().map(|origin| origin.seed)
    }

    /// The options the game was set up with (the `options` of its replay document); `None` for
    /// a loaded game.
    pub fn options(&self) -> Option<&G::Options> {
        self.origin.as_ref().map(|origin| &origin.options)
    }

    /// Drops the last move and returns the game as it was before it, replayed from the start
    /// (one engine step per move kept). On error the history is unchanged.
    ///
    /// # Errors
    /// [`HistoryError::NothingToUndo`] when no move was played since the start;
    /// [`HistoryError::Diverged`] if the kept moves no longer replay (a bug).
    pub fn undo(&mut self) -> Result<G, HistoryError> {
        let Some((_, kept)) = self.moves.split_last() else { return Err(HistoryError::NothingToUndo) };
        let game = replayed(&*self.start, kept).map_err(HistoryError::Diverged)?;
        self.moves.pop();
        Ok(game)
    }

    /// The replay of the game: the seed, the options, the action ids and the checksum of the
    /// state after each move.
    ///
    /// # Errors
    /// [`HistoryError::NoSeed`] for a loaded game; [`HistoryError::Diverged`] if the recorded
    /// moves no longer replay (a bug).
    pub fn replay(&self) -> Result<Replay<G>, HistoryError> {
        let origin = self.origin.as_ref().ok_or(HistoryError::NoSeed)?;
        let moves = self
            .moves
            .iter()
            .map(|&id| {
                G::move_from_action_id(id).ok_or_else(|| HistoryError::Diverged(format!("action {id} is unknown")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Replay::<G>::record(&origin.options, origin.seed, &moves).map_err(|e| HistoryError::Diverged(e.to_string()))
    }

    /// The game a replay document (JSON text) leads to, with its history, after checking every
    /// move and checksum.
    ///
    /// # Errors
    /// The [`ReplayError`] of a document that is not a replay of this game or does not
    /// reproduce ([`replay_reason`] names it as every binding does).
    pub fn from_replay(json: &str) -> Result<(G, History<G>), ReplayError<G>> {
        Self::from_replay_document(Replay::<G>::from_json(json)?)
    }

    /// [`History::from_replay`] for a replay already read.
    ///
    /// # Errors
    /// As [`History::from_replay`].
    pub fn from_replay_document(replay: Replay<G>) -> Result<(G, History<G>), ReplayError<G>> {
        let game = replay.verify()?;
        let start = G::with_options(&replay.options, replay.seed).map_err(ReplayError::Setup)?;
        let history = History {
            start: Arc::new(start),
            origin: Some(Arc::new(Origin { options: replay.options, seed: replay.seed })),
            moves: replay.moves,
        };
        Ok((game, history))
    }
}

/// `start` with the action ids `moves` played.
///
/// # Errors
/// Why a move was refused, in words.
fn replayed<G: GameRules>(start: &G, moves: &[u16]) -> Result<G, String> {
    let mut game = start.clone();
    for (index, &id) in moves.iter().enumerate() {
        G::move_of_action(u32::from(id))
            .and_then(|mv| game.apply(mv))
            .map_err(|e| format!("move {index} (action {id}): {e}"))?;
    }
    Ok(game)
}

/// The reason code every binding gives a replay that does not reproduce: the reason of the
/// document's own error for a malformed one or bad options (`json`, `format`, `version`, ...),
/// else the snake_case name of the divergence (`illegal_move`, `checksum`, `checksum_count`).
pub fn replay_reason<G: GameRules>(err: &ReplayError<G>) -> String {
    use crate::refusal::reason_code;
    match err {
        ReplayError::Invalid(inner) => reason_code(inner),
        ReplayError::Setup(inner) => reason_code(inner),
        other => reason_code(other),
    }
}
