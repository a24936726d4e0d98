// The page of web/ in headless Chromium (a benchmark, not a test):
//
//   node benchmarks/web_page.mjs [--url URL] [--loads N] [--moves N] [--think SECONDS]
//
// 1. The page's size: every file a first visit fetches (the page, its modules, the package and
//    its WebAssembly module), as served and gzipped.
// 2. For each game: from navigation to the first legal move being clickable (the page's
//    `playable` performance mark, taken when your first decision is drawn), over N loads, each
//    in a fresh browser context (no cache: the module is fetched and compiled every time).
// 3. For each game: an `ismcts` bot with a thinking time of SECONDS (default 1) answering in its
//    Worker, from the page's request to the answer in the page (the page's `bot-answer`
//    measures), over the bot moves of N of your decisions.
//
// Without --url it starts scripts/serve-web.sh on a free port (building the package when it is
// missing) and stops it at the end. Prints Markdown tables. Needs Debian's chromium
// (/usr/bin/chromium, or $HDZ_CHROMIUM) and playwright-core (npm ci at the repository root).

import { spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { launchChromium } from "../web/tests/chromium.mjs";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    url: { type: "string" },
    loads: { type: "string", default: "5" },
    moves: { type: "string", default: "4" },
    think: { type: "string", default: "1" },
  },
});
const loads = Number(values.loads);
const decisions = Number(values.moves);
const think = Number(values.think);

/** Starts scripts/serve-web.sh on a free port; resolves to its address and the process. */
async function startServer() {
  const server = spawn("bash", [resolve(root, "scripts/serve-web.sh"), "0"], { stdio: ["ignore", "pipe", "inherit"] });
  for await (const line of createInterface({ input: server.stdout })) {
    const found = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(line);
    if (found) return { url: found[1], server };
  }
  throw new Error("scripts/serve-web.sh stopped before serving");
}

const started = values.url ? { url: values.url, server: null } : await startServer();
const base = started.url;
const browser = await launchChromium();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (x) => `${Math.round(x)} ms`;
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const isSettled = () =>
  ["your-turn", "over", "error"].includes(document.querySelector('[data-testid="status"]')?.dataset.state);

try {
  // 1. Size.
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Map();
  page.on("response", async (response) => {
    if (response.url().startsWith(base)) files.set(new URL(response.url()).pathname, await response.body());
  });
  await page.goto(`${base}?game=le-baron&players=4&seat=0&bots=random&seed=1`);
  await page.waitForFunction(isSettled, null, { timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName("playable").length > 0);
  await context.close();
  let total = 0;
  let gzipped = 0;
  console.log("| file | bytes | gzipped |\n|---|---:|---:|");
  for (const [path, body] of [...files].sort((a, b) => b[1].length - a[1].length)) {
    const packed = gzipSync(body, { level: 9 }).length;
    total += body.length;
    gzipped += packed;
    console.log(`| \`${path}\` | ${body.length} | ${packed} |`);
  }
  console.log(`| all ${files.size} files | ${total} (${kib(total)}) | ${gzipped} (${kib(gzipped)}) |\n`);

  // 2 and 3, game by game.
  const rows = [];
  const games = await (async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForFunction(isSettled, null, { timeout: 120_000 });
    const names = await page.$$eval('select[name="game"] option', (options) => options.map((o) => o.value));
    await context.close();
    return names;
  })();
  for (const game of games) {
    const playable = [];
    for (let i = 0; i < loads; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}?game=${game}&players=4&seat=0&bots=random&seed=${i + 1}&pace=0`);
      await page.waitForFunction(() => performance.getEntriesByName("playable").length > 0, null, { timeout: 120_000 });
      playable.push(await page.evaluate(() => performance.getEntriesByName("playable")[0].startTime));
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}?game=${game}&players=4&seat=0&bots=ismcts:${think}s&seed=1&pace=0`);
    await page.waitForFunction(isSettled, null, { timeout: 120_000 });
    for (let i = 0; i < decisions; i += 1) {
      const state = await page.getAttribute('[data-testid="status"]', "data-state");
      if (state !== "your-turn") break;
      const moves = await page.getAttribute('[data-testid="status"]', "data-moves");
      await page.click("[data-action]");
      await page.waitForFunction(
        (before) => {
          const line = document.querySelector('[data-testid="status"]');
          return line.dataset.moves !== before && ["your-turn", "over", "error"].includes(line.dataset.state);
        },
        moves,
        { timeout: 600_000 },
      );
    }
    const answers = await page.evaluate(() =>
      performance.getEntriesByName("bot-answer").map((entry) => entry.duration),
    );
    await context.close();
    rows.push({ game, playable, answers });
  }

  console.log(
    `| game | first legal move clickable (median, max of ${loads} cold loads) | ismcts ${think} s: answers | answer time (median, max) | over the thinking time (max) |`,
  );
  console.log("|---|---|---:|---|---:|");
  for (const { game, playable, answers } of rows) {
    const over = Math.max(...answers) - think * 1000;
    console.log(
      `| ${game} | ${ms(median(playable))}, ${ms(Math.max(...playable))} | ${answers.length} | ${ms(median(answers))}, ${ms(Math.max(...answers))} | ${ms(over)} |`,
    );
  }
} finally {
  await browser.close();
  if (started.server) {
    started.server.kill();
    await once(started.server, "exit");
  }
}
