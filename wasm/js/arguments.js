// The arguments users pass, checked before they reach the engine: a value of the wrong type is a
// TypeError, a number out of range a RangeError (or a SetupError for a player count the game does
// not take), each naming the argument. No number reaches the engine unchecked, so no input can
// reach a panic of the engine (which would abort the WebAssembly instance).

import { SetupError, rangeError, typeError } from "./errors.js";

/**
 * A short, printable form of a value for messages.
 * @param {unknown} value
 * @returns {string}
 */
export function shown(value) {
  if (typeof value === "string") {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  }
  if (typeof value === "bigint") {
    return `${value}n`;
  }
  if (value === null || typeof value !== "object") {
    return String(value);
  }
  return Array.isArray(value) ? "an array" : "an object";
}

/**
 * The kind of a value, for messages: "a string", "null", "a SpectatorView" (an object of a class
 * names its class), "object" (a plain object), ...
 * @param {unknown} value
 * @returns {string}
 */
export function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "object") {
    const made = Object.getPrototypeOf(value)?.constructor?.name;
    return made && made !== "Object" ? `a ${made}` : type;
  }
  return type === "undefined" ? type : `a ${type}`;
}

/**
 * What a number that should be whole is called in messages: itself, or its kind.
 * @param {unknown} value
 */
export const wholeNumberShown = (value) => (typeof value === "number" ? String(value) : typeName(value));

/**
 * Whether `value` is a plain object (not null, an array or a typed array).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isPlainObject = (value) =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !ArrayBuffer.isView(value);

const MAX_SEED = (1n << 64n) - 1n;

/**
 * A seed as the engine takes it: a safe non-negative integer number or a bigint below 2^64.
 * @param {unknown} seed
 * @returns {bigint}
 */
export function seedArg(seed, what = "the seed") {
  if (typeof seed === "bigint") {
    if (seed < 0n || seed > MAX_SEED) {
      throw rangeError(`${what} ${seed}n is out of range (seeds are 0 to 2^64 - 1)`);
    }
    return seed;
  }
  if (typeof seed !== "number" || !Number.isInteger(seed)) {
    throw typeError(`${what} is a whole number or a bigint, not ${wholeNumberShown(seed)}`);
  }
  if (seed < 0) {
    throw rangeError(`${what} ${seed} is out of range (seeds are 0 to 2^64 - 1)`);
  }
  if (!Number.isSafeInteger(seed)) {
    throw rangeError(`${what} ${seed} is above 2^53 - 1, where numbers lose digits: give it as a bigint`);
  }
  return BigInt(seed);
}

/**
 * A whole number argument (a seat, a player count), as a number.
 * @param {unknown} value
 * @param {string} what
 * @returns {number}
 */
export function integerArg(value, what) {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw typeError(`${what} is a whole number, not ${wholeNumberShown(value)}`);
  }
  return value;
}

/**
 * `player` as a seat of a game of `players` players.
 * @param {unknown} player
 * @param {number} players
 * @returns {number}
 */
export function seatArg(player, players, what = "the seat") {
  const seat = integerArg(player, what);
  if (seat < 0 || seat >= players) {
    throw rangeError(`${what} ${seat} is not a seat of this ${players}-player game (seats are 0 to ${players - 1})`);
  }
  return seat;
}

/**
 * `players` as a player count of the game `entry` describes.
 * @param {{ name: string, minPlayers: number, maxPlayers: number }} entry
 * @param {unknown} players
 * @returns {number}
 */
export function playersArg(entry, players) {
  const count = integerArg(players, "the number of players");
  if (count < entry.minPlayers || count > entry.maxPlayers) {
    throw new SetupError(
      `${entry.name}: the game is for ${entry.minPlayers} to ${entry.maxPlayers} players, not ${count}`,
      "player_count",
    );
  }
  return count;
}
