// Every game of the package has a complete drawing module on the page, its variants are the
// engine's options with the engine's defaults first, and its wording describes whole games.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { DRAWINGS, missingParts } from "../games/index.js";
import { inSentence } from "../games/seats.js";
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

/** Plays `game` to its end with seeded random moves, calling `check(game, events)` after each. */
function playOut(game, seed, check) {
  const random = seededRandom(seed);
  while (!game.isOver) {
    const moves = game.legalMoves();
    const events = game.apply(moves[Math.floor(random() * moves.length)]);
    check(game, events);
  }
}

test("every game's variants: the first choice is the engine's default, and every choice sets up a game", () => {
  for (const info of GAMES) {
    for (let players = info.minPlayers; players <= info.maxPlayers; players += 1) {
      const defaults = new Game(info.name, players, 1).options;
      for (const variant of DRAWINGS[info.name].variants) {
        assert.equal(typeof variant.label, "string");
        const choices = variant.choices(players);
        assert.ok(choices.length >= 2, `${info.name}: ${variant.option} offers no choice`);
        assert.equal(choices[0].value, defaults[variant.option], `${info.name}, ${players} players: ${variant.option}`);
        assert.equal(new Set(choices.map((c) => String(c.value))).size, choices.length);
        for (const choice of choices) {
          const game = new Game(info.name, players, 1, { [variant.option]: choice.value });
          assert.equal(game.options[variant.option], choice.value);
          assert.ok(choice.text.length > 0);
          game.free();
        }
      }
    }
  }
  // The rulebooks' variants are offered (docs/rules-ziegen-kriegen.md, docs/rules-le-baron.md).
  const offered = (name) => DRAWINGS[name].variants.map((v) => v.option).sort();
  assert.deepEqual(offered("ziegen-kriegen"), ["rounds"]);
  assert.deepEqual(offered("le-baron"), ["heads_are_positive", "sixth_card_rule"]);
});

test("every game's words: each event of whole games is described, hidden cards never named", () => {
  const names = {
    name: (s) => (s === 0 ? "You" : `Seat ${s}`),
    possessive: (s) => (s === 0 ? "Your" : `Seat ${s}'s`),
    bot: () => "random",
  };
  // The cards a seat draws unseen by the others: checked below wherever they come up, and they must.
  let hiddenDraws = 0;
  for (const info of GAMES) {
    const drawing = DRAWINGS[info.name];
    const game = new Game(info.name, 4, 11);
    const kinds = new Set();
    playOut(game, 11, (after, events) => {
      const seatView = after.view(0);
      const view = seatView.toJSON();
      const ctx = { view, seatView, seat: 0, moves: [], toMove: after.currentPlayer, thinking: null, names };
      // The page describes the events as seat 0 may know them (the engine's eventsFor).
      const seen = after.eventsFor(0);
      assert.equal(seen.length, events.length);
      seen.forEach((event, i) => {
        const words = drawing.describeEvent(event, ctx);
        if (words === null) return;
        kinds.add(event.event);
        assert.equal(typeof words, "string");
        assert.ok(!/undefined|null|NaN|\[object/.test(words), `${info.name}: ${words}`);
        // Names keep their capitals inside a sentence; only "You" and "Your" become "you", "your".
        assert.ok(!/\bseat \d/.test(words), `${info.name}: a seat's name lowercased: ${words}`);
        assert.ok(!/[a-z] Your?\b/.test(words), `${info.name}: "You" inside a sentence: ${words}`);
        const drawn = events[i];
        if (drawn.event === "cards_drawn" && drawn.seat !== 0) {
          for (const card of drawn.cards)
            assert.ok(!words.includes(String(card)), `${words} names a card seat ${drawn.seat} drew`);
          hiddenDraws += 1;
        }
      });
      seatView.free();
    });
    assert.ok(kinds.size >= 4, `${info.name}: only ${[...kinds]} described`);
  }
  assert.ok(hiddenDraws > 0, "no seat drew cards the others may not see: the check of their words never ran");
});

test("a seat named inside a sentence is you and your for yours, other names as they are", () => {
  const names = { name: (s) => (s === 0 ? "You" : "Ann"), possessive: (s) => (s === 0 ? "Your" : "Ann's"), bot: () => "random" };
  const ctx = { seat: 0, names };
  assert.deepEqual(inSentence(ctx, 0), { name: "you", possessive: "your" });
  assert.deepEqual(inSentence(ctx, 1), { name: "Ann", possessive: "Ann's" });
});

test("each game's stylesheet is beside its drawing module, named after the game", () => {
  for (const info of GAMES) {
    const { stylesheet } = DRAWINGS[info.name];
    assert.equal(stylesheet, new URL(`../games/${info.name}.css`, import.meta.url).href, info.name);
    const css = readFileSync(fileURLToPath(stylesheet), "utf8");
    assert.ok(css.includes("{"), `${info.name}: ${stylesheet} holds no style`);
  }
});

test("Ziegen Kriegen's words count the goats of the game's own table, a replaced one too", () => {
  const goatHeads = Array.from({ length: 50 }, (_, i) => 5 - (i % 5));
  const game = new Game("ziegen-kriegen", 3, 2, { goatDeck: "test-goats", goatHeads });
  const drawing = DRAWINGS["ziegen-kriegen"];
  const names = { name: (s) => `Seat ${s}`, possessive: (s) => `Seat ${s}'s`, bot: () => "random" };
  let played = 0;
  playOut(game, 2, (after, events) => {
    const seatView = after.view(0);
    const ctx = { view: seatView.toJSON(), seatView, seat: 0, moves: [], toMove: null, thinking: null, names };
    for (const event of events.filter((e) => e.event === "card_played")) {
      const heads = goatHeads[event.card - 1];
      const words = drawing.describeEvent(event, ctx);
      assert.ok(words.includes(`(${heads} goat${heads === 1 ? "" : "s"})`), `card ${event.card}: ${words}`);
      played += 1;
    }
    seatView.free();
  });
  assert.ok(played >= 24);
});

test("Ziegen Kriegen's final scores of several rounds say that goats, tricks and the limit are the last round's", () => {
  const drawing = DRAWINGS["ziegen-kriegen"];
  const headings = (scores) => drawing.scoreColumns.map((column) => (column.heading ? column.heading(scores) : column.label));
  for (const rounds of [1, 3]) {
    const game = new Game("ziegen-kriegen", 3, 9, { rounds });
    playOut(game, 9, () => {});
    const scores = game.scores();
    const limit = scores.details.limit;
    if (rounds === 1) {
      assert.deepEqual(headings(scores), ["Goats", "Tricks", "Over the limit", "Round scores"]);
      assert.match(drawing.scoreNote(scores), new RegExp(`^The limit was ${limit}\\. `));
    } else {
      assert.deepEqual(headings(scores), ["Goats (round 3)", "Tricks (round 3)", "Over the limit (round 3)", "Round scores"]);
      assert.match(drawing.scoreNote(scores), new RegExp(`^The limit in round 3 was ${limit}\\. `));
    }
  }
});
