//! Ziegen Kriegen's typed extras: its round, hill, limit and tricks on `Game` and `PlayerView`,
//! its card tables, its `PlayerScore` (goats, tricks, over the limit, round scores) and its text
//! picture.

use game_core::GameRules;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use ziegen_kriegen::cards::{DEFAULT_GOAT_DECK, DEFAULT_HILL_DECK};
use ziegen_kriegen::options::MAX_ROUNDS;
use ziegen_kriegen::scoring::RoundScores;
use ziegen_kriegen::{text, Game, Move, PlayerScore, Public, Scores, Tables};

use crate::classes::ziegen_kriegen::{PyGame, PyMove, PyPlayerScore, PySpectatorView, PyView};
use crate::convert;
use crate::game::public;
use crate::python_rules::PythonRules;
use crate::text::{game_picture, view_headline};

impl PythonRules for Game {
    const PY_MODULE: &'static str = "herr_der_ziegen.ziegen_kriegen";
    const RENDERER: &'static str = "herr_der_ziegen._render_ziegen_kriegen";

    fn score_details<'py>(py: Python<'py>, scores: &Scores) -> PyResult<Bound<'py, PyDict>> {
        let details = PyDict::new(py);
        details.set_item("rounds", scores.rounds)?;
        details.set_item("rounds_scored", scores.rounds_scored)?;
        details.set_item("limit", scores.limit)?;
        details.set_item("limit_fixed", scores.limit_fixed)?;
        Ok(details)
    }

    fn game_text(_obj: &Bound<'_, PyAny>, game: &Game) -> PyResult<String> {
        let hands = (0..game.player_count()).map(|seat| {
            game.hand(seat).iter().map(|c| format!("{c}({})", game.heads(c))).collect::<Vec<_>>().join(" ")
        });
        let table = text::render_view(&game.view(game.current_player().unwrap_or(0)));
        Ok(game_picture(game, &table, hands))
    }

    fn view_text(_obj: &Bound<'_, PyAny>, view: &ziegen_kriegen::PlayerView) -> PyResult<String> {
        Ok(format!("{}\n{}", view_headline::<Game>(view), text::render_view(view)))
    }
}

/// The queries of the public part, the same on `Game` and `PlayerView` (both read `Public`).
macro_rules! public_queries {
    ($class:ty, $field:ident) => {
        #[pymethods]
        impl $class {
            /// The round being played, from 0.
            #[getter]
            fn round(&self) -> u8 {
                public::<Public, _>(&self.$field).round()
            }

            /// The number of rounds of the game (1, or the number of players for the variant).
            #[getter]
            fn rounds(&self) -> u8 {
                public::<Public, _>(&self.$field).rounds()
            }

            /// The goat limit of the round, once the four hill cards are laid; else `None`.
            #[getter]
            fn limit(&self) -> Option<u8> {
                public::<Public, _>(&self.$field).limit()
            }

            /// The hill cards laid this round with the numbers chosen, `(card, chosen)`.
            fn hill(&self) -> Vec<(u8, u8)> {
                public::<Public, _>(&self.$field).hill().iter().map(|laid| (laid.card, laid.chosen)).collect()
            }

            /// The cards of the trick on the table, in the order played.
            fn current_trick(&self) -> Vec<u16> {
                // u16: a Vec<u8> would become bytes.
                public::<Public, _>(&self.$field).current_trick().iter().map(|&c| u16::from(c)).collect()
            }

            /// The tricks `player` took this round.
            fn tricks_taken(&self, player: &Bound<'_, PyAny>) -> PyResult<u8> {
                let public = public::<Public, _>(&self.$field);
                Ok(public.tricks_taken(crate::game::seat_arg(player, public.players())?))
            }

            /// The goat heads in the tricks `player` took this round.
            fn goats(&self, player: &Bound<'_, PyAny>) -> PyResult<u8> {
                let public = public::<Public, _>(&self.$field);
                Ok(public.goats(crate::game::seat_arg(player, public.players())?))
            }

            /// The number of cards in `player`'s hand.
            fn hand_size(&self, player: &Bound<'_, PyAny>) -> PyResult<usize> {
                let public = public::<Public, _>(&self.$field);
                Ok(public.hand_size(crate::game::seat_arg(player, public.players())?))
            }

            /// The goat heads of goat card `card` (1 to 50) in this game's table.
            fn card_heads(&self, card: &Bound<'_, PyAny>) -> PyResult<u8> {
                let value = convert::int_arg(card, "a card")?;
                let n = u8::try_from(value)
                    .ok()
                    .filter(|n| (1..=ziegen_kriegen::NUM_GOATS as u8).contains(n))
                    .ok_or_else(|| {
                        pyo3::exceptions::PyValueError::new_err(format!(
                            "no goat card {value}: cards are 1 to {}",
                            ziegen_kriegen::NUM_GOATS
                        ))
                    })?;
                Ok(public::<Public, _>(&self.$field).heads(n))
            }
        }
    };
}

public_queries!(PyGame, game);
public_queries!(PyView, view);
public_queries!(PySpectatorView, view);

#[pymethods]
impl PyGame {
    /// The ids of the default card tables, by option name (reconstructed: no public source lists
    /// the printed cards).
    #[classattr]
    #[allow(non_snake_case)]
    fn DECK_IDS(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let ids = PyDict::new(py);
        ids.set_item("goat_deck", DEFAULT_GOAT_DECK)?;
        ids.set_item("hill_deck", DEFAULT_HILL_DECK)?;
        Ok(ids)
    }

    /// The reconstructed card tables of the default options, by the option that replaces them.
    #[classattr]
    #[allow(non_snake_case)]
    fn DEFAULT_TABLES(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let reconstructed = Tables::reconstructed();
        let tables = PyDict::new(py);
        tables.set_item("goat_heads", crate::to_python::to_python(py, &reconstructed.heads[1..])?)?;
        let pairs = reconstructed.hills.map(|h| [h.low, h.high]);
        tables.set_item("hill_pairs", crate::to_python::to_python(py, &pairs)?)?;
        Ok(tables)
    }
}

#[pymethods]
impl PyMove {
    /// `"play"`, `"choose_low"` or `"choose_high"` (the lower or the higher number of the
    /// revealed hill card).
    #[getter]
    fn kind(&self) -> &'static str {
        match self.inner {
            Move::Play(_) => "play",
            Move::ChooseLow => "choose_low",
            Move::ChooseHigh => "choose_high",
        }
    }

    /// The goat card to play (1 to 50, for `"play"`), else `None`.
    #[getter]
    fn card(&self) -> Option<u8> {
        match self.inner {
            Move::Play(card) => Some(card),
            _ => None,
        }
    }
}

#[pymethods]
impl PyPlayerScore {
    /// A seat's score: goats taken, tricks taken, whether it went over the limit, the score of
    /// each finished round (at most six) and the total.
    #[new]
    fn py_new(
        goats: &Bound<'_, PyAny>,
        tricks: &Bound<'_, PyAny>,
        over: bool,
        round_scores: Vec<Bound<'_, PyAny>>,
        total: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        if round_scores.len() > MAX_ROUNDS {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "{} round scores: a game has at most {MAX_ROUNDS} rounds",
                round_scores.len()
            )));
        }
        let rounds =
            round_scores.iter().map(|score| convert::u8_arg(score, "a round score")).collect::<PyResult<Vec<u8>>>()?;
        let rounds = RoundScores::new(&rounds).expect("checked: at most MAX_ROUNDS");
        let total = convert::u16_arg(total, "total")?;
        Ok(PyPlayerScore {
            inner: PlayerScore {
                goats: convert::u8_arg(goats, "goats")?,
                tricks: convert::u8_arg(tricks, "tricks")?,
                over,
                round_scores: rounds,
                total,
            },
        })
    }

    /// The goat heads the seat took this round.
    #[getter]
    fn goats(&self) -> u8 {
        self.inner.goats
    }

    /// The tricks the seat took this round.
    #[getter]
    fn tricks(&self) -> u8 {
        self.inner.tricks
    }

    /// Whether the seat went over the limit this round.
    #[getter]
    fn over(&self) -> bool {
        self.inner.over
    }

    /// The seat's score of each finished round, one entry per round played (none before the
    /// first round ends).
    #[getter]
    fn round_scores(&self) -> Vec<u16> {
        self.inner.round_scores.iter().map(|&s| u16::from(s)).collect()
    }
}

/// Ziegen Kriegen's module-level extras in the extension module: none (its extras are methods).
pub fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
