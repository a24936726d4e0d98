"""Native vector environments of every game (re-exported by :mod:`herr_der_ziegen.gym`), and
the engine's core that every Gymnasium environment of the package drives (:class:`EngineCore`).

:class:`NativeVectorEnv` is a Gymnasium ``VectorEnv``: ``num_envs`` single-seat games (the
learner at one seat, the engine's bots at the others) stepped by one call into the engine,
which plays the games on all cores with the GIL released and writes the results into numpy
arrays allocated once. The single-seat environment (:class:`herr_der_ziegen.gym.SingleSeatEnv`)
is the same engine with one game, so ``gymnasium.make_vec(id, num_envs=N,
vectorization_mode="sync", ...)`` over it returns what the native environment returns, array
for array, autoresets included. :class:`SelfPlayVectorEnv` hands every seat to the caller.

Every sub-environment has its own random generator in the engine, seeded at a reset with the
reset's seed (``seed + i`` for sub-environment ``i``, as Gymnasium seeds the sub-environments of
its vector environments) or, the first time without one, at random; it draws, at every
(auto)reset, the game's seed (unless the reset gives it), the learner's seat if drawn and the
bots' seeds, without a call back into Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any, ClassVar, Literal

import secrets

import gymnasium
import gymnasium.spaces as spaces
import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space
from numpy.typing import NDArray

from . import _core
from ._games import GAMES, GameInfo, find
from ._outcome import check_reward_mode
from ._spaces import (
    Observation,
    illegal_action_policy,
    observation_space,
    opponent_names,
    positive_or_none,
    seat_choice,
)

__all__ = ["VECTOR_CLASSES", "EngineCore", "NativeVectorEnv", "SelfPlayVectorEnv", "seed_arg", "vector_class"]

_Reset = tuple[int, int | None, int | None]
"""A reset as the engine takes it: (env index, game seed or None, the seed of a new generator or
None)."""


def _int(name: str, value: object) -> int:
    """``value`` checked as an int (a numpy integer too, a bool not): ``TypeError`` naming ``name``."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} is an int, not {type(value).__name__}")
    return int(value)


def _count(name: str, value: object) -> int:
    """``value`` checked as an int of at least 1 (``TypeError``/``ValueError`` naming ``name``)."""
    count = _int(name, value)
    if count < 1:
        raise ValueError(f"{name} is at least 1, not {count}")
    return count


def _seeds(seed: object, num_envs: int) -> list[int | None]:
    """The seed of every sub-environment: ``seed + i`` as Gymnasium's vector environments seed
    theirs (wrapping around after 2**64 - 1, as ``simulate``'s seeds do), a list of one seed (or
    ``None``) per sub-environment, or ``None`` for all. Seeds are ints from 0 to 2**64 - 1
    (``TypeError`` for a bool or another type, ``ValueError`` outside)."""
    if seed is None:
        return [None] * num_envs
    if isinstance(seed, (bool, np.bool_)):
        raise TypeError("seed is an int, a list of ints or None, not bool")
    if isinstance(seed, (int, np.integer)):
        first = seed_arg(seed)
        return [(first + i) % 2**64 for i in range(num_envs)]
    if isinstance(seed, (str, bytes)) or not isinstance(seed, Iterable):
        raise TypeError(f"seed is an int, a list of ints or None, not {type(seed).__name__}")
    seeds = list(seed)
    if len(seeds) != num_envs:
        raise ValueError(f"seed: a list of one seed per env ({num_envs}), not {len(seeds)}")
    return [None if s is None else seed_arg(s) for s in seeds]


def seed_arg(value: object) -> int:
    """One game's seed, checked: an int from 0 to 2**64 - 1 (``TypeError`` for a bool or another
    type, ``ValueError`` outside)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"a seed is an int, not {type(value).__name__}")
    if not 0 <= value < 2**64:
        raise ValueError(f"a seed is an int from 0 to 2**64 - 1, not {value}")
    return int(value)


MOST_MAX_MOVES = 2**32 - 1
"""The largest ``max_moves`` the engine holds: a larger one is taken as this (no game lasts that
many moves, so it truncates exactly as the value given, that is never)."""


def engine_max_moves(max_moves: int | None) -> int | None:
    """``max_moves`` (checked positive) as the engine takes it: clamped to :data:`MOST_MAX_MOVES`."""
    return None if max_moves is None else min(max_moves, MOST_MAX_MOVES)


def _index(value: object, num_envs: int) -> int:
    """``value`` checked as the index of a sub-environment: ``TypeError`` for a bool or another
    type, ``IndexError`` for no such sub-environment (negative included)."""
    index = _int("an env index", value)
    if not 0 <= index < num_envs:
        raise IndexError(f"no env {index} among {num_envs}")
    return index


class EngineCore:
    """What every Gymnasium environment of the package drives: the engine's core of
    ``num_envs`` games (``{Game}VectorCore``) and the numpy arrays it writes into."""

    def __init__(
        self,
        game: GameInfo,
        num_envs: int,
        players: int,
        seat: int | Literal["random"],
        opponents: list[str],
        reward: str,
        illegal_action: str,
        max_moves: int | None,
        self_play: bool,
        options: dict[str, Any],
    ) -> None:
        self.num_envs = num_envs
        self.num_actions = game.num_actions
        core_class = getattr(_core, f"{game.class_prefix}VectorCore")
        self.core: Any = core_class(
            players,
            num_envs,
            opponents,
            None if seat == "random" else seat,
            reward,
            illegal_action,
            engine_max_moves(max_moves),
            self_play,
            **options,
        )
        width = (num_envs, players) if self_play else (num_envs,)
        self.observation = np.zeros((num_envs, game.observation_size), dtype=np.float32)
        self.action_mask = np.zeros((num_envs, game.num_actions), dtype=np.int8)
        self.reward = np.zeros(width, dtype=np.float32 if self_play else np.float64)
        self.terminated = np.zeros(num_envs, dtype=np.bool_)
        self.truncated = np.zeros(num_envs, dtype=np.bool_)
        self.illegal = np.zeros(num_envs, dtype=np.bool_)
        self.seat = np.zeros(num_envs, dtype=np.int64)
        # The engine writes the bool arrays through uint8 views of the same memory.
        self.core.bind(
            self.observation,
            self.action_mask,
            self.reward,
            self.terminated.view(np.uint8),
            self.truncated.view(np.uint8),
            self.illegal.view(np.uint8),
            self.seat,
        )
        self.seeded = [False] * num_envs
        """Whether the engine holds a generator for each sub-environment."""
        self.any_illegal = False
        """Whether some action of the last step was illegal."""
        self.started = False
        self.closed = False

    def check_open(self) -> None:
        if self.closed:
            raise RuntimeError("the environment is closed")

    def reset(self, seed: int | np.integer[Any] | Sequence[int] | None) -> None:
        """Resets every sub-environment: with a seed, a generator seeded with it (and the game's
        seed is that seed); without, the sub-environment's generator (a new one seeded at random
        the first time) draws the game's seed."""
        self.check_open()
        resets: list[_Reset] = []
        for i, s in enumerate(_seeds(seed, self.num_envs)):
            if s is not None:
                resets.append((i, s, s))
            elif not self.seeded[i]:
                resets.append((i, None, secrets.randbits(64)))
            else:
                resets.append((i, None, None))
        self.core.reset(resets)
        self.seeded = [True] * self.num_envs
        self.any_illegal = False
        self.started = True

    def step(self, actions: object) -> None:
        """Steps every sub-environment (the engine resets those whose game ended at the last
        step, drawing from their generators)."""
        self.check_open()
        if not self.started:
            raise RuntimeError("no game has started: call reset() first")
        _, self.any_illegal = self.core.step(self.actions(actions))

    def game(self, index: int | np.integer[Any]) -> Any:
        """A copy of sub-environment ``index``'s game (see :meth:`NativeVectorEnv.game_at`)."""
        self.check_open()
        return self.core.game(_index(index, self.num_envs))

    def step_checked(self, actions: NDArray[np.int64]) -> None:
        """:meth:`step` with ``actions`` already an int64 array of one action id per
        sub-environment (the single-seat environment's own, checked by it)."""
        self.check_open()
        _, self.any_illegal = self.core.step(actions)

    def actions(self, actions: object) -> NDArray[np.int64]:
        """``actions`` checked: one integer action id per sub-environment, as int64."""
        ids = np.asarray(actions)
        if ids.dtype == np.int64 and ids.shape == (self.num_envs,):
            return np.ascontiguousarray(ids)
        if ids.shape != (self.num_envs,):
            raise ValueError(f"actions has shape {ids.shape}; expected ({self.num_envs},): one action id per env")
        if ids.dtype == object and all(
            isinstance(a, (int, np.integer)) and not isinstance(a, (bool, np.bool_)) for a in ids
        ):
            # Python ints beyond 64 bits: out of range, as any other id outside the action space.
            self.refuse_out_of_range([int(a) for a in ids])
        if ids.dtype.kind not in "iu":
            raise TypeError(f"actions are integer action ids, not dtype {ids.dtype}")
        if ids.dtype.kind == "u" and ids.dtype.itemsize >= 8 and bool((ids > np.iinfo(np.int64).max).any()):
            # Ids that int64 cannot hold, refused with their own values rather than wrapped.
            self.refuse_out_of_range([int(a) for a in ids])
        # The engine refuses an id out of range ("actions[i] = ... is not an action id"), the
        # first by index, before any game moves.
        return np.ascontiguousarray(ids, dtype=np.int64)

    def refuse_out_of_range(self, ids: list[int]) -> None:
        """Raises the engine's ``ValueError`` for the first id of ``ids`` (one per
        sub-environment) outside the action space, if any."""
        for i, action in enumerate(ids):
            if not 0 <= action < self.num_actions:
                raise ValueError(f"actions[{i}] = {action} is not an action id (0 to {self.num_actions - 1})")

    def close(self) -> None:
        if not self.closed:
            self.core.close()
            self.closed = True


class NativeVectorEnv(gymnasium.vector.VectorEnv[dict[str, Any], NDArray[np.int64], NDArray[Any]]):
    """``num_envs`` single-seat games of one game stepped natively: the drop-in for
    ``gymnasium.make_vec(id, num_envs=N, vectorization_mode="sync", ...)`` over the game's
    :class:`~herr_der_ziegen.gym.SingleSeatEnv`, with the same arguments (``players``,
    ``seat``, ``opponents``, ``reward``, ``illegal_action``, ``max_moves``, the game's options
    as keywords) and the same results for the same seeds and actions. A subclass names the
    game (``game_info``).

    Observations are ``{"observation": float32[num_envs, OBSERVATION_SIZE], "action_mask":
    int8[num_envs, NUM_ACTIONS]}``; rewards float64, terminated and truncated bool, all shaped
    ``(num_envs,)``; ``info`` holds ``action_mask``, ``seat`` and, on a step with an illegal
    action under ``illegal_action="penalty"``, ``illegal_action``, each with its ``_key`` mask
    as Gymnasium's vector environments write them. Autoreset is next-step: the step after an
    episode ended resets that game (its action is not played) and returns its first
    observation with reward 0.

    The arrays returned are the environment's own, written again by the next call (as
    Gymnasium's vector environments with ``copy=False``): copy what you keep.
    """

    game_info: ClassVar[GameInfo]
    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        num_envs: int = 1,
        players: int = 4,
        *,
        seat: int | Literal["random"] = 0,
        opponents: str | Sequence[str] = "random",
        reward: Literal["win", "score"] = "win",
        illegal_action: Literal["penalty", "terminate", "raise"] = "penalty",
        max_moves: int | np.integer[Any] | None = None,
        **options: Any,
    ) -> None:
        game = self.game_info
        module = game.module()
        num_envs = _count("num_envs", num_envs)
        reward = check_reward_mode(reward)
        illegal_action = illegal_action_policy(illegal_action)
        module.Game(players, 0, **options)  # the player count and options, checked by the game
        chosen_seat = seat_choice(seat, players)
        names = opponent_names(opponents, players, module)
        self.players = players
        self.reward_mode = reward
        self.illegal_action = illegal_action
        self.max_moves = positive_or_none("max_moves", max_moves)
        self.opponents = names
        self._core = EngineCore(
            game,
            num_envs,
            players,
            chosen_seat,
            names,
            reward,
            illegal_action,
            self.max_moves,
            False,
            options,
        )
        self.num_envs = num_envs
        self.single_observation_space = observation_space(module)
        self.single_action_space = spaces.Discrete(game.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.render_mode = None
        self._all = np.ones(num_envs, dtype=np.bool_)

    def reset(
        self,
        *,
        seed: int | np.integer[Any] | Sequence[int] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[Observation, dict[str, Any]]:
        """Starts a game in every sub-environment; with ``seed``, sub-environment ``i`` is reset
        with seed ``seed + i`` (or ``seed[i]`` for a list), as ``SingleSeatEnv.reset(seed=...)``
        (the game ``Game(players, seed + i)``, the seat and bot seeds drawn from a generator
        seeded with it; ``seed + i`` wraps around after 2**64 - 1). ``options`` is not used.

        The seed is checked before anything changes: ``TypeError`` for a bool or another type,
        ``ValueError`` for an int outside 0 to 2**64 - 1 or a list of the wrong length; a refused
        reset leaves the environment (and ``np_random``) as it was."""
        self._core.check_open()
        _seeds(seed, self.num_envs)
        if isinstance(seed, (int, np.integer)):
            super().reset(seed=int(seed))
        self._core.reset(seed)
        return self._observation(), self._info()

    def step(
        self, actions: NDArray[np.int64] | Sequence[int]
    ) -> tuple[Observation, NDArray[Any], NDArray[Any], NDArray[Any], dict[str, Any]]:
        """Plays one action id per sub-environment (an int array of shape ``(num_envs,)``) and
        the bots after it; a sub-environment whose episode ended at the last step is reset
        instead. Returns ``(observation, reward, terminated, truncated, info)``.

        Everything is checked before any game moves: a wrong shape or an id out of range raises
        ``ValueError``, a non-integer dtype ``TypeError``; with ``illegal_action="raise"`` an
        illegal action raises :class:`~herr_der_ziegen.IllegalMoveError` naming the env and the
        action. Stepping before :meth:`reset` or after :meth:`close` raises ``RuntimeError``."""
        self._core.step(actions)
        core = self._core
        return self._observation(), core.reward, core.terminated, core.truncated, self._info()

    def _observation(self) -> Observation:
        return {"observation": self._core.observation, "action_mask": self._core.action_mask}

    def _info(self) -> dict[str, Any]:
        core = self._core
        info: dict[str, Any] = {
            "action_mask": core.action_mask,
            "_action_mask": self._all,
            "seat": core.seat,
            "_seat": self._all,
        }
        if core.any_illegal:
            info["illegal_action"] = core.illegal.copy()
            info["_illegal_action"] = core.illegal.copy()
        return info

    def game_at(self, index: int | np.integer[Any]) -> Any:
        """A copy of sub-environment ``index``'s game as it stands (the game's ``Game``, with its
        seed and the moves played since its reset, the bots' included). ``IndexError`` for no
        such sub-environment, ``RuntimeError`` once closed."""
        return self._core.game(index)

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of every sub-environment as a bool array ``(num_envs,
        NUM_ACTIONS)`` (a view of the observation's mask)."""
        mask: NDArray[np.bool_] = self._core.action_mask.view(np.bool_)
        return mask

    def close_extras(self, **kwargs: Any) -> None:
        """Frees the games; a later :meth:`reset` or :meth:`step` raises ``RuntimeError``."""
        self._core.close()


def vector_class(game: GameInfo) -> type[NativeVectorEnv]:
    """The native vector environment class of ``game`` (one of :data:`herr_der_ziegen.GAMES`):
    a :class:`NativeVectorEnv` named ``{Game}VectorEnv``."""
    return type(
        f"{game.class_prefix}VectorEnv",
        (NativeVectorEnv,),
        {
            "__module__": "herr_der_ziegen.gym",
            "__doc__": f"{game.title} for {game.min_players} to {game.max_players} players, ``num_envs`` games "
            f"at once (see :class:`NativeVectorEnv`).",
            "game_info": game,
        },
    )


VECTOR_CLASSES: dict[str, type[NativeVectorEnv]] = {game.name: vector_class(game) for game in GAMES}
"""The native vector environment class of every game, by the game's name."""


class SelfPlayVectorEnv:
    """``num_envs`` games of ``game`` (a name of :data:`herr_der_ziegen.GAMES`: ``"le-baron"``,
    ...) in which the caller plays every seat, stepped natively (as pgx's environments).

    :meth:`reset` and :meth:`step` return the observation of each game's deciding seat,
    ``{"observation": float32[num_envs, OBSERVATION_SIZE], "action_mask":
    int8[num_envs, NUM_ACTIONS]}``, and :meth:`step` also ``reward`` (float32, ``(num_envs,
    players)``: every seat's reward, nonzero only on the step that ends a game), ``terminated``
    and ``truncated`` (bool, ``(num_envs,)``) and ``info``: ``current_player`` (int64,
    ``(num_envs,)``: the seat whose action the next step takes, -1 in a finished game) and
    ``illegal_action`` (bool, ``(num_envs,)``). Once a game has ended its observation is that of
    the seat that made the last move, with an all-zero mask.

    Rewards: ``reward="win"`` (default) +1 for every winner, -1 for the others; ``"score"`` each
    seat's final total with the sign that makes higher better. An illegal action
    (``illegal_action="penalty"``, the default) ends that game with -1 for the seat that played
    it and 0 for the others; ``"raise"`` raises before any game moves. ``max_moves`` truncates a
    game after that many actions. Autoreset is next-step, as in :class:`NativeVectorEnv`.

    ``seed`` seeds the first :meth:`reset` without a seed: game ``i`` then uses seed
    ``seed + i``, and its later games draw their seeds from a generator seeded with it. The
    arrays returned are the environment's own, written again by the next call.
    """

    def __init__(
        self,
        game: str,
        num_envs: int = 1,
        players: int = 4,
        *,
        seed: int | None = None,
        reward: Literal["win", "score"] = "win",
        illegal_action: Literal["penalty", "terminate", "raise"] = "penalty",
        max_moves: int | np.integer[Any] | None = None,
        **options: Any,
    ) -> None:
        info = find(game)
        num_envs = _count("num_envs", num_envs)
        reward = check_reward_mode(reward)
        illegal_action = illegal_action_policy(illegal_action)
        info.module().Game(players, 0, **options)
        self.game = info
        self.num_envs = num_envs
        self.players = players
        self.max_moves = positive_or_none("max_moves", max_moves)
        _seeds(seed, num_envs)
        self._seed = seed
        self._core = EngineCore(
            info, num_envs, players, 0, [], reward, illegal_action, self.max_moves, True, options
        )
        self.single_observation_space = observation_space(info.module())
        self.single_action_space = spaces.Discrete(info.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)

    def reset(self, seed: int | None = None) -> tuple[Observation, dict[str, Any]]:
        """Starts a new game in every sub-environment (seeds as the class documents); returns
        ``(observation, info)``."""
        if seed is None and not self._core.started:
            seed = self._seed
        self._core.reset(seed)
        return self._observation(), self._info()

    def step(
        self, actions: NDArray[np.int64] | Sequence[int]
    ) -> tuple[Observation, NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        """Plays one action id per game for its deciding seat. Returns ``(observation, reward,
        terminated, truncated, info)`` (shapes as the class documents); bad actions raise as
        :meth:`NativeVectorEnv.step` says."""
        core = self._core
        core.step(actions)
        return self._observation(), core.reward, core.terminated, core.truncated, self._info()

    def _observation(self) -> Observation:
        return {"observation": self._core.observation, "action_mask": self._core.action_mask}

    def _info(self) -> dict[str, Any]:
        return {"current_player": self._core.seat, "illegal_action": self._core.illegal}

    def game_at(self, index: int | np.integer[Any]) -> Any:
        """A copy of game ``index`` as it stands (the game's ``Game``, with its seed and the moves
        played since its reset). ``IndexError`` for no such game, ``RuntimeError`` once closed."""
        return self._core.game(index)

    def close(self) -> None:
        """Frees the games; a later :meth:`reset` or :meth:`step` raises ``RuntimeError``."""
        self._core.close()
