//! The trait every game implements, and the API of every game: [`GameRules`] for the full state,
//! [`GameView`] for what one seat may know.
//!
//! As shakmaty's `Position` is for chess variants, the trait *is* the API: a game implements a
//! few primitives (setup, whose decision it is, the legal moves, checking and performing a move,
//! views, scores, its JSON) and everything that reads the same for every game is written once
//! here as a provided method: [`GameRules::new`], [`GameRules::legal_moves`],
//! [`GameRules::apply`] (with its variants [`GameRules::apply_with`] and
//! [`GameRules::apply_for`]), [`GameRules::is_legal`], [`GameRules::legal_actions`], and the same
//! for views. Bring the trait
//! into scope (`use game_core::GameRules;`, or a game crate's `prelude`) to call them.
//!
//! ```
//! use game_core::GameRules;
//!
//! /// Plays the first legal move until the end, in any game; returns the number of decisions.
//! fn play_out<G: GameRules>(game: &mut G) -> usize {
//!     let mut decisions = 0;
//!     while !game.is_over() {
//!         let first = game.legal_moves()[0];
//!         game.apply(first).expect("a listed move is legal");
//!         decisions += 1;
//!     }
//!     decisions
//! }
//! ```
//!
//! The trait also carries each game's constants: [`GameRules::MIN_PLAYERS`] and
//! [`GameRules::MAX_PLAYERS`], the action space ([`GameRules::NUM_ACTIONS`]), the observation
//! layout ([`GameRules::OBSERVATION_SECTIONS`], [`GameRules::OBSERVATION_SIZE`]), the most legal
//! moves at one decision ([`GameRules::MAX_LEGAL_MOVES`]) and the longest game
//! ([`GameRules::MAX_GAME_LENGTH`]): what the C and Python layers, batch runners and learning
//! frameworks size their buffers with.

use std::fmt;
use std::hash::Hash;
use std::ops::{Deref, DerefMut};

use rand_core::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::document::{self, Document, StateErrorKind};
use crate::events::EventSink;
use crate::observation::Sections;
use crate::outcome::{Outcome, ScoreSheet};
use crate::privacy::ViewParts;
use crate::refusal::{CommonMoveError, MoveErrorKind};
use crate::spectator::{Observer, SpectatorView};

/// The kind of decision a game waits for: a small enum of each game's (its variants may carry
/// details, as Herr der Ziegen's mark and consent phases do), named and numbered the same way
/// on every surface.
pub trait GamePhase: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// The names of the phases, in the order of their numbers (`NAMES[phase.number()]` is
    /// `phase.name()`), snake_case as in the JSON documents: `"play"`, `"choose_hill"`,
    /// `"over"`, ...
    const NAMES: &'static [&'static str];

    /// The phase's number: its index in [`GamePhase::NAMES`], stable (the C layer passes it).
    fn number(self) -> u8;

    /// The phase's name, one of [`GamePhase::NAMES`].
    fn name(self) -> &'static str {
        Self::NAMES[usize::from(self.number())]
    }
}

/// The part of a game every seat sees, which the full state and every view share: the player
/// count, whose decision it is, the phase and the turn. A game's [`GameRules`] and [`GameView`]
/// both reach it through `public()`, so these answers are written once per game.
pub trait PublicPart: Clone + fmt::Debug + Send + Sync + 'static {
    /// The kind of decision the game waits for.
    type Phase: GamePhase;

    /// The number of players.
    fn player_count(&self) -> u8;

    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;

    /// Whether the game is over.
    #[inline]
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// The kind of decision the game waits for.
    fn phase(&self) -> Self::Phase;

    /// The number of the current turn, from 1, as the game counts turns (its rules document
    /// says what a turn is).
    fn turn(&self) -> u16;
}

/// The rules of one game, and the API every game offers: setup, whose decision it is, the legal
/// moves, checked moves with their events, views, determinization, scoring, documents and the
/// stable action ids.
///
/// An implementation provides the primitives (the methods without a body here); the rest is
/// written once. Implementations keep `Clone` a plain copy of fixed arrays and never allocate
/// in [`GameRules::legal_moves_into`], [`GameRules::check`], [`GameRules::perform_with`] (with
/// [`NoEvents`](crate::NoEvents) or a fixed-capacity sink) or [`GameRules::pick_legal_move`]: search and batch
/// simulation call them millions of times.
pub trait GameRules:
    Clone + fmt::Debug + PartialEq + Send + Sync + Sized + 'static + Document<Error = Self::StateError>
{
    /// One decision of the seat to act.
    type Move: Copy + Eq + Hash + fmt::Debug + fmt::Display + Send + Sync + 'static;
    /// A fixed-capacity list of moves (never allocates); holds [`GameRules::MAX_LEGAL_MOVES`].
    type MoveList: Default
        + Clone
        + fmt::Debug
        + Deref<Target = [Self::Move]>
        + DerefMut
        + FromIterator<Self::Move>
        + Extend<Self::Move>
        + IntoIterator<Item = Self::Move>
        + Send
        + Sync;
    /// What one seat may know, with perfect recall.
    type View: GameView<Game = Self>;
    /// The part every seat sees, shared with the views.
    type Public: PublicPart<Phase = Self::Phase>;
    /// The kind of decision the game waits for.
    type Phase: GamePhase;
    /// What applying a move changed, for frontends to animate and for logs.
    type Event: Clone + fmt::Debug + Serialize + Send + Sync + 'static;
    /// The events of one move, without heap allocation (a fixed-capacity list that holds the
    /// most events one move can cause).
    type Events: Default
        + Clone
        + fmt::Debug
        + Deref<Target = [Self::Event]>
        + EventSink<Self::Event>
        + IntoIterator<Item = Self::Event>
        + Send
        + Sync;
    /// How a game is set up (player count, variants, card tables, ...); its JSON form is what the
    /// C and Python layers accept as options.
    type Options: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The scores with their breakdown, as the game defines them: one record per seat whose
    /// total is the seat's [`Outcome`] entry ([`ScoreSheet`]).
    type Scores: Clone + fmt::Debug + Serialize + Send + Sync + ScoreSheet;
    /// Why options do not set up a game.
    type SetupError: std::error::Error + Clone + Send + Sync + 'static;
    /// Why a move is refused (the game is then unchanged); it can say every refusal of
    /// [`CommonMoveError`] and says what kind of refusal it is.
    type MoveError: std::error::Error + Clone + PartialEq + Send + Sync + 'static + MoveErrorKind;
    /// Why a saved state or view is refused: the problems every document can have
    /// ([`crate::DocumentError`], its `Document` variant) and the game's own.
    type StateError: std::error::Error + Clone + Send + Sync + 'static + StateErrorKind;

    /// The game's name in documents, logs, registries and error messages, as users write it,
    /// e.g. `"herr-der-ziegen"`.
    const NAME: &'static str;
    /// The game's title for people, e.g. `"Herr der Ziegen"`.
    const TITLE: &'static str;
    /// The fewest players the game takes.
    const MIN_PLAYERS: u8;
    /// The most players the game takes (at most [`crate::MAX_SEATS`]).
    const MAX_PLAYERS: u8;
    /// The size of the fixed action space: every move has an id below it.
    const NUM_ACTIONS: usize;
    /// The most legal moves at any one decision (the capacity of [`GameRules::MoveList`]).
    const MAX_LEGAL_MOVES: usize;
    /// The most events one move can cause (the capacity of [`GameRules::Events`]).
    const MAX_EVENTS: usize;
    /// The most decisions a game can take, whatever the options and the choices, where the
    /// rules bound it; a game whose rules let the players prolong it without end documents
    /// what this bounds instead.
    const MAX_GAME_LENGTH: u32;
    /// The sections of [`GameView::observation`]'s tensor, in order.
    const OBSERVATION_SECTIONS: Sections;
    /// The length of [`GameView::observation`]'s tensor.
    const OBSERVATION_SIZE: usize = Self::OBSERVATION_SECTIONS.size();
    /// The `format` field of the game's replay documents ([`crate::replay::Replay`]), e.g.
    /// `"herr-der-ziegen/replay"`.
    const REPLAY_FORMAT: &'static str;
    /// The `format` field of the game's spectator views ([`SpectatorView`]), e.g.
    /// `"herr-der-ziegen/spectator-view"`.
    const SPECTATOR_VIEW_FORMAT: &'static str;
    /// The names of the game's own bots, for [`GameRules::game_bot`] and error messages.
    const GAME_BOT_NAMES: &'static [&'static str] = &[];
    /// The phase (a name of [`GamePhase::NAMES`]) whose decisions the seats make at once, face
    /// down, none seeing another's: the engine asks them one after the other, and environments
    /// that step every seat to decide in one step (Python's PettingZoo `ParallelEnv`) read it.
    /// `None` (the default) for a game whose every decision is made in turn.
    const SIMULTANEOUS_PHASE: Option<&'static str> = None;
    /// How the game makes its expert bot (`expert`, `expert:N`, `expert:1s`): for a game that
    /// implements [`crate::bots::ExpertKnowledge`], `Some(game_core::bots::expert_bot::<Self>)`;
    /// `None` (the default) for a game without one, which then has no bot of that name.
    const EXPERT_BOT: Option<crate::bots::ExpertMaker<Self>> = None;

    // ----- setup -----

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

    /// The most decisions a game set up by `options` can take ([`GameRules::MAX_GAME_LENGTH`]
    /// for options that allow the longest games).
    fn max_game_length(options: &Self::Options) -> u32 {
        let _ = options;
        Self::MAX_GAME_LENGTH
    }

    /// The setup with options already validated (by [`GameRules::validate_options`]), shuffled
    /// from `seed`.
    ///
    /// # Panics
    /// May panic if `options` are not valid.
    fn set_up(options: &Self::Options, seed: u64) -> Self;

    /// A new game with the default options for `players`, set up from `seed`.
    ///
    /// # Errors
    /// A setup error unless the game takes `players` players.
    fn new(players: u8, seed: u64) -> Result<Self, Self::SetupError> {
        Self::with_options(&Self::options_for(players)?, seed)
    }

    /// A new game set up by `options` and shuffled from `seed`.
    ///
    /// # Errors
    /// The first problem [`GameRules::validate_options`] finds.
    fn with_options(options: &Self::Options, seed: u64) -> Result<Self, Self::SetupError> {
        Self::validate_options(options)?;
        Ok(Self::set_up(options, seed))
    }

    // ----- where the game stands -----

    /// The part every seat sees.
    fn public(&self) -> &Self::Public;

    /// The number of players of this game.
    #[inline]
    fn player_count(&self) -> u8 {
        self.public().player_count()
    }

    /// The seat that decides next; `None` once the game is over.
    #[inline]
    fn current_player(&self) -> Option<u8> {
        self.public().current_player()
    }

    /// Whether the game is over.
    #[inline]
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// The kind of decision the game waits for.
    fn phase(&self) -> Self::Phase {
        self.public().phase()
    }

    /// The number of the current turn, from 1, as the game counts turns (its rules document
    /// says what a turn is).
    fn turn(&self) -> u16 {
        self.public().turn()
    }

    /// The cards in `seat`'s hand, by the game's card numbers, increasing (hidden information:
    /// give players [`GameRules::view`]).
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_;

    // ----- moves -----

    /// Replaces the contents of `moves` with the legal moves, in the game's documented order
    /// (which depends only on what the deciding seat may know); none once the game is over.
    fn legal_moves_into(&self, moves: &mut Self::MoveList);

    /// The legal moves of the seat to decide (none once the game is over). Never allocates.
    fn legal_moves(&self) -> Self::MoveList {
        let mut moves = Self::MoveList::default();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The action ids of the legal moves, in the order of [`GameRules::legal_moves`].
    fn legal_actions(&self) -> impl Iterator<Item = u16> {
        self.legal_moves().into_iter().map(Self::action_id)
    }

    /// The legal move at index `pick(player, n)` of the list [`GameRules::legal_moves_into`]
    /// writes, `player` being the one to decide and `n` the number of legal moves; `None` once
    /// the game is over. A game may override it to find the move without writing the list.
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Self::Move> {
        let player = self.current_player()?;
        let moves = self.legal_moves();
        let index = pick(player, moves.len() as u32);
        Some(moves[index])
    }

    /// Checks `mv` for the seat to decide, changing nothing.
    ///
    /// # Errors
    /// Why `mv` is illegal now.
    fn check(&self, mv: Self::Move) -> Result<(), Self::MoveError>;

    /// [`GameRules::check`], for `seat`.
    ///
    /// # Errors
    /// [`CommonMoveError::GameOver`] once the game is over, [`CommonMoveError::NotYourTurn`]
    /// if another seat decides, otherwise why `mv` is illegal now.
    fn check_for(&self, seat: u8, mv: Self::Move) -> Result<(), Self::MoveError> {
        CommonMoveError::check_turn(self.current_player(), seat)?;
        self.check(mv)
    }

    /// Whether `mv` is legal now.
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.check(mv).is_ok()
    }

    // ----- playing a move: `apply`, and its variants named for what they add -----

    /// Plays `mv` for the seat to decide and returns what happened: **the** way to play a move.
    /// The variants add one thing each: [`GameRules::apply_with`] your own event sink (a `Vec`,
    /// or [`NoEvents`](crate::NoEvents) to skip building them), [`GameRules::apply_for`] the check that the move
    /// is made for the seat that decides. [`GameRules::perform_with`] is the game's primitive
    /// underneath, for moves known to be legal.
    ///
    /// # Errors
    /// Why `mv` is illegal; the game is then unchanged.
    fn apply(&mut self, mv: Self::Move) -> Result<Self::Events, Self::MoveError> {
        let mut events = Self::Events::default();
        self.apply_with(mv, &mut events)?;
        Ok(events)
    }

    /// [`GameRules::apply`], reporting the events to `sink` ([`NoEvents`](crate::NoEvents) skips them: the fastest
    /// checked move; a `Vec` collects them).
    ///
    /// # Errors
    /// Why `mv` is illegal; the game and the sink are then unchanged.
    // The checked hot path of every caller: inlined, so that a loop of legal moves and checked
    // moves compiles as the game's own would.
    #[inline(always)]
    fn apply_with<S: EventSink<Self::Event>>(&mut self, mv: Self::Move, sink: &mut S) -> Result<(), Self::MoveError> {
        self.check(mv)?;
        self.perform_with(mv, sink);
        Ok(())
    }

    /// [`GameRules::apply`] on behalf of `seat`, refusing if `seat` is not the one to decide.
    ///
    /// # Errors
    /// As [`GameRules::check_for`]; the game is then unchanged.
    fn apply_for(&mut self, seat: u8, mv: Self::Move) -> Result<Self::Events, Self::MoveError> {
        self.check_for(seat, mv)?;
        let mut events = Self::Events::default();
        self.perform_with(mv, &mut events);
        Ok(events)
    }

    /// Plays `mv` without checking it, reporting events to `sink`: the game's primitive, for a
    /// move the caller knows to be legal (it passed [`GameRules::check`] or comes from the legal
    /// moves of this very position), as search and batch simulation have.
    ///
    /// # Panics
    /// May panic, or leave the game inconsistent, if `mv` is not legal: moves from outside go
    /// through [`GameRules::apply`].
    fn perform_with<S: EventSink<Self::Event>>(&mut self, mv: Self::Move, sink: &mut S);

    /// The stable id of `mv`, below [`GameRules::NUM_ACTIONS`].
    fn action_id(mv: Self::Move) -> u16;

    /// Whether the other seats see which move `mv` was when it is made (a card played face up,
    /// a cell taken) or only that a move of its kind was made (Le Baron's face-down choice of a
    /// card, revealed later by the game). Adapters that keep each seat's information state read
    /// it ([`crate::privacy`]); the conformance suite checks it against the views.
    fn is_public_move(mv: Self::Move) -> bool;

    /// What `observer` may know of `event`, an event of a move just played: the event itself
    /// when everyone sees what it says, the event with what the observer may not know left out
    /// (a card another seat draws, named only to its drawer), or `None` when the observer does
    /// not learn of it at all. Each game declares it; a server sends each seat and each
    /// spectator only this ([`GameRules::events_for`]), and the conformance suite checks that it
    /// depends on nothing the observer may not know.
    fn event_for(event: &Self::Event, observer: Observer) -> Option<Self::Event>;

    /// The events of a move as `observer` may know them ([`GameRules::event_for`] of each, in
    /// order).
    fn events_for(events: &[Self::Event], observer: Observer) -> Self::Events {
        let mut seen = Self::Events::default();
        for event in events {
            if let Some(event) = Self::event_for(event, observer) {
                seen.push(event);
            }
        }
        seen
    }

    /// The move with action id `id`; `None` if no move has that id.
    fn move_from_action_id(id: u16) -> Option<Self::Move>;

    /// The move with action id `id`, any number accepted.
    ///
    /// # Errors
    /// [`CommonMoveError::UnknownAction`] for a number that is no action id.
    fn move_of_action(id: u32) -> Result<Self::Move, Self::MoveError> {
        u16::try_from(id).ok().and_then(Self::move_from_action_id).ok_or(CommonMoveError::UnknownAction(id).into())
    }

    // ----- views, scores, outcome -----

    /// What `seat` may know now.
    ///
    /// # Panics
    /// If `seat` is not a seat of this game.
    fn view(&self, seat: u8) -> Self::View;

    /// What a spectator may know now: the part of the views that every seat sees alike.
    fn spectator_view(&self) -> SpectatorView<Self> {
        SpectatorView::of_view(&self.view(0))
    }

    /// A full game consistent with `view`, every unseen card placed uniformly at random among
    /// the placements the view allows; its view for `view.seat()` equals `view`.
    fn determinize<R: Rng + ?Sized>(view: &Self::View, rng: &mut R) -> Self;

    /// The scores as things stand (final once the game is over).
    fn scores(&self) -> Self::Scores;

    /// The scores reduced to what generic code needs: one number per seat and the winners.
    fn outcome(&self) -> Outcome;

    // ----- documents -----

    /// The state as a versioned JSON document (its [`Document`] form, compact).
    fn to_json(&self) -> String {
        document::write(self)
    }

    /// Loads a state saved by [`GameRules::to_json`], validating it.
    ///
    /// # Errors
    /// Why the document is not a possible state of this game.
    fn from_json(json: &str) -> Result<Self, Self::StateError> {
        document::load(json)
    }

    /// A bot of the game's own (for instance a greedy one) by name, seeded with `seed`; `None`
    /// for names that are not among [`GameRules::GAME_BOT_NAMES`]. The generic bots (`random`,
    /// `ismcts`, `ismcts:N`) are built by [`crate::bots::by_name`].
    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self> + Send>> {
        let _ = (name, seed);
        None
    }
}

/// One seat's view of a game: everything that seat may know, nothing else.
pub trait GameView:
    Clone + fmt::Debug + PartialEq + Send + Sync + 'static + Document<Error = <Self::Game as GameRules>::StateError>
{
    /// The game this is a view of.
    type Game: GameRules<View = Self>;

    /// The seat whose view this is.
    fn seat(&self) -> u8;

    /// The part every seat sees.
    fn public(&self) -> &<Self::Game as GameRules>::Public;

    /// The number of players of the game.
    fn player_count(&self) -> u8 {
        self.public().player_count()
    }

    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8> {
        self.public().current_player()
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// Whether this view's seat decides now, as a bot asked to choose from the view needs.
    ///
    /// # Errors
    /// [`CommonMoveError::GameOver`] once the game is over, [`CommonMoveError::NotYourTurn`]
    /// while another seat decides.
    fn check_deciding(&self) -> Result<(), CommonMoveError> {
        CommonMoveError::check_turn(self.current_player(), self.seat())
    }

    /// The kind of decision the game waits for.
    fn phase(&self) -> <Self::Game as GameRules>::Phase {
        self.public().phase()
    }

    /// The number of the current turn, as [`GameRules::turn`].
    fn turn(&self) -> u16 {
        self.public().turn()
    }

    /// The cards in this seat's own hand, by the game's card numbers, increasing.
    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_;

    /// The view's document split into what every seat sees alike and what only this seat knows
    /// ([`ViewParts`]; usually [`ViewParts::by_fields`] naming the private fields). Adapters that
    /// show public and private observations read it; the conformance suite checks that the public
    /// part is the same in every seat's view.
    fn split(&self) -> ViewParts;

    /// A view of some seat of some possible game whose public part ([`GameView::split`]) is
    /// `public`, a view document's public fields with its envelope: what makes a
    /// [`SpectatorView`] loadable and checked. The game completes the private part with any
    /// cards that fit (they exist exactly when `public` is the public part of a possible view),
    /// and checks the whole as it checks a view document.
    ///
    /// # Errors
    /// Why `public` is not the public part of any possible view: a [`crate::DocumentError`] for
    /// fields of the wrong shape, or the first problem the game's view loader finds.
    fn from_public_part(
        public: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, <Self::Game as GameRules>::StateError>;

    /// Replaces the contents of `moves` with the moves this seat may make now, in the order of
    /// [`GameRules::legal_moves_into`]; none unless this seat is the one to decide
    /// ([`GameView::deciding_moves_into`] lists them when it is).
    fn legal_moves_into(&self, moves: &mut <Self::Game as GameRules>::MoveList) {
        if self.current_player() == Some(self.seat()) {
            self.deciding_moves_into(moves);
        } else {
            *moves = Default::default();
        }
    }

    /// Replaces the contents of `moves` with the moves of this seat, which is the one to decide
    /// (called only then). A seat's choices depend only on what it may know, so every game
    /// consistent with the view lists the same moves: by default those of one such game, made
    /// with a fixed seed; a game whose moves follow from the view directly says so faster.
    fn deciding_moves_into(&self, moves: &mut <Self::Game as GameRules>::MoveList) {
        <Self::Game as GameRules>::determinize(self, &mut crate::rng::seeded_fast(0)).legal_moves_into(moves);
    }

    /// The moves this seat may make now (none unless it decides).
    fn legal_moves(&self) -> <Self::Game as GameRules>::MoveList {
        let mut moves = <Self::Game as GameRules>::MoveList::default();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The action ids of [`GameView::legal_moves`], in the same order.
    fn legal_actions(&self) -> impl Iterator<Item = u16> {
        self.legal_moves().into_iter().map(<Self::Game as GameRules>::action_id)
    }

    /// Whether this seat may make `mv` now.
    fn is_legal(&self, mv: <Self::Game as GameRules>::Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Writes the observation tensor of the game's documented layout into
    /// `out[..OBSERVATION_SIZE]`.
    ///
    /// # Panics
    /// If `out` is shorter than [`GameRules::OBSERVATION_SIZE`].
    fn observation(&self, out: &mut [f32]);

    /// [`GameView::observation`] into a new vector.
    fn observation_vec(&self) -> Vec<f32> {
        let mut out = vec![0.0; <Self::Game as GameRules>::OBSERVATION_SIZE];
        self.observation(&mut out);
        out
    }

    /// A full game consistent with this view ([`GameRules::determinize`]), the unseen cards
    /// placed by a generator seeded from `seed` ([`crate::rng::seeded`]): the same seed gives
    /// the same game on every platform.
    fn determinize(&self, seed: u64) -> Self::Game {
        <Self::Game as GameRules>::determinize(self, &mut crate::rng::seeded(seed))
    }

    /// The view as a versioned JSON document (its [`Document`] form, compact).
    fn to_json(&self) -> String {
        document::write(self)
    }

    /// Loads a view saved by [`GameView::to_json`], validating it: it must be the view of some
    /// possible game.
    ///
    /// # Errors
    /// Why the document is not a possible view of this game.
    fn from_json(json: &str) -> Result<Self, <Self::Game as GameRules>::StateError> {
        document::load(json)
    }
}

/// Writes the legal-action mask of `game` into `mask[..NUM_ACTIONS]`: true at the id of every
/// legal move, false elsewhere.
///
/// # Panics
/// If `mask` is shorter than [`GameRules::NUM_ACTIONS`].
pub fn legal_action_mask<G: GameRules>(game: &G, mask: &mut [bool]) {
    mask[..G::NUM_ACTIONS].iter_mut().for_each(|m| *m = false);
    for id in game.legal_actions() {
        mask[usize::from(id)] = true;
    }
}

/// A player of game `G`: chooses one of `legal` (never empty) knowing only `view`.
pub trait Bot<G: GameRules> {
    /// A short name for tables and logs.
    fn name(&self) -> &str;

    /// Chooses one of the legal moves.
    ///
    /// # Panics
    /// Implementations may panic if `legal` is empty (there is no decision to make then).
    fn choose(&mut self, view: &G::View, legal: &[G::Move]) -> G::Move;

    /// Chooses without a view, for bots whose choice never depends on it; `None` (the default)
    /// means "show me the view" and must leave the bot unchanged. Batch simulation asks this
    /// first and builds the view only when needed; a bot that answers must choose exactly as
    /// [`Bot::choose`] would.
    fn choose_without_view(&mut self, legal: &[G::Move]) -> Option<G::Move> {
        let _ = legal;
        None
    }

    /// What the bot's search makes of each of `legal` (never empty) seeing only `view`: every
    /// move, in the order of `legal`, with its estimated share of the win and the iterations
    /// that tried it, searched within the bot's budget as a choice would be (the bot's random
    /// state moves on as after a choice). `None` (the default, leaving the bot unchanged) for a
    /// bot that does not estimate its moves; the expert does.
    fn analyse(&mut self, view: &G::View, legal: &[G::Move]) -> Option<Vec<crate::bots::MoveAnalysis<G::Move>>> {
        let _ = (view, legal);
        None
    }

    /// Whether [`Bot::analyse`] estimates the moves (answers `Some`), known without searching:
    /// for a caller that prepares for an analysis (sizes a buffer) before asking for it. False
    /// by default; the expert's is true.
    fn estimates_moves(&self) -> bool {
        false
    }
}
