// axe-core's accessibility rules (every rule it runs by default, none turned off) on the page in
// headless Chromium: every game's table offline, at its start, at every fifth decision of a
// whole game and with the final scores; and online, the lobby with the form of a new table, an invitation's form, the seat's
// table, the spectator's table and the waiting room. Each check reports no violation.

import assert from "node:assert/strict";
import { test } from "node:test";

import { WAIT, accessible, newContext, settled, useBrowser } from "./browser.mjs";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, GameServer } = engine;
const BASE = process.env.HDZ_WEB_URL;
const ONLINE = process.env.HDZ_ONLINE_URL;
if (!BASE || !ONLINE) throw new Error("HDZ_WEB_URL or HDZ_ONLINE_URL is not set: run the page's tests through scripts/test-web.sh");

useBrowser();

/** The legal moves the table shows. */
const actions = (page) => page.$$eval("#table [data-action]", (items) => items.map((item) => Number(item.dataset.action)));

for (const info of GAMES) {
  test(`accessibility: ${info.name} offline, at the start, mid-game and over`, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const players = Math.min(4, info.maxPlayers);
    const bots = Array.from({ length: players - 1 }, () => "random").join(",");
    await page.goto(`${BASE}?game=${info.name}&players=${players}&seat=0&bots=${bots}&seed=3&pace=0`);
    let now = await settled(page);
    await accessible(page, `${info.name} offline, the start`);
    const random = seededRandom(3);
    let decisions = 0;
    while (now.state === "your-turn") {
      const legal = await actions(page);
      await page.click(`#table [data-action="${legal[Math.floor(random() * legal.length)]}"]`);
      now = await settled(page, now.moves);
      if (++decisions % 5 === 0) await accessible(page, `${info.name} offline, move ${now.moves}`);
    }
    assert.equal(now.state, "over");
    await page.getByTestId("scores").waitFor(WAIT);
    await accessible(page, `${info.name} offline, the final scores`);
    await context.close();
  });

  test(`accessibility: ${info.name} online, the invitation, the seat's table and the spectator's`, async () => {
    const server = new GameServer(ONLINE);
    const players = Math.min(4, info.maxPlayers);
    const bots = Object.fromEntries(Array.from({ length: players - 1 }, (_, i) => [i + 1, "random"]));
    const { table } = await server.createTable({ game: info.name, players, seed: 3, bots });
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${ONLINE}?table=${table}&seat=0`);
    const form = page.getByTestId("join-table");
    await form.waitFor(WAIT);
    await accessible(page, `${info.name}, the invitation's form`);
    await form.locator('input[name="name"]').fill("Pat");
    await form.getByRole("button", { name: "Sit down" }).click();
    const yourTurn = () =>
      page.waitForFunction(
        () => ["your-turn", "over"].includes(document.querySelector('[data-testid="status"]').dataset.state),
        null,
        WAIT,
      );
    await yourTurn();
    await accessible(page, `${info.name} online, the seat's table`);
    const random = seededRandom(3);
    for (let decision = 0; decision < 6; decision++) {
      const moves = Number(await page.getByTestId("status").getAttribute("data-moves"));
      const legal = await actions(page);
      if (legal.length === 0) break;
      await page.click(`#table [data-action="${legal[Math.floor(random() * legal.length)]}"]`);
      await page.waitForFunction((before) => Number(document.querySelector('[data-testid="status"]').dataset.moves) > before, moves, WAIT);
      await yourTurn();
    }
    await accessible(page, `${info.name} online, mid-game`);

    const spectator = await context.newPage();
    await spectator.goto(`${ONLINE}?table=${table}&watch`);
    await spectator.waitForFunction(
      () => ["watching", "over"].includes(document.querySelector('[data-testid="status"]').dataset.state),
      null,
      WAIT,
    );
    await accessible(spectator, `${info.name} online, the spectator's table`);
    await context.close();
  });
}

test("accessibility: the lobby with a new table's form, and a waiting room", async () => {
  const server = new GameServer(ONLINE);
  const { table } = await server.createTable({ game: "le-baron", players: 3, bots: { 2: "greedy" } });
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(ONLINE);
  await page.locator("#online summary").click();
  await page.locator(`[data-testid="lobby-table"][data-table="${table}"]`).waitFor(WAIT);
  await accessible(page, "the lobby");
  await page.goto(`${ONLINE}?table=${table}`);
  const form = page.getByTestId("join-table");
  await form.waitFor(WAIT);
  await form.locator('input[name="name"]').fill("Sam");
  await form.getByRole("button", { name: "Sit down" }).click();
  await page.getByTestId("waiting-room").waitFor(WAIT);
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').dataset.state === "online-waiting", null, WAIT);
  await accessible(page, "the waiting room");
  await context.close();
});
