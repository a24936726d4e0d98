//! Herr der Ziegen as one game of the shared layer: [`GameRules`] for [`Game`] and [`GameView`]
//! for [`PlayerView`]. These impls are the game's API (`Game::new`, `legal_moves`, `apply`, ...
//! are the trait's, written once in `game_core`); the rules they call live in `rules/`.

use game_core::events::EventSink;
use game_core::observation::Sections;
use game_core::{Bot, GameRules, GameView, Outcome, ScoreOrder};
use rand_core::Rng;

use crate::bots::GreedyBot;
use crate::error::{MoveError, SetupError, StateError};
use crate::events::{Event, Events, MAX_EVENTS_PER_MOVE};
use crate::game::Game;
use crate::moves::{Move, MoveList, MAX_LEGAL_MOVES, NUM_ACTIONS};
use crate::observation::OBSERVATION_SECTIONS;
use crate::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::phase::Phase;
use crate::public::Public;
use crate::scoring::Scores;
use crate::view::PlayerView;

/// Every turn plays a card from a hand to a display or the box, so a game has at most 121
/// turns; a turn holds one play, one take, at most 5 marks, one dog decision per refused swap
/// plus one (at most 14 lines x 21 pairs of cells can be refused) and an answer per swap
/// request. Random games take about 100 to 200 decisions.
const MAX_GAME_LENGTH: u32 = 121 * (1 + 1 + 5 + 2 * (14 * 21 + 1));

impl GameRules for Game {
    type Move = Move;
    type MoveList = MoveList;
    type View = PlayerView;
    type Public = Public;
    type Phase = Phase;
    type Event = Event;
    type Events = Events;
    type Options = Options;
    type Scores = Scores;
    type SetupError = SetupError;
    type MoveError = MoveError;
    type StateError = StateError;

    const NAME: &'static str = "herr-der-ziegen";
    const TITLE: &'static str = "Herr der Ziegen";
    const MIN_PLAYERS: u8 = MIN_PLAYERS;
    const MAX_PLAYERS: u8 = MAX_PLAYERS as u8;
    const NUM_ACTIONS: usize = NUM_ACTIONS;
    const MAX_LEGAL_MOVES: usize = MAX_LEGAL_MOVES;
    const MAX_EVENTS: usize = MAX_EVENTS_PER_MOVE;
    const MAX_GAME_LENGTH: u32 = MAX_GAME_LENGTH;
    const OBSERVATION_SECTIONS: Sections = Sections::new(&OBSERVATION_SECTIONS);
    const GAME_BOT_NAMES: &'static [&'static str] = &["greedy"];

    /// A copy of the defaults built once per player count.
    fn public(&self) -> &Public {
        &self.public
    }

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::default_ref(players).cloned()
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate()
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn set_up(options: &Options, seed: u64) -> Game {
        Game::shuffled(options, seed)
    }

    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_ {
        self.hand(seat).map(|card| u16::from(card.index()))
    }

    // The hot path of search and batch simulation: always inlined into the generic callers, as
    // the game's own loops are (measured: a plain `#[inline]` left these wrappers as calls and
    // cost batch simulation 8%).
    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        self.generate_legal_moves(moves);
    }

    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        self.pick_move(pick)
    }

    #[inline(always)]
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        self.check_move(mv)
    }

    #[inline(always)]
    fn perform_with<S: EventSink<Event>>(&mut self, mv: Move, sink: &mut S) {
        self.perform_move(mv, sink);
    }

    fn action_id(mv: Move) -> u16 {
        mv.action_id()
    }

    fn move_from_action_id(id: u16) -> Option<Move> {
        Move::from_action_id(u32::from(id)).ok()
    }

    fn view(&self, seat: u8) -> PlayerView {
        PlayerView::of(self, seat)
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        self.public.scores()
    }

    fn outcome(&self) -> Outcome {
        let scores = self.public.scores();
        let mut totals = [0i32; MAX_PLAYERS];
        for (total, score) in totals.iter_mut().zip(scores.per_player()) {
            *total = score.total as i32;
        }
        Outcome::new(&totals[..usize::from(scores.count)], u16::from(scores.winners), ScoreOrder::HigherWins)
    }

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        (name == "greedy").then(|| Box::new(GreedyBot::new()) as Box<dyn Bot<Game> + Send>)
    }
}

impl GameView for PlayerView {
    type Game = Game;

    fn seat(&self) -> u8 {
        self.seat
    }

    fn public(&self) -> &Public {
        &self.public
    }

    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_ {
        self.hand().iter().map(|card| u16::from(card.index()))
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        self.seat_moves(moves);
    }

    fn observation(&self, out: &mut [f32]) {
        self.write_observation(out);
    }
}
