"""Herr der Ziegen: the rules engine for the card game, from Python.

>>> import random
>>> from herr_der_ziegen import Game
>>> game = Game(4, seed=7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

Every game of the package has a module with the same names: this one (Herr der Ziegen),
:mod:`herr_der_ziegen.ziegen_kriegen` and :mod:`herr_der_ziegen.le_baron`
(:data:`GAMES` lists them, from the engine's registry).

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
  :mod:`herr_der_ziegen.env` has the PettingZoo environments (``pip install ./py[pettingzoo]``).
"""

# Helpers are imported under private names, so the package's namespace is its API alone.
from importlib.metadata import PackageNotFoundError as _PackageNotFoundError
from importlib.metadata import version as _version
from typing import Any as _Any
from typing import Final as _Final

from ._core import CORE_VERSION, KIND_NAMES, NUM_CARDS, NUM_KINDS, Events, Scores, card_info, card_label, kind_name, standings
from ._core import HerrDerZiegenBot as Bot
from ._core import HerrDerZiegenGame as Game
from ._core import HerrDerZiegenMove as Move
from ._core import HerrDerZiegenPlayerScore as PlayerScore
from ._core import HerrDerZiegenPlayerView as PlayerView
from ._core import herr_der_ziegen_observation_sections as observation_sections
from ._core import herr_der_ziegen_simulate as simulate
from ._core import herr_der_ziegen_trajectories as trajectories
from ._games import GAMES, GameInfo
from ._observation import splitter as _splitter
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
    "GAMES",
    "Game",
    "GameInfo",
    "HerrDerZiegenError",
    "IllegalMoveError",
    "InvalidStateError",
    "KIND_NAMES",
    "MAX_GAME_LENGTH",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Move",
    "NAME",
    "NUM_ACTIONS",
    "NUM_CARDS",
    "NUM_KINDS",
    "OBSERVATION_SIZE",
    "PlayerScore",
    "PlayerView",
    "Scores",
    "SetupError",
    "Standing",
    "TITLE",
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
split_observation = _splitter(observation_sections, Game.OBSERVATION_SIZE, __name__)

NAME: _Final[str] = Game.NAME
TITLE: _Final[str] = Game.TITLE
NUM_ACTIONS: _Final[int] = Game.NUM_ACTIONS
OBSERVATION_SIZE: _Final[int] = Game.OBSERVATION_SIZE
MIN_PLAYERS: _Final[int] = Game.MIN_PLAYERS
MAX_PLAYERS: _Final[int] = Game.MAX_PLAYERS
MAX_GAME_LENGTH: _Final[int] = Game.MAX_GAME_LENGTH
BOT_NAMES: _Final[list[str]] = Game.BOT_NAMES

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
