"""What the package's environments (PettingZoo's in :mod:`herr_der_ziegen.env`, Gymnasium's in
:mod:`herr_der_ziegen.gym`) share for every game: the observation they hand out, its space, and
the checks of their arguments."""

from __future__ import annotations

from types import ModuleType
from typing import Any, Literal

import gymnasium.spaces as spaces
import numpy as np
from numpy.typing import NDArray

from ._raster import check_available

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
