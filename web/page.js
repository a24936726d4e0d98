// The page's state and its elements, shared by its modules: the game in play (the engine's Game,
// never drawn: only views of your seat are), its settings, who made each move, the log, the bot
// move being thought about, the replay; the status line and the message line; and how the page
// names seats and bots. Drawing it all anew is `redraw()`, which app.js points at the drawing.

import { DRAWINGS } from "./games/index.js";
import { botWords, opponentSeats } from "./settings.js";

export { botWords };

/** @typedef {import("herr-der-ziegen").Game} Game */
/** @typedef {import("./settings.js").Settings} Settings */
/** @typedef {import("./settings.js").BotSetting} BotSetting */
/** @typedef {import("./games/seats.js").SeatNames} SeatNames */

/** One line of the log: `ply`, the number of moves made when it happened, and its words. */
/** @typedef {{ ply: number, text: string }} LogEntry */

/** The page's elements, by what they are. */
export const elements = {
  status: /** @type {HTMLElement} */ (document.getElementById("status")),
  message: /** @type {HTMLElement} */ (document.getElementById("message")),
  form: /** @type {HTMLFormElement} */ (document.getElementById("settings")),
  table: /** @type {HTMLElement} */ (document.getElementById("table")),
  scores: /** @type {HTMLElement} */ (document.getElementById("scores-area")),
  replayBar: /** @type {HTMLElement} */ (document.getElementById("replay-bar")),
  log: /** @type {HTMLOListElement} */ (document.getElementById("log")),
  howToPlay: /** @type {HTMLDetailsElement} */ (document.getElementById("how-to-play")),
  undo: /** @type {HTMLButtonElement} */ (document.getElementById("undo")),
  hint: /** @type {HTMLButtonElement} */ (document.getElementById("hint")),
  hintLine: /** @type {HTMLElement} */ (document.getElementById("hint-line")),
  save: /** @type {HTMLButtonElement} */ (document.getElementById("save")),
  load: /** @type {HTMLInputElement} */ (document.getElementById("load")),
  replay: /** @type {HTMLButtonElement} */ (document.getElementById("replay")),
};

/**
 * Sets the status line: `state` (a word tests and styles read) and `text`.
 * @param {string} state
 * @param {string} text
 */
export function setStatus(state, text) {
  elements.status.dataset.state = state;
  elements.status.textContent = text;
}

/**
 * Shows `text` in the message line (a refusal, a problem with the address), or hides it.
 * @param {string | null} text
 */
export function setMessage(text, kind = "problem") {
  elements.message.hidden = !text;
  elements.message.textContent = text ?? "";
  elements.message.dataset.kind = kind;
}

/**
 * The page's state.
 * @type {{
 *   settings: Settings,
 *   game: Game,
 *   origin: () => Game,
 *   movers: number[],
 *   log: LogEntry[],
 *   request: { id: number, seat: number, started: number } | null,
 *   worker: Worker | null,
 *   workerReady: Promise<void> | null,
 *   mode: "play" | "replay" | "online",
 *   replay: { game: Game, step: number, moves: number[] } | null,
 * }}
 */
export const page = {
  /** The settings of the game in play (the address holds them); set by the first game dealt. */
  settings: /** @type {any} */ (null),
  /** The engine's game: the full state, never drawn; only views of your seat are. Set likewise. */
  game: /** @type {any} */ (null),
  /** Sets up the game's starting position again (for the step-by-step replay). Set likewise. */
  origin: /** @type {any} */ (null),
  /** The seat that made each move of `game.history()`, in order. */
  movers: [],
  /** The log: `{ ply, text }`, `ply` the number of moves made when it happened. */
  log: [],
  /** The bot move being thought about: `{ id, seat, started }`, or null. */
  request: null,
  /** The Worker the bots think in, and whether it has loaded the engine. */
  worker: null,
  workerReady: null,
  /** `"play"`, `"replay"` while stepping through a finished game, `"online"` at a table of the game server (online.js). */
  mode: "play",
  /** The replay's own game and the number of moves it has made. */
  replay: null,
};

/** The drawing module of the game in play. */
export const drawing = () => DRAWINGS[page.settings.game];

/** Your seat. */
export const humanSeat = () => page.settings.seat;

/**
 * The variants the settings offer for game `name` (its drawing module's).
 * @param {string} name
 */
export const variantsOf = (name) => DRAWINGS[name]?.variants ?? [];

/**
 * The bot of seat `seat`.
 * @param {number} seat
 */
export function botOf(seat) {
  const index = opponentSeats(page.settings.players, humanSeat()).indexOf(seat);
  return page.settings.bots[index];
}

/**
 * How the page names seats: you, and the others by number.
 * @type {SeatNames}
 */
export const names = {
  name: (seat) => (seat === humanSeat() ? "You" : `Seat ${seat}`),
  possessive: (seat) => (seat === humanSeat() ? "Your" : `Seat ${seat}'s`),
  bot: (seat) => botWords(botOf(seat)),
};

/** What draws the page anew from its state (app.js sets it: render.js's `render`). */
let drawer = () => {};

/**
 * Makes `draw` what `redraw()` calls.
 * @param {() => void} draw
 */
export function setDrawer(draw) {
  drawer = draw;
}

/** Draws the table, the status line, the scores and the controls anew from the page's state. */
export const redraw = () => drawer();
