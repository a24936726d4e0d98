"""What the package's environments (PettingZoo's in :mod:`herr_der_ziegen.env`, Gymnasium's in
:mod:`herr_der_ziegen.gym`) share for every game: the observation they hand out, its space, and
the checks of their arguments."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any, Literal

import gymnasium.spaces as spaces
import numpy as np
from numpy.typing import NDArray

from ._raster import check_available, svg_to_rgb

Observation = dict[str, NDArray[Any]]
"""``{"observation": float32 array, "action_mask": int8 array}``."""


def observation_space(game_module: ModuleType) -> spaces.Dict:
    """The space of an :data:`Observation` of the game of ``game_module``: its observation
    tensor (``OBSERVATION_SIZE`` floats in [0, 1]) and its legal-action mask (``NUM_ACTIONS``
    entries of 0 or 1)."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, 1.0, shape=(game_module.OBSERVATION_SIZE,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(game_module.NUM_ACTIONS,), dtype=np.int8),
        }
    )


def positive_or_none(name: str, value: object) -> int | None:
    """``value`` checked as ``None`` or a positive integer (Python or numpy): ``TypeError`` for a
    bool or another type, ``ValueError`` for 0 or less (a game cannot be cut off before its first
    move)."""
    if value is None:
        return None
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} is a positive int or None, not {type(value).__name__}")
    if value < 1:
        raise ValueError(f"{name} is a positive int or None (play to the end), not {value}")
    return int(value)


def render_mode_or_none(render_mode: str | None, modes: list[str]) -> str | None:
    """``render_mode`` if it is ``None`` or one of ``modes``, else ``ValueError``; for
    ``"rgb_array"``, ``ImportError`` now (saying what to install) rather than at the first
    render when the picture cannot be rasterised."""
    if render_mode is not None and render_mode not in modes:
        raise ValueError(f"render_mode is one of {modes} or None, not {render_mode!r}")
    if render_mode == "rgb_array":
        check_available()
    return render_mode


def illegal_action_policy(illegal_action: object) -> Literal["penalty", "raise"]:
    """What an environment does with an illegal action of its action space (see
    :class:`herr_der_ziegen.gym.SingleSeatEnv`): the policy ``illegal_action`` names
    (``"terminate"`` is ``"penalty"``), else ``ValueError`` naming the argument."""
    if illegal_action in ("penalty", "terminate"):
        return "penalty"
    if illegal_action == "raise":
        return "raise"
    raise ValueError(f"illegal_action is 'penalty' (or 'terminate') or 'raise', not {illegal_action!r}")


def seat_choice(seat: object, players: int) -> int | Literal["random"]:
    """The learner's seat: a seat number of a ``players``-player game, or ``"random"`` (drawn at
    every reset); ``TypeError`` or ``ValueError`` naming the argument otherwise."""
    if isinstance(seat, str):
        if seat != "random":
            raise ValueError(f"seat is a seat number or 'random', not {seat!r}")
        return "random"
    if isinstance(seat, (bool, np.bool_)) or not isinstance(seat, (int, np.integer)):
        raise TypeError(f"seat is an int or 'random', not {type(seat).__name__}")
    if not 0 <= seat < players:
        raise ValueError(f"seat is in range({players}) for {players} players, not {seat}")
    return int(seat)


def opponent_names(opponents: str | Sequence[str], players: int, module: ModuleType) -> list[str]:
    """The bot name of every other seat: ``opponents`` is one name for all or a list of
    ``players - 1`` names in seat order; each must be a bot of the game of ``module`` (``TypeError``
    or ``ValueError`` naming the argument otherwise)."""
    if isinstance(opponents, str):
        names = [opponents] * (players - 1)
    else:
        names = list(opponents)
        if len(names) != players - 1:
            raise ValueError(
                f"opponents is one bot name or a list of {players - 1} (one per other seat), not a list of {len(names)}"
            )
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"a bot name is a str, not {type(name).__name__}")
        try:
            module.Bot(name, 0)
        except ValueError as error:
            raise ValueError(f"opponents: {error}") from None
    return names


def render_game(game: Any, render_mode: str | None) -> str | NDArray[np.uint8] | None:
    """What an environment's ``render()`` returns for ``game`` in ``render_mode``: ``"ansi"`` the
    text picture, ``"human"`` prints it (``None``), ``"rgb_array"`` the game's SVG picture
    (``game._repr_svg_()``) as a ``(height, width, 3)`` uint8 array, ``None`` without a mode."""
    if render_mode is None:
        return None
    if render_mode == "rgb_array":
        return svg_to_rgb(game._repr_svg_())
    picture = str(game)
    if render_mode == "human":
        print(picture)
        return None
    return picture


def god_state(game: Any) -> NDArray[np.float32]:
    """Every seat's observation of ``game``, in seat order, one after the other: the state a
    centralised critic reads (see :meth:`herr_der_ziegen.env.GameEnv.state`)."""
    return np.concatenate([game.observation(p) for p in range(game.players)])
