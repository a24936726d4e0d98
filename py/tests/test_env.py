"""The PettingZoo environment passes PettingZoo's own API and seed tests."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402

from herr_der_ziegen import NUM_ACTIONS, OBSERVATION_SIZE, IllegalMoveError  # noqa: E402
from herr_der_ziegen.env import HerrDerZiegenEnv, env  # noqa: E402

# api_test warns about every dict observation of an environment outside PettingZoo's own list
# of classic games, although dicts with "observation" and "action_mask" are its documented
# convention for action masks (chess, go, connect four use them). Those two notes are expected.
EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pettingzoo_api_test(players: int) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(HerrDerZiegenEnv(players=players), num_cycles=400)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []


def test_pettingzoo_seed_test() -> None:
    seed_test(lambda: HerrDerZiegenEnv(players=3), num_cycles=200)
    seed_test(lambda: env(players=5, reward="score"), num_cycles=200)


def test_agent_selection_follows_the_player_to_decide() -> None:
    """Including the opponent asked to agree to a dog swap in the middle of another's turn."""
    consents = 0
    for seed in range(20):
        e = HerrDerZiegenEnv(players=4)
        e.reset(seed=seed)
        assert e.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
        rng = np.random.default_rng(seed)
        steps = 0
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            assert agent == f"player_{e.game.current_player}"
            if e.game.phase == "consent":
                assert e.game.current_player == e.game.phase_details["opponent"] != e.game.active_player
                consents += 1
            assert obs["observation"].shape == (OBSERVATION_SIZE,)
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.shape == (NUM_ACTIONS,)
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(e.game.legal_actions())
            others = [a for a in e.agents if a != agent]
            assert all(not e.observe(a)["action_mask"].any() for a in others)
            e.step(int(rng.choice(np.flatnonzero(mask))))
            steps += 1
        assert e.agents == []
        assert steps > 50
        if consents >= 3:
            break
    assert consents >= 3, "random games ask for consent now and then"


def test_final_rewards() -> None:
    for mode in ("win", "score"):
        e = HerrDerZiegenEnv(players=3, reward=mode)
        e.reset(seed=5)
        total = {a: 0.0 for a in e.possible_agents}
        for agent in e.agent_iter():
            obs, reward, termination, truncation, _ = e.last()
            total[agent] += reward
            if termination or truncation:
                e.step(None)
            else:
                e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        scores = e.game.scores()
        for p, agent in enumerate(e.possible_agents):
            if mode == "win":
                assert total[agent] == (1.0 if scores.is_winner(p) else -1.0)
            else:
                assert total[agent] == scores[p].total


def test_illegal_actions_truncation_and_rendering() -> None:
    e = HerrDerZiegenEnv(players=2, max_moves=10, render_mode="ansi")
    e.reset(seed=1)
    illegal = next(a for a in range(NUM_ACTIONS) if a not in e.game.legal_actions())
    with pytest.raises(IllegalMoveError):
        e.step(illegal)
    with pytest.raises(ValueError):
        e.step(None)
    rendered = e.render()
    assert isinstance(rendered, str) and "Herr der Ziegen" in rendered
    for agent in e.agent_iter():
        obs, _, termination, truncation, _ = e.last()
        e.step(None if termination or truncation else int(np.flatnonzero(obs["action_mask"])[0]))
    assert e.moves == 10 and not e.game.is_over
    with pytest.raises(ValueError):
        HerrDerZiegenEnv(reward="points")  # type: ignore[arg-type]


def test_max_moves_is_a_positive_count() -> None:
    for bad in [0, -5, np.int64(0)]:
        with pytest.raises(ValueError, match="max_moves is a positive int or None"):
            HerrDerZiegenEnv(players=2, max_moves=bad)
    for wrong in [True, 1.5, "3"]:
        with pytest.raises(TypeError, match="max_moves is a positive int or None"):
            HerrDerZiegenEnv(players=2, max_moves=wrong)  # type: ignore[arg-type]
    # max_moves=1 plays exactly one move, then every agent is truncated.
    e = HerrDerZiegenEnv(players=2, max_moves=np.uint8(1))
    assert e.max_moves == 1 and type(e.max_moves) is int
    e.reset(seed=4)
    e.step(e.game.legal_actions()[0])
    assert e.moves == 1 and all(e.truncations.values()) and not any(e.terminations.values())
    assert e.game.turn == 1 and e.game.phase == "take"


def test_misuse_is_refused_without_change() -> None:
    e = HerrDerZiegenEnv(players=2)
    # Before the first reset there is no game to observe or play.
    with pytest.raises(RuntimeError, match="reset"):
        e.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        e.observe("player_0")
    e.reset(seed=3)
    before = e.game.to_json()
    legal = e.game.legal_actions()[0]
    # Actions are integers: no float, bool or string is rounded or converted.
    for bad in [legal + 0.9, float(legal), np.float32(legal), True, np.bool_(True), str(legal)]:
        with pytest.raises(TypeError):
            e.step(bad)  # type: ignore[arg-type]
    assert e.game.to_json() == before
    e.step(np.int64(legal))  # numpy integers are fine
    # A seed the game refuses leaves the environment's generator and game as they were.
    state, generator = e.game.to_json(), e._rng
    for seed in [2**64, -1]:
        with pytest.raises(ValueError):
            e.reset(seed=seed)
    assert e.game.to_json() == state and e._rng is generator
    # After the end, once every agent is done, stepping asks for a reset.
    for agent in e.agent_iter():
        obs, _, termination, truncation, _ = e.last()
        e.step(None if termination or truncation else int(np.flatnonzero(obs["action_mask"])[0]))
    assert e.game.is_over and not e.agents
    with pytest.raises(RuntimeError, match="reset"):
        e.step(None)
    with pytest.raises(ValueError):
        HerrDerZiegenEnv(players=7)
