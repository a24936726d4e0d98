//! The shared layer's traits for this game: `game_core::GameRules` for [`Game`] and
//! `game_core::GameView` for [`PlayerView`].
//!
//! The outcome (`GameRules::outcome`) gives each seat one number and names the winners
//! explicitly, because in the base game the winners are not simply the best scores:
//!
//! * base game: the score is the goats if within the limit, 0 if over; the winners are those of
//!   section 4 (within the limit with the most goats; nobody when everybody is over, so a seat
//!   over the limit with score 0 never ties with a seat within it with 0 goats);
//! * variant: the score is the total of the round scores; the winners have the highest total.
//!
//! Before the game is over the outcome is computed as things stand.

use game_core::bots::Bot;
use game_core::{GameRules, GameView, MoveRefusal, Outcome, ScoreOrder, StateRefusal};
use rand_core::Rng;

use crate::bots::GreedyBot;
use crate::error::{MoveError, SetupError, StateError};
use crate::events::Event;
use crate::game::Game;
use crate::moves::{Move, MoveList, NUM_ACTIONS};
use crate::observation::OBSERVATION_SIZE;
use crate::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::scoring::{base_winners, best_totals, Scores};
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

    const NAME: &'static str = "ziegen-kriegen";
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

    fn player_count(&self) -> u8 {
        self.players()
    }

    #[inline]
    fn current_player(&self) -> Option<u8> {
        self.public.current_player()
    }

    fn is_over(&self) -> bool {
        self.public.is_over()
    }

    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        Game::legal_moves_into(self, moves);
    }

    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        let player = self.public.current_player()?;
        let index = pick(player, self.legal_move_count() as u32);
        self.legal_move_at(index)
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
        self.apply_with(mv, &mut crate::events::NoEvents)
    }

    #[inline(always)]
    fn perform(&mut self, mv: Move) {
        self.perform_unchecked(mv);
    }

    fn view(&self, seat: u8) -> PlayerView {
        Game::view(self, seat)
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        self.public.scores()
    }

    fn outcome(&self) -> Outcome {
        let p = &self.public;
        let n = usize::from(p.players);
        let mut values = [0i32; MAX_PLAYERS];
        let winners = if p.rounds > 1 {
            let totals = p.totals();
            for (value, &t) in values.iter_mut().zip(&totals[..n]) {
                *value = i32::from(t);
            }
            if p.rounds_scored() > 0 {
                best_totals(&totals[..n])
            } else {
                0
            }
        } else {
            let limit = p.hill_sum();
            for (value, &g) in values.iter_mut().zip(&p.goats[..n]) {
                *value = if g > limit { 0 } else { i32::from(g) };
            }
            base_winners(&p.goats[..n], limit)
        };
        Outcome::new(&values[..n], u16::from(winners), ScoreOrder::HigherWins)
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
        PlayerView::seat(self)
    }

    fn current_player(&self) -> Option<u8> {
        self.public.current_player()
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
