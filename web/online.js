// Playing online: a table of the game server (docs/online.md), through the npm package's client
// (GameServer for its HTTP API, TableConnection for the table's socket). The page opens a table
// from its address (`?table=ID`, an invitation `?table=ID&seat=N`, a spectator's `?table=ID&watch`),
// keeps each table's seat token in localStorage (a reload resumes the seat), shows the waiting
// room until every seat is taken, then draws the table with the game's own drawing from what the
// server sent: your seat's view document (a spectator's view for a spectator, never a hand), your
// legal actions, the events of each move for the log, and the final scores. Names are players'
// own words: always written as text.

import { h, seatToken } from "./dom.js";
import { DRAWINGS } from "./games/index.js";
import { drawHint, hintOnlineFrom } from "./hint.js";
import { appendLog, describeEvents, insertLog } from "./log.js";
import { GAMES, engine } from "./package.js";
import { elements, page, setMessage, setStatus } from "./page.js";
import { drawHowToPlay, ensureEveryMove } from "./render.js";
import { drawScores, winnerWords } from "./scores.js";

/** @typedef {import("herr-der-ziegen").OnlineState} OnlineState */
/** @typedef {import("herr-der-ziegen").OnlineSeat} OnlineSeat */
/** @typedef {import("herr-der-ziegen").OnlineTable} OnlineTable */
/** @typedef {import("herr-der-ziegen").TableConnection} TableConnection */
/** @typedef {import("./page.js").LogEntry} LogEntry */
/** @typedef {import("./games/seats.js").SeatNames} SeatNames */
/** @typedef {import("./games/seats.js").DrawingContext} DrawingContext */

/** The game server of the page's own origin (it serves the page when it plays online). */
export const server = new engine.GameServer(location.origin);

/** The online table the page shows: its connection, the last state, the move whose events are logged. */
export const online = {
  /** @type {TableConnection | null} */
  connection: null,
  /** @type {OnlineState | null} */
  state: null,
  /** The table counter whose events the log holds (-1 before the first state). */
  loggedTurn: -1,
  /**
   * The table counter of the state your last move was sent from, until the server answers (a new
   * state or a refusal): a second click on the same table (a double click) is not sent, as the
   * server would refuse it as made at a turn gone by.
   */
  sentTurn: -1,
};

// The Hint button at this table: your seat's decision, asked from the view the server sent it.
hintOnlineFrom(() => {
  const state = online.state;
  if (state === null || state.seat === null || state.status !== "playing") return null;
  const seat = state.seat;
  return {
    ply: state.turn,
    askable: state.legalActions.length > 0,
    request: () => ({ game: state.game, view: state.view, seed: String(state.turn * 16 + seat) }),
  };
});

/** The element the online part draws in (index.html). */
export const onlinePanel = /** @type {HTMLElement} */ (document.getElementById("online-body"));

// ---------------------------------------------------------------------------------------------
// Addresses and tokens

/**
 * The page's address opening `table`: as seat `seat` (an invitation), as a spectator (`watch`), or plain.
 * @param {string} table
 * @param {{ seat?: number, watch?: boolean }} [how]
 */
export function tableAddress(table, how = {}) {
  const address = new URL(location.pathname, location.origin);
  address.searchParams.set("table", table);
  if (how.seat !== undefined) address.searchParams.set("seat", String(how.seat));
  if (how.watch) address.searchParams.set("watch", "");
  return address.href;
}

/** @param {string} table */
const tokenKey = (table) => `online-seat:${table}`;

/**
 * The seat and token this browser holds at `table`, or `null`.
 * @param {string} table
 * @returns {{ seat: number, token: string } | null}
 */
export function heldSeat(table) {
  try {
    const held = JSON.parse(localStorage.getItem(tokenKey(table)) ?? "null");
    return typeof held?.token === "string" && Number.isInteger(held?.seat) ? held : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the seat and token of `table` (a reload resumes the seat).
 * @param {string} table
 * @param {{ seat: number, token: string }} held
 */
export function keepSeat(table, held) {
  localStorage.setItem(tokenKey(table), JSON.stringify({ seat: held.seat, token: held.token }));
}

/**
 * Forgets the seat this browser held at `table`.
 * @param {string} table
 */
const forgetSeat = (table) => localStorage.removeItem(tokenKey(table));

/** The name this browser last played under. */
export const savedName = () => localStorage.getItem("online-name") ?? "";

/** @param {string} name */
export const keepName = (name) => localStorage.setItem("online-name", name);

// ---------------------------------------------------------------------------------------------
// Names

/**
 * The title of game `name`.
 * @param {string} name
 */
export const gameTitle = (name) => GAMES.find((g) => g.name === name)?.title ?? name;

/**
 * A seat as the lobby and the waiting room write it: the player's name, the bot, or a free seat.
 * @param {OnlineSeat} seat
 */
export const seatWords = (seat) =>
  seat.kind === "free" ? "free seat" : seat.kind === "bot" ? `bot (${seat.name})` : /** @type {string} */ (seat.name);

/**
 * How the online table names its seats: you, the players by their names (with the seat number
 * where two players took the same name), bots by seat number.
 * @param {OnlineState} state
 * @returns {SeatNames}
 */
function seatNames(state) {
  const entry = (/** @type {number} */ seat) => state.seats[seat];
  const player = (/** @type {number} */ seat) => {
    const named = /** @type {string} */ (entry(seat).name);
    const repeated = state.seats.some((other) => other.seat !== seat && other.kind === "player" && other.name === named);
    return repeated ? `${named} (seat ${seat})` : named;
  };
  const name = (/** @type {number} */ seat) =>
    seat === state.seat ? "You" : entry(seat)?.kind === "player" ? player(seat) : `Seat ${seat}`;
  return {
    name,
    possessive: (seat) => (seat === state.seat ? "Your" : `${name(seat)}'s`),
    bot: (seat) => (entry(seat)?.kind === "bot" ? /** @type {string} */ (entry(seat).name) : "player"),
  };
}

// ---------------------------------------------------------------------------------------------
// The table

/** The refusals after which a table's connection closes for good: the table, or the seat, is gone. */
const GONE_FOR_GOOD = ["table_expired", "table_closed", "seat_left"];
/** The refusals after which this browser forgets its seat at the table: it holds it no more. */
const SEAT_FORGOTTEN = [...GONE_FOR_GOOD, "invalid_token", "unknown_table"];

/**
 * Connects to `table` as the seat of `token`, or as a spectator without one, and draws what it is sent.
 * @param {string} table
 * @param {string | null} token
 */
export function connectTable(table, token) {
  online.connection?.close();
  const connection = server.connect(table, { token });
  online.connection = connection;
  online.loggedTurn = -1;
  online.sentTurn = -1;
  connection.addEventListener("state", (event) => receive(event.detail));
  /** Why the table, or this seat at it, is gone for good: said when the connection closes, next. */
  /** @type {import("herr-der-ziegen").ServerError | null} */
  let gone = null;
  connection.addEventListener("refusal", (event) => {
    online.sentTurn = -1;
    if (GONE_FOR_GOOD.includes(event.detail.code)) gone = event.detail;
    else setMessage(`The server refused: ${event.detail.message}.`);
  });
  // A move sent just before the connection dropped may be lost: it may be made again.
  connection.addEventListener("open", () => {
    online.sentTurn = -1;
    setMessage(null);
  });
  connection.addEventListener("close", (event) => {
    if (connection !== online.connection) return;
    if (!event.detail.final) {
      setMessage("The connection to the table dropped: reconnecting…", "note");
      return;
    }
    // No more tries: the note that it reconnects would say otherwise.
    setMessage(null);
    const refusal = event.detail.refusal ?? gone;
    const code = refusal?.code;
    // A seat this browser no longer holds, or a table that is no more: forgotten, so that the
    // table's address offers to join or watch again.
    if (code !== undefined && SEAT_FORGOTTEN.includes(code)) forgetSeat(table);
    const retake = "Reload the page to watch the table or take a free seat.";
    const words =
      code === "invalid_token"
        ? `The seat this browser held at this table is no longer its. ${retake}`
        : code === "seat_left"
          ? `This seat was given up (in another window or by a program holding its token). ${retake}`
          : refusal !== null
            ? online.state === null
              ? `This table cannot be opened: ${refusal.message}.`
              : `${refusal.message[0].toUpperCase()}${refusal.message.slice(1)}.`
            : online.state === null
              ? `The table could not be reached: it may have expired${token === null ? "" : ", or this seat is no longer yours"}. Reload the page to try again.`
              : "The connection to the table is closed: the table may have expired. Reload the page to try again.";
    setStatus("error", words);
    if (online.state === null || refusal !== null) {
      onlinePanel.replaceChildren(h("p", null, h("a", { href: location.pathname }, "Back to the lobby")));
    }
  });
}

/**
 * A state from the server: logged (the events of a move not logged yet) and drawn.
 * @param {OnlineState} state
 */
function receive(state) {
  const first = online.state === null;
  online.state = state;
  online.sentTurn = -1;
  if (first) {
    drawHowToPlay(state.game);
    elements.log.replaceChildren();
    const who = state.seat === null ? "Watching" : `Seat ${state.seat}`;
    appendLog([{ ply: 0, text: `${who} at an online table of ${gameTitle(state.game)}, move ${state.turn}.` }]);
  }
  const entries = state.turn !== online.loggedTurn && state.events.length > 0 ? logEntries(state) : [];
  // The moves before this page connected (a reload, a link opened mid-game) or made while its
  // connection was down are not sent again: the log asks the server for them.
  const missing = first ? 1 : online.loggedTurn + 1;
  if (state.turn > missing) void fillLog(/** @type {TableConnection} */ (online.connection), missing, state.turn - 1);
  online.loggedTurn = state.turn;
  drawOnline();
  appendLog(entries);
}

/**
 * Puts the events of moves `from` to `to` in the log where they belong, asked of the server (its
 * table's log: each move's events and view as this seat saw them); if it cannot answer, a note
 * says they are missing.
 * @param {TableConnection} connection
 * @param {number} from
 * @param {number} to
 */
async function fillLog(connection, from, to) {
  /** @type {LogEntry[]} */
  let entries;
  try {
    const log = await server.log(connection.table, { token: connection.token, after: from - 1 });
    const state = online.state;
    if (connection !== online.connection || state === null) return;
    const moves = log.moves.filter((move) => move.turn <= to);
    // Each move in the words of the table as it then was: its view after the move.
    entries = withOnlineContext(state, (ctx, words) =>
      moves.flatMap((move) => describeEvents(move.events, { ...ctx, view: move.view }, move.turn, words)),
    );
  } catch {
    if (connection !== online.connection) return;
    entries = [{ ply: to, text: `Moves ${from} to ${to} could not be fetched from the server.` }];
  }
  insertLog(entries, to);
}

/**
 * The log entries of the events of the state's move, as its seat may know them.
 * @param {OnlineState} state
 */
function logEntries(state) {
  return withOnlineContext(state, (ctx, words) => describeEvents(state.events, ctx, state.turn, words));
}

/**
 * `use(ctx, words)` with the drawing context of `state` (the seat's view loaded by the package,
 * freed after) and the game's drawing.
 * @template T
 * @param {OnlineState} state
 * @param {(ctx: DrawingContext, words: import("./games/index.js").Drawing) => T} use
 * @returns {T}
 */
function withOnlineContext(state, use) {
  const seatView = /** @type {NonNullable<ReturnType<TableConnection["view"]>>} */ (
    /** @type {TableConnection} */ (online.connection).view()
  );
  try {
    const legal = new Set(state.legalActions);
    const moves = state.seat === null ? [] : seatView.legalMoves().filter((move) => legal.has(move.actionId));
    const toMove = state.status === "playing" ? seatView.currentPlayer : null;
    const thinking = toMove !== null && state.seats[toMove]?.kind === "bot" ? toMove : null;
    const ctx = /** @type {DrawingContext} */ ({
      view: state.view,
      seatView,
      seat: state.seat,
      moves,
      toMove,
      thinking,
      names: seatNames(state),
    });
    return use(ctx, DRAWINGS[state.game]);
  } finally {
    seatView.free();
  }
}

/** Draws the online table from the last state: the waiting room, or the table and its status line. */
export function drawOnline() {
  const state = online.state;
  if (state === null) return;
  drawWaitingRoom(state);
  elements.status.dataset.moves = String(state.turn);
  if (state.status === "waiting") {
    elements.table.replaceChildren(
      h(
        "p",
        { class: "waiting-note" },
        "The game starts when every seat is taken: send the invitations above to the players.",
      ),
    );
    drawScores(null);
    setStatus("online-waiting", "Waiting for players to join the table.");
    return;
  }
  const focusWasOnTable = elements.table.contains(document.activeElement) || document.activeElement === document.body;
  const { table, prompt, names, toMove } = withOnlineContext(state, (ctx, words) => {
    const drawn = words.drawTable(ctx);
    ensureEveryMove(drawn, ctx.moves);
    return { table: drawn, prompt: ctx.moves.length > 0 ? words.prompt(ctx) : null, names: ctx.names, toMove: ctx.toMove };
  });
  elements.table.replaceChildren(table);
  const reader = { words: DRAWINGS[state.game], seat: state.seat, names };
  drawScores(state.scores, reader);
  if (state.status === "over" && state.scores !== null) {
    const mine = state.seat === null ? "" : ` Your total: ${state.scores.seats[state.seat].total}.`;
    setStatus("over", `Game over: ${winnerWords(state.scores, reader)}.${mine}`);
  } else if (prompt !== null) {
    setStatus("your-turn", prompt);
  } else {
    const who = toMove === null ? "Nobody" : names.name(toMove);
    setStatus(state.seat === null ? "watching" : "waiting", `${who} is to move.`);
  }
  drawHint();
  if (prompt !== null && focusWasOnTable) {
    /** @type {HTMLElement | null} */ (table.querySelector("[data-action]"))?.focus({ preventScroll: true });
  }
}

/**
 * Your move `actionId` at the online table (from a click or a key), sent with the state's move
 * counter, once per state; the server answers with the new state or a refusal.
 * @param {number} actionId
 */
export function onlineMove(actionId) {
  const state = online.state;
  if (state === null || !state.legalActions.includes(actionId) || online.connection === null) return;
  if (online.sentTurn === state.turn) return;
  setMessage(null);
  try {
    online.connection.move(actionId);
    online.sentTurn = state.turn;
  } catch (error) {
    setMessage(`The move was not sent: ${error instanceof Error ? error.message : error}.`);
  }
}

// ---------------------------------------------------------------------------------------------
// The waiting room: who sits where, the invitations, the spectator link

/**
 * The table's seats, the invitation of every free seat and the spectator's link, in the online panel.
 * @param {OnlineState} state
 */
function drawWaitingRoom(state) {
  const free = state.seats.filter((seat) => seat.kind === "free");
  onlinePanel.replaceChildren(
    h(
      "div",
      { class: "waiting-room", "data-testid": "waiting-room", "data-status": state.status },
      h(
        "p",
        null,
        `${gameTitle(state.game)}, ${state.seats.length} seats: `,
        state.status === "waiting" ? "waiting for players." : state.status === "playing" ? "playing." : "over.",
        state.seat === null ? " You are watching." : ` You sit at seat ${state.seat}.`,
      ),
      h(
        "ul",
        { class: "online-seats", "aria-label": "The seats" },
        state.seats.map((seat) =>
          h(
            "li",
            { "data-seat": seat.seat, "data-kind": seat.kind, class: seat.seat === state.seat ? "mine" : null },
            seatToken(seat.seat, String(seat.seat)),
            h("span", { class: "seat-name" }, seatWords(seat)),
            seat.seat === state.seat ? h("span", { class: "badge" }, "you") : null,
          ),
        ),
      ),
      free.length === 0
        ? null
        : h(
            "div",
            { class: "invitations" },
            h("p", null, "Invitations (send one to each player):"),
            h(
              "ul",
              null,
              free.map((seat) => {
                const address = tableAddress(state.table, { seat: seat.seat });
                return h(
                  "li",
                  null,
                  `Seat ${seat.seat}: `,
                  h("a", { href: address, "data-testid": "invite-link", "data-seat": seat.seat }, address),
                );
              }),
            ),
          ),
      h(
        "p",
        null,
        "To watch: ",
        h("a", { href: tableAddress(state.table, { watch: true }), "data-testid": "spectator-link" }, "the spectator's link"),
      ),
      h(
        "p",
        null,
        // Before the game starts, your seat is given up (the table closes if you were its last
        // player); after, the table plays on without this page.
        state.status === "waiting" && state.seat !== null
          ? h("button", { type: "button", class: "link", "data-testid": "leave-table", onclick: () => void leaveTable(state.table) }, "Give up your seat and leave the table")
          : h("a", { href: location.pathname }, "Back to the lobby"),
      ),
    ),
  );
}

/**
 * Gives up this browser's seat at `table` before its game starts, and goes back to the lobby.
 * @param {string} table
 */
async function leaveTable(table) {
  const held = heldSeat(table);
  if (held === null) return;
  try {
    await server.leave(table, { token: held.token });
  } catch (error) {
    // A seat the table no longer has is left already; anything else leaves it taken.
    if (!(error instanceof engine.ServerError && error.code === "invalid_token")) {
      setMessage(`The seat could not be given up: ${error instanceof Error ? error.message : String(error)}.`);
      return;
    }
  }
  forgetSeat(table);
  online.connection?.close();
  location.href = location.pathname;
}
