//! The native vector environments of every game: `num_envs` games stepped by one call, with the
//! GIL released and the games spread over rayon's threads in chunks. Written once over
//! [`GameRules`] ([`VectorCore`]) and stamped per game as the pyclass `{Game}VectorCore`
//! (`vector_classes.rs`), which the Python classes of `herr_der_ziegen._vector` drive: Python
//! seeds each sub-environment's random generator (so that seats and bot seeds are drawn exactly
//! as the single-seat environment draws them) and hands its state here at every seeded reset.
//!
//! The generators themselves live here too ([`NumpyPcg64`], numpy's own, continued from the
//! state Python seeded), so that an autoreset draws without calling back into Python.
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
use crate::numpy_rng::NumpyPcg64;

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
    /// The learner's seat, or `None` for a seat drawn at every reset.
    pub seat: Option<u8>,
    /// How finished games are rewarded.
    pub reward: RewardMode,
    /// What an illegal action does.
    pub illegal: IllegalPolicy,
    /// Truncate after this many actions of the caller in one game.
    pub max_moves: Option<u32>,
    /// Whether the caller plays every seat.
    pub self_play: bool,
}

/// How one game starts at a reset asked by Python (autoresets need nothing from Python).
pub struct Reset {
    /// The game's seed, as `reset(seed=...)` gave it; `None`: drawn from the generator first.
    pub seed: Option<u64>,
    /// A new generator (seeded by Python) for this sub-environment; `None`: keep its own.
    pub generator: Option<NumpyPcg64>,
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
    /// The sub-environment's generator (its `np_random`), once seeded.
    rng: Option<NumpyPcg64>,
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
    /// The sub-environments whose game ended at the last step: the next one resets them.
    pending: Vec<bool>,
}

/// The rows of consecutive sub-environments, handed to one thread.
struct Rows<'a, G: GameRules> {
    slots: &'a mut [Slot<G>],
    observation: &'a mut [f32],
    mask: &'a mut [i8],
    reward: &'a mut [f64],
    status: &'a mut [Status],
    pending: &'a mut [bool],
    actions: &'a [i64],
    /// A reset for every sub-environment (`reset()`), or none (`step()`).
    resets: Option<&'a [Reset]>,
}

/// The numpy arrays a vector environment writes into, allocated once by Python: bool arrays
/// are given as `uint8` views (pyo3 has no buffer element for bool).
pub struct Buffers {
    /// float32 (num_envs, OBSERVATION_SIZE), as views of the rows of each chunk of
    /// [`VectorCore::chunk_size`] sub-environments.
    pub observation_chunks: Vec<PyBuffer<f32>>,
    /// int8 (num_envs, NUM_ACTIONS), as views of the rows of each chunk.
    pub mask_chunks: Vec<PyBuffer<i8>>,
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
        let slots = (0..num_envs)
            .map(|_| Slot { game: game.clone(), seat: 0, bots: Vec::new(), moves: 0, rng: None })
            .collect();
        Ok(VectorCore {
            settings,
            slots,
            observation: vec![0.0; num_envs * G::OBSERVATION_SIZE],
            mask: vec![0; num_envs * G::NUM_ACTIONS],
            reward: vec![0.0; num_envs * width],
            status: vec![Status::default(); num_envs],
            pending: vec![false; num_envs],
        })
    }

    /// The number of sub-environments.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Resets every sub-environment as `resets` says (one per sub-environment, in order), with
    /// the GIL released.
    ///
    /// # Errors
    /// `ValueError` for a wrong number of resets, or a sub-environment without a generator.
    pub fn reset(&mut self, py: Python<'_>, resets: Vec<Reset>, buffers: &Buffers) -> PyResult<()> {
        let n = self.len();
        if resets.len() != n {
            return Err(PyValueError::new_err(format!("reset: one per environment ({n}), not {}", resets.len())));
        }
        if let Some(i) = (0..n).find(|&i| resets[i].generator.is_none() && self.slots[i].rng.is_none()) {
            return Err(PyValueError::new_err(format!("reset: env {i} has no generator yet")));
        }
        let actions = vec![0; n];
        self.run(py, &actions, Some(&resets), buffers)
    }

    /// Steps every sub-environment with its action from `actions`, with the GIL released, but
    /// those whose game ended at the last step, which start a new game instead (their action is
    /// not played); with `IllegalPolicy::Raise`, an illegal action raises before any game moves.
    ///
    /// # Errors
    /// `ValueError` for a wrong number of actions or an action id out of range,
    /// `IllegalMoveError` naming the first sub-environment with an illegal action.
    pub fn step(&mut self, py: Python<'_>, actions: &[i64], buffers: &Buffers) -> PyResult<()> {
        let n = self.len();
        if actions.len() != n {
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
            let pending = &self.pending;
            // Checked in parallel, the first refusal by index reported: `Some(error)` for a
            // move the game refuses, `None` for an id that names no move of this game.
            let refused = py.detach(|| {
                (0..n).into_par_iter().find_map_first(|i| {
                    if pending[i] {
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
        self.run(py, actions, None, buffers)
    }

    /// Steps or resets every sub-environment, the chunks on rayon's threads, the GIL released.
    ///
    /// The observation and mask rows of each chunk are copied into numpy by this thread as soon
    /// as the chunk is done, while the pool works on the others: the copy (a serial `memcpy`
    /// with the GIL held, 76 MB a step for 4096 games of Herr der Ziegen) then overlaps the
    /// games instead of following them.
    ///
    /// # Errors
    /// `ValueError` if an array has the wrong size or is read-only.
    fn run(&mut self, py: Python<'_>, actions: &[i64], resets: Option<&[Reset]>, buffers: &Buffers) -> PyResult<()> {
        let (settings, chunks) = self.rows(actions, resets);
        if chunks.len() == 1 {
            // One chunk: no thread hand-off for small environments.
            let rows = chunks.into_iter().next().expect("one chunk");
            let (observation, mask) = py.detach(|| rows.run(settings));
            buffers.observation_chunks[0].copy_from_slice(py, observation)?;
            return buffers.mask_chunks[0].copy_from_slice(py, mask);
        }
        let (done, finished) = std::sync::mpsc::channel();
        rayon::in_place_scope(|scope| {
            for (k, rows) in chunks.into_iter().enumerate() {
                let done = done.clone();
                scope.spawn(move |_| {
                    // The receiver outlives the scope's jobs.
                    let _ = done.send((k, rows.run(settings)));
                });
            }
            drop(done);
            let mut result = Ok(());
            // The GIL is released while waiting, taken back for each copy.
            // In a mutex only to cross into `detach` (a receiver is not `Sync`); never contended.
            let finished = std::sync::Mutex::new(finished);
            let next = || finished.lock().unwrap_or_else(|p| p.into_inner()).recv();
            while let Ok((k, (observation, mask))) = py.detach(next) {
                if result.is_ok() {
                    result = buffers.observation_chunks[k]
                        .copy_from_slice(py, observation)
                        .and_then(|()| buffers.mask_chunks[k].copy_from_slice(py, mask));
                }
            }
            result
        })
    }

    /// The number of sub-environments in each chunk handed to a thread (the last may have
    /// fewer): a few chunks per thread, so that a thread whose games run long does not hold up
    /// the others, and at least 64 games a chunk, as handing a chunk over and copying it cost
    /// microseconds.
    pub fn chunk_size(&self) -> usize {
        let threads = rayon::current_num_threads().max(1);
        self.slots.len().div_ceil(threads * 4).max(64)
    }

    /// The rows of every sub-environment cut into chunks of [`VectorCore::chunk_size`].
    fn rows<'a>(&'a mut self, actions: &'a [i64], resets: Option<&'a [Reset]>) -> (&'a Settings<G>, Vec<Rows<'a, G>>) {
        let n = self.slots.len();
        let size = self.chunk_size();
        let width = self.reward.len() / n;
        let mut chunks = Vec::with_capacity(n.div_ceil(size));
        let mut rest = (
            &mut self.slots[..],
            &mut self.observation[..],
            &mut self.mask[..],
            &mut self.reward[..],
            &mut self.status[..],
            &mut self.pending[..],
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
            let (pending, p) = std::mem::take(&mut rest.5).split_at_mut(k);
            let (a, a_rest) = rest.6.split_at(k);
            let (z, z_rest) = match rest.7 {
                Some(resets) => {
                    let (z, z_rest) = resets.split_at(k);
                    (Some(z), Some(z_rest))
                }
                None => (None, None),
            };
            chunks.push(Rows { slots, observation, mask, reward, status, pending, actions: a, resets: z });
            rest = (s, o, m, r, t, p, a_rest, z_rest);
        }
        (&self.settings, chunks)
    }

    /// Copies the rewards, flags and seats into the numpy arrays of `buffers` (GIL held; the
    /// observations and masks were copied chunk by chunk), and says whether any
    /// game ended (terminated or truncated) and whether any action was illegal: Python then
    /// skips two array reductions on most steps.
    ///
    /// # Errors
    /// `ValueError` if an array has the wrong size or is read-only.
    pub fn publish(&self, py: Python<'_>, buffers: &Buffers) -> PyResult<(bool, bool)> {
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

impl<'a, G: GameRules> Rows<'a, G> {
    /// Steps (or resets) every sub-environment of the chunk and writes its rows; returns the
    /// chunk's observation and mask rows, for the copy into numpy.
    fn run(self, settings: &Settings<G>) -> (&'a [f32], &'a [i8]) {
        let Rows { slots, observation, mask, reward, status, pending, actions, resets } = self;
        let width = reward.len() / slots.len();
        let rows = slots
            .iter_mut()
            .zip(observation.chunks_exact_mut(G::OBSERVATION_SIZE))
            .zip(mask.chunks_exact_mut(G::NUM_ACTIONS))
            .zip(reward.chunks_exact_mut(width))
            .zip(status.iter_mut().zip(pending.iter_mut()))
            .zip(actions);
        for (k, (((((slot, observation), mask), reward), (status, pending)), &action)) in rows.enumerate() {
            reward.fill(0.0);
            *status = Status::default();
            match resets {
                Some(resets) => slot.reset(settings, Some(&resets[k])),
                None if *pending => slot.reset(settings, None),
                None => slot.step(settings, action, reward, status),
            }
            *pending = status.terminated || status.truncated;
            slot.write(settings, observation, mask, status);
        }
        (observation, mask)
    }
}

impl<G: GameRules> Slot<G> {
    /// Starts a new game and lets the bots play up to the learner's decision, drawing what
    /// `SingleSeatEnv.reset` draws, in its order, from the sub-environment's generator: the
    /// game's seed (unless `reset` gives it), the seat if drawn, one seed per bot in seat order.
    /// `reset` is `None` for an autoreset.
    fn reset(&mut self, settings: &Settings<G>, reset: Option<&Reset>) {
        /// Seeds are drawn below 2**63, as the single-seat environment draws them.
        const SEED_BOUND: u64 = 1 << 63;
        if let Some(generator) = reset.and_then(|r| r.generator) {
            self.rng = Some(generator);
        }
        let rng = self.rng.as_mut().expect("checked by VectorCore::reset: every env has a generator");
        let seed = reset.and_then(|r| r.seed).unwrap_or_else(|| rng.integers(SEED_BOUND));
        self.game = G::with_options(&settings.options, seed).expect("options checked when the environment was made");
        self.moves = 0;
        self.bots.clear();
        if settings.self_play {
            self.seat = self.game.current_player().unwrap_or(0);
            return;
        }
        self.seat = settings.seat.unwrap_or_else(|| rng.integers(u64::from(settings.players)) as u8);
        let mut names = settings.opponents.iter();
        for p in 0..settings.players {
            self.bots.push(if p == self.seat {
                None
            } else {
                let name = names.next().expect("one name per other seat");
                let seed = rng.integers(SEED_BOUND);
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

/// The views of the rows of `array` (a numpy array of `n` rows) by chunks of `size` rows, as
/// buffers of `T`.
///
/// # Errors
/// `TypeError` naming `what` when a view has no writable C-contiguous buffer of `T`.
pub fn chunk_buffers<T: pyo3::buffer::Element>(
    array: &Bound<'_, PyAny>,
    n: usize,
    size: usize,
    what: &str,
) -> PyResult<Vec<PyBuffer<T>>> {
    (0..n)
        .step_by(size)
        .map(|start| {
            let rows = pyo3::types::PySlice::new(array.py(), start as isize, (start + size).min(n) as isize, 1);
            buffer(&array.get_item(rows)?, what)
        })
        .collect()
}

/// The error of a core that was closed or not yet reset.
pub fn not_ready(what: &str) -> PyErr {
    PyRuntimeError::new_err(what.to_string())
}

/// A reset as Python sends it: (env index, game seed or `None`, new generator state or `None`),
/// the state as `(state, inc, has_uint32, uinteger)` of numpy's `bit_generator.state`.
pub type ResetArg = (usize, Option<u64>, Option<(u128, u128, bool, u32)>);

/// The resets of `reset()` in sub-environment order, from the list Python sends.
///
/// # Errors
/// `ValueError` unless the list names every sub-environment once, in order.
pub fn resets_in_order(n: usize, resets: Vec<ResetArg>) -> PyResult<Vec<Reset>> {
    if resets.len() != n || resets.iter().enumerate().any(|(i, r)| r.0 != i) {
        return Err(PyValueError::new_err(format!("reset: one reset per env, in order ({n})")));
    }
    Ok(resets
        .into_iter()
        .map(|(_, seed, state)| Reset {
            seed,
            generator: state.map(|(state, inc, has, value)| NumpyPcg64::from_state(state, inc, has, value)),
        })
        .collect())
}

/// The core of `{Game}VectorCore(players, num_envs, opponents, seat, reward, illegal_action,
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
    seat: Option<u8>,
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
    if let Some(seat) = seat {
        crate::convert::seat(i64::from(seat), G::players_in(&options))?;
    }
    let settings = Settings {
        players: G::players_in(&options),
        options,
        opponents,
        seat,
        reward: RewardMode::parse(reward)?,
        illegal: IllegalPolicy::parse(illegal_action)?,
        max_moves,
        self_play,
    };
    VectorCore::new(py, settings, n)
}
