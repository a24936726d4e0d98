"""Random-play speed from Python, compared with OpenSpiel.

Measures in one run:

(a) this engine's per-step API (``Game``, ``legal_actions``, ``apply``), 4 players, and (a')
    the same loop with ``apply_action``, which builds no event objects;
(b) OpenSpiel's ``pyspiel`` on its built-in ``hearts`` (C++; random legal actions, chance
    nodes sampled from ``chance_outcomes()``; every ``apply_action`` counts as a step);
(c) this engine's batch API ``simulate(4, games, ["random"])`` (decisions per second, all cores);
(d) for reference, this engine through the OpenSpiel adapter (``herr_der_ziegen.openspiel``),
    driven like (b).

and prints a/b, a'/b, c/a, c/a' and c/b (a per-step loop can be at least 2x (b) and at most
1/100 of (c) only if c/b is at least 200). Needs the package with the ``openspiel`` extra:

    pip install "./py[openspiel]"
    cd benchmarks && python compare_openspiel.py [rounds, default 5] [seconds per measurement, default 2]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

import herr_der_ziegen.openspiel  # noqa: F401  (registers "herr_der_ziegen" with pyspiel)
from herr_der_ziegen import simulate
from python_speed import per_step  # the sibling script; this one runs from benchmarks/


def engine_per_step(seconds: float, events: bool = True) -> tuple[float, float]:
    """(a) with events, (a') without: steps/s and games/s of the per-step loop, 4 players."""
    return per_step(4, seconds, events)


def pyspiel_random(game: Any, seconds: float) -> tuple[float, float, float]:
    """(b), (d): steps/s (chance and decisions), decisions/s and games/s of random play; at
    least one game, however busy the machine."""
    rng = random.Random(1)
    steps = decisions = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions = [a for a, _ in outcomes]
                weights = [p for _, p in outcomes]
                state.apply_action(rng.choices(actions, weights)[0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
                decisions += 1
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, decisions / elapsed, games / elapsed


def engine_batch(games: int, seconds: float) -> tuple[float, float]:
    """(c): decisions/s and games/s of simulate(4, games, ["random"]), called with new seeds
    until `seconds` have passed (one call takes about a tenth of a second); at least one call."""
    decisions = played = 0
    start = time.perf_counter()
    while played == 0 or time.perf_counter() - start < seconds:
        result = simulate(4, games, ["random"], seed=played)
        decisions += int(result["decisions"].sum())
        played += games
    elapsed = time.perf_counter() - start
    return decisions / elapsed, played / elapsed


def _spread(values: list[float], digits: int = 0) -> str:
    ordered = sorted(values)
    median, low, high = statistics.median(ordered), ordered[0], ordered[-1]
    return f"median {median:,.{digits}f} (from {low:,.{digits}f} to {high:,.{digits}f})"


def main() -> None:
    # This kind of shared machine drifts by tens of percent over a minute, so the loops are
    # measured in rounds, one short measurement of each per round, and every ratio is taken
    # within a round before the median over rounds.
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
    hearts = pyspiel.load_game("hearts")
    rows: dict[str, list[float]] = {name: [] for name in ("a", "a'", "b", "c")}
    for r in range(rounds):
        a, _ = engine_per_step(seconds)
        a_fast, _ = engine_per_step(seconds, events=False)
        b, b_decisions, _ = pyspiel_random(hearts, seconds)
        c, _ = engine_batch(20_000, seconds)
        for name, value in (("a", a), ("a'", a_fast), ("b", b), ("c", c)):
            rows[name].append(value)
        print(
            f"round {r + 1}: (a) {a:,.0f}  (a') {a_fast:,.0f}  (b) {b:,.0f} steps/s "
            f"({b_decisions:,.0f} decisions/s)  (c) {c:,.0f} decisions/s"
        )
    print()
    print(f"(a) herr_der_ziegen per-step API (apply, events), 4 players, steps/s: {_spread(rows['a'])}")
    fast = rows["a'"]
    print(f"(a') the same with apply_action (no event objects), steps/s: {_spread(fast)}")
    print(f"(b) pyspiel hearts, random play, steps/s: {_spread(rows['b'])}")
    print(f"(c) herr_der_ziegen simulate(4, 20000, ['random']), repeated, decisions/s: {_spread(rows['c'])}")
    d, d_decisions, d_games = pyspiel_random(pyspiel.load_game("herr_der_ziegen", {"players": 4}), seconds)
    print(
        f"(d) herr_der_ziegen through pyspiel (adapter), 4 players: {d:,.0f} steps/s "
        f"({d_decisions:,.0f} decisions/s, {d_games:,.0f} games/s)"
    )
    print()
    ratios = {
        "a/b": [a / b for a, b in zip(rows["a"], rows["b"])],
        "a'/b": [a / b for a, b in zip(rows["a'"], rows["b"])],
        "c/a": [c / a for c, a in zip(rows["c"], rows["a"])],
        "c/a'": [c / a for c, a in zip(rows["c"], rows["a'"])],
        "c/b": [c / b for c, b in zip(rows["c"], rows["b"])],
    }
    for name, values in ratios.items():
        print(f"{name:>5} = {_spread(values, 1)}")


if __name__ == "__main__":
    main()
