// The page in headless Chromium: each game's special decisions, from seeded positions loaded into
// the page, playable, logged and accessible (axe-core); games loaded with replaced card tables, drawn with them.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { DRAWINGS } from "../games/index.js";
import { SHOTS, WAIT, accessible, load, openPage, save, settled, snapshot, useBrowser } from "./browser.mjs";
import { engine, seededRandom } from "./engine.mjs";

const { Game } = engine;

useBrowser();

/**
 * The state of the first seeded game (random moves; Herr der Ziegen's dogs played whenever held,
 * so that dog decisions come) in which seat 0 decides and one of its legal moves is `wanted`.
 */
function findDecision(name, players, wanted) {
  for (let seed = 1; seed <= 5000; seed += 1) {
    const random = seededRandom(seed);
    const game = new Game(name, players, seed);
    while (!game.isOver) {
      const moves = game.legalMoves();
      if (game.currentPlayer === 0 && moves.some(wanted)) return game.toJSON();
      const dog = moves.find((m) => m.kind === "play" && m.card >= 90 && m.card < 105);
      game.apply(name === "herr-der-ziegen" && dog ? dog : moves[Math.floor(random() * moves.length)]);
    }
  }
  throw new Error(`no seeded ${name} game of ${players} players reaches the decision`);
}

/** Each game's special decisions: the game, the players, the kind of move, and the log's words for it. */
const SPECIAL_DECISIONS = [
  ["herr-der-ziegen", 4, "dog", /^Your dog (moved|swapped)|^You asked Seat \d to swap/],
  ["herr-der-ziegen", 4, "pass_dog", /^You made no dog move/],
  ["herr-der-ziegen", 4, "answer", /^You (agreed|refused)/],
  ["herr-der-ziegen", 2, "mark", /^You put a small goat on/],
  ["ziegen-kriegen", 4, "choose_high", /^You chose \d/],
  ["le-baron", 4, "place", /^You placed \d+ on row \d/],
  ["le-baron", 4, "take", /^You took row \d/],
];

for (const [name, players, kind, words] of SPECIAL_DECISIONS) {
  test(`${name}: the decision "${kind}" is playable on the page`, async () => {
    const state = findDecision(name, players, (m) => m.kind === kind);
    const { page, context, errors } = await openPage(
      `?game=${name}&players=${players}&seat=0&bots=random&seed=1&pace=0`,
    );
    await settled(page);
    await load(page, `${kind}.json`, JSON.stringify(state));
    const now = await settled(page);
    assert.equal(now.moves, 0);
    const game = Game.fromJSON(state);
    const legal = game.legalMoves();
    const seen = await snapshot(page);
    assert.deepEqual(
      [...seen.actions].sort((a, b) => a - b),
      legal.map((m) => m.actionId).sort((a, b) => a - b),
    );
    const visible = new Set(DRAWINGS[name].viewCards(game.view(0).toJSON()));
    for (const card of seen.cards) assert.ok(visible.has(card), `card ${card}`);
    if (kind === "dog") await page.screenshot({ path: join(SHOTS, "herr-der-ziegen-dog.png"), fullPage: true });
    await accessible(page, `${name}, the decision "${kind}"`);
    await page.click(`[data-action="${legal.find((m) => m.kind === kind).actionId}"]`);
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="status"]').dataset.moves) > 0,
      null,
      WAIT,
    );
    const logged = await page.$$eval('#log li[data-ply="1"]', (items) => items.map((item) => item.textContent));
    assert.ok(
      logged.some((line) => words.test(line)),
      `the log says ${JSON.stringify(logged)}`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Per game with replaceable card tables: options replacing them (docs/rules-<game>.md). */
const REPLACED_TABLES = {
  "ziegen-kriegen": {
    goatDeck: "test-goats",
    goatHeads: Array.from({ length: 50 }, (_, i) => 5 - (i % 5)),
    hillDeck: "test-hills",
    hillPairs: Array.from({ length: 12 }, (_, i) => [8 - (i % 4), 1 + (i % 3)]),
    rounds: 4,
  },
  "le-baron": {
    deck: "test-one-colour",
    cards: Array.from({ length: 110 }, (_, i) =>
      i + 1 === 52 || i + 1 === 104
        ? [1, 1, 1, 1, 1, 1]
        : [0, 1, 2, 3, 4, 5].map((c) => (c === (i + 1) % 6 ? 1 + (i % 3) : 0)),
    ),
  },
};

/** The colours' letters in the engine's order, as the page's head classes name them (`c-B`). */
const COLOUR_LETTERS = ["B", "Y", "G", "R", "K", "W"];

/** Every card drawn (`data-card`) with the classes of its heads, and every hill card with its numbers. */
function drawnCards(page) {
  return page.evaluate(() => ({
    cards: [...document.querySelectorAll("[data-card]")].map((e) => ({
      card: Number(e.dataset.card),
      heads: [...e.querySelectorAll(".head")].map((head) => head.className),
    })),
    hills: [...document.querySelectorAll("[data-hill]")].map((e) => ({
      card: Number(e.dataset.hill),
      numbers: [...e.querySelectorAll(".hill-number")].map((n) => Number(n.textContent)),
    })),
    note: document.querySelector('[data-testid="deck-note"]')?.textContent ?? "",
  }));
}

for (const [name, options] of Object.entries(REPLACED_TABLES)) {
  test(`${name}: a game loaded with replaced card tables is drawn with them`, async () => {
    const players = 4;
    const game = new Game(name, players, 3, options);
    const random = seededRandom(3);
    // Into the game far enough for cards on the table (and hill cards), at a decision of seat 0.
    while (game.history().length < 3 * players || game.currentPlayer !== 0) {
      const moves = game.legalMoves();
      game.apply(moves[Math.floor(random() * moves.length)]);
    }
    const { page, context, errors } = await openPage(
      `?game=${name}&players=${players}&seat=0&bots=random&seed=1&pace=0`,
    );
    await settled(page);
    await load(page, "replaced.json", JSON.stringify(game.replay()));
    await settled(page, game.history().length - 1);
    await page.screenshot({ path: join(SHOTS, `${name}-replaced-table.png`), fullPage: true });
    const drawn = await drawnCards(page);
    const shipped = new Game(name, players, 1);
    const replacedHeads = (card) => (name === "ziegen-kriegen" ? options.goatHeads[card - 1] : options.cards[card - 1]);
    const shownHeads = ({ heads }) =>
      name === "ziegen-kriegen"
        ? heads.length
        : COLOUR_LETTERS.map((letter) => heads.filter((c) => c.split(" ").includes(`c-${letter}`)).length);
    assert.ok(drawn.cards.length >= 5, `only ${drawn.cards.length} cards drawn`);
    for (const card of drawn.cards) assert.deepEqual(shownHeads(card), replacedHeads(card.card), `card ${card.card}`);
    assert.ok(
      drawn.cards.some(
        (card) => JSON.stringify(shipped.cardHeads(card.card)) !== JSON.stringify(replacedHeads(card.card)),
      ),
      "no card drawn whose replaced heads differ from the shipped table's: the test would not notice the shipped table",
    );
    if (name === "ziegen-kriegen") {
      assert.ok(drawn.hills.length > 0, "no hill card drawn");
      for (const { card, numbers } of drawn.hills) {
        assert.deepEqual(
          numbers,
          [...options.hillPairs[card]].sort((a, b) => a - b),
          `hill card ${card}`,
        );
      }
    }
    for (const deck of [options.goatDeck, options.hillDeck, options.deck].filter(Boolean)) {
      assert.match(drawn.note, new RegExp(`options \\([^)]*${deck}`), drawn.note);
    }
    assert.doesNotMatch(drawn.note, /Reconstructed/);
    // The page's own save keeps the tables; the address keeps the variants.
    const saved = await save(page);
    assert.deepEqual(saved.options, game.options);
    if (options.rounds) assert.match(new URL(page.url()).search, new RegExp(`&rounds=${options.rounds}`));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
