"""Play at a game server's table from Python: take a seat at a ``game-server`` (docs/online.md)
and play it with a bot or any function of the view, so an agent plays people in their browsers.

The HTTP calls use the standard library; playing needs the ``online`` extra (the
``websockets`` package): ``pip install "herr_der_ziegen[online]"``.

>>> from herr_der_ziegen import online                                   # doctest: +SKIP
>>> from herr_der_ziegen.le_baron import Bot                             # doctest: +SKIP
>>> server = "http://127.0.0.1:8080"                                     # doctest: +SKIP
>>> table = online.create_table(server, "le-baron", 3, bots={"2": "greedy"})  # doctest: +SKIP
>>> seat = online.join(server, table, "my agent")                       # doctest: +SKIP
>>> final = online.play(seat, Bot("ismcts", 1))                         # doctest: +SKIP
>>> final["scores"]["winners"]                                          # doctest: +SKIP

The agent receives the seat's view as the game's own ``PlayerView`` (loaded from the view
document the server sends, with ``PlayerView.from_json``), only when the seat decides, and
returns a move or its action id; a bot (anything with ``choose(view)``) is an agent too.
"""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, Union

from ._games import find

__all__ = [
    "Agent",
    "Seat",
    "ServerError",
    "create_table",
    "games",
    "join",
    "leave",
    "lobby",
    "log",
    "play",
    "play_async",
    "table",
]

_TIMEOUT = 30.0
"""Seconds an HTTP request may take."""


class ServerError(Exception):
    """The server refused a request or a move: the HTTP status (0 over the socket), the refusal's
    ``code`` (``table_full``, ``illegal_move``, ...), the engine's precise ``reason`` and its
    ``message``."""

    def __init__(self, status: int, code: str, reason: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.status = status
        self.code = code
        self.reason = reason
        self.message = message


@dataclass(frozen=True)
class Seat:
    """A seat taken at a table: where, which, and the token that plays it (keep it secret;
    playing again with it resumes the seat)."""

    server: str
    """The server's address, ``http://host:port``."""
    table: str
    """The table's id."""
    seat: int
    """The seat's number."""
    token: str
    """The seat's token."""


class _Chooser(Protocol):
    """A bot: anything that chooses a move from a view."""

    def choose(self, view: Any) -> Any: ...


Agent = Union[_Chooser, Callable[[Any], Any]]
"""What plays a seat: a bot (``choose(view)``) or a function of the view, returning a move (with
``action_id``) or an action id."""


def _request(server: str, method: str, path: str, body: Mapping[str, Any] | None = None) -> Any:
    """Sends a request to the API and returns its JSON answer; a refusal raises
    :class:`ServerError`."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        server.rstrip("/") + path,
        data=data,
        method=method,
        headers={"content-type": "application/json"} if data is not None else {},
    )
    try:
        with urllib.request.urlopen(request, timeout=_TIMEOUT) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        try:
            refusal = json.loads(error.read())
        except ValueError:
            refusal = {}
        raise ServerError(
            error.code,
            str(refusal.get("code", "http_error")),
            str(refusal.get("reason", refusal.get("code", "http_error"))),
            str(refusal.get("message", error.reason)),
        ) from None


def games(server: str) -> list[dict[str, Any]]:
    """The games the server plays: name, title, player counts, default options, bot names."""
    answer: list[dict[str, Any]] = _request(server, "GET", "/api/games")
    return answer


def create_table(
    server: str,
    game: str,
    players: int,
    *,
    options: Mapping[str, Any] | None = None,
    seed: int | None = None,
    bots: Mapping[str | int, str] | None = None,
) -> str:
    """Creates a table and returns its id. ``options`` are laid over the game's defaults, a
    ``seed`` deals the same game as ``Game(players, seed, **options)``, and ``bots`` puts the
    server's bots in seats (``{2: "greedy"}``).

    Raises :class:`ServerError` (status 400, with the engine's reason) for a game, player count,
    options or bot name the engine refuses."""
    body: dict[str, Any] = {"game": game, "players": players}
    if options is not None:
        body["options"] = dict(options)
    if seed is not None:
        body["seed"] = str(seed)
    if bots is not None:
        body["bots"] = {str(seat): name for seat, name in bots.items()}
    answer: dict[str, Any] = _request(server, "POST", "/api/tables", body)
    return str(answer["table"])


def join(server: str, table_id: str, name: str, *, seat: int | None = None) -> Seat:
    """Takes a seat (the lowest free one unless ``seat`` is given) at table ``table_id``.

    Raises :class:`ServerError`: 409 ``seat_taken`` or ``table_full``, 404 ``unknown_table``,
    400 ``invalid_name``."""
    body: dict[str, Any] = {"name": name}
    if seat is not None:
        body["seat"] = seat
    answer = _request(server, "POST", f"/api/tables/{urllib.parse.quote(table_id)}/join", body)
    return Seat(server=server, table=table_id, seat=int(answer["seat"]), token=str(answer["token"]))


def leave(seat: Seat) -> bool:
    """Leaves the table before its game starts: the seat is free again, and its token no longer
    plays it. Returns whether the table closed with it (no other person sat there: it is
    deleted, and its connections are told ``table_closed``).

    Raises :class:`ServerError`: 409 ``table_started`` once the game has started, 403
    ``invalid_token``, 404 ``unknown_table``."""
    if not isinstance(seat, Seat):
        raise TypeError(f"leave takes the Seat that join returned, not {type(seat).__name__}")
    path = f"/api/tables/{urllib.parse.quote(seat.table)}/leave"
    answer: dict[str, Any] = _request(seat.server, "POST", path, {"token": seat.token})
    return bool(answer["closed"])


def table(server: str, table_id: str) -> dict[str, Any]:
    """A table: game, players, options, seats, status (``waiting``, ``playing``, ``over``) and
    turn (the moves played so far)."""
    answer: dict[str, Any] = _request(server, "GET", f"/api/tables/{urllib.parse.quote(table_id)}")
    return answer


def lobby(server: str) -> list[dict[str, Any]]:
    """The tables with free seats, newest first."""
    answer: list[dict[str, Any]] = _request(server, "GET", "/api/tables")
    return answer


def log(server: str, table_id: str, *, token: str | None = None, after: int = 0) -> dict[str, Any]:
    """The moves at table ``table_id`` so far as the seat of ``token`` (or, without one, a
    spectator) saw them: ``{"table", "seat", "turn", "moves": [{"turn", "view", "events"},
    ...]}``, moves ``after + 1`` to ``turn`` in order (every move by default), each with the
    events its state carried and the view document after it. For a program that joins late, or
    reconnects, and wants the game from its start or from where it lost track.

    Raises :class:`ServerError`: 403 ``invalid_token``, 404 ``unknown_table``; ``TypeError``
    for a token that is not a string or an ``after`` that is not an int, ``ValueError`` for an
    ``after`` outside 0 to 2**32 - 1."""
    if token is not None and not isinstance(token, str):
        raise TypeError(f"token is a str or None, not {type(token).__name__}")
    if isinstance(after, bool) or not isinstance(after, int):
        raise TypeError(f"after is an int, not {type(after).__name__}")
    if not 0 <= after < 2**32:
        raise ValueError(f"after is a number of moves from 0 to 2**32 - 1, not {after}")
    path = f"/api/tables/{urllib.parse.quote(table_id)}/log"
    query = {**({"token": token} if token is not None else {}), **({"after": str(after)} if after else {})}
    if query:
        path += "?" + urllib.parse.urlencode(query)
    answer: dict[str, Any] = _request(server, "GET", path)
    return answer


def _action_id(choice: Any) -> int:
    """The action id of an agent's choice: a move or an id."""
    if isinstance(choice, int):
        return choice
    action_id = getattr(choice, "action_id", None)
    if not isinstance(action_id, int):
        raise TypeError(f"an agent returns a move or an action id, not {choice!r}")
    return action_id


def _choose(agent: Agent, view: Any) -> int:
    """The agent's action id for ``view``."""
    choose = getattr(agent, "choose", None)
    if callable(choose):
        return _action_id(choose(view))
    if callable(agent):
        return _action_id(agent(view))
    raise TypeError(f"an agent is a bot or a function of the view, not {agent!r}")


async def play_async(
    seat: Seat,
    agent: Agent,
    *,
    on_state: Callable[[dict[str, Any]], None] | None = None,
    reconnects: int = 5,
) -> dict[str, Any]:
    """Plays ``seat`` with ``agent`` until the game is over and returns the last state message
    (its ``scores`` hold the final scores). ``on_state`` sees every state message. A dropped
    connection is opened again with the seat's token (at most ``reconnects`` times in a row),
    which resumes the seat.

    Raises :class:`ServerError` when the server refuses one of the agent's moves (an illegal
    one), the table expires (``table_expired``) or closes (``table_closed``), the seat is given
    up through its token elsewhere (``seat_left``), or the token is refused."""
    try:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidStatus
    except ImportError as error:  # pragma: no cover - the extra is missing
        raise ImportError('playing online needs the "online" extra: pip install "herr_der_ziegen[online]"') from error
    base = seat.server.rstrip("/")
    scheme, _, rest = base.partition("://")
    url = f"{'wss' if scheme == 'https' else 'ws'}://{rest}/api/tables/{urllib.parse.quote(seat.table)}/socket"
    url += "?" + urllib.parse.urlencode({"token": seat.token})
    failures = 0
    while True:
        try:
            async with connect(url, open_timeout=_TIMEOUT) as socket:
                async for text in socket:
                    failures = 0
                    message: dict[str, Any] = json.loads(text)
                    if message.get("type") == "error":
                        if message.get("code") == "stale_turn":
                            continue  # The table moved on; its new state is on the way.
                        raise ServerError(
                            0, str(message["code"]), str(message.get("reason", "")), str(message.get("message", ""))
                        )
                    if on_state is not None:
                        on_state(message)
                    if message.get("status") == "over":
                        return message
                    if message.get("legalActions"):
                        view_class = find(str(message["game"])).module().PlayerView
                        view = view_class.from_json(json.dumps(message["view"]))
                        action = _choose(agent, view)
                        await socket.send(json.dumps({"type": "move", "actionId": action, "turn": message["turn"]}))
            # The server closed the connection before the end: open it again.
            failures += 1
            if failures > reconnects:
                raise ServerError(0, "closed", "closed", "the server closed the connection before the end of the game")
        except InvalidStatus as error:
            response = error.response
            try:
                refusal = json.loads(response.body or b"{}")
            except ValueError:
                refusal = {}
            raise ServerError(
                response.status_code,
                str(refusal.get("code", "http_error")),
                str(refusal.get("reason", "")),
                str(refusal.get("message", "")),
            ) from None
        except (ConnectionClosed, OSError):
            failures += 1
            if failures > reconnects:
                raise
            await asyncio.sleep(min(5.0, 0.2 * 2**failures))


def play(
    seat: Seat,
    agent: Agent,
    *,
    on_state: Callable[[dict[str, Any]], None] | None = None,
    reconnects: int = 5,
) -> dict[str, Any]:
    """:func:`play_async` for code without an event loop: plays the seat to the end and returns
    the last state message."""
    return asyncio.run(play_async(seat, agent, on_state=on_state, reconnects=reconnects))
