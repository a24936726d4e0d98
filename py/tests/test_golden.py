"""Seeded games replayed from Python give the golden transcripts of every game
(testdata/golden-<game>.json, written by the Rust suite) move for move, with the same totals,
winners and final state."""

from __future__ import annotations

import json
from types import ModuleType
from typing import Any

import pytest

from herr_der_ziegen import GAMES

from helpers import ROOT, fnv1a64, next_choice


def golden_games(m: ModuleType) -> list[dict[str, Any]]:
    path = ROOT / "testdata" / f"golden-{m.NAME}.json"
    games: list[dict[str, Any]] = json.loads(path.read_text())["games"]
    return games


GOLDEN = [(game.module(), golden) for game in GAMES for golden in golden_games(game.module())]


def option_keywords(m: ModuleType, golden: dict[str, Any]) -> dict[str, Any]:
    """The keyword options of ``Game`` that set up the golden game: those whose value differs
    from the default of its player count (none for a game of the default options)."""
    default = json.loads(json.dumps(m.Game(golden["options"]["players"], 0).options))
    return {k: v for k, v in golden["options"].items() if v != default[k]}


def golden_start(m: ModuleType, golden: dict[str, Any]) -> Any:
    """The golden game's start: its seed and its options written out in full, read as the replay
    document of a game with no moves yet."""
    replay = {"format": f"{m.NAME}/replay", "version": 1, "seed": golden["seed"], "options": golden["options"]}
    return m.Game.from_replay({**replay, "moves": [], "checksums": []})


def test_every_game_has_golden_transcripts(g: ModuleType) -> None:
    games = golden_games(g)
    assert len(games) >= 5
    counts = {golden["options"]["players"] for golden in games}
    assert {g.MIN_PLAYERS, g.MAX_PLAYERS} <= counts


@pytest.mark.parametrize(
    ("m", "golden"),
    GOLDEN,
    ids=[f"{m.NAME}-{gd['options']['players']}p-seed{gd['seed']}" for m, gd in GOLDEN],
)
def test_replay_matches_the_golden_transcript(m: ModuleType, golden: dict[str, Any]) -> None:
    game = golden_start(m, golden)
    assert game == m.Game(golden["options"]["players"], golden["seed"], **option_keywords(m, golden))
    state = game.to_dict()
    # The first deal, where the state's document has it under the same name (a game's own
    # extras are checked with its extras).
    for key, value in golden["extras"].items():
        if key.startswith("first_") and key.removeprefix("first_") in state:
            assert state[key.removeprefix("first_")] == value, key
    x = golden["chooser_seed"]
    moves = []
    while not game.is_over:
        legal = game.legal_actions()
        assert legal == [mv.action_id for mv in game.legal_moves()]
        x, index = next_choice(x, len(legal))
        moves.append(legal[index])
        game.apply(legal[index])
    assert moves == golden["moves"]
    scores = game.scores()
    assert scores.totals == golden["totals"] == [s.total for s in scores.seats]
    assert sum(1 << p for p in scores.winners) == golden["winners"]
    assert fnv1a64(game.to_json()) == golden["final_checksum"]


@pytest.mark.parametrize("m", [game.module() for game in GAMES], ids=[game.short_name for game in GAMES])
def test_replaying_the_recorded_moves_reaches_the_same_state(m: ModuleType) -> None:
    for golden in golden_games(m):
        game = golden_start(m, golden)
        for action in golden["moves"]:
            game.apply(action)
        assert game.is_over
        assert fnv1a64(game.to_json()) == golden["final_checksum"]
