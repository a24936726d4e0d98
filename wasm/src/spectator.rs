//! [`RawSpectatorView`]: what a spectator may know of a game of any kind, as the package's
//! `SpectatorView` holds it.

use game_registry::dynamic::{kind_at, DynError, DynSpectatorView};
use wasm_bindgen::prelude::*;

use crate::errors::thrown;
use crate::extras::extras;

/// What every seat of a game sees alike: no seat, no hand, no legal moves.
#[wasm_bindgen]
pub struct RawSpectatorView {
    view: Box<dyn DynSpectatorView>,
}

impl RawSpectatorView {
    /// `view` as an exported spectator's view.
    pub(crate) fn of(view: Box<dyn DynSpectatorView>) -> RawSpectatorView {
        RawSpectatorView { view }
    }
}

#[wasm_bindgen]
impl RawSpectatorView {
    /// A spectator's view of kind number `kind` loaded from its document, checked to be what
    /// every seat of some game sees alike.
    ///
    /// # Errors
    /// `InvalidJson` or `InvalidState`: why the document is no spectator's view of the game.
    pub fn load(kind: u32, json: &str) -> Result<RawSpectatorView, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.load_spectator_view(json))).map(RawSpectatorView::of)
    }

    /// The game's registry number.
    pub fn kind(&self) -> u32 {
        // Registry numbers are small.
        self.view.kind().index() as u32
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

    /// The number of legal moves written to the module's buffer: none, a spectator makes no
    /// move (the package's views and games share one way of reading them).
    #[wasm_bindgen(js_name = legalCount)]
    pub fn legal_count(&self) -> usize {
        0
    }

    /// Whether a spectator may make the move with action id `id`: never.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, id: u32) -> bool {
        let _ = id;
        false
    }

    /// The spectator's view document.
    #[wasm_bindgen(js_name = toJson)]
    pub fn to_json(&self) -> String {
        self.view.to_json()
    }

    /// The answer of the game's own query number `index` (its card information,
    /// [`crate::queries`]) with `argument`, as JSON, from this spectator's view.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no query of the game or an argument out of the
    /// query's range.
    pub fn query(&self, index: u32, argument: u32) -> Result<String, JsValue> {
        let answer = extras(self.view.kind().index())
            .ok_or_else(|| DynError::internal("a spectator's view without extras"))
            .and_then(|extras| extras.ask_spectator(&*self.view, index, argument));
        thrown(answer).map(|answer| answer.to_string())
    }

    /// A copy.
    #[wasm_bindgen(js_name = copy)]
    pub fn copy(&self) -> RawSpectatorView {
        RawSpectatorView::of(self.view.boxed_clone())
    }
}
