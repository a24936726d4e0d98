// `SpectatorView`: what someone without a seat may know of a game (what every seat sees alike),
// from `game.spectatorView()` or loaded from the document a server sends spectators. It answers
// as a view does (the position's getters, the game's own methods), with no seat, no hand and no
// legal moves.

import { documentGame, documentText } from "./documents.js";
import { RawSpectatorView } from "./engine.js";
import { typeError, viaEngine } from "./errors.js";
import { Position, RAW, freeRaw, positionOf } from "./position.js";
import { prototypeWithQueries } from "./queries.js";
import { REGISTRY } from "./registry.js";

/** @typedef {import("./index.js").SpectatorViewDocument} SpectatorViewDocument */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */
/** @typedef {import("./engine.js").RawSpectatorView} RawSpectatorViewObject */

/**
 * A `SpectatorView` holding `raw` of game `entry`, with the game's own methods.
 * @param {RegistryEntry} entry
 * @param {RawSpectatorViewObject} raw
 * @returns {SpectatorView}
 */
export const spectatorViewOf = (entry, raw) =>
  /** @type {SpectatorView} */ (positionOf(SPECTATOR_PROTOTYPES[entry.index], entry, raw));

/** What a spectator may know of a game: what every seat sees alike, without a seat, a hand or moves. */
export class SpectatorView extends Position {
  constructor() {
    super();
    throw typeError("get a SpectatorView from game.spectatorView() or SpectatorView.fromJSON(document)");
  }

  /**
   * Loads a spectator view document (an object or its JSON text), checking that it is what every
   * seat of some possible game sees alike.
   * @param {unknown} document
   * @param {unknown} [game]
   * @returns {SpectatorView}
   */
  static fromJSON(document, game) {
    const text = documentText(document, "the spectator view");
    const entry = documentGame(text, game, "spectator-view");
    return spectatorViewOf(entry, viaEngine(() => RawSpectatorView.load(entry.index, text)));
  }

  /** Always `null`: a spectator holds no seat. */
  get seat() {
    return null;
  }

  /** Always empty: a spectator holds no hand. */
  get hand() {
    return [];
  }

  /**
   * The spectator view document as a plain object.
   * @returns {SpectatorViewDocument}
   */
  toJSON() {
    return JSON.parse(this[RAW].toJson());
  }

  /** Frees the engine's memory now; the view cannot be used afterwards. */
  free() {
    freeRaw(this);
  }

  get [Symbol.toStringTag]() {
    return `SpectatorView ${this.game}`;
  }
}

/** Each game's prototype of its spectator views, by registry number. */
const SPECTATOR_PROTOTYPES = REGISTRY.map((entry) => prototypeWithQueries(SpectatorView.prototype, entry));
