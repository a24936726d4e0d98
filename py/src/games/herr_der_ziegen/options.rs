//! Herr der Ziegen's keyword options: `start_player`, `milk_ones`, `grid_size`, `stables` (a
//! list of cells in turn order) and `removal` (a dict of counts), checked with the hints of the
//! defaults an option runs into.

use herr_der_ziegen::{Cell, Game, Options, Removal, SetupError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use super::cells;
use crate::convert;
use crate::errors::{self, Kind};

/// The names of the keyword options.
const NAMES: &str = "start_player, milk_ones, grid_size, stables, removal";

/// The options of a game of `players` players with the keyword options `kwargs`.
///
/// # Errors
/// `TypeError` for an unknown keyword or a value of the wrong type, `SetupError` for options
/// the game refuses, its message naming the default an option ran into.
pub fn from_keywords(players: &Bound<'_, PyAny>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Options> {
    let py = players.py();
    let players = convert::player_count::<Game>(players)?;
    let mut options = Options::new(players).map_err(|e| errors::error(py, Kind::Setup, &e))?;
    let (mut grid_given, mut stables_given, mut removal_given) = (false, false, false);
    // An option given as None keeps its default, as when it is left out.
    let given: Vec<_> = kwargs.map(|k| k.iter().filter(|(_, v)| !v.is_none()).collect()).unwrap_or_default();
    for (key, value) in &given {
        let key: String = key.extract()?;
        match key.as_str() {
            "start_player" => options.start_player = convert::setup_u8(value, "start_player")?,
            "milk_ones" => options.milk_ones = convert::setup_u8(value, "milk_ones")?,
            "grid_size" => {
                options.layout.grid_size = convert::setup_u8(value, "grid_size")?;
                grid_given = true;
            }
            "stables" => stables_given = true,
            "removal" => {
                options.removal = removal_arg(value, options.removal)?;
                removal_given = true;
            }
            _ => return Err(PyTypeError::new_err(format!("herr-der-ziegen has no option {key:?} (options: {NAMES})"))),
        }
    }
    // The stables are read once the grid size is known.
    if let Some((_, stables)) = given.iter().find(|(key, _)| key.extract::<String>().is_ok_and(|k| k == "stables")) {
        let size = options.layout.grid_size;
        options.layout.stables = stables
            .try_iter()
            .map_err(|_| PyTypeError::new_err("stables is a list of (row, col) cells"))?
            .map(|cell| stable_cell(&cell?, size))
            .collect::<PyResult<Vec<Cell>>>()?;
    }
    <Game as game_core::GameRules>::validate_options(&options).map_err(|e| {
        // Say which default the user's own option ran into.
        let hint = match e {
            SetupError::StableNotOnEdge { .. } | SetupError::StablesNotClockwise(_) if grid_given && !stables_given => {
                format!(
                    " (grid_size {} needs stables for it: the default stables of {players} players are for the {size}x{size} grid)",
                    options.layout.grid_size,
                    size = Options::new(players).map_or(7, |o| o.layout.grid_size)
                )
            }
            SetupError::Removal { .. } | SetupError::DeckTooSmall { .. } if !removal_given => {
                format!(" (the removal of the rules for {players} players; removal= changes it)")
            }
            _ => String::new(),
        };
        errors::raise(py, Kind::Setup, format!("{e}{hint}"), errors::reason_code(&e))
    })?;
    Ok(options)
}

/// A stable cell: coordinates outside the 7x7 index space, however large, are a setup error.
fn stable_cell(obj: &Bound<'_, PyAny>, size: u8) -> PyResult<Cell> {
    let (row, col) = cells::int_pair(obj, "a stable")?;
    cells::cell_at(&row, &col).ok_or_else(|| {
        errors::raise(
            obj.py(),
            Kind::Setup,
            format!("stable ({row},{col}) is not an edge cell of the {size}x{size} grid"),
            "stable_not_on_edge".into(),
        )
    })
}

/// `removal`: a dict with any of `kinds`, `dogs`, `milk_ones`, `milk_twos` over the rules'.
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
