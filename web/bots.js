// The bots' Worker (bot-worker.js): started with the page, asked for the move of the bot to decide
// with that seat's view document only, restarted to drop a search no longer wanted. Its answers go
// to the function `startWorker` is given (app.js: play.js's `makeMove`), after the pace set for
// following the bots.

import { botOf, humanSeat, names, page, setStatus } from "./page.js";
import { botSeed } from "./settings.js";

/** The number of the last request made of the Worker. */
let requestCount = 0;

/**
 * What a hint's answer goes to: `hinted(id, estimates)`, or its error's message.
 * @type {(answer: { id: number, estimates?: Estimate[], error?: { message: string } }) => void}
 */
let hinted = () => {};

/**
 * The expert's estimate of one legal move, as the Worker answers a hint.
 * @typedef {{ actionId: number, text: string, value: number | null, visits: number }} Estimate
 */

/** What plays a bot's answer: `play(seat, actionId)`. */
let play = (/** @type {number} */ _seat, /** @type {number} */ _actionId) => {};

/**
 * Starts a new Worker for the bots (after the page loads, or to drop a search no longer wanted);
 * the moves it answers are played by `onAnswer(seat, actionId)`. The Worker imports the package
 * from the address the page's import map gives it (a Worker has no import map of its own).
 * @param {(seat: number, actionId: number) => void} [onAnswer]
 */
export function startWorker(onAnswer) {
  if (onAnswer) play = onAnswer;
  page.worker?.terminate();
  const packageUrl = encodeURIComponent(import.meta.resolve("herr-der-ziegen"));
  const worker = new Worker(new URL(`./bot-worker.js?package=${packageUrl}`, import.meta.url), { type: "module" });
  page.worker = worker;
  page.workerReady = new Promise((resolve, reject) => {
    worker.addEventListener("message", function first(message) {
      if (message.data.ready) resolve();
      else if (message.data.failed) reject(new Error(message.data.failed));
      worker.removeEventListener("message", first);
    });
    worker.addEventListener("error", (event) => reject(new Error(event.message || "the bots' worker failed to start")));
  });
  page.workerReady.catch((error) => setStatus("error", `The bots cannot think: ${error.message}`));
  worker.addEventListener("message", (message) => {
    if (message.data.estimates !== undefined || message.data.id === hintId) hinted(message.data);
    else botAnswered(message.data);
  });
}

/** The number of the hint asked of the Worker, if one was. */
let hintId = -1;

/**
 * What a hint asks about: the game, the view document of your seat (only yours), and the seed of
 * the search.
 * @typedef {{ game: string, view: object, seed: string }} HintRequest
 */

/**
 * Asks the Worker for bot `bot`'s estimate of every legal move of the seat whose view `request`
 * holds, the answer going to `onAnswer`; returns the request's number.
 * @param {import("./settings.js").BotSetting} bot
 * @param {HintRequest} request
 * @param {(answer: { id: number, estimates?: Estimate[], error?: { message: string } }) => void} onAnswer
 */
export function askHint(bot, request, onAnswer) {
  hinted = onAnswer;
  const id = (requestCount += 1);
  hintId = id;
  const started = performance.now();
  page.workerReady?.then(() => {
    if (hintId !== id) return;
    const deadline = performance.timeOrigin + started + (bot.seconds ?? 0) * 1000;
    page.worker?.postMessage({ id, kind: "analyse", ...request, bot, deadline });
  });
  return id;
}

/**
 * Drops the hint being thought about, if any (restarting the Worker, so that the bots' next
 * question does not wait for it).
 * @param {boolean} thinking whether the Worker is still busy with it
 */
export function dropHint(thinking) {
  hintId = -1;
  if (thinking) startWorker();
}

/** Drops the bot move being thought about, if any (its answer will not be played). */
export function cancelBot() {
  if (page.request !== null) {
    page.request = null;
    startWorker();
  }
}

/** Asks the Worker for the move of the bot to decide, if a bot decides now. */
export function scheduleBot() {
  const game = page.game;
  if (page.mode !== "play" || game.isOver || page.request !== null) return;
  const seat = /** @type {number} */ (game.currentPlayer);
  if (seat === humanSeat()) return;
  const id = (requestCount += 1);
  const seatView = game.view(seat);
  const view = seatView.toJSON();
  seatView.free();
  page.request = { id, seat, started: performance.now() };
  const seed = botSeed(page.settings.seed, page.settings.players, seat, page.movers.length);
  page.workerReady?.then(() => {
    if (page.request?.id === id) {
      const bot = botOf(seat);
      const deadline = performance.timeOrigin + page.request.started + (bot.seconds ?? 0) * 1000;
      page.worker?.postMessage({ id, game: page.settings.game, view, bot, seed, deadline });
    }
  });
}

/**
 * Plays the Worker's answer, after the pace set for following the bots.
 * @param {{ id: number, actionId: number, error?: { message: string } }} answer
 */
function botAnswered(answer) {
  const request = page.request;
  if (request === null || answer.id !== request.id) return;
  if (answer.error) {
    page.request = null;
    setStatus("error", `${names.name(request.seat)}'s bot failed: ${answer.error.message}`);
    return;
  }
  // For benchmarks/web_page.mjs: from the request to the answer, the Worker's messages included.
  performance.measure("bot-answer", {
    start: request.started,
    end: performance.now(),
    detail: { seat: request.seat, bot: botOf(request.seat) },
  });
  const wait = Math.max(0, page.settings.pace - (performance.now() - request.started));
  setTimeout(() => {
    if (page.request?.id !== request.id) return;
    page.request = null;
    play(request.seat, answer.actionId);
  }, wait);
}
