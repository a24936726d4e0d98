// A game's options: what users give (any fields of the options document, camelCase or
// snake_case) laid over the game's defaults and checked, then read and checked once by the
// engine (RawSetup) for every game set up with them.

import { isPlainObject, shown, typeName } from "./arguments.js";
import { RawSetup, defaultOptionsJson } from "./engine.js";
import { SetupError, jsError, typeError, viaEngine } from "./errors.js";
import { camelCase, snakeCase } from "./documents.js";

/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/**
 * `given` (user options, keys in camelCase or snake_case) laid over `defaults` (an options
 * document): unknown keys and values of another type than the default's are a TypeError; objects
 * are laid over the default object field by field; other values (tables, `null`) are judged by
 * the engine.
 * @param {Record<string, unknown>} defaults
 * @param {Record<string, unknown>} given
 * @param {string} path
 * @param {string} game
 * @returns {Record<string, unknown>}
 */
function overlay(defaults, given, path, game) {
  const out = { ...defaults };
  const seen = new Set();
  for (const [key, value] of Object.entries(given)) {
    const field = snakeCase(key);
    const where = path ? `${path}.${key}` : key;
    if (seen.has(field)) {
      throw typeError(`${game}: option ${shown(field)} is given twice`, "duplicate_option");
    }
    seen.add(field);
    if (!path && field === "players") {
      // The options document's own `players` may come back with it, if it agrees.
      if (value !== defaults.players) {
        const message = `${game}: options.players is ${shown(value)}, but the game has ${defaults.players} players`;
        throw new SetupError(message, "players");
      }
      continue;
    }
    if (!Object.hasOwn(defaults, field)) {
      const names = Object.keys(defaults).filter((k) => path || k !== "players").map(camelCase);
      const list = `options${path ? ` of ${path}` : ""}: ${names.join(", ")}`;
      throw typeError(`${game} has no option ${shown(where)} (${list})`, "unknown_option");
    }
    const base = defaults[field];
    /** @param {string} expected */
    const wrong = (expected) =>
      typeError(`${game}: option ${where} is ${expected}, not ${typeof value === "number" ? value : typeName(value)}`);
    if (typeof base === "number") {
      if (typeof value !== "number" || !Number.isInteger(value)) throw wrong("a whole number");
    } else if (typeof base === "boolean") {
      if (typeof value !== "boolean") throw wrong("a boolean");
    } else if (typeof base === "string") {
      if (typeof value !== "string") throw wrong("a string");
    } else if (isPlainObject(base)) {
      if (!isPlainObject(value)) throw wrong("an object");
      out[field] = overlay(base, value, where, game);
      continue;
    }
    out[field] = value;
  }
  return out;
}

/** @type {Map<string, string>} Each game's default options documents (text), by player count, read once. */
const DEFAULT_OPTIONS = new Map();

/**
 * The options document (text) of game `entry` for `players` players with the user's `options`.
 * @param {RegistryEntry} entry
 * @param {number} players
 * @param {unknown} options
 * @returns {string}
 */
export function optionsDocument(entry, players, options) {
  const key = `${entry.index}:${players}`;
  let defaults = DEFAULT_OPTIONS.get(key);
  if (defaults === undefined) {
    const read = viaEngine(() => defaultOptionsJson(entry.index, players));
    DEFAULT_OPTIONS.set(key, read);
    defaults = read;
  }
  if (options === undefined || options === null) {
    return defaults;
  }
  if (!isPlainObject(options)) {
    throw typeError(`the options are an object, not ${typeName(options)}`);
  }
  return JSON.stringify(overlay(JSON.parse(defaults), options, "", entry.name));
}

/** @type {Map<string, RawSetup>} The checked options of the last options documents games were set up with. */
const SETUPS = new Map();
const MAX_SETUPS = 64;

/**
 * The RawSetup of options document `document` of game `entry`, read and checked once.
 * @param {RegistryEntry} entry
 * @param {string} document
 * @returns {RawSetup}
 */
export function setupOf(entry, document) {
  const key = `${entry.index}:${document}`;
  let setup = SETUPS.get(key);
  if (setup === undefined) {
    const read = viaEngine(() => {
      try {
        return RawSetup.read(entry.index, document);
      } catch (error) {
        // Options of the wrong shape are a wrong type, as for the keys checked in `overlay`.
        if (error instanceof Error && error.name === "InvalidJson" && "code" in error) {
          throw jsError(TypeError, error.message, String(error.code));
        }
        throw error;
      }
    });
    if (SETUPS.size >= MAX_SETUPS) {
      const [oldest, dropped] = SETUPS.entries().next().value ?? [];
      if (oldest !== undefined) SETUPS.delete(oldest);
      dropped?.free();
    }
    SETUPS.set(key, read);
    setup = read;
  }
  return setup;
}
