"""Observation tensors, for every game: fixed size and dtype for every player count, values in
[0, 1], the caller's own array, the sections (``observation_sections``, ``split_observation``)
documented in docs/observation.md, and the legal-action mask."""

from __future__ import annotations

import re
from types import ModuleType

import numpy as np
import pytest

from helpers import ROOT, played

DOCUMENTED_ROW = re.compile(r"^\|(?: \d+ \|)? `(\w+)` \| (\d+) \| (\d+) x (\d+) \|", flags=re.M)
"""A row of a section table of docs/observation.md: name, offset, rows x cols (Herr der Ziegen's
table numbers its rows first)."""


def test_size_and_dtype_for_every_player_count(g: ModuleType) -> None:
    for players in range(g.MIN_PLAYERS, g.MAX_PLAYERS + 1):
        game = played(g, players, 1, 2 * players)
        for seat in range(players):
            obs = game.view(seat).observation()
            assert obs.dtype == np.float32 and obs.shape == (g.OBSERVATION_SIZE,)
            assert np.all((obs >= 0) & (obs <= 1))
            assert np.array_equal(obs, game.observation(seat))
            obs[0] = 5.0  # the array is the caller's own, writable copy
            assert game.observation(seat)[0] != 5.0


def test_observation_sections_split_every_observation(g: ModuleType) -> None:
    sections = g.observation_sections()
    assert sections[0][1] == 0
    end = 0
    for name, offset, rows, cols in sections:
        assert offset == end and rows > 0 and cols > 0 and isinstance(name, str)
        end = offset + rows * cols
    assert end == g.OBSERVATION_SIZE
    game = played(g, g.MAX_PLAYERS, 4, 7)
    obs = game.observation(0)
    parts = g.split_observation(obs)
    assert list(parts) == [name for name, *_ in sections]
    assert all(parts[name].shape == (rows, cols) for name, _, rows, cols in sections)
    batch = np.stack([game.observation(s) for s in range(game.players)])
    split = g.split_observation(batch)
    assert all(split[name].shape == (game.players, rows, cols) for name, _, rows, cols in sections)
    for name, section in split.items():
        assert np.shares_memory(section, batch)
        for p in range(game.players):
            assert np.array_equal(section[p], g.split_observation(batch[p])[name])
    first = sections[0][0]
    assert g.split_observation(batch.reshape(1, game.players, -1))[first].shape[:2] == (1, game.players)
    with pytest.raises(ValueError):
        g.split_observation(obs[:-1])
    with pytest.raises(ValueError):
        g.split_observation(np.zeros(5, dtype=np.float32))
    with pytest.raises(ValueError):
        g.split_observation(np.float32(1.0))
    # Array-likes are read as numpy arrays; what is no array of numbers is a TypeError.
    listed = g.split_observation(obs.tolist())
    assert all(np.array_equal(listed[name], parts[name]) for name in parts)
    assert g.split_observation([0.0] * g.OBSERVATION_SIZE)[first].shape == parts[first].shape
    for wrong in ["x" * g.OBSERVATION_SIZE, ["x"] * g.OBSERVATION_SIZE, None, {"a": 1}]:
        with pytest.raises(TypeError, match="observation"):
            g.split_observation(wrong)


def test_observation_layouts_are_documented(g: ModuleType) -> None:
    text = (ROOT / "docs" / "observation.md").read_text()
    assert f"## {g.TITLE}" in text
    section = text.split(f"## {g.TITLE}", 1)[1].split("\n## ", 1)[0]
    documented = [(name, int(offset), int(r), int(c)) for name, offset, r, c in DOCUMENTED_ROW.findall(section)]
    assert documented == g.observation_sections()
    assert f"**{g.OBSERVATION_SIZE}**" in section


def test_legal_action_mask_matches_legal_actions(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS, 3, 5)
    mask = game.legal_action_mask()
    assert mask.dtype == np.bool_ and mask.shape == (g.NUM_ACTIONS,)
    assert mask.nonzero()[0].tolist() == sorted(game.legal_actions())
    view_mask = game.view(game.current_player).legal_action_mask()
    assert np.array_equal(view_mask, mask)
