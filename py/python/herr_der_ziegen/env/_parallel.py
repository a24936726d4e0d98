"""Every game whose seats choose simultaneously (face down) as a PettingZoo ``ParallelEnv``: in
the phase the game declares simultaneous (``GameInfo.simultaneous_phase``, the engine's
``GameRules::SIMULTANEOUS_PHASE``; Le Baron's card choice) every seat that must choose acts in
one step; any other decision (in Le Baron, placing a revealed card, taking a row) is asked of the
seat concerned alone. Made by the game's PettingZoo module, ``{game}_v0.parallel_env``, e.g.
:func:`herr_der_ziegen.env.le_baron_v0.parallel_env`.

>>> from herr_der_ziegen.env import le_baron_v0
>>> env = le_baron_v0.parallel_env(players=5)
>>> observations, infos = env.reset(seed=42)
>>> while env.agents:
...     actions = {
...         agent: env.action_space(agent).sample(observations[agent]["action_mask"])
...         for agent in env.agents
...         if infos[agent]["deciding"]
...     }
...     observations, rewards, terminations, truncations, infos = env.step(actions)
>>> env.close()
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar, Literal

import numpy as np
from numpy.typing import NDArray

try:
    import gymnasium.spaces as spaces
    from pettingzoo import ParallelEnv  # type: ignore[import-untyped]
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
    illegal_action_policy,
    observation_space,
    positive_or_none,
    render_game,
    render_mode_or_none,
)
from ..errors import IllegalMoveError

__all__ = ["PARALLEL_ENVS", "PARALLEL_ENV_CLASSES", "ParallelGameEnv", "parallel_env_class"]

_SEED_BOUND = 2**63
"""Seeds drawn for games are below this bound."""


class ParallelGameEnv(ParallelEnv):  # type: ignore[misc]
    """A game whose seats choose simultaneously as a PettingZoo ``ParallelEnv``; a subclass names
    the game module (``game_module``), its simultaneous phase and its metadata
    (:func:`parallel_env_class`).

    Keyword arguments: ``players`` (default 4), ``reward`` (``"win"`` or ``"score"``, as in
    :class:`herr_der_ziegen.env.GameEnv`: +1/-1, or the final penalty heads negated so that
    higher is better), ``illegal_action`` (``"penalty"``, the default, or ``"terminate"``: an
    illegal action ends the game for every agent, -1 for the seat that played it and 0 for the
    others, ``infos[agent]["illegal_action"]`` set, as PettingZoo's ``TerminateIllegalWrapper``
    does; ``"raise"``: :class:`IllegalMoveError`), ``max_moves`` (truncate every agent after this
    many steps, at least 1; default ``None``: play to the end), ``render_mode`` (``"ansi"``,
    ``"human"``, ``"rgb_array"``) and any option of the game's ``Game``.

    Each step takes a dict of actions. The seats that must decide now are those whose
    ``infos[agent]["deciding"]`` is ``True`` and whose observation's ``action_mask`` is not all
    0: in the simultaneous phase every seat still to choose (in Le Baron, at the start of a round
    every seat chooses a card of its hand), otherwise the one seat to decide (in Le Baron, the
    owner of the card being resolved). Each of them must have an action in the dict; actions given for
    the other live agents are ignored (PettingZoo's tests give every agent one). The choices are
    played in seat order, as the engine's face-down choices are: none of them sees another's, so
    a step gives the game what one player after the other would give it. Before anything is
    played every action is checked, so a refused step changes nothing.
    """

    game_module: ClassVar[ModuleType]
    simultaneous_phase: ClassVar[str]
    """The phase whose deciding seats all act in one step."""
    metadata: dict[str, Any] = {"render_modes": ["ansi", "human", "rgb_array"], "is_parallelizable": True}

    def __init__(
        self,
        players: int = 4,
        *,
        reward: Literal["win", "score"] = "win",
        illegal_action: str = "penalty",
        max_moves: int | np.integer[Any] | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.reward_mode = check_reward_mode(reward)
        self.illegal_action: Literal["penalty", "raise"] = illegal_action_policy(illegal_action)
        self.render_mode = render_mode_or_none(render_mode, self.metadata["render_modes"])
        self.max_moves = positive_or_none("max_moves", max_moves)
        self.players = players
        self.options = options
        # Set up once so that bad options fail here, not at the first reset.
        self.game: Any = self.game_module.Game(players, 0, **options)
        self.possible_agents: list[str] = [f"player_{p}" for p in range(players)]
        self.agents: list[str] = []
        space = observation_space(self.game_module)
        self._observation_spaces = {agent: space for agent in self.possible_agents}
        self._action_spaces = {agent: spaces.Discrete(self.game_module.NUM_ACTIONS) for agent in self.possible_agents}
        self._masks: dict[int, NDArray[np.int8]] = {}
        self._rng: np.random.Generator | None = None
        self._started = False
        self.moves = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same ``Dict`` space for every agent: the seat's observation tensor and its mask."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(NUM_ACTIONS)``: the action ids of the game's ``Move``."""
        return self._action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        """Starts a new game: ``Game(players, seed)`` with a seed (the same deal as the game's
        own seed), else a seed from the environment's generator (``options`` is not used).
        Returns every agent's observation and info."""
        if seed is not None:
            # The game first: a seed it refuses leaves the environment as it was.
            self.game = self.game_module.Game(self.players, seed, **self.options)
            self._rng = np.random.default_rng(seed)
        else:
            if self._rng is None:
                self._rng = np.random.default_rng()
            self.game = self.game_module.Game(self.players, int(self._rng.integers(0, _SEED_BOUND)), **self.options)
        self.moves = 0
        self._started = True
        self.agents = self.possible_agents[:]
        self._masks = self._deciding_masks()
        return self._observations(), self._infos()

    def step(
        self, actions: dict[str, int | np.integer[Any]]
    ) -> tuple[
        dict[str, Observation], dict[str, float], dict[str, bool], dict[str, bool], dict[str, dict[str, Any]]
    ]:
        """Plays the actions of the deciding seats (see the class documentation) and returns
        ``(observations, rewards, terminations, truncations, infos)`` of the agents that were
        live. A deciding seat without an action raises ``ValueError``, an action that is not an
        integer ``TypeError``, an id outside the action space :class:`IllegalMoveError`; an
        illegal one follows ``illegal_action``. Stepping before :meth:`reset` or after the game
        ended raises ``RuntimeError``."""
        if not self._started:
            raise RuntimeError("no game has started: call reset() first")
        if not self.agents:
            raise RuntimeError("the game is over and every agent is done: call reset() for a new one")
        if not isinstance(actions, dict):
            raise TypeError(f"actions is a dict from agent to action id, not {type(actions).__name__}")
        chosen: list[tuple[int, int]] = []
        offender: int | None = None
        for seat, mask in self._masks.items():
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise ValueError(f"actions has no action for {agent}, who must decide")
            action = actions[agent]
            if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
                raise TypeError(f"the action of {agent} is an action id (int), not {type(action).__name__}")
            action = int(action)
            if not 0 <= action < self.game_module.NUM_ACTIONS:
                raise IllegalMoveError(
                    f"the action of {agent}, {action}, is no action id (0 to {self.game_module.NUM_ACTIONS - 1})",
                    "unknown_action",
                )
            if not mask[action] and self.illegal_action == "raise":
                raise IllegalMoveError(f"{agent} cannot play action {action} now", "illegal_action")
            if not mask[action] and offender is None:
                offender = seat
            chosen.append((seat, action))
        live = self.agents[:]
        rewards_now = {agent: 0.0 for agent in live}
        infos: dict[str, dict[str, Any]]
        if offender is not None:
            rewards_now[self.possible_agents[offender]] = -1.0
            terminations = {agent: True for agent in live}
            truncations = {agent: False for agent in live}
            self._masks = {}
            infos = self._infos()
            infos[self.possible_agents[offender]]["illegal_action"] = True
        else:
            for seat, action in chosen:
                self.game.apply(action, player=seat)
            self.moves += 1
            over = bool(self.game.is_over)
            if over:
                rewards_now = dict(zip(live, rewards(self.game, self.reward_mode)))
            truncated = not over and self.max_moves is not None and self.moves >= self.max_moves
            terminations = {agent: over for agent in live}
            truncations = {agent: truncated for agent in live}
            self._masks = {} if over or truncated else self._deciding_masks()
            infos = self._infos()
        observations = self._observations()
        if any(terminations.values()) or any(truncations.values()):
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards_now, terminations, truncations, infos

    def _deciding_masks(self) -> dict[int, NDArray[np.int8]]:
        """The seats that decide in the next step, in the order the game asks them, with their
        legal-action masks. In the choosing phase every seat still to choose decides: played on a
        copy one after the other (a choice is face down, so it changes nobody else's options)."""
        game = self.game
        if game.is_over:
            return {}
        masks: dict[int, NDArray[np.int8]] = {}
        if game.phase != self.simultaneous_phase:
            masks[game.current_player] = game.legal_action_mask().view(np.int8)
            return masks
        ahead = game.clone()
        while not ahead.is_over and ahead.phase == self.simultaneous_phase and ahead.current_player not in masks:
            mask = ahead.legal_action_mask()
            masks[ahead.current_player] = mask.view(np.int8)
            ahead.apply_action(int(np.flatnonzero(mask)[0]))
        return masks

    def _observations(self) -> dict[str, Observation]:
        no_moves = np.zeros(self.game_module.NUM_ACTIONS, dtype=np.int8)
        return {
            agent: {
                "observation": self.game.observation(seat),
                "action_mask": self._masks.get(seat, no_moves).copy(),
            }
            for seat, agent in enumerate(self.possible_agents)
            if agent in self.agents
        }

    def _infos(self) -> dict[str, dict[str, Any]]:
        return {
            agent: {"deciding": seat in self._masks}
            for seat, agent in enumerate(self.possible_agents)
            if agent in self.agents
        }

    def state(self) -> NDArray[np.float32]:
        """The god view for centralised critics, as :meth:`herr_der_ziegen.env.GameEnv.state`:
        every seat's observation in seat order. Before :meth:`reset` it raises
        ``RuntimeError``."""
        if not self._started:
            raise RuntimeError("no game has started: call reset() first")
        return god_state(self.game)

    def render(self) -> str | NDArray[np.uint8] | None:
        """``"ansi"``: the text picture of the game; ``"human"``: prints it; ``"rgb_array"``: the
        SVG picture as a ``(height, width, 3)`` uint8 array; ``None`` without a render mode or
        before :meth:`reset`."""
        return render_game(self.game, self.render_mode) if self._started else None

    def close(self) -> None:
        """Nothing to release."""


def parallel_env_class(game: GameInfo) -> type[ParallelGameEnv]:
    """The ``ParallelEnv`` class of ``game`` (one of :data:`herr_der_ziegen.GAMES` with a
    ``simultaneous_phase``): a :class:`ParallelGameEnv` named ``{Game}ParallelEnv`` whose metadata
    name is ``{game}_v0``. ``ValueError`` for a game whose decisions are all made in turn."""
    if game.simultaneous_phase is None:
        raise ValueError(f"{game.name} has no simultaneous phase: its seats decide in turn (use its AEC environment)")
    return type(
        f"{game.class_prefix}ParallelEnv",
        (ParallelGameEnv,),
        {
            "__module__": __name__,
            "__doc__": f"{game.title} as a PettingZoo ``ParallelEnv``, every seat that must decide in its "
            f"{game.simultaneous_phase!r} phase acting in one step (see :class:`ParallelGameEnv`).",
            "game_module": game.module(),
            "simultaneous_phase": game.simultaneous_phase,
            "metadata": {**ParallelGameEnv.metadata, "name": f"{game.short_name}_v0"},
        },
    )


def _constructor(cls: type[ParallelGameEnv]) -> Callable[..., ParallelGameEnv]:
    """The ``parallel_env(**kwargs)`` of a game's PettingZoo module: a new ``cls``."""

    def parallel_env(**kwargs: Any) -> ParallelGameEnv:
        return cls(**kwargs)

    parallel_env.__doc__ = (
        f"A new {cls.__name__}: the game as a PettingZoo ``ParallelEnv``, every seat that must decide in "
        "its simultaneous phase acting in one step (keyword arguments as for that class)."
    )
    return parallel_env


PARALLEL_ENV_CLASSES: dict[str, type[ParallelGameEnv]] = {
    game.name: parallel_env_class(game) for game in GAMES if game.simultaneous_phase is not None
}
"""The ``ParallelEnv`` class of every game that has a simultaneous phase, by the game's name."""

PARALLEL_ENVS: dict[str, Callable[..., ParallelGameEnv]] = {
    name: _constructor(cls) for name, cls in PARALLEL_ENV_CLASSES.items()
}
"""The games that have a ``ParallelEnv``, by name: the constructor their PettingZoo module
``{game}_v0`` offers as ``parallel_env``."""
