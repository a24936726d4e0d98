//! `Game`: the full state of one game (the "god view").

use game_core::{GameRules, GameView};
use herr_der_ziegen::state::PhaseDoc;
use herr_der_ziegen::{Cell, Game, Move, NoEvents, Options, PhaseKind, Removal, SetupError, NUM_ACTIONS};
use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyList, PyTuple};

use crate::convert::{self, cell_on_grid, cell_to, seat, Int};
use crate::errors::{self, Kind};
use crate::events::PyEvents;
use crate::history::History;
use crate::moves::{action_move, interned, unknown_action, PyMove};
use crate::scores::PyScores;
use crate::view::PyPlayerView;

/// The full state of one game of Herr der Ziegen (the "god view": it knows every hand and the
/// order of the pile; give players `view(player)`).
///
/// `Game(players, seed)` sets up a game for 2 to 5 players from a seed; the same players, seed and
/// options give the same game on every platform. Keyword options change the rule data:
/// `start_player`, `milk_ones` (how many of the 16 milk cards are worth 1), `grid_size` and
/// `stables` (a list of `(row, col)` cells in turn order: the first is the start player's; a
/// state's `stables` lists them by seat instead), and `removal` (a dict with any of
/// `kinds`, `dogs`, `milk_ones`, `milk_twos`: cards removed before play).
#[pyclass(name = "Game", module = "herr_der_ziegen", eq)]
#[derive(Clone)]
pub struct PyGame {
    pub game: Game,
    /// Where the game started and the moves played since.
    pub history: History<Game>,
}

/// Games compare by their state alone, not by how they reached it.
impl PartialEq for PyGame {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
    }
}

impl PyGame {
    /// A game loaded from a state or drawn by `determinize`: its history starts here.
    pub fn loaded(game: Game) -> PyGame {
        PyGame { history: History::loaded(&game), game }
    }
}

/// Runs a Python-side renderer from `herr_der_ziegen._render`.
pub fn render(obj: &Bound<'_, PyAny>, function: &str) -> PyResult<String> {
    obj.py().import("herr_der_ziegen._render")?.getattr(function)?.call1((obj,))?.extract()
}

/// A stable cell: coordinates outside the 7x7 index space, however large, are a setup error.
fn stable_cell(obj: &Bound<'_, PyAny>, size: u8) -> PyResult<Cell> {
    let (row, col) = convert::int_pair(obj, "a stable")?;
    convert::cell_at(&row, &col).ok_or_else(|| {
        errors::raise(
            obj.py(),
            Kind::Setup,
            format!("stable ({row},{col}) is not an edge cell of the {size}x{size} grid"),
            "stable_not_on_edge".into(),
        )
    })
}

fn removal_arg(obj: &Bound<'_, PyAny>, mut removal: Removal) -> PyResult<Removal> {
    let dict = obj.cast::<PyDict>().map_err(|_| {
        PyTypeError::new_err(format!(
            "removal is a dict with keys kinds, dogs, milk_ones, milk_twos, not {}",
            convert::type_name(obj)
        ))
    })?;
    for (key, value) in dict.iter() {
        let key: String = key.extract().map_err(|_| PyTypeError::new_err("removal keys are strings"))?;
        let slot = match key.as_str() {
            "kinds" => &mut removal.kinds,
            "dogs" => &mut removal.dogs,
            "milk_ones" => &mut removal.milk_ones,
            "milk_twos" => &mut removal.milk_twos,
            _ => {
                return Err(PyTypeError::new_err(format!(
                    "removal has no key {key:?} (keys: kinds, dogs, milk_ones, milk_twos)"
                )))
            }
        };
        *slot = convert::setup_u8(&value, &format!("removal[{key:?}]"))?;
    }
    Ok(removal)
}

/// A `Move` or an action id as a core move.
pub fn move_arg(obj: &Bound<'_, PyAny>) -> PyResult<Move> {
    if let Ok(mv) = obj.cast::<PyMove>() {
        return Ok(mv.get().inner);
    }
    action_id_arg(obj, "a move is a Move or an action id (int)")
}

/// The move with the action id `obj`: `TypeError` (saying `expected`) for a bool or a non-int,
/// `IllegalMoveError` for an int that is no action id, however large or negative.
pub fn action_id_arg(obj: &Bound<'_, PyAny>, expected: &str) -> PyResult<Move> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!("{expected}, not bool")));
    }
    match obj.extract::<i64>() {
        Ok(id) => action_move(obj.py(), id),
        Err(err) if err.is_instance_of::<PyOverflowError>(obj.py()) => Err(unknown_action(obj.py(), &obj.to_string())),
        Err(_) => Err(PyTypeError::new_err(format!("{expected}, not {}", convert::type_name(obj)))),
    }
}

/// The name of a phase: `"play"`, `"take"`, `"mark"`, `"dog"`, `"consent"` or `"over"`.
pub fn phase_name(kind: PhaseKind) -> &'static str {
    match kind {
        PhaseKind::Play => "play",
        PhaseKind::Take => "take",
        PhaseKind::Mark => "mark",
        PhaseKind::Dog => "dog",
        PhaseKind::Consent => "consent",
        PhaseKind::Over => "over",
    }
}

/// The phase with its data as a dict (`{"type": "consent", "from": (r, c), ...}`).
pub fn phase_details<'py>(py: Python<'py>, phase: herr_der_ziegen::Phase) -> PyResult<Bound<'py, PyAny>> {
    crate::to_python::to_python(py, &PhaseDoc::from(phase))
}

/// The cells of a stable group's mask (bit `row * 7 + col`), in cell order.
pub fn stable_group_cells(mask: u64) -> Vec<(u8, u8)> {
    (0..49u8).filter(|i| mask & (1 << i) != 0).filter_map(Cell::from_index).map(cell_to).collect()
}

fn json_module(py: Python<'_>) -> PyResult<Bound<'_, PyModule>> {
    py.import("json")
}

#[pymethods]
impl PyGame {
    // One argument per Python keyword option.
    #[allow(clippy::too_many_arguments)]
    #[new]
    #[pyo3(signature = (players, seed, *, start_player=None, milk_ones=None, grid_size=None, stables=None, removal=None))]
    fn py_new(
        py: Python<'_>,
        players: &Bound<'_, PyAny>,
        seed: &Bound<'_, PyAny>,
        start_player: Option<&Bound<'_, PyAny>>,
        milk_ones: Option<&Bound<'_, PyAny>>,
        grid_size: Option<&Bound<'_, PyAny>>,
        stables: Option<&Bound<'_, PyAny>>,
        removal: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let players = convert::player_count::<Game>(players)?;
        let seed = convert::u64_arg(seed, "the seed")?;
        let mut options = Options::new(players).map_err(|e| errors::setup_error(py, &e))?;
        if let Some(start) = start_player {
            options.start_player = convert::setup_u8(start, "start_player")?;
        }
        if let Some(milk) = milk_ones {
            options.milk_ones = convert::setup_u8(milk, "milk_ones")?;
        }
        if let Some(size) = grid_size {
            options.layout.grid_size = convert::setup_u8(size, "grid_size")?;
        }
        if let Some(stables) = stables {
            let size = options.layout.grid_size;
            let cells = stables
                .try_iter()
                .map_err(|_| PyTypeError::new_err("stables is a list of (row, col) cells"))?
                .map(|cell| stable_cell(&cell?, size))
                .collect::<PyResult<Vec<Cell>>>()?;
            options.layout.stables = cells;
        }
        if let Some(removal) = removal {
            options.removal = removal_arg(removal, options.removal)?;
        }
        let game = Game::with_options(&options, seed).map_err(|e| {
            // Say which default the user's own option ran into.
            let hint = match e {
                SetupError::StableNotOnEdge { .. } | SetupError::StablesNotClockwise(_)
                    if grid_size.is_some() && stables.is_none() =>
                {
                    format!(
                        " (grid_size {} needs stables for it: the default stables of {players} players are for the {size}x{size} grid)",
                        options.layout.grid_size,
                        size = Options::new(players).map_or(7, |o| o.layout.grid_size)
                    )
                }
                SetupError::Removal { .. } | SetupError::DeckTooSmall { .. } if removal.is_none() => {
                    format!(" (the removal of the rules for {players} players; removal= changes it)")
                }
                _ => String::new(),
            };
            errors::raise(py, Kind::Setup, format!("{e}{hint}"), errors::reason_of(&format!("{e:?}")))
        })?;
        Ok(PyGame { history: History::seeded(&game, options, seed), game })
    }

    /// Loads and validates a state saved by `to_json`.
    ///
    /// Raises `InvalidStateError` (naming the first inconsistency) for text that is not a valid
    /// state (a str holding a lone surrogate is malformed too), `TypeError` for a non-string.
    #[staticmethod]
    fn from_json(py: Python<'_>, json: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let text = convert::document_text(json)?;
        let game = py.detach(|| Game::from_json(&text)).map_err(|e| errors::state_error(py, &e))?;
        Ok(PyGame::loaded(game))
    }

    /// The state as versioned JSON (`"format": "herr-der-ziegen/state"`); `Game.from_json`
    /// reads it back.
    #[pyo3(signature = (pretty=false))]
    fn to_json(&self, pretty: bool) -> String {
        if pretty {
            self.game.to_json_pretty()
        } else {
            self.game.to_json()
        }
    }

    /// The state as plain data: the same as `json.loads(game.to_json())`.
    fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        // `json.loads` is Python code, which may hand the GIL to another thread: the game is let
        // go first, so that the other thread may use it meanwhile.
        let json = slf.try_borrow()?.game.to_json();
        json_module(slf.py())?.call_method1("loads", (json,))
    }

    /// An independent copy (the state is a few hundred bytes; copying is cheap).
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
        let constructor = py.get_type::<PyGame>().getattr("from_json")?;
        Ok((constructor, PyTuple::new(py, [self.game.to_json()])?, self.history.pickle(py)?))
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

    /// The options the game was set up with, as the dict of the replay format; `None` for a game
    /// loaded from a state.
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.history.options(py)
    }

    /// Takes back the last move: the game becomes exactly what it was before it (replayed from
    /// its start, one engine step per move kept). Raises `IllegalMoveError` (reason
    /// `nothing_to_undo`) when no move was played since the game was set up or loaded.
    fn undo(&mut self, py: Python<'_>) -> PyResult<()> {
        self.game = self.history.undo(py)?;
        Ok(())
    }

    /// The game's replay document (JSON text, `"format": "herr-der-ziegen/replay"`): seed,
    /// options, `history()` and the checksum of the state after each move. `ValueError` for a
    /// game loaded from a state (it has no seed).
    fn replay(&self) -> PyResult<String> {
        self.history.replay()
    }

    /// The game a replay document (JSON text or its dict) leads to, with its seed, options and
    /// history, every move and checksum checked. Raises `InvalidStateError` for a document that is
    /// not a replay of this game or does not reproduce, `TypeError` for another type.
    #[staticmethod]
    fn from_replay(document: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let (game, history) = History::from_replay(document)?;
        Ok(PyGame { game, history })
    }

    /// Number of players (2 to 5).
    #[getter]
    fn players(&self) -> u8 {
        self.game.players()
    }

    /// Side of the pasture: 7, or 6 with 2 players.
    #[getter]
    fn grid_size(&self) -> u8 {
        self.game.grid_size()
    }

    /// The seat that played first.
    #[getter]
    fn start_player(&self) -> u8 {
        self.game.start_player()
    }

    /// How many of the 16 milk cards are worth 1 in this game (the rest are worth 2).
    #[getter]
    fn milk_ones(&self) -> u8 {
        self.game.milk_ones()
    }

    /// Turn number, from 1.
    #[getter]
    fn turn(&self) -> u16 {
        self.game.turn()
    }

    /// The decision the game waits for: `"play"`, `"take"`, `"mark"`, `"dog"`, `"consent"` or
    /// `"over"`.
    #[getter]
    fn phase(&self) -> &'static str {
        phase_name(self.game.phase().kind())
    }

    /// The pending decision with its data, e.g. `{"type": "mark", "kind": 3}` or
    /// `{"type": "consent", "from": (0, 1), "to": (0, 4), "opponent": 2}`.
    #[getter]
    fn phase_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        phase_details(py, self.game.phase())
    }

    /// The seat that must decide now, or `None` once the game is over. During a swap request
    /// this is the asked opponent, not the active player.
    #[getter]
    fn current_player(&self) -> Option<u8> {
        self.game.current_player()
    }

    /// Whose turn it is (the asked opponent of a swap request answers within this turn).
    #[getter]
    fn active_player(&self) -> u8 {
        self.game.active_player()
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// Why the end was triggered (`"E1"` or `"E2"`), or `None`.
    #[getter]
    fn end_reason(&self) -> Option<&'static str> {
        self.game.end_reason().map(|r| match r {
            herr_der_ziegen::EndReason::E1 => "E1",
            herr_der_ziegen::EndReason::E2 => "E2",
        })
    }

    /// The card played this turn, once played.
    #[getter]
    fn played_card(&self) -> Option<u8> {
        self.game.played_card().map(|c| c.index())
    }

    /// Number of cards in the draw pile.
    #[getter]
    fn pile_size(&self) -> usize {
        self.game.pile_len()
    }

    /// Every legal move of the player to act, in the library's order (empty once over).
    ///
    /// The `Move` objects are shared: each action id has one, made once and reused.
    fn legal_moves<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        // The list is built once the game is let go (see `to_dict`).
        let moves = slf.try_borrow()?.game.legal_moves();
        interned(slf.py())?.list(&moves)
    }

    /// The action ids of the legal moves, in the order of `legal_moves()`.
    fn legal_actions<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let moves = slf.try_borrow()?.game.legal_moves();
        crate::generic::id_list(slf.py(), moves.iter().map(|mv| mv.action_id()))
    }

    /// A numpy bool array of `NUM_ACTIONS` entries, `True` at the legal action ids.
    fn legal_action_mask<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let mut mask = [0u8; NUM_ACTIONS];
        for id in slf.try_borrow()?.game.legal_actions() {
            mask[usize::from(id)] = 1;
        }
        // numpy is called once the game is let go (see `to_dict`).
        convert::numpy_array(slf.py(), &mask, "bool")
    }

    /// Whether `move` (a `Move` or an action id) is legal now.
    fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        match move_arg(r#move) {
            Ok(mv) => Ok(self.game.is_legal(mv)),
            Err(err) if err.is_instance_of::<PyTypeError>(r#move.py()) => Err(err),
            Err(_) => Ok(false),
        }
    }

    /// Plays `move` (a `Move` or an action id) for the player to act and returns the events,
    /// an `Events` sequence reading as a list of dicts such as
    /// `{"event": "card_played", "player": 0, "card": 15}` (built when first read).
    ///
    /// With `player`, the move is refused unless that seat is the one to act. An illegal move
    /// raises `IllegalMoveError` and leaves the game unchanged; a wrong type raises `TypeError`.
    #[pyo3(signature = (r#move, player=None))]
    fn apply(
        slf: &Bound<'_, Self>,
        r#move: &Bound<'_, PyAny>,
        player: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyEvents> {
        // The arguments are read while the game is not borrowed: reading them may run Python
        // code, which may hand the GIL to another thread using this game.
        let mv = move_arg(r#move)?;
        let player = player.map(|p| convert::int_arg(p, "player")).transpose()?;
        let mut events = Vec::new();
        let result = {
            let mut this = slf.try_borrow_mut()?;
            let result = match player {
                Some(p) => seat(p, this.game.players()).and_then(|p| {
                    this.game
                        .apply_for(p, mv)
                        .map(|played| events.extend(played))
                        .map_err(|e| errors::move_error(slf.py(), &e))
                }),
                None => this.game.apply_with(mv, &mut events).map_err(|e| errors::move_error(slf.py(), &e)),
            };
            if result.is_ok() {
                this.history.push(mv.action_id());
            }
            result
        };
        result.map(|()| PyEvents::new(events))
    }

    /// Plays the move with action id `action` for the player to act, like `apply`, but builds no
    /// event objects and returns `None`: the fast path for simulations and training loops.
    ///
    /// An illegal or unknown action raises `IllegalMoveError` and leaves the game unchanged; a
    /// non-int raises `TypeError`.
    fn apply_action(slf: &Bound<'_, Self>, action: &Bound<'_, PyAny>) -> PyResult<()> {
        // The argument is read before the game is borrowed, as in `apply`.
        let mv = action_id_arg(action, "an action is an action id (int)")?;
        let result = {
            let mut this = slf.try_borrow_mut()?;
            let result = this.game.apply_with(mv, &mut NoEvents);
            if result.is_ok() {
                this.history.push(mv.action_id());
            }
            result
        };
        result.map_err(|e| errors::move_error(slf.py(), &e))
    }

    /// The score as things stand (final once `is_over`), with its breakdown and the winners.
    fn scores(&self) -> PyScores {
        self.game.scores().into()
    }

    /// What `player` may know now: the public state, their own hand, and the opponents' hand
    /// cards they saw entering those hands.
    fn view(&self, player: Int) -> PyResult<PyPlayerView> {
        let player = player.0;
        let p = seat(player, self.game.players())?;
        Ok(PyPlayerView { view: self.game.view(p) })
    }

    /// `view(player).observation()`: the observation tensor of `player` (numpy float32 array of
    /// `OBSERVATION_SIZE` entries, layout in docs/observation.md).
    fn observation<'py>(slf: &Bound<'py, Self>, player: Int) -> PyResult<Bound<'py, PyAny>> {
        let observation = {
            let this = slf.try_borrow()?;
            this.game.view(seat(player.0, this.game.players())?).observation_vec()
        };
        // numpy is called once the game is let go (see `to_dict`).
        convert::f32_array(slf.py(), &observation)
    }

    /// The card on `cell` (a `(row, col)` pair), or `None` for empty and stable cells and for
    /// cells off this pasture.
    fn card_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        Ok(cell_on_grid(cell, self.game.grid_size())?.and_then(|cell| self.game.card_at(cell)).map(|c| c.index()))
    }

    /// The owner of the small goat on `cell`, or `None` (also for cells off this pasture).
    fn mark_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        Ok(cell_on_grid(cell, self.game.grid_size())?.and_then(|cell| self.game.mark_at(cell)))
    }

    /// Whether `cell` is a stable (`False` for cells off this pasture).
    fn is_stable(&self, cell: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(cell_on_grid(cell, self.game.grid_size())?.is_some_and(|cell| self.game.is_stable(cell)))
    }

    /// The stable cell of `player`.
    fn stable(&self, player: Int) -> PyResult<(u8, u8)> {
        let player = player.0;
        Ok(cell_to(self.game.stable(seat(player, self.game.players())?)))
    }

    /// The cards in `player`'s hand (card ids).
    fn hand(&self, player: Int) -> PyResult<Vec<u16>> {
        let player = player.0;
        let p = seat(player, self.game.players())?;
        Ok(self.game.hand(p).map(|c| u16::from(c.index())).collect())
    }

    /// The face-up cards `player` has in front of them (card ids, sorted).
    fn display(&self, player: Int) -> PyResult<Vec<u16>> {
        let player = player.0;
        Ok(convert::cards(self.game.display(seat(player, self.game.players())?)))
    }

    /// The cards in the box (card ids, sorted).
    fn boxed(&self) -> Vec<u16> {
        convert::cards(self.game.boxed())
    }

    /// The draw pile from the top down (hidden information: give players `view(player)`).
    fn pile(&self) -> Vec<u16> {
        self.game.pile().map(|c| u16::from(c.index())).collect()
    }

    /// Track position of `player`'s big goat (0 is above the top-left cell, clockwise).
    fn goat_position(&self, player: Int) -> PyResult<u8> {
        let player = player.0;
        Ok(self.game.goat_position(seat(player, self.game.players())?))
    }

    /// The line `player`'s big goat faces: `("row", r)` or `("col", c)`.
    fn facing_line(&self, player: Int) -> PyResult<(&'static str, u8)> {
        let player = player.0;
        Ok(convert::line_to(self.game.facing_line(seat(player, self.game.players())?)))
    }

    /// Small goats `player` still has to place.
    fn supply(&self, player: Int) -> PyResult<usize> {
        let player = player.0;
        Ok(self.game.supply(seat(player, self.game.players())?))
    }

    /// The dog swaps an opponent refused during this turn's dog move, each as a pair of cells
    /// in increasing cell order (not as the request's from and to); empty outside a dog
    /// decision. A refused swap is no longer a legal move this turn.
    fn refused_swaps(&self) -> Vec<((u8, u8), (u8, u8))> {
        self.game.refused_swaps().into_iter().map(|[a, b]| (cell_to(a), cell_to(b))).collect()
    }

    /// `"removed"`, `"open"` or `"closed"` for goat kind `kind` (0 to 17).
    fn kind_status(&self, kind: Int) -> PyResult<&'static str> {
        let kind = kind.0;
        Ok(convert::kind_status_name(self.game.kind_status(convert::kind(kind)?)))
    }

    /// The owner of the closed goat kind `kind`, or `None` while open or removed.
    fn kind_owner(&self, kind: Int) -> PyResult<Option<u8>> {
        let kind = kind.0;
        Ok(match self.game.kind_status(convert::kind(kind)?) {
            herr_der_ziegen::KindStatus::Closed { owner } => Some(owner),
            _ => None,
        })
    }

    /// The cells of `player`'s stable group: own marked cards linked orthogonally to the own
    /// stable (they score double).
    fn stable_group(&self, player: Int) -> PyResult<Vec<(u8, u8)>> {
        let player = player.0;
        Ok(stable_group_cells(self.game.stable_group(seat(player, self.game.players())?)))
    }

    /// A card's label with this game's milk split: `K04-1`, `Dog`, `Milk2`.
    fn card_label(&self, card: Int) -> PyResult<String> {
        let card = card.0;
        Ok(convert::card(card)?.label(self.game.milk_ones()))
    }

    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        render(slf.as_any(), "svg")
    }

    fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
        render(slf.as_any(), "text")
    }

    fn __repr__(&self) -> String {
        let g = &self.game;
        match g.current_player() {
            Some(p) => {
                format!("<Game {} players, turn {}, player {p} to choose {}>", g.players(), g.turn(), g.phase().kind())
            }
            None => format!("<Game {} players, over after {} turns, totals {:?}>", g.players(), g.turn(), {
                let s = g.scores();
                s.per_player().iter().map(|p| p.total).collect::<Vec<_>>()
            }),
        }
    }
}
