//! The native vector environments of every game: `num_envs` games stepped by one call, with the
//! GIL released and the games spread over rayon's threads in chunks. Written once over
//! [`GameRules`] ([`VectorCore`]) and stamped per game as the pyclass `{Game}VectorCore`, which
//! the Python classes of `herr_der_ziegen._vector` drive: Python keeps each sub-environment's
//! random generator (so that seats and bot seeds are drawn exactly as the single-seat
//! environment draws them) and hands the drawn seeds here at every (auto)reset.
//!
//! Two modes share the core: the learner at one seat against the engine's bots (the Gymnasium
//! vector environment), or self-play, where the caller plays every seat.
//!
//! The crate forbids `unsafe`, and numpy's memory can only be written through a raw pointer, so
//! the worker threads write into Rust-owned rows and the results are then copied into numpy
//! arrays allocated once by Python, with `PyBuffer::copy_from_slice` (one `memcpy` per array,
//! GIL held). That copy is the price of writing no unsafe code; it is measured in
//! `docs/performance.md`.

use game_core::bots::{self, Bot};
use game_core::{GameRules, GameView};
use pyo3::buffer::PyBuffer;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::errors::{self, Kind};

/// How a finished game is rewarded.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RewardMode {
    /// +1 for a winner (a shared win too), -1 otherwise.
    Win,
    /// The seat's final total with the sign that makes higher better
    /// ([`game_core::Outcome::utility`]): Le Baron's penalty heads count negative.
    Score,
}

impl RewardMode {
    /// The mode called `name` (`"win"` or `"score"`).
    ///
    /// # Errors
    /// `ValueError` for another name.
    pub fn parse(name: &str) -> PyResult<RewardMode> {
        match name {
            "win" => Ok(RewardMode::Win),
            "score" => Ok(RewardMode::Score),
            other => Err(PyValueError::new_err(format!("reward is 'win' or 'score', not {other:?}"))),
        }
    }
}

/// What the environment does with an illegal action.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum IllegalPolicy {
    /// Raise `IllegalMoveError` before any game is stepped.
    Raise,
    /// End that game (terminated) with reward -1, its state unchanged.
    Penalty,
}

impl IllegalPolicy {
    /// The policy called `name`: `"raise"`, or `"penalty"` and its alias `"terminate"`.
    ///
    /// # Errors
    /// `ValueError` for another name.
    pub fn parse(name: &str) -> PyResult<IllegalPolicy> {
        match name {
            "raise" => Ok(IllegalPolicy::Raise),
            "penalty" | "terminate" => Ok(IllegalPolicy::Penalty),
            other => Err(PyValueError::new_err(format!(
                "illegal_action is 'penalty' (alias 'terminate') or 'raise', not {other:?}"
            ))),
        }
    }
}

/// The fixed settings of a vector environment.
pub struct Settings<G: GameRules> {
    /// The options of every game.
    pub options: G::Options,
    /// The number of players.
    pub players: u8,
    /// The bot names of the learner's opponents, in seat order (empty in self-play).
    pub opponents: Vec<String>,
    /// How finished games are rewarded.
    pub reward: RewardMode,
    /// What an illegal action does.
    pub illegal: IllegalPolicy,
    /// Truncate after this many actions of the caller in one game.
    pub max_moves: Option<u32>,
    /// Whether the caller plays every seat.
    pub self_play: bool,
}

/// How one game starts: drawn in Python from the sub-environment's generator.
pub struct Reset {
    /// The game's seed.
    pub seed: u64,
    /// The learner's seat (ignored in self-play).
    pub seat: u8,
    /// One seed per bot, the bots in seat order (none in self-play).
    pub bot_seeds: Vec<u64>,
}

/// One sub-environment: a game, the learner's seat and the bots of the other seats.
struct Slot<G: GameRules> {
    game: G,
    /// The learner's seat; in self-play the seat whose view is shown (the deciding one, or the
    /// last to decide once the game is over).
    seat: u8,
    /// The bot of every seat but the learner's.
    bots: Vec<Option<Box<dyn Bot<G> + Send>>>,
    /// The caller's actions in this game.
    moves: u32,
}

/// What one step reported for one sub-environment besides its rows.
#[derive(Clone, Copy, Default)]
struct Status {
    terminated: bool,
    truncated: bool,
    illegal: bool,
    /// The learner's seat, or in self-play the deciding seat (-1 once the game is over).
    seat: i64,
}

/// The games of a vector environment and the rows they last wrote.
pub struct VectorCore<G: GameRules> {
    settings: Settings<G>,
    slots: Vec<Slot<G>>,
    observation: Vec<f32>,
    mask: Vec<i8>,
    /// One reward per game, or one per seat of every game in self-play.
    reward: Vec<f64>,
    status: Vec<Status>,
}

/// The rows of consecutive sub-environments, handed to one thread.
struct Rows<'a, G: GameRules> {
    slots: &'a mut [Slot<G>],
    observation: &'a mut [f32],
    mask: &'a mut [i8],
    reward: &'a mut [f64],
    status: &'a mut [Status],
    actions: &'a [i64],
    resets: &'a [Option<Reset>],
}

/// The numpy arrays a vector environment writes into, allocated once by Python: bool arrays
/// are given as `uint8` views (pyo3 has no buffer element for bool).
pub struct Buffers {
    /// float32 (num_envs, OBSERVATION_SIZE).
    pub observation: PyBuffer<f32>,
    /// int8 (num_envs, NUM_ACTIONS).
    pub mask: PyBuffer<i8>,
    /// float64 (num_envs,) or, in self-play, float32 (num_envs, players).
    pub reward: RewardBuffer,
    /// bool (num_envs,).
    pub terminated: PyBuffer<u8>,
    /// bool (num_envs,).
    pub truncated: PyBuffer<u8>,
    /// bool (num_envs,).
    pub illegal: PyBuffer<u8>,
    /// int64 (num_envs,).
    pub seat: PyBuffer<i64>,
}

/// The reward array: float64 for the Gymnasium vector environment (as Gymnasium's own),
/// float32 for self-play.
pub enum RewardBuffer {
    /// One float64 per game.
    F64(PyBuffer<f64>),
    /// One float32 per seat of every game.
    F32(PyBuffer<f32>),
}

impl<G: GameRules> VectorCore<G> {
    /// `num_envs` sub-environments, not yet reset.
    ///
    /// # Errors
    /// `ValueError` for no sub-environment, an unknown bot or a wrong number of them.
    pub fn new(py: Python<'_>, settings: Settings<G>, num_envs: usize) -> PyResult<VectorCore<G>> {
        if num_envs < 1 {
            return Err(PyValueError::new_err(format!("num_envs is at least 1, not {num_envs}")));
        }
        let bots_wanted = if settings.self_play { 0 } else { usize::from(settings.players) - 1 };
        if settings.opponents.len() != bots_wanted {
            return Err(PyValueError::new_err(format!(
                "opponents: {bots_wanted} bot names expected, not {}",
                settings.opponents.len()
            )));
        }
        for name in &settings.opponents {
            bots::named::<G>(name, 0).map_err(|e| PyValueError::new_err(format!("opponents: {e}")))?;
        }
        let game = G::with_options(&settings.options, 0).map_err(|e| errors::error(py, Kind::Setup, &e))?;
        let width = if settings.self_play { usize::from(settings.players) } else { 1 };
        let slots = (0..num_envs).map(|_| Slot { game: game.clone(), seat: 0, bots: Vec::new(), moves: 0 }).collect();
        Ok(VectorCore {
            settings,
            slots,
            observation: vec![0.0; num_envs * G::OBSERVATION_SIZE],
            mask: vec![0; num_envs * G::NUM_ACTIONS],
            reward: vec![0.0; num_envs * width],
            status: vec![Status::default(); num_envs],
        })
    }

    /// The number of sub-environments.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Resets the sub-environments of `resets` (by index) and steps every other one with its
    /// action from `actions`, with the GIL released; with `IllegalPolicy::Raise`, an illegal
    /// action raises before any game moves.
    ///
    /// # Errors
    /// `ValueError` for a wrong number of actions or an action id out of range,
    /// `IllegalMoveError` naming the first sub-environment with an illegal action.
    pub fn step(&mut self, py: Python<'_>, actions: &[i64], resets: Vec<Option<Reset>>) -> PyResult<()> {
        let n = self.len();
        if actions.len() != n || resets.len() != n {
            return Err(PyValueError::new_err(format!("actions: one per environment ({n}), not {}", actions.len())));
        }
        if let Some(i) = actions.iter().position(|&a| !(0..G::NUM_ACTIONS as i64).contains(&a)) {
            return Err(PyValueError::new_err(format!(
                "actions[{i}] = {} is not an action id (0 to {})",
                actions[i],
                G::NUM_ACTIONS - 1
            )));
        }
        if self.settings.illegal == IllegalPolicy::Raise {
            // The games alone cross the threads: the bots beside them are not `Sync`.
            let games: Vec<&G> = self.slots.iter().map(|slot| &slot.game).collect();
            // Checked in parallel, the first refusal by index reported: `Some(error)` for a
            // move the game refuses, `None` for an id that names no move of this game.
            let refused = py.detach(|| {
                (0..n).into_par_iter().find_map_first(|i| {
                    if resets[i].is_some() {
                        return None;
                    }
                    match G::move_from_action_id(actions[i] as u16) {
                        Some(mv) => games[i].check(mv).err().map(|e| (i, Some(e))),
                        None => Some((i, None)),
                    }
                })
            });
            if let Some((i, err)) = refused {
                let action = actions[i];
                return Err(match err {
                    Some(err) => errors::raise(
                        py,
                        Kind::IllegalMove,
                        format!("env {i}: action {action} is illegal: {err}"),
                        errors::reason_of(&format!("{err:?}")),
                    ),
                    None => errors::raise(
                        py,
                        Kind::IllegalMove,
                        format!("env {i}: action {action} is not an action id of {}", G::TITLE),
                        "unknown_action".into(),
                    ),
                });
            }
        }
        let (settings, chunks) = self.rows(actions, &resets);
        py.detach(|| {
            if chunks.len() == 1 {
                // One chunk: no thread hand-off for small environments.
                chunks.into_iter().for_each(|rows| rows.run(settings));
            } else {
                chunks.into_par_iter().for_each(|rows| rows.run(settings));
            }
        });
        Ok(())
    }

    /// The rows of every sub-environment cut into chunks for the threads: a few chunks per
    /// thread, so that a thread whose games run long does not hold up the others.
    fn rows<'a>(&'a mut self, actions: &'a [i64], resets: &'a [Option<Reset>]) -> (&'a Settings<G>, Vec<Rows<'a, G>>) {
        let n = self.slots.len();
        let threads = rayon::current_num_threads().max(1);
        // At least 16 games a chunk: handing a chunk to a thread costs a few microseconds.
        let size = n.div_ceil(threads * 4).max(16);
        let width = self.reward.len() / n;
        let mut chunks = Vec::with_capacity(n.div_ceil(size));
        let mut rest = (
            &mut self.slots[..],
            &mut self.observation[..],
            &mut self.mask[..],
            &mut self.reward[..],
            &mut self.status[..],
            actions,
            resets,
        );
        while !rest.0.is_empty() {
            let k = size.min(rest.0.len());
            let (slots, s) = std::mem::take(&mut rest.0).split_at_mut(k);
            let (observation, o) = std::mem::take(&mut rest.1).split_at_mut(k * G::OBSERVATION_SIZE);
            let (mask, m) = std::mem::take(&mut rest.2).split_at_mut(k * G::NUM_ACTIONS);
            let (reward, r) = std::mem::take(&mut rest.3).split_at_mut(k * width);
            let (status, t) = std::mem::take(&mut rest.4).split_at_mut(k);
            let (a, a_rest) = rest.5.split_at(k);
            let (z, z_rest) = rest.6.split_at(k);
            chunks.push(Rows { slots, observation, mask, reward, status, actions: a, resets: z });
            rest = (s, o, m, r, t, a_rest, z_rest);
        }
        (&self.settings, chunks)
    }

    /// Copies the rows into the numpy arrays of `buffers` (GIL held), and says whether any
    /// game ended (terminated or truncated) and whether any action was illegal: Python then
    /// skips two array reductions on most steps.
    ///
    /// # Errors
    /// `ValueError` if an array has the wrong size or is read-only.
    pub fn publish(&self, py: Python<'_>, buffers: &Buffers) -> PyResult<(bool, bool)> {
        buffers.observation.copy_from_slice(py, &self.observation)?;
        buffers.mask.copy_from_slice(py, &self.mask)?;
        match &buffers.reward {
            RewardBuffer::F64(reward) => reward.copy_from_slice(py, &self.reward)?,
            RewardBuffer::F32(reward) => {
                let values: Vec<f32> = self.reward.iter().map(|&r| r as f32).collect();
                reward.copy_from_slice(py, &values)?;
            }
        }
        let flags = |f: fn(&Status) -> bool| self.status.iter().map(|s| u8::from(f(s))).collect::<Vec<u8>>();
        buffers.terminated.copy_from_slice(py, &flags(|s| s.terminated))?;
        buffers.truncated.copy_from_slice(py, &flags(|s| s.truncated))?;
        buffers.illegal.copy_from_slice(py, &flags(|s| s.illegal))?;
        let seats: Vec<i64> = self.status.iter().map(|s| s.seat).collect();
        buffers.seat.copy_from_slice(py, &seats)?;
        let ended = self.status.iter().any(|s| s.terminated || s.truncated);
        Ok((ended, self.status.iter().any(|s| s.illegal)))
    }
}

impl<G: GameRules> Rows<'_, G> {
    /// Steps (or resets) every sub-environment of the chunk and writes its rows.
    fn run(self, settings: &Settings<G>) {
        let width = self.reward.len() / self.slots.len();
        let rows = self
            .slots
            .iter_mut()
            .zip(self.observation.chunks_exact_mut(G::OBSERVATION_SIZE))
            .zip(self.mask.chunks_exact_mut(G::NUM_ACTIONS))
            .zip(self.reward.chunks_exact_mut(width))
            .zip(self.status.iter_mut())
            .zip(self.actions.iter().zip(self.resets));
        for (((((slot, observation), mask), reward), status), (&action, reset)) in rows {
            reward.fill(0.0);
            *status = Status::default();
            match reset {
                Some(reset) => slot.reset(settings, reset),
                None => slot.step(settings, action, reward, status),
            }
            slot.write(settings, observation, mask, status);
        }
    }
}

impl<G: GameRules> Slot<G> {
    /// Starts the game `reset` describes and lets the bots play up to the learner's decision.
    fn reset(&mut self, settings: &Settings<G>, reset: &Reset) {
        self.game =
            G::with_options(&settings.options, reset.seed).expect("options checked when the environment was made");
        self.moves = 0;
        self.bots.clear();
        if settings.self_play {
            self.seat = self.game.current_player().unwrap_or(0);
            return;
        }
        self.seat = reset.seat;
        let mut seeds = reset.bot_seeds.iter();
        let mut names = settings.opponents.iter();
        for p in 0..settings.players {
            self.bots.push(if p == reset.seat {
                None
            } else {
                let (name, seed) = (names.next(), seeds.next());
                let (name, &seed) = name.zip(seed).expect("one name and one seed per other seat");
                Some(bots::named::<G>(name, seed).expect("names checked when the environment was made"))
            });
        }
        self.play_bots();
    }

    /// Plays `action` for the deciding seat, then the bots; records the reward and the flags.
    fn step(&mut self, settings: &Settings<G>, action: i64, reward: &mut [f64], status: &mut Status) {
        let legal = u16::try_from(action)
            .ok()
            .and_then(G::move_from_action_id)
            .filter(|&mv| !self.game.is_over() && self.game.is_legal(mv));
        let Some(mv) = legal else {
            // Only `IllegalPolicy::Penalty` gets here: `Raise` checked every action first.
            let offender = if settings.self_play { usize::from(self.seat) } else { 0 };
            reward[offender] = -1.0;
            status.terminated = true;
            status.illegal = true;
            return;
        };
        self.game.perform(mv);
        self.moves += 1;
        if settings.self_play {
            if let Some(p) = self.game.current_player() {
                self.seat = p;
            }
        } else {
            self.play_bots();
        }
        if self.game.is_over() {
            status.terminated = true;
            let outcome = self.game.outcome();
            let value = |seat: u8| match settings.reward {
                RewardMode::Win if outcome.is_winner(seat) => 1.0,
                RewardMode::Win => -1.0,
                RewardMode::Score => f64::from(outcome.utility(seat)),
            };
            if settings.self_play {
                for (seat, r) in (0..settings.players).zip(reward.iter_mut()) {
                    *r = value(seat);
                }
            } else {
                reward[0] = value(self.seat);
            }
        } else if settings.max_moves.is_some_and(|most| self.moves >= most) {
            status.truncated = true;
        }
    }

    /// Lets the bots decide until the learner must decide or the game is over, each choosing
    /// exactly as `Bot(name, seed).choose(view, game.legal_actions())` does from Python.
    fn play_bots(&mut self) {
        while let Some(p) = self.game.current_player() {
            if p == self.seat {
                break;
            }
            let legal = self.game.legal_moves();
            let bot = self.bots[usize::from(p)].as_mut().expect("a bot at every other seat");
            // The view only for bots that look at it (random bots do not).
            let mv = match bot.choose_without_view(&legal) {
                Some(mv) => mv,
                None => bot.choose(&self.game.view(p), &legal),
            };
            self.game.perform(mv);
        }
    }

    /// Writes the shown seat's observation and legal-action mask (all zeros unless that seat
    /// decides now), and the seat into `status`.
    fn write(&self, settings: &Settings<G>, observation: &mut [f32], mask: &mut [i8], status: &mut Status) {
        let view = self.game.view(self.seat);
        view.observation(observation);
        mask.fill(0);
        let current = self.game.current_player();
        if current == Some(self.seat) {
            for id in self.game.legal_actions() {
                mask[usize::from(id)] = 1;
            }
        }
        status.seat = if settings.self_play { current.map_or(-1, i64::from) } else { i64::from(self.seat) };
    }
}

/// The bool arrays are handed over as `uint8` views; a `bool` array would fail with a message
/// about buffer formats.
///
/// # Errors
/// `TypeError` naming `what` when `obj` has no buffer of `T`.
pub fn buffer<T: pyo3::buffer::Element>(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<PyBuffer<T>> {
    let buffer = PyBuffer::<T>::get(obj).map_err(|e| PyTypeError::new_err(format!("{what}: {e}")))?;
    if buffer.readonly() || !buffer.is_c_contiguous() {
        return Err(PyTypeError::new_err(format!("{what}: a writable C-contiguous array is needed")));
    }
    Ok(buffer)
}

/// The error of a core that was closed or not yet reset.
pub fn not_ready(what: &str) -> PyErr {
    PyRuntimeError::new_err(what.to_string())
}

/// A reset as Python sends it: (env index, game seed, learner's seat, bot seeds).
pub type ResetArg = (usize, u64, u8, Vec<u64>);

/// The resets of a step by sub-environment, from the list Python sends.
///
/// # Errors
/// `ValueError` for an index out of range or given twice.
pub fn resets_by_env(n: usize, resets: Vec<ResetArg>) -> PyResult<Vec<Option<Reset>>> {
    let mut by_env: Vec<Option<Reset>> = (0..n).map(|_| None).collect();
    for (i, seed, seat, bot_seeds) in resets {
        let slot = by_env.get_mut(i).ok_or_else(|| PyValueError::new_err(format!("no env {i} among {n}")))?;
        if slot.replace(Reset { seed, seat, bot_seeds }).is_some() {
            return Err(PyValueError::new_err(format!("env {i} reset twice")));
        }
    }
    Ok(by_env)
}

/// The core of `{Game}VectorCore(players, num_envs, opponents, reward, illegal_action,
/// max_moves, self_play, **options)`.
///
/// # Errors
/// `SetupError` for a player count or options the game refuses, `TypeError` for an unknown
/// option, `ValueError` for a bad mode, bot name or count.
#[allow(clippy::too_many_arguments)]
pub fn new_core<G: crate::python_rules::PythonRules>(
    players: &Bound<'_, PyAny>,
    num_envs: &Bound<'_, PyAny>,
    opponents: Vec<String>,
    reward: &str,
    illegal_action: &str,
    max_moves: Option<u32>,
    self_play: bool,
    options: Option<&Bound<'_, pyo3::types::PyDict>>,
) -> PyResult<VectorCore<G>> {
    let py = players.py();
    let n = crate::convert::int_arg(num_envs, "num_envs")?;
    let n = usize::try_from(n)
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| PyValueError::new_err(format!("num_envs is at least 1, not {n}")))?;
    if max_moves == Some(0) {
        return Err(PyValueError::new_err("max_moves is a positive int or None, not 0"));
    }
    let options = G::options(players, options)?;
    let settings = Settings {
        players: G::players_in(&options),
        options,
        opponents,
        reward: RewardMode::parse(reward)?,
        illegal: IllegalPolicy::parse(illegal_action)?,
        max_moves,
        self_play,
    };
    VectorCore::new(py, settings, n)
}

/// Stamps the pyclass `VectorCore` of the game `$game` (registered as `{Game}VectorCore`).
macro_rules! vector_core_class {
    ($camel:ident, $game:path) => {
        use pyo3::prelude::*;
        use pyo3::types::PyDict;

        use $crate::vector_env::{self as vector, VectorCore};

        type Core = $game;

        /// The Rust half of a vector environment (`herr_der_ziegen._vector` is the other):
        /// `num_envs` games stepped at once, writing into the numpy arrays given to `bind`.
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
            #[pyo3(signature = (players, num_envs, opponents, reward, illegal_action, max_moves, self_play, **options))]
            #[allow(clippy::too_many_arguments)]
            fn py_new(
                players: &Bound<'_, PyAny>,
                num_envs: &Bound<'_, PyAny>,
                opponents: Vec<String>,
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
                let reward = match vector::buffer::<f64>(reward, "reward") {
                    Ok(buffer) => vector::RewardBuffer::F64(buffer),
                    Err(_) => vector::RewardBuffer::F32(vector::buffer::<f32>(reward, "reward")?),
                };
                self.buffers = Some(vector::Buffers {
                    observation: vector::buffer(observation, "observation")?,
                    mask: vector::buffer(action_mask, "action_mask")?,
                    reward,
                    terminated: vector::buffer(terminated, "terminated")?,
                    truncated: vector::buffer(truncated, "truncated")?,
                    illegal: vector::buffer(illegal, "illegal")?,
                    seat: vector::buffer(seat, "seat")?,
                });
                Ok(())
            }

            /// Resets every sub-environment: `resets` holds one `(env, game seed, seat, bot
            /// seeds)` per sub-environment.
            fn reset(&mut self, py: Python<'_>, resets: Vec<vector::ResetArg>) -> PyResult<()> {
                let (core, buffers) = self.parts()?;
                let n = core.len();
                let by_env = vector::resets_by_env(n, resets)?;
                if by_env.iter().any(Option::is_none) {
                    return Err(pyo3::exceptions::PyValueError::new_err("reset: every env needs its seeds"));
                }
                core.step(py, &vec![0; n], by_env)?;
                core.publish(py, buffers)?;
                self.started = true;
                Ok(())
            }

            /// Resets the sub-environments of `resets` and steps the others with `actions`
            /// (int64, one per sub-environment), then writes the arrays; returns whether any
            /// game ended and whether any action was illegal.
            fn step(
                &mut self,
                py: Python<'_>,
                actions: &Bound<'_, PyAny>,
                resets: Vec<vector::ResetArg>,
            ) -> PyResult<(bool, bool)> {
                if !self.started {
                    return Err(vector::not_ready("no game has started: call reset() first"));
                }
                let actions = vector::buffer::<i64>(actions, "actions")?.to_vec(py)?;
                let (core, buffers) = self.parts()?;
                let by_env = vector::resets_by_env(core.len(), resets)?;
                core.step(py, &actions, by_env)?;
                core.publish(py, buffers)
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
                vector_core_class!($camel, $game);
            }
        )*
    };
}

game_registry::for_each_game!(stamp_vector_cores);
