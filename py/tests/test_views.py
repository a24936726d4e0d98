"""Views and privacy, for every game: what a seat may know (``Game.view``), its legal moves and mask
known from the view alone, determinization (``PlayerView.determinize``), what each game declares
private (``PlayerView.split``) and which moves the other seats do not see (``Move.is_public``),
and nothing the package derives from a view depending on what the seat cannot know."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from helpers import played

SAMPLES = 3
"""Determinizations per seat and step in the leak test."""


def test_views_and_determinization(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = played(g, players, 20 + players, 3 * players + 1)
        for seat in range(players):
            view = game.view(seat)
            assert view.seat == seat and view.players == players
            assert view.current_player == game.current_player and not view.is_over
            assert view.phase == game.phase and view.turn == game.turn
            assert view.hand() == game.hand(seat) == sorted(game.hand(seat))
            obs = view.observation()
            assert obs.dtype == np.float32 and obs.shape == (g.OBSERVATION_SIZE,)
            assert np.array_equal(obs, game.observation(seat))
            if seat == game.current_player:
                assert view.legal_moves() == game.legal_moves()
                assert view.legal_actions() == game.legal_actions()
                assert np.array_equal(view.legal_action_mask(), game.legal_action_mask())
            else:
                assert view.legal_moves() == [] and view.legal_actions() == [] and not view.legal_action_mask().any()
            samples = [view.determinize(s) for s in range(4)]
            for sample in samples:
                assert sample.view(seat) == view
                assert g.Game.from_json(sample.to_json()) == sample
                if seat == game.current_player:
                    assert sample.legal_actions() == game.legal_actions()
            assert view.determinize(2) == samples[2]
    assert repr(view).startswith(f"<PlayerView of player {view.seat} ")


@pytest.mark.parametrize("more", [0, 1, 2, 3])
def test_determinize_keeps_the_view_and_draws_the_rest(g: ModuleType, more: int) -> None:
    players = min(g.MIN_PLAYERS + more, g.MAX_PLAYERS)
    game = played(g, players, 10 + players, 4 * players + 1)
    for seat in range(players):
        view = game.view(seat)
        samples = [view.determinize(seed) for seed in range(6)]
        for sample in samples:
            assert sample.view(seat) == view
            assert sample.seed is None and sample.history() == []
        assert view.determinize(3) == samples[3]
        # What the seat does not know is drawn anew: not every sample is the same game.
        assert any(sample != samples[0] for sample in samples)


def test_determinize_checks_the_seed(g: ModuleType) -> None:
    view = g.Game(g.MIN_PLAYERS, 1).view(0)
    view.determinize(2**64 - 1)
    for bad in (-1, 2**64):
        with pytest.raises(ValueError):
            view.determinize(bad)
    with pytest.raises(TypeError):
        view.determinize("1")
    with pytest.raises(TypeError):
        view.determinize(True)


def test_a_views_moves_are_those_of_the_seat_that_decides(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS + 1, 11)
    rng = random.Random(4)
    while not game.is_over:
        seat = game.current_player
        for p in range(game.players):
            view = game.view(p)
            mask = view.legal_action_mask()
            assert mask.dtype == np.bool_ and mask.shape == (g.NUM_ACTIONS,)
            if p == seat:
                assert np.array_equal(mask, game.legal_action_mask())
                assert all(view.is_legal(mv) and view.is_legal(mv.action_id) for mv in game.legal_moves())
            else:
                assert not mask.any() and not any(view.is_legal(mv) for mv in game.legal_moves())
        game.apply_action(rng.choice(game.legal_actions()))
    with pytest.raises(TypeError):
        game.view(0).is_legal("x")


def test_the_shared_queries_of_views_and_games_agree(g: ModuleType) -> None:
    def public(cls: type) -> set[str]:
        return {name for name in dir(cls) if not name.startswith("_")}

    # The god view's own: playing and copying a mutable state, its history and every seat's view.
    game_only = {"apply", "apply_action", "clone", "view", "history", "seed", "options", "undo", "replay", "from_replay"}
    # The view's own: its seat, the split of its document and sampling a game.
    view_only = {"seat", "split", "determinize"}
    assert game_only <= public(g.Game) - public(g.PlayerView)
    assert view_only <= public(g.PlayerView) - public(g.Game)
    game = played(g, g.MIN_PLAYERS + 1, 8, 20)
    seat = game.current_player
    view = game.view(seat)
    for action in range(g.NUM_ACTIONS):
        assert view.is_legal(action) == game.is_legal(action)
    for name in ("players", "current_player", "is_over", "phase", "phase_details", "turn"):
        assert getattr(view, name) == getattr(game, name), name


def test_split_gives_the_public_and_private_parts_as_the_game_declares_them(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = g.Game(players, 3)
        rng = random.Random(players)
        for step in range(60):
            publics = []
            for seat in range(players):
                view = game.view(seat)
                document = view.to_dict()
                public, private = view.split()
                assert isinstance(public, dict) and isinstance(private, dict)
                # Together the parts hold every field; each keeps the document's order.
                assert set(public) | set(private) == set(document)
                assert list(public) == [k for k in document if k in public]
                assert list(private) == [k for k in document if k in private]
                assert private["seat"] == seat and "seat" not in public
                assert {"format", "version"} <= set(public)
                for key in set(public) - set(private):
                    assert public[key] == document[key], key
                for key in set(private) - set(public):
                    assert private[key] == document[key], key
                # What the seat cannot know is in neither part: both are the same for every
                # game consistent with the view.
                assert view.determinize(step).view(seat).split() == (public, private)
                publics.append(public)
            # The public part is the same in every seat's view.
            assert all(p == publics[0] for p in publics)
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))


def test_a_hidden_move_leaves_the_other_seats_unable_to_tell_it(g: ModuleType) -> None:
    """A move the game declares hidden (``Move.is_public`` false) leaves every other seat's view
    the same, whichever of the hidden legal moves was made; a game whose moves are all public
    shows every move to the others."""
    hidden = {a for a in range(g.NUM_ACTIONS) if not g.Move.from_action_id(a).is_public}
    assert all(g.Move.from_action_id(a).is_public == (a not in hidden) for a in range(g.NUM_ACTIONS))
    seen = 0
    for seed in range(8):
        game = played(g, g.MIN_PLAYERS + 1, seed, seed * 3)
        if game.is_over:
            continue
        seat = game.current_player
        choices = [a for a in game.legal_actions() if a in hidden]
        if len(choices) < 2:
            continue
        after = []
        for action in choices:
            copy = game.clone()
            copy.apply_action(action)
            after.append([copy.view(p).to_json() for p in range(game.players) if p != seat])
        assert all(views == after[0] for views in after)
        seen += 1
    if hidden:
        assert seen > 0, "no decision among hidden moves was met"


def pictures(view: Any) -> tuple[str, str]:
    return str(view), view._repr_svg_()


def test_nothing_derived_from_a_view_depends_on_what_the_seat_cannot_know(g: ModuleType) -> None:
    """For random games, at every step and for every seat, the seat's view is determinized
    several times, and everything the package derives from a view must be the same for the true
    game and for each resampled one: the view itself, ``to_json()``, ``to_dict()``, ``split()``,
    ``observation()`` (bitwise, also through ``Game.observation``), the text and SVG pictures
    (every fourth step), and the legal moves and mask when the seat is the one to decide."""
    counts = {"determinizations": 0, "differing": 0, "legal": 0}
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = g.Game(players, 13 + players)
        choices = random.Random(players)
        rng = random.Random(1000 + players)
        step = 0
        while True:
            legal = game.legal_actions()
            mask = game.legal_action_mask().tobytes()
            for seat in range(players):
                view = game.view(seat)
                text, as_dict, parts = view.to_json(), view.to_dict(), view.split()
                obs = view.observation().tobytes()
                assert game.observation(seat).tobytes() == obs
                drawn = pictures(view) if step % 4 == 0 else None
                for _ in range(SAMPLES):
                    other = view.determinize(rng.randrange(2**64))
                    counts["differing"] += other != game
                    other_view = other.view(seat)
                    assert other_view == view
                    assert other_view.to_json() == text and other_view.to_dict() == as_dict
                    assert other_view.split() == parts
                    assert other_view.observation().tobytes() == obs
                    assert other.observation(seat).tobytes() == obs
                    if drawn is not None:
                        assert pictures(other_view) == drawn, f"seat {seat}: the pictures depend on hidden cards"
                    if game.current_player == seat:
                        assert other.legal_actions() == legal
                        assert other.legal_action_mask().tobytes() == mask
                        counts["legal"] += 1
                    counts["determinizations"] += 1
            if game.is_over:
                break
            game.apply(choices.choice(legal))
            step += 1
    assert counts["differing"] * 2 > counts["determinizations"], "determinize rarely changed the game"
    assert counts["legal"] > 0


def test_observation_arrays_compare_bitwise(g: ModuleType) -> None:
    """The comparisons above are on bytes: equal floats with different bits would count as
    different."""
    game = g.Game(g.MIN_PLAYERS, 1)
    a = game.observation(0)
    assert a.dtype == np.float32 and a.tobytes() == game.view(0).observation().tobytes()
