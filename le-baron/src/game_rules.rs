//! Le Baron as one game of the shared layer: [`GameRules`] for [`Game`] and [`GameView`] for
//! [`PlayerView`]. These impls are the game's API (`Game::new`, `legal_moves`, `apply`, ... are
//! the trait's, written once in `game_core`); the rules they call live in `rules/`.

use game_core::events::EventSink;
use game_core::observation::Sections;
use game_core::{Bot, GameRules, GameView, Outcome};
use rand_core::Rng;

use crate::bots::{GreedyBot, GAME_BOT_NAMES};
use crate::error::{MoveError, SetupError, StateError};
use crate::events::{Event, Events, MAX_EVENTS};
use crate::game::Game;
use crate::moves::{Move, MoveList, MAX_LEGAL_MOVES, NUM_ACTIONS};
use crate::observation::OBSERVATION_SECTIONS;
use crate::options::{cards_per_player, Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::phase::Phase;
use crate::public::Public;
use crate::scoring::Scores;
use crate::view::PlayerView;

/// The most decisions of a game of `players` players, with or without the variants.
///
/// Every round each seat chooses a card, and each chosen card needs at most one decision of its
/// owner when it is resolved (place it, or take a row under rule 3; in variant 2 a card that
/// fits nowhere is recycled without one): at most `2 * players` decisions a round. Without
/// variant 2 every dealt card is played once, so a game lasts `per_player` rounds. In variant 2
/// a card that fits nowhere goes back under its owner's pile, but a seat never gains cards, and
/// at the start of every round some held card fits a row (LB-D17): its holder chooses it within
/// as many rounds as it holds cards (each round one of its cards is chosen, a recycled one goes
/// under the others), and rows change only when a card is placed. So at most `per_player`
/// rounds pass between two placements, each dealt card is placed at most once, and a game lasts
/// at most `(dealt + 1) * per_player` rounds.
const fn max_game_length(players: u8, variant_2: bool) -> u32 {
    let per_player = cards_per_player(players) as u32;
    let dealt = per_player * players as u32;
    let rounds = if variant_2 { (dealt + 1) * per_player } else { per_player };
    rounds * 2 * players as u32
}

/// The longest game over every player count and option.
const MAX_GAME_LENGTH: u32 = {
    let mut longest = 0;
    let mut players = MIN_PLAYERS;
    while players as usize <= MAX_PLAYERS {
        let length = max_game_length(players, true);
        if length > longest {
            longest = length;
        }
        players += 1;
    }
    longest
};

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

    const NAME: &'static str = "le-baron";
    const TITLE: &'static str = "Le Baron";
    const MIN_PLAYERS: u8 = MIN_PLAYERS;
    const MAX_PLAYERS: u8 = MAX_PLAYERS as u8;
    const NUM_ACTIONS: usize = NUM_ACTIONS;
    const MAX_LEGAL_MOVES: usize = MAX_LEGAL_MOVES;
    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_GAME_LENGTH: u32 = MAX_GAME_LENGTH;
    const OBSERVATION_SECTIONS: Sections = Sections::new(&OBSERVATION_SECTIONS);
    const GAME_BOT_NAMES: &'static [&'static str] = GAME_BOT_NAMES;

    fn public(&self) -> &Public {
        &self.public
    }

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::new(players)
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate().map(|_| ())
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn set_up(options: &Options, seed: u64) -> Game {
        Game::shuffled(options.validate().expect("options validated by the caller"), seed)
    }

    fn max_game_length(options: &Options) -> u32 {
        max_game_length(options.players, options.heads_are_positive)
    }

    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_ {
        self.hand(seat).iter().map(u16::from)
    }

    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        self.generate_legal_moves(moves);
    }

    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        self.legal_move_at(pick)
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
        self.tally()
    }

    fn outcome(&self) -> Outcome {
        self.tally().outcome()
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

    fn public(&self) -> &Public {
        &self.public
    }

    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_ {
        self.hand().iter().map(u16::from)
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        self.seat_moves(moves);
    }

    fn observation(&self, out: &mut [f32]) {
        self.write_observation(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_games_are_those_of_variant_2() {
        // Without variant 2 every dealt card is chosen once and resolved once: 96 cards at most
        // (6 players of 16, 8 players of 12).
        assert_eq!((MIN_PLAYERS..=MAX_PLAYERS as u8).map(|p| max_game_length(p, false)).max(), Some(192));
        assert_eq!(MAX_GAME_LENGTH, 18_624);
    }
}
