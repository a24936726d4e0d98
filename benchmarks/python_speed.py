"""Random-play speed from Python: the per-step API of every game, the same loops over a trivial
stand-in (the interpreter's own floor), the batch API against the Rust benchmark, and
trajectories (observation rows per second per core).

Run with the package installed (for example in the test environment that
scripts/test-python.sh builds):

    target/py-test-venv/bin/python benchmarks/python_speed.py [seconds per loop, default 5] [--rust SPEED]

The batch functions run on every core; RAYON_NUM_THREADS=1 runs them on one, which gives the
per-core figures directly (on a busy machine the others are only estimates). With ``--rust`` and
the path of the Rust benchmark binary (``cargo build --release --example speed`` writes
``target/release/examples/speed``), ``simulate`` of each game is timed against that binary's
``simulate`` line on the same number of threads, the two alternating three times.
"""

from __future__ import annotations

import os
import random
import re
import statistics
import subprocess
import sys
import time
from typing import Any

from herr_der_ziegen import GAMES

LOOPS = {
    "moves": "README loop: rng.choice(legal_moves()), apply(move)",
    "events": "rng.choice(legal_moves()), apply(move), every event dict read",
    "actions": "legal_actions(), apply(action)",
    "apply_action": "legal_actions(), apply_action(action)",
}
"""The per-step loops measured: key, and what the loop does at every step."""

MODULES: dict[str, Any] = {game.short_name: game.module() for game in GAMES}
"""Every game's module by its snake_case name (the registry's order)."""
FIRST = GAMES[0].short_name
"""The game whose every loop is measured (the others: the README loop and apply_action)."""


class StandIn:
    """A trivial game with the calls of the loops: every call does as little as Python allows
    (the move lists are made once), so a loop over it measures the interpreter's own work (the
    loop, ``rng.choice`` or ``randrange``, two calls and an attribute) and nothing else. A game
    lasts 150 steps, about a 4-player game of Herr der Ziegen."""

    LENGTH = 150
    MOVES = [object() for _ in range(6)]
    ACTIONS = list(range(121, 127))

    def __init__(self, players: int, seed: int) -> None:
        self.steps = 0
        self.is_over = False

    def legal_moves(self) -> list[object]:
        return self.MOVES

    def legal_actions(self) -> list[int]:
        return self.ACTIONS

    def apply(self, move: object) -> None:
        self.steps += 1
        if self.steps == self.LENGTH:
            self.is_over = True

    apply_action = apply


def per_step(players: int, seconds: float, loop: str, game_class: Any) -> tuple[float, float]:
    """Steps/s and games/s of random play through one of the LOOPS: the README's loop over
    `Move` objects (events returned), the same reading every event's dict, action ids with
    `apply` (events returned), or action ids with `apply_action` (no events); at least one game,
    however busy the machine. `game_class` is the `Game` of any game module, or `StandIn`."""
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        game = game_class(players, games)
        if loop == "moves":
            while not game.is_over:
                game.apply(rng.choice(game.legal_moves()))
                steps += 1
        elif loop == "events":
            while not game.is_over:
                for _ in game.apply(rng.choice(game.legal_moves())):
                    pass
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
    result = MODULES[FIRST].simulate(players, games, ["random"])
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


RUST_NAMES = {game.short_name: game.name for game in GAMES}
"""The games' names, as the Rust benchmark takes them."""


def rust_simulate(binary: str, game: str, players: int, games: int) -> float:
    """Games/s of the `simulate` line of the Rust benchmark binary for `games` games (seeds 0 to
    games - 1, random bots)."""
    out = subprocess.run(
        [binary, "--game", RUST_NAMES[game], str(players), str(games)], capture_output=True, text=True, check=True
    ).stdout
    found = re.search(r"simulate on \d+ threads: .* = ([0-9.]+) games/s", out)
    if found is None:
        raise RuntimeError(f"no simulate line in the output of {binary}:\n{out}")
    return float(found.group(1))


def python_simulate(game: str, players: int, games: int) -> float:
    """Games/s of the package's `simulate` for the games the Rust binary plays."""
    start = time.perf_counter()
    MODULES[game].simulate(players, games, ["random"], seed=0)
    return games / (time.perf_counter() - start)


def versus_rust(binary: str, players: int = 4) -> None:
    """`simulate` from Python against the Rust benchmark's, same games and threads, alternating
    three times; prints both speeds and their ratio per pair and the median ratio."""
    sizes = {"herr_der_ziegen": 100_000, "ziegen_kriegen": 200_000, "le_baron": 50_000}
    for game in MODULES:
        games = sizes.get(game, 50_000)
        ratios = []
        for _ in range(3):
            rust = rust_simulate(binary, game, players, games)
            python = python_simulate(game, players, games)
            ratios.append(python / rust)
            print(f"{game} simulate({players}, {games:,}): Rust {rust:,.0f} games/s, Python {python:,.0f} games/s")
        print(f"{game}: Python simulate / Rust simulate = median {statistics.median(ratios):.2f} ({threads()} threads)")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    rust = None
    if "--rust" in arguments:
        at = arguments.index("--rust")
        rust = arguments[at + 1]
        del arguments[at : at + 2]
    seconds = float(arguments[0]) if arguments else 5.0
    classes = [(name, module.Game) for name, module in MODULES.items()]
    for name, game_class in [*classes, ("stand-in", StandIn)]:
        for loop, what in LOOPS.items():
            if (loop == "actions" and name not in (FIRST, "stand-in")) or (loop == "events" and name != FIRST):
                continue
            steps, games = per_step(4, seconds, loop, game_class)
            print(f"{name} per-step loop ({what}), 4 players: {steps:,.0f} steps/s, {games:,.1f} games/s")
    batch(4, 20_000)
    if rust is not None:
        versus_rust(rust)
    for name, module in MODULES.items():
        trajectory_rows(f"{name}.trajectories", module.trajectories, 4, 100 if name == FIRST else 500)
