"""Le Baron as a PettingZoo AEC environment, in PettingZoo's module convention:
``env(**kwargs)`` is the wrapped environment, ``raw_env(**kwargs)`` the bare one; and, since its
cards are chosen simultaneously, as a ``ParallelEnv``: ``parallel_env(**kwargs)``."""

from typing import Any

from ._parallel import LeBaronParallelEnv
from ._pettingzoo import factories

__all__ = ["env", "parallel_env", "raw_env"]

env, raw_env = factories("le-baron")


def parallel_env(**kwargs: Any) -> LeBaronParallelEnv:
    """A new :class:`~herr_der_ziegen.env.LeBaronParallelEnv`: Le Baron as a PettingZoo
    ``ParallelEnv``, every seat that must choose a card acting in one step (keyword arguments as
    for that class)."""
    return LeBaronParallelEnv(**kwargs)
