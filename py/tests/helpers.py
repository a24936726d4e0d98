"""Helpers shared by the tests (conftest.py puts this folder on sys.path)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import herr_der_ziegen
from herr_der_ziegen import card_info, le_baron, ziegen_kriegen

ROOT = Path(__file__).resolve().parents[2]
"""The repository root."""

GAME_MODULES: list[ModuleType] = [herr_der_ziegen, ziegen_kriegen, le_baron]
"""The module of every game (conftest.py's fixture ``g`` runs a test once per game)."""


def module_name(m: ModuleType) -> str:
    """A game module's short name (``"le_baron"``), as test ids show it."""
    return m.__name__.rsplit(".", 1)[-1]


def next_choice(state: int, count: int) -> tuple[int, int]:
    """The language-neutral chooser of testdata/golden-herr-der-ziegen.json: one LCG step, then the index
    ``(x >> 33) % count``."""
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
