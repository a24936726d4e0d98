//! A game of any kind: [`Played`], a game of `G` with the events of its last move, is
//! [`DynGame`] for every [`GameRules`] game, so a binding's entry points call it and never name
//! a game.

use std::any::Any;

use game_core::history::History;
use game_core::{GamePhase, GameRules, GameView, Outcome};

use super::error::{to_json, DynError};
use super::interface::{DynGame, DynKind, DynSpectatorView, DynView, LegalIds};
use super::recorded::DynHistory;
use super::registered::Kind;
use super::scores::scores_document;

/// A game of `G` and the events of the last move applied to it.
pub struct Played<G: GameRules> {
    /// The game.
    pub game: G,
    /// The events of the last move; fixed capacity, so applying a move allocates nothing.
    pub last_events: G::Events,
}

impl<G: GameRules> Played<G> {
    /// `game`, boxed, with no last events.
    pub fn boxed(game: G) -> Box<dyn DynGame> {
        Box::new(Played { game, last_events: G::Events::default() })
    }

    /// The move with action id `id`, checked for `seat` (`None`: the seat to decide).
    fn checked(&self, seat: Option<u8>, id: u32) -> Result<G::Move, DynError> {
        let mv = G::move_of_action(id).map_err(|e| DynError::of_move::<G>(&e))?;
        match seat {
            Some(seat) => self.game.check_for(seat, mv),
            None => self.game.check(mv),
        }
        .map_err(|e| DynError::of_move::<G>(&e))?;
        Ok(mv)
    }
}

/// The seat `player` of a game of `players` players.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] unless `player` is a seat of the game.
pub fn seat_of(players: u8, player: u32) -> Result<u8, DynError> {
    match u8::try_from(player) {
        Ok(p) if p < players => Ok(p),
        _ => Err(DynError::invalid(format!(
            "player {player} is not a seat of this {players}-player game (seats are 0 to {})",
            players - 1
        ))),
    }
}

impl<G: GameRules> DynGame for Played<G> {
    fn kind(&self) -> &'static dyn DynKind {
        Kind::<G>::get()
    }

    fn players(&self) -> u8 {
        self.game.player_count()
    }

    fn current_player(&self) -> Option<u8> {
        self.game.current_player()
    }

    fn phase(&self) -> u8 {
        self.game.phase().number()
    }

    fn turn(&self) -> u16 {
        self.game.turn()
    }

    fn seat(&self, player: u32) -> Result<u8, DynError> {
        seat_of(self.game.player_count(), player)
    }

    fn legal_ids(&self, ids: &mut LegalIds) -> usize {
        let mut moves = G::MoveList::default();
        self.game.legal_moves_into(&mut moves);
        for (slot, &mv) in ids.iter_mut().zip(moves.iter()) {
            *slot = u32::from(G::action_id(mv));
        }
        moves.len()
    }

    fn is_legal(&self, id: u32) -> bool {
        G::move_of_action(id).is_ok_and(|mv| self.game.is_legal(mv))
    }

    fn check(&self, seat: Option<u8>, id: u32) -> Result<(), DynError> {
        self.checked(seat, id).map(|_| ())
    }

    fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), DynError> {
        let mv = self.checked(seat, id)?;
        let mut events = G::Events::default();
        self.game.perform_with(mv, &mut events);
        self.last_events = events;
        Ok(())
    }

    fn last_events_json(&self) -> Result<String, DynError> {
        to_json(&*self.last_events)
    }

    fn last_events_for_json(&self, seat: Option<u32>) -> Result<String, DynError> {
        super::spectator::last_events_for(self, seat)
    }

    fn to_json(&self) -> String {
        self.game.to_json()
    }

    fn view(&self, seat: u8) -> Box<dyn DynView> {
        Box::new(self.game.view(seat))
    }

    fn spectator_view(&self) -> Box<dyn DynSpectatorView> {
        Box::new(self.game.spectator_view())
    }

    fn scores_json(&self) -> Result<String, DynError> {
        scores_document(&self.game)
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome()
    }

    fn hand(&self, seat: u8) -> Vec<u16> {
        self.game.hand_cards(seat).collect()
    }

    fn loaded_history(&self) -> Box<dyn DynHistory> {
        Box::new(History::loaded(&self.game))
    }

    fn describe_action(&self, id: u32) -> Result<String, DynError> {
        G::move_of_action(id).map(|mv| mv.to_string()).map_err(|e| DynError::of_move::<G>(&e))
    }

    fn boxed_clone(&self) -> Box<dyn DynGame> {
        Box::new(Played { game: self.game.clone(), last_events: self.last_events.clone() })
    }

    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame> {
        Played::boxed(GameView::determinize(&self.game.view(seat), seed))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
