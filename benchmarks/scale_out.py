"""Throughput of herr_der_ziegen.distributed against the local batch, side by side in one run:
Herr der Ziegen, random bots, 4 players, on the same machine's cores.

Measures, each the best of ``--repeat`` runs after one warm-up run (which starts the Ray
workers and imports the package in them):

* ``local``: ``herr_der_ziegen.simulate`` (all cores);
* ``one node``: ``distributed.simulate`` on a local Ray of one node (all cores);
* ``two nodes``: the same on a two-node ``ray.cluster_utils.Cluster`` (the cores split between
  the nodes), all on 127.0.0.1; ``packed``: the same with Ray's default scheduling strategy
  instead of the package's ``"SPREAD"``;
* the overhead per chunk: the time of ``chunks`` one-game chunks over ``chunks``.

Run with the ray extra installed:

    python benchmarks/scale_out.py [--games 100000] [--chunk-size 10000] [--repeat 5]

Every Ray process runs on the loopback address (RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

import numpy as np  # noqa: E402
import ray  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed  # noqa: E402

PLAYERS = 4
BOTS = ["random"]


def best(run: Callable[[], object], repeat: int) -> float:
    """The shortest of ``repeat`` timed runs of ``run``, in seconds, after one untimed run."""
    run()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(
    label: str, games: int, chunk_size: int, repeat: int, local: float, ray_options: dict[str, Any] | None = None
) -> None:
    """Prints the distributed throughput on the Ray this process is connected to."""

    def run() -> dict[str, Any]:
        return distributed.simulate(
            PLAYERS, games, BOTS, chunk_size=chunk_size, progress=False, ray_options=ray_options
        )

    assert all(
        np.array_equal(a, b) for a, b in zip(run().values(), herr_der_ziegen.simulate(PLAYERS, games, BOTS).values())
    )
    seconds = best(run, repeat)
    print(f"{label:<10} {games / seconds:>12,.0f} games/s  {seconds:7.3f} s  {100 * local / seconds:5.1f}% of local")
    chunks = 20
    per_chunk = best(
        lambda: distributed.simulate(PLAYERS, chunks, BOTS, chunk_size=1, progress=False, ray_options=ray_options),
        repeat,
    ) / chunks
    print(f"{'':<10} overhead per chunk (1-game chunks): {1000 * per_chunk:.2f} ms")


def arguments(description: str | None) -> argparse.Namespace:
    """The command line of this benchmark and of ray_floor.py: games, chunk size, repeats."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--chunk-size", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    return parser.parse_args()


def main() -> None:
    args = arguments(__doc__)
    cpus = os.cpu_count() or 1
    print(f"{args.games:,} games of Herr der Ziegen, {PLAYERS} players, random bots, chunks of {args.chunk_size:,}")
    print(f"{cpus} cores; Ray {ray.__version__}")

    local_seconds = best(lambda: herr_der_ziegen.simulate(PLAYERS, args.games, BOTS), args.repeat)
    print(f"{'local':<10} {args.games / local_seconds:>12,.0f} games/s  {local_seconds:7.3f} s")

    start = time.perf_counter()
    ray.init(
        address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
    )
    print(f"{'':<10} one-node Ray started in {time.perf_counter() - start:.1f} s")
    try:
        measure("one node", args.games, args.chunk_size, args.repeat, local_seconds)
    finally:
        ray.shutdown()

    from ray.cluster_utils import Cluster

    start = time.perf_counter()
    half = max(1, cpus // 2)
    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": half, "node_ip_address": "127.0.0.1", "include_dashboard": False},
    )
    try:
        cluster.add_node(num_cpus=max(1, cpus - half), node_ip_address="127.0.0.1")
        cluster.wait_for_nodes()
        ray.init(address=cluster.address, log_to_driver=False)
        print(f"{'':<10} two-node cluster started in {time.perf_counter() - start:.1f} s")
        measure("two nodes", args.games, args.chunk_size, args.repeat, local_seconds)
        # Ray's default strategy packs tasks on the first node before the others.
        packed = {"scheduling_strategy": "DEFAULT"}
        measure("  packed", args.games, args.chunk_size, args.repeat, local_seconds, packed)
    finally:
        ray.shutdown()
        cluster.shutdown()  # type: ignore[no-untyped-call, unused-ignore]


if __name__ == "__main__":
    main()
