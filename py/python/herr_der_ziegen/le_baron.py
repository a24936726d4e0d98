"""Le Baron (2 to 10 players): cards join five rows by colour; fewest penalty heads wins.

>>> from herr_der_ziegen.le_baron import Bot, Game
>>> game = Game(3, 7, sixth_card_rule=False)
>>> bot = Bot("greedy")
>>> while not game.is_over:
...     events = game.apply(bot.choose(game))
>>> sorted(game.scores())[:3]
['heads_are_positive', 'is_final', 'players']

The classes have the method names of :mod:`herr_der_ziegen` where they apply; see
docs/python.md for what differs. Options (keyword arguments of ``Game`` and ``simulate``):
``sixth_card_rule`` (``False``: variant 1, colour counts), ``heads_are_positive`` (variant 2),
``deck`` with ``cards`` (a replacement card table). Moves: ids 0 to 109 choose card ``id + 1``,
110 to 114 place the card being resolved on row ``id - 110``, 115 to 119 take row ``id - 115``.
Every seat chooses its card in turn, face down: the others see only that it chose.
"""

from typing import Final

from ._core import LeBaronBot as Bot
from ._core import LeBaronGame as Game
from ._core import LeBaronMove as Move
from ._core import LeBaronPlayerView as PlayerView
from ._core import le_baron_simulate as simulate
from ._core import le_baron_trajectories as trajectories
from ._tournament import tournament_of as _tournament_of
from .errors import IllegalMoveError, InvalidStateError, SetupError

__all__ = [
    "BOT_NAMES",
    "Bot",
    "DECK",
    "Game",
    "IllegalMoveError",
    "InvalidStateError",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Move",
    "NUM_ACTIONS",
    "OBSERVATION_SIZE",
    "PlayerView",
    "SetupError",
    "simulate",
    "tournament",
    "trajectories",
]

tournament = _tournament_of(simulate, __name__)

NUM_ACTIONS: Final[int] = Game.NUM_ACTIONS
OBSERVATION_SIZE: Final[int] = Game.OBSERVATION_SIZE
MIN_PLAYERS: Final[int] = Game.MIN_PLAYERS
MAX_PLAYERS: Final[int] = Game.MAX_PLAYERS
BOT_NAMES: Final[list[str]] = Game.BOT_NAMES

DECK: Final[str] = Game.DECK_IDS["deck"]
"""Id of the default card table (heads per colour of cards 1 to 110): **reconstructed** by the
rule of the specification, the printed table is not public."""
