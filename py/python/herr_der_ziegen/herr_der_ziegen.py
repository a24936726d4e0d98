"""Herr der Ziegen (2 to 5 players): goats on a pasture, marked for their owners; the stable
groups score double.

>>> import random
>>> from herr_der_ziegen.herr_der_ziegen import Game
>>> game = Game(4, 7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

The package's first game: :mod:`herr_der_ziegen` re-exports this module's names. The module has
the names of every game's module (see docs/python.md). Options (keyword arguments of ``Game``,
``simulate``, ``trajectories`` and ``tournament``): ``start_player``, ``milk_ones``,
``grid_size``, ``stables`` (a list of cells in turn order) and ``removal`` (a dict of counts).
Its own names: ``Move.play(card)``, ``Move.take(row, col)``, ``Move.mark(row, col)``,
``Move.dog(from_cell, to_cell)``, ``Move.pass_dog()``, ``Move.answer(agree)``; the pasture
queries of ``Game`` and ``PlayerView`` (``card_at``, ``mark_at``, ``stable``, ``display``,
``stable_group``, ...); ``card_label``, ``card_info``, ``kind_name``, ``NUM_CARDS``,
``NUM_KINDS``, ``KIND_NAMES`` and :data:`Cell`.
"""

from . import _core
from ._core import KIND_NAMES as KIND_NAMES
from ._core import NUM_CARDS as NUM_CARDS
from ._core import NUM_KINDS as NUM_KINDS
from ._core import card_info as card_info
from ._core import card_label as card_label
from ._core import kind_name as kind_name
from ._game_module import *  # noqa: F403  (the names every game's module shares)
from ._game_module import derived as _derived

# The game's classes and functions under the common names (assigned, not imported under another
# name, so that type checkers see them exported).
Bot = _core.HerrDerZiegenBot
Game = _core.HerrDerZiegenGame
Move = _core.HerrDerZiegenMove
PlayerScore = _core.HerrDerZiegenPlayerScore
PlayerView = _core.HerrDerZiegenPlayerView
SpectatorView = _core.HerrDerZiegenSpectatorView
observation_sections = _core.herr_der_ziegen_observation_sections
simulate = _core.herr_der_ziegen_simulate
trajectories = _core.herr_der_ziegen_trajectories

# The module's public names are its API (no __all__: each game's module has the names of
# herr_der_ziegen._game_module.MODULE_NAMES and its own).
(
    tournament,
    split_observation,
    NAME,
    TITLE,
    NUM_ACTIONS,
    OBSERVATION_SIZE,
    MIN_PLAYERS,
    MAX_PLAYERS,
    MAX_GAME_LENGTH,
    BOT_NAMES,
) = _derived(Game, simulate, observation_sections, __name__)

Cell = tuple[int, int]
"""A pasture cell as ``(row, col)``, both 0-based from the top left."""
