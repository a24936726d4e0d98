"""Threads, for every game: several Python threads playing their own games at once get exactly the
results of sequential play, through per-step ``Game`` calls (which hold the GIL; the threads interleave at
every few bytecodes), through ``simulate`` (which releases the GIL and runs on the engine's thread
pool), and through the bots (``Bot.choose`` releases the GIL while the bot searches).

The threads start together at a barrier, and the interpreter is made to switch threads very
often, so that the calls of the different threads really interleave. Nothing here measures time.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import numpy as np
from numpy.typing import NDArray
import pytest

from types import ModuleType

from herr_der_ziegen import IllegalMoveError

from helpers import GAME_MODULES

T = TypeVar("T")

THREADS = 6


@pytest.fixture(autouse=True)
def frequent_switches() -> Iterator[None]:
    """Makes the interpreter hand the GIL to another thread every 10 microseconds."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


def in_threads(job: Callable[[int], T], count: int) -> list[T]:
    """Runs ``job(0)`` ... ``job(count - 1)`` in ``count`` threads that start together; returns
    their results in order and re-raises the first exception of a thread."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            barrier.wait()
            results[i] = job(i)
        except BaseException as err:  # noqa: BLE001 - reported to the main thread
            errors.append(err)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return results


def module_and_players(i: int) -> tuple[ModuleType, int]:
    """Job ``i``'s game (every game in turn) and player count (every count of that game in turn)."""
    m = GAME_MODULES[i % len(GAME_MODULES)]
    counts = m.MAX_PLAYERS - m.MIN_PLAYERS + 1
    return m, m.MIN_PLAYERS + (i // len(GAME_MODULES)) % counts


def play_steps(i: int) -> tuple[list[int], str, list[str], list[int], list[bytes]]:
    """A random game played move by move: with ``apply`` (events) and ``apply_action`` in turn,
    through a JSON round trip and a determinization along the way."""
    m, players = module_and_players(i)
    game = m.Game(players, 300 + i)
    rng = random.Random(i)
    actions: list[int] = []
    seen: list[str] = []
    while not game.is_over:
        player = game.current_player
        assert player is not None
        seen.append(game.view(player).to_json())
        action = rng.choice(game.legal_actions())
        if len(actions) % 2:
            game.apply_action(action)
        else:
            seen.append(repr(game.apply(action)))
        actions.append(action)
        if len(actions) == 60:
            game = m.Game.from_json(game.to_json())  # releases the GIL
            sample = game.view(player).determinize(i)
            assert sample.view(player) == game.view(player)
    observations = [game.observation(p).tobytes() for p in range(players)]
    return actions, game.to_json(), seen, game.scores().totals, observations


def test_threads_playing_games_step_by_step_match_sequential_play() -> None:
    jobs = 2 * THREADS
    sequential = [play_steps(i) for i in range(jobs)]
    assert len({s[1] for s in sequential}) == jobs, "every job is a different game"
    threaded = in_threads(lambda t: [play_steps(i) for i in range(t, jobs, THREADS)], THREADS)
    flat = {i: result for t in range(THREADS) for i, result in zip(range(t, jobs, THREADS), threaded[t])}
    assert [flat[i] for i in range(jobs)] == sequential


def simulate_job(i: int) -> dict[str, NDArray[Any]]:
    m, players = module_and_players(i)
    result: dict[str, NDArray[Any]] = m.simulate(players, 6, ["greedy", "random", "ismcts:20"], seed=1000 * i)
    return result


def test_concurrent_simulate_calls_match_sequential_calls() -> None:
    sequential = [simulate_job(i) for i in range(THREADS)]
    for _ in range(2):
        threaded = in_threads(simulate_job, THREADS)
        for seq, thr in zip(sequential, threaded):
            assert seq.keys() == thr.keys()
            for key in seq:
                assert seq[key].dtype == thr[key].dtype and np.array_equal(seq[key], thr[key]), key


def bot_game(i: int) -> tuple[list[int], list[int]]:
    """A game between engine bots, IS-MCTS among them, each seeded from the job."""
    m, players = module_and_players(i)
    game = m.Game(players, 500 + i)
    kinds = ["ismcts:150", "greedy", "ismcts:60", "random"]
    bots = [m.Bot(kinds[p % len(kinds)], seed=10 * i + p) for p in range(players)]
    moves: list[int] = []
    while not game.is_over:
        player = game.current_player
        assert player is not None
        move = bots[player].choose(game.view(player), game.legal_moves())
        moves.append(move.action_id)
        game.apply(move)
    return moves, game.scores().totals


def test_bots_in_threads_match_sequential_play() -> None:
    count = 2 * len(GAME_MODULES)
    sequential = [bot_game(i) for i in range(count)]
    assert in_threads(bot_game, count) == sequential


def test_one_bot_shared_by_threads_gives_every_thread_a_legal_move(g: ModuleType) -> None:
    """Calls on one bot from several threads are serialized by the bot's lock: no crash, and
    every answer is one of the moves offered."""
    bot = g.Bot("ismcts:10", seed=3)
    games = [g.Game(g.MIN_PLAYERS + 1, 40 + i) for i in range(THREADS)]

    def job(i: int) -> list[bool]:
        game = games[i]
        legal = game.legal_moves()
        return [bot.choose(game.view(game.current_player or 0), legal) in legal for _ in range(5)]

    assert all(all(ok) for ok in in_threads(job, THREADS))


def test_threads_reading_one_game_see_the_same_thing(g: ModuleType) -> None:
    players = g.MAX_PLAYERS
    game = g.Game(players, 8)
    rng = random.Random(8)
    for _ in range(50):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    expected = [(game.view(p).to_json(), game.observation(p).tobytes()) for p in range(players)]

    def read(_: int) -> list[tuple[str, bytes]]:
        return [(game.view(p).to_json(), game.observation(p).tobytes()) for p in range(players) for _ in range(3)][::3]

    assert all(result == expected for result in in_threads(read, THREADS))


def test_one_game_played_by_one_thread_and_read_by_others(g: ModuleType) -> None:
    """One thread plays a game while the others read it (JSON dicts, numpy masks and
    observations, illegal moves that raise): nobody finds the game busy, every read succeeds, and
    the game ends exactly as when played alone.

    The reads and the moves are interleaved by handshakes, not by the scheduler: the player waits
    until every reader has read the game before the first move and once more halfway through, and
    the readers keep reading until the game is over."""
    seed = 11
    players = g.MAX_PLAYERS
    alone = g.Game(players, seed)
    rng = random.Random(seed)
    actions: list[int] = []
    while not alone.is_over:
        actions.append(rng.choice(alone.legal_actions()))
        alone.apply(actions[-1])
    game = g.Game(players, seed)
    done = threading.Event()
    readers = range(1, 3)
    reads = [0 for _ in range(1 + len(readers))]  # finished reads, per reader
    stopped: set[int] = set()  # readers that are no longer reading
    progress = threading.Condition()

    def wait_for_readers() -> None:
        """Returns once every reader has finished a read that started after this call."""
        with progress:
            since = list(reads)
            read_again = progress.wait_for(
                lambda: all(reads[r] > since[r] + 1 or r in stopped for r in readers), timeout=120
            )
        assert read_again, "a reader made no read in 120 s"

    def job(i: int) -> int:
        if i == 0:
            try:
                wait_for_readers()
                for step, action in enumerate(actions):
                    if step == len(actions) // 2:
                        wait_for_readers()
                    with pytest.raises(IllegalMoveError):
                        game.apply(g.NUM_ACTIONS)  # unknown: raises, changes nothing
                    if step % 2:
                        game.apply_action(action)
                    else:
                        game.apply(action)
            finally:
                done.set()
            return len(actions)
        try:
            while not done.is_set():
                assert game.to_dict()["format"] == f"{g.NAME}/state" and game.turn >= 1
                assert game.legal_action_mask().dtype == np.bool_
                assert game.observation(i % players).shape == (g.OBSERVATION_SIZE,)
                with pytest.raises(IllegalMoveError):
                    game.apply_action(g.NUM_ACTIONS)
                with progress:
                    reads[i] += 1
                    progress.notify_all()
        finally:
            with progress:
                stopped.add(i)
                progress.notify_all()
        return reads[i]

    results = in_threads(job, len(reads))
    assert results[0] == len(actions) and min(results[1:]) > 0
    assert game == alone
