"""OpenSpiel's learning algorithms that read information states run on every game through the
adapter: NFSP (OpenSpiel's JAX implementation, extra ``[openspiel-learning]``) on the
information-state tensor, and outcome-sampling MCCFR (tabular, pure Python) on the
information-state string.

Skipped when OpenSpiel is missing; the NFSP test is skipped, saying so, when JAX and the
libraries of OpenSpiel's JAX NFSP (flax, optax, chex, orbax-checkpoint) are missing.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import herr_der_ziegen.openspiel  # noqa: E402, F401  (registers the games)

from herr_der_ziegen import GAMES as REGISTRY  # noqa: E402

GAMES = [(game.short_name, game.min_players) for game in REGISTRY]
"""Every game at its fewest players."""


def _nfsp() -> Any:
    try:
        from open_spiel.python.jax import nfsp  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError as missing:
        pytest.skip(f"OpenSpiel's JAX NFSP needs the [openspiel-learning] extra: {missing}")
    return nfsp


def assert_legal_policy(probs: Any, legal: list[int], num_actions: int) -> None:
    """``probs`` is a distribution over ``num_actions`` with all its mass on ``legal``."""
    probs = np.asarray(probs, dtype=np.float64)
    assert probs.shape == (num_actions,)
    assert (probs >= 0).all()
    assert probs.sum() == pytest.approx(1.0, abs=1e-5)
    assert set(np.flatnonzero(probs)) <= set(legal)


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_nfsp_learns_and_plays_legal_policies(name: str, players: int) -> None:
    nfsp = _nfsp()
    from open_spiel.python import rl_environment  # type: ignore[import-not-found, import-untyped, unused-ignore]

    env = rl_environment.Environment(
        name, players=players, deals=3, chance_event_sampler=rl_environment.ChanceEventSampler(seed=0)
    )
    info_state_size = env.observation_spec()["info_state"][0]
    assert info_state_size == env.game.information_state_tensor_shape()[0]
    num_actions = env.action_spec()["num_actions"]
    agents = [
        nfsp.NFSP(
            p,
            state_representation_size=info_state_size,
            num_actions=num_actions,
            hidden_layers_sizes=[8],
            reservoir_buffer_capacity=500,
            # Every episode plays the best response (and so feeds the average-policy buffer):
            # OpenSpiel's JAX NFSP fails to learn with an empty buffer.
            anticipatory_param=1.0,
            batch_size=8,
            min_buffer_size_to_learn=8,
            learn_every=8,
            replay_buffer_capacity=500,
            epsilon_decay_duration=200,
            allow_checkpointing=False,
            seed=p + 1,
        )
        for p in range(players)
    ]
    for _ in range(2):
        time_step = env.reset()
        while not time_step.last():
            player = time_step.observations["current_player"]
            output = agents[player].step(time_step)
            assert output.action in time_step.observations["legal_actions"][player]
            time_step = env.step([output.action])
        for agent in agents:
            agent.step(time_step)
    # Both networks of every agent were trained (a loss was computed).
    for agent in agents:
        sl_loss, rl_loss = agent.loss
        assert sl_loss is not None and np.isfinite(float(sl_loss))
        assert rl_loss is not None and np.isfinite(float(rl_loss))
    # The learned average policy and best response put all their mass on legal actions.
    time_step = env.reset()
    for _ in range(10):
        if time_step.last():
            break
        player = time_step.observations["current_player"]
        legal = time_step.observations["legal_actions"][player]
        for mode in (nfsp.MODE.AVERAGE_POLICY, nfsp.MODE.BEST_RESPONSE):
            with agents[player].temp_mode_as(mode):
                output = agents[player].step(time_step, is_evaluation=True)
            assert output.action in legal
            if mode == nfsp.MODE.AVERAGE_POLICY:
                assert_legal_policy(output.probs, legal, num_actions)
        time_step = env.step([output.action])


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_outcome_sampling_mccfr_keys_on_information_states(name: str, players: int) -> None:
    from open_spiel.python.algorithms import outcome_sampling_mccfr  # type: ignore[import-not-found, import-untyped, unused-ignore]

    game = pyspiel.load_game(name, {"players": players, "deals": 2})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    np.random.seed(0)
    for _ in range(3):
        solver.iteration()
    policy = solver.average_policy()
    # Every table entry is an information state the games produce, and the policy there is a
    # distribution over that state's legal actions.
    state = game.new_initial_state()
    state.apply_action(0)
    checked = 0
    rng = np.random.RandomState(1)
    while not state.is_terminal() and checked < 20:
        legal = state.legal_actions()
        probs = policy.action_probabilities(state)
        assert set(probs) <= set(legal)
        assert sum(probs.values()) == pytest.approx(1.0)
        checked += 1
        state.apply_action(int(rng.choice(legal)))
    infostates = solver._infostates  # noqa: SLF001  (the table, keyed by information-state string)
    assert infostates
    assert all(key.startswith("{") and "\n" in key for key in infostates)
