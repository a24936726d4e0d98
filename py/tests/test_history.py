"""History, undo and replays from Python, for every game: ``history()``, ``seed``, ``options``,
``undo()``, ``replay()`` and ``Game.from_replay``, and the ``Events`` sequence ``apply`` returns."""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import herr_der_ziegen
from herr_der_ziegen import IllegalMoveError, InvalidStateError, ziegen_kriegen

from helpers import GAME_MODULES, module_name

FORMATS = {
    "herr_der_ziegen": "herr-der-ziegen/replay",
    "ziegen_kriegen": "ziegen-kriegen/replay",
    "le_baron": "le-baron/replay",
}


def played(m: ModuleType, seed: int, moves: int | None = None, players: int = 4) -> Any:
    """A game of `m` with `moves` random moves played (all of them if None), moves and action
    ids in turn."""
    game = m.Game(players, seed)
    rng = random.Random(seed)
    count = 0
    while not game.is_over and (moves is None or count < moves):
        if count % 2:
            game.apply(rng.choice(game.legal_moves()))
        else:
            game.apply_action(rng.choice(game.legal_actions()))
        count += 1
    return game


def test_history_lists_the_action_ids_played(g: ModuleType) -> None:
    game = g.Game(4, 11)
    assert game.history() == [] and game.seed == 11
    rng = random.Random(2)
    ids = []
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        ids.append(move.action_id)
        game.apply(move, player=game.current_player)
    assert game.history() == ids
    # A refused move is not recorded.
    with pytest.raises(IllegalMoveError):
        game.apply(0)
    with pytest.raises(IllegalMoveError):
        game.apply_action(0)
    assert game.history() == ids
    # The history is a copy: changing it changes nothing.
    game.history().clear()
    assert game.history() == ids


def test_seed_and_options_are_those_of_the_setup(g: ModuleType) -> None:
    game = g.Game(4, 2**64 - 1)
    assert game.seed == 2**64 - 1
    options = game.options
    assert isinstance(options, dict) and options["players"] == 4
    replay = json.loads(game.replay())
    assert replay["seed"] == 2**64 - 1
    assert json.loads(json.dumps(options)) == replay["options"]
    # A game set up with a changed option reports it.
    if g is herr_der_ziegen:
        assert g.Game(3, 1, milk_ones=9).options["milk_ones"] == 9
    elif g is ziegen_kriegen:
        assert g.Game(4, 1, rounds=4).options["rounds"] == 4
    else:
        assert g.Game(4, 1, sixth_card_rule=False).options["sixth_card_rule"] is False


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), module=st.sampled_from(GAME_MODULES))
def test_undo_after_every_move_gives_the_state_before_it(seed: int, module: ModuleType) -> None:
    game = module.Game(4, seed)
    rng = random.Random(seed)
    while not game.is_over:
        before = game.to_json()
        history = game.history()
        action = rng.choice(game.legal_actions())
        after_events = game.apply(action)
        after = game.to_json()
        game.undo()
        assert game.to_json() == before and game.history() == history
        assert list(game.apply(action)) == list(after_events)
        assert game.to_json() == after
    # Undoing the whole game returns to the deal.
    while game.history():
        game.undo()
    assert game == module.Game(4, seed)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), module=st.sampled_from(GAME_MODULES))
def test_replays_round_trip(seed: int, module: ModuleType) -> None:
    for moves in (0, 7, None):
        game = played(module, seed, moves)
        text = game.replay()
        document = json.loads(text)
        assert document["format"] == FORMATS[module_name(module)]
        assert document["seed"] == seed and document["moves"] == game.history()
        assert len(document["checksums"]) == len(document["moves"])
        for source in (text, document):
            again = module.Game.from_replay(source)
            assert again == game and again.to_json() == game.to_json()
            assert again.history() == game.history() and again.seed == seed and again.options == game.options
            assert again.replay() == text


def test_undo_refuses_when_nothing_was_played(g: ModuleType) -> None:
    game = g.Game(4, 3)
    with pytest.raises(IllegalMoveError) as refused:
        game.undo()
    assert refused.value.reason == "nothing_to_undo"
    assert game == g.Game(4, 3) and game.history() == []
    game.apply_action(game.legal_actions()[0])
    game.undo()
    with pytest.raises(IllegalMoveError):
        game.undo()


def test_a_loaded_game_counts_its_moves_from_the_load(g: ModuleType) -> None:
    midway = played(g, 5, 9)
    loaded = g.Game.from_json(midway.to_json())
    assert loaded == midway
    assert loaded.seed is None and loaded.options is None and loaded.history() == []
    with pytest.raises(ValueError, match="no replay"):
        loaded.replay()
    with pytest.raises(IllegalMoveError):
        loaded.undo()
    action = loaded.legal_actions()[-1]
    loaded.apply_action(action)
    assert loaded.history() == [action]
    loaded.undo()
    assert loaded.to_json() == midway.to_json()
    # A game drawn from a view is a loaded game too.
    seat = midway.current_player
    drawn = midway.view(seat).determinize(1)
    assert drawn.seed is None and drawn.history() == []


def test_copies_and_pickles_keep_the_history(g: ModuleType) -> None:
    game = played(g, 8, 12)
    for copied in (game.clone(), copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert copied == game and copied.history() == game.history() and copied.seed == 8
        assert copied.replay() == game.replay()
        copied.undo()
        assert copied.history() == game.history()[:-1]
    assert len(game.history()) == 12  # the copies are independent
    loaded = g.Game.from_json(game.to_json())
    loaded.apply_action(loaded.legal_actions()[0])
    unpickled = pickle.loads(pickle.dumps(loaded))
    assert unpickled.seed is None and unpickled.history() == loaded.history()
    unpickled.undo()
    assert unpickled.to_json() == game.to_json()


def test_a_pickled_history_that_does_not_lead_to_the_state_is_refused(g: ModuleType) -> None:
    game = played(g, 4, 6)
    _, arguments, state = game.__reduce__()
    start, seed, options, moves = state
    fresh = g.Game.from_json(*arguments)
    for bad in (
        (start, seed, options, moves[:-1]),  # one move short of the state
        (start, seed + 1, options, moves),  # another deal
        (start, seed, None, moves),  # a seed without options
        ("{}", seed, options, moves),  # no state
        (start, seed, "[", moves),  # malformed options
        "history",  # not a history
    ):
        with pytest.raises(InvalidStateError):
            fresh.__setstate__(bad)
    assert fresh.history() == [] and fresh.seed is None
    fresh.__setstate__(state)
    assert fresh.history() == game.history()


def test_malformed_replays_are_refused(g: ModuleType) -> None:
    game = played(g, 6, 10)
    document = json.loads(game.replay())

    def refused(source: Any) -> str:
        with pytest.raises(InvalidStateError) as error:
            g.Game.from_replay(source)
        reason: str = error.value.reason
        return reason

    assert refused("not json") == "json"
    assert refused("\ud800") == "json"
    assert refused(json.dumps({**document, "format": "other/replay"})) == "format"
    checksums = list(document["checksums"])
    checksums[4] = "0" * 16
    assert refused({**document, "checksums": checksums}) == "checksum"
    assert refused({**document, "checksums": document["checksums"] + ["0" * 16]}) == "checksum_count"
    illegal = document["moves"][:3] + [document["moves"][2]] + document["moves"][4:]
    assert refused({**document, "moves": illegal, "checksums": []}) in ("illegal_move", "unknown_action")
    assert refused({**document, "moves": [60000]}) != ""
    assert refused({**document, "options": {**document["options"], "players": 99}}) != ""
    assert refused({k: v for k, v in document.items() if k != "seed"}) == "json"
    with pytest.raises(TypeError):
        g.Game.from_replay(3)
    # Without checksums only the legality of the moves is checked.
    unchecked = g.Game.from_replay({**document, "checksums": []})
    assert unchecked == game and unchecked.replay() == game.replay()


def test_games_compare_by_state_not_by_history(g: ModuleType) -> None:
    game = g.Game(4, 9)
    action = game.legal_actions()[0]
    game.apply_action(action)
    loaded = g.Game.from_json(game.to_json())
    assert loaded == game and loaded.history() != game.history()


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
