// What a hint says (web/hint-words.js, pure): the move the expert would play among its estimates,
// chosen as the bot chooses, and why. The page's hint tests (hints.test.mjs) ask real hints in
// Chromium; these cover the cases a game rarely reaches on demand.

import assert from "node:assert/strict";
import { test } from "node:test";

import { hintWords } from "../hint-words.js";

const estimate = (actionId, value, visits) => ({ actionId, text: `move ${actionId}`, value, visits });

test("a hint names the most tried move with its chance and the next best's", () => {
  const words = hintWords([estimate(3, 0.31, 40), estimate(7, 0.424, 900), estimate(9, 0.38, 60)]);
  assert.deepEqual(words, { actionId: 7, move: "move 7", reason: "estimated 42% win chance; next best 38%" });
});

test("equal visits go to the better valued move, then to the first, as the bot chooses", () => {
  assert.equal(hintWords([estimate(1, 0.3, 50), estimate(2, 0.5, 50)]).actionId, 2);
  assert.equal(hintWords([estimate(1, 0.5, 50), estimate(2, 0.5, 50)]).actionId, 1);
  assert.equal(hintWords([estimate(1, null, 0), estimate(2, null, 0)]).actionId, 1);
});

test("a move the search never tried is said to be not estimated", () => {
  const words = hintWords([estimate(4, 0.6, 10), estimate(5, null, 0)]);
  assert.equal(words.reason, "estimated 60% win chance; next best not estimated");
});

test("a single legal move is the only move, with its estimated chance", () => {
  const words = hintWords([estimate(12, 0.255, 200)]);
  assert.deepEqual(words, { actionId: 12, move: "move 12", reason: "your only move, estimated 26% win chance" });
});
