//! The Python layer of any game, written once over `game_core::GameRules`: the helper functions
//! here hold the logic, and [`game_classes!`] stamps the `#[pyclass]` types of one game around
//! them (a pyclass cannot be generic). `games.rs` instantiates it for each game after Herr der
//! Ziegen, whose richer classes live in `game.rs`, `view.rs` and `moves.rs`.

use std::sync::Mutex;

use game_core::bots::{self as core_bots, Bot};
use game_core::{GameRules, GameView};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::Value;

use crate::convert;
use crate::errors::{self, Kind};
use crate::to_python::to_python;

/// A core error as the Python exception of `kind`, its `reason` from the error's `Debug` name.
pub fn error<E: std::error::Error>(py: Python<'_>, kind: Kind, err: &E) -> PyErr {
    errors::raise(py, kind, err.to_string(), errors::reason_of(&format!("{err:?}")))
}

/// The options of a `G` game for `players` players with the keyword arguments `kwargs` set on
/// the fields of the game's serde `Options` (the keyword names are the JSON field names).
///
/// # Errors
/// `TypeError` for an unknown keyword or a value of the wrong type, `SetupError` for options the
/// game refuses (values out of range, inconsistent tables, ...).
pub fn options<G: GameRules>(players: &Bound<'_, PyAny>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<G::Options> {
    let py = players.py();
    let players = convert::player_count::<G>(players)?;
    let defaults = G::options_for(players).map_err(|e| error(py, Kind::Setup, &e))?;
    let Some(kwargs) = kwargs.filter(|k| !k.is_empty()) else { return Ok(defaults) };
    let Ok(Value::Object(mut fields)) = serde_json::to_value(&defaults) else {
        unreachable!("a game's options serialize as a JSON object")
    };
    for (key, value) in kwargs.iter() {
        let key: String = key.extract()?;
        let known = |name: &String| name != "players" && fields.contains_key(name);
        if !known(&key) {
            let names: Vec<&str> = fields.keys().map(String::as_str).filter(|&k| k != "players").collect();
            return Err(PyTypeError::new_err(format!(
                "{} has no option {key:?} (options: {})",
                G::NAME,
                names.join(", ")
            )));
        }
        let json = option_value(&value, &key, &fields[&key])?;
        fields.insert(key, json);
    }
    let options: G::Options = serde_json::from_value(Value::Object(fields)).map_err(|e| {
        errors::raise(py, Kind::Setup, format!("the options do not set up a game: {e}"), "invalid_option".into())
    })?;
    G::validate_options(&options).map_err(|e| error(py, Kind::Setup, &e))?;
    Ok(options)
}

/// A Python option value as JSON. Where the default is a number, a bool or a string, the value
/// must be of that type (`TypeError`); other values (tables, `None`) are judged by the game.
fn option_value(obj: &Bound<'_, PyAny>, key: &str, default: &Value) -> PyResult<Value> {
    let wrong =
        |expected: &str| PyTypeError::new_err(format!("option {key} is {expected}, not {}", convert::type_name(obj)));
    let is_bool = obj.is_instance_of::<PyBool>();
    match default {
        Value::Bool(_) if !is_bool => return Err(wrong("a bool")),
        Value::Number(_) if is_bool || !obj.is_instance_of::<PyInt>() => return Err(wrong("an int")),
        Value::String(_) if !obj.is_instance_of::<PyString>() => return Err(wrong("a str")),
        _ => {}
    }
    to_json(obj, key)
}

/// Plain Python data (None, bool, int, float, str, lists, tuples, dicts with str keys) as JSON.
fn to_json(obj: &Bound<'_, PyAny>, key: &str) -> PyResult<Value> {
    if obj.is_none() {
        Ok(Value::Null)
    } else if let Ok(b) = obj.cast::<PyBool>() {
        Ok(Value::Bool(b.is_true()))
    } else if obj.is_instance_of::<PyInt>() {
        match obj.extract::<i64>() {
            Ok(n) => Ok(Value::from(n)),
            Err(_) => obj.extract::<u64>().map(Value::from).map_err(|_| {
                errors::raise(
                    obj.py(),
                    Kind::Setup,
                    format!("option {key}: {obj} is out of range"),
                    "out_of_range".into(),
                )
            }),
        }
    } else if let Ok(f) = obj.cast::<PyFloat>() {
        Ok(serde_json::Number::from_f64(f.value()).map_or(Value::Null, Value::Number))
    } else if obj.is_instance_of::<PyString>() {
        Ok(Value::String(obj.extract()?))
    } else if let Ok(dict) = obj.cast::<PyDict>() {
        let mut map = serde_json::Map::new();
        for (k, v) in dict.iter() {
            let k: String = k.extract().map_err(|_| PyTypeError::new_err(format!("option {key}: keys are str")))?;
            map.insert(k, to_json(&v, key)?);
        }
        Ok(Value::Object(map))
    } else if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        obj.try_iter()?.map(|item| to_json(&item?, key)).collect::<PyResult<Vec<_>>>().map(Value::Array)
    } else {
        Err(PyTypeError::new_err(format!("option {key} cannot be a {}", convert::type_name(obj))))
    }
}

/// The move with action id `obj`: `TypeError` (saying `expected`) for a bool or a non-int,
/// `IllegalMoveError` (reason `unknown_action`) for an int that is no action id.
pub fn move_from_id<G: GameRules>(obj: &Bound<'_, PyAny>, expected: &str) -> PyResult<G::Move> {
    let py = obj.py();
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!("{expected}, not bool")));
    }
    let unknown = |number: &str| {
        errors::raise(
            py,
            Kind::IllegalMove,
            format!("{number} is not an action id (action ids are 0 to {})", G::NUM_ACTIONS - 1),
            "unknown_action".into(),
        )
    };
    match obj.extract::<i64>() {
        Ok(id) => u16::try_from(id).ok().and_then(G::move_from_action_id).ok_or_else(|| unknown(&id.to_string())),
        Err(err) if err.is_instance_of::<PyOverflowError>(py) => Err(unknown(&obj.to_string())),
        Err(_) => Err(PyTypeError::new_err(format!("{expected}, not {}", convert::type_name(obj)))),
    }
}

/// The legal moves of `game`.
pub fn legal_moves<G: GameRules>(game: &G) -> G::MoveList {
    let mut moves = G::MoveList::default();
    game.legal_moves_into(&mut moves);
    moves
}

/// The moves the seat of `view` may make now, known from the view alone; none when another seat
/// decides.
pub fn view_legal_moves<G: GameRules>(view: &G::View) -> G::MoveList {
    view.legal_moves()
}

/// The action ids of `moves`.
pub fn action_ids<G: GameRules>(moves: &[G::Move]) -> Vec<u16> {
    moves.iter().map(|&mv| G::action_id(mv)).collect()
}

/// The Python ints of the action ids, made once and shared: a list of action ids then allocates
/// only the list (CPython itself shares only the ints up to 256).
static ACTION_IDS: pyo3::sync::PyOnceLock<Vec<Py<PyInt>>> = pyo3::sync::PyOnceLock::new();

/// The most action ids any game has (Herr der Ziegen's 810), rounded up.
const SHARED_ACTION_IDS: u16 = 1024;

/// `ids` as a list of Python ints, the shared ones where they exist.
pub fn id_list<'py>(py: Python<'py>, ids: impl ExactSizeIterator<Item = u16> + Clone) -> PyResult<Bound<'py, PyList>> {
    let shared = ACTION_IDS.get_or_try_init(py, || {
        (0..SHARED_ACTION_IDS)
            .map(|id| Ok(id.into_pyobject(py)?.cast_into::<PyInt>()?.unbind()))
            .collect::<PyResult<Vec<_>>>()
    })?;
    if ids.clone().all(|id| id < SHARED_ACTION_IDS) {
        PyList::new(py, ids.map(|id| shared[usize::from(id)].bind(py)))
    } else {
        PyList::new(py, ids)
    }
}

/// A numpy bool array of `G::NUM_ACTIONS` entries, true at the ids of `moves`.
pub fn action_mask<'py, G: GameRules>(py: Python<'py>, moves: &[G::Move]) -> PyResult<Bound<'py, PyAny>> {
    let mut mask = vec![0u8; G::NUM_ACTIONS];
    for &mv in moves {
        mask[usize::from(G::action_id(mv))] = 1;
    }
    convert::numpy_array(py, &mask, "bool")
}

/// The observation tensor of `view`, a numpy float32 array.
pub fn observation<'py, G: GameRules>(py: Python<'py>, view: &G::View) -> PyResult<Bound<'py, PyAny>> {
    let mut out = vec![0f32; G::OBSERVATION_SIZE];
    view.observation(&mut out);
    convert::f32_array(py, &out)
}

/// The seat number `player` of `game`: `TypeError` for a non-int, `ValueError` off the table.
pub fn seat<G: GameRules>(game: &G, player: &Bound<'_, PyAny>) -> PyResult<u8> {
    convert::seat(convert::int_arg(player, "player")?, game.player_count())
}

/// Plays `mv` in `game`, for seat `player` if given, and returns the events. Refused moves
/// leave the game unchanged.
pub fn apply<G: GameRules>(py: Python<'_>, game: &mut G, mv: G::Move, player: Option<u8>) -> PyResult<Vec<G::Event>> {
    if let (Some(player), Some(current)) = (player, game.current_player()) {
        if player != current {
            return Err(errors::raise(
                py,
                Kind::IllegalMove,
                format!("seat {player} does not decide now (seat {current} does)"),
                "not_your_turn".into(),
            ));
        }
    }
    let mut events = Vec::new();
    game.apply_with(mv, &mut events).map_err(|e| error(py, Kind::IllegalMove, &e))?;
    Ok(events)
}

/// The scores of `game` as a dict: the serde form of the game's scores, its per-seat arrays cut
/// to the player count, with `winners` as a list of seats and `totals` the number per seat that
/// `simulate` reports (both from the game's outcome).
pub fn scores<'py, G: GameRules>(py: Python<'py>, game: &G) -> PyResult<Bound<'py, PyAny>> {
    let scores = to_python(py, &game.scores())?;
    let outcome = game.outcome();
    let players = usize::from(game.player_count());
    if let Ok(dict) = scores.cast::<PyDict>() {
        let items: Vec<_> = dict.iter().collect();
        for (key, value) in items {
            if let Ok(tuple) = value.cast::<PyTuple>() {
                if tuple.len() == usize::from(G::MAX_PLAYERS) && players < tuple.len() {
                    dict.set_item(key, tuple.get_slice(0, players))?;
                }
            }
        }
        let winners: Vec<u16> = (0..game.player_count()).filter(|&s| outcome.is_winner(s)).map(u16::from).collect();
        dict.set_item("winners", winners)?;
        dict.set_item("totals", outcome.per_player().to_vec())?;
    }
    Ok(scores)
}

/// A game loaded from the JSON text `obj`.
pub fn game_from_json<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<G> {
    let text = json_text(obj)?;
    obj.py().detach(|| G::from_json(&text)).map_err(|e| error(obj.py(), Kind::InvalidState, &e))
}

/// A view loaded from the JSON text `obj`.
pub fn view_from_json<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<G::View> {
    let text = json_text(obj)?;
    obj.py().detach(|| G::View::from_json(&text)).map_err(|e| error(obj.py(), Kind::InvalidState, &e))
}

fn json_text(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    obj.extract().map_err(|_| PyTypeError::new_err(format!("from_json takes a str, not {}", convert::type_name(obj))))
}

/// JSON text as plain Python data (`json.loads`), or indented again with `pretty`.
pub fn loads(py: Python<'_>, json: String) -> PyResult<Bound<'_, PyAny>> {
    py.import("json")?.call_method1("loads", (json,))
}

/// `json` indented by two spaces, fields in their order.
pub fn pretty(py: Python<'_>, json: String) -> PyResult<String> {
    let kwargs = PyDict::new(py);
    kwargs.set_item("indent", 2)?;
    py.import("json")?.call_method("dumps", (loads(py, json)?,), Some(&kwargs))?.extract()
}

/// `(cls.from_json, (json,))`: how games and views pickle.
pub fn reduce<'py, T: pyo3::PyTypeInfo>(
    py: Python<'py>,
    json: String,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
    Ok((py.get_type::<T>().getattr("from_json")?, PyTuple::new(py, [json])?))
}

/// A full game consistent with `view`, drawn from `seed`.
pub fn determinize<G: GameRules>(view: &G::View, seed: &Bound<'_, PyAny>) -> PyResult<G> {
    let seed = convert::u64_arg(seed, "the seed")?;
    Ok(G::determinize(view, &mut game_core::rng::seeded(seed)))
}

/// The SVG picture of a game or view, drawn by `renderer` (a Python module with `svg(obj)`).
pub fn render(obj: &Bound<'_, PyAny>, renderer: &str) -> PyResult<String> {
    obj.py().import(renderer)?.getattr("svg")?.call1((obj,))?.extract()
}

/// A bot of `G` by name.
pub fn bot<G: GameRules>(name: &str, seed: Option<&Bound<'_, PyAny>>) -> PyResult<Mutex<Box<dyn Bot<G> + Send>>> {
    let seed = seed.map_or(Ok(0), |seed| convert::u64_arg(seed, "the seed"))?;
    core_bots::named::<G>(name, seed).map(Mutex::new).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The bot's choice among `legal` (which must be legal moves of the view's seat now), searched
/// with the GIL released.
pub fn choose<G: GameRules>(
    py: Python<'_>,
    bot: &Mutex<Box<dyn Bot<G> + Send>>,
    view: &G::View,
    legal: Option<Vec<G::Move>>,
) -> PyResult<G::Move> {
    let allowed = view_legal_moves::<G>(view);
    let seat = view.seat();
    let refuse = |what: String| {
        PyValueError::new_err(match view.current_player() {
            Some(player) if player == seat => what,
            Some(player) => format!("seat {seat} does not decide now (seat {player} does)"),
            None => "the game is over".to_string(),
        })
    };
    let legal = legal.unwrap_or_else(|| allowed.to_vec());
    if let Some(wrong) = legal.iter().find(|mv| !allowed.contains(mv)) {
        return Err(refuse(format!("{wrong} is not a legal move of seat {seat} now")));
    }
    if legal.is_empty() {
        return Err(refuse("there is no legal move to choose from".to_string()));
    }
    Ok(py.detach(|| bot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).choose(view, &legal)))
}

/// The body of `simulate` and `trajectories` for game `G`: reads the arguments every batch takes
/// (`players`, `games`, `bots`, `seed` and the keyword options) and hands them to `run`
/// ([`crate::bots::simulate_games`] or [`crate::bots::trajectory_games`]).
pub fn batch<'py, G: GameRules>(
    players: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    bots: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rotate: bool,
    options: Option<&Bound<'py, PyDict>>,
    run: crate::bots::BatchRunner<'py, G>,
) -> PyResult<Bound<'py, PyDict>> {
    let (bots, games, seed) = crate::bots::batch_args(bots, games, seed)?;
    let options = self::options::<G>(players, options)?;
    run(players.py(), &options, games, &bots, seed, rotate)
}

/// The names `Bot` knows for `G`.
pub fn bot_names<G: GameRules>() -> Vec<&'static str> {
    core_bots::bot_names::<G>()
}

/// Stamps the Python classes of one game: `Game`, `PlayerView`, `Move` and `Bot` under the
/// unique names given, and the `simulate` and `trajectories` functions, each a thin shell over the functions of
/// this module. Per game only data differs: the names, the title, the SVG renderer module and
/// the deck ids with their tables.
macro_rules! game_classes {
    (
        game: $G:ty,
        title: $title:literal,
        game_class: $game_name:literal,
        view_class: $view_name:literal,
        move_class: $move_name:literal,
        bot_class: $bot_name:literal,
        simulate: $simulate_name:literal,
        trajectories: $trajectories_name:literal,
        renderer: $renderer:literal,
        decks: [$(($deck_field:literal, $deck_id:expr)),* $(,)?],
        tables: [$(($table_field:literal, $table:expr)),* $(,)?] $(,)?
    ) => {
        use std::sync::Mutex;

        use game_core::bots::Bot;
        use game_core::{GameRules, GameView};
        use pyo3::prelude::*;
        use pyo3::types::{PyDict, PyList, PyTuple, PyType};

        use $crate::generic;

        type Core = $G;
        type CoreMove = <Core as GameRules>::Move;
        type CoreView = <Core as GameRules>::View;

        #[doc = concat!("The full state of one game of ", $title, " (the \"god view\": give players `view(seat)`).")]
        ///
        /// `Game(players, seed, **options)`: the options are the fields of the game's options
        /// document (docs/python.md lists them); an unknown keyword raises `TypeError`, a value
        /// the game refuses `SetupError`.
        #[pyclass(name = $game_name, module = "herr_der_ziegen._core", eq)]
        #[derive(Clone)]
        pub struct PyGame {
            pub game: Core,
            /// Where the game started and the moves played since.
            pub history: $crate::history::History<Core>,
        }

        /// Games compare by their state alone, not by how they reached it.
        impl PartialEq for PyGame {
            fn eq(&self, other: &Self) -> bool {
                self.game == other.game
            }
        }

        impl PyGame {
            /// A game loaded from a state or drawn by `determinize`: its history starts here.
            fn loaded(game: Core) -> PyGame {
                PyGame { history: $crate::history::History::loaded(&game), game }
            }
        }

        #[doc = concat!("What one seat may know of a game of ", $title, ".")]
        #[pyclass(name = $view_name, module = "herr_der_ziegen._core", frozen, eq)]
        #[derive(Clone, PartialEq)]
        pub struct PyView {
            pub view: CoreView,
        }

        #[doc = concat!("One decision of ", $title, ", with its stable action id.")]
        #[pyclass(name = $move_name, module = "herr_der_ziegen._core", frozen, eq, hash)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct PyMove {
            pub inner: CoreMove,
        }

        #[doc = concat!("A computer player of ", $title, ": `random`, `greedy`, `ismcts` or `ismcts:N`.")]
        #[pyclass(name = $bot_name, module = "herr_der_ziegen._core")]
        pub struct PyBot {
            name: String,
            bot: Mutex<Box<dyn Bot<Core> + Send>>,
        }

        fn wrap(moves: &[CoreMove]) -> Vec<PyMove> {
            moves.iter().map(|&inner| PyMove { inner }).collect()
        }

        /// One immutable `Move` object per action id, made on first use and shared from then
        /// on: `legal_moves()` then allocates only its list.
        static INTERNED: pyo3::sync::PyOnceLock<Vec<Option<Py<PyMove>>>> = pyo3::sync::PyOnceLock::new();

        /// The list of the shared `Move` objects of `moves`.
        fn move_list<'py>(py: Python<'py>, moves: &[CoreMove]) -> PyResult<Bound<'py, PyList>> {
            let shared = INTERNED.get_or_try_init(py, || {
                (0..<Core as GameRules>::NUM_ACTIONS)
                    .map(|id| {
                        u16::try_from(id)
                            .ok()
                            .and_then(<Core as GameRules>::move_from_action_id)
                            .map(|inner| Py::new(py, PyMove { inner }))
                            .transpose()
                    })
                    .collect::<PyResult<Vec<_>>>()
            })?;
            let object = |mv: CoreMove| -> PyResult<Bound<'py, PyMove>> {
                match shared.get(usize::from(<Core as GameRules>::action_id(mv))) {
                    Some(Some(object)) if object.get().inner == mv => Ok(object.bind(py).clone()),
                    _ => Bound::new(py, PyMove { inner: mv }),
                }
            };
            PyList::new(py, moves.iter().map(|&mv| object(mv)).collect::<PyResult<Vec<_>>>()?)
        }

        /// A `Move` of this game or an action id.
        fn move_arg(obj: &Bound<'_, PyAny>) -> PyResult<CoreMove> {
            match obj.cast::<PyMove>() {
                Ok(mv) => Ok(mv.get().inner),
                Err(_) => generic::move_from_id::<Core>(obj, "a move is a Move or an action id (int)"),
            }
        }

        #[pymethods]
        impl PyGame {
            #[new]
            #[pyo3(signature = (players, seed, **options))]
            fn py_new(
                players: &Bound<'_, PyAny>,
                seed: &Bound<'_, PyAny>,
                options: Option<&Bound<'_, PyDict>>,
            ) -> PyResult<PyGame> {
                let seed = $crate::convert::u64_arg(seed, "the seed")?;
                let options = generic::options::<Core>(players, options)?;
                let game = <Core as GameRules>::with_options(&options, seed)
                    .map_err(|e| generic::error(players.py(), $crate::errors::Kind::Setup, &e))?;
                Ok(PyGame { history: $crate::history::History::seeded(&game, options, seed), game })
            }

            /// The size of the action space: every move has an id below it.
            #[classattr]
            const NUM_ACTIONS: usize = <Core as GameRules>::NUM_ACTIONS;
            /// The length of the observation tensor.
            #[classattr]
            const OBSERVATION_SIZE: usize = <Core as GameRules>::OBSERVATION_SIZE;
            /// The fewest players.
            #[classattr]
            const MIN_PLAYERS: u8 = <Core as GameRules>::MIN_PLAYERS;
            /// The most players.
            #[classattr]
            const MAX_PLAYERS: u8 = <Core as GameRules>::MAX_PLAYERS;

            /// The bot names `Bot` knows.
            #[classattr]
            #[allow(non_snake_case)]
            fn BOT_NAMES() -> Vec<&'static str> {
                generic::bot_names::<Core>()
            }

            /// The ids of the card tables of the default options, by option name (the tables are
            /// reconstructed: no public source lists the printed ones).
            #[classattr]
            #[allow(non_snake_case)]
            fn DECK_IDS(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
                let ids = PyDict::new(py);
                $(ids.set_item($deck_field, $deck_id)?;)*
                Ok(ids)
            }

            /// The reconstructed card tables of the default options, by the option that replaces
            /// them (renderers read card data from here when a state names the default decks).
            #[classattr]
            #[allow(non_snake_case)]
            fn DEFAULT_TABLES(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
                let tables = PyDict::new(py);
                $(tables.set_item($table_field, $crate::to_python::to_python(py, &$table)?)?;)*
                Ok(tables)
            }

            /// Loads and validates a state saved by `to_json` (`InvalidStateError` otherwise).
            #[classmethod]
            fn from_json(_cls: &Bound<'_, PyType>, json: &Bound<'_, PyAny>) -> PyResult<PyGame> {
                generic::game_from_json::<Core>(json).map(PyGame::loaded)
            }

            /// The state as versioned JSON; `Game.from_json` reads it back.
            #[pyo3(signature = (pretty=false))]
            fn to_json(&self, py: Python<'_>, pretty: bool) -> PyResult<String> {
                let json = <Core as GameRules>::to_json(&self.game);
                if pretty { generic::pretty(py, json) } else { Ok(json) }
            }

            /// The state as plain data: `json.loads(game.to_json())`.
            fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                let json = <Core as GameRules>::to_json(&slf.try_borrow()?.game);
                generic::loads(slf.py(), json)
            }

            /// An independent copy.
            #[pyo3(name = "clone")]
            fn py_clone(&self) -> PyGame {
                Clone::clone(self)
            }

            fn __copy__(&self) -> PyGame {
                Clone::clone(self)
            }

            fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
                Clone::clone(self)
            }

            fn __reduce__<'py>(
                &self,
                py: Python<'py>,
            ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>, Bound<'py, PyTuple>)> {
                let (constructor, arguments) = generic::reduce::<PyGame>(py, <Core as GameRules>::to_json(&self.game))?;
                Ok((constructor, arguments, self.history.pickle(py)?))
            }

            /// Restores the history pickled with the game (checked against the state).
            fn __setstate__(&mut self, state: &Bound<'_, PyAny>) -> PyResult<()> {
                self.history = $crate::history::History::unpickle(&self.game, state)?;
                Ok(())
            }

            /// The action ids played since the game was set up (or loaded), in order.
            fn history(&self) -> Vec<u16> {
                self.history.moves().to_vec()
            }

            /// The seed the game was set up from; `None` for a game loaded from a state.
            #[getter]
            fn seed(&self) -> Option<u64> {
                self.history.seed()
            }

            /// The options the game was set up with, as the dict of the replay format; `None`
            /// for a game loaded from a state.
            #[getter]
            fn options<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
                self.history.options(py)
            }

            /// Takes back the last move: the game becomes exactly what it was before it
            /// (replayed from its start, one engine step per move kept). Raises
            /// `IllegalMoveError` (reason `nothing_to_undo`) when no move was played since the
            /// game was set up or loaded.
            fn undo(&mut self, py: Python<'_>) -> PyResult<()> {
                self.game = self.history.undo(py)?;
                Ok(())
            }

            /// The game's replay document (JSON text): seed, options, `history()` and the
            /// checksum of the state after each move. `ValueError` for a game loaded from a
            /// state (it has no seed).
            fn replay(&self) -> PyResult<String> {
                self.history.replay()
            }

            /// The game a replay document (JSON text or its dict) leads to, with its seed,
            /// options and history, every move and checksum checked. Raises `InvalidStateError`
            /// for a document that is not a replay of this game or does not reproduce.
            #[classmethod]
            fn from_replay(_cls: &Bound<'_, PyType>, document: &Bound<'_, PyAny>) -> PyResult<PyGame> {
                let (game, history) = $crate::history::History::from_replay(document)?;
                Ok(PyGame { game, history })
            }

            /// Number of players.
            #[getter]
            fn players(&self) -> u8 {
                self.game.player_count()
            }

            /// The seat that must decide now, or `None` once the game is over.
            #[getter]
            fn current_player(&self) -> Option<u8> {
                <Core as GameRules>::current_player(&self.game)
            }

            /// Whether the game has ended.
            #[getter]
            fn is_over(&self) -> bool {
                <Core as GameRules>::is_over(&self.game)
            }

            /// Every legal move of the seat to decide, in the engine's order (empty once over).
            fn legal_moves<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
                // The list is built once the game is let go (see `to_dict`).
                let moves = generic::legal_moves(&slf.try_borrow()?.game);
                move_list(slf.py(), &moves)
            }

            /// The action ids of `legal_moves()`, in the same order.
            fn legal_actions<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
                let moves = generic::legal_moves(&slf.try_borrow()?.game);
                generic::id_list(slf.py(), moves.iter().map(|&mv| <Core as GameRules>::action_id(mv)))
            }

            /// A numpy bool array of `NUM_ACTIONS` entries, `True` at the legal action ids.
            fn legal_action_mask<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                let moves = generic::legal_moves(&slf.try_borrow()?.game);
                generic::action_mask::<Core>(slf.py(), &moves)
            }

            /// Whether `move` (a `Move` or an action id) is legal now.
            fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
                match move_arg(r#move) {
                    Ok(mv) => Ok(generic::legal_moves(&self.game).contains(&mv)),
                    Err(err) if err.is_instance_of::<pyo3::exceptions::PyTypeError>(r#move.py()) => Err(err),
                    Err(_) => Ok(false),
                }
            }

            /// Plays `move` (a `Move` or an action id) and returns the events: an `Events`
            /// sequence reading as a list of dicts (built when first read). With `player`, the
            /// move is refused unless that seat decides now. An illegal move raises
            /// `IllegalMoveError` and leaves the game unchanged.
            #[pyo3(signature = (r#move, player=None))]
            fn apply(
                slf: &Bound<'_, Self>,
                r#move: &Bound<'_, PyAny>,
                player: Option<&Bound<'_, PyAny>>,
            ) -> PyResult<$crate::events::PyEvents> {
                let mv = move_arg(r#move)?;
                let events = {
                    let mut this = slf.try_borrow_mut()?;
                    let player = player.map(|p| generic::seat(&this.game, p)).transpose()?;
                    let events = generic::apply(slf.py(), &mut this.game, mv, player)?;
                    this.history.push(<Core as GameRules>::action_id(mv));
                    events
                };
                Ok($crate::events::PyEvents::new(events))
            }

            /// Plays the move with action id `action` without building events (the fast path).
            fn apply_action(slf: &Bound<'_, Self>, action: &Bound<'_, PyAny>) -> PyResult<()> {
                let mv = generic::move_from_id::<Core>(action, "an action is an action id (int)")?;
                let result = {
                    let mut this = slf.try_borrow_mut()?;
                    let result = this.game.apply_without_events(mv);
                    if result.is_ok() {
                        this.history.push(<Core as GameRules>::action_id(mv));
                    }
                    result
                };
                result.map_err(|e| generic::error(slf.py(), $crate::errors::Kind::IllegalMove, &e))
            }

            /// The scores as things stand (final once over), with `winners` (seats) and `totals`.
            fn scores<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::scores(py, &self.game)
            }

            /// What seat `player` may know now.
            fn view(&self, player: &Bound<'_, PyAny>) -> PyResult<PyView> {
                let seat = generic::seat(&self.game, player)?;
                Ok(PyView { view: <Core as GameRules>::view(&self.game, seat) })
            }

            /// `view(player).observation()`.
            fn observation<'py>(slf: &Bound<'py, Self>, player: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
                let view = {
                    let this = slf.try_borrow()?;
                    <Core as GameRules>::view(&this.game, generic::seat(&this.game, player)?)
                };
                generic::observation::<Core>(slf.py(), &view)
            }

            fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
                generic::render(slf.as_any(), $renderer)
            }

            fn __repr__(&self) -> String {
                let players = self.game.player_count();
                match <Core as GameRules>::current_player(&self.game) {
                    Some(p) => format!("<{} game, {players} players, seat {p} to decide>", $title),
                    None => format!("<{} game, {players} players, over, totals {:?}>", $title, {
                        self.game.outcome().per_player().to_vec()
                    }),
                }
            }
        }

        #[pymethods]
        impl PyView {
            /// The seat this view belongs to.
            #[getter]
            fn seat(&self) -> u8 {
                self.view.seat()
            }

            /// Who decides now, `None` once the game is over.
            #[getter]
            fn current_player(&self) -> Option<u8> {
                GameView::current_player(&self.view)
            }

            /// Whether the game is over.
            #[getter]
            fn is_over(&self) -> bool {
                GameView::current_player(&self.view).is_none()
            }

            /// The observation tensor computed from this view alone (numpy float32).
            fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::observation::<Core>(py, &self.view)
            }

            /// The moves this seat may make now, known from the view alone; empty unless this
            /// seat decides.
            fn legal_moves(&self) -> Vec<PyMove> {
                wrap(&generic::view_legal_moves::<Core>(&self.view))
            }

            /// The action ids of `legal_moves()`.
            fn legal_actions(&self) -> Vec<u16> {
                generic::action_ids::<Core>(&generic::view_legal_moves::<Core>(&self.view))
            }

            /// A numpy bool array of `NUM_ACTIONS` entries, `True` at `legal_actions()`.
            fn legal_action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::action_mask::<Core>(py, &generic::view_legal_moves::<Core>(&self.view))
            }

            /// A full game consistent with this view, drawn from `seed`: its view of this seat
            /// equals this view, and the same seed gives the same game.
            fn determinize(&self, seed: &Bound<'_, PyAny>) -> PyResult<PyGame> {
                generic::determinize::<Core>(&self.view, seed).map(PyGame::loaded)
            }

            /// The view as versioned JSON.
            fn to_json(&self) -> String {
                GameView::to_json(&self.view)
            }

            /// The view as plain data: `json.loads(view.to_json())`.
            fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::loads(py, GameView::to_json(&self.view))
            }

            /// Loads and validates a view saved by `to_json` (`InvalidStateError` otherwise).
            #[classmethod]
            fn from_json(_cls: &Bound<'_, PyType>, json: &Bound<'_, PyAny>) -> PyResult<PyView> {
                generic::view_from_json::<Core>(json).map(|view| PyView { view })
            }

            fn __copy__(&self) -> PyView {
                self.clone()
            }

            fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyView {
                self.clone()
            }

            fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                generic::reduce::<PyView>(py, GameView::to_json(&self.view))
            }

            fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
                generic::render(slf.as_any(), $renderer)
            }

            fn __repr__(&self) -> String {
                format!("<{} view of seat {}>", $title, self.view.seat())
            }
        }

        #[pymethods]
        impl PyMove {
            /// The move with action id `action_id` (`IllegalMoveError` for other numbers).
            #[classmethod]
            fn from_action_id(_cls: &Bound<'_, PyType>, action_id: &Bound<'_, PyAny>) -> PyResult<PyMove> {
                generic::move_from_id::<Core>(action_id, "an action id is an int").map(|inner| PyMove { inner })
            }

            /// The stable numeric action id, 0 to `NUM_ACTIONS - 1`.
            #[getter]
            fn action_id(&self) -> u16 {
                <Core as GameRules>::action_id(self.inner)
            }

            fn __str__(&self) -> String {
                self.inner.to_string()
            }

            fn __repr__(&self) -> String {
                format!("<Move {}, action {}>", self.inner, <Core as GameRules>::action_id(self.inner))
            }

            fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                let constructor = py.get_type::<PyMove>().getattr("from_action_id")?;
                Ok((constructor, PyTuple::new(py, [<Core as GameRules>::action_id(self.inner)])?))
            }
        }

        #[pymethods]
        impl PyBot {
            #[new]
            #[pyo3(signature = (name, seed=None), text_signature = "(name, seed=0)")]
            fn py_new(name: &str, seed: Option<&Bound<'_, PyAny>>) -> PyResult<PyBot> {
                Ok(PyBot { name: name.to_string(), bot: generic::bot::<Core>(name, seed)? })
            }

            /// The bot's name.
            #[getter]
            fn name(&self) -> &str {
                &self.name
            }

            /// Chooses a move knowing only a view: `choose(view)` for the view of the seat that
            /// decides, or `choose(game)` for the view of `game.current_player`. `legal_moves`
            /// (some of that seat's legal moves, as `Move`s or ids) narrows the choice. The
            /// search runs with the GIL released.
            #[pyo3(signature = (view_or_game, legal_moves=None))]
            fn choose(
                &self,
                view_or_game: &Bound<'_, PyAny>,
                legal_moves: Option<&Bound<'_, PyAny>>,
            ) -> PyResult<PyMove> {
                let py = view_or_game.py();
                let view = if let Ok(view) = view_or_game.cast::<PyView>() {
                    view.get().view.clone()
                } else if let Ok(game) = view_or_game.cast::<PyGame>() {
                    let this = game.try_borrow()?;
                    let seat = <Core as GameRules>::current_player(&this.game)
                        .ok_or_else(|| pyo3::exceptions::PyValueError::new_err("the game is over"))?;
                    <Core as GameRules>::view(&this.game, seat)
                } else {
                    return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                        "choose takes a {} or a {}, not {}",
                        $view_name,
                        $game_name,
                        $crate::convert::type_name(view_or_game)
                    )));
                };
                let legal = legal_moves
                    .map(|moves| {
                        moves
                            .try_iter()
                            .map_err(|_| pyo3::exceptions::PyTypeError::new_err("legal_moves is a list of Moves or action ids"))?
                            .map(|m| move_arg(&m?))
                            .collect::<PyResult<Vec<CoreMove>>>()
                    })
                    .transpose()?;
                generic::choose::<Core>(py, &self.bot, &view, legal).map(|inner| PyMove { inner })
            }

            fn __repr__(&self) -> String {
                format!("<Bot {} of {}>", self.name, $title)
            }
        }

        #[doc = concat!("Plays `games` seeded games of ", $title, " (seeds `seed`, `seed + 1`, ...) between `bots` on all cores with the GIL released; the same result arrays as `herr_der_ziegen.simulate`. Keyword options as for `Game`. Ctrl-C stops the batch.")]
        #[pyfunction]
        #[pyo3(name = $simulate_name, signature = (players, games, bots, seed=None, rotate=true, **options), text_signature = "(players, games, bots, seed=0, rotate=True, **options)")]
        pub fn simulate<'py>(
            players: &Bound<'py, PyAny>,
            games: &Bound<'py, PyAny>,
            bots: &Bound<'py, PyAny>,
            seed: Option<&Bound<'py, PyAny>>,
            rotate: bool,
            options: Option<&Bound<'py, PyDict>>,
        ) -> PyResult<Bound<'py, PyDict>> {
            generic::batch::<Core>(players, games, bots, seed, rotate, options, crate::bots::simulate_games::<Core>)
        }

        #[doc = concat!("Plays the games of ", $title, " that `simulate` plays with the same arguments, recording every decision; the same row arrays as `herr_der_ziegen.trajectories`. Keyword options as for `Game`. Ctrl-C stops the batch.")]
        #[pyfunction]
        #[pyo3(name = $trajectories_name, signature = (players, games, bots, seed=None, rotate=true, **options), text_signature = "(players, games, bots, seed=0, rotate=True, **options)")]
        pub fn trajectories<'py>(
            players: &Bound<'py, PyAny>,
            games: &Bound<'py, PyAny>,
            bots: &Bound<'py, PyAny>,
            seed: Option<&Bound<'py, PyAny>>,
            rotate: bool,
            options: Option<&Bound<'py, PyDict>>,
        ) -> PyResult<Bound<'py, PyDict>> {
            generic::batch::<Core>(players, games, bots, seed, rotate, options, crate::bots::trajectory_games::<Core>)
        }

        /// Adds this game's classes and functions to the extension module.
        pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
            m.add_class::<PyGame>()?;
            m.add_class::<PyView>()?;
            m.add_class::<PyMove>()?;
            m.add_class::<PyBot>()?;
            m.add_function(pyo3::wrap_pyfunction!(simulate, m)?)?;
            m.add_function(pyo3::wrap_pyfunction!(trajectories, m)?)?;
            Ok(())
        }
    };
}
