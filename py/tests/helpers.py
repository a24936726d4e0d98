"""Helpers shared by the tests (conftest.py puts this folder on sys.path)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from herr_der_ziegen import GAMES, card_info

ROOT = Path(__file__).resolve().parents[2]
"""The repository root."""

GAME_MODULES: list[ModuleType] = [game.module() for game in GAMES]
"""The module of every game of the registry (conftest.py's fixture ``g`` runs a test once per
game)."""

EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)
"""PettingZoo's api_test warns about every dict observation of an environment outside its own
list of classic games, although dicts with "observation" and "action_mask" are its documented
convention for action masks (chess, go, connect four use them): those two notes are expected."""


def module_name(m: ModuleType) -> str:
    """A game module's short name (``"le_baron"``), as test ids show it."""
    return m.__name__.rsplit(".", 1)[-1]


def played(m: ModuleType, players: int, seed: int, moves: int, **options: Any) -> Any:
    """A game of ``m`` after up to ``moves`` random legal actions (fewer if it ends), drawn by
    ``random.Random(seed)``."""
    game = m.Game(players, seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def finished(m: ModuleType, players: int, seed: int, **options: Any) -> Any:
    """A whole game of ``m`` played with random legal actions (see :func:`played`)."""
    return played(m, players, seed, 100_000, **options)


def option_variant(m: ModuleType) -> dict[str, Any]:
    """An option that changes the game of ``m``, found in its options document: the start player,
    or else the first bool option flipped."""
    document = m.Game(m.MIN_PLAYERS, 0).options
    if "start_player" in document:
        return {"start_player": 1}
    name, value = next((k, v) for k, v in document.items() if isinstance(v, bool))
    return {name: not value}


def next_choice(state: int, count: int) -> tuple[int, int]:
    """The language-neutral chooser of the golden transcripts (testdata/golden-*.json): one LCG
    step, then the index ``(x >> 33) % count``."""
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return state, (state >> 33) % count


def fnv1a64(text: str) -> str:
    """FNV-1a 64 of a state's JSON, as the core's replay checksums compute it."""
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h ^= byte
        h = (h * 0x100000001B3) % 2**64
    return f"{h:016x}"


def goat_cells(game: Any) -> list[tuple[int, int, int]]:
    """``(row, col, card)`` of every goat card on a Herr der Ziegen game's pasture."""
    return [
        (r, c, card)
        for r in range(game.grid_size)
        for c in range(game.grid_size)
        if (card := game.card_at((r, c))) is not None and card_info(card)[0] == "goat"
    ]


def cairosvg_or_skip() -> None:
    """Skips the test, saying why, when CairoSVG cannot render here."""
    try:
        import cairosvg  # type: ignore[import-untyped, unused-ignore]  # noqa: F401
    except (ImportError, OSError) as err:  # OSError: the cairo library itself is missing
        pytest.skip(f"CairoSVG cannot render here ({err}): install the render extra and libcairo2")


HUGE_INTS = [2**70, -(2**70), 2**64, -1]
"""Ints far out of the range of any parameter of the API."""


def assert_no_overflow_error(calls: dict[str, Callable[[int], object]]) -> None:
    """Calls each of ``calls`` with each of :data:`HUGE_INTS`: a ValueError (or its subclasses),
    an IndexError for indexing or a MemoryError for an impossible batch size may come, never an
    OverflowError."""
    for name, call in calls.items():
        for value in HUGE_INTS:
            try:
                call(value)
            except (ValueError, IndexError, MemoryError):
                pass
            except OverflowError as err:  # pragma: no cover - the failure this test looks for
                pytest.fail(f"{name}({value}) raised OverflowError: {err}")
