"""The events ``apply`` returns, for every game: an ``Events`` sequence that reads as the list of
its dicts (built on the first read, from the move's own events), follows the list protocol and
holds plain data."""

from __future__ import annotations

import json
import pickle
import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest

import herr_der_ziegen


def plain(value: Any) -> bool:
    """Whether ``value`` is plain data: None, bools, ints, strs, tuples and dicts of them."""
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, tuple):
        return all(plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v) for k, v in value.items())
    return False


def as_lists(value: Any) -> Any:
    """``value`` with its tuples as lists, as JSON reads them back."""
    if isinstance(value, tuple):
        return [as_lists(v) for v in value]
    if isinstance(value, dict):
        return {k: as_lists(v) for k, v in value.items()}
    return value


def test_events_are_plain_data_that_json_writes(g: ModuleType) -> None:
    kinds: set[str] = set()
    for seed in range(6):
        game = g.Game(g.MIN_PLAYERS + seed % 2, seed)
        rng = random.Random(seed)
        while not game.is_over:
            for event in game.apply(rng.choice(game.legal_actions())):
                assert list(event)[0] == "event" and isinstance(event["event"], str)
                assert plain(event), event
                kinds.add(event["event"])
                # Tuples (cells, ...) become lists in JSON, and nothing else changes.
                assert json.loads(json.dumps(event)) == as_lists(event)
    assert len(kinds) >= 3


def test_events_read_as_the_list_of_their_dicts(g: ModuleType) -> None:
    game = g.Game(4, 1)
    events = game.apply(game.legal_moves()[0])
    assert type(events).__name__ == "Events" and isinstance(events, Sequence)
    assert type(events) is herr_der_ziegen.Events
    as_list = list(events)
    assert len(events) == len(as_list) > 0 and bool(events)
    assert all(isinstance(e, dict) and "event" in e for e in events)
    assert events == as_list and as_list == events and not (events != as_list)
    assert events[0] is events[0] and events[0] is as_list[0]  # built once
    assert events[-1] == as_list[-1] and events[1:] == as_list[1:] and isinstance(events[1:], list)
    assert list(reversed(events)) == as_list[::-1]
    assert as_list[0] in events and {"event": "no such event"} not in events
    assert events.index(as_list[0]) == 0 and events.count(as_list[0]) == 1
    assert events + [] == as_list and [] + events == as_list and events + events == as_list * 2
    assert repr(events) == repr(as_list) and str(events) == str(as_list)
    assert json.loads(json.dumps(list(events))) == json.loads(json.dumps(as_list))
    unpickled = pickle.loads(pickle.dumps(events))
    assert type(unpickled) is list and unpickled == as_list
    with pytest.raises(IndexError):
        events[len(as_list)]
    with pytest.raises(TypeError):
        hash(events)
    # Another Events compares by its dicts too.
    other = g.Game(4, 1).apply(g.Game(4, 1).legal_moves()[0])
    assert other == events and other is not events


def test_events_follow_the_list_protocol_at_its_edges(g: ModuleType) -> None:
    game = g.Game(4, 1)
    events = game.apply(game.legal_moves()[0])
    as_list = list(events)
    # index: bounds of any size, clamped as a list clamps them; negative from the end.
    assert events.index(as_list[0], 0, 2**70) == as_list.index(as_list[0], 0, 2**70) == 0
    assert events.index(as_list[-1], -1) == len(as_list) - 1
    with pytest.raises(ValueError):
        events.index(as_list[0], 1)
    # Repetition, as a list repeats.
    assert events * 2 == as_list * 2 and 2 * events == 2 * as_list and events * 0 == []
    with pytest.raises(TypeError):
        events * "2"

    # Another operand's reflected operator is tried, as it is after a list.
    class Appendix:
        def __radd__(self, other: object) -> str:
            return "appended"

    assert events + Appendix() == as_list + Appendix() == "appended"
    with pytest.raises(TypeError):
        events + (1,)
    with pytest.raises(TypeError):
        (1,) + events


def test_events_read_late_are_those_of_their_move(g: ModuleType) -> None:
    # The dicts are built on the first read, from the events the move itself produced: reading
    # them after later moves, or after an undo, gives what reading them at once would have.
    game = g.Game(4, 21)
    rng = random.Random(21)
    unread = []
    for _ in range(12):
        copy_before = game.clone()
        action = rng.choice(game.legal_actions())
        unread.append((copy_before, action, game.apply(action)))
    game.undo()
    for before, action, events in unread:
        assert list(events) == list(before.apply(action))
