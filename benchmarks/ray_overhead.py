"""The CPU time that herr_der_ziegen.distributed spends beyond the games, on a local Ray of one
node (one CPU per core): Herr der Ziegen, 4 players, random bots. Other jobs on the machine
disturb this far less than the wall-clock share of scale_out.py, since it counts CPU time
rather than waiting for it.

After one warm-up call, ``--runs`` runs, each of which plays the local batch and then
``distributed.simulate`` of the same games, and prints:

* ``tasks``: the Ray tasks (chunks) of the distributed call;
* ``local``: the CPU time of the local batch (this process and Ray's, idle beside it);
* ``distributed``: the CPU time of this process and every process of the local Ray (the
  daemons, the workers) during the distributed call;
* ``games``: the part of it that the tasks spent inside the local batch of their chunk;
* ``overhead``: ``distributed`` minus ``games``, what Ray and the driver cost beyond the games;
  and ``local / (local + overhead)``, the share of the local batch that the distributed call
  would reach if the machine had nothing else to do and no worker ever waited (Linux: read from
  /proc).

Run with the ray extra installed:

    python benchmarks/ray_overhead.py [--games 1000000] [--chunk-size N] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

# First: scale_out sets the loopback environment before Ray is imported.
from scale_out import BOTS, PLAYERS, load

import numpy as np  # noqa: E402
import ray  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed  # noqa: E402

PLAY = distributed._play


def timed_play(directory: Path) -> Callable[[Any], Any]:
    """``distributed._play``, which also writes the CPU time of its chunk into a file of
    ``directory`` (the tasks run in other processes: the driver adds the files up)."""

    def play(chunk: Any) -> Any:
        before = time.process_time()
        result = PLAY(chunk)
        (directory / uuid.uuid4().hex).write_text(repr(time.process_time() - before))
        return result

    return play


def collect(directory: Path) -> tuple[int, float]:
    """The chunks that :func:`timed_play` recorded in ``directory`` and their CPU seconds;
    forgets them."""
    files = list(directory.iterdir())
    seconds = sum(float(path.read_text()) for path in files)
    for path in files:
        path.unlink()
    return len(files), seconds


def cpu_seconds() -> float:
    """The CPU time of this process and its descendants (a local Ray's daemons and workers)."""
    parents, seconds = {}, {}
    ticks = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        parents[int(entry)] = int(fields[1])
        seconds[int(entry)] = (int(fields[11]) + int(fields[12])) / ticks
    me, total = os.getpid(), 0.0
    for pid, used in seconds.items():
        ancestor = pid
        while ancestor > 1 and ancestor != me:
            ancestor = parents.get(ancestor, 0)
        if ancestor == me:
            total += used
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--chunk-size", type=int, default=None, help="games per chunk (default: as simulate sizes them)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cpus = os.cpu_count() or 1
    chunks = "sized by simulate" if args.chunk_size is None else f"of {args.chunk_size:,}"
    print(f"{args.games:,} games, chunks {chunks}; {cpus} cores; Ray {ray.__version__}; load {load()}")
    with tempfile.TemporaryDirectory() as records:
        # Before the first call makes the remote function: Ray exports this one in its place.
        distributed._play = timed_play(Path(records))  # type: ignore[assignment]
        distributed._remote_play = None
        ray.init(
            address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
        )
        try:

            def spread() -> dict[str, Any]:
                return distributed.simulate(PLAYERS, args.games, BOTS, chunk_size=args.chunk_size, progress=False)

            # The warm-up: the workers start, and the results are the local ones.
            local = herr_der_ziegen.simulate(PLAYERS, args.games, BOTS)
            assert all(np.array_equal(a, b) for a, b in zip(spread().values(), local.values(), strict=True))
            collect(Path(records))
            shares, overheads = [], []
            for run in range(args.runs):
                before = cpu_seconds()
                herr_der_ziegen.simulate(PLAYERS, args.games, BOTS)
                local_cpu = cpu_seconds() - before
                before = cpu_seconds()
                spread()
                spread_cpu = cpu_seconds() - before
                tasks, games_cpu = collect(Path(records))
                overhead = spread_cpu - games_cpu
                overheads.append(overhead)
                shares.append(local_cpu / (local_cpu + overhead))
                print(
                    f"  run {run + 1}: tasks {tasks:4d}, local {local_cpu:6.2f} s, distributed {spread_cpu:6.2f} s, "
                    f"games {games_cpu:6.2f} s: overhead {overhead:5.3f} s, local / (local + overhead) "
                    f"{100 * shares[-1]:5.1f}%; load {load()}"
                )
            print(
                f"  median: overhead {statistics.median(overheads):.3f} s of CPU, local / (local + overhead) "
                f"{100 * statistics.median(shares):.1f}% (median of {args.runs} runs)"
            )
        finally:
            ray.shutdown()


if __name__ == "__main__":
    main()
