"""Setting a game up, for every game: players, seeds and keyword options, the errors for those a
game refuses, and the longest game the options allow."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np
import pytest

from herr_der_ziegen import HerrDerZiegenError, SetupError

from helpers import finished, option_variant


def test_games_are_set_up_for_exactly_the_stated_counts(g: ModuleType) -> None:
    for players in range(g.MIN_PLAYERS, g.MAX_PLAYERS + 1):
        assert g.Game(players, seed=1).players == players
    for players in (0, g.MIN_PLAYERS - 1, g.MAX_PLAYERS + 1):
        with pytest.raises(SetupError, match=f"{g.MIN_PLAYERS} to {g.MAX_PLAYERS} players"):
            g.Game(players, seed=1)


def test_every_out_of_range_player_count_names_the_valid_range(g: ModuleType) -> None:
    low, high = g.MIN_PLAYERS, g.MAX_PLAYERS
    for players in [-(2**70), -1, 0, low - 1, high + 1, 255, 256, 2**63, 2**64, 10**30, np.int64(11), np.uint64(2**64 - 1)]:
        with pytest.raises(SetupError, match=f"^the game is for {low} to {high} players, not {players}$") as info:
            g.Game(players, 0)
        assert info.value.reason == "player_count"
        assert isinstance(info.value, ValueError) and isinstance(info.value, HerrDerZiegenError)
        with pytest.raises(SetupError, match=f"{low} to {high} players") as info:
            g.simulate(players, 1, ["random"])
        assert info.value.reason == "player_count"


def test_seeds_are_ints_from_0_to_2_to_the_64(g: ModuleType) -> None:
    players = g.MIN_PLAYERS
    assert g.Game(players, 2**64 - 1).seed == 2**64 - 1
    assert g.Game(np.int64(players), np.uint64(5)) == g.Game(players, 5)
    for seed in [-1, 2**64, -(2**70)]:
        with pytest.raises(ValueError, match="seed"):
            g.Game(players, seed)
    for wrong in ["seed", 1.0, True, None]:
        with pytest.raises(TypeError):
            g.Game(players, wrong)
    with pytest.raises(TypeError):
        g.Game(str(players), 1)
    with pytest.raises(TypeError):
        g.Game(float(players), 1)


def test_options_as_keywords(g: ModuleType) -> None:
    variant = option_variant(g)
    players = g.MIN_PLAYERS
    game = g.Game(players, 1, **variant)
    assert {k: game.options[k] for k in variant} == variant
    document = game.to_dict()
    if "options" in document:  # the state documents of Ziegen Kriegen and Le Baron keep them
        assert {k: document["options"][k] for k in variant} == variant
    assert game != g.Game(players, 1)
    # An option given as its default sets up the default game.
    default = g.Game(players, 1).options
    assert g.Game(players, 1, **{k: default[k] for k in variant}) == g.Game(players, 1)
    with pytest.raises(TypeError, match="no option"):
        g.Game(players, 1, no_such_option=1)
    with pytest.raises(TypeError):
        g.Game(players, 1, players=players)
    with pytest.raises(SetupError) as bad_players:
        g.Game(g.MAX_PLAYERS + 1, 1)
    assert bad_players.value.reason == "player_count"
    with pytest.raises(SetupError):
        g.Game(300, 1)
    key, value = next(iter(variant.items()))
    wrong = "x" if isinstance(value, (int, bool)) else 1
    with pytest.raises(TypeError):
        g.Game(players, 1, **{key: wrong})


def test_the_longest_game_follows_the_options(g: ModuleType) -> None:
    for players in (g.MIN_PLAYERS, g.MAX_PLAYERS):
        longest = g.Game.max_game_length(players)
        assert 0 < longest <= g.MAX_GAME_LENGTH
        assert len(finished(g, players, 1).history()) <= longest
    with pytest.raises(SetupError):
        g.Game.max_game_length(g.MAX_PLAYERS + 1)
    with pytest.raises(TypeError):
        g.Game.max_game_length(g.MIN_PLAYERS, no_such_option=1)


def numpy_ints(value: Any) -> Any:
    """``value`` with every int (not bool) in it made a numpy int64, lists and tuples kept."""
    if isinstance(value, (list, tuple)):
        return type(value)(numpy_ints(v) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return np.int64(value)
    return value


def test_options_take_numpy_integers_and_bools(g: ModuleType) -> None:
    players = g.MIN_PLAYERS
    variant = option_variant(g)
    as_numpy = {k: np.bool_(v) if isinstance(v, bool) else np.int64(v) for k, v in variant.items()}
    assert g.Game(players, 1, **as_numpy) == g.Game(players, 1, **variant)
    assert g.Game(np.int8(players), np.uint64(1), **as_numpy).options == g.Game(players, 1, **variant).options
    result = g.simulate(players, 2, ["random"], np.uint64(3), **as_numpy)
    expected = g.simulate(players, 2, ["random"], 3, **variant)
    np.testing.assert_array_equal(result["totals"], expected["totals"])
    # Numpy integers inside the card tables too.
    tables = getattr(g.Game, "DEFAULT_TABLES", {})
    for deck, (name, table) in zip(getattr(g.Game, "DECK_IDS", {}), tables.items()):
        assert g.Game(players, 1, **{deck: "own", name: numpy_ints(table)}) == g.Game(players, 1, **{deck: "own", name: table})
    # A numpy bool is no int, and an int no bool.
    key, value = next(iter(variant.items()))
    with pytest.raises(TypeError, match=key):
        g.Game(players, 1, **{key: np.int64(1) if isinstance(value, bool) else np.bool_(True)})


def test_an_option_given_as_none_keeps_its_default(g: ModuleType) -> None:
    players = g.MIN_PLAYERS
    key = next(iter(option_variant(g)))
    assert g.Game(players, 1, **{key: None}) == g.Game(players, 1)
    if "start_player" in g.Game(players, 1).options:
        assert g.Game(players, 1, start_player=None) == g.Game(players, 1)
    for name in getattr(g.Game, "DEFAULT_TABLES", {}):
        assert g.Game(players, 1, **{name: None}) == g.Game(players, 1)


def test_a_table_option_of_the_wrong_type_is_a_type_error(g: ModuleType) -> None:
    players = g.MIN_PLAYERS
    for name, table in getattr(g.Game, "DEFAULT_TABLES", {}).items():
        for wrong in ["x" * len(table), 5, [True] * len(table), {"a": 1}]:
            with pytest.raises(TypeError, match=f"option {name}"):
                g.Game(players, 1, **{name: wrong})
        # A value of the right type that the game refuses is a setup error.
        with pytest.raises(SetupError):
            g.Game(players, 1, **{name: list(table)[:-1]})
