"""Scores, for every game: one ``Scores`` shape (each seat's ``PlayerScore``, the totals, the
winners, whether final, which way totals rank, the game-wide details), one meaning for a seat's
total at every moment (``totals[i] == seats[i].total``, the seat's score as things stand), scores
built by hand checked, and no access by key."""

from __future__ import annotations

import pickle
import random
from types import ModuleType

import pytest

from herr_der_ziegen import Scores

from helpers import finished

SCORES_KEYS = {"seats", "totals", "winners", "is_final", "order", "details"}


def test_a_seats_total_means_one_thing_at_every_moment(g: ModuleType) -> None:
    """Mid-game as at the end, ``totals[i]`` is ``seats[i].total`` and ``seats[i].to_dict()["total"]``:
    the seat's score as things stand, the number the game ranks the seats by."""
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = g.Game(players, 40 + players)
        rng = random.Random(players)
        changed = 0
        previous = game.scores().totals
        while True:
            scores = game.scores()
            assert len(scores.totals) == len(scores.seats) == players
            assert scores.totals == [s.total for s in scores.seats] == [s.to_dict()["total"] for s in scores]
            assert scores.is_final == game.is_over
            changed += scores.totals != previous
            previous = scores.totals
            if scores.winners:
                best = (max if scores.order == "higher_wins" else min)(scores.totals)
                assert all(scores.totals[w] == best for w in scores.winners)
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        assert changed > 0, "the totals follow the game"


def test_a_whole_game_ends_with_scores(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    game = finished(g, players, 11)
    scores = game.scores()
    assert type(scores) is Scores and scores.is_final and len(scores) == players
    assert set(scores.to_dict()) == SCORES_KEYS
    assert scores.to_dict()["seats"] == [s.to_dict() for s in scores.seats]
    assert scores.order in ("higher_wins", "lower_wins")
    assert [s.total for s in scores.seats] == scores.totals == [s.total for s in scores]
    assert scores[0] == scores.seats[0] and scores[-1] == scores.seats[-1] == scores[players - 1]
    assert list(scores) == scores.seats
    assert all(isinstance(s, g.PlayerScore) and s.to_dict()["total"] == s.total for s in scores)
    assert scores.winners == sorted(set(scores.winners))
    assert all(scores.is_winner(p) == (p in scores.winners) for p in range(players))
    if scores.winners:
        best = (max if scores.order == "higher_wins" else min)(scores.totals)
        assert scores.winners == [p for p in range(players) if scores.totals[p] == best]
    assert pickle.loads(pickle.dumps(scores)) == scores
    assert all(pickle.loads(pickle.dumps(s)) == s for s in scores)
    assert hash(pickle.loads(pickle.dumps(scores))) == hash(scores)
    assert repr(scores) == f"Scores(totals={scores.totals}, winners={scores.winners})"
    assert all(repr(s).startswith("PlayerScore(") and f"total={s.total}" in repr(s) for s in scores)
    # Indices as a list's: negative ones from the end, any other int no seat (IndexError).
    for bad in (players, -players - 1, 2**70, -(2**70)):
        with pytest.raises(IndexError, match="no player"):
            scores[bad]
    with pytest.raises(ValueError, match=f"no player {players}"):
        scores.is_winner(players)
    with pytest.raises(TypeError):
        scores[True]
    fresh = g.Game(players, 11).scores()
    assert not fresh.is_final and fresh.seats[0].to_dict().keys() == scores.seats[0].to_dict().keys()
    assert fresh.order == scores.order and fresh.details.keys() == scores.details.keys()


def test_scores_have_no_access_by_key(g: ModuleType) -> None:
    """The parts of the scores are attributes: a str key is refused, saying so."""
    scores = g.Game(g.MIN_PLAYERS, 1).scores()
    for key in ("totals", "winners", "players", "players_scores", "seats"):
        with pytest.raises(TypeError, match="indexed by seat"):
            scores[key]
    assert not hasattr(scores, "players")
    assert "players" not in scores.to_dict()


def test_scores_built_by_hand_are_consistent(g: ModuleType) -> None:
    game = finished(g, g.MIN_PLAYERS, 3)
    scores = game.scores()
    rebuilt = Scores(scores.seats, scores.winners, order=scores.order, details=scores.details)
    assert rebuilt == scores
    assert Scores(seats=scores.seats, winners=scores.winners, order=scores.order, details=scores.details) == scores
    assert rebuilt.details == scores.details and rebuilt.details is not rebuilt.details  # a copy each time
    # Nested values are copied too: neither the dict given nor one read changes the scores.
    given = {"nested": [1]}
    held = Scores(scores.seats, scores.winners, order=scores.order, details=given)
    given["nested"].append(2)
    held.details["nested"].append(3)
    assert held.details == {"nested": [1]}
    others = [p for p in range(game.players) if p not in scores.winners]
    for winners in [others[:1], scores.winners + scores.winners, [game.players]]:
        with pytest.raises(ValueError, match="total"):
            Scores(scores.seats, winners, order=scores.order)
    with pytest.raises(ValueError, match="order"):
        Scores(scores.seats, scores.winners, order="best")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seats are PlayerScore objects"):
        Scores([1, 2], [])
    assert Scores([], []).winners == [] and len(Scores([], [])) == 0
    with pytest.raises(ValueError, match="no player 0"):
        Scores([], []).is_winner(0)
    with pytest.raises(ValueError, match="out of range"):
        Scores([], [-1])
