"""The single-seat Gymnasium environments, for every game: Gymnasium's check_env, seeded episodes
that repeat, the learner acting only on its own turns against the named bots, final rewards from
the engine's scores, truncation, the illegal-action policies and the errors. The environment is
the engine's vector environment with one game (test_vector_env.py compares the two)."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from herr_der_ziegen import GAMES, GameInfo, IllegalMoveError  # noqa: E402
from herr_der_ziegen._outcome import final  # noqa: E402
from herr_der_ziegen.gym import ENV_IDS, GYM_CLASSES, SingleSeatEnv  # noqa: E402

from helpers import option_variant  # noqa: E402

GAME_PARAMS = [pytest.param(game, id=game.short_name) for game in GAMES]
CASES = [
    pytest.param(game, players, id=f"{game.short_name}-{players}")
    for game in GAMES
    for players in (game.min_players, game.max_players)
]
"""Every game at its fewest and most players."""


def env_id(game: GameInfo) -> str:
    return next(i for i, cls in ENV_IDS.items() if cls is GYM_CLASSES[game.name])


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
def test_gymnasium_check_env(game: GameInfo, players: int) -> None:
    # Gymnasium's checker steps with actions sampled from the whole action space, most of them
    # illegal: by default (illegal_action="penalty") they end the episode instead of raising.
    # Made through the registry, so that the checker also builds the env with every render mode.
    made = gymnasium.make(env_id(game), players=players, opponents="greedy", render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(made.unwrapped)
    assert isinstance(made.unwrapped, GYM_CLASSES[game.name])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(GYM_CLASSES[game.name](players=players), skip_render_check=True)
        check_env(GYM_CLASSES[game.name](), skip_render_check=True)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_seeded_episodes_repeat(game: GameInfo) -> None:
    players = max(3, game.min_players)
    cls = GYM_CLASSES[game.name]
    env = cls(players=players, seat="random", opponents=["greedy", "ismcts:20"][: players - 1] + ["random"] * (players - 3))
    first = play(env, seed=11, action_seed=1)
    assert play(env, seed=11, action_seed=1) == first
    other = cls(players=players, seat="random", opponents=env.opponents)
    assert play(other, seed=11, action_seed=1) == first
    assert play(env, seed=12, action_seed=1) != first
    # The seat is drawn: over a few seeds, the learner sits at more than one seat.
    seats = {env.reset(seed=seed)[1]["seat"] for seed in range(12)}
    assert len(seats) > 1


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_learner_acts_on_its_own_turns_and_the_reward_matches_the_winners(game: GameInfo, players: int) -> None:
    cls = GYM_CLASSES[game.name]
    for seat in (0, players - 1):
        for mode in ("win", "score"):
            env = cls(players=players, seat=seat, opponents="random", reward=mode)
            observation, info = env.reset(seed=seat + 3)
            rng = np.random.default_rng(seat)
            steps = 0
            while True:
                assert env.game.current_player == seat == info["seat"] == env.seat
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
            assert env.game.is_over and env.moves == steps
            assert not observation["action_mask"].any() and not env.action_masks().any()
            totals, winners = final(env.game)
            # The score reward is higher for better players in every game (Le Baron's heads negated).
            sign = 1.0 if env.game.scores().order == "higher_wins" else -1.0
            expected = sign * totals[seat] if mode == "score" else (1.0 if seat in winners else -1.0)
            assert reward == expected
            with pytest.raises(RuntimeError, match="reset"):
                env.step(0)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_opponents_play_as_the_named_bots(game: GameInfo) -> None:
    """The bots are the engine's: with a seed the episode equals the game played by hand with
    the bots the environment names (``env.bots``: each bot's name and seed at the reset), and
    ``env.game`` is that game, its seed and moves included."""
    m = game.module()
    players = max(3, game.min_players)
    names = (["greedy", "random", "ismcts:5"] * players)[: players - 1]
    env = GYM_CLASSES[game.name](players=players, seat=1, opponents=names)
    observation, _ = env.reset(seed=5)
    bots = env.bots
    assert sorted(bots) == [p for p in range(players) if p != 1]
    assert [bots[p].name for p in sorted(bots)] == names
    hand = m.Game(players, 5)
    learner = np.random.default_rng(0)
    done = False
    while not hand.is_over:
        if hand.current_player == 1:
            assert not done
            assert np.array_equal(env.game.observation(1), hand.observation(1))
            action = int(learner.choice(hand.legal_actions()))
            hand.apply_action(action)
            _, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        else:
            p = hand.current_player
            assert p is not None
            hand.apply_action(bots[p].choose(hand.view(p), hand.legal_actions()).action_id)
    assert done
    assert env.game == hand and env.game.seed == 5 and env.game.history() == hand.history()
    assert m.Game.from_replay(env.game.replay()) == hand


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_max_moves_truncates_after_the_learners_actions(game: GameInfo) -> None:
    env = GYM_CLASSES[game.name](players=game.min_players + 1, max_moves=3, opponents="greedy")
    observation, _ = env.reset(seed=1)
    for step in range(3):
        observation, reward, terminated, truncated, _ = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
        assert reward == 0.0 and not terminated
        assert truncated == (step == 2)
    assert env.moves == 3
    with pytest.raises(RuntimeError):
        env.step(0)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_illegal_actions(game: GameInfo) -> None:
    cls = GYM_CLASSES[game.name]
    players = game.min_players + 1
    env = cls(players=players, illegal_action="raise")
    observation, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.game.to_json()
    with pytest.raises(IllegalMoveError) as refused:
        env.step(illegal)
    assert refused.value.reason and not str(refused.value).startswith("env ")
    assert env.game.to_json() == before
    for outside in (env.action_space.n, -1, 2**70):  # type: ignore[attr-defined]
        with pytest.raises(IllegalMoveError, match="not an action id"):
            env.step(outside)
    for bad in (1.0, True, "3", None):
        with pytest.raises(TypeError):
            env.step(bad)  # type: ignore[arg-type]
    assert env.game.to_json() == before
    # The game goes on after a refused action.
    env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert env.moves == 1

    # By default (and with "terminate", the same), an illegal action of the action space ends the
    # episode with -1 and the game unchanged; an id outside the space raises either way.
    for policy in ({}, {"illegal_action": "penalty"}, {"illegal_action": "terminate"}):
        env = cls(players=players, **policy)  # type: ignore[arg-type]
        observation, _ = env.reset(seed=2)
        with pytest.raises(IllegalMoveError):
            env.step(env.action_space.n)  # type: ignore[attr-defined]
        observation, reward, terminated, truncated, info = env.step(illegal)
        assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
        assert env.game.to_json() == before
        assert np.array_equal(observation["observation"], env.game.observation(env.seat))
        # The episode is over: nothing is legal any more, as at any other end.
        assert not observation["action_mask"].any() and not info["action_mask"].any()
        assert not env.action_masks().any()
        with pytest.raises(RuntimeError):
            env.step(0)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_score_rewards_are_higher_for_better_players(game: GameInfo) -> None:
    """With reward="score", maximising the reward never learns to lose: Le Baron's penalty heads
    are negated, the other games' points kept."""
    env = GYM_CLASSES[game.name](players=max(3, game.min_players), reward="score", opponents="greedy")
    observation, _ = env.reset(seed=4)
    rng = np.random.default_rng(4)
    while True:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, _ = env.step(action)
        if terminated:
            break
    scores = env.game.scores()
    sign = -1.0 if scores.order == "lower_wins" else 1.0
    assert reward == sign * scores.totals[env.seat]


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_construction_errors(game: GameInfo) -> None:
    cls = GYM_CLASSES[game.name]
    players = game.min_players + 1
    with pytest.raises(ValueError, match="opponents"):
        cls(players=players, opponents=["greedy"] * players)
    with pytest.raises(ValueError):
        cls(players=players, opponents=["clever"] * (players - 1))
    with pytest.raises(ValueError):
        cls(players=players, opponents="ismcts:0")
    with pytest.raises(TypeError):
        cls(players=players, opponents=[3] * (players - 1))  # type: ignore[list-item]
    with pytest.raises(ValueError, match="seat"):
        cls(players=players, seat=players)
    with pytest.raises(ValueError, match="seat"):
        cls(players=players, seat="any")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cls(players=players, seat=True)
    with pytest.raises(ValueError, match="reward"):
        cls(players=players, reward="points")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="illegal_action"):
        cls(players=players, illegal_action="ignore")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="render_mode"):
        cls(players=players, render_mode="human")
    with pytest.raises(ValueError, match="max_moves"):
        cls(players=players, max_moves=0)
    with pytest.raises(TypeError, match="max_moves"):
        cls(players=players, max_moves=2.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        cls(players=game.min_players - 1)  # SetupError, a ValueError
    with pytest.raises(TypeError):
        cls(players=players, no_such_option=1)
    env = cls(players=players)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        env.action_masks()
    assert env.bots == {} and env.game == game.module().Game(players, 0)
    for seed in (-1, 2**64):
        with pytest.raises(ValueError, match="seed"):
            env.reset(seed=seed)
    with pytest.raises(TypeError, match="seed"):
        env.reset(seed=1.5)  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_game_options_and_render(game: GameInfo) -> None:
    players = game.min_players
    options = option_variant(game.module())
    env = GYM_CLASSES[game.name](players=players, render_mode="ansi", **options)
    env.reset(seed=0)
    # The game of seed 0 with these options, up to the learner's first decision.
    start = game.module().Game(players, 0, **options)
    for action in env.game.history():
        start.apply_action(action)
    assert env.game.to_dict() == start.to_dict() and env.game.options == start.options
    picture = env.render()
    assert isinstance(picture, str) and picture == str(env.game)
    assert GYM_CLASSES[game.name](players=players).render() is None
