"""Throughput of herr_der_ziegen.distributed against the local batch, side by side in one run:
Herr der Ziegen, random bots, 4 players, on the same machine's cores.

For each Ray set-up, after one warm-up call of each (which starts Ray's workers and imports
the package in them), ``--runs`` runs, each of which times the local batch and then the
distributed call of the same games; prints every run and the medians:

* ``local``: ``herr_der_ziegen.simulate`` (all cores), with the set-up's Ray running idle beside
  it;
* ``one node``: ``distributed.simulate`` on a local Ray of one node (one CPU per core);
* ``two nodes``: the same on a two-node ``ray.cluster_utils.Cluster`` (the cores split between
  the nodes), all on 127.0.0.1;
* Ray's cost per chunk: the median time of 20 one-game chunks, over 20.

The chunks are sized as ``distributed.simulate`` sizes them (four per CPU) unless
``--chunk-size`` sets them. The load average (/proc/loadavg: 1, 5 and 15 minutes) is printed
before and after each set-up: other processes on the machine take cores from both sides, and
more from the side with more processes.

Run with the ray extra installed:

    python benchmarks/scale_out.py [--games 1000000] [--chunk-size N] [--runs 3] [--setups one,two]

Every Ray process runs on the loopback address (RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

import numpy as np  # noqa: E402
import ray  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed  # noqa: E402

PLAYERS = 4
BOTS = ["random"]


def timed(run: Callable[[], object]) -> float:
    """The time of one call of ``run``, in seconds."""
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def load() -> str:
    """The load average of the machine: 1, 5 and 15 minutes."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def measure(label: str, games: int, chunk_size: int | None, runs: int) -> None:
    """Prints the local and the distributed throughput, run by run, on the Ray this process is
    connected to, and the medians."""

    def local() -> dict[str, Any]:
        return herr_der_ziegen.simulate(PLAYERS, games, BOTS)  # type: ignore[no-any-return, unused-ignore]

    def spread() -> dict[str, Any]:
        return distributed.simulate(PLAYERS, games, BOTS, chunk_size=chunk_size, progress=False)

    # The warm-up: Ray's workers start, and the results are the local ones.
    assert all(np.array_equal(a, b) for a, b in zip(spread().values(), local().values(), strict=True))
    print(f"{label}: load {load()}")
    shares, local_times, spread_times = [], [], []
    for run in range(runs):
        local_times.append(timed(local))
        spread_times.append(timed(spread))
        shares.append(local_times[-1] / spread_times[-1])
        print(
            f"  run {run + 1}: local {local_times[-1]:7.3f} s, distributed {spread_times[-1]:7.3f} s: "
            f"{100 * shares[-1]:5.1f}% of local"
        )
    local_median, spread_median = statistics.median(local_times), statistics.median(spread_times)
    print(
        f"  median: local {games / local_median:>10,.0f} games/s ({local_median:.3f} s), "
        f"distributed {games / spread_median:>10,.0f} games/s ({spread_median:.3f} s); "
        f"share {100 * statistics.median(shares):.1f}% of local (median of {runs} runs)"
    )
    chunks = 20
    per_chunk = statistics.median(
        timed(lambda: distributed.simulate(PLAYERS, chunks, BOTS, chunk_size=1, progress=False)) for _ in range(runs)
    )
    print(f"  Ray's cost per chunk (1-game chunks): {1000 * per_chunk / chunks:.2f} ms; load {load()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--chunk-size", type=int, default=None, help="games per chunk (default: as simulate sizes them)")
    parser.add_argument("--runs", type=int, default=3, help="runs of the local and the distributed call, side by side")
    parser.add_argument("--setups", default="one,two", help="one (node), two (nodes), or one,two")
    args = parser.parse_args()
    cpus = os.cpu_count() or 1
    setups = set(args.setups.split(","))
    chunks = "sized by simulate" if args.chunk_size is None else f"of {args.chunk_size:,}"
    print(f"{args.games:,} games of Herr der Ziegen, {PLAYERS} players, random bots, chunks {chunks}")
    print(f"{cpus} cores; Ray {ray.__version__}; load {load()}")

    if "one" in setups:
        start = time.perf_counter()
        ray.init(
            address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
        )
        print(f"one-node Ray started in {time.perf_counter() - start:.1f} s")
        try:
            measure("one node", args.games, args.chunk_size, args.runs)
        finally:
            ray.shutdown()

    if "two" in setups:
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
            print(f"two-node cluster started in {time.perf_counter() - start:.1f} s")
            measure("two nodes", args.games, args.chunk_size, args.runs)
        finally:
            ray.shutdown()
            cluster.shutdown()  # type: ignore[no-untyped-call, unused-ignore]


if __name__ == "__main__":
    main()
