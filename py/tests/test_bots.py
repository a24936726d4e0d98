"""The engine's bots choose legal moves from views only."""

from __future__ import annotations

import pickle

import pytest

import random

from herr_der_ziegen import BOT_NAMES, NUM_ACTIONS, Bot, Game, SetupError


def test_bots_play_whole_games() -> None:
    assert set(BOT_NAMES) == {"random", "greedy", "ismcts", "ismcts:N"}
    for players in range(2, 6):
        game = Game(players, players)
        kinds = ["greedy", "ismcts:20", "random", "random", "random"]
        bots = [Bot(kinds[p], seed=p) for p in range(players)]
        while not game.is_over:
            p = game.current_player
            assert p is not None
            # A seat lists its choices from its view alone; the others have none.
            assert [game.view(s).legal_moves() for s in range(players)] == [
                game.legal_moves() if s == p else [] for s in range(players)
            ]
            assert game.view(p).legal_actions() == game.legal_actions()
            move = bots[p].choose(game.view(p), game.legal_moves())
            assert move in game.legal_moves()
            game.apply(move)
        assert len(game.scores().totals) == players


def test_bots_are_deterministic_and_accept_action_ids() -> None:
    game = Game(3, 9)
    a, b = Bot("random", 5), Bot("random", 5)
    view = game.view(0)
    assert [a.choose(view, game.legal_actions()) for _ in range(5)] == [
        b.choose(view, game.legal_moves()) for _ in range(5)
    ]
    assert Bot("greedy").name == "greedy" and repr(Bot("greedy")) == "<Bot greedy>"


def test_a_timed_search_chooses_legal_moves_within_bounds() -> None:
    game = Game(3, 4)
    bot = Bot("ismcts", 2, seconds=0.003)
    for _ in range(4):
        move = bot.choose(game.view(game.current_player or 0), game.legal_moves())
        assert move in game.legal_moves()
        game.apply(move)
    assert Bot("ismcts", seconds=10).name == "ismcts"
    for seconds in [0, -1.0, 10.001, 10.0000000001, float("nan"), float("inf"), 10**400, -(10**400)]:
        with pytest.raises(ValueError, match="at most 10"):
            Bot("ismcts", seconds=seconds)
    assert Bot("ismcts", seconds=1e-10).name == "ismcts"  # more than 0: a nanosecond
    for name in ["greedy", "random", "ismcts:50"]:
        with pytest.raises(ValueError, match="only \"ismcts\""):
            Bot(name, seconds=1)
    for wrong in ["1", True, None.__class__]:
        with pytest.raises(TypeError):
            Bot("ismcts", seconds=wrong)  # type: ignore[arg-type]


def test_bot_errors() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        Bot("clever")
    # Budgets are written in digits, 1 to 100,000 iterations.
    for name in ["ismcts:0", "ismcts:05", "ismcts:+3", "ismcts: 3", "ismcts:100001", "ismcts:4294967295"]:
        with pytest.raises(ValueError, match="unknown bot"):
            Bot(name)
    assert Bot("ismcts:100000").name == "ismcts:100000"
    # Seeds are ints from 0 to 2**64 - 1, as for Game.
    for seed in [-1, 2**64]:
        with pytest.raises(ValueError, match="seed"):
            Bot("random", seed)
    with pytest.raises(TypeError):
        Bot("random", True)
    with pytest.raises(ValueError, match="no legal move"):
        Bot("greedy").choose(Game(2, 1).view(0), [])
    with pytest.raises(TypeError):
        Bot("greedy").choose(Game(2, 1).view(0), ["x"])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        pickle.dumps(Bot("random"))


def test_bots_choose_only_among_the_seats_legal_moves() -> None:
    game = Game(3, 9)
    rng = random.Random(9)
    for _ in range(7):
        game.apply(rng.choice(game.legal_actions()))
    decider = game.current_player
    assert decider is not None
    view, legal = game.view(decider), game.legal_moves()
    # Some of the legal moves are fine: the bot picks among them.
    for name in ["random", "greedy", "ismcts:30"]:
        assert Bot(name, seed=1).choose(view, legal[-1:]) == legal[-1]
        assert Bot(name, seed=1).choose(view, legal) in legal
    wrong = next(a for a in range(NUM_ACTIONS) if a not in game.legal_actions())
    with pytest.raises(ValueError, match="not a legal move of seat"):
        Bot("ismcts:20").choose(view, [*legal, wrong])
    with pytest.raises(ValueError, match="does not decide now"):
        Bot("random").choose(game.view((decider + 1) % 3), legal)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(ValueError, match="game is over"):
        Bot("greedy").choose(game.view(0), legal)


def test_simulate_returns_numpy_arrays_reproducibly() -> None:
    from herr_der_ziegen import simulate

    result = simulate(3, 12, ["greedy", "random"], seed=5)
    assert set(result) == {"seeds", "entrants", "totals", "winners", "decisions"}
    assert list(result["seeds"]) == list(range(5, 17))
    assert result["totals"].shape == (12, 3) and result["winners"].shape == (12, 3)
    assert result["entrants"][1].tolist() == [1, 0, 1]  # seats rotate
    assert result["winners"].any(axis=1).all()
    assert (result["decisions"] > 30).all()
    dtypes = {name: array.dtype.name for name, array in result.items()}
    assert dtypes == {"seeds": "uint64", "entrants": "int8", "totals": "int32", "winners": "bool", "decisions": "int32"}
    assert result["seeds"].shape == result["decisions"].shape == (12,)
    # The winners are exactly the seats with the highest total.
    assert (result["winners"] == (result["totals"] == result["totals"].max(axis=1, keepdims=True))).all()
    empty = simulate(3, 0, ["random"])
    assert empty["totals"].shape == (0, 3) and empty["decisions"].shape == (0,)
    again = simulate(3, 12, ["greedy", "random"], seed=5)
    assert all((result[k] == again[k]).all() for k in result)
    with pytest.raises(ValueError, match="unknown bot"):
        simulate(2, 1, ["nobody"])
    with pytest.raises(SetupError):
        simulate(7, 1, ["random"])
    # 127 bots can be told apart in the int8 array; more are refused.
    many = simulate(2, 127, ["random"] * 127)
    assert many["entrants"][:, 0].tolist() == list(range(127))
    with pytest.raises(ValueError, match="128 bots are too many"):
        simulate(2, 1, ["random"] * 128)
    # Counts and seeds out of range, and bools, are refused like Game's arguments.
    with pytest.raises(SetupError):
        simulate(300, 1, ["random"])
    with pytest.raises(ValueError, match="games"):
        simulate(2, -1, ["random"])
    with pytest.raises(ValueError, match="seed"):
        simulate(2, 1, ["random"], seed=-1)
    with pytest.raises(TypeError):
        simulate(2, True, ["random"])
    # One name is not a list of names: a str would be taken apart into one-letter bots.
    with pytest.raises(TypeError, match=r"^bots is a list of str, not a str: write \['random'\] for one$"):
        simulate(2, 1, "random")
    with pytest.raises(TypeError, match=r"^bots is a list of str: 3 \(int\) is not a str$"):
        simulate(2, 1, ["random", 3])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="bots is a list of str, not int"):
        simulate(2, 1, 3)  # type: ignore[arg-type]
    assert simulate(2, 2, ("random", "greedy"))["entrants"].tolist() == [[0, 1], [1, 0]]
    # More games than memory can hold raise MemoryError rather than abort the process.
    for games in [2**40, 2**62, 2**64 - 1]:
        with pytest.raises(MemoryError, match="do not fit in memory"):
            simulate(2, games, ["random"])


def test_a_simulated_game_replays_from_its_seeds_as_documented() -> None:
    from herr_der_ziegen import simulate

    bots = ["greedy", "random", "ismcts:5"]
    result = simulate(3, 4, bots, seed=2**64 - 2)  # the seeds wrap around after 2**64 - 1
    for i in range(4):
        game_seed = int(result["seeds"][i])
        assert game_seed == (2**64 - 2 + i) % 2**64
        seats = [
            Bot(bots[int(result["entrants"][i][seat])], (game_seed * 0x9E3779B97F4A7C15 + seat) % 2**64)
            for seat in range(3)
        ]
        assert [int(e) for e in result["entrants"][i]] == [(seat + i) % 3 for seat in range(3)]
        game = Game(3, game_seed)
        decisions = 0
        while not game.is_over:
            player = game.current_player
            game.apply(seats[player].choose(game.view(player), game.legal_moves()))
            decisions += 1
        assert decisions == result["decisions"][i]
        assert list(game.scores().totals) == result["totals"][i].tolist()
    # Without rotation, seat s gets bot s % len(bots): bots beyond the seats do not play.
    fixed = simulate(2, 3, bots, rotate=False)
    assert fixed["entrants"].tolist() == [[0, 1]] * 3


@pytest.mark.parametrize("batch_name", ["simulate", "trajectories"])
def test_ctrl_c_stops_a_long_simulation(batch_name: str) -> None:
    import os
    import signal
    import sys
    import threading
    import time
    from types import FrameType
    from typing import Any

    import herr_der_ziegen

    # `trajectories` plays the games `simulate` plays and stops the same way.
    simulate = getattr(herr_der_ziegen, batch_name)

    # 2,000 games of 500-iteration searches take minutes; Ctrl-C during the call ends it once the
    # games under way finish (one per core). What the whole batch would cost is measured in
    # processor time, which does not grow when the machine is busy: a few of its games first.
    sample = 4
    before = time.process_time()
    simulate(4, sample, ["ismcts"])
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
            simulate(4, 2000, ["ismcts"])
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
    assert herr_der_ziegen.simulate(2, 3, ["random"])["decisions"].min() > 0
    assert len(herr_der_ziegen.trajectories(2, 3, ["random"])["game"]) > 0
