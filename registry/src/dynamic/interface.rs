//! What a binding calls, whatever the game: object-safe traits over a kind, a game, a view, a
//! spectator's view and a bot, each implemented once over [`GameRules`](game_core::GameRules) in
//! its own module ([`super::kind`], [`super::played`], [`super::view`], [`super::spectator`],
//! [`super::bot`]).

use std::any::Any;

use game_core::Outcome;

use super::error::DynError;
use super::recorded::{DynHistory, DynSetup, Recorded};
use crate::GameInfo;

/// What a binding does with a game kind, whatever it is.
pub trait DynKind: Sync {
    /// The kind's number in the registry.
    fn index(&self) -> usize;
    /// The game's name as users write it (`"le-baron"`).
    fn name(&self) -> &'static str;
    /// The game's names and sizes, as the registry lists them.
    fn info(&self) -> &'static GameInfo;
    /// The names of the game's phases, in the order of their numbers.
    fn phase_names(&self) -> &'static [&'static str];
    /// The names of the game's bots as users write them (`random`, `greedy`, ..., `ismcts:N`).
    fn bot_names(&self) -> Vec<&'static str>;
    /// A game with the default options for `players`, shuffled from `seed`.
    ///
    /// # Errors
    /// [`super::Problem::Setup`] unless the game takes `players` players.
    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, DynError>;
    /// The default options for `players` as JSON.
    ///
    /// # Errors
    /// [`super::Problem::Setup`] unless the game takes `players` players.
    fn default_options_json(&self, players: u32) -> Result<String, DynError>;
    /// A game set up by options given as JSON (read strictly: every field, objects only),
    /// shuffled from `seed`.
    ///
    /// # Errors
    /// [`super::Problem::InvalidJson`] for options of the wrong shape, [`super::Problem::Setup`]
    /// for options the game refuses.
    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, DynError>;
    /// A game loaded from a state saved as JSON.
    ///
    /// # Errors
    /// [`super::Problem::InvalidJson`] or [`super::Problem::InvalidState`]: why the document is
    /// not a state of this game.
    fn load_game(&self, json: &str) -> Result<Box<dyn DynGame>, DynError>;
    /// A view loaded from a view saved as JSON.
    ///
    /// # Errors
    /// As [`DynKind::load_game`], for views.
    fn load_view(&self, json: &str) -> Result<Box<dyn DynView>, DynError>;
    /// A spectator's view loaded from JSON (a document of
    /// [`game_core::SpectatorView::to_json`]), checked.
    ///
    /// # Errors
    /// As [`DynKind::load_game`], for spectator views.
    fn load_spectator_view(&self, json: &str) -> Result<Box<dyn DynSpectatorView>, DynError>;
    /// The bot called `name`, seeded with `seed`.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] for a name that is no bot of the game, listing the
    /// names.
    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn DynBot>, DynError>;
    /// An IS-MCTS bot that searches `milliseconds` per decision.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] for a time that is not 1 ms to
    /// [`game_core::bots::MAX_SEARCH_TIME`].
    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, DynError>;
    /// The search bot called `name` (`ismcts` or `expert`) searching `milliseconds` per
    /// decision.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] for a name that is no search bot of the game or a
    /// time that is not 1 ms to [`game_core::bots::MAX_SEARCH_TIME`].
    fn new_timed_search(&self, name: &str, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, DynError>;
    /// Options given as JSON (read strictly, as [`DynKind::with_options`] reads them) and
    /// checked once, from which games with their history are dealt.
    ///
    /// # Errors
    /// As [`DynKind::with_options`].
    fn setup(&self, json: &str) -> Result<Box<dyn DynSetup>, DynError>;
    /// The game a replay document (JSON) leads to, with its history, every move and checksum
    /// checked.
    ///
    /// # Errors
    /// [`super::recorded::replay_error`]: [`super::Problem::InvalidJson`] for a malformed
    /// document, [`super::Problem::InvalidState`] for one of another game or that does not
    /// reproduce.
    fn recorded_from_replay(&self, json: &str) -> Result<Recorded, DynError>;
}

/// The action ids of one decision's legal moves: room for the most of any game.
pub type LegalIds = [u32; super::MAX_LEGAL_MOVES];

/// What a binding does with a game, whatever its kind.
pub trait DynGame: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// The number of the phase (the kind of decision the game waits for).
    fn phase(&self) -> u8;
    /// The number of the current turn, from 1.
    fn turn(&self) -> u16;
    /// `player` as a seat of this game.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] unless `player` is a seat of the game.
    fn seat(&self, player: u32) -> Result<u8, DynError>;
    /// Writes the action ids of the legal moves, in the game's order, to the front of `ids`
    /// and returns their number. Allocates nothing.
    fn legal_ids(&self, ids: &mut LegalIds) -> usize;
    /// Whether `id` is an action id whose move is legal now.
    fn is_legal(&self, id: u32) -> bool;
    /// Checks the move with action id `id` for `seat` (`None`: the seat to decide, whoever it
    /// is), changing nothing.
    ///
    /// # Errors
    /// Why the move is refused: an unknown action, the game over, another seat's turn, or the
    /// rules.
    fn check(&self, seat: Option<u8>, id: u32) -> Result<(), DynError>;
    /// Plays the move with action id `id` for `seat` (as [`DynGame::check`]); its events
    /// replace the last events. On failure nothing changes.
    ///
    /// # Errors
    /// As [`DynGame::check`].
    fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), DynError>;
    /// The events of the last applied move as a JSON array.
    ///
    /// # Errors
    /// An internal error if they cannot be written (they always can).
    fn last_events_json(&self) -> Result<String, DynError>;
    /// The events of the last applied move as `seat` may know them (`None`: a spectator), as a
    /// JSON array ([`game_core::GameRules::events_for`]); `[]` when no move was applied since the
    /// game was set up or loaded.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] unless `seat` is a seat of the game.
    fn last_events_for_json(&self, seat: Option<u32>) -> Result<String, DynError>;
    /// The full state as JSON.
    fn to_json(&self) -> String;
    /// What `seat` (a seat of the game) may know.
    ///
    /// # Panics
    /// If `seat` is not a seat of the game (check it with [`DynGame::seat`]).
    fn view(&self, seat: u8) -> Box<dyn DynView>;
    /// What a spectator may know now.
    fn spectator_view(&self) -> Box<dyn DynSpectatorView>;
    /// The scores as one document shape for every game ([`super::scores`]).
    ///
    /// # Errors
    /// An internal error if the game's scores do not hold one list of per-seat records.
    fn scores_json(&self) -> Result<String, DynError>;
    /// The scores reduced to one number per seat and the winners.
    fn outcome(&self) -> Outcome;
    /// The cards in `seat`'s hand (a seat of the game), by card number, increasing (hidden
    /// information: give players a view).
    ///
    /// # Panics
    /// If `seat` is not a seat of the game.
    fn hand(&self, seat: u8) -> Vec<u16>;
    /// A history that starts at this game, with no seed: the game counts as loaded.
    fn loaded_history(&self) -> Box<dyn DynHistory>;
    /// The text of the move with action id `id`.
    ///
    /// # Errors
    /// [`super::Problem::UnknownAction`] for a number that is no action id.
    fn describe_action(&self, id: u32) -> Result<String, DynError>;
    /// A copy, last events included.
    fn boxed_clone(&self) -> Box<dyn DynGame>;
    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    ///
    /// # Panics
    /// If `seat` is not a seat of the game.
    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame>;
    /// The game as [`Any`], for the typed extras of its kind ([`super::typed`]).
    fn as_any(&self) -> &dyn Any;
}

/// What a binding does with a view, whatever its game.
pub trait DynView: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// The seat whose view this is.
    fn seat(&self) -> u8;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// The number of the phase.
    fn phase(&self) -> u8;
    /// The number of the current turn, from 1.
    fn turn(&self) -> u16;
    /// Writes the action ids of this seat's legal moves (none unless it decides) to the front of
    /// `ids` and returns their number.
    fn legal_ids(&self, ids: &mut LegalIds) -> usize;
    /// Whether `id` is an action id whose move this seat may make now.
    fn is_legal(&self, id: u32) -> bool;
    /// The view as JSON.
    fn to_json(&self) -> String;
    /// This seat's own hand, by card number, increasing.
    fn hand(&self) -> Vec<u16>;
    /// The length of the observation tensor.
    fn observation_size(&self) -> usize;
    /// Writes the observation tensor to `out`, which holds exactly
    /// [`DynView::observation_size`] floats.
    ///
    /// # Panics
    /// If `out` is shorter.
    fn observe(&self, out: &mut [f32]);
    /// A full game consistent with the view, the unseen cards placed from `seed`.
    fn determinize(&self, seed: u64) -> Box<dyn DynGame>;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn DynView>;
    /// The view as [`Any`], for the typed extras of its kind ([`super::typed`]).
    fn as_any(&self) -> &dyn Any;
}

/// What a binding does with a spectator's view, whatever its game: the public part of a game,
/// without a seat, a hand or legal moves.
pub trait DynSpectatorView: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// The number of the phase.
    fn phase(&self) -> u8;
    /// The number of the current turn, from 1.
    fn turn(&self) -> u16;
    /// The spectator's view as JSON.
    fn to_json(&self) -> String;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn DynSpectatorView>;
    /// The view as [`Any`], for the typed extras of its kind.
    fn as_any(&self) -> &dyn Any;
}

/// What a binding does with a bot, whatever its game.
pub trait DynBot: Send {
    /// The kind of games the bot plays.
    fn kind(&self) -> &'static dyn DynKind;
    /// The bot's choice (an action id) for the seat to decide in `game`, from that seat's view.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] for a game of another kind,
    /// [`super::Problem::GameOver`] once the game is over.
    fn choose_in_game(&mut self, game: &dyn DynGame) -> Result<u32, DynError>;
    /// The bot's choice for the seat of `view`, which must be the one to decide.
    ///
    /// # Errors
    /// [`super::Problem::InvalidArgument`] for a view of another game,
    /// [`super::Problem::GameOver`] once the game is over, [`super::Problem::NotYourTurn`] when
    /// another seat decides.
    fn choose_from_view(&mut self, view: &dyn DynView) -> Result<u32, DynError>;
    /// The bot's choice among `legal` (action ids the seat of `view` may play, none repeated),
    /// seeing `view`: for a caller that offers the bot fewer moves than the view allows.
    ///
    /// # Errors
    /// As [`DynBot::choose_from_view`], and [`super::Problem::InvalidArgument`] for an empty
    /// list or an id that is not among the seat's legal moves.
    fn choose_among(&mut self, view: &dyn DynView, legal: &[u32]) -> Result<u32, DynError>;
    /// The bot's estimate of every legal move of the seat of `view` (which must be the one to
    /// decide), in the order of its legal moves: what a hint shows ([`game_core::Bot::analyse`]).
    ///
    /// # Errors
    /// As [`DynBot::choose_from_view`], and [`super::Problem::InvalidArgument`] for a bot that
    /// does not estimate its moves (only the expert does).
    fn analyse_view(&mut self, view: &dyn DynView) -> Result<Vec<MoveEstimate>, DynError>;
    /// How many estimates [`DynBot::analyse_view`] gives for `view` (one per legal move of its
    /// seat), found with every check of an analysis but without its search: for a caller that
    /// sizes a buffer first.
    ///
    /// # Errors
    /// As [`DynBot::analyse_view`].
    fn analysis_len(&self, view: &dyn DynView) -> Result<usize, DynError>;
}

/// One legal move with a bot's estimate of it ([`DynBot::analyse_view`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveEstimate {
    /// The move's action id.
    pub action: u32,
    /// The deciding seat's estimated share of the win after the move, from 0 to 1 (a win shared
    /// by `k` seats counts `1 / k`); `None` if the search never tried it.
    pub value: Option<f64>,
    /// The search iterations that tried the move (the bot plays the most tried).
    pub visits: u32,
}
