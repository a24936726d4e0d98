"""Views, hidden information, typed errors and saved states.

Run: python examples/python/views_and_errors.py
"""

from __future__ import annotations

import pickle

from herr_der_ziegen import Game, IllegalMoveError, InvalidStateError, Move


def main() -> None:
    game = Game(3, seed=2026)
    print(game)  # the pasture and every hand as text (the Game is the god view)

    # A seat sees its own hand; the opponents' starting hands are only counted.
    view = game.view(1)
    print("player 1 holds", [game.card_label(c) for c in view.hand()])
    print("player 1 knows", view.known_hand(0), "of player 0's hand, plus", view.unknown_hand_count(0), "unknown")

    # A fair agent needs nothing but its view: the seat to decide lists its moves from it.
    deciding = game.current_player
    assert deciding is not None
    own = game.view(deciding)
    assert own.legal_moves() == game.legal_moves()
    print(f"player {deciding} may play", [str(m) for m in own.legal_moves()])

    # Illegal moves raise a typed error with the core's message and leave the game unchanged.
    before = game.to_json()
    try:
        game.apply(Move.take(3, 3))
    except IllegalMoveError as err:
        print(f"refused ({err.reason}): {err}")
    assert game.to_json() == before

    # Play the first legal move; a taken card becomes known to everybody.
    game.apply(game.legal_moves()[0])
    events = game.apply(game.legal_moves()[0])
    for event in events:
        print(event)

    # Save and load: JSON (validated on load) or pickle.
    saved = game.to_json()
    assert Game.from_json(saved) == game
    assert pickle.loads(pickle.dumps(game)) == game
    try:
        Game.from_json(saved.replace('"version":1', '"version":9'))
    except InvalidStateError as err:
        print("rejected:", err)


if __name__ == "__main__":
    main()
