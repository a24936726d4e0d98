"""Ziegen Kriegen (3 to 6 players): eight open tricks under a goat limit set by the hill.

>>> import random
>>> from herr_der_ziegen.ziegen_kriegen import Game
>>> game = Game(4, 7)
>>> rng = random.Random(1)
>>> while not game.is_over:
...     events = game.apply(rng.choice(game.legal_moves()))
>>> len(game.scores().totals)
4

The module has the names of every game's module (see docs/python.md).
Options (keyword arguments of ``Game``, ``simulate``, ``trajectories`` and ``tournament``):
``start_player``, ``rounds`` (1 for the base game, the number of players for the variant),
``goat_deck`` with ``goat_heads`` and ``hill_deck`` with ``hill_pairs`` (replacement card
tables). Moves: ids 0 to 49 play goat card ``id + 1``, 50 and 51 choose the lower and the higher
number of the revealed hill card. Its own queries: ``round``, ``rounds``, ``limit``, ``hill()``,
``current_trick()``, ``tricks_taken(p)``, ``goats(p)``, ``hand_size(p)``, ``card_heads(card)``.
"""

from typing import Final as _Final

from . import _core
from ._game_module import *  # noqa: F403  (the names every game's module shares)
from ._game_module import derived as _derived

# The game's classes and functions under the common names (assigned, not imported under another
# name, so that type checkers see them exported).
Bot = _core.ZiegenKriegenBot
Game = _core.ZiegenKriegenGame
Move = _core.ZiegenKriegenMove
PlayerScore = _core.ZiegenKriegenPlayerScore
PlayerView = _core.ZiegenKriegenPlayerView
SpectatorView = _core.ZiegenKriegenSpectatorView
observation_sections = _core.ziegen_kriegen_observation_sections
simulate = _core.ziegen_kriegen_simulate
trajectories = _core.ziegen_kriegen_trajectories

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

GOAT_DECK: _Final[str] = Game.DECK_IDS["goat_deck"]
"""Id of the default goat table (heads per card): **reconstructed**, no public source lists it."""
HILL_DECK: _Final[str] = Game.DECK_IDS["hill_deck"]
"""Id of the default hill table (numbers per hill card): **reconstructed**, as the goat table."""
