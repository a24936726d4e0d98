//! The logic of every game's `Game` and `PlayerView` classes, written once over
//! [`PythonRules`]: the classes stamped in `classes.rs` are thin shells around these functions.

use game_core::{GamePhase, GameRules, GameView};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::convert;
use crate::errors::{self, Kind};
use crate::python_rules::PythonRules;

/// The public part `P` of a game or a view that dereferences to it (every game's `Game` and
/// `PlayerView` do), for the queries the two classes share.
pub fn public<P, T: std::ops::Deref<Target = P>>(of: &T) -> &P {
    of
}

/// The seat `player` of a game of `players` players: `TypeError` for a non-int or a bool,
/// `ValueError` for an int that is no seat.
pub fn seat_arg(player: &Bound<'_, PyAny>, players: u8) -> PyResult<u8> {
    convert::seat(convert::int_arg(player, "player")?, players)
}

/// Plays `mv` in `game` for the seat to decide, or for `player` if given (refused with
/// `not_your_turn` unless that seat decides), and returns the events. A refused move leaves the
/// game unchanged.
pub fn apply<G: GameRules>(py: Python<'_>, game: &mut G, mv: G::Move, player: Option<u8>) -> PyResult<Vec<G::Event>> {
    let result = match player {
        Some(seat) => game.apply_for(seat, mv).map(|events| events.into_iter().collect()),
        None => {
            let mut events = Vec::new();
            game.apply_with(mv, &mut events).map(|()| events)
        }
    };
    result.map_err(|e| errors::error(py, Kind::IllegalMove, &e))
}

/// A game loaded from the JSON text `obj` (`InvalidStateError` for a document that is not a
/// state of `G`, a lone surrogate included; `TypeError` for a non-str).
pub fn game_from_json<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<G> {
    let text = convert::document_text(obj)?;
    obj.py().detach(|| G::from_json(&text)).map_err(|e| errors::error(obj.py(), Kind::InvalidState, &e))
}

/// A view loaded from the JSON text `obj`, as [`game_from_json`].
pub fn view_from_json<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<G::View> {
    let text = convert::document_text(obj)?;
    obj.py().detach(|| G::View::from_json(&text)).map_err(|e| errors::error(obj.py(), Kind::InvalidState, &e))
}

/// A spectator's view loaded from the JSON text `obj`, as [`game_from_json`].
pub fn spectator_view_from_json<G: GameRules>(obj: &Bound<'_, PyAny>) -> PyResult<game_core::SpectatorView<G>> {
    let text = convert::document_text(obj)?;
    obj.py()
        .detach(|| game_core::SpectatorView::<G>::from_json(&text))
        .map_err(|e| errors::error(obj.py(), Kind::InvalidState, &e))
}

/// The events `events` of a move, kept in the game's fixed-capacity list for `events_for`.
pub fn kept_events<G: GameRules>(events: &[G::Event]) -> G::Events {
    let mut kept = G::Events::default();
    for event in events {
        game_core::EventSink::push(&mut kept, event.clone());
    }
    kept
}

/// JSON text as plain Python data (`json.loads`).
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

/// `view`'s document split into its public and private parts ([`GameView::split`]), as two
/// dicts in the document's order (`to_dict()`'s), nested fields included.
pub fn split<'py, G: GameRules>(py: Python<'py>, view: &G::View) -> PyResult<(Bound<'py, PyDict>, Bound<'py, PyDict>)> {
    let parts = view.split();
    let (public, private) = (PyDict::new(py), PyDict::new(py));
    // The parts are JSON maps ordered by key: the document's order comes from its text, and a
    // field a part holds as the document does is taken from the document itself (the others are
    // read as `to_dict()` reads the document: arrays become lists).
    let document = loads(py, view.to_json())?.cast_into::<PyDict>()?;
    for (name, field) in document.iter() {
        let key: String = name.extract()?;
        // A field may be in both parts (Herr der Ziegen's hands: their public cards and sizes,
        // and the cards only this seat knows).
        for (part, into) in [(&parts.public, &public), (&parts.private, &private)] {
            if let Some(value) = part.get(&key) {
                let value = loads(py, value.to_string())?;
                into.set_item(&name, if value.eq(&field)? { field.clone() } else { value })?;
            }
        }
    }
    Ok((public, private))
}

/// A full game consistent with `view`, drawn from `seed` (0 to 2**64 - 1).
pub fn determinize<G: GameRules>(view: &G::View, seed: &Bound<'_, PyAny>) -> PyResult<G> {
    let seed = convert::u64_arg(seed, "the seed")?;
    Ok(view.determinize(seed))
}

/// The observation tensor of `view`, a numpy float32 array.
pub fn observation<'py, G: GameRules>(py: Python<'py>, view: &G::View) -> PyResult<Bound<'py, PyAny>> {
    let mut out = vec![0f32; G::OBSERVATION_SIZE];
    view.observation(&mut out);
    convert::f32_array(py, &out)
}

/// The sections of `G`'s observation tensor in order: `(name, offset, rows, cols)`.
pub fn observation_sections<G: GameRules>() -> Vec<(&'static str, usize, usize, usize)> {
    let mut offset = 0;
    G::OBSERVATION_SECTIONS
        .table()
        .iter()
        .map(|&(name, rows, cols)| {
            let section = (name, offset, rows, cols);
            offset += rows * cols;
            section
        })
        .collect()
}

/// The name of the phase `phase`, as the JSON documents write it.
pub fn phase_name<G: GameRules>(phase: G::Phase) -> &'static str {
    phase.name()
}

/// The SVG picture of a game or view, drawn by the game's renderer (a Python module with
/// `svg(obj)`).
pub fn svg<G: PythonRules>(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    obj.py().import(G::RENDERER)?.getattr("svg")?.call1((obj,))?.extract()
}

/// `repr(game)`: the players, the turn and who decides, or the totals once over.
pub fn game_repr<G: GameRules>(game: &G) -> String {
    let players = game.player_count();
    match game.current_player() {
        Some(p) => {
            format!("<Game {players} players, turn {}, player {p} to choose {}>", game.turn(), game.phase().name())
        }
        None => format!("<Game {players} players, over after {} turns, totals {:?}>", game.turn(), {
            game.outcome().per_player().to_vec()
        }),
    }
}

/// `repr(view)`: the seat, the players, the turn and the phase.
pub fn view_repr<G: GameRules>(view: &G::View) -> String {
    format!(
        "<PlayerView of player {} ({} players, turn {}, phase {})>",
        view.seat(),
        view.player_count(),
        view.turn(),
        view.phase().name()
    )
}

/// The most decisions a game of `players` players with the keyword options `kwargs` can take.
pub fn max_game_length<G: PythonRules>(
    players: &Bound<'_, PyAny>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<u32> {
    Ok(G::max_game_length(&G::options(players, kwargs)?))
}
