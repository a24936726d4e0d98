"""The PettingZoo environments and the OpenSpiel registrations of Ziegen Kriegen and Le Baron pass
the libraries' own tests for every player count (skipped without the libraries)."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

ZK_PLAYERS = [3, 4, 5, 6]
LB_PLAYERS = list(range(2, 11))
CASES = [("ziegen_kriegen", p) for p in ZK_PLAYERS] + [("le_baron", p) for p in LB_PLAYERS]
# PettingZoo's notes on dict observations (see test_env.py).
EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


def env_class(game: str) -> Any:
    pytest.importorskip("pettingzoo")
    from herr_der_ziegen.env import LeBaronEnv, ZiegenKriegenEnv

    return {"ziegen_kriegen": ZiegenKriegenEnv, "le_baron": LeBaronEnv}[game]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_pettingzoo_api_and_seed_tests(game: str, players: int) -> None:
    from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

    cls = env_class(game)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(cls(players=players), num_cycles=200)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []
    seed_test(lambda: cls(players=players, reward="score"), num_cycles=100)


@pytest.mark.parametrize("game", ["ziegen_kriegen", "le_baron"])
def test_environment_plays_to_the_end_with_rewards(game: str) -> None:
    from herr_der_ziegen import IllegalMoveError, SetupError

    cls = env_class(game)
    e = cls(players=4)
    assert e.metadata["name"] == f"{game}_v0"
    e.reset(seed=3)
    rng = np.random.default_rng(3)
    rewards = {agent: 0.0 for agent in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, termination, truncation, _ = e.last()
        rewards[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        assert agent == f"player_{e.game.current_player}"
        mask = obs["action_mask"]
        if not mask.all():
            with pytest.raises(IllegalMoveError):
                e.step(int(np.flatnonzero(mask == 0)[0]))
        e.step(int(rng.choice(np.flatnonzero(mask))))
    winners = set(e.game.scores()["winners"])
    assert rewards == {f"player_{p}": 1.0 if p in winners else -1.0 for p in range(4)}
    with pytest.raises(SetupError):
        cls(players=1)
    with pytest.raises(TypeError):
        cls(players=4, nope=1)


@pytest.fixture(scope="module")
def pyspiel() -> Any:
    module = pytest.importorskip("pyspiel")
    import herr_der_ziegen.openspiel  # noqa: F401  (registers the games)

    return module


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_sim_test(pyspiel: Any, game: str, players: int) -> None:
    loaded = pyspiel.load_game(game, {"players": players})
    assert loaded.get_type().short_name == game and loaded.num_players() == players
    pyspiel.random_sim_test(loaded, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("game", ["ziegen_kriegen", "le_baron"])
def test_openspiel_states_are_the_engine_games(pyspiel: Any, game: str) -> None:
    from herr_der_ziegen import le_baron, ziegen_kriegen

    module = {"ziegen_kriegen": ziegen_kriegen, "le_baron": le_baron}[game]
    loaded = pyspiel.load_game(game, {"players": 4, "first_seed": 100})
    assert loaded.num_distinct_actions() == module.NUM_ACTIONS
    assert loaded.observation_tensor_shape() == [module.OBSERVATION_SIZE]
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=True, verbose=False)
    state = loaded.new_initial_state()
    state.apply_action(7)
    assert state.game == module.Game(4, 107)
    assert np.array_equal(np.asarray(state.observation_tensor(1), np.float32), state.game.observation(1))
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    player = state.current_player()
    sample = state.resample_from_infostate(player, sampler)
    assert sample.game.view(player) == state.game.view(player)
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game(game, {"players": 11})
