"""The pool of Ray actors that plays the chunks of herr_der_ziegen.distributed, on a local Ray of
one node (two CPUs, 127.0.0.1): one actor per CPU, reused by every later call on the same
connection (simulate, tournament and trajectories), reserving no CPU; closed by shutdown_pool and
by ray.shutdown, and made anew after either; an actor that dies (between calls or in a chunk) is
replaced, its chunks played again within max_retries; a chunk that raises is retried only with
retry_exceptions; other ray_options get other actors; fast chunks go several to a call, slow ones
one (an actor killed in a call of several has them all played again). Each test checks the
results against the local call; no Ray daemon is left running."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_distributed_support import (
    LOOPBACK,
    FailFirstAttempt,
    KillFirstAttempt,
    KillFirstAttempts,
    Pids,
    Sleep,
    assert_same,
    process_gone,
    ray_environment,
    time_bound,
    wait_until_gone,
)

# Before Ray is imported: it reads the loopback switch (RAY_ENV) when it loads.
ray_environment()
ray = pytest.importorskip("ray", reason="the ray extra is not installed: pip install './py[ray]'")

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import _pool, distributed  # noqa: E402

BOTS = ["random", "greedy"]


def init() -> None:
    ray.init(address="local", num_cpus=2, include_dashboard=False, _node_ip_address=LOOPBACK, log_to_driver=False)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One local Ray node with two CPUs on the loopback address for the tests of this module
    (a test that shuts it down starts it again)."""
    ray_environment()
    assert not ray.is_initialized()
    init()
    try:
        yield
    finally:
        ray.shutdown()
    assert wait_until_gone() == [], "Ray daemons still running"


@pytest.fixture(autouse=True)
def fresh_pool(local_ray: None) -> Iterator[None]:
    """Every test starts without a pool, fails rather than hangs after 120 s, and leaves Ray
    running."""
    distributed.shutdown_pool()
    with time_bound(120):
        yield
    if not ray.is_initialized():
        init()


def simulate(pids: Pids, games: int = 12, **arguments: object) -> None:
    """A distributed simulate whose chunks record their processes, checked against the local
    call."""
    got = distributed.simulate(3, games, BOTS, 5, chunk_size=3, progress=False, _before_chunk=pids, **arguments)  # type: ignore[arg-type]
    assert_same(got, herr_der_ziegen.simulate(3, games, BOTS, 5))


def test_one_actor_per_cpu_reused_by_every_call(tmp_path: Path) -> None:
    assert _pool.size() == 0
    first = Pids(tmp_path / "first")
    simulate(first)
    actors = set(first.pids().values())
    assert len(first.pids()) == 4 and len(actors) == 2, "four chunks on two actors, one per CPU"
    assert os.getpid() not in actors
    assert _pool.size() == 2
    # The same actors play the next calls, of every function.
    again = Pids(tmp_path / "again")
    simulate(again, games=30)
    assert set(again.pids().values()) == actors
    trajectories = Pids(tmp_path / "trajectories")
    distributed.trajectories(
        2, 4, ["random"], output_dir=tmp_path / "rows", chunk_size=1, progress=False, _before_chunk=trajectories
    )
    assert set(trajectories.pids().values()) <= actors and len(trajectories.pids()) == 4
    assert distributed.tournament(3, 12, BOTS, 5, chunk_size=3, progress=False) == herr_der_ziegen.tournament(
        3, 12, BOTS, 5
    )
    assert _pool.size() == 2


def test_the_pool_reserves_no_cpu(tmp_path: Path) -> None:
    simulate(Pids(tmp_path))
    assert _pool.size() == 2
    # Between calls the CPUs are free for other work: a task that needs both runs.
    assert ray.available_resources().get("CPU") == 2.0

    @ray.remote(num_cpus=2)  # type: ignore[misc, untyped-decorator, unused-ignore]
    def both() -> int:
        return 7

    assert ray.get(both.remote(), timeout=60) == 7


def test_shutdown_pool_ends_the_actors_and_the_next_call_makes_new_ones(tmp_path: Path) -> None:
    first = Pids(tmp_path / "first")
    simulate(first)
    actors = set(first.pids().values())
    distributed.shutdown_pool()
    assert _pool.size() == 0
    assert all(process_gone(pid) for pid in actors), "the actors' processes ended"
    distributed.shutdown_pool()  # nothing left to end
    after = Pids(tmp_path / "after")
    simulate(after)
    assert len(set(after.pids().values())) == 2
    assert not set(after.pids().values()) & actors


def test_the_pool_ends_with_the_connection(tmp_path: Path) -> None:
    first = Pids(tmp_path / "first")
    simulate(first)
    actors = set(first.pids().values())
    ray.shutdown()
    assert wait_until_gone() == []
    assert all(process_gone(pid) for pid in actors)
    assert _pool.size() == 0
    distributed.shutdown_pool()  # no connection: nothing to do
    # A new connection, a new pool (the old one's actors are not used).
    init()
    after = Pids(tmp_path / "after")
    simulate(after)
    assert len(set(after.pids().values())) == 2
    assert not set(after.pids().values()) & actors


def test_an_actor_that_died_between_calls_is_replaced(tmp_path: Path) -> None:
    first = Pids(tmp_path / "first")
    simulate(first)
    dead, survivor = sorted(set(first.pids().values()))
    os.kill(dead, signal.SIGKILL)
    assert process_gone(dead)
    # Its chunks are played again by a new actor; every game is there once.
    after = Pids(tmp_path / "after")
    simulate(after, games=24)
    used = set(after.pids().values())
    assert survivor in used and dead not in used
    assert _pool.size() == 2
    # The next call finds the pool whole: the same two actors.
    last = Pids(tmp_path / "last")
    simulate(last, games=24)
    assert set(last.pids().values()) == used and len(used) == 2


def test_an_actor_killed_in_a_chunk_is_replaced_within_max_retries(tmp_path: Path) -> None:
    kill = KillFirstAttempt(tmp_path / "kill", chunk=1)
    kill.directory.mkdir()
    results = distributed.simulate(3, 12, BOTS, 5, chunk_size=3, progress=False, _before_chunk=kill)
    assert kill.killed()
    assert results["seeds"].tolist() == list(range(5, 17))
    assert_same(results, herr_der_ziegen.simulate(3, 12, BOTS, 5))
    assert _pool.size() == 2
    # One retry allowed. The first actor plays chunk 0 with chunk 2 queued behind it (every
    # actor gets its first chunk before any its second): chunk 0 kills it, and chunk 2, played
    # again with it, is not charged for that; then chunk 2 kills its actor on its own first
    # attempt, which is its one retry's worth. Every game is there once.
    (tmp_path / "two").mkdir()
    kill_two = KillFirstAttempts(tmp_path / "two", [0, 2])
    results = distributed.simulate(
        3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"max_retries": 1}, _before_chunk=kill_two
    )
    assert kill_two.killed()
    assert_same(results, herr_der_ziegen.simulate(3, 12, BOTS, 5))
    # No retry allowed: the chunk that killed its actor fails the call, and the next call finds
    # a whole pool.
    kill = KillFirstAttempt(tmp_path / "no-retry", chunk=1)
    kill.directory.mkdir()
    with pytest.raises(ray.exceptions.RayActorError):
        distributed.simulate(
            3, 12, BOTS, 5, chunk_size=3, progress=False, ray_options={"max_retries": 0}, _before_chunk=kill
        )
    assert kill.killed()
    simulate(Pids(tmp_path / "after"))
    assert _pool.size() == 2


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
            3,
            12,
            BOTS,
            5,
            chunk_size=3,
            progress=False,
            ray_options={"retry_exceptions": [KeyError]},
            _before_chunk=fail,
        )


def test_other_ray_options_get_other_actors(tmp_path: Path) -> None:
    first = Pids(tmp_path / "first")
    simulate(first)
    actors = set(first.pids().values())
    # Two CPUs per chunk: one actor with two threads, in place of the idle pool of two.
    wide = Pids(tmp_path / "wide")
    simulate(wide, ray_options={"num_cpus": 2})
    (one,) = set(wide.pids().values())
    assert one not in actors
    assert all(process_gone(pid) for pid in actors)
    assert _pool.size() == 1
    # Retries are the driver's: the same actor serves another max_retries.
    again = Pids(tmp_path / "again")
    simulate(again, ray_options={"num_cpus": 2, "max_retries": 5})
    assert set(again.pids().values()) == {one}


def test_a_chunk_larger_than_every_node_is_refused() -> None:
    with pytest.raises(RuntimeError, match="no live node of the Ray cluster has the resources of one chunk"):
        distributed.simulate(3, 4, BOTS, progress=False, ray_options={"num_cpus": 3})
    assert _pool.size() == 0


def test_calls_from_several_threads_share_the_pool(tmp_path: Path) -> None:
    import threading

    got: dict[int, dict[str, object]] = {}
    pids = [Pids(tmp_path / str(i)) for i in range(3)]

    def call(i: int) -> None:
        got[i] = distributed.simulate(3, 30 + i, BOTS, i, chunk_size=4, progress=False, _before_chunk=pids[i])

    threads = [threading.Thread(target=call, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for i in range(3):
        assert_same(got[i], herr_der_ziegen.simulate(3, 30 + i, BOTS, i))
    assert len({pid for p in pids for pid in p.pids().values()}) == 2
    assert _pool.size() == 2


class CallSizes:
    """Records the chunks of every call that a run of the pool makes (wraps _pool.call_size)."""

    def __init__(self) -> None:
        self.sizes: list[int] = []
        self.call_size = _pool.call_size

    def __call__(self, left: int, actors: int, chunk_seconds: float | None) -> int:
        size = self.call_size(left, actors, chunk_seconds)
        self.sizes.append(size)
        return size


def test_call_sizes() -> None:
    # One chunk until a call has been played; then a second's worth, at most half an even share
    # of the chunks left, at least one.
    assert _pool.call_size(1000, 2, None) == 1
    assert _pool.call_size(1000, 2, _pool.CALL_SECONDS / 10) == 10
    assert _pool.call_size(1000, 2, 0.0) == 1000 // (_pool.GUIDED * 2)
    assert _pool.call_size(7, 2, 0.0) == 1
    assert _pool.call_size(1000, 2, 2 * _pool.CALL_SECONDS) == 1
    assert _pool.call_size(1000, 0, 0.0) == 1000 // _pool.GUIDED


def test_fast_chunks_go_several_to_a_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = CallSizes()
    monkeypatch.setattr(_pool, "call_size", sizes)
    pids = Pids(tmp_path)
    seen: list[int] = []
    got = distributed.simulate(
        3, 200, BOTS, 5, chunk_size=1, progress=lambda done, total: seen.append(done), _before_chunk=pids
    )
    assert_same(got, herr_der_ziegen.simulate(3, 200, BOTS, 5))
    assert sizes.sizes[:4] == [1] * 4, "one chunk per call until a call has come back"
    assert max(sizes.sizes) > 1 and sum(sizes.sizes) == 200
    # Every chunk ran its hook once, and the progress counts every chunk.
    assert sorted(pids.pids()) == list(range(200))
    assert seen == list(range(1, 201))
    assert _pool.size() == 2


def test_slow_chunks_go_one_to_a_call(monkeypatch: pytest.MonkeyPatch) -> None:
    # Enough chunks that the share of the chunks left would allow calls of several.
    sizes = CallSizes()
    monkeypatch.setattr(_pool, "call_size", sizes)
    got = distributed.simulate(2, 14, ["random"], chunk_size=1, progress=False, _before_chunk=Sleep(_pool.CALL_SECONDS))
    assert_same(got, herr_der_ziegen.simulate(2, 14, ["random"]))
    assert sizes.sizes == [1] * 14


def test_an_actor_killed_in_a_call_of_several_chunks_plays_them_again(tmp_path: Path) -> None:
    kill = KillFirstAttempt(tmp_path, chunk=150)
    results = distributed.simulate(3, 200, BOTS, 5, chunk_size=1, progress=False, _before_chunk=kill)
    assert kill.killed()
    assert_same(results, herr_der_ziegen.simulate(3, 200, BOTS, 5))
    assert _pool.size() == 2
