"""Herr der Ziegen: the rules engine for the card game, from Python.

>>> import random
>>> from herr_der_ziegen import Game
>>> game = Game(4, seed=7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

* :class:`Game` is the full state; ``legal_moves()`` / ``legal_actions()`` list the choices,
  ``apply()`` plays one and returns the events, ``view(player)`` gives one seat exactly what it
  may know.
* Every :class:`Move` has a stable action id in ``range(NUM_ACTIONS)``.
* Errors are :class:`IllegalMoveError`, :class:`InvalidStateError` and :class:`SetupError`,
  subclasses of :class:`HerrDerZiegenError` and ``ValueError``.
* :class:`Bot` (``"random"``, ``"greedy"``, ``"ismcts"``) chooses moves from a view, like any fair
  player; :func:`simulate` plays many games between bots on all cores, and
  :func:`trajectories` records every decision of those games (observations, masks, actions,
  results) for learning; :func:`tournament` gives each bot's win rate and mean score over them
  (:mod:`herr_der_ziegen.distributed` runs all three on a Ray cluster).
* ``view.observation()`` and ``game.legal_action_mask()`` are numpy arrays for learning agents;
  :mod:`herr_der_ziegen.env` has a PettingZoo environment (``pip install ./py[pettingzoo]``).
"""

# Helpers are imported under private names, so the package's namespace is its API alone.
from importlib.metadata import PackageNotFoundError as _PackageNotFoundError
from importlib.metadata import version as _version
from typing import Any as _Any

import numpy as _np
from numpy.typing import NDArray as _NDArray

from ._core import (
    BOT_NAMES,
    CORE_VERSION,
    Bot,
    Events,
    KIND_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUM_ACTIONS,
    NUM_CARDS,
    NUM_KINDS,
    OBSERVATION_SIZE,
    Game,
    Move,
    PlayerScore,
    PlayerView,
    Scores,
    card_info,
    card_label,
    kind_name,
    observation_sections,
    simulate,
    standings,
    trajectories,
)
from ._tournament import Standing
from ._tournament import tournament_of as _tournament_of
from .errors import HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError

__all__ = [
    "BOT_NAMES",
    "Bot",
    "CORE_VERSION",
    "Cell",
    "Event",
    "Events",
    "Game",
    "HerrDerZiegenError",
    "IllegalMoveError",
    "InvalidStateError",
    "KIND_NAMES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Move",
    "NUM_ACTIONS",
    "NUM_CARDS",
    "NUM_KINDS",
    "OBSERVATION_SIZE",
    "PlayerScore",
    "PlayerView",
    "Scores",
    "SetupError",
    "Standing",
    "__version__",
    "card_info",
    "card_label",
    "kind_name",
    "simulate",
    "observation_sections",
    "split_observation",
    "standings",
    "tournament",
    "trajectories",
]

tournament = _tournament_of(simulate, __name__)

try:
    __version__ = _version("herr-der-ziegen")
except _PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = CORE_VERSION

Cell = tuple[int, int]
"""A pasture cell as ``(row, col)``, both 0-based from the top left."""

Event = dict[str, _Any]
"""One event returned by ``Game.apply``: ``{"event": "card_played", "player": 0, "card": 15}``.

The ``"event"`` key names the kind; the other keys depend on it (see docs/python.md). Cells are
``(row, col)`` tuples, cards are ids.
"""


def split_observation(observation: _NDArray[_np.float32]) -> dict[str, _NDArray[_np.float32]]:
    """Splits an observation tensor into its named sections, each reshaped to ``(rows, cols)``.

    ``observation`` is one tensor of ``OBSERVATION_SIZE`` entries or a batch of them (any
    leading axes): a batch of shape ``(n, OBSERVATION_SIZE)`` gives sections of shape
    ``(n, rows, cols)``. The arrays are views of ``observation`` (no copy). See
    docs/observation.md for the layout.
    """
    if observation.ndim == 0 or observation.shape[-1] != OBSERVATION_SIZE:
        raise ValueError(
            f"an observation has shape ({OBSERVATION_SIZE},), or (..., {OBSERVATION_SIZE}) for a "
            f"batch, not {observation.shape}"
        )
    batch = observation.shape[:-1]
    return {
        name: observation[..., offset : offset + rows * cols].reshape(*batch, rows, cols)
        for name, offset, rows, cols in observation_sections()
    }
