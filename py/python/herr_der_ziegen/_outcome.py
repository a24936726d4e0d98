"""The end of a game as the adapters need it, for every game."""

from __future__ import annotations

from typing import Any


def final(game: Any) -> tuple[list[float], set[int]]:
    """The totals and the winning seats of ``game`` (any game's ``Game``)."""
    scores = game.scores()
    return [float(t) for t in scores.totals], set(scores.winners)
