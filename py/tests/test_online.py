"""herr_der_ziegen.online against the real game server (``game-server``, the Rust crate
``server/``): tables created and joined over HTTP, seats played over the WebSocket by bots and by
functions of the view, refusals as ServerError. scripts/test-python.sh builds the server and
names it in ``GAME_SERVER``; without it the server built by ``cargo test`` in the checkout is
used."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from herr_der_ziegen import GAMES, online


def _server_binary() -> str:
    """The game server's binary."""
    named = os.environ.get("GAME_SERVER")
    if named:
        return named
    built = Path(__file__).resolve().parents[2] / "target" / "debug" / "game-server"
    if not built.exists():
        pytest.fail("no game server: set GAME_SERVER or run `cargo test --workspace --no-run`")
    return str(built)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """A game server on 127.0.0.1 with a fresh SQLite database, stopped at the end."""
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen(
            [_server_binary(), "--host", "127.0.0.1", "--port", "0", "--database", f"sqlite:{folder}/tables.sqlite"],
            stdout=subprocess.PIPE,
            text=True,
        )
        found: list[str] = []

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                if line.startswith("game-server listening on ") and not found:
                    found.append(line.split(" on ", 1)[1].strip())

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            for _ in range(600):
                if found or process.poll() is not None:
                    break
                threading.Event().wait(0.1)
            assert found, "the server did not start"
            yield found[0]
        finally:
            process.kill()
            process.wait(timeout=60)


def test_the_server_lists_every_game(server: str) -> None:
    names = [game["name"] for game in online.games(server)]
    assert names == [game.name for game in GAMES]


@pytest.mark.parametrize("game", GAMES, ids=[game.short_name for game in GAMES])
def test_a_bot_plays_a_seat_against_the_server_s_bots(server: str, game: Any) -> None:
    module = game.module()
    players = max(game.min_players, 3)
    table = online.create_table(server, game.name, players, seed=7, bots={seat: "random" for seat in range(1, players)})
    seat = online.join(server, table, "python")
    assert seat.seat == 0
    final = online.play(seat, module.Bot("random", 3))
    assert final["status"] == "over"
    assert final["scores"]["is_final"] is True
    assert len(final["scores"]["seats"]) == players
    assert online.table(server, table)["status"] == "over"


def test_a_function_of_the_view_plays_and_sees_the_engine_s_views(server: str) -> None:
    from herr_der_ziegen import le_baron

    table = online.create_table(server, "le-baron", 3, seed=11, bots={"1": "random", "2": "greedy"})
    seat = online.join(server, table, "<b>agent</b>")
    offline = le_baron.Game(3, seed=11)
    seen: list[dict[str, Any]] = []
    decisions = 0

    def agent(view: le_baron.PlayerView) -> int:
        nonlocal decisions
        assert isinstance(view, le_baron.PlayerView)
        assert view.seat == 0
        decisions += 1
        return view.legal_moves()[-1].action_id

    final = online.play(seat, agent, on_state=seen.append)
    # The first state is the seeded deal of Game(3, seed=11), from seat 0.
    assert seen[0]["turn"] == 0
    assert seen[0]["view"] == json.loads(offline.view(0).to_json())
    assert seen[0]["seats"][0] == {"seat": 0, "kind": "player", "name": "<b>agent</b>"}
    assert decisions > 0
    assert final["status"] == "over"
    assert [state["turn"] for state in seen] == sorted(state["turn"] for state in seen)
    # The log repeats every state's events at its turn, the seat's and a spectator's alike.
    seat_log = online.log(server, table, token=seat.token)
    assert (seat_log["table"], seat_log["seat"], seat_log["turn"]) == (table, 0, final["turn"])
    assert [move["turn"] for move in seat_log["moves"]] == list(range(1, final["turn"] + 1))
    for state in seen[1:]:
        logged = seat_log["moves"][state["turn"] - 1]
        assert (logged["events"], logged["view"]) == (state["events"], state["view"])
    watched = online.log(server, table)
    assert (watched["seat"], watched["turn"]) == (None, final["turn"])
    tail = online.log(server, table, token=seat.token, after=final["turn"] - 2)
    assert tail["moves"] == seat_log["moves"][-2:] and tail["turn"] == final["turn"]
    assert online.log(server, table, after=2**32 - 1)["moves"] == []
    with pytest.raises(ValueError):
        online.log(server, table, after=-1)
    with pytest.raises(TypeError):
        online.log(server, table, after=True)
    with pytest.raises(online.ServerError) as stranger:
        online.log(server, table, token="0" * 64)
    assert (stranger.value.status, stranger.value.code) == (403, "invalid_token")
    with pytest.raises(TypeError):
        online.log(server, table, token=7)  # type: ignore[arg-type]


def test_refusals_are_server_errors(server: str) -> None:
    with pytest.raises(online.ServerError) as bad_game:
        online.create_table(server, "chess", 2)
    assert (bad_game.value.status, bad_game.value.code) == (400, "invalid_argument")
    with pytest.raises(online.ServerError) as bad_count:
        online.create_table(server, "le-baron", 11)
    assert bad_count.value.code == "setup"
    assert bad_count.value.reason
    table = online.create_table(server, "herr-der-ziegen", 2, bots={"1": "random"})
    online.join(server, table, "first")
    with pytest.raises(online.ServerError) as full:
        online.join(server, table, "second")
    assert (full.value.status, full.value.code) == (409, "table_full")
    with pytest.raises(online.ServerError) as unknown:
        online.table(server, "000000000000000000000000")
    assert (unknown.value.status, unknown.value.code) == (404, "unknown_table")


def test_an_illegal_move_of_the_agent_is_refused_and_a_bad_token_too(server: str) -> None:
    table = online.create_table(server, "ziegen-kriegen", 3, seed=2, bots={"1": "random", "2": "random"})
    seat = online.join(server, table, "clumsy")

    def clumsy(view: Any) -> int:
        legal = {move.action_id for move in view.legal_moves()}
        return next(action for action in range(100_000) if action not in legal)

    with pytest.raises(online.ServerError) as refused:
        online.play(seat, clumsy)
    assert refused.value.code in ("illegal_move", "unknown_action")
    assert online.table(server, table)["turn"] >= 0
    stolen = online.Seat(server=server, table=table, seat=0, token="0" * 64)
    with pytest.raises(online.ServerError) as forbidden:
        online.play(stolen, clumsy)
    assert (forbidden.value.status, forbidden.value.code) == (403, "invalid_token")


def test_a_seat_is_left_while_the_table_waits_and_the_last_one_closes_it(server: str) -> None:
    table = online.create_table(server, "ziegen-kriegen", 4, bots={3: "random"})
    ann = online.join(server, table, "Ann")
    bo = online.join(server, table, "Bo")
    assert online.leave(bo) is False
    seats = online.table(server, table)["seats"]
    assert seats[1] == {"seat": 1, "kind": "free", "name": None}
    with pytest.raises(online.ServerError) as gone:
        online.leave(bo)
    assert (gone.value.status, gone.value.code) == (403, "invalid_token")
    assert online.leave(ann) is True
    with pytest.raises(online.ServerError) as closed:
        online.table(server, table)
    assert closed.value.code == "unknown_table"
    started = online.create_table(server, "le-baron", 2, bots={1: "random"})
    with pytest.raises(online.ServerError) as playing:
        online.leave(online.join(server, started, "Cy"))
    assert (playing.value.status, playing.value.code) == (409, "table_started")
    with pytest.raises(TypeError):
        online.leave(table)  # type: ignore[arg-type]
