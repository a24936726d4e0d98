"""Le Baron (2 to 10 players): cards join five rows by colour; fewest penalty heads wins.

>>> from herr_der_ziegen.le_baron import Bot, Game
>>> game = Game(3, 7, sixth_card_rule=False)
>>> bot = Bot("greedy")
>>> while not game.is_over:
...     events = game.apply(bot.choose(game))
>>> game.scores().order
'lower_wins'

The module has the names of every game's module (see docs/python.md).
Options (keyword arguments of ``Game``, ``simulate``, ``trajectories`` and ``tournament``):
``sixth_card_rule`` (``False``: variant 1, colour counts), ``heads_are_positive`` (variant 2),
``deck`` with ``cards`` (a replacement card table). Moves: ids 0 to 109 choose card ``id + 1``,
110 to 114 place the card being resolved on row ``id - 110``, 115 to 119 take row ``id - 115``.
Every seat chooses its card in turn, face down: the others see only that it chose. Its own
queries: ``round``, ``rows()``, ``penalty_pile(p)``, ``penalty_points(p)``, ``revealed()``,
``card_heads(card)``, ``choice(...)``.
"""

from typing import Final as _Final

from . import _core
from ._game_module import *  # noqa: F403  (the names every game's module shares)
from ._game_module import derived as _derived

# The game's classes and functions under the common names (assigned, not imported under another
# name, so that type checkers see them exported).
Bot = _core.LeBaronBot
Game = _core.LeBaronGame
Move = _core.LeBaronMove
PlayerScore = _core.LeBaronPlayerScore
PlayerView = _core.LeBaronPlayerView
SpectatorView = _core.LeBaronSpectatorView
observation_sections = _core.le_baron_observation_sections
simulate = _core.le_baron_simulate
trajectories = _core.le_baron_trajectories

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

DECK: _Final[str] = Game.DECK_IDS["deck"]
"""Id of the default card table (heads per colour of cards 1 to 110): **reconstructed** by the
rule of the specification, the printed table is not public."""
