// Every game's table on a phone: Chromium's mobile viewport (390 x 844, touch), the moves made
// by tapping, offline against the bots and at an online table of the game server (an invitation
// opened on the phone, the seat taken by tapping), and after every move the page is no wider than
// the screen (nothing to scroll sideways, nothing cut off) and, offline, every name on a card fits
// its card. Every wait is for the page's state.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { SHOTS, WAIT, newContext, settled, useBrowser } from "./browser.mjs";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, GameServer } = engine;
const BASE = process.env.HDZ_WEB_URL;
const ONLINE = process.env.HDZ_ONLINE_URL;
if (!BASE || !ONLINE) throw new Error("HDZ_WEB_URL or HDZ_ONLINE_URL is not set: run the page's tests through scripts/test-web.sh");

/** A phone's screen: an iPhone 12 to 15's CSS pixels. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The decisions tapped per table: enough to reach each game's wider states (dog moves, a trick, a full row). */
const DECISIONS = 14;

/** Per game, the most seats (the widest table). */
const SEATS = { "herr-der-ziegen": 5, "ziegen-kriegen": 6, "le-baron": 6 };

useBrowser();

/** The page's width, as a phone scrolls it sideways, and the elements that stick out of the screen. */
const width = (page) =>
  page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { scroll: document.scrollingElement.scrollWidth, wide };
  });

/**
 * Asserts that `page` fits the phone's 390 px, and returns its width.
 * @param {string} where
 */
async function fits(page, where) {
  const { scroll, wide } = await width(page);
  assert.ok(scroll <= 390, `${where}: the page is ${scroll} px wide on a 390 px phone (${wide.join(", ")})`);
  return scroll;
}

/**
 * Asserts that every name written on a card (Herr der Ziegen's kinds: `Highlander`, `Blues
 * Brothers`) is within its card, not cut off at its edges.
 * @param {string} where
 */
async function namesFit(page, where) {
  const out = await page.$$eval(".card .kind", (names) =>
    names
      .filter((name) => {
        const card = /** @type {Element} */ (name.closest(".card")).getBoundingClientRect();
        const box = name.getBoundingClientRect();
        return box.left < card.left - 0.5 || box.right > card.right + 0.5 || box.bottom > card.bottom + 0.5;
      })
      .map((name) => name.textContent),
  );
  assert.deepEqual(out, [], `${where}: names wider than their cards`);
}

/** The status line's state and the moves made. */
const status = (page) =>
  page.evaluate(() => {
    const line = document.querySelector('[data-testid="status"]');
    return { state: line.dataset.state, moves: Number(line.dataset.moves) };
  });

/** The legal moves the table shows. */
const actions = (page) => page.$$eval("#table [data-action]", (items) => items.map((item) => Number(item.dataset.action)));

/** A screenshot of the phone's screen as a player sees it, the table scrolled to the top. */
async function phoneShot(page, name) {
  await page.locator("#table").evaluate((table) => table.scrollIntoView());
  await page.screenshot({ path: join(SHOTS, name) });
}

/** The widest page seen per table, for the report. */
const widest = {};

for (const info of GAMES) {
  const players = SEATS[info.name] ?? info.maxPlayers;

  test(`phone: ${info.name} offline, ${players} seats, tapped, never wider than 390 px`, async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const bots = Array.from({ length: players - 1 }, () => "random").join(",");
    await page.goto(`${BASE}?game=${info.name}&players=${players}&seat=0&bots=${bots}&seed=11&pace=0`);
    const random = seededRandom(11);
    let most = 0;
    let now = await settled(page);
    for (let decision = 0; decision < DECISIONS && now.state === "your-turn"; decision++) {
      most = Math.max(most, await fits(page, `${info.name} offline, move ${now.moves}`));
      await namesFit(page, `${info.name} offline, move ${now.moves}`);
      if (decision === 2) await phoneShot(page, `phone-${info.name}.png`);
      const legal = await actions(page);
      await page.locator(`#table [data-action="${legal[Math.floor(random() * legal.length)]}"]`).tap(WAIT);
      now = await settled(page, now.moves);
    }
    most = Math.max(most, await fits(page, `${info.name} offline, at the end`));
    widest[`${info.name} offline`] = most;
    await context.close();
  });

  test(`phone: ${info.name} at an online table, ${players} seats, tapped, never wider than 390 px`, async () => {
    const server = new GameServer(ONLINE);
    const bots = Object.fromEntries(Array.from({ length: players - 1 }, (_, i) => [i + 1, "random"]));
    const { table } = await server.createTable({ game: info.name, players, seed: 11, bots });
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${ONLINE}?table=${table}&seat=0`);
    const form = page.getByTestId("join-table");
    await form.waitFor(WAIT);
    await fits(page, `${info.name}, the invitation's form`);
    await form.locator('input[name="name"]').fill("Pat");
    await form.getByRole("button", { name: "Sit down" }).tap(WAIT);
    const random = seededRandom(11);
    let most = 0;
    for (let decision = 0; decision < DECISIONS; decision++) {
      await page.waitForFunction(
        () => ["your-turn", "over"].includes(document.querySelector('[data-testid="status"]').dataset.state),
        null,
        WAIT,
      );
      const now = await status(page);
      most = Math.max(most, await fits(page, `${info.name} online, move ${now.moves}`));
      if (now.state === "over") break;
      if (decision === 2) await phoneShot(page, `phone-online-${info.name}.png`);
      const legal = await actions(page);
      await page.locator(`#table [data-action="${legal[Math.floor(random() * legal.length)]}"]`).tap(WAIT);
      await page.waitForFunction(
        (before) => Number(document.querySelector('[data-testid="status"]').dataset.moves) > before,
        now.moves,
        WAIT,
      );
    }
    widest[`${info.name} online`] = most;
    await context.close();
  });
}

test("phone: the widest pages seen", () => {
  console.log(`widest pages on a 390 px phone: ${JSON.stringify(widest)}`);
  assert.equal(Object.keys(widest).length, GAMES.length * 2);
});
