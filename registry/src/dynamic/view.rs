//! One seat's view of a game of any kind: every game's [`GameView`] is [`DynView`].

use std::any::Any;

use game_core::{GamePhase, GameRules, GameView};

use super::interface::{DynGame, DynKind, DynView, LegalIds};
use super::played::Played;
use super::registered::Kind;

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

    fn hand(&self) -> Vec<u16> {
        self.hand_cards().collect()
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
