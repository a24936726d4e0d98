"""Random-play speed from Python, compared with OpenSpiel.

Measures in one run:

(a) this engine's per-step API (``Game``, ``legal_actions``, ``apply``), 4 players, and (a')
    the same loop with ``apply_action``, which builds no event objects;
(b) OpenSpiel's ``pyspiel`` on its built-in ``hearts`` (C++; random legal actions, chance
    nodes sampled from ``chance_outcomes()``; every ``apply_action`` counts as a step);
(c) this engine's batch API ``simulate(4, games, ["random"])`` (decisions per second, all cores);
(d) for reference, this engine through the OpenSpiel adapter (``herr_der_ziegen.openspiel``),
    driven like (b).

and prints a/b, a'/b, c/a and c/a'. Needs the package with the ``openspiel`` extra:

    pip install "./py[openspiel]"
    python benchmarks/compare_openspiel.py [seconds per measurement, default 5]
"""

from __future__ import annotations

import random
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
    """(b), (d): steps/s (chance and decisions), decisions/s and games/s of random play."""
    rng = random.Random(1)
    steps = decisions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
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


def engine_batch(games: int) -> tuple[float, float]:
    """(c): decisions/s and games/s of simulate(4, games, ["random"])."""
    start = time.perf_counter()
    result = simulate(4, games, ["random"])
    elapsed = time.perf_counter() - start
    return int(result["decisions"].sum()) / elapsed, games / elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    a, a_games = engine_per_step(seconds)
    print(f"(a) herr_der_ziegen per-step API, 4 players: {a:,.0f} steps/s ({a_games:,.0f} games/s)")
    a_fast, a_fast_games = engine_per_step(seconds, events=False)
    print(f"(a') the same with apply_action (no event objects): {a_fast:,.0f} steps/s ({a_fast_games:,.0f} games/s)")
    b, b_decisions, b_games = pyspiel_random(pyspiel.load_game("hearts"), seconds)
    print(
        f"(b) pyspiel hearts, random play:             {b:,.0f} steps/s "
        f"({b_decisions:,.0f} decisions/s, {b_games:,.0f} games/s)"
    )
    c, c_games = engine_batch(20_000)
    print(f"(c) herr_der_ziegen simulate(4, 20000, ['random']): {c:,.0f} decisions/s ({c_games:,.0f} games/s)")
    d, d_decisions, d_games = pyspiel_random(
        pyspiel.load_game("herr_der_ziegen", {"players": 4}), seconds
    )
    print(
        f"(d) herr_der_ziegen through pyspiel (adapter), 4 players: {d:,.0f} steps/s "
        f"({d_decisions:,.0f} decisions/s, {d_games:,.0f} games/s)"
    )
    print(f"a/b = {a / b:.2f}   a'/b = {a_fast / b:.2f}   c/a = {c / a:.1f}   c/a' = {c / a_fast:.1f}")


if __name__ == "__main__":
    main()
