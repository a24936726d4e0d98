"""The OpenSpiel adapter, for every game (skipped without OpenSpiel): the game's description and
parameters, OpenSpiel's random simulation test at every player count, the deal as the engine's
game of that seed, observations from the view, resampling from an information state, and
OpenSpiel's IS-MCTS bot playing whole games."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import GAMES

from helpers import option_variant

CASES = [
    pytest.param(game.short_name, players, id=f"{game.short_name}-{players}")
    for game in GAMES
    for players in range(game.min_players, game.max_players + 1)
]
"""Every game at every player count."""


@pytest.fixture(scope="module")
def pyspiel() -> Any:
    module = pytest.importorskip("pyspiel")
    import herr_der_ziegen.openspiel  # noqa: F401  (registers the games)

    return module


def short_name(g: ModuleType) -> str:
    return g.__name__.rsplit(".", 1)[1]


def load(pyspiel: Any, g: ModuleType, players: int, **params: int) -> Any:
    return pyspiel.load_game(short_name(g), {"players": players, **params})


def dealt(pyspiel: Any, g: ModuleType, players: int, deal: int = 0) -> Any:
    state = load(pyspiel, g, players).new_initial_state()
    state.apply_action(deal)
    return state


def test_game_description(pyspiel: Any, g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    game = load(pyspiel, g, players)
    game_type = game.get_type()
    assert game_type.short_name == short_name(g) and game_type.long_name == g.TITLE
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert (game_type.min_num_players, game_type.max_num_players) == (g.MIN_PLAYERS, g.MAX_PLAYERS)
    assert game.num_players() == players
    assert game.num_distinct_actions() == g.NUM_ACTIONS
    assert game.observation_tensor_shape() == [g.OBSERVATION_SIZE]
    assert game.max_chance_outcomes() == 10_000
    assert game.max_game_length() == g.Game.max_game_length(players)
    assert load(pyspiel, g, g.MAX_PLAYERS).num_players() == g.MAX_PLAYERS
    assert load(pyspiel, g, g.MIN_PLAYERS, deals=5).max_chance_outcomes() == 5
    from herr_der_ziegen.openspiel import MAX_DEALS, GAME_CLASSES

    # Parameters out of range are refused with a ValueError naming them.
    for params in [
        {"players": g.MAX_PLAYERS + 1},
        {"players": g.MIN_PLAYERS - 1},
        {"deals": 0},
        {"deals": MAX_DEALS + 1},
        {"first_seed": -1},
        {"first_seed": 2**31},
    ]:
        with pytest.raises(ValueError, match=next(iter(params))):
            GAME_CLASSES[short_name(g)](params)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_sim_test(pyspiel: Any, name: str, players: int) -> None:
    loaded = pyspiel.load_game(name, {"players": players})
    assert loaded.get_type().short_name == name and loaded.num_players() == players
    pyspiel.random_sim_test(loaded, num_sims=2, serialize=False, verbose=False)


def test_random_sim_test_with_serialization(pyspiel: Any, g: ModuleType) -> None:
    pyspiel.random_sim_test(load(pyspiel, g, g.MIN_PLAYERS + 1), num_sims=1, serialize=True, verbose=False)
    state = dealt(pyspiel, g, g.MIN_PLAYERS + 1, 4)
    state.apply_action(state.legal_actions()[0])
    copy = state.get_game().deserialize_state(state.serialize())
    assert copy.game == state.game
    assert copy.history() == state.history()


def test_the_deal_is_the_engine_game_of_that_seed(pyspiel: Any, g: ModuleType) -> None:
    from herr_der_ziegen.openspiel import STATE_CLASSES

    players = g.MIN_PLAYERS + 1
    state = load(pyspiel, g, players, first_seed=100).new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 10_000
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(7)
    assert isinstance(state, STATE_CLASSES[short_name(g)])
    assert state.game == g.Game(players, 107)
    assert state.current_player() == state.game.current_player
    assert state.legal_actions() == sorted(state.game.legal_actions())


def test_observations_come_from_the_view(pyspiel: Any, g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    state = dealt(pyspiel, g, players, 11)
    assert state.game is not None
    for p in range(players):
        obs = np.asarray(state.observation_tensor(p), dtype=np.float32)
        assert np.array_equal(obs, state.game.observation(p))
        assert state.observation_string(p) == state.game.view(p).to_json()
        assert state.information_state_string(p).startswith(state.game.view(p).to_json())
    initial = load(pyspiel, g, players).new_initial_state()
    assert not np.asarray(initial.observation_tensor(0)).any()
    assert initial.information_state_string(0) == ""


def test_resampling_keeps_the_information_state(pyspiel: Any, g: ModuleType) -> None:
    state = dealt(pyspiel, g, g.MIN_PLAYERS + 1, 3)
    rng = np.random.RandomState(0)
    while state.move_number() < 12:
        state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    samples = [state.resample_from_infostate(player, sampler) for _ in range(5)]
    for sample in samples:
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
        assert sample.game.view(player) == state.game.view(player)
    # The other seats' hands (and what is still to be dealt) are drawn anew.
    assert any(sample.game != state.game for sample in samples)


def test_ismcts_bot_plays_a_full_game_against_random(pyspiel: Any, g: ModuleType) -> None:
    from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-not-found, import-untyped, unused-ignore]

    players = g.MIN_PLAYERS
    game = load(pyspiel, g, players)
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
    winners = state.game.scores().winners
    assert state.returns() == [1.0 if p in winners else -1.0 for p in range(players)]


def test_openspiel_states_are_the_engine_games(pyspiel: Any, g: ModuleType) -> None:
    players = 4 if g.MAX_PLAYERS >= 4 else g.MAX_PLAYERS
    loaded = pyspiel.load_game(short_name(g), {"players": players, "first_seed": 100})
    assert loaded.num_distinct_actions() == g.NUM_ACTIONS
    assert loaded.observation_tensor_shape() == [g.OBSERVATION_SIZE]
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=True, verbose=False)
    state = loaded.new_initial_state()
    state.apply_action(7)
    assert state.game == g.Game(players, 107)
    assert np.array_equal(np.asarray(state.observation_tensor(1), np.float32), state.game.observation(1))
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    player = state.current_player()
    sample = state.resample_from_infostate(player, sampler)
    assert sample.game.view(player) == state.game.view(player)
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game(short_name(g), {"players": g.MAX_PLAYERS + 1})


def test_openspiel_takes_the_options_as_parameters(pyspiel: Any, g: ModuleType) -> None:
    from herr_der_ziegen import openspiel

    m = g
    short_name = g.__name__.rsplit(".", 1)[1]
    options = option_variant(m)
    assert set(options) <= set(openspiel.option_parameters(m))
    players = m.MIN_PLAYERS
    text = ",".join([f"players={players}", "deals=5", *(f"{k}={v}" for k, v in options.items())])
    spiel = pyspiel.load_game(f"python_{short_name}({text})")
    assert spiel.max_game_length() == m.Game.max_game_length(players, **options)
    assert spiel.get_parameters()["players"] == players
    state = spiel.new_initial_state()
    assert [p for _, p in state.chance_outcomes()] == [0.2] * 5
    state.apply_action(3)
    assert state.game == m.Game(players, 3, **options)
    rng = random.Random(2)
    for _ in range(5):
        state.apply_action(rng.choice(state.legal_actions()))
    clone = state.clone()
    assert clone.game == state.game and clone.game is not state.game and clone.decisions == state.decisions
    clone.apply_action(clone.legal_actions()[0])
    assert clone.decisions != state.decisions and len(state.decisions) == 5
    # The short names keep their parameters and the game's default options.
    short = pyspiel.load_game(short_name, {"players": players})
    assert set(short.get_parameters()) == {"players", "deals", "first_seed"}
    with pytest.raises(Exception, match="Unknown parameter"):
        pyspiel.load_game(f"{short_name}(players={players},no_such_option=1)")
    with pytest.raises(Exception):
        pyspiel.load_game(f"python_{short_name}(players={m.MAX_PLAYERS + 1})")

