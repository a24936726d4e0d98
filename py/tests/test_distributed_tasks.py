"""The Ray tasks that play the chunks of herr_der_ziegen.distributed, on a local Ray of one node
(two CPUs, 127.0.0.1): each chunk runs in a Ray worker with one thread per CPU it asks for
(``ray_options`` reach Ray as they are, ``runtime_env`` included); the CPUs are free between
calls; a worker killed in a chunk is retried within ``max_retries`` (Ray's task retries), a chunk
that raises only with ``retry_exceptions``; a stopped call cancels its tasks and their workers
end; a chunk larger than every node is refused; calls from several threads at once. Each test
checks the results against the local call; no Ray daemon is left running."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from test_distributed_support import (
    Environment,
    FailFirstAttempt,
    KillFirstAttempt,
    KillFirstAttempts,
    Pids,
    Slow,
    assert_same,
    process_gone,
    local_ray_node,
    ray_environment,
    time_bound,
)

# Before Ray is imported: it reads the loopback switch (RAY_ENV) when it loads.
ray_environment()
ray = pytest.importorskip("ray", reason="the ray extra is not installed: pip install './py[ray]'")

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed  # noqa: E402

BOTS = ["random", "greedy"]


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    """One local Ray node with two CPUs on the loopback address for the tests of this module."""
    with local_ray_node():
        yield


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here fails, rather than hangs, after 120 s."""
    with time_bound(120):
        yield


def simulate(hook: object = None, games: int = 12, **arguments: object) -> None:
    """A distributed simulate in chunks of 3 games, checked against the local call."""
    got = distributed.simulate(3, games, BOTS, 5, chunk_size=3, progress=False, _before_chunk=hook, **arguments)  # type: ignore[arg-type]
    assert_same(got, herr_der_ziegen.simulate(3, games, BOTS, 5))


def test_chunks_run_in_ray_workers_with_a_thread_per_cpu(tmp_path: Path) -> None:
    one = Environment(tmp_path / "one")
    simulate(one)
    assert sorted(one.seen()) == [0, 1, 2, 3]
    assert str(os.getpid()) not in {seen["pid"] for seen in one.seen().values()}
    assert {seen["RAYON_NUM_THREADS"] for seen in one.seen().values()} == {"1"}
    # Two CPUs per chunk: two threads. A runtime_env reaches the task, its variables beside
    # the thread count, which it may set itself.
    two = Environment(tmp_path / "two")
    simulate(two, ray_options={"num_cpus": 2, "runtime_env": {"env_vars": {"HDZ_MARK": "here"}}})
    assert {(seen["RAYON_NUM_THREADS"], seen["HDZ_MARK"]) for seen in two.seen().values()} == {("2", "here")}
    own = Environment(tmp_path / "own")
    simulate(own, ray_options={"runtime_env": {"env_vars": {"RAYON_NUM_THREADS": "3"}}})
    assert {seen["RAYON_NUM_THREADS"] for seen in own.seen().values()} == {"3"}


def test_the_cpus_are_free_between_calls() -> None:
    # A task that needs both CPUs runs after a call: its tasks hold none of them.
    simulate()

    @ray.remote(num_cpus=2)  # type: ignore[misc, untyped-decorator, unused-ignore]
    def both() -> int:
        return 7

    assert ray.get(both.remote(), timeout=60) == 7


def test_a_worker_killed_in_a_chunk_is_retried_within_max_retries(tmp_path: Path) -> None:
    kill = KillFirstAttempt(tmp_path / "kill", chunk=1)
    kill.directory.mkdir()
    results = distributed.simulate(3, 12, BOTS, 5, chunk_size=3, progress=False, _before_chunk=kill)
    assert kill.killed()
    assert results["seeds"].tolist() == list(range(5, 17))
    assert_same(results, herr_der_ziegen.simulate(3, 12, BOTS, 5))
    # One retry each: two chunks that kill their workers once pass.
    (tmp_path / "two").mkdir()
    kill_two = KillFirstAttempts(tmp_path / "two", [0, 2])
    results = distributed.simulate(
        3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"max_retries": 1}, _before_chunk=kill_two
    )
    assert kill_two.killed()
    assert_same(results, herr_der_ziegen.simulate(3, 12, BOTS, 5))
    # No retry allowed: the chunk that killed its worker fails the call; the next call runs.
    kill = KillFirstAttempt(tmp_path / "no-retry", chunk=1)
    kill.directory.mkdir()
    with pytest.raises(ray.exceptions.WorkerCrashedError):
        distributed.simulate(
            3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"max_retries": 0}, _before_chunk=kill
        )
    assert kill.killed()
    simulate()


def test_a_chunk_that_raises_is_retried_only_with_retry_exceptions(tmp_path: Path) -> None:
    fail = FailFirstAttempt(tmp_path / "plain", chunk=2)
    fail.directory.mkdir()
    with pytest.raises(ValueError, match="chunk 2 fails on its first attempt"):
        distributed.simulate(3, 12, BOTS, 5, chunk_size=3, progress=False, _before_chunk=fail)
    for retry in (True, [ValueError]):
        fail = FailFirstAttempt(tmp_path / f"retried-{retry is True}", chunk=2)
        fail.directory.mkdir()
        results = distributed.simulate(
            3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"retry_exceptions": retry}, _before_chunk=fail
        )
        assert (fail.directory / "failed-2").exists()
        assert_same(results, herr_der_ziegen.simulate(3, 12, BOTS, 5))
    # Only the types listed are retried.
    fail = FailFirstAttempt(tmp_path / "other-type", chunk=2)
    fail.directory.mkdir()
    with pytest.raises(ValueError, match="chunk 2 fails"):
        distributed.simulate(
            3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"retry_exceptions": [KeyError]}, _before_chunk=fail
        )


def test_a_stopped_call_cancels_its_tasks(tmp_path: Path) -> None:
    # Every chunk but the first takes a minute: the call stops (Ctrl-C) when the first has
    # finished and another has started; the tasks still out are cancelled, the workers of those
    # running killed, and the call raises once they have ended.
    pids = Pids(tmp_path)

    def stop_once_another_runs(done: int, total: int) -> None:
        deadline = time.monotonic() + 60
        while not any(index > 0 for index in pids.pids()) and time.monotonic() < deadline:
            time.sleep(0.05)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        distributed.simulate(
            2, 8, ["random"], chunk_size=1, progress=stop_once_another_runs, _before_chunk=Both(pids, Slow(60.0))
        )
    started = {pid for index, pid in pids.pids().items() if index > 0}
    assert started, "chunks were running when the call stopped"
    assert all(process_gone(pid) for pid in started)
    simulate()


class Both:
    """Runs two hooks in turn (picklable, unlike a closure over them)."""

    def __init__(self, first: object, second: object) -> None:
        self.hooks = (first, second)

    def __call__(self, index: int) -> None:
        for hook in self.hooks:
            hook(index)  # type: ignore[operator]


def test_a_chunk_larger_than_every_node_is_refused(tmp_path: Path) -> None:
    pids = Pids(tmp_path)
    with pytest.raises(RuntimeError, match="no live node of the Ray cluster has the resources of one chunk"):
        distributed.simulate(3, 4, BOTS, progress=False, ray_options={"num_cpus": 3}, _before_chunk=pids)
    with pytest.raises(RuntimeError, match="GPU: 1"):
        distributed.simulate(3, 4, BOTS, progress=False, ray_options={"num_gpus": 1}, _before_chunk=pids)
    assert pids.pids() == {}


def test_calls_from_several_threads_at_once() -> None:
    got: dict[int, dict[str, Any]] = {}

    def call(i: int) -> None:
        got[i] = distributed.simulate(3, 30 + i, BOTS, i, chunk_size=4, progress=False)

    threads = [threading.Thread(target=call, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for i in range(3):
        assert_same(got[i], herr_der_ziegen.simulate(3, 30 + i, BOTS, i))


def test_shutdown_pool_is_kept_and_does_nothing() -> None:
    with pytest.warns(DeprecationWarning, match="does nothing"):
        distributed.shutdown_pool()
    assert ray.is_initialized()
    simulate()


def test_by_default_the_chunks_are_sized_to_the_cluster() -> None:
    # Two CPUs: four chunks per CPU, eight in all; two CPUs a chunk: four.
    for ray_options, chunks in ((None, 2 * distributed.CHUNKS_PER_CPU), ({"num_cpus": 2}, distributed.CHUNKS_PER_CPU)):
        seen: list[int] = []
        got = distributed.simulate(3, 100, BOTS, 5, progress=lambda done, total: seen.append(done), ray_options=ray_options)
        assert_same(got, herr_der_ziegen.simulate(3, 100, BOTS, 5))
        assert len(seen) == chunks and seen[-1] == 100
    # Files hold the chunks of trajectories: their size is the caller's.
    with pytest.raises(TypeError, match="chunk_size must be an int"):
        distributed.trajectories(2, 3, ["random"], output_dir="unused", chunk_size=None)  # type: ignore[arg-type]
