// `Game`: the full state of one game (the god view), with its history, set up from a seed or
// loaded from a state or replay document; its scores as the package writes them. A game gives
// views and a view's `determinize` gives a game, so this module and view.js import each other;
// neither uses the other while it loads.

import { playersArg, seatArg, seedArg } from "./arguments.js";
import { camelKeys, documentGame, documentObject, documentText } from "./documents.js";
import { RawGame } from "./engine.js";
import { translated, viaEngine } from "./errors.js";
import { actionArg, eventsOf } from "./moves.js";
import { optionsDocument, setupOf } from "./options.js";
import { ENTRY, FREED, Position, RAW, freeRaw, positionOf } from "./position.js";
import { prototypeWithQueries } from "./queries.js";
import { REGISTRY, gameArg } from "./registry.js";
import { spectatorViewOf } from "./spectator.js";
import { viewOf } from "./view.js";

/** @typedef {import("./index.js").Scores} Scores */
/** @typedef {import("./index.js").SeatScore} SeatScore */
/** @typedef {import("./index.js").GameEvent} GameEvent */
/** @typedef {import("./index.js").OptionsDocument} OptionsDocument */
/** @typedef {import("./index.js").ReplayDocument} ReplayDocument */
/** @typedef {import("./index.js").StateDocument} StateDocument */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/**
 * The scores of `raw` as the package writes them.
 * @param {RawGame} raw
 * @returns {Scores}
 */
function scoresOf(raw) {
  /** @type {{ game: string, seats: { seat: number, total: number, winner: boolean, breakdown?: object }[], winners: number[], is_final: boolean, order: string }} */
  const document = JSON.parse(raw.scoresJson());
  const seats = document.seats.map(({ seat, total, winner, breakdown }) =>
    Object.freeze({ seat, ...camelKeys(breakdown ?? {}), total, winner }),
  );
  return /** @type {Scores} */ (
    Object.freeze({
      game: document.game,
      seats: Object.freeze(seats),
      players: Object.freeze(seats),
      totals: Object.freeze(seats.map((s) => s.total)),
      winners: Object.freeze(document.winners),
      isFinal: document.is_final,
      order: document.order,
      details: Object.freeze(JSON.parse(raw.scoreDetailsJson())),
    })
  );
}

/**
 * A `Game` holding `raw` of game `entry`, with the game's own methods.
 * @param {RegistryEntry} entry
 * @param {RawGame} raw
 * @returns {Game}
 */
export const gameOf = (entry, raw) => /** @type {Game} */ (positionOf(GAME_PROTOTYPES[entry.index], entry, raw));

/**
 * The full state of one game (the god view: it knows every hand; give players `view(seat)`).
 * `new Game(game, players, seed, options)`: the same game, players, seed and options give the
 * same deal in Rust, C, Python and JavaScript.
 */
export class Game extends Position {
  /** @type {RawGame} The engine's game. */
  [RAW] = FREED;

  /**
   * @param {unknown} game
   * @param {unknown} players
   * @param {unknown} seed
   * @param {unknown} [options]
   */
  constructor(game, players, seed, options) {
    super();
    const entry = gameArg(game);
    const count = playersArg(entry, players);
    const exactSeed = seedArg(seed);
    const raw = setupOf(entry, optionsDocument(entry, count, options)).deal(exactSeed);
    // The object of the game's own prototype (its own methods), not `this`.
    return gameOf(entry, raw);
  }

  /**
   * Loads a state document (an object or its JSON text); its history starts here.
   * @param {unknown} document
   * @param {unknown} [game]
   */
  static fromJSON(document, game) {
    const text = documentText(document, "the state");
    const entry = documentGame(text, game, "state");
    return gameOf(entry, viaEngine(() => RawGame.load(entry.index, text)));
  }

  /**
   * The game a replay document leads to, with its seed, options and history, every move and
   * checksum checked.
   * @param {unknown} document
   * @param {unknown} [game]
   */
  static fromReplay(document, game) {
    const text = documentText(document, "the replay");
    const entry = documentGame(text, game, "replay");
    return gameOf(entry, viaEngine(() => RawGame.fromReplay(entry.index, text)));
  }

  /** The seed the game was set up from (a number, or a bigint above 2^53 - 1); `null` for a loaded game. */
  get seed() {
    const seed = this[RAW].seed();
    if (seed === undefined) return null;
    return seed > BigInt(Number.MAX_SAFE_INTEGER) ? seed : Number(seed);
  }

  /**
   * The options the game was set up with, as its options document; `null` for a loaded game.
   * @returns {OptionsDocument | null}
   */
  get options() {
    const json = viaEngine(() => this[RAW].optionsJson());
    return json === undefined ? null : JSON.parse(json);
  }

  /**
   * Plays `move` (a move object or an action id) and returns its events; an illegal move changes nothing.
   * @param {unknown} move
   * @returns {GameEvent[]}
   */
  apply(move) {
    const id = actionArg(this[ENTRY], move);
    let events;
    try {
      events = this[RAW].apply(-1, id);
    } catch (error) {
      throw translated(error);
    }
    return eventsOf(events);
  }

  /**
   * `apply(move)`, refused (`not_your_turn`) unless `seat` decides now.
   * @param {unknown} seat
   * @param {unknown} move
   * @returns {GameEvent[]}
   */
  applyFor(seat, move) {
    const player = seatArg(seat, this.players);
    const id = actionArg(this[ENTRY], move);
    return eventsOf(viaEngine(() => this[RAW].apply(player, id)));
  }

  /**
   * Plays the move with action id `actionId` without building its events: the fast path.
   * @param {unknown} actionId
   */
  applyAction(actionId) {
    const id = actionArg(this[ENTRY], actionId);
    try {
      this[RAW].applyAction(id);
    } catch (error) {
      throw translated(error);
    }
  }

  /**
   * The events of the last move as seat `seat` may know them, or a spectator with `null`: what
   * a server sends each seat and each spectator (in Le Baron the cards another seat draws are
   * left out). Empty for a new or loaded game and after `undo`.
   * @param {unknown} seat
   * @returns {GameEvent[]}
   */
  eventsFor(seat) {
    const player = seat === null ? -1 : seatArg(seat, this.players);
    return eventsOf(viaEngine(() => this[RAW].eventsForJson(player)));
  }

  /** What a spectator may know now: what every seat sees alike (a `SpectatorView`). */
  spectatorView() {
    return spectatorViewOf(this[ENTRY], this[RAW].spectatorView());
  }

  /**
   * What seat `seat` may know now.
   * @param {unknown} seat
   */
  view(seat) {
    const player = seatArg(seat, this.players);
    return viewOf(this[ENTRY], viaEngine(() => this[RAW].view(player)));
  }

  /**
   * The cards in `seat`'s hand, by card number, increasing (hidden information: give players a view).
   * @param {unknown} seat
   */
  hand(seat) {
    const player = seatArg(seat, this.players);
    return Array.from(viaEngine(() => this[RAW].hand(player)));
  }

  /**
   * Seat `seat`'s observation tensor (`Float32Array`, docs/observation.md): `view(seat).observation()`.
   * @param {unknown} seat
   */
  observation(seat) {
    const player = seatArg(seat, this.players);
    return viaEngine(() => this[RAW].observation(player));
  }

  /** The scores as things stand (final once over). */
  scores() {
    return viaEngine(() => scoresOf(this[RAW]));
  }

  /** The action ids played since the game was set up or loaded, in order. */
  history() {
    return Array.from(this[RAW].history());
  }

  /** Takes back the last move (`IllegalMoveError`, code `nothing_to_undo`, when there is none). */
  undo() {
    viaEngine(() => this[RAW].undo());
  }

  /**
   * The replay document (seed, options, history, checksums) as a plain object.
   * @returns {ReplayDocument}
   */
  replay() {
    return documentObject(
      viaEngine(() => this[RAW].replayJson()),
      this[RAW].seed(),
    );
  }

  /**
   * The state document as a plain object (`JSON.stringify(game)` writes it).
   * @returns {StateDocument}
   */
  toJSON() {
    return JSON.parse(this[RAW].toJson());
  }

  /** An independent copy, with its history. */
  clone() {
    return gameOf(this[ENTRY], this[RAW].copy());
  }

  /** Frees the engine's memory now (otherwise the garbage collector does, later); the game
   * cannot be used afterwards. */
  free() {
    freeRaw(this);
  }

  get [Symbol.toStringTag]() {
    return `Game ${this.game}`;
  }
}

/** Each game's prototype of its games (Game's, with the game's own methods), by registry number. */
const GAME_PROTOTYPES = REGISTRY.map((entry) => prototypeWithQueries(Game.prototype, entry));
