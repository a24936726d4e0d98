"""Le Baron as a PettingZoo ParallelEnv: PettingZoo's parallel API and seed tests, every seat that
must choose acting in one step, the same games as the engine played one seat after the other,
illegal and malformed actions, and rewards where higher is better."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import parallel_api_test, parallel_seed_test  # type: ignore[import-untyped]  # noqa: E402

from herr_der_ziegen import IllegalMoveError, le_baron  # noqa: E402
from herr_der_ziegen.env import LeBaronParallelEnv, le_baron_v0  # noqa: E402


@pytest.mark.parametrize("players", [2, 5, 10])
def test_pettingzoo_parallel_api_test(players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        parallel_api_test(le_baron_v0.parallel_env(players=players), num_cycles=1000)


def test_pettingzoo_parallel_seed_test() -> None:
    # The test samples actions from the whole action space: the default policy ends the game at
    # the first illegal one, for both environments alike.
    parallel_seed_test(lambda: le_baron_v0.parallel_env(players=4), num_cycles=200)
    parallel_seed_test(lambda: le_baron_v0.parallel_env(players=3, reward="score"), num_cycles=200)


def play(env: LeBaronParallelEnv, seed: int, rng: np.random.Generator) -> tuple[list[tuple[int, int]], Any]:
    """Plays a whole game with actions drawn from the masks; returns the (seat, action) pairs in
    the order they were played and the last step's results."""
    observations, infos = env.reset(seed=seed)
    played: list[tuple[int, int]] = []
    result: Any = None
    while env.agents:
        deciding = [agent for agent in env.agents if infos[agent]["deciding"]]
        assert deciding, "a live game always has a seat to decide"
        for agent in env.agents:
            mask = observations[agent]["action_mask"]
            assert mask.dtype == np.int8
            assert bool(mask.any()) == (agent in deciding)
        if env.game.phase != "choose":
            # Placing and taking rows are asked of one seat at a time.
            assert deciding == [f"player_{env.game.current_player}"]
        actions = {
            agent: int(rng.choice(np.flatnonzero(observations[agent]["action_mask"]))) for agent in deciding
        }
        # Actions for agents that do not decide are ignored, as PettingZoo's tests give them.
        actions.update({agent: 0 for agent in env.agents if agent not in actions})
        order = sorted(deciding, key=lambda a: int(a.split("_")[1]))
        played += [(int(a.split("_")[1]), actions[a]) for a in order]
        result = env.step(actions)
        observations, _, _, _, infos = result
    return played, result


@pytest.mark.parametrize("players", [2, 4, 7])
def test_whole_games_are_the_engines_games(players: int) -> None:
    rng = np.random.default_rng(players)
    for seed in range(4):
        env = le_baron_v0.parallel_env(players=players)
        played, (_, rewards, terminations, truncations, infos) = play(env, seed, rng)
        assert env.game.is_over and env.agents == []
        assert all(terminations.values()) and not any(truncations.values())
        winners = set(env.game.scores().winners)
        assert rewards == {f"player_{p}": 1.0 if p in winners else -1.0 for p in range(players)}
        # The same choices played one seat after the other reach the same game.
        game = le_baron.Game(players, seed)
        for seat, action in played:
            game.apply(action, player=seat)
        assert game.to_json() == env.game.to_json()


def test_every_seat_chooses_in_the_first_step() -> None:
    env = le_baron_v0.parallel_env(players=6)
    observations, infos = env.reset(seed=3)
    assert env.game.phase == "choose"
    assert all(infos[agent]["deciding"] for agent in env.possible_agents)
    for seat, agent in enumerate(env.possible_agents):
        hand = set(env.game.hand(seat))
        legal = {int(a) for a in np.flatnonzero(observations[agent]["action_mask"])}
        assert len(legal) == len(hand)


def test_score_rewards_are_higher_for_better_players() -> None:
    env = le_baron_v0.parallel_env(players=4, reward="score")
    _, (_, rewards, _, _, _) = play(env, 11, np.random.default_rng(1))
    totals = env.game.scores().totals
    assert rewards == {f"player_{p}": -float(t) for p, t in enumerate(totals)}
    best = min(totals)
    assert max(rewards.values()) == -best


def test_illegal_and_malformed_actions() -> None:
    env = le_baron_v0.parallel_env(players=3)
    with pytest.raises(RuntimeError):
        env.step({})
    observations, infos = env.reset(seed=5)
    before = env.game.to_json()
    legal = {agent: int(np.flatnonzero(observations[agent]["action_mask"])[0]) for agent in env.agents}
    with pytest.raises(ValueError, match="player_2"):
        env.step({"player_0": legal["player_0"], "player_1": legal["player_1"]})
    with pytest.raises(TypeError):
        env.step({**legal, "player_1": 1.5})  # type: ignore[dict-item]
    with pytest.raises(IllegalMoveError):
        env.step({**legal, "player_1": le_baron.NUM_ACTIONS})
    with pytest.raises(TypeError):
        env.step([0, 1, 2])  # type: ignore[arg-type]
    assert env.game.to_json() == before

    illegal = int(np.flatnonzero(observations["player_1"]["action_mask"] == 0)[0])
    strict = le_baron_v0.parallel_env(players=3, illegal_action="raise")
    strict.reset(seed=5)
    with pytest.raises(IllegalMoveError):
        strict.step({**legal, "player_1": illegal})
    assert strict.game.to_json() == before

    _, rewards, terminations, truncations, infos = env.step({**legal, "player_1": illegal})
    assert env.game.to_json() == before, "nothing of a refused step is played"
    assert rewards == {"player_0": 0.0, "player_1": -1.0, "player_2": 0.0}
    assert all(terminations.values()) and not any(truncations.values())
    assert infos["player_1"]["illegal_action"] is True
    assert env.agents == []
    with pytest.raises(RuntimeError):
        env.step(legal)
    with pytest.raises(ValueError, match="illegal_action"):
        le_baron_v0.parallel_env(illegal_action="ignore")
    with pytest.raises(ValueError, match="reward"):
        le_baron_v0.parallel_env(reward="heads")  # type: ignore[arg-type]


def test_truncation_state_and_rendering() -> None:
    env = le_baron_v0.parallel_env(players=3, max_moves=2, render_mode="ansi")
    observations, infos = env.reset(seed=1)
    assert env.state().shape == (3 * le_baron.OBSERVATION_SIZE,)
    assert isinstance(env.render(), str)
    rng = np.random.default_rng(0)
    for _ in range(2):
        actions = {
            agent: int(rng.choice(np.flatnonzero(observations[agent]["action_mask"])))
            for agent in env.agents
            if infos[agent]["deciding"]
        }
        observations, _, terminations, truncations, infos = env.step(actions)
    assert all(truncations.values()) and not any(terminations.values())
    assert env.agents == []


def test_the_module_example_runs() -> None:
    import doctest

    from herr_der_ziegen.env import _parallel

    result = doctest.testmod(_parallel)
    assert result.attempted > 0 and result.failed == 0
