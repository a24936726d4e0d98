// herr-der-ziegen: the rules engines of Herr der Ziegen, Ziegen Kriegen and Le Baron for
// JavaScript, compiled to WebAssembly. One ES module for browsers, module workers and Node 20,
// without a bundler: the engine (`herr_der_ziegen_wasm_bg.wasm`, next to this file) is loaded
// with top-level await when the module is imported.
//
// This file is the package's API, written once for every game of the registry: it checks the
// arguments, turns the engine's refusals into error classes and its JSON into plain objects.
// Everything else happens in the engine (wasm/src, over game_registry::dynamic).

import init, {
  initSync,
  RawBot,
  RawGame,
  RawSetup,
  RawView,
  defaultOptionsJson,
  gamesJson,
  legalBuffer,
  moveTableJson,
  queriesJson,
} from "./herr_der_ziegen_wasm.js";

// ---------------------------------------------------------------------------------------------
// Loading

const wasmUrl = new URL("./herr_der_ziegen_wasm_bg.wasm", import.meta.url);
let exports;
if (wasmUrl.protocol === "file:" && typeof process === "object" && process.versions?.node) {
  // Node reads the module from disk (its fetch has no file: URLs).
  const { readFile } = await import("node:fs/promises");
  exports = initSync({ module: await readFile(wasmUrl) });
} else {
  exports = await init({ module_or_path: wasmUrl });
}

/** The module's memory, where `legalCount` writes legal action ids (wasm/src/legal.rs). */
const memory = exports.memory;
const LEGAL_ADDRESS = legalBuffer();
let legalView = new Uint32Array(memory.buffer, LEGAL_ADDRESS);

/** The legal action ids of `raw` (a RawGame or RawView), read from the module's buffer. */
function legalIds(raw) {
  const n = raw.legalCount();
  if (legalView.byteLength === 0) {
    // The memory grew: views of the old buffer are detached.
    legalView = new Uint32Array(memory.buffer, LEGAL_ADDRESS);
  }
  const ids = new Array(n);
  for (let i = 0; i < n; i++) ids[i] = legalView[i];
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Errors

/** The base class of the errors the engine reports; `code` says why (Python's `reason`). */
export class HerrDerZiegenError extends Error {
  constructor(message, code, options) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A move was refused (wrong phase, not your turn, unknown action, ...); nothing changed. */
export class IllegalMoveError extends HerrDerZiegenError {}

/** A document (state, view, replay) was refused: malformed, foreign or inconsistent. */
export class InvalidStateError extends HerrDerZiegenError {}

/** A game could not be set up: an unknown game, a player count or options it does not take. */
export class SetupError extends HerrDerZiegenError {}

/** JavaScript's own error class `Class` with a `code`. */
function jsError(Class, message, code) {
  const error = new Class(message);
  error.code = code;
  return error;
}

const typeError = (message, code = "invalid_type") => jsError(TypeError, message, code);
const rangeError = (message, code = "out_of_range") => jsError(RangeError, message, code);

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

/** The engine's refusal `error` (its `name` the kind of problem) as the package's error. */
function translated(error) {
  if (!(error instanceof Error) || typeof error.code !== "string" || !ENGINE_PROBLEMS.has(error.name)) {
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

/** `call()`, its engine refusals thrown as the package's errors. */
function engine(call) {
  try {
    return call();
  } catch (error) {
    throw translated(error);
  }
}

// ---------------------------------------------------------------------------------------------
// The registry

/** What the engine says of each game (sizes, bots, phases), in registry order. */
const REGISTRY = JSON.parse(gamesJson()).map((entry) => Object.freeze(entry));

/**
 * Every game of the registry, in registry order: its `name` as users write it, its `title`, the
 * fewest and most players, the number of action ids and the length of an observation.
 */
export const GAMES = Object.freeze(
  REGISTRY.map(({ name, title, minPlayers, maxPlayers, numActions, observationSize }) =>
    Object.freeze({ name, title, minPlayers, maxPlayers, numActions, observationSize }),
  ),
);

const gameNames = () => REGISTRY.map((g) => g.name).join(", ");

/** A short, printable form of a value for messages. */
function shown(value) {
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

/** The kind of a value, for messages: "a string", "null", ... */
function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "object" || type === "undefined" ? type : `a ${type}`;
}

/** The registry entry of the game called `name` (`"le-baron"`; `"le_baron"` too). */
function gameArg(name) {
  if (typeof name !== "string") {
    throw typeError(`the game is a name (${gameNames()}), not ${typeName(name)}`);
  }
  const entry = REGISTRY.find((g) => g.name === name || g.name.replaceAll("-", "_") === name);
  if (!entry) {
    throw new SetupError(`unknown game ${shown(name)} (games: ${gameNames()})`, "unknown_game");
  }
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Arguments

const MAX_SEED = (1n << 64n) - 1n;

/** A seed as the engine takes it: a safe non-negative integer number or a bigint below 2^64. */
function seedArg(seed, what = "the seed") {
  if (typeof seed === "bigint") {
    if (seed < 0n || seed > MAX_SEED) {
      throw rangeError(`${what} ${seed}n is out of range (seeds are 0 to 2^64 - 1)`);
    }
    return seed;
  }
  if (typeof seed !== "number" || !Number.isInteger(seed)) {
    throw typeError(`${what} is a whole number or a bigint, not ${typeof seed === "number" ? seed : typeName(seed)}`);
  }
  if (seed < 0) {
    throw rangeError(`${what} ${seed} is out of range (seeds are 0 to 2^64 - 1)`);
  }
  if (!Number.isSafeInteger(seed)) {
    throw rangeError(`${what} ${seed} is above 2^53 - 1, where numbers lose digits: give it as a bigint`);
  }
  return BigInt(seed);
}

/** A whole number argument (a seat, a player count), as a number. */
function integerArg(value, what) {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw typeError(`${what} is a whole number, not ${typeof value === "number" ? value : typeName(value)}`);
  }
  return value;
}

/** `player` as a seat of a game of `players` players. */
function seatArg(player, players, what = "the seat") {
  integerArg(player, what);
  if (player < 0 || player >= players) {
    throw rangeError(`${what} ${player} is not a seat of this ${players}-player game (seats are 0 to ${players - 1})`);
  }
  return player;
}

/** `players` as a player count of game `entry`. */
function playersArg(entry, players) {
  integerArg(players, "the number of players");
  if (players < entry.minPlayers || players > entry.maxPlayers) {
    throw new SetupError(
      `${entry.name}: the game is for ${entry.minPlayers} to ${entry.maxPlayers} players, not ${players}`,
      "player_count",
    );
  }
  return players;
}

const isPlainObject = (value) =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !ArrayBuffer.isView(value);

/** `name` in snake_case: `startPlayer` becomes `start_player`. */
const snakeCase = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `name` in camelCase: `milk_total` becomes `milkTotal`. */
const camelCase = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * `value`, fresh from `JSON.parse`, with the keys of every object in it in camelCase (the values
 * are kept; objects whose keys have no underscore are kept as they are).
 */
function camelKeys(value) {
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
  const out = {};
  for (const key in value) out[camelCase(key)] = value[key];
  return out;
}

/**
 * `given` (user options, keys in camelCase or snake_case) laid over `defaults` (an options
 * document): unknown keys and values of another type than the default's are a TypeError; objects
 * are laid over the default object field by field; other values (tables, `null`) are judged by
 * the engine.
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

/** Each game's default options documents (text), by player count, read once. */
const DEFAULT_OPTIONS = new Map();

/** The options document (text) of game `entry` for `players` players with the user's `options`. */
function optionsDocument(entry, players, options) {
  const key = `${entry.index}:${players}`;
  let defaults = DEFAULT_OPTIONS.get(key);
  if (defaults === undefined) {
    defaults = engine(() => defaultOptionsJson(entry.index, players));
    DEFAULT_OPTIONS.set(key, defaults);
  }
  if (options === undefined || options === null) {
    return defaults;
  }
  if (!isPlainObject(options)) {
    throw typeError(`the options are an object, not ${typeName(options)}`);
  }
  return JSON.stringify(overlay(JSON.parse(defaults), options, "", entry.name));
}

/** The checked options (RawSetup) of the last options documents games were set up with. */
const SETUPS = new Map();
const MAX_SETUPS = 64;

/** The RawSetup of options document `document` of game `entry`, read and checked once. */
function setupOf(entry, document) {
  const key = `${entry.index}:${document}`;
  let setup = SETUPS.get(key);
  if (setup === undefined) {
    setup = engine(() => {
      try {
        return RawSetup.read(entry.index, document);
      } catch (error) {
        // Options of the wrong shape are a wrong type, as for the keys checked in `overlay`.
        if (error?.name === "InvalidJson") throw jsError(TypeError, error.message, error.code);
        throw error;
      }
    });
    if (SETUPS.size >= MAX_SETUPS) {
      const [oldest, dropped] = SETUPS.entries().next().value;
      SETUPS.delete(oldest);
      dropped.free();
    }
    SETUPS.set(key, setup);
  }
  return setup;
}

/** JSON text of a document given as text or as its object (bigints written as numbers). */
function documentText(document, what) {
  if (typeof document === "string") {
    return document;
  }
  if (!isPlainObject(document)) {
    throw typeError(`${what} is a document (an object or its JSON text), not ${typeName(document)}`);
  }
  const marker = "\u0000bigint:";
  return JSON.stringify(document, (_, value) => (typeof value === "bigint" ? `${marker}${value}` : value)).replace(
    /"\\u0000bigint:(\d+)"/g,
    "$1",
  );
}

/** The document in JSON `text` as a plain object, a seed above 2^53 - 1 kept as a bigint. */
function documentObject(text, seed) {
  const document = JSON.parse(text);
  if (seed !== undefined && seed > BigInt(Number.MAX_SAFE_INTEGER) && "seed" in document) {
    document.seed = seed;
  }
  return document;
}

/**
 * The registry entry of the game a document belongs to: `game` when given, else the game its
 * `format` (`"le-baron/state"`) names.
 */
function documentGame(text, game, kind) {
  if (game !== undefined) {
    return gameArg(game);
  }
  let format;
  try {
    format = JSON.parse(text)?.format;
  } catch (error) {
    throw new InvalidStateError(`the ${kind} is not JSON: ${error.message}`, "json");
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

// ---------------------------------------------------------------------------------------------
// Moves

/** Each game's move objects, by action id, made once and shared (frozen). */
const MOVES = REGISTRY.map((entry) =>
  JSON.parse(engine(() => moveTableJson(entry.index))).map((fields, actionId) => {
    if (fields === null) return null;
    const { kind, text, ...rest } = fields;
    return Object.freeze({ game: entry.name, actionId, kind, ...rest, text });
  }),
);

/**
 * The action id of `move` (a move object of game `entry` or an action id) for a game of
 * `entry`; `undefined` for a number that is no action id when `lenient` (for `isLegal`).
 */
function actionArg(entry, move, lenient = false) {
  let id = move;
  if (isPlainObject(move)) {
    if (move.game !== entry.name) {
      throw typeError(`a move of ${shown(move.game)} is no move of ${entry.name}`, "wrong_game");
    }
    id = move.actionId;
    if (typeof id !== "number" || !Number.isInteger(id)) {
      throw typeError(`the move's actionId is a whole number, not ${typeof id === "number" ? id : typeName(id)}`);
    }
  } else if (typeof move !== "number") {
    throw typeError(`a move is a move object or an action id (a whole number), not ${typeName(move)}`);
  } else if (!Number.isInteger(move)) {
    throw typeError(`an action id is a whole number, not ${move}`);
  }
  if (id < 0 || id >= entry.numActions || MOVES[entry.index][id] === null) {
    if (lenient) return undefined;
    throw new IllegalMoveError(
      `${entry.name}: ${id} is not an action id (action ids are 0 to ${entry.numActions - 1})`,
      "unknown_action",
    );
  }
  return id;
}

/** The move objects of `ids` in game `entry`. */
function movesOf(entry, ids) {
  const table = MOVES[entry.index];
  for (let i = 0; i < ids.length; i++) ids[i] = table[ids[i]];
  return ids;
}

/** A mask of `numActions` entries, 1 at `ids`. */
function maskOf(entry, ids) {
  const mask = new Uint8Array(entry.numActions);
  for (const id of ids) mask[id] = 1;
  return mask;
}

/** The events in JSON `text` as plain objects, keys in camelCase. */
const eventsOf = (text) => camelKeys(JSON.parse(text));

/** The scores of `raw` (a RawGame) as the package writes them. */
function scoresOf(raw) {
  const document = JSON.parse(raw.scoresJson());
  const seats = document.seats.map(({ seat, total, winner, breakdown }) =>
    Object.freeze({ seat, ...camelKeys(breakdown ?? {}), total, winner }),
  );
  return Object.freeze({
    game: document.game,
    seats: Object.freeze(seats),
    players: Object.freeze(seats),
    totals: Object.freeze(seats.map((s) => s.total)),
    winners: Object.freeze(document.winners),
    isFinal: document.is_final,
    order: document.order,
    details: Object.freeze(JSON.parse(raw.scoreDetailsJson())),
  });
}

// ---------------------------------------------------------------------------------------------
// Game

const RAW = Symbol("raw");
const ENTRY = Symbol("entry");

/** What a freed object holds in place of its engine object: any use is a clear error. */
const FREED = new Proxy(
  {},
  {
    get() {
      throw jsError(Error, "this object was freed (free() was called on it)", "freed");
    },
  },
);

/** Frees the engine object of `object` (a Game or PlayerView) once; later calls do nothing. */
function freeRaw(object) {
  const raw = object[RAW];
  if (raw !== FREED) {
    object[RAW] = FREED;
    raw.free();
  }
}

/**
 * What a `Game` and a `PlayerView` both tell (this class is not exported): the game, the players,
 * the seat to decide, the phase, the turn and the legal moves.
 */
class Position {
  /** The game's name as users write it (`"le-baron"`). */
  get game() {
    return this[ENTRY].name;
  }

  /** The number of players. */
  get players() {
    return this[RAW].players();
  }

  /** The seat that decides now, `null` once the game is over. */
  get currentPlayer() {
    const seat = this[RAW].currentPlayer();
    return seat < 0 ? null : seat;
  }

  /** Whether the game is over. */
  get isOver() {
    return this[RAW].currentPlayer() < 0;
  }

  /** The kind of decision the game waits for, by name (`"over"` once over). */
  get phase() {
    return this[RAW].phase();
  }

  /** The number of the current turn, from 1, as the game counts turns. */
  get turn() {
    return this[RAW].turn();
  }

  /**
   * The legal moves of the seat to decide, in the engine's order (shared, frozen objects); of a
   * view, none unless its seat decides, known from the view alone.
   */
  legalMoves() {
    return movesOf(this[ENTRY], legalIds(this[RAW]));
  }

  /** The action ids of `legalMoves()`, in the same order. */
  legalActions() {
    return legalIds(this[RAW]);
  }

  /** A `Uint8Array` of `numActions` entries, 1 at the legal action ids. */
  legalActionMask() {
    return maskOf(this[ENTRY], legalIds(this[RAW]));
  }

  /** Whether `move` (a move object or an action id) is legal now (of a view: for its seat). */
  isLegal(move) {
    const id = actionArg(this[ENTRY], move, true);
    return id !== undefined && this[RAW].isLegal(id);
  }
}

/** A `Game` holding `raw` (a RawGame) of game `entry`, with the game's own methods. */
function gameOf(entry, raw) {
  const game = Object.create(GAME_PROTOTYPES[entry.index]);
  game[RAW] = raw;
  game[ENTRY] = entry;
  return game;
}

/**
 * The full state of one game (the god view: it knows every hand; give players `view(seat)`).
 * `new Game(game, players, seed, options)`: the same game, players, seed and options give the
 * same deal in Rust, C, Python and JavaScript.
 */
export class Game extends Position {
  constructor(game, players, seed, options) {
    const entry = gameArg(game);
    playersArg(entry, players);
    const exactSeed = seedArg(seed);
    const raw = setupOf(entry, optionsDocument(entry, players, options)).deal(exactSeed);
    // The object of the game's own prototype (its own methods), not `this`.
    return gameOf(entry, raw);
  }

  /** Loads a state document (an object or its JSON text); its history starts here. */
  static fromJSON(document, game) {
    const text = documentText(document, "the state");
    const entry = documentGame(text, game, "state");
    return gameOf(entry, engine(() => RawGame.load(entry.index, text)));
  }

  /** The game a replay document leads to, with its seed, options and history, every move and checksum checked. */
  static fromReplay(document, game) {
    const text = documentText(document, "the replay");
    const entry = documentGame(text, game, "replay");
    return gameOf(entry, engine(() => RawGame.fromReplay(entry.index, text)));
  }

  /** The seed the game was set up from (a number, or a bigint above 2^53 - 1); `null` for a loaded game. */
  get seed() {
    const seed = this[RAW].seed();
    if (seed === undefined) return null;
    return seed > BigInt(Number.MAX_SAFE_INTEGER) ? seed : Number(seed);
  }

  /** The options the game was set up with, as its options document; `null` for a loaded game. */
  get options() {
    const json = engine(() => this[RAW].optionsJson());
    return json === undefined ? null : JSON.parse(json);
  }

  /** Plays `move` (a move object or an action id) and returns its events; an illegal move changes nothing. */
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

  /** `apply(move)`, refused (`not_your_turn`) unless `seat` decides now. */
  applyFor(seat, move) {
    seatArg(seat, this.players);
    const id = actionArg(this[ENTRY], move);
    return eventsOf(engine(() => this[RAW].apply(seat, id)));
  }

  /** Plays the move with action id `actionId` without building its events: the fast path. */
  applyAction(actionId) {
    const id = actionArg(this[ENTRY], actionId);
    try {
      this[RAW].applyAction(id);
    } catch (error) {
      throw translated(error);
    }
  }

  /** What seat `seat` may know now. */
  view(seat) {
    seatArg(seat, this.players);
    return viewOf(this[ENTRY], engine(() => this[RAW].view(seat)));
  }

  /** The cards in `seat`'s hand, by card number, increasing (hidden information: give players a view). */
  hand(seat) {
    seatArg(seat, this.players);
    return Array.from(engine(() => this[RAW].hand(seat)));
  }

  /** Seat `seat`'s observation tensor (`Float32Array`, docs/observation.md): `view(seat).observation()`. */
  observation(seat) {
    seatArg(seat, this.players);
    return engine(() => this[RAW].observation(seat));
  }

  /** The scores as things stand (final once over). */
  scores() {
    return engine(() => scoresOf(this[RAW]));
  }

  /** The action ids played since the game was set up or loaded, in order. */
  history() {
    return Array.from(this[RAW].history());
  }

  /** Takes back the last move (`IllegalMoveError`, code `nothing_to_undo`, when there is none). */
  undo() {
    engine(() => this[RAW].undo());
  }

  /** The replay document (seed, options, history, checksums) as a plain object. */
  replay() {
    return documentObject(engine(() => this[RAW].replayJson()), this[RAW].seed());
  }

  /** The state document as a plain object (`JSON.stringify(game)` writes it). */
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

// ---------------------------------------------------------------------------------------------
// PlayerView

/** A `PlayerView` holding `raw` (a RawView) of game `entry`, with the game's own methods. */
function viewOf(entry, raw) {
  const view = Object.create(VIEW_PROTOTYPES[entry.index]);
  view[RAW] = raw;
  view[ENTRY] = entry;
  return view;
}

/** What one seat may know of a game: the public state, its own hand and what it saw. */
export class PlayerView extends Position {
  constructor() {
    throw typeError("get a PlayerView from game.view(seat) or PlayerView.fromJSON(document)");
  }

  /** Loads a view document (an object or its JSON text), checking that some game has exactly this view. */
  static fromJSON(document, game) {
    const text = documentText(document, "the view");
    const entry = documentGame(text, game, "view");
    return viewOf(entry, engine(() => RawView.load(entry.index, text)));
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

  /** A full game consistent with this view, the unseen cards placed from `seed`. */
  determinize(seed) {
    return gameOf(this[ENTRY], this[RAW].determinize(seedArg(seed)));
  }

  /** The view document as a plain object. */
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

// ---------------------------------------------------------------------------------------------
// Each game's own methods

/**
 * Each game's own methods on its games and views (what its cards are), by registry number:
 * `{ name, argument }` in the order of their numbers, `argument` a whole number's name and range
 * (`{ name: "card", first: 1, last: 50 }`) or `null` (wasm/src/queries.rs). The answers come from
 * the game or view asked, so a game set up or loaded with another card table answers with it.
 */
const QUERIES = REGISTRY.map((entry) => JSON.parse(engine(() => queriesJson(entry.index))));

/** `value` as the argument `argument` of a method of game `entry`. */
function queryArg(entry, argument, value) {
  const { name, first, last } = argument;
  integerArg(value, `the ${name}`);
  if (value < first || value > last) {
    throw rangeError(`${entry.name}: ${value} is not a ${name} (${name}s are ${first} to ${last})`);
  }
  return value;
}

/** The method asking query number `index` of game `entry`, named as the query. */
function queryMethod(entry, index, { name, argument }) {
  const ask = (object, value) => JSON.parse(engine(() => object[RAW].query(index, value)));
  // Methods of object literals: named, and not constructors.
  const methods =
    argument === null
      ? {
          [name]() {
            return ask(this, 0);
          },
        }
      : {
          [name](value) {
            return ask(this, queryArg(entry, argument, value));
          },
        };
  return methods[name];
}

/** A prototype over `base` (Game's or PlayerView's) with the own methods of game `entry`. */
function prototypeWithQueries(base, entry) {
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

/** Each game's prototype of its games and views, by registry number. */
const GAME_PROTOTYPES = REGISTRY.map((entry) => prototypeWithQueries(Game.prototype, entry));
const VIEW_PROTOTYPES = REGISTRY.map((entry) => prototypeWithQueries(PlayerView.prototype, entry));

// ---------------------------------------------------------------------------------------------
// Bot

const MAX_SECONDS = 10;

/**
 * A computer player: `new Bot("random" | "greedy" | "ismcts" | "ismcts:N", { seed, seconds, game })`.
 * It plays the game of the first view or game it is given (or `game`), and sees only views.
 */
export class Bot {
  #name;
  #seed;
  #milliseconds;
  #entry;
  #raw;

  constructor(name, options = {}) {
    if (typeof name !== "string") {
      throw typeError(`a bot's name is a string (random, greedy, ismcts, ismcts:N), not ${typeName(name)}`);
    }
    if (!isPlainObject(options)) {
      throw typeError(`the bot's options are an object ({ seed, seconds, game }), not ${typeName(options)}`);
    }
    for (const key of Object.keys(options)) {
      if (!["seed", "seconds", "game"].includes(key)) {
        throw typeError(`a bot has no option ${shown(key)} (options: seed, seconds, game)`, "unknown_option");
      }
    }
    this.#name = name;
    this.#seed = options.seed === undefined ? 0n : seedArg(options.seed, "the bot's seed");
    if (options.seconds !== undefined) {
      const seconds = options.seconds;
      if (name !== "ismcts") {
        throw rangeError(`only "ismcts" searches for a time, not ${shown(name)}`, "invalid_argument");
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

  /** Makes the bot a player of game `entry`. */
  #bind(entry) {
    this.#raw = engine(() =>
      this.#milliseconds === undefined
        ? RawBot.named(entry.index, this.#name, this.#seed)
        : RawBot.timed(entry.index, this.#milliseconds, this.#seed),
    );
    this.#entry = entry;
  }

  /**
   * The bot's move for the seat that decides in `viewOrGame` (a `PlayerView` of that seat, or a
   * `Game`: the bot then sees only that seat's view), among `legalMoves` when given.
   */
  choose(viewOrGame, legalMoves) {
    const isGame = viewOrGame instanceof Game;
    if (!isGame && !(viewOrGame instanceof PlayerView)) {
      throw typeError(`choose takes a PlayerView or a Game, not ${typeName(viewOrGame)}`);
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
    let offered;
    if (legalMoves !== undefined && legalMoves !== null) {
      if (typeof legalMoves[Symbol.iterator] !== "function" || typeof legalMoves === "string") {
        throw typeError(`legalMoves is a list of moves or action ids, not ${typeName(legalMoves)}`);
      }
      offered = Uint32Array.from(legalMoves, (move) => actionArg(entry, move));
      if (offered.length === 0) {
        throw rangeError("no legal move to choose from", "invalid_argument");
      }
    }
    const raw = this.#raw;
    let id;
    if (isGame && offered === undefined) {
      id = engine(() => raw.chooseInGame(viewOrGame[RAW]));
    } else {
      const game = isGame ? viewOrGame : undefined;
      if (game && game.isOver) {
        throw new IllegalMoveError("the game is over", "game_over");
      }
      const view = game ? game.view(game.currentPlayer) : viewOrGame;
      try {
        id = engine(() => raw.chooseFromView(view[RAW], offered ?? new Uint32Array(0)));
      } finally {
        if (game) view.free();
      }
    }
    return MOVES[entry.index][id];
  }

  /** Frees the engine's memory now; the bot cannot be used afterwards. */
  free() {
    if (this.#raw !== FREED) {
      this.#raw?.free();
      this.#raw = FREED;
    }
  }
}
