//! The environments of every game, written once: `num_envs` games stepped by one call, with the
//! GIL released and the games spread over rayon's threads in chunks. Written over [`GameRules`]
//! ([`VectorCore`]) and stamped per game as the pyclass `{Game}VectorCore`
//! (`vector_classes.rs`), which the Python classes of `herr_der_ziegen._vector` and
//! `herr_der_ziegen.gym` drive: the single-seat Gymnasium environment is this core with one
//! game, so reset, the seat draw, the bots' turns, the rewards and the illegal-action policy
//! exist once, here, for both.
//!
//! Each sub-environment draws what a reset needs (the game's seed unless given, the learner's
//! seat if drawn, one seed per bot) from its own generator, game-core's PCG32
//! ([`game_core::rng::seeded_fast`]), seeded by Python at a reset (with the reset's seed, or at
//! random) and continued at every autoreset without a call back into Python.
//!
//! Two modes share the core: the learner at one seat against the engine's bots (the Gymnasium
//! environments), or self-play, where the caller plays every seat.
//!
//! The worker threads write every result (observations, masks, rewards, flags, seats) straight
//! into the numpy arrays Python allocated once, with no copy, and the crate still forbids
//! `unsafe`: the `numpy` crate lends each array as a `&mut [T]` ([`numpy::PyReadwriteArray`]) after
//! checking, with the GIL held, that the array is writable, C-contiguous and not borrowed by
//! other Rust code (two of the bound arrays sharing memory fail there, with `BorrowError`). The
//! borrow outlives the GIL (it is released for the games), a `&mut [T]` may cross threads, and
//! the slices are split by chunk of sub-environments, one chunk per rayon job. As for any
//! extension that releases the GIL, Python code of another thread must not write these arrays
//! while a call runs: the numpy crate cannot see such writes.

use game_core::bots::{self, Bot};
use game_core::rand_core::Rng;
use game_core::rng::{below_fast, seeded_fast};
use game_core::{GameRules, GameView, NoEvents};
use numpy::ndarray::Dimension;
use numpy::{
    Element, PyArray, PyArray1, PyArray2, PyArrayMethods, PyReadwriteArray1, PyReadwriteArray2, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use rand_pcg::Pcg32;
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
#[derive(Clone, Copy, Debug)]
pub struct Reset {
    /// The game's seed, as `reset(seed=...)` gave it; `None`: drawn from the generator first.
    pub seed: Option<u64>,
    /// The seed of a new generator for this sub-environment; `None`: keep its own.
    pub generator: Option<u64>,
}

/// The bot at one seat of a sub-environment, with the seed it was made with.
struct SeatBot<G: GameRules> {
    seed: u64,
    bot: Box<dyn Bot<G> + Send>,
}

/// One sub-environment: a game, the learner's seat and the bots of the other seats.
struct Slot<G: GameRules> {
    game: G,
    /// The seed the game was set up from.
    seed: u64,
    /// The action ids played in the game since its setup, the bots' included (what
    /// [`VectorCore::game`] hands to Python with the game).
    played: Vec<u16>,
    /// The learner's seat; in self-play the seat whose view is shown (the deciding one, or the
    /// last to decide once the game is over).
    seat: u8,
    /// The bot of every seat but the learner's.
    bots: Vec<Option<SeatBot<G>>>,
    /// The caller's actions in this game.
    moves: u32,
    /// The sub-environment's generator, once seeded.
    rng: Option<Pcg32>,
}

/// What one step reported for one sub-environment besides its observation, mask and reward.
#[derive(Clone, Copy, Default)]
struct Status {
    terminated: bool,
    truncated: bool,
    illegal: bool,
    /// The learner's seat, or in self-play the deciding seat (-1 once the game is over).
    seat: i64,
}

/// The games of a vector environment.
pub struct VectorCore<G: GameRules> {
    settings: Settings<G>,
    slots: Vec<Slot<G>>,
    /// The sub-environments whose game ended at the last step: the next one resets them.
    pending: Vec<bool>,
}

/// The numpy arrays a vector environment writes into, allocated once by Python and checked by
/// [`VectorCore::buffers`]: bool arrays are given as `uint8` views.
pub struct Buffers {
    /// float32 (num_envs, OBSERVATION_SIZE).
    observation: Py<PyArray2<f32>>,
    /// int8 (num_envs, NUM_ACTIONS).
    mask: Py<PyArray2<i8>>,
    /// float64 (num_envs,) or, in self-play, float32 (num_envs, players).
    reward: RewardBuffer,
    /// bool (num_envs,).
    terminated: Py<PyArray1<u8>>,
    /// bool (num_envs,).
    truncated: Py<PyArray1<u8>>,
    /// bool (num_envs,).
    illegal: Py<PyArray1<u8>>,
    /// int64 (num_envs,).
    seat: Py<PyArray1<i64>>,
}

/// The reward array: float64 for the Gymnasium vector environment (as Gymnasium's own),
/// float32 per seat for self-play.
enum RewardBuffer {
    /// One float64 per game.
    F64(Py<PyArray1<f64>>),
    /// One float32 per seat of every game.
    F32(Py<PyArray2<f32>>),
}

/// The arrays of [`Buffers`] borrowed for one call (GIL held while borrowing; the borrows
/// outlast the GIL's release).
struct Borrowed<'py> {
    observation: PyReadwriteArray2<'py, f32>,
    mask: PyReadwriteArray2<'py, i8>,
    reward: RewardBorrow<'py>,
    terminated: PyReadwriteArray1<'py, u8>,
    truncated: PyReadwriteArray1<'py, u8>,
    illegal: PyReadwriteArray1<'py, u8>,
    seat: PyReadwriteArray1<'py, i64>,
}

/// The reward array, borrowed.
enum RewardBorrow<'py> {
    F64(PyReadwriteArray1<'py, f64>),
    F32(PyReadwriteArray2<'py, f32>),
}

impl Buffers {
    /// Borrows every array for writing.
    ///
    /// # Errors
    /// `TypeError` if an array is borrowed elsewhere (or shares memory with another of them) or
    /// has become read-only or not contiguous.
    fn borrow<'py>(&self, py: Python<'py>) -> PyResult<Borrowed<'py>> {
        Ok(Borrowed {
            observation: self.observation.bind(py).try_readwrite()?,
            mask: self.mask.bind(py).try_readwrite()?,
            reward: match &self.reward {
                RewardBuffer::F64(reward) => RewardBorrow::F64(reward.bind(py).try_readwrite()?),
                RewardBuffer::F32(reward) => RewardBorrow::F32(reward.bind(py).try_readwrite()?),
            },
            terminated: self.terminated.bind(py).try_readwrite()?,
            truncated: self.truncated.bind(py).try_readwrite()?,
            illegal: self.illegal.bind(py).try_readwrite()?,
            seat: self.seat.bind(py).try_readwrite()?,
        })
    }
}

impl<'py> Borrowed<'py> {
    /// The arrays as slices.
    ///
    /// # Errors
    /// `TypeError` if an array is not contiguous.
    fn slices(&mut self) -> PyResult<Out<'_>> {
        Ok(Out {
            observation: self.observation.as_slice_mut()?,
            mask: self.mask.as_slice_mut()?,
            reward: match &mut self.reward {
                RewardBorrow::F64(reward) => Reward::F64(reward.as_slice_mut()?),
                RewardBorrow::F32(reward) => Reward::F32(reward.as_slice_mut()?),
            },
            terminated: self.terminated.as_slice_mut()?,
            truncated: self.truncated.as_slice_mut()?,
            illegal: self.illegal.as_slice_mut()?,
            seat: self.seat.as_slice_mut()?,
        })
    }
}

/// The rows of the numpy arrays of consecutive sub-environments (of all of them at first).
struct Out<'a> {
    observation: &'a mut [f32],
    mask: &'a mut [i8],
    reward: Reward<'a>,
    terminated: &'a mut [u8],
    truncated: &'a mut [u8],
    illegal: &'a mut [u8],
    seat: &'a mut [i64],
}

/// The rows of the reward array.
enum Reward<'a> {
    F64(&'a mut [f64]),
    F32(&'a mut [f32]),
}

/// The first `k` items of `rest`, which keeps the others.
fn take<'a, T>(rest: &mut &'a mut [T], k: usize) -> &'a mut [T] {
    let (head, tail) = std::mem::take(rest).split_at_mut(k);
    *rest = tail;
    head
}

/// The first `k` items of `rest`, which keeps the others.
fn take_shared<'a, T>(rest: &mut &'a [T], k: usize) -> &'a [T] {
    let (head, tail) = rest.split_at(k);
    *rest = tail;
    head
}

impl<'a> Out<'a> {
    /// The rows of the next `k` sub-environments, of games of `G` with `width` rewards each.
    fn take<G: GameRules>(&mut self, k: usize, width: usize) -> Out<'a> {
        Out {
            observation: take(&mut self.observation, k * G::OBSERVATION_SIZE),
            mask: take(&mut self.mask, k * G::NUM_ACTIONS),
            reward: match &mut self.reward {
                Reward::F64(reward) => Reward::F64(take(reward, k * width)),
                Reward::F32(reward) => Reward::F32(take(reward, k * width)),
            },
            terminated: take(&mut self.terminated, k),
            truncated: take(&mut self.truncated, k),
            illegal: take(&mut self.illegal, k),
            seat: take(&mut self.seat, k),
        }
    }
}

/// Consecutive sub-environments and their rows, handed to one thread.
struct Rows<'a, G: GameRules> {
    slots: &'a mut [Slot<G>],
    pending: &'a mut [bool],
    actions: &'a [i64],
    /// A reset for every sub-environment (`reset()`), or none (`step()`).
    resets: Option<&'a [Reset]>,
    out: Out<'a>,
}

/// The numpy array `obj` as a `PyArray<T, D>` of shape `shape`, checked writable and
/// C-contiguous.
///
/// # Errors
/// `TypeError` naming `what` for another dtype or number of dimensions, or an array that cannot
/// be written in place; `ValueError` for another shape.
fn array<T: Element, D: Dimension>(obj: &Bound<'_, PyAny>, what: &str, shape: &[usize]) -> PyResult<Py<PyArray<T, D>>> {
    let array = obj.cast::<PyArray<T, D>>().map_err(|_| {
        PyTypeError::new_err(format!(
            "{what}: a numpy array of {} with {} dimension(s) is needed",
            std::any::type_name::<T>(),
            shape.len()
        ))
    })?;
    if array.shape() != shape {
        return Err(PyValueError::new_err(format!("{what}: shape {:?} expected, not {:?}", shape, array.shape())));
    }
    if !array.is_c_contiguous() {
        return Err(PyTypeError::new_err(format!("{what}: a writable C-contiguous array is needed")));
    }
    array.try_readwrite().map_err(|e| PyTypeError::new_err(format!("{what}: {e}")))?;
    Ok(array.clone().unbind())
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
        let slots = (0..num_envs)
            .map(|_| Slot {
                game: game.clone(),
                seed: 0,
                played: Vec::new(),
                seat: 0,
                bots: Vec::new(),
                moves: 0,
                rng: None,
            })
            .collect();
        Ok(VectorCore { settings, slots, pending: vec![false; num_envs] })
    }

    /// The number of sub-environments.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// The options every game is set up with.
    pub fn options(&self) -> &G::Options {
        &self.settings.options
    }

    /// Sub-environment `i`'s game as it stands, the seed it was set up from and the action ids
    /// played since; `None` for no sub-environment `i`.
    pub fn game(&self, i: usize) -> Option<(&G, u64, &[u16])> {
        self.slots.get(i).map(|slot| (&slot.game, slot.seed, &slot.played[..]))
    }

    /// Sub-environment `i`'s bots, by seat: the name and seed each was made with at the last
    /// reset, `None` at the learner's seat (every seat in self-play); `None` for no
    /// sub-environment `i`.
    pub fn bots(&self, i: usize) -> Option<Vec<Option<(&str, u64)>>> {
        let slot = self.slots.get(i)?;
        let mut names = self.settings.opponents.iter();
        Some(
            slot.bots
                .iter()
                .map(|bot| bot.as_ref().map(|bot| (names.next().map_or("", String::as_str), bot.seed)))
                .collect(),
        )
    }

    /// The number of rewards of each sub-environment: one, or one per seat in self-play.
    fn width(&self) -> usize {
        if self.settings.self_play {
            usize::from(self.settings.players)
        } else {
            1
        }
    }

    /// The arrays every call writes into, checked: observation (float32, `(num_envs,
    /// OBSERVATION_SIZE)`), action mask (int8, `(num_envs, NUM_ACTIONS)`), reward (float64,
    /// `(num_envs,)`, or in self-play float32, `(num_envs, players)`), terminated, truncated and
    /// illegal (bool arrays as uint8 views) and seat (int64), each writable and C-contiguous.
    ///
    /// # Errors
    /// `TypeError` naming an array of the wrong dtype or that cannot be written in place,
    /// `ValueError` naming one of the wrong shape.
    #[allow(clippy::too_many_arguments)]
    pub fn buffers(
        &self,
        observation: &Bound<'_, PyAny>,
        action_mask: &Bound<'_, PyAny>,
        reward: &Bound<'_, PyAny>,
        terminated: &Bound<'_, PyAny>,
        truncated: &Bound<'_, PyAny>,
        illegal: &Bound<'_, PyAny>,
        seat: &Bound<'_, PyAny>,
    ) -> PyResult<Buffers> {
        let n = self.len();
        let width = self.width();
        Ok(Buffers {
            observation: array(observation, "observation", &[n, G::OBSERVATION_SIZE])?,
            mask: array(action_mask, "action_mask", &[n, G::NUM_ACTIONS])?,
            reward: if self.settings.self_play {
                RewardBuffer::F32(array(reward, "reward", &[n, width])?)
            } else {
                RewardBuffer::F64(array(reward, "reward", &[n])?)
            },
            terminated: array(terminated, "terminated", &[n])?,
            truncated: array(truncated, "truncated", &[n])?,
            illegal: array(illegal, "illegal", &[n])?,
            seat: array(seat, "seat", &[n])?,
        })
    }

    /// Resets every sub-environment as `resets` says (one per sub-environment, in order), with
    /// the GIL released, and writes the arrays of `buffers`.
    ///
    /// # Errors
    /// `ValueError` for a wrong number of resets, or a sub-environment without a generator
    /// (neither given one now nor seeded before); `TypeError` if an array of `buffers` cannot be
    /// borrowed.
    pub fn reset(&mut self, py: Python<'_>, resets: Vec<Reset>, buffers: &Buffers) -> PyResult<()> {
        let n = self.len();
        if resets.len() != n {
            return Err(PyValueError::new_err(format!("reset: one per environment ({n}), not {}", resets.len())));
        }
        if let Some(i) = (0..n).find(|&i| resets[i].generator.is_none() && self.slots[i].rng.is_none()) {
            return Err(PyValueError::new_err(format!("reset: env {i} has no generator yet")));
        }
        let actions = vec![0; n];
        self.run(py, &actions, Some(&resets), buffers).map(|_| ())
    }

    /// Steps every sub-environment with its action from `actions`, with the GIL released, but
    /// those whose game ended at the last step, which start a new game instead (their action is
    /// not played); with `IllegalPolicy::Raise`, an illegal action raises before any game moves.
    /// Writes the arrays of `buffers`, and says whether any game ended (terminated or
    /// truncated) and whether any action was illegal: Python then skips two array reductions
    /// on most steps.
    ///
    /// # Errors
    /// `ValueError` for a wrong number of actions or an action id out of range,
    /// `IllegalMoveError` naming the first sub-environment with an illegal action, `TypeError`
    /// if an array of `buffers` cannot be borrowed.
    pub fn step(&mut self, py: Python<'_>, actions: &[i64], buffers: &Buffers) -> PyResult<(bool, bool)> {
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
                // A single environment (the single-seat one) needs no index in its messages.
                let env = if n > 1 { format!("env {i}: ") } else { String::new() };
                return Err(match err {
                    Some(err) => errors::raise(
                        py,
                        Kind::IllegalMove,
                        format!("{env}action {action} is illegal: {err}"),
                        errors::reason_code(&err),
                    ),
                    None => errors::raise(
                        py,
                        Kind::IllegalMove,
                        format!("{env}action {action} is not an action id of {}", G::TITLE),
                        "unknown_action".into(),
                    ),
                });
            }
        }
        self.run(py, actions, None, buffers)
    }

    /// Steps or resets every sub-environment, the chunks on rayon's threads, the GIL released,
    /// each thread writing its chunk's rows of the numpy arrays in place; says whether any game
    /// ended and whether any action was illegal.
    ///
    /// # Errors
    /// `TypeError` if an array of `buffers` cannot be borrowed.
    fn run(
        &mut self,
        py: Python<'_>,
        actions: &[i64],
        resets: Option<&[Reset]>,
        buffers: &Buffers,
    ) -> PyResult<(bool, bool)> {
        let mut borrowed = buffers.borrow(py)?;
        let out = borrowed.slices()?;
        let (settings, chunks) = self.rows(actions, resets, out);
        let either = |a: (bool, bool), b: (bool, bool)| (a.0 || b.0, a.1 || b.1);
        Ok(py.detach(|| {
            if chunks.len() == 1 {
                // One chunk: no thread hand-off for small environments.
                chunks.into_iter().map(|rows| rows.run(settings)).fold((false, false), either)
            } else {
                chunks.into_par_iter().map(|rows| rows.run(settings)).reduce(|| (false, false), either)
            }
        }))
    }

    /// The number of sub-environments in each chunk handed to a thread (the last may have
    /// fewer): a few chunks per thread, so that a thread whose games run long does not hold up
    /// the others, and at least 64 games a chunk, as handing a chunk over costs microseconds.
    pub fn chunk_size(&self) -> usize {
        let threads = rayon::current_num_threads().max(1);
        self.slots.len().div_ceil(threads * 4).max(64)
    }

    /// The sub-environments and their rows of `out` cut into chunks of
    /// [`VectorCore::chunk_size`].
    fn rows<'a>(
        &'a mut self,
        actions: &'a [i64],
        resets: Option<&'a [Reset]>,
        mut out: Out<'a>,
    ) -> (&'a Settings<G>, Vec<Rows<'a, G>>) {
        let size = self.chunk_size();
        let width = self.width();
        let mut chunks = Vec::with_capacity(self.slots.len().div_ceil(size));
        let (mut slots, mut pending, mut actions, mut resets) =
            (&mut self.slots[..], &mut self.pending[..], actions, resets);
        while !slots.is_empty() {
            let k = size.min(slots.len());
            chunks.push(Rows {
                slots: take(&mut slots, k),
                pending: take(&mut pending, k),
                actions: take_shared(&mut actions, k),
                resets: resets.as_mut().map(|resets| take_shared(resets, k)),
                out: out.take::<G>(k, width),
            });
        }
        (&self.settings, chunks)
    }
}

impl<G: GameRules> Rows<'_, G> {
    /// Steps (or resets) every sub-environment of the chunk and writes its rows; says whether
    /// any game ended and whether any action was illegal.
    fn run(self, settings: &Settings<G>) -> (bool, bool) {
        let Rows { slots, pending, actions, resets, out } = self;
        let Out { observation, mask, mut reward, terminated, truncated, illegal, seat } = out;
        let width = if settings.self_play { usize::from(settings.players) } else { 1 };
        let mut rewards = vec![0.0; width];
        let (mut ended, mut any_illegal) = (false, false);
        let rows = slots
            .iter_mut()
            .zip(observation.chunks_exact_mut(G::OBSERVATION_SIZE))
            .zip(mask.chunks_exact_mut(G::NUM_ACTIONS))
            .zip(pending.iter_mut().zip(actions));
        for (k, (((slot, observation), mask), (pending, &action))) in rows.enumerate() {
            rewards.fill(0.0);
            let mut status = Status::default();
            match resets {
                Some(resets) => slot.reset(settings, Some(&resets[k])),
                None if *pending => slot.reset(settings, None),
                None => slot.step(settings, action, &mut rewards, &mut status),
            }
            *pending = status.terminated || status.truncated;
            slot.write(settings, observation, mask, &mut status);
            match &mut reward {
                Reward::F64(reward) => reward[k * width..(k + 1) * width].copy_from_slice(&rewards),
                Reward::F32(reward) => {
                    for (to, &r) in reward[k * width..(k + 1) * width].iter_mut().zip(&rewards) {
                        *to = r as f32;
                    }
                }
            }
            terminated[k] = u8::from(status.terminated);
            truncated[k] = u8::from(status.truncated);
            illegal[k] = u8::from(status.illegal);
            seat[k] = status.seat;
            ended |= *pending;
            any_illegal |= status.illegal;
        }
        (ended, any_illegal)
    }
}

impl<G: GameRules> Slot<G> {
    /// Starts a new game and lets the bots play up to the learner's decision, drawing from the
    /// sub-environment's generator, in this order: the game's seed (unless `reset` gives it), the
    /// learner's seat if drawn, one seed per bot in seat order. `reset` is `None` for an
    /// autoreset.
    fn reset(&mut self, settings: &Settings<G>, reset: Option<&Reset>) {
        if let Some(seed) = reset.and_then(|r| r.generator) {
            self.rng = Some(seeded_fast(seed));
        }
        let rng = self.rng.as_mut().expect("checked by VectorCore::reset: every env has a generator");
        self.seed = reset.and_then(|r| r.seed).unwrap_or_else(|| rng.next_u64());
        self.game =
            G::with_options(&settings.options, self.seed).expect("options checked when the environment was made");
        self.played.clear();
        self.moves = 0;
        self.bots.clear();
        if settings.self_play {
            self.seat = self.game.current_player().unwrap_or(0);
            return;
        }
        self.seat = settings.seat.unwrap_or_else(|| below_fast(rng, u32::from(settings.players)) as u8);
        let mut names = settings.opponents.iter();
        for p in 0..settings.players {
            self.bots.push(if p == self.seat {
                None
            } else {
                let name = names.next().expect("one name per other seat");
                let seed = rng.next_u64();
                let bot = bots::named::<G>(name, seed).expect("names checked when the environment was made");
                Some(SeatBot { seed, bot })
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
        self.game.perform_with(mv, &mut NoEvents);
        self.played.push(G::action_id(mv));
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
            let bot = &mut self.bots[usize::from(p)].as_mut().expect("a bot at every other seat").bot;
            // The view only for bots that look at it (random bots do not).
            let mv = match bot.choose_without_view(&legal) {
                Some(mv) => mv,
                None => bot.choose(&self.game.view(p), &legal),
            };
            self.game.perform_with(mv, &mut NoEvents);
            self.played.push(G::action_id(mv));
        }
    }

    /// Writes the shown seat's observation and legal-action mask (all zeros unless that seat
    /// decides now), and the seat into `status`. A game that an illegal action ended (its state
    /// unchanged) is finished as one played to its end: the mask is all zeros, and in self-play
    /// no seat decides (-1).
    fn write(&self, settings: &Settings<G>, observation: &mut [f32], mask: &mut [i8], status: &mut Status) {
        let view = self.game.view(self.seat);
        view.observation(observation);
        mask.fill(0);
        let current = if status.illegal { None } else { self.game.current_player() };
        if current == Some(self.seat) {
            for id in self.game.legal_actions() {
                mask[usize::from(id)] = 1;
            }
        }
        status.seat = if settings.self_play { current.map_or(-1, i64::from) } else { i64::from(self.seat) };
    }
}

/// The error of a core that was closed or not yet reset.
pub fn not_ready(what: &str) -> PyErr {
    PyRuntimeError::new_err(what.to_string())
}

/// A reset as Python sends it: (env index, game seed or `None`, the seed of a new generator or
/// `None`).
pub type ResetArg = (usize, Option<u64>, Option<u64>);

/// The resets of `reset()` in sub-environment order, from the list Python sends.
///
/// # Errors
/// `ValueError` unless the list names every sub-environment once, in order.
pub fn resets_in_order(n: usize, resets: Vec<ResetArg>) -> PyResult<Vec<Reset>> {
    if resets.len() != n || resets.iter().enumerate().any(|(i, r)| r.0 != i) {
        return Err(PyValueError::new_err(format!("reset: one reset per env, in order ({n})")));
    }
    Ok(resets.into_iter().map(|(_, seed, generator)| Reset { seed, generator }).collect())
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
