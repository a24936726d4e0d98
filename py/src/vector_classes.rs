//! The pyclass `{Game}VectorCore` of every game, stamped from the registry over the generic
//! core of `vector_env.rs` (a pyclass cannot be generic): the Rust half of the Gymnasium
//! environments of `herr_der_ziegen._vector` and `herr_der_ziegen.gym`.

/// Stamps the pyclass `VectorCore` of the game `$game` (registered as `{Game}VectorCore`), whose
/// Python classes are in `crate::classes::$module`.
macro_rules! vector_core_class {
    ($camel:ident, $module:ident, $game:path) => {
        use numpy::PyArrayMethods;
        use pyo3::prelude::*;
        use pyo3::types::PyDict;

        use $crate::vector_env::{self as vector, VectorCore};

        type Core = $game;

        /// The Rust half of the Gymnasium environments (`herr_der_ziegen._vector` and
        /// `herr_der_ziegen.gym` are the other): `num_envs` games stepped at once, writing into
        /// the numpy arrays given to `bind`.
        #[pyclass(name = "VectorCore", module = "herr_der_ziegen._core")]
        pub struct PyVectorCore {
            // In a mutex only to make the class `Sync` (the bots are `Send` only); it is
            // reached through `&mut self` (`Mutex::get_mut`), never locked.
            core: Option<std::sync::Mutex<VectorCore<Core>>>,
            buffers: Option<vector::Buffers>,
            started: bool,
        }

        #[pymethods]
        impl PyVectorCore {
            #[new]
            #[pyo3(signature = (players, num_envs, opponents, seat, reward, illegal_action, max_moves, self_play, **options))]
            #[allow(clippy::too_many_arguments)]
            fn py_new(
                players: &Bound<'_, PyAny>,
                num_envs: &Bound<'_, PyAny>,
                opponents: Vec<String>,
                seat: Option<u8>,
                reward: &str,
                illegal_action: &str,
                max_moves: Option<u32>,
                self_play: bool,
                options: Option<&Bound<'_, PyDict>>,
            ) -> PyResult<PyVectorCore> {
                let core = vector::new_core::<Core>(
                    players,
                    num_envs,
                    opponents,
                    seat,
                    reward,
                    illegal_action,
                    max_moves,
                    self_play,
                    options,
                )?;
                Ok(PyVectorCore { core: Some(std::sync::Mutex::new(core)), buffers: None, started: false })
            }

            /// The arrays every call writes into: observation (float32), action mask (int8),
            /// reward (float64, or float32 per seat in self-play), terminated, truncated and
            /// illegal (bool arrays as uint8 views) and seat (int64).
            #[allow(clippy::too_many_arguments)]
            fn bind(
                &mut self,
                observation: &Bound<'_, PyAny>,
                action_mask: &Bound<'_, PyAny>,
                reward: &Bound<'_, PyAny>,
                terminated: &Bound<'_, PyAny>,
                truncated: &Bound<'_, PyAny>,
                illegal: &Bound<'_, PyAny>,
                seat: &Bound<'_, PyAny>,
            ) -> PyResult<()> {
                let core = self.core.as_mut().ok_or_else(|| vector::not_ready("the environment is closed"))?;
                let core = core.get_mut().unwrap_or_else(|p| p.into_inner());
                self.buffers =
                    Some(core.buffers(observation, action_mask, reward, terminated, truncated, illegal, seat)?);
                Ok(())
            }

            /// Resets every sub-environment: `resets` holds one `(env, game seed or None, seed of
            /// a new generator or None)` per sub-environment, in order.
            fn reset(&mut self, py: Python<'_>, resets: Vec<vector::ResetArg>) -> PyResult<()> {
                let (core, buffers) = self.parts()?;
                let resets = vector::resets_in_order(core.len(), resets)?;
                core.reset(py, resets, buffers)?;
                self.started = true;
                Ok(())
            }

            /// Steps every sub-environment with its action from `actions` (int64, one per
            /// sub-environment; a game that ended at the last step starts anew instead), then
            /// writes the arrays; returns whether any game ended and whether any action was
            /// illegal.
            fn step(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>) -> PyResult<(bool, bool)> {
                if !self.started {
                    return Err(vector::not_ready("no game has started: call reset() first"));
                }
                // Copied (a few kB): the actions may be one of the bound arrays, the seats.
                let actions = actions
                    .cast::<numpy::PyArray1<i64>>()
                    .map_err(|_| pyo3::exceptions::PyTypeError::new_err("actions: a numpy array of int64 is needed"))?
                    .to_vec()?;
                let (core, buffers) = self.parts()?;
                core.step(py, &actions, buffers)
            }

            /// A copy of sub-environment `env`'s game as it stands, with its seed, options and
            /// the moves played since its setup (`history()`, `replay()`, ...). `IndexError`
            /// for no such sub-environment, `RuntimeError` once closed.
            fn game(&mut self, env: usize) -> PyResult<$crate::classes::$module::PyGame> {
                let core = self.core.as_mut().ok_or_else(|| vector::not_ready("the environment is closed"))?;
                let core = core.get_mut().unwrap_or_else(|p| p.into_inner());
                let (game, seed, played) = core.game(env).ok_or_else(|| {
                    pyo3::exceptions::PyIndexError::new_err(format!("no env {env} among {}", core.len()))
                })?;
                let start = <Core as game_core::GameRules>::with_options(core.options(), seed)
                    .expect("options checked when the environment was made");
                let mut history = $crate::history::History::seeded(&start, core.options().clone(), seed);
                for &action in played {
                    history.push(action);
                }
                Ok($crate::classes::$module::PyGame::with_history(game.clone(), history))
            }

            /// Sub-environment `env`'s bots at the last reset, by seat: `(name, seed)`, or `None`
            /// at the learner's seat. `IndexError` for no such sub-environment, `RuntimeError`
            /// once closed.
            fn bots(&mut self, env: usize) -> PyResult<Vec<Option<(String, u64)>>> {
                let core = self.core.as_mut().ok_or_else(|| vector::not_ready("the environment is closed"))?;
                let core = core.get_mut().unwrap_or_else(|p| p.into_inner());
                let n = core.len();
                let bots = core
                    .bots(env)
                    .ok_or_else(|| pyo3::exceptions::PyIndexError::new_err(format!("no env {env} among {n}")))?;
                Ok(bots.into_iter().map(|bot| bot.map(|(name, seed)| (name.to_string(), seed))).collect())
            }

            /// Frees the games; any later call raises `RuntimeError`.
            fn close(&mut self) {
                self.core = None;
                self.buffers = None;
            }
        }

        impl PyVectorCore {
            /// The core and its arrays, or `RuntimeError` once closed or before `bind`.
            fn parts(&mut self) -> PyResult<(&mut VectorCore<Core>, &vector::Buffers)> {
                match (self.core.as_mut(), self.buffers.as_ref()) {
                    (Some(core), Some(buffers)) => Ok((core.get_mut().unwrap_or_else(|p| p.into_inner()), buffers)),
                    (None, _) => Err(vector::not_ready("the environment is closed")),
                    (_, None) => Err(vector::not_ready("no arrays bound: call bind() first")),
                }
            }
        }

        /// Adds the class to the extension module as `{Game}VectorCore`.
        pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
            let object = m.py().get_type::<PyVectorCore>();
            let name = concat!(stringify!($camel), "VectorCore");
            object.setattr("__name__", name)?;
            object.setattr("__qualname__", name)?;
            m.add(name, object)
        }
    };
}

/// Stamps `vector_core_class!` for every game of the registry, each in a module named after it.
macro_rules! stamp_vector_cores {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        $(
            #[doc = concat!("The vector environment core of ", $title, ".")]
            pub mod $module {
                vector_core_class!($camel, $module, $game);
            }
        )*
    };
}

game_registry::for_each_game!(stamp_vector_cores);
