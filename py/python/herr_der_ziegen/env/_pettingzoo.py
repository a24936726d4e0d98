"""PettingZoo's module convention for every game: ``env(**kwargs)`` (the environment wrapped as
PettingZoo's own are) and ``raw_env(**kwargs)`` (the bare one), made for each game of the
registry (the modules ``herr_der_ziegen_v0``, ``ziegen_kriegen_v0``, ``le_baron_v0`` use it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .._games import find
from . import ENV_CLASSES, GameEnv


def factories(game: str) -> tuple[Callable[..., Any], Callable[..., GameEnv]]:
    """``(env, raw_env)`` of the game called ``game`` (a name :func:`herr_der_ziegen.GAMES`
    knows), for its module ``{game}_v0``."""
    info = find(game)
    cls = ENV_CLASSES[info.name]

    def raw_env(**kwargs: Any) -> GameEnv:
        return cls(**kwargs)

    def env(**kwargs: Any) -> Any:
        # PettingZoo's own environments wrap theirs so: actions checked against the action
        # space, and the calls in the order the API requires.
        return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(raw_env(**kwargs)))

    module = f"{__package__}.{info.short_name}_v0"
    raw_env.__doc__ = (
        f"A new {cls.__name__} ({info.title} as a PettingZoo AEC environment), unwrapped; keyword "
        "arguments as for :class:`herr_der_ziegen.env.GameEnv`."
    )
    env.__doc__ = (
        f"A new {cls.__name__} ({info.title}) wrapped as PettingZoo's own environments are "
        "(``OrderEnforcingWrapper`` around ``AssertOutOfBoundsWrapper``); keyword arguments as for "
        ":class:`herr_der_ziegen.env.GameEnv`."
    )
    for function in (env, raw_env):
        function.__module__ = module
    return env, raw_env
