//! The rules: [`GameRules`] for [`Game`], the game's API (`Game::new`, `legal_moves`, `apply`,
//! ... are the trait's, written once in `game_core`). A move is checked completely before
//! anything changes, so a refused move leaves the game as it was; the steps of a move are in
//! [`trick`] (playing a card, taking a trick), [`hill`] (revealing and choosing a hill card) and
//! [`round`] (scoring a round, dealing the next, the end).
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

mod hill;
mod round;
mod trick;

use game_core::events::EventSink;
use game_core::{Bot, GameRules, Observer, Outcome, ScoreOrder};
use rand_core::Rng;

use crate::bots::GreedyBot;
use crate::error::{MoveError, SetupError, StateError};
use crate::events::{Event, Events, MAX_EVENTS};
use crate::game::Game;
use crate::moves::{Move, MoveList, MAX_LEGAL_MOVES, NUM_ACTIONS};
use crate::observation::OBSERVATION_SECTIONS;
use crate::options::{Options, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS};
use crate::phase::Phase;
use crate::public::{Public, HILL_TRICKS, TRICKS_PER_ROUND};
use crate::replay::REPLAY_FORMAT;
use crate::scoring::Scores;
use crate::spectator::SPECTATOR_VIEW_FORMAT;
use crate::view::PlayerView;

/// At most [`MAX_ROUNDS`] rounds (the variant), each of eight tricks of one card per seat and a
/// hill choice in each of the first four tricks.
const MAX_GAME_LENGTH: u32 = (MAX_ROUNDS * (TRICKS_PER_ROUND * MAX_PLAYERS + HILL_TRICKS)) as u32;

impl GameRules for Game {
    game_core::game_rules_items!(name: "ziegen-kriegen", title: "Ziegen Kriegen");
    const GAME_BOT_NAMES: &'static [&'static str] = &["greedy"];
    const EXPERT_BOT: Option<game_core::bots::ExpertMaker<Game>> = Some(game_core::bots::expert_bot::<Game>);

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::new(players)
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate()
    }

    /// Every round's shuffles are drawn now, in round order (goat deck, then hill stack), and
    /// round 0 is dealt (ZK-D3, ZK-D21).
    fn set_up(options: &Options, seed: u64) -> Game {
        let tables = options.tables().expect("options validated by the caller");
        Game::shuffled(options.players, options.start_player, options.rounds, tables, seed)
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_ {
        self.hand(seat).iter().map(u16::from)
    }

    /// Every decision is made in the open: a card is played face up into the trick, a hill
    /// number chosen aloud.
    fn is_public_move(_: Move) -> bool {
        true
    }

    /// Every event is public: cards are played face up, hill cards turned up and numbers chosen
    /// aloud, tricks taken and rounds scored in the open.
    fn event_for(event: &Event, _: Observer) -> Option<Event> {
        Some(*event)
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        // When the game is over no seat acts and the hand does not matter.
        let hand = self.hands.get(usize::from(self.to_act)).copied().unwrap_or_default();
        self.public.legal_moves_with(hand, moves);
    }

    /// Finds the move without writing the list.
    #[inline]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        let player = self.current_player()?;
        match self.phase {
            Phase::Play => {
                let hand = self.hands[usize::from(self.to_act)];
                hand.nth(pick(player, hand.len() as u32)).map(Move::Play)
            }
            Phase::ChooseHill => [Move::ChooseLow, Move::ChooseHigh].get(pick(player, 2)).copied(),
            Phase::Over => None,
        }
    }

    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.phase == Phase::Over {
            return Err(MoveError::GameOver);
        }
        if mv.phase() != self.phase {
            return Err(MoveError::WrongPhase { expected: self.phase, got: mv.phase() });
        }
        if let Move::Play(card) = mv {
            if !crate::cards::CardSet::is_card(card) {
                return Err(MoveError::NotACard(card));
            }
            if !self.hands[usize::from(self.to_act)].contains(card) {
                return Err(MoveError::CardNotInHand { card, player: self.to_act });
            }
        }
        Ok(())
    }

    #[inline]
    fn perform_with<S: EventSink<Event>>(&mut self, mv: Move, sink: &mut S) {
        match mv {
            Move::Play(card) => self.play_card(card, sink),
            Move::ChooseLow => self.choose_hill(false, sink),
            Move::ChooseHigh => self.choose_hill(true, sink),
        }
    }

    /// # Panics
    /// If `seat` is not a seat of this game.
    fn view(&self, seat: u8) -> PlayerView {
        assert!(seat < self.players, "no player {seat}");
        PlayerView { public: self.public, seat, hand: self.hands[usize::from(seat)] }
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
        let totals = p.standing_totals().map(i32::from);
        Outcome::new(&totals[..n], u16::from(p.winners()), ScoreOrder::HigherWins)
    }

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        match name {
            "greedy" => Some(Box::new(GreedyBot::new())),
            _ => None,
        }
    }
}
