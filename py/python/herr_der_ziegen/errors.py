"""The exceptions of herr_der_ziegen: one class per kind of core error.

Every exception carries the core's message (``str(err)``) and a ``reason``: the snake_case name
of the core error variant, for example ``"wrong_phase"``, ``"not_your_turn"`` or
``"card_not_in_hand"`` (``"duplicate_card"``, ``"json"``, ... for states; ``"player_count"``,
``"stable_not_on_edge"``, ... for setups). All of them pickle.
"""

from __future__ import annotations

__all__ = ["HerrDerZiegenError", "IllegalMoveError", "InvalidStateError", "SetupError"]


class HerrDerZiegenError(Exception):
    """Base class of the errors the rules engine reports."""

    message: str
    """The core's message."""
    reason: str
    """The snake_case name of the core error variant (empty if unknown)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message, reason)
        self.message = message
        self.reason = reason

    def __str__(self) -> str:
        return self.message


class IllegalMoveError(HerrDerZiegenError, ValueError):
    """A move was refused: wrong phase, not your turn, card not in hand, cell not takeable, ...

    The game is unchanged whenever this is raised.
    """


class InvalidStateError(HerrDerZiegenError, ValueError):
    """A saved state (JSON) was rejected: malformed, of another format or version, or
    inconsistent (a card in two places, a hand of the wrong size, ...)."""


class SetupError(HerrDerZiegenError, ValueError):
    """A game could not be set up from the players and options given."""
