"""What someone without a seat is told, and what each seat is told of a move, for every game: the
spectator's view (``Game.spectator_view``, ``SpectatorView``) is what every seat sees alike, loads
back from its JSON with every check, and refuses what is not one; ``Game.events_for(player)`` is the
last move's events as that seat, or a spectator, may know them."""

from __future__ import annotations

import copy
import json
import pickle
from types import ModuleType

import pytest

from helpers import played


def test_the_spectator_view_is_the_public_part_of_every_seat_view(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = played(g, players, 30 + players, 2 * players + 3)
        watching = game.spectator_view()
        assert isinstance(watching, g.SpectatorView)
        assert watching.seat is None and watching.hand() == []
        assert watching.legal_moves() == [] and watching.legal_actions() == []
        assert (watching.players, watching.current_player, watching.is_over) == (
            game.players,
            game.current_player,
            game.is_over,
        )
        assert (watching.phase, watching.turn, watching.phase_details) == (game.phase, game.turn, game.phase_details)
        document = watching.to_dict()
        assert document["format"] == f"{g.NAME}/spectator-view" and document["version"] == 1
        assert "seat" not in document and "hand" not in document
        for seat in range(players):
            public, _private = game.view(seat).split()
            assert {k: v for k, v in public.items() if k not in ("format", "version")} == {
                k: v for k, v in document.items() if k not in ("format", "version")
            }


def test_a_spectator_view_loads_back_and_pickles(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS, 4, 9)
    watching = game.spectator_view()
    text = watching.to_json()
    loaded = g.SpectatorView.from_json(text)
    assert loaded == watching and loaded.to_json() == text
    assert pickle.loads(pickle.dumps(watching)) == watching
    assert copy.copy(watching) == watching and copy.deepcopy(watching) == watching
    assert repr(watching).startswith("<SpectatorView of ")
    assert watching != played(g, g.MIN_PLAYERS, 4, 10).spectator_view()


def test_what_is_not_a_spectator_view_is_refused(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS, 6, 5)
    document = game.spectator_view().to_dict()
    with pytest.raises(g.InvalidStateError) as refused:
        g.SpectatorView.from_json(game.view(0).to_json())
    assert refused.value.reason == "format"
    with pytest.raises(g.InvalidStateError):
        g.SpectatorView.from_json(game.to_json())
    with pytest.raises(g.InvalidStateError):
        g.SpectatorView.from_json("{")
    with pytest.raises(g.InvalidStateError):
        g.SpectatorView.from_json(json.dumps({**document, "hand": []}))
    with pytest.raises(g.InvalidStateError) as refused:
        g.SpectatorView.from_json(json.dumps({**document, "version": 2}))
    assert refused.value.reason == "version"
    with pytest.raises(TypeError):
        g.SpectatorView.from_json(document)


def test_events_for_each_observer(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 3)
    assert list(game.events_for(None)) == [] and list(game.events_for(0)) == []
    move = game.legal_moves()[0]
    events = game.apply(move)
    for player in [*range(game.players), None]:
        seen = game.events_for(player)
        assert len(seen) <= len(events)
        assert all(event in events for event in seen if event.get("event") != "cards_drawn")
    with pytest.raises(ValueError):
        game.events_for(game.players)
    with pytest.raises(TypeError):
        game.events_for("0")
    # apply_action builds no events, undo takes the move back: nothing to tell.
    game.apply_action(game.legal_actions()[0])
    assert list(game.events_for(None)) == []
    game.apply(game.legal_moves()[0])
    game.undo()
    assert list(game.events_for(0)) == []


def test_le_baron_names_drawn_cards_to_the_drawer_alone() -> None:
    from herr_der_ziegen import le_baron

    game = le_baron.Game(3, 2)
    draws = 0
    while not game.is_over:
        events = list(game.apply(game.legal_moves()[0]))
        for index, event in enumerate(events):
            if event["event"] != "cards_drawn":
                continue
            draws += 1
            for player in (0, 1, 2, None):
                seen = game.events_for(player)[index]
                assert seen["count"] == event["count"]
                assert seen == event if player == event["seat"] else seen["cards"] == ()
    assert draws > 0
