//! One seat's view of a game of any kind behind an object-safe trait, [`DynView`], implemented
//! once for every game's [`GameView`].

use std::any::Any;

use game_core::{GamePhase, GameRules, GameView};

use super::game::{DynGame, LegalIds, Played};
use super::kind::{DynKind, Kind};
use crate::HDZ_ANY_MAX_LEGAL_MOVES;

/// What the entry points do with a view, whatever its game.
pub(crate) trait DynView: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> &'static dyn DynKind;
    /// The seat whose view this is.
    fn seat(&self) -> u8;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// The number of the phase.
    fn phase(&self) -> u8;
    /// The number of the current turn, from 1.
    fn turn(&self) -> u16;
    /// Writes the action ids of this seat's legal moves (none unless it decides) to the front of
    /// `ids` and returns their number.
    fn legal_ids(&self, ids: &mut LegalIds) -> usize;
    /// Whether `id` is an action id whose move this seat may make now.
    fn is_legal(&self, id: u32) -> bool;
    /// The view as JSON.
    fn to_json(&self) -> String;
    /// The length of the observation tensor.
    fn observation_size(&self) -> usize;
    /// Writes the observation tensor to `out`, which holds exactly
    /// [`DynView::observation_size`] floats.
    fn observe(&self, out: &mut [f32]);
    /// A full game consistent with the view, the unseen cards placed from `seed`.
    fn determinize(&self, seed: u64) -> Box<dyn DynGame>;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn DynView>;
    /// The view as [`Any`], for the typed extras of its kind.
    fn as_any(&self) -> &dyn Any;
}

impl<V: GameView> DynView for V {
    fn kind(&self) -> &'static dyn DynKind {
        Kind::<V::Game>::get()
    }

    fn seat(&self) -> u8 {
        GameView::seat(self)
    }

    fn players(&self) -> u8 {
        self.player_count()
    }

    fn current_player(&self) -> Option<u8> {
        GameView::current_player(self)
    }

    fn phase(&self) -> u8 {
        GameView::phase(self).number()
    }

    fn turn(&self) -> u16 {
        GameView::turn(self)
    }

    fn legal_ids(&self, ids: &mut LegalIds) -> usize {
        const { assert!(<V::Game as GameRules>::MAX_LEGAL_MOVES <= HDZ_ANY_MAX_LEGAL_MOVES) };
        let moves = self.legal_moves();
        for (slot, &mv) in ids.iter_mut().zip(moves.iter()) {
            *slot = u32::from(V::Game::action_id(mv));
        }
        moves.len()
    }

    fn is_legal(&self, id: u32) -> bool {
        V::Game::move_of_action(id).is_ok_and(|mv| GameView::is_legal(self, mv))
    }

    fn to_json(&self) -> String {
        GameView::to_json(self)
    }

    fn observation_size(&self) -> usize {
        V::Game::OBSERVATION_SIZE
    }

    fn observe(&self, out: &mut [f32]) {
        self.observation(out);
    }

    fn determinize(&self, seed: u64) -> Box<dyn DynGame> {
        Played::boxed(GameView::determinize(self, seed))
    }

    fn boxed_clone(&self) -> Box<dyn DynView> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
