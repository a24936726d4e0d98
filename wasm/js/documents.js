// Documents between the engine and users: JSON text written with every digit of a bigint (the
// package's one JSON writer, exported), documents read back as plain objects with a big seed kept
// as a bigint, keys turned into camelCase, and the game a document's `format` names.

import { isPlainObject, shown, typeName } from "./arguments.js";
import { InvalidStateError, typeError } from "./errors.js";
import { REGISTRY, gameArg } from "./registry.js";

/** @typedef {import("./registry.js").RegistryEntry} RegistryEntry */

/** What a bigint is written as before its quotes are taken off (JSON has no bigints). */
const BIGINT_MARKER = "\u0000bigint:";

/**
 * The JSON text of `value`, as `JSON.stringify(value, null, space)` writes it, except that a
 * bigint (a replay's seed above 2^53 - 1) is written as a number with every digit, where
 * JSON.stringify throws: the text the other languages read. A value JSON has no text for
 * (`undefined`, a function) is a TypeError.
 * @param {unknown} value
 * @param {string | number} [space]
 * @returns {string}
 */
export function jsonText(value, space) {
  /** @type {string | undefined} */
  const text = JSON.stringify(
    value,
    (_, item) => (typeof item === "bigint" ? `${BIGINT_MARKER}${item}` : item),
    space,
  );
  if (text === undefined) {
    throw typeError(`${typeName(value)} has no JSON text`);
  }
  return text.replace(/"\\u0000bigint:(\d+)"/g, "$1");
}

/**
 * `name` in snake_case: `startPlayer` becomes `start_player`.
 * @param {string} name
 */
export const snakeCase = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * `name` in camelCase: `milk_total` becomes `milkTotal`.
 * @param {string} name
 */
export const camelCase = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * `value`, fresh from `JSON.parse`, with the keys of every object in it in camelCase (the values
 * are kept; objects whose keys have no underscore are kept as they are).
 * @param {any} value
 * @returns {any}
 */
export function camelKeys(value) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = camelKeys(value[i]);
    return value;
  }
  if (value === null || typeof value !== "object") {
    return value;
  }
  let renamed = false;
  for (const key in value) {
    value[key] = camelKeys(value[key]);
    renamed ||= key.includes("_");
  }
  if (!renamed) {
    return value;
  }
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key in value) out[camelCase(key)] = value[key];
  return out;
}

/**
 * JSON text of a document given as text or as its object (bigints written as numbers).
 * @param {unknown} document
 * @param {string} what
 * @returns {string}
 */
export function documentText(document, what) {
  if (typeof document === "string") {
    return document;
  }
  if (!isPlainObject(document)) {
    throw typeError(`${what} is a document (an object or its JSON text), not ${typeName(document)}`);
  }
  return jsonText(document);
}

/**
 * The document in JSON `text` as a plain object, a seed above 2^53 - 1 kept as a bigint.
 * @param {string} text
 * @param {bigint} [seed]
 */
export function documentObject(text, seed) {
  const document = JSON.parse(text);
  if (seed !== undefined && seed > BigInt(Number.MAX_SAFE_INTEGER) && "seed" in document) {
    document.seed = seed;
  }
  return document;
}

/**
 * The registry entry of the game a document belongs to: `game` when given, else the game its
 * `format` (`"le-baron/state"`) names.
 * @param {string} text
 * @param {unknown} game
 * @param {"state" | "view" | "spectator-view" | "replay"} kind
 * @returns {RegistryEntry}
 */
export function documentGame(text, game, kind) {
  if (game !== undefined) {
    return gameArg(game);
  }
  let format;
  try {
    format = JSON.parse(text)?.format;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError(`the ${kind} is not JSON: ${reason}`, "json");
  }
  const name = typeof format === "string" ? format.split("/")[0] : undefined;
  const entry = REGISTRY.find((g) => g.name === name);
  if (!entry) {
    const formats = REGISTRY.map((g) => `${g.name}/${kind}`).join(", ");
    const message = `the document's format ${shown(format)} is no ${kind} format of this library (${formats})`;
    throw new InvalidStateError(message, "format");
  }
  return entry;
}
