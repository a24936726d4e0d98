// The package's errors: its own classes for the engine's refusals, JavaScript's TypeError and
// RangeError for arguments of the wrong type or out of range, each with a `code` (Python's
// `reason`), and the translation of what the engine throws into them.

/** The base class of the errors the engine reports; `code` says why (Python's `reason`). */
export class HerrDerZiegenError extends Error {
  /**
   * @param {string} message
   * @param {string} code
   * @param {ErrorOptions} [options]
   */
  constructor(message, code, options) {
    super(message, options);
    this.name = new.target.name;
    /** Why, as a snake_case code. */
    this.code = code;
  }
}

/** A move was refused (wrong phase, not your turn, unknown action, ...); nothing changed. */
export class IllegalMoveError extends HerrDerZiegenError {}

/** A document (state, view, replay) was refused: malformed, foreign or inconsistent. */
export class InvalidStateError extends HerrDerZiegenError {}

/** A game could not be set up: an unknown game, a player count or options it does not take. */
export class SetupError extends HerrDerZiegenError {}

/**
 * JavaScript's own error class `Class` with a `code`.
 * @template {ErrorConstructor | TypeErrorConstructor | RangeErrorConstructor} C
 * @param {C} Class
 * @param {string} message
 * @param {string} code
 * @returns {InstanceType<C> & { code: string }}
 */
export function jsError(Class, message, code) {
  return /** @type {InstanceType<C> & { code: string }} */ (Object.assign(new Class(message), { code }));
}

/**
 * A TypeError with a `code` (by default `invalid_type`).
 * @param {string} message
 */
export const typeError = (message, code = "invalid_type") => jsError(TypeError, message, code);

/**
 * A RangeError with a `code` (by default `out_of_range`).
 * @param {string} message
 */
export const rangeError = (message, code = "out_of_range") => jsError(RangeError, message, code);

/** The kinds of problem the engine names its refusals by (wasm/src/errors.rs). */
const ENGINE_PROBLEMS = new Set([
  "InvalidArgument",
  "Setup",
  "UnknownAction",
  "IllegalMove",
  "NotYourTurn",
  "GameOver",
  "InvalidJson",
  "InvalidState",
  "Internal",
]);

/**
 * The engine's refusal `error` (its `name` the kind of problem) as the package's error; any
 * other value as it is.
 * @param {unknown} error
 * @returns {unknown}
 */
export function translated(error) {
  if (!(error instanceof Error) || !("code" in error) || typeof error.code !== "string") {
    return error;
  }
  if (!ENGINE_PROBLEMS.has(error.name)) {
    return error;
  }
  switch (error.name) {
    case "Setup":
      return new SetupError(error.message, error.code);
    case "UnknownAction":
    case "IllegalMove":
    case "NotYourTurn":
    case "GameOver":
      return new IllegalMoveError(error.message, error.code);
    case "InvalidJson":
    case "InvalidState":
      return new InvalidStateError(error.message, error.code);
    case "InvalidArgument":
      return rangeError(error.message, error.code);
    default:
      return jsError(Error, error.message, error.code);
  }
}

/**
 * `call()`, its engine refusals thrown as the package's errors.
 * @template T
 * @param {() => T} call
 * @returns {T}
 */
export function viaEngine(call) {
  try {
    return call();
  } catch (error) {
    throw translated(error);
  }
}
