"""Ziegen Kriegen and Le Baron from Python: one API over both games (herr_der_ziegen.ziegen_kriegen
and herr_der_ziegen.le_baron), its errors, pickling, views and determinization, bots, simulate,
golden transcripts and the SVG pictures."""

from __future__ import annotations

import copy
import json
import pickle
import random
import xml.etree.ElementTree as ET
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import IllegalMoveError, InvalidStateError, SetupError, le_baron, ziegen_kriegen

from helpers import ROOT, fnv1a64, next_choice

GAMES = [ziegen_kriegen, le_baron]
VARIANTS: dict[str, dict[str, Any]] = {
    "ziegen_kriegen": {"rounds": 4},
    "le_baron": {"sixth_card_rule": False, "heads_are_positive": True},
}


def name(m: ModuleType) -> str:
    return m.__name__.rsplit(".", 1)[1]


@pytest.fixture(params=GAMES, ids=name)
def g(request: pytest.FixtureRequest) -> ModuleType:
    module: ModuleType = request.param
    return module


def played(m: ModuleType, players: int, seed: int, moves: int, **options: Any) -> Any:
    game = m.Game(players, seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_constants(g: ModuleType) -> None:
    assert g.NUM_ACTIONS == {"ziegen_kriegen": 52, "le_baron": 120}[name(g)]
    assert g.OBSERVATION_SIZE > 0
    assert g.BOT_NAMES == ["random", "greedy", "ismcts", "ismcts:N"]
    assert (g.MIN_PLAYERS, g.MAX_PLAYERS) == {"ziegen_kriegen": (3, 6), "le_baron": (2, 10)}[name(g)]
    decks = g.Game.DECK_IDS
    assert all(deck.endswith("reconstructed-1") for deck in decks.values())
    assert set(decks) == {"ziegen_kriegen": {"goat_deck", "hill_deck"}, "le_baron": {"deck"}}[name(g)]
    assert g.Game.__module__ == "herr_der_ziegen._core"


def test_a_game_from_start_to_end(g: ModuleType) -> None:
    game = g.Game(4, 7)
    assert game.players == 4 and game.current_player is not None and not game.is_over
    rng = random.Random(3)
    while not game.is_over:
        moves = game.legal_moves()
        assert [m.action_id for m in moves] == game.legal_actions()
        mask = game.legal_action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (g.NUM_ACTIONS,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(game.legal_actions())
        mv = rng.choice(moves)
        assert game.is_legal(mv) and game.is_legal(mv.action_id)
        events = game.apply(mv)
        assert events and all(isinstance(e, dict) and "event" in e for e in events)
    assert game.current_player is None and game.legal_moves() == [] and not game.legal_action_mask().any()
    scores = game.scores()
    assert len(scores["totals"]) == 4 and scores["winners"] == sorted(set(scores["winners"]))
    assert all(0 <= w < 4 for w in scores["winners"])
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(0)
    assert refused.value.reason == "game_over"


def test_options_as_keywords(g: ModuleType) -> None:
    variant = VARIANTS[name(g)]
    game = g.Game(4, 1, **variant)
    options = game.to_dict()["options"]
    assert {k: options[k] for k in variant} == variant
    with pytest.raises(TypeError, match="no option"):
        g.Game(4, 1, no_such_option=1)
    with pytest.raises(TypeError):
        g.Game(4, 1, players=4)
    with pytest.raises(SetupError) as bad_players:
        g.Game(11, 1)
    assert bad_players.value.reason == "player_count"
    with pytest.raises(SetupError):
        g.Game(300, 1)
    key, value = next(iter(variant.items()))
    wrong = "x" if isinstance(value, (int, bool)) else 1
    with pytest.raises(TypeError):
        g.Game(4, 1, **{key: wrong})


def test_ziegen_kriegen_options() -> None:
    with pytest.raises(SetupError) as rounds:
        ziegen_kriegen.Game(4, 1, rounds=2)
    assert rounds.value.reason == "rounds"
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(4, 1, start_player=4)
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(4, 1, rounds=-1)
    assert ziegen_kriegen.Game(4, 1, start_player=2).current_player == 2
    heads = list(ziegen_kriegen.Game.DEFAULT_TABLES["goat_heads"])
    custom = ziegen_kriegen.Game(3, 1, goat_deck="my-goats", goat_heads=heads)
    assert custom.to_dict()["options"]["goat_deck"] == "my-goats"
    with pytest.raises(SetupError):
        ziegen_kriegen.Game(3, 1, goat_deck="my-goats")


def test_le_baron_options() -> None:
    cards = [list(h) for h in le_baron.Game.DEFAULT_TABLES["cards"]]
    assert len(cards) == 110
    game = le_baron.Game(2, 1, deck="my-cards", cards=cards)
    assert game.to_dict()["options"]["deck"] == "my-cards"
    with pytest.raises(SetupError):
        le_baron.Game(2, 1, deck="my-cards", cards=cards[:5])
    with pytest.raises(TypeError):
        le_baron.Game(2, 1, sixth_card_rule=1)


def test_moves(g: ModuleType) -> None:
    for action in range(g.NUM_ACTIONS):
        mv = g.Move.from_action_id(action)
        assert mv.action_id == action and str(mv) and repr(mv).startswith("<Move ")
        assert pickle.loads(pickle.dumps(mv)) == mv
        assert hash(mv) == hash(g.Move.from_action_id(action))
    assert g.Move.from_action_id(0) != g.Move.from_action_id(1)
    for bad in (-1, g.NUM_ACTIONS, 2**70):
        with pytest.raises(IllegalMoveError) as refused:
            g.Move.from_action_id(bad)
        assert refused.value.reason == "unknown_action"
    with pytest.raises(TypeError):
        g.Move.from_action_id(True)
    with pytest.raises(TypeError):
        g.Move.from_action_id("1")


def test_refused_moves_leave_the_game_unchanged(g: ModuleType) -> None:
    game = played(g, 4, 5, 6)
    before = game.to_json()
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in game.legal_actions())
    for action in (illegal, -1, g.NUM_ACTIONS, 2**80):
        with pytest.raises(IllegalMoveError):
            game.apply(action)
        with pytest.raises(IllegalMoveError):
            game.apply_action(action)
        assert not game.is_legal(action)
    for wrong in ("1", 1.0, None, True):
        with pytest.raises(TypeError):
            game.apply(wrong)
        with pytest.raises(TypeError):
            game.is_legal(wrong)
    other = (game.current_player + 1) % 4
    with pytest.raises(IllegalMoveError) as turn:
        game.apply(game.legal_actions()[0], player=other)
    assert turn.value.reason == "not_your_turn"
    with pytest.raises(ValueError):
        game.apply(game.legal_actions()[0], player=4)
    # A move of the other game is not a move of this one.
    other_game = le_baron if g is ziegen_kriegen else ziegen_kriegen
    with pytest.raises(TypeError):
        game.apply(other_game.Move.from_action_id(0))
    assert game.to_json() == before
    assert game.apply_action(game.legal_actions()[0]) is None
    assert game.to_json() != before


def test_seats_are_checked(g: ModuleType) -> None:
    game = g.Game(3, 1)
    for bad in (-1, 3, 2**70):
        with pytest.raises(ValueError):
            game.view(bad)
        with pytest.raises(ValueError):
            game.observation(bad)
    with pytest.raises(TypeError):
        game.view("0")
    with pytest.raises(TypeError):
        game.view(True)


def test_json_copies_and_pickling(g: ModuleType) -> None:
    game = played(g, 4, 9, 10, **VARIANTS[name(g)])
    assert g.Game.from_json(game.to_json()) == game
    assert g.Game.from_json(game.to_json(pretty=True)) == game
    assert json.loads(game.to_json()) == game.to_dict()
    for copied in (game.clone(), copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert copied == game and copied is not game
    clone = game.clone()
    clone.apply(clone.legal_actions()[0])
    assert clone != game
    view = game.view(1)
    assert g.PlayerView.from_json(view.to_json()) == view
    assert json.loads(view.to_json()) == view.to_dict()
    assert pickle.loads(pickle.dumps(view)) == view == copy.deepcopy(view) == copy.copy(view)
    with pytest.raises(TypeError):
        hash(game)


def test_bad_json_is_an_invalid_state(g: ModuleType) -> None:
    game = g.Game(3, 2)
    doc = game.to_dict()
    broken = [
        "not json",
        "{}",
        "[]",
        json.dumps({**doc, "version": 99}),
        json.dumps({**doc, "format": "other"}),
        json.dumps({**doc, "extra": 1}),
    ]
    for text in broken:
        with pytest.raises(InvalidStateError):
            g.Game.from_json(text)
        with pytest.raises(InvalidStateError):
            g.PlayerView.from_json(text)
    with pytest.raises(InvalidStateError):
        g.PlayerView.from_json(game.to_json())
    with pytest.raises(TypeError):
        g.Game.from_json(b"{}")


def test_views_and_determinization(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        game = played(g, players, 20 + players, 3 * players + 1)
        for seat in range(players):
            view = game.view(seat)
            assert view.seat == seat and view.current_player == game.current_player and not view.is_over
            obs = view.observation()
            assert obs.dtype == np.float32 and obs.shape == (g.OBSERVATION_SIZE,)
            assert np.array_equal(obs, game.observation(seat))
            if seat == game.current_player:
                assert view.legal_moves() == game.legal_moves()
                assert view.legal_actions() == game.legal_actions()
                assert np.array_equal(view.legal_action_mask(), game.legal_action_mask())
            else:
                assert view.legal_moves() == [] and not view.legal_action_mask().any()
            samples = [view.determinize(s) for s in range(4)]
            for sample in samples:
                assert sample.view(seat) == view
                if seat == game.current_player:
                    assert sample.legal_actions() == game.legal_actions()
            assert view.determinize(2) == samples[2]
    with pytest.raises(ValueError):
        view.determinize(-1)
    with pytest.raises(TypeError):
        view.determinize("1")


def test_bots_by_name(g: ModuleType) -> None:
    for bot_name in ("random", "greedy", "ismcts:20"):
        bot = g.Bot(bot_name, 3)
        assert bot.name == bot_name and bot_name in repr(bot)
        game = g.Game(3, 4)
        steps = 0
        while not game.is_over and steps < 40:
            seat = game.current_player
            mv = bot.choose(game) if steps % 2 else bot.choose(game.view(seat))
            assert mv in game.legal_moves()
            game.apply(mv)
            steps += 1
    game = g.Game(3, 4)
    legal = game.legal_moves()
    assert g.Bot("random", 1).choose(game.view(game.current_player), [legal[-1]]) == legal[-1]
    assert g.Bot("random", 1).choose(game, [legal[0].action_id]) == legal[0]
    other = (game.current_player + 1) % 3
    with pytest.raises(ValueError, match="does not decide"):
        g.Bot("random").choose(game.view(other))
    illegal = next(a for a in range(g.NUM_ACTIONS) if a not in game.legal_actions())
    with pytest.raises(ValueError, match="not a legal move"):
        g.Bot("random").choose(game, [illegal])
    with pytest.raises(TypeError):
        g.Bot("random").choose("game")
    for bad in ("nope", "ismcts:0", "ismcts:01"):
        with pytest.raises(ValueError, match="unknown bot"):
            g.Bot(bad)
    with pytest.raises(ValueError):
        g.Bot("random", -1)


def test_simulate(g: ModuleType) -> None:
    players = g.MIN_PLAYERS + 1
    result = g.simulate(players, 12, ["random", "greedy"], seed=5, **VARIANTS[name(g)] if name(g) == "le_baron" else {})
    assert result["seeds"].dtype == np.uint64 and result["seeds"].tolist() == list(range(5, 17))
    assert result["entrants"].dtype == np.int8 and result["entrants"].shape == (12, players)
    assert result["totals"].dtype == np.int32 and result["totals"].shape == (12, players)
    assert result["winners"].dtype == np.bool_ and result["winners"].shape == (12, players)
    assert result["decisions"].dtype == np.int32 and (result["decisions"] > 0).all()
    assert sorted(result["entrants"][0].tolist()) == sorted([p % 2 for p in range(players)])
    again = g.simulate(players, 12, ["random", "greedy"], seed=5, **VARIANTS[name(g)] if name(g) == "le_baron" else {})
    assert all(np.array_equal(result[k], again[k]) for k in result)
    for row_totals, row_winners in zip(result["totals"], result["winners"]):
        assert not row_winners.any() or len(set(row_totals[row_winners].tolist())) == 1
    with pytest.raises(SetupError):
        g.simulate(1, 1, ["random"])
    with pytest.raises(ValueError, match="unknown bot"):
        g.simulate(players, 1, ["nope"])
    with pytest.raises(TypeError, match="no option"):
        g.simulate(players, 1, ["random"], nope=1)
    assert g.simulate(players, 0, ["random"])["totals"].shape == (0, players)


def test_svg_parses_as_xml(g: ModuleType) -> None:
    game = g.Game(g.MAX_PLAYERS, 2)
    rng = random.Random(2)
    for step in range(400):
        for obj in (game, game.view(step % g.MAX_PLAYERS)):
            picture = obj._repr_svg_()
            root = ET.fromstring(picture)
            assert root.tag == "{http://www.w3.org/2000/svg}svg"
            assert "hsl(" not in picture and "rgb(" not in picture
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over


def golden_games(m: ModuleType) -> list[dict[str, Any]]:
    path = ROOT / "testdata" / f"golden-{name(m).replace('_', '-')}.json"
    if not path.exists():
        return []
    games: list[dict[str, Any]] = json.loads(path.read_text())["games"]
    return games


GOLDEN = [(m, golden) for m in GAMES for golden in golden_games(m)]


def golden_setup(golden: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """The player count and the keyword options of a golden game (its options written out)."""
    options = {k: v for k, v in golden["options"].items() if k != "players"}
    return int(golden["options"]["players"]), options


@pytest.mark.skipif(not GOLDEN, reason="no golden transcripts of these games in testdata/")
@pytest.mark.parametrize(
    ("m", "golden"), GOLDEN, ids=[f"{name(m)}-{golden_setup(gd)[0]}p-seed{gd['seed']}" for m, gd in GOLDEN]
)
def test_golden_transcripts(m: ModuleType, golden: dict[str, Any]) -> None:
    players, options = golden_setup(golden)
    game = m.Game(players, golden["seed"], **options)
    if "first_hands" in golden["extras"]:
        assert game.to_dict()["hands"] == golden["extras"]["first_hands"]
    x = golden["chooser_seed"]
    moves = []
    while not game.is_over:
        legal = game.legal_actions()
        x, index = next_choice(x, len(legal))
        moves.append(legal[index])
        game.apply(legal[index])
    assert moves == golden["moves"]
    scores = game.scores()
    assert scores["totals"] == golden["totals"]
    if "players_scores" in scores:
        assert [s["total"] for s in scores["players_scores"]] == golden["totals"]
    assert sum(1 << p for p in scores["winners"]) == golden["winners"]
    assert fnv1a64(game.to_json()) == golden["final_checksum"]
