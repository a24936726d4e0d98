"""The engine's bots, for every game: made by name (``random``, ``greedy``, ``ismcts``,
``ismcts:N``, ``expert``, ``expert:N``, ``expert:250ms``) or as a search for a time, seeded,
choosing legal moves from a view only (or from a game, for the seat that decides), among the
moves given when given; the expert's estimate of each move; the seeded choices Rust records in
testdata/bot-choices.json."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path
from types import ModuleType

import pytest

from herr_der_ziegen import IllegalMoveError

from helpers import played


def test_bots_play_whole_games(g: ModuleType) -> None:
    assert set(g.BOT_NAMES) == {"random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"}
    for players in sorted({g.MIN_PLAYERS, min(g.MIN_PLAYERS + 1, g.MAX_PLAYERS), g.MAX_PLAYERS}):
        game = g.Game(players, players)
        kinds = ["greedy", "ismcts:20", "random"]
        bots = [g.Bot(kinds[p % len(kinds)], seed=p) for p in range(players)]
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


def test_bots_are_deterministic_and_accept_action_ids(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 9)
    a, b = g.Bot("random", 5), g.Bot("random", 5)
    view = game.view(game.current_player)
    assert [a.choose(view, game.legal_actions()) for _ in range(5)] == [
        b.choose(view, game.legal_moves()) for _ in range(5)
    ]
    assert g.Bot("greedy").name == "greedy" and repr(g.Bot("greedy")) == "<Bot greedy>"


def test_a_timed_search_chooses_legal_moves_within_bounds(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 4)
    bot = g.Bot("ismcts", 2, seconds=0.003)
    for _ in range(4):
        move = bot.choose(game.view(game.current_player), game.legal_moves())
        assert move in game.legal_moves()
        game.apply(move)
    assert g.Bot("ismcts", seconds=10).name == "ismcts"
    for seconds in [0, -1.0, 10.001, 10.0000000001, float("nan"), float("inf"), 10**400, -(10**400)]:
        with pytest.raises(ValueError, match="at most 10"):
            g.Bot("ismcts", seconds=seconds)
    assert g.Bot("ismcts", seconds=1e-10).name == "ismcts"  # more than 0: a nanosecond
    assert g.Bot("expert", 2, seconds=0.003).choose(game) in game.legal_moves()
    for name in ["greedy", "random", "ismcts:50", "expert:50"]:
        with pytest.raises(ValueError, match="only \"ismcts\" and \"expert\""):
            g.Bot(name, seconds=1)
    for wrong in ["1", True, None.__class__]:
        with pytest.raises(TypeError):
            g.Bot("ismcts", seconds=wrong)


def test_bot_errors(g: ModuleType) -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        g.Bot("clever")
    # Budgets are written in digits, 1 to 100,000 iterations.
    for name in ["nope", "ismcts:0", "ismcts:01", "ismcts:05", "ismcts:+3", "ismcts: 3", "ismcts:100001", "ismcts:4294967295"]:
        with pytest.raises(ValueError, match="unknown bot"):
            g.Bot(name)
    assert g.Bot("ismcts:100000").name == "ismcts:100000"
    # Seeds are ints from 0 to 2**64 - 1, as for Game.
    for seed in [-1, 2**64]:
        with pytest.raises(ValueError, match="seed"):
            g.Bot("random", seed)
    with pytest.raises(TypeError):
        g.Bot("random", True)
    # None is no seed (as for Game): left out, the seed is 0.
    with pytest.raises(TypeError, match="NoneType"):
        g.Bot("random", None)
    with pytest.raises(TypeError, match="NoneType"):
        g.Bot("random", seed=None)
    with pytest.raises(TypeError, match="NoneType"):
        g.simulate(g.MIN_PLAYERS, 1, ["random"], seed=None)
    with pytest.raises(TypeError, match="NoneType"):
        g.trajectories(g.MIN_PLAYERS, 1, ["random"], None)
    assert g.simulate(g.MIN_PLAYERS, 1, ["random"])["seeds"].tolist() == [0]
    view = g.Game(g.MIN_PLAYERS, 1).view(g.Game(g.MIN_PLAYERS, 1).current_player)
    with pytest.raises(ValueError, match="no legal move"):
        g.Bot("greedy").choose(view, [])
    with pytest.raises(TypeError):
        g.Bot("greedy").choose(view, ["x"])
    with pytest.raises(TypeError):
        g.Bot("greedy").choose(view, 3)
    with pytest.raises(TypeError):
        g.Bot("random").choose("game")
    with pytest.raises(TypeError):
        pickle.dumps(g.Bot("random"))


def test_bots_choose_only_among_the_seats_legal_moves(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    game = g.Game(players, 9)
    rng = random.Random(9)
    for _ in range(7):
        game.apply(rng.choice(game.legal_actions()))
    decider = game.current_player
    assert decider is not None
    view, legal = game.view(decider), game.legal_moves()
    # Some of the legal moves are fine: the bot picks among them.
    for name in ["random", "greedy", "ismcts:30"]:
        assert g.Bot(name, seed=1).choose(view, legal[-1:]) == legal[-1]
        assert g.Bot(name, seed=1).choose(view, legal) in legal
    wrong = next(a for a in range(g.NUM_ACTIONS) if a not in game.legal_actions())
    with pytest.raises(ValueError, match="not a legal move of seat"):
        g.Bot("ismcts:20").choose(view, [*legal, wrong])
    with pytest.raises(ValueError, match="does not decide now"):
        g.Bot("random").choose(game.view((decider + 1) % players), legal)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(ValueError, match="game is over"):
        g.Bot("greedy").choose(game.view(0), legal)
    with pytest.raises(ValueError, match="game is over"):
        g.Bot("greedy").choose(game)


def test_bots_by_name(g: ModuleType) -> None:
    for bot_name in ("random", "greedy", "ismcts:20"):
        bot = g.Bot(bot_name, 3)
        assert bot.name == bot_name and bot_name in repr(bot)
        game = g.Game(3, 4)
        steps = 0
        while not game.is_over and steps < 40:
            seat = game.current_player
            mv = bot.choose(game) if steps % 2 else bot.choose(game.view(seat))
            assert mv in game.legal_moves()
            game.apply(mv)
            steps += 1
    game = g.Game(3, 4)
    legal = game.legal_moves()
    assert g.Bot("random", 1).choose(game.view(game.current_player), [legal[-1]]) == legal[-1]
    assert g.Bot("random", 1).choose(game, [legal[0].action_id]) == legal[0]
    other = (game.current_player + 1) % 3
    with pytest.raises(ValueError, match="does not decide"):
        g.Bot("random").choose(game.view(other))
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in game.legal_actions())
    with pytest.raises(ValueError, match="not a legal move"):
        g.Bot("random").choose(game, [illegal])
    with pytest.raises(TypeError):
        g.Bot("random").choose("game")
    for bad in ("nope", "ismcts:0", "ismcts:01"):
        with pytest.raises(ValueError, match="unknown bot"):
            g.Bot(bad)
    with pytest.raises(ValueError):
        g.Bot("random", -1)


def test_bots_choose_from_a_game_a_view_or_a_view_and_moves(g: ModuleType) -> None:
    m = g
    g = played(m, m.MIN_PLAYERS, 2, 3)
    seat = g.current_player
    legal = g.legal_moves()
    for bot in (m.Bot("random", 1), m.Bot("greedy"), m.Bot("ismcts:10", 2), m.Bot("ismcts", 3, seconds=0.01)):
        for choice in (bot.choose(g), bot.choose(g.view(seat)), bot.choose(g.view(seat), legal), bot.choose(g, [legal[-1]])):
            assert choice in legal and any(choice is mv for mv in legal)
    assert m.Bot("random", 1).choose(g.view(seat), [legal[-1].action_id]) == legal[-1]
    with pytest.raises(ValueError, match="does not decide"):
        m.Bot("random").choose(g.view((seat + 1) % g.players))
    with pytest.raises(ValueError, match="unknown bot"):
        m.Bot("nope")
    with pytest.raises(ValueError):
        m.Bot("greedy", seconds=1.0)
    with pytest.raises(ValueError):
        m.Bot("ismcts", seconds=0)
    with pytest.raises(TypeError):
        m.Bot("ismcts", seconds=True)
    with pytest.raises(TypeError):
        m.Bot("random").choose("game")


def test_seeded_bots_choose_as_rust_records(g: ModuleType) -> None:
    fixture = Path(__file__).resolve().parents[2] / "testdata" / "bot-choices.json"
    records = [r for r in json.loads(fixture.read_text())["games"] if r["game"] == g.Game.NAME]
    assert {r["bot"] for r in records} >= {"random", "greedy", "ismcts:40", "expert:40"}
    for record in records:
        game = g.Game(record["players"], record["seed"])
        bot = g.Bot(record["bot"], record["bot_seed"])
        moves: list[int] = []
        while len(moves) < len(record["moves"]) and not game.is_over:
            move = bot.choose(game)
            moves.append(move.action_id)
            game.apply(move)
        assert moves == record["moves"], f"{record['bot']} seed {record['bot_seed']}"


def test_the_expert_plays_every_player_count_to_the_end(g: ModuleType) -> None:
    for players in range(g.MIN_PLAYERS, g.MAX_PLAYERS + 1):
        game = g.Game(players, players)
        bots = [g.Bot("expert:4", seed=p) for p in range(players)]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            move = bots[seat].choose(game.view(seat))
            assert move in game.legal_moves()
            game.apply(move)


def test_the_expert_estimates_every_legal_move(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 6)
    while len(game.legal_moves()) < 2:
        game.apply(game.legal_moves()[0])
    view = game.view(game.current_player)
    estimates = g.Bot("expert:200", 3).analyse(view)
    assert [move for move, _, _ in estimates] == game.legal_moves()
    assert sum(visits for _, _, visits in estimates) == 200
    for _, value, visits in estimates:
        assert (value is None) == (visits == 0)
        assert value is None or 0.0 <= value <= 1.0
    most_tried = max(visits for _, _, visits in estimates)
    chosen = g.Bot("expert:200", 3).choose(view)
    assert next(visits for move, _, visits in estimates if move == chosen) == most_tried
    assert g.Bot("expert:200", 3).analyse(game) == estimates
    with pytest.raises(ValueError, match='the bot "ismcts:20" does not estimate'):
        g.Bot("ismcts:20").analyse(view)
    with pytest.raises(IllegalMoveError, match="does not decide now") as refused:
        g.Bot("expert:5").analyse(game.view((game.current_player + 1) % game.players))
    assert refused.value.reason == "not_your_turn"
    with pytest.raises(TypeError):
        g.Bot("expert:5").analyse("view")


def test_the_expert_estimates_a_single_legal_move_too(g: ModuleType) -> None:
    # Greedy play until a seat has one legal move (a hand's last card, a forced take).
    for seed in range(1, 20):
        game = g.Game(g.MIN_PLAYERS, seed)
        greedy = g.Bot("greedy", seed)
        while not game.is_over and len(game.legal_moves()) > 1:
            game.apply(greedy.choose(game))
        if not game.is_over:
            break
    else:
        pytest.fail("no game with a single legal move")
    [(move, value, visits)] = g.Bot("expert:50", 1).analyse(game)
    assert move == game.legal_moves()[0]
    assert visits == 50
    assert value is not None and 0.0 <= value <= 1.0
    assert g.Bot("expert:50", 1).choose(game) == move


def test_a_bot_refuses_a_seat_that_does_not_decide_as_a_move_would_be(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 3)
    other = game.view((game.current_player + 1) % game.players)
    for name in ("expert:5", "greedy"):
        with pytest.raises(IllegalMoveError) as refused:
            g.Bot(name).choose(other)
        assert refused.value.reason == "not_your_turn"
    while not game.is_over:
        game.apply(game.legal_moves()[0])
    for call in (g.Bot("expert:5").choose, g.Bot("expert:5").analyse):
        with pytest.raises(IllegalMoveError) as refused:
            call(game)
        assert refused.value.reason == "game_over"
        with pytest.raises(IllegalMoveError) as refused:
            call(game.view(0))
        assert refused.value.reason == "game_over"
