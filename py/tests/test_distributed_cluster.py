"""herr_der_ziegen.distributed on Ray clusters made of separate processes, on 127.0.0.1 only:
a head node started with `ray start` served through `address=`, a two-node cluster built with
Ray's own `ray.cluster_utils.Cluster` (chunks run on both nodes, and on nodes that join between
calls and during one; a worker killed on a chunk's first attempt is retried, every game counted
once), and a local Ray started and stopped by the call itself. Each test stops what it started
and checks that no Ray daemon is left running."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_distributed_support import (
    LOOPBACK,
    AwaitNewNode,
    KillFirstAttempt,
    Record,
    assert_same,
    ray_environment,
    time_bound,
    wait_until_gone,
)

# Before Ray is imported: it reads the loopback switch (RAY_ENV) when it loads.
ray_environment()
ray = pytest.importorskip("ray", reason="the ray extra is not installed: pip install './py[ray]'")

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import distributed, le_baron  # noqa: E402


@pytest.fixture(autouse=True)
def no_ray_before_or_after() -> Iterator[None]:
    """Each test starts without Ray, fails rather than hangs after 180 s, and leaves no Ray
    daemon running."""
    ray_environment()
    assert not ray.is_initialized()
    with time_bound(180):
        yield
    if ray.is_initialized():
        ray.shutdown()
    assert wait_until_gone() == [], "Ray daemons still running"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port: int = s.getsockname()[1]
        return port


def ray_cli() -> str:
    cli = Path(sys.executable).parent / "ray"
    return str(cli) if cli.exists() else shutil.which("ray") or "ray"


def test_a_head_node_started_with_ray_start_serves_address(tmp_path: Path) -> None:
    port = free_port()
    start = [
        ray_cli(),
        "start",
        "--head",
        f"--node-ip-address={LOOPBACK}",
        f"--port={port}",
        "--num-cpus=2",
        "--include-dashboard=false",
        "--disable-usage-stats",
    ]
    log = tmp_path / "ray-start.log"
    try:
        # Output to a file, not a pipe: the daemons keep the CLI's output open.
        with log.open("w") as output:
            started = subprocess.run(
                start, env=os.environ.copy(), stdout=output, stderr=subprocess.STDOUT, timeout=120, check=False
            )
        assert started.returncode == 0, log.read_text()
        address = f"{LOOPBACK}:{port}"
        bots = ["random", "greedy"]
        got = distributed.simulate(3, 20, bots, 4, address=address, chunk_size=6, progress=False)
        assert not ray.is_initialized(), "the call disconnects from the cluster it joined"
        assert_same(got, herr_der_ziegen.simulate(3, 20, bots, 4))
        out = tmp_path / "rows"
        manifest = distributed.trajectories(
            3, 5, bots, 4, game=le_baron, output_dir=out, address=address, chunk_size=2, progress=False
        )
        assert [f["games"] for f in manifest["files"]] == [2, 2, 1]
        rows = distributed.read_trajectories(out)
        assert_same({k: v for k, v in rows.items() if k != "seed"}, le_baron.trajectories(3, 5, bots, 4))
        # The head node is on the loopback address.
        ray.init(address=address, log_to_driver=False)
        try:
            assert [(n["NodeManagerAddress"], n["Alive"]) for n in ray.nodes()] == [(LOOPBACK, True)]
        finally:
            ray.shutdown()
    finally:
        subprocess.run(
            [ray_cli(), "stop", "--force"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=120,
            check=False,
        )


@pytest.fixture
def two_nodes() -> Iterator[str]:
    """A head node and a worker node, one CPU each, both on 127.0.0.1; yields the address."""
    from ray.cluster_utils import Cluster

    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 1, "node_ip_address": LOOPBACK, "include_dashboard": False},
    )
    try:
        cluster.add_node(num_cpus=1, node_ip_address=LOOPBACK)
        cluster.wait_for_nodes()
        yield cluster.address
    finally:
        if ray.is_initialized():
            ray.shutdown()
        cluster.shutdown()  # type: ignore[no-untyped-call, unused-ignore]


def test_two_nodes_on_loopback_run_chunks_on_both(two_nodes: str, tmp_path: Path) -> None:
    ray.init(address=two_nodes, log_to_driver=False)
    try:
        nodes = ray.nodes()
        assert [(n["NodeManagerAddress"], n["Alive"]) for n in nodes] == [(LOOPBACK, True)] * 2
        node_ids = {n["NodeID"] for n in nodes}
        record = Record(tmp_path, seconds=0.5)
        bots = ["greedy", "random", "random"]
        got = distributed.simulate(
            4,
            40,
            bots,
            9,
            chunk_size=5,
            progress=False,
            _before_chunk=record,
        )
        assert_same(got, herr_der_ziegen.simulate(4, 40, bots, 9))
        ran = record.nodes()
        assert sorted(ran) == list(range(8))
        assert set(ran.values()) == node_ids, "chunks ran on both nodes"
    finally:
        ray.shutdown()


def test_chunks_run_on_nodes_that_join(tmp_path: Path) -> None:
    from ray.cluster_utils import Cluster

    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 1, "node_ip_address": LOOPBACK, "include_dashboard": False},
    )
    try:
        ray.init(address=cluster.address, log_to_driver=False)
        bots = ["random", "greedy"]

        def simulate(name: str) -> set[str]:
            """The nodes that ran the chunks of a call, each of which takes half a second."""
            record = Record(tmp_path / name, seconds=0.5)
            record.directory.mkdir()
            got = distributed.simulate(3, 16, bots, 2, chunk_size=2, progress=False, _before_chunk=record)
            assert_same(got, herr_der_ziegen.simulate(3, 16, bots, 2))
            return set(record.nodes().values())

        head = ray.get_runtime_context().get_node_id()
        assert simulate("one") == {head}
        # A node that joins between calls runs chunks of the next call.
        second = cluster.add_node(num_cpus=1, node_ip_address=LOOPBACK)
        cluster.wait_for_nodes()
        assert simulate("two") == {head, second.node_id}
        # One that joins during a call, once the first chunk is done, runs chunks of that call:
        # Ray schedules the tasks that wait for a CPU on it (the chunks on the other nodes hold
        # their CPUs until it has).
        hook = AwaitNewNode(tmp_path / "three", {head, second.node_id})
        hook.directory.mkdir()
        added: list[str] = []

        def add_a_node(done: int, total: int) -> None:
            if not added:
                added.append(cluster.add_node(num_cpus=1, node_ip_address=LOOPBACK).node_id)
                cluster.wait_for_nodes()

        got = distributed.simulate(3, 40, bots, 2, chunk_size=2, _before_chunk=hook, progress=add_a_node)
        assert_same(got, herr_der_ziegen.simulate(3, 40, bots, 2))
        assert added and added[0] in set(hook.nodes().values())
    finally:
        if ray.is_initialized():
            ray.shutdown()
        cluster.shutdown()  # type: ignore[no-untyped-call, unused-ignore]


def test_a_worker_killed_on_its_first_attempt_is_retried(two_nodes: str, tmp_path: Path) -> None:
    kill = KillFirstAttempt(tmp_path, chunk=2)
    bots = ["random", "greedy"]
    got = distributed.tournament(
        3, 24, bots, 1, address=two_nodes, chunk_size=4, progress=False, ray_options={"max_retries": 3}
    )
    assert got == herr_der_ziegen.tournament(3, 24, bots, 1)
    results = distributed.simulate(
        3, 24, bots, 1, address=two_nodes, chunk_size=4, progress=False, ray_options={"max_retries": 3}, _before_chunk=kill
    )
    assert kill.killed(), "the first attempt of chunk 2 killed its worker"
    # Every game once, in order, as the local call plays it.
    assert results["seeds"].tolist() == list(range(1, 25))
    assert_same(results, herr_der_ziegen.simulate(3, 24, bots, 1))
    # The same for rows written to files: the retry writes its file, no temporary file is left.
    kill = KillFirstAttempt(tmp_path / "rows-hooks", chunk=1)
    kill.directory.mkdir()
    out = tmp_path / "rows"
    manifest = distributed.trajectories(
        3, 6, bots, 1, address=two_nodes, output_dir=out, chunk_size=2, progress=False, _before_chunk=kill
    )
    assert kill.killed()
    assert sorted(p.name for p in out.iterdir()) == sorted(["manifest.json", *(f["path"] for f in manifest["files"])])
    rows = distributed.read_trajectories(out)
    assert_same({k: v for k, v in rows.items() if k != "seed"}, herr_der_ziegen.trajectories(3, 6, bots, 1))


def test_address_none_starts_a_local_ray_and_stops_it() -> None:
    got = distributed.simulate(3, 12, ["random", "greedy"], chunk_size=5, progress=False)
    assert not ray.is_initialized()
    assert_same(got, herr_der_ziegen.simulate(3, 12, ["random", "greedy"]))
