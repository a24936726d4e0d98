"""Learner steps per second of the native vector environments against Gymnasium's SyncVectorEnv
over the single-seat environment, every game at 4 players against random bots, and the rows
per second of ``trajectories`` in the same run.

Run with the package and Gymnasium installed (for example in the test environment that
scripts/test-python.sh builds):

    target/py-test-venv/bin/python benchmarks/vector_env.py [seconds per figure, default 3] [--only trajectories]

``--only trajectories`` skips the vector environments and prints the trajectories table alone.

A learner step is one action of one sub-environment (``num_envs`` per ``step`` call), the bots'
replies, the observation and the mask included. Actions are drawn from the masks for every
sub-environment at once in numpy (the legal positions of the flattened masks, their count per
row, one draw per row: see ``sample``), one pass over the masks instead of a Python loop. The
native figures are given with that sampling and for the ``step`` calls alone.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import gymnasium
import numpy as np

import herr_der_ziegen.gym  # noqa: F401  (registers the ids)
from herr_der_ziegen import GAMES

NATIVE_ENVS = [1, 16, 256, 4096]
"""The numbers of sub-environments of the native environment."""

SYNC_ENVS = [1, 16, 256]
"""The numbers of sub-environments of SyncVectorEnv (slower: fewer)."""


def sample(mask: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    """A uniformly drawn legal action for every row of ``mask`` (0 for a row without any),
    vectorised: the positions of the legal actions in the flattened mask (one scan of the
    bytes), their count per row, and one uniform draw per row indexing into them. Cheaper than
    ``argmax(random(shape) * mask)``, which draws a number for every entry (810 a row in Herr
    der Ziegen)."""
    n, width = mask.shape
    flat = np.flatnonzero(mask.view(np.bool_))
    if flat.size == 0:
        return np.zeros(n, dtype=np.int64)
    counts = np.bincount(flat // width, minlength=n)
    pick = np.cumsum(counts) - counts + (rng.random(n) * counts).astype(np.int64)
    chosen: np.ndarray[Any, Any] = flat[np.minimum(pick, flat.size - 1)] - np.arange(n) * width
    return np.where(counts > 0, chosen, 0)


def steps_per_second(env: Any, seconds: float) -> tuple[float, float]:
    """Learner steps/s of ``env`` (reset with seed 0) over at least ``seconds`` and one step:
    with the sampling, and of the ``step`` calls alone."""
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    steps = 0
    in_step = 0.0
    start = time.perf_counter()
    while steps == 0 or time.perf_counter() - start < seconds:
        actions = sample(obs["action_mask"], rng)
        before = time.perf_counter()
        obs, *_ = env.step(actions)
        in_step += time.perf_counter() - before
        steps += 1
    elapsed = time.perf_counter() - start
    n = env.num_envs
    return steps * n / elapsed, steps * n / in_step


def threads() -> int:
    """The threads the engine uses: RAYON_NUM_THREADS, or the cores available."""
    if os.environ.get("RAYON_NUM_THREADS", "0") != "0":
        return int(os.environ["RAYON_NUM_THREADS"])
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def trajectory_rows(game: Any, games: int) -> None:
    """Rows/s of ``trajectories(4, games, ["random"])``, and where the time goes: the same games
    through ``simulate`` (play without observations) against the whole call."""
    module = game.module()
    start = time.perf_counter()
    module.simulate(4, games, ["random"])
    play = time.perf_counter() - start
    start = time.perf_counter()
    rows = module.trajectories(4, games, ["random"])
    elapsed = time.perf_counter() - start
    n, width = rows["observation"].shape
    megabytes = rows["observation"].nbytes / 1e6
    print(
        f"| {game.name} | {games:,} | {n:,} | {n / elapsed:,.0f} | {elapsed:.2f} s | {play:.2f} s | "
        f"{megabytes:,.0f} MB |"
    )


def main(seconds: float, only_trajectories: bool = False) -> None:
    load = os.getloadavg()
    print(f"load average before the run: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; {threads()} threads")
    print()
    if not only_trajectories:
        vector_envs(seconds)
    print("| game | games | rows | rows/s | trajectories | simulate (same games) | observations |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for game, games in zip(GAMES, [100, 500, 500]):
        trajectory_rows(game, games)
    load = os.getloadavg()
    print()
    print(f"load average after the run: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


def vector_envs(seconds: float) -> None:
    """The learner steps/s table: the native vector environments against SyncVectorEnv."""
    print("| game | num_envs | native steps/s | native, step calls only | SyncVectorEnv steps/s | native / sync |")
    print("|---|---:|---:|---:|---:|---:|")
    for game in GAMES:
        env_id = f"herr_der_ziegen/{game.class_prefix}-v0"
        sync_rates: dict[int, float] = {}
        for n in SYNC_ENVS:
            env = gymnasium.make_vec(env_id, num_envs=n, vectorization_mode="sync", players=4, opponents="random")
            sync_rates[n] = steps_per_second(env, seconds)[0]
            env.close()
        for n in NATIVE_ENVS:
            env = gymnasium.make_vec(
                env_id, num_envs=n, vectorization_mode="vector_entry_point", players=4, opponents="random"
            )
            rate, step_only = steps_per_second(env, seconds)
            env.close()
            sync = sync_rates.get(n)
            sync_text = f"{sync:,.0f}" if sync else "-"
            ratio = f"{rate / sync:,.0f}x" if sync else f"{rate / max(sync_rates.values()):,.0f}x (best sync)"
            print(f"| {game.name} | {n:,} | {rate:,.0f} | {step_only:,.0f} | {sync_text} | {ratio} |")
    print()


if __name__ == "__main__":
    args = sys.argv[1:]
    only = args[-2:] == ["--only", "trajectories"]
    if only:
        args = args[:-2]
    main(float(args[0]) if args else 3.0, only)
