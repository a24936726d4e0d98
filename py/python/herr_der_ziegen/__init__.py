"""Herr der Ziegen: the rules engine for the card game, from Python.

>>> import random
>>> from herr_der_ziegen import Game
>>> game = Game(4, seed=7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

Every game of the package has a module with the same names: :mod:`herr_der_ziegen.herr_der_ziegen`,
:mod:`herr_der_ziegen.ziegen_kriegen` and :mod:`herr_der_ziegen.le_baron` (:data:`GAMES` lists
them, from the engine's registry). The package itself re-exports the names of its first game,
Herr der Ziegen, beside :data:`GAMES`.

* :class:`Game` is the full state; ``legal_moves()`` / ``legal_actions()`` list the choices,
  ``apply()`` plays one and returns the events, ``view(player)`` gives one seat exactly what it
  may know, ``spectator_view()`` (a :class:`SpectatorView`) what every seat sees alike, and
  ``events_for(player)`` the last move's events as a seat (or, with ``None``, a spectator) may
  know them.
* Every :class:`Move` has a stable action id in ``range(NUM_ACTIONS)``.
* Errors are :class:`IllegalMoveError`, :class:`InvalidStateError` and :class:`SetupError`,
  subclasses of :class:`HerrDerZiegenError` and ``ValueError``.
* :class:`Bot` (``"random"``, ``"greedy"``, ``"ismcts"``) chooses moves from a view, like any fair
  player; :func:`simulate` plays many games between bots on all cores, and
  :func:`trajectories` records every decision of those games (observations, masks, actions,
  results) for learning; :func:`tournament` gives each bot's win rate and mean score over them
  (:mod:`herr_der_ziegen.distributed` runs all three on a Ray cluster).
* ``view.observation()`` and ``game.legal_action_mask()`` are numpy arrays for learning agents;
  :mod:`herr_der_ziegen.env` has the PettingZoo environments (``pip install ./py[pettingzoo]``),
  :mod:`herr_der_ziegen.gym` the Gymnasium ones.
"""

# Helpers are imported under private names, so the package's namespace is its API alone.
from importlib.metadata import PackageNotFoundError as _PackageNotFoundError
from importlib.metadata import version as _version

from ._core import CORE_VERSION
from ._games import GAMES, GameInfo
from .herr_der_ziegen import *  # noqa: F403  (the first game's names)

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
    "SpectatorView",
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

try:
    __version__ = _version("herr-der-ziegen")
except _PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = CORE_VERSION
