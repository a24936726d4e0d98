//! [`RawView`]: one seat's view of a game of any kind, as the package's `PlayerView` holds it.

use game_registry::dynamic::{kind_at, DynError, DynView, Recorded};
use wasm_bindgen::prelude::*;

use crate::errors::thrown;
use crate::extras::extras;
use crate::game::RawGame;

/// What one seat may know.
#[wasm_bindgen]
pub struct RawView {
    view: Box<dyn DynView>,
}

impl RawView {
    /// `view` as an exported view.
    pub(crate) fn of(view: Box<dyn DynView>) -> RawView {
        RawView { view }
    }

    /// The erased view.
    pub(crate) fn view(&self) -> &dyn DynView {
        &*self.view
    }
}

#[wasm_bindgen]
impl RawView {
    /// A view of kind number `kind` loaded from a view document, checked to be a view some game
    /// has.
    ///
    /// # Errors
    /// `InvalidJson` or `InvalidState`: why the document is no view of the game.
    pub fn load(kind: u32, json: &str) -> Result<RawView, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.load_view(json))).map(RawView::of)
    }

    /// The game's registry number.
    pub fn kind(&self) -> u32 {
        // Registry numbers are small.
        self.view.kind().index() as u32
    }

    /// The seat whose view this is.
    pub fn seat(&self) -> u32 {
        u32::from(self.view.seat())
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        u32::from(self.view.players())
    }

    /// The seat that decides next, -1 once the game is over.
    #[wasm_bindgen(js_name = currentPlayer)]
    pub fn current_player(&self) -> i32 {
        self.view.current_player().map_or(-1, i32::from)
    }

    /// The phase's name.
    pub fn phase(&self) -> String {
        let names = self.view.kind().phase_names();
        names.get(usize::from(self.view.phase())).copied().unwrap_or("unknown").to_string()
    }

    /// The number of the current turn, from 1.
    pub fn turn(&self) -> u32 {
        u32::from(self.view.turn())
    }

    /// Writes the action ids of this seat's legal moves to the shared buffer
    /// ([`crate::legal::legal_buffer`]) and returns their number.
    #[wasm_bindgen(js_name = legalCount)]
    pub fn legal_count(&self) -> usize {
        crate::legal::write_legal(|ids| self.view.legal_ids(ids))
    }

    /// Whether `id` is the action id of a move this seat may make now.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, id: u32) -> bool {
        self.view.is_legal(id)
    }

    /// This seat's own hand.
    pub fn hand(&self) -> Vec<u16> {
        self.view.hand()
    }

    /// The view document.
    #[wasm_bindgen(js_name = toJson)]
    pub fn to_json(&self) -> String {
        self.view.to_json()
    }

    /// The observation tensor (docs/observation.md).
    pub fn observation(&self) -> Vec<f32> {
        let mut out = vec![0.0; self.view.observation_size()];
        self.view.observe(&mut out);
        out
    }

    /// The answer of the game's own query number `index` (its card information,
    /// [`crate::queries`]) with `argument`, as JSON, from this view.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no query of the game or an argument out of the
    /// query's range.
    pub fn query(&self, index: u32, argument: u32) -> Result<String, JsValue> {
        let answer = extras(self.view.kind().index())
            .ok_or_else(|| DynError::internal("a view without extras"))
            .and_then(|extras| extras.ask_view(self.view(), index, argument));
        thrown(answer).map(|answer| answer.to_string())
    }

    /// A full game consistent with the view, the unseen cards placed from `seed`; it counts as
    /// loaded (no seed of its own).
    pub fn determinize(&self, seed: u64) -> RawGame {
        RawGame::of(Recorded::loaded(self.view.determinize(seed)))
    }

    /// A copy.
    #[wasm_bindgen(js_name = copy)]
    pub fn copy(&self) -> RawView {
        RawView::of(self.view.boxed_clone())
    }
}
