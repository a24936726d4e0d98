//! Keyword options of every game: `Game(players, seed, **options)`, `simulate(..., **options)`.
//! The keywords are the fields of the game's options document; their values are checked against
//! the defaults' types here and judged by the game.

use game_core::GameRules;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyList, PyString, PyTuple};
use serde_json::Value;

use crate::convert;
use crate::errors::{self, Kind};

/// The options of a `G` game for `players` players with the keyword arguments `kwargs` set on
/// the fields of the game's serde `Options` (the keyword names are the JSON field names).
///
/// # Errors
/// `TypeError` for an unknown keyword or a value of the wrong type, `SetupError` for options the
/// game refuses (values out of range, inconsistent tables, ...).
pub fn from_keywords<G: GameRules>(
    players: &Bound<'_, PyAny>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<G::Options> {
    let py = players.py();
    let players = convert::player_count::<G>(players)?;
    let defaults = G::options_for(players).map_err(|e| errors::error(py, Kind::Setup, &e))?;
    let Some(kwargs) = kwargs.filter(|k| !k.is_empty()) else { return Ok(defaults) };
    let Ok(Value::Object(mut fields)) = serde_json::to_value(&defaults) else {
        unreachable!("a game's options serialize as a JSON object")
    };
    let mut given = Vec::new();
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
        // An option given as None keeps its default, as when it is left out (as in Herr der
        // Ziegen's options).
        if value.is_none() {
            continue;
        }
        let json = option_value(&value, &key, &fields[&key])?;
        fields.insert(key.clone(), json);
        given.push(key);
    }
    let options: G::Options = match serde_json::from_value(Value::Object(fields.clone())) {
        Ok(options) => options,
        Err(e) => return Err(refused::<G>(py, &fields, &given, &defaults, &e)),
    };
    G::validate_options(&options).map_err(|e| errors::error(py, Kind::Setup, &e))?;
    Ok(options)
}

/// The error for options that do not deserialize (`error`): a value of the wrong type (serde's
/// "invalid type") is a `TypeError` naming the option, found by trying each given option alone
/// over the defaults; anything else a `SetupError`.
fn refused<G: GameRules>(
    py: Python<'_>,
    fields: &serde_json::Map<String, Value>,
    given: &[String],
    defaults: &G::Options,
    error: &serde_json::Error,
) -> PyErr {
    let Ok(Value::Object(default_fields)) = serde_json::to_value(defaults) else {
        unreachable!("a game's options serialize as a JSON object")
    };
    for key in given {
        let mut alone = default_fields.clone();
        alone.insert(key.clone(), fields[key].clone());
        if let Err(e) = serde_json::from_value::<G::Options>(Value::Object(alone)) {
            let message = e.to_string();
            if message.starts_with("invalid type") {
                return PyTypeError::new_err(format!("option {key} has a value of the wrong type: {message}"));
            }
            return errors::raise(
                py,
                Kind::Setup,
                format!("option {key} does not set up a game: {message}"),
                "invalid_option".into(),
            );
        }
    }
    errors::raise(py, Kind::Setup, format!("the options do not set up a game: {error}"), "invalid_option".into())
}

/// A Python option value as JSON. Where the default is a number, a bool or a string, the value
/// must be of that type (`TypeError`); other values (tables, `None`) are judged by the game.
fn option_value(obj: &Bound<'_, PyAny>, key: &str, default: &Value) -> PyResult<Value> {
    let wrong =
        |expected: &str| PyTypeError::new_err(format!("option {key} is {expected}, not {}", convert::type_name(obj)));
    let is_bool = obj.is_instance_of::<PyBool>() || convert::is_numpy_bool(obj);
    match default {
        Value::Bool(_) if !is_bool => return Err(wrong("a bool")),
        Value::Number(_) if is_bool || !is_int(obj) => return Err(wrong("an int")),
        Value::String(_) if !obj.is_instance_of::<PyString>() => return Err(wrong("a str")),
        _ => {}
    }
    to_json(obj, key)
}

/// Whether `obj` is an integer that is not a bool: a Python int or a numpy integer (anything
/// with `__index__`).
fn is_int(obj: &Bound<'_, PyAny>) -> bool {
    !obj.is_instance_of::<PyBool>() && !convert::is_numpy_bool(obj) && convert::any_int(obj, "").is_ok()
}

/// Plain Python data (None, bool, int, float, str, lists, tuples, dicts with str keys) as JSON.
fn to_json(obj: &Bound<'_, PyAny>, key: &str) -> PyResult<Value> {
    if obj.is_none() {
        Ok(Value::Null)
    } else if let Ok(b) = obj.cast::<PyBool>() {
        Ok(Value::Bool(b.is_true()))
    } else if convert::is_numpy_bool(obj) {
        Ok(Value::Bool(obj.is_truthy()?))
    } else if is_int(obj) {
        // Python and numpy integers (numpy's convert through `__index__`).
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
