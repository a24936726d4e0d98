//! `impl game_core::GameRules for Game` and `impl game_core::GameView for PlayerView`: the
//! common face generic bots, batch simulation and perft use.

use game_core::bots::Bot;
use game_core::{GameRules, GameView, MoveRefusal, Outcome, StateRefusal};
use rand_core::Rng;

use crate::bots::{GreedyBot, GAME_BOT_NAMES};
use crate::error::{MoveError, SetupError, StateError};
use crate::events::Event;
use crate::events::NoEvents;
use crate::game::Game;
use crate::moves::{Move, MoveList, NUM_ACTIONS};
use crate::observation::OBSERVATION_SIZE;
use crate::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::public::Public;
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

    const NAME: &'static str = "le-baron";
    const MIN_PLAYERS: u8 = MIN_PLAYERS;
    const MAX_PLAYERS: u8 = MAX_PLAYERS as u8;
    const NUM_ACTIONS: usize = NUM_ACTIONS;
    const OBSERVATION_SIZE: usize = OBSERVATION_SIZE;
    const GAME_BOT_NAMES: &'static [&'static str] = GAME_BOT_NAMES;

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::new(players)
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate().map(|_| ())
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn with_options(options: &Options, seed: u64) -> Result<Game, SetupError> {
        Game::with_options(options, seed)
    }

    fn player_count(&self) -> u8 {
        self.players()
    }

    #[inline]
    fn current_player(&self) -> Option<u8> {
        Public::current_player(self)
    }

    #[inline]
    fn is_over(&self) -> bool {
        Public::is_over(self)
    }

    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        Game::legal_moves_into(self, moves);
    }

    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        self.legal_move_at(pick)
    }

    fn apply_with_events(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        self.apply_with(mv, events)
    }

    fn move_refusal(error: &MoveError) -> MoveRefusal {
        match error {
            MoveError::GameOver => MoveRefusal::GameOver,
            MoveError::UnknownAction(_) => MoveRefusal::UnknownAction,
            _ => MoveRefusal::Illegal,
        }
    }

    fn state_refusal(error: &StateError) -> StateRefusal {
        match error {
            StateError::Json(_) => StateRefusal::Json,
            _ => StateRefusal::State,
        }
    }

    #[inline(always)]
    fn apply_without_events(&mut self, mv: Move) -> Result<(), MoveError> {
        self.apply_with(mv, &mut NoEvents)
    }

    #[inline(always)]
    fn perform(&mut self, mv: Move) {
        debug_assert_eq!(self.check(mv), Ok(()));
        self.perform_with(mv, &mut NoEvents);
    }

    fn view(&self, seat: u8) -> PlayerView {
        Game::view(self, seat)
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        Game::scores(self)
    }

    fn outcome(&self) -> Outcome {
        Game::scores(self).outcome()
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

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        match name {
            "greedy" => Some(Box::new(GreedyBot::new())),
            _ => None,
        }
    }
}

impl GameView for PlayerView {
    type Game = Game;

    fn seat(&self) -> u8 {
        self.seat
    }

    #[inline]
    fn current_player(&self) -> Option<u8> {
        Public::current_player(self)
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
