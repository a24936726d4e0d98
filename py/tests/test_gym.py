"""The single-seat Gymnasium environments: Gymnasium's check_env, seeded episodes that repeat, the
learner acting only on its own turns against the named bots, final rewards from the engine's
scores, and the errors."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from herr_der_ziegen import IllegalMoveError  # noqa: E402
from herr_der_ziegen._outcome import final  # noqa: E402
from herr_der_ziegen.gym import (  # noqa: E402
    ENV_IDS,
    HerrDerZiegenGymEnv,
    LeBaronGymEnv,
    SingleSeatEnv,
    ZiegenKriegenGymEnv,
)

CLASSES: dict[str, type[SingleSeatEnv]] = {
    "herr_der_ziegen": HerrDerZiegenGymEnv,
    "ziegen_kriegen": ZiegenKriegenGymEnv,
    "le_baron": LeBaronGymEnv,
}
IDS = {game: next(i for i, cls in ENV_IDS.items() if cls is CLASSES[game]) for game in CLASSES}
CASES = [
    ("herr_der_ziegen", 2),
    ("herr_der_ziegen", 4),
    ("ziegen_kriegen", 3),
    ("ziegen_kriegen", 5),
    ("le_baron", 2),
    ("le_baron", 6),
]


def play(env: SingleSeatEnv, seed: int, action_seed: int) -> list[Any]:
    """One episode with random legal actions; the transcript of what the learner saw."""
    rng = np.random.default_rng(action_seed)
    observation, info = env.reset(seed=seed)
    transcript: list[Any] = [observation["observation"].tolist(), info["seat"]]
    while True:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, info = env.step(action)
        transcript.append((action, observation["observation"].tolist(), reward, terminated, truncated))
        if terminated or truncated:
            return transcript


@pytest.mark.parametrize(("game", "players"), CASES)
def test_gymnasium_check_env(game: str, players: int) -> None:
    # Gymnasium's checker steps with actions sampled from the whole action space, most of them
    # illegal: by default (illegal_action="penalty") they end the episode instead of raising.
    # Made through the registry, so that the checker also builds the env with every render mode.
    made = gymnasium.make(IDS[game], players=players, opponents="greedy", render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(made.unwrapped)
    assert isinstance(made.unwrapped, CLASSES[game])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(CLASSES[game](players=players), skip_render_check=True)
        check_env(CLASSES[game](), skip_render_check=True)


@pytest.mark.parametrize("game", CLASSES)
def test_seeded_episodes_repeat(game: str) -> None:
    players = 3
    env = CLASSES[game](players=players, seat="random", opponents=["greedy", "ismcts:20"])
    first = play(env, seed=11, action_seed=1)
    assert play(env, seed=11, action_seed=1) == first
    other = CLASSES[game](players=players, seat="random", opponents=["greedy", "ismcts:20"])
    assert play(other, seed=11, action_seed=1) == first
    assert play(env, seed=12, action_seed=1) != first


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_learner_acts_on_its_own_turns_and_the_reward_matches_the_winners(game: str, players: int) -> None:
    for seat in (0, players - 1):
        for mode in ("win", "score"):
            env = CLASSES[game](players=players, seat=seat, opponents="random", reward=mode)
            observation, info = env.reset(seed=seat + 3)
            rng = np.random.default_rng(seat)
            steps = 0
            while True:
                assert env.game.current_player == seat == info["seat"]
                mask = observation["action_mask"]
                assert mask.dtype == np.int8 and mask.shape == (env.game_module.NUM_ACTIONS,)
                assert np.array_equal(info["action_mask"], mask)
                assert np.array_equal(env.action_masks(), mask.astype(bool))
                assert sorted(np.flatnonzero(mask).tolist()) == sorted(env.game.legal_actions())
                assert np.array_equal(observation["observation"], env.game.observation(seat))
                observation, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
                steps += 1
                assert not truncated
                if terminated:
                    break
                assert reward == 0.0
            assert env.game.is_over
            assert not observation["action_mask"].any()
            totals, winners = final(env.game)
            # The score reward is higher for better players in every game (Le Baron's heads negated).
            sign = 1.0 if env.game.scores().order == "higher_wins" else -1.0
            expected = sign * totals[seat] if mode == "score" else (1.0 if seat in winners else -1.0)
            assert reward == expected
            with pytest.raises(RuntimeError, match="reset"):
                env.step(0)


def test_herr_der_ziegen_learner_answers_swaps_mid_turn() -> None:
    """The learner also decides in another player's turn (a dog swap to agree to)."""
    answers = 0
    for seed in range(30):
        env = HerrDerZiegenGymEnv(players=4, seat=1, opponents="random")
        observation, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        done = False
        while not done:
            if env.game.phase == "consent":
                assert env.game.active_player != 1 == env.game.current_player
                answers += 1
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            observation, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        if answers >= 2:
            break
    assert answers >= 2


def test_opponents_play_as_the_named_bots() -> None:
    """The bots are the engine's: with a seed the episode equals the game played by hand with
    bots seeded from the environment's generator."""
    from herr_der_ziegen import le_baron

    env = LeBaronGymEnv(players=3, seat=1, opponents=["greedy", "random"])
    observation, _ = env.reset(seed=5)
    assert [env.bots[p].name for p in (0, 2)] == ["greedy", "random"]
    rng = np.random.default_rng(5)
    bots = {p: le_baron.Bot(name, int(rng.integers(0, 2**63))) for p, name in ((0, "greedy"), (2, "random"))}
    game = le_baron.Game(3, 5)
    learner = np.random.default_rng(0)
    done = False
    while not game.is_over:
        if game.current_player == 1:
            assert not done
            assert np.array_equal(env.game.observation(1), game.observation(1))
            action = int(learner.choice(game.legal_actions()))
            game.apply_action(action)
            _, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        else:
            p = game.current_player
            assert p is not None
            game.apply_action(bots[p].choose(game.view(p), game.legal_actions()).action_id)
    assert done
    assert env.game == game


def test_max_moves_truncates_after_the_learners_actions() -> None:
    env = ZiegenKriegenGymEnv(players=4, max_moves=3, opponents="greedy")
    observation, _ = env.reset(seed=1)
    for step in range(3):
        observation, reward, terminated, truncated, _ = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
        assert reward == 0.0 and not terminated
        assert truncated == (step == 2)
    with pytest.raises(RuntimeError):
        env.step(0)


def test_illegal_actions() -> None:
    env = HerrDerZiegenGymEnv(players=3, illegal_action="raise")
    observation, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.game.to_json()
    with pytest.raises(IllegalMoveError):
        env.step(illegal)
    assert env.game.to_json() == before
    with pytest.raises(IllegalMoveError):
        env.step(env.action_space.n)  # type: ignore[attr-defined]
    for bad in (1.0, True, "3", None):
        with pytest.raises(TypeError):
            env.step(bad)  # type: ignore[arg-type]
    assert env.game.to_json() == before
    # The game goes on after a refused action.
    env.step(int(np.flatnonzero(observation["action_mask"])[0]))

    # By default (and with "terminate", the same), an illegal action of the action space ends the
    # episode with -1 and the game unchanged; an id outside the space raises either way.
    for policy in ({}, {"illegal_action": "penalty"}, {"illegal_action": "terminate"}):
        env = HerrDerZiegenGymEnv(players=3, **policy)  # type: ignore[arg-type]
        observation, _ = env.reset(seed=2)
        with pytest.raises(IllegalMoveError):
            env.step(env.action_space.n)  # type: ignore[attr-defined]
        observation, reward, terminated, truncated, info = env.step(illegal)
        assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
        assert env.game.to_json() == before
        with pytest.raises(RuntimeError):
            env.step(0)


@pytest.mark.parametrize("game", CLASSES)
def test_score_rewards_are_higher_for_better_players(game: str) -> None:
    """With reward="score", maximising the reward never learns to lose: Le Baron's penalty heads
    are negated, the other games' points kept."""
    env = CLASSES[game](players=3, reward="score", opponents="greedy")
    observation, _ = env.reset(seed=4)
    rng = np.random.default_rng(4)
    while True:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, _ = env.step(action)
        if terminated:
            break
    scores = env.game.scores()
    sign = -1.0 if game == "le_baron" else 1.0
    assert scores.order == ("lower_wins" if game == "le_baron" else "higher_wins")
    assert reward == sign * scores.totals[env.seat]


def test_construction_errors() -> None:
    with pytest.raises(ValueError, match="opponents"):
        HerrDerZiegenGymEnv(players=3, opponents=["greedy"])
    with pytest.raises(ValueError):
        HerrDerZiegenGymEnv(players=3, opponents=["greedy", "clever"])
    with pytest.raises(ValueError):
        LeBaronGymEnv(players=3, opponents="ismcts:0")
    with pytest.raises(TypeError):
        LeBaronGymEnv(players=3, opponents=["greedy", 3])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="seat"):
        ZiegenKriegenGymEnv(players=3, seat=3)
    with pytest.raises(ValueError, match="seat"):
        ZiegenKriegenGymEnv(players=3, seat="any")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ZiegenKriegenGymEnv(players=3, seat=True)
    with pytest.raises(ValueError, match="reward"):
        HerrDerZiegenGymEnv(reward="points")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="illegal_action"):
        HerrDerZiegenGymEnv(illegal_action="ignore")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="render_mode"):
        HerrDerZiegenGymEnv(render_mode="human")
    with pytest.raises(ValueError, match="max_moves"):
        HerrDerZiegenGymEnv(max_moves=0)
    with pytest.raises(TypeError, match="max_moves"):
        HerrDerZiegenGymEnv(max_moves=2.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ZiegenKriegenGymEnv(players=2)  # SetupError, a ValueError
    with pytest.raises(TypeError):
        LeBaronGymEnv(players=3, no_such_option=1)
    env = LeBaronGymEnv(players=3)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_game_options_and_render() -> None:
    env = ZiegenKriegenGymEnv(players=3, rounds=3, render_mode="ansi")
    env.reset(seed=0)
    assert env.game.to_dict() == env.game_module.Game(3, 0, rounds=3).to_dict()
    picture = env.render()
    assert isinstance(picture, str) and picture == str(env.game)
    assert ZiegenKriegenGymEnv(players=3).render() is None
