"""The SVG picture of a Ziegen Kriegen game or view: the seat's hand, the trick on the table, the
hill with its goat and the limit, and the tricks each seat took this round."""

from __future__ import annotations

from typing import Any

from ._core import ZiegenKriegenGame
from ._svg import CARD, INK, circle, document, rect, seat_colour, text, view_doc

CARD_W = 44
CARD_H = 60
HILL = "#c9e7b0"


def _heads(options: dict[str, Any]) -> list[int]:
    table = options.get("goat_heads") or ZiegenKriegenGame.DEFAULT_TABLES["goat_heads"]
    return [int(h) for h in table]


def _goat_card(x: float, y: float, card: int, heads: list[int], seat: int | None = None) -> list[str]:
    border = INK if seat is None else seat_colour(seat)
    parts = [rect(x, y, CARD_W, CARD_H, CARD, border), text(x + CARD_W / 2, y + 20, card, 16, anchor="middle")]
    count = heads[card - 1] if 1 <= card <= len(heads) else 0
    for i in range(count):
        parts.append(circle(x + 8 + i * 7, y + CARD_H - 10, 3, "#f0f0f0"))
    return parts


def svg(obj: Any) -> str:
    """The picture of a game (the view of the seat to decide) or of a view."""
    doc = view_doc(obj)
    heads = _heads(doc["options"])
    players = int(doc["options"]["players"])
    seat = int(doc["seat"])
    width, parts = 520, []
    rounds = int(doc["options"]["rounds"])
    title = f"Ziegen Kriegen, round {int(doc['round']) + 1} of {rounds}, view of seat {seat}"
    parts.append(text(12, 22, title, 15))
    phase = doc["phase"]
    if doc.get("to_act") is not None:
        parts.append(text(12, 40, f"seat {doc['to_act']} to {'choose a hill number' if phase == 'choose_hill' else 'play'}"))
    else:
        parts.append(text(12, 40, "the game is over"))

    # The hill: the chosen numbers, the sum, the limit once four cards lie, the goat on top.
    history = doc["history"][-1] if doc["history"] else {"tricks": [], "hill": []}
    hill = [int(h["chosen"]) for h in history["hill"]]
    y = 58
    parts.append(rect(12, y, width - 24, 70, HILL))
    parts.append(text(24, y + 20, "hill"))
    for i, number in enumerate(hill):
        parts.append(rect(70 + i * 42, y + 8, 34, 34, CARD))
        parts.append(text(87 + i * 42, y + 31, number, 15, anchor="middle"))
    total = sum(hill)
    limit = f"limit {total}" if len(hill) == 4 else f"sum so far {total} ({4 - len(hill)} to come)"
    parts.append(text(250, y + 30, limit, 14))
    parts.append(text(250, y + 52, f"hill cards left: {doc['hill_stack_size']}"))
    if doc.get("revealed_hill") is not None:
        parts.append(text(24, y + 62, f"revealed hill card {doc['revealed_hill']}: choosing"))
    parts.append(circle(200, y + 22, 9, "#ffffff"))
    parts.append(text(200, y + 26, "G", 11, anchor="middle"))

    # The trick on the table.
    y = 142
    parts.append(text(12, y + 12, "trick"))
    for i, played in enumerate(doc["current_trick"]):
        parts.extend(_goat_card(70 + i * (CARD_W + 6), y, int(played["card"]), heads, int(played["seat"])))

    # Tricks taken per seat and hand sizes.
    y = 214
    taken = [0] * players
    goats = [0] * players
    for trick in history["tricks"]:
        taker = int(trick["taker"])
        taken[taker] += 1
        goats[taker] += sum(heads[int(c["card"]) - 1] for c in trick["cards"])
    for p in range(players):
        row = y + p * 20
        parts.append(circle(20, row - 4, 6, seat_colour(p)))
        parts.append(text(32, row, f"seat {p}: {taken[p]} tricks, {goats[p]} goats, {doc['hand_sizes'][p]} cards in hand"))

    # The seat's hand.
    y += players * 20 + 12
    parts.append(text(12, y + 12, f"hand of seat {seat}"))
    for i, card in enumerate(doc["hand"]):
        parts.extend(_goat_card(12 + i * (CARD_W + 6), y + 20, int(card), heads))
    return document(width, y + 20 + CARD_H + 14, parts)
