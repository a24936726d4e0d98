"""Random-play speed from Python: the per-step API and the batch API.

Run with the package installed (for example in the test environment that
scripts/test-python.sh builds):

    target/py-test-venv/bin/python benchmarks/python_speed.py [seconds per loop, default 5]
"""

from __future__ import annotations

import random
import sys
import time

from herr_der_ziegen import Game, simulate


def per_step(players: int, seconds: float, events: bool) -> tuple[float, float]:
    """Steps/s and games/s of random play through `apply` (events) or `apply_action`; at least
    one game, however busy the machine."""
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        game = Game(players, games)
        step = game.apply if events else game.apply_action
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


if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    for events in (True, False):
        steps, games = per_step(4, seconds, events)
        api = "apply" if events else "apply_action"
        print(f"per-step loop ({api}), 4 players: {steps:,.0f} steps/s, {games:,.1f} games/s")
    batch(4, 20_000)
