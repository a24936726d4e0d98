//! The Python classes and functions of every game, stamped from the registry
//! (`game_registry::for_each_game!`): `Game`, `PlayerView`, `SpectatorView`, `Move`, `Bot` and
//! `PlayerScore`, and
//! the functions `simulate`, `trajectories` and `observation_sections`. A pyclass cannot be
//! generic, so `game_classes!` stamps thin classes whose methods call the generic functions of
//! `game.rs`, `bots.rs`, `batch.rs`, `moves.rs` and `scores.rs`; what differs between the games
//! comes from their [`crate::python_rules::PythonRules`]. A game's typed extras (Herr der
//! Ziegen's cells, Le Baron's rows, ...) are a second `#[pymethods]` block on these classes, in
//! its file under `games/`.
//!
//! In the extension module the classes are `{Game}Game`, `{Game}PlayerView`, ... (for example
//! `LeBaronGame`), the functions `{game}_simulate`, ...; each game's Python module re-exports them
//! under the common names.

/// The constants of game `$game` as class attributes of `$class` (its `Game` and its
/// `PlayerView` alike), and `max_game_length(players, **options)`.
macro_rules! game_constants {
    ($class:ty, $game:ty) => {
        #[pymethods]
        impl $class {
            /// The game's name as the library writes it, e.g. `"le-baron"`.
            #[classattr]
            const NAME: &'static str = <$game as GameRules>::NAME;
            /// The game's title, e.g. `"Le Baron"`.
            #[classattr]
            const TITLE: &'static str = <$game as GameRules>::TITLE;
            /// The size of the action space: every move has an id below it.
            #[classattr]
            const NUM_ACTIONS: usize = <$game as GameRules>::NUM_ACTIONS;
            /// The length of the observation tensor.
            #[classattr]
            const OBSERVATION_SIZE: usize = <$game as GameRules>::OBSERVATION_SIZE;
            /// The fewest players.
            #[classattr]
            const MIN_PLAYERS: u8 = <$game as GameRules>::MIN_PLAYERS;
            /// The most players.
            #[classattr]
            const MAX_PLAYERS: u8 = <$game as GameRules>::MAX_PLAYERS;
            /// The most decisions a game can take, whatever the options.
            #[classattr]
            const MAX_GAME_LENGTH: u32 = <$game as GameRules>::MAX_GAME_LENGTH;
            /// The most legal moves at one decision.
            #[classattr]
            const MAX_LEGAL_MOVES: usize = <$game as GameRules>::MAX_LEGAL_MOVES;

            /// The bot names `Bot` knows (`"ismcts:N"` standing for any budget).
            #[classattr]
            #[allow(non_snake_case)]
            fn BOT_NAMES() -> Vec<&'static str> {
                game_core::bots::bot_names::<$game>()
            }

            /// The most decisions a game of `players` players with these options can take.
            #[classmethod]
            #[pyo3(signature = (players, **options))]
            fn max_game_length(
                _cls: &Bound<'_, PyType>,
                players: &Bound<'_, PyAny>,
                options: Option<&Bound<'_, PyDict>>,
            ) -> PyResult<u32> {
                $crate::game::max_game_length::<$game>(players, options)
            }
        }
    };
}

/// Stamps the classes and functions of the game `$game`, named `$camel` in CamelCase.
macro_rules! game_classes {
    ($camel:ident, $module:ident, $game:path) => {
        use game_core::{GameRules, GameView};
        use pyo3::prelude::*;
        use pyo3::types::{PyDict, PyList, PyTuple, PyType};

        use $crate::bots::SharedBot;
        use $crate::errors::{self, Kind};
        use $crate::game as generic;
        use $crate::history::History;
        use $crate::python_rules::PythonRules;

        type Core = $game;
        type CoreMove = <Core as GameRules>::Move;

        /// The full state of one game (the "god view": it knows every hand; give players
        /// `view(player)`). `Game(players, seed, **options)`: the same players, seed and options
        /// give the same game on every platform.
        #[pyclass(name = "Game", module = "herr_der_ziegen._core", eq)]
        #[derive(Clone)]
        pub struct PyGame {
            /// The engine's game.
            pub game: Core,
            /// Where the game started and the moves played since.
            pub history: History<Core>,
            /// The events of the last move played with `apply` (none after `apply_action`,
            /// `undo` or loading), for `events_for`.
            pub last_events: <Core as GameRules>::Events,
        }

        /// Games compare by their state alone, not by how they reached it.
        impl PartialEq for PyGame {
            fn eq(&self, other: &Self) -> bool {
                self.game == other.game
            }
        }

        impl PyGame {
            /// A game loaded from a state or drawn by `determinize`: its history starts here.
            pub fn loaded(game: Core) -> PyGame {
                let history = History::loaded(&game);
                PyGame::with_history(game, history)
            }

            /// `game` with its history and no last events.
            pub fn with_history(game: Core, history: History<Core>) -> PyGame {
                PyGame { game, history, last_events: Default::default() }
            }
        }

        /// What one seat may know of a game: the public state, its own hand and what it saw.
        /// Get one with `Game.view(player)`.
        #[pyclass(name = "PlayerView", module = "herr_der_ziegen._core", frozen, eq)]
        #[derive(Clone, PartialEq)]
        pub struct PyView {
            /// The engine's view.
            pub view: <Core as GameRules>::View,
        }

        /// What a spectator may know of a game: what every seat sees alike, without a seat, a
        /// hand or legal moves. Get one with `Game.spectator_view()`, or load the JSON a server
        /// sends spectators with `SpectatorView.from_json`.
        #[pyclass(name = "SpectatorView", module = "herr_der_ziegen._core", frozen, eq)]
        #[derive(Clone, PartialEq)]
        pub struct PySpectatorView {
            /// The engine's spectator view.
            pub view: game_core::SpectatorView<Core>,
        }

        /// One decision, with its stable action id. Moves do not name the player; the game
        /// knows whose decision it is.
        #[pyclass(name = "Move", module = "herr_der_ziegen._core", frozen, eq, hash)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct PyMove {
            /// The engine's move.
            pub inner: CoreMove,
        }

        /// A computer player from the engine: `Bot("random", seed)`, `Bot("greedy")`,
        /// `Bot("ismcts", seed)` (information-set Monte Carlo tree search, 500 iterations per
        /// decision), `Bot("expert", seed)` (the strongest: a search guided by the game's
        /// knowledge, 2,000 iterations), `Bot("ismcts:N", seed)` or `Bot("expert:N", seed)` (N
        /// iterations, 1 to 100,000), `Bot("expert:250ms")` or `Bot("ismcts:1.5s")` (a time per
        /// decision), or `Bot("expert", seed, seconds=t)` (`t` seconds per decision, more than 0
        /// and at most 10). An iteration budget is reproducible from the seed; a time is not.
        /// Bots see only a view; `analyse` gives the expert's estimate of every legal move.
        #[pyclass(name = "Bot", module = "herr_der_ziegen._core")]
        pub struct PyBot {
            name: String,
            bot: SharedBot<Core>,
        }

        /// One seat's score: `total` and the game's breakdown.
        #[pyclass(name = "PlayerScore", module = "herr_der_ziegen._core", frozen, eq, hash)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct PyPlayerScore {
            /// The engine's score of the seat.
            pub inner: $crate::python_rules::SeatScoreOf<Core>,
        }

        /// One immutable `Move` object per action id, made on first use and shared from then
        /// on: `legal_moves()` then allocates only its list.
        static INTERNED: pyo3::sync::PyOnceLock<Vec<Option<Py<PyMove>>>> = pyo3::sync::PyOnceLock::new();

        /// The shared `Move` objects, indexed by action id.
        fn interned(py: Python<'_>) -> PyResult<&Vec<Option<Py<PyMove>>>> {
            INTERNED.get_or_try_init(py, || {
                (0..<Core as GameRules>::NUM_ACTIONS)
                    .map(|id| {
                        u16::try_from(id)
                            .ok()
                            .and_then(<Core as GameRules>::move_from_action_id)
                            .map(|inner| Py::new(py, PyMove { inner }))
                            .transpose()
                    })
                    .collect()
            })
        }

        /// The shared object of `mv` (a new one for a move without an action id of its own).
        pub fn shared_move(py: Python<'_>, mv: CoreMove) -> PyResult<Bound<'_, PyMove>> {
            match interned(py)?.get(usize::from(<Core as GameRules>::action_id(mv))) {
                Some(Some(shared)) if shared.get().inner == mv => Ok(shared.bind(py).clone()),
                _ => Bound::new(py, PyMove { inner: mv }),
            }
        }

        /// The list of the shared `Move` objects of `moves`: only the list is allocated.
        pub fn move_list<'py>(py: Python<'py>, moves: &[CoreMove]) -> PyResult<Bound<'py, PyList>> {
            let shared = interned(py)?;
            let object = |mv: CoreMove| match shared.get(usize::from(<Core as GameRules>::action_id(mv))) {
                Some(Some(object)) if object.get().inner == mv => Some(object.bind(py)),
                _ => None,
            };
            if moves.iter().all(|&mv| object(mv).is_some()) {
                PyList::new(py, moves.iter().map(|&mv| object(mv).expect("checked above")))
            } else {
                PyList::new(py, moves.iter().map(|&mv| shared_move(py, mv)).collect::<PyResult<Vec<_>>>()?)
            }
        }

        /// A `Move` of this game or an action id.
        pub fn move_arg(obj: &Bound<'_, PyAny>) -> PyResult<CoreMove> {
            match obj.cast::<PyMove>() {
                Ok(mv) => Ok(mv.get().inner),
                Err(_) => $crate::moves::move_from_id::<Core>(obj, "a move is a Move or an action id (int)"),
            }
        }

        /// The scores of `game` as a `Scores` object.
        fn scores_of(py: Python<'_>, game: &Core) -> PyResult<$crate::scores::PyScores> {
            $crate::scores::PyScores::of::<Core>(py, &game.scores(), &game.outcome(), game.is_over(), |inner| {
                Ok(Py::new(py, PyPlayerScore { inner })?.into_any())
            })
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
                let options = <Core as PythonRules>::options(players, options)?;
                let game = <Core as GameRules>::with_options(&options, seed)
                    .map_err(|e| errors::error(players.py(), Kind::Setup, &e))?;
                let history = History::seeded(&game, options, seed);
                Ok(PyGame::with_history(game, history))
            }

            /// Loads and validates a state saved by `to_json`. Raises `InvalidStateError`
            /// (naming the first inconsistency) for text that is not a valid state (a str holding
            /// a lone surrogate is malformed too), `TypeError` for a non-string.
            #[classmethod]
            fn from_json(_cls: &Bound<'_, PyType>, json: &Bound<'_, PyAny>) -> PyResult<PyGame> {
                generic::game_from_json::<Core>(json).map(PyGame::loaded)
            }

            /// The state as versioned JSON; `Game.from_json` reads it back.
            #[pyo3(signature = (pretty=false))]
            fn to_json(&self, py: Python<'_>, pretty: bool) -> PyResult<String> {
                let json = <Core as GameRules>::to_json(&self.game);
                if pretty {
                    generic::pretty(py, json)
                } else {
                    Ok(json)
                }
            }

            /// The state as plain data: `json.loads(game.to_json())`.
            fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                // `json.loads` is Python code, which may hand the GIL to another thread: the
                // game is let go first, so that the other thread may use it meanwhile.
                let json = <Core as GameRules>::to_json(&slf.try_borrow()?.game);
                generic::loads(slf.py(), json)
            }

            /// An independent copy: the state (a plain copy) and the list of moves played.
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
                self.history = History::unpickle(&self.game, state)?;
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
                self.last_events = Default::default();
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
                let (game, history) = History::from_replay(document)?;
                Ok(PyGame::with_history(game, history))
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

            /// The kind of decision the game waits for, by name (`"over"` once over).
            #[getter]
            fn phase(&self) -> &'static str {
                generic::phase_name::<Core>(self.game.phase())
            }

            /// The pending decision with its data: a dict whose `type` is `phase`.
            #[getter]
            fn phase_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                <Core as PythonRules>::phase_details(py, self.game.phase())
            }

            /// The number of the current turn, from 1, as the game counts turns.
            #[getter]
            fn turn(&self) -> u16 {
                <Core as GameRules>::turn(&self.game)
            }

            /// The cards in `player`'s hand, by card number, increasing (hidden information:
            /// give players `view(player)`).
            fn hand(&self, player: &Bound<'_, PyAny>) -> PyResult<Vec<u16>> {
                let seat = generic::seat_arg(player, self.game.player_count())?;
                Ok(self.game.hand_cards(seat).collect())
            }

            /// Every legal move of the seat to decide, in the engine's order (empty once over).
            /// The `Move` objects are shared: each action id has one, made once and reused.
            fn legal_moves<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
                // The list is built once the game is let go (see `to_dict`).
                let moves = slf.try_borrow()?.game.legal_moves();
                move_list(slf.py(), &moves)
            }

            /// The action ids of `legal_moves()`, in the same order.
            fn legal_actions<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
                let moves = slf.try_borrow()?.game.legal_moves();
                $crate::moves::id_list(slf.py(), moves.iter().map(|&mv| <Core as GameRules>::action_id(mv)))
            }

            /// A numpy bool array of `NUM_ACTIONS` entries, `True` at the legal action ids.
            fn legal_action_mask<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                let moves = slf.try_borrow()?.game.legal_moves();
                $crate::moves::action_mask::<Core>(slf.py(), &moves)
            }

            /// Whether `move` (a `Move` or an action id) is legal now.
            fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
                match move_arg(r#move) {
                    Ok(mv) => Ok(self.game.is_legal(mv)),
                    Err(err) if err.is_instance_of::<pyo3::exceptions::PyTypeError>(r#move.py()) => Err(err),
                    Err(_) => Ok(false),
                }
            }

            /// Plays `move` (a `Move` or an action id) and returns the events: an `Events`
            /// sequence reading as a list of dicts (built when first read). With `player`, the
            /// move is refused unless that seat decides now. An illegal move raises
            /// `IllegalMoveError` and leaves the game unchanged; a wrong type `TypeError`.
            #[pyo3(signature = (r#move, player=None))]
            fn apply(
                slf: &Bound<'_, Self>,
                r#move: &Bound<'_, PyAny>,
                player: Option<&Bound<'_, PyAny>>,
            ) -> PyResult<$crate::events::PyEvents> {
                // The arguments are read while the game is not borrowed: reading them may run
                // Python code, which may hand the GIL to another thread using this game.
                let mv = move_arg(r#move)?;
                let player = player.map(|p| $crate::convert::int_arg(p, "player")).transpose()?;
                let events = {
                    let mut this = slf.try_borrow_mut()?;
                    let seat = player.map(|p| $crate::convert::seat(p, this.game.player_count())).transpose()?;
                    let events = generic::apply(slf.py(), &mut this.game, mv, seat)?;
                    this.history.push(<Core as GameRules>::action_id(mv));
                    this.last_events = generic::kept_events::<Core>(&events);
                    events
                };
                Ok($crate::events::PyEvents::new(events))
            }

            /// Plays the move with action id `action` like `apply`, but builds no events and
            /// returns `None`: the fast path for simulations and training loops.
            fn apply_action(slf: &Bound<'_, Self>, action: &Bound<'_, PyAny>) -> PyResult<()> {
                let mv = $crate::moves::move_from_id::<Core>(action, "an action is an action id (int)")?;
                let result = {
                    let mut this = slf.try_borrow_mut()?;
                    let result = this.game.apply_with(mv, &mut game_core::NoEvents);
                    if result.is_ok() {
                        this.history.push(<Core as GameRules>::action_id(mv));
                        this.last_events = Default::default();
                    }
                    result
                };
                result.map_err(|e| errors::error(slf.py(), Kind::IllegalMove, &e))
            }

            /// The scores as things stand (final once over): a `Scores`.
            fn scores(&self, py: Python<'_>) -> PyResult<$crate::scores::PyScores> {
                scores_of(py, &self.game)
            }

            /// The events of the last move played with `apply`, as seat `player` may know
            /// them (`None`: as a spectator, who holds no seat): the events `apply` returned
            /// with what that observer may not know left out (in Le Baron the cards another seat
            /// draws). What a server sends each seat and each spectator. Empty after
            /// `apply_action` (which builds no events), `undo`, or loading.
            fn events_for(&self, player: Option<&Bound<'_, PyAny>>) -> PyResult<$crate::events::PyEvents> {
                let observer = match player {
                    Some(player) => game_core::Observer::Seat(generic::seat_arg(player, self.game.player_count())?),
                    None => game_core::Observer::Spectator,
                };
                let seen = <Core as GameRules>::events_for(&self.last_events, observer);
                Ok($crate::events::PyEvents::new(seen.into_iter().collect::<Vec<_>>()))
            }

            /// What a spectator may know now: what every seat sees alike (no hand, no legal
            /// moves), as a `SpectatorView`.
            fn spectator_view(&self) -> PySpectatorView {
                PySpectatorView { view: self.game.spectator_view() }
            }

            /// What seat `player` may know now.
            fn view(&self, player: &Bound<'_, PyAny>) -> PyResult<PyView> {
                let seat = generic::seat_arg(player, self.game.player_count())?;
                Ok(PyView { view: <Core as GameRules>::view(&self.game, seat) })
            }

            /// `view(player).observation()`: seat `player`'s observation tensor (numpy float32).
            fn observation<'py>(slf: &Bound<'py, Self>, player: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
                let view = {
                    let this = slf.try_borrow()?;
                    <Core as GameRules>::view(&this.game, generic::seat_arg(player, this.game.player_count())?)
                };
                generic::observation::<Core>(slf.py(), &view)
            }

            fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
                generic::svg::<Core>(slf.as_any())
            }

            /// The text picture of the game, every hand shown.
            fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
                let game = slf.try_borrow()?.game.clone();
                <Core as PythonRules>::game_text(slf.as_any(), &game)
            }

            fn __repr__(&self) -> String {
                generic::game_repr(&self.game)
            }
        }

        game_constants!(PyGame, Core);
        game_constants!(PyView, Core);

        #[pymethods]
        impl PyView {
            /// The seat this view belongs to.
            #[getter]
            fn seat(&self) -> u8 {
                self.view.seat()
            }

            /// Number of players.
            #[getter]
            fn players(&self) -> u8 {
                self.view.player_count()
            }

            /// Who decides now, `None` once the game is over.
            #[getter]
            fn current_player(&self) -> Option<u8> {
                GameView::current_player(&self.view)
            }

            /// Whether the game is over.
            #[getter]
            fn is_over(&self) -> bool {
                GameView::is_over(&self.view)
            }

            /// The kind of decision the game waits for, by name.
            #[getter]
            fn phase(&self) -> &'static str {
                generic::phase_name::<Core>(GameView::phase(&self.view))
            }

            /// The pending decision with its data (see `Game.phase_details`).
            #[getter]
            fn phase_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                <Core as PythonRules>::phase_details(py, GameView::phase(&self.view))
            }

            /// The number of the current turn, as `Game.turn`.
            #[getter]
            fn turn(&self) -> u16 {
                GameView::turn(&self.view)
            }

            /// This seat's own hand, by card number, increasing.
            fn hand(&self) -> Vec<u16> {
                self.view.hand_cards().collect()
            }

            /// The observation tensor computed from this view alone (numpy float32 array of
            /// `OBSERVATION_SIZE` entries, layout in docs/observation.md).
            fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::observation::<Core>(py, &self.view)
            }

            /// The moves this seat may make now, in the order of `Game.legal_moves()`, known
            /// from the view alone; empty unless this seat decides now.
            fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                move_list(py, &self.view.legal_moves())
            }

            /// The action ids of `legal_moves()`, in the same order.
            fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                let moves = self.view.legal_moves();
                $crate::moves::id_list(py, moves.iter().map(|&mv| <Core as GameRules>::action_id(mv)))
            }

            /// A numpy bool array of `NUM_ACTIONS` entries, `True` at `legal_actions()`.
            fn legal_action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                $crate::moves::action_mask::<Core>(py, &self.view.legal_moves())
            }

            /// Whether `move` (a `Move` or an action id) is one of this seat's `legal_moves()`
            /// now: `Game.is_legal` for the seat that decides, `False` for the others.
            fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
                match move_arg(r#move) {
                    Ok(mv) => Ok(self.view.is_legal(mv)),
                    Err(err) if err.is_instance_of::<pyo3::exceptions::PyTypeError>(r#move.py()) => Err(err),
                    Err(_) => Ok(false),
                }
            }

            /// A full game consistent with this view, drawn from `seed` (0 to 2**64 - 1): its
            /// view of this seat equals this view, and the same seed gives the same game.
            fn determinize(&self, seed: &Bound<'_, PyAny>) -> PyResult<PyGame> {
                generic::determinize::<Core>(&self.view, seed).map(PyGame::loaded)
            }

            /// The view as versioned JSON.
            fn to_json(&self) -> String {
                GameView::to_json(&self.view)
            }

            /// The view's document (`to_dict()`) split in two dicts, `(public, private)`: what
            /// every seat's view of the game holds alike (the same dict for every seat), and what
            /// only this seat knows (its `seat`, its hidden cards, ...), as the game declares it.
            /// Together they hold every field of the document, each part in the document's order.
            fn split<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyDict>, Bound<'py, PyDict>)> {
                $crate::game::split::<Core>(py, &self.view)
            }

            /// The view as plain data: `json.loads(view.to_json())`.
            fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::loads(py, GameView::to_json(&self.view))
            }

            /// Loads a view saved with `to_json`, checking that some full game has exactly this
            /// view: `InvalidStateError` otherwise (a lone surrogate included), `TypeError` for a
            /// non-string.
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
                generic::svg::<Core>(slf.as_any())
            }

            /// The text picture of the view (what this seat knows).
            fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
                <Core as PythonRules>::view_text(slf.as_any(), &slf.get().view)
            }

            fn __repr__(&self) -> String {
                generic::view_repr::<Core>(&self.view)
            }
        }

        game_constants!(PySpectatorView, Core);

        #[pymethods]
        impl PySpectatorView {
            /// Always `None`: a spectator holds no seat.
            #[getter]
            fn seat(&self) -> Option<u8> {
                None
            }

            /// Number of players.
            #[getter]
            fn players(&self) -> u8 {
                self.view.player_count()
            }

            /// Who decides now, `None` once the game is over.
            #[getter]
            fn current_player(&self) -> Option<u8> {
                self.view.current_player()
            }

            /// Whether the game is over.
            #[getter]
            fn is_over(&self) -> bool {
                self.view.is_over()
            }

            /// The kind of decision the game waits for, by name.
            #[getter]
            fn phase(&self) -> &'static str {
                generic::phase_name::<Core>(self.view.phase())
            }

            /// The pending decision with its data (see `Game.phase_details`).
            #[getter]
            fn phase_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                <Core as PythonRules>::phase_details(py, self.view.phase())
            }

            /// The number of the current turn, as `Game.turn`.
            #[getter]
            fn turn(&self) -> u16 {
                self.view.turn()
            }

            /// Always empty: a spectator holds no hand.
            fn hand(&self) -> Vec<u16> {
                Vec::new()
            }

            /// Always empty: a spectator makes no move.
            fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                move_list(py, &[])
            }

            /// Always empty: a spectator makes no move.
            fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                $crate::moves::id_list(py, std::iter::empty())
            }

            /// The spectator's view as versioned JSON (format `"<game>/spectator-view"`).
            fn to_json(&self) -> String {
                self.view.to_json()
            }

            /// The spectator's view as plain data: `json.loads(view.to_json())`.
            fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                generic::loads(py, self.view.to_json())
            }

            /// Loads a spectator's view saved with `to_json`, checking that it is what every
            /// seat of some possible game sees alike: `InvalidStateError` otherwise (a seat's
            /// view among them), `TypeError` for a non-string.
            #[classmethod]
            fn from_json(_cls: &Bound<'_, PyType>, json: &Bound<'_, PyAny>) -> PyResult<PySpectatorView> {
                generic::spectator_view_from_json::<Core>(json).map(|view| PySpectatorView { view })
            }

            fn __copy__(&self) -> PySpectatorView {
                self.clone()
            }

            fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PySpectatorView {
                self.clone()
            }

            fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                generic::reduce::<PySpectatorView>(py, self.view.to_json())
            }

            fn __repr__(&self) -> String {
                format!(
                    "<SpectatorView of {}, {} players, turn {}, {}>",
                    <Core as GameRules>::TITLE,
                    self.view.player_count(),
                    self.view.turn(),
                    generic::phase_name::<Core>(self.view.phase())
                )
            }
        }

        #[pymethods]
        impl PyMove {
            /// The move with action id `action_id` (`IllegalMoveError` for other numbers).
            #[classmethod]
            fn from_action_id<'py>(_cls: &Bound<'py, PyType>, action_id: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyMove>> {
                let mv = $crate::moves::move_from_id::<Core>(action_id, "an action id is an int")?;
                shared_move(action_id.py(), mv)
            }

            /// The stable numeric action id, 0 to `NUM_ACTIONS - 1`.
            #[getter]
            fn action_id(&self) -> u16 {
                <Core as GameRules>::action_id(self.inner)
            }

            /// Whether the other seats see which move this is when it is made (`False` for a
            /// hidden choice, such as Le Baron's card chosen face down: the others see only that
            /// a choice was made), as the game declares it.
            #[getter]
            fn is_public(&self) -> bool {
                <Core as GameRules>::is_public_move(self.inner)
            }

            fn __str__(&self) -> String {
                self.inner.to_string()
            }

            fn __repr__(&self) -> String {
                let note = <Core as PythonRules>::move_note(self.inner);
                format!("<Move {}{note}, action {}>", self.inner, <Core as GameRules>::action_id(self.inner))
            }

            fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                let constructor = py.get_type::<PyMove>().getattr("from_action_id")?;
                Ok((constructor, PyTuple::new(py, [<Core as GameRules>::action_id(self.inner)])?))
            }
        }

        /// The view a bot sees in `view`: a `PlayerView` itself, or for a `Game` the view of
        /// the seat that decides; `what` names the method in the errors.
        fn bot_view(view: &Bound<'_, PyAny>, what: &str) -> PyResult<<Core as GameRules>::View> {
            if let Ok(view) = view.cast::<PyView>() {
                Ok(view.get().view.clone())
            } else if let Ok(game) = view.cast::<PyGame>() {
                let this = game.try_borrow()?;
                let seat = <Core as GameRules>::current_player(&this.game).ok_or_else(|| {
                    $crate::errors::raise(view.py(), $crate::errors::Kind::IllegalMove, "the game is over".into(), "game_over".into())
                })?;
                Ok(<Core as GameRules>::view(&this.game, seat))
            } else {
                Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "{what} takes a PlayerView or a Game of {}, not {}",
                    <Core as GameRules>::TITLE,
                    $crate::convert::type_name(view)
                )))
            }
        }

        #[pymethods]
        impl PyBot {
            #[new]
            // A seed of None is refused (TypeError), as by `Game(players, None)`: left out, it is 0.
            #[pyo3(signature = (name, seed=$crate::convert::Arg::Default, *, seconds=None), text_signature = "(name, seed=0, *, seconds=None)")]
            fn py_new(name: &str, seed: $crate::convert::Arg<'_>, seconds: Option<&Bound<'_, PyAny>>) -> PyResult<PyBot> {
                Ok(PyBot { name: name.to_string(), bot: $crate::bots::new_bot::<Core>(name, seed.given(), seconds)? })
            }

            /// The bot's name.
            #[getter]
            fn name(&self) -> &str {
                &self.name
            }

            /// Chooses a move knowing only a view: `choose(view)` for the view of the seat that
            /// decides, or `choose(game)` for the view of `game.current_player`. `legal_moves`
            /// (some of that seat's legal moves, as `Move`s or ids) narrows the choice. A view of
            /// a seat that does not decide now, or of a game that is over, raises
            /// `IllegalMoveError` (reason `"not_your_turn"` or `"game_over"`); a move that is not
            /// legal for it `ValueError`. The search runs with the GIL released, so bots in
            /// several threads think at once.
            #[pyo3(signature = (view, legal_moves=None))]
            fn choose<'py>(&self, view: &Bound<'py, PyAny>, legal_moves: Option<&Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyMove>> {
                let py = view.py();
                let view = bot_view(view, "choose")?;
                let legal = legal_moves
                    .map(|moves| {
                        moves
                            .try_iter()
                            .map_err(|_| pyo3::exceptions::PyTypeError::new_err("legal_moves is a list of Moves or action ids"))?
                            .map(|m| move_arg(&m?))
                            .collect::<PyResult<Vec<CoreMove>>>()
                    })
                    .transpose()?;
                let chosen = $crate::bots::choose::<Core>(py, &self.bot, &view, legal)?;
                shared_move(py, chosen)
            }

            /// The bot's estimate of every legal move of the seat that decides, knowing only
            /// `view` (or the view of `game.current_player` for a game), in the order of the
            /// legal moves: `(move, value, visits)`, where `value` is the seat's estimated share
            /// of the win after the move (0 to 1, a shared win counting a fraction; `None` if
            /// the search never tried it) and `visits` the search iterations that tried it (the
            /// bot plays the most tried, the better valued of equals). A single legal move is
            /// searched and estimated too. Only the expert estimates its moves (`ValueError` for
            /// the others); it searches within its budget, with the GIL released. A view of a
            /// seat that does not decide now, or of a game that is over, raises
            /// `IllegalMoveError` (reason `"not_your_turn"` or `"game_over"`).
            fn analyse<'py>(&self, view: &Bound<'py, PyAny>) -> PyResult<Vec<(Bound<'py, PyMove>, Option<f64>, u32)>> {
                let py = view.py();
                let view = bot_view(view, "analyse")?;
                $crate::bots::analyse::<Core>(py, &self.bot, &self.name, &view)?
                    .into_iter()
                    .map(|a| Ok((shared_move(py, a.mv)?, a.value, a.visits)))
                    .collect()
            }

            fn __repr__(&self) -> String {
                format!("<Bot {}>", self.name)
            }
        }

        #[pymethods]
        impl PyPlayerScore {
            /// The seat's total as the game counts it (the number `simulate` reports).
            #[getter]
            fn total(&self) -> i64 {
                game_core::SeatScore::total(&self.inner)
            }

            /// The score and its breakdown as a dict, `total` among the keys.
            #[pyo3(name = "to_dict")]
            fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                $crate::to_python::to_python(py, &self.inner)
            }

            fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
                let fields = slf.get().dict(slf.py())?.cast_into::<PyDict>()?;
                let parts = fields
                    .iter()
                    .map(|(key, value)| Ok(format!("{key}={}", value.repr()?)))
                    .collect::<PyResult<Vec<_>>>()?;
                Ok(format!("PlayerScore({})", parts.join(", ")))
            }

            fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                // The constructor takes the fields in the order of `to_dict`.
                let fields = slf.get().dict(slf.py())?.cast_into::<PyDict>()?;
                Ok((slf.get_type().into_any(), PyTuple::new(slf.py(), fields.values())?))
            }
        }

        #[doc = "Plays `games` seeded games (seeds `seed`, `seed + 1`, ...) between `bots` on all cores with the GIL released and returns numpy arrays: `seeds` (uint64, games), `entrants` (int8, games x players: index into `bots` of the bot at each seat), `totals` (int32, games x players), `winners` (bool, games x players) and `decisions` (int32, games). With `rotate`, game `i` seats bot `(seat + i) % len(bots)`. Keyword options as for `Game`. Raises `SetupError` for a bad player count or options, `TypeError` for `bots` given as one str or an unknown option, `ValueError` for an unknown bot or more than 127 bots, `MemoryError` for more games than the results have memory for. Ctrl-C stops the batch once the games under way finish, raising `KeyboardInterrupt`."]
        #[pyfunction]
        #[pyo3(signature = (players, games, bots, seed=$crate::convert::Arg::Default, rotate=true, **options), text_signature = "(players, games, bots, seed=0, rotate=True, **options)")]
        pub fn simulate<'py>(
            players: &Bound<'py, PyAny>,
            games: &Bound<'py, PyAny>,
            bots: &Bound<'py, PyAny>,
            seed: $crate::convert::Arg<'py>,
            rotate: bool,
            options: Option<&Bound<'py, PyDict>>,
        ) -> PyResult<Bound<'py, PyDict>> {
            let args = $crate::batch::BatchArgs { players, games, bots, seed: seed.given(), rotate, options };
            $crate::batch::run::<Core>(args, $crate::batch::simulate_games::<Core>)
        }

        #[doc = "Plays the games `simulate` plays with the same arguments (same seats, bot seeds and choices), recording every decision as one row of numpy arrays: `game` (int32: index of the row's game), `seat` (int8), `observation` (float32, rows x OBSERVATION_SIZE), `mask` (bool, rows x NUM_ACTIONS), `action` (int16), `score` (int32: the seat's final total), `result` (int8: 1 won alone, 0 shared the win, -1 did not win), with `seeds` (uint64, games). Keyword options as for `Game`; the exceptions of `simulate`, `MemoryError` also when the rows do not fit in memory. Ctrl-C stops the batch."]
        #[pyfunction]
        #[pyo3(signature = (players, games, bots, seed=$crate::convert::Arg::Default, rotate=true, **options), text_signature = "(players, games, bots, seed=0, rotate=True, **options)")]
        pub fn trajectories<'py>(
            players: &Bound<'py, PyAny>,
            games: &Bound<'py, PyAny>,
            bots: &Bound<'py, PyAny>,
            seed: $crate::convert::Arg<'py>,
            rotate: bool,
            options: Option<&Bound<'py, PyDict>>,
        ) -> PyResult<Bound<'py, PyDict>> {
            let args = $crate::batch::BatchArgs { players, games, bots, seed: seed.given(), rotate, options };
            $crate::batch::run::<Core>(args, $crate::batch::trajectory_games::<Core>)
        }

        /// The sections of the observation tensor in order: `(name, offset, rows, cols)`.
        #[pyfunction]
        pub fn observation_sections() -> Vec<(&'static str, usize, usize, usize)> {
            generic::observation_sections::<Core>()
        }

        /// Adds the game's classes (as `{Game}Game`, ...) and functions (as `{game}_simulate`,
        /// ...) to the extension module.
        pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
            let py = m.py();
            let classes = [
                ("Game", py.get_type::<PyGame>()),
                ("PlayerView", py.get_type::<PyView>()),
                ("SpectatorView", py.get_type::<PySpectatorView>()),
                ("Move", py.get_type::<PyMove>()),
                ("Bot", py.get_type::<PyBot>()),
                ("PlayerScore", py.get_type::<PyPlayerScore>()),
            ];
            for (class, object) in classes {
                let name = format!("{}{class}", stringify!($camel));
                // The classes' names say their game; pickles find them in the module by it.
                object.setattr("__name__", &name)?;
                object.setattr("__qualname__", &name)?;
                m.add(name.as_str(), object)?;
            }
            for function in [
                pyo3::wrap_pyfunction!(simulate, m)?,
                pyo3::wrap_pyfunction!(trajectories, m)?,
                pyo3::wrap_pyfunction!(observation_sections, m)?,
            ] {
                let name: String = function.getattr("__name__")?.extract()?;
                m.add(format!("{}_{name}", stringify!($module)).as_str(), function)?;
            }
            Ok(())
        }
    };
}

/// Stamps `game_classes!` for every game of the registry, each in a module named after it.
macro_rules! stamp_every_game {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        $(
            #[doc = concat!("The classes and functions of ", $title, ".")]
            pub mod $module {
                game_classes!($camel, $module, $game);
            }
        )*
    };
}

game_registry::for_each_game!(stamp_every_game);
