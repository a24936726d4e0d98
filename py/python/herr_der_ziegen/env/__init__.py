"""PettingZoo AEC environments for every game of the package (``pip install ./py[pettingzoo]``):
one :class:`GameEnv` class per game of the registry (:data:`ENV_CLASSES`; by their names
``{Game}Env``: :class:`HerrDerZiegenEnv` with 2 to 5 players, :class:`ZiegenKriegenEnv` with 3
to 6 and :class:`LeBaronEnv` with 2 to 10), and one module per game in PettingZoo's convention,
:mod:`herr_der_ziegen.env.herr_der_ziegen_v0`, :mod:`~herr_der_ziegen.env.ziegen_kriegen_v0` and
:mod:`~herr_der_ziegen.env.le_baron_v0`, whose ``env(**kwargs)`` returns the environment wrapped
as PettingZoo's own environments are (``OrderEnforcingWrapper`` around
``AssertOutOfBoundsWrapper``) and ``raw_env(**kwargs)`` the bare one:

>>> from herr_der_ziegen.env import le_baron_v0
>>> env = le_baron_v0.env(players=5)

>>> env.reset(seed=42)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     if termination or truncation:
...         action = None
...     else:
...         action = env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)
>>> env.close()

Agents are ``"player_0"``, ``"player_1"``, ... (the seats). ``agent_selection`` always names the
seat that must decide: in Herr der Ziegen usually the player whose turn it is, but the opponent
asked to agree to a dog swap answers in the middle of someone else's turn; in Le Baron the seats
choose their cards one after the other (face down), then place them.

Each observation is a dict: ``"observation"`` is the seat's observation tensor (float32,
``OBSERVATION_SIZE`` entries in [0, 1], computed from that seat's view only, layout in
docs/observation.md), ``"action_mask"`` marks its legal action ids (int8,
``NUM_ACTIONS`` entries; all 0 for a seat that is not deciding). The action space is
``Discrete(NUM_ACTIONS)``.

Rewards are 0 until the game ends. Then, with ``reward="win"`` (the default), every winner gets
+1 and every other player -1; with ``reward="score"``, every player gets their final total with
the sign that makes higher better in every game (Le Baron's penalty heads are negated: lower is
better there).
Games always end (no truncation unless ``max_moves`` is given: every agent is then truncated
after that many moves, at least 1, if the game has not ended).

For centralised training, :meth:`GameEnv.state` is the god-view tensor a centralised critic
reads: every seat's observation, in seat order (``players * OBSERVATION_SIZE`` float32 entries
in [0, 1], ``state_space``; layout in docs/observation.md). It holds every seat's private
information (all hands), but not what no seat knows (the order of the cards still to be drawn,
which unseen card lies where).

``render_mode="rgb_array"`` draws the game's SVG picture (``env.game._repr_svg_()``) into a
``(height, width, 3)`` uint8 array with CairoSVG, without a display
(``pip install 'herr-der-ziegen[render]'``).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Literal

import numpy as np
from numpy.typing import NDArray

try:
    import gymnasium.spaces as spaces
    from pettingzoo import AECEnv  # type: ignore[import-untyped]
except ImportError as _missing:  # pragma: no cover - depends on the installation
    raise ImportError(
        "herr_der_ziegen.env needs PettingZoo: pip install 'herr-der-ziegen[pettingzoo]' "
        "(from a checkout: pip install './py[pettingzoo]')"
    ) from _missing

from .._games import GAMES, GameInfo
from .._outcome import check_reward_mode, rewards
from .._spaces import (
    Observation,
    god_state,
    observation_space,
    positive_or_none,
    render_game,
    render_mode_or_none,
)

__all__ = ["ENV_CLASSES", "PARALLEL_ENV_CLASSES", "GameEnv", "ParallelGameEnv", "env_class", "parallel_env_class"]


class GameEnv(AECEnv):  # type: ignore[misc]
    """One of the games as a PettingZoo AEC environment; a subclass names the game module
    (``game_module``: its ``Game``, ``NUM_ACTIONS`` and ``OBSERVATION_SIZE``) and its metadata.

    Keyword arguments: ``players`` (default 4), ``reward`` (``"win"`` or ``"score"``),
    ``max_moves`` (truncate after this many moves, at least 1; default ``None``: play to the
    end),
    ``render_mode`` (``"ansi"`` returns the text picture, ``"human"`` prints it,
    ``"rgb_array"`` returns the SVG picture as an RGB array; another mode raises ``ValueError``),
    and any option of the game's ``Game``.

    ``state_space`` is the space of :meth:`state`: ``Box(0, 1, (players * OBSERVATION_SIZE,),
    float32)``.
    """

    game_module: ClassVar[ModuleType]
    metadata: dict[str, Any] = {"render_modes": ["ansi", "human", "rgb_array"], "is_parallelizable": False}

    def __init__(
        self,
        players: int = 4,
        *,
        reward: Literal["win", "score"] = "win",
        max_moves: int | np.integer[Any] | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        reward = check_reward_mode(reward)
        render_mode = render_mode_or_none(render_mode, self.metadata["render_modes"])
        self.max_moves = positive_or_none("max_moves", max_moves)
        self.players = players
        self.reward_mode = reward
        self.render_mode = render_mode
        self.options = options
        self._new_game = self.game_module.Game
        # Set up once so that bad options fail here, not at the first reset.
        self.game: Any = self._new_game(players, 0, **options)
        self.possible_agents: list[str] = [f"player_{p}" for p in range(players)]
        self.agents: list[str] = []
        self._observation_space = observation_space(self.game_module)
        self._observation_spaces = {agent: self._observation_space for agent in self.possible_agents}
        self._action_spaces = {
            agent: spaces.Discrete(self.game_module.NUM_ACTIONS) for agent in self.possible_agents
        }
        self.state_space = spaces.Box(
            0.0, 1.0, shape=(int(self.game.players) * self.game_module.OBSERVATION_SIZE,), dtype=np.float32
        )
        self._rng: np.random.Generator | None = None
        self._started = False
        self.moves = 0
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection: str = self.possible_agents[0]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same ``Dict`` space for every agent (see the module documentation)."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(NUM_ACTIONS)``: the action ids of :class:`Move`."""
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Starts a new game. ``seed`` is the game's seed (``Game(players, seed)``), so the same
        seed gives the same deal; without a seed the next game comes from the environment's own
        generator."""
        if seed is not None:
            # The game first: a seed it refuses leaves the environment as it was.
            self.game = self._new_game(self.players, seed, **self.options)
            self._rng = np.random.default_rng(seed)
        else:
            if self._rng is None:
                self._rng = np.random.default_rng()
            self.game = self._new_game(self.players, int(self._rng.integers(0, 2**63)), **self.options)
        self.moves = 0
        self._started = True
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        current = self.game.current_player
        if current is not None:
            self.agent_selection = self.possible_agents[current]

    def _check_started(self) -> None:
        if not self._started:
            raise RuntimeError("no game has started: call reset() first")

    def observe(self, agent: str) -> Observation:
        """The observation of ``agent``: its observation tensor and its legal-action mask."""
        self._check_started()
        seat = self.possible_agents.index(agent)
        observation = self.game.observation(seat)
        if self.game.current_player == seat:
            mask = self.game.legal_action_mask().view(np.int8)
        else:
            mask = np.zeros(self.game_module.NUM_ACTIONS, dtype=np.int8)
        return {"observation": observation, "action_mask": mask}

    def state(self) -> NDArray[np.float32]:
        """The god view for centralised critics: the observations of seats 0, 1, ... one after
        the other (``players * OBSERVATION_SIZE`` float32 entries in [0, 1]; entries
        ``p * OBSERVATION_SIZE`` to ``(p + 1) * OBSERVATION_SIZE`` are ``game.observation(p)``,
        so ``state().reshape(players, OBSERVATION_SIZE)[p]`` is seat ``p``'s). Together they hold
        every hand and every other private fact; what no seat knows (the order of the cards still
        to be drawn, which unseen card lies where) is not in it. Before :meth:`reset` it raises
        ``RuntimeError``."""
        self._check_started()
        return god_state(self.game)

    def step(self, action: int | np.integer[Any] | None) -> None:
        """Plays ``action`` (an action id) for ``agent_selection``; ``None`` for an agent whose
        game has ended. An illegal action raises :class:`IllegalMoveError`, an action that is not
        an integer ``TypeError``; neither changes anything. Stepping before :meth:`reset` or
        after every agent is done raises ``RuntimeError``."""
        self._check_started()
        agent = self.agent_selection
        if agent not in self.agents:
            raise RuntimeError("the game is over and every agent is done: call reset() for a new one")
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose an action; None is only for agents whose game ended")
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"an action is an action id (int), not {type(action).__name__}")
        seat = self.possible_agents.index(agent)
        self.game.apply(int(action), player=seat)
        self.moves += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.game.is_over:
            for name, reward in zip(self.agents, rewards(self.game, self.reward_mode)):
                self.rewards[name] = reward
                self.terminations[name] = True
        elif self.max_moves is not None and self.moves >= self.max_moves:
            for name in self.agents:
                self.truncations[name] = True
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | NDArray[np.uint8] | None:
        """``"ansi"``: the text picture of the game; ``"human"``: prints it; ``"rgb_array"``: the
        game's SVG picture (``game._repr_svg_()``, as a notebook shows it) as a
        ``(height, width, 3)`` uint8 array; ``None`` without a render mode."""
        return render_game(self.game, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""


def env_class(game: GameInfo) -> type[GameEnv]:
    """The environment class of ``game`` (one of :data:`herr_der_ziegen.GAMES`): a
    :class:`GameEnv` named ``{Game}Env`` whose metadata name is ``{game}_v0``."""
    return type(
        f"{game.class_prefix}Env",
        (GameEnv,),
        {
            "__module__": __name__,
            "__doc__": f"{game.title} for {game.min_players} to {game.max_players} players (options as keywords, see "
            f"the game's ``Game``).",
            "game_module": game.module(),
            "metadata": {**GameEnv.metadata, "name": f"{game.short_name}_v0"},
        },
    )


ENV_CLASSES: dict[str, type[GameEnv]] = {game.name: env_class(game) for game in GAMES}
"""The environment class of every game, by the game's name (``"le-baron"``, ...)."""

# Every game's class by its own name, made from the registry: HerrDerZiegenEnv, ZiegenKriegenEnv, ...
globals().update({cls.__name__: cls for cls in ENV_CLASSES.values()})

if TYPE_CHECKING:
    # The classes and PettingZoo modules named after the games, made at run time, are unknown
    # to type checkers by name: ENV_CLASSES gives the classes typed.
    def __getattr__(name: str) -> Any: ...


# The ParallelEnv of the games with a simultaneous phase reads the game modules and the shared
# helpers, not this module's classes.
from ._parallel import PARALLEL_ENV_CLASSES, PARALLEL_ENVS, ParallelGameEnv, parallel_env_class  # noqa: E402
from ._pettingzoo import game_modules  # noqa: E402

# Every ParallelEnv class by its own name, made from the registry: LeBaronParallelEnv, ...
globals().update({cls.__name__: cls for cls in PARALLEL_ENV_CLASSES.values()})

# PettingZoo's module of every game, made from the registry: herr_der_ziegen_v0, le_baron_v0, ...
globals().update(game_modules({game: {"parallel_env": make} for game, make in PARALLEL_ENVS.items()}))
