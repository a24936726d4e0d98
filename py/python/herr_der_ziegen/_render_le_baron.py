"""The SVG picture of a Le Baron game or view: the five rows with each card's colours and heads,
the penalty piles, and the seat's hand."""

from __future__ import annotations

from typing import Any

from ._core import LeBaronGame
from ._svg import CARD, circle, document, rect, seat_colour, text, view_doc

COLOURS = ["#1f5fbf", "#f2c500", "#2e9e44", "#d62728", "#222222", "#ffffff"]
"""The six head colours in the table's order: blue, yellow, green, red, black, white."""
CARD_W = 46
CARD_H = 62


def _table(options: dict[str, Any]) -> list[list[int]]:
    table = options.get("cards") or LeBaronGame.DEFAULT_TABLES["cards"]
    return [[int(h) for h in heads] for heads in table]


def _card(x: float, y: float, card: int, table: list[list[int]]) -> list[str]:
    parts = [rect(x, y, CARD_W, CARD_H, CARD), text(x + CARD_W / 2, y + 16, card, 13, anchor="middle")]
    heads = table[card - 1] if 1 <= card <= len(table) else []
    row = 0
    for colour, count in enumerate(heads):
        for i in range(count):
            parts.append(circle(x + 7 + i * 8, y + 26 + row * 9, 3.2, COLOURS[colour]))
        row += 1 if count else 0
    return parts


def _heads(cards: list[int], table: list[list[int]]) -> int:
    return sum(sum(table[c - 1]) for c in cards)


def svg(obj: Any) -> str:
    """The picture of a game (the view of the seat to decide) or of a view."""
    doc = view_doc(obj)
    table = _table(doc["options"])
    seat = int(doc["seat"])
    players = int(doc["options"]["players"])
    rows = [[int(c) for c in row] for row in doc["rows"]]
    longest = max([6, *(len(r) for r in rows)])
    width = 60 + longest * (CARD_W + 4) + 20
    parts = [text(12, 22, f"Le Baron, round {doc['round']}, view of seat {seat} ({doc['phase']})", 15)]
    y = 36
    for r, row in enumerate(rows):
        parts.append(text(12, y + CARD_H / 2 + 4, f"row {r}"))
        for i, card in enumerate(row):
            parts.extend(_card(60 + i * (CARD_W + 4), y, card, table))
        y += CARD_H + 6
    y += 10
    for p in range(players):
        pile = [int(c) for c in doc["penalty"][p]]
        parts.append(circle(20, y - 4, 6, seat_colour(p)))
        parts.append(text(32, y, f"seat {p}: penalty pile {len(pile)} cards, {_heads(pile, table)} heads"))
        y += 20
    parts.append(text(12, y + 8, f"hand of seat {seat}"))
    hand = [int(c) for c in doc["hand"]]
    if doc.get("choice") is not None:
        hand.append(int(doc["choice"]))
    for i, card in enumerate(hand):
        parts.extend(_card(12 + i * (CARD_W + 4), y + 16, card, table))
    width = max(width, 12 + len(hand) * (CARD_W + 4) + 12, 420)
    return document(width, y + 16 + CARD_H + 14, parts)
