//! The trait every game implements: what a generic bot, the batch runner, perft and the C and
//! Python layers need of a game, and nothing a single game needs alone.
//!
//! A game crate keeps its own concrete API (`Game::new`, `legal_moves`, `apply` returning its
//! events, its view type, its JSON); this trait only names the common part, so that code written
//! once over [`GameRules`] serves every game.

use std::fmt;
use std::ops::{Deref, DerefMut};

use rand_core::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::bots::Bot;
use crate::outcome::Outcome;
use crate::refusal::{MoveRefusal, StateRefusal};

/// The rules of one game: setup, whose turn it is, legal moves, checked moves, views,
/// determinization, scoring and the stable action ids.
///
/// Implementations keep `Clone` a plain copy of fixed arrays and never allocate in
/// [`GameRules::legal_moves_into`], [`GameRules::apply_without_events`] or
/// [`GameRules::perform`]: search and batch simulation call them millions of times.
pub trait GameRules: Clone + fmt::Debug + Send + Sync + Sized + 'static {
    /// One decision of the player to act.
    type Move: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;
    /// A fixed-capacity list of moves (never allocates).
    type MoveList: Default
        + Clone
        + fmt::Debug
        + Deref<Target = [Self::Move]>
        + DerefMut
        + FromIterator<Self::Move>
        + Send
        + Sync;
    /// What one seat may know, with perfect recall.
    type View: GameView<Game = Self>;
    /// What applying a move changed, for frontends to animate and for logs.
    type Event: Clone + fmt::Debug + Serialize + Send + Sync + 'static;
    /// How a game is set up (player count, variants, card tables, ...); its JSON form is what the
    /// C and Python layers accept as options.
    type Options: Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The final scores with their breakdown, as the game defines them.
    type Scores: Clone + fmt::Debug + Serialize + Send + Sync;
    /// Why options do not set up a game.
    type SetupError: std::error::Error + Clone + Send + Sync + 'static;
    /// Why a move is refused (the game is then unchanged).
    type MoveError: std::error::Error + Clone + Send + Sync + 'static;
    /// Why a saved state or view is refused.
    type StateError: std::error::Error + Clone + Send + Sync + 'static;

    /// The game's name in documents, logs and registries, e.g. `"herr-der-ziegen"`.
    const NAME: &'static str;
    /// The fewest players the game takes.
    const MIN_PLAYERS: u8;
    /// The most players the game takes (at most [`crate::MAX_SEATS`]).
    const MAX_PLAYERS: u8;
    /// The size of the fixed action space: every move has an id below it.
    const NUM_ACTIONS: usize;
    /// The length of [`GameView::observation`]'s tensor.
    const OBSERVATION_SIZE: usize;
    /// The names of the game's own bots, for [`GameRules::game_bot`] and error messages.
    const GAME_BOT_NAMES: &'static [&'static str] = &[];

    /// The default options for `players` players.
    ///
    /// # Errors
    /// A setup error if the game does not take `players` players.
    fn options_for(players: u8) -> Result<Self::Options, Self::SetupError>;

    /// Checks that `options` set up a game.
    ///
    /// # Errors
    /// The setup error that [`GameRules::with_options`] would return.
    fn validate_options(options: &Self::Options) -> Result<(), Self::SetupError>;

    /// The number of players `options` seat.
    fn players_in(options: &Self::Options) -> u8;

    /// A new game set up by `options` and shuffled from `seed`.
    ///
    /// # Errors
    /// A setup error if the options are not valid.
    fn with_options(options: &Self::Options, seed: u64) -> Result<Self, Self::SetupError>;

    /// [`GameRules::with_options`] for options the caller has validated.
    ///
    /// # Panics
    /// If `options` are not valid.
    fn set_up(options: &Self::Options, seed: u64) -> Self {
        Self::with_options(options, seed).expect("options validated by the caller")
    }

    /// The number of players of this game.
    fn player_count(&self) -> u8;

    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// Replaces the contents of `moves` with the legal moves, in the game's documented order
    /// (which depends only on what the deciding seat may know).
    fn legal_moves_into(&self, moves: &mut Self::MoveList);

    /// The legal move at index `pick(player, n)` of the list [`GameRules::legal_moves_into`]
    /// writes, `player` being the one to decide and `n` the number of legal moves; `None` once
    /// the game is over. A game may override it to find the move without writing the list.
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Self::Move> {
        let player = self.current_player()?;
        let mut moves = Self::MoveList::default();
        self.legal_moves_into(&mut moves);
        let index = pick(player, moves.len() as u32);
        Some(moves[index])
    }

    /// Plays `mv` for the player to act, without reporting events.
    ///
    /// # Errors
    /// Why `mv` is illegal; the game is then unchanged.
    fn apply_without_events(&mut self, mv: Self::Move) -> Result<(), Self::MoveError>;

    /// Plays `mv` for the player to act, appending what happened to `events`.
    ///
    /// # Errors
    /// Why `mv` is illegal; the game and `events` are then unchanged.
    fn apply_with_events(&mut self, mv: Self::Move, events: &mut Vec<Self::Event>) -> Result<(), Self::MoveError>;

    /// Plays `mv`, which the caller took from the legal moves of this very position (search and
    /// batch simulation), so a game may skip checking it again.
    ///
    /// # Panics
    /// May panic, or corrupt the game, if `mv` is not legal.
    fn perform(&mut self, mv: Self::Move) {
        self.apply_without_events(mv).expect("performed moves come from the legal moves");
    }

    /// What `seat` may know now.
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    fn view(&self, seat: u8) -> Self::View;

    /// A full game consistent with `view`, every unseen card placed uniformly at random among
    /// the placements the view allows; its view for `view.seat()` equals `view`.
    fn determinize<R: Rng + ?Sized>(view: &Self::View, rng: &mut R) -> Self;

    /// The scores as things stand (final once the game is over).
    fn scores(&self) -> Self::Scores;

    /// The scores reduced to what generic code needs: one number per seat and the winners.
    fn outcome(&self) -> Outcome;

    /// The stable id of `mv`, below [`GameRules::NUM_ACTIONS`].
    fn action_id(mv: Self::Move) -> u16;

    /// The move with action id `id`; `None` if no move has that id.
    fn move_from_action_id(id: u16) -> Option<Self::Move>;

    /// The state as a versioned JSON document.
    fn to_json(&self) -> String;

    /// Loads a state saved by [`GameRules::to_json`], validating it.
    ///
    /// # Errors
    /// Why the document is not a possible state of this game.
    fn from_json(json: &str) -> Result<Self, Self::StateError>;

    /// What kind of refusal `error` is, for the C status and the Python exception.
    fn move_refusal(error: &Self::MoveError) -> MoveRefusal;

    /// What kind of refusal `error` is: a JSON (syntax, shape) or a state (meaning) error.
    fn state_refusal(error: &Self::StateError) -> StateRefusal;

    /// A bot of the game's own (for instance a greedy one) by name, seeded with `seed`; `None`
    /// for names that are not among [`GameRules::GAME_BOT_NAMES`]. The generic bots (`random`,
    /// `ismcts`, `ismcts:N`) are built by [`crate::bots::by_name`].
    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self> + Send>> {
        let _ = (name, seed);
        None
    }
}

/// One seat's view of a game: everything that seat may know, nothing else.
pub trait GameView: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The game this is a view of.
    type Game: GameRules<View = Self>;

    /// The seat whose view this is.
    fn seat(&self) -> u8;

    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;

    /// Writes the observation tensor of the game's documented layout into
    /// `out[..OBSERVATION_SIZE]`.
    ///
    /// # Panics
    /// If `out` is shorter than [`GameRules::OBSERVATION_SIZE`].
    fn observation(&self, out: &mut [f32]);

    /// The view as a versioned JSON document.
    fn to_json(&self) -> String;

    /// Loads a view saved by [`GameView::to_json`], validating it.
    ///
    /// # Errors
    /// Why the document is not a possible view of this game.
    fn from_json(json: &str) -> Result<Self, <Self::Game as GameRules>::StateError>;
}

/// The legal-action mask of `game`: `mask[id]` is true for the id of every legal move.
pub fn legal_action_mask<G: GameRules>(game: &G, mask: &mut [bool]) {
    mask.iter_mut().for_each(|m| *m = false);
    let mut moves = G::MoveList::default();
    game.legal_moves_into(&mut moves);
    for &mv in moves.iter() {
        mask[usize::from(G::action_id(mv))] = true;
    }
}
