"""The OpenSpiel adapter passes OpenSpiel's random simulation test and its IS-MCTS bot can play.

The adapter's tests are skipped when OpenSpiel (``pyspiel``) is not installed; the tests of
``PlayerView.determinize``, which the adapter's resampling uses, always run.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import NUM_ACTIONS, OBSERVATION_SIZE, Game


def played(players: int, seed: int, moves: int) -> Game:
    game = Game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_determinize_keeps_the_view(players: int) -> None:
    game = played(players, 10 + players, 25)
    for seat in range(players):
        view = game.view(seat)
        samples = [view.determinize(seed) for seed in range(6)]
        for sample in samples:
            assert sample.view(seat) == view
            assert Game.from_json(sample.to_json()) == sample
        assert view.determinize(3) == samples[3]
        # What the seat does not know is drawn anew: not every sample is the same game.
        assert any(sample != samples[0] for sample in samples)


def test_determinize_checks_the_seed() -> None:
    view = Game(2, 1).view(0)
    view.determinize(2**64 - 1)
    with pytest.raises(ValueError):
        view.determinize(-1)
    with pytest.raises(ValueError):
        view.determinize(2**64)
    with pytest.raises(TypeError):
        view.determinize("1")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        view.determinize(True)


@pytest.fixture(scope="module")
def pyspiel() -> Any:
    module = pytest.importorskip("pyspiel")
    import herr_der_ziegen.openspiel  # noqa: F401  (registers the game)

    return module


def load(pyspiel: Any, players: int, **params: int) -> Any:
    return pyspiel.load_game("herr_der_ziegen", {"players": players, **params})


def dealt(pyspiel: Any, players: int, deal: int = 0) -> Any:
    state = load(pyspiel, players).new_initial_state()
    state.apply_action(deal)
    return state


def test_game_description(pyspiel: Any) -> None:
    game = load(pyspiel, 3)
    game_type = game.get_type()
    assert game_type.short_name == "herr_der_ziegen"
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.num_players() == 3
    assert game.num_distinct_actions() == NUM_ACTIONS
    assert game.observation_tensor_shape() == [OBSERVATION_SIZE]
    assert game.max_chance_outcomes() == 10_000
    assert load(pyspiel, 4).num_players() == 4
    assert load(pyspiel, 2, deals=5).max_chance_outcomes() == 5
    from herr_der_ziegen.openspiel import MAX_DEALS, HerrDerZiegenGame

    # Parameters out of range are refused with a ValueError naming them.
    for params in [
        {"players": 6},
        {"deals": 0},
        {"deals": MAX_DEALS + 1},
        {"first_seed": -1},
        {"first_seed": 2**31},
    ]:
        with pytest.raises(ValueError, match=next(iter(params))):
            HerrDerZiegenGame(params)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_sim_test(pyspiel: Any, players: int) -> None:
    pyspiel.random_sim_test(load(pyspiel, players), num_sims=3, serialize=False, verbose=False)


def test_random_sim_test_with_serialization(pyspiel: Any) -> None:
    pyspiel.random_sim_test(load(pyspiel, 3), num_sims=1, serialize=True, verbose=False)
    state = dealt(pyspiel, 3, 4)
    state.apply_action(state.legal_actions()[0])
    copy = state.get_game().deserialize_state(state.serialize())
    assert copy.game == state.game
    assert copy.history() == state.history()


def test_the_deal_is_the_engine_game_of_that_seed(pyspiel: Any) -> None:
    from herr_der_ziegen.openspiel import HerrDerZiegenState

    state = load(pyspiel, 4, first_seed=100).new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 10_000
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(7)
    assert isinstance(state, HerrDerZiegenState)
    assert state.game == Game(4, 107)
    assert state.current_player() == state.game.current_player
    assert state.legal_actions() == sorted(state.game.legal_actions())


def test_observations_come_from_the_view(pyspiel: Any) -> None:
    from herr_der_ziegen.openspiel import HerrDerZiegenState

    state = dealt(pyspiel, 3, 11)
    assert isinstance(state, HerrDerZiegenState) and state.game is not None
    for p in range(3):
        obs = np.asarray(state.observation_tensor(p), dtype=np.float32)
        assert np.array_equal(obs, state.game.observation(p))
        assert state.observation_string(p) == state.game.view(p).to_json()
        assert state.information_state_string(p).startswith(state.game.view(p).to_json())
    initial = load(pyspiel, 3).new_initial_state()
    assert not np.asarray(initial.observation_tensor(0)).any()
    assert initial.information_state_string(0) == ""


def test_resampling_keeps_the_information_state(pyspiel: Any) -> None:
    state = dealt(pyspiel, 4, 3)
    rng = np.random.RandomState(0)
    while state.move_number() < 30:
        state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    samples = [state.resample_from_infostate(player, sampler) for _ in range(5)]
    for sample in samples:
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
        assert sample.game.view(player) == state.game.view(player)
    # The other seats' hands and the pile are drawn anew.
    assert any(sample.game != state.game for sample in samples)


def test_ismcts_bot_plays_a_full_game_against_random(pyspiel: Any) -> None:
    from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-not-found, import-untyped, unused-ignore]

    game = load(pyspiel, 2)
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=8, random_state=rng)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        legal = state.legal_actions()
        action = int(bot.step(state)) if state.current_player() == 0 else int(rng.choice(legal))
        assert action in legal
        state.apply_action(action)
        decisions += 1
    assert 0 < decisions <= game.max_game_length()
    returns = state.returns()
    winners = state.game.scores().winners
    assert winners
    assert returns == [1.0 if p in winners else -1.0 for p in range(2)]
