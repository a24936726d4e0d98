//! Each game's typed extras, as the generic layer asks for them: [`JsRules`] is what a game adds
//! (its move objects' fields, its score details, its own methods), implemented in the game's
//! file under [`crate::games`]; [`extras`] finds a game's extras by its registry number, stamped
//! from the registry, so a game of the registry without a [`JsRules`] does not compile.

use std::marker::PhantomData;

use game_core::{GameRules, GameView};
use game_registry::dynamic::typed::{played, spectator_view_of, view_of};
use game_registry::dynamic::{DynError, DynGame, DynSpectatorView, DynView};
use serde_json::{Map, Value};

use crate::queries::{self, Query};

/// What the JavaScript package needs of a game beyond [`GameRules`].
pub trait JsRules: GameRules {
    /// The move's kind and fields as the package's move objects have them: `kind` (the
    /// snake_case name Python's `Move.kind` gives) and the move's fields in camelCase (`card`,
    /// `cell`, `fromCell`, ...). The package puts `kind` first.
    fn move_fields(mv: Self::Move) -> Map<String, Value>;

    /// The game-wide parts of the scores (Python's `Scores.details`), keys in camelCase; none by
    /// default.
    fn score_details(scores: &Self::Scores) -> Map<String, Value> {
        let _ = scores;
        Map::new()
    }

    /// The game's own methods on its games and views (what its cards are), answered from the
    /// part every seat sees; none by default.
    fn queries() -> &'static [Query<Self::Public>] {
        &[]
    }
}

/// A game's extras with its type erased.
pub trait Extras: Sync {
    /// Every action id's move object (without `game` and `actionId`, which the package adds):
    /// the fields of [`JsRules::move_fields`] and `text`, the engine's wording; `null` for an id
    /// that names no move.
    fn move_table(&self) -> Value;

    /// The score details of `game`.
    ///
    /// # Errors
    /// [`game_registry::dynamic::Problem::InvalidArgument`] for a game of another kind.
    fn score_details(&self, game: &dyn DynGame) -> Result<Map<String, Value>, DynError>;

    /// The game's own methods, as [`queries::describe`] lists them.
    fn queries(&self) -> Value;

    /// The answer of query number `index` with `argument` for `game`.
    ///
    /// # Errors
    /// [`game_registry::dynamic::Problem::InvalidArgument`] for a game of another kind, a number
    /// that is no query or an argument out of its range.
    fn ask_game(&self, game: &dyn DynGame, index: u32, argument: u32) -> Result<Value, DynError>;

    /// The answer of query number `index` with `argument` for `view`.
    ///
    /// # Errors
    /// As [`Extras::ask_game`], for a view.
    fn ask_view(&self, view: &dyn DynView, index: u32, argument: u32) -> Result<Value, DynError>;

    /// The answer of query number `index` with `argument` for a spectator's `view`.
    ///
    /// # Errors
    /// As [`Extras::ask_game`], for a spectator's view.
    fn ask_spectator(&self, view: &dyn DynSpectatorView, index: u32, argument: u32) -> Result<Value, DynError>;
}

/// The extras of game `G`.
struct ExtrasOf<G>(PhantomData<fn() -> G>);

impl<G: JsRules> Extras for ExtrasOf<G> {
    fn move_table(&self) -> Value {
        (0..G::NUM_ACTIONS)
            .map(|id| {
                u16::try_from(id).ok().and_then(G::move_from_action_id).map_or(Value::Null, |mv| {
                    let mut fields = G::move_fields(mv);
                    fields.insert("text".into(), Value::String(mv.to_string()));
                    Value::Object(fields)
                })
            })
            .collect()
    }

    fn score_details(&self, game: &dyn DynGame) -> Result<Map<String, Value>, DynError> {
        Ok(G::score_details(&played::<G>(game)?.game.scores()))
    }

    fn queries(&self) -> Value {
        queries::describe(G::queries())
    }

    fn ask_game(&self, game: &dyn DynGame, index: u32, argument: u32) -> Result<Value, DynError> {
        queries::ask(G::queries(), played::<G>(game)?.game.public(), index, argument)
    }

    fn ask_view(&self, view: &dyn DynView, index: u32, argument: u32) -> Result<Value, DynError> {
        queries::ask(G::queries(), view_of::<G>(view)?.public(), index, argument)
    }

    fn ask_spectator(&self, view: &dyn DynSpectatorView, index: u32, argument: u32) -> Result<Value, DynError> {
        queries::ask(G::queries(), spectator_view_of::<G>(view)?.public(), index, argument)
    }
}

macro_rules! extras_table {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        /// The extras of the game with registry number `index`; `None` for a number that is no
        /// game.
        pub fn extras(index: usize) -> Option<&'static dyn Extras> {
            match index {
                $($index => Some(&ExtrasOf::<$game>(PhantomData)),)*
                _ => None,
            }
        }
    };
}

game_registry::for_each_game!(extras_table);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_move_object_per_action_id() {
        for info in game_registry::GAMES {
            let table = extras(info.index).expect("every game has extras").move_table();
            let moves = table.as_array().expect("a list");
            assert_eq!(moves.len(), info.num_actions, "{}", info.name);
            for mv in moves.iter().filter(|mv| !mv.is_null()) {
                let fields = mv.as_object().expect("an object");
                assert!(fields["kind"].as_str().is_some_and(|k| !k.is_empty()), "{}: {mv}", info.name);
                assert!(fields.keys().all(|k| !k.contains('_')), "{}: camelCase keys in {mv}", info.name);
                assert!(mv["text"].as_str().is_some_and(|t| !t.is_empty()));
            }
        }
        assert!(extras(game_registry::GAMES.len()).is_none());
    }

    #[test]
    fn every_query_answers_every_argument_in_range_alike_from_a_game_and_its_views() {
        for info in game_registry::GAMES {
            let extras = extras(info.index).expect("every game has extras");
            let kind = game_registry::dynamic::kind_at(info.index as u32).expect("a game");
            let game = kind.new_game(u32::from(info.min_players), 1).expect("a game");
            let queries = extras.queries();
            for (index, query) in queries.as_array().expect("a list").iter().enumerate() {
                let name = query["name"].as_str().expect("a name");
                assert!(!name.contains('_') && !name.is_empty(), "{}: {name}", info.name);
                let (first, last) = match &query["argument"] {
                    Value::Null => (0, 0),
                    arg => (arg["first"].as_u64().expect("first") as u32, arg["last"].as_u64().expect("last") as u32),
                };
                let index = index as u32;
                for argument in first..=last {
                    let answer = extras.ask_game(&*game, index, argument).expect("an argument in range");
                    // An argument in range names a card: its answer is never missing.
                    assert!(query["argument"].is_null() || !answer.is_null(), "{}: {name}({argument})", info.name);
                    for seat in 0..info.min_players {
                        let view = game.view(seat);
                        assert_eq!(extras.ask_view(&*view, index, argument).unwrap(), answer, "{}: {name}", info.name);
                    }
                    let spectator = game.spectator_view();
                    assert_eq!(
                        extras.ask_spectator(&*spectator, index, argument).unwrap(),
                        answer,
                        "{}: {name}",
                        info.name
                    );
                }
                if !query["argument"].is_null() {
                    assert!(extras.ask_game(&*game, index, last + 1).is_err());
                }
            }
            assert!(extras.ask_game(&*game, queries.as_array().unwrap().len() as u32, 0).is_err());
        }
    }
}
