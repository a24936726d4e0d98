// `Bot`: a computer player of the engine (random, greedy, IS-MCTS and the expert by iterations or
// by time) that chooses from what one seat may know, the expert saying what it thinks of each move.

import { isPlainObject, seedArg, shown, typeName } from "./arguments.js";
import { RawBot } from "./engine.js";
import { IllegalMoveError, jsError, rangeError, translated, typeError, viaEngine } from "./errors.js";
import { Game } from "./game.js";
import { MOVES, actionArg } from "./moves.js";
import { ENTRY, FREED, RAW } from "./position.js";
import { REGISTRY, gameArg } from "./registry.js";
import { PlayerView } from "./view.js";

/** @typedef {import("./index.js").Move} Move */
/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/** The longest thinking time of a timed bot, in seconds. */
const MAX_SECONDS = 10;

/** The options a bot takes. */
const BOT_OPTIONS = ["seed", "seconds", "game"];

/**
 * A computer player: `new Bot("random" | "greedy" | "ismcts" | "expert", { seed, seconds, game })`, the
 * search bots also with a budget in the name (`"ismcts:500"`, `"expert:250ms"`).
 * It plays the game of the first view or game it is given (or `game`), and sees only views.
 */
export class Bot {
  /** @type {string} */
  #name;
  /** @type {bigint} */
  #seed;
  /** @type {number | undefined} */
  #milliseconds;
  /** @type {RegistryEntry | undefined} */
  #entry;
  /** @type {RawBot | undefined} */
  #raw;

  /**
   * @param {unknown} name
   * @param {unknown} [options]
   */
  constructor(name, options = {}) {
    if (typeof name !== "string") {
      throw typeError(`a bot's name is a string (random, greedy, ismcts, expert, expert:N), not ${typeName(name)}`);
    }
    if (!isPlainObject(options)) {
      throw typeError(`the bot's options are an object ({ seed, seconds, game }), not ${typeName(options)}`);
    }
    for (const key of Object.keys(options)) {
      if (!BOT_OPTIONS.includes(key)) {
        throw typeError(`a bot has no option ${shown(key)} (options: seed, seconds, game)`, "unknown_option");
      }
    }
    this.#name = name;
    this.#seed = options.seed === undefined ? 0n : seedArg(options.seed, "the bot's seed");
    if (options.seconds !== undefined) {
      const seconds = options.seconds;
      if (name !== "ismcts" && name !== "expert") {
        throw rangeError(`only "ismcts" and "expert" search for a time, not ${shown(name)}`, "invalid_argument");
      }
      if (typeof seconds !== "number" || Number.isNaN(seconds)) {
        throw typeError(`seconds is a number, not ${typeName(seconds)}`);
      }
      if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
        throw rangeError(`a search of ${seconds} s: the time is more than 0 and at most ${MAX_SECONDS} s`);
      }
      this.#milliseconds = Math.max(1, Math.round(seconds * 1000));
    }
    if (options.game !== undefined) {
      this.#bind(gameArg(options.game));
    } else if (this.#milliseconds === undefined) {
      // The name is checked now: it must be a bot of some game.
      /** @type {unknown} */
      let refusal;
      const known = REGISTRY.some((entry) => {
        try {
          RawBot.named(entry.index, name, 0n).free();
          return true;
        } catch (error) {
          refusal ??= error;
          return false;
        }
      });
      if (!known) throw translated(refusal);
    }
  }

  /** The bot's name. */
  get name() {
    return this.#name;
  }

  /** The game the bot plays, `null` until it is given one. */
  get game() {
    return this.#entry?.name ?? null;
  }

  /**
   * Makes the bot a player of game `entry`.
   * @param {RegistryEntry} entry
   */
  #bind(entry) {
    const milliseconds = this.#milliseconds;
    this.#raw = viaEngine(() =>
      milliseconds === undefined
        ? RawBot.named(entry.index, this.#name, this.#seed)
        : RawBot.timed(entry.index, this.#name, milliseconds, this.#seed),
    );
    this.#entry = entry;
  }

  /**
   * The game of `viewOrGame`, after checking that `method` may be asked of it: a live view or game
   * of the game this bot plays (the bot becomes a player of that game on its first question).
   * @param {string} method
   * @param {unknown} viewOrGame
   * @returns {RegistryEntry}
   */
  #ready(method, viewOrGame) {
    const isGame = viewOrGame instanceof Game;
    if (!isGame && !(viewOrGame instanceof PlayerView)) {
      throw typeError(`${method} takes a PlayerView or a Game, not ${typeName(viewOrGame)}`);
    }
    if (viewOrGame[RAW] === FREED) {
      throw jsError(Error, `this ${isGame ? "game" : "view"} was freed (free() was called on it)`, "freed");
    }
    const entry = viewOrGame[ENTRY];
    if (this.#raw === FREED) {
      throw jsError(Error, "this bot was freed (free() was called on it)", "freed");
    }
    if (this.#entry === undefined) {
      this.#bind(entry);
    } else if (this.#entry !== entry) {
      throw typeError(`this bot plays ${this.#entry.name}: it cannot play ${entry.name}`, "wrong_game");
    }
    return entry;
  }

  /**
   * The bot's move for the seat that decides in `viewOrGame` (a `PlayerView` of that seat, or a
   * `Game`: the bot then sees only that seat's view), among `legalMoves` when given.
   * @param {unknown} viewOrGame
   * @param {unknown} [legalMoves]
   * @returns {Move}
   */
  choose(viewOrGame, legalMoves) {
    const entry = this.#ready("choose", viewOrGame);
    /** @type {Uint32Array | undefined} */
    let offered;
    if (legalMoves !== undefined && legalMoves !== null) {
      if (!isIterable(legalMoves) || typeof legalMoves === "string") {
        throw typeError(`legalMoves is a list of moves or action ids, not ${typeName(legalMoves)}`);
      }
      offered = Uint32Array.from(legalMoves, (move) => actionArg(entry, move));
      if (offered.length === 0) {
        throw rangeError("no legal move to choose from", "invalid_argument");
      }
    }
    const raw = /** @type {RawBot} */ (this.#raw);
    /** @type {number} */
    let id;
    if (viewOrGame instanceof Game && offered === undefined) {
      const game = viewOrGame;
      id = viaEngine(() => raw.chooseInGame(game[RAW]));
    } else {
      const game = viewOrGame instanceof Game ? viewOrGame : undefined;
      if (game && game.isOver) {
        throw new IllegalMoveError("the game is over", "game_over");
      }
      const view = game ? game.view(game.currentPlayer) : /** @type {PlayerView} */ (viewOrGame);
      try {
        id = viaEngine(() => raw.chooseFromView(view[RAW], offered ?? new Uint32Array(0)));
      } finally {
        if (game) view.free();
      }
    }
    return /** @type {Move} */ (MOVES[entry.index][id]);
  }

  /**
   * The bot's estimate of every legal move of the seat that decides in `viewOrGame` (a
   * `PlayerView` of that seat, or a `Game`: the bot then sees only that seat's view), in the order
   * of the legal moves: each move with `value`, the seat's estimated share of the win after it
   * (0 to 1; `null` for a move the search never tried), and `visits`, the search iterations that
   * tried it (the bot plays the most tried). Only the expert estimates its moves; it searches
   * within its budget, as for a choice.
   * @param {unknown} viewOrGame
   * @returns {{ move: Move, value: number | null, visits: number }[]}
   */
  analyse(viewOrGame) {
    const entry = this.#ready("analyse", viewOrGame);
    const raw = /** @type {RawBot} */ (this.#raw);
    const game = viewOrGame instanceof Game ? viewOrGame : undefined;
    if (game && game.isOver) {
      throw new IllegalMoveError("the game is over", "game_over");
    }
    const view = game ? game.view(game.currentPlayer) : /** @type {PlayerView} */ (viewOrGame);
    /** @type {Float64Array} */
    let triples;
    try {
      triples = viaEngine(() => raw.analyse(view[RAW]));
    } finally {
      if (game) view.free();
    }
    const estimates = [];
    for (let i = 0; i + 2 < triples.length; i += 3) {
      const value = triples[i + 1];
      estimates.push({
        move: /** @type {Move} */ (MOVES[entry.index][triples[i]]),
        value: Number.isNaN(value) ? null : value,
        visits: triples[i + 2],
      });
    }
    return estimates;
  }

  /** Frees the engine's memory now; the bot cannot be used afterwards. */
  free() {
    if (this.#raw !== FREED) {
      this.#raw?.free();
      this.#raw = FREED;
    }
  }
}

/**
 * Whether `value` can be iterated (a list, a set, a generator, ...).
 * @param {unknown} value
 * @returns {value is Iterable<unknown>}
 */
const isIterable = (value) =>
  value !== null && value !== undefined && typeof (/** @type {any} */ (value)[Symbol.iterator]) === "function";
