// What the package returns, gathered for the declarations check (check.mjs): every document and
// object of whole games of every game of the registry at every player count (seeded random
// moves), and of the golden transcripts of testdata/, each kind with the declared type it must
// have. Objects of one shape (the same keys all the way down, the same strings) are kept once.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { rng as picker } from "../support.mjs";

/**
 * One returned object and where it came from: `type` is the declared type it must have, written
 * in TypeScript over the package's exports (`ViewDocument<"le-baron">`).
 * @typedef {{ type: string, value: unknown, origin: string }} Sample
 */

/**
 * The shape of `value`: its keys all the way down, its strings, arrays as the set of their
 * elements' shapes; numbers and booleans only by their type.
 * @param {unknown} value
 * @returns {string}
 */
export function shapeOf(value) {
  if (Array.isArray(value)) {
    return `[${[...new Set(value.map(shapeOf))].sort().join("|")}]`;
  }
  if (value === null) return "null";
  switch (typeof value) {
    case "object":
      return `{${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}:${shapeOf(item)}`)
        .join(",")}}`;
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return "number";
    default:
      return typeof value;
  }
}

/** Samples, each kept once per declared type and shape. */
class Samples {
  /** @type {Sample[]} */
  list = [];
  /** @type {Set<string>} */
  #seen = new Set();

  /**
   * Adds `value`, of declared type `type`, unless one of its shape is there.
   * @param {string} type
   * @param {unknown} value
   * @param {string} origin
   */
  add(type, value, origin) {
    const key = `${type} ${shapeOf(value)}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    this.list.push({ type, value, origin });
  }
}

/**
 * Everything game `game` (a `Game` of the package) returns now, for every seat, added to
 * `samples`: its state, each seat's view and the game's own methods' answers of game and view,
 * its scores.
 */
function samplePosition(samples, hdz, game, origin) {
  const t = (/** @type {string} */ kind) => `${kind}<"${game.game}">`;
  samples.add(t("StateDocument"), game.toJSON(), origin);
  samples.add(t("Scores"), game.scores(), origin);
  const spectator = game.spectatorView();
  samples.add(t("SpectatorViewDocument"), spectator.toJSON(), `${origin}, a spectator`);
  sampleQueries(samples, game.game, spectator, `${origin}, a spectator's view`, false);
  spectator.free();
  for (let seat = 0; seat < game.players; seat++) {
    const view = game.view(seat);
    samples.add(t("ViewDocument"), view.toJSON(), `${origin}, seat ${seat}`);
    sampleQueries(samples, game.game, view, `${origin}, seat ${seat}'s view`, false);
    view.free();
  }
  sampleQueries(samples, game.game, game, origin, false);
}

/**
 * The answers of the game's own methods on `object` (a Game or PlayerView): those without an
 * argument always, those with one for every value of its range when `everyValue`.
 */
function sampleQueries(samples, name, object, origin, everyValue) {
  for (const [method, range] of queriesOf(object)) {
    const type = `ReturnType<GameQueries<"${name}">["${method}"]>`;
    if (range === null) {
      samples.add(type, object[method](), origin);
    } else if (everyValue) {
      for (let value = range.first; value <= range.last; value++) {
        samples.add(type, object[method](value), `${origin}, ${method}(${value})`);
      }
    }
  }
}

/** The own methods of each game's prototypes, found once (queriesOf). */
const QUERIES = new Map();

/**
 * The own methods of a game's Game or PlayerView (those of its game's prototype), each with the
 * range of its argument (found by asking: the first and last values it accepts) or `null`.
 * @returns {[string, { first: number, last: number } | null][]}
 */
function queriesOf(object) {
  const prototype = Object.getPrototypeOf(object);
  if (!QUERIES.has(prototype)) QUERIES.set(prototype, findQueries(object, prototype));
  return QUERIES.get(prototype);
}

/** The own methods of `object`'s game and their ranges (queriesOf), asked of `object`. */
function findQueries(object, prototype) {
  return Object.getOwnPropertyNames(prototype)
    .filter((key) => typeof prototype[key] === "function")
    .map((method) => {
      if (prototype[method].length === 0) return [method, null];
      const accepts = (/** @type {number} */ value) => {
        try {
          object[method](value);
          return true;
        } catch {
          return false;
        }
      };
      let first = 0;
      while (!accepts(first)) first++;
      let last = first;
      while (accepts(last + 1)) last++;
      return [method, { first, last }];
    });
}

/**
 * Plays `game` to its end with `choose(moves)` picking each move, sampling every position, every
 * move listed and every event.
 */
function playOut(samples, hdz, game, choose, origin) {
  const t = (/** @type {string} */ kind) => `${kind}<"${game.game}">`;
  let ply = 0;
  samplePosition(samples, hdz, game, `${origin}, move 0`);
  while (!game.isOver) {
    const moves = game.legalMoves();
    for (const move of moves) samples.add(t("Move"), move, `${origin}, move ${ply}`);
    const events = game.apply(choose(moves));
    ply++;
    for (const event of events) samples.add(t("GameEvent"), event, `${origin}, move ${ply}`);
    for (const seat of [null, ...Array(game.players).keys()]) {
      for (const event of game.eventsFor(seat)) samples.add(t("GameEvent"), event, `${origin}, move ${ply}, seen by ${seat}`);
    }
    samplePosition(samples, hdz, game, `${origin}, move ${ply}`);
  }
  samples.add(t("ReplayDocument"), game.replay(), `${origin}, at the end`);
}

/**
 * Whether `game`, played to its end by `pick` (and freed), meets a phase or kind of move of
 * `unmet` (as `phase <name>`, `move <kind>`).
 */
function meetsAny(game, pick, unmet) {
  let meets = false;
  while (!game.isOver && !meets) {
    const moves = game.legalMoves();
    meets = unmet.has(`phase ${game.phase}`) || moves.some((move) => unmet.has(`move ${move.kind}`));
    game.applyAction(moves[pick(moves.length)].actionId);
  }
  game.free();
  return meets;
}

/** The golden transcripts of game `name` (testdata/golden-<game>.json), seeds as bigints. */
function goldenGames(root, name) {
  const text = readFileSync(join(root, `testdata/golden-${name}.json`), "utf8");
  return JSON.parse(text.replace(/"(seed|chooser_seed)": (\d+)/g, '"$1": "$2"')).games;
}

/** The moves of a golden transcript, one after the other (the action ids it records). */
function recordedMoves(/** @type {number[]} */ ids) {
  let ply = 0;
  return (/** @type {{ actionId: number }[]} */ moves) => {
    const id = ids[ply++];
    const move = moves.find((m) => m.actionId === id);
    if (move === undefined) throw new Error(`the golden move ${id} is not legal at move ${ply - 1}`);
    return move;
  };
}

/** The most games played for one game to reach each of its phases and move kinds. */
const MAX_GAMES_FOR_RARE_DECISIONS = 1000;

/**
 * Every kind of object the package `hdz` returns, over whole games of every game and player count,
 * more games until each of the game's phases and kinds of move has come up (`glue`, the
 * package's wasm-bindgen glue, lists them as the engine names them), and the golden
 * transcripts of testdata/ under `root`: `{ samples, games }`, `games` the number of games played.
 * @returns {{ samples: Sample[], games: number }}
 */
export function gatherSamples(hdz, glue, root) {
  const samples = new Samples();
  let games = 0;
  for (const info of hdz.GAMES) samples.add("GameInfo", info, "GAMES");
  const registry = JSON.parse(glue.gamesJson());
  for (const [index, info] of hdz.GAMES.entries()) {
    const name = info.name;
    // Every phase and kind of move the engine names for the game, to be met in a game.
    const unmet = new Set([
      ...registry[index].phases.map((/** @type {string} */ phase) => `phase ${phase}`),
      ...JSON.parse(glue.moveTableJson(index))
        .filter((/** @type {unknown} */ move) => move !== null)
        .map((/** @type {{ kind: string }} */ move) => `move ${move.kind}`),
    ]);
    /** Plays `game` to its end with seeded random moves, meeting what comes up. */
    const play = (/** @type {any} */ game, /** @type {number} */ seed, /** @type {string} */ origin) => {
      const pick = picker(seed);
      playOut(samples, hdz, game, (moves) => {
        unmet.delete(`phase ${game.phase}`);
        for (const move of moves) unmet.delete(`move ${move.kind}`);
        return moves[pick(moves.length)];
      }, origin);
      unmet.delete(`phase ${game.phase}`);
    };
    for (let players = info.minPlayers; players <= info.maxPlayers; players++) {
      const seed = 1000 + players;
      const game = new hdz.Game(name, players, seed);
      const origin = `${name}, ${players} players, seed ${seed}`;
      samples.add(`OptionsDocument<"${name}">`, game.options, origin);
      sampleQueries(samples, name, game, origin, true);
      play(game, seed, origin);
      game.free();
      games++;
    }
    for (let seed = 0; unmet.size > 0; seed++) {
      if (seed === MAX_GAMES_FOR_RARE_DECISIONS) {
        throw new Error(`${name}: ${seed} random games never met ${[...unmet].join(", ")}`);
      }
      // Played quickly first; sampled only when it meets something not met yet.
      if (meetsAny(new hdz.Game(name, info.minPlayers, seed), picker(seed), unmet)) {
        const game = new hdz.Game(name, info.minPlayers, seed);
        play(game, seed, `${name}, ${info.minPlayers} players, seed ${seed} (a game for the rare decisions)`);
        game.free();
        games++;
      }
    }
    for (const [index, golden] of goldenGames(root, name).entries()) {
      const origin = `testdata/golden-${name}.json, game ${index}`;
      samples.add(`OptionsDocument<"${name}">`, golden.options, origin);
      const game = new hdz.Game(name, golden.options.players, BigInt(golden.seed), golden.options);
      samples.add(`OptionsDocument<"${name}">`, game.options, origin);
      sampleQueries(samples, name, game, origin, true);
      playOut(samples, hdz, game, recordedMoves(golden.moves), origin);
      game.free();
      games++;
    }
  }
  return { samples: samples.list, games };
}
