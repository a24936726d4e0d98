// The registry: every game the engine plays, in registry order, and the game a name means.

import { typeName, shown } from "./arguments.js";
import { gamesJson } from "./engine.js";
import { SetupError, typeError } from "./errors.js";

/** @typedef {import("./index.js").GameName} GameName */
/** @typedef {import("./index.js").GameInfo} GameInfo */

/**
 * What the engine says of one game (wasm/src/registry.rs): its `GameInfo`, its registry number,
 * its sizes, its bots and its phases.
 * @typedef {GameInfo & {
 *   readonly index: number,
 *   readonly maxLegalMoves: number,
 *   readonly maxEvents: number,
 *   readonly maxGameLength: number,
 *   readonly bots: readonly string[],
 *   readonly phases: readonly string[],
 * }} RegistryEntry
 */

/** @type {readonly RegistryEntry[]} What the engine says of each game, in registry order. */
export const REGISTRY = JSON.parse(gamesJson()).map((/** @type {RegistryEntry} */ entry) => Object.freeze(entry));

/**
 * Every game of the registry, in registry order: its `name` as users write it, its `title`, the
 * fewest and most players, the number of action ids, the length of an observation and the names
 * of its bots (Python's `BOT_NAMES`).
 * @type {readonly GameInfo[]}
 */
export const GAMES = Object.freeze(
  REGISTRY.map(({ name, title, minPlayers, maxPlayers, numActions, observationSize, bots }) =>
    Object.freeze({
      name,
      title,
      minPlayers,
      maxPlayers,
      numActions,
      observationSize,
      botNames: Object.freeze([...bots]),
    }),
  ),
);

/** The games' names, for messages: `"herr-der-ziegen, ziegen-kriegen, le-baron"`. */
export const gameNames = () => REGISTRY.map((g) => g.name).join(", ");

/**
 * The registry entry of the game called `name` (`"le-baron"`; `"le_baron"` too).
 * @param {unknown} name
 * @returns {RegistryEntry}
 */
export function gameArg(name) {
  if (typeof name !== "string") {
    throw typeError(`the game is a name (${gameNames()}), not ${typeName(name)}`);
  }
  const entry = REGISTRY.find((g) => g.name === name || g.name.replaceAll("-", "_") === name);
  if (!entry) {
    throw new SetupError(`unknown game ${shown(name)} (games: ${gameNames()})`, "unknown_game");
  }
  return entry;
}
