// What the page's tests in headless Chromium share (page-*.test.mjs): the browser, started and
// stopped around each file's tests; the page served as scripts/serve-web.sh serves it
// (scripts/test-web.sh starts the server and sets HDZ_WEB_URL); and the page's status, moves,
// saves and loads, read and driven through its data-* attributes. Every wait is for an event of
// the page, with a generous bound; nothing waits for a time.

import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";

import assert from "node:assert/strict";
import { launchChromium } from "./chromium.mjs";
import { engine } from "./engine.mjs";

const { Game } = engine;
const BASE = process.env.HDZ_WEB_URL;
if (!BASE) throw new Error("HDZ_WEB_URL is not set: run the page's tests through scripts/test-web.sh");
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Where the screenshots go. */
export const SHOTS = process.env.HDZ_WEB_SCREENSHOTS ?? join(root, "target", "web-screenshots");
mkdirSync(SHOTS, { recursive: true });

/** A bound for one wait: a bot with a thinking time, a slow machine; never reached when all is well. */
export const WAIT = { timeout: 120_000 };

let browser;

/** axe-core's script, as package.json pins it. */
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Asserts that axe-core (every rule it runs by default) finds no violation in `page`, its
 * `<details>` opened so that what they hold is checked too ("Play online" is left as it is: opened,
 * it asks for the game server, which the online tests check).
 * @param {string} where
 */
export async function accessible(page, where) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  await page.evaluate(() => document.querySelectorAll("details:not(#online)").forEach((details) => (details.open = true)));
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 2).map((node) => `${node.target.join(" ")}: ${node.failureSummary.replace(/\s+/g, " ")}`),
      count: v.nodes.length,
    }));
  });
  assert.deepEqual(violations, [], `${where}: axe-core's violations`);
}


/** Starts headless Chromium before the tests of the file that calls this, and stops it after them. */
export function useBrowser() {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
}

/** A new browser context (a person of their own: fresh storage) with `options`. */
export function newContext(options = {}) {
  return browser.newContext({ viewport: { width: 1400, height: 1000 }, ...options });
}

/** A new page (in its own context: fresh storage) at the address with `query`; its errors are collected. */
export async function openPage(query) {
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
export function status(page) {
  return page.evaluate(() => {
    const line = document.querySelector('[data-testid="status"]');
    return { state: line.dataset.state, text: line.textContent, moves: Number(line.dataset.moves) };
  });
}

/** Waits until you decide or the game is over (or the page reports an error), after `moves` moves. */
export async function settled(page, moves = -1) {
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
export function snapshot(page) {
  return page.evaluate(() => ({
    moves: Number(document.querySelector('[data-testid="status"]').dataset.moves),
    cards: [...document.querySelectorAll("[data-card]")].map((e) => Number(e.dataset.card)),
    actions: [...document.querySelectorAll("[data-action]")].map((e) => Number(e.dataset.action)),
  }));
}

/** The page's save (a download), as a document. */
export async function save(page) {
  const [download] = await Promise.all([page.waitForEvent("download", WAIT), page.click("#save")]);
  return JSON.parse(await readFile(await download.path(), "utf8"));
}

/** Offers the file `name` holding `text` to the page's Load button; resolves once the page answered. */
export async function load(page, name, text) {
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
export function withChangedCard(name, replay) {
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
