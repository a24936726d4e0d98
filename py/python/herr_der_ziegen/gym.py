"""Gymnasium environments in which one learner plays one seat against the engine's bots
(``pip install ./py[gym]``): one :class:`SingleSeatEnv` class per game of the registry
(:data:`GYM_CLASSES`; by their names ``{Game}GymEnv``: :class:`HerrDerZiegenGymEnv` with 2 to 5
players, :class:`ZiegenKriegenGymEnv` with 3 to 6 and :class:`LeBaronGymEnv` with 2 to 10), and
the native vector environments (:data:`VECTOR_CLASSES`, ``{Game}VectorEnv``).

>>> from herr_der_ziegen.gym import HerrDerZiegenGymEnv
>>> env = HerrDerZiegenGymEnv(players=3, opponents=["greedy", "random"])
>>> observation, info = env.reset(seed=42)
>>> done = False
>>> while not done:
...     action = env.action_space.sample(observation["action_mask"])
...     observation, reward, terminated, truncated, info = env.step(action)
...     done = terminated or truncated
>>> env.close()

Importing the module also registers every game with Gymnasium (:data:`ENV_IDS`):
``gymnasium.make("herr_der_ziegen/LeBaron-v0", players=5)``.

Each :meth:`~SingleSeatEnv.step` plays the learner's action, then lets the bots play until the
learner must decide again (in Herr der Ziegen possibly in the middle of another player's turn,
to agree to a dog swap) or the game ends. Observations are the learner's:
``{"observation": float32[OBSERVATION_SIZE] in [0, 1], "action_mask": int8[NUM_ACTIONS]}``, as
in the PettingZoo environments (:mod:`herr_der_ziegen.env`); ``info["action_mask"]`` is the
same mask, and :meth:`~SingleSeatEnv.action_masks` gives it as bools. The action space is
``Discrete(NUM_ACTIONS)``.

Rewards are 0 until the game ends. Then, with ``reward="win"`` (the default), the learner gets
+1 if it is among the winners (a shared win counts as a win) and -1 otherwise (also when nobody
wins, as Ziegen Kriegen allows); with ``reward="score"``, the learner's final total with the sign
that makes higher better in every game: Herr der Ziegen's and Ziegen Kriegen's points as they
are, Le Baron's penalty heads negated (lower is better there).

Every action of the action space is accepted: by default (``illegal_action="penalty"``) an
illegal one ends the episode with reward -1 and the game unchanged, as PettingZoo's
``TerminateIllegalWrapper`` does, so Gymnasium's ``check_env`` passes with default arguments;
``illegal_action="raise"`` raises :class:`IllegalMoveError` instead, for debugging.

The single-seat environment is the engine's vector environment with one game (reset, the seat
draw, the bots' turns, the rewards and the illegal-action policy are written once, in Rust), so
``gymnasium.make_vec(id, num_envs=N, vectorization_mode="sync")`` over it and the native
:class:`NativeVectorEnv` give the same results for the same seeds and actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Literal, SupportsFloat

import numpy as np
from numpy.typing import NDArray

try:
    import gymnasium
    import gymnasium.spaces as spaces
except ImportError as _missing:  # pragma: no cover - depends on the installation
    raise ImportError(
        "herr_der_ziegen.gym needs Gymnasium: pip install 'herr-der-ziegen[gym]' "
        "(from a checkout: pip install './py[gym]')"
    ) from _missing

from ._games import GAMES, GameInfo, find
from ._outcome import check_reward_mode
from ._spaces import (
    Observation,
    illegal_action_policy,
    observation_space,
    opponent_names,
    positive_or_none,
    render_game,
    render_mode_or_none,
    seat_choice,
)
from ._vector import VECTOR_CLASSES, EngineCore, NativeVectorEnv, SelfPlayVectorEnv, seed_arg

__all__ = [
    "ENV_IDS",
    "GYM_CLASSES",
    "VECTOR_CLASSES",
    "NativeVectorEnv",
    "SelfPlayVectorEnv",
    "SingleSeatEnv",
    "gym_class",
]


class SingleSeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """One of the games as a single-agent Gymnasium environment: the learner plays ``seat``,
    the engine's bots play the other seats. A subclass names the game module
    (``game_module``: its ``Game``, ``Bot``, ``NUM_ACTIONS`` and ``OBSERVATION_SIZE``).

    Keyword arguments:

    * ``players``: the number of players, the learner included (default 4).
    * ``seat``: the learner's seat (default 0), or ``"random"``: a seat drawn at every reset.
    * ``opponents``: one bot name for every other seat (default ``"random"``), or a list of
      ``players - 1`` names given to the other seats in seat order (the learner's seat left out).
      Names are the game's ``BOT_NAMES`` and ``"ismcts:N"``; an unknown name raises
      ``ValueError`` here.
    * ``reward``: ``"win"`` or ``"score"`` (see the module documentation).
    * ``illegal_action``: ``"penalty"`` (default; ``"terminate"`` is the same): an illegal action
      of the action space ends the episode (``terminated``) with reward -1 and
      ``info["illegal_action"] = True``, the game left as it was; ``"raise"``: it raises
      :class:`IllegalMoveError` and changes nothing, the episode going on. An id outside the
      action space raises :class:`IllegalMoveError` either way.
    * ``max_moves``: truncate once the learner has taken this many actions (at least 1) without
      an end; ``None`` (default): play to the end.
    * ``render_mode``: ``"ansi"`` (:meth:`render` returns the text picture), ``"rgb_array"``
      (the SVG picture as an RGB array, drawn with CairoSVG: extra ``render``) or ``None``.
    * Any option of the game's ``Game``.

    The game is the engine's (:attr:`game` gives a copy of it as it stands), played by the
    engine's vector environment with one game: the bots' turns never return to Python.
    """

    game_module: ClassVar[ModuleType]
    metadata: dict[str, Any] = {"render_modes": ["ansi", "rgb_array"], "render_fps": 1}

    def __init__(
        self,
        players: int = 4,
        *,
        seat: int | Literal["random"] = 0,
        opponents: str | Sequence[str] = "random",
        reward: Literal["win", "score"] = "win",
        illegal_action: Literal["penalty", "terminate", "raise"] = "penalty",
        max_moves: int | np.integer[Any] | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        reward = check_reward_mode(reward)
        illegal_action = illegal_action_policy(illegal_action)
        render_mode = render_mode_or_none(render_mode, self.metadata["render_modes"])
        self.max_moves = positive_or_none("max_moves", max_moves)
        module = self.game_module
        # The game first: a player count or options it refuses fail here, not at the first reset.
        module.Game(players, 0, **options)
        self.players = players
        self.options = options
        self.seat_choice: int | Literal["random"] = seat_choice(seat, players)
        self.opponents = opponent_names(opponents, players, module)
        self.reward_mode = reward
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = observation_space(module)
        self.action_space = spaces.Discrete(module.NUM_ACTIONS)
        self.seat = 0 if self.seat_choice == "random" else self.seat_choice
        """The learner's seat in the current episode."""
        self.moves = 0
        """The learner's actions in the current episode."""
        self._core = EngineCore(
            find(module.NAME),
            1,
            players,
            self.seat_choice,
            self.opponents,
            reward,
            illegal_action,
            self.max_moves,
            False,
            options,
        )
        self._action = np.zeros(1, dtype=np.int64)
        self._started = False
        self._done = False

    @property
    def game(self) -> Any:
        """A copy of the game as it stands (the game's ``Game``, with its seed and the moves
        played since the reset, the bots' included): the environment's own is the engine's.
        Before the first :meth:`reset`, the game of seed 0."""
        return self._core.game(0)

    @property
    def bots(self) -> dict[int, Any]:
        """The opponents of the current episode, by seat: the game's ``Bot`` with the name and
        the seed each was made with at the reset (new objects, as the bots were before their
        first choice). Empty before the first :meth:`reset`."""
        seats = self._core.core.bots(0)
        return {p: self.game_module.Bot(bot[0], bot[1]) for p, bot in enumerate(seats) if bot is not None}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        """Starts a new game and plays the bots up to the learner's first decision (``options``
        is not used). With a ``seed``, the game is ``Game(players, seed)`` (the same deal as the
        game's own seed) and the bots' seeds and a random seat come from a generator seeded with
        it, so an episode repeats exactly for the same seed and actions. Without a seed,
        everything comes from the environment's generator (seeded by the last seed given, or at
        random). A seed that is not an int from 0 to 2**64 - 1 raises ``TypeError`` or
        ``ValueError`` and changes nothing."""
        if seed is not None:
            seed = seed_arg(seed)
        super().reset(seed=seed)
        self._core.reset(seed)
        self.seat = int(self._core.seat[0])
        self.moves = 0
        self._started = True
        self._done = False
        return self._observation(), self._info()

    def step(self, action: int | np.integer[Any]) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Plays ``action`` (an action id) for the learner, then the bots up to the learner's next
        decision or the end. Returns ``(observation, reward, terminated, truncated, info)``.
        An action that is not an integer raises ``TypeError``, an id outside the action space
        :class:`IllegalMoveError`; an illegal action of the action space ends the episode with
        reward -1 (``illegal_action="penalty"``, the default) or raises
        :class:`IllegalMoveError` (``"raise"``). Stepping before :meth:`reset` or after the
        episode ended raises ``RuntimeError``."""
        if not self._started:
            raise RuntimeError("no game has started: call reset() first")
        if self._done:
            raise RuntimeError("the episode has ended: call reset() for a new one")
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"an action is an action id (int), not {type(action).__name__}")
        # An id outside the action space is refused by the game's own words (IllegalMoveError).
        self._action[0] = self.game_module.Move.from_action_id(action).action_id
        core = self._core
        core.step_checked(self._action)
        if core.illegal[0]:
            self._done = True
            return self._observation(), -1.0, True, False, {**self._info(), "illegal_action": True}
        self.moves += 1
        terminated, truncated = bool(core.terminated[0]), bool(core.truncated[0])
        self._done = terminated or truncated
        return self._observation(), float(core.reward[0]), terminated, truncated, self._info()

    def action_masks(self) -> NDArray[np.bool_]:
        """The learner's legal actions as a bool mask (all ``False`` once the game is over): the
        method name masked learners (sb3-contrib's ``MaskablePPO``) look for."""
        if not self._started:
            raise RuntimeError("no game has started: call reset() first")
        mask: NDArray[np.bool_] = self._core.action_mask[0].astype(np.bool_)
        return mask

    def _observation(self) -> Observation:
        return {"observation": self._core.observation[0].copy(), "action_mask": self._core.action_mask[0].copy()}

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._core.action_mask[0].copy(), "seat": self.seat}

    def render(self) -> str | NDArray[np.uint8] | None:
        """``"ansi"``: the text picture of the game (all hands shown); ``"rgb_array"``: the
        game's SVG picture (``game._repr_svg_()``) as a ``(height, width, 3)`` uint8 array;
        ``None`` without a render mode or before :meth:`reset`."""
        return render_game(self.game, self.render_mode) if self._started else None

    def close(self) -> None:
        """Nothing to release: the game goes with the environment."""


def gym_class(game: GameInfo) -> type[SingleSeatEnv]:
    """The single-seat environment class of ``game`` (one of :data:`herr_der_ziegen.GAMES`): a
    :class:`SingleSeatEnv` named ``{Game}GymEnv``."""
    return type(
        f"{game.class_prefix}GymEnv",
        (SingleSeatEnv,),
        {
            "__module__": __name__,
            "__doc__": f"{game.title} for {game.min_players} to {game.max_players} players (options as keywords, see "
            f"the game's ``Game``).",
            "game_module": game.module(),
        },
    )


GYM_CLASSES: dict[str, type[SingleSeatEnv]] = {game.name: gym_class(game) for game in GAMES}
"""The single-seat environment class of every game, by the game's name (``"le-baron"``, ...)."""

# Every game's classes by their own names, made from the registry: HerrDerZiegenGymEnv,
# HerrDerZiegenVectorEnv, ZiegenKriegenGymEnv, ...
globals().update({cls.__name__: cls for cls in (*GYM_CLASSES.values(), *VECTOR_CLASSES.values())})

if TYPE_CHECKING:
    # The classes named after the games, made above at run time, are unknown to type checkers by
    # name: GYM_CLASSES and VECTOR_CLASSES give them typed.
    def __getattr__(name: str) -> Any: ...


ENV_IDS: dict[str, type[SingleSeatEnv]] = {
    f"herr_der_ziegen/{game.class_prefix}-v0": GYM_CLASSES[game.name] for game in GAMES
}
"""The ids this module registers with Gymnasium on import: ``gymnasium.make(id, **kwargs)``
builds the class with those keyword arguments (wrapped in Gymnasium's usual checks);
``gymnasium.make_vec(id, num_envs=N, **kwargs)`` builds the game's native vector environment
(:data:`VECTOR_CLASSES`), ``vectorization_mode="sync"`` Gymnasium's ``SyncVectorEnv`` over the
single-seat one."""

for _id, _cls in ENV_IDS.items():
    if _id not in gymnasium.registry:
        _vector_class = VECTOR_CLASSES[_cls.game_module.NAME]
        gymnasium.register(
            id=_id,
            entry_point=f"{__name__}:{_cls.__name__}",
            vector_entry_point=f"{__name__}:{_vector_class.__name__}",
        )
