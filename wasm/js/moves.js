// Moves and events: each game's move objects (one frozen object per action id, made once), the
// action id a move argument stands for, and the events of a move as plain objects.

import { isPlainObject, shown, typeName } from "./arguments.js";
import { camelKeys } from "./documents.js";
import { moveTableJson } from "./engine.js";
import { IllegalMoveError, typeError, viaEngine } from "./errors.js";
import { REGISTRY } from "./registry.js";

/** @typedef {import("./index.js").Move} Move */
/** @typedef {import("./index.js").GameEvent} GameEvent */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/**
 * Each game's move objects, by action id (`null` where an id is no move), made once and shared
 * (frozen).
 * @type {readonly (readonly (Move | null)[])[]}
 */
export const MOVES = REGISTRY.map((entry) =>
  JSON.parse(viaEngine(() => moveTableJson(entry.index))).map(
    (/** @type {{ kind: string, text: string } | null} */ fields, /** @type {number} */ actionId) => {
      if (fields === null) return null;
      const { kind, text, ...rest } = fields;
      return /** @type {Move} */ (Object.freeze({ game: entry.name, actionId, kind, ...rest, text }));
    },
  ),
);

/**
 * The action id of `move` (a move object of game `entry` or an action id) for a game of
 * `entry`; for a number that is no action id, `undefined` when `lenient` (for `isLegal`), else an
 * IllegalMoveError.
 * @param {RegistryEntry} entry
 * @param {unknown} move
 * @param {boolean} lenient
 * @returns {number | undefined}
 */
function actionIdOf(entry, move, lenient) {
  let id = move;
  if (isPlainObject(move)) {
    if (move.game !== entry.name) {
      throw typeError(`a move of ${shown(move.game)} is no move of ${entry.name}`, "wrong_game");
    }
    id = move.actionId;
    if (typeof id !== "number" || !Number.isInteger(id)) {
      throw typeError(`the move's actionId is a whole number, not ${typeof id === "number" ? id : typeName(id)}`);
    }
  } else if (typeof move !== "number") {
    throw typeError(`a move is a move object or an action id (a whole number), not ${typeName(move)}`);
  } else if (!Number.isInteger(move)) {
    throw typeError(`an action id is a whole number, not ${move}`);
  }
  const number = /** @type {number} */ (id);
  if (number < 0 || number >= entry.numActions || MOVES[entry.index][number] === null) {
    if (lenient) return undefined;
    throw new IllegalMoveError(
      `${entry.name}: ${number} is not an action id (action ids are 0 to ${entry.numActions - 1})`,
      "unknown_action",
    );
  }
  return number;
}

/**
 * The action id of `move` (a move object of game `entry` or an action id) for a game of
 * `entry`: a number that is no action id is an IllegalMoveError (`unknown_action`).
 * @param {RegistryEntry} entry
 * @param {unknown} move
 * @returns {number}
 */
export const actionArg = (entry, move) => /** @type {number} */ (actionIdOf(entry, move, false));

/**
 * `actionArg` for `isLegal`: `undefined` for a number that is no action id.
 * @param {RegistryEntry} entry
 * @param {unknown} move
 */
export const actionArgOrUndefined = (entry, move) => actionIdOf(entry, move, true);

/**
 * The move objects of `ids` in game `entry` (written over `ids`, which are the engine's fresh
 * list).
 * @param {RegistryEntry} entry
 * @param {number[]} ids
 * @returns {Move[]}
 */
export function movesOf(entry, ids) {
  const table = MOVES[entry.index];
  const moves = /** @type {(number | Move | null)[]} */ (ids);
  for (let i = 0; i < ids.length; i++) moves[i] = table[ids[i]];
  return /** @type {Move[]} */ (moves);
}

/**
 * A mask of `numActions` entries, 1 at `ids`.
 * @param {RegistryEntry} entry
 * @param {number[]} ids
 */
export function maskOf(entry, ids) {
  const mask = new Uint8Array(entry.numActions);
  for (const id of ids) mask[id] = 1;
  return mask;
}

/**
 * The events in JSON `text` as plain objects, keys in camelCase.
 * @param {string} text
 * @returns {GameEvent[]}
 */
export const eventsOf = (text) => camelKeys(JSON.parse(text));
