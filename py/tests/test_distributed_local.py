"""tournament and standings, the local functions that herr_der_ziegen.distributed mirrors: the
standings of the core's tournament over the result arrays of simulate, for each game. These
tests need no Ray."""

from __future__ import annotations

import math
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import herr_der_ziegen
from herr_der_ziegen import SetupError, standings, ziegen_kriegen



def expected_standings(results: dict[str, Any], bots: list[str]) -> list[dict[str, Any]]:
    """The statistics recomputed from the arrays with numpy: win shares and scores per seat."""
    entrants, totals, winners = results["entrants"], results["totals"], results["winners"]
    shares = winners / winners.sum(axis=1, keepdims=True)
    table = []
    for entrant, name in enumerate(bots):
        held = entrants == entrant
        wins, scores = shares[held], totals[held].astype(float)
        n = int(held.sum())

        def half(values: np.ndarray[Any, Any]) -> float:
            return 1.96 * math.sqrt(values.var(ddof=1) / n) if n >= 2 else 0.0

        table.append(
            {
                "bot": name,
                "seats": n,
                "win_rate": float(wins.mean()),
                "win_rate_half_width": half(wins),
                "score": float(scores.mean()),
                "score_half_width": half(scores),
            }
        )
    return table


def test_tournament_is_the_standings_of_simulate(g: ModuleType) -> None:
    bots = ["random", "greedy", "random"]
    table = g.tournament(3, 60, bots, seed=11)
    assert table == standings(g.simulate(3, 60, bots, seed=11), bots)
    assert [row["bot"] for row in table] == bots
    # Rotation seats every bot at every seat equally often: 60 games x 3 seats / 3 bots.
    assert [row["seats"] for row in table] == [60, 60, 60]
    expected = expected_standings(g.simulate(3, 60, bots, seed=11), bots)
    for row, want in zip(table, expected, strict=True):
        assert row.keys() == want.keys()
        assert (row["bot"], row["seats"]) == (want["bot"], want["seats"])
        for key in ("win_rate", "win_rate_half_width", "score", "score_half_width"):
            assert row[key] == pytest.approx(want[key], rel=1e-9, abs=1e-12), key
    shares = sum(row["win_rate"] * row["seats"] for row in table)
    assert shares == pytest.approx(60), "every game's win is shared out whole"


def test_tournament_without_rotation_and_with_options() -> None:
    bots = ["greedy", "random"]
    table = ziegen_kriegen.tournament(4, 10, bots, seed=3, rotate=False, rounds=4)
    results = ziegen_kriegen.simulate(4, 10, bots, seed=3, rotate=False, rounds=4)
    assert table == standings(results, bots)
    assert [row["seats"] for row in table] == [20, 20]


def test_a_bot_that_never_sits_has_an_empty_record() -> None:
    table = herr_der_ziegen.tournament(2, 1, ["random", "greedy", "random"], rotate=False)
    assert table[2] == {
        "bot": "random",
        "seats": 0,
        "win_rate": 0.0,
        "win_rate_half_width": 0.0,
        "score": 0.0,
        "score_half_width": 0.0,
    }


def test_tournament_refuses_what_simulate_refuses(g: ModuleType) -> None:
    with pytest.raises(SetupError):
        g.tournament(99, 1, ["random"])
    with pytest.raises(ValueError, match="unknown bot"):
        g.tournament(3, 1, ["nobody"])
    with pytest.raises(TypeError):
        g.tournament(3, 1, "random")
    with pytest.raises(ValueError):
        g.tournament(3, -1, ["random"])


def test_standings_refuses_arrays_that_do_not_fit() -> None:
    results = herr_der_ziegen.simulate(3, 5, ["random", "greedy"])
    with pytest.raises(TypeError, match="totals"):
        standings({"entrants": results["entrants"], "winners": results["winners"]}, ["random", "greedy"])
    with pytest.raises(ValueError, match="there are 1 bots"):
        standings(results, ["random"])
    with pytest.raises(ValueError, match="same shape"):
        standings({**results, "totals": results["totals"][:4]}, ["random", "greedy"])
    with pytest.raises(ValueError, match=r"shape \(games, players\)"):
        standings({**results, "entrants": results["entrants"].reshape(-1)}, ["random", "greedy"])
    with pytest.raises(TypeError):
        standings(results, "random")


def test_standings_refuses_values_that_a_conversion_would_change() -> None:
    results = herr_der_ziegen.simulate(3, 5, ["random", "greedy"])
    bots = ["random", "greedy"]
    # 256 would wrap to entrant 0 as an int8, 0.9 would truncate to 0, 2**40 wrap as an int32.
    with pytest.raises(ValueError, match=r"from 1 to 256, out of the range of int8"):
        standings({**results, "entrants": np.where(results["entrants"] == 0, 256, 1).astype(np.int16)}, bots)
    with pytest.raises(ValueError, match="holds integers, not values of dtype float64"):
        standings({**results, "entrants": results["entrants"] + 0.9}, bots)
    with pytest.raises(ValueError, match="out of the range of int32"):
        standings({**results, "totals": results["totals"].astype(np.int64) + 2**40}, bots)
    with pytest.raises(ValueError, match="holds bools"):
        standings({**results, "winners": results["winners"].astype(np.int8)}, bots)
    # Wider integer types with values in range are read as they are.
    wide = {key: value.astype(np.int64) if key in ("entrants", "totals") else value for key, value in results.items()}
    assert standings(wide, bots) == standings(results, bots)


def test_bots_may_be_any_iterable_of_names(g: ModuleType) -> None:
    bots = ["random", "greedy"]
    expected = g.tournament(3, 6, bots, 4)
    assert g.tournament(3, 6, iter(bots), 4) == expected
    assert g.tournament(3, 6, (name for name in bots), 4) == expected
