"""Le Baron (2 to 10 players): cards join five rows by colour; fewest penalty heads wins.

>>> from herr_der_ziegen.le_baron import Bot, Game
>>> game = Game(3, 7, sixth_card_rule=False)
>>> bot = Bot("greedy")
>>> while not game.is_over:
...     events = game.apply(bot.choose(game))
>>> game.scores().order
'lower_wins'

The module has the names of every game's module (:mod:`herr_der_ziegen`, see docs/python.md).
Options (keyword arguments of ``Game``, ``simulate``, ``trajectories`` and ``tournament``):
``sixth_card_rule`` (``False``: variant 1, colour counts), ``heads_are_positive`` (variant 2),
``deck`` with ``cards`` (a replacement card table). Moves: ids 0 to 109 choose card ``id + 1``,
110 to 114 place the card being resolved on row ``id - 110``, 115 to 119 take row ``id - 115``.
Every seat chooses its card in turn, face down: the others see only that it chose. Its own
queries: ``round``, ``rows()``, ``penalty_pile(p)``, ``penalty_points(p)``, ``revealed()``,
``card_heads(card)``, ``choice(...)``.
"""

from typing import Final

from ._core import Events, Scores, standings
from ._core import LeBaronBot as Bot
from ._core import LeBaronGame as Game
from ._core import LeBaronMove as Move
from ._core import LeBaronPlayerScore as PlayerScore
from ._core import LeBaronPlayerView as PlayerView
from ._core import le_baron_observation_sections as observation_sections
from ._core import le_baron_simulate as simulate
from ._core import le_baron_trajectories as trajectories
from ._observation import splitter as _splitter
from ._tournament import Standing
from ._tournament import tournament_of as _tournament_of
from .errors import HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError

__all__ = [
    "BOT_NAMES",
    "Bot",
    "DECK",
    "Events",
    "Game",
    "HerrDerZiegenError",
    "IllegalMoveError",
    "InvalidStateError",
    "MAX_GAME_LENGTH",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Move",
    "NAME",
    "NUM_ACTIONS",
    "OBSERVATION_SIZE",
    "PlayerScore",
    "PlayerView",
    "Scores",
    "SetupError",
    "Standing",
    "TITLE",
    "observation_sections",
    "simulate",
    "split_observation",
    "standings",
    "tournament",
    "trajectories",
]

tournament = _tournament_of(simulate, __name__)
split_observation = _splitter(observation_sections, Game.OBSERVATION_SIZE, __name__)

NAME: Final[str] = Game.NAME
TITLE: Final[str] = Game.TITLE
NUM_ACTIONS: Final[int] = Game.NUM_ACTIONS
OBSERVATION_SIZE: Final[int] = Game.OBSERVATION_SIZE
MIN_PLAYERS: Final[int] = Game.MIN_PLAYERS
MAX_PLAYERS: Final[int] = Game.MAX_PLAYERS
MAX_GAME_LENGTH: Final[int] = Game.MAX_GAME_LENGTH
BOT_NAMES: Final[list[str]] = Game.BOT_NAMES

DECK: Final[str] = Game.DECK_IDS["deck"]
"""Id of the default card table (heads per colour of cards 1 to 110): **reconstructed** by the
rule of the specification, the printed table is not public."""
