"""The batch functions on a Ray cluster: ``simulate``, ``tournament`` and ``trajectories``.

Each function takes the arguments of the local function of the same name, plus ``game`` (which
game: ``"herr_der_ziegen"``, ``"ziegen_kriegen"``, ``"le_baron"`` or one of those modules),
``address`` (the Ray cluster, as ``ray.init`` takes it; ``None`` joins the cluster named by the
environment variable ``RAY_ADDRESS`` if set, else starts a local Ray on the loopback address and
shuts it down afterwards; a process already connected to Ray, by its own ``ray.init``, uses that
connection whatever the address) and ``chunk_size`` (games per
chunk). The games are cut into chunks of consecutive seeds; each chunk is played by a long-lived
Ray actor of a pool (one per CPU of the cluster, kept between calls on the same connection; see
:func:`shutdown_pool`) that calls the local batch function of its game, and the results come
back in seed order, **identical** to those of the local call with the same arguments.

Needs the ``ray`` extra: ``pip install "herr-der-ziegen[ray]"`` (or ``"./py[ray]"`` from the
source tree). See docs/scale-out.md.

>>> from herr_der_ziegen import distributed
>>> results = distributed.simulate(4, 100_000, ["random"], chunk_size=10_000)  # doctest: +SKIP
"""

from __future__ import annotations

import json
import math
import operator
import os
import time
import uuid
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

from . import _pack, _pool
from ._tournament import Standing, read_once
from ._games import GAMES as _REGISTRY

__all__ = [
    "DEFAULT_CHUNK_SIZE",
    "DEFAULT_RAY_OPTIONS",
    "DEFAULT_TRAJECTORY_CHUNK_SIZE",
    "FORMAT",
    "GAMES",
    "MANIFEST",
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

DEFAULT_CHUNK_SIZE: Final[int] = 10_000
"""Games per chunk of ``simulate`` and ``tournament`` by default."""

DEFAULT_TRAJECTORY_CHUNK_SIZE: Final[int] = 100
"""Games per chunk (and per Parquet file) of ``trajectories`` by default: a decision row holds an
observation of some thousand floats, so that 100 games of Herr der Ziegen are some 300 MB in a
worker's memory before compression."""

_SEED_SPACE: Final[int] = 1 << 64

_MAX_TRAJECTORY_GAMES: Final[int] = (1 << 31) - 1
"""The most games of one ``trajectories`` batch, as for the local function: a row's game index
is an int32 (in the arrays and in the Parquet files)."""

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
        chunk_size: int,
        options: Mapping[str, Any],
    ) -> None:
        self.module = _game_module(game)
        self.game = _game_name(self.module)
        count = _count(games, "games")
        chunk = _count(chunk_size, "chunk_size", positive=True)
        bots = read_once(bots)  # the check below would use up an iterator of names
        # The local function checks the rest (player count, bots, seed, rotate, options) with no
        # game to play, so that a bad argument raises here what it raises there.
        self.empty: dict[str, NDArray[Any]] = self.module.simulate(players, 0, bots, seed, rotate, **options)
        """The local ``simulate``'s arrays for no games (their dtypes and shapes)."""
        self.players = int(players)
        self.bots = list(bots)
        self.seed = 0 if seed is None else int(seed)
        self.rotate = bool(rotate)
        self.options = dict(options)
        self.games = count
        self.chunk_size = chunk
        self.chunk_count = math.ceil(count / chunk)
        """The number of chunks: every one holds ``chunk_size`` games but the last."""

    def chunk(self, index: int) -> tuple[int, int]:
        """The first game and the number of games of chunk ``index`` (made when asked for: a
        batch may have more chunks than fit in memory as a list)."""
        start = index * self.chunk_size
        return start, min(self.chunk_size, self.games - start)

    def task_args(self, start: int, games: int) -> tuple[str, int, int, list[str], int, bool, dict[str, Any], int]:
        """The arguments of the chunk of ``games`` games from game ``start``: with ``rotate``, the
        bots are rotated so that game ``k`` of the chunk seats whom game ``start + k`` seats."""
        shift = start % len(self.bots) if self.rotate else 0
        bots = self.bots[shift:] + self.bots[:shift]
        first_seed = (self.seed + start) % _SEED_SPACE
        return (self.game, self.players, games, bots, first_seed, self.rotate, self.options, shift)


def _local_batch(
    kind: str,
    game: str,
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    rotate: bool,
    options: dict[str, Any],
    start: int,
    shift: int,
) -> dict[str, NDArray[Any]]:
    """Runs one chunk with the local batch function ``kind`` of ``game`` and renumbers it as
    part of the whole batch: entrants index the batch's bots, ``game`` counts from its start."""
    module = _game_module(game)
    batch: dict[str, NDArray[Any]] = getattr(module, kind)(players, games, bots, seed, rotate, **options)
    if kind == "simulate" and shift:
        entrants = batch["entrants"].astype(np.int16)
        batch["entrants"] = ((entrants + shift) % len(bots)).astype(np.int8)
    if kind == "trajectories" and start:
        batch["game"] = batch["game"] + np.int32(start)
    return batch


def _simulate_chunk(
    hook: Callable[[int], None] | None, chunks: range, args: tuple[Any, ...], start: int
) -> _pack.Packed:
    """A call of ``simulate`` chunks (consecutive: one local batch plays them all), as a pool
    actor plays it. One chunk's arrays come back packed losslessly, small enough for Ray to
    return them in its reply rather than through the object store; the larger arrays of several
    chunks as they are (through the object store, which the driver reads without a copy)."""
    if hook is not None:
        for index in chunks:
            hook(index)
    game, players, games, bots, seed, rotate, options, shift = args
    batch = _local_batch("simulate", game, players, games, bots, seed, rotate, options, start, shift)
    return _pack.pack(batch) if len(chunks) == 1 else _pack.raw(batch)


def _trajectory_chunk(
    hook: Callable[[int], None] | None, index: int, args: tuple[Any, ...], start: int, directory: str, compression: str
) -> ChunkFile:
    """A ``trajectories`` chunk, as a pool actor plays it: writes its rows to a Parquet file
    under a temporary name, then renames it; returns the file's manifest entry."""
    if hook is not None:
        hook(index)
    game, players, games, bots, seed, rotate, options, shift = args
    batch = _local_batch("trajectories", game, players, games, bots, seed, rotate, options, start, shift)
    table = _table(batch, start)
    rows = table.num_rows
    name = _part_name(start)
    temporary = Path(directory) / f".{name}.{uuid.uuid4().hex}.tmp"
    try:
        _pq.write_table(table, temporary, compression=compression)
        os.replace(temporary, Path(directory) / name)
    finally:
        temporary.unlink(missing_ok=True)
    return ChunkFile(
        path=name,
        first_game=start,
        games=games,
        first_seed=seed,
        last_seed=(seed + games - 1) % _SEED_SPACE,
        rows=rows,
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


@contextmanager
def _connected(address: str | None) -> Iterator[None]:
    """Connected to Ray: the connection this process has, else ``address``, else the cluster
    that the environment variable ``RAY_ADDRESS`` names (as in a job submitted to a cluster),
    else a new local Ray on the loopback address without a dashboard (never one that another
    process started on this machine); what this starts or joins, it shuts down or leaves, and
    the actors of the pool with it."""
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
        _pool.forget()


def _run(
    plan: _Plan,
    spec: _pool.Spec,
    submit: Callable[[Any, range, int, int], Any],
    progress: Progress,
    finished: Callable[[range, Any], None],
    *,
    several: bool = False,
) -> None:
    """Plays every chunk of ``plan`` on the actor pool of ``spec``: ``submit(actor, chunks,
    start, games)`` sends a call of consecutive chunks (a ``range`` of their indices, one chunk
    unless ``several``), ``games`` games from game ``start``, to an actor and returns the
    reference of its result, which goes to ``finished(chunks, result)`` as it comes, updating
    the progress once per chunk. On any exception (Ctrl-C while waiting included), stops the
    actors that have chunks out, waits until they are gone, and raises it again (see
    :mod:`herr_der_ziegen._pool`)."""
    done_games = 0
    bar = _tqdm(total=plan.games, unit="game", disable=progress is not True, dynamic_ncols=True)

    def send(actor: Any, first: int, n: int) -> Any:
        start = plan.chunk(first)[0]
        end = sum(plan.chunk(first + n - 1))
        return submit(actor, range(first, first + n), start, end - start)

    def done(first: int, n: int, result: Any) -> None:
        nonlocal done_games
        finished(range(first, first + n), result)
        for index in range(first, first + n):
            games = plan.chunk(index)[1]
            done_games += games
            bar.update(games)
            if callable(progress):
                progress(done_games, plan.games)

    try:
        with _pool.using(spec) as pool:
            _pool.run(pool, spec, plan.chunk_count, send, done, several=several)
    finally:
        bar.close()


DEFAULT_RAY_OPTIONS: Final[Mapping[str, Any]] = {"num_cpus": 1, "max_retries": 3}
"""The options of every chunk unless ``ray_options`` replace them: one CPU (the chunk's batch
then runs on one thread, and the pool has an actor per CPU of each node), and three more
attempts of a chunk whose actor dies."""


def _spec(ray_options: Mapping[str, Any] | None) -> _pool.Spec:
    """The pool's :class:`~herr_der_ziegen._pool.Spec` for ``ray_options`` (updating
    :data:`DEFAULT_RAY_OPTIONS`), checked by Ray as a task's and an actor's ``.options()``:
    ``ValueError`` for an unknown key or a bad value, before Ray starts."""
    global _option_check
    if _option_check is None:
        _option_check = _ray.remote(_simulate_chunk)
    return _pool.check({**DEFAULT_RAY_OPTIONS, **(ray_options or {})}, _option_check)


_option_check: Any = None
"""A Ray remote function, made once, whose ``.options()`` checks the options of a task."""


def shutdown_pool() -> None:
    """Kills the actors that play the chunks of this connection to Ray, and forgets them: the
    next call makes new ones. The pool otherwise lives as long as the connection (until
    ``ray.shutdown()``, or the end of the call when the call connected itself) or the process.
    Does nothing without a connection or a pool."""
    _require()
    _pool.shutdown()


def simulate(
    players: int,
    games: int,
    bots: Sequence[str],
    seed: int = 0,
    rotate: bool = True,
    *,
    game: str | ModuleType = "herr_der_ziegen",
    address: str | None = None,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    progress: Progress = True,
    ray_options: Mapping[str, Any] | None = None,
    _before_chunk: Callable[[int], None] | None = None,
    **options: Any,
) -> dict[str, NDArray[Any]]:
    """Plays ``games`` seeded games as the local ``simulate`` of ``game`` does, in chunks of
    ``chunk_size`` games on Ray, and returns the same arrays in the same (seed) order.

    The chunks are played by the actors of a pool, kept between calls on the same connection
    (:func:`shutdown_pool` ends them): one per CPU of each node, each with two calls queued. A
    call is one chunk, or several consecutive ones (played as one local batch) while a chunk
    takes well under a second: as many as take about a second, fewer towards the end, so that
    Ray's cost per call is paid once for them; progress is still reported per chunk, and an
    actor lost in a call has the call's chunks played again.
    ``ray_options`` take the keys of a Ray task's ``.options()``, updating
    :data:`DEFAULT_RAY_OPTIONS`: ``num_cpus`` (and ``num_gpus``, ``memory``, ``resources``) are
    the resources of one chunk, which size the pool (one actor per chunk that a node's total
    fits; the actors reserve none of them) and give each actor ``num_cpus`` threads;
    ``max_retries`` and ``retry_exceptions`` are applied per chunk; the others go to the actors'
    ``.options()``. Bad arguments raise what the local call raises, before Ray starts or any
    chunk runs; ``chunk_size`` below 1 and unknown ``ray_options`` raise ``ValueError``, a
    ``progress`` that is neither a bool nor a callable ``TypeError``. Ctrl-C stops the actors
    that have chunks out (they are replaced at the next call) and raises ``KeyboardInterrupt``.
    ``_before_chunk`` is a test hook: a picklable callable run in the actor with the index of
    each chunk of a call before the call plays (to make a worker fail); not for use outside the
    tests.
    """
    _require()
    plan = _Plan(game, players, games, bots, seed, rotate, chunk_size, options)
    _check_progress(progress)
    spec = _spec(ray_options)  # checks ray_options before Ray starts
    if not plan.chunk_count:
        return plan.empty
    # Each chunk is written into the arrays of the whole batch as it comes.
    results = {key: np.empty((plan.games, *value.shape[1:]), value.dtype) for key, value in plan.empty.items()}
    with _connected(address):

        def submit(actor: Any, chunks: range, start: int, count: int) -> Any:
            return actor.run.remote(_simulate_chunk, _before_chunk, chunks, plan.task_args(start, count), start)

        def finished(chunks: range, packed: Any) -> None:
            _pack.unpack_into(results, plan.chunk(chunks.start)[0], packed)

        _run(plan, spec, submit, progress, finished, several=True)
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
    chunk_size: int = DEFAULT_CHUNK_SIZE,
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
    too). The manifest is rewritten atomically as chunks finish (a second apart at the least),
    when the run ends and when it stops, and names only complete files, so that Ctrl-C (which
    stops the actors that have chunks out and raises ``KeyboardInterrupt``) leaves a directory whose
    manifest (``complete`` false) lists the chunks done and no other part file. ``compression``
    is the Parquet files' (``"zstd"``, ``"snappy"``, ``"gzip"``, ``"brotli"``, ``"lz4"``,
    ``"lz4_raw"`` or ``"none"``; ``ValueError`` otherwise). Other arguments as :func:`simulate`.
    """
    _require()
    plan = _Plan(game, players, games, bots, seed, rotate, chunk_size, options)
    if plan.games > _MAX_TRAJECTORY_GAMES:
        raise ValueError(
            f"trajectories takes at most 2**31 - 1 games (a row's game index is an int32), not {plan.games}: "
            "split the batch by seed"
        )
    _check_compression(compression)
    _check_progress(progress)
    spec = _spec(ray_options)  # checks ray_options before Ray starts
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
        chunk_size=plan.chunk_size,
        complete=False,
        rows=0,
        files=[],
    )
    _write_manifest(directory, manifest)
    if plan.chunk_count:
        recorder = _ManifestRecorder(directory, manifest)
        with _connected(address):

            def submit(actor: Any, chunks: range, start: int, count: int) -> Any:
                args = plan.task_args(start, count)
                return actor.run.remote(
                    _trajectory_chunk, _before_chunk, chunks.start, args, start, str(directory.resolve()), compression
                )

            def finished(chunks: range, entry: Any) -> None:
                recorder.add(chunks.start, entry)

            try:
                _run(plan, spec, submit, progress, finished)
            finally:
                # Every file finished is named before the others are removed.
                recorder.write()
                _remove_strays(directory, manifest)
    manifest["complete"] = True
    _write_manifest(directory, manifest)
    return manifest


class _ManifestRecorder:
    """Records the finished chunks of a trajectories run in its manifest, and rewrites the
    manifest file now and then rather than after every chunk: a manifest of n chunks costs
    O(n) to write, so writing it after each chunk would cost O(n**2) in all. It is written
    when at least a second has passed since the last write and ten times as long as that write
    took, so that writing takes at most a tenth of the driver's time."""

    def __init__(self, directory: Path, manifest: Manifest) -> None:
        self.directory = directory
        self.manifest = manifest
        self.files: dict[int, ChunkFile] = {}
        self.rows = 0
        self.next_write = time.monotonic() + _MANIFEST_INTERVAL

    def add(self, index: int, entry: Any) -> None:
        """Records chunk ``index``'s file; writes the manifest if it is time to."""
        self.files[index] = entry
        self.rows += entry["rows"]
        if time.monotonic() >= self.next_write:
            self.write()

    def write(self) -> None:
        """Writes the manifest with every file recorded so far, in game order."""
        start = time.monotonic()
        self.manifest["files"] = [self.files[index] for index in sorted(self.files)]
        self.manifest["rows"] = self.rows
        _write_manifest(self.directory, self.manifest)
        took = time.monotonic() - start
        self.next_write = time.monotonic() + max(_MANIFEST_INTERVAL, 10 * took)


_MANIFEST_INTERVAL: Final[float] = 1.0
"""Seconds between two writes of a trajectories manifest, at the least."""


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

