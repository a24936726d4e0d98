"""trajectories: every decision of a batch of bot games as numpy rows, for each game, agreeing row
for row with replaying the same seeds through the per-step API and with simulate."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np
import pytest

import herr_der_ziegen
from herr_der_ziegen import SetupError, le_baron


PLAYERS = 3
KEYS = {"seeds", "game", "seat", "observation", "mask", "action", "score", "result"}
DTYPES = {
    "seeds": "uint64",
    "game": "int32",
    "seat": "int8",
    "observation": "float32",
    "mask": "bool",
    "action": "int16",
    "score": "int32",
    "result": "int8",
}


def bot_seed(game_seed: int, seat: int) -> int:
    return (game_seed * 0x9E3779B97F4A7C15 + seat) % 2**64


def test_rows_agree_with_a_per_step_replay(g: ModuleType) -> None:
    players, bots, seed = PLAYERS, ["greedy", "random", "ismcts:5"], 2**64 - 2
    rows = g.trajectories(players, 3, bots, seed=seed)
    sim = g.simulate(players, 3, bots, seed=seed)
    assert rows["seeds"].tolist() == sim["seeds"].tolist()
    r = 0
    for i in range(3):
        game_seed = int(rows["seeds"][i])
        assert game_seed == (seed + i) % 2**64
        seats = [g.Bot(bots[(seat + i) % len(bots)], bot_seed(game_seed, seat)) for seat in range(players)]
        game = g.Game(players, game_seed)
        first = r
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            assert (int(rows["game"][r]), int(rows["seat"][r])) == (i, seat)
            assert np.array_equal(rows["observation"][r], game.observation(seat))
            assert np.array_equal(rows["observation"][r], view.observation())
            assert np.array_equal(rows["mask"][r], game.legal_action_mask())
            move = seats[seat].choose(view, game.legal_moves())
            assert int(rows["action"][r]) == move.action_id
            assert rows["mask"][r][move.action_id]
            game.apply(move)
            r += 1
        assert r - first == sim["decisions"][i]
        totals, winners = sim["totals"][i], sim["winners"][i]
        for row in range(first, r):
            seat = int(rows["seat"][row])
            assert rows["score"][row] == totals[seat]
            expected = (1 if winners.sum() == 1 else 0) if winners[seat] else -1
            assert rows["result"][row] == expected
    assert r == len(rows["game"])


def test_shapes_and_dtypes(g: ModuleType) -> None:
    players = PLAYERS
    rows = g.trajectories(players, 5, ["random"], seed=7)
    assert set(rows) == KEYS
    assert {k: a.dtype.name for k, a in rows.items()} == DTYPES
    n = len(rows["game"])
    assert n > 0 and rows["seeds"].shape == (5,)
    assert rows["observation"].shape == (n, g.OBSERVATION_SIZE)
    assert rows["mask"].shape == (n, g.NUM_ACTIONS)
    assert all(rows[k].shape == (n,) for k in ("game", "seat", "action", "score", "result"))
    assert rows["mask"][np.arange(n), rows["action"]].all()
    assert set(rows["result"].tolist()) <= {-1, 0, 1} and (rows["game"][1:] >= rows["game"][:-1]).all()
    again = g.trajectories(players, 5, ["random"], seed=7)
    assert all(np.array_equal(rows[k], again[k]) for k in KEYS)
    empty = g.trajectories(players, 0, ["random"])
    assert empty["observation"].shape == (0, g.OBSERVATION_SIZE) and empty["mask"].shape == (0, g.NUM_ACTIONS)
    assert empty["seeds"].shape == (0,)


def test_bad_arguments_raise_as_simulate(g: ModuleType) -> None:
    players = PLAYERS
    bad: list[tuple[tuple[Any, ...], dict[str, Any], type[BaseException], str | None]] = [
        ((1, 1, ["random"]), {}, SetupError, None),
        ((300, 1, ["random"]), {}, SetupError, None),
        ((players, 1, ["nobody"]), {}, ValueError, "unknown bot"),
        ((players, 1, []), {}, ValueError, "at least one bot"),
        ((players, 1, ["random"] * 128), {}, ValueError, "128 bots are too many"),
        ((players, -1, ["random"]), {}, ValueError, "games"),
        ((players, 1, ["random"]), {"seed": -1}, ValueError, "seed"),
        ((players, True, ["random"]), {}, TypeError, None),
        ((players, 1, "random"), {}, TypeError, r"^bots is a list of str, not a str"),
        ((players, 1, 3), {}, TypeError, "bots is a list of str, not int"),
        ((players, 2**62, ["random"]), {}, MemoryError, "do not fit in memory"),
    ]
    for args, kwargs, error, match in bad:
        for function in (g.simulate, g.trajectories):
            with pytest.raises(error, match=match):
                function(*args, **kwargs)
    if g is not herr_der_ziegen:
        with pytest.raises(TypeError, match="no option"):
            g.trajectories(players, 1, ["random"], nope=1)


def test_options_reach_the_games() -> None:
    rows = le_baron.trajectories(3, 2, ["random"], seed=1, heads_are_positive=True)
    sim = le_baron.simulate(3, 2, ["random"], seed=1, heads_are_positive=True)
    assert len(rows["game"]) == int(sim["decisions"].sum())
