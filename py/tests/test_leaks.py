"""No leaks through the Python API: for random games, at every step and for every seat, the
seat's view is determinized several times (``PlayerView.determinize(seed)``), and everything the
package derives from a view must be the same for the true game and for each resampled one: the
view itself, ``to_json()``, ``to_dict()``, ``observation()`` (bitwise, also through
``Game.observation``), ``unseen()``, the scores, the text and SVG pictures, and the legal moves
and action mask when the seat is the one to decide.

The cards a seat cannot know are also worked out from the events of the game (cards taken from
the pasture or shown at an evaluation B are known in their hands; the fifth card of an
evaluation B that was neither on the pasture nor shown is known to be in the pile until drawn),
checked against the full state's bookkeeping, and then the view document is walked field by
field: none of those cards may appear in it, and every other card must.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from herr_der_ziegen import NUM_CARDS, Game, PlayerView

SAMPLES = 3
"""Determinizations per seat and step."""
PICTURE_EVERY = 4
"""The text and SVG pictures (slower, drawn in Python) are compared at every fourth step."""
SEEDS = {2: [11, 12], 3: [13, 14], 4: [15, 16], 5: [17, 18]}

NOT_CARDS = {
    "format",
    "version",
    "seat",
    "players",
    "start_player",
    "grid_size",
    "milk_ones",
    "stables",
    "marks",
    "removed_kinds",
    "kind_owners",
    "pile_size",
    "goats",
    "turn",
    "active_player",
    "current_player",
    "end",
    "phase",
    "refused_swaps",
}
"""View fields that hold no card ids (seats, counts, cells, kinds)."""


def card_ids_in_view(doc: dict[str, Any]) -> list[int]:
    """Every card id in a view document, by walking its fields; an unknown field is an error,
    since it could hold a card."""
    ids: list[int] = []
    for key, value in doc.items():
        if key == "pasture":
            ids.extend(card for row in value for card in row if card is not None)
        elif key == "hands":
            for hand in value:
                assert set(hand) == {"known", "unknown", "public"}, f"unclassified hand fields {set(hand)}"
                ids.extend(hand["known"])
                ids.extend(hand["public"])
        elif key == "displays":
            ids.extend(card for display in value for card in display)
        elif key in ("box", "known_in_pile"):
            ids.extend(value)
        elif key == "played":
            if value is not None:
                ids.append(value)
        elif key == "phase":
            assert set(value) <= {"type", "kind", "from", "to", "opponent"}, f"phase fields {set(value)}"
        else:
            assert key in NOT_CARDS, f"unclassified field {key!r} in a view: could it hold a card?"
    assert all(isinstance(c, int) and 0 <= c < NUM_CARDS for c in ids), ids
    return ids


class Tracker:
    """What every player has seen, followed from the events of ``Game.apply``."""

    def __init__(self, players: int) -> None:
        self.public_hands: list[set[int]] = [set() for _ in range(players)]
        self.known_pile: set[int] = set()

    def follow(self, events: list[dict[str, Any]], after: Game) -> None:
        shown: set[int] = set()
        for event in events:
            kind = event["event"]
            if kind == "card_taken":
                self.public_hands[event["player"]].add(event["card"])
            elif kind == "card_shown":
                self.public_hands[event["player"]].add(event["card"])
                shown.add(event["card"])
            elif kind == "card_played":
                self.public_hands[event["player"]].discard(event["card"])
            elif kind == "cell_refilled":
                self.known_pile.discard(event["card"])
        for event in events:
            if event["event"] == "kind_closed" and event["evaluation"] == "B":
                public = set(after.boxed())
                for p in range(after.players):
                    public |= set(after.display(p))
                fifth = {5 * event["kind"] + v for v in range(5)} - public
                assert len(fifth) == 1, f"evaluation B of kind {event['kind']}: {fifth} not shown"
                card = fifth.pop()
                on_pasture = any(
                    after.card_at((r, c)) == card for r in range(after.grid_size) for c in range(after.grid_size)
                )
                if not on_pasture and card not in shown:
                    self.known_pile.add(card)

    def check_engine_bookkeeping(self, doc: dict[str, Any]) -> None:
        for p, (hand, seen) in enumerate(zip(doc["hands"], doc["hands_seen"])):
            assert {c for c, s in zip(hand, seen) if s} == self.public_hands[p], f"public hand of player {p}"
        assert set(doc["known_in_pile"]) == self.known_pile

    def hidden(self, doc: dict[str, Any], seat: int) -> set[int]:
        """The cards ``seat`` cannot know in the true game."""
        hidden = set(doc["pile"]) - self.known_pile
        for p, hand in enumerate(doc["hands"]):
            if p != seat:
                hidden |= set(hand) - self.public_hands[p]
        return hidden


def pictures(view: PlayerView) -> tuple[str, str]:
    return str(view), view._repr_svg_()


def check_position(game: Game, tracker: Tracker, rng: random.Random, step: int, counts: dict[str, int]) -> None:
    doc = game.to_dict()
    tracker.check_engine_bookkeeping(doc)
    counts["with_known_pile"] += bool(tracker.known_pile)
    current = game.current_player
    legal = game.legal_actions()
    mask = game.legal_action_mask().tobytes()
    draw = step % PICTURE_EVERY == 0
    for seat in range(game.players):
        view = game.view(seat)
        text = view.to_json()
        as_dict = view.to_dict()
        obs = view.observation().tobytes()
        assert game.observation(seat).tobytes() == obs
        scores = view.scores()
        unseen = view.unseen()
        drawn = pictures(view) if draw else None

        hidden = tracker.hidden(doc, seat)
        in_doc = set(card_ids_in_view(as_dict))
        assert not in_doc & hidden, f"seat {seat} sees hidden cards {sorted(in_doc & hidden)}"
        assert in_doc == set(range(NUM_CARDS)) - hidden, f"seat {seat}'s view locates exactly what it may know"
        assert set(unseen) == hidden
        counts["seat_views"] += 1
        counts["hidden_ids"] += len(hidden)

        for _ in range(SAMPLES):
            other = view.determinize(rng.randrange(2**64))
            if other != game:
                counts["differing"] += 1
            other_view = other.view(seat)
            assert other_view == view
            assert other_view.to_json() == text, f"seat {seat}: to_json depends on hidden cards"
            assert other_view.to_dict() == as_dict
            assert other_view.observation().tobytes() == obs, f"seat {seat}: the observation depends on hidden cards"
            assert other.observation(seat).tobytes() == obs
            assert other_view.scores() == scores
            assert other_view.unseen() == unseen
            if drawn is not None:
                assert pictures(other_view) == drawn, f"seat {seat}: the pictures depend on hidden cards"
                counts["pictures"] += 1
            if current == seat:
                # As sets: the order of the play moves follows the hand's slots, not in the view.
                assert other.legal_actions() == legal, f"seat {seat}: its legal moves depend on hidden cards"
                assert other.legal_action_mask().tobytes() == mask
                counts["legal"] += 1
            counts["determinizations"] += 1


def test_views_are_identical_for_every_hidden_placement() -> None:
    names = "games steps seat_views hidden_ids determinizations differing pictures legal with_known_pile"
    counts = dict.fromkeys(names.split(), 0)
    for players, seeds in SEEDS.items():
        for seed in seeds:
            game = Game(players, seed)
            choices = random.Random(seed)
            rng = random.Random(seed * 1000 + players)
            tracker = Tracker(players)
            step = 0
            check_position(game, tracker, rng, step, counts)
            while not game.is_over:
                events = game.apply(choices.choice(game.legal_actions()))
                tracker.follow(events, game)
                step += 1
                check_position(game, tracker, rng, step, counts)
            counts["games"] += 1
            counts["steps"] += step
    print(f"python leaks: {counts}")
    assert counts["differing"] * 10 > counts["determinizations"] * 9, "determinize rarely changed the game"
    assert counts["hidden_ids"] > counts["seat_views"] * 10


def test_the_scan_finds_a_hidden_card() -> None:
    game = Game(3, 5)
    doc = game.to_dict()
    tracker = Tracker(3)
    hidden = tracker.hidden(doc, 0)
    secret = game.hand(1)[0]
    assert secret in hidden and game.pile()[0] in hidden
    leaked = game.view(0).to_dict()
    leaked["hands"][1]["public"] = [secret]
    assert set(card_ids_in_view(leaked)) & hidden == {secret}
    leaked = game.view(0).to_dict()
    leaked["pile_top"] = game.pile()[0]
    try:
        card_ids_in_view(leaked)
    except AssertionError as err:
        assert "pile_top" in str(err)
    else:
        raise AssertionError("an unclassified field passed the scan")


def test_observation_arrays_compare_bitwise() -> None:
    """The comparison above is on bytes: equal floats with different bits would count as different."""
    game = Game(2, 1)
    a = game.observation(0)
    assert a.dtype == np.float32 and a.tobytes() == game.view(0).observation().tobytes()
