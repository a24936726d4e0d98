"""pytest configuration of the Python test suite: the fixtures that run a test once per game of
the registry (``herr_der_ziegen.GAMES``), so that a game added to it is tested without a line
added."""

from __future__ import annotations

import sys
from pathlib import Path

# The helpers module sits beside the tests.
sys.path.insert(0, str(Path(__file__).resolve().parent))


import pytest  # noqa: E402
from types import ModuleType  # noqa: E402

from herr_der_ziegen import GAMES, GameInfo  # noqa: E402
from helpers import GAME_MODULES, module_name  # noqa: E402


@pytest.fixture(params=GAME_MODULES, ids=module_name)
def g(request: pytest.FixtureRequest) -> ModuleType:
    """The module of each game in turn: a test that takes ``g`` runs once per game."""
    module: ModuleType = request.param
    return module


@pytest.fixture(params=GAMES, ids=[game.short_name for game in GAMES])
def game(request: pytest.FixtureRequest) -> GameInfo:
    """The registry's entry of each game in turn (its names, sizes and module)."""
    info: GameInfo = request.param
    return info
