//! Herr der Ziegen's queries on `Game` and `PlayerView`: the pasture's cells, stables, big goats,
//! displays, the box, the kinds, the turn's progress (written once for both classes: they read
//! the same public part), and the hidden parts each may know.

use herr_der_ziegen::{Cell, EndReason, KindStatus, Public};
use pyo3::prelude::*;

use super::cells::{self, cell_on_grid, cell_to};
use crate::classes::herr_der_ziegen::{PyGame, PySpectatorView, PyView};
use crate::convert::Int;
use crate::game::{public, seat_arg};

/// The seat `player` of the game `public` belongs to.
fn seat(public: &Public, player: &Bound<'_, PyAny>) -> PyResult<u8> {
    seat_arg(player, public.players())
}

/// The cells of a stable group's mask (bit `row * 7 + col`), in cell order.
fn stable_group_cells(mask: u64) -> Vec<(u8, u8)> {
    (0..49u8).filter(|i| mask & (1 << i) != 0).filter_map(Cell::from_index).map(cell_to).collect()
}

/// The queries of the public part, the same on `Game` and `PlayerView`.
macro_rules! public_queries {
    ($class:ty, $field:ident) => {
        #[pymethods]
        impl $class {
            /// Side of the pasture: 7, or 6 with 2 players.
            #[getter]
            fn grid_size(&self) -> u8 {
                public::<Public, _>(&self.$field).grid_size()
            }

            /// The seat that played first.
            #[getter]
            fn start_player(&self) -> u8 {
                public::<Public, _>(&self.$field).start_player()
            }

            /// How many of the 16 milk cards are worth 1 in this game (the rest are worth 2).
            #[getter]
            fn milk_ones(&self) -> u8 {
                public::<Public, _>(&self.$field).milk_ones()
            }

            /// Whose turn it is (the asked opponent of a swap request answers within this turn).
            #[getter]
            fn active_player(&self) -> u8 {
                public::<Public, _>(&self.$field).active_player()
            }

            /// Why the end was triggered (`"E1"` or `"E2"`), or `None`.
            #[getter]
            fn end_reason(&self) -> Option<&'static str> {
                public::<Public, _>(&self.$field).end_reason().map(|r| match r {
                    EndReason::E1 => "E1",
                    EndReason::E2 => "E2",
                })
            }

            /// The card played this turn, once played.
            #[getter]
            fn played_card(&self) -> Option<u8> {
                public::<Public, _>(&self.$field).played_card().map(|c| c.index())
            }

            /// Number of cards in the draw pile.
            #[getter]
            fn pile_size(&self) -> usize {
                public::<Public, _>(&self.$field).pile_len()
            }

            /// The card on `cell` (a `(row, col)` pair), or `None` for empty and stable cells and
            /// for cells off this pasture.
            fn card_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
                let public = public::<Public, _>(&self.$field);
                Ok(cell_on_grid(cell, public.grid_size())?.and_then(|cell| public.card_at(cell)).map(|c| c.index()))
            }

            /// The owner of the small goat on `cell`, or `None` (also for cells off this pasture).
            fn mark_at(&self, cell: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
                let public = public::<Public, _>(&self.$field);
                Ok(cell_on_grid(cell, public.grid_size())?.and_then(|cell| public.mark_at(cell)))
            }

            /// Whether `cell` is a stable (`False` for cells off this pasture).
            fn is_stable(&self, cell: &Bound<'_, PyAny>) -> PyResult<bool> {
                let public = public::<Public, _>(&self.$field);
                Ok(cell_on_grid(cell, public.grid_size())?.is_some_and(|cell| public.is_stable(cell)))
            }

            /// The stable cell of `player`.
            fn stable(&self, player: &Bound<'_, PyAny>) -> PyResult<(u8, u8)> {
                let public = public::<Public, _>(&self.$field);
                Ok(cell_to(public.stable(seat(public, player)?)))
            }

            /// The face-up cards `player` has in front of them (card ids, sorted).
            fn display(&self, player: &Bound<'_, PyAny>) -> PyResult<Vec<u16>> {
                let public = public::<Public, _>(&self.$field);
                Ok(cells::cards(public.display(seat(public, player)?)))
            }

            /// The cards in the box (card ids, sorted).
            fn boxed(&self) -> Vec<u16> {
                cells::cards(public::<Public, _>(&self.$field).boxed())
            }

            /// Track position of `player`'s big goat (0 is above the top-left cell, clockwise).
            fn goat_position(&self, player: &Bound<'_, PyAny>) -> PyResult<u8> {
                let public = public::<Public, _>(&self.$field);
                Ok(public.goat_position(seat(public, player)?))
            }

            /// The line `player`'s big goat faces: `("row", r)` or `("col", c)`.
            fn facing_line(&self, player: &Bound<'_, PyAny>) -> PyResult<(&'static str, u8)> {
                let public = public::<Public, _>(&self.$field);
                Ok(cells::line_to(public.facing_line(seat(public, player)?)))
            }

            /// Small goats `player` still has to place.
            fn supply(&self, player: &Bound<'_, PyAny>) -> PyResult<usize> {
                let public = public::<Public, _>(&self.$field);
                Ok(public.supply(seat(public, player)?))
            }

            /// The dog swaps an opponent refused during this turn's dog move, each as a pair of
            /// cells in increasing cell order (not as the request's from and to); empty outside a
            /// dog decision. A refused swap is no longer a legal move this turn.
            fn refused_swaps(&self) -> Vec<((u8, u8), (u8, u8))> {
                public::<Public, _>(&self.$field)
                    .refused_swaps()
                    .into_iter()
                    .map(|[a, b]| (cell_to(a), cell_to(b)))
                    .collect()
            }

            /// `"removed"`, `"open"` or `"closed"` for goat kind `kind` (0 to 17).
            fn kind_status(&self, kind: Int) -> PyResult<&'static str> {
                Ok(cells::kind_status_name(public::<Public, _>(&self.$field).kind_status(cells::kind(kind.0)?)))
            }

            /// The owner of the closed goat kind `kind`, or `None` while open or removed.
            fn kind_owner(&self, kind: Int) -> PyResult<Option<u8>> {
                Ok(match public::<Public, _>(&self.$field).kind_status(cells::kind(kind.0)?) {
                    KindStatus::Closed { owner } => Some(owner),
                    _ => None,
                })
            }

            /// The cells of `player`'s stable group: own marked cards linked orthogonally to the
            /// own stable (they score double).
            fn stable_group(&self, player: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, u8)>> {
                let public = public::<Public, _>(&self.$field);
                Ok(stable_group_cells(public.stable_group(seat(public, player)?)))
            }

            /// A card's label with this game's milk split: `K04-1`, `Dog`, `Milk2`.
            fn card_label(&self, card: Int) -> PyResult<String> {
                Ok(cells::card(card.0)?.label(public::<Public, _>(&self.$field).milk_ones()))
            }
        }
    };
}

public_queries!(PyGame, game);
public_queries!(PyView, view);
public_queries!(PySpectatorView, view);

#[pymethods]
impl PyGame {
    /// The draw pile from the top down (hidden information: give players `view(player)`).
    fn pile(&self) -> Vec<u16> {
        self.game.pile().map(|c| u16::from(c.index())).collect()
    }
}

#[pymethods]
impl PyView {
    /// The cards of `player`'s hand this seat knows (all of them for its own seat).
    fn known_hand(&self, player: &Bound<'_, PyAny>) -> PyResult<Vec<u16>> {
        Ok(cells::cards(self.view.known_hand(seat(&self.view, player)?)))
    }

    /// How many of `player`'s hand cards this seat does not know.
    fn unknown_hand_count(&self, player: &Bound<'_, PyAny>) -> PyResult<usize> {
        Ok(self.view.unknown_hand_count(seat(&self.view, player)?))
    }

    /// Cards everybody knows to be in the pile (fifth cards of evaluations B that nobody held).
    fn known_in_pile(&self) -> Vec<u16> {
        cells::cards(self.view.known_in_pile())
    }

    /// Cards this seat has not located: in the pile or among the unknown hand cards.
    fn unseen(&self) -> Vec<u16> {
        cells::cards(self.view.unseen())
    }

    /// The score as things stand (everything it needs is public).
    fn scores(&self, py: Python<'_>) -> PyResult<crate::scores::PyScores> {
        super::view_scores(py, &self.view)
    }
}
