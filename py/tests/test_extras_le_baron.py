"""Le Baron's own extras: its sizes and card table, its options and their errors, its moves'
fields, the card each seat chooses face down (hidden from the others until revealed: the choices
are the game's hidden moves), its public queries, its scores' breakdown (penalty heads, held
heads) and its PettingZoo ParallelEnv (every seat that must choose acting in one step), which
passes PettingZoo's parallel API and seed tests and plays the engine's games."""

from __future__ import annotations

import pickle
import random
import warnings
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import IllegalMoveError, SetupError, le_baron


def test_constants() -> None:
    g = le_baron
    assert g.NUM_ACTIONS == 120 and g.OBSERVATION_SIZE == 2222
    assert g.BOT_NAMES == ["random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"]
    assert (g.MIN_PLAYERS, g.MAX_PLAYERS) == (2, 10)
    decks = g.Game.DECK_IDS
    assert all(deck.endswith("reconstructed-1") for deck in decks.values())
    assert set(decks) == {"deck"} and g.DECK == decks["deck"]


def test_le_baron_options() -> None:
    cards = [list(h) for h in le_baron.Game.DEFAULT_TABLES["cards"]]
    assert len(cards) == 110
    game = le_baron.Game(2, 1, deck="my-cards", cards=cards)
    assert game.to_dict()["options"]["deck"] == "my-cards"
    with pytest.raises(SetupError):
        le_baron.Game(2, 1, deck="my-cards", cards=cards[:5])
    with pytest.raises(TypeError):
        le_baron.Game(2, 1, sixth_card_rule=1)


def test_moves_and_the_hidden_choice() -> None:
    g = le_baron
    kinds = [g.Move.from_action_id(a).kind for a in range(g.NUM_ACTIONS)]
    assert kinds == ["choose"] * 110 + ["place"] * 5 + ["take"] * 5
    assert [g.Move.from_action_id(a).card for a in (0, 109, 110)] == [1, 110, None]
    assert [g.Move.from_action_id(a).row for a in (0, 110, 114, 115, 119)] == [None, 0, 4, 0, 4]
    # A card chosen face down is the game's hidden move; placing and taking rows are seen.
    assert [a for a in range(g.NUM_ACTIONS) if not g.Move.from_action_id(a).is_public] == list(range(110))
    game = g.Game(3, 5)
    seat = game.current_player
    assert seat is not None
    chosen = game.legal_moves()[0]
    game.apply(chosen)
    assert game.choice(seat) == chosen.card and game.view(seat).choice() == chosen.card
    others = [p for p in range(3) if p != seat]
    assert all(game.view(p).choice() is None for p in others)
    public, private = game.view(seat).split()
    assert private["choice"] == chosen.card and "choice" not in public and "hand" not in public
    assert all(game.view(p).split()[0] == public for p in others)


def test_queries_of_games_and_views() -> None:
    game = le_baron.Game(4, 9)
    rng = random.Random(9)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        for obj in (game, view):
            assert obj.round == game.round and obj.rows() == game.rows() and obj.revealed() == game.revealed()
            assert len(obj.rows()) == 5
            for p in range(4):
                assert obj.penalty_pile(p) == game.penalty_pile(p)
                assert obj.penalty_points(p) == game.penalty_points(p)
            assert obj.card_heads(1) == game.card_heads(1) and len(obj.card_heads(110)) == 6
        game.apply(rng.choice(game.legal_actions()))
    for bad in (0, 111, -1):
        with pytest.raises(ValueError, match="no card"):
            game.card_heads(bad)


def test_player_scores_are_built_checked() -> None:
    PlayerScore = le_baron.PlayerScore
    score = PlayerScore(12, 3, -12)
    assert (score.penalty_heads, score.held_heads, score.total) == (12, 3, -12)
    assert pickle.loads(pickle.dumps(score)) == score
    assert score.to_dict() == {"penalty_heads": 12, "held_heads": 3, "total": -12}
    with pytest.raises(ValueError):
        PlayerScore(2**16, 0, 0)
    with pytest.raises(ValueError):
        PlayerScore(0, 0, 2**40)
    scores = le_baron.Game(3, 1).scores()
    assert scores.order == "lower_wins" and set(scores.details) == {"heads_are_positive"}


def parallel_env(**kwargs: Any) -> Any:
    """Le Baron's ParallelEnv (``le_baron_v0.parallel_env``), skipped without PettingZoo."""
    pytest.importorskip("pettingzoo")
    from herr_der_ziegen.env import le_baron_v0

    return le_baron_v0.parallel_env(**kwargs)


@pytest.mark.parametrize("players", [2, 5, 10])
def test_pettingzoo_parallel_api_test(players: int) -> None:
    from pettingzoo.test import parallel_api_test  # type: ignore[import-untyped]

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        parallel_api_test(parallel_env(players=players), num_cycles=1000)


def test_pettingzoo_parallel_seed_test() -> None:
    # The test samples actions from the whole action space: the default policy ends the game at
    # the first illegal one, for both environments alike.
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import parallel_seed_test

    parallel_seed_test(lambda: parallel_env(players=4), num_cycles=200)
    parallel_seed_test(lambda: parallel_env(players=3, reward="score"), num_cycles=200)


def play(env: Any, seed: int, rng: np.random.Generator) -> tuple[list[tuple[int, int]], Any]:
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
        env = parallel_env(players=players)
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
    env = parallel_env(players=6)
    observations, infos = env.reset(seed=3)
    assert env.game.phase == "choose"
    assert all(infos[agent]["deciding"] for agent in env.possible_agents)
    for seat, agent in enumerate(env.possible_agents):
        hand = set(env.game.hand(seat))
        legal = {int(a) for a in np.flatnonzero(observations[agent]["action_mask"])}
        assert len(legal) == len(hand)


def test_score_rewards_are_higher_for_better_players() -> None:
    env = parallel_env(players=4, reward="score")
    _, (_, rewards, _, _, _) = play(env, 11, np.random.default_rng(1))
    totals = env.game.scores().totals
    assert rewards == {f"player_{p}": -float(t) for p, t in enumerate(totals)}
    best = min(totals)
    assert max(rewards.values()) == -best


def test_illegal_and_malformed_actions() -> None:
    env = parallel_env(players=3)
    with pytest.raises(RuntimeError):
        env.step({})
    observations, infos = env.reset(seed=5)
    before = env.game.to_json()
    legal = {agent: int(np.flatnonzero(observations[agent]["action_mask"])[0]) for agent in env.agents}
    with pytest.raises(ValueError, match="player_2"):
        env.step({"player_0": legal["player_0"], "player_1": legal["player_1"]})
    with pytest.raises(TypeError):
        env.step({**legal, "player_1": 1.5})
    with pytest.raises(IllegalMoveError):
        env.step({**legal, "player_1": le_baron.NUM_ACTIONS})
    with pytest.raises(TypeError):
        env.step([0, 1, 2])
    assert env.game.to_json() == before

    illegal = int(np.flatnonzero(observations["player_1"]["action_mask"] == 0)[0])
    strict = parallel_env(players=3, illegal_action="raise")
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
        parallel_env(illegal_action="ignore")
    with pytest.raises(ValueError, match="reward"):
        parallel_env(reward="heads")


def test_truncation_state_and_rendering() -> None:
    env = parallel_env(players=3, max_moves=2, render_mode="ansi")
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

    pytest.importorskip("pettingzoo")
    from herr_der_ziegen.env import _parallel

    result = doctest.testmod(_parallel)
    assert result.attempted > 0 and result.failed == 0
