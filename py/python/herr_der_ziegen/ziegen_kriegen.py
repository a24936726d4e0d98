"""Ziegen Kriegen (3 to 6 players): eight open tricks under a goat limit set by the hill.

>>> import random
>>> from herr_der_ziegen.ziegen_kriegen import Game
>>> game = Game(4, 7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

The module has the names of every game's module (:mod:`herr_der_ziegen`, see docs/python.md).
Options (keyword arguments of ``Game``, ``simulate``, ``trajectories`` and ``tournament``):
``start_player``, ``rounds`` (1 for the base game, the number of players for the variant),
``goat_deck`` with ``goat_heads`` and ``hill_deck`` with ``hill_pairs`` (replacement card
tables). Moves: ids 0 to 49 play goat card ``id + 1``, 50 and 51 choose the lower and the higher
number of the revealed hill card. Its own queries: ``round``, ``rounds``, ``limit``, ``hill()``,
``current_trick()``, ``tricks_taken(p)``, ``goats(p)``, ``hand_size(p)``, ``card_heads(card)``.
"""

from typing import Final

from ._core import Events, Scores, standings
from ._core import ZiegenKriegenBot as Bot
from ._core import ZiegenKriegenGame as Game
from ._core import ZiegenKriegenMove as Move
from ._core import ZiegenKriegenPlayerScore as PlayerScore
from ._core import ZiegenKriegenPlayerView as PlayerView
from ._core import ziegen_kriegen_observation_sections as observation_sections
from ._core import ziegen_kriegen_simulate as simulate
from ._core import ziegen_kriegen_trajectories as trajectories
from ._observation import splitter as _splitter
from ._tournament import Standing
from ._tournament import tournament_of as _tournament_of
from .errors import HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError

__all__ = [
    "BOT_NAMES",
    "Bot",
    "Events",
    "GOAT_DECK",
    "Game",
    "HILL_DECK",
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

GOAT_DECK: Final[str] = Game.DECK_IDS["goat_deck"]
"""Id of the default goat table (heads per card): **reconstructed**, no public source lists it."""
HILL_DECK: Final[str] = Game.DECK_IDS["hill_deck"]
"""Id of the default hill table (numbers per hill card): **reconstructed**, as the goat table."""
