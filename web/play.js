// Playing: the moves (yours from clicks and keys, the bots' from their Worker), each logged in
// words; undo; and a game put in play, new from the settings or loaded from a save.

import { cancelBot, scheduleBot } from "./bots.js";
import { clearHint } from "./hint.js";
import { appendLog, describeEvents, rebuildLog, withDrawingContext } from "./log.js";
import { GAMES, engine } from "./package.js";
import { humanSeat, page, setMessage, variantsOf } from "./page.js";
import { drawHowToPlay, render } from "./render.js";
import { fillForm } from "./settings-form.js";
import { settingsQuery } from "./settings.js";

/** @typedef {import("herr-der-ziegen").Game} Game */
/** @typedef {import("./settings.js").Settings} Settings */
/** @typedef {import("./page.js").LogEntry} LogEntry */

/**
 * Plays action `actionId` for `seat`, logs what happened in words, and draws the table anew.
 * @param {number} seat
 * @param {number} actionId
 */
export function makeMove(seat, actionId) {
  page.game.applyFor(seat, actionId);
  clearHint();
  // What your seat may know of the move (the engine leaves out the cards another seat draws).
  const events = page.game.eventsFor(humanSeat());
  page.movers.push(seat);
  const entries = withDrawingContext(page.game, false, (ctx) => describeEvents(events, ctx, page.movers.length));
  page.log.push(...entries);
  appendLog(entries);
  scheduleBot();
  render();
}

/**
 * Your move `actionId` (from a click or a key), if you may make it now.
 * @param {number} actionId
 */
export function humanMove(actionId) {
  const game = page.game;
  if (page.mode !== "play" || game.currentPlayer !== humanSeat() || !game.isLegal(actionId)) return;
  setMessage(null);
  makeMove(humanSeat(), actionId);
}

/** Takes back your last decision and every bot move after it; the bots then wait for you. */
export function undo() {
  const last = page.movers.lastIndexOf(humanSeat());
  if (last < 0 || page.mode !== "play") return;
  cancelBot();
  clearHint();
  while (page.movers.length > last) {
    page.game.undo();
    page.movers.pop();
  }
  page.log = page.log.filter((entry) => entry.ply <= last);
  setMessage(null);
  rebuildLog();
  render();
}

/**
 * The variants of `settings` other than the defaults, in words (`"; rounds: 4 rounds, ..."`).
 * @param {Settings} settings
 */
function variantWords(settings) {
  const chosen = variantsOf(settings.game).flatMap((variant) => {
    const value = settings.options[variant.option];
    const choice = variant.choices(settings.players).find((c) => c.value === value);
    return choice === undefined ? [] : [`${variant.label.toLowerCase()}: ${choice.text}`];
  });
  return chosen.length === 0 ? "" : `; ${chosen.join("; ")}`;
}

/**
 * Starts the game `settings` describe; a game the engine refuses is not started, and the page says why.
 * @param {Settings} settings
 */
export function newGame(settings) {
  let game;
  try {
    game = new engine.Game(
      /** @type {import("herr-der-ziegen").GameName} */ (settings.game),
      settings.players,
      BigInt(settings.seed),
      settings.options,
    );
  } catch (error) {
    setMessage(`No new game: ${error instanceof Error ? error.message : error}.`);
    return false;
  }
  cancelBot();
  const start = game.replay();
  const title = /** @type {import("herr-der-ziegen").GameInfo} */ (GAMES.find((g) => g.name === settings.game)).title;
  useGame(
    settings,
    game,
    () => engine.Game.fromReplay(start),
    [],
    [{ ply: 0, text: `New game of ${title}, seed ${settings.seed}${variantWords(settings)}.` }],
  );
  return true;
}

/**
 * Makes `game` the game in play, with how to set up its start, its movers and its log.
 * @param {Settings} settings
 * @param {Game} game
 * @param {() => Game} origin
 * @param {number[]} movers
 * @param {LogEntry[]} log
 */
export function useGame(settings, game, origin, movers, log) {
  page.game?.free();
  page.settings = settings;
  page.game = game;
  page.origin = origin;
  page.movers = movers;
  page.log = log;
  page.mode = "play";
  page.replay?.game.free();
  page.replay = null;
  clearHint();
  history.replaceState(null, "", settingsQuery(settings));
  fillForm(settings);
  drawHowToPlay();
  rebuildLog();
  scheduleBot();
  render();
}
