// The Hint button in headless Chromium, in every game: at your turn the expert (in the bots'
// Worker, from your seat's view) marks one of your legal moves on the table with its reason; the
// table stays accessible with the hint shown; playing the hinted move works and clears the hint.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { SHOTS, WAIT, accessible, openPage, settled, snapshot, useBrowser } from "./browser.mjs";

useBrowser();

/** Each game at a table with a level as a bot; Le Baron's seat 1 chooses after seat 0 (its choices are simultaneous). */
const TABLES = [
  { game: "herr-der-ziegen", query: "players=3&seat=0&bots=beginner,good&seed=11" },
  { game: "ziegen-kriegen", query: "players=3&seat=0&bots=beginner&seed=12" },
  { game: "le-baron", query: "players=3&seat=1&bots=beginner,good&seed=13" },
];

/** The reason a hint gives: the move with its estimated win chance and the next best's. */
const REASON = /^Hint: .+: (estimated \d{1,3}% win chance; next best (\d{1,3}%|not estimated)|your only move, estimated \d{1,3}% win chance)\.$/;

for (const { game, query } of TABLES) {
  test(`a hint in ${game} marks one of your legal moves with its reason, and playing it clears it`, async () => {
    const { page, context, errors } = await openPage(`?game=${game}&${query}&pace=0`);
    const start = await settled(page);
    assert.equal(start.state, "your-turn");
    const legal = (await snapshot(page)).actions;
    assert.equal(await page.isDisabled("#hint"), false, "a hint may be asked at your turn");
    assert.equal(await page.isHidden('[data-testid="hint"]'), true);

    await page.click("#hint");
    const marked = page.locator("#table .hinted");
    await marked.waitFor(WAIT);
    assert.equal(await marked.count(), 1, "one move is hinted");
    const action = Number(await marked.getAttribute("data-action"));
    assert.ok(legal.includes(action), `the hinted move ${action} is one of your legal moves ${legal}`);
    assert.equal(await marked.getAttribute("aria-describedby"), "hint-line");
    const reason = await page.textContent('[data-testid="hint"]');
    assert.match(reason, REASON);
    assert.equal(await page.isDisabled("#hint"), true, "the hint is shown");
    assert.equal((await snapshot(page)).moves, start.moves, "a hint plays nothing");
    await page.screenshot({ path: join(SHOTS, `hint-${game}.png`) });
    await accessible(page, `${game} with a hint shown`);

    await marked.click();
    const after = await settled(page, start.moves);
    assert.ok(after.moves > start.moves, "the hinted move was played");
    assert.equal(await page.locator("#table .hinted").count(), 0, "the hint is cleared by the move");
    assert.equal(await page.isHidden('[data-testid="hint"]'), true);
    if (after.state === "your-turn") assert.equal(await page.isDisabled("#hint"), false);
    // H asks for the next hint from the keyboard.
    if (after.state === "your-turn") {
      await page.keyboard.press("h");
      await page.locator("#table .hinted").waitFor(WAIT);
      assert.match(await page.textContent('[data-testid="hint"]'), REASON);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a move made while the hint is being thought about drops it; the bots play on", async () => {
  const { page, context, errors } = await openPage("?game=ziegen-kriegen&players=3&seat=0&bots=beginner&seed=21&pace=0");
  const start = await settled(page);
  const legal = (await snapshot(page)).actions;
  await page.click("#hint");
  await page.click(`[data-action="${legal[0]}"]`);
  const after = await settled(page, start.moves);
  assert.ok(after.moves > start.moves);
  assert.equal(await page.locator("#table .hinted").count(), 0);
  assert.equal(await page.isHidden('[data-testid="hint"]'), true);
  assert.deepEqual(errors, []);
  await context.close();
});
