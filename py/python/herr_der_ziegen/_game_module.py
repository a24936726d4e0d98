"""What every game's module shares (:mod:`herr_der_ziegen.herr_der_ziegen`,
:mod:`herr_der_ziegen.ziegen_kriegen`, :mod:`herr_der_ziegen.le_baron`, one per game of
:data:`herr_der_ziegen.GAMES`), written once.

A game's module re-exports its classes and functions from the extension module under the common
names (``Game``, ``PlayerView``, ``Move``, ``Bot``, ``PlayerScore``, ``simulate``,
``trajectories``, ``observation_sections``: typed, so that type checkers see each game's own),
takes the classes and errors every game shares from here (``from ._game_module import *``), and
derives the rest from its ``Game`` with :func:`derived`. :data:`MODULE_NAMES` lists the names
every game's module has; the tests check every game of the registry against it.
"""

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from numpy.typing import NDArray

from ._core import Events, Scores, standings
from ._observation import Sections, Splitter, splitter
from ._tournament import Standing, Tournament, tournament_of
from .errors import HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError

__all__ = [
    "Event",
    "Events",
    "HerrDerZiegenError",
    "IllegalMoveError",
    "InvalidStateError",
    "Scores",
    "SetupError",
    "Standing",
    "standings",
]

Event = dict[str, Any]
"""One event returned by ``Game.apply``, e.g. ``{"event": "card_played", "player": 0, "card": 15}``.

The ``"event"`` key names the kind; the other keys depend on the game and the kind (see
docs/python.md). Cells and other small records are tuples, cards are ids."""


class Derived(NamedTuple):
    """The names a game's module derives from its ``Game``, ``simulate`` and
    ``observation_sections``."""

    tournament: Tournament
    """Each bot's standing over the games ``simulate`` plays."""
    split_observation: Splitter
    """An observation tensor split into its named sections."""
    NAME: str
    """The game's name, e.g. ``"le-baron"`` (``Game.NAME``)."""
    TITLE: str
    """The game's title, e.g. ``"Le Baron"`` (``Game.TITLE``)."""
    NUM_ACTIONS: int
    """The size of the action space (``Game.NUM_ACTIONS``)."""
    OBSERVATION_SIZE: int
    """The length of an observation tensor (``Game.OBSERVATION_SIZE``)."""
    MIN_PLAYERS: int
    """The fewest players (``Game.MIN_PLAYERS``)."""
    MAX_PLAYERS: int
    """The most players (``Game.MAX_PLAYERS``)."""
    MAX_GAME_LENGTH: int
    """The most decisions a game can take, whatever the options (``Game.MAX_GAME_LENGTH``)."""
    BOT_NAMES: list[str]
    """The bot names ``Bot`` knows (``Game.BOT_NAMES``)."""


class GameClass(Protocol):
    """What :func:`derived` reads of a game's ``Game`` class: its constants."""

    NAME: str
    TITLE: str
    NUM_ACTIONS: int
    OBSERVATION_SIZE: int
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    MAX_GAME_LENGTH: int
    BOT_NAMES: list[str]


def derived(
    game: GameClass,
    simulate: Callable[..., dict[str, NDArray[Any]]],
    observation_sections: Sections,
    module: str,
) -> Derived:
    """The names the module ``module`` derives from its game's ``Game`` class, ``simulate`` and
    ``observation_sections``: ``tournament`` and ``split_observation`` (functions of that module)
    and the game's constants."""
    return Derived(
        tournament_of(simulate, module),
        splitter(observation_sections, game.OBSERVATION_SIZE, module),
        game.NAME,
        game.TITLE,
        game.NUM_ACTIONS,
        game.OBSERVATION_SIZE,
        game.MIN_PLAYERS,
        game.MAX_PLAYERS,
        game.MAX_GAME_LENGTH,
        list(game.BOT_NAMES),
    )


MODULE_NAMES: tuple[str, ...] = (
    *__all__,
    *Derived._fields,
    "Bot",
    "Game",
    "Move",
    "PlayerScore",
    "PlayerView",
    "SpectatorView",
    "observation_sections",
    "simulate",
    "trajectories",
)
"""The names every game's module has: the shared ones above, the derived ones and its typed
classes and functions."""
