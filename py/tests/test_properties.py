"""Random play checks the invariants of the Rust property tests, from Python, for every game:
legal moves listed once and accepted, everything else refused without change, round trips that
keep the full state, winners that are the best totals, and the same seed and choices giving the
same game."""

from __future__ import annotations

import copy
import pickle
import random
from types import ModuleType

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from herr_der_ziegen import IllegalMoveError

from helpers import GAME_MODULES

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def setups(draw: st.DrawFn) -> tuple[ModuleType, int, int]:
    """A game module, a player count of that game and a seed."""
    m = draw(st.sampled_from(GAME_MODULES))
    return m, draw(st.integers(m.MIN_PLAYERS, m.MAX_PLAYERS)), draw(st.integers(0, 2**64 - 1))


@SETTINGS
@given(setup=setups(), rng=st.randoms(use_true_random=False))
def test_random_games_keep_every_invariant(setup: tuple[ModuleType, int, int], rng: random.Random) -> None:
    m, players, seed = setup
    game = m.Game(players, seed)
    moves = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has a legal move"
        assert len(set(legal)) == len(legal)
        mask = game.legal_action_mask()
        assert mask.shape == (m.NUM_ACTIONS,) and sorted(mask.nonzero()[0].tolist()) == sorted(legal)
        current = game.current_player
        assert current is not None
        # An illegal action is refused and changes nothing.
        if moves % 7 == 0 and len(legal) < m.NUM_ACTIONS:
            before = game.to_json()
            illegal = rng.choice([a for a in range(m.NUM_ACTIONS) if a not in set(legal)])
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
            assert m.Game.from_json(text) == game
            assert m.Game.from_json(text).to_json() == text
            assert pickle.loads(pickle.dumps(game)) == game
            assert copy.deepcopy(game) == game
        game.apply(rng.choice(legal))
        moves += 1
    assert game.legal_actions() == []
    scores = game.scores()
    # The winners are the best totals among the seats that may win: every seat, but a seat over
    # its limit (Ziegen Kriegen's, scoring 0) never does; so nobody wins only when every seat is
    # over, and a game whose seats have no limit always has winners.
    eligible = [p for p in range(players) if not getattr(scores.seats[p], "over", False)]
    best = (max if scores.order == "higher_wins" else min)((scores.totals[p] for p in eligible), default=None)
    assert scores.winners == [p for p in eligible if scores.totals[p] == best], scores.to_dict()


@SETTINGS
@given(setup=setups(), chooser=st.integers(0, 2**32))
def test_the_same_seed_and_choices_give_the_same_game(setup: tuple[ModuleType, int, int], chooser: int) -> None:
    m, players, seed = setup
    transcripts = []
    for _ in range(2):
        game = m.Game(players, seed)
        rng = random.Random(chooser)
        moves = []
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            moves.append(action)
            game.apply(action)
        transcripts.append((moves, game.to_json()))
    assert transcripts[0] == transcripts[1]
