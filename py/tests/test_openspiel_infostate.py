"""The OpenSpiel adapter's information states, public and private observations, history and
guards, for every game; and OpenSpiel's playthrough tool reproduces the committed playthroughs.

Skipped when OpenSpiel (``pyspiel``) is not installed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from herr_der_ziegen import GAMES as REGISTRY  # noqa: E402
from herr_der_ziegen.openspiel import (  # noqa: E402
    DIGEST_BYTES,
    GAME_CLASSES,
    SpielGame,
    SpielState,
    _digest,
    history_rows,
)

PLAYTHROUGHS = Path(__file__).resolve().parents[2] / "testdata" / "playthroughs"

# (short name, players) of two small settings of every game.
GAMES = [(game.short_name, players) for game in REGISTRY for players in (game.min_players, game.min_players + 2)]
PLAYTHROUGH_GAMES = [f"{game.short_name}(deals=3,players={game.min_players})" for game in REGISTRY]
"""The committed playthrough of every game (testdata/playthroughs/<game>.txt), at its fewest
players."""


def _flags_parsed() -> None:
    """The playthrough tool reads an absl flag (``--playthough_use_action_ids``, default on)."""
    from absl import flags  # type: ignore[import-not-found, import-untyped, unused-ignore]

    if not flags.FLAGS.is_parsed():
        flags.FLAGS.mark_as_parsed()


def load(name: str, players: int) -> SpielGame:
    game = pyspiel.load_game(name, {"players": players, "deals": 5})
    assert isinstance(game, SpielGame)
    return game


def random_state(name: str, players: int, seed: int, steps: int) -> SpielState:
    """A state after the deal and up to ``steps`` random decisions."""
    game = load(name, players)
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    state.apply_action(seed % 5)
    while not state.is_terminal() and len(state.history()) <= steps:
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert isinstance(state, SpielState)
    return state


def infostate_tensor(state: Any, player: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    return np.asarray(state.information_state_tensor(player), dtype=np.float32)


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_information_state_tensor_layout(name: str, players: int) -> None:
    game = load(name, players)
    spec = type(game).spec
    obs_size = spec.module.OBSERVATION_SIZE
    size = obs_size + spec.history_length * spec.history_width
    assert game.get_type().provides_information_state_tensor
    assert game.information_state_tensor_shape() == [size]
    assert not infostate_tensor(game.new_initial_state(), 0).any()
    state = random_state(name, players, 3, 12)
    decisions = len(state.history()) - 1
    for p in range(players):
        tensor = infostate_tensor(state, p)
        assert tensor.shape == (size,)
        assert np.array_equal(tensor[:obs_size], np.asarray(state.observation_tensor(p)))
        rows = tensor[obs_size:].reshape(spec.history_length, spec.history_width)
        assert np.array_equal(rows, history_rows(state, p))
        # One row per decision: the deciding seat (relative to p) one-hot.
        assert rows[:decisions, : spec.max_players].sum(axis=1).tolist() == [1.0] * decisions
        assert not rows[decisions:].any()
        for row, (seat, action) in zip(rows, state.decisions):
            assert row[(seat - p) % players] == 1.0
            hidden = seat != p and action in spec.hidden_actions
            assert row[-1] == (0.0 if hidden else np.float32((action + 1) / spec.module.NUM_ACTIONS))


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_information_state_string_records_what_the_seat_saw(name: str, players: int) -> None:
    state = random_state(name, players, 4, 10)
    for p in range(players):
        text = state.information_state_string(p)
        view, tokens = text.split("\n")
        assert view == state.game.view(p).to_json()
        assert len(tokens.split(" ")) == len(state.history()) - 1
        for token, (seat, action) in zip(tokens.split(" "), state.decisions):
            head, digest = token.split("/")
            assert len(digest) == 2 * DIGEST_BYTES
            shown = head.split(":")[1]
            if seat != p and action in type(state).spec.hidden_actions:
                assert shown == "?"
            else:
                assert head == f"{seat}:{action}"


def test_the_hidden_decisions_are_those_the_game_declares() -> None:
    """The adapter keeps no table of its own: a decision is hidden from the other seats when the
    game declares its move not public (``Move.is_public``)."""
    for info in REGISTRY:
        module = info.module()
        declared = {a for a in range(module.NUM_ACTIONS) if not module.Move.from_action_id(a).is_public}
        for name in (info.short_name, f"python_{info.short_name}"):
            assert GAME_CLASSES[name].spec.hidden_actions == declared
    assert any(GAME_CLASSES[info.short_name].spec.hidden_actions for info in REGISTRY)


def test_hidden_choices_are_not_in_the_other_seats_information_state() -> None:
    # Le Baron: seat 0's choice is hidden from seat 1 until revealed.
    state = load("le_baron", 2).new_initial_state()
    state.apply_action(0)
    assert state.current_player() == 0
    before = state.information_state_string(1), infostate_tensor(state, 1)
    after = []
    for action in state.legal_actions()[:3]:
        child = state.child(action)
        assert child.current_player() == 1
        after.append((child.information_state_string(1), infostate_tensor(child, 1), child.information_state_string(0)))
    # Seat 1 cannot tell the choices apart; seat 0 can.
    assert len({s for s, _, _ in after}) == 1
    assert all(np.array_equal(t, after[0][1]) for _, t, _ in after)
    assert len({s for _, _, s in after}) == 3
    assert after[0][0] != before[0]


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_perfect_recall(name: str, players: int) -> None:
    """Histories that differ in a decision the seat saw give it different information states,
    even where they lead to the same view; determinizations of a seat's view keep its own."""
    for seed in range(3):
        state = random_state(name, players, seed, 6)
        player = state.current_player()
        legal = state.legal_actions()
        children = [state.child(a) for a in legal[:4]]
        for p in range(players):
            strings = [c.information_state_string(p) for c in children]
            tensors = [infostate_tensor(c, p).tobytes() for c in children]
            if p == player or not set(legal[:4]) <= set(type(state).spec.hidden_actions):
                # The decision is seen: every child is a different information state.
                assert len(set(strings)) == len(children)
                assert len(set(tensors)) == len(children)
        sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
        for _ in range(3):
            sample = state.resample_from_infostate(player, sampler)
            assert sample.information_state_string(player) == state.information_state_string(player)
            assert np.array_equal(infostate_tensor(sample, player), infostate_tensor(state, player))
        # Play on in the sampled world: the record keeps the real past and follows the sample.
        action = legal[0]
        tokens = state.information_tokens(player)
        sample.apply_action(action)
        after = sample.information_tokens(player)
        assert after[:-1] == tokens
        assert after[-1] == f"{player}:{action}/{_digest(sample.game.view(player).to_json())}"


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_public_and_private_observations(name: str, players: int) -> None:
    game = load(name, players)
    public = game.make_py_observer(
        pyspiel.IIGObservationType(public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    private = game.make_py_observer(
        pyspiel.IIGObservationType(public_info=False, perfect_recall=False, private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER)
    )
    every_private = game.make_py_observer(
        pyspiel.IIGObservationType(public_info=False, perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS)
    )
    god = game.make_py_observer(
        pyspiel.IIGObservationType(public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS)
    )
    assert public.tensor is None and private.tensor is None
    for seed in range(3):
        state = random_state(name, players, seed, 8 * seed)
        publics = {public.string_from(state, p) for p in range(players)}
        # The public observation is the same for every seat and holds no hand.
        assert len(publics) == 1
        shared = json.loads(publics.pop())
        assert "seat" not in shared and "hand" not in shared
        privates = [json.loads(private.string_from(state, p)) for p in range(players)]
        for p, secret in enumerate(privates):
            assert secret["seat"] == p
            view = json.loads(state.game.view(p).to_json())
            # Together the two parts hold the whole view.
            assert set(view) == set(shared) | set(secret)
            hand = state.game.view(p).hand() if name == "herr_der_ziegen" else view["hand"]
            own = secret["hands"][p] if name == "herr_der_ziegen" else secret["hand"]
            public_hand = shared["hands"][p]["public"] if name == "herr_der_ziegen" else []
            assert sorted(own) == sorted(set(hand) - set(public_hand))
        assert json.loads(every_private.string_from(state, 0)) == privates
        assert god.string_from(state, 0) == state.game.to_json()
    with pytest.raises(ValueError, match="single seat"):
        game.make_py_observer(
            pyspiel.IIGObservationType(public_info=True, perfect_recall=True, private_info=pyspiel.PrivateInfoType.NONE)
        )
    with pytest.raises(ValueError, match="nothing"):
        game.make_py_observer(
            pyspiel.IIGObservationType(public_info=False, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
        )


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_history_clone_and_child(name: str, players: int) -> None:
    state = random_state(name, players, 7, 5)
    history = state.history()
    assert history[0] == 7 % 5
    assert [a for _, a in state.decisions] == history[1:]
    assert state.history_str() == ", ".join(str(a) for a in history)
    action = state.legal_actions()[0]
    clone = state.clone()
    child = state.child(action)
    # child is clone-then-apply, and neither changes the original.
    clone.apply_action(action)
    assert state.history() == history
    assert child.history() == clone.history() == [*history, action]
    assert child.game == clone.game
    assert child.game != state.game
    for p in range(players):
        assert child.information_state_string(p) == clone.information_state_string(p)
        assert child.information_state_string(p).startswith(child.game.view(p).to_json())
    # There is no undo: OpenSpiel says so, and the state is unchanged.
    with pytest.raises(pyspiel.SpielError, match="UndoAction"):
        child.undo_action(state.current_player(), action)
    assert child.history() == [*history, action]
    # Serialization keeps the information state.
    copy = state.get_game().deserialize_state(state.serialize())
    assert copy.history() == history
    assert copy.information_state_string(0) == state.information_state_string(0)


def test_cpp_search_bots_refuse_the_python_games() -> None:
    evaluator = pyspiel.RandomRolloutEvaluator(1, 0)
    for info in REGISTRY:
        game = GAME_CLASSES[info.short_name]({"players": max(3, info.min_players), "deals": 2})
        with pytest.raises(TypeError, match=r"python\.algorithms\.mcts\.MCTSBot"):
            pyspiel.MCTSBot(game, evaluator, 2.0, 10, 100, False, 0, False)
        state = game.new_initial_state()
        state.apply_action(0)
        bot = pyspiel.ISMCTSBot(0, evaluator, 2.0, 10)
        for step in (bot.step, bot.step_with_policy, bot.get_policy):
            with pytest.raises(TypeError, match=r"python\.algorithms\.ismcts\.ISMCTSBot"):
                step(state)
    # OpenSpiel's own (C++) games still work with the bots.
    cpp_game = pyspiel.load_game("tic_tac_toe")
    bot = pyspiel.MCTSBot(cpp_game, evaluator, 2.0, 10, 100, False, 0, False)
    assert isinstance(bot, pyspiel.MCTSBot)
    assert bot.step(cpp_game.new_initial_state()) in range(9)
    kuhn = pyspiel.load_game("kuhn_poker")
    state = kuhn.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    assert pyspiel.ISMCTSBot(0, evaluator, 2.0, 10).step(state) in state.legal_actions()


@pytest.mark.parametrize("game_string", PLAYTHROUGH_GAMES)
def test_playthrough_matches_the_committed_one(game_string: str) -> None:
    """OpenSpiel's playthrough tool (public, private, observation and information-state views of
    a random game) reproduces the committed file; regenerate with
    ``python py/tests/test_openspiel_infostate.py`` (see docs/python.md)."""
    from open_spiel.python.algorithms import generate_playthrough  # type: ignore[import-not-found, import-untyped, unused-ignore]

    _flags_parsed()
    path = PLAYTHROUGHS / f"{game_string.split('(')[0]}.txt"
    original, regenerated = generate_playthrough.replay(str(path))
    assert original.startswith(f"game: {game_string}\n")
    assert "PublicObservationString()" in original and "InformationStateTensor(0)" in original
    assert regenerated == original


def regenerate() -> None:
    """Writes the playthrough files anew (seed 1)."""
    from open_spiel.python.algorithms import generate_playthrough

    _flags_parsed()
    PLAYTHROUGHS.mkdir(parents=True, exist_ok=True)
    for game_string in PLAYTHROUGH_GAMES:
        text = generate_playthrough.playthrough(game_string, None, seed=1)
        (PLAYTHROUGHS / f"{game_string.split('(')[0]}.txt").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    regenerate()
