// Every game of the package has a complete drawing module on the page, and every module's card
// data and wording agree with the engine over whole games.

import assert from "node:assert/strict";
import { test } from "node:test";

import { DRAWINGS, missingParts } from "../games/index.js";
import { cardInfo } from "../games/herr-der-ziegen.js";
import { cardHeads, points } from "../games/le-baron.js";
import { heads, hillNumbers } from "../games/ziegen-kriegen.js";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, Game } = engine;

test("every game of the package has a drawing module with every part", () => {
  assert.ok(GAMES.length >= 3);
  for (const info of GAMES) {
    assert.ok(DRAWINGS[info.name], `${info.name} has no drawing module under web/games/`);
    assert.deepEqual(missingParts(DRAWINGS[info.name]), [], `${info.name}'s drawing module lacks parts`);
  }
  assert.deepEqual(
    Object.keys(DRAWINGS).sort(),
    GAMES.map((g) => g.name).sort(),
    "a drawing module for a game the package does not have",
  );
});

test("a module lacking a part is reported", () => {
  const { prompt, ...rest } = DRAWINGS["le-baron"];
  assert.equal(typeof prompt, "function");
  assert.deepEqual(missingParts(rest), ["prompt"]);
  assert.deepEqual(missingParts(undefined).length, Object.keys(DRAWINGS["le-baron"]).length - 1);
});

/** Plays `game` to its end with seeded random moves, calling `check(game, move, events, before)` after each. */
function playOut(game, seed, check) {
  const random = seededRandom(seed);
  while (!game.isOver) {
    const moves = game.legalMoves();
    const move = moves[Math.floor(random() * moves.length)];
    const before = game.view(game.currentPlayer).toJSON();
    const events = game.apply(move);
    check(game, move, events, before);
  }
}

test("Herr der Ziegen: the page's card values are the steps the big goats walk", () => {
  let checked = 0;
  for (const seed of [1, 2, 3]) {
    const game = new Game("herr-der-ziegen", 3 + (seed % 3), seed);
    const milkOnes = game.toJSON().milk_ones;
    playOut(game, seed, (_, move, events) => {
      if (move.kind !== "play") return;
      const walked = events.find((e) => e.event === "goat_moved");
      const track = 4 * game.toJSON().grid_size;
      assert.equal((walked.to - walked.from + track) % track, cardInfo(move.card, milkOnes).value, `card ${move.card}`);
      checked += 1;
    });
  }
  assert.ok(checked > 100);
});

test("Ziegen Kriegen: the page's reconstructed heads and hill numbers are the engine's", () => {
  let tricks = 0;
  let hills = 0;
  for (const [seed, players, rounds] of [
    [1, 3, 1],
    [2, 5, 1],
    [3, 6, 1],
    [4, 4, 4],
  ]) {
    const game = new Game("ziegen-kriegen", players, seed, { rounds });
    playOut(game, seed, (_, __, events, before) => {
      for (const event of events) {
        if (event.event === "trick_taken") {
          const cards = event.cards.slice(0, event.count);
          assert.equal(
            cards.reduce((sum, card) => sum + heads(before, card), 0),
            event.goats,
          );
          tricks += 1;
        }
        if (event.event === "hill_revealed") {
          assert.deepEqual(hillNumbers(before, event.card), [event.low, event.high]);
          hills += 1;
        }
      }
    });
  }
  assert.ok(tricks >= 32 && hills >= 16);
});

test("Le Baron: the page's reconstructed colours give the engine's legal rows and row points", () => {
  let placements = 0;
  let taken = 0;
  for (const [seed, players] of [
    [1, 2],
    [2, 5],
    [3, 10],
  ]) {
    const game = new Game("le-baron", players, seed);
    playOut(game, seed, (after, move, events, before) => {
      for (const event of events) {
        if (event.event === "row_taken") {
          assert.equal(
            event.cards.reduce((sum, card) => sum + points(before, card), 0),
            event.points,
          );
          taken += 1;
        }
      }
      if (after.isOver || after.phase !== "resolve") return;
      const view = after.view(after.currentPlayer).toJSON();
      const card = view.revealed[view.resolved].card;
      const colours = cardHeads(view, card);
      const fits = view.rows.flatMap((row, index) =>
        cardHeads(view, row.at(-1)).some((count, colour) => count > 0 && colours[colour] > 0) ? [index] : [],
      );
      const places = after
        .legalMoves()
        .filter((m) => m.kind === "place")
        .map((m) => m.row);
      assert.deepEqual(places, fits, `card ${card} on rows ${JSON.stringify(view.rows)}`);
      placements += 1;
    });
  }
  assert.ok(placements > 100 && taken > 10);
});

test("every game's words: each event of whole games is described, hidden cards never named", () => {
  const names = {
    name: (s) => (s === 0 ? "You" : `Seat ${s}`),
    possessive: (s) => (s === 0 ? "Your" : `Seat ${s}'s`),
    bot: () => "random",
  };
  for (const info of GAMES) {
    const drawing = DRAWINGS[info.name];
    const game = new Game(info.name, 4, 11);
    const kinds = new Set();
    playOut(game, 11, (after, _, events) => {
      const view = after.view(0).toJSON();
      const ctx = { view, seat: 0, moves: [], toMove: after.currentPlayer, thinking: null, names };
      for (const event of events) {
        const seen = drawing.seenBy(event, 0);
        const words = drawing.describeEvent(seen, ctx);
        if (words === null) continue;
        kinds.add(event.event);
        assert.equal(typeof words, "string");
        assert.ok(!/undefined|null|NaN|\[object/.test(words), `${info.name}: ${words}`);
        if (event.event === "cards_drawn" && event.seat !== 0) {
          for (const card of event.cards)
            assert.ok(!words.includes(String(card)), `${words} names a card seat ${event.seat} drew`);
        }
      }
    });
    assert.ok(kinds.size >= 4, `${info.name}: only ${[...kinds]} described`);
  }
});
