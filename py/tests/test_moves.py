"""Moves and refusals, for every game: action ids, shared immutable ``Move`` objects, legal moves
and masks, ``apply`` and ``apply_action``, and every kind of bad input refused with its typed
error, the game left exactly as it was."""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable
from types import ModuleType

import numpy as np
import pytest

from herr_der_ziegen import HerrDerZiegenError, IllegalMoveError, InvalidStateError, Scores, SetupError

from helpers import GAME_MODULES, assert_no_overflow_error, played


def test_every_action_id_is_a_move(g: ModuleType) -> None:
    for action in range(g.NUM_ACTIONS):
        mv = g.Move.from_action_id(action)
        assert mv.action_id == action and str(mv) and repr(mv).startswith("<Move ")
        assert f"action {action}" in repr(mv)
        assert isinstance(mv.kind, str) and mv.kind
        assert pickle.loads(pickle.dumps(mv)) == mv
        assert hash(mv) == hash(g.Move.from_action_id(action))
    assert len({g.Move.from_action_id(i) for i in range(g.NUM_ACTIONS)}) == g.NUM_ACTIONS
    assert g.Move.from_action_id(0) != g.Move.from_action_id(1)
    for bad in (-1, g.NUM_ACTIONS, 2**70):
        with pytest.raises(IllegalMoveError, match="not an action id") as refused:
            g.Move.from_action_id(bad)
        assert refused.value.reason == "unknown_action"
    with pytest.raises(TypeError):
        g.Move.from_action_id(True)
    with pytest.raises(TypeError):
        g.Move.from_action_id("1")


def test_moves_are_immutable_and_shared_per_action_id(g: ModuleType) -> None:
    """legal_moves() hands out one Move object per action id, made once: lists of moves are then
    only lists. Moves cannot be changed, so sharing them is invisible but for `is`."""
    game = g.Game(g.MIN_PLAYERS, 2)
    moves = game.legal_moves()
    again = game.legal_moves()
    assert moves == again and moves is not again
    assert all(a is b for a, b in zip(moves, again))
    assert all(mv is g.Move.from_action_id(mv.action_id) for mv in moves)
    seat = game.current_player
    assert all(mv is m for mv, m in zip(game.view(seat).legal_moves(), moves))
    bot_choice = g.Bot("random", 3).choose(game.view(seat), moves)
    assert any(bot_choice is mv for mv in moves)
    with pytest.raises(AttributeError):
        moves[0].kind = "other"
    assert pickle.loads(pickle.dumps(moves[0])) is moves[0]


def test_a_game_from_start_to_end(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    game = g.Game(players, 7)
    assert game.players == players and game.current_player is not None and not game.is_over
    assert game.phase != "over" and game.phase_details["type"] == game.phase
    rng = random.Random(3)
    turns = [game.turn]
    while not game.is_over:
        moves = game.legal_moves()
        assert [m.action_id for m in moves] == game.legal_actions()
        mask = game.legal_action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (g.NUM_ACTIONS,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(game.legal_actions())
        mv = rng.choice(moves)
        assert game.is_legal(mv) and game.is_legal(mv.action_id)
        events = game.apply(mv)
        assert events and all(isinstance(e, dict) and "event" in e for e in events)
        turns.append(game.turn)
    assert turns == sorted(turns)
    assert game.phase == "over" and game.current_player is None
    assert game.legal_moves() == [] and game.legal_actions() == [] and not game.legal_action_mask().any()
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(0)
    assert refused.value.reason == "game_over"


def test_apply_action_is_apply_without_event_objects(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    game = g.Game(players, 21)
    rng = random.Random(4)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        fast = game.clone()
        assert fast.apply_action(action) is None
        game.apply(action)
        assert fast.to_json() == game.to_json()
    before = game.to_json()
    with pytest.raises(IllegalMoveError):
        game.apply_action(0)
    fresh = g.Game(players, 21)
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in fresh.legal_actions())
    state = fresh.to_json()
    with pytest.raises(IllegalMoveError):
        fresh.apply_action(illegal)
    with pytest.raises(IllegalMoveError):
        fresh.apply_action(g.NUM_ACTIONS)
    assert fresh.to_json() == state and game.to_json() == before
    with pytest.raises(TypeError):
        fresh.apply_action("1")
    with pytest.raises(TypeError):
        fresh.apply_action(True)


def test_refused_moves_leave_the_game_unchanged(g: ModuleType) -> None:
    game = played(g, 4 if g.MAX_PLAYERS >= 4 else g.MAX_PLAYERS, 5, 6)
    players = game.players
    before = game.to_json()
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in game.legal_actions())
    for action in (illegal, -1, g.NUM_ACTIONS, 2**80):
        with pytest.raises(IllegalMoveError):
            game.apply(action)
        with pytest.raises(IllegalMoveError):
            game.apply_action(action)
        assert not game.is_legal(action)
    for wrong in ("1", 1.0, 1.5, None, True, [1], g.Move):
        with pytest.raises(TypeError):
            game.apply(wrong)
        if wrong is not g.Move and not isinstance(wrong, list):
            with pytest.raises(TypeError):
                game.is_legal(wrong)
    other = (game.current_player + 1) % players
    with pytest.raises(IllegalMoveError) as turn:
        game.apply(game.legal_actions()[0], player=other)
    assert turn.value.reason == "not_your_turn"
    assert f"player {game.current_player}'s decision" in str(turn.value)
    with pytest.raises(ValueError):
        game.apply(game.legal_actions()[0], player=players)
    # A move of another game is not a move of this one.
    other_game = GAME_MODULES[(GAME_MODULES.index(g) + 1) % len(GAME_MODULES)]
    with pytest.raises(TypeError):
        game.apply(other_game.Move.from_action_id(0))
    assert game.to_json() == before
    assert game.apply_action(game.legal_actions()[0]) is None
    assert game.to_json() != before


def test_illegal_moves_are_rejected_without_change(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS + 1, 11, 9)
    before = game.to_json()
    legal = set(game.legal_actions())
    illegal = [a for a in range(g.NUM_ACTIONS) if a not in legal]
    for action in illegal[:: max(1, len(illegal) // 60)]:
        assert not game.is_legal(action)
        with pytest.raises(IllegalMoveError) as info:
            game.apply(action)
        assert info.value.reason
        assert game.to_json() == before
    with pytest.raises(IllegalMoveError) as info:
        game.apply(-1)
    assert info.value.reason == "unknown_action" and "-1 is not an action id" in str(info.value)
    with pytest.raises(IllegalMoveError):
        game.apply(2**70)
    # `apply_action` words unknown ids the same way, with their value.
    for bad_id in [-1, 2**40, 2**70]:
        with pytest.raises(IllegalMoveError, match=f"{bad_id} is not an action id") as info:
            game.apply_action(bad_id)
        assert info.value.reason == "unknown_action"
    for bad in [True, 1.0, "0", None]:
        with pytest.raises(TypeError):
            game.apply_action(bad)
    assert not game.is_legal(-5)
    current = game.current_player
    game.apply(game.legal_actions()[0], player=current)
    assert game.to_json() != before


def test_bad_input_is_refused_and_changes_nothing(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS, 6, 5)
    before = game.to_json()
    with pytest.raises(ValueError):
        game.view(game.players)
    with pytest.raises(ValueError):
        game.hand(-1)
    with pytest.raises(TypeError):
        game.view("0")
    with pytest.raises(TypeError):
        g.Game("3", 1)
    with pytest.raises(TypeError):
        g.Game(g.MIN_PLAYERS, 1, no_such_option=1)
    with pytest.raises(SetupError) as count:
        g.Game(g.MAX_PLAYERS + 1, 1)
    assert count.value.reason == "player_count"
    assert game.to_json() == before


def test_seats_are_checked(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 1)
    n = g.MIN_PLAYERS
    for bad in (-1, n, 2**70, np.uint64(2**63)):
        with pytest.raises(ValueError):
            game.view(bad)
        with pytest.raises(ValueError):
            game.observation(bad)
        with pytest.raises(ValueError):
            game.hand(bad)
    with pytest.raises(ValueError, match=f"no player {n}"):
        game.view(n)
    with pytest.raises(TypeError):
        game.view("0")
    with pytest.raises(TypeError):
        game.view(True)
    with pytest.raises(TypeError, match="must be an int, not float64"):
        game.view(np.float64(1.0))


def test_numpy_integers_are_moves(g: ModuleType) -> None:
    game = g.Game(np.int64(g.MIN_PLAYERS), np.uint64(5))
    action = np.int32(game.legal_actions()[0])
    assert game.is_legal(action) and game.is_legal(np.int64(action))
    game.apply(action)
    assert game.history() == [int(action)]


def test_errors_are_value_errors_that_pickle() -> None:
    for cls in (IllegalMoveError, InvalidStateError, SetupError):
        assert issubclass(cls, HerrDerZiegenError) and issubclass(cls, ValueError)
        e = cls("message", "reason")
        again = pickle.loads(pickle.dumps(e))
        assert repr(again) == repr(e) and type(again) is cls
        assert (str(again), again.reason, again.message) == ("message", "reason", "message")
    for m in GAME_MODULES:
        game = m.Game(m.MIN_PLAYERS, 1)
        illegal = next(a for a in range(m.NUM_ACTIONS) if a not in game.legal_actions())
        with pytest.raises(IllegalMoveError) as info:
            game.apply(illegal)
        err = info.value
        again = pickle.loads(pickle.dumps(err))
        assert type(again) is IllegalMoveError and str(again) == str(err) and again.reason == err.reason != ""


def test_no_call_raises_overflow_error(g: ModuleType) -> None:
    """Every int parameter of the API every game shares, given ints far out of range: a
    ValueError (or its subclasses), an IndexError for indexing, a MemoryError for impossible batch
    sizes, never an OverflowError, and the game is left as it was."""
    players = g.MIN_PLAYERS
    game = g.Game(players, 1)
    view, scores = game.view(0), game.scores()
    before = game.to_json()
    first = game.legal_actions()[0]
    calls: dict[str, Callable[[int], object]] = {
        "Game": lambda x: g.Game(x, 1),
        "Game seed": lambda x: g.Game(players, x),
        "apply": lambda x: game.apply(x),
        "apply player": lambda x: game.apply(first, player=x),
        "apply_action": lambda x: game.apply_action(x),
        "is_legal": lambda x: game.is_legal(x),
        "view": lambda x: game.view(x),
        "observation": lambda x: game.observation(x),
        "hand": lambda x: game.hand(x),
        "view determinize": lambda x: view.determinize(x),
        "view is_legal": lambda x: view.is_legal(x),
        "Move.from_action_id": lambda x: g.Move.from_action_id(x),
        "Bot seed": lambda x: g.Bot("random", x),
        "max_game_length": lambda x: g.Game.max_game_length(x),
        "simulate players": lambda x: g.simulate(x, 1, ["random"]),
        "simulate games": lambda x: g.simulate(players, x, ["random"]),
        "simulate seed": lambda x: g.simulate(players, 1, ["random"], seed=x),
        "trajectories games": lambda x: g.trajectories(players, x, ["random"]),
        "scores[]": lambda x: scores[x],
        "is_winner": lambda x: scores.is_winner(x),
        "Scores": lambda x: Scores([], [x]),
    }
    assert_no_overflow_error(calls)
    assert game.to_json() == before

