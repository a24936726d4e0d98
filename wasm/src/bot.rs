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
    /// The bot called `name` (`random`, `greedy`, `ismcts`, `expert`, with a budget as in
    /// `ismcts:500` or `expert:250ms`) for game number `kind`,
    /// seeded with `seed`.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no game or a name that is no bot of it.
    pub fn named(kind: u32, name: &str, seed: u64) -> Result<RawBot, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.new_bot(name, seed))).map(|bot| RawBot { bot })
    }

    /// The search bot called `name` (`ismcts` or `expert`) for game number `kind`, searching
    /// `milliseconds` per decision.
    ///
    /// # Errors
    /// `InvalidArgument` for a number that is no game, a name that is no search bot of it or a
    /// time that is not 1 ms to 10 s.
    pub fn timed(kind: u32, name: &str, milliseconds: u32, seed: u64) -> Result<RawBot, JsValue> {
        thrown(kind_at(kind).and_then(|kind| kind.new_timed_search(name, milliseconds, seed))).map(|bot| RawBot { bot })
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

    /// The bot's estimate of every legal move of the seat of `view`, in the order of its legal
    /// moves, as triples of numbers: the action id, the estimated share of the win (`NaN` for a
    /// move never tried) and the visits.
    ///
    /// # Errors
    /// As `chooseFromView`, and `InvalidArgument` for a bot that does not estimate its moves.
    pub fn analyse(&mut self, view: &RawView) -> Result<Vec<f64>, JsValue> {
        let estimates = thrown(self.bot.analyse_view(view.view()))?;
        Ok(estimates
            .iter()
            .flat_map(|e| [f64::from(e.action), e.value.unwrap_or(f64::NAN), f64::from(e.visits)])
            .collect())
    }
}
