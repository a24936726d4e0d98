// `PlayerView`: what one seat may know of a game, from `game.view(seat)` or loaded from a view
// document (a networked client's), with its legal moves and a full game consistent with it.

import { seedArg } from "./arguments.js";
import { documentGame, documentText } from "./documents.js";
import { RawView } from "./engine.js";
import { typeError, viaEngine } from "./errors.js";
import { gameOf } from "./game.js";
import { ENTRY, FREED, Position, RAW, freeRaw, positionOf } from "./position.js";
import { prototypeWithQueries } from "./queries.js";
import { REGISTRY } from "./registry.js";

/** @typedef {import("./index.js").ViewDocument} ViewDocument */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */
/** @typedef {import("./engine.js").RawView} RawViewObject */

/**
 * A `PlayerView` holding `raw` of game `entry`, with the game's own methods.
 * @param {RegistryEntry} entry
 * @param {RawViewObject} raw
 * @returns {PlayerView}
 */
export const viewOf = (entry, raw) =>
  /** @type {PlayerView} */ (positionOf(VIEW_PROTOTYPES[entry.index], entry, raw));

/** What one seat may know of a game: the public state, its own hand and what it saw. */
export class PlayerView extends Position {
  /** @type {RawView} The engine's view. */
  [RAW] = FREED;

  constructor() {
    super();
    throw typeError("get a PlayerView from game.view(seat) or PlayerView.fromJSON(document)");
  }

  /**
   * Loads a view document (an object or its JSON text), checking that some game has exactly this view.
   * @param {unknown} document
   * @param {unknown} [game]
   * @returns {PlayerView}
   */
  static fromJSON(document, game) {
    const text = documentText(document, "the view");
    const entry = documentGame(text, game, "view");
    return viewOf(entry, viaEngine(() => RawView.load(entry.index, text)));
  }

  /** The seat this view belongs to. */
  get seat() {
    return this[RAW].seat();
  }

  /** This seat's own hand, by card number, increasing. */
  get hand() {
    return Array.from(this[RAW].hand());
  }

  /** The observation tensor computed from this view alone (`Float32Array`, docs/observation.md). */
  observation() {
    return this[RAW].observation();
  }

  /**
   * A full game consistent with this view, the unseen cards placed from `seed`.
   * @param {unknown} seed
   */
  determinize(seed) {
    return gameOf(this[ENTRY], this[RAW].determinize(seedArg(seed)));
  }

  /**
   * The view document as a plain object.
   * @returns {ViewDocument}
   */
  toJSON() {
    return JSON.parse(this[RAW].toJson());
  }

  /** Frees the engine's memory now; the view cannot be used afterwards. */
  free() {
    freeRaw(this);
  }

  get [Symbol.toStringTag]() {
    return `PlayerView ${this.game}`;
  }
}

/** Each game's prototype of its views (PlayerView's, with the game's own methods), by registry number. */
const VIEW_PROTOTYPES = REGISTRY.map((entry) => prototypeWithQueries(PlayerView.prototype, entry));
