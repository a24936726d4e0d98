"""Numpy integers are accepted wherever the API takes an int, at run time and by the type stubs.

This file has no ``type: ignore``: test_typing.py runs ``mypy --strict`` on it, so a stub that
types an integer parameter as ``int`` alone (which numpy's integers are not) fails there.
"""

from __future__ import annotations

import numpy as np

import herr_der_ziegen as hdz
from herr_der_ziegen import Bot, Game, Move, PlayerScore, Scores, simulate


def test_game_calls_take_numpy_integers() -> None:
    game = Game(np.int64(3), np.uint64(9), start_player=np.int8(1), milk_ones=np.uint8(8))
    assert (game.players, game.start_player, game.milk_ones) == (3, 1, 8)
    assert game.to_json() == Game(3, 9, start_player=1, milk_ones=8).to_json()
    view = game.view(np.int32(1))
    assert view.seat == 1
    mask = game.legal_action_mask()
    action = np.argmax(mask)
    assert game.is_legal(action) and game.is_legal(np.int16(int(action)))
    game.apply_action(action)
    assert game.phase == "take"
    take = game.legal_actions()[0]
    events = game.apply(np.uint16(take), player=np.int64(1))
    assert events[0]["event"] == "card_taken"
    for seat in (np.int8(0), np.uint64(2)):
        assert game.hand(seat) == game.hand(int(seat))
        assert game.display(seat) == game.display(int(seat))
        assert game.stable(seat) == game.stable(int(seat))
        assert game.goat_position(seat) == game.goat_position(int(seat))
        assert game.facing_line(seat) == game.facing_line(int(seat))
        assert game.supply(seat) == game.supply(int(seat))
        assert game.stable_group(seat) == game.stable_group(int(seat))
        assert (game.observation(seat) == game.observation(int(seat))).all()
    row, col = np.int64(0), np.uint8(1)
    assert game.card_at((row, col)) == game.card_at((0, 1))
    assert game.mark_at([row, col]) == game.mark_at((0, 1))
    assert game.is_stable((row, col)) == game.is_stable((0, 1))
    assert game.kind_status(np.int32(3)) == game.kind_status(3)
    assert game.kind_owner(np.int32(3)) == game.kind_owner(3)
    assert game.card_label(np.int64(15)) == game.card_label(15) == "K04-1"


def test_view_move_bot_and_module_calls_take_numpy_integers() -> None:
    game = Game(2, 5)
    view = game.view(0)
    assert view.known_hand(np.int64(0)) == view.hand()
    assert view.unknown_hand_count(np.uint8(1)) == view.unknown_hand_count(1) > 0
    assert view.display(np.int16(1)) == view.display(1)
    assert view.stable_group(np.int16(0)) == game.stable_group(0)
    assert view.determinize(np.uint64(2**64 - 1)).view(0) == view
    assert view.is_legal(np.int64(view.legal_actions()[0]))
    assert view.card_label(np.int8(0)) == view.card_label(0)
    assert Move.from_action_id(np.int64(5)) == Move.play(np.uint8(5)) == Move.play(5)
    assert Move.take(np.int64(1), np.int32(2)) == Move.take(1, 2)
    assert Move.mark(np.uint8(1), np.uint8(2)) == Move.mark(1, 2)
    assert Move.dog((np.int64(0), np.int64(1)), (0, 4)) == Move.dog((0, 1), (0, 4))
    bot = Bot("random", np.uint64(1))
    assert bot.choose(view, [np.int64(a) for a in game.legal_actions()]) == Bot("random", 1).choose(
        view, game.legal_moves()
    )
    assert hdz.card_label(np.int64(110), milk_ones=np.int8(16)) == "Milk1"
    assert hdz.card_info(np.uint8(15), np.uint8(8)) == ("goat", 3, 1)
    assert hdz.kind_name(np.int64(0)) == hdz.KIND_NAMES[0]
    result = simulate(np.int64(2), np.uint32(3), ["random"], seed=np.uint64(7))
    assert result["seeds"].tolist() == [7, 8, 9]


def test_score_calls_take_numpy_integers() -> None:
    scores = Game(2, 1).scores()
    assert scores[np.int64(1)] == scores[1]
    assert scores.is_winner(np.uint8(0)) == scores.is_winner(0)
    built = Scores([PlayerScore(np.int64(1), 0, 0, 0, np.uint32(1))], [np.int8(0)])
    assert built.totals == [1] and built.winners == [0]
