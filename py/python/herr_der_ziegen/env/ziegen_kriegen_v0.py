"""Ziegen Kriegen as a PettingZoo AEC environment, in PettingZoo's module convention:
``env(**kwargs)`` is the wrapped environment, ``raw_env(**kwargs)`` the bare one."""

from ._pettingzoo import factories

__all__ = ["env", "raw_env"]

env, raw_env = factories("ziegen-kriegen")
