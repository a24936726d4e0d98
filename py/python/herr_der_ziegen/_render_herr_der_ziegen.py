"""Pictures of the pasture: ``_repr_svg_`` for notebooks and ``__str__`` as plain text.

Both work from the public data of a :class:`Game` (god view: every hand is shown) or of a
:class:`PlayerView` (the seat's own hand, the opponents' known cards and ``?`` for the rest).
The SVG is self-contained: no fonts, images or scripts are loaded.
"""

from __future__ import annotations

import colorsys
from html import escape
from typing import Any, Protocol

from ._core import KIND_NAMES, Scores, card_info

PLAYER_COLOURS = ["#d62728", "#e6b800", "#1f77b4", "#2ca02c", "#9467bd"]
"""Colour of each seat: red, yellow, blue, green, purple."""
PLAYER_NAMES = ["red", "yellow", "blue", "green", "purple"]

CELL = 62
"""Side of a pasture cell in the SVG, in pixels."""
MARGIN = 34
"""Room around the grid for the big goats."""
PANEL = 420
"""Width of the side panel with hands, displays and scores."""


class Renderable(Protocol):
    """What the renderers need: a Game or a PlayerView."""

    @property
    def milk_ones(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...

    def scores(self) -> Scores: ...


def _pastel(hue: int) -> str:
    """The pastel of ``hue`` (degrees; saturation 70%, lightness 82%) as ``#rrggbb``: hex colours
    are drawn by every SVG renderer, while some (CairoSVG) do not read ``hsl()`` at all."""
    red, green, blue = colorsys.hls_to_rgb(hue / 360, 0.82, 0.70)
    return "#" + "".join(f"{round(part * 255):02x}" for part in (red, green, blue))


KIND_COLOURS = [_pastel((kind * 137) % 360) for kind in range(len(KIND_NAMES))]
"""The fill colour of each goat kind's cards (18 hues, 137 degrees apart)."""


def kind_colour(kind: int) -> str:
    """The pastel fill colour of goat kind ``kind``, as ``#rrggbb``."""
    return KIND_COLOURS[kind]


def label(card: int, milk_ones: int) -> str:
    """Short text of a card: ``K04-1``, ``Dog``, ``Milk2``."""
    what, kind, value = card_info(card, milk_ones)
    if what == "goat":
        assert kind is not None
        return f"K{kind + 1:02d}-{value}"
    return "Dog" if what == "dog" else f"Milk{value}"


def _hands(doc: dict[str, Any]) -> list[tuple[list[int], int]]:
    """Each seat's hand as (known cards, unknown count), for states and views alike."""
    hands: list[tuple[list[int], int]] = []
    for hand in doc["hands"]:
        if isinstance(hand, dict):
            hands.append((list(hand["known"]), int(hand["unknown"])))
        else:
            hands.append((list(hand), 0))
    return hands


def _pile_size(doc: dict[str, Any]) -> int:
    return int(doc["pile_size"]) if "pile_size" in doc else len(doc["pile"])


def _current(doc: dict[str, Any]) -> int | None:
    phase = doc["phase"]
    if phase["type"] == "over":
        return None
    if phase["type"] == "consent":
        return int(phase["opponent"])
    return int(doc["active_player"])


PHASE_TEXT = {
    "play": "a card to play",
    "take": "a card to take",
    "mark": "a card to mark",
    "dog": "a dog move or a pass",
    "consent": "an answer to a swap request",
}


def _headline(doc: dict[str, Any], scores: Scores) -> str:
    players = doc["players"]
    who = "" if "seat" not in doc else f" (view of player {doc['seat']})"
    current = _current(doc)
    if current is None:
        winners = ", ".join(str(w) for w in scores.winners)
        won = "won by player" if len(scores.winners) == 1 else "won by players"
        return f"Herr der Ziegen, {players} players{who}: over after turn {doc['turn']}, {won} {winners}"
    wants = PHASE_TEXT[doc["phase"]["type"]]
    return f"Herr der Ziegen, {players} players{who}, turn {doc['turn']}: player {current} to choose {wants}"


def _track_line(grid: int, pos: int) -> tuple[str, int]:
    side, k = divmod(pos, grid)
    if side == 0:
        return ("column", k)
    if side == 1:
        return ("row", k)
    if side == 2:
        return ("column", grid - 1 - k)
    return ("row", grid - 1 - k)


def text(obj: Renderable) -> str:
    """The state as plain text: the pasture row by row, then one line per player."""
    doc = obj.to_dict()
    milk_ones = obj.milk_ones
    scores = obj.scores()
    grid = doc["grid_size"]
    stables = {tuple(cell): seat for seat, cell in enumerate(doc["stables"])}
    lines = [_headline(doc, scores)]
    lines.append("    " + "".join(f"{c:<9}" for c in range(grid)).rstrip())
    for r in range(grid):
        row = []
        for c in range(grid):
            card = doc["pasture"][r][c]
            mark = doc["marks"][r][c]
            if (r, c) in stables:
                cell = f"[S{stables[(r, c)]}]"
            elif card is None:
                cell = "."
            else:
                cell = label(card, milk_ones) + (f"*{mark}" if mark is not None else "")
            row.append(f"{cell:<9}")
        lines.append(f"{r:>2}  " + "".join(row).rstrip())
    lines.append("(*p: small goat of player p; [Sp]: stable of player p)")
    hands = _hands(doc)
    for p in range(doc["players"]):
        known, unknown = hands[p]
        hand = " ".join([label(c, milk_ones) for c in known] + ["?"] * unknown) or "-"
        display = " ".join(label(c, milk_ones) for c in doc["displays"][p]) or "-"
        facing, index = _track_line(grid, doc["goats"][p])
        s = scores[p]
        lines.append(
            f"player {p}: goat at {doc['goats'][p]} facing {facing} {index}; hand {hand}; "
            f"display {display}; score {s.total} ({s.single} single + {s.doubled} doubled + {s.milk} milk)"
        )
    closed = [f"K{k + 1:02d} by {owner}" for k, owner in enumerate(doc["kind_owners"]) if owner is not None]
    lines.append(
        f"pile {_pile_size(doc)} cards, box {len(doc['box'])} cards; closed kinds: {', '.join(closed) or 'none'}"
    )
    return "\n".join(lines)


def _card_svg(x: float, y: float, w: float, h: float, card: int, milk_ones: int, small: bool = False) -> str:
    """One card as a rounded rectangle with its kind colour and value."""
    what, kind, value = card_info(card, milk_ones)
    font = 10 if small else 13
    title = escape(label(card, milk_ones) + (f" {KIND_NAMES[kind]}" if kind is not None else ""))
    parts = [f"<g><title>{title} (card {card})</title>"]
    if what == "goat":
        assert kind is not None
        parts.append(
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{kind_colour(kind)}" stroke="#555"/>'
        )
        parts.append(
            f'<text x="{x + w / 2}" y="{y + h * 0.42}" font-size="{font - 2}" text-anchor="middle" '
            f'fill="#333">K{kind + 1:02d}</text>'
        )
        parts.append(
            f'<text x="{x + w / 2}" y="{y + h * 0.82}" font-size="{font + 3}" font-weight="bold" '
            f'text-anchor="middle" fill="#111">{value}</text>'
        )
    elif what == "dog":
        parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="#b08a5a" stroke="#555"/>')
        parts.append(
            f'<text x="{x + w / 2}" y="{y + h * 0.62}" font-size="{font}" text-anchor="middle" '
            f'fill="#fff" font-weight="bold">Dog</text>'
        )
    else:
        parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="#fbf8ee" stroke="#555"/>')
        parts.append(
            f'<text x="{x + w / 2}" y="{y + h * 0.42}" font-size="{font - 2}" text-anchor="middle" '
            f'fill="#446">milk</text>'
        )
        parts.append(
            f'<text x="{x + w / 2}" y="{y + h * 0.82}" font-size="{font + 3}" font-weight="bold" '
            f'text-anchor="middle" fill="#446">{value}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _goat_xy(grid: int, pos: int) -> tuple[float, float]:
    """Centre of a big goat at track position ``pos``, outside the grid."""
    side, k = divmod(pos, grid)
    offset = MARGIN / 2
    if side == 0:
        return (MARGIN + k * CELL + CELL / 2, offset)
    if side == 1:
        return (MARGIN + grid * CELL + offset, MARGIN + k * CELL + CELL / 2)
    if side == 2:
        return (MARGIN + (grid - 1 - k) * CELL + CELL / 2, MARGIN + grid * CELL + offset)
    return (offset, MARGIN + (grid - 1 - k) * CELL + CELL / 2)


def _display_order(card: int) -> tuple[int, int]:
    """Displays are drawn grouped by kind (goats by kind and value, then dogs, then milk)."""
    return (card // 5 if card < 90 else 100 + card // 105, card)


def svg(obj: Renderable) -> str:
    """The state as a self-contained SVG picture: pasture, goats, displays and scores."""
    doc = obj.to_dict()
    milk_ones = obj.milk_ones
    scores = obj.scores()
    grid = doc["grid_size"]
    players = doc["players"]
    board = 2 * MARGIN + grid * CELL
    width = board + 14 + PANEL
    block = 104
    height = max(board + 14, 50 + players * block + 44)
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<rect x="{MARGIN - 4}" y="{MARGIN - 4}" width="{grid * CELL + 8}" height="{grid * CELL + 8}" '
        'rx="8" fill="#cfe8b0" stroke="#7a9a5a"/>',
    ]
    current = _current(doc)
    # The line the active player's big goat faces, highlighted while a card is taken.
    if doc["phase"]["type"] == "take":
        facing, index = _track_line(grid, doc["goats"][doc["active_player"]])
        if facing == "row":
            hx, hy, hw, hh = MARGIN, MARGIN + index * CELL, grid * CELL, CELL
        else:
            hx, hy, hw, hh = MARGIN + index * CELL, MARGIN, CELL, grid * CELL
        out.append(f'<rect x="{hx}" y="{hy}" width="{hw}" height="{hh}" fill="#fff59d" opacity="0.8"/>')
    stables = {tuple(cell): seat for seat, cell in enumerate(doc["stables"])}
    for r in range(grid):
        for c in range(grid):
            x, y = MARGIN + c * CELL + 4, MARGIN + r * CELL + 4
            w = h = CELL - 8
            card = doc["pasture"][r][c]
            mark = doc["marks"][r][c]
            if (r, c) in stables:
                seat = stables[(r, c)]
                colour = PLAYER_COLOURS[seat]
                out.append(
                    f'<g><title>stable of player {seat}</title><rect x="{x}" y="{y}" width="{w}" height="{h}" '
                    f'rx="5" fill="{colour}" opacity="0.85" stroke="#333"/>'
                    f'<text x="{x + w / 2}" y="{y + h * 0.45}" font-size="10" text-anchor="middle" fill="#fff">'
                    f'stable</text><text x="{x + w / 2}" y="{y + h * 0.8}" font-size="14" font-weight="bold" '
                    f'text-anchor="middle" fill="#fff">P{seat}</text></g>'
                )
            elif card is None:
                out.append(
                    f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="none" stroke="#7a9a5a" '
                    'stroke-dasharray="4 3"/>'
                )
            else:
                out.append(_card_svg(x, y, w, h, card, milk_ones))
                if mark is not None:
                    out.append(
                        f'<g><title>small goat of player {mark}</title><circle cx="{x + w - 8}" cy="{y + 8}" '
                        f'r="7" fill="{PLAYER_COLOURS[mark]}" stroke="#222"/></g>'
                    )
    # Row numbers right of the board, column numbers below it.
    for i in range(grid):
        out.append(
            f'<text x="{MARGIN + i * CELL + CELL / 2}" y="{board + 10}" font-size="9" '
            f'text-anchor="middle" fill="#888">{i}</text>'
        )
        out.append(
            f'<text x="{board + 6}" y="{MARGIN + i * CELL + CELL / 2 + 3}" font-size="9" '
            f'text-anchor="middle" fill="#888">{i}</text>'
        )
    # Big goats on the track; goats sharing a position are spread a little.
    seen: dict[int, int] = {}
    for p in range(players):
        pos = doc["goats"][p]
        gx, gy = _goat_xy(grid, pos)
        shift = seen.get(pos, 0)
        seen[pos] = shift + 1
        gx += shift * 9
        gy += shift * 9
        active = p == doc["active_player"] and current is not None
        ring = ' stroke-width="3" stroke="#000"' if active else ' stroke="#333"'
        out.append(
            f'<g><title>big goat of player {p} (track {pos})</title><circle cx="{gx}" cy="{gy}" r="12" '
            f'fill="{PLAYER_COLOURS[p]}"{ring}/><text x="{gx}" y="{gy + 4}" font-size="11" '
            f'text-anchor="middle" fill="#fff" font-weight="bold">{p}</text></g>'
        )
    # Side panel: the game's status, then one block per player.
    px = board + 18
    title = f"{players} players \u00b7 turn {doc['turn']}"
    if "seat" in doc:
        title += f" \u00b7 view of player {doc['seat']}"
    out.append(f'<text x="{px}" y="20" font-size="13" font-weight="bold">{escape(title)}</text>')
    phase = doc["phase"]["type"]
    if current is None:
        won = ", ".join(str(w) for w in scores.winners)
        status = f"game over ({doc.get('end') or 'end'}): won by player {won}"
    else:
        status = f"player {current} to choose {PHASE_TEXT[phase]}"
    out.append(f'<text x="{px}" y="38" font-size="12" fill="#333">{escape(status)}</text>')
    hands = _hands(doc)
    for p in range(players):
        y0 = 52 + p * block
        s = scores[p]
        winner = " \u2605" if current is None and scores.is_winner(p) else ""
        marker = " \u25c0" if p == current else ""
        out.append(f'<rect x="{px}" y="{y0}" width="14" height="14" rx="3" fill="{PLAYER_COLOURS[p]}"/>')
        out.append(
            f'<text x="{px + 20}" y="{y0 + 12}" font-size="12" font-weight="bold">'
            f"player {p}{winner}{marker}</text>"
        )
        out.append(
            f'<text x="{px + 118}" y="{y0 + 12}" font-size="11"><tspan font-weight="bold">{s.total} points</tspan>'
            f" = {s.single} single + {s.doubled} doubled + {s.milk} milk</text>"
        )
        known, unknown = hands[p]
        out.append(f'<text x="{px}" y="{y0 + 36}" font-size="9" fill="#555">hand</text>')
        x = px + 30.0
        for card in known:
            out.append(_card_svg(x, y0 + 20, 30, 26, card, milk_ones, small=True))
            x += 33
        for _ in range(unknown):
            out.append(
                f'<g><title>unknown card</title><rect x="{x}" y="{y0 + 20}" width="30" height="26" rx="4" '
                f'fill="#ddd" stroke="#555"/><text x="{x + 15}" y="{y0 + 38}" font-size="13" '
                'text-anchor="middle">?</text></g>'
            )
            x += 33
        supply = 10 - sum(1 for row in doc["marks"] for m in row if m == p)
        out.append(
            f'<text x="{px + 110}" y="{y0 + 36}" font-size="10" fill="#333">small goats left: {supply}'
            f" \u00b7 milk {s.milk_total}</text>"
        )
        out.append(f'<text x="{px}" y="{y0 + 64}" font-size="9" fill="#555">display</text>')
        per_row = int((PANEL - 40) // 23)
        cards = sorted(doc["displays"][p], key=_display_order)
        for i, card in enumerate(cards[: 2 * per_row]):
            row, col = divmod(i, per_row)
            out.append(_card_svg(px + 40 + col * 23, y0 + 52 + row * 24, 21, 22, card, milk_ones, small=True))
        if len(cards) > 2 * per_row:
            out.append(f'<text x="{px + 30}" y="{y0 + 98}" font-size="10">+{len(cards) - 2 * per_row}</text>')
    y = 52 + players * block + 8
    closed = [f"K{k + 1:02d}\u2192P{o}" for k, o in enumerate(doc["kind_owners"]) if o is not None]
    out.append(
        f'<text x="{px}" y="{y}" font-size="11">pile: {_pile_size(doc)} cards \u00b7 '
        f'box: {len(doc["box"])} cards</text>'
    )
    out.append(
        f'<text x="{px}" y="{y + 16}" font-size="11">closed kinds: {escape(", ".join(closed) or "none")}</text>'
    )
    out.append("</svg>")
    return "\n".join(out)
