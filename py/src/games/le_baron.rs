//! Le Baron's typed extras: its rows, penalty piles and revealed cards on `Game` and
//! `PlayerView`, its card table, its `PlayerScore` (penalty heads, held heads) and its text
//! picture.

use game_core::GameRules;
use le_baron::{text, Game, Move, PlayerScore, Public, Scores, DEFAULT_DECK};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::classes::le_baron::{PyGame, PyMove, PyPlayerScore, PySpectatorView, PyView};
use crate::convert;
use crate::game::public;
use crate::python_rules::PythonRules;
use crate::text::{game_picture, view_headline};

impl PythonRules for Game {
    const PY_MODULE: &'static str = "herr_der_ziegen.le_baron";
    const RENDERER: &'static str = "herr_der_ziegen._render_le_baron";

    fn score_details<'py>(py: Python<'py>, scores: &Scores) -> PyResult<Bound<'py, PyDict>> {
        let details = PyDict::new(py);
        details.set_item("heads_are_positive", scores.heads_are_positive)?;
        Ok(details)
    }

    fn game_text(_obj: &Bound<'_, PyAny>, game: &Game) -> PyResult<String> {
        let label = |n| text::card_label(game.table(), n, false);
        let hands = (0..game.player_count()).map(|seat| {
            let cards: Vec<String> = game.hand(seat).iter().map(label).collect();
            let chosen = game.choice(seat).map_or_else(String::new, |n| format!(" (chosen: {})", label(n)));
            format!("{}{chosen}", cards.join(" "))
        });
        let table = text::render_view(&game.view(game.current_player().unwrap_or(0)), false);
        Ok(game_picture(game, &table, hands))
    }

    fn view_text(_obj: &Bound<'_, PyAny>, view: &le_baron::PlayerView) -> PyResult<String> {
        Ok(format!("{}\n{}", view_headline::<Game>(view), text::render_view(view, false)))
    }
}

/// The queries of the public part, the same on `Game` and `PlayerView` (both read `Public`).
macro_rules! public_queries {
    ($class:ty, $field:ident) => {
        #[pymethods]
        impl $class {
            /// The round, from 1.
            #[getter]
            fn round(&self) -> u16 {
                public::<Public, _>(&self.$field).round()
            }

            /// The five rows, each a list of its card numbers in the order laid.
            fn rows(&self) -> Vec<Vec<u16>> {
                // u16: a Vec<u8> would become bytes.
                public::<Public, _>(&self.$field)
                    .rows()
                    .iter()
                    .map(|row| row.cards().iter().map(|&c| u16::from(c)).collect())
                    .collect()
            }

            /// The cards of `player`'s penalty pile that everybody saw taken, increasing.
            fn penalty_pile(&self, player: &Bound<'_, PyAny>) -> PyResult<Vec<u16>> {
                let public = public::<Public, _>(&self.$field);
                let seat = crate::game::seat_arg(player, public.players())?;
                Ok(public.penalty_pile(seat).iter().map(u16::from).collect())
            }

            /// `player`'s penalty heads so far (the cards of `penalty_pile`).
            fn penalty_points(&self, player: &Bound<'_, PyAny>) -> PyResult<u16> {
                let public = public::<Public, _>(&self.$field);
                let seat = crate::game::seat_arg(player, public.players())?;
                Ok(public.penalty_points(seat))
            }

            /// The cards revealed this round with the seats that chose them, `(card, seat)`, in
            /// the order they are resolved.
            fn revealed(&self) -> Vec<(u8, u8)> {
                public::<Public, _>(&self.$field).revealed().collect()
            }

            /// The heads of card `card` (1 to 110) per colour: blue, yellow, green, red, black,
            /// white.
            fn card_heads(&self, card: &Bound<'_, PyAny>) -> PyResult<Vec<u16>> {
                let public = public::<Public, _>(&self.$field);
                let value = convert::int_arg(card, "a card")?;
                let n = u8::try_from(value).ok().filter(|n| (1..=le_baron::NUM_CARDS as u8).contains(n)).ok_or_else(
                    || {
                        pyo3::exceptions::PyValueError::new_err(format!(
                            "no card {value}: cards are 1 to {}",
                            le_baron::NUM_CARDS
                        ))
                    },
                )?;
                Ok(public.table().heads(n).iter().map(|&h| u16::from(h)).collect())
            }
        }
    };
}

public_queries!(PyGame, game);
public_queries!(PyView, view);
public_queries!(PySpectatorView, view);

#[pymethods]
impl PyGame {
    /// The id of the default card table (reconstructed: no public source lists the printed one).
    #[classattr]
    #[allow(non_snake_case)]
    fn DECK_IDS(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let ids = PyDict::new(py);
        ids.set_item("deck", DEFAULT_DECK)?;
        Ok(ids)
    }

    /// The reconstructed card table of the default options, as the option `cards` takes it.
    #[classattr]
    #[allow(non_snake_case)]
    fn DEFAULT_TABLES(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let tables = PyDict::new(py);
        tables.set_item("cards", crate::to_python::to_python(py, &le_baron::cards::RECONSTRUCTED.all_heads())?)?;
        Ok(tables)
    }

    /// The card `player` chose face down this round, if any (hidden information).
    fn choice(&self, player: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        let seat = crate::game::seat_arg(player, self.game.player_count())?;
        Ok(self.game.choice(seat))
    }
}

#[pymethods]
impl PyView {
    /// The card this seat chose face down this round, if any.
    fn choice(&self) -> Option<u8> {
        self.view.choice()
    }
}

#[pymethods]
impl PyMove {
    /// `"choose"` (a card, face down), `"place"` (the card being resolved, on a row) or
    /// `"take"` (a row, when no row fits the card).
    #[getter]
    fn kind(&self) -> &'static str {
        match self.inner {
            Move::Choose(_) => "choose",
            Move::Place(_) => "place",
            Move::Take(_) => "take",
        }
    }

    /// The card to choose (1 to 110, for `"choose"`), else `None`.
    #[getter]
    fn card(&self) -> Option<u8> {
        match self.inner {
            Move::Choose(card) => Some(card),
            _ => None,
        }
    }

    /// The row to place on or to take (0 to 4), else `None`.
    #[getter]
    fn row(&self) -> Option<u8> {
        match self.inner {
            Move::Place(row) | Move::Take(row) => Some(row),
            Move::Choose(_) => None,
        }
    }
}

#[pymethods]
impl PyPlayerScore {
    /// A seat's score: its penalty heads, the heads left in its hand, its total.
    #[new]
    fn py_new(
        penalty_heads: &Bound<'_, PyAny>,
        held_heads: &Bound<'_, PyAny>,
        total: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let total = convert::int_arg(total, "total")?;
        let total = i32::try_from(total)
            .map_err(|_| pyo3::exceptions::PyValueError::new_err(format!("total {total} is out of range")))?;
        Ok(PyPlayerScore {
            inner: PlayerScore {
                penalty_heads: convert::u16_arg(penalty_heads, "penalty_heads")?,
                held_heads: convert::u16_arg(held_heads, "held_heads")?,
                total,
            },
        })
    }

    /// The heads of the seat's penalty pile.
    #[getter]
    fn penalty_heads(&self) -> u16 {
        self.inner.penalty_heads
    }

    /// The heads of the cards left in the seat's hand.
    #[getter]
    fn held_heads(&self) -> u16 {
        self.inner.held_heads
    }
}

/// Le Baron's module-level extras in the extension module: none (its extras are methods).
pub fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
