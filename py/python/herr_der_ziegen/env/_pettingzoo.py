"""PettingZoo's module convention for every game of the registry: a module ``{game}_v0``
(``herr_der_ziegen.env.herr_der_ziegen_v0``, ``.ziegen_kriegen_v0``, ``.le_baron_v0``, ...) with
``env(**kwargs)`` (the environment wrapped as PettingZoo's own are) and ``raw_env(**kwargs)``
(the bare one), made here for each game, and a game's own constructors beside them (Le Baron's
``parallel_env``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .._games import GAMES, GameInfo, find
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

    module = module_name(info)
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


def module_name(info: GameInfo) -> str:
    """The name of the PettingZoo module of the game ``info``: ``herr_der_ziegen.env.{game}_v0``."""
    return f"{__package__}.{info.short_name}_v0"


def game_modules(extras: dict[str, dict[str, Callable[..., Any]]]) -> dict[str, ModuleType]:
    """The module ``{game}_v0`` of every game of the registry, by its short name
    (``"le_baron_v0"``), each registered as a submodule of this package (so that
    ``import herr_der_ziegen.env.le_baron_v0`` finds it): ``env`` and ``raw_env``, and the game's
    own constructors from ``extras`` (by the game's name)."""
    modules = {}
    for info in GAMES:
        name = module_name(info)
        own = extras.get(info.name, {})
        module = ModuleType(
            name,
            f"{info.title} as a PettingZoo AEC environment, in PettingZoo's module convention: "
            "``env(**kwargs)`` is the wrapped environment, ``raw_env(**kwargs)`` the bare one"
            + "".join(f"; ``{own_name}(**kwargs)`` is the game's own" for own_name in own)
            + ".",
        )
        env, raw_env = factories(info.name)
        for attribute, value in {"env": env, "raw_env": raw_env, **own, "__all__": ["env", "raw_env", *own]}.items():
            setattr(module, attribute, value)
        sys.modules[name] = module
        modules[name.rsplit(".", 1)[1]] = module
    return modules
