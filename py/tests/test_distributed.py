"""herr_der_ziegen.distributed on a local Ray (one node on 127.0.0.1): simulate, tournament and
trajectories give exactly the local results for every game; bad arguments are refused before any
chunk starts; Ctrl-C stops the work and leaves only complete files in the manifest. Ray's
retries, resources and threads are tested in test_distributed_tasks.py, the multi-node clusters
in test_distributed_cluster.py."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from helpers import module_name
from test_distributed_support import (
    Slow,
    Touch,
    assert_same,
    local_ray_node,
    ray_environment,
    time_bound,
)

# Before Ray is imported: it reads the loopback switch (RAY_ENV) when it loads.
ray_environment()
ray = pytest.importorskip("ray", reason="the ray extra is not installed: pip install './py[ray]'")
pq = pytest.importorskip("pyarrow.parquet", reason="the ray extra is not installed: pip install './py[ray]'")

import herr_der_ziegen  # noqa: E402
from herr_der_ziegen import SetupError, distributed, le_baron, ziegen_kriegen  # noqa: E402

ROW_KEYS = ["game", "seat", "observation", "mask", "action", "score", "result"]


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here fails, rather than hangs, after 120 s."""
    with time_bound(120):
        yield


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One local Ray node on the loopback address for the tests of this module."""
    with local_ray_node():
        yield


@pytest.mark.parametrize("rotate", [True, False])
def test_simulate_is_the_local_call(local_ray: None, g: ModuleType, rotate: bool) -> None:
    # Three bots and chunks of 7: the chunks start at every rotation offset; the seeds wrap.
    bots = ["random", "greedy", "random"]
    seed = 2**64 - 10
    got = distributed.simulate(3, 25, bots, seed, rotate, game=g, chunk_size=7, progress=False)
    assert_same(got, g.simulate(3, 25, bots, seed, rotate))


def test_simulate_by_game_name_with_options(local_ray: None) -> None:
    got = distributed.simulate(4, 9, ["greedy", "random"], 5, game="ziegen_kriegen", chunk_size=4, rounds=4)
    assert_same(got, ziegen_kriegen.simulate(4, 9, ["greedy", "random"], 5, rounds=4))


def test_one_chunk_and_no_games(local_ray: None) -> None:
    assert_same(distributed.simulate(2, 5, ["random"], chunk_size=100), herr_der_ziegen.simulate(2, 5, ["random"]))
    assert_same(distributed.simulate(2, 0, ["random"]), herr_der_ziegen.simulate(2, 0, ["random"]))
    # seed=None is no seed: refused (TypeError) as by the local call.
    none: Any = None  # not in the signature's type
    for call in (distributed.simulate, herr_der_ziegen.simulate):
        with pytest.raises(TypeError, match="NoneType"):
            call(2, 3, ["random"], none)


def test_tournament_is_the_local_call(local_ray: None, g: ModuleType) -> None:
    bots = ["random", "greedy"]
    got = distributed.tournament(3, 30, bots, 8, game=g, chunk_size=7, progress=False)
    assert got == g.tournament(3, 30, bots, 8)


def test_progress_reports_every_finished_chunk(local_ray: None) -> None:
    seen: list[tuple[int, int]] = []
    distributed.simulate(2, 10, ["random"], chunk_size=3, progress=lambda done, total: seen.append((done, total)))
    assert len(seen) == 4
    assert [total for _, total in seen] == [10] * 4
    assert seen[-1][0] == 10
    assert sorted(done for done, _ in seen) == [done for done, _ in seen]


def read_local_rows(directory: Path) -> dict[str, Any]:
    """The rows of a trajectories directory read with pyarrow alone, from its manifest."""
    manifest = json.loads((directory / "manifest.json").read_text())
    tables = [pq.read_table(directory / f["path"]) for f in sorted(manifest["files"], key=lambda f: f["first_game"])]
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

    table = pa.concat_tables(tables)
    rows: dict[str, Any] = {}
    for name in table.column_names:
        column = table.column(name).combine_chunks()
        if isinstance(column.type, pa.FixedSizeListType):
            rows[name] = column.flatten().to_numpy(zero_copy_only=False).reshape(len(column), -1)
        else:
            rows[name] = column.to_numpy(zero_copy_only=False)
    return rows


def without_seed(rows: dict[str, Any]) -> dict[str, Any]:
    """The rows that read_trajectories gives, less the ``seed`` column that the local call lacks."""
    return {key: value for key, value in rows.items() if key != "seed"}


def test_trajectories_write_the_local_rows(local_ray: None, g: ModuleType, tmp_path: Path) -> None:
    bots, seed = ["greedy", "random", "random"], 2**64 - 3
    out = tmp_path / "rows"
    manifest = distributed.trajectories(3, 7, bots, seed, game=g, output_dir=out, chunk_size=3, progress=False)
    local = g.trajectories(3, 7, bots, seed)
    # The manifest on disk is the one returned, names every file with its range and rows.
    assert json.loads((out / "manifest.json").read_text()) == manifest
    assert manifest["complete"] is True
    assert manifest["format"] == distributed.FORMAT
    assert (manifest["game"], manifest["players"], manifest["bots"], manifest["seed"]) == (
        module_name(g),
        3,
        bots,
        seed,
    )
    assert [(f["first_game"], f["games"]) for f in manifest["files"]] == [(0, 3), (3, 3), (6, 1)]
    assert [(f["first_seed"], f["last_seed"]) for f in manifest["files"]] == [
        (2**64 - 3, 2**64 - 1),
        (0, 2),
        (3, 3),
    ]
    games = local["game"]
    assert [f["rows"] for f in manifest["files"]] == [
        int(((games >= f["first_game"]) & (games < f["first_game"] + f["games"])).sum()) for f in manifest["files"]
    ]
    assert manifest["rows"] == len(games)
    assert sorted(p.name for p in out.iterdir()) == sorted(["manifest.json", *(f["path"] for f in manifest["files"])])
    # Compressed, one row per decision, with the documented types.
    metadata = pq.ParquetFile(out / manifest["files"][0]["path"]).metadata
    assert metadata.row_group(0).column(0).compression == "ZSTD"
    schema = pq.read_schema(out / manifest["files"][0]["path"])
    assert [(f.name, str(f.type).replace("<element:", "<item:")) for f in schema] == [
        ("game", "int32"),
        ("seed", "uint64"),
        ("seat", "int8"),
        ("observation", f"fixed_size_list<item: float>[{g.OBSERVATION_SIZE}]"),
        ("mask", f"fixed_size_list<item: bool>[{g.NUM_ACTIONS}]"),
        ("action", "int16"),
        ("score", "int32"),
        ("result", "int8"),
    ]
    # Read back with pyarrow, with the package's reader and with Ray Data: the local rows.
    rows = read_local_rows(out)
    for key in ROW_KEYS:
        assert np.array_equal(rows[key], local[key]), key
    assert np.array_equal(rows["seed"], local["seeds"][local["game"]])
    assert_same(without_seed(distributed.read_trajectories(out)), local)
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True
    batch = ray.data.read_parquet(str(out)).take_batch(len(games) + 1, batch_format="numpy")
    assert len(batch["game"]) == len(games)
    for key in ROW_KEYS:
        column = batch[key]
        if column.dtype == object:
            column = np.stack(column)
        assert np.array_equal(column, local[key]), key


def test_trajectories_of_no_games(local_ray: None, tmp_path: Path) -> None:
    manifest = distributed.trajectories(2, 0, ["random"], output_dir=tmp_path / "none")
    assert (manifest["complete"], manifest["files"], manifest["rows"]) == (True, [], 0)
    rows = distributed.read_trajectories(tmp_path / "none")
    assert_same(without_seed(rows), herr_der_ziegen.trajectories(2, 0, ["random"]))


BAD_ARGUMENTS: list[tuple[dict[str, Any], type[BaseException], str]] = [
    ({"bots": ["nobody"]}, ValueError, "unknown bot"),
    ({"bots": "random"}, TypeError, "list of str"),
    ({"bots": []}, ValueError, "at least one bot"),
    ({"players": 99}, SetupError, "players"),
    ({"games": -1}, ValueError, "games"),
    ({"games": 2.5}, TypeError, "games"),
    ({"seed": -1}, ValueError, "seed"),
    ({"game": "chess"}, ValueError, "unknown game"),
    ({"game": np}, ValueError, "unknown game module"),
    ({"game": 3}, TypeError, "game"),
    ({"chunk_size": 0}, ValueError, "chunk_size"),
    ({"chunk_size": -5}, ValueError, "chunk_size"),
    ({"chunk_size": 1.5}, TypeError, "chunk_size"),
    ({"chunk_size": True}, TypeError, "chunk_size"),
    ({"game": "ziegen_kriegen", "rounds": 0}, SetupError, "rounds"),
    ({"game": "le_baron", "no_such_option": 1}, TypeError, "no_such_option"),
    ({"ray_options": {"num_cpu": 1}}, ValueError, "num_cpu"),
    ({"ray_options": {"num_cpus": -1}}, ValueError, "negative"),
    ({"ray_options": {"num_returns": 2}}, ValueError, "num_returns"),
    ({"ray_options": {"max_retries": "often"}}, TypeError, "max_retries"),
    ({"progress": "yes"}, TypeError, "progress"),
    ({"bots": lambda: iter(["random", "nobody"])}, ValueError, "unknown bot"),
]
"""Arguments refused before Ray starts; ``progress`` and ``ray_options`` are the distributed
functions' own. A callable stands for the value it returns, made anew for each call (an
iterator of bot names, used up by one call)."""


def bad_arguments(change: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a call with ``change`` (from BAD_ARGUMENTS) made."""
    arguments = {"players": 3, "games": 4, "bots": ["random"], "seed": 0, "progress": False, **change}
    if callable(arguments["bots"]):
        arguments["bots"] = arguments["bots"]()
    return arguments


@pytest.mark.parametrize(("change", "error", "match"), BAD_ARGUMENTS, ids=lambda v: repr(v)[:40])
@pytest.mark.parametrize("function", ["simulate", "tournament", "trajectories"])
def test_bad_arguments_are_refused_before_any_task(
    tmp_path: Path, function: str, change: dict[str, Any], error: type[BaseException], match: str
) -> None:
    # A refused call starts no Ray (when none runs) and no task.
    connected = ray.is_initialized()
    arguments = bad_arguments(change)
    extra: dict[str, Any] = {"output_dir": tmp_path / "out"} if function == "trajectories" else {}
    if function != "tournament":
        extra["_before_chunk"] = Touch(tmp_path)
    with pytest.raises(error, match=match):
        getattr(distributed, function)(**arguments, **extra)
    assert ray.is_initialized() == connected
    assert list(tmp_path.iterdir()) == []


def test_the_local_call_raises_the_same(tmp_path: Path) -> None:
    # The classes above are those of the local functions.
    for change, error, _ in BAD_ARGUMENTS:
        game = change.get("game", "herr_der_ziegen")
        if game not in distributed.GAMES:
            continue
        if {"chunk_size", "ray_options", "progress"} & set(change):
            continue
        arguments = bad_arguments(change)
        arguments.pop("game", None)
        arguments.pop("progress")
        module = {"herr_der_ziegen": herr_der_ziegen, "ziegen_kriegen": ziegen_kriegen, "le_baron": le_baron}[game]
        with pytest.raises(error):
            module.simulate(**arguments)


def test_a_bad_compression_is_refused_before_any_task(tmp_path: Path) -> None:
    connected = ray.is_initialized()
    with pytest.raises(ValueError, match="unknown compression 'zstandard'"):
        distributed.trajectories(2, 3, ["random"], output_dir=tmp_path / "out", compression="zstandard")
    with pytest.raises(TypeError, match="compression is a str"):
        distributed.trajectories(2, 3, ["random"], output_dir=tmp_path / "out", compression=None)  # type: ignore[arg-type]
    assert ray.is_initialized() == connected
    assert list(tmp_path.iterdir()) == []


def test_more_games_than_a_game_index_holds_are_refused(tmp_path: Path) -> None:
    # The local function refuses them too (they would not fit in memory); on disk, the int32
    # game index of the rows is the limit.
    with pytest.raises(ValueError, match=r"at most 2\*\*31 - 1 games"):
        distributed.trajectories(2, 2**31, ["random"], output_dir=tmp_path / "out")
    assert list(tmp_path.iterdir()) == []


def test_a_file_that_is_not_a_manifest_is_refused(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(json.dumps({"format": "something else"}))
    with pytest.raises(ValueError, match="not a manifest of format"):
        distributed.read_trajectories(tmp_path)
    (tmp_path / "manifest.json").write_text("[]")
    with pytest.raises(ValueError, match="not a manifest of format"):
        distributed.read_trajectories(tmp_path)


def test_a_directory_in_use_is_refused(tmp_path: Path) -> None:
    (tmp_path / "old.txt").write_text("x")
    with pytest.raises(FileExistsError):
        distributed.trajectories(2, 3, ["random"], output_dir=tmp_path, _before_chunk=Touch(tmp_path))
    (tmp_path / "file").write_text("x")
    with pytest.raises(FileExistsError):
        distributed.trajectories(2, 3, ["random"], output_dir=tmp_path / "file")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "old.txt"]


def interrupt_after_first(done: int, total: int) -> None:
    raise KeyboardInterrupt


def test_ctrl_c_cancels_and_keeps_only_complete_files(local_ray: None, tmp_path: Path) -> None:
    out = tmp_path / "rows"
    with pytest.raises(KeyboardInterrupt):
        distributed.trajectories(
            2,
            8,
            ["random"],
            output_dir=out,
            chunk_size=1,
            progress=interrupt_after_first,
            _before_chunk=Slow(2.0),
        )
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["complete"] is False
    # The chunk that finished first is named, complete; no other part and no temporary file
    # is left in the directory.
    assert len(manifest["files"]) == 1
    (entry,) = manifest["files"]
    assert sorted(p.name for p in out.iterdir()) == sorted(["manifest.json", entry["path"]])
    local = herr_der_ziegen.trajectories(2, 8, ["random"])
    table = pq.read_table(out / entry["path"])
    start = entry["first_game"]
    assert table.num_rows == entry["rows"] == int((local["game"] == start).sum())
    assert np.array_equal(table.column("action").to_numpy(), local["action"][local["game"] == start])
    # Read back, the rows are that chunk's, and the seeds those of the whole batch.
    rows = distributed.read_trajectories(out)
    assert set(rows["game"].tolist()) == {start}
    assert np.array_equal(rows["seeds"], local["seeds"])
    assert np.array_equal(rows["seeds"][rows["game"]], rows["seed"])
    # The cluster is still usable: the next call runs.
    assert_same(distributed.simulate(2, 3, ["random"], progress=False), herr_der_ziegen.simulate(2, 3, ["random"]))


@pytest.mark.parametrize("in_flight", [1, 3])
def test_more_chunks_than_go_out_at_once(
    local_ray: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_flight: int
) -> None:
    # One (or three) tasks out at once: each finished one is replaced by the next, in any order.
    monkeypatch.setattr(distributed, "_IN_FLIGHT", in_flight)
    monkeypatch.setattr(distributed, "_IN_FLIGHT_PER_SLOT", 0)
    assert_same(
        distributed.simulate(3, 20, ["random", "greedy"], chunk_size=2, progress=False),
        herr_der_ziegen.simulate(3, 20, ["random", "greedy"]),
    )
    manifest = distributed.trajectories(2, 9, ["random"], output_dir=tmp_path, chunk_size=1, progress=False)
    assert manifest["complete"] and [file["first_game"] for file in manifest["files"]] == list(range(9))
    assert_same(without_seed(distributed.read_trajectories(tmp_path)), herr_der_ziegen.trajectories(2, 9, ["random"]))


def test_parquet_files_may_be_uncompressed(local_ray: None, tmp_path: Path) -> None:
    distributed.trajectories(2, 2, ["random"], output_dir=tmp_path, compression="none", progress=False)
    assert_same(without_seed(distributed.read_trajectories(tmp_path)), herr_der_ziegen.trajectories(2, 2, ["random"]))


def test_ctrl_c_stops_simulate(local_ray: None) -> None:
    with pytest.raises(KeyboardInterrupt):
        distributed.simulate(2, 6, ["random"], chunk_size=1, progress=interrupt_after_first, _before_chunk=Slow(2.0))

