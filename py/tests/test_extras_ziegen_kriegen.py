"""Ziegen Kriegen's own extras: its sizes and card tables, its options and their errors, its moves'
fields, its public queries on games and views, and its scores' breakdown: goats, tricks, over
the limit, and the score of each finished round, one entry per round played."""

from __future__ import annotations

import json
import pickle
import random

import pytest

from herr_der_ziegen import SetupError, ziegen_kriegen

from helpers import ROOT


def test_constants() -> None:
    g = ziegen_kriegen
    assert g.NUM_ACTIONS == 52 and g.OBSERVATION_SIZE == 1181
    assert g.BOT_NAMES == ["random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"]
    assert (g.MIN_PLAYERS, g.MAX_PLAYERS) == (3, 6)
    decks = g.Game.DECK_IDS
    assert all(deck.endswith("reconstructed-1") for deck in decks.values())
    assert set(decks) == {"goat_deck", "hill_deck"}
    assert (g.GOAT_DECK, g.HILL_DECK) == (decks["goat_deck"], decks["hill_deck"])
    assert len(g.Game.DEFAULT_TABLES["goat_heads"]) == 50 and len(g.Game.DEFAULT_TABLES["hill_pairs"]) == 12
    # Every move is public: the tricks are played open, the hill numbers chosen aloud.
    assert all(g.Move.from_action_id(a).is_public for a in range(g.NUM_ACTIONS))


def test_ziegen_kriegen_options() -> None:
    with pytest.raises(SetupError) as rounds:
        ziegen_kriegen.Game(4, 1, rounds=2)
    assert rounds.value.reason == "rounds"
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(4, 1, start_player=4)
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(4, 1, rounds=-1)
    assert ziegen_kriegen.Game(4, 1, start_player=2).current_player == 2
    heads = list(ziegen_kriegen.Game.DEFAULT_TABLES["goat_heads"])
    custom = ziegen_kriegen.Game(3, 1, goat_deck="my-goats", goat_heads=heads)
    assert custom.to_dict()["options"]["goat_deck"] == "my-goats"
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(3, 1, goat_deck="my-goats")


def test_moves_and_queries() -> None:
    g = ziegen_kriegen
    assert [g.Move.from_action_id(a).kind for a in (0, 49, 50, 51)] == ["play", "play", "choose_low", "choose_high"]
    assert [g.Move.from_action_id(a).card for a in (0, 49, 50)] == [1, 50, None]
    game = g.Game(4, 7)
    rng = random.Random(7)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        for obj in (game, view):
            assert obj.round == view.round and obj.rounds == 1 and obj.limit == view.limit
            assert obj.hill() == view.hill() and obj.current_trick() == view.current_trick()
            for p in range(4):
                assert obj.tricks_taken(p) == game.tricks_taken(p) and obj.goats(p) == game.goats(p)
                assert obj.hand_size(p) == len(game.hand(p))
            assert [obj.card_heads(c) for c in (1, 50)] == [game.card_heads(1), game.card_heads(50)]
        game.apply(rng.choice(game.legal_actions()))
    for bad in (0, 51, -1):
        with pytest.raises(ValueError, match="no goat card"):
            game.card_heads(bad)
    with pytest.raises(ValueError, match="out of range"):
        game.card_heads(2**70)
    with pytest.raises(ValueError):
        game.goats(4)


def test_round_scores_list_the_rounds_played() -> None:
    """One entry per finished round, in Python as in JSON: none while the first round is played,
    never padded to six."""
    for rounds in (1, 4):
        game = ziegen_kriegen.Game(4, 3, rounds=rounds)
        rng = random.Random(rounds)
        finished_rounds = 0
        while True:
            scores = game.scores()
            details = scores.details
            assert set(details) == {"rounds", "rounds_scored", "limit", "limit_fixed"}
            assert details["rounds"] == rounds
            assert details["rounds_scored"] == finished_rounds or game.is_over
            for seat in scores.seats:
                assert len(seat.round_scores) == details["rounds_scored"] <= rounds
                assert list(seat.to_dict()["round_scores"]) == seat.round_scores
                assert json.loads(json.dumps(seat.to_dict()))["round_scores"] == seat.round_scores
                if rounds > 1:
                    # The variant's total is the sum of the finished rounds' scores.
                    assert seat.total == sum(seat.round_scores)
            if game.is_over:
                assert details["rounds_scored"] == rounds
                break
            round_before = game.round
            game.apply(rng.choice(game.legal_actions()))
            finished_rounds += game.round != round_before


def test_the_golden_games_score_each_round() -> None:
    goldens = json.loads((ROOT / "testdata" / "golden-ziegen-kriegen.json").read_text())["games"]
    for golden in goldens:
        game = ziegen_kriegen.Game.from_replay(
            {"format": "ziegen-kriegen/replay", "version": 1, "seed": golden["seed"], "options": golden["options"],
             "moves": golden["moves"], "checksums": []}
        )
        rows = golden["extras"]["round_scores"]
        assert [seat.round_scores for seat in game.scores().seats] == [list(column) for column in zip(*rows)]
        assert game.to_dict()["hill_stack"] is not None
        assert ziegen_kriegen.Game(golden["options"]["players"], golden["seed"], rounds=golden["options"]["rounds"]).to_dict()["hill_stack"] == golden["extras"]["first_hill_stack"]


def test_player_scores_are_built_checked() -> None:
    PlayerScore = ziegen_kriegen.PlayerScore
    score = PlayerScore(12, 3, False, [7, 12], 19)
    assert (score.goats, score.tricks, score.over, score.round_scores, score.total) == (12, 3, False, [7, 12], 19)
    assert pickle.loads(pickle.dumps(score)) == score
    assert score.to_dict() == {"goats": 12, "tricks": 3, "over": False, "round_scores": (7, 12), "total": 19}
    assert PlayerScore(0, 0, True, [], 0).round_scores == []
    with pytest.raises(ValueError, match="at most 6 rounds"):
        PlayerScore(0, 0, False, [0] * 7, 0)
    with pytest.raises(ValueError):
        PlayerScore(256, 0, False, [], 0)
    with pytest.raises(ValueError):
        PlayerScore(0, 0, False, [], 2**16)
    with pytest.raises(ValueError):
        PlayerScore(0, 0, False, [-1], 0)
