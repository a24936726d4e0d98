"""The pool of long-lived Ray actors that plays the chunks of ``herr_der_ziegen.distributed``.

A pool belongs to one Ray connection (a driver's job) and one set of actor options. Its actors
are made when a call first needs them: as many on each live node as the resources of one chunk
(``num_cpus``, ``num_gpus``, ``memory``, ``resources``) fit in the node's total, each pinned to
its node. They reserve no Ray resources: an idle pool then holds no CPU that other tasks (Ray
Data's, the caller's own) wait for; while a call runs, its actors use those cores.

The chunks go to the actors in calls of consecutive chunks: one chunk per call, or (for the
callers that ask, ``several``) as many as take some :data:`CALL_SECONDS`, fewer towards the end
(:func:`call_size`), so that fast chunks pay Ray's cost per call once for many. Every actor has
:data:`QUEUED` calls queued at all times (actor calls queue on the actor, so it goes from one
call to the next without waiting for the driver). An actor that dies (killed, out of memory, its
node lost) is replaced by a new one on the same node if that node still lives, and its calls are
played again, each with the same chunks: the one it was playing counts as an attempt
(``max_retries``, counted per call), those queued behind it do not. The pool checks the cluster's nodes at the start of every call
and every :data:`TOP_UP_INTERVAL` seconds during one, and adds actors on nodes that joined.

The actors live until :func:`shutdown` (``distributed.shutdown_pool``), until the connection
ends (``ray.shutdown``, which ``distributed`` calls itself when it connected), or until the
driver exits: they are actors of the driver's job, which Ray ends with it. A call with other
actor options gets a pool of its own; the pools that no call is using are then closed.
"""

from __future__ import annotations

import math
import os
import threading
import time
import warnings
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Final

try:
    import ray as _ray  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from ray.exceptions import RayError as _RayError  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from ray.exceptions import RayTaskError as _RayTaskError  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from ray.exceptions import RuntimeEnvSetupError as _RuntimeEnvSetupError  # type: ignore[import-not-found, import-untyped, unused-ignore]
except ImportError:  # pragma: no cover - distributed says what to install before calling here
    pass

QUEUED: Final[int] = 2
"""Calls queued on each actor at all times (while there are chunks left): the one it plays and
the next, so that it never waits for the driver between two."""

CALL_SECONDS: Final[float] = 1.0
"""The longest a call of several chunks is meant to take (see :func:`call_size`): chunks
faster than this go several to a call, which pays Ray's cost per call (some milliseconds of the
driver's, the actor's and the raylet's CPU) once for all of them; slower chunks go one to a call."""

GUIDED: Final[int] = 2
"""A call of several chunks takes at most ``1 / (GUIDED * actors)`` of the chunks left."""

TOP_UP_INTERVAL: Final[float] = 10.0
"""Seconds between two checks of the cluster's nodes during a call (nodes that joined get
actors)."""

CANCEL_WAIT: Final[float] = 60.0
"""Seconds to wait, at the most, for the actors stopped by a cancelled call to end."""

_PLACEMENT_KEYS: Final[tuple[str, ...]] = ("num_cpus", "num_gpus", "memory", "resources")
"""Options that size the pool (the resources of one chunk) rather than go to the actors."""

_DRIVER_KEYS: Final[tuple[str, ...]] = ("max_retries", "retry_exceptions")
"""Options that the driver applies (retries of a chunk) rather than the actors."""


class Spec:
    """What a call asks of the pool, from its ``ray_options`` (the keys of a Ray task's
    ``.options()``): the resources of a chunk, the threads of an actor, the actors' other
    options, and how often a chunk is tried."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        options = dict(options)
        cpus = options.pop("num_cpus", None)
        self.demand: dict[str, float] = {
            key: float(value)
            for key, value in {
                "CPU": 1.0 if cpus is None else cpus,
                "GPU": options.pop("num_gpus", None) or 0.0,
                "memory": options.pop("memory", None) or 0.0,
                **(options.pop("resources", None) or {}),
            }.items()
            if value
        }
        """The resources of one chunk that are not zero (none reserved: they size the pool)."""
        self.threads = max(1, int(self.demand.get("CPU", 1.0)))
        """Threads of the core's pool in each actor: one per whole CPU of a chunk, at least one."""
        retries = options.pop("max_retries", None)
        self.max_retries: int = 3 if retries is None else int(retries)
        """Attempts of a chunk after its first when its actor dies (-1: no limit)."""
        retry_exceptions = options.pop("retry_exceptions", None)
        self.retry_exceptions: bool | tuple[type[BaseException], ...] = (
            tuple(retry_exceptions) if isinstance(retry_exceptions, list) else bool(retry_exceptions)
        )
        """Whether an exception raised by a chunk (all, or those of these types) is retried too."""
        if "name" in options:
            raise ValueError("ray_options may not name the actors: a pool has many")
        self.actor_options = options
        """The other options, given to every actor's ``.options()`` (a ``scheduling_strategy``
        here replaces the pinning to a node)."""

    def same_actors(self, other: Spec) -> bool:
        """Whether actors made for ``other`` serve this spec as well."""
        return (self.demand, self.threads, self.actor_options) == (other.demand, other.threads, other.actor_options)

    def slots(self, resources: Mapping[str, float]) -> int:
        """How many chunks a node of total ``resources`` runs at once: one per CPU when a chunk
        asks for nothing."""
        if not self.demand:
            return int(resources.get("CPU", 0.0))
        # Ray counts resources in units of 0.0001; the margin keeps 1.0 / 0.1 at 10.
        return min(math.floor(resources.get(key, 0.0) / amount + 1e-6) for key, amount in self.demand.items())

    def retries(self, error: BaseException) -> bool:
        """Whether an exception that a chunk raised is to be retried."""
        if isinstance(self.retry_exceptions, tuple):
            return isinstance(error, self.retry_exceptions)
        return self.retry_exceptions


def check(options: Mapping[str, Any], task: Any) -> Spec:
    """The :class:`Spec` of ``options`` after Ray has checked them, as a task's ``.options()``
    (``task``, a Ray remote function) and the rest as an actor's: ``ValueError`` for an unknown
    key or a bad value, before Ray starts."""
    task.options(**options)
    spec = Spec(options)
    _runner().options(**spec.actor_options)
    return spec


class _Runner:
    """A pool actor: runs the chunk functions it is sent, one call at a time, in the order sent."""

    def __init__(self, threads: int) -> None:
        # The core's thread pool is made at the process's first batch, with this many threads.
        os.environ.setdefault("RAYON_NUM_THREADS", str(threads))

    def run(self, function: Callable[..., Any], *args: Any) -> tuple[float, Any]:
        """``function(*args)`` and the seconds it took."""
        start = time.perf_counter()
        result = function(*args)
        return time.perf_counter() - start, result


_runner_class: Any = None


def _runner() -> Any:
    """The Ray actor class of :class:`_Runner` (made once: Ray exports a class once per
    remote class)."""
    global _runner_class
    if _runner_class is None:
        _runner_class = _ray.remote(_Runner)
    return _runner_class


class Member:
    """One actor of a pool and the node it was made for."""

    def __init__(self, handle: Any, node: str) -> None:
        self.handle = handle
        self.node = node


class Pool:
    """The actors of one connection and one :meth:`Spec.same_actors` class of specs."""

    def __init__(self, session: tuple[str, ...], spec: Spec) -> None:
        self.session = session
        self.spec = spec
        self.members: list[Member] = []
        self.users = 0
        """Calls running on the pool."""
        self.next_check = 0.0

    def top_up(self) -> None:
        """Drops the actors of nodes that are gone; makes actors on the live nodes up to their
        slots."""
        with _lock:
            nodes = _ray.nodes()  # type: ignore[no-untyped-call, unused-ignore]
            alive = {node["NodeID"]: node["Resources"] for node in nodes if node["Alive"]}
            for member in [member for member in self.members if member.node not in alive]:
                self.drop(member)
            for node, resources in alive.items():
                present = sum(1 for member in self.members if member.node == node)
                for _ in range(self.spec.slots(resources) - present):
                    self.members.append(self._start(node))
            self.next_check = time.monotonic() + TOP_UP_INTERVAL

    def _start(self, node: str) -> Member:
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy  # type: ignore[import-not-found, import-untyped, unused-ignore]

        options = {
            "num_cpus": 0,
            "max_restarts": 0,
            "scheduling_strategy": NodeAffinitySchedulingStrategy(node, soft=False),
            **self.spec.actor_options,
        }
        return Member(_runner().options(**options).remote(self.spec.threads), node)

    def drop(self, member: Member) -> None:
        """Kills ``member``'s actor (if it still lives) and forgets it."""
        with _lock:
            if member in self.members:
                self.members.remove(member)
        try:
            _ray.kill(member.handle, no_restart=True)
        except Exception:  # noqa: BLE001 - already dead or gone with its node
            pass

    def replace(self, member: Member) -> None:
        """Kills ``member``'s actor and makes a new one on its node if that node lives."""
        self.drop(member)
        self.top_up()

    def close(self) -> None:
        """Kills every actor of the pool."""
        for member in list(self.members):
            self.drop(member)


_lock = threading.RLock()
_pools: list[Pool] = []
"""The pools of the current connection."""


def _session() -> tuple[str, ...]:
    """What tells one Ray connection from another: the cluster's session (a new one per
    cluster started) and the driver's job (a new one per connection to a cluster)."""
    context = _ray.get_runtime_context()
    return (str(context.get_session_name()), str(context.get_job_id()))


@contextmanager
def using(spec: Spec) -> Iterator[Pool]:
    """The pool for ``spec`` on this connection, made if need be and topped up, for one call.
    Pools of other specs that no call is using are closed."""
    session = _session()
    with _lock:
        if any(pool.session != session for pool in _pools):
            # Their actors ended with the connection they belonged to.
            _pools.clear()
        pool = next((pool for pool in _pools if pool.spec.same_actors(spec)), None)
        for other in [other for other in _pools if other is not pool and not other.users]:
            other.close()
            _pools.remove(other)
        if pool is None:
            pool = Pool(session, spec)
            _pools.append(pool)
        pool.users += 1
    try:
        pool.top_up()
        yield pool
    finally:
        with _lock:
            pool.users -= 1


def forget() -> None:
    """Forgets every pool: called once the connection they belong to has ended."""
    with _lock:
        _pools.clear()


def shutdown() -> None:
    """Kills the actors of every pool of this connection and forgets them."""
    with _lock:
        if _ray.is_initialized() and _pools and _pools[0].session == _session():
            for pool in _pools:
                pool.close()
        _pools.clear()


def size() -> int:
    """The actors of the pools of this connection (0 without a connection)."""
    with _lock:
        if not _ray.is_initialized() or not _pools or _pools[0].session != _session():
            return 0
        return sum(len(pool.members) for pool in _pools)


def _lost(error: BaseException) -> bool:
    """Whether ``error``, from a chunk's result, means that the actor is lost (died, its node
    or its result lost) rather than that the chunk raised."""
    return (
        isinstance(error, _RayError)
        and not isinstance(error, _RayTaskError)
        and not isinstance(error, _RuntimeEnvSetupError)
    )


def run(
    pool: Pool,
    spec: Spec,
    count: int,
    submit: Callable[[Any, int, int], Any],
    finished: Callable[[int, int, Any], None],
    *,
    several: bool = False,
) -> None:
    """Plays chunks ``0 .. count - 1`` on the actors of ``pool``, in calls of consecutive
    chunks: ``submit(actor, first, n)`` sends chunks ``first .. first + n - 1`` to an actor
    handle as one call and returns the reference of its result; ``finished(first, n, result)``
    takes each call's result as it comes (once per chunk, in any order). A call is one chunk
    unless ``several``: then it takes as many as :func:`call_size` says. Keeps :data:`QUEUED`
    calls on every actor, replaces actors that die and plays their chunks again (see the
    module's description). On any exception (Ctrl-C included), stops the actors that have calls
    out, waits until they are gone, and raises it again."""
    retry: deque[tuple[int, int]] = deque()
    following = 0
    attempts: dict[int, int] = {}
    out: dict[Member, deque[tuple[Any, int, int]]] = {}
    owner: dict[Any, Member] = {}
    chunk_seconds: float | None = None
    """The time of one chunk in the last call played (None before the first result)."""

    def next_call() -> tuple[int, int] | None:
        nonlocal following
        if retry:
            return retry.popleft()
        if following >= count:
            return None
        n = call_size(count - following, len(pool.members), chunk_seconds) if several else 1
        following += n
        return following - n, n

    def fill() -> None:
        # Every actor gets its first call before any actor its second.
        for level in range(1, QUEUED + 1):
            for member in list(pool.members):
                queue = out.setdefault(member, deque())
                while len(queue) < level:
                    call = next_call()
                    if call is None:
                        return
                    ref = submit(member.handle, *call)
                    queue.append((ref, *call))
                    owner[ref] = member

    def requeue(member: Member, error: BaseException) -> None:
        """``member`` is lost: its calls go back to the front of the queue, the first (the one
        it was playing) charged an attempt; a new actor takes its place."""
        lost = [(first, n) for ref, first, n in out.pop(member, deque())]
        for ref in [ref for ref, m in owner.items() if m is member]:
            del owner[ref]
        if lost:
            first = lost[0][0]
            attempts[first] = attempts.get(first, 0) + 1
            if 0 <= spec.max_retries < attempts[first]:
                pool.drop(member)
                raise error
        retry.extendleft(reversed(lost))
        pool.replace(member)

    try:
        fill()
        while owner or retry or following < count:
            if not owner:
                raise RuntimeError(
                    "no live node of the Ray cluster has the resources of one chunk "
                    f"({', '.join(f'{k}: {v:g}' for k, v in spec.demand.items()) or 'none'}; ray_options set them)"
                )
            # A short timeout keeps the wait responsive to Ctrl-C.
            ready, _ = _ray.wait(list(owner), num_returns=1, timeout=0.5)
            for ref in ready:
                member = owner.pop(ref, None)
                if member is None:
                    continue  # a call of an actor lost meanwhile: queued again already
                queue = out[member]
                entry = next(entry for entry in queue if entry[0] is ref)
                _, first, n = entry
                try:
                    seconds, result = _ray.get(ref)
                except BaseException as error:
                    if _lost(error):
                        owner[ref] = member  # requeue takes all the actor's calls
                        requeue(member, error)
                        continue
                    if isinstance(error, _RayTaskError) and spec.retries(error):
                        attempts[first] = attempts.get(first, 0) + 1
                        if not 0 <= spec.max_retries < attempts[first]:
                            queue.remove(entry)
                            retry.appendleft((first, n))
                            continue
                    owner[ref] = member  # still out, for the cancellation below
                    raise
                queue.remove(entry)
                chunk_seconds = seconds / n
                finished(first, n, result)
            if time.monotonic() >= pool.next_check:
                pool.top_up()
            fill()
    except BaseException:
        _stop(pool, out, owner)
        raise


def call_size(left: int, actors: int, chunk_seconds: float | None) -> int:
    """The chunks of the next call of a run with ``several`` (see :func:`run`), when ``left``
    chunks are not yet sent, the pool has ``actors`` actors, and a chunk took ``chunk_seconds``
    in the last call played: one until a call has been played; then as many as take
    :data:`CALL_SECONDS` at the most, and no more than a share :data:`GUIDED` times smaller
    than an even share of the chunks left (so that the calls shrink towards the end and the
    actors finish together); one at the least."""
    if chunk_seconds is None:
        return 1
    by_time = int(CALL_SECONDS / chunk_seconds) if chunk_seconds > 0 else left
    return max(1, min(by_time, left // (GUIDED * max(1, actors))))


def _stop(pool: Pool, out: Mapping[Member, deque[tuple[Any, int, int]]], owner: Mapping[Any, Member]) -> None:
    """Stops the actors that have chunks out (an actor cannot be interrupted in a chunk, only
    killed), drops them from the pool, and waits (at most :data:`CANCEL_WAIT` seconds) until
    their calls have ended, so that none writes afterwards; warns if some have not."""
    refs = list(owner)
    for member in {member for member in owner.values()} | {m for m, queue in out.items() if queue}:
        pool.drop(member)
    deadline = time.monotonic() + CANCEL_WAIT
    for ref in refs:
        try:
            _ray.get(ref, timeout=max(0.0, deadline - time.monotonic()))
        except Exception:  # noqa: BLE001 - killed, crashed or timed out: counted below
            pass
    _, running = _ray.wait(refs, num_returns=len(refs), timeout=0) if refs else ([], [])
    if running:
        warnings.warn(
            f"{len(running)} chunks of stopped Ray actors had not ended after {CANCEL_WAIT:.0f} s; "
            "they may still write (trajectories: files the manifest does not name)",
            RuntimeWarning,
            stacklevel=5,  # the caller of simulate or trajectories
        )
