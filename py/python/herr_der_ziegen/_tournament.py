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


def read_once(bots: Iterable[str]) -> Sequence[str]:
    """``bots`` as a list when it is an iterable other than a str (an iterator of names is used
    up by its first reader), else as given, for the local checks to refuse it as they do."""
    if isinstance(bots, Iterable) and not isinstance(bots, str):
        return list(bots)
    return bots  # a str (or not iterable): refused by the checks


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
        bots = read_once(bots)  # simulate would use up an iterator of names
        results = simulate(players, games, bots, seed, rotate, **options)
        return cast(list[Standing], standings(results, bots))

    tournament.__module__ = module
    tournament.__qualname__ = "tournament"
    return tournament
