"""Notebook pictures (SVG) and plain text."""

from __future__ import annotations

import random
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest

from herr_der_ziegen import Game, _render, card_info
from herr_der_ziegen._render import kind_colour

from helpers import goat_cells


SVG = "{http://www.w3.org/2000/svg}"


def advanced(players: int, seed: int, moves: int) -> Game:
    game = Game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_svg_is_a_self_contained_picture() -> None:
    for players in range(2, 6):
        for moves in (0, 60, 10_000):
            game = advanced(players, 3, moves)
            for obj in (game, game.view(players - 1)):
                svg = obj._repr_svg_()
                root = ET.fromstring(svg)
                assert root.tag == f"{SVG}svg"
                assert "href" not in svg and "<script" not in svg and "<image" not in svg
                titles = [t.text or "" for t in root.iter(f"{SVG}title")]
                assert sum(t.startswith("big goat of player") for t in titles) == players
                assert sum(t.startswith("stable of player") for t in titles) == players
                cards_on_pasture = sum(
                    1 for r in range(7) for c in range(7) if game.card_at((r, c)) is not None
                )
                card_titles = [t for t in titles if "(card " in t]
                assert len(card_titles) >= cards_on_pasture
                marks = sum(1 for r in range(7) for c in range(7) if game.mark_at((r, c)) is not None)
                assert sum(t.startswith("small goat of player") for t in titles) == marks


def test_views_hide_unknown_cards_in_the_picture() -> None:
    game = Game(4, 7)
    svg = game.view(0)._repr_svg_()
    titles = [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}title")]
    assert titles.count("unknown card") == 6
    assert "unknown card" not in game._repr_svg_()


def test_text_picture() -> None:
    game = advanced(3, 4, 40)
    text = str(game)
    lines = text.splitlines()
    assert lines[0].startswith("Herr der Ziegen, 3 players, turn")
    assert sum(line.startswith("player ") for line in lines) == 3
    assert "[S0]" in text
    view_text = str(game.view(2))
    assert "(view of player 2)" in view_text.splitlines()[0]
    over = advanced(2, 9, 10_000)
    assert "won by player" in str(over).splitlines()[0]


def _png_pixels(png: bytes) -> tuple[int, int, list[list[tuple[int, ...]]]]:
    """Width, height and pixel rows (RGB or RGBA tuples) of an 8-bit, non-interlaced RGB or RGBA
    PNG, as cairo writes them."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, data, width, height, size = 8, b"", 0, 0, 0
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind, body = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0
            size = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            data += body
        pos += 12 + length
    raw, stride, rows = zlib.decompress(data), width * size, []
    previous = bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for i in range(stride):
            left = row[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(row[x : x + size]) for x in range(0, stride, size)])
        previous = row
    return width, height, rows


def test_cairosvg_draws_the_cards_in_their_colours() -> None:
    """A real renderer (CairoSVG, which reads no hsl() colours) draws a goat card in its kind's
    colour with a dark label, and the picture uses hex colours only."""
    try:
        import cairosvg  # type: ignore[import-untyped, unused-ignore]
    except (ImportError, OSError) as err:  # OSError: the cairo library itself is missing
        pytest.skip(f"CairoSVG cannot render here ({err}): install cairosvg and the cairo library (libcairo2)")
    game = Game(4, 7)
    svg = game._repr_svg_()
    assert "hsl(" not in svg and "rgb(" not in svg
    width, height, rows = _png_pixels(cairosvg.svg2png(bytestring=svg.encode()))
    assert f'width="{width}" height="{height}"' in svg
    goats = goat_cells(game)
    assert len(goats) >= 10
    for r, c, card in goats:
        kind = card_info(card)[1]
        assert kind is not None
        expected = bytes.fromhex(kind_colour(kind)[1:])
        x, y = _render.MARGIN + c * _render.CELL + 4, _render.MARGIN + r * _render.CELL + 4
        side = _render.CELL - 8
        # Inside the card's left edge, clear of its border and label: the kind's colour, opaque.
        pixel = rows[y + side // 2][x + 5]
        assert all(abs(a - b) <= 2 for a, b in zip(pixel[:3], expected)), (card, pixel, expected.hex())
        assert pixel[3:] in [(), (255,)]
        # The value is written in near-black on the card: some dark pixels in its lower half.
        dark = sum(
            1
            for yy in range(y + side // 2, y + side)
            for xx in range(x + side // 4, x + 3 * side // 4)
            if max(rows[yy][xx][:3]) < 80
        )
        assert dark >= 10, (card, dark)
