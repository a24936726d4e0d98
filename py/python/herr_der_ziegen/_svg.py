"""SVG pieces shared by the card-table pictures of Ziegen Kriegen and Le Baron (hex colours only,
no fonts, images or scripts loaded)."""

from __future__ import annotations

from html import escape
from typing import Any, Protocol

from ._render_herr_der_ziegen import PLAYER_COLOURS

SEAT_COLOURS = [*PLAYER_COLOURS, "#8c564b", "#e377c2", "#7f7f7f", "#17becf", "#bcbd22"]
"""Colour of each seat (ten seats: Herr der Ziegen's five, then brown, pink, grey, cyan, olive)."""
INK = "#222222"
PAPER = "#fbf8f0"
CARD = "#ffffff"


class Renderable(Protocol):
    """A game or a view of one of the games, as the renderers read it."""

    def to_dict(self) -> dict[str, Any]: ...


def view_doc(obj: Any) -> dict[str, Any]:
    """The view a picture shows: a view itself, or for a game the view of the seat to decide (seat
    0 once the game is over)."""
    if hasattr(obj, "seat"):
        doc: dict[str, Any] = obj.to_dict()
        return doc
    seat = obj.current_player
    doc = obj.view(0 if seat is None else seat).to_dict()
    return doc


def text(x: float, y: float, content: object, size: int = 13, colour: str = INK, anchor: str = "start") -> str:
    """One line of text."""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{size}" fill="{colour}" '
        f'text-anchor="{anchor}">{escape(str(content))}</text>'
    )


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = INK, radius: float = 4) -> str:
    """A rectangle with rounded corners."""
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{radius}" '
        f'fill="{fill}" stroke="{stroke}"/>'
    )


def circle(x: float, y: float, r: float, fill: str) -> str:
    """A filled dot (a goat head)."""
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{fill}" stroke="{INK}" stroke-width="0.5"/>'


def seat_colour(seat: int) -> str:
    """The colour of a seat."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def document(width: float, height: float, parts: list[str]) -> str:
    """The SVG document around ``parts``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}">'
        + rect(0, 0, width, height, PAPER, PAPER, 0)
        + "".join(parts)
        + "</svg>"
    )
