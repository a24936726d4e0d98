"""Herr der Ziegen's own extras: its setup options and their errors, its moves' constructors and
fields, its events, its scores' breakdown (single, doubled, milk), its card helpers, its pasture
queries on games and views, its dog swaps, the hidden cards of its views (followed through the
events), its observation sections, its pictures, and what its environments show of it."""

from __future__ import annotations

import copy
import json
import pickle
import random
import re
import struct
import xml.etree.ElementTree as ET
import zlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import herr_der_ziegen as hdz
from herr_der_ziegen import (
    NUM_ACTIONS,
    NUM_CARDS,
    OBSERVATION_SIZE,
    Game,
    HerrDerZiegenError,
    IllegalMoveError,
    InvalidStateError,
    Move,
    PlayerScore,
    PlayerView,
    Scores,
    SetupError,
    card_info,
)
from herr_der_ziegen._render_herr_der_ziegen import CELL, MARGIN, kind_colour

from helpers import ROOT, assert_no_overflow_error, cairosvg_or_skip, goat_cells


def play_random(game: Game, seed: int, moves: int | None = None) -> Game:
    rng = random.Random(seed)
    count = 0
    while not game.is_over and (moves is None or count < moves):
        game.apply(rng.choice(game.legal_moves()))
        count += 1
    return game


def test_constants() -> None:
    assert (hdz.MIN_PLAYERS, hdz.MAX_PLAYERS) == (2, 5)
    assert NUM_ACTIONS == 810 and OBSERVATION_SIZE == 4642 and hdz.NUM_CARDS == 121
    assert hdz.NAME == "herr-der-ziegen" and hdz.TITLE == "Herr der Ziegen"
    # Every move is public: the other seats see each one.
    assert all(Move.from_action_id(a).is_public for a in range(NUM_ACTIONS))


def test_a_new_game() -> None:
    game = Game(4, 7)
    assert game.players == 4
    assert game.grid_size == 7
    assert game.turn == 1
    assert game.phase == "play"
    assert game.current_player == 0
    assert game.active_player == 0
    assert not game.is_over
    assert game.end_reason is None
    assert game.played_card is None
    assert len(game.hand(0)) == 2
    assert [game.stable(p) for p in range(4)] == [(0, 0), (0, 6), (6, 6), (6, 0)]
    assert all(game.is_stable(game.stable(p)) for p in range(4))
    assert game.facing_line(0) == ("col", 0)
    assert game.supply(0) == 10
    assert Game(2, 1).grid_size == 6
    assert repr(game).startswith("<Game 4 players, turn 1")


def test_moves_have_ids_fields_and_readable_reprs() -> None:
    game = Game(3, 5)
    moves = game.legal_moves()
    assert [m.action_id for m in moves] == game.legal_actions()
    for m in moves:
        assert m.kind == "play"
        assert m.card is not None and m.action_id == m.card
        assert Move.from_action_id(m.action_id) == m
        assert "play card" in repr(m) and f"action {m.action_id}" in repr(m)
    take = Move.take(0, 3)
    assert (take.kind, take.cell, take.card, take.action_id) == ("take", (0, 3), None, 121 + 3)
    assert str(take) == "take (0,3)"
    dog = Move.dog((0, 4), (0, 1))
    assert (dog.from_cell, dog.to_cell) == ((0, 4), (0, 1))
    assert Move.from_action_id(dog.action_id) == dog
    assert Move.pass_dog().action_id == 219
    assert Move.answer(True).agree is True and Move.answer(False).action_id == 808
    assert Move.mark(2, 2).cell == (2, 2)
    assert len({Move.from_action_id(i) for i in range(NUM_ACTIONS)}) == NUM_ACTIONS
    assert pickle.loads(pickle.dumps(dog)) == dog
    with pytest.raises(IllegalMoveError, match="not two cells of one row or column"):
        Move.dog((0, 0), (1, 1))
    with pytest.raises(IllegalMoveError, match="not two cells of one row or column"):
        Move.dog((0, 0), (0, 0))
    with pytest.raises(IllegalMoveError, match="not an action id"):
        Move.from_action_id(NUM_ACTIONS)
    with pytest.raises(IllegalMoveError, match="not on this pasture"):
        Move.take(7, 0)
    with pytest.raises(TypeError):
        Move.from_action_id("3")  # type: ignore[arg-type]


def test_moves_are_immutable_and_shared_per_action_id() -> None:
    """legal_moves() hands out one Move object per action id, made once: lists of moves are then
    only lists. Moves cannot be changed, so sharing them is invisible but for `is`."""
    game = Game(4, 2)
    moves = game.legal_moves()
    again = game.legal_moves()
    assert moves == again and moves is not again
    assert all(a is b for a, b in zip(moves, again))
    assert all(mv is Move.from_action_id(mv.action_id) for mv in moves)
    assert all(mv is m for mv, m in zip(game.view(game.active_player).legal_moves(), moves))
    bot_choice = hdz.Bot("random", 3).choose(game.view(game.active_player), moves)
    assert any(bot_choice is mv for mv in moves)
    with pytest.raises(AttributeError):
        moves[0].card = 5  # type: ignore[misc]
    # Moves made by their constructors are equal to the shared ones.
    assert Move.play(moves[0].card or 0) == moves[0]
    assert pickle.loads(pickle.dumps(moves[0])) is moves[0]


def test_apply_returns_events_and_moves_the_game_on() -> None:
    game = Game(4, 7)
    card = game.hand(0)[0]
    events = game.apply(Move.play(card))
    assert events[0] == {"event": "card_played", "player": 0, "card": card}
    assert events[1]["event"] == "goat_moved"
    assert game.phase == "take"
    assert game.played_card == card
    take = game.legal_moves()[0]
    events = game.apply(take.action_id)
    kinds = [e["event"] for e in events]
    assert kinds[0] == "card_taken" and kinds[-1] == "turn_started"
    assert events[0]["cell"] == take.cell
    assert game.current_player == 1


# Every event kind with its fields in the order of the JSON format (docs/state-format-herr-der-ziegen.md).
EVENT_FIELDS = {
    "card_played": ["player", "card"],
    "goat_moved": ["player", "from", "to"],
    "card_taken": ["player", "cell", "card"],
    "cell_refilled": ["cell", "card"],
    "card_marked": ["player", "cell", "card"],
    "kind_closed": ["kind", "owner", "evaluation"],
    "card_boxed": ["card", "player", "from"],
    "card_shown": ["player", "card"],
    "consent_asked": ["player", "opponent", "from", "to"],
    "consent_answered": ["opponent", "agreed"],
    "dog_moved": ["player", "from", "to", "swapped"],
    "dog_passed": ["player"],
    "end_triggered": ["reason"],
    "turn_started": ["player"],
    "game_over": ["winners"],
}


def _is_cell(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(type(v) is int and 0 <= v < 7 for v in value)


def test_event_dicts_follow_the_json_format() -> None:
    seen: set[str] = set()
    for seed in range(40):
        game = Game(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            for event in game.apply(legal[rng.randrange(len(legal))]):
                kind = event["event"]
                seen.add(kind)
                assert list(event) == ["event", *EVENT_FIELDS[kind]], event
                for key, value in event.items():
                    if key in ("cell",) or (key in ("from", "to") and kind != "goat_moved" and kind != "card_boxed"):
                        assert _is_cell(value), event
                    elif key == "evaluation":
                        assert value in ("A", "B"), event
                    elif key == "reason":
                        assert value in ("E1", "E2"), event
                    elif key == "from":
                        assert value in ("played", "display") or type(value) is int, event
                    elif key == "agreed":
                        assert type(value) is bool, event
                    elif key == "swapped":
                        assert value is None or type(value) is int, event
                    elif key != "event":
                        assert type(value) is int and value >= 0, event
                # The dicts are plain data: JSON round trip with cells as lists.
                assert json.loads(json.dumps(event)) == {k: list(v) if isinstance(v, tuple) else v for k, v in event.items()}
    assert seen == set(EVENT_FIELDS), set(EVENT_FIELDS) - seen


def test_a_whole_game_ends_with_scores() -> None:
    game = play_random(Game(5, 42), seed=3)
    assert game.is_over and game.phase == "over"
    assert game.current_player is None
    assert game.legal_moves() == [] and game.legal_actions() == []
    assert game.end_reason in ("E1", "E2")
    scores = game.scores()
    assert len(scores) == 5 and len(scores.seats) == 5
    for s in scores.seats:
        assert s.total == s.single + s.doubled + s.milk
    best = max(scores.totals)
    assert scores.winners == [p for p in range(5) if scores.totals[p] == best]
    assert all(scores.is_winner(p) == (p in scores.winners) for p in range(5))
    with pytest.raises(ValueError, match="no player 5"):
        scores.is_winner(5)
    with pytest.raises(ValueError, match="no player 0"):
        Scores([], []).is_winner(0)
    assert scores[-1] == scores[4]
    assert scores.to_dict()["seats"][0] == scores[0].to_dict()
    assert pickle.loads(pickle.dumps(scores)) == scores
    assert Scores(scores.seats, scores.winners) == scores
    assert list(scores) == scores.seats and [s.total for s in scores] == scores.totals
    # Indices as a list's: negative ones from the end, any other int no seat (IndexError).
    for index in [5, -6, 2**70, -(2**70)]:
        with pytest.raises(IndexError, match="no player"):
            scores[index]
    assert PlayerScore(1, 2, 3, 0, 3).total == 3
    # Scores are built consistent or not at all.
    with pytest.raises(ValueError, match="total 4 is not single"):
        PlayerScore(1, 2, 3, 0, 4)
    others = [p for p in range(5) if p not in scores.winners]
    for winners in [others[:1], scores.winners + scores.winners, [5], []]:
        with pytest.raises(ValueError, match="highest total"):
            Scores(scores.seats, winners)
    assert Scores([], []).winners == []
    with pytest.raises(IllegalMoveError, match="game is over") as info:
        game.apply(0)
    assert info.value.reason == "game_over"


def test_options() -> None:
    game = Game(4, 7, start_player=2, milk_ones=10, removal={"kinds": 3})
    assert game.start_player == 2 and game.current_player == 2 and game.milk_ones == 10
    assert game.stable(2) == (0, 0)
    assert sum(1 for k in range(18) if game.kind_status(k) == "removed") == 3
    custom = Game(3, 1, stables=[(0, 1), (6, 3), (3, 0)])
    assert custom.stable(1) == (6, 3)
    assert Game(2, 9, grid_size=7, stables=[(0, 0), (6, 6)]).grid_size == 7


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"players": 1}, "player_count"),
        ({"players": 6}, "player_count"),
        ({"players": 300}, "player_count"),
        ({"players": 256}, "player_count"),
        ({"players": 2**63}, "player_count"),
        ({"players": -(2**70)}, "player_count"),
        ({"players": 4, "start_player": 2**64}, "out_of_range"),
        ({"players": 4, "start_player": 4}, "start_player"),
        ({"players": 4, "grid_size": 8}, "grid_size"),
        ({"players": 3, "milk_ones": 4}, "removal"),
        ({"players": 3, "stables": [(0, 1), (3, 3), (3, 0)]}, "stable_not_on_edge"),
        ({"players": 3, "stables": [(0, 1), (9, 9), (3, 0)]}, "stable_not_on_edge"),
        ({"players": 2, "stables": [(0, 0)]}, "stable_count"),
        ({"players": 5, "removal": {"kinds": 12}}, "deck_too_small"),
    ],
)
def test_bad_setups_raise_setup_error(kwargs: dict[str, object], reason: str) -> None:
    players = kwargs.pop("players")
    with pytest.raises(SetupError) as info:
        Game(players, 1, **kwargs)  # type: ignore[arg-type]
    assert info.value.reason == reason
    assert isinstance(info.value, ValueError) and isinstance(info.value, HerrDerZiegenError)
    assert str(info.value)


def test_wrong_types_raise_type_error() -> None:
    game = Game(3, 1)
    before = game.to_json()
    for bad in ["x", 1.5, None, True, [1], Move]:
        with pytest.raises(TypeError):
            game.apply(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Game("3", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Game(3, "seed")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Game(3, 1, colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Game(3, 1, removal={"cats": 1})
    with pytest.raises(TypeError):
        Game.from_json(b"{}")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.card_at("a1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seed"):
        Game(3, -1)
    with pytest.raises(ValueError, match="no player 3"):
        game.view(3)
    with pytest.raises(ValueError, match="not a card id"):
        hdz.card_label(121)
    with pytest.raises(ValueError, match="milk_ones 17 is out of range"):
        hdz.card_label(110, milk_ones=17)
    with pytest.raises(ValueError, match="milk_ones -1 is out of range"):
        hdz.card_info(110, milk_ones=-1)
    assert hdz.card_label(120, milk_ones=16) == "Milk1"
    # An int too large for any count is a SetupError naming the valid range, not a TypeError.
    with pytest.raises(SetupError, match=f"^the game is for 2 to 5 players, not {10**30}$"):
        Game(10**30, 1)
    with pytest.raises(SetupError, match=r"stable \(1180591620717411303424,0\) is not an edge cell"):
        Game(2, 1, stables=[(2**70, 0), (5, 5)])
    for call in [
        lambda: game.view(2**70),
        lambda: game.hand(-(2**70)),
        lambda: PlayerScore(2**32, 0, 0, 0, 2**32),
        lambda: PlayerScore(-1, 0, 0, 0, -1),
        lambda: Scores([], [-1]),
    ]:
        with pytest.raises(ValueError, match="out of range"):
            call()
    # A bool is no seat, card, kind or coordinate, as it is no move.
    for call in [
        lambda: game.view(True),
        lambda: game.card_at((True, False)),
        lambda: game.kind_status(False),
        lambda: hdz.card_label(True),
        lambda: Move.take(True, 1),
        lambda: Game(2, 1, stables=[(True, 0), (5, 5)]),
        lambda: PlayerScore(True, 0, 0, 0, 1),
        lambda: game.scores()[True],
    ]:
        with pytest.raises(TypeError):
            call()
    assert game.to_json() == before


def test_numpy_integers_are_accepted() -> None:
    game = Game(np.int64(3), np.uint64(5))  # type: ignore[arg-type]
    action = np.int32(game.legal_actions()[0])
    assert game.is_legal(action)  # type: ignore[arg-type]
    game.apply(action)  # type: ignore[arg-type]
    assert game.phase == "take"
    # A numpy integer out of range is out of range, as a Python int is; a numpy float is no int.
    with pytest.raises(ValueError, match="out of range"):
        game.view(np.uint64(2**63))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="out of range"):
        Game(2, 1, start_player=np.uint64(2**64 - 1))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="must be an int, not float64"):
        game.view(np.float64(1.0))  # type: ignore[arg-type]


def test_errors_carry_the_core_message_and_pickle() -> None:
    game = Game(4, 7)
    with pytest.raises(IllegalMoveError) as info:
        game.apply(Move.take(0, 1))
    err = info.value
    assert str(err) == "the game is waiting for a card to play, not for a card to take"
    assert err.reason == "wrong_phase"
    again = pickle.loads(pickle.dumps(err))
    assert type(again) is IllegalMoveError and str(again) == str(err) and again.reason == err.reason
    not_held = next(c for c in range(90) if c not in game.hand(0))
    with pytest.raises(IllegalMoveError, match=f"card #{not_held} is not in your hand"):
        game.apply(Move.play(not_held))
    for cls in (IllegalMoveError, InvalidStateError, SetupError):
        assert issubclass(cls, HerrDerZiegenError) and issubclass(cls, ValueError)
        e = cls("message", "reason")
        assert repr(pickle.loads(pickle.dumps(e))) == repr(e)


def test_json_round_trip_and_validation() -> None:
    game = play_random(Game(3, 8), seed=2, moves=40)
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded == game and loaded.to_json() == text
    assert json.loads(game.to_json(pretty=True)) == game.to_dict() == json.loads(text)
    doc = game.to_dict()
    assert doc["format"] == "herr-der-ziegen/state" and doc["version"] == 1
    with pytest.raises(InvalidStateError) as info:
        Game.from_json("{")
    assert info.value.reason == "json"
    doc["pile"].append(doc["pile"][0])
    with pytest.raises(InvalidStateError, match="is already at") as info:
        Game.from_json(json.dumps(doc))
    assert info.value.reason == "duplicate_card"
    doc = game.to_dict()
    doc["version"] = 2
    with pytest.raises(InvalidStateError, match="version"):
        Game.from_json(json.dumps(doc))
    # A later version's new field, or a view passed as a state, is named by version and format.
    doc["new_in_version_2"] = True
    with pytest.raises(InvalidStateError, match="unsupported version 2") as info:
        Game.from_json(json.dumps(doc))
    assert info.value.reason == "version"
    with pytest.raises(InvalidStateError, match="herr-der-ziegen/view") as info:
        Game.from_json(game.view(0).to_json())
    assert info.value.reason == "format"


def test_views_hold_only_what_a_seat_may_know() -> None:
    game = Game(4, 7)
    view = game.view(1)
    assert view.seat == 1 and view.players == 4
    assert view.hand() == sorted(game.hand(1))
    assert view.known_hand(0) == [] and view.unknown_hand_count(0) == 2
    assert view.known_hand(1) == view.hand()
    text = view.to_json()
    assert json.loads(text)["format"] == "herr-der-ziegen/view"
    assert view.to_dict() == json.loads(text)
    assert "pile" not in view.to_dict()
    assert view.pile_size == game.pile_size
    assert set(view.unseen()) == set(game.pile()) | set(game.hand(0)) | set(game.hand(2)) | set(game.hand(3))
    assert view.scores() == game.scores()
    assert view.card_at((0, 1)) == game.card_at((0, 1))
    assert view.phase == game.phase and view.current_player == game.current_player
    assert copy.copy(view) == view and copy.deepcopy(view) == view
    assert pickle.loads(pickle.dumps(view)) == view
    assert PlayerView.from_json(view.to_json()) == view
    with pytest.raises(InvalidStateError):
        PlayerView.from_json(view.to_json().replace('"pile_size":', '"pile_size":1'))
    with pytest.raises(TypeError):
        PlayerView.from_json(3)  # type: ignore[arg-type]
    # A card taken from the face-up pasture is known to everybody.
    game.apply(game.legal_actions()[0])
    taken = game.apply(game.legal_actions()[0])[0]
    assert taken["event"] == "card_taken"
    assert taken["card"] in game.view(2).known_hand(0)


def test_card_helpers() -> None:
    assert hdz.card_label(9) == "K02-5"
    assert hdz.card_label(90) == "Dog"
    assert hdz.card_label(112) == "Milk1" and hdz.card_label(113) == "Milk2"
    assert hdz.card_label(113, milk_ones=9) == "Milk1"
    assert hdz.card_info(9) == ("goat", 1, 5)
    assert hdz.card_info(95) == ("dog", None, 0)
    assert hdz.card_info(120) == ("milk", None, 2)
    assert hdz.kind_name(0) == "Elvis" and len(hdz.KIND_NAMES) == hdz.NUM_KINDS == 18
    assert Game(4, 1).card_label(105) == "Milk1"
    assert hdz.NUM_CARDS == 121 and NUM_ACTIONS == 810
    assert hdz.__version__


def test_state_queries_agree_with_the_json() -> None:
    game = play_random(Game(4, 21), seed=4, moves=120)
    doc = game.to_dict()
    for r in range(7):
        for c in range(7):
            assert game.card_at((r, c)) == doc["pasture"][r][c]
            assert game.mark_at((r, c)) == doc["marks"][r][c]
    for p in range(4):
        assert game.hand(p) == sorted(doc["hands"][p])  # by id; the JSON keeps the slots
        assert game.display(p) == doc["displays"][p]
        assert game.goat_position(p) == doc["goats"][p]
        assert set(game.stable_group(p)) <= {(r, c) for r in range(7) for c in range(7) if doc["marks"][r][c] == p}
    assert game.boxed() == doc["box"]
    assert game.pile() == doc["pile"]
    for k in range(18):
        owner = doc["kind_owners"][k]
        assert game.kind_owner(k) == owner
        expected = "removed" if k in doc["removed_kinds"] else ("open" if owner is None else "closed")
        assert game.kind_status(k) == expected
    assert game.phase_details["type"] == game.phase


def test_no_call_raises_overflow_error() -> None:
    """Every int parameter of Herr der Ziegen's own API (options, board queries, move
    constructors, cards), given ints far out of range, never raises OverflowError, and the game is
    left as it was (test_moves.py asks the same of the API every game shares)."""
    game = Game(3, 1)
    view = game.view(0)
    before = game.to_json()
    calls: dict[str, Callable[[int], object]] = {
        "Game start_player": lambda x: Game(3, 1, start_player=x),
        "Game milk_ones": lambda x: Game(3, 1, milk_ones=x),
        "Game grid_size": lambda x: Game(2, 1, grid_size=x),
        "Game removal": lambda x: Game(3, 1, removal={"kinds": x}),
        "Game stables": lambda x: Game(2, 1, stables=[(x, 0), (5, 5)]),
        "display": lambda x: game.display(x),
        "stable": lambda x: game.stable(x),
        "goat_position": lambda x: game.goat_position(x),
        "facing_line": lambda x: game.facing_line(x),
        "supply": lambda x: game.supply(x),
        "kind_status": lambda x: game.kind_status(x),
        "kind_owner": lambda x: game.kind_owner(x),
        "stable_group": lambda x: game.stable_group(x),
        "card_label": lambda x: game.card_label(x),
        "card_at": lambda x: game.card_at((x, 0)),
        "mark_at": lambda x: game.mark_at((0, x)),
        "is_stable": lambda x: game.is_stable((x, x)),
        "view known_hand": lambda x: view.known_hand(x),
        "view unknown_hand_count": lambda x: view.unknown_hand_count(x),
        "view supply": lambda x: view.supply(x),
        "view card_at": lambda x: view.card_at((x, 0)),
        "Move.play": lambda x: Move.play(x),
        "Move.take": lambda x: Move.take(x, 0),
        "Move.mark": lambda x: Move.mark(0, x),
        "Move.dog": lambda x: Move.dog((x, 0), (0, 0)),
        "card_label fn": lambda x: hdz.card_label(x),
        "card_label milk_ones": lambda x: hdz.card_label(110, milk_ones=x),
        "card_info": lambda x: hdz.card_info(x),
        "kind_name": lambda x: hdz.kind_name(x),
        "PlayerScore": lambda x: PlayerScore(x, 0, 0, 0, x),
    }
    assert_no_overflow_error(calls)
    assert game.to_json() == before


def test_cell_queries_answer_for_any_cell_and_cells_may_be_lists() -> None:
    game = Game(2, 4)  # a 6x6 pasture
    view = game.view(0)
    assert game.grid_size == 6
    for board in (game, view):
        # However far off: a number beyond 64 bits is as much off the pasture as 7 is.
        huge = [(2**62, 0), (2**63, 0), (0, -(2**63) - 1), (10**30, 10**30), (np.uint64(2**64 - 1), 0)]
        for off in [(6, 0), (0, 6), (7, 0), (-1, 0), (0, -3), (100, 100), *huge]:
            assert board.card_at(off) is None
            assert board.mark_at(off) is None
            assert board.is_stable(off) is False
        # Lists, as `to_dict` and JSON write cells, are cells too.
        stable = board.stable(0)
        assert board.is_stable(list(stable)) is True
        assert board.card_at([0, 1]) == board.card_at((0, 1)) is not None
        assert board.card_at(range(2)) == board.card_at((0, 1))  # any sequence of two
    with pytest.raises(TypeError, match="a cell is a"):
        game.card_at([0, 1, 2])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a cell is a"):
        game.card_at([0, "1"])  # type: ignore[list-item]
    # A game's own stables, read back from its document, set up the same pasture.
    doc = game.to_dict()
    again = Game(2, 4, stables=doc["stables"])
    assert again.to_json() == game.to_json()
    assert Move.dog([0, 4], [0, 1]) == Move.dog((0, 4), (0, 1))
    # Moves naming a cell off the grid are refused alike, however far off.
    for row in [7, 2**63, -(2**70)]:
        with pytest.raises(IllegalMoveError, match=f"cell \\({row},0\\) is not on this pasture"):
            Move.take(row, 0)
        with pytest.raises(IllegalMoveError, match=f"cell \\(0,{row}\\) is not on this pasture"):
            Move.mark(0, row)
        with pytest.raises(IllegalMoveError, match=f"cell \\({row},0\\) is not on this pasture"):
            Move.dog((row, 0), (0, 0))


# Game's public names that a view has not, each documented in docs/python.md as the god view's
# (the pile, playing moves, copying a mutable state, the history of the moves played) or taking a
# seat where a view has its own.
GAME_ONLY = {"apply", "apply_action", "clone", "pile", "view"}
GAME_ONLY |= {"history", "seed", "options", "undo", "replay", "from_replay"}
# What the seats and a spectator may know of the game as a whole.
GAME_ONLY |= {"events_for", "spectator_view"}
# A view's own names: its seat, the split of its document, what it knows of hands and the pile,
# sampling a game.
VIEW_ONLY = {"seat", "split", "known_hand", "unknown_hand_count", "known_in_pile", "unseen", "determinize"}


def test_views_have_the_queries_of_games() -> None:
    def public(cls: type) -> set[str]:
        return {name for name in dir(cls) if not name.startswith("_")}

    assert public(Game) - public(PlayerView) == GAME_ONLY
    assert public(PlayerView) - public(Game) == VIEW_ONLY
    # The shared queries answer alike for the seat that decides.
    game = play_random(Game(3, 8), seed=2, moves=80)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    for p in range(3):
        assert view.stable_group(p) == game.stable_group(p)
        assert view.display(p) == game.display(p)
        assert view.stable(p) == game.stable(p)
    assert view.hand() == sorted(game.hand(seat))
    for action in range(hdz.NUM_ACTIONS):
        assert view.is_legal(action) == game.is_legal(action)
    other = game.view((seat + 1) % 3)
    assert not any(other.is_legal(mv) for mv in game.legal_moves())
    with pytest.raises(TypeError):
        view.is_legal("x")  # type: ignore[arg-type]


def test_setup_errors_name_the_default_an_option_ran_into() -> None:
    with pytest.raises(SetupError, match=r"grid_size 6 needs stables for it: the default stables of 4 players are for the 7x7 grid"):
        Game(4, 1, grid_size=6)
    with pytest.raises(SetupError, match=r"the default stables of 2 players are for the 6x6 grid"):
        Game(2, 1, grid_size=7)
    with pytest.raises(SetupError, match=r"the removal of the rules for 4 players; removal= changes it") as info:
        Game(4, 1, milk_ones=0)
    assert info.value.reason == "removal"
    # With the user's own stables or removal, the message is the plain one.
    with pytest.raises(SetupError) as info:
        Game(4, 1, milk_ones=0, removal={"milk_ones": 1})
    assert "removal=" not in str(info.value)
    assert Game(4, 1, grid_size=6, stables=[(0, 0), (0, 5), (5, 5), (5, 0)]).grid_size == 6


def test_refused_swaps_are_listed_for_the_rest_of_the_dog_move() -> None:
    rng = random.Random(3)
    for seed in range(200):
        game = Game(3, seed)
        while not game.is_over and game.phase != "consent":
            game.apply_action(rng.choice(game.legal_actions()))
        if game.phase == "consent":
            break
    else:
        pytest.fail("no swap request in 200 games")
    asked = game.to_dict()["phase"]
    pair = tuple(sorted((tuple(asked["from"]), tuple(asked["to"]))))
    assert game.refused_swaps() == []
    game.apply(Move.answer(False))
    assert game.phase == "dog"
    assert game.refused_swaps() == [pair] == [tuple(map(tuple, p)) for p in game.to_dict()["refused_swaps"]]
    assert all(game.view(p).refused_swaps() == [pair] for p in range(3))
    assert not game.is_legal(Move.dog(asked["from"], asked["to"]))
    game.apply(Move.pass_dog())
    assert game.refused_swaps() == []



def test_the_split_of_a_view_keeps_the_hand_cards_only_its_seat_knows_private() -> None:
    """Herr der Ziegen's hands split in two: the cards everybody saw entering a hand and the
    hand's size are public, the cards only this seat knows private."""
    game = play_random(Game(4, 5), seed=5, moves=60)
    for seat in range(4):
        view = game.view(seat)
        public, private = view.split()
        document = view.to_dict()
        for p, (shown, secret) in enumerate(zip(public["hands"], private["hands"])):
            assert shown["public"] == document["hands"][p]["public"]
            assert shown["size"] == len(game.hand(p))
            assert sorted(secret) == sorted(set(view.known_hand(p)) - set(shown["public"]))
        assert sorted(private["hands"][seat] + public["hands"][seat]["public"]) == sorted(game.hand(seat))


def test_the_gym_learner_answers_swaps_mid_turn() -> None:
    gym = pytest.importorskip("herr_der_ziegen.gym")
    """The learner also decides in another player's turn (a dog swap to agree to)."""
    answers = 0
    for seed in range(30):
        env = gym.GYM_CLASSES["herr-der-ziegen"](players=4, seat=1, opponents="random")
        observation, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        done = False
        while not done:
            if env.game.phase == "consent":
                assert env.game.active_player != 1 == env.game.current_player
                answers += 1
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            observation, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        if answers >= 2:
            break
    assert answers >= 2


def test_the_pettingzoo_agent_to_act_answers_swaps_mid_turn() -> None:
    """The agent to act is the opponent asked to agree to a dog swap in the middle of another's
    turn."""
    env_module = pytest.importorskip("herr_der_ziegen.env")
    consents = 0
    for seed in range(20):
        e = env_module.ENV_CLASSES["herr-der-ziegen"](players=4)
        e.reset(seed=seed)
        assert e.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
        rng = np.random.default_rng(seed)
        steps = 0
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            assert agent == f"player_{e.game.current_player}"
            if e.game.phase == "consent":
                assert e.game.current_player == e.game.phase_details["opponent"] != e.game.active_player
                consents += 1
            assert obs["observation"].shape == (OBSERVATION_SIZE,)
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.shape == (NUM_ACTIONS,)
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(e.game.legal_actions())
            others = [a for a in e.agents if a != agent]
            assert all(not e.observe(a)["action_mask"].any() for a in others)
            e.step(int(rng.choice(np.flatnonzero(mask))))
            steps += 1
        assert e.agents == []
        assert steps > 50
        if consents >= 3:
            break
    assert consents >= 3, "random games ask for consent now and then"


def test_the_god_view_state_reveals_every_hand_but_not_the_pile_order() -> None:
    """The god view holds every hand; the pile's cards are the ones no seat has located (the
    intersection of the seats' ``unseen`` sections), and its order is in none of it."""
    env_module = pytest.importorskip("herr_der_ziegen.env")
    e = env_module.ENV_CLASSES["herr-der-ziegen"](players=4)
    e.reset(seed=21)
    rng = np.random.default_rng(21)
    for _ in range(40):
        e.step(int(rng.choice(np.flatnonzero(e.observe(e.agent_selection)["action_mask"]))))
    sections = hdz.split_observation(e.state().reshape(4, hdz.OBSERVATION_SIZE))
    game = e.game
    for p in range(4):
        assert sorted(np.flatnonzero(sections["own_hand"][p, 0]).tolist()) == sorted(game.hand(p))
    unseen_by_all = np.logical_and.reduce(sections["unseen"][:, 0] > 0)
    assert sorted(np.flatnonzero(unseen_by_all).tolist()) == sorted(game.pile())
    # The same game with its pile in another order has the same god view.
    doc = game.to_dict()
    assert len(doc["pile"]) >= 2
    doc["pile"] = doc["pile"][::-1]
    reordered = hdz.Game.from_json(json.dumps(doc))
    assert reordered.pile() != game.pile()
    assert np.array_equal(
        np.concatenate([reordered.observation(p) for p in range(4)]),
        e.state(),
    )


def test_rgb_arrays_draw_the_cards_in_their_colours() -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    cairosvg_or_skip()
    e = env_module.ENV_CLASSES["herr-der-ziegen"](players=3, render_mode="rgb_array")
    e.reset(seed=7)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    root = ET.fromstring(e.game._repr_svg_())
    assert image.shape[:2] == (int(float(root.attrib["height"])), int(float(root.attrib["width"])))
    game = e.game
    goats = goat_cells(game)
    assert len(goats) >= 10
    for r, c, card in goats:
        kind = card_info(card)[1]
        assert kind is not None
        x, y = MARGIN + c * CELL + 4, MARGIN + r * CELL + 4
        pixel = image[y + (CELL - 8) // 2, x + 5]
        expected = bytes.fromhex(kind_colour(kind)[1:])
        assert all(abs(int(a) - b) <= 2 for a, b in zip(pixel, expected)), (card, pixel, kind_colour(kind))
    # The picture follows the game.
    rng = np.random.default_rng(7)
    for _ in range(5):
        e.step(int(rng.choice(np.flatnonzero(e.observe(e.agent_selection)["action_mask"]))))
    after = e.render()
    assert isinstance(after, np.ndarray) and not np.array_equal(after, image)


SVG = "{http://www.w3.org/2000/svg}"


def advanced(players: int, seed: int, moves: int) -> Game:
    game = Game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_svg_is_a_self_contained_picture() -> None:
    for players in range(2, 6):
        for moves in (0, 60, 10_000):
            game = advanced(players, 3, moves)
            for obj in (game, game.view(players - 1)):
                svg = obj._repr_svg_()
                root = ET.fromstring(svg)
                assert root.tag == f"{SVG}svg"
                assert "href" not in svg and "<script" not in svg and "<image" not in svg
                titles = [t.text or "" for t in root.iter(f"{SVG}title")]
                assert sum(t.startswith("big goat of player") for t in titles) == players
                assert sum(t.startswith("stable of player") for t in titles) == players
                cards_on_pasture = sum(
                    1 for r in range(7) for c in range(7) if game.card_at((r, c)) is not None
                )
                card_titles = [t for t in titles if "(card " in t]
                assert len(card_titles) >= cards_on_pasture
                marks = sum(1 for r in range(7) for c in range(7) if game.mark_at((r, c)) is not None)
                assert sum(t.startswith("small goat of player") for t in titles) == marks


def test_views_hide_unknown_cards_in_the_picture() -> None:
    game = Game(4, 7)
    svg = game.view(0)._repr_svg_()
    titles = [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}title")]
    assert titles.count("unknown card") == 6
    assert "unknown card" not in game._repr_svg_()


def test_text_picture() -> None:
    game = advanced(3, 4, 40)
    text = str(game)
    lines = text.splitlines()
    assert lines[0].startswith("Herr der Ziegen, 3 players, turn")
    assert sum(line.startswith("player ") for line in lines) == 3
    assert "[S0]" in text
    view_text = str(game.view(2))
    assert "(view of player 2)" in view_text.splitlines()[0]
    over = advanced(2, 9, 10_000)
    assert "won by player" in str(over).splitlines()[0]


def _png_pixels(png: bytes) -> tuple[int, int, list[list[tuple[int, ...]]]]:
    """Width, height and pixel rows (RGB or RGBA tuples) of an 8-bit, non-interlaced RGB or RGBA
    PNG, as cairo writes them."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, data, width, height, size = 8, b"", 0, 0, 0
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind, body = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0
            size = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            data += body
        pos += 12 + length
    raw, stride, rows = zlib.decompress(data), width * size, []
    previous = bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for i in range(stride):
            left = row[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(row[x : x + size]) for x in range(0, stride, size)])
        previous = row
    return width, height, rows


def test_cairosvg_draws_the_cards_in_their_colours() -> None:
    """A real renderer (CairoSVG, which reads no hsl() colours) draws a goat card in its kind's
    colour with a dark label, and the picture uses hex colours only."""
    cairosvg_or_skip()
    import cairosvg  # type: ignore[import-untyped, unused-ignore]
    game = Game(4, 7)
    svg = game._repr_svg_()
    assert "hsl(" not in svg and "rgb(" not in svg
    width, height, rows = _png_pixels(cairosvg.svg2png(bytestring=svg.encode()))
    assert f'width="{width}" height="{height}"' in svg
    goats = goat_cells(game)
    assert len(goats) >= 10
    for r, c, card in goats:
        kind = card_info(card)[1]
        assert kind is not None
        expected = bytes.fromhex(kind_colour(kind)[1:])
        x, y = MARGIN + c * CELL + 4, MARGIN + r * CELL + 4
        side = CELL - 8
        # Inside the card's left edge, clear of its border and label: the kind's colour, opaque.
        pixel = rows[y + side // 2][x + 5]
        assert all(abs(a - b) <= 2 for a, b in zip(pixel[:3], expected)), (card, pixel, expected.hex())
        assert pixel[3:] in [(), (255,)]
        # The value is written in near-black on the card: some dark pixels in its lower half.
        dark = sum(
            1
            for yy in range(y + side // 2, y + side)
            for xx in range(x + side // 4, x + 3 * side // 4)
            if max(rows[yy][xx][:3]) < 80
        )
        assert dark >= 10, (card, dark)


def test_the_observation_size() -> None:
    for players in range(2, 6):
        game = Game(players, 1)
        for seat in range(players):
            obs = game.view(seat).observation()
            assert obs.dtype == np.float32 and obs.shape == (OBSERVATION_SIZE,)
            assert np.all((obs >= 0) & (obs <= 1))
            assert np.array_equal(obs, game.observation(seat))
            obs[0] = 5.0  # the array is the caller's own, writable copy
    assert OBSERVATION_SIZE == 4642


def test_the_documented_table_matches_the_sections() -> None:
    text = (ROOT / "docs" / "observation.md").read_text()
    rows = re.findall(r"^\| (\d+) \| `(\w+)` \| (\d+) \| (\d+) x (\d+) \|", text, flags=re.M)
    documented = [(name, int(offset), int(r), int(c)) for _, name, offset, r, c in rows]
    assert documented == hdz.observation_sections()
    assert f"**{OBSERVATION_SIZE}**" in text


def test_split_observation_names_the_sections() -> None:
    game = Game(3, 5)
    parts = hdz.split_observation(game.observation(1))
    assert parts["cells"].shape == (49, 41)
    assert parts["own_hand"][0].nonzero()[0].tolist() == sorted(game.hand(1))
    assert parts["phase"][0].tolist() == [1, 0, 0, 0, 0, 0]
    # Seat 1 observes: player 0 (to act) is relative seat 2 of 3.
    assert parts["current_player"][0].tolist() == [0, 0, 1, 0, 0]
    assert parts["seats"][0].tolist() == [1, 1, 1, 0, 0]
    assert parts["player_count"][0].tolist() == [0, 1, 0, 0]
    cells = parts["cells"]
    for r in range(7):
        for c in range(7):
            card = game.card_at((r, c))
            if card is not None and card < 90:
                kind, value = divmod(card, 5)
                assert cells[r * 7 + c, 6 + kind] == 1 and cells[r * 7 + c, 24 + value] == 1
    with pytest.raises(ValueError):
        hdz.split_observation(np.zeros(5, dtype=np.float32))
    with pytest.raises(ValueError):
        hdz.split_observation(np.float32(1.0))  # type: ignore[arg-type]
    # A batch splits into batches of sections, each row the split of its own observation.
    batch = np.stack([game.observation(p) for p in range(3)])
    split = hdz.split_observation(batch)
    for name, section in split.items():
        assert section.shape[0] == 3 and np.shares_memory(section, batch)
        for p in range(3):
            assert np.array_equal(section[p], hdz.split_observation(batch[p])[name])
    assert hdz.split_observation(batch.reshape(1, 3, -1))["phase"].shape == (1, 3, 1, 6)


def test_observations_ignore_what_the_seat_cannot_know() -> None:
    game = Game(4, 17)
    rng = random.Random(2)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    doc = game.to_dict()
    # Reversing the pile changes no seat's observation.
    doc["pile"].reverse()
    other = Game.from_json(json.dumps(doc))
    for seat in range(4):
        assert np.array_equal(game.observation(seat), other.observation(seat))
        assert game.view(seat) == other.view(seat)


LEAK_SAMPLES = 3
"""Determinizations per seat and step."""
PICTURE_EVERY = 4
"""The text and SVG pictures (slower, drawn in Python) are compared at every fourth step."""
SEEDS = {2: [11, 12], 3: [13, 14], 4: [15, 16], 5: [17, 18]}

NOT_CARDS = {
    "format",
    "version",
    "seat",
    "players",
    "start_player",
    "grid_size",
    "milk_ones",
    "stables",
    "marks",
    "removed_kinds",
    "kind_owners",
    "pile_size",
    "goats",
    "turn",
    "active_player",
    "current_player",
    "end",
    "phase",
    "refused_swaps",
}
"""View fields that hold no card ids (seats, counts, cells, kinds)."""


def card_ids_in_view(doc: dict[str, Any]) -> list[int]:
    """Every card id in a view document, by walking its fields; an unknown field is an error,
    since it could hold a card."""
    ids: list[int] = []
    for key, value in doc.items():
        if key == "pasture":
            ids.extend(card for row in value for card in row if card is not None)
        elif key == "hands":
            for hand in value:
                assert set(hand) == {"known", "unknown", "public"}, f"unclassified hand fields {set(hand)}"
                ids.extend(hand["known"])
                ids.extend(hand["public"])
        elif key == "displays":
            ids.extend(card for display in value for card in display)
        elif key in ("box", "known_in_pile"):
            ids.extend(value)
        elif key == "played":
            if value is not None:
                ids.append(value)
        elif key == "phase":
            assert set(value) <= {"type", "kind", "from", "to", "opponent"}, f"phase fields {set(value)}"
        else:
            assert key in NOT_CARDS, f"unclassified field {key!r} in a view: could it hold a card?"
    assert all(isinstance(c, int) and 0 <= c < NUM_CARDS for c in ids), ids
    return ids


class Tracker:
    """What every player has seen, followed from the events of ``Game.apply``."""

    def __init__(self, players: int) -> None:
        self.public_hands: list[set[int]] = [set() for _ in range(players)]
        self.known_pile: set[int] = set()

    def follow(self, events: list[dict[str, Any]], after: Game) -> None:
        shown: set[int] = set()
        for event in events:
            kind = event["event"]
            if kind == "card_taken":
                self.public_hands[event["player"]].add(event["card"])
            elif kind == "card_shown":
                self.public_hands[event["player"]].add(event["card"])
                shown.add(event["card"])
            elif kind == "card_played":
                self.public_hands[event["player"]].discard(event["card"])
            elif kind == "cell_refilled":
                self.known_pile.discard(event["card"])
        for event in events:
            if event["event"] == "kind_closed" and event["evaluation"] == "B":
                public = set(after.boxed())
                for p in range(after.players):
                    public |= set(after.display(p))
                fifth = {5 * event["kind"] + v for v in range(5)} - public
                assert len(fifth) == 1, f"evaluation B of kind {event['kind']}: {fifth} not shown"
                card = fifth.pop()
                on_pasture = any(
                    after.card_at((r, c)) == card for r in range(after.grid_size) for c in range(after.grid_size)
                )
                if not on_pasture and card not in shown:
                    self.known_pile.add(card)

    def check_engine_bookkeeping(self, doc: dict[str, Any]) -> None:
        for p, (hand, seen) in enumerate(zip(doc["hands"], doc["hands_seen"])):
            assert {c for c, s in zip(hand, seen) if s} == self.public_hands[p], f"public hand of player {p}"
        assert set(doc["known_in_pile"]) == self.known_pile

    def hidden(self, doc: dict[str, Any], seat: int) -> set[int]:
        """The cards ``seat`` cannot know in the true game."""
        hidden = set(doc["pile"]) - self.known_pile
        for p, hand in enumerate(doc["hands"]):
            if p != seat:
                hidden |= set(hand) - self.public_hands[p]
        return hidden


def pictures(view: PlayerView) -> tuple[str, str]:
    return str(view), view._repr_svg_()


def check_position(game: Game, tracker: Tracker, rng: random.Random, step: int, counts: dict[str, int]) -> None:
    doc = game.to_dict()
    tracker.check_engine_bookkeeping(doc)
    counts["with_known_pile"] += bool(tracker.known_pile)
    current = game.current_player
    legal = game.legal_actions()
    mask = game.legal_action_mask().tobytes()
    draw = step % PICTURE_EVERY == 0
    for seat in range(game.players):
        view = game.view(seat)
        text = view.to_json()
        as_dict = view.to_dict()
        obs = view.observation().tobytes()
        assert game.observation(seat).tobytes() == obs
        scores = view.scores()
        unseen = view.unseen()
        drawn = pictures(view) if draw else None

        hidden = tracker.hidden(doc, seat)
        in_doc = set(card_ids_in_view(as_dict))
        assert not in_doc & hidden, f"seat {seat} sees hidden cards {sorted(in_doc & hidden)}"
        assert in_doc == set(range(NUM_CARDS)) - hidden, f"seat {seat}'s view locates exactly what it may know"
        assert set(unseen) == hidden
        counts["seat_views"] += 1
        counts["hidden_ids"] += len(hidden)

        for _ in range(LEAK_SAMPLES):
            other = view.determinize(rng.randrange(2**64))
            if other != game:
                counts["differing"] += 1
            other_view = other.view(seat)
            assert other_view == view
            assert other_view.to_json() == text, f"seat {seat}: to_json depends on hidden cards"
            assert other_view.to_dict() == as_dict
            assert other_view.observation().tobytes() == obs, f"seat {seat}: the observation depends on hidden cards"
            assert other.observation(seat).tobytes() == obs
            assert other_view.scores() == scores
            assert other_view.unseen() == unseen
            if drawn is not None:
                assert pictures(other_view) == drawn, f"seat {seat}: the pictures depend on hidden cards"
                counts["pictures"] += 1
            if current == seat:
                # As sets: the order of the play moves follows the hand's slots, not in the view.
                assert other.legal_actions() == legal, f"seat {seat}: its legal moves depend on hidden cards"
                assert other.legal_action_mask().tobytes() == mask
                counts["legal"] += 1
            counts["determinizations"] += 1


def test_views_are_identical_for_every_hidden_placement() -> None:
    """No leaks through the Python API: the cards a seat cannot know, worked out from the events of
    the game (cards taken from the pasture or shown at an evaluation B are known in their hands;
    the fifth card of an evaluation B that was neither on the pasture nor shown is known to be in
    the pile until drawn), checked against the full state's bookkeeping; the view document,
    walked field by field, holds none of them and every other card; every determinization gives
    the same view, JSON, observation, scores, unseen cards, pictures and legal moves."""
    names = "games steps seat_views hidden_ids determinizations differing pictures legal with_known_pile"
    counts = dict.fromkeys(names.split(), 0)
    for players, seeds in SEEDS.items():
        for seed in seeds:
            game = Game(players, seed)
            choices = random.Random(seed)
            rng = random.Random(seed * 1000 + players)
            tracker = Tracker(players)
            step = 0
            check_position(game, tracker, rng, step, counts)
            while not game.is_over:
                events = game.apply(choices.choice(game.legal_actions()))
                tracker.follow(events, game)
                step += 1
                check_position(game, tracker, rng, step, counts)
            counts["games"] += 1
            counts["steps"] += step
    print(f"python leaks: {counts}")
    assert counts["differing"] * 10 > counts["determinizations"] * 9, "determinize rarely changed the game"
    assert counts["hidden_ids"] > counts["seat_views"] * 10


def test_the_scan_finds_a_hidden_card() -> None:
    game = Game(3, 5)
    doc = game.to_dict()
    tracker = Tracker(3)
    hidden = tracker.hidden(doc, 0)
    secret = game.hand(1)[0]
    assert secret in hidden and game.pile()[0] in hidden
    leaked = game.view(0).to_dict()
    leaked["hands"][1]["public"] = [secret]
    assert set(card_ids_in_view(leaked)) & hidden == {secret}
    leaked = game.view(0).to_dict()
    leaked["pile_top"] = game.pile()[0]
    try:
        card_ids_in_view(leaked)
    except AssertionError as err:
        assert "pile_top" in str(err)
    else:
        raise AssertionError("an unclassified field passed the scan")


SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def card_places(game: Game) -> Counter[int]:
    """How many times each card id appears in the pasture, pile, hands, displays and box."""
    doc = game.to_dict()
    counts: Counter[int] = Counter()
    for row in doc["pasture"]:
        counts.update(card for card in row if card is not None)
    counts.update(doc["pile"])
    for hand in doc["hands"]:
        counts.update(hand)
    for display in doc["displays"]:
        counts.update(display)
    counts.update(doc["box"])
    return counts


def check_conservation(game: Game) -> None:
    counts = card_places(game)
    assert set(counts) == set(range(NUM_CARDS)), "every card is somewhere"
    assert set(counts.values()) == {1}, "no card is in two places"


@SETTINGS
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1), rng=st.randoms(use_true_random=False))
def test_random_games_keep_every_card_in_one_place(players: int, seed: int, rng: random.Random) -> None:
    # The invariants every game shares (legal moves, refusals, round trips, winners) are
    # test_properties.py's; this one is Herr der Ziegen's.
    game = Game(players, seed)
    while not game.is_over:
        check_conservation(game)
        game.apply(rng.choice(game.legal_actions()))
    check_conservation(game)


@SETTINGS
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1), rng=st.randoms(use_true_random=False))
def test_views_never_show_hidden_cards(players: int, seed: int, rng: random.Random) -> None:
    game = Game(players, seed)
    for _ in range(rng.randrange(0, 150)):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    pile = set(game.pile())
    for seat in range(players):
        view = game.view(seat)
        doc = view.to_dict()
        assert "pile" not in doc
        for p in range(players):
            known = set(view.known_hand(p))
            assert known <= set(game.hand(p))
            assert len(known) + view.unknown_hand_count(p) == len(game.hand(p))
        assert set(view.hand()) == set(game.hand(seat))
        # Cards in the pile are only ever "unseen" or publicly known to be there.
        assert pile <= set(view.unseen()) | set(view.known_in_pile())


def test_the_corpus_of_refused_documents_covers_every_kind_of_refusal() -> None:
    # Both documents (state, view) refused both ways (invalid_json: not a document of the
    # expected shape; invalid_state: a well-formed document that breaks a rule), and among the
    # reasons the loader gives, those every game's documents share (json, format, version, range)
    # and rules of the game's own. (test_documents.py checks each file's refusal and message.)
    index = ROOT / "testdata" / "bad-documents" / "herr-der-ziegen" / "index.tsv"
    lines = [line for line in index.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert len(lines) >= 40
    entries = [line.split("\t") for line in lines]
    kinds = {(document, refusal) for _, document, refusal, _ in entries}
    assert kinds == {(d, r) for d in ("state", "view") for r in ("invalid_json", "invalid_state")}
    reasons = set()
    for file, document, _, _ in entries:
        load = Game.from_json if document == "state" else PlayerView.from_json
        with pytest.raises(InvalidStateError) as refused:
            load((index.parent / file).read_text(encoding="utf-8"))
        reasons.add(refused.value.reason)
    shared = {"json", "format", "version", "range"}
    assert shared <= reasons, f"the corpus has no document refused for {shared - reasons}"
    assert len(reasons - shared) >= 3, f"the game's own rules refuse few documents of the corpus: {reasons}"


def test_the_golden_games_start_from_the_recorded_deal() -> None:
    goldens = json.loads((ROOT / "testdata" / "golden-herr-der-ziegen.json").read_text())["games"]
    assert len(goldens) >= 6
    assert {g["options"]["players"] for g in goldens} == {2, 3, 4, 5}
    for golden in goldens:
        game = Game(golden["options"]["players"], golden["seed"])
        state = game.to_dict()
        assert state["pasture"] == golden["extras"]["first_pasture"]
        assert state["hands"] == golden["extras"]["first_hands"]
        assert game.pile()[:5] == golden["extras"]["first_pile_top"]
