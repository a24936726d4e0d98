"""The batch functions, for every game: ``simulate`` (numpy arrays of results, on all cores),
``trajectories`` (every decision as numpy rows) and ``tournament`` (each bot's standing), the
same games as the per-step API with the same seeds, with the game's options, their refusals, and
Ctrl-C stopping a long batch."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import SetupError

from helpers import option_variant

KEYS = {"seeds", "game", "seat", "observation", "mask", "action", "score", "result"}
DTYPES = {
    "seeds": "uint64",
    "game": "int32",
    "seat": "int8",
    "observation": "float32",
    "mask": "bool",
    "action": "int16",
    "score": "int32",
    "result": "int8",
}


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the batch's game of seed ``game_seed``."""
    return (game_seed * 0x9E3779B97F4A7C15 + seat) % 2**64


def test_simulate_returns_numpy_arrays_reproducibly(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    simulate = g.simulate
    result = simulate(players, 12, ["greedy", "random"], seed=5)
    assert set(result) == {"seeds", "entrants", "totals", "winners", "decisions"}
    assert list(result["seeds"]) == list(range(5, 17))
    assert result["totals"].shape == (12, players) and result["winners"].shape == (12, players)
    assert result["entrants"][1].tolist() == [(seat + 1) % 2 for seat in range(players)]  # seats rotate
    assert sorted(result["entrants"][0].tolist()) == sorted([p % 2 for p in range(players)])
    assert (result["decisions"] > 0).all()
    dtypes = {name: array.dtype.name for name, array in result.items()}
    assert dtypes == {"seeds": "uint64", "entrants": "int8", "totals": "int32", "winners": "bool", "decisions": "int32"}
    assert result["seeds"].shape == result["decisions"].shape == (12,)
    # The winners share the best total (a game may have none, as Ziegen Kriegen allows).
    for row_totals, row_winners in zip(result["totals"], result["winners"]):
        assert not row_winners.any() or len(set(row_totals[row_winners].tolist())) == 1
    empty = simulate(players, 0, ["random"])
    assert empty["totals"].shape == (0, players) and empty["decisions"].shape == (0,)
    again = simulate(players, 12, ["greedy", "random"], seed=5)
    assert all(np.array_equal(result[k], again[k]) for k in result)
    with pytest.raises(ValueError, match="unknown bot"):
        simulate(players, 1, ["nobody"])
    with pytest.raises(SetupError):
        simulate(g.MAX_PLAYERS + 1, 1, ["random"])
    # 127 bots can be told apart in the int8 array; more are refused.
    many = simulate(players, 127, ["random"] * 127)
    assert many["entrants"][:, 0].tolist() == list(range(127))
    with pytest.raises(ValueError, match="128 bots are too many"):
        simulate(players, 1, ["random"] * 128)
    # Counts and seeds out of range, and bools, are refused like Game's arguments.
    with pytest.raises(SetupError):
        simulate(300, 1, ["random"])
    with pytest.raises(ValueError, match="games"):
        simulate(players, -1, ["random"])
    with pytest.raises(ValueError, match="seed"):
        simulate(players, 1, ["random"], seed=-1)
    with pytest.raises(TypeError):
        simulate(players, True, ["random"])
    # One name is not a list of names: a str would be taken apart into one-letter bots.
    with pytest.raises(TypeError, match=r"^bots is a list of str, not a str: write \['random'\] for one$"):
        simulate(players, 1, "random")
    with pytest.raises(TypeError, match=r"^bots is a list of str: 3 \(int\) is not a str$"):
        simulate(players, 1, ["random", 3])
    with pytest.raises(TypeError, match="bots is a list of str, not int"):
        simulate(players, 1, 3)
    assert simulate(players, 2, ("random", "greedy"))["entrants"][:, 0].tolist() == [0, 1]
    # More games than memory can hold raise MemoryError rather than abort the process.
    for games in [2**40, 2**62, 2**64 - 1]:
        with pytest.raises(MemoryError, match="do not fit in memory"):
            simulate(players, games, ["random"])


def test_a_simulated_game_replays_from_its_seeds_as_documented(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    bots = ["greedy", "random", "ismcts:5"]
    result = g.simulate(players, 4, bots, seed=2**64 - 2)  # the seeds wrap around after 2**64 - 1
    for i in range(4):
        game_seed = int(result["seeds"][i])
        assert game_seed == (2**64 - 2 + i) % 2**64
        seats = [g.Bot(bots[int(result["entrants"][i][seat])], bot_seed(game_seed, seat)) for seat in range(players)]
        assert [int(e) for e in result["entrants"][i]] == [(seat + i) % len(bots) for seat in range(players)]
        game = g.Game(players, game_seed)
        decisions = 0
        while not game.is_over:
            player = game.current_player
            game.apply(seats[player].choose(game.view(player), game.legal_moves()))
            decisions += 1
        assert decisions == result["decisions"][i]
        scores = game.scores()
        assert list(scores.totals) == result["totals"][i].tolist()
        assert [p in scores.winners for p in range(players)] == result["winners"][i].tolist()
    # Without rotation, seat s gets bot s % len(bots): bots beyond the seats do not play.
    fixed = g.simulate(players, 3, bots, rotate=False)
    assert fixed["entrants"].tolist() == [[s % len(bots) for s in range(players)]] * 3


def test_batch_functions_take_options(g: ModuleType) -> None:
    m = g
    players = m.MIN_PLAYERS
    options = option_variant(m)
    result = m.simulate(players, 6, ["random", "greedy"], seed=3, **options)
    assert result["totals"].shape == (6, players) and result["seeds"].tolist() == list(range(3, 9))
    bots = ["random", "greedy"]
    for i, seed in enumerate(range(3, 9)):
        # The batch's game i, replayed: seat s holds bot (s + i) % 2, seeded from the game's seed.
        g = m.Game(players, seed, **options)
        seated = {s: m.Bot(bots[(s + i) % 2], (seed * 0x9E3779B97F4A7C15 + s) % 2**64) for s in range(players)}
        while not g.is_over:
            g.apply(seated[g.current_player].choose(g))
        assert g.scores().totals == result["totals"][i].tolist()
        assert len(g.history()) == result["decisions"][i]
    rows = m.trajectories(players, 2, ["random"], seed=1, **options)
    assert rows["observation"].shape[1] == m.OBSERVATION_SIZE and rows["mask"].shape[1] == m.NUM_ACTIONS
    standings = m.tournament(players, 6, ["random", "greedy"], seed=3, **options)
    assert [s["bot"] for s in standings] == ["random", "greedy"]
    with pytest.raises(TypeError):
        m.simulate(players, 1, ["random"], no_such_option=1)
    with pytest.raises(TypeError):
        m.trajectories(players, 1, ["random"], no_such_option=1)
    with pytest.raises(SetupError):
        m.simulate(m.MAX_PLAYERS + 1, 1, ["random"])
    variant = m.Game(players, 5, **options)
    assert all(variant.options[k] == v for k, v in options.items()) and variant != m.Game(players, 5)


def test_batches_are_set_up_for_exactly_the_stated_counts(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        assert g.simulate(players, 2, ["random"])["totals"].shape == (2, players)
        assert set(g.trajectories(players, 1, ["random"])["seat"]) == set(range(players))
    for players in (g.MIN_PLAYERS - 1, g.MAX_PLAYERS + 1):
        with pytest.raises(SetupError):
            g.simulate(players, 2, ["random"])
        with pytest.raises(SetupError):
            g.trajectories(players, 1, ["random"])



def test_rows_agree_with_a_per_step_replay(g: ModuleType) -> None:
    players, bots, seed = g.MIN_PLAYERS + 1, ["greedy", "random", "ismcts:5"], 2**64 - 2
    rows = g.trajectories(players, 3, bots, seed=seed)
    sim = g.simulate(players, 3, bots, seed=seed)
    assert rows["seeds"].tolist() == sim["seeds"].tolist()
    r = 0
    for i in range(3):
        game_seed = int(rows["seeds"][i])
        assert game_seed == (seed + i) % 2**64
        seats = [g.Bot(bots[(seat + i) % len(bots)], bot_seed(game_seed, seat)) for seat in range(players)]
        game = g.Game(players, game_seed)
        first = r
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            assert (int(rows["game"][r]), int(rows["seat"][r])) == (i, seat)
            assert np.array_equal(rows["observation"][r], game.observation(seat))
            assert np.array_equal(rows["observation"][r], view.observation())
            assert np.array_equal(rows["mask"][r], game.legal_action_mask())
            move = seats[seat].choose(view, game.legal_moves())
            assert int(rows["action"][r]) == move.action_id
            assert rows["mask"][r][move.action_id]
            game.apply(move)
            r += 1
        assert r - first == sim["decisions"][i]
        totals, winners = sim["totals"][i], sim["winners"][i]
        for row in range(first, r):
            seat = int(rows["seat"][row])
            assert rows["score"][row] == totals[seat]
            expected = (1 if winners.sum() == 1 else 0) if winners[seat] else -1
            assert rows["result"][row] == expected
    assert r == len(rows["game"])


def test_shapes_and_dtypes(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    rows = g.trajectories(players, 5, ["random"], seed=7)
    assert set(rows) == KEYS
    assert {k: a.dtype.name for k, a in rows.items()} == DTYPES
    n = len(rows["game"])
    assert n > 0 and rows["seeds"].shape == (5,)
    assert rows["observation"].shape == (n, g.OBSERVATION_SIZE)
    assert rows["mask"].shape == (n, g.NUM_ACTIONS)
    assert all(rows[k].shape == (n,) for k in ("game", "seat", "action", "score", "result"))
    assert rows["mask"][np.arange(n), rows["action"]].all()
    assert set(rows["result"].tolist()) <= {-1, 0, 1} and (rows["game"][1:] >= rows["game"][:-1]).all()
    again = g.trajectories(players, 5, ["random"], seed=7)
    assert all(np.array_equal(rows[k], again[k]) for k in KEYS)
    empty = g.trajectories(players, 0, ["random"])
    assert empty["observation"].shape == (0, g.OBSERVATION_SIZE) and empty["mask"].shape == (0, g.NUM_ACTIONS)
    assert empty["seeds"].shape == (0,)


def test_bad_arguments_raise_as_simulate(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    bad: list[tuple[tuple[Any, ...], dict[str, Any], type[BaseException], str | None]] = [
        ((1, 1, ["random"]), {}, SetupError, None),
        ((300, 1, ["random"]), {}, SetupError, None),
        ((players, 1, ["nobody"]), {}, ValueError, "unknown bot"),
        ((players, 1, []), {}, ValueError, "at least one bot"),
        ((players, 1, ["random"] * 128), {}, ValueError, "128 bots are too many"),
        ((players, -1, ["random"]), {}, ValueError, "games"),
        ((players, 1, ["random"]), {"seed": -1}, ValueError, "seed"),
        ((players, True, ["random"]), {}, TypeError, None),
        ((players, 1, "random"), {}, TypeError, r"^bots is a list of str, not a str"),
        ((players, 1, 3), {}, TypeError, "bots is a list of str, not int"),
        ((players, 2**62, ["random"]), {}, MemoryError, "do not fit in memory"),
    ]
    for args, kwargs, error, match in bad:
        for function in (g.simulate, g.trajectories):
            with pytest.raises(error, match=match):
                function(*args, **kwargs)
    with pytest.raises(TypeError, match="no option"):
        g.trajectories(players, 1, ["random"], nope=1)


def test_options_reach_the_games(g: ModuleType) -> None:
    options = option_variant(g)
    rows = g.trajectories(g.MIN_PLAYERS, 2, ["random"], seed=1, **options)
    sim = g.simulate(g.MIN_PLAYERS, 2, ["random"], seed=1, **options)
    assert len(rows["game"]) == int(sim["decisions"].sum())


@pytest.mark.parametrize("batch_name", ["simulate", "trajectories"])
def test_ctrl_c_stops_a_long_simulation(g: ModuleType, batch_name: str) -> None:
    import os
    import signal
    import sys
    import threading
    import time
    from types import FrameType

    # `trajectories` plays the games `simulate` plays and stops the same way.
    simulate = getattr(g, batch_name)

    # 2,000 games of 500-iteration searches take minutes; Ctrl-C during the call ends it once the
    # games under way finish (one per core). What the whole batch would cost is measured in
    # processor time, which does not grow when the machine is busy: a few of its games first.
    sample = 4
    before = time.process_time()
    players = g.MIN_PLAYERS + 1
    simulate(players, sample, ["ismcts"])
    per_game = (time.process_time() - before) / sample

    # A second thread presses Ctrl-C every 50 ms until the batch has returned. Python runs the
    # handler on this thread, between bytecodes or when the running call checks for signals; it
    # raises KeyboardInterrupt only inside the call (the profile hook marks it), so the interrupt
    # is taken by the batch however late the call starts, and presses outside it are ignored.
    here = sys._getframe()
    state = {"inside": False, "taken": False}
    returned = threading.Event()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if arg is simulate:
            state["inside"] = event == "c_call"

    def on_sigint(signum: int, frame: FrameType | None) -> None:
        if state["inside"] and frame is here and not state["taken"]:
            state["taken"] = True
            raise KeyboardInterrupt

    def press() -> None:
        while not returned.wait(0.05):
            os.kill(os.getpid(), signal.SIGINT)

    previous = signal.signal(signal.SIGINT, on_sigint)
    presser = threading.Thread(target=press)
    try:
        presser.start()
        sys.setprofile(profile)
        before = time.process_time()
        with pytest.raises(KeyboardInterrupt):
            simulate(players, 2000, ["ismcts"])
        used = time.process_time() - before
    finally:
        sys.setprofile(None)
        returned.set()
        presser.join()
        signal.signal(signal.SIGINT, previous)
    assert state["taken"]
    assert used < 500 * per_game, (
        f"the batch ran to its end instead of stopping: {used:.1f} s of processor time, {per_game:.2f} s a game"
    )
    # Nothing is left behind: the next batch plays as usual.
    assert g.simulate(players, 3, ["random"])["decisions"].min() > 0
    assert len(g.trajectories(players, 3, ["random"])["game"]) > 0

