"""``tournament``: the standings of a batch of simulated games, for every game."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, TypedDict, cast

from numpy.typing import NDArray

from ._core import standings


class Standing(TypedDict):
    """One bot's record over a tournament (see ``herr_der_ziegen.standings``)."""

    bot: str
    """The bot's name."""
    seats: int
    """Seats it played: one per game and seat it held."""
    win_rate: float
    """Its share of the wins per seat played: 1 for a win alone, ``1/k`` for one shared by ``k``."""
    win_rate_half_width: float
    """Half the width of the 95% confidence interval of ``win_rate``."""
    score: float
    """Its mean score per seat played."""
    score_half_width: float
    """Half the width of the 95% confidence interval of ``score``."""


class Tournament(Protocol):
    """A game's ``tournament`` function."""

    def __call__(
        self,
        players: int,
        games: int,
        bots: Sequence[str],
        seed: int = 0,
        rotate: bool = True,
        **options: Any,
    ) -> list[Standing]: ...


def tournament_of(simulate: Callable[..., dict[str, NDArray[Any]]], module: str) -> Tournament:
    """The ``tournament`` function of module ``module``, the game whose ``simulate`` is
    ``simulate``."""

    def tournament(
        players: int,
        games: int,
        bots: Sequence[str],
        seed: int = 0,
        rotate: bool = True,
        **options: Any,
    ) -> list[Standing]:
        """Plays the games ``simulate`` plays with the same arguments and returns each bot's
        standing over them, one dict per bot in the order of ``bots``: ``bot``, ``seats``,
        ``win_rate`` and ``score`` with the half-widths of their 95% confidence intervals
        (``win_rate_half_width``, ``score_half_width``), as ``standings`` computes them. Raises
        what ``simulate`` raises; Ctrl-C stops it as it stops ``simulate``."""
        # Read once: an iterator of names would be used up by simulate.
        if isinstance(bots, Iterable) and not isinstance(bots, str):
            bots = list(bots)
        results = simulate(players, games, bots, seed, rotate, **options)
        return cast(list[Standing], standings(results, bots))

    tournament.__module__ = module
    tournament.__qualname__ = "tournament"
    return tournament
