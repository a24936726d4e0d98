"""The PettingZoo AEC environments, for every game and player count: PettingZoo's own api_test,
seed_test, state-space and render tests, the agent to act following the seat that decides, the
final rewards, truncation, the god-view ``state()``, PettingZoo's module convention
(``{game}_v0``), and misuse refused without change."""

from __future__ import annotations

import warnings
from types import ModuleType
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402
from pettingzoo.test.render_test import render_test  # type: ignore[import-untyped]  # noqa: E402
from pettingzoo.test.state_test import test_state_space as state_space_test  # type: ignore[import-untyped]  # noqa: E402

from herr_der_ziegen import GAMES, IllegalMoveError, SetupError  # noqa: E402
from herr_der_ziegen.env import ENV_CLASSES, GameEnv  # noqa: E402

from helpers import EXPECTED_WARNINGS, cairosvg_or_skip  # noqa: E402

CASES = [
    pytest.param(game.name, players, id=f"{game.short_name}-{players}")
    for game in GAMES
    for players in range(game.min_players, game.max_players + 1)
]
"""Every game at every player count."""
SMALL_AND_LARGE = [
    pytest.param(game.name, players, id=f"{game.short_name}-{players}")
    for game in GAMES
    for players in (game.min_players, game.max_players)
]
"""Every game at its fewest and most players."""


def play_some(e: GameEnv, rng: np.random.Generator, moves: int) -> None:
    """Plays up to ``moves`` random legal moves (fewer if the game ends)."""
    for _ in range(moves):
        if e.game.is_over:
            return
        obs = e.observe(e.agent_selection)
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def play_out(e: GameEnv, rng: np.random.Generator | None = None) -> dict[str, float]:
    """Plays the game to its end (the first legal action, or a random one with ``rng``); the
    rewards each agent collected."""
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, termination, truncation, _ = e.last()
        total[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(legal)) if rng is not None else int(legal[0]))
    return total


@pytest.mark.parametrize(("name", "players"), CASES)
def test_pettingzoo_api_and_seed_tests(name: str, players: int) -> None:
    cls = ENV_CLASSES[name]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(cls(players=players), num_cycles=400)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []
    seed_test(lambda: cls(players=players, reward="score"), num_cycles=100)


def test_the_pettingzoo_modules(g: ModuleType) -> None:
    import importlib

    module = importlib.import_module(f"herr_der_ziegen.env.{g.__name__.rsplit('.', 1)[1]}_v0")
    raw = module.raw_env(players=g.MIN_PLAYERS)
    assert raw.metadata["name"] == f"{g.__name__.rsplit('.', 1)[1]}_v0" and raw.game_module is g
    assert type(raw) is ENV_CLASSES[g.NAME]
    wrapped = module.env(players=g.MIN_PLAYERS)
    assert wrapped.unwrapped.metadata["name"] == raw.metadata["name"]
    wrapped.reset(seed=1)
    for agent in wrapped.agent_iter(max_iter=50):
        observation, _, termination, truncation, _ = wrapped.last()
        action = None if termination or truncation else int(np.flatnonzero(observation["action_mask"])[0])
        wrapped.step(action)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(module.env(players=g.MIN_PLAYERS), num_cycles=30)
    seed_test(lambda: module.env(players=g.MIN_PLAYERS), num_cycles=50)


def test_agent_selection_follows_the_player_to_decide(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    for seed in range(3):
        e = ENV_CLASSES[g.NAME](players=players)
        e.reset(seed=seed)
        assert e.possible_agents == [f"player_{p}" for p in range(players)]
        rng = np.random.default_rng(seed)
        steps = 0
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            assert agent == f"player_{e.game.current_player}"
            assert obs["observation"].shape == (g.OBSERVATION_SIZE,)
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.shape == (g.NUM_ACTIONS,)
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(e.game.legal_actions())
            others = [a for a in e.agents if a != agent]
            assert all(not e.observe(a)["action_mask"].any() for a in others)
            e.step(int(rng.choice(np.flatnonzero(mask))))
            steps += 1
        assert e.agents == []
        assert steps == len(e.game.history()) > 0


def test_final_rewards(g: ModuleType) -> None:
    for mode in ("win", "score"):
        e = ENV_CLASSES[g.NAME](players=g.MIN_PLAYERS + 1, reward=mode)
        e.reset(seed=5)
        total = play_out(e)
        scores = e.game.scores()
        sign = 1.0 if scores.order == "higher_wins" else -1.0
        for p, agent in enumerate(e.possible_agents):
            if mode == "win":
                assert total[agent] == (1.0 if scores.is_winner(p) else -1.0)
            else:
                assert total[agent] == sign * scores[p].total


def test_environment_plays_to_the_end_with_rewards(g: ModuleType) -> None:
    cls = ENV_CLASSES[g.NAME]
    players = 4 if g.MAX_PLAYERS >= 4 else g.MAX_PLAYERS
    e = cls(players=players)
    assert e.metadata["name"] == f"{g.__name__.rsplit('.', 1)[1]}_v0"
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
    winners = set(e.game.scores().winners)
    assert rewards == {f"player_{p}": 1.0 if p in winners else -1.0 for p in range(players)}
    with pytest.raises(SetupError):
        cls(players=g.MIN_PLAYERS - 1)
    with pytest.raises(TypeError):
        cls(players=players, nope=1)


def test_illegal_actions_truncation_and_rendering(g: ModuleType) -> None:
    e = ENV_CLASSES[g.NAME](players=g.MIN_PLAYERS, max_moves=10, render_mode="ansi")
    e.reset(seed=1)
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in e.game.legal_actions())
    with pytest.raises(IllegalMoveError):
        e.step(illegal)
    with pytest.raises(ValueError):
        e.step(None)
    rendered = e.render()
    assert isinstance(rendered, str) and g.TITLE in rendered
    play_out(e)
    assert e.moves == 10 and not e.game.is_over
    with pytest.raises(ValueError):
        ENV_CLASSES[g.NAME](reward="points")  # type: ignore[arg-type]


def test_max_moves_is_a_positive_count(g: ModuleType) -> None:
    cls = ENV_CLASSES[g.NAME]
    for bad in [0, -5, np.int64(0)]:
        with pytest.raises(ValueError, match="max_moves is a positive int or None"):
            cls(players=g.MIN_PLAYERS, max_moves=bad)  # type: ignore[arg-type]
    for wrong in [True, 1.5, "3"]:
        with pytest.raises(TypeError, match="max_moves is a positive int or None"):
            cls(players=g.MIN_PLAYERS, max_moves=wrong)  # type: ignore[arg-type]
    # max_moves=1 plays exactly one move, then every agent is truncated.
    e = cls(players=g.MIN_PLAYERS, max_moves=np.uint8(1))
    assert e.max_moves == 1 and type(e.max_moves) is int
    e.reset(seed=4)
    e.step(e.game.legal_actions()[0])
    assert e.moves == 1 and all(e.truncations.values()) and not any(e.terminations.values())
    assert len(e.game.history()) == 1 and not e.game.is_over
    # Any positive int, however large, as in the Gymnasium environments (which hold at most
    # 2**32 - 1 and take a larger one as that: no game is that long).
    for most in [2**32, 2**70]:
        e = cls(players=g.MIN_PLAYERS, max_moves=most)
        assert e.max_moves == most
        e.reset(seed=4)
        e.step(e.game.legal_actions()[0])
        assert not any(e.truncations.values())


def test_misuse_is_refused_without_change(g: ModuleType) -> None:
    e = ENV_CLASSES[g.NAME](players=g.MIN_PLAYERS)
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
            e.step(bad)
    assert e.game.to_json() == before
    e.step(np.int64(legal))  # numpy integers are fine
    # A seed the game refuses leaves the environment's generator and game as they were.
    state, generator = e.game.to_json(), e._rng
    for seed in [2**64, -1]:
        with pytest.raises(ValueError):
            e.reset(seed=seed)
    assert e.game.to_json() == state and e._rng is generator
    # After the end, once every agent is done, stepping asks for a reset.
    play_out(e)
    assert e.game.is_over and not e.agents
    with pytest.raises(RuntimeError, match="reset"):
        e.step(None)
    with pytest.raises(ValueError):
        ENV_CLASSES[g.NAME](players=g.MAX_PLAYERS + 1)


@pytest.mark.parametrize(("name", "players"), SMALL_AND_LARGE)
def test_state_is_every_seat_observation_in_seat_order(name: str, players: int) -> None:
    cls = ENV_CLASSES[name]
    e = cls(players=players)
    size = e.game_module.OBSERVATION_SIZE
    space = e.state_space
    assert space.shape == (players * size,) and space.dtype == np.float32
    assert float(space.low.min()) == 0.0 and float(space.high.max()) == 1.0
    with pytest.raises(RuntimeError, match="reset"):
        e.state()
    e.reset(seed=8)
    rng = np.random.default_rng(8)
    previous = e.state()
    for _ in range(6):
        state = e.state()
        assert state.dtype == np.float32 and state.shape == (players * size,)
        assert space.contains(state)
        seats = state.reshape(players, size)
        for p, agent in enumerate(e.possible_agents):
            np.testing.assert_array_equal(seats[p], e.game.view(p).observation())
            np.testing.assert_array_equal(state[p * size : (p + 1) * size], e.observe(agent)["observation"])
        play_some(e, rng, 3)
        after = e.state()
        if not np.array_equal(after, previous):
            previous = after
            continue
        raise AssertionError("three moves left the god view unchanged")
    # state() hands out a fresh array: changing it changes nothing in the environment.
    state = e.state()
    state[:] = 0.5
    assert not np.array_equal(e.state(), state)


@pytest.mark.parametrize(("name", "players"), SMALL_AND_LARGE)
def test_pettingzoo_tests_pass_with_state_and_render_modes(name: str, players: int) -> None:
    cls = ENV_CLASSES[name]
    state_space_test(cls(players=players))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(cls(players=players, render_mode="ansi"), num_cycles=50)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []


@pytest.mark.parametrize(("name", "players"), SMALL_AND_LARGE)
def test_pettingzoo_render_test_passes(name: str, players: int, capsys: pytest.CaptureFixture[str]) -> None:
    cairosvg_or_skip()
    cls: Any = ENV_CLASSES[name]
    render_test(lambda render_mode: cls(players=players, render_mode=render_mode))
    assert capsys.readouterr().out  # "human" prints the text picture
