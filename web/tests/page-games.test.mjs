// The page in headless Chromium: for each game of the package, a full game at seat 0 against bots,
// played by clicking (and keys) on the legal moves the page shows; at every decision, every card
// in the page is one of seat 0's view document and the moves shown are exactly seat 0's legal
// moves; corrupt and foreign saves are refused with the game unchanged, a real save loads back;
// the final totals shown are what the package computes for the same seed and moves (read from the
// page's save).

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { DRAWINGS } from "../games/index.js";
import { SHOTS, WAIT, load, openPage, save, settled, snapshot, status, useBrowser, withChangedCard } from "./browser.mjs";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, Game } = engine;

useBrowser();

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
