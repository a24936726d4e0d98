"""Notebook pictures (SVG) and plain text."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from herr_der_ziegen import Game

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
