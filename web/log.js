// What your seat sees, for a game's drawing and words: the context a drawing reads (your view
// document, the package's view of your seat, your legal moves), and the log of what happened, in
// the words of the game's module.

import { append, h } from "./dom.js";
import { drawing, elements, humanSeat, names, page } from "./page.js";

/** @typedef {import("herr-der-ziegen").Game} Game */
/** @typedef {import("herr-der-ziegen").GameEvent} GameEvent */
/** @typedef {import("./games/seats.js").DrawingContext} DrawingContext */
/** @typedef {import("./page.js").LogEntry} LogEntry */

/**
 * `use(ctx)` with the context a game's drawing reads (seats.js): your view document, the
 * package's view of your seat for the game's card information (freed once `use` returns), and
 * your legal moves now (none unless `withMoves`).
 * @template T
 * @param {Game} game
 * @param {boolean} withMoves
 * @param {(ctx: DrawingContext) => T} use
 * @returns {T}
 */
export function withDrawingContext(game, withMoves, use) {
  const seatView = game.view(humanSeat());
  try {
    const view = seatView.toJSON();
    const moves = withMoves && game.currentPlayer === humanSeat() ? seatView.legalMoves() : [];
    const thinking = page.request?.seat ?? null;
    return use(/** @type {DrawingContext} */ ({ view, seatView, seat: humanSeat(), moves, toMove: game.currentPlayer, thinking, names }));
  } finally {
    seatView.free();
  }
}

/**
 * The log entries of `events`, the events of a move as your seat may know them
 * (`game.eventsFor(seat)`), made at move number `ply`, in the words of `words` (by default the
 * drawing of the game in play).
 * @param {readonly GameEvent[]} events
 * @param {DrawingContext} ctx
 * @param {number} ply
 * @returns {LogEntry[]}
 */
export function describeEvents(events, ctx, ply, words = drawing()) {
  return events
    .map((event) => words.describeEvent(event, ctx))
    .filter((text) => text !== null)
    .map((text) => ({ ply, text: text[0].toUpperCase() + text.slice(1) }));
}

/** The log written anew (after an undo, a load or a new game). */
export function rebuildLog() {
  elements.log.replaceChildren();
  appendLog(page.log);
}

/**
 * Adds `entries` to the log and keeps its end in sight.
 * @param {readonly LogEntry[]} entries
 */
export function appendLog(entries) {
  append(elements.log, entries.map(logItem));
  elements.log.scrollTop = elements.log.scrollHeight;
}

/**
 * The log's item of `entry`.
 * @param {LogEntry} entry
 */
const logItem = (entry) => h("li", { "data-ply": entry.ply, class: entry.ply === 0 ? "note" : null }, entry.text);

/**
 * Adds `entries`, of moves up to number `upTo`, before the log's entries of later moves (those
 * written while `entries` were being fetched), and keeps the log's end in sight.
 * @param {readonly LogEntry[]} entries
 * @param {number} upTo
 */
export function insertLog(entries, upTo) {
  const later = [...elements.log.children].find((item) => Number(/** @type {HTMLElement} */ (item).dataset.ply) > upTo) ?? null;
  for (const entry of entries) {
    elements.log.insertBefore(logItem(entry), later);
  }
  elements.log.scrollTop = elements.log.scrollHeight;
}

/** In a replay, marks the log entries of the moves shown so far. */
export function highlightReplayLog() {
  const step = page.mode === "replay" ? (page.replay?.step ?? null) : null;
  /** @type {Element | null} */
  let current = null;
  for (const item of elements.log.children) {
    const ply = Number(/** @type {HTMLElement} */ (item).dataset.ply);
    item.classList.toggle("future", step !== null && ply > step);
    item.classList.toggle("current", step !== null && ply === step && step > 0);
    if (step !== null && ply === step) current ??= item;
  }
  current?.scrollIntoView({ block: "nearest" });
}
