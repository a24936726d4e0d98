// What the package's Node tests share: the package under test (HDZ_PACKAGE_DIR, default
// target/npm/package, which scripts/build-npm.sh target/npm writes), a Python with the wheel for
// the cross-language tests (HDZ_PYTHON, default target/py-test-venv/bin/python), seeded choices,
// the checks of a refusal and the invariants every position keeps.

import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The repository's root. */
export const root = resolve(import.meta.dirname, "../..");
/** The unpacked package under test. */
export const packageDir = resolve(process.env.HDZ_PACKAGE_DIR ?? join(root, "target/npm/package"));
/** The package's exports. */
export const hdz = await import(pathToFileURL(join(packageDir, "index.js")).href);
const { Game, PlayerView } = hdz;

/** A Python with the herr_der_ziegen wheel, for the documents written in Python. */
export const python = process.env.HDZ_PYTHON ?? join(root, "target/py-test-venv/bin/python");
/** Whether that Python is there (the cross-language tests are skipped without it). */
export const havePython = existsSync(python);

/** A small seeded generator (xorshift32) for the tests' random choices. */
export function rng(seed) {
  let x = (seed * 2654435761 + 0x9e3779b9) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** The player counts to try for a game: the fewest, the most, and one between. */
export const playerCounts = ({ minPlayers, maxPlayers }) =>
  [...new Set([minPlayers, Math.floor((minPlayers + maxPlayers) / 2), maxPlayers])];

/** FNV-1a 64 of a text's UTF-8 bytes as 16 hex digits (the replays' checksum). */
export function fnv1a64(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** The golden transcripts' chooser: one LCG step, then the index `(x >> 33) % count`. */
export function nextChoice(state, count) {
  const next = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return [next, Number((next >> 33n) % BigInt(count))];
}

/** `fn()` throws an error of `Class` with `code`; returns it. */
export function refused(fn, Class, code) {
  let thrown;
  assert.throws(fn, (error) => {
    thrown = error;
    return error instanceof Class && (code === undefined || error.code === code);
  });
  assert.equal(thrown.name, Class.name);
  assert.equal(typeof thrown.code, "string");
  assert.ok(thrown.message.length > 0);
  return thrown;
}

/** The own methods of a game's `Game` or `PlayerView` (its card information), by name. */
export const ownMethods = (object) =>
  Object.getOwnPropertyNames(Object.getPrototypeOf(object)).filter((key) => typeof object[key] === "function");

/** The invariants every position of a game keeps. */
export function checkInvariants(game, entry) {
  const moves = game.legalMoves();
  const ids = game.legalActions();
  assert.deepEqual(ids, moves.map((m) => m.actionId));
  assert.equal(game.isOver, game.currentPlayer === null);
  assert.equal(game.isOver, moves.length === 0);
  const mask = game.legalActionMask();
  assert.equal(mask.length, entry.numActions);
  assert.equal(mask.reduce((a, b) => a + b, 0), ids.length);
  for (const move of moves) {
    assert.equal(move.game, entry.name);
    assert.equal(typeof move.kind, "string");
    assert.equal(typeof move.text, "string");
    assert.ok(Object.isFrozen(move));
    assert.ok(game.isLegal(move) && game.isLegal(move.actionId) && mask[move.actionId] === 1);
  }
  for (let seat = 0; seat < game.players; seat++) {
    const view = game.view(seat);
    assert.equal(view.seat, seat);
    assert.equal(view.currentPlayer, game.currentPlayer);
    assert.equal(view.phase, game.phase);
    assert.deepEqual(view.hand, game.hand(seat));
    // What a seat may do depends only on what it sees.
    assert.deepEqual(view.legalActions(), seat === game.currentPlayer ? ids : []);
    assert.equal(view.observation().length, entry.observationSize);
    view.free();
  }
  const scores = game.scores();
  assert.equal(scores.seats.length, game.players);
  assert.deepEqual(scores.totals, scores.seats.map((s) => s.total));
  assert.deepEqual(scores.winners, scores.seats.filter((s) => s.winner).map((s) => s.seat));
  assert.equal(scores.isFinal, game.isOver);
}

/** Plays `game` to its end with random moves from `seed`, calling `check(events)` after each. */
export function playOut(game, seed, check) {
  const pick = rng(seed);
  while (!game.isOver) {
    const ids = game.legalActions();
    check(game.apply(ids[pick(ids.length)]));
  }
}

/** `game`'s answers to `method` for every number of `numbers`, and the same from its documents. */
export function answersThroughDocuments(game, method, numbers) {
  const answers = numbers.map((n) => game[method](n));
  const view = game.view(0);
  const loaded = [Game.fromJSON(game.toJSON()), Game.fromReplay(game.replay())];
  for (const other of [...loaded, view, PlayerView.fromJSON(view.toJSON())]) {
    assert.deepEqual(
      numbers.map((n) => other[method](n)),
      answers,
      `${method} after a document`,
    );
  }
  return answers;
}
