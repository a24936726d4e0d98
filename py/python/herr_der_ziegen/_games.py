"""The games of the package, listed once: every adapter (PettingZoo, Gymnasium, OpenSpiel, Ray)
takes its games from :data:`GAMES`, which the engine's own registry fills (``_core.GAMES``).

>>> from herr_der_ziegen import GAMES
>>> [game.name for game in GAMES]
['herr-der-ziegen', 'ziegen-kriegen', 'le-baron']
>>> GAMES[2].module().Game(3, 1).players
3
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Final

from ._core import GAMES as _ENTRIES

__all__ = ["GAMES", "GameInfo", "find"]


@dataclass(frozen=True)
class GameInfo:
    """One game of the registry: its names, its Python module, its sizes and its bots' names."""

    index: int
    """Its number in the registry (stable)."""
    name: str
    """Its name as the library writes it, e.g. ``"le-baron"``."""
    title: str
    """Its title, e.g. ``"Le Baron"``."""
    module_name: str
    """Its Python module, e.g. ``"herr_der_ziegen.le_baron"``."""
    short_name: str
    """Its snake_case name, e.g. ``"le_baron"``: PettingZoo's, Gymnasium's and OpenSpiel's names
    start with it."""
    class_prefix: str
    """Its CamelCase name, e.g. ``"LeBaron"``."""
    min_players: int
    """The fewest players."""
    max_players: int
    """The most players."""
    num_actions: int
    """The number of action ids."""
    observation_size: int
    """The length of an observation tensor."""
    max_legal_moves: int
    """The most legal moves at one decision."""
    max_events: int
    """The most events one move causes."""
    max_game_length: int
    """The most decisions of a game, whatever the options (``Game.max_game_length(players,
    **options)`` for given options)."""
    simultaneous_phase: str | None
    """The phase (a ``Game.phase`` value) whose decisions the seats make at once, face down, none
    seeing another's (``"choose"`` in Le Baron), or ``None`` when every decision is made in turn:
    such a game also has a PettingZoo ``ParallelEnv``."""
    bot_names: tuple[str, ...]
    """The bot names its ``Bot`` knows (the module's ``BOT_NAMES``; ``"ismcts:N"`` and
    ``"expert:N"`` stand for any budget), e.g. ``("random", "greedy", "ismcts", ...)``."""

    def module(self) -> ModuleType:
        """The game's Python module (``Game``, ``PlayerView``, ``Bot``, ``simulate``, ...)."""
        return importlib.import_module(self.module_name)


GAMES: Final[tuple[GameInfo, ...]] = tuple(
    GameInfo(
        index=entry["index"],
        name=entry["name"],
        title=entry["title"],
        module_name=entry["module"],
        short_name=entry["function_prefix"],
        class_prefix=entry["class_prefix"],
        min_players=entry["min_players"],
        max_players=entry["max_players"],
        num_actions=entry["num_actions"],
        observation_size=entry["observation_size"],
        max_legal_moves=entry["max_legal_moves"],
        max_events=entry["max_events"],
        max_game_length=entry["max_game_length"],
        simultaneous_phase=entry["simultaneous_phase"],
        bot_names=tuple(entry["bot_names"]),
    )
    for entry in _ENTRIES
)
"""Every game, in registry order."""


def find(name: str) -> GameInfo:
    """The game called ``name``: its name (``"le-baron"``), its snake_case name (``"le_baron"``)
    or its module's name (``"herr_der_ziegen.le_baron"``). ``ValueError`` for no game, ``TypeError``
    for a non-str."""
    if not isinstance(name, str):
        raise TypeError(f"a game's name is a str, not {type(name).__name__}")
    for game in GAMES:
        if name in (game.name, game.short_name, game.module_name):
            return game
    raise ValueError(f"unknown game {name!r} (games: {', '.join(g.name for g in GAMES)})")
