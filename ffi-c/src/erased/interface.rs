//! What the entry points call, whatever the game: object-safe traits over a kind, a game, a
//! view and a bot, each implemented once over [`GameRules`](game_core::GameRules) in its own
//! module ([`super::kind`], [`super::played`], [`super::view`], [`super::bot`]).

use std::any::Any;

use game_core::Outcome;

use crate::any::types::HDZ_ANY_MAX_LEGAL_MOVES;
use crate::kinds::HdzGameKindInfo;
use crate::status::Error;

/// What the entry points do with a game kind, whatever it is.
pub(crate) trait DynKind: Sync {
    /// The kind's number in the registry.
    fn index(&self) -> usize;
    /// The game's name as users write it (`"le-baron"`).
    fn name(&self) -> &'static str;
    /// The kind and its sizes, for C.
    fn info(&self) -> HdzGameKindInfo;
    /// The number of the game's phases.
    fn phase_count(&self) -> usize;
    /// A game with the default options for `players`, shuffled from `seed`.
    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, Error>;
    /// The default options for `players` as JSON.
    fn default_options_json(&self, players: u32) -> Result<String, Error>;
    /// A game set up by options given as JSON (read strictly: every field, objects only),
    /// shuffled from `seed`.
    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, Error>;
    /// A game loaded from a state saved as JSON.
    fn load_game(&self, json: &str) -> Result<Box<dyn DynGame>, Error>;
    /// A view loaded from a view saved as JSON.
    fn load_view(&self, json: &str) -> Result<Box<dyn DynView>, Error>;
    /// The bot called `name`, seeded with `seed`.
    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn DynBot>, Error>;
    /// An IS-MCTS bot that searches `milliseconds` per decision.
    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, Error>;
}

/// The action ids of one decision's legal moves: room for the most of any game.
pub(crate) type LegalIds = [u32; HDZ_ANY_MAX_LEGAL_MOVES];

/// What the entry points do with a game, whatever its kind.
pub(crate) trait DynGame: Send + Sync {
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
    fn seat(&self, player: u32) -> Result<u8, Error>;
    /// Writes the action ids of the legal moves, in the game's order, to the front of `ids`
    /// and returns their number. Allocates nothing.
    fn legal_ids(&self, ids: &mut LegalIds) -> usize;
    /// Whether `id` is an action id whose move is legal now.
    fn is_legal(&self, id: u32) -> bool;
    /// Checks the move with action id `id` for `seat` (`None`: the seat to decide, whoever it
    /// is), changing nothing.
    fn check(&self, seat: Option<u8>, id: u32) -> Result<(), Error>;
    /// Plays the move with action id `id` for `seat` (as [`DynGame::check`]); its events
    /// replace the last events. On failure nothing changes.
    fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), Error>;
    /// The events of the last applied move as a JSON array.
    fn last_events_json(&self) -> Result<String, Error>;
    /// The full state as JSON.
    fn to_json(&self) -> String;
    /// What `seat` (a seat of the game) may know.
    fn view(&self, seat: u8) -> Box<dyn DynView>;
    /// The scores as one document shape for every game.
    fn scores_json(&self) -> Result<String, Error>;
    /// The scores reduced to one number per seat and the winners.
    fn outcome(&self) -> Outcome;
    /// The text of the move with action id `id`.
    fn describe_action(&self, id: u32) -> Result<String, Error>;
    /// A copy, last events included.
    fn boxed_clone(&self) -> Box<dyn DynGame>;
    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame>;
    /// The game as [`Any`], for the typed extras of its kind.
    fn as_any(&self) -> &dyn Any;
}

/// What the entry points do with a view, whatever its game.
pub(crate) trait DynView: Send + Sync {
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
    /// The length of the observation tensor.
    fn observation_size(&self) -> usize;
    /// Writes the observation tensor to `out`, which holds exactly
    /// [`DynView::observation_size`] floats.
    fn observe(&self, out: &mut [f32]);
    /// A full game consistent with the view, the unseen cards placed from `seed`.
    fn determinize(&self, seed: u64) -> Box<dyn DynGame>;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn DynView>;
    /// The view as [`Any`], for the typed extras of its kind.
    fn as_any(&self) -> &dyn Any;
}

/// What the entry points do with a bot, whatever its game.
pub(crate) trait DynBot: Send {
    /// The kind of games the bot plays.
    fn kind(&self) -> &'static dyn DynKind;
    /// The bot's choice (an action id) for the seat to decide in `game`, from that seat's view.
    fn choose_in_game(&mut self, game: &dyn DynGame) -> Result<u32, Error>;
    /// The bot's choice for the seat of `view`, which must be the one to decide.
    fn choose_from_view(&mut self, view: &dyn DynView) -> Result<u32, Error>;
}
