// The page in headless Chromium (Debian's, driven by playwright-core), served as
// scripts/serve-web.sh serves it: scripts/test-web.sh starts the server and sets HDZ_WEB_URL.
//
// For each game of the package: a full game at seat 0 against bots, played by clicking (and
// keys) on the legal moves the page shows; at every decision, every card in the page is one of
// seat 0's view document and the moves shown are exactly seat 0's legal moves; corrupt and
// foreign saves are refused with the game unchanged, a real save loads back; the final totals
// shown are what the package computes for the same seed and moves (read from the page's save).
// Then games loaded with replaced card tables, drawn with them; each game's variants in the form
// and the address; undo, the step-by-step replay and a bot thinking in its Worker while the page
// answers.
// Every wait is for an event of the page, with generous bounds; nothing waits for a time.

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

import { launchChromium } from "./chromium.mjs";

import { DRAWINGS } from "../games/index.js";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, Game } = engine;
const BASE = process.env.HDZ_WEB_URL;
if (!BASE) throw new Error("HDZ_WEB_URL is not set: run the page's tests through scripts/test-web.sh");
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SHOTS = process.env.HDZ_WEB_SCREENSHOTS ?? join(root, "target", "web-screenshots");
mkdirSync(SHOTS, { recursive: true });

/** A bound for one wait: a bot with a thinking time, a slow machine; never reached when all is well. */
const WAIT = { timeout: 120_000 };

let browser;

before(async () => {
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

/** A new page (in its own context: fresh storage) at the address with `query`; its errors are collected. */
async function openPage(query) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${BASE}${query}`);
  return { page, context, errors };
}

/** The status line's state, its text and the number of moves made. */
function status(page) {
  return page.evaluate(() => {
    const line = document.querySelector('[data-testid="status"]');
    return { state: line.dataset.state, text: line.textContent, moves: Number(line.dataset.moves) };
  });
}

/** Waits until you decide or the game is over (or the page reports an error), after `moves` moves. */
async function settled(page, moves = -1) {
  await page.waitForFunction(
    (after) => {
      const line = document.querySelector('[data-testid="status"]');
      return ["your-turn", "over", "error"].includes(line?.dataset.state) && Number(line.dataset.moves) > after;
    },
    moves,
    WAIT,
  );
  const now = await status(page);
  assert.notEqual(now.state, "error", now.text);
  return now;
}

/** Every card drawn in the page and every legal move shown, with the number of moves made. */
function snapshot(page) {
  return page.evaluate(() => ({
    moves: Number(document.querySelector('[data-testid="status"]').dataset.moves),
    cards: [...document.querySelectorAll("[data-card]")].map((e) => Number(e.dataset.card)),
    actions: [...document.querySelectorAll("[data-action]")].map((e) => Number(e.dataset.action)),
  }));
}

/** The page's save (a download), as a document. */
async function save(page) {
  const [download] = await Promise.all([page.waitForEvent("download", WAIT), page.click("#save")]);
  return JSON.parse(await readFile(await download.path(), "utf8"));
}

/** Offers the file `name` holding `text` to the page's Load button; resolves once the page answered. */
async function load(page, name, text) {
  await page.setInputFiles('[data-testid="load"]', { name, mimeType: "application/json", buffer: Buffer.from(text) });
  await page.waitForFunction(
    (file) => {
      const message = document.querySelector('[data-testid="message"]');
      return !message.hidden && message.textContent.includes(file);
    },
    name,
    WAIT,
  );
  return page.textContent('[data-testid="message"]');
}

/** The state document of `replay` with one card changed into a copy of another (a duplicate). */
function withChangedCard(name, replay) {
  const state = Game.fromReplay(replay).toJSON();
  if (name === "herr-der-ziegen") {
    const cells = state.pasture.flatMap((row, r) => row.map((id, c) => [r, c, id])).filter(([, , id]) => id !== null);
    const [[row, col], [, , other]] = cells;
    state.pasture[row][col] = other;
  } else if (name === "ziegen-kriegen" || name === "le-baron") {
    state.hands[0][0] = state.hands[1][0];
  } else {
    throw new Error(`no changed-card document for ${name}: add one here`);
  }
  return state;
}

/** Per game: the players, seed and bots of its full game. */
const FULL_GAMES = {
  "herr-der-ziegen": { players: 4, seed: 7, bots: "random,random,random" },
  "ziegen-kriegen": { players: 4, seed: 7, bots: "greedy,random,greedy" },
  "le-baron": { players: 4, seed: 7, bots: "random,random,random" },
};

for (const info of GAMES) {
  test(`${info.name}: a full game at seat 0, clicking legal moves, never showing another seat's hidden card`, async () => {
    const setup = FULL_GAMES[info.name] ?? { players: info.minPlayers, seed: 7, bots: "random" };
    const drawing = DRAWINGS[info.name];
    const { page, context, errors } = await openPage(
      `?game=${info.name}&players=${setup.players}&seat=0&bots=${setup.bots}&seed=${setup.seed}&pace=0`,
    );
    const random = seededRandom(setup.seed);
    const decisions = [];
    let now = await settled(page);
    while (now.state === "your-turn") {
      const seen = await snapshot(page);
      decisions.push(seen);
      assert.ok(seen.actions.length > 0, `no legal move shown at move ${seen.moves}`);
      assert.equal(new Set(seen.actions).size, seen.actions.length, "each legal move is one element");

      if (decisions.length === 3) {
        await refusesBadSaves(page, info.name, seen);
      }
      if (decisions.length === 8) {
        await page.screenshot({ path: join(SHOTS, `${info.name}.png`), fullPage: true });
      }
      const index = Math.floor(random() * seen.actions.length);
      if (decisions.length % 4 === 1 && index < 9) {
        await page.keyboard.press(String(index + 1));
      } else if (decisions.length % 4 === 2) {
        await page.focus(`[data-action="${seen.actions[index]}"]`);
        await page.keyboard.press("Enter");
      } else {
        await page.click(`[data-action="${seen.actions[index]}"]`);
      }
      now = await settled(page, seen.moves);
    }
    assert.equal(now.state, "over", now.text);
    await page.waitForSelector('[data-testid="scores"]', WAIT);
    await page.click("#how-to-play summary");
    const words = await page.evaluate(() => document.body.innerText);
    assert.match(words, new RegExp(`How to play ${info.title}`));
    assert.doesNotMatch(words, /\[object|undefined|NaN/, "words the page should not show");
    if (info.name !== "herr-der-ziegen") assert.match(words, /reconstructed/i);
    await page.screenshot({ path: join(SHOTS, `${info.name}-end.png`), fullPage: true });

    // The totals shown, against the package over the same seed and moves (the page's own save).
    const shown = await page.$$eval('[data-testid="scores"] [data-seat]', (rows) =>
      rows.map((row) => ({ seat: Number(row.dataset.seat), total: Number(row.dataset.total) })),
    );
    const replay = await save(page);
    assert.equal(replay.format, `${info.name}/replay`);
    assert.equal(replay.seed, setup.seed);
    assert.equal(replay.moves.length, now.moves);
    const game = Game.fromReplay(replay);
    assert.ok(game.isOver);
    assert.deepEqual(
      shown,
      game.scores().seats.map((s) => ({ seat: s.seat, total: s.total })),
    );

    // Every decision seen again in the package: seat 0 was to decide, the moves shown were its
    // legal moves, and every card in the page was one its view document holds.
    const { moves, checksums, ...start } = replay;
    const again = Game.fromReplay({ ...start, moves: [] });
    let next = 0;
    for (let ply = 0; ply <= moves.length; ply += 1) {
      if (decisions[next]?.moves === ply) {
        const seen = decisions[next];
        assert.equal(again.currentPlayer, 0, `move ${ply} was not seat 0's`);
        const view = again.view(0);
        assert.deepEqual(
          [...seen.actions].sort((a, b) => a - b),
          view.legalActions().sort((a, b) => a - b),
        );
        const visible = new Set(drawing.viewCards(view.toJSON()));
        for (const card of seen.cards)
          assert.ok(visible.has(card), `card ${card} is in the page at move ${ply} but not in seat 0's view`);
        view.free();
        next += 1;
      }
      if (ply < moves.length) again.apply(moves[ply]);
    }
    assert.equal(next, decisions.length, "every decision was checked");
    assert.ok(decisions.length >= 5, `only ${decisions.length} decisions of seat 0`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** At a decision seen as `seen`: bad files are refused with a message and nothing changes; the page's save loads back. */
async function refusesBadSaves(page, name, seen) {
  const replay = await save(page);
  const other = GAMES.find((g) => g.name !== name);
  const foreign = new Game(other.name, other.minPlayers + 1, 3);
  const badMove = structuredClone(replay);
  badMove.moves[badMove.moves.length - 1] =
    badMove.moves[0] === badMove.moves.at(-1) ? badMove.moves[1] : badMove.moves[0];
  const bad = [
    ["truncated.json", JSON.stringify(replay).slice(0, 60)],
    ["other-game.json", JSON.stringify(foreign.replay())],
    ["changed-card.json", JSON.stringify(withChangedCard(name, replay))],
    ["changed-move.json", JSON.stringify(badMove)],
    ["a-view.json", JSON.stringify(Game.fromReplay(replay).view(0).toJSON())],
    ["not-a-save.json", "[1, 2, 3]"],
  ];
  for (const [file, text] of bad) {
    const message = await load(page, file, text);
    assert.match(message, /refused/, `${file}: ${message}`);
    assert.match(message, /current game is kept/, `${file}: ${message}`);
    assert.deepEqual(await snapshot(page), seen, `${file} changed the game`);
    assert.equal((await status(page)).state, "your-turn");
  }
  const message = await load(page, "good.json", JSON.stringify(replay));
  assert.match(message, /Loaded/);
  await settled(page, seen.moves - 1);
  assert.deepEqual(await snapshot(page), seen, "the page's own save did not load back to the same position");
}

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

test("the settings choose each game's variants, and the address reproduces them", async () => {
  const { page, context, errors } = await openPage(
    "?game=le-baron&players=3&seat=0&bots=random&seed=4&sixth_card_rule=false&heads_are_positive=true&pace=0",
  );
  await settled(page);
  let saved = await save(page);
  assert.equal(saved.options.sixth_card_rule, false);
  assert.equal(saved.options.heads_are_positive, true);
  assert.equal(await page.inputValue('select[name="variant-sixth_card_rule"]'), "1");
  assert.equal(await page.inputValue('select[name="variant-heads_are_positive"]'), "1");
  assert.match(await page.textContent(".table-facts"), /variant: colour counts/);
  // Herr der Ziegen has none; Ziegen Kriegen's rounds follow the player count.
  await page.selectOption('select[name="game"]', "herr-der-ziegen");
  assert.equal(await page.isVisible("#variants"), false);
  await page.selectOption('select[name="game"]', "ziegen-kriegen");
  assert.equal(await page.inputValue('select[name="variant-rounds"]'), "0", "a new game's variants are the defaults");
  await page.selectOption('select[name="variant-rounds"]', "1");
  await page.selectOption('select[name="players"]', "5");
  assert.equal(
    await page.inputValue('select[name="variant-rounds"]'),
    "1",
    "the variant kept for another player count",
  );
  assert.match(await page.$eval('select[name="variant-rounds"]', (s) => s.selectedOptions[0].textContent), /5 rounds/);
  await page.fill('input[name="seed"]', "9");
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.search.includes("ziegen-kriegen"), null, WAIT);
  const search = new URL(page.url()).search;
  assert.equal(search, "?game=ziegen-kriegen&players=5&seat=0&bots=random,random,random,random&seed=9&rounds=5&pace=0");
  await settled(page);
  saved = await save(page);
  assert.equal(saved.options.rounds, 5);
  assert.match(await page.textContent(".table-facts"), /Round 1 of 5/);
  // The same address in a new page deals the same game, with its variant.
  const again = await openPage(search);
  await settled(again.page);
  const dealt = await save(again.page);
  assert.deepEqual(dealt.options, saved.options);
  assert.deepEqual(Game.fromReplay(dealt).toJSON(), Game.fromReplay(saved).toJSON());
  assert.deepEqual([...errors, ...again.errors], []);
  await again.context.close();
  await context.close();
});

test("the settings form starts the game it shows and writes it in the address, to share", async () => {
  const { page, context, errors } = await openPage("?game=herr-der-ziegen&players=3&seat=0&bots=greedy&seed=1&pace=0");
  await settled(page);
  await page.selectOption('select[name="game"]', "le-baron");
  assert.equal(await page.inputValue('select[name="players"]'), "4", "a new game's player count for Le Baron");
  await page.selectOption('select[name="players"]', "5");
  await page.selectOption('select[name="seat"]', "2");
  assert.equal(await page.locator("#opponents select").count(), 4);
  await page.selectOption('select[name="bot-0"]', "ismcts");
  await page.fill('input[name="seconds-0"]', "0.3");
  await page.selectOption('select[name="bot-1"]', "random");
  await page.fill('input[name="seed"]', "12345678901234567890");
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.search.includes("le-baron"), null, WAIT);
  assert.equal(
    new URL(page.url()).search,
    "?game=le-baron&players=5&seat=2&bots=ismcts:0.3s,random,greedy,greedy&seed=12345678901234567890&pace=0",
  );
  const now = await settled(page);
  assert.equal(now.state, "your-turn");
  assert.equal(await page.locator(".seat[data-seat]").count(), 5);
  // The same address in a new page deals the same game: the same cards in your hand.
  const hand = await page.$$eval(".seat.mine [data-card]", (cards) => cards.map((c) => c.dataset.card));
  const again = await openPage(new URL(page.url()).search);
  await settled(again.page);
  assert.deepEqual(
    await again.page.$$eval(".seat.mine [data-card]", (cards) => cards.map((c) => c.dataset.card)),
    hand,
  );
  assert.deepEqual([...errors, ...again.errors], []);
  await again.context.close();
  await context.close();
});

test("undo takes back your last decision and the bots' moves after it; they wait for you", async () => {
  const { page, context, errors } = await openPage("?game=le-baron&players=3&seat=1&bots=random,greedy&seed=5&pace=0");
  const first = await settled(page);
  assert.equal(first.state, "your-turn");
  assert.ok(first.moves > 0, "seat 0 chose before you");
  const before = await snapshot(page);
  assert.equal(await page.isDisabled("#undo"), true, "nothing of yours to undo yet");
  await page.click(`[data-action="${before.actions[0]}"]`);
  const later = await settled(page, first.moves);
  assert.ok(later.moves > first.moves + 1, "the bots moved after you");
  await page.click("#undo");
  await settled(page, first.moves - 1);
  assert.deepEqual(await snapshot(page), before);
  assert.equal((await status(page)).state, "your-turn");
  assert.equal(await page.isDisabled("#undo"), true);
  // Ctrl+Z does the same.
  await page.click(`[data-action="${before.actions.at(-1)}"]`);
  await settled(page, first.moves);
  await page.keyboard.press("Control+z");
  await settled(page, first.moves - 1);
  assert.deepEqual(await snapshot(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a finished game replays step by step from your seat", async () => {
  const { page, context, errors } = await openPage("?game=ziegen-kriegen&players=3&seat=0&bots=random&seed=9&pace=0");
  let now = await settled(page);
  while (now.state === "your-turn") {
    const seen = await snapshot(page);
    await page.click(`[data-action="${seen.actions[0]}"]`);
    now = await settled(page, seen.moves);
  }
  const total = now.moves;
  await page.click("#replay");
  await page.waitForSelector('[data-testid="status"][data-state="replay"]', WAIT);
  assert.match(await page.textContent('[data-testid="status"]'), new RegExp(`move 0 of ${total}`));
  assert.equal(await page.$('[data-testid="scores"]'), null, "no scores before the end");
  assert.deepEqual((await snapshot(page)).actions, [], "no move to make in a replay");
  await page.click('button[aria-label="one move on"]');
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="status"]').textContent.includes(`move 1 of ${t}`),
    total,
    WAIT,
  );
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="status"]').textContent.includes(`move 2 of ${t}`),
    total,
    WAIT,
  );
  // Every card of the replay's positions is in seat 0's view of the same position.
  const game = new Game("ziegen-kriegen", 3, 9);
  const moves = (await save(page)).moves;
  game.apply(moves[0]);
  game.apply(moves[1]);
  const visible = new Set(DRAWINGS["ziegen-kriegen"].viewCards(game.view(0).toJSON()));
  for (const card of (await snapshot(page)).cards) assert.ok(visible.has(card), `card ${card}`);
  await page.click('button[aria-label="to the end"]');
  await page.waitForSelector('[data-testid="scores"]', WAIT);
  await page.click("text=Leave the replay");
  await page.waitForSelector('[data-testid="status"][data-state="over"]', WAIT);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a bot thinks in its Worker: the page shows it thinking and answers meanwhile", async () => {
  const { page, context, errors } = await openPage("?game=le-baron&players=2&seat=0&bots=ismcts:2s&seed=3&pace=0");
  const first = await settled(page);
  const seen = await snapshot(page);
  await page.click(`[data-action="${seen.actions[0]}"]`);
  await page.waitForSelector('[data-testid="status"][data-state="thinking"]', WAIT);
  await page.waitForSelector('.seat.thinking[data-seat="1"]', WAIT);
  await page.screenshot({ path: join(SHOTS, "le-baron-thinking.png"), fullPage: true });
  // Seeing the thinking state at all shows that the page's own thread is free while the bot
  // searches (a search on it would hold every drawing until the move); and the page answers.
  await page.click("#how-to-play summary");
  assert.equal(await page.getAttribute("#how-to-play", "open"), "");
  const answered = await settled(page, first.moves);
  assert.ok(answered.moves > first.moves + 1);
  assert.deepEqual(errors, []);
  await context.close();
});
