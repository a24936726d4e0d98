"""Every game module states its player range (``MIN_PLAYERS``, ``MAX_PLAYERS``), and a game, a
batch and a batch of trajectories are set up for exactly the counts in it."""

from __future__ import annotations

from types import ModuleType

import pytest

from herr_der_ziegen import SetupError

from helpers import module_name

RANGES = {"herr_der_ziegen": (2, 5), "ziegen_kriegen": (3, 6), "le_baron": (2, 10)}


def test_each_game_states_its_player_range(g: ModuleType) -> None:
    assert (g.MIN_PLAYERS, g.MAX_PLAYERS) == RANGES[module_name(g)]
    assert {"MIN_PLAYERS", "MAX_PLAYERS"} <= set(g.__all__)


def test_games_are_set_up_for_exactly_the_stated_counts(g: ModuleType) -> None:
    for players in range(g.MIN_PLAYERS, g.MAX_PLAYERS + 1):
        assert g.Game(players, seed=1).players == players
    for players in (0, g.MIN_PLAYERS - 1, g.MAX_PLAYERS + 1):
        with pytest.raises(SetupError, match=f"{g.MIN_PLAYERS} to {g.MAX_PLAYERS} players"):
            g.Game(players, seed=1)


def test_batches_are_set_up_for_exactly_the_stated_counts(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        assert g.simulate(players, 2, ["random"])["totals"].shape == (2, players)
        assert set(g.trajectories(players, 1, ["random"])["seat"]) == set(range(players))
    for players in (g.MIN_PLAYERS - 1, g.MAX_PLAYERS + 1):
        with pytest.raises(SetupError):
            g.simulate(players, 2, ["random"])
        with pytest.raises(SetupError):
            g.trajectories(players, 1, ["random"])
