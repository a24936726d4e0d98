"""The batch functions on a Ray cluster: ``simulate``, ``tournament`` and ``trajectories``.

Each function takes the arguments of the local function of the same name, plus ``game`` (which
game: ``"herr_der_ziegen"``, ``"ziegen_kriegen"``, ``"le_baron"`` or one of those modules),
``address`` (the Ray cluster, as ``ray.init`` takes it; ``None`` joins the cluster named by the
environment variable ``RAY_ADDRESS`` if set, else starts a local Ray on the loopback address and
shuts it down afterwards; a process already connected to Ray, by its own ``ray.init``, uses that
connection whatever the address) and ``chunk_size`` (games per chunk; ``simulate`` and
``tournament`` size the chunks to the cluster by default). The games are cut into chunks of
consecutive seeds; each chunk is one Ray task that calls the local batch function of
its game, and the results come back in seed order, **identical** to those of the local call with
the same arguments.

Needs the ``ray`` extra: ``pip install "herr-der-ziegen[ray]"`` (or ``"./py[ray]"`` from the
source tree). See docs/scale-out.md.

>>> from herr_der_ziegen import distributed
>>> results = distributed.simulate(4, 1_000_000, ["random"])  # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
import json
import math
import operator
import os
import time
import uuid
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, Final, TypedDict, cast

import numpy as np
from numpy.typing import NDArray

# The module imports without the extra (its names can be documented and type-checked); its
# functions then raise ImportError saying what to install.
_missing: ImportError | None = None
try:
    import pyarrow as _pa  # type: ignore[import-not-found, import-untyped, unused-ignore]
    import pyarrow.parquet as _pq  # type: ignore[import-not-found, import-untyped, unused-ignore]
    import ray as _ray  # type: ignore[import-not-found, import-untyped, unused-ignore]
    import ray.util  # type: ignore[import-not-found, import-untyped, unused-ignore]  # noqa: F401
    from tqdm import tqdm as _tqdm  # type: ignore[import-not-found, import-untyped, unused-ignore]
except ImportError as _error:  # pragma: no cover - depends on the installation
    _missing = _error


def _require() -> None:
    """Raises ``ImportError`` when the ``ray`` extra is not installed."""
    if _missing is not None:
        raise ImportError(
            f"herr_der_ziegen.distributed needs the ray extra ({_missing.name} is missing): "
            'pip install "herr-der-ziegen[ray]"'
        ) from _missing


from ._games import GAMES as _REGISTRY  # noqa: E402
from ._tournament import Standing, read_once  # noqa: E402

__all__ = [
    "CHUNKS_PER_CPU",
    "DEFAULT_RAY_OPTIONS",
    "DEFAULT_TRAJECTORY_CHUNK_SIZE",
    "FORMAT",
    "GAMES",
    "MANIFEST",
    "MAX_CHUNK_SIZE",
    "ChunkFile",
    "Manifest",
    "Progress",
    "read_trajectories",
    "shutdown_pool",
    "simulate",
    "tournament",
    "trajectories",
]

GAMES: Final[tuple[str, ...]] = tuple(game.short_name for game in _REGISTRY)
"""The names ``game`` takes."""

MANIFEST: Final[str] = "manifest.json"
"""The name of the manifest in a trajectories directory."""

FORMAT: Final[str] = "herr_der_ziegen.trajectories/1"
"""The ``format`` of a manifest written by this version."""

CHUNKS_PER_CPU: Final[int] = 4
"""Chunks per CPU of the cluster (per ``num_cpus`` of ``ray_options``) when ``simulate`` and
``tournament`` size them (``chunk_size`` None), as ``multiprocessing.Pool.map`` cuts its work:
few enough that Ray's cost per task (some 5 ms of CPU, docs/scale-out.md) is a small part of a
chunk, enough that the workers finish close together."""

MAX_CHUNK_SIZE: Final[int] = 1_000_000
"""The most games of a chunk that ``simulate`` and ``tournament`` size themselves: its arrays
(36 MB for four players) pass through Ray's object store."""

DEFAULT_TRAJECTORY_CHUNK_SIZE: Final[int] = 100
"""Games per chunk (and per Parquet file) of ``trajectories`` by default: a decision row holds an
observation of some thousand floats, so that 100 games of Herr der Ziegen are some 300 MB in a
worker's memory before compression."""

DEFAULT_RAY_OPTIONS: Final[Mapping[str, Any]] = {"num_cpus": 1, "max_retries": 3}
"""The options of every chunk's task unless ``ray_options`` replace them: one CPU (the chunk's
batch then runs on one thread), and three more attempts of a chunk whose worker dies."""

_SEED_SPACE: Final[int] = 1 << 64

_MAX_TRAJECTORY_GAMES: Final[int] = (1 << 31) - 1
"""The most games of one ``trajectories`` batch, as for the local function: a row's game index
is an int32 (in the arrays and in the Parquet files)."""

_IN_FLIGHT: Final[int] = 64
"""Tasks submitted and not yet finished, at the least (``ray.util.map_unordered``'s
backpressure): with :data:`_IN_FLIGHT_PER_SLOT`, enough that every worker finds its next chunk
queued when it finishes one, and that nodes joining during a call get chunks at once; few enough
that a batch of any size holds a bounded number of tasks in the driver."""

_IN_FLIGHT_PER_SLOT: Final[int] = 2
"""Tasks submitted and not yet finished per chunk that the cluster runs at once, at the least."""

_CANCEL_WAIT: Final[float] = 60.0
"""Seconds to wait, at the most, for the tasks of a stopped call to end."""

Progress = bool | Callable[[int, int], None]
"""``True`` shows a tqdm bar over the finished chunks (games and games/s), ``False`` nothing; a
callable is called after every finished chunk with the games finished so far and the total."""


class ChunkFile(TypedDict):
    """One Parquet file of a trajectories directory, as the manifest names it."""

    path: str
    """The file's name, relative to the directory."""
    first_game: int
    """Index in the whole batch of its first game."""
    games: int
    """The number of games (consecutive) it holds."""
    first_seed: int
    """The seed of its first game; game ``first_game + k`` has seed ``first_seed + k`` (mod 2**64)."""
    last_seed: int
    """The seed of its last game."""
    rows: int
    """The number of decision rows it holds."""


class Manifest(TypedDict):
    """The manifest of a trajectories directory (``manifest.json``)."""

    format: str
    game: str
    players: int
    bots: list[str]
    seed: int
    games: int
    rotate: bool
    options: dict[str, Any]
    chunk_size: int
    complete: bool
    """True once every chunk is written; an interrupted run leaves False and the files finished."""
    rows: int
    """Rows in the files listed."""
    files: list[ChunkFile]


def _game_module(game: str | ModuleType) -> ModuleType:
    """The module of ``game``: its name in :data:`GAMES` or the module itself."""
    modules = {game.short_name: game.module() for game in _REGISTRY}
    if isinstance(game, ModuleType):
        for module in modules.values():
            if game is module:
                return module
        raise ValueError(f"unknown game module {game.__name__} (known: {', '.join(GAMES)})")
    if not isinstance(game, str):
        raise TypeError(f"game is a name or a game module, not {type(game).__name__}")
    if game not in modules:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    return modules[game]


def _game_name(module: ModuleType) -> str:
    return module.__name__.rsplit(".", 1)[-1]


def _count(value: object, what: str, *, positive: bool = False) -> int:
    """An int argument as the local functions read one: ``TypeError`` for a bool or a non-int,
    ``ValueError`` out of range (from 0, or from 1 with ``positive``, to 2**64 - 1)."""
    try:
        if isinstance(value, bool):
            raise TypeError
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    low = 1 if positive else 0
    if not low <= number < _SEED_SPACE:
        raise ValueError(f"{what} must be an int from {low} to 2**64 - 1, not {number}")
    return number


@dataclasses.dataclass(frozen=True)
class _Chunk:
    """One chunk of a batch: what its task needs to play it."""

    kind: str
    """The local function: ``"simulate"`` or ``"trajectories"``."""
    index: int
    """The chunk's index in the batch."""
    start: int
    """The index in the batch of its first game."""
    game: str
    players: int
    games: int
    bots: list[str]
    """The batch's bots, rotated so that game ``k`` of the chunk seats whom game ``start + k``
    of the batch seats."""
    seed: int
    """The seed of its first game."""
    rotate: bool
    options: dict[str, Any]
    shift: int
    """How far ``bots`` is rotated from the batch's list."""
    hook: Callable[[int], None] | None
    """The test hook, run with ``index`` before the chunk plays."""
    directory: str = ""
    """``trajectories``: the directory of the Parquet files."""
    compression: str = ""
    """``trajectories``: the Parquet files' compression."""


class _Plan:
    """A batch checked and cut into chunks: which game, its arguments, and the chunks' ranges."""

    def __init__(
        self,
        game: str | ModuleType,
        players: int,
        games: int,
        bots: Sequence[str],
        seed: int,
        rotate: bool,
        chunk_size: int | None,
        options: Mapping[str, Any],
    ) -> None:
        self.module = _game_module(game)
        self.game = _game_name(self.module)
        count = _count(games, "games")
        chunk = None if chunk_size is None else _count(chunk_size, "chunk_size", positive=True)
        bots = read_once(bots)  # the check below would use up an iterator of names
        # The local function checks the rest (player count, bots, seed, rotate, options) with no
        # game to play, so that a bad argument raises here what it raises there.
        self.empty: dict[str, NDArray[Any]] = self.module.simulate(players, 0, bots, seed, rotate, **options)
        """The local ``simulate``'s arrays for no games (their dtypes and shapes)."""
        self.players = int(players)
        self.bots = list(bots)
        self.seed = int(seed)  # checked by the local call above: an int, None refused
        self.rotate = bool(rotate)
        self.options = dict(options)
        self.games = count
        self.chunk_size = chunk
        """Games per chunk: every chunk holds as many but the last (None until
        :meth:`size_chunks` when the caller left it to the cluster)."""

    def size_chunks(self, slots: int) -> int:
        """The chunk size, set to :data:`CHUNKS_PER_CPU` chunks per slot (at most
        :data:`MAX_CHUNK_SIZE` games) when the caller left it to the cluster, which runs
        ``slots`` chunks at once."""
        if self.chunk_size is None:
            self.chunk_size = min(MAX_CHUNK_SIZE, max(1, math.ceil(self.games / (CHUNKS_PER_CPU * slots))))
        return self.chunk_size

    def chunks(self, kind: str, hook: Callable[[int], None] | None, slots: int, **extra: str) -> Iterator[_Chunk]:
        """The chunks of the batch in order, made as they are asked for (a batch may have more
        chunks than fit in memory as a list), for a cluster that runs ``slots`` at once."""
        size = self.size_chunks(slots)
        for index in range(math.ceil(self.games / size)):
            start = index * size
            shift = start % len(self.bots) if self.rotate else 0
            yield _Chunk(
                kind=kind,
                index=index,
                start=start,
                game=self.game,
                players=self.players,
                games=min(size, self.games - start),
                bots=self.bots[shift:] + self.bots[:shift],
                seed=(self.seed + start) % _SEED_SPACE,
                rotate=self.rotate,
                options=self.options,
                shift=shift,
                hook=hook,
                **extra,
            )


def _local_batch(chunk: _Chunk) -> dict[str, NDArray[Any]]:
    """Plays ``chunk`` with the local batch function of its kind and renumbers it as part of the
    whole batch: entrants index the batch's bots, ``game`` counts from the batch's start."""
    module = _game_module(chunk.game)
    function = getattr(module, chunk.kind)
    batch: dict[str, NDArray[Any]] = function(
        chunk.players, chunk.games, chunk.bots, chunk.seed, chunk.rotate, **chunk.options
    )
    if chunk.kind == "simulate" and chunk.shift:
        entrants = batch["entrants"].astype(np.int16)
        batch["entrants"] = ((entrants + chunk.shift) % len(chunk.bots)).astype(np.int8)
    if chunk.kind == "trajectories" and chunk.start:
        batch["game"] = batch["game"] + np.int32(chunk.start)
    return batch


def _play(chunk: _Chunk) -> dict[str, NDArray[Any]] | ChunkFile:
    """The body of a chunk's Ray task: ``simulate``'s arrays, or for ``trajectories`` the entry
    of the Parquet file it wrote."""
    if chunk.hook is not None:
        chunk.hook(chunk.index)
    batch = _local_batch(chunk)
    if chunk.kind == "simulate":
        return batch
    return _write_part(chunk, _table(batch, chunk.start))


def _write_part(chunk: _Chunk, table: _pa.Table) -> ChunkFile:
    """Writes a chunk's rows to its Parquet file, as Ray Data's ``write_parquet`` writes a block
    (pyarrow, one file per block), but under a temporary name renamed when complete: a task
    killed or retried never leaves half a file under a part's name."""
    name = _part_name(chunk.start)
    temporary = Path(chunk.directory) / f".{name}.{uuid.uuid4().hex}.tmp"
    try:
        _pq.write_table(table, temporary, compression=chunk.compression)
        os.replace(temporary, Path(chunk.directory) / name)
    finally:
        temporary.unlink(missing_ok=True)
    return ChunkFile(
        path=name,
        first_game=chunk.start,
        games=chunk.games,
        first_seed=chunk.seed,
        last_seed=(chunk.seed + chunk.games - 1) % _SEED_SPACE,
        rows=table.num_rows,
    )


def _part_name(start: int) -> str:
    return f"part-{start:020d}.parquet"


def _table(batch: Mapping[str, NDArray[Any]], start: int) -> _pa.Table:
    """The rows of a local ``trajectories`` batch whose first game is game ``start`` of the
    whole batch, as an Arrow table (schema in docs/scale-out.md)."""
    observation = batch["observation"]
    mask = batch["mask"]
    seeds = batch["seeds"]
    return _pa.table(
        {
            "game": _pa.array(batch["game"], _pa.int32()),
            "seed": _pa.array(seeds[batch["game"] - start], _pa.uint64()),
            "seat": _pa.array(batch["seat"], _pa.int8()),
            "observation": _pa.FixedSizeListArray.from_arrays(
                _pa.array(observation.reshape(-1), _pa.float32()), observation.shape[1]
            ),
            "mask": _pa.FixedSizeListArray.from_arrays(_pa.array(mask.reshape(-1), _pa.bool_()), mask.shape[1]),
            "action": _pa.array(batch["action"], _pa.int16()),
            "score": _pa.array(batch["score"], _pa.int32()),
            "result": _pa.array(batch["result"], _pa.int8()),
        }
    )


_remote_play: Any = None
"""The Ray remote function of :func:`_play`, made by the first :func:`_task`."""


def _task() -> Any:
    """The Ray remote function of :func:`_play` (made once: Ray exports a function once per
    remote function)."""
    global _remote_play
    if _remote_play is None:
        _remote_play = _ray.remote(_play)
    return _remote_play


@contextmanager
def _connected(address: str | None) -> Iterator[None]:
    """Connected to Ray: the connection this process has, else ``address``, else the cluster
    that the environment variable ``RAY_ADDRESS`` names (as in a job submitted to a cluster),
    else a new local Ray on the loopback address without a dashboard (never one that another
    process started on this machine); what this starts or joins, it shuts down or leaves."""
    if _ray.is_initialized():
        yield
        return
    if address is None and not os.environ.get("RAY_ADDRESS"):
        _ray.init(address="local", include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False)
    elif address is None:
        _ray.init(log_to_driver=False)
    else:
        _ray.init(address=address, log_to_driver=False)
    try:
        yield
    finally:
        _ray.shutdown()


def _task_options(ray_options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The ``.options()`` of every chunk's task: :data:`DEFAULT_RAY_OPTIONS` updated with
    ``ray_options``, plus the environment variable that gives the core's thread pool in the
    task's worker one thread per whole CPU of a chunk (``RAYON_NUM_THREADS``, unless
    ``runtime_env`` sets it). Checked by Ray's ``.options()``: ``ValueError`` for an unknown
    key or a bad value, ``TypeError`` for a value of the wrong type, before Ray starts."""
    options = {**DEFAULT_RAY_OPTIONS, **(ray_options or {})}
    if "num_returns" in options:
        raise ValueError("ray_options may not set num_returns: a chunk's task returns one result")
    _task().options(**options)
    threads = max(1, int(options.get("num_cpus") or 1))
    runtime_env = dict(options.get("runtime_env") or {})
    runtime_env["env_vars"] = {"RAYON_NUM_THREADS": str(threads), **(runtime_env.get("env_vars") or {})}
    options["runtime_env"] = runtime_env
    return options


def _check_fits(options: Mapping[str, Any]) -> None:
    """Raises ``RuntimeError`` unless a live node of the cluster has the resources of one chunk
    in total: Ray would otherwise wait for such a node for ever (on a cluster that scales, for
    the autoscaler; ask it for the nodes first, ``ray.autoscaler.sdk.request_resources``)."""
    demand = {
        "CPU": options.get("num_cpus", 1) or 0,
        "GPU": options.get("num_gpus") or 0,
        "memory": options.get("memory") or 0,
        **(options.get("resources") or {}),
    }
    demand = {key: float(amount) for key, amount in demand.items() if amount}
    nodes = [node["Resources"] for node in _ray.nodes() if node["Alive"]]  # type: ignore[no-untyped-call, unused-ignore]
    if not any(all(node.get(key, 0.0) >= amount for key, amount in demand.items()) for node in nodes):
        wanted = ", ".join(f"{key}: {amount:g}" for key, amount in demand.items())
        raise RuntimeError(
            f"no live node of the Ray cluster has the resources of one chunk ({wanted}; ray_options set them)"
        )


class _Submitted:
    """A chunk's task as ``ray.util.map_unordered`` calls it (``.remote(chunk)``), recording the
    chunk of every reference out, so that each result is put in its place and a stopped call
    cancels the tasks still out."""

    def __init__(self, task: Any) -> None:
        self.task = task
        self.out: dict[Any, _Chunk] = {}

    def remote(self, chunk: _Chunk) -> Any:
        ref = self.task.remote(chunk)
        self.out[ref] = chunk
        return ref


def _slots(options: Mapping[str, Any]) -> int:
    """How many chunks of ``options`` the cluster runs at once: its CPUs over a chunk's (at
    least one)."""
    cpus = _ray.cluster_resources().get("CPU", 0.0)  # type: ignore[no-untyped-call, unused-ignore]
    return max(1, int(cpus / float(options.get("num_cpus") or 1)))


def _run(
    plan: _Plan,
    kind: str,
    hook: Callable[[int], None] | None,
    options: Mapping[str, Any],
    progress: Progress,
    finished: Callable[[_Chunk, Any], None],
    **extra: str,
) -> None:
    """Plays the chunks of ``plan`` with the local function ``kind`` as Ray tasks of
    ``options`` (Ray schedules them on every node, retries them with ``max_retries`` and
    ``retry_exceptions``), and gives each chunk's result to ``finished`` as it comes, updating
    the progress. On any exception (Ctrl-C while waiting included), cancels the tasks still
    out, waits until they have ended, and raises it again."""
    _check_fits(options)
    slots = _slots(options)
    chunks = plan.chunks(kind, hook, slots, **extra)
    window = max(_IN_FLIGHT, _IN_FLIGHT_PER_SLOT * slots)
    submitted = _Submitted(_task().options(**options))
    done_games = 0
    bar = _tqdm(total=plan.games, unit="game", disable=progress is not True, dynamic_ncols=True)
    try:
        # map_unordered calls ``.remote(chunk)``, which _Submitted has as a remote function does.
        results = _ray.util.map_unordered(
            cast(Any, submitted), chunks, backpressure_size=window, chunk_size=1, yield_obj_refs=True
        )
        for ref in results:
            chunk = submitted.out.pop(ref)
            finished(chunk, _ray.get(ref))
            done_games += chunk.games
            bar.update(chunk.games)
            if callable(progress):
                progress(done_games, plan.games)
    except BaseException:
        _cancel(list(submitted.out))
        raise
    finally:
        bar.close()


def _cancel(refs: list[Any]) -> None:
    """Cancels the tasks of ``refs`` (a task cannot be interrupted in a local batch, so Ray
    kills the worker of a running one) and waits (at most :data:`_CANCEL_WAIT` seconds) until
    they have ended, so that none writes afterwards; warns if some have not."""
    deadline = time.monotonic() + _CANCEL_WAIT
    running = list(refs)
    while running:
        for ref in running:
            _ray.cancel(ref, force=True)
        # A cancel that reaches a worker after it received the task but before it began it is
        # lost (ray-project/ray#24359, seen here on a busy machine): what is still out is
        # cancelled again every second until it has ended.
        left = deadline - time.monotonic()
        if left <= 0:
            break
        _, running = _ray.wait(running, num_returns=len(running), timeout=min(1.0, left))
    if running:
        warnings.warn(
            f"{len(running)} chunks of a stopped call had not ended after {_CANCEL_WAIT:.0f} s; "
            "they may still write (trajectories: files the manifest does not name)",
            RuntimeWarning,
            stacklevel=4,  # the caller of simulate or trajectories
        )


def shutdown_pool() -> None:
    """Does nothing: the chunks are Ray tasks, whose worker processes Ray ends itself when they
    are idle. Kept for the code written for the earlier versions, whose chunks were played by a
    pool of actors that this function ended."""
    _require()
    warnings.warn(
        "distributed.shutdown_pool() does nothing: the chunks are Ray tasks, there is no pool to end",
        DeprecationWarning,
        stacklevel=2,
    )


def simulate(
    players: int,
    games: int,
    bots: Sequence[str],
    seed: int = 0,
    rotate: bool = True,
    *,
    game: str | ModuleType = "herr_der_ziegen",
    address: str | None = None,
    chunk_size: int | None = None,
    progress: Progress = True,
    ray_options: Mapping[str, Any] | None = None,
    _before_chunk: Callable[[int], None] | None = None,
    **options: Any,
) -> dict[str, NDArray[Any]]:
    """Plays ``games`` seeded games as the local ``simulate`` of ``game`` does, in chunks of
    ``chunk_size`` games, each a Ray task, and returns the same arrays in the same (seed) order.
    By default (``chunk_size`` None) the games are cut into :data:`CHUNKS_PER_CPU` chunks per
    CPU of the cluster, of :data:`MAX_CHUNK_SIZE` games at the most.

    ``ray_options`` take the keys of a Ray task's ``.options()``, updating
    :data:`DEFAULT_RAY_OPTIONS`: ``num_cpus`` (and ``num_gpus``, ``memory``, ``resources``) are
    the resources of one chunk (its batch runs on ``num_cpus`` threads); ``max_retries`` and
    ``retry_exceptions`` are Ray's retries of a chunk whose worker dies or that raises;
    ``scheduling_strategy``, ``runtime_env`` and the others go to Ray as they are. Bad arguments
    raise what the local call raises, before Ray starts or any chunk runs; ``chunk_size`` below 1
    and ``ray_options`` that Ray refuses (or that set ``num_returns``) raise ``ValueError``, a
    ``progress`` that is neither a bool nor a callable ``TypeError``; ``RuntimeError`` when no
    live node has the resources of one chunk. Ctrl-C cancels the tasks still out and raises
    ``KeyboardInterrupt``. ``_before_chunk`` is a test hook: a picklable callable run in the task
    with the chunk's index before it plays (to make a worker fail); not for use outside the
    tests.
    """
    _require()
    plan = _Plan(game, players, games, bots, seed, rotate, chunk_size, options)
    _check_progress(progress)
    task_options = _task_options(ray_options)  # checks ray_options before Ray starts
    if not plan.games:
        return plan.empty
    # Each chunk is written into the arrays of the whole batch as it comes.
    results = {key: np.empty((plan.games, *value.shape[1:]), value.dtype) for key, value in plan.empty.items()}

    def finished(chunk: _Chunk, arrays: dict[str, NDArray[Any]]) -> None:
        for key, value in arrays.items():
            results[key][chunk.start : chunk.start + chunk.games] = value

    with _connected(address):
        _run(plan, "simulate", _before_chunk, task_options, progress, finished)
    return results


def _check_progress(progress: Any) -> None:
    """Raises ``TypeError`` unless ``progress`` is a bool or a callable. (Typed ``Any``: narrowing
    an ``object`` with ``callable`` makes mypy invent a type that stubtest then misses.)"""
    if not isinstance(progress, bool) and not callable(progress):
        raise TypeError(f"progress is True, False or a callable, not {type(progress).__name__}")


def _check_compression(compression: object) -> None:
    """Raises ``TypeError`` unless ``compression`` is a str, ``ValueError`` unless it names a
    Parquet compression that pyarrow has (``"none"`` included)."""
    if not isinstance(compression, str):
        raise TypeError(f"compression is a str, not {type(compression).__name__}")
    try:
        known = compression.lower() == "none" or _pa.Codec.is_available(compression)
    except ValueError:
        known = False
    if not known:
        raise ValueError(
            f"unknown compression {compression!r} (Parquet: zstd, snappy, gzip, brotli, lz4, lz4_raw or none)"
        )


def tournament(
    players: int,
    games: int,
    bots: Sequence[str],
    seed: int = 0,
    rotate: bool = True,
    *,
    game: str | ModuleType = "herr_der_ziegen",
    address: str | None = None,
    chunk_size: int | None = None,
    progress: Progress = True,
    ray_options: Mapping[str, Any] | None = None,
    **options: Any,
) -> list[Standing]:
    """The standings the local ``tournament`` of ``game`` returns, from the games of the
    distributed :func:`simulate` (the same games, so the same floats)."""
    from ._core import standings

    results = simulate(
        players,
        games,
        bots,
        seed,
        rotate,
        game=game,
        address=address,
        chunk_size=chunk_size,
        progress=progress,
        ray_options=ray_options,
        **options,
    )
    return cast(list[Standing], standings(results, bots))


def trajectories(
    players: int,
    games: int,
    bots: Sequence[str],
    seed: int = 0,
    rotate: bool = True,
    *,
    output_dir: str | os.PathLike[str],
    game: str | ModuleType = "herr_der_ziegen",
    address: str | None = None,
    chunk_size: int = DEFAULT_TRAJECTORY_CHUNK_SIZE,
    progress: Progress = True,
    compression: str = "zstd",
    ray_options: Mapping[str, Any] | None = None,
    _before_chunk: Callable[[int], None] | None = None,
    **options: Any,
) -> Manifest:
    """Records the decisions of the games the local ``trajectories`` of ``game`` plays, one
    Parquet file per chunk of ``chunk_size`` games in ``output_dir``, and returns the manifest
    it writes there (``manifest.json``; schema and format in docs/scale-out.md).

    ``output_dir`` must be empty or missing (``FileExistsError`` otherwise) and, on a cluster of
    several machines, a path every node sees (a shared file system; with Ray Client, the client
    too). Each task writes its file under a temporary name and renames it when complete. The
    manifest is written when the run starts (``complete`` false, no files), when it ends
    (``complete`` true) and when it stops: Ctrl-C cancels the tasks still out and raises
    ``KeyboardInterrupt``, leaving a manifest (``complete`` false) that names the chunks done and
    no other part file. ``compression`` is the Parquet files' (``"zstd"``, ``"snappy"``,
    ``"gzip"``, ``"brotli"``, ``"lz4"``, ``"lz4_raw"`` or ``"none"``; ``ValueError`` otherwise).
    Other arguments as :func:`simulate`.
    """
    _require()
    chunk_size = _count(chunk_size, "chunk_size", positive=True)
    plan = _Plan(game, players, games, bots, seed, rotate, chunk_size, options)
    if plan.games > _MAX_TRAJECTORY_GAMES:
        raise ValueError(
            f"trajectories takes at most 2**31 - 1 games (a row's game index is an int32), not {plan.games}: "
            "split the batch by seed"
        )
    _check_compression(compression)
    _check_progress(progress)
    task_options = _task_options(ray_options)  # checks ray_options before Ray starts
    directory = Path(output_dir)
    if directory.exists() and (not directory.is_dir() or any(directory.iterdir())):
        raise FileExistsError(f"{directory} exists and is not an empty directory")
    directory.mkdir(parents=True, exist_ok=True)
    manifest = Manifest(
        format=FORMAT,
        game=plan.game,
        players=plan.players,
        bots=plan.bots,
        seed=plan.seed,
        games=plan.games,
        rotate=plan.rotate,
        options=plan.options,
        chunk_size=chunk_size,
        complete=False,
        rows=0,
        files=[],
    )
    _write_manifest(directory, manifest)
    if plan.games:
        files: dict[int, ChunkFile] = {}

        def finished(chunk: _Chunk, entry: ChunkFile) -> None:
            files[chunk.index] = entry

        with _connected(address):
            try:
                _run(
                    plan,
                    "trajectories",
                    _before_chunk,
                    task_options,
                    progress,
                    finished,
                    directory=str(directory.resolve()),
                    compression=compression,
                )
            finally:
                # Every file finished is named before the others are removed.
                manifest["files"] = [files[index] for index in sorted(files)]
                manifest["rows"] = sum(entry["rows"] for entry in manifest["files"])
                _write_manifest(directory, manifest)
                _remove_strays(directory, manifest)
    manifest["complete"] = True
    _write_manifest(directory, manifest)
    return manifest


def _write_manifest(directory: Path, manifest: Manifest) -> None:
    """Writes the manifest under a temporary name, then renames it over the old one."""
    temporary = directory / f".{MANIFEST}.{uuid.uuid4().hex}.tmp"
    temporary.write_text(json.dumps(manifest, indent=1, default=repr) + "\n")
    os.replace(temporary, directory / MANIFEST)


def _remove_strays(directory: Path, manifest: Manifest) -> None:
    """Removes the files that the manifest does not name: temporary files of tasks cancelled
    or killed, and parts finished but not yet recorded when the run stopped."""
    named = {file["path"] for file in manifest["files"]} | {MANIFEST}
    for path in directory.iterdir():
        if path.name not in named and (path.name.endswith(".tmp") or path.name.startswith("part-")):
            path.unlink(missing_ok=True)


def read_trajectories(output_dir: str | os.PathLike[str]) -> dict[str, NDArray[Any]]:
    """The rows of a trajectories directory, read with pyarrow from the files its manifest
    names, in game order: the arrays of the local ``trajectories`` (``game``, ``seat``,
    ``observation``, ``mask``, ``action``, ``score``, ``result``, ``seeds``) plus ``seed`` per
    row. ``seeds`` holds the seed of every game of the batch, so that ``seeds[game]`` is a row's
    seed also in the directory of an interrupted run, whose manifest (``complete`` false) names
    only the chunks done: those are the rows read. Raises ``FileNotFoundError`` without a
    manifest, ``ValueError`` for a file that is not a manifest of :data:`FORMAT`."""
    _require()
    directory = Path(output_dir)
    manifest: Manifest = json.loads((directory / MANIFEST).read_text())
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        found = manifest.get("format") if isinstance(manifest, dict) else None
        raise ValueError(f"{directory / MANIFEST} is not a manifest of format {FORMAT!r} (format: {found!r})")
    files = sorted(manifest["files"], key=lambda file: file["first_game"])
    tables = [_pq.read_table(directory / file["path"]) for file in files]
    table = _pa.concat_tables(tables) if tables else _table(_empty_rows(manifest), 0)
    columns: dict[str, NDArray[Any]] = {}
    for name in table.column_names:
        column = table.column(name).combine_chunks()
        if isinstance(column.type, _pa.FixedSizeListType):
            values = column.flatten().to_numpy(zero_copy_only=False)
            columns[name] = values.reshape(len(column), column.type.list_size)
        else:
            columns[name] = column.to_numpy(zero_copy_only=False)
    # The seeds of the whole batch, as the local call gives them (``seeds[game]`` is a row's
    # seed), also when an interrupted run wrote only some of the chunks.
    columns["seeds"] = np.uint64(manifest["seed"]) + np.arange(manifest["games"], dtype=np.uint64)
    return columns


def _empty_rows(manifest: Manifest) -> dict[str, NDArray[Any]]:
    module = _game_module(manifest["game"])
    return module.trajectories(  # type: ignore[no-any-return]
        manifest["players"], 0, manifest["bots"], manifest["seed"], manifest["rotate"], **manifest["options"]
    )
