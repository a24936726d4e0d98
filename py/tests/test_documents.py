"""Documents and copies, for every game: the versioned JSON of states and views read back and
validated (malformed, foreign, inconsistent and refused documents, the corpus of
testdata/bad-documents/ among them), copies and pickles, and the history of a game: ``history()``,
``seed``, ``options``, ``undo()``, ``replay()`` and ``Game.from_replay``."""

from __future__ import annotations

import copy
import json
import pickle
import random
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from herr_der_ziegen import GAMES, IllegalMoveError, InvalidStateError

from helpers import GAME_MODULES, ROOT, option_variant, played


def test_json_round_trip_and_validation(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS + 1, 8, 40)
    text = game.to_json()
    loaded = g.Game.from_json(text)
    assert loaded == game and loaded.to_json() == text
    assert g.Game.from_json(game.to_json(pretty=True)) == game
    assert "\n" not in text and "\n  " in game.to_json(pretty=True)
    assert json.loads(game.to_json(pretty=True)) == game.to_dict() == json.loads(text)
    doc = game.to_dict()
    assert doc["format"] == f"{g.NAME}/state" and doc["version"] == 1
    with pytest.raises(InvalidStateError) as info:
        g.Game.from_json("{")
    assert info.value.reason == "json"
    doc["version"] = 2
    with pytest.raises(InvalidStateError, match="version"):
        g.Game.from_json(json.dumps(doc))
    # A later version's new field, or a view passed as a state, is named by version and format.
    doc["new_in_version_2"] = True
    with pytest.raises(InvalidStateError, match="unsupported version 2") as info:
        g.Game.from_json(json.dumps(doc))
    assert info.value.reason == "version"
    with pytest.raises(InvalidStateError, match=f"{g.NAME}/view") as info:
        g.Game.from_json(game.view(0).to_json())
    assert info.value.reason == "format"


def test_views_read_back(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS + 1, 9, 10, **option_variant(g))
    view = game.view(1)
    text = view.to_json()
    assert json.loads(text)["format"] == f"{g.NAME}/view"
    assert g.PlayerView.from_json(text) == view
    assert json.loads(text) == view.to_dict()
    assert pickle.loads(pickle.dumps(view)) == view == copy.deepcopy(view) == copy.copy(view)
    with pytest.raises(TypeError):
        g.PlayerView.from_json(3)
    with pytest.raises(TypeError):
        hash(view)


def test_bad_json_is_an_invalid_state(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 2)
    doc = game.to_dict()
    broken = [
        "not json",
        "{}",
        "[]",
        json.dumps({**doc, "version": 99}),
        json.dumps({**doc, "format": "other"}),
        json.dumps({**doc, "extra": 1}),
    ]
    for text in broken:
        with pytest.raises(InvalidStateError):
            g.Game.from_json(text)
        with pytest.raises(InvalidStateError):
            g.PlayerView.from_json(text)
    with pytest.raises(InvalidStateError):
        g.PlayerView.from_json(game.to_json())
    with pytest.raises(TypeError):
        g.Game.from_json(b"{}")


@pytest.mark.parametrize("text", ["\ud800", '{"format": "\udc80"}', "not json", "{}", "[]"])
def test_malformed_documents_are_invalid_states(g: ModuleType, text: str) -> None:
    for load in (g.Game.from_json, g.PlayerView.from_json, g.Game.from_replay):
        with pytest.raises(InvalidStateError) as info:
            load(text)
        assert isinstance(info.value, ValueError)
    with pytest.raises(TypeError):
        g.Game.from_json(b"{}")


def test_a_lone_surrogate_is_a_malformed_document(g: ModuleType) -> None:
    game = g.Game(g.MIN_PLAYERS, 3)
    for text in ["\ud800", game.to_json()[:-1] + "\udfff}", '{"format": "\udc80"}']:
        for load in (g.Game.from_json, g.PlayerView.from_json):
            with pytest.raises(InvalidStateError, match="^malformed JSON: .*lone surrogate") as info:
                load(text)
            assert info.value.reason == "json"
    # An escaped surrogate in the JSON text is the parser's to judge, and it is malformed too.
    with pytest.raises(InvalidStateError, match="^malformed JSON"):
        g.Game.from_json('"\\ud800"')


def test_copies_keep_the_full_state_and_are_independent(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS + 1, 3, 25)
    for other in (game.clone(), copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert other == game and other is not game
        assert other.to_json() == game.to_json() and other.history() == game.history()
        assert other.legal_actions() == game.legal_actions()
        other.apply(other.legal_actions()[-1])
        assert other != game
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(game, protocol=protocol)) == game
    # Continuing a copy gives the same game as continuing the original.
    a, b = game, pickle.loads(pickle.dumps(game))
    for other in (a, b):
        rng = random.Random(1)
        while not other.is_over:
            other.apply(rng.choice(other.legal_actions()))
    assert a.to_json() == b.to_json()
    for mv in g.Game(g.MIN_PLAYERS, 1).legal_moves():
        assert pickle.loads(pickle.dumps(mv)) is mv
    with pytest.raises(TypeError):
        hash(game)


def test_copies_pickles_and_replays(g: ModuleType) -> None:
    game = played(g, g.MIN_PLAYERS, 8, 9)
    view = game.view(0)
    assert pickle.loads(pickle.dumps(view)) == view == g.PlayerView.from_json(view.to_json())
    assert g.Game.from_replay(game.replay()) == game
    sample = view.determinize(3)
    assert sample.view(0) == view and view.determinize(3) == sample
    game.undo()
    assert len(game.history()) == 8


def played_mixed(m: ModuleType, seed: int, moves: int | None = None, players: int = 4) -> Any:
    """A game of `m` with `moves` random moves played (all of them if None), moves and action
    ids in turn."""
    game = m.Game(players, seed)
    rng = random.Random(seed)
    count = 0
    while not game.is_over and (moves is None or count < moves):
        if count % 2:
            game.apply(rng.choice(game.legal_moves()))
        else:
            game.apply_action(rng.choice(game.legal_actions()))
        count += 1
    return game


def test_history_lists_the_action_ids_played(g: ModuleType) -> None:
    game = g.Game(4, 11)
    assert game.history() == [] and game.seed == 11
    rng = random.Random(2)
    ids = []
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        ids.append(move.action_id)
        game.apply(move, player=game.current_player)
    assert game.history() == ids
    # A refused move is not recorded.
    with pytest.raises(IllegalMoveError):
        game.apply(0)
    with pytest.raises(IllegalMoveError):
        game.apply_action(0)
    assert game.history() == ids
    # The history is a copy: changing it changes nothing.
    game.history().clear()
    assert game.history() == ids


def test_seed_and_options_are_those_of_the_setup(g: ModuleType) -> None:
    game = g.Game(4, 2**64 - 1)
    assert game.seed == 2**64 - 1
    options = game.options
    assert isinstance(options, dict) and options["players"] == 4
    replay = json.loads(game.replay())
    assert replay["seed"] == 2**64 - 1
    assert json.loads(json.dumps(options)) == replay["options"]
    # A game set up with a changed option reports it.
    variant = option_variant(g)
    changed = g.Game(g.MIN_PLAYERS, 1, **variant).options
    assert {k: changed[k] for k in variant} == variant


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), module=st.sampled_from(GAME_MODULES))
def test_undo_after_every_move_gives_the_state_before_it(seed: int, module: ModuleType) -> None:
    game = module.Game(4, seed)
    rng = random.Random(seed)
    while not game.is_over:
        before = game.to_json()
        history = game.history()
        action = rng.choice(game.legal_actions())
        after_events = game.apply(action)
        after = game.to_json()
        game.undo()
        assert game.to_json() == before and game.history() == history
        assert list(game.apply(action)) == list(after_events)
        assert game.to_json() == after
    # Undoing the whole game returns to the deal.
    while game.history():
        game.undo()
    assert game == module.Game(4, seed)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), module=st.sampled_from(GAME_MODULES))
def test_replays_round_trip(seed: int, module: ModuleType) -> None:
    for moves in (0, 7, None):
        game = played_mixed(module, seed, moves)
        text = game.replay()
        document = json.loads(text)
        assert document["format"] == f"{module.NAME}/replay"
        assert document["seed"] == seed and document["moves"] == game.history()
        assert len(document["checksums"]) == len(document["moves"])
        for source in (text, document):
            again = module.Game.from_replay(source)
            assert again == game and again.to_json() == game.to_json()
            assert again.history() == game.history() and again.seed == seed and again.options == game.options
            assert again.replay() == text


def test_undo_refuses_when_nothing_was_played(g: ModuleType) -> None:
    game = g.Game(4, 3)
    with pytest.raises(IllegalMoveError) as refused:
        game.undo()
    assert refused.value.reason == "nothing_to_undo"
    assert game == g.Game(4, 3) and game.history() == []
    game.apply_action(game.legal_actions()[0])
    game.undo()
    with pytest.raises(IllegalMoveError):
        game.undo()


def test_a_loaded_game_counts_its_moves_from_the_load(g: ModuleType) -> None:
    midway = played_mixed(g, 5, 9)
    loaded = g.Game.from_json(midway.to_json())
    assert loaded == midway
    assert loaded.seed is None and loaded.options is None and loaded.history() == []
    with pytest.raises(ValueError, match="no replay"):
        loaded.replay()
    with pytest.raises(IllegalMoveError):
        loaded.undo()
    action = loaded.legal_actions()[-1]
    loaded.apply_action(action)
    assert loaded.history() == [action]
    loaded.undo()
    assert loaded.to_json() == midway.to_json()
    # A game drawn from a view is a loaded game too.
    seat = midway.current_player
    drawn = midway.view(seat).determinize(1)
    assert drawn.seed is None and drawn.history() == []


def test_copies_and_pickles_keep_the_history(g: ModuleType) -> None:
    game = played_mixed(g, 8, 12)
    for copied in (game.clone(), copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert copied == game and copied.history() == game.history() and copied.seed == 8
        assert copied.replay() == game.replay()
        copied.undo()
        assert copied.history() == game.history()[:-1]
    assert len(game.history()) == 12  # the copies are independent
    loaded = g.Game.from_json(game.to_json())
    loaded.apply_action(loaded.legal_actions()[0])
    unpickled = pickle.loads(pickle.dumps(loaded))
    assert unpickled.seed is None and unpickled.history() == loaded.history()
    unpickled.undo()
    assert unpickled.to_json() == game.to_json()


def test_a_pickled_history_that_does_not_lead_to_the_state_is_refused(g: ModuleType) -> None:
    game = played_mixed(g, 4, 6)
    _, arguments, state = game.__reduce__()
    start, seed, options, moves = state
    fresh = g.Game.from_json(*arguments)
    for bad in (
        (start, seed, options, moves[:-1]),  # one move short of the state
        (start, seed + 1, options, moves),  # another deal
        (start, seed, None, moves),  # a seed without options
        ("{}", seed, options, moves),  # no state
        (start, seed, "[", moves),  # malformed options
        "history",  # not a history
    ):
        with pytest.raises(InvalidStateError):
            fresh.__setstate__(bad)
    assert fresh.history() == [] and fresh.seed is None
    fresh.__setstate__(state)
    assert fresh.history() == game.history()


def test_malformed_replays_are_refused(g: ModuleType) -> None:
    game = played_mixed(g, 6, 10)
    document = json.loads(game.replay())

    def refused(source: Any) -> str:
        with pytest.raises(InvalidStateError) as error:
            g.Game.from_replay(source)
        reason: str = error.value.reason
        return reason

    assert refused("not json") == "json"
    assert refused("\ud800") == "json"
    assert refused(json.dumps({**document, "format": "other/replay"})) == "format"
    checksums = list(document["checksums"])
    checksums[4] = "0" * 16
    assert refused({**document, "checksums": checksums}) == "checksum"
    assert refused({**document, "checksums": document["checksums"] + ["0" * 16]}) == "checksum_count"
    illegal = document["moves"][:3] + [document["moves"][2]] + document["moves"][4:]
    assert refused({**document, "moves": illegal, "checksums": []}) in ("illegal_move", "unknown_action")
    assert refused({**document, "moves": [60000]}) != ""
    assert refused({**document, "options": {**document["options"], "players": 99}}) != ""
    assert refused({k: v for k, v in document.items() if k != "seed"}) == "json"
    with pytest.raises(TypeError):
        g.Game.from_replay(3)
    # Without checksums only the legality of the moves is checked.
    unchecked = g.Game.from_replay({**document, "checksums": []})
    assert unchecked == game and unchecked.replay() == game.replay()


def test_games_compare_by_state_not_by_history(g: ModuleType) -> None:
    game = g.Game(4, 9)
    action = game.legal_actions()[0]
    game.apply_action(action)
    loaded = g.Game.from_json(game.to_json())
    assert loaded == game and loaded.history() != game.history()


CORPORA = {game.name: ROOT / "testdata" / "bad-documents" / game.name for game in GAMES}
"""The corpus of refused documents of every game: ``testdata/bad-documents/<game>/index.tsv``
lists each file, the kind of document it is, the status it is refused with and a fragment of the
message, as in the Rust and C suites."""


def corpus(name: str) -> list[list[str]]:
    index = CORPORA[name] / "index.tsv"
    assert index.is_file(), f"{name} has no corpus of refused documents ({index})"
    lines = index.read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


def test_the_index_lists_every_file_of_the_corpus_once(g: ModuleType) -> None:
    documents = corpus(g.NAME)
    assert len(documents) >= 10
    assert all(len(columns) == 4 for columns in documents)
    listed = sorted(columns[0] for columns in documents)
    assert listed == sorted(p.name for p in CORPORA[g.NAME].iterdir() if p.name != "index.tsv")


def corpus_documents() -> list[Any]:
    """One test parameter per document of every corpus there is (a game without its corpus fails
    the index test above)."""
    return [
        pytest.param(game.module(), columns, id=f"{game.short_name}-{columns[0]}")
        for game in GAMES
        if (CORPORA[game.name] / "index.tsv").is_file()
        for columns in corpus(game.name)
    ]


@pytest.mark.parametrize(("m", "columns"), corpus_documents())
def test_the_document_is_refused_as_listed(m: ModuleType, columns: list[str]) -> None:
    """Every file is refused by ``Game.from_json`` or ``PlayerView.from_json`` with the status its
    index line names (reason ``"json"`` for ``invalid_json``, any other reason for
    ``invalid_state``) and a message containing the line's fragment."""
    file, document, status, fragment = columns
    text = (CORPORA[m.NAME] / file).read_text(encoding="utf-8")
    assert document in ("state", "view") and status in ("invalid_json", "invalid_state")
    with pytest.raises(InvalidStateError) as info:
        if document == "state":
            m.Game.from_json(text)
        else:
            m.PlayerView.from_json(text)
    assert (info.value.reason == "json") == (status == "invalid_json"), info.value.reason
    assert info.value.reason != ""
    assert fragment in str(info.value)
