"""What Ray costs per chunk on this machine apart from the games themselves, with one task per
chunk and with chunks queued on long-lived actors (as herr_der_ziegen.distributed plays them):
the ceiling of distributed's share of the local batch (Herr der Ziegen, 4 players, random bots),
measured in three parts, each the best of ``--repeat`` runs after a warm-up run:

1. the local batch of ``--games`` games on all cores, and one chunk of ``--chunk-size`` games
   on one thread (the work of one task);
2. Ray without the games: as many tasks as there are chunks, each sleeping for one chunk's
   time instead of playing (no CPU used), on a local Ray with one CPU per core; then the same
   sleeps as calls to long-lived actors (one per core, every call queued at once), which do not
   wait for the driver between calls. The ideal is the number of waves times a chunk's time;
3. the CPU time that the processes of a local Ray use per ``distributed.simulate`` of the same
   games (the mean of 20 calls), by kind (Linux: read from /proc).

The ceilings it prints are the local batch's time over the sleeping tasks' (or actor calls')
time plus the CPU time of the driver and Ray's own processes during ``distributed.simulate``
spread over the cores: what each way could reach here if the games in the workers cost nothing
more than in the local batch.

Run with the ray extra installed:

    python benchmarks/ray_floor.py [--games 100000] [--chunk-size 10000] [--repeat 5]

Every Ray process runs on the loopback address (RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0).
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

# First: scale_out sets the loopback environment before Ray is imported.
from scale_out import BOTS, PLAYERS, arguments, best

import ray  # type: ignore[import-not-found, unused-ignore]  # noqa: E402, I001

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed  # noqa: E402

CPU_CALLS = 20


def one_thread_chunk(chunk_size: int, repeat: int) -> float:
    """The time of one chunk on one thread, in a child process whose core pool has one thread
    (the pool of this process is made once, with a thread per core)."""
    code = (
        "import time, herr_der_ziegen as h\n"
        f"h.simulate({PLAYERS}, {chunk_size}, {BOTS!r})\n"
        "times = []\n"
        f"for i in range({repeat}):\n"
        "    start = time.perf_counter()\n"
        f"    h.simulate({PLAYERS}, {chunk_size}, {BOTS!r}, i * {chunk_size})\n"
        "    times.append(time.perf_counter() - start)\n"
        "print(min(times))\n"
    )
    environment = {**os.environ, "RAYON_NUM_THREADS": "1"}
    output = subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, text=True, check=True)
    return float(output.stdout)


def process_kind(pid: str) -> str:
    """What a process is, from its command line: the driver (this process), a worker, the
    raylet, or another of Ray's processes."""
    if int(pid) == os.getpid():
        return "driver"
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return "other"
    if command.startswith("ray::"):
        return "workers"
    if "raylet" in command:
        return "raylet"
    if "/ray/" in command or "ray." in command:
        return "other Ray processes"
    return "other"


def cpu_seconds() -> dict[str, tuple[str, float]]:
    """The kind of each running process and the CPU seconds (user and system) it has used."""
    ticks = os.sysconf("SC_CLK_TCK")
    used: dict[str, tuple[str, float]] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = (process_kind(pid), (int(fields[11]) + int(fields[12])) / ticks)
    return used


def cpu_used(before: dict[str, tuple[str, float]], after: dict[str, tuple[str, float]]) -> dict[str, float]:
    """The CPU seconds used between two :func:`cpu_seconds`, by kind of process (a process that
    started in between counts in full; one that ended in between is not counted)."""
    used: dict[str, float] = defaultdict(float)
    for pid, (kind, seconds) in after.items():
        used[kind] += seconds - before.get(pid, (kind, 0.0))[1]
    return used


def repeat(parser: argparse.ArgumentParser) -> None:
    """The option of this benchmark alone."""
    parser.add_argument("--repeat", type=int, default=5, help="timed calls per figure (the best)")


def main() -> None:
    args = arguments(__doc__, repeat)
    cpus = os.cpu_count() or 1
    chunks = math.ceil(args.games / args.chunk_size)
    waves = math.ceil(chunks / cpus)
    print(f"{args.games:,} games of Herr der Ziegen, {PLAYERS} players, random bots, chunks of {args.chunk_size:,}")
    print(f"{cpus} cores; Ray {ray.__version__}; {chunks} chunks, {waves} waves")

    local = best(lambda: herr_der_ziegen.simulate(PLAYERS, args.games, BOTS), args.repeat)
    chunk = one_thread_chunk(args.chunk_size, args.repeat)
    print(f"local batch            {1000 * local:7.1f} ms")
    print(f"one chunk, one thread  {1000 * chunk:7.1f} ms; {waves} waves of chunks: {1000 * waves * chunk:.1f} ms")

    ray.init(
        address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
    )
    try:

        @ray.remote(num_cpus=1)  # type: ignore[misc, unused-ignore]
        def sleep_task(seconds: float) -> bytes:
            time.sleep(seconds)
            return b""

        @ray.remote  # type: ignore[misc, unused-ignore]
        class Sleeper:
            def sleep(self, seconds: float) -> bytes:
                time.sleep(seconds)
                return b""

        def wait_each(refs: list[Any]) -> None:
            # As distributed._run waits: one result at a time.
            while refs:
                _, refs = ray.wait(refs, num_returns=1)

        tasks = best(lambda: wait_each([sleep_task.remote(chunk) for _ in range(chunks)]), args.repeat)
        sleepers = [Sleeper.options(scheduling_strategy="SPREAD").remote() for _ in range(cpus)]  # type: ignore[attr-defined]
        actors = best(
            lambda: wait_each([sleepers[index % cpus].sleep.remote(chunk) for index in range(chunks)]), args.repeat
        )
        ideal = waves * chunk
        print(f"sleeping tasks         {1000 * tasks:7.1f} ms: {100 * ideal / tasks:5.1f}% of the ideal")
        print(f"sleeping actor calls   {1000 * actors:7.1f} ms: {100 * ideal / actors:5.1f}% of the ideal")
        for sleeper in sleepers:
            ray.kill(sleeper)

        def run() -> object:
            return distributed.simulate(PLAYERS, args.games, BOTS, chunk_size=args.chunk_size, progress=False)

        run()
        before = cpu_seconds()
        start = time.perf_counter()
        # /proc counts CPU time in ticks (10 ms as a rule): enough calls to make them add up.
        for _ in range(CPU_CALLS):
            run()
        wall = (time.perf_counter() - start) / CPU_CALLS
        used = cpu_used(before, cpu_seconds())
        print(f"distributed.simulate   {1000 * wall:7.1f} ms (mean of {CPU_CALLS}), {100 * local / wall:5.1f}% of local")
        print("CPU time per call:")
        for kind in ("workers", "driver", "raylet", "other Ray processes", "other"):
            print(f"  {kind:<21}{1000 * used[kind] / CPU_CALLS:7.1f} ms")
        beside = sum(used[kind] for kind in ("driver", "raylet", "other Ray processes")) / CPU_CALLS
        for way, sleeping in (("tasks", tasks), ("actor calls", actors)):
            ceiling = local / (sleeping + beside / cpus)
            print(
                f"ceiling: local / (sleeping {way} + driver and Ray's CPU over {cpus} cores) = "
                f"{100 * ceiling:.1f}% of local"
            )
    finally:
        ray.shutdown()


if __name__ == "__main__":
    main()
