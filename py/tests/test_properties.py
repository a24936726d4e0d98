"""Random play checks the invariants of the Rust property tests, from Python."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from herr_der_ziegen import NUM_ACTIONS, NUM_CARDS, Game, IllegalMoveError

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
def test_random_games_keep_every_invariant(players: int, seed: int, rng: random.Random) -> None:
    game = Game(players, seed)
    moves = 0
    while not game.is_over:
        check_conservation(game)
        legal = game.legal_actions()
        assert legal, "a game that is not over always has a legal move"
        assert len(set(legal)) == len(legal)
        mask = game.legal_action_mask()
        assert mask.shape == (NUM_ACTIONS,) and sorted(mask.nonzero()[0].tolist()) == sorted(legal)
        current = game.current_player
        assert current is not None
        # An illegal action is refused and changes nothing.
        if moves % 7 == 0:
            before = game.to_json()
            illegal = rng.choice([a for a in range(NUM_ACTIONS) if a not in set(legal)])
            try:
                game.apply(illegal)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"action {illegal} was accepted but is not listed")
            assert game.to_json() == before
            # Every listed move is accepted (on a copy).
            for action in legal:
                game.clone().apply(action, player=current)
        # Round trips keep the full state.
        if moves % 11 == 0:
            text = game.to_json()
            assert Game.from_json(text) == game
            assert Game.from_json(text).to_json() == text
            assert pickle.loads(pickle.dumps(game)) == game
            assert copy.deepcopy(game) == game
        game.apply(rng.choice(legal))
        moves += 1
    check_conservation(game)
    assert game.legal_actions() == []
    totals = game.scores().totals
    assert game.scores().winners == [p for p in range(players) if totals[p] == max(totals)]


@SETTINGS
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1), chooser=st.integers(0, 2**32))
def test_the_same_seed_and_choices_give_the_same_game(players: int, seed: int, chooser: int) -> None:
    transcripts = []
    for _ in range(2):
        game = Game(players, seed)
        rng = random.Random(chooser)
        moves = []
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            moves.append(action)
            game.apply(action)
        transcripts.append((moves, game.to_json()))
    assert transcripts[0] == transcripts[1]


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
