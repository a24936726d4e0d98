//! A game of any kind with its history ([`game_core::history`]): [`Recorded`], what a binding
//! holds when its games have `history()`, `undo()` and replays (the WebAssembly package). Every
//! move applied through it is recorded; undoing replays the kept moves from the start.
//!
//! ```
//! use game_registry::dynamic::{kind_named, LegalIds, Recorded};
//!
//! let kind = kind_named("ziegen-kriegen").unwrap();
//! let mut game = Recorded::new(kind, 4, 7).unwrap();
//! let mut ids: LegalIds = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
//! game.game().legal_ids(&mut ids);
//! game.apply(None, ids[0]).unwrap();
//! let replay = game.replay_json().unwrap();
//! let again = Recorded::from_replay(kind, &replay).unwrap();
//! assert_eq!(again.game().to_json(), game.game().to_json());
//! game.undo().unwrap();
//! assert!(game.history().is_empty());
//! assert_eq!(game.undo().unwrap_err().reason, "nothing_to_undo");
//! ```

use game_core::history::{replay_reason, History, HistoryError};
use game_core::replay::ReplayError;
use game_core::{GameRules, StateErrorKind};

use super::error::{to_json, DynError, Problem};
use super::interface::{DynGame, DynKind};
use super::played::Played;

/// What a binding does with a game's history, whatever the game ([`History`] of every game).
pub trait DynHistory: Send + Sync {
    /// Records the action id of a move just played.
    fn push(&mut self, action: u16);
    /// The action ids played since the game was set up or loaded, in order.
    fn moves(&self) -> &[u16];
    /// The seed the game was set up from, `None` for a loaded game.
    fn seed(&self) -> Option<u64>;
    /// The options the game was set up with, as the JSON of its replay document's `options`;
    /// `None` for a loaded game.
    ///
    /// # Errors
    /// An internal error if they cannot be written (they always can).
    fn options_json(&self) -> Result<Option<String>, DynError>;
    /// Drops the last move and returns the game as it was before it. On error nothing changes.
    ///
    /// # Errors
    /// [`Problem::IllegalMove`] (reason `nothing_to_undo`) when no move was played since the
    /// start.
    fn undo(&mut self) -> Result<Box<dyn DynGame>, DynError>;
    /// The replay document of the game as JSON.
    ///
    /// # Errors
    /// [`Problem::InvalidState`] (reason `no_seed`) for a game loaded from a state.
    fn replay_json(&self) -> Result<String, DynError>;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn DynHistory>;
}

/// A history error as a [`DynError`].
fn history_error(e: &HistoryError) -> DynError {
    let problem = match e {
        HistoryError::NothingToUndo => Problem::IllegalMove,
        HistoryError::NoSeed | HistoryError::StartMismatch | HistoryError::MovesMismatch => Problem::InvalidState,
        _ => Problem::Internal,
    };
    DynError::new(problem, e.to_string(), game_core::refusal::reason_code(e))
}

/// A replay that does not reproduce as a [`DynError`]: a malformed document is
/// [`Problem::InvalidJson`], any other refusal [`Problem::InvalidState`], with the reason every
/// binding gives it ([`replay_reason`]).
pub fn replay_error<G: GameRules>(e: &ReplayError<G>) -> DynError {
    let problem = match e {
        ReplayError::Invalid(inner) if StateErrorKind::refusal(inner) == game_core::StateRefusal::Json => {
            Problem::InvalidJson
        }
        _ => Problem::InvalidState,
    };
    DynError::new(problem, format!("{} replay: {e}", G::NAME), replay_reason(e))
}

impl<G: GameRules> DynHistory for History<G> {
    fn push(&mut self, action: u16) {
        History::push(self, action);
    }

    fn moves(&self) -> &[u16] {
        History::moves(self)
    }

    fn seed(&self) -> Option<u64> {
        History::seed(self)
    }

    fn options_json(&self) -> Result<Option<String>, DynError> {
        self.options().map(to_json).transpose()
    }

    fn undo(&mut self) -> Result<Box<dyn DynGame>, DynError> {
        History::undo(self).map(Played::boxed).map_err(|e| history_error(&e))
    }

    fn replay_json(&self) -> Result<String, DynError> {
        self.replay().map(|replay| replay.to_json()).map_err(|e| history_error(&e))
    }

    fn boxed_clone(&self) -> Box<dyn DynHistory> {
        Box::new(self.clone())
    }
}

/// A game and its history: every move applied through it is recorded.
pub struct Recorded {
    game: Box<dyn DynGame>,
    history: Box<dyn DynHistory>,
}

impl Clone for Recorded {
    fn clone(&self) -> Self {
        Recorded { game: self.game.boxed_clone(), history: self.history.boxed_clone() }
    }
}

impl Recorded {
    /// A game of `kind` with the default options for `players`, shuffled from `seed`.
    ///
    /// # Errors
    /// As [`DynKind::new_game`].
    pub fn new(kind: &dyn DynKind, players: u32, seed: u64) -> Result<Recorded, DynError> {
        let options = kind.default_options_json(players)?;
        Recorded::with_options(kind, &options, seed)
    }

    /// A game of `kind` set up by options given as JSON (read strictly), shuffled from `seed`.
    ///
    /// # Errors
    /// As [`DynKind::with_options`].
    pub fn with_options(kind: &dyn DynKind, options: &str, seed: u64) -> Result<Recorded, DynError> {
        Ok(kind.setup(options)?.deal(seed))
    }

    /// The game a replay document (JSON) of `kind` leads to, with its history, every move and
    /// checksum checked.
    ///
    /// # Errors
    /// [`replay_error`]: why the document is not a replay of the game or does not reproduce.
    pub fn from_replay(kind: &dyn DynKind, json: &str) -> Result<Recorded, DynError> {
        kind.recorded_from_replay(json)
    }

    /// `game`, loaded from a state or drawn by `determinize`: no seed, and its history starts
    /// here.
    pub fn loaded(game: Box<dyn DynGame>) -> Recorded {
        let history = game.loaded_history();
        Recorded { game, history }
    }

    /// The game.
    pub fn game(&self) -> &dyn DynGame {
        &*self.game
    }

    /// Plays the move with action id `id` for `seat` (`None`: the seat to decide) and records
    /// it. On failure nothing changes.
    ///
    /// # Errors
    /// As [`DynGame::apply`].
    pub fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), DynError> {
        self.game.apply(seat, id)?;
        // An applied move has an action id of its game, and every game's ids fit a u16.
        self.history.push(u16::try_from(id).map_err(|_| DynError::internal(format!("action {id} was applied")))?);
        Ok(())
    }

    /// The action ids played since the game was set up or loaded.
    pub fn history(&self) -> &[u16] {
        self.history.moves()
    }

    /// The seed the game was set up from, `None` for a loaded game.
    pub fn seed(&self) -> Option<u64> {
        self.history.seed()
    }

    /// The options the game was set up with as JSON, `None` for a loaded game.
    ///
    /// # Errors
    /// As [`DynHistory::options_json`].
    pub fn options_json(&self) -> Result<Option<String>, DynError> {
        self.history.options_json()
    }

    /// Takes back the last move: the game becomes exactly what it was before it (with no last
    /// events). On failure nothing changes.
    ///
    /// # Errors
    /// As [`DynHistory::undo`].
    pub fn undo(&mut self) -> Result<(), DynError> {
        self.game = self.history.undo()?;
        Ok(())
    }

    /// The game's replay document as JSON.
    ///
    /// # Errors
    /// As [`DynHistory::replay_json`].
    pub fn replay_json(&self) -> Result<String, DynError> {
        self.history.replay_json()
    }
}

/// Options read and checked once, from which games are dealt: for a binding that sets up many
/// games with the same options ([`DynKind::setup`]).
pub trait DynSetup: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// The game set up by these options, shuffled from `seed`, with its history.
    fn deal(&self, seed: u64) -> Recorded;
}

/// Checked options of game `G`.
pub(super) struct SetupOf<G: GameRules>(G::Options);

impl<G: GameRules> SetupOf<G> {
    /// `options` checked by the game.
    ///
    /// # Errors
    /// [`Problem::Setup`] for options the game refuses.
    pub(super) fn checked(options: G::Options) -> Result<Box<dyn DynSetup>, DynError> {
        G::validate_options(&options).map_err(|e| DynError::of_setup::<G>(&e))?;
        Ok(Box::new(SetupOf::<G>(options)))
    }
}

impl<G: GameRules> DynSetup for SetupOf<G> {
    fn kind(&self) -> &'static dyn DynKind {
        super::registered::Kind::<G>::get()
    }

    fn deal(&self, seed: u64) -> Recorded {
        // Checked when the setup was made.
        let game = G::set_up(&self.0, seed);
        let history = History::seeded(&game, self.0.clone(), seed);
        Recorded { game: Played::boxed(game), history: Box::new(history) }
    }
}

/// The game and history of game `G` a replay document leads to.
pub(super) fn replayed<G: GameRules>(json: &str) -> Result<Recorded, DynError> {
    let (game, history) = History::<G>::from_replay(json).map_err(|e| replay_error(&e))?;
    Ok(Recorded { game: Played::boxed(game), history: Box::new(history) })
}
