// The game server's client (docs/online.md): `GameServer` for its HTTP API (the games, the
// lobby, creating and joining tables) and `TableConnection` for a table's WebSocket, as a seat
// (with its token) or a spectator. What the server sends is made into the package's own objects:
// the view loads as a `PlayerView` or `SpectatorView`, events and scores read as `apply` and
// `scores()` return them. A dropped connection reconnects by itself and resumes the seat.

import { typeName, wholeNumberShown } from "./arguments.js";
import { camelKeys, jsonText } from "./documents.js";
import { HerrDerZiegenError, typeError } from "./errors.js";
import { SpectatorView } from "./spectator.js";
import { PlayerView } from "./view.js";

/** @typedef {import("./index.js").OnlineState} OnlineState */
/** @typedef {import("./index.js").MoveLog} MoveLog */
/** @typedef {import("./index.js").OnlineGame} OnlineGame */
/** @typedef {import("./index.js").OnlineTable} OnlineTable */
/** @typedef {import("./index.js").OnlineSeat} OnlineSeat */
/** @typedef {import("./index.js").CreateTableRequest} CreateTableRequest */
/** @typedef {import("./index.js").ConnectOptions} ConnectOptions */
/** @typedef {import("./index.js").GameServerOptions} GameServerOptions */
/** @typedef {import("./index.js").Scores} Scores */

/** A refusal of the game server: `code` its kind, `reason` the precise reason, `status` the HTTP status (`null` on the socket). */
export class ServerError extends HerrDerZiegenError {
  /**
   * @param {string} message
   * @param {string} code
   * @param {string} reason
   * @param {number | null} status
   */
  constructor(message, code, reason, status) {
    super(message, code);
    /** The precise reason (the engine's error variant where the engine refused). */
    this.reason = reason;
    /** The HTTP status of a refused request; `null` for a refusal on the socket. */
    this.status = status;
  }
}

/**
 * A refusal's body (`{code, reason, message}`) as a `ServerError`.
 * @param {unknown} body
 * @param {number | null} status
 */
function refusalOf(body, status) {
  const fields = /** @type {Record<string, unknown>} */ (body !== null && typeof body === "object" ? body : {});
  const code = typeof fields.code === "string" ? fields.code : "server_error";
  const reason = typeof fields.reason === "string" ? fields.reason : code;
  const message = typeof fields.message === "string" ? fields.message : `the server answered ${status ?? "an error"}`;
  return new ServerError(message, code, reason, status);
}

/**
 * The text of `value` that must be a non-empty string.
 * @param {unknown} value
 * @param {string} what
 */
function textArg(value, what) {
  if (typeof value !== "string" || value === "") {
    throw typeError(`${what} is a non-empty string, not ${typeName(value)}`);
  }
  return value;
}

/** The game server's HTTP API: its games, the lobby, creating and joining tables, connecting to one. */
export class GameServer {
  /** @type {URL} */
  #base;
  /** @type {typeof fetch} */
  #fetch;
  /** @type {typeof WebSocket | undefined} */
  #WebSocket;

  /**
   * The server at `url` (by default the page's own origin).
   * @param {string | URL} [url]
   * @param {GameServerOptions} [options]
   */
  constructor(url, options = {}) {
    const origin = url ?? globalThis.location?.origin;
    if (origin === undefined) throw typeError("new GameServer(url) needs the server's address outside a page");
    if (typeof origin !== "string" && !(origin instanceof URL)) {
      throw typeError(`the server's address is a string or a URL, not ${typeName(origin)}`);
    }
    this.#base = new URL(String(origin));
    if (!this.#base.pathname.endsWith("/")) this.#base.pathname += "/";
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#WebSocket = options.WebSocket ?? globalThis.WebSocket;
  }

  /** The server's address. */
  get url() {
    return this.#base.href;
  }

  /**
   * `path` under the server's address.
   * @param {string} path
   */
  #url(path) {
    return new URL(path, this.#base);
  }

  /**
   * A request to the API and its answer's JSON; a refusal is a `ServerError`.
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  async #request(path, body) {
    const init =
      body === undefined
        ? { method: "GET" }
        : { method: "POST", headers: { "content-type": "application/json" }, body: jsonText(body) };
    const response = await this.#fetch(this.#url(path), init);
    const text = await response.text();
    let answer;
    try {
      answer = text === "" ? null : JSON.parse(text);
    } catch {
      throw new ServerError(`the server answered ${response.status} without JSON`, "server_error", "json", response.status);
    }
    if (!response.ok) throw refusalOf(answer, response.status);
    return answer;
  }

  /**
   * Every game the server plays: name, title, player counts, each count's default options, bot names.
   * @returns {Promise<OnlineGame[]>}
   */
  games() {
    return this.#request("api/games");
  }

  /**
   * The lobby: the tables with free seats, newest first.
   * @returns {Promise<OnlineTable[]>}
   */
  tables() {
    return this.#request("api/tables");
  }

  /**
   * One table: its game, players, options, seats, status and move counter.
   * @param {string} table
   * @returns {Promise<OnlineTable>}
   */
  table(table) {
    return this.#request(`api/tables/${encodeURIComponent(textArg(table, "the table"))}`);
  }

  /**
   * Creates a table: `{ game, players, options?, seed?, bots? }` (bots by seat: `{ 1: "greedy" }`).
   * @param {CreateTableRequest} request
   * @returns {Promise<{ table: string, seats: OnlineSeat[] }>}
   */
  createTable(request) {
    if (request === null || typeof request !== "object") {
      throw typeError(`a table is created from { game, players, ... }, not ${typeName(request)}`);
    }
    // Seeds above 2^53 travel as digits.
    const body = typeof request.seed === "bigint" ? { ...request, seed: String(request.seed) } : request;
    return this.#request("api/tables", body);
  }

  /**
   * Takes seat `seat` (or the lowest free one) at `table` under `name`: the seat and its token,
   * the only way to play it (keep it to reconnect).
   * @param {string} table
   * @param {{ name: string, seat?: number }} seat
   * @returns {Promise<{ seat: number, token: string }>}
   */
  join(table, { name, seat } = /** @type {any} */ ({})) {
    const body = seat === undefined ? { name } : { name, seat };
    return this.#request(`api/tables/${encodeURIComponent(textArg(table, "the table"))}/join`, body);
  }

  /**
   * Leaves `table` before its game starts: the seat of `token` is free again. If no other person
   * sits there, the table closes (it is deleted; its connections are told `table_closed`).
   * @param {string} table
   * @param {{ token: string }} seat
   * @returns {Promise<{ table: string, seat: number, closed: boolean }>}
   */
  leave(table, { token } = /** @type {any} */ ({})) {
    const path = `api/tables/${encodeURIComponent(textArg(table, "the table"))}/leave`;
    return this.#request(path, { token: textArg(token, "the token") });
  }

  /**
   * The moves at `table` so far (after the first `after`, by default every one) as the seat of
   * `token` (or, without one, a spectator) saw them: each move's events and the view after it,
   * what its connection was sent move by move, for a client that connects late (a reload, a
   * reconnect) to show the game from its start.
   * @param {string} table
   * @param {{ token?: string | null, after?: number }} [options]
   * @returns {Promise<MoveLog>}
   */
  log(table, options = {}) {
    if (options === null || typeof options !== "object") {
      throw typeError(`log(table, { token, after }) takes an object, not ${typeName(options)}`);
    }
    const token = options.token ?? null;
    const after = options.after ?? 0;
    if (!Number.isInteger(after) || after < 0 || after > 0xffffffff) {
      throw typeError(`after is a whole number of moves from 0 to 2^32 - 1, not ${wholeNumberShown(after)}`);
    }
    const query = new URLSearchParams();
    if (token !== null) query.set("token", textArg(token, "the token"));
    if (after > 0) query.set("after", String(after));
    const path = `api/tables/${encodeURIComponent(textArg(table, "the table"))}/log`;
    // The events as the socket's states carry them (camelCase keys). A bad argument throws at
    // once, as the other requests' do.
    return this.#request(String(query) === "" ? path : `${path}?${query}`).then((log) =>
      Object.freeze({
        ...log,
        moves: log.moves.map((/** @type {any} */ move) => Object.freeze({ ...move, events: camelKeys(move.events) })),
      }),
    );
  }

  /**
   * Connects to `table`'s socket: as the seat of `token`, or as a spectator without one.
   * @param {string} table
   * @param {ConnectOptions} [options]
   * @returns {TableConnection}
   */
  connect(table, options = {}) {
    const WebSocketClass = this.#WebSocket;
    if (WebSocketClass === undefined) {
      throw typeError("no WebSocket here: give one, new GameServer(url, { WebSocket })");
    }
    const address = this.#url(`api/tables/${encodeURIComponent(textArg(table, "the table"))}/socket`);
    address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
    const token = options.token ?? null;
    if (token !== null) address.searchParams.set("token", textArg(token, "the token"));
    // Why a socket did not open, which the browser does not say: the log answers with the same
    // refusal (an unknown table, a token that is no seat's) or, if the socket would open, with
    // no move (asked for none: nothing is played again). No answer within PROBE_MS counts as
    // none: the socket is tried again.
    const why = () => {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const asked = this.log(table, { token, after: 0xffffffff }).then(
        () => null,
        (error) => (error instanceof ServerError && FINAL_REFUSALS.includes(error.code) ? error : null),
      );
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), PROBE_MS);
      });
      return /** @type {Promise<ServerError | null>} */ (Promise.race([asked, late])).finally(() => clearTimeout(timer));
    };
    return new TableConnection(address.href, table, token, WebSocketClass, options.reconnect ?? true, why);
  }
}

/** The refusals that tell a socket it will never open: no such table, no such seat. */
const FINAL_REFUSALS = ["unknown_table", "invalid_token"];
/** How long the server is given to say why a socket did not open, in milliseconds. */
const PROBE_MS = 10_000;
/** The longest wait between two tries to reconnect, in milliseconds. */
const MAX_BACKOFF = 10_000;
/** How many times a connection that never opened is tried again before it gives up. */
const MAX_FIRST_TRIES = 4;

/**
 * The server's scores document as the package's `Scores` (as `game.scores()` returns them).
 * @param {any} document
 * @returns {Scores}
 */
function scoresOf(document) {
  const seats = document.seats.map((/** @type {any} */ entry) =>
    Object.freeze({ seat: entry.seat, ...camelKeys(entry.breakdown), total: entry.total, winner: entry.winner }),
  );
  return /** @type {Scores} */ (
    Object.freeze({
      game: document.game,
      seats,
      players: seats,
      totals: seats.map((/** @type {{ total: number }} */ s) => s.total),
      winners: document.winners,
      isFinal: document.is_final,
      order: document.order,
      details: {},
    })
  );
}

/**
 * A connection to one table's socket, as a seat or a spectator: an `EventTarget` that dispatches
 * `state` (a `CustomEvent` whose `detail` is the new state), `refusal` (its `detail` a
 * `ServerError`: a move refused, nothing changed), `open` and `close` (its `detail.final`: no
 * other try follows; `detail.refusal`: the server's refusal of a connection that never opened, an
 * unknown table or a token that is no seat's, final at once). It reconnects by itself after a
 * dropped connection (until `close()`), and the server sends the state again.
 */
export class TableConnection extends EventTarget {
  /** @type {WebSocket | null} */
  #socket = null;
  /** @type {OnlineState | null} */
  #state = null;
  #closed = false;
  /** Failed tries since the socket was last open. */
  #tries = 0;
  /** Whether the socket was ever open (a refused first connection is not tried forever). */
  #opened = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  #timer = null;
  /** @type {((state: OnlineState) => void)[]} */
  #waiting = [];

  /** Asks the server why a socket did not open: its refusal for good, or `null`. */
  #why;

  /**
   * @param {string} address
   * @param {string} table
   * @param {string | null} token
   * @param {typeof WebSocket} WebSocketClass
   * @param {boolean} reconnect
   * @param {() => Promise<ServerError | null>} why
   */
  constructor(address, table, token, WebSocketClass, reconnect, why) {
    super();
    this.address = address;
    /** The table's id. */
    this.table = table;
    /** The seat's token, `null` for a spectator. */
    this.token = token;
    this.WebSocket = WebSocketClass;
    this.reconnect = reconnect;
    this.#why = why;
    this.#open();
  }

  /** The last state the server sent, `null` until the first. */
  get state() {
    return this.#state;
  }

  /** Whether the socket is open now. */
  get isOpen() {
    return this.#socket !== null && this.#socket.readyState === 1;
  }

  #open() {
    const socket = new this.WebSocket(this.address);
    this.#socket = socket;
    let opened = false;
    socket.addEventListener("open", () => {
      this.#tries = 0;
      this.#opened = true;
      opened = true;
      this.dispatchEvent(new Event("open"));
    });
    socket.addEventListener("message", (message) => this.#receive(message.data));
    // The close that follows an error says what happened; without a listener, Node's `ws` would
    // throw the error (a refused handshake) out of the program.
    socket.addEventListener("error", () => {});
    socket.addEventListener("close", (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (opened || this.#closed || event.code === 4000) {
        this.#afterClose(event, null);
        return;
      }
      // A try that did not open (the first, or one after a drop): an unknown table (it expired
      // meanwhile) or a token that is no seat's is final at once, the server's refusal saying
      // which (without `reconnect` too); else it is tried again.
      this.#why().then(
        (refusal) => this.#afterClose(event, refusal),
        () => this.#afterClose(event, null),
      );
    });
  }

  /**
   * The socket closed (`event`), refused for good by the server if `refusal`: says so, and
   * opens another unless it is final.
   * @param {CloseEvent} event
   * @param {ServerError | null} refusal
   */
  #afterClose(event, refusal) {
    // 4000: the table expired or closed, or the seat was given up. A connection that never
    // opened is tried a few times only; one that was open, without end.
    const final =
      this.#closed ||
      !this.reconnect ||
      refusal !== null ||
      event.code === 4000 ||
      (!this.#opened && this.#tries >= MAX_FIRST_TRIES);
    this.dispatchEvent(new CustomEvent("close", { detail: { code: event.code, reason: event.reason, final, refusal } }));
    if (!final) {
      const wait = Math.min(MAX_BACKOFF, 250 * 2 ** this.#tries++);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        if (!this.#closed) this.#open();
      }, wait);
    }
  }

  /**
   * One message of the server.
   * @param {unknown} data
   */
  #receive(data) {
    if (typeof data !== "string") return;
    /** @type {any} */
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message?.type === "state") {
      /** @type {OnlineState} */
      const state = Object.freeze({
        table: message.table,
        game: message.game,
        seat: message.seat,
        status: message.status,
        turn: message.turn,
        seats: message.seats,
        view: message.view,
        events: camelKeys(message.events),
        legalActions: message.legalActions,
        scores: message.scores === undefined ? null : scoresOf(message.scores),
      });
      this.#state = state;
      const waiting = this.#waiting;
      this.#waiting = [];
      for (const resolve of waiting) resolve(state);
      this.dispatchEvent(new CustomEvent("state", { detail: state }));
    } else if (message?.type === "error") {
      this.dispatchEvent(new CustomEvent("refusal", { detail: refusalOf(message, null) }));
    }
  }

  /**
   * Plays the move with action id `actionId` for this connection's seat, at the last state's move
   * counter. The new state answers it; a refusal dispatches `refusal` and changes nothing.
   * @param {number} actionId
   */
  move(actionId) {
    if (!Number.isInteger(actionId) || actionId < 0) {
      throw typeError(`an action id is a whole number from 0, not ${typeName(actionId)}`);
    }
    if (this.#state === null || !this.isOpen) {
      throw new ServerError("not connected to the table yet", "not_connected", "not_connected", null);
    }
    /** @type {WebSocket} */ (this.#socket).send(JSON.stringify({ type: "move", actionId, turn: this.#state.turn }));
  }

  /**
   * The next state the server sends.
   * @returns {Promise<OnlineState>}
   */
  nextState() {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /**
   * The view of the last state, loaded by the package: a `PlayerView` for a seat once the game
   * has started, a `SpectatorView` for a spectator and for a seat while its table waits (free it
   * when done); `null` before the first state.
   */
  view() {
    const state = this.#state;
    if (state === null) return null;
    // A seat is sent the spectator's view while its table waits (no hand before the game).
    return state.view.format.endsWith("/spectator-view")
      ? SpectatorView.fromJSON(state.view, state.game)
      : PlayerView.fromJSON(state.view, state.game);
  }

  /** Closes the connection for good (no reconnecting). */
  close() {
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#socket?.close(1000);
  }
}
