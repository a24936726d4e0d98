"""The same checks over every game of the registry (herr_der_ziegen.GAMES): the module shape, whole
games, views, bots, scores, the batch functions with options, observations, pictures, phase,
turn, hands and legality, errors, pickling and the PettingZoo factories. A game added to the
registry is checked here without a line added."""

from __future__ import annotations

import copy
import importlib
import inspect
import json
import pickle
import random
import warnings
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import herr_der_ziegen
from herr_der_ziegen import GAMES, GameInfo, IllegalMoveError, InvalidStateError, Scores, SetupError

IDS = [game.short_name for game in GAMES]

# The names every game's module has, with the same signatures (the package's root module is Herr
# der Ziegen's and has the package's names besides).
COMMON = [
    "BOT_NAMES",
    "Bot",
    "Events",
    "Game",
    "HerrDerZiegenError",
    "IllegalMoveError",
    "InvalidStateError",
    "MAX_GAME_LENGTH",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Move",
    "NAME",
    "NUM_ACTIONS",
    "OBSERVATION_SIZE",
    "PlayerScore",
    "PlayerView",
    "Scores",
    "SetupError",
    "Standing",
    "TITLE",
    "observation_sections",
    "simulate",
    "split_observation",
    "standings",
    "tournament",
    "trajectories",
]

# Methods and properties every game's Game, PlayerView, Move and Bot have.
GAME_API = [
    "apply", "apply_action", "clone", "current_player", "from_json", "from_replay", "hand", "history",
    "is_legal", "is_over", "legal_action_mask", "legal_actions", "legal_moves", "max_game_length",
    "observation", "options", "phase", "phase_details", "players", "replay", "scores", "seed", "to_dict",
    "to_json", "turn", "undo", "view",
]
VIEW_API = [
    "current_player", "determinize", "from_json", "hand", "is_legal", "is_over", "legal_action_mask",
    "legal_actions", "legal_moves", "observation", "phase", "phase_details", "players", "seat", "to_dict",
    "to_json", "turn",
]
SCORES_KEYS = {"seats", "players", "totals", "winners", "is_final", "order", "details"}


@pytest.fixture(params=GAMES, ids=IDS)
def game(request: pytest.FixtureRequest) -> GameInfo:
    info: GameInfo = request.param
    return info


def played(m: ModuleType, players: int, seed: int, moves: int, **options: Any) -> Any:
    game = m.Game(players, seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def finished(m: ModuleType, players: int, seed: int) -> Any:
    return played(m, players, seed, 100_000)


def signature(obj: Any) -> str:
    try:
        return str(inspect.signature(obj))
    except (TypeError, ValueError):
        return "(no signature)"


def test_the_registry_names_every_game_module() -> None:
    assert [g.index for g in GAMES] == list(range(len(GAMES)))
    for info in GAMES:
        m = info.module()
        assert m.NAME == info.name and m.TITLE == info.title
        assert (m.MIN_PLAYERS, m.MAX_PLAYERS) == (info.min_players, info.max_players)
        assert (m.NUM_ACTIONS, m.OBSERVATION_SIZE) == (info.num_actions, info.observation_size)
        assert m.MAX_GAME_LENGTH == info.max_game_length
        assert herr_der_ziegen._games.find(info.short_name) is info
        assert herr_der_ziegen._games.find(info.name) is info
    with pytest.raises(ValueError, match="unknown game"):
        herr_der_ziegen._games.find("chess")


def test_every_module_has_the_same_names_and_signatures() -> None:
    modules = [info.module() for info in GAMES]
    first = modules[0]
    for m in modules:
        missing = [name for name in COMMON if not hasattr(m, name)]
        assert not missing, (m.__name__, missing)
        assert set(COMMON) <= set(m.__all__)
        for name in ("simulate", "trajectories", "tournament", "split_observation", "observation_sections"):
            assert signature(getattr(m, name)) == signature(getattr(first, name)), (m.__name__, name)
        for cls, api in (("Game", GAME_API), ("PlayerView", VIEW_API), ("Bot", ["choose", "name"])):
            absent = [a for a in api if not hasattr(getattr(m, cls), a)]
            assert not absent, (m.__name__, cls, absent)
        for cls, method in [("Game", "apply"), ("Bot", "choose"), ("Game", "max_game_length")]:
            assert signature(getattr(getattr(m, cls), method)) == signature(getattr(getattr(first, cls), method))
        assert signature(m.Bot) == signature(first.Bot)
        assert m.Scores is Scores and m.Events is herr_der_ziegen.Events
        assert m.BOT_NAMES == m.Game.BOT_NAMES and "ismcts:N" in m.BOT_NAMES


def test_a_whole_game_with_views_scores_and_pictures(game: GameInfo) -> None:
    m = game.module()
    players = m.MIN_PLAYERS + 1
    g = m.Game(players, 11)
    rng = random.Random(4)
    turns = [g.turn]
    assert g.players == players and g.phase != "over" and g.phase_details["type"] == g.phase
    while not g.is_over:
        seat = g.current_player
        view = g.view(seat)
        assert view.seat == seat and view.phase == g.phase and view.turn == g.turn
        assert view.hand() == g.hand(seat) == sorted(g.hand(seat))
        assert view.legal_actions() == g.legal_actions()
        legal = g.legal_moves()
        assert all(isinstance(mv.kind, str) and mv.kind for mv in legal)
        for mv in legal:
            assert g.is_legal(mv) and g.is_legal(mv.action_id) and view.is_legal(mv)
        other = g.view((seat + 1) % players)
        assert not any(other.is_legal(mv) for mv in legal)
        events = g.apply(rng.choice(legal))
        assert all("event" in e for e in events)
        turns.append(g.turn)
    assert turns == sorted(turns)
    assert g.phase == "over" and g.current_player is None and g.legal_moves() == []
    text = str(g)
    assert text.startswith(m.TITLE) and "over" in text.splitlines()[0] and len(text.splitlines()) > 2
    assert str(g.view(0)).startswith(m.TITLE) and "view of player 0" in str(g.view(0)).splitlines()[0]
    assert g._repr_svg_().startswith("<svg")
    scores = g.scores()
    assert type(scores) is Scores and scores.is_final and len(scores) == players
    assert set(scores.to_dict()) == SCORES_KEYS
    assert scores.order in ("higher_wins", "lower_wins")
    assert [s.total for s in scores.seats] == scores.totals == [s.total for s in scores]
    assert scores.players == scores.seats and scores[0] == scores.seats[0] and scores[-1] == scores.seats[-1]
    assert all(isinstance(s, m.PlayerScore) and s.to_dict()["total"] == s.total for s in scores)
    assert scores.winners == sorted(set(scores.winners))
    assert all(scores.is_winner(p) == (p in scores.winners) for p in range(players))
    if scores.winners:
        best = (max if scores.order == "higher_wins" else min)(scores.totals)
        assert all(scores.totals[w] == best for w in scores.winners)
    assert pickle.loads(pickle.dumps(scores)) == scores
    assert all(pickle.loads(pickle.dumps(s)) == s for s in scores)
    for bad in (players, -players - 1, 2**70):
        with pytest.raises(IndexError):
            scores[bad]
    with pytest.raises(ValueError):
        scores.is_winner(players)
    # The dict of the former API reads on, with a warning.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert scores["totals"] == scores.totals and scores["winners"] == scores.winners
    assert any(issubclass(w.category, DeprecationWarning) for w in caught)
    fresh = m.Game(players, 11).scores()
    assert not fresh.is_final and fresh.seats[0].to_dict().keys() == scores.seats[0].to_dict().keys()


def test_text_picture_and_ansi_render(game: GameInfo) -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    m = game.module()
    e = env_module.ENV_CLASSES[game.name](players=m.MIN_PLAYERS, render_mode="ansi")
    e.reset(seed=3)
    picture = e.render()
    assert isinstance(picture, str) and picture == str(e.game) and picture.startswith(m.TITLE)
    assert "\n" in picture


def test_bots_choose_from_a_game_a_view_or_a_view_and_moves(game: GameInfo) -> None:
    m = game.module()
    g = played(m, m.MIN_PLAYERS, 2, 3)
    seat = g.current_player
    legal = g.legal_moves()
    for bot in (m.Bot("random", 1), m.Bot("greedy"), m.Bot("ismcts:10", 2), m.Bot("ismcts", 3, seconds=0.01)):
        for choice in (bot.choose(g), bot.choose(g.view(seat)), bot.choose(g.view(seat), legal), bot.choose(g, [legal[-1]])):
            assert choice in legal and any(choice is mv for mv in legal)
    assert m.Bot("random", 1).choose(g.view(seat), [legal[-1].action_id]) == legal[-1]
    with pytest.raises(ValueError, match="does not decide"):
        m.Bot("random").choose(g.view((seat + 1) % g.players))
    with pytest.raises(ValueError, match="unknown bot"):
        m.Bot("nope")
    with pytest.raises(ValueError):
        m.Bot("greedy", seconds=1.0)
    with pytest.raises(ValueError):
        m.Bot("ismcts", seconds=0)
    with pytest.raises(TypeError):
        m.Bot("ismcts", seconds=True)
    with pytest.raises(TypeError):
        m.Bot("random").choose("game")


def option_variant(m: ModuleType) -> dict[str, Any]:
    """An option that changes the game, found in its options document: the start player, or
    else the first bool option flipped."""
    document = m.Game(m.MIN_PLAYERS, 0).options
    if "start_player" in document:
        return {"start_player": 1}
    name, value = next((k, v) for k, v in document.items() if isinstance(v, bool))
    return {name: not value}


def test_batch_functions_take_options(game: GameInfo) -> None:
    m = game.module()
    players = m.MIN_PLAYERS
    options = option_variant(m)
    result = m.simulate(players, 6, ["random", "greedy"], seed=3, **options)
    assert result["totals"].shape == (6, players) and result["seeds"].tolist() == list(range(3, 9))
    bots = ["random", "greedy"]
    for i, seed in enumerate(range(3, 9)):
        # The batch's game i, replayed: seat s holds bot (s + i) % 2, seeded from the game's seed.
        g = m.Game(players, seed, **options)
        seated = {s: m.Bot(bots[(s + i) % 2], (seed * 0x9E3779B97F4A7C15 + s) % 2**64) for s in range(players)}
        while not g.is_over:
            g.apply(seated[g.current_player].choose(g))
        assert g.scores().totals == result["totals"][i].tolist()
        assert len(g.history()) == result["decisions"][i]
    rows = m.trajectories(players, 2, ["random"], seed=1, **options)
    assert rows["observation"].shape[1] == m.OBSERVATION_SIZE and rows["mask"].shape[1] == m.NUM_ACTIONS
    standings = m.tournament(players, 6, ["random", "greedy"], seed=3, **options)
    assert [s["bot"] for s in standings] == ["random", "greedy"]
    with pytest.raises(TypeError):
        m.simulate(players, 1, ["random"], no_such_option=1)
    with pytest.raises(TypeError):
        m.trajectories(players, 1, ["random"], no_such_option=1)
    with pytest.raises(SetupError):
        m.simulate(m.MAX_PLAYERS + 1, 1, ["random"])
    variant = m.Game(players, 5, **options)
    assert all(variant.options[k] == v for k, v in options.items()) and variant != m.Game(players, 5)


def test_observation_sections_split_every_observation(game: GameInfo) -> None:
    m = game.module()
    sections = m.observation_sections()
    assert sections[0][1] == 0
    end = 0
    for name, offset, rows, cols in sections:
        assert offset == end and rows > 0 and cols > 0 and isinstance(name, str)
        end = offset + rows * cols
    assert end == m.OBSERVATION_SIZE
    g = played(m, m.MAX_PLAYERS, 4, 7)
    obs = g.observation(0)
    parts = m.split_observation(obs)
    assert list(parts) == [name for name, *_ in sections]
    assert all(parts[name].shape == (rows, cols) for name, _, rows, cols in sections)
    batch = np.stack([g.observation(s) for s in range(g.players)])
    split = m.split_observation(batch)
    assert all(split[name].shape == (g.players, rows, cols) for name, _, rows, cols in sections)
    assert np.shares_memory(split[sections[0][0]], batch)
    with pytest.raises(ValueError):
        m.split_observation(obs[:-1])


def test_observation_layouts_are_documented(game: GameInfo) -> None:
    from helpers import ROOT

    text = (ROOT / "docs" / "observation.md").read_text()
    assert f"## {game.title}" in text
    section = text.split(f"## {game.title}", 1)[1]
    for name, offset, rows, cols in game.module().observation_sections():
        assert f"`{name}` | {offset} | {rows} x {cols} |" in section, name


def test_bad_input_is_refused_and_changes_nothing(game: GameInfo) -> None:
    m = game.module()
    g = played(m, m.MIN_PLAYERS, 6, 5)
    before = g.to_json()
    illegal = next(a for a in range(m.NUM_ACTIONS) if a not in g.legal_actions())
    for action in (illegal, -1, m.NUM_ACTIONS, 2**70):
        with pytest.raises(IllegalMoveError):
            g.apply(action)
        with pytest.raises(IllegalMoveError):
            g.apply_action(action)
        assert not g.is_legal(action)
    for wrong in ("1", 1.5, None, True, [1]):
        with pytest.raises(TypeError):
            g.apply(wrong)
    other = (g.current_player + 1) % g.players
    with pytest.raises(IllegalMoveError) as turn:
        g.apply(g.legal_actions()[0], player=other)
    assert turn.value.reason == "not_your_turn"
    with pytest.raises(ValueError):
        g.view(g.players)
    with pytest.raises(ValueError):
        g.hand(-1)
    with pytest.raises(TypeError):
        g.view("0")
    with pytest.raises(TypeError):
        m.Game("3", 1)
    with pytest.raises(TypeError):
        m.Game(m.MIN_PLAYERS, 1, no_such_option=1)
    with pytest.raises(SetupError) as count:
        m.Game(m.MAX_PLAYERS + 1, 1)
    assert count.value.reason == "player_count"
    assert g.to_json() == before


@pytest.mark.parametrize("text", ["\ud800", '{"format": "\udc80"}', "not json", "{}", "[]"])
def test_malformed_documents_are_invalid_states(game: GameInfo, text: str) -> None:
    m = game.module()
    for load in (m.Game.from_json, m.PlayerView.from_json, m.Game.from_replay):
        with pytest.raises(InvalidStateError) as info:
            load(text)
        assert isinstance(info.value, ValueError)
    with pytest.raises(InvalidStateError) as surrogate:
        m.Game.from_json(m.Game(m.MIN_PLAYERS, 1).to_json()[:-1] + "\udfff}")
    assert surrogate.value.reason == "json"
    with pytest.raises(TypeError):
        m.Game.from_json(b"{}")


def test_copies_pickles_and_replays(game: GameInfo) -> None:
    m = game.module()
    g = played(m, m.MIN_PLAYERS, 8, 9)
    for other in (g.clone(), copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert other == g and other is not g and other.history() == g.history()
    view = g.view(0)
    assert pickle.loads(pickle.dumps(view)) == view == m.PlayerView.from_json(view.to_json())
    for mv in g.legal_moves():
        assert pickle.loads(pickle.dumps(mv)) is mv
    assert m.Game.from_replay(g.replay()) == g
    assert json.loads(g.to_json()) == g.to_dict()
    sample = view.determinize(3)
    assert sample.view(0) == view and view.determinize(3) == sample
    g.undo()
    assert len(g.history()) == 8


def test_the_longest_game_follows_the_options(game: GameInfo) -> None:
    m = game.module()
    for players in (m.MIN_PLAYERS, m.MAX_PLAYERS):
        longest = m.Game.max_game_length(players)
        assert 0 < longest <= m.MAX_GAME_LENGTH
        g = finished(m, players, 1)
        assert len(g.history()) <= longest
    with pytest.raises(SetupError):
        m.Game.max_game_length(m.MAX_PLAYERS + 1)


def test_pettingzoo_modules(game: GameInfo) -> None:
    pytest.importorskip("pettingzoo")
    module = importlib.import_module(f"herr_der_ziegen.env.{game.short_name}_v0")
    m = game.module()
    raw = module.raw_env(players=m.MIN_PLAYERS)
    assert raw.metadata["name"] == f"{game.short_name}_v0" and raw.game_module is m
    wrapped = module.env(players=m.MIN_PLAYERS)
    assert wrapped.unwrapped.metadata["name"] == raw.metadata["name"]
    wrapped.reset(seed=1)
    for agent in wrapped.agent_iter(max_iter=50):
        observation, _, termination, truncation, _ = wrapped.last()
        action = None if termination or truncation else int(np.flatnonzero(observation["action_mask"])[0])
        wrapped.step(action)
    from pettingzoo.test import api_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(module.env(players=m.MIN_PLAYERS), num_cycles=30)


def test_the_every_game_example_plays_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    import runpy

    from helpers import ROOT

    runpy.run_path(str(ROOT / "examples" / "python" / "every_game.py"), run_name="__main__")
    out = capsys.readouterr().out
    for info in GAMES:
        assert f"{info.title} ({info.name}," in out


def test_openspiel_takes_the_options_as_parameters(game: GameInfo) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from herr_der_ziegen import openspiel

    m = game.module()
    options = option_variant(m)
    assert set(options) <= set(openspiel.option_parameters(m))
    players = m.MIN_PLAYERS
    text = ",".join([f"players={players}", "deals=5", *(f"{k}={v}" for k, v in options.items())])
    spiel = pyspiel.load_game(f"python_{game.short_name}({text})")
    assert spiel.max_game_length() == m.Game.max_game_length(players, **options)
    assert spiel.get_parameters()["players"] == players
    state = spiel.new_initial_state()
    assert [p for _, p in state.chance_outcomes()] == [0.2] * 5
    state.apply_action(3)
    assert state.game == m.Game(players, 3, **options)
    rng = random.Random(2)
    for _ in range(5):
        state.apply_action(rng.choice(state.legal_actions()))
    clone = state.clone()
    assert clone.game == state.game and clone.game is not state.game and clone.decisions == state.decisions
    clone.apply_action(clone.legal_actions()[0])
    assert clone.decisions != state.decisions and len(state.decisions) == 5
    # The short names keep their parameters and the game's default options.
    short = pyspiel.load_game(game.short_name, {"players": players})
    assert set(short.get_parameters()) == {"players", "deals", "first_seed"}
    with pytest.raises(Exception, match="Unknown parameter"):
        pyspiel.load_game(f"{game.short_name}(players={players},no_such_option=1)")
    with pytest.raises(Exception):
        pyspiel.load_game(f"python_{game.short_name}(players={m.MAX_PLAYERS + 1})")
