"""The native vector environments: array for array the same as Gymnasium's SyncVectorEnv over
the single-seat environment (same seeds, same actions, autoresets included), registered as the
vector entry point of every game's id; the self-play vector environment played to the ends;
and the refusals of bad input, nothing stepped before them. Every game of the registry is
tested from its entry in GAMES."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402

from herr_der_ziegen import GAMES, GameInfo, IllegalMoveError  # noqa: E402
from herr_der_ziegen.gym import (  # noqa: E402
    VECTOR_CLASSES,
    NativeVectorEnv,
    SelfPlayVectorEnv,
    SingleSeatEnv,
)

GAME_PARAMS = [pytest.param(game, id=game.name) for game in GAMES]


def env_id(game: GameInfo) -> str:
    return f"herr_der_ziegen/{game.class_prefix}-v0"


def sample(mask: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    """One uniformly drawn legal action per row of ``mask`` (0 for a row with none), drawn for
    every row at once: the largest of uniform numbers kept only where the mask is set."""
    keys = rng.random(mask.shape) * mask
    actions: np.ndarray[Any, Any] = np.argmax(keys, axis=1).astype(np.int64)
    return actions


def opponents_for(game: GameInfo, players: int) -> list[str]:
    """A mix of the bot kinds: a searching bot (it looks at the view), the game's own and
    random ones."""
    kinds = ["ismcts:3", "greedy", "random"]
    return [kinds[i % len(kinds)] for i in range(players - 1)]


def assert_same_info(native: dict[str, Any], sync: dict[str, Any]) -> None:
    assert sorted(native) == sorted(sync)
    for key, value in sync.items():
        np.testing.assert_array_equal(native[key], value, err_msg=key)
        assert np.asarray(native[key]).dtype == np.asarray(value).dtype, key


@pytest.mark.parametrize("game", GAME_PARAMS)
@pytest.mark.parametrize("seat", [1, "random"])
@pytest.mark.parametrize("reward", ["win", "score"])
def test_matches_sync_vector_env(game: GameInfo, seat: Any, reward: str) -> None:
    players = min(game.min_players + 1, game.max_players)
    num_envs = 3
    kwargs = {"players": players, "seat": seat, "reward": reward, "opponents": opponents_for(game, players)}
    sync = gymnasium.make_vec(env_id(game), num_envs=num_envs, vectorization_mode="sync", **kwargs)
    native = gymnasium.make_vec(env_id(game), num_envs=num_envs, vectorization_mode="vector_entry_point", **kwargs)
    assert isinstance(native, NativeVectorEnv)
    assert native.observation_space == sync.observation_space
    assert native.action_space == sync.action_space
    assert native.single_observation_space == sync.single_observation_space
    rng = np.random.default_rng(7)
    obs_s, info_s = sync.reset(seed=11)
    obs_n, info_n = native.reset(seed=11)
    for key in ("observation", "action_mask"):
        np.testing.assert_array_equal(obs_n[key], obs_s[key])
        assert obs_n[key].dtype == obs_s[key].dtype
    assert_same_info(info_n, info_s)
    ends = 0
    for _ in range(160):
        actions = sample(obs_s["action_mask"], rng)
        obs_s, rew_s, term_s, trunc_s, info_s = sync.step(actions)
        obs_n, rew_n, term_n, trunc_n, info_n = native.step(actions)
        for key in ("observation", "action_mask"):
            np.testing.assert_array_equal(obs_n[key], obs_s[key])
        np.testing.assert_array_equal(rew_n, rew_s)
        assert rew_n.dtype == rew_s.dtype
        np.testing.assert_array_equal(term_n, term_s)
        np.testing.assert_array_equal(trunc_n, trunc_s)
        assert_same_info(info_n, info_s)
        ends += int(term_s.sum())
    assert ends >= 2 * num_envs, "too few autoresets to test them"
    # The games themselves are the same, their seeds and moves included.
    for i in range(num_envs):
        single = sync.envs[i].unwrapped  # type: ignore[attr-defined]
        assert isinstance(single, SingleSeatEnv)
        assert native.game_at(i) == single.game and native.game_at(i).history() == single.game.history()
        assert native.game_at(i).seed == single.game.seed
    sync.close()
    native.close()


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_matches_sync_over_several_chunks(game: GameInfo) -> None:
    """Enough games that the engine cuts them into chunks for its threads (at least 64 a
    chunk), each copied into numpy as soon as it is done."""
    num_envs = 150
    kwargs: dict[str, Any] = {"players": game.min_players, "seat": "random"}
    sync = gymnasium.make_vec(env_id(game), num_envs=num_envs, vectorization_mode="sync", **kwargs)
    native = gymnasium.make_vec(env_id(game), num_envs=num_envs, vectorization_mode="vector_entry_point", **kwargs)
    rng = np.random.default_rng(2)
    obs_s, _ = sync.reset(seed=1000)
    obs_n, _ = native.reset(seed=1000)
    for _ in range(30):
        for key in ("observation", "action_mask"):
            np.testing.assert_array_equal(obs_n[key], obs_s[key])
        actions = sample(obs_s["action_mask"], rng)
        obs_s, rew_s, term_s, _, info_s = sync.step(actions)
        obs_n, rew_n, term_n, _, info_n = native.step(actions)
        np.testing.assert_array_equal(rew_n, rew_s)
        np.testing.assert_array_equal(term_n, term_s)
        assert_same_info(info_n, info_s)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_matches_with_max_moves_and_seed_list(game: GameInfo) -> None:
    kwargs: dict[str, Any] = {"players": game.min_players, "max_moves": 3}
    sync = gymnasium.make_vec(env_id(game), num_envs=2, vectorization_mode="sync", **kwargs)
    native = VECTOR_CLASSES[game.name](num_envs=2, **kwargs)
    rng = np.random.default_rng(1)
    obs_s, _ = sync.reset(seed=[5, 9])  # type: ignore[arg-type]  # Gymnasium takes a list too
    obs_n, _ = native.reset(seed=[5, 9])
    truncations = 0
    for _ in range(12):
        np.testing.assert_array_equal(obs_n["observation"], obs_s["observation"])
        actions = sample(obs_s["action_mask"], rng)
        obs_s, rew_s, term_s, trunc_s, _ = sync.step(actions)
        obs_n, rew_n, term_n, trunc_n, _ = native.step(actions)
        np.testing.assert_array_equal(trunc_n, trunc_s)
        np.testing.assert_array_equal(term_n, term_s)
        np.testing.assert_array_equal(rew_n, rew_s)
        truncations += int(trunc_s.sum())
    assert truncations >= 2


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_make_vec_returns_the_native_env(game: GameInfo) -> None:
    env = gymnasium.make_vec(env_id(game), num_envs=4, players=game.min_players, opponents="random")
    assert type(env.unwrapped) is VECTOR_CLASSES[game.name]
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    assert env.num_envs == 4
    obs, _ = env.reset(seed=0)
    assert obs["observation"].shape == (4, game.observation_size)
    assert obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == (4, game.num_actions)
    assert obs["action_mask"].dtype == np.int8
    assert env.observation_space.contains({k: v.copy() for k, v in obs.items()})
    env.close()


def test_importable_by_name() -> None:
    from herr_der_ziegen import gym

    for game in GAMES:
        cls = getattr(gym, f"{game.class_prefix}VectorEnv")
        assert cls is VECTOR_CLASSES[game.name]
        assert issubclass(cls, gymnasium.vector.VectorEnv)
        assert cls.__module__ == "herr_der_ziegen.gym" and cls.__name__ == f"{game.class_prefix}VectorEnv"


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_self_play_follows_the_games(game: GameInfo) -> None:
    """Each game of the self-play environment is replayed in a Python ``Game`` from its seed:
    the deciding seat, the observation, the mask and the final rewards all agree."""
    players = min(game.min_players + 1, game.max_players)
    module = game.module()
    num_envs = 3
    env = SelfPlayVectorEnv(game.name, num_envs=num_envs, players=players, seed=100)
    obs, info = env.reset()
    shadows = [module.Game(players, 100 + i) for i in range(num_envs)]
    assert [env.game_at(i) for i in range(num_envs)] == shadows
    rng = np.random.default_rng(3)
    finished = 0
    for _ in range(400):
        for i, shadow in enumerate(shadows):
            if shadow is None:
                continue
            assert info["current_player"][i] == shadow.current_player
            np.testing.assert_array_equal(obs["observation"][i], shadow.observation(shadow.current_player))
            np.testing.assert_array_equal(obs["action_mask"][i].view(np.bool_), shadow.legal_action_mask())
        actions = sample(obs["action_mask"], rng)
        obs, rew, term, trunc, info = env.step(actions)
        assert rew.shape == (num_envs, players) and rew.dtype == np.float32
        assert not trunc.any()
        for i, shadow in enumerate(shadows):
            if shadow is None:
                # Autoreset: a new game, of the seed the env's generator drew.
                drawn = env.game_at(i)
                assert drawn.history() == [] and drawn.seed is not None
                assert drawn.seed not in {100 + k for k in range(num_envs)}
                shadows[i] = module.Game(players, drawn.seed)
                assert not term[i] and not rew[i].any()
                continue
            shadow.apply_action(int(actions[i]))
            assert term[i] == shadow.is_over
            if shadow.is_over:
                finished += 1
                scores = shadow.scores()
                expected = [1.0 if p in scores.winners else -1.0 for p in range(players)]
                np.testing.assert_array_equal(rew[i], expected)
                assert info["current_player"][i] == -1
                assert not obs["action_mask"][i].any()
                shadows[i] = None
            else:
                assert not rew[i].any()
    assert finished >= num_envs
    env.close()


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_self_play_score_rewards_and_replays(game: GameInfo) -> None:
    players = game.min_players
    runs = []
    for _ in range(2):
        env = SelfPlayVectorEnv(game.name, num_envs=2, players=players, reward="score")
        obs, info = env.reset(seed=5)
        rng = np.random.default_rng(0)
        shadows = [game.module().Game(players, 5 + i) for i in range(2)]
        run = []
        while any(s is not None for s in shadows):
            actions = sample(obs["action_mask"], rng)
            obs, rew, term, _, info = env.step(actions)
            run.append((obs["observation"].copy(), rew.copy(), term.copy()))
            for i, shadow in enumerate(shadows):
                if shadow is None:
                    continue
                shadow.apply_action(int(actions[i]))
                if shadow.is_over:
                    scores = shadow.scores()
                    sign = -1.0 if scores.order == "lower_wins" else 1.0
                    np.testing.assert_array_equal(rew[i], [sign * t for t in scores.totals])
                    shadows[i] = None
        runs.append(run)
        env.close()
    assert len(runs[0]) == len(runs[1])
    for a, b in zip(*runs):
        for x, y in zip(a, b):
            np.testing.assert_array_equal(x, y)


def make(game: GameInfo, **kwargs: Any) -> NativeVectorEnv:
    kwargs.setdefault("players", game.min_players)
    return VECTOR_CLASSES[game.name](num_envs=3, **kwargs)


def legal_actions(obs: dict[str, Any]) -> np.ndarray[Any, Any]:
    actions: np.ndarray[Any, Any] = np.argmax(obs["action_mask"], axis=1).astype(np.int64)
    return actions


def illegal_action(obs: dict[str, Any], i: int) -> int:
    return int(np.flatnonzero(obs["action_mask"][i] == 0)[0])


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_bad_actions_change_nothing(game: GameInfo) -> None:
    env = make(game, illegal_action="raise")
    obs, _ = env.reset(seed=3)
    before = {k: v.copy() for k, v in obs.items()}
    good = legal_actions(obs)
    for bad, error, words in [
        (good[:2], ValueError, "shape"),
        (np.stack([good, good]), ValueError, "shape"),
        (good.astype(np.float64), TypeError, "dtype"),
        (good.astype(np.bool_), TypeError, "dtype"),
        (np.array([0, game.num_actions, 0]), ValueError, "actions[1]"),
        (np.array([-1, 0, 0]), ValueError, "actions[0]"),
    ]:
        with pytest.raises(error, match=words.replace("[", r"\[").replace("]", r"\]")):
            env.step(bad)
    wrong = good.copy()
    wrong[2] = illegal_action(obs, 2)
    with pytest.raises(IllegalMoveError, match=f"env 2: action {wrong[2]}"):
        env.step(wrong)
    for key, value in before.items():
        np.testing.assert_array_equal(obs[key], value)
    # The same step with legal actions then plays as if nothing had been refused.
    twin = make(game, illegal_action="raise")
    twin.reset(seed=3)
    expected = twin.step(good)[0]["observation"].copy()
    np.testing.assert_array_equal(env.step(good)[0]["observation"], expected)


@pytest.mark.parametrize("game", GAME_PARAMS)
@pytest.mark.parametrize("policy", ["penalty", "terminate"])
def test_illegal_action_penalty(game: GameInfo, policy: str) -> None:
    env = make(game, illegal_action=policy)
    obs, _ = env.reset(seed=4)
    before = obs["observation"][1].copy()
    actions = legal_actions(obs)
    actions[1] = illegal_action(obs, 1)
    obs, rew, term, trunc, info = env.step(actions)
    assert term[1] and rew[1] == -1.0 and not trunc[1]
    np.testing.assert_array_equal(obs["observation"][1], before)
    assert info["illegal_action"].tolist() == [False, True, False]
    assert info["_illegal_action"].tolist() == [False, True, False]
    # That game is finished: nothing is legal in it until the next step resets it.
    assert not obs["action_mask"][1].any() and obs["action_mask"][0].any()
    # The next step resets that game (its action is not played).
    obs, rew, term, _, info = env.step(np.zeros(3, dtype=np.int64) + legal_actions(obs))
    assert rew[1] == 0.0 and not term[1] and "illegal_action" not in info
    assert make(game).illegal_action == "penalty"


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_penalty_matches_sync_vector_env(game: GameInfo) -> None:
    """Illegal actions under ``illegal_action="penalty"`` end the game as the single-seat
    environment ends it: reward -1, the observation unchanged, ``info["illegal_action"]``, and
    the next step resets the game."""
    kwargs: dict[str, Any] = {"players": game.min_players, "illegal_action": "penalty"}
    sync = gymnasium.make_vec(env_id(game), num_envs=3, vectorization_mode="sync", **kwargs)
    native = VECTOR_CLASSES[game.name](num_envs=3, **kwargs)
    rng = np.random.default_rng(5)
    obs_s, _ = sync.reset(seed=21)
    native.reset(seed=21)
    for step in range(30):
        actions = sample(obs_s["action_mask"], rng)
        if step % 7 == 3:
            actions[step % 3] = illegal_action(obs_s, step % 3)
        obs_s, rew_s, term_s, trunc_s, info_s = sync.step(actions)
        obs_n, rew_n, term_n, trunc_n, info_n = native.step(actions)
        np.testing.assert_array_equal(obs_n["observation"], obs_s["observation"])
        np.testing.assert_array_equal(rew_n, rew_s)
        np.testing.assert_array_equal(term_n, term_s)
        assert_same_info(info_n, info_s)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_bad_arguments(game: GameInfo) -> None:
    cls = VECTOR_CLASSES[game.name]
    players = game.min_players
    with pytest.raises(ValueError, match="num_envs"):
        cls(num_envs=0, players=players)
    with pytest.raises(TypeError, match="num_envs"):
        cls(num_envs=2.0, players=players)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="opponents: unknown bot"):
        cls(num_envs=2, players=players, opponents="nobody")
    with pytest.raises(ValueError, match="opponents"):
        cls(num_envs=2, players=players, opponents=["random"] * players)
    with pytest.raises(ValueError, match="seat"):
        cls(num_envs=2, players=players, seat=players)
    with pytest.raises(ValueError, match="reward"):
        cls(num_envs=2, players=players, reward="money")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="illegal_action"):
        cls(num_envs=2, players=players, illegal_action="ignore")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cls(num_envs=2, players=players, no_such_option=1)
    with pytest.raises(ValueError, match="num_envs"):
        SelfPlayVectorEnv(game.name, num_envs=0, players=players)
    env = cls(num_envs=2, players=players)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.zeros(2, dtype=np.int64))
    env.reset(seed=0)
    assert env.game_at(1).seed == 1 and env.game_at(0).seed == 0
    with pytest.raises(IndexError, match="no env 2"):
        env.game_at(2)
    env.reset(seed=2**64 - 1)  # the second env's seed wraps around to 0, as simulate's seeds
    assert env.game_at(0).seed == 2**64 - 1 and env.game_at(1).seed == 0
    with pytest.raises(TypeError):
        env.reset(seed=[0, 1.5])  # type: ignore[list-item]
    env.close()
    with pytest.raises(RuntimeError, match="closed"):
        env.game_at(0)
    with pytest.raises(RuntimeError, match="closed"):
        env.step(np.zeros(2, dtype=np.int64))
    with pytest.raises(RuntimeError, match="closed"):
        env.reset(seed=0)
    selfplay = SelfPlayVectorEnv(game.name, num_envs=2, players=players)
    with pytest.raises(RuntimeError, match="reset"):
        selfplay.step(np.zeros(2, dtype=np.int64))
    selfplay.close()
    with pytest.raises(RuntimeError, match="closed"):
        selfplay.reset()


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_self_play_illegal_action(game: GameInfo) -> None:
    env = SelfPlayVectorEnv(game.name, num_envs=2, players=game.min_players, seed=1)
    obs, info = env.reset()
    actions = legal_actions(obs)
    actions[0] = illegal_action(obs, 0)
    seat = int(info["current_player"][0])
    _, rew, term, _, info = env.step(actions)
    assert term[0] and rew[0, seat] == -1.0 and rew[0].sum() == -1.0
    assert info["illegal_action"][0]
    # That game is finished as one played to its end: no seat decides, nothing is legal.
    assert info["current_player"][0] == -1 and info["current_player"][1] >= 0
    assert not env._observation()["action_mask"][0].any() and env._observation()["action_mask"][1].any()
    raising = SelfPlayVectorEnv(game.name, num_envs=2, players=game.min_players, seed=1, illegal_action="raise")
    obs, _ = raising.reset()
    with pytest.raises(IllegalMoveError, match="env 0"):
        raising.step(actions)


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_max_moves_beyond_what_the_engine_holds(game: GameInfo) -> None:
    """A ``max_moves`` past 2**32 - 1 is taken as 2**32 - 1: no game is that long, so it never
    truncates, as in the PettingZoo environments."""
    players = game.min_players
    for most in (2**32, 2**63, 2**70, np.uint64(2**64 - 1)):
        env = VECTOR_CLASSES[game.name](num_envs=2, players=players, max_moves=most)
        assert env.max_moves == int(most)
        env.reset(seed=1)
        env.close()
        selfplay = SelfPlayVectorEnv(game.name, 1, players=players, max_moves=most)
        assert selfplay.max_moves == int(most)
        selfplay.reset(seed=1)
        selfplay.close()
        single = gymnasium.make(env_id(game), players=players, max_moves=most)
        assert single.unwrapped.max_moves == int(most)  # type: ignore[attr-defined]
        single.reset(seed=1)
        single.close()
    short = VECTOR_CLASSES[game.name](num_envs=1, players=players, max_moves=1)
    short.reset(seed=2)
    obs = short._observation()
    _, _, term, trunc, _ = short.step(legal_actions(obs))
    assert term[0] or trunc[0]


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_game_at_takes_an_index(game: GameInfo) -> None:
    env = make(game)
    selfplay = SelfPlayVectorEnv(game.name, 3, players=game.min_players)
    for e in (env, selfplay):
        e.reset(seed=5)
        assert e.game_at(np.int64(2)).seed == 7
        for bad in (-1, 3, 2**70, np.uint64(2**64 - 1)):
            with pytest.raises(IndexError, match=f"no env {bad}"):
                e.game_at(bad)
        for wrong in (True, np.bool_(False), 1.0, "1", None):
            with pytest.raises(TypeError, match="int"):
                e.game_at(wrong)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_a_refused_reset_seed_changes_nothing(game: GameInfo) -> None:
    env = make(game)
    env.reset(seed=8)
    before = env._observation()["observation"].copy()
    state = env.np_random.bit_generator.state
    for bad, error, words in [
        (-1, ValueError, "0 to 2\\*\\*64 - 1"),
        (2**64, ValueError, "0 to 2\\*\\*64 - 1"),
        (1.5, TypeError, "not float"),
        ("7", TypeError, "not str"),
        (True, TypeError, "not bool"),
        ([1, 2], ValueError, "one seed per env"),
        ([1, 2, -3], ValueError, "0 to 2\\*\\*64 - 1"),
    ]:
        with pytest.raises(error, match=words):
            env.reset(seed=bad)  # type: ignore[arg-type]
        assert env.np_random.bit_generator.state == state
        np.testing.assert_array_equal(env._observation()["observation"], before)
    # Seeds wrap around after 2**64 - 1, as simulate's.
    env.reset(seed=2**64 - 2)
    assert [env.game_at(i).seed for i in range(3)] == [2**64 - 2, 2**64 - 1, 0]
    env.reset(seed=np.uint64(2**64 - 1))
    assert [env.game_at(i).seed for i in range(3)] == [2**64 - 1, 0, 1]
    with pytest.raises(TypeError, match="not float"):
        SelfPlayVectorEnv(game.name, 1, players=game.min_players, seed=1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_action_ids_beyond_int64_are_out_of_range(game: GameInfo) -> None:
    env = make(game, illegal_action="raise")
    obs, _ = env.reset(seed=3)
    before = obs["observation"].copy()
    good = legal_actions(obs)
    for bad, words in [
        (np.array([2**63, good[1], good[2]], dtype=np.uint64), f"actions[0] = {2**63} "),
        (np.array([good[0], 2**64 - 1, 2**63], dtype=np.uint64), f"actions[1] = {2**64 - 1} "),
        ([2**70, int(good[1]), int(good[2])], f"actions[0] = {2**70} "),
        ([int(good[0]), game.num_actions, 2**70], f"actions[1] = {game.num_actions} "),
        ([int(good[0]), int(good[1]), -(2**70)], f"actions[2] = {-(2**70)} "),
    ]:
        with pytest.raises(ValueError, match=words.replace("[", r"\[").replace("]", r"\]")):
            env.step(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        env.step([True, 2**70, 0])
    np.testing.assert_array_equal(obs["observation"], before)
    env.step(good.astype(np.uint64))  # in range: played
