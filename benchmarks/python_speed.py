"""Random-play speed from Python: the per-step API, the batch API, and trajectories (observation
rows per second per core).

Run with the package installed (for example in the test environment that
scripts/test-python.sh builds):

    target/py-test-venv/bin/python benchmarks/python_speed.py [seconds per loop, default 5]

The batch functions run on every core; RAYON_NUM_THREADS=1 runs them on one, which gives the
per-core figures directly (on a busy machine the others are only estimates).
"""

from __future__ import annotations

import os
import random
import sys
import time
from typing import Any

from herr_der_ziegen import Game, le_baron, simulate, trajectories, ziegen_kriegen


LOOPS = {
    "moves": "README loop: rng.choice(legal_moves()), apply(move)",
    "actions": "legal_actions(), apply(action)",
    "apply_action": "legal_actions(), apply_action(action)",
}
"""The per-step loops measured: key, and what the loop does at every step."""


def per_step(players: int, seconds: float, loop: str) -> tuple[float, float]:
    """Steps/s and games/s of random play through one of the LOOPS: the README's loop over
    `Move` objects (events built), action ids with `apply` (events built), or action ids with
    `apply_action` (no event objects); at least one game, however busy the machine."""
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        game = Game(players, games)
        if loop == "moves":
            while not game.is_over:
                game.apply(rng.choice(game.legal_moves()))
                steps += 1
        else:
            step = game.apply if loop == "actions" else game.apply_action
            while not game.is_over:
                actions = game.legal_actions()
                step(actions[rng.randrange(len(actions))])
                steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, games / elapsed


def batch(players: int, games: int) -> None:
    start = time.perf_counter()
    result = simulate(players, games, ["random"])
    elapsed = time.perf_counter() - start
    decisions = int(result["decisions"].sum())
    print(
        f"simulate({players}, {games}, ['random']): {games / elapsed:,.0f} games/s, "
        f"{decisions / elapsed:,.0f} decisions/s"
    )


def threads() -> int:
    """The threads the batch functions use: RAYON_NUM_THREADS, or the cores available."""
    if os.environ.get("RAYON_NUM_THREADS", "0") != "0":
        return int(os.environ["RAYON_NUM_THREADS"])
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def trajectory_rows(label: str, function: Any, players: int, games: int) -> None:
    """Observation rows per second, and per core, of `function(players, games, ["random"])`. The
    rows are held in memory: 100 games of Herr der Ziegen are about 15,000 rows of 18.6 kB."""
    start = time.perf_counter()
    rows = function(players, games, ["random"])
    elapsed = time.perf_counter() - start
    n, width = rows["observation"].shape
    print(
        f"{label}({players}, {games}, ['random']): {n:,} rows of {width} floats, "
        f"{n / elapsed:,.0f} rows/s, {n / elapsed / threads():,.0f} rows/s per core ({threads()} threads)"
    )


if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    for loop, what in LOOPS.items():
        steps, games = per_step(4, seconds, loop)
        print(f"per-step loop ({what}), 4 players: {steps:,.0f} steps/s, {games:,.1f} games/s")
    batch(4, 20_000)
    trajectory_rows("trajectories", trajectories, 4, 100)
    trajectory_rows("ziegen_kriegen.trajectories", ziegen_kriegen.trajectories, 4, 500)
    trajectory_rows("le_baron.trajectories", le_baron.trajectories, 4, 500)
