//! One game of any kind behind an object-safe trait, [`DynGame`], implemented once for every
//! [`GameRules`] game by [`Played`]: the entry points of every game call it and never name a
//! game.

use std::any::Any;

use game_core::{GamePhase, GameRules, GameView, Outcome};

use super::kind::{DynKind, Kind};
use super::refusal::{move_error, to_json};
use super::scores::scores_document;
use super::view::DynView;
use crate::plumbing::rules::seat;
use crate::{Error, HDZ_ANY_MAX_LEGAL_MOVES};

/// The action ids of one decision's legal moves: room for the most of any game.
pub(crate) type LegalIds = [u32; HDZ_ANY_MAX_LEGAL_MOVES];

/// What the entry points do with a game, whatever its kind.
pub(crate) trait DynGame: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// The number of the phase (the kind of decision the game waits for).
    fn phase(&self) -> u8;
    /// The number of the current turn, from 1.
    fn turn(&self) -> u16;
    /// `player` as a seat of this game.
    fn seat(&self, player: u32) -> Result<u8, Error>;
    /// Writes the action ids of the legal moves, in the game's order, to the front of `ids`
    /// and returns their number. Allocates nothing.
    fn legal_ids(&self, ids: &mut LegalIds) -> usize;
    /// Whether `id` is an action id whose move is legal now.
    fn is_legal(&self, id: u32) -> bool;
    /// Checks the move with action id `id` for `seat` (`None`: the seat to decide, whoever it
    /// is), changing nothing.
    fn check(&self, seat: Option<u8>, id: u32) -> Result<(), Error>;
    /// Plays the move with action id `id` for `seat` (as [`DynGame::check`]); its events
    /// replace the last events. On failure nothing changes.
    fn apply(&mut self, seat: Option<u8>, id: u32) -> Result<(), Error>;
    /// The events of the last applied move as a JSON array.
    fn last_events_json(&self) -> Result<String, Error>;
    /// The full state as JSON.
    fn to_json(&self) -> String;
    /// What `seat` (a seat of the game) may know.
    fn view(&self, seat: u8) -> Box<dyn DynView>;
    /// The scores as one document shape for every game.
    fn scores_json(&self) -> Result<String, Error>;
    /// The scores reduced to one number per seat and the winners.
    fn outcome(&self) -> Outcome;
    /// The text of the move with action id `id`.
    fn describe_action(&self, id: u32) -> Result<String, Error>;
    /// A copy, last events included.
    fn boxed_clone(&self) -> Box<dyn DynGame>;
    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame>;
    /// The game as [`Any`], for the typed extras of its kind.
    fn as_any(&self) -> &dyn Any;
}

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
