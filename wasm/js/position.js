// What a `Game`, a `PlayerView` and a `SpectatorView` share: the engine object each holds, freeing it, and the
// getters and legal moves of a position (the base class `Position`, not exported by the package).

import { legalIds } from "./engine.js";
import { jsError } from "./errors.js";
import { actionArgOrUndefined, maskOf, movesOf } from "./moves.js";

/** @typedef {import("./engine.js").RawGame} RawGame */
/** @typedef {import("./engine.js").RawView} RawView */
/** @typedef {import("./engine.js").RawSpectatorView} RawSpectatorView */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/** The key of the engine object (RawGame, RawView) a game or view holds. */
export const RAW = Symbol("raw");
/** The key of the registry entry of a game's or view's game. */
export const ENTRY = Symbol("entry");

/**
 * What a freed object holds in place of its engine object: any use is a clear error.
 * @type {any}
 */
export const FREED = new Proxy(
  {},
  {
    get() {
      throw jsError(Error, "this object was freed (free() was called on it)", "freed");
    },
  },
);

/**
 * Frees the engine object of `object` (a Game or PlayerView) once; later calls do nothing.
 * @param {Position} object
 */
export function freeRaw(object) {
  const raw = object[RAW];
  if (raw !== FREED) {
    object[RAW] = FREED;
    raw.free();
  }
}

/**
 * What a `Game` and a `PlayerView` both tell (this class is not exported): the game, the players,
 * the seat to decide, the phase, the turn and the legal moves. Its objects are made by `gameOf`
 * and `viewOf` (positionOf), never by `new`: an object `new` makes holds nothing, as a freed one.
 */
export class Position {
  /** @type {RawGame | RawView | RawSpectatorView} The engine's object. */
  [RAW] = FREED;
  /** @type {RegistryEntry} The game's registry entry. */
  [ENTRY] = FREED;

  /** The game's name as users write it (`"le-baron"`). */
  get game() {
    return this[ENTRY].name;
  }

  /** The number of players. */
  get players() {
    return this[RAW].players();
  }

  /** The seat that decides now, `null` once the game is over. */
  get currentPlayer() {
    const seat = this[RAW].currentPlayer();
    return seat < 0 ? null : seat;
  }

  /** Whether the game is over. */
  get isOver() {
    return this[RAW].currentPlayer() < 0;
  }

  /** The kind of decision the game waits for, by name (`"over"` once over). */
  get phase() {
    return this[RAW].phase();
  }

  /** The number of the current turn, from 1, as the game counts turns. */
  get turn() {
    return this[RAW].turn();
  }

  /**
   * The legal moves of the seat to decide, in the engine's order (shared, frozen objects); of a
   * view, none unless its seat decides, known from the view alone.
   */
  legalMoves() {
    return movesOf(this[ENTRY], legalIds(this[RAW]));
  }

  /** The action ids of `legalMoves()`, in the same order. */
  legalActions() {
    return legalIds(this[RAW]);
  }

  /** A `Uint8Array` of `numActions` entries, 1 at the legal action ids. */
  legalActionMask() {
    return maskOf(this[ENTRY], legalIds(this[RAW]));
  }

  /**
   * Whether `move` (a move object or an action id) is legal now (of a view: for its seat).
   * @param {unknown} move
   */
  isLegal(move) {
    const id = actionArgOrUndefined(this[ENTRY], move);
    return id !== undefined && this[RAW].isLegal(id);
  }
}

/**
 * The object of prototype `prototype` (a game's own prototype over Game's or PlayerView's)
 * holding `raw` of game `entry`.
 * @param {object} prototype
 * @param {RegistryEntry} entry
 * @param {RawGame | RawView | RawSpectatorView} raw
 * @returns {Position}
 */
export function positionOf(prototype, entry, raw) {
  const object = /** @type {Position} */ (Object.create(prototype));
  object[RAW] = raw;
  object[ENTRY] = entry;
  return object;
}
