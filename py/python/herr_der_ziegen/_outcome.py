"""The end of a game as the adapters need it, for every game: totals, winners and rewards."""

from __future__ import annotations

from typing import Any, Literal

REWARD_MODES = ("win", "score")
"""How the environments reward the end of a game (see :func:`rewards`)."""


def final(game: Any) -> tuple[list[float], set[int]]:
    """The totals and the winning seats of ``game`` (any game's ``Game``)."""
    scores = game.scores()
    return [float(t) for t in scores.totals], set(scores.winners)


def rewards(game: Any, mode: str) -> list[float]:
    """Every seat's reward at the end of ``game`` (any game's finished ``Game``), in seat order.

    ``"win"``: +1 for each winner (a shared win counts as a win), -1 for everyone else (also when
    nobody wins, as Ziegen Kriegen allows). ``"score"``: the seat's final total with the sign
    that makes higher better in every game: the total itself where the highest total wins
    (Herr der Ziegen's points, Ziegen Kriegen's points), its negation where the lowest wins
    (Le Baron's penalty heads), so that maximising the reward never learns to lose."""
    scores = game.scores()
    if mode == "win":
        winners = set(scores.winners)
        return [1.0 if seat in winners else -1.0 for seat in range(len(scores.totals))]
    sign = 1.0 if scores.order == "higher_wins" else -1.0
    return [sign * float(total) for total in scores.totals]


def check_reward_mode(reward: object) -> Literal["win", "score"]:
    """``reward`` if it is a reward mode, else ``ValueError`` naming the argument."""
    if reward == "win":
        return "win"
    if reward == "score":
        return "score"
    raise ValueError(f"reward is 'win' or 'score', not {reward!r}")
