//! Herr der Ziegen as one game of the shared layer: [`game_core::GameRules`] for [`Game`] and
//! [`game_core::GameView`] for [`PlayerView`], so the generic bots, batch simulation, perft and
//! the C and Python plumbing serve it. Each method forwards to the game's own API.

use game_core::{Bot, GameRules, GameView, MoveRefusal, Outcome, ScoreOrder, StateRefusal};
use rand_core::Rng;

use crate::board::Board;
use crate::bots::GreedyBot;
use crate::error::{MoveError, SetupError, StateError};
use crate::events::{Event, NoEvents};
use crate::game::Game;
use crate::moves::{Move, MoveList, NUM_ACTIONS};
use crate::observation::OBSERVATION_SIZE;
use crate::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::scoring::Scores;
use crate::view::PlayerView;

impl GameRules for Game {
    type Move = Move;
    type MoveList = MoveList;
    type View = PlayerView;
    type Event = Event;
    type Options = Options;
    type Scores = Scores;
    type SetupError = SetupError;
    type MoveError = MoveError;
    type StateError = StateError;

    const NAME: &'static str = "herr-der-ziegen";
    const MIN_PLAYERS: u8 = MIN_PLAYERS;
    const MAX_PLAYERS: u8 = MAX_PLAYERS as u8;
    const NUM_ACTIONS: usize = NUM_ACTIONS;
    const OBSERVATION_SIZE: usize = OBSERVATION_SIZE;
    const GAME_BOT_NAMES: &'static [&'static str] = &["greedy"];

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::new(players)
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate()
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn with_options(options: &Options, seed: u64) -> Result<Game, SetupError> {
        Game::with_options(options, seed)
    }

    fn set_up(options: &Options, seed: u64) -> Game {
        Game::set_up(options, seed)
    }

    fn player_count(&self) -> u8 {
        self.players()
    }

    fn current_player(&self) -> Option<u8> {
        Board::current_player(self)
    }

    // The hot path of search and batch simulation: always inlined into the generic callers, as
    // the game's own methods are into its own loops (measured: a plain `#[inline]` left these
    // wrappers as calls and cost batch simulation 8%).
    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        self.generate_legal_moves(moves);
    }

    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        Game::pick_legal_move(self, pick)
    }

    #[inline(always)]
    fn apply_without_events(&mut self, mv: Move) -> Result<(), MoveError> {
        self.apply_with(mv, &mut NoEvents)
    }

    fn apply_with_events(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        self.apply_with(mv, events)
    }

    #[inline(always)]
    fn perform(&mut self, mv: Move) {
        Game::perform(self, mv, &mut NoEvents);
    }

    fn view(&self, seat: u8) -> PlayerView {
        Game::view(self, seat)
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        Board::scores(self)
    }

    fn outcome(&self) -> Outcome {
        let scores = Board::scores(self);
        let mut totals = [0i32; MAX_PLAYERS];
        for (total, score) in totals.iter_mut().zip(scores.per_player()) {
            *total = score.total as i32;
        }
        Outcome::new(&totals[..usize::from(scores.count)], u16::from(scores.winners), ScoreOrder::HigherWins)
    }

    fn action_id(mv: Move) -> u16 {
        mv.action_id()
    }

    fn move_from_action_id(id: u16) -> Option<Move> {
        Move::from_action_id(u32::from(id)).ok()
    }

    fn to_json(&self) -> String {
        Game::to_json(self)
    }

    fn from_json(json: &str) -> Result<Game, StateError> {
        Game::from_json(json)
    }

    fn move_refusal(error: &MoveError) -> MoveRefusal {
        match error {
            MoveError::GameOver => MoveRefusal::GameOver,
            MoveError::UnknownAction(_) => MoveRefusal::UnknownAction,
            MoveError::NotYourTurn { .. } => MoveRefusal::NotYourTurn,
            _ => MoveRefusal::Illegal,
        }
    }

    fn state_refusal(error: &StateError) -> StateRefusal {
        match error {
            StateError::Json(_) => StateRefusal::Json,
            _ => StateRefusal::State,
        }
    }

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        (name == "greedy").then(|| Box::new(GreedyBot::new()) as Box<dyn Bot<Game> + Send>)
    }
}

impl GameView for PlayerView {
    type Game = Game;

    fn seat(&self) -> u8 {
        PlayerView::seat(self)
    }

    fn current_player(&self) -> Option<u8> {
        self.board.current_player()
    }

    fn legal_moves(&self) -> MoveList {
        PlayerView::legal_moves(self)
    }

    fn observation(&self, out: &mut [f32]) {
        PlayerView::observation(self, out);
    }

    fn to_json(&self) -> String {
        PlayerView::to_json(self)
    }

    fn from_json(json: &str) -> Result<PlayerView, StateError> {
        PlayerView::from_json(json)
    }
}
