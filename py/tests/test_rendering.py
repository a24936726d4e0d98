"""Pictures, for every game: the text picture (``str(game)``, ``str(view)``, ``render_mode="ansi"``),
the SVG picture notebooks show (``_repr_svg_``: self-contained XML, hex colours only) and the RGB
arrays of ``render_mode="rgb_array"`` drawn from it with CairoSVG (skipped, saying why, without
the cairo library)."""

from __future__ import annotations

import random
import sys
import xml.etree.ElementTree as ET
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import GAMES
from herr_der_ziegen._svg import PAPER, seat_colour

from helpers import cairosvg_or_skip, finished, played


def test_text_pictures(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS + 1, 4, 10)
    text = str(game)
    lines = text.splitlines()
    assert lines[0].startswith(f"{g.TITLE}, {game.players} players, turn ")
    assert f"player {game.current_player} to " in lines[0]
    assert len(lines) > 2
    view_text = str(game.view(1))
    assert view_text.startswith(g.TITLE) and "(view of player 1)" in view_text.splitlines()[0]
    over = finished(g, g.MIN_PLAYERS, 9)
    headline = str(over).splitlines()[0]
    assert "over after turn" in headline
    winners = over.scores().winners
    if len(winners) == 1:
        assert f"won by player {winners[0]}" in headline
    elif winners:
        assert "won by players " + ", ".join(map(str, winners)) in headline
    else:
        assert "nobody won" in headline


def test_svg_parses_as_xml(g: ModuleType) -> None:
    game = g.Game(g.MAX_PLAYERS, 2)
    rng = random.Random(2)
    for step in range(400):
        for obj in (game, game.view(step % g.MAX_PLAYERS)):
            picture = obj._repr_svg_()
            assert picture.startswith("<svg")
            root = ET.fromstring(picture)
            assert root.tag == "{http://www.w3.org/2000/svg}svg"
            assert "hsl(" not in picture and "rgb(" not in picture
            assert "href" not in picture and "<script" not in picture and "<image" not in picture
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over


def test_text_picture_and_ansi_render(g: ModuleType) -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    e = env_module.ENV_CLASSES[g.NAME](players=g.MIN_PLAYERS, render_mode="ansi")
    e.reset(seed=3)
    picture = e.render()
    assert isinstance(picture, str) and picture == str(e.game) and picture.startswith(g.TITLE)
    assert "\n" in picture


def svg_size(svg: str) -> tuple[int, int]:
    root = ET.fromstring(svg)
    return int(float(root.attrib["height"])), int(float(root.attrib["width"]))


def close(pixel: Any, hex_colour: str) -> bool:
    expected = bytes.fromhex(hex_colour.lstrip("#"))
    return all(abs(int(a) - b) <= 2 for a, b in zip(pixel, expected))


def test_rgb_arrays_of_every_game(g: ModuleType) -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    cairosvg_or_skip()
    e = env_module.ENV_CLASSES[g.NAME](players=g.MIN_PLAYERS + 1, render_mode="rgb_array")
    e.reset(seed=7)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    assert image.shape[:2] == svg_size(e.game._repr_svg_())
    # The picture follows the game.
    rng = np.random.default_rng(7)
    for _ in range(5):
        obs = e.observe(e.agent_selection)
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    after = e.render()
    assert isinstance(after, np.ndarray) and not np.array_equal(after, image)


@pytest.mark.parametrize("name", ["ziegen-kriegen", "le-baron"])
def test_rgb_array_of_the_card_table_games(name: str) -> None:
    """The card-table pictures (``herr_der_ziegen._svg``, shared by Ziegen Kriegen and Le Baron)."""
    env_module = pytest.importorskip("herr_der_ziegen.env")
    cairosvg_or_skip()
    e = env_module.ENV_CLASSES[name](players=4, render_mode="rgb_array")
    e.reset(seed=2)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.shape == (*svg_size(e.game._repr_svg_()), 3)
    assert close(image[2, 2], PAPER)  # the paper in the top-left corner
    # Every seat's colour is drawn (the seats' dots), pixel for pixel.
    for seat in range(4):
        colour = np.frombuffer(bytes.fromhex(seat_colour(seat)[1:]), dtype=np.uint8)
        assert int(np.all(image == colour, axis=2).sum()) >= 20, seat


def test_unknown_render_modes_are_refused(g: ModuleType) -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    cls = env_module.ENV_CLASSES[g.NAME]
    for mode in ["rgb", "RGB_ARRAY", "svg", ""]:
        with pytest.raises(ValueError, match="render_mode is one of"):
            cls(render_mode=mode)
    assert cls(render_mode=None).render() is None
    assert cls.metadata["render_modes"] == ["ansi", "human", "rgb_array"]


def test_rgb_array_without_cairosvg_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    env_module = pytest.importorskip("herr_der_ziegen.env")
    gym = pytest.importorskip("herr_der_ziegen.gym")
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # makes `import cairosvg` fail
    for game in GAMES:
        for cls in (env_module.ENV_CLASSES[game.name], gym.GYM_CLASSES[game.name]):
            with pytest.raises(ImportError, match=r"herr-der-ziegen\[render\]"):
                cls(render_mode="rgb_array")


def test_single_seat_env_renders_rgb_arrays(g: ModuleType) -> None:
    gym = pytest.importorskip("herr_der_ziegen.gym")
    cairosvg_or_skip()
    cls = gym.GYM_CLASSES[g.NAME]
    e = cls(players=g.MIN_PLAYERS + 1, render_mode="rgb_array")
    assert e.render() is None  # before reset
    e.reset(seed=1)
    image = e.render()
    assert isinstance(image, np.ndarray)
    assert image.dtype == np.uint8 and image.shape == (*svg_size(e.game._repr_svg_()), 3)
    with pytest.raises(ValueError, match="render_mode"):
        cls(render_mode="human")
