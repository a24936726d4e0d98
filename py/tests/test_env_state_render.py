"""Centralised training in the PettingZoo environments: the god-view ``state()`` with its
``state_space``, and ``render_mode="rgb_array"`` pictures (also in the single-seat Gymnasium
environments), for every game."""

from __future__ import annotations

import json
import sys
import warnings
import xml.etree.ElementTree as ET
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # type: ignore[import-untyped]  # noqa: E402
from pettingzoo.test.render_test import render_test  # type: ignore[import-untyped]  # noqa: E402
from pettingzoo.test.state_test import test_state_space as state_space_test  # type: ignore[import-untyped]  # noqa: E402

import herr_der_ziegen as hdz  # noqa: E402
from herr_der_ziegen import _render, card_info, split_observation  # noqa: E402
from herr_der_ziegen._render import kind_colour  # noqa: E402
from herr_der_ziegen._svg import PAPER, seat_colour  # noqa: E402
from herr_der_ziegen.env import GameEnv, HerrDerZiegenEnv, LeBaronEnv, ZiegenKriegenEnv  # noqa: E402
from herr_der_ziegen.gym import HerrDerZiegenGymEnv, LeBaronGymEnv, ZiegenKriegenGymEnv  # noqa: E402
from helpers import goat_cells  # noqa: E402

ENVS: list[tuple[type[GameEnv], int]] = [
    (HerrDerZiegenEnv, 2),
    (HerrDerZiegenEnv, 5),
    (ZiegenKriegenEnv, 3),
    (ZiegenKriegenEnv, 6),
    (LeBaronEnv, 2),
    (LeBaronEnv, 10),
]
IDS = [f"{cls.__name__}-{players}" for cls, players in ENVS]
EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


def play_some(e: GameEnv, rng: np.random.Generator, moves: int) -> None:
    """Plays up to ``moves`` random legal moves (fewer if the game ends)."""
    for _ in range(moves):
        if e.game.is_over:
            return
        obs = e.observe(e.agent_selection)
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def cairosvg_or_skip() -> None:
    try:
        import cairosvg  # type: ignore[import-untyped, unused-ignore]  # noqa: F401
    except (ImportError, OSError) as err:  # OSError: the cairo library itself is missing
        pytest.skip(f"CairoSVG cannot render here ({err}): install the render extra and libcairo2")


@pytest.mark.parametrize(("cls", "players"), ENVS, ids=IDS)
def test_state_is_every_seat_observation_in_seat_order(cls: type[GameEnv], players: int) -> None:
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


def test_herr_der_ziegen_state_reveals_every_hand_but_not_the_pile_order() -> None:
    """The god view holds every hand; the pile's cards are the ones no seat has located (the
    intersection of the seats' ``unseen`` sections), and its order is in none of it."""
    e = HerrDerZiegenEnv(players=4)
    e.reset(seed=21)
    play_some(e, np.random.default_rng(21), 40)
    sections = split_observation(e.state().reshape(4, hdz.OBSERVATION_SIZE))
    game = e.game
    for p in range(4):
        assert sorted(np.flatnonzero(sections["own_hand"][p, 0]).tolist()) == sorted(game.hand(p))
    unseen_by_all = np.logical_and.reduce(sections["unseen"][:, 0] > 0)
    assert sorted(np.flatnonzero(unseen_by_all).tolist()) == sorted(game.pile())
    # The same game with its pile in another order has the same god view.
    doc = game.to_dict()
    assert len(doc["pile"]) >= 2
    doc["pile"] = doc["pile"][::-1]
    reordered = hdz.Game.from_json(json.dumps(doc))
    assert reordered.pile() != game.pile()
    assert np.array_equal(
        np.concatenate([reordered.observation(p) for p in range(4)]),
        e.state(),
    )


@pytest.mark.parametrize(("cls", "players"), ENVS, ids=IDS)
def test_pettingzoo_tests_pass_with_state_and_render_modes(cls: type[GameEnv], players: int) -> None:
    state_space_test(cls(players=players))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(cls(players=players, render_mode="ansi"), num_cycles=50)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []
    assert cls.metadata["render_modes"] == ["ansi", "human", "rgb_array"]


@pytest.mark.parametrize("cls", [HerrDerZiegenEnv, ZiegenKriegenEnv, LeBaronEnv])
def test_unknown_render_modes_are_refused(cls: type[GameEnv]) -> None:
    for mode in ["rgb", "RGB_ARRAY", "svg", ""]:
        with pytest.raises(ValueError, match="render_mode is one of"):
            cls(render_mode=mode)
    assert cls(render_mode=None).render() is None


def test_rgb_array_without_cairosvg_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # makes `import cairosvg` fail
    for make in (lambda: HerrDerZiegenEnv(render_mode="rgb_array"), lambda: LeBaronGymEnv(render_mode="rgb_array")):
        with pytest.raises(ImportError, match=r"herr-der-ziegen\[render\]"):
            make()


def svg_size(svg: str) -> tuple[int, int]:
    root = ET.fromstring(svg)
    return int(float(root.attrib["height"])), int(float(root.attrib["width"]))


def close(pixel: Any, hex_colour: str) -> bool:
    expected = bytes.fromhex(hex_colour.lstrip("#"))
    return all(abs(int(a) - b) <= 2 for a, b in zip(pixel, expected))


def test_rgb_array_of_herr_der_ziegen_draws_the_cards_in_their_colours() -> None:
    cairosvg_or_skip()
    e = HerrDerZiegenEnv(players=3, render_mode="rgb_array")
    e.reset(seed=7)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    assert image.shape[:2] == svg_size(e.game._repr_svg_())
    game = e.game
    goats = goat_cells(game)
    assert len(goats) >= 10
    for r, c, card in goats:
        kind = card_info(card)[1]
        assert kind is not None
        x, y = _render.MARGIN + c * _render.CELL + 4, _render.MARGIN + r * _render.CELL + 4
        pixel = image[y + (_render.CELL - 8) // 2, x + 5]
        assert close(pixel, kind_colour(kind)), (card, pixel, kind_colour(kind))
    # The picture follows the game.
    play_some(e, np.random.default_rng(7), 5)
    after = e.render()
    assert isinstance(after, np.ndarray) and not np.array_equal(after, image)


@pytest.mark.parametrize("cls", [ZiegenKriegenEnv, LeBaronEnv])
def test_rgb_array_of_the_card_table_games(cls: type[GameEnv]) -> None:
    cairosvg_or_skip()
    e = cls(players=4, render_mode="rgb_array")
    e.reset(seed=2)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.shape == (*svg_size(e.game._repr_svg_()), 3)
    assert close(image[2, 2], PAPER)  # the paper in the top-left corner
    # Every seat's colour is drawn (the seats' dots), pixel for pixel.
    for seat in range(4):
        colour = np.frombuffer(bytes.fromhex(seat_colour(seat)[1:]), dtype=np.uint8)
        assert int(np.all(image == colour, axis=2).sum()) >= 20, seat


@pytest.mark.parametrize(("cls", "players"), ENVS[::2], ids=IDS[::2])
def test_pettingzoo_render_test_passes(cls: type[GameEnv], players: int, capsys: pytest.CaptureFixture[str]) -> None:
    cairosvg_or_skip()
    render_test(lambda render_mode: cls(players=players, render_mode=render_mode))
    assert capsys.readouterr().out  # "human" prints the text picture


@pytest.mark.parametrize("cls", [HerrDerZiegenGymEnv, ZiegenKriegenGymEnv, LeBaronGymEnv])
def test_single_seat_env_renders_rgb_arrays(cls: Any) -> None:
    cairosvg_or_skip()
    e = cls(players=3, render_mode="rgb_array")
    assert e.render() is None  # before reset
    e.reset(seed=1)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.shape == (*svg_size(e.game._repr_svg_()), 3)
    with pytest.raises(ValueError, match="render_mode"):
        cls(render_mode="human")
