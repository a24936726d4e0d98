"""The CPU time that herr_der_ziegen.distributed spends beyond the games, on a local Ray of one
node (one CPU per core): Herr der Ziegen, 4 players, random bots. A measure that other jobs on
the machine disturb far less than the wall-clock share of scale_out.py, since it counts CPU time
rather than waiting for it.

After one warm-up call, ``--runs`` runs, each of which plays the local batch and then
``distributed.simulate`` of the same games, and prints:

* ``calls``: the actor calls the distributed call made;
* ``local``: the CPU time of the local batch (this process and Ray's, idle beside it);
* ``distributed``: the CPU time of this process and every process of the local Ray (the
  daemons, the actors) during the distributed call;
* ``games``: the part of it that the actors spent inside the local batch of each call;
* ``overhead``: ``distributed`` minus ``games``, what Ray, the driver and the actors cost beyond
  the games; and ``local / (local + overhead)``, the share of the local batch that the
  distributed call would reach if the machine had nothing else to do and the actors never
  waited (Linux: read from /proc).

Run with the ray extra installed:

    python benchmarks/ray_overhead.py [--games 1000000] [--chunk-size 10000] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Mapping
from typing import Any

# First: scale_out sets the loopback environment before Ray is imported.
from scale_out import BOTS, PLAYERS, load

import numpy as np  # noqa: E402
import ray  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import _pack, distributed  # noqa: E402

GAMES_KEY = "__games_cpu"
"""An extra entry of each call's result: the actor's CPU time inside the local batch."""


def timed_chunk(hook: Any, chunks: range, args: tuple[Any, ...], start: int) -> _pack.Packed:
    """``distributed._simulate_chunk``, which also returns the CPU time of its local batch."""
    if hook is not None:
        for index in chunks:
            hook(index)
    game, players, games, bots, seed, rotate, options, shift = args
    before = time.process_time()
    batch = distributed._local_batch("simulate", game, players, games, bots, seed, rotate, options, start, shift)
    spent = time.process_time() - before
    packed = _pack.pack(batch) if len(chunks) == 1 else _pack.raw(batch)
    packed.append((GAMES_KEY, "", (), "", 0, spent))
    return packed


class Counter:
    """Takes the extra entry out of each call's result before it is unpacked, and adds it up."""

    def __init__(self) -> None:
        self.games = 0.0
        self.calls = 0
        self.unpack_into = _pack.unpack_into

    def __call__(self, arrays: Mapping[str, Any], start: int, packed: _pack.Packed) -> None:
        self.games += sum(entry[5] for entry in packed if entry[0] == GAMES_KEY)
        self.calls += 1
        self.unpack_into(arrays, start, [entry for entry in packed if entry[0] != GAMES_KEY])


def cpu_seconds() -> float:
    """The CPU time of this process and its descendants (a local Ray's daemons and workers)."""
    parents, seconds = {}, {}
    ticks = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = open(f"/proc/{entry}/stat").read()
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
    parser.add_argument("--chunk-size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cpus = os.cpu_count() or 1
    print(f"{args.games:,} games, chunks of {args.chunk_size:,}; {cpus} cores; Ray {ray.__version__}; load {load()}")
    counter = Counter()
    distributed._simulate_chunk = timed_chunk  # type: ignore[assignment, unused-ignore]
    _pack.unpack_into = counter  # type: ignore[assignment, unused-ignore]
    ray.init(address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False)
    try:

        def spread() -> dict[str, Any]:
            return distributed.simulate(PLAYERS, args.games, BOTS, chunk_size=args.chunk_size, progress=False)

        # The warm-up: the pool's actors start, and the results are the local ones.
        local = herr_der_ziegen.simulate(PLAYERS, args.games, BOTS)
        assert all(np.array_equal(a, b) for a, b in zip(spread().values(), local.values(), strict=True))
        shares, overheads = [], []
        for run in range(args.runs):
            before = cpu_seconds()
            herr_der_ziegen.simulate(PLAYERS, args.games, BOTS)
            local_cpu = cpu_seconds() - before
            counter.games, counter.calls = 0.0, 0
            before = cpu_seconds()
            spread()
            spread_cpu = cpu_seconds() - before
            overhead = spread_cpu - counter.games
            overheads.append(overhead)
            shares.append(local_cpu / (local_cpu + overhead))
            print(
                f"  run {run + 1}: calls {counter.calls:4d}, local {local_cpu:6.2f} s, distributed {spread_cpu:6.2f} s, "
                f"games {counter.games:6.2f} s: overhead {overhead:5.3f} s, local / (local + overhead) "
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
