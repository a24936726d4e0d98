"""Seeded games replayed from Python give the Rust golden transcripts move for move."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from herr_der_ziegen import Game

from helpers import ROOT, fnv1a64, next_choice

GOLDEN: list[dict[str, Any]] = json.loads((ROOT / "testdata" / "golden-herr-der-ziegen.json").read_text())["games"]


def test_the_golden_file_has_games() -> None:
    assert len(GOLDEN) >= 6
    assert {g["options"]["players"] for g in GOLDEN} == {2, 3, 4, 5}


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: f"{g['options']['players']}p-seed{g['seed']}")
def test_replay_matches_the_golden_transcript(golden: dict[str, Any]) -> None:
    game = Game(golden["options"]["players"], golden["seed"])
    state = game.to_dict()
    assert state["pasture"] == golden["extras"]["first_pasture"]
    assert state["hands"] == golden["extras"]["first_hands"]
    assert game.pile()[:5] == golden["extras"]["first_pile_top"]

    x = golden["chooser_seed"]
    moves = []
    while not game.is_over:
        legal = game.legal_actions()
        assert legal == [m.action_id for m in game.legal_moves()]
        x, index = next_choice(x, len(legal))
        moves.append(legal[index])
        game.apply(legal[index])
    assert moves == golden["moves"]

    scores = game.scores()
    assert scores.totals == golden["totals"]
    assert sum(1 << p for p in scores.winners) == golden["winners"]
    assert fnv1a64(game.to_json()) == golden["final_checksum"]


def test_replaying_the_recorded_moves_reaches_the_same_state() -> None:
    for golden in GOLDEN:
        game = Game(golden["options"]["players"], golden["seed"])
        for action in golden["moves"]:
            game.apply(action)
        assert game.is_over
        assert fnv1a64(game.to_json()) == golden["final_checksum"]
