"""Observation tensors: fixed size, documented layout, hidden information, relative seats."""

from __future__ import annotations

import json
import random
import re

import numpy as np
import pytest

import herr_der_ziegen as hdz
from herr_der_ziegen import OBSERVATION_SIZE, Game
from helpers import ROOT


def test_size_and_dtype_for_every_player_count() -> None:
    for players in range(2, 6):
        game = Game(players, 1)
        for seat in range(players):
            obs = game.view(seat).observation()
            assert obs.dtype == np.float32 and obs.shape == (OBSERVATION_SIZE,)
            assert np.all((obs >= 0) & (obs <= 1))
            assert np.array_equal(obs, game.observation(seat))
            obs[0] = 5.0  # the array is the caller's own, writable copy
    assert OBSERVATION_SIZE == 4642


def test_the_documented_table_matches_the_sections() -> None:
    text = (ROOT / "docs" / "observation.md").read_text()
    rows = re.findall(r"^\| (\d+) \| `(\w+)` \| (\d+) \| (\d+) x (\d+) \|", text, flags=re.M)
    documented = [(name, int(offset), int(r), int(c)) for _, name, offset, r, c in rows]
    assert documented == hdz.observation_sections()
    assert f"**{OBSERVATION_SIZE}**" in text


def test_split_observation_names_the_sections() -> None:
    game = Game(3, 5)
    parts = hdz.split_observation(game.observation(1))
    assert parts["cells"].shape == (49, 41)
    assert parts["own_hand"][0].nonzero()[0].tolist() == sorted(game.hand(1))
    assert parts["phase"][0].tolist() == [1, 0, 0, 0, 0, 0]
    # Seat 1 observes: player 0 (to act) is relative seat 2 of 3.
    assert parts["current_player"][0].tolist() == [0, 0, 1, 0, 0]
    assert parts["seats"][0].tolist() == [1, 1, 1, 0, 0]
    assert parts["player_count"][0].tolist() == [0, 1, 0, 0]
    cells = parts["cells"]
    for r in range(7):
        for c in range(7):
            card = game.card_at((r, c))
            if card is not None and card < 90:
                kind, value = divmod(card, 5)
                assert cells[r * 7 + c, 6 + kind] == 1 and cells[r * 7 + c, 24 + value] == 1
    with pytest.raises(ValueError):
        hdz.split_observation(np.zeros(5, dtype=np.float32))
    with pytest.raises(ValueError):
        hdz.split_observation(np.float32(1.0))  # type: ignore[arg-type]
    # A batch splits into batches of sections, each row the split of its own observation.
    batch = np.stack([game.observation(p) for p in range(3)])
    split = hdz.split_observation(batch)
    for name, section in split.items():
        assert section.shape[0] == 3 and np.shares_memory(section, batch)
        for p in range(3):
            assert np.array_equal(section[p], hdz.split_observation(batch[p])[name])
    assert hdz.split_observation(batch.reshape(1, 3, -1))["phase"].shape == (1, 3, 1, 6)


def test_a_views_action_mask_is_the_games_for_the_seat_that_decides() -> None:
    game = Game(4, 11)
    rng = random.Random(4)
    while not game.is_over:
        for seat in range(4):
            mask = game.view(seat).legal_action_mask()
            assert mask.dtype == np.bool_ and mask.shape == (hdz.NUM_ACTIONS,)
            if seat == game.current_player:
                assert np.array_equal(mask, game.legal_action_mask())
            else:
                assert not mask.any()
        game.apply_action(rng.choice(game.legal_actions()))


def test_observations_ignore_what_the_seat_cannot_know() -> None:
    game = Game(4, 17)
    rng = random.Random(2)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    doc = game.to_dict()
    # Reversing the pile changes no seat's observation.
    doc["pile"].reverse()
    other = Game.from_json(json.dumps(doc))
    for seat in range(4):
        assert np.array_equal(game.observation(seat), other.observation(seat))
        assert game.view(seat) == other.view(seat)


def test_legal_action_mask_matches_legal_actions() -> None:
    game = Game(2, 3)
    mask = game.legal_action_mask()
    assert mask.dtype == np.bool_ and mask.shape == (hdz.NUM_ACTIONS,)
    assert mask.nonzero()[0].tolist() == sorted(game.legal_actions())
