// The page in headless Chromium: each game's variants in the form and the address; the settings
// form; undo; the step-by-step replay; a bot thinking in its Worker while the page answers.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { DRAWINGS } from "../games/index.js";
import { SHOTS, WAIT, openPage, save, settled, snapshot, status, useBrowser } from "./browser.mjs";
import { engine } from "./engine.mjs";

const { Game } = engine;

useBrowser();

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

test("the opponents are offered by level, each with what was measured, and the address keeps the level", async () => {
  const { page, context, errors } = await openPage("?game=ziegen-kriegen&players=4&seat=0&bots=good,expert,ismcts:0.2s&seed=4&pace=0");
  await settled(page);
  assert.equal(await page.inputValue('select[name="bot-0"]'), "level:good");
  assert.equal(await page.inputValue('select[name="bot-1"]'), "level:expert");
  assert.equal(await page.inputValue('select[name="bot-2"]'), "ismcts");
  assert.equal(await page.inputValue('input[name="seconds-2"]'), "0.2");
  assert.equal(await page.isDisabled('input[name="seconds-0"]'), true, "a level has its own thinking time");
  assert.deepEqual(
    await page.$$eval('select[name="bot-0"] optgroup[label="Levels"] option', (options) => options.map((o) => o.textContent)),
    ["Beginner", "Casual", "Good", "Expert"],
  );
  const lines = await page.$$eval("#opponents .levels li", (items) => items.map((item) => item.textContent));
  assert.equal(lines.length, 4);
  assert.match(lines[0], /^Beginner \(greedy\): /);
  assert.match(lines[3], /^Expert \(expert, 1 s\): /);
  await page.selectOption('select[name="bot-0"]', "level:casual");
  await page.selectOption('select[name="bot-2"]', "expert");
  await page.fill('input[name="seconds-2"]', "0.5");
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.search.includes("casual"), null, WAIT);
  assert.equal(new URL(page.url()).search, "?game=ziegen-kriegen&players=4&seat=0&bots=casual,expert,expert:0.5s&seed=4&pace=0");
  assert.equal((await settled(page)).state, "your-turn");
  assert.deepEqual(errors, []);
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
  // The bots' Worker is there, started by the page with the package's address.
  const isBotWorker = (/** @type {{ url(): string }} */ worker) => /\/bot-worker\.js\?package=/.test(worker.url());
  const worker = page.workers().find(isBotWorker) ?? (await page.waitForEvent("worker", { predicate: isBotWorker, ...WAIT }));
  assert.match(decodeURIComponent(new URL(worker.url()).searchParams.get("package")), /\/pkg\/index\.js$/);
  // Watch the page from inside: the states the status line takes, and, queued as a task of the
  // page's own thread as soon as a bot thinks, a click on "How to play" with what the page shows
  // then. The task runs while the bot still thinks only if the search is not on that thread.
  await page.evaluate(() => {
    const line = document.querySelector('[data-testid="status"]');
    const watched = { states: [], whileThinking: null };
    globalThis.watched = watched;
    new MutationObserver(() => {
      const state = line.dataset.state;
      if (watched.states.at(-1) !== state) watched.states.push(state);
      if (state !== "thinking" || watched.whileThinking !== null) return;
      watched.whileThinking = "queued";
      setTimeout(() => {
        document.querySelector("#how-to-play summary").click();
        watched.whileThinking = {
          state: line.dataset.state,
          seatThinking: document.querySelector('.seat.thinking[data-seat="1"]') !== null,
          howToPlayOpen: document.querySelector("#how-to-play").open,
        };
      }, 0);
    }).observe(line, { attributes: true, attributeFilter: ["data-state"] });
  });
  const seen = await snapshot(page);
  await page.click(`[data-action="${seen.actions[0]}"]`);
  const answered = await settled(page, first.moves);
  assert.ok(answered.moves > first.moves + 1, "the bot's move was played");
  const watched = await page.evaluate(() => globalThis.watched);
  assert.ok(watched.states.includes("thinking"), `the status line never said a bot thinks: ${watched.states}`);
  assert.deepEqual(
    watched.whileThinking,
    { state: "thinking", seatThinking: true, howToPlayOpen: true },
    "the page answered a click while the bot thought, and showed the bot's seat thinking",
  );
  assert.equal(await page.getAttribute("#how-to-play", "open"), "");
  await page.screenshot({ path: join(SHOTS, "le-baron-after-a-bot-thought.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
