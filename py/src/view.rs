//! `PlayerView`: what one seat may know.

use game_core::GameView;
use herr_der_ziegen::{Move, PlayerView, NUM_ACTIONS};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::convert::{self, cell_on_grid, cell_to, seat, Int};
use crate::errors;
use crate::game::{move_arg, phase_details, phase_name, render, stable_group_cells, PyGame};
use crate::moves::interned;
use crate::scores::PyScores;

/// What one seat may know of a game: the public state (pasture, small goats, displays, box, big
/// goats, kinds, the pending decision), its own hand, and, by perfect recall, the opponents' hand
/// cards it saw entering their hands. Other hand cards are only counted; the pile's order never
/// appears. Get one with `Game.view(player)`.
#[pyclass(name = "PlayerView", module = "herr_der_ziegen", frozen, eq)]
#[derive(Clone, PartialEq)]
pub struct PyPlayerView {
    pub view: PlayerView,
}

impl PyPlayerView {
    fn seat_arg(&self, player: i64) -> PyResult<u8> {
        seat(player, self.view.players())
    }
}

#[pymethods]
impl PyPlayerView {
    /// The seat this view belongs to.
    #[getter]
    fn seat(&self) -> u8 {
        self.view.seat()
    }

    /// Number of players.
    #[getter]
    fn players(&self) -> u8 {
        self.view.players()
    }

    /// Side of the pasture (6 or 7).
    #[getter]
    fn grid_size(&self) -> u8 {
        self.view.grid_size()
    }

    /// The seat that played first.
    #[getter]
    fn start_player(&self) -> u8 {
        self.view.start_player()
    }

    /// How many milk cards are worth 1.
    #[getter]
    fn milk_ones(&self) -> u8 {
        self.view.milk_ones()
    }

    /// Turn number, from 1.
    #[getter]
    fn turn(&self) -> u16 {
        self.view.turn()
    }

    /// The pending decision: `"play"`, `"take"`, `"mark"`, `"dog"`, `"consent"` or `"over"`.
    #[getter]
    fn phase(&self) -> &'static str {
        phase_name(self.view.phase().kind())
    }

    /// The pending decision with its data (see `Game.phase_details`).
    #[getter]
    fn phase_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        phase_details(py, self.view.phase())
    }

    /// Who decides now, `None` once the game is over.
    #[getter]
    fn current_player(&self) -> Option<u8> {
        self.view.current_player()
    }

    /// Whose turn it is.
    #[getter]
    fn active_player(&self) -> u8 {
        self.view.active_player()
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.view.is_over()
    }

    /// Why the end was triggered (`"E1"` or `"E2"`), or `None`.
    #[getter]
    fn end_reason(&self) -> Option<&'static str> {
        self.view.end_reason().map(|r| match r {
            herr_der_ziegen::EndReason::E1 => "E1",
            herr_der_ziegen::EndReason::E2 => "E2",
        })
    }

    /// The card played this turn, once played.
    #[getter]
    fn played_card(&self) -> Option<u8> {
        self.view.played_card().map(|c| c.index())
    }

    /// Number of cards in the draw pile.
    #[getter]
    fn pile_size(&self) -> usize {
        self.view.pile_len()
    }

    /// This seat's own hand (card ids, sorted).
    fn hand(&self) -> Vec<u16> {
        convert::cards(self.view.hand())
    }

    /// The cards of `player`'s hand this seat knows (all of them for its own seat).
    fn known_hand(&self, player: Int) -> PyResult<Vec<u16>> {
        let player = player.0;
        Ok(convert::cards(self.view.known_hand(self.seat_arg(player)?)))
    }

    /// How many of `player`'s hand cards this seat does not know.
    fn unknown_hand_count(&self, player: Int) -> PyResult<usize> {
        let player = player.0;
        Ok(self.view.unknown_hand_count(self.seat_arg(player)?))
    }

    /// `player`'s display (card ids, sorted).
    fn display(&self, player: Int) -> PyResult<Vec<u16>> {
        let player = player.0;
        Ok(convert::cards(self.view.display(self.seat_arg(player)?)))
    }

    /// The cards in the box (card ids, sorted).
    fn boxed(&self) -> Vec<u16> {
        convert::cards(self.view.boxed())
    }

    /// Cards known to be in the pile (fifth cards of evaluations B that nobody held).
    fn known_in_pile(&self) -> Vec<u16> {
        convert::cards(self.view.known_in_pile())
    }

    /// Cards this seat has not located: in the pile or among the unknown hand cards.
    fn unseen(&self) -> Vec<u16> {
        convert::cards(self.view.unseen())
    }

    /// The card on `cell` (a `(row, col)` pair), or `None` for empty and stable cells and for
    /// cells off this pasture.
    fn card_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        Ok(cell_on_grid(cell, self.view.grid_size())?.and_then(|cell| self.view.card_at(cell)).map(|c| c.index()))
    }

    /// The owner of the small goat on `cell`, or `None` (also for cells off this pasture).
    fn mark_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        Ok(cell_on_grid(cell, self.view.grid_size())?.and_then(|cell| self.view.mark_at(cell)))
    }

    /// Whether `cell` is a stable (`False` for cells off this pasture).
    fn is_stable(&self, cell: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(cell_on_grid(cell, self.view.grid_size())?.is_some_and(|cell| self.view.is_stable(cell)))
    }

    /// The stable cell of `player`.
    fn stable(&self, player: Int) -> PyResult<(u8, u8)> {
        let player = player.0;
        Ok(cell_to(self.view.stable(self.seat_arg(player)?)))
    }

    /// Track position of `player`'s big goat.
    fn goat_position(&self, player: Int) -> PyResult<u8> {
        let player = player.0;
        Ok(self.view.goat_position(self.seat_arg(player)?))
    }

    /// The line `player`'s big goat faces: `("row", r)` or `("col", c)`.
    fn facing_line(&self, player: Int) -> PyResult<(&'static str, u8)> {
        let player = player.0;
        Ok(convert::line_to(self.view.facing_line(self.seat_arg(player)?)))
    }

    /// Small goats `player` still has to place.
    fn supply(&self, player: Int) -> PyResult<usize> {
        let player = player.0;
        Ok(self.view.supply(self.seat_arg(player)?))
    }

    /// The dog swaps an opponent refused during this turn's dog move, each as a pair of cells
    /// in increasing cell order (not as the request's from and to); empty outside a dog
    /// decision. A refused swap is no longer a legal move this turn.
    fn refused_swaps(&self) -> Vec<((u8, u8), (u8, u8))> {
        self.view.refused_swaps().into_iter().map(|[a, b]| (cell_to(a), cell_to(b))).collect()
    }

    /// `"removed"`, `"open"` or `"closed"` for goat kind `kind` (0 to 17).
    fn kind_status(&self, kind: Int) -> PyResult<&'static str> {
        let kind = kind.0;
        Ok(convert::kind_status_name(self.view.kind_status(convert::kind(kind)?)))
    }

    /// The owner of the closed goat kind `kind`, or `None`.
    fn kind_owner(&self, kind: Int) -> PyResult<Option<u8>> {
        let kind = kind.0;
        Ok(match self.view.kind_status(convert::kind(kind)?) {
            herr_der_ziegen::KindStatus::Closed { owner } => Some(owner),
            _ => None,
        })
    }

    /// The cells of `player`'s stable group: own marked cards linked orthogonally to the own
    /// stable (they score double). Public: the same as `Game.stable_group`.
    fn stable_group(&self, player: Int) -> PyResult<Vec<(u8, u8)>> {
        let player = player.0;
        Ok(stable_group_cells(self.view.stable_group(self.seat_arg(player)?)))
    }

    /// A card's label with this game's milk split: `K04-1`, `Dog`, `Milk2`.
    fn card_label(&self, card: Int) -> PyResult<String> {
        let card = card.0;
        Ok(convert::card(card)?.label(self.view.milk_ones()))
    }

    /// The score as things stand (everything it needs is public).
    fn scores(&self) -> PyScores {
        self.view.scores().into()
    }

    /// The observation tensor: a numpy float32 array of `OBSERVATION_SIZE` entries computed from
    /// this view alone (layout in docs/observation.md).
    fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::f32_array(py, &self.view.observation_vec())
    }

    /// A full game consistent with this view, sampled from `seed` (0 to 2**64 - 1): the cards
    /// this seat has not located are dealt at random to the unknown hand slots and the pile.
    /// The result has exactly this view for this seat (`game.view(seat) == view`); the same seed
    /// gives the same game. Information-set search samples its worlds this way.
    fn determinize(&self, seed: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        Ok(PyGame::loaded(self.view.determinize(convert::u64_arg(seed, "the seed")?)))
    }

    /// The moves this seat may make now, in the order of `Game.legal_moves()`, known from the
    /// view alone; empty unless this seat decides now. An agent that holds only its view (as a
    /// fair player does) lists its choices with this.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        interned(py)?.list(&self.view.legal_moves())
    }

    /// Whether `move` (a `Move` or an action id) is one of this seat's `legal_moves()` now:
    /// `Game.is_legal` for the seat that decides, `False` for the others.
    fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        match move_arg(r#move) {
            Ok(mv) => Ok(self.view.legal_moves().contains(&mv)),
            Err(err) if err.is_instance_of::<PyTypeError>(r#move.py()) => Err(err),
            Err(_) => Ok(false),
        }
    }

    /// The action ids of `legal_moves()`, in the same order.
    fn legal_actions(&self) -> Vec<u16> {
        self.view.legal_moves().into_iter().map(Move::action_id).collect()
    }

    /// A numpy bool array of `NUM_ACTIONS` entries, `True` at the ids of `legal_actions()`: the
    /// same mask as `Game.legal_action_mask()` for the seat that decides, all `False` for others.
    fn legal_action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut mask = [0u8; NUM_ACTIONS];
        for mv in self.view.legal_moves() {
            mask[usize::from(mv.action_id())] = 1;
        }
        convert::numpy_array(py, &mask, "bool")
    }

    /// The view as versioned JSON (`"format": "herr-der-ziegen/view"`).
    fn to_json(&self) -> String {
        self.view.to_json()
    }

    /// The view as plain data: the same as `json.loads(view.to_json())`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("json")?.call_method1("loads", (self.view.to_json(),))
    }

    fn __copy__(&self) -> PyPlayerView {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyPlayerView {
        self.clone()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let constructor = py.get_type::<PyPlayerView>().getattr("from_json")?;
        Ok((constructor, PyTuple::new(py, [self.view.to_json()])?))
    }

    /// Loads a view saved with `to_json`, checking that some full game has exactly this view.
    ///
    /// Raises `InvalidStateError` (naming the first inconsistency) for text that is not a valid
    /// view (a str holding a lone surrogate is malformed too), `TypeError` for a non-string.
    #[staticmethod]
    fn from_json(py: Python<'_>, json: &Bound<'_, PyAny>) -> PyResult<PyPlayerView> {
        let text = convert::document_text(json)?;
        let view = py.detach(|| PlayerView::from_json(&text)).map_err(|e| errors::state_error(py, &e))?;
        Ok(PyPlayerView { view })
    }

    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        render(slf.as_any(), "svg")
    }

    fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
        render(slf.as_any(), "text")
    }

    fn __repr__(&self) -> String {
        let v = &self.view;
        format!("<PlayerView of player {} ({} players, turn {}, phase {})>", v.seat(), v.players(), v.turn(), {
            phase_name(v.phase().kind())
        })
    }
}
