// The Save and Load buttons: the game in play downloaded as a file (saves.js writes it), and a file
// chosen loaded into play, its moves played again to know who made each and to write the log; a
// corrupt or foreign file is refused and the game in play kept.

import { cancelBot } from "./bots.js";
import { h, plural } from "./dom.js";
import { describeEvents, withDrawingContext } from "./log.js";
import { engine, info } from "./package.js";
import { elements, humanSeat, page, setMessage, variantsOf } from "./page.js";
import { useGame } from "./play.js";
import { readSave, savedGame } from "./saves.js";
import { fitBots } from "./settings-form.js";
import { variantOptions } from "./settings.js";

/** @typedef {import("./page.js").LogEntry} LogEntry */

/** Saves the game as a file: its replay document (seed, options, every move), or its state when it has no seed. */
export function save() {
  const { name, text } = savedGame(engine, page.game, page.settings);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Loads the saved game in `file`; a corrupt or foreign file is refused and the game in play kept.
 * @param {File} file
 */
export async function load(file) {
  const text = await file.text();
  const read = readSave(engine, text, info());
  if (read.problem !== undefined) {
    setMessage(`The file "${file.name}" was refused: ${read.problem}. The current game is kept.`);
    return;
  }
  cancelBot();
  const game = read.start();
  const players = game.players;
  const seat = humanSeat() < players ? humanSeat() : 0;
  const bots = fitBots(page.settings.bots, players - 1);
  const seed = game.seed === null ? page.settings.seed : String(game.seed);
  // The saved game's variants: from its options, or from its state's for a position.
  const options = variantOptions(
    variantsOf(page.settings.game),
    players,
    game.options ?? /** @type {{ options?: Record<string, unknown> }} */ (game.toJSON()).options,
  );
  const settings = { ...page.settings, players, seat, bots, seed, options };
  page.settings = settings;
  // Play the saved moves again, to know who made each and to write the log.
  /** @type {number[]} */
  const movers = [];
  /** @type {LogEntry[]} */
  const log = [{ ply: 0, text: `Loaded "${file.name}"${game.seed === null ? " (a position)" : `, seed ${seed}`}.` }];
  for (const id of read.moves) {
    const seatToMove = /** @type {number} */ (game.currentPlayer);
    game.apply(id);
    const events = game.eventsFor(seat);
    movers.push(seatToMove);
    log.push(...withDrawingContext(game, false, (ctx) => describeEvents(events, ctx, movers.length)));
  }
  setMessage(`Loaded "${file.name}": ${plural(movers.length, "move", "moves")}.`, "info");
  useGame(settings, game, read.start, movers, log);
  /** @type {HTMLElement | null} */ (elements.table.querySelector("[data-action]"))?.focus({ preventScroll: true });
}
