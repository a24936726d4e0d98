//! [`RawBot`]: a bot of any game, as the package's `Bot` holds it (one per game it plays).

use game_registry::dynamic::{kind_at, DynBot};
use wasm_bindgen::prelude::*;

use crate::errors::thrown;
use crate::game::RawGame;
use crate::view::RawView;

/// A computer player of one game.
#[wasm_bindgen]
pub struct RawBot {
    bot: Box<dyn DynBot>,
}

#[wasm_bindgen]
impl RawBot {
    /// The bot called `name` (`random`, `greedy`, `ismcts`, `ismcts:N`) for game number `kind`,
    /// seeded with `seed`.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no game or a name that is no bot of it.
    pub fn named(kind: u32, name: &str, seed: u64) -> Result<RawBot, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.new_bot(name, seed))).map(|bot| RawBot { bot })
    }

    /// An IS-MCTS bot for game number `kind` that searches `milliseconds` per decision.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no game or a time that is not 1 ms to 10 s.
    pub fn timed(kind: u32, milliseconds: u32, seed: u64) -> Result<RawBot, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.new_timed_bot(milliseconds, seed))).map(|bot| RawBot { bot })
    }

    /// The bot's choice (an action id) for the seat to decide in `game`, from that seat's view.
    ///
    /// # Errors
    /// `InvalidArgument` for a game of another kind, `GameOver` once the game is over.
    #[wasm_bindgen(js_name = chooseInGame)]
    pub fn choose_in_game(&mut self, game: &RawGame) -> Result<u32, JsValue> {
        thrown(self.bot.choose_in_game(game.game()))
    }

    /// The bot's choice for the seat of `view`, among `legal` (some of its legal action ids) or,
    /// when `legal` is empty, among all of them.
    ///
    /// # Errors
    /// `InvalidArgument` for a view of another game or an id that is not a legal move of the
    /// seat, `GameOver` once the game is over, `NotYourTurn` when another seat decides.
    #[wasm_bindgen(js_name = chooseFromView)]
    pub fn choose_from_view(&mut self, view: &RawView, legal: &[u32]) -> Result<u32, JsValue> {
        if legal.is_empty() {
            thrown(self.bot.choose_from_view(view.view()))
        } else {
            thrown(self.bot.choose_among(view.view(), legal))
        }
    }
}
