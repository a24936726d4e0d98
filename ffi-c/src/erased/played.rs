//! A game of any kind: [`Played`], a game of `G` with the events of its last move, is
//! [`DynGame`] for every [`GameRules`] game, so the entry points of every game call it and never
//! name a game.

use std::any::Any;

use game_core::{GamePhase, GameRules, GameView, Outcome};

use super::interface::{DynGame, DynKind, DynView, LegalIds};
use super::refusal::{move_error, to_json};
use super::registered::Kind;
use super::scores::scores_document;
use crate::any::types::HDZ_ANY_MAX_LEGAL_MOVES;
use crate::plumbing::rules::seat;
use crate::status::Error;

/// A game of `G` and the events of the last move applied to it.
pub(crate) struct Played<G: GameRules> {
    pub(crate) game: G,
    /// Fixed capacity: applying a move allocates nothing.
    pub(crate) last_events: G::Events,
}

impl<G: GameRules> Played<G> {
    /// `game`, boxed, with no last events.
    pub(crate) fn boxed(game: G) -> Box<dyn DynGame> {
        Box::new(Played { game, last_events: G::Events::default() })
    }

    /// The move with action id `id`, checked for `seat` (`None`: the seat to decide).
    fn checked(&self, seat: Option<u8>, id: u32) -> Result<G::Move, Error> {
        let mv = G::move_of_action(id).map_err(|e| move_error::<G>(&e))?;
        match seat {
            Some(seat) => self.game.check_for(seat, mv),
            None => self.game.check(mv),
        }
        .map_err(|e| move_error::<G>(&e))?;
        Ok(mv)
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

    fn seat(&self, player: u32) -> Result<u8, Error> {
        seat(&self.game, player)
    }

    fn legal_ids(&self, ids: &mut LegalIds) -> usize {
        const { assert!(G::MAX_LEGAL_MOVES <= HDZ_ANY_MAX_LEGAL_MOVES) };
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

    fn check(&self, seat: Option<u8>, id: u32) -> Result<(), Error> {
        self.checked(seat, id).map(|_| ())
    }

    fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), Error> {
        let mv = self.checked(seat, id)?;
        let mut events = G::Events::default();
        self.game.perform_with(mv, &mut events);
        self.last_events = events;
        Ok(())
    }

    fn last_events_json(&self) -> Result<String, Error> {
        to_json(&*self.last_events)
    }

    fn to_json(&self) -> String {
        self.game.to_json()
    }

    fn view(&self, seat: u8) -> Box<dyn DynView> {
        Box::new(self.game.view(seat))
    }

    fn scores_json(&self) -> Result<String, Error> {
        scores_document(&self.game)
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome()
    }

    fn describe_action(&self, id: u32) -> Result<String, Error> {
        G::move_of_action(id).map(|mv| mv.to_string()).map_err(|e| move_error::<G>(&e))
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
