"""Support of the distributed tests (no tests here): the hooks their Ray tasks run (picklable,
importable by the Ray workers through PYTHONPATH) and the checks that Ray left nothing running."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

LOOPBACK = "127.0.0.1"

# Every Ray process the tests start inherits this environment: Ray otherwise replaces 127.0.0.1
# by the machine's network address; no usage statistics; and no token authentication, so that
# the driver joins a head node that `ray start` made without sharing a token file (the nodes
# listen on the loopback address only).
RAY_ENV = {"RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0", "RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled"}


def ray_environment() -> None:
    """Sets the environment of every Ray process started from here: loopback only, no usage
    statistics, and the package and these helpers importable by the workers."""
    os.environ.update(RAY_ENV)
    here = str(Path(__file__).resolve().parent)
    import herr_der_ziegen

    package = str(Path(herr_der_ziegen.__file__).resolve().parent.parent)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    os.environ["PYTHONPATH"] = os.pathsep.join(dict.fromkeys([here, package, *paths]))


class Record:
    """Writes, per chunk, the id of the Ray node that runs it into ``directory``; then waits
    ``seconds``, so that the chunks overlap and one CPU per node makes Ray use every node."""

    def __init__(self, directory: Path, seconds: float = 0.0) -> None:
        self.directory = directory
        self.seconds = seconds

    def __call__(self, index: int) -> None:
        import ray

        (self.directory / f"chunk-{index}.node").write_text(ray.get_runtime_context().get_node_id())
        time.sleep(self.seconds)

    def nodes(self) -> dict[int, str]:
        return {int(p.stem.split("-")[1]): p.read_text() for p in self.directory.glob("chunk-*.node")}


class AwaitNewNode(Record):
    """Records each chunk's node as :class:`Record` does; every chunk but the first that runs on
    one of the ``known`` nodes then holds its CPU until a chunk has run on another node (60 s at
    the most), so that the chunks left can only run on a node that joins meanwhile."""

    def __init__(self, directory: Path, known: set[str]) -> None:
        super().__init__(directory)
        self.known = known

    def __call__(self, index: int) -> None:
        import ray

        super().__call__(index)
        marker = self.directory / "new-node-ran"
        if ray.get_runtime_context().get_node_id() not in self.known:
            marker.touch()
            return
        deadline = time.monotonic() + 60
        while index > 0 and not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.05)


class KillFirstAttempt:
    """Kills the worker process on the first attempt of chunk ``chunk`` (no cleanup, exit code
    1, as a crash), after leaving a marker; the retry finds the marker and plays."""

    def __init__(self, directory: Path, chunk: int) -> None:
        self.directory = directory
        self.chunk = chunk

    def __call__(self, index: int) -> None:
        Record(self.directory)(index)
        if index != self.chunk:
            return
        marker = self.directory / f"killed-{index}"
        if not marker.exists():
            marker.write_text(str(os.getpid()))
            os._exit(1)

    def killed(self) -> bool:
        return (self.directory / f"killed-{self.chunk}").exists()


class KillFirstAttempts:
    """Kills the worker process on the first attempt of each of ``chunks``, as
    :class:`KillFirstAttempt` does for one."""

    def __init__(self, directory: Path, chunks: list[int]) -> None:
        self.kills = [KillFirstAttempt(directory, chunk) for chunk in chunks]

    def __call__(self, index: int) -> None:
        for kill in self.kills:
            kill(index)

    def killed(self) -> bool:
        return all(kill.killed() for kill in self.kills)


class FailFirstAttempt:
    """Raises ``ValueError`` on the first attempt of chunk ``chunk`` (the worker lives on),
    after leaving a marker; the retry, if any, finds the marker and plays."""

    def __init__(self, directory: Path, chunk: int) -> None:
        self.directory = directory
        self.chunk = chunk

    def __call__(self, index: int) -> None:
        marker = self.directory / f"failed-{index}"
        if index == self.chunk and not marker.exists():
            marker.touch()
            raise ValueError(f"chunk {index} fails on its first attempt")


class Pids:
    """Writes, per chunk, the id of the process that plays it into ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)

    def __call__(self, index: int) -> None:
        (self.directory / f"chunk-{index}.pid").write_text(str(os.getpid()))

    def pids(self) -> dict[int, int]:
        return {int(p.stem.split("-")[1]): int(p.read_text()) for p in self.directory.glob("chunk-*.pid")}


class Environment:
    """Writes, per chunk, the id of the process that plays it and the environment variables
    ``RAYON_NUM_THREADS`` and ``HDZ_MARK`` there into ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)

    def __call__(self, index: int) -> None:
        seen = {"pid": str(os.getpid()), **{key: os.environ.get(key, "") for key in ("RAYON_NUM_THREADS", "HDZ_MARK")}}
        (self.directory / f"chunk-{index}.json").write_text(json.dumps(seen))

    def seen(self) -> dict[int, dict[str, str]]:
        return {int(p.stem.split("-")[1]): json.loads(p.read_text()) for p in self.directory.glob("chunk-*.json")}


def process_gone(pid: int, seconds: float = 30.0) -> bool:
    """Waits (at most ``seconds``) until process ``pid`` has ended; whether it has."""
    deadline = time.monotonic() + seconds
    while Path(f"/proc/{pid}").exists():
        try:
            if Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                return True  # ended, not yet reaped by its parent
        except OSError:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)
    return True


class Slow:
    """Makes every chunk after the first take ``seconds``, so that chunks are still out when
    the first finishes."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __call__(self, index: int) -> None:
        if index > 0:
            time.sleep(self.seconds)


class Touch:
    """Leaves a file per chunk started: shows whether any task ran."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def __call__(self, index: int) -> None:
        (self.directory / f"started-{index}").touch()


class TimeBoundExceeded(Exception):
    """A distributed test ran longer than its bound."""


@contextmanager
def time_bound(seconds: int) -> Iterator[None]:
    """Raises ``TimeBoundExceeded`` in the main thread if the block runs longer than ``seconds``
    (pytest-timeout is not a dependency): a hung cluster fails the test instead of the suite."""

    def expire(signum: int, frame: object) -> None:
        raise TimeBoundExceeded(f"the test took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def ray_processes() -> list[str]:
    """The Ray daemons (raylet, gcs_server) running on this machine, as 'pid name'."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                name = (entry / "comm").read_text().strip()
            except OSError:
                continue
            if name in ("raylet", "gcs_server"):
                found.append(f"{entry.name} {name}")
    return found


def wait_until_gone(seconds: float = 30.0) -> list[str]:
    """Waits (at most ``seconds``) until no Ray daemon runs; returns those still running."""
    deadline = time.monotonic() + seconds
    while (left := ray_processes()) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


@contextmanager
def local_ray_node() -> Iterator[None]:
    """One local Ray node with two CPUs on the loopback address, shut down (and every Ray daemon
    gone) on leaving."""
    import ray

    ray_environment()
    assert not ray.is_initialized()
    ray.init(address="local", num_cpus=2, include_dashboard=False, _node_ip_address=LOOPBACK, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()
    assert wait_until_gone() == [], "Ray daemons still running"


def assert_same(got: dict[str, Any], want: dict[str, Any]) -> None:
    """The arrays of ``got`` are those of ``want``: same keys, dtypes, shapes and values."""
    assert got.keys() == want.keys()
    for key, value in want.items():
        assert got[key].dtype == value.dtype, key
        assert got[key].shape == value.shape, key
        assert np.array_equal(got[key], value), key
