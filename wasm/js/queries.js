// Each game's own methods on its games and views (what its cards are): a list of queries the
// engine describes (wasm/src/queries.rs), made into methods of a prototype per game.

import { integerArg } from "./arguments.js";
import { queriesJson } from "./engine.js";
import { rangeError, viaEngine } from "./errors.js";
import { RAW } from "./position.js";
import { REGISTRY } from "./registry.js";

/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */
/** @typedef {import("./position.js").Position} Position */

/**
 * A query of a game: its method's name and its one whole-number argument, if it takes one.
 * @typedef {{ name: string, argument: { name: string, first: number, last: number } | null }} Query
 */

/**
 * Each game's own methods on its games and views, by registry number: `{ name, argument }` in
 * the order of their numbers, `argument` a whole number's name and range
 * (`{ name: "card", first: 1, last: 50 }`) or `null` (wasm/src/queries.rs). The answers come from
 * the game or view asked, so a game set up or loaded with another card table answers with it.
 * @type {readonly Query[][]}
 */
const QUERIES = REGISTRY.map((entry) => JSON.parse(viaEngine(() => queriesJson(entry.index))));

/**
 * `value` as the argument `argument` of a method of game `entry`.
 * @param {RegistryEntry} entry
 * @param {{ name: string, first: number, last: number }} argument
 * @param {unknown} value
 * @returns {number}
 */
function queryArg(entry, argument, value) {
  const { name, first, last } = argument;
  const number = integerArg(value, `the ${name}`);
  if (number < first || number > last) {
    throw rangeError(`${entry.name}: ${number} is not a ${name} (${name}s are ${first} to ${last})`);
  }
  return number;
}

/**
 * The method asking query number `index` of game `entry`, named as the query.
 * @param {RegistryEntry} entry
 * @param {number} index
 * @param {Query} query
 * @returns {(this: Position, value?: unknown) => unknown}
 */
function queryMethod(entry, index, { name, argument }) {
  /**
   * @param {Position} object
   * @param {number} value
   */
  const ask = (object, value) => JSON.parse(viaEngine(() => object[RAW].query(index, value)));
  // Methods of object literals: named, and not constructors.
  /** @type {Record<string, (this: Position, value?: unknown) => unknown>} */
  const methods =
    argument === null
      ? {
          [name]() {
            return ask(this, 0);
          },
        }
      : {
          /** @param {unknown} value */
          [name](value) {
            return ask(this, queryArg(entry, argument, value));
          },
        };
  return methods[name];
}

/**
 * A prototype over `base` (Game's or PlayerView's) with the own methods of game `entry`.
 * @param {object} base
 * @param {RegistryEntry} entry
 * @returns {object}
 */
export function prototypeWithQueries(base, entry) {
  const prototype = Object.create(base);
  QUERIES[entry.index].forEach((query, index) => {
    if (query.name in base) {
      throw new Error(`${entry.name}'s method ${query.name} would hide the package's own: rename it`);
    }
    const method = queryMethod(entry, index, query);
    Object.defineProperty(prototype, query.name, { value: method, writable: true, configurable: true });
  });
  return prototype;
}
