//! [`RawGame`]: a game of any kind with its history, as the package's `Game` holds it.

use game_registry::dynamic::{kind_at, DynError, DynGame, DynSetup, Recorded};
use serde_json::Value;
use wasm_bindgen::prelude::*;

use crate::errors::thrown;
use crate::extras::extras;
use crate::spectator::RawSpectatorView;
use crate::view::RawView;

/// A game (the god view) and its history.
#[wasm_bindgen]
pub struct RawGame {
    recorded: Recorded,
}

impl RawGame {
    /// `recorded` as an exported game.
    pub(crate) fn of(recorded: Recorded) -> RawGame {
        RawGame { recorded }
    }

    /// The erased game.
    pub(crate) fn game(&self) -> &dyn DynGame {
        self.recorded.game()
    }

    /// `player` as a seat of the game.
    fn seat(&self, player: u32) -> Result<u8, JsValue> {
        thrown(self.game().seat(player))
    }
}

/// The options of a game read and checked once, from which games are dealt (the package keeps
/// one per options document it was given, so that setting up a game does not read and check
/// its options again).
#[wasm_bindgen]
pub struct RawSetup {
    setup: Box<dyn DynSetup>,
}

#[wasm_bindgen]
impl RawSetup {
    /// The options document `options` (every field, read strictly) of kind number `kind`,
    /// checked.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no game, `InvalidJson` for options of the wrong
    /// shape, `Setup` for options the game refuses.
    pub fn read(kind: u32, options: &str) -> Result<RawSetup, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.setup(options))).map(|setup| RawSetup { setup })
    }

    /// The game these options set up, shuffled from `seed`, with its history.
    pub fn deal(&self, seed: u64) -> RawGame {
        RawGame::of(self.setup.deal(seed))
    }
}

#[wasm_bindgen]
impl RawGame {
    /// A game of kind number `kind` loaded from a state document; its history starts here.
    ///
    /// # Errors
    /// `InvalidJson` or `InvalidState`: why the document is no state of the game.
    pub fn load(kind: u32, json: &str) -> Result<RawGame, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.load_game(json))).map(|game| RawGame::of(Recorded::loaded(game)))
    }

    /// The game a replay document of kind number `kind` leads to, with its history.
    ///
    /// # Errors
    /// `InvalidJson` or `InvalidState` (reasons `format`, `illegal_move`, `checksum`, ...).
    #[wasm_bindgen(js_name = fromReplay)]
    pub fn from_replay(kind: u32, json: &str) -> Result<RawGame, JsValue> {
        thrown(kind_at(kind).and_then(|kind| Recorded::from_replay(kind, json))).map(RawGame::of)
    }

    /// The game's registry number.
    pub fn kind(&self) -> u32 {
        // Registry numbers are small.
        self.game().kind().index() as u32
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        u32::from(self.game().players())
    }

    /// The seat that decides next, -1 once the game is over.
    #[wasm_bindgen(js_name = currentPlayer)]
    pub fn current_player(&self) -> i32 {
        self.game().current_player().map_or(-1, i32::from)
    }

    /// The phase's name (`"over"` once over).
    pub fn phase(&self) -> String {
        let names = self.game().kind().phase_names();
        names.get(usize::from(self.game().phase())).copied().unwrap_or("unknown").to_string()
    }

    /// The number of the current turn, from 1.
    pub fn turn(&self) -> u32 {
        u32::from(self.game().turn())
    }

    /// Writes the action ids of the legal moves to the shared buffer
    /// ([`crate::legal::legal_buffer`]), in the engine's order, and returns their number.
    #[wasm_bindgen(js_name = legalCount)]
    pub fn legal_count(&self) -> usize {
        crate::legal::write_legal(|ids| self.game().legal_ids(ids))
    }

    /// Whether `id` is the action id of a legal move.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, id: u32) -> bool {
        self.game().is_legal(id)
    }

    /// Plays the move with action id `id` for `seat` (-1: the seat to decide) and returns its
    /// events as a JSON array (the game's events as its documents write them). On failure
    /// nothing changes.
    ///
    /// # Errors
    /// `InvalidArgument` for a seat that is not in the game; `UnknownAction`, `NotYourTurn`,
    /// `GameOver` or `IllegalMove` for a refused move.
    pub fn apply(&mut self, seat: i32, id: u32) -> Result<String, JsValue> {
        let seat = match u32::try_from(seat) {
            Ok(player) => Some(self.seat(player)?),
            Err(_) => None,
        };
        thrown(self.recorded.apply(seat, id))?;
        thrown(self.game().last_events_json())
    }

    /// The events of the last move as seat `player` may know them (-1: a spectator), as a JSON
    /// array; `[]` when no move was applied since the game was set up or loaded.
    ///
    /// # Errors
    /// `InvalidArgument` for a seat that is not in the game.
    #[wasm_bindgen(js_name = eventsForJson)]
    pub fn events_for_json(&self, player: i32) -> Result<String, JsValue> {
        thrown(self.game().last_events_for_json(u32::try_from(player).ok()))
    }

    /// What a spectator may know.
    #[wasm_bindgen(js_name = spectatorView)]
    pub fn spectator_view(&self) -> RawSpectatorView {
        RawSpectatorView::of(self.game().spectator_view())
    }

    /// Plays the move with action id `id` for the seat to decide, without building its events.
    ///
    /// # Errors
    /// As [`RawGame::apply`].
    #[wasm_bindgen(js_name = applyAction)]
    pub fn apply_action(&mut self, id: u32) -> Result<(), JsValue> {
        thrown(self.recorded.apply(None, id))
    }

    /// The state document.
    #[wasm_bindgen(js_name = toJson)]
    pub fn to_json(&self) -> String {
        self.game().to_json()
    }

    /// What seat `player` may know.
    ///
    /// # Errors
    /// `InvalidArgument` for a seat that is not in the game.
    pub fn view(&self, player: u32) -> Result<RawView, JsValue> {
        let seat = self.seat(player)?;
        Ok(RawView::of(self.game().view(seat)))
    }

    /// The cards in seat `player`'s hand.
    ///
    /// # Errors
    /// `InvalidArgument` for a seat that is not in the game.
    pub fn hand(&self, player: u32) -> Result<Vec<u16>, JsValue> {
        let seat = self.seat(player)?;
        Ok(self.game().hand(seat))
    }

    /// Seat `player`'s observation tensor.
    ///
    /// # Errors
    /// `InvalidArgument` for a seat that is not in the game.
    pub fn observation(&self, player: u32) -> Result<Vec<f32>, JsValue> {
        Ok(self.view(player)?.observation())
    }

    /// The scores document, one shape for every game
    /// ([`game_registry::dynamic::scores`]): `game`, `players`, `is_final`, `order`, `seats`
    /// (each seat's `seat`, `total`, `winner` and the game's `breakdown`) and `winners`.
    ///
    /// # Errors
    /// An internal error if the scores cannot be written.
    #[wasm_bindgen(js_name = scoresJson)]
    pub fn scores_json(&self) -> Result<String, JsValue> {
        thrown(self.game().scores_json())
    }

    /// The game-wide parts of the scores as JSON (Python's `Scores.details`), keys in camelCase.
    ///
    /// # Errors
    /// An internal error if the game has no extras (every game of the registry has).
    #[wasm_bindgen(js_name = scoreDetailsJson)]
    pub fn score_details_json(&self) -> Result<String, JsValue> {
        let details = extras(self.game().kind().index())
            .ok_or_else(|| DynError::internal("a game without extras"))
            .and_then(|extras| extras.score_details(self.game()));
        thrown(details).map(|details| Value::Object(details).to_string())
    }

    /// The answer of the game's own query number `index` (its card information,
    /// [`crate::queries`]) with `argument`, as JSON.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no query of the game or an argument out of the
    /// query's range.
    pub fn query(&self, index: u32, argument: u32) -> Result<String, JsValue> {
        let answer = extras(self.game().kind().index())
            .ok_or_else(|| DynError::internal("a game without extras"))
            .and_then(|extras| extras.ask_game(self.game(), index, argument));
        thrown(answer).map(|answer| answer.to_string())
    }

    /// The action ids played since the game was set up or loaded.
    pub fn history(&self) -> Vec<u16> {
        self.recorded.history().to_vec()
    }

    /// The seed the game was set up from; `undefined` for a loaded game.
    pub fn seed(&self) -> Option<u64> {
        self.recorded.seed()
    }

    /// The options document the game was set up with; `undefined` for a loaded game.
    ///
    /// # Errors
    /// An internal error if they cannot be written.
    #[wasm_bindgen(js_name = optionsJson)]
    pub fn options_json(&self) -> Result<Option<String>, JsValue> {
        thrown(self.recorded.options_json())
    }

    /// Takes back the last move.
    ///
    /// # Errors
    /// `IllegalMove` (code `nothing_to_undo`) when no move was played since the start.
    pub fn undo(&mut self) -> Result<(), JsValue> {
        thrown(self.recorded.undo())
    }

    /// The replay document.
    ///
    /// # Errors
    /// `InvalidState` (code `no_seed`) for a game loaded from a state.
    #[wasm_bindgen(js_name = replayJson)]
    pub fn replay_json(&self) -> Result<String, JsValue> {
        thrown(self.recorded.replay_json())
    }

    /// An independent copy, with its history.
    #[wasm_bindgen(js_name = copy)]
    pub fn copy(&self) -> RawGame {
        RawGame::of(self.recorded.clone())
    }

    /// The wording of the move with action id `id`.
    ///
    /// # Errors
    /// `UnknownAction` for a number that is no action id.
    #[wasm_bindgen(js_name = describeAction)]
    pub fn describe_action(&self, id: u32) -> Result<String, JsValue> {
        thrown(self.game().describe_action(id))
    }
}
