"""The end of a game as the adapters need it, for every game."""

from __future__ import annotations

from typing import Any


def final(game: Any) -> tuple[list[float], set[int]]:
    """The totals and the winning seats of ``game``: Herr der Ziegen's ``Scores`` or the other
    games' scores dict (``totals`` and ``winners``)."""
    scores = game.scores()
    if isinstance(scores, dict):
        return [float(t) for t in scores["totals"]], set(scores["winners"])
    return [float(s.total) for s in scores], set(scores.winners)
