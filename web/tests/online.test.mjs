// The page at online tables of the game server (scripts/test-web.sh serves the site with the
// game server at HDZ_ONLINE_URL, and without one at HDZ_WEB_URL), in headless Chromium: two
// people in two browser contexts and a server bot play a whole Le Baron table from an invitation
// to the final scores, one of them reloading mid-game and resuming the seat and its log; a spectator's page
// never holds a hand (no hand drawn, no hand in any view it is sent); a player's name made of
// markup is shown as text; the lobby lists a waiting table and its link seats a third person; a
// seat given up before the game frees it, and the last one closes the table;
// a table dealt from its creator's seed is marked so in the lobby and on its join form; an
// invitation's seat is judged against its table's seats; a spectator's link to no table says so
// at once, and so do a held seat at a table gone and a token that is no seat's; a double click sends one move; the new-table form opens on the game played and keeps
// the choices that still fit; without a game server the page says so and the game
// against the bots plays as before. Every wait is for the page's state, with a generous bound.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { SHOTS, WAIT, newContext, openPage, settled, useBrowser } from "./browser.mjs";

const ONLINE = process.env.HDZ_ONLINE_URL;
if (!ONLINE) throw new Error("HDZ_ONLINE_URL is not set: run the page's tests through scripts/test-web.sh");

/** A name that is markup: it must be shown as text, never run. */
const MARKUP_NAME = "<img src=x onerror=alert(1)>";

useBrowser();

/**
 * A person: a browser context of their own and a page in it at `address`; dialogs (an alert run
 * from a name) and page errors are collected, and so is every state message the page receives.
 * @param {string} address
 */
async function person(address) {
  const context = await newContext();
  const page = await context.newPage();
  const problems = [];
  const states = [];
  /** Who waits for the next state (`stateAt`). */
  const waiting = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("dialog", (dialog) => {
    problems.push(`a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload));
      if (message.type === "state") {
        states.push(message);
        for (const resolve of waiting.splice(0)) resolve();
      }
    }),
  );
  await page.goto(address);
  return { context, page, problems, states, waiting };
}

/**
 * The last state message `who`'s page received for the table's move counter `turn` (the page has
 * drawn it: its frame is received, or about to be).
 */
async function stateAt(who, turn) {
  for (;;) {
    const found = who.states.findLast((state) => state.turn === turn);
    if (found) return found;
    let timer;
    const bound = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no state of move ${turn} received`)), WAIT.timeout);
    });
    await Promise.race([new Promise((resolve) => who.waiting.push(resolve)), bound]).finally(() => clearTimeout(timer));
  }
}

/** The status line: its state and the table's move counter. */
const status = (page) =>
  page.evaluate(() => {
    const line = document.querySelector('[data-testid="status"]');
    return { state: line.dataset.state, text: line.textContent, moves: Number(line.dataset.moves) };
  });

/** Waits until the status line is in one of `states`. */
const statusIn = (page, states) =>
  page.waitForFunction((wanted) => wanted.includes(document.querySelector('[data-testid="status"]')?.dataset.state), states, WAIT);

/**
 * Creates a table in `page` (at the site's root) with the form: `game`, `players`, `seats` (the
 * choice of seats 1 and on: "person" or a bot name), under `name`; resolves once the page sits at it.
 */
async function createTable(page, { game, players, seats, name }) {
  await page.locator("#online summary").click();
  const form = page.getByTestId("create-table");
  await form.waitFor(WAIT);
  await form.locator('select[name="game"]').selectOption(game);
  await form.locator('select[name="players"]').selectOption(String(players));
  for (const [index, choice] of seats.entries()) {
    await form.locator(`select[name="seat-${index + 1}"]`).selectOption(choice);
  }
  await form.locator('input[name="name"]').fill(name);
  await form.getByRole("button", { name: "Create the table" }).click();
  await page.getByTestId("waiting-room").waitFor(WAIT);
}

/** Takes a seat with the join form shown by an invitation or the lobby's link. */
async function sitDown(page, name) {
  const form = page.getByTestId("join-table");
  await form.waitFor(WAIT);
  await form.locator('input[name="name"]').fill(name);
  await form.getByRole("button", { name: "Sit down" }).click();
  await page.getByTestId("waiting-room").waitFor(WAIT);
}

/** The names the waiting room shows, by seat. */
const seatsShown = (page) =>
  page.$$eval('[data-testid="waiting-room"] li[data-seat]', (items) =>
    items.map((item) => ({ seat: Number(item.dataset.seat), kind: item.dataset.kind, name: item.querySelector(".seat-name").textContent })),
  );

/**
 * Whether the page holds anything of a hand: a hand drawn (the other seats' cards are "held":
 * their count and the cards everybody saw), a move to make, an element of your seat.
 */
const handShown = (page) =>
  page.evaluate(() => ({
    hands: document.querySelectorAll("#table .hand").length,
    mine: document.querySelectorAll("#table .mine").length,
    yourHand: document.querySelector("#table").textContent.includes("Your hand"),
    actions: document.querySelectorAll("#table [data-action]").length,
  }));

/** Creates a table through the server's API with `body` (every seat free unless `bots` names it); its id. */
async function createByApi(body) {
  const response = await fetch(new URL("/api/tables", ONLINE), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 201);
  return (await response.json()).table;
}

/** The message line: its text, or null when hidden. */
const messageShown = (page) =>
  page.evaluate(() => {
    const line = document.querySelector('[data-testid="message"]');
    return line.hidden ? null : line.textContent;
  });

/**
 * The log's entries of moves (not its notes) as the page shows them.
 * @param {import("playwright-core").Page} page
 */
const logShown = (page) =>
  page.$$eval("#log li:not(.note)", (items) => items.map((item) => ({ ply: Number(item.dataset.ply), text: item.textContent })));

test("online: two people and a server bot play a whole Le Baron table, with a reload, a spectator and a name of markup", async () => {
  const ann = await person(ONLINE);
  await createTable(ann.page, { game: "le-baron", players: 3, seats: ["person", "greedy"], name: "Ann" });
  assert.equal((await status(ann.page)).state, "online-waiting");
  const invitation = await ann.page.getByTestId("invite-link").getAttribute("href");
  assert.match(invitation, /\?table=[0-9a-f]+&seat=1$/);
  assert.equal(await ann.page.getByTestId("invite-link").count(), 1, "one invitation: seat 1 (seat 2 is a bot)");
  const spectatorLink = await ann.page.getByTestId("spectator-link").getAttribute("href");
  await ann.page.screenshot({ path: join(SHOTS, "online-waiting-room.png"), fullPage: true });

  const bob = await person(invitation);
  await sitDown(bob.page, MARKUP_NAME);
  const carol = await person(spectatorLink);

  // Everybody sees who sits where; the name of markup is text.
  for (const { page } of [ann, bob, carol]) {
    await page.waitForFunction(() => document.querySelector('[data-testid="waiting-room"]')?.dataset.status === "playing", null, WAIT);
    assert.deepEqual(await seatsShown(page), [
      { seat: 0, kind: "player", name: "Ann" },
      { seat: 1, kind: "player", name: MARKUP_NAME },
      { seat: 2, kind: "bot", name: "bot (greedy)" },
    ]);
    assert.equal(await page.locator("img").count(), 0, "no image element: the name is text");
  }

  // Ann and Bob play whatever is legal until the end; Ann reloads at her sixth decision.
  const players = [ann, bob];
  let decisions = 0;
  let reloaded = false;
  for (;;) {
    const now = await Promise.all(players.map((p) => status(p.page)));
    if (now.every((s) => s.state === "over")) break;
    const mover = now.findIndex((s) => s.state === "your-turn");
    if (mover < 0) {
      // A bot or the other person decides, or a page has not heard of the last move yet.
      await Promise.race(
        players.map((p, i) =>
          p.page
            .waitForFunction(
              (before) => {
                const line = document.querySelector('[data-testid="status"]');
                return Number(line.dataset.moves) > before.moves || ["your-turn", "over"].includes(line.dataset.state);
              },
              now[i],
              WAIT,
            )
            .catch(() => {}),
        ),
      );
      continue;
    }
    const { page } = players[mover];
    // The moves shown and the move counter of the state they were drawn from, read at once.
    const { actions, drawnAt } = await page.evaluate(() => ({
      actions: [...document.querySelectorAll("#table [data-action]")].map((item) => Number(item.dataset.action)),
      drawnAt: Number(document.querySelector('[data-testid="status"]').dataset.moves),
    }));
    assert.ok(actions.length > 0, "your turn shows a legal move");
    // The moves shown are the legal actions the server sent the seat.
    const sent = await stateAt(players[mover], drawnAt);
    assert.deepEqual([...actions].sort((a, b) => a - b), [...sent.legalActions].sort((a, b) => a - b));
    decisions++;
    if (decisions === 4) await page.screenshot({ path: join(SHOTS, "online-le-baron.png"), fullPage: true });
    if (mover === 0 && decisions >= 6 && !reloaded) {
      reloaded = true;
      const logged = await logShown(page);
      assert.ok(logged.some((entry) => entry.ply === 1), "the log holds the first move");
      await page.reload();
      await statusIn(page, ["your-turn", "waiting", "over"]);
      // The log is whole again: the server's log of the seat fills in the moves before the reload.
      await page.waitForFunction(() => document.querySelector('#log li[data-ply="1"]') !== null, null, WAIT);
      assert.deepEqual(await logShown(page), logged, "the log after the reload is the log before it");
      const resumed = await seatsShown(page);
      assert.equal(await page.locator('[data-testid="waiting-room"] li.mine').getAttribute("data-seat"), "0", "the reload resumes seat 0");
      assert.equal(resumed[0].name, "Ann");
      assert.equal(await page.getByTestId("join-table").count(), 0, "no join form after a reload");
      continue;
    }
    await page.locator(`#table [data-action="${actions[decisions % actions.length]}"]`).click(WAIT);
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="status"]').dataset.moves) > before || document.querySelector('[data-testid="message"]:not([hidden])'),
      now[mover].moves,
      WAIT,
    );
    if (decisions % 10 === 0) {
      assert.deepEqual(await handShown(carol.page), { hands: 0, mine: 0, yourHand: false, actions: 0 }, "the spectator's page mid-game");
    }
  }
  assert.ok(reloaded, "the game lasted past Ann's sixth decision");

  // The final scores, the same on every page, with the name as text.
  const totals = async (page) => {
    await page.getByTestId("scores").waitFor(WAIT);
    return page.$$eval('[data-testid="scores"] tr[data-seat]', (rows) =>
      rows.map((row) => ({ seat: Number(row.dataset.seat), total: Number(row.dataset.total), name: row.querySelector("th").textContent })),
    );
  };
  await statusIn(carol.page, ["over"]);
  const [annScores, bobScores, carolScores] = await Promise.all([ann, bob, carol].map((p) => totals(p.page)));
  assert.equal(annScores.length, 3);
  assert.deepEqual(annScores.map((s) => s.total), carolScores.map((s) => s.total));
  assert.deepEqual(bobScores.map((s) => s.total), carolScores.map((s) => s.total));
  assert.ok(carolScores[1].name.startsWith(MARKUP_NAME), carolScores[1].name);
  const last = ann.states.at(-1);
  assert.equal(last.status, "over");
  assert.deepEqual(annScores.map((s) => s.total), last.scores.seats.map((s) => s.total), "the totals the server sent");
  await ann.page.screenshot({ path: join(SHOTS, "online-le-baron-end.png"), fullPage: true });
  await carol.page.screenshot({ path: join(SHOTS, "online-spectator-end.png"), fullPage: true });

  // The spectator: never a hand, neither drawn nor sent.
  assert.deepEqual(await handShown(carol.page), { hands: 0, mine: 0, yourHand: false, actions: 0 });
  assert.ok(carol.states.length > 10, `the spectator heard every move (${carol.states.length} states)`);
  for (const state of carol.states) {
    assert.equal(state.seat, null);
    assert.equal(state.view.format, "le-baron/spectator-view");
    assert.ok(!("hand" in state.view) && !("choice" in state.view), "a spectator's view holds no hand");
    assert.deepEqual(state.legalActions, []);
  }
  assert.equal((await handShown(ann.page)).hands, 1, "a seat's page draws its own hand, and only that");
  // The seats' pages were sent their own views once the game started, a spectator's before.
  const ownViews = (states, seat) =>
    states.every((s) => s.seat === seat && s.view.format === (s.status === "waiting" ? "le-baron/spectator-view" : "le-baron/view"));
  assert.ok(ownViews(ann.states, 0));
  assert.ok(ownViews(bob.states, 1));
  assert.ok(ann.states.some((s) => s.status === "waiting"), "Ann's page heard the table wait");

  for (const p of [ann, bob, carol]) {
    assert.deepEqual(p.problems, []);
    assert.equal(await p.page.locator("img").count(), 0);
    await p.context.close();
  }
});

test("online: the new-table form offers the levels, a Good bot takes its seat, and Hint marks a legal move at the table", async () => {
  const fay = await person(ONLINE);
  await fay.page.locator("#online summary").click();
  const form = fay.page.getByTestId("create-table");
  await form.waitFor(WAIT);
  await form.locator('select[name="game"]').selectOption("ziegen-kriegen");
  await form.locator('select[name="players"]').selectOption("3");
  const offered = await form.locator('select[name="seat-1"] option').evaluateAll((options) =>
    options.map((o) => [/** @type {HTMLOptionElement} */ (o).value, o.textContent]),
  );
  for (const [value, words] of [
    ["greedy", "bot: Beginner (greedy)"],
    ["ismcts:100ms", "bot: Casual (ismcts, 0.1 s)"],
    ["expert:100ms", "bot: Good (expert, 0.1 s)"],
    ["expert:1s", "bot: Expert (expert, 1 s)"],
  ]) {
    assert.ok(offered.some(([v, w]) => v === value && w === words), `the level ${words} is offered as ${value}: ${offered}`);
  }
  assert.deepEqual(offered.slice(0, 5).map(([v]) => v), ["person", "greedy", "ismcts:100ms", "expert:100ms", "expert:1s"]);

  await form.locator('select[name="seat-1"]').selectOption("expert:100ms");
  await form.locator('select[name="seat-2"]').selectOption("greedy");
  await form.locator('input[name="name"]').fill("Fay");
  await form.getByRole("button", { name: "Create the table" }).click();
  await fay.page.getByTestId("waiting-room").waitFor(WAIT);
  assert.deepEqual(
    (await seatsShown(fay.page)).map((s) => s.name),
    ["Fay", "bot (expert:100ms)", "bot (greedy)"],
  );
  await statusIn(fay.page, ["your-turn"]);
  const hint = fay.page.locator("#hint");
  assert.equal(await hint.isVisible(), true, "the Hint button is shown at an online table");
  assert.equal(await hint.isDisabled(), false, "a hint may be asked at your turn");
  const turn = (await status(fay.page)).moves;
  await hint.click();
  const marked = fay.page.locator("#table .hinted");
  await marked.waitFor(WAIT);
  assert.equal(await marked.count(), 1, "one move is hinted");
  const action = Number(await marked.getAttribute("data-action"));
  const legal = (await stateAt(fay, turn)).legalActions;
  assert.ok(legal.includes(action), `the hinted move ${action} is one of the seat's legal actions ${legal}`);
  assert.match(await fay.page.textContent('[data-testid="hint"]'), /^Hint: .+: (estimated \d+% win chance; next best \d+%|your only move, estimated \d+% win chance)\.$/);
  assert.equal(await hint.isDisabled(), true, "the hint is shown");
  await fay.page.screenshot({ path: join(SHOTS, "online-hint.png"), fullPage: true });
  await marked.click();
  await fay.page.waitForFunction((n) => Number(document.querySelector('[data-testid="status"]').dataset.moves) > n, turn, WAIT);
  assert.equal(await fay.page.locator("#table .hinted").count(), 0, "the move made clears the hint");
  assert.equal(await fay.page.isHidden('[data-testid="hint"]'), true);
  assert.deepEqual(fay.problems, []);
  await fay.context.close();
});

test("online: the lobby lists a waiting table, and its link seats a second person", async () => {
  const dan = await person(ONLINE);
  await createTable(dan.page, { game: "le-baron", players: 2, seats: ["person"], name: "Dan" });
  const table = new URL(dan.page.url()).searchParams.get("table");

  const eve = await person(ONLINE);
  await eve.page.locator("#online summary").click();
  const entry = eve.page.locator(`[data-testid="lobby-table"][data-table="${table}"]`);
  await entry.waitFor(WAIT);
  assert.match(await entry.textContent(), /Le Baron, 2 seats: Dan, free seat/);
  await eve.page.screenshot({ path: join(SHOTS, "online-lobby.png"), fullPage: true });
  await entry.getByTestId("join-link").click();
  await sitDown(eve.page, "Eve");

  for (const { page } of [dan, eve]) {
    await page.waitForFunction(() => document.querySelector('[data-testid="waiting-room"]')?.dataset.status === "playing", null, WAIT);
    await statusIn(page, ["your-turn", "waiting"]);
    assert.deepEqual(
      (await seatsShown(page)).map((s) => s.name),
      ["Dan", "Eve"],
    );
  }
  // Both choose a card (Le Baron's secret choice, one seat after the other): the table moves on.
  for (const turn of [0, 1]) {
    const mover = (await status(dan.page)).state === "your-turn" ? dan : eve;
    await statusIn(mover.page, ["your-turn"]);
    await mover.page.locator("#table [data-action]").first().click(WAIT);
    for (const p of [dan, eve]) {
      await p.page.waitForFunction((n) => Number(document.querySelector('[data-testid="status"]').dataset.moves) > n, turn, WAIT);
    }
  }
  for (const p of [dan, eve]) {
    assert.deepEqual(p.problems, []);
    await p.context.close();
  }
});

test("online: a player gives up a seat before the game starts, and the last one closes the table", async () => {
  const fay = await person(ONLINE);
  await createTable(fay.page, { game: "ziegen-kriegen", players: 3, seats: ["person", "person"], name: "Fay" });
  const table = new URL(fay.page.url()).searchParams.get("table");
  const gus = await person(`${ONLINE}?table=${table}&seat=1`);
  await sitDown(gus.page, "Gus");
  await fay.page.waitForFunction(() => document.querySelector('[data-testid="waiting-room"] li[data-seat="1"]')?.dataset.kind === "player", null, WAIT);
  // Gus gives his seat up: his page is back at the lobby, Fay's waiting room shows it free.
  await gus.page.getByTestId("leave-table").click();
  await gus.page.waitForURL((url) => !url.search.includes("table="), WAIT);
  assert.equal(await gus.page.evaluate((id) => localStorage.getItem(`online-seat:${id}`), table), null, "Gus's seat is forgotten");
  await fay.page.waitForFunction(() => document.querySelector('[data-testid="waiting-room"] li[data-seat="1"]')?.dataset.kind === "free", null, WAIT);
  assert.equal((await seatsShown(fay.page))[0].name, "Fay");
  // Fay, the last person, gives hers up: the table is gone from the lobby.
  await fay.page.getByTestId("leave-table").click();
  await fay.page.waitForURL((url) => !url.search.includes("table="), WAIT);
  const answer = await fetch(new URL(`api/tables/${table}`, ONLINE));
  assert.equal(answer.status, 404, "the table is closed");
  await fay.page.locator("#online summary").click();
  await fay.page.getByTestId("create-table").waitFor(WAIT);
  assert.equal(await fay.page.locator(`[data-testid="lobby-table"][data-table="${table}"]`).count(), 0);
  for (const p of [fay, gus]) {
    assert.deepEqual(p.problems, []);
    await p.context.close();
  }
});

test("online: a table dealt from its creator's seed says so, in the lobby and on its join form", async () => {
  const seeded = await createByApi({ game: "ziegen-kriegen", players: 3, seed: 7 });
  const drawn = await createByApi({ game: "ziegen-kriegen", players: 3 });
  const fay = await person(ONLINE);
  await fay.page.locator("#online summary").click();
  const entry = (table) => fay.page.locator(`[data-testid="lobby-table"][data-table="${table}"]`);
  await entry(seeded).waitFor(WAIT);
  await entry(drawn).waitFor(WAIT);
  assert.match(await entry(seeded).getByTestId("seeded-note").textContent(), /seed its creator chose: they can know every hand/);
  assert.equal(await entry(drawn).getByTestId("seeded-note").count(), 0, "a drawn seed is not marked");
  await entry(seeded).getByTestId("join-link").click();
  await fay.page.getByTestId("join-table").waitFor(WAIT);
  assert.match(await fay.page.locator('#table [data-testid="seeded-note"]').textContent(), /This table was dealt from a seed its creator chose/);
  assert.deepEqual(fay.problems, []);
  await fay.context.close();
});

test("online: an invitation to seat 5 of a 6-player table chooses it, and a seat the table has not is said so of the table", async () => {
  const table = await createByApi({ game: "ziegen-kriegen", players: 6 });
  const gil = await person(`${ONLINE}?table=${table}&seat=5`);
  const form = gil.page.getByTestId("join-table");
  await form.waitFor(WAIT);
  assert.equal(await form.locator('select[name="seat"]').inputValue(), "5");
  assert.equal(await messageShown(gil.page), null, "no problem with the address: seat 5 is one of the table's");

  await gil.page.goto(`${ONLINE}?table=${table}&seat=7`);
  await form.waitFor(WAIT);
  assert.equal(await form.locator('select[name="seat"]').inputValue(), "0");
  assert.equal(
    await messageShown(gil.page),
    "From the address: seat 7 is not a seat of this table (seats 0 to 5): choose one of its free seats.",
  );
  assert.deepEqual(gil.problems, []);
  await gil.context.close();
});

test("online: two players of the same name are told apart by their seats", async () => {
  const table = await createByApi({ game: "herr-der-ziegen", players: 2 });
  const kims = [];
  for (const seat of [0, 1]) {
    const kim = await person(`${ONLINE}?table=${table}&seat=${seat}`);
    await sitDown(kim.page, "Kim");
    kims.push(kim);
  }
  for (const [seat, kim] of kims.entries()) {
    const other = 1 - seat;
    const heading = kim.page.locator(`#table section.seat[data-seat="${other}"] .seat-head strong`);
    await heading.waitFor(WAIT);
    assert.equal(await heading.textContent(), `Kim (seat ${other})`);
    assert.deepEqual(kim.problems, []);
  }
  for (const kim of kims) await kim.context.close();
});

test("online: a spectator's link to a table that does not exist says so, with the way back to the lobby", async () => {
  const hal = await person(`${ONLINE}?table=0123456789abcdef01234567&watch`);
  await statusIn(hal.page, ["error"]);
  assert.equal((await status(hal.page)).text, "This table cannot be opened: there is no such table (it may have expired).");
  assert.equal(await messageShown(hal.page), null, "no note of reconnecting");
  assert.equal((await hal.page.textContent("#online-body")).trim(), "Back to the lobby");
  assert.equal(await hal.page.locator("#online-body a").getAttribute("href"), "/");
  assert.equal(await hal.page.isHidden("#how-to-play"), true, "no empty how-to-play box: there is no game to explain");
  assert.deepEqual(hal.problems, []);
  await hal.context.close();
});

test("online: a seat held at a table gone, or with a token that is no seat's, is said so from the server's refusal", async () => {
  // A table that is no more (expired): the browser still holds its seat.
  const gone = "89abcdef0123456789abcdef";
  const ivy = await person(ONLINE);
  await ivy.page.evaluate((table) => localStorage.setItem(`online-seat:${table}`, JSON.stringify({ seat: 1, token: "ab".repeat(32) })), gone);
  await ivy.page.goto(`${ONLINE}?table=${gone}`);
  await statusIn(ivy.page, ["error"]);
  assert.equal((await status(ivy.page)).text, "This table cannot be opened: there is no such table (it may have expired).");
  assert.equal(await messageShown(ivy.page), null, "no note of reconnecting");
  // A table that is there, and a token that is not one of its seats': forgotten, said so.
  const { table } = await (await fetch(new URL("api/tables", ONLINE), { method: "POST", body: JSON.stringify({ game: "le-baron", players: 2 }) })).json();
  await ivy.page.evaluate((id) => localStorage.setItem(`online-seat:${id}`, JSON.stringify({ seat: 0, token: "cd".repeat(32) })), table);
  await ivy.page.goto(`${ONLINE}?table=${table}`);
  await statusIn(ivy.page, ["error"]);
  assert.equal(
    (await status(ivy.page)).text,
    "The seat this browser held at this table is no longer its. Reload the page to watch the table or take a free seat.",
  );
  assert.equal(await ivy.page.evaluate((id) => localStorage.getItem(`online-seat:${id}`), table), null, "the seat is forgotten");
  // Opened again, the table offers its free seats.
  await ivy.page.reload();
  await ivy.page.getByTestId("join-table").waitFor(WAIT);
  assert.deepEqual(ivy.problems, []);
  await ivy.context.close();
});

test("online: a double click sends one move, and no refusal of a repeat is shown", async () => {
  const ivy = await person(ONLINE);
  const sent = [];
  ivy.page.on("websocket", (socket) =>
    socket.on("framesent", ({ payload }) => {
      const message = JSON.parse(String(payload));
      if (message.type === "move") sent.push(message);
    }),
  );
  await createTable(ivy.page, { game: "ziegen-kriegen", players: 3, seats: ["greedy", "greedy"], name: "Ivy" });
  await statusIn(ivy.page, ["your-turn"]);
  const turn = (await status(ivy.page)).moves;
  // Two clicks on the same move before the server answers: what a double click is.
  await ivy.page.evaluate(() => {
    const button = /** @type {HTMLElement} */ (document.querySelector("#table [data-action]"));
    button.click();
    button.click();
  });
  await stateAt(ivy, turn + 1);
  await statusIn(ivy.page, ["your-turn", "over"]);
  assert.deepEqual(sent.map((m) => m.turn), [turn], "one move sent, at the turn it was made at");
  assert.equal(await messageShown(ivy.page), null);
  assert.deepEqual(ivy.problems, []);
  await ivy.context.close();
});

test("online: the new-table form opens on the game played here and keeps your name and seats when the game or the count changes", async () => {
  const jo = await person(`${ONLINE}?game=le-baron&players=3&bots=random,random&seed=1&pace=0`);
  await jo.page.locator("#online summary").click();
  const form = jo.page.getByTestId("create-table");
  await form.waitFor(WAIT);
  const choices = () =>
    form.evaluate((element) =>
      Object.fromEntries([...element.querySelectorAll("input, select")].map((field) => [field.name, field.value])),
    );
  const variants = (heads) => ({ "variant-sixth_card_rule": "0", "variant-heads_are_positive": heads });
  assert.deepEqual(await choices(), { name: "", game: "le-baron", players: "3", ...variants("0"), "seat-1": "person", "seat-2": "person" });
  await form.locator('input[name="name"]').fill("Jo");
  await form.locator('select[name="seat-1"]').selectOption("greedy");
  await form.locator('select[name="seat-2"]').selectOption("expert:100ms");
  await form.locator('select[name="variant-heads_are_positive"]').selectOption("1");
  await form.locator('select[name="players"]').selectOption("4");
  assert.deepEqual(await choices(), {
    name: "Jo",
    game: "le-baron",
    players: "4",
    ...variants("1"),
    "seat-1": "greedy",
    "seat-2": "expert:100ms",
    "seat-3": "person",
  });
  await form.locator('select[name="game"]').selectOption("ziegen-kriegen");
  const now = await choices();
  assert.deepEqual([now.name, now.game, now.players, now["seat-1"], now["seat-2"], now["seat-3"]], ["Jo", "ziegen-kriegen", "4", "greedy", "expert:100ms", "person"]);
  assert.deepEqual(jo.problems, []);
  await jo.context.close();
});

test("without a game server, the page says so and the game against the bots plays as before", async () => {
  const { page, context, errors } = await openPage("?game=le-baron&players=3&seat=0&bots=random,random&seed=5&pace=0");
  await page.locator("#online summary").click();
  const note = page.getByTestId("no-server");
  await note.waitFor(WAIT);
  assert.match(await note.textContent(), /needs the game server.*scripts\/serve-online\.sh/);
  const now = await settled(page);
  assert.equal(now.state, "your-turn");
  await page.locator("#table [data-action]").first().click();
  await settled(page, now.moves);
  // The one error: the browser's note that the page's server answered 404 to /api/games.
  assert.deepEqual(errors.filter((error) => !/status of 404/.test(error)), []);
  assert.ok(errors.length <= 1, errors.join("; "));
  await context.close();

  // An invitation opened without the game server: the note in sight, and the offline game.
  const invited = await openPage("?table=5480140d1f7bef9d902b2d6a&seat=1");
  await invited.page.getByTestId("no-server").waitFor(WAIT);
  assert.equal((await settled(invited.page)).state, "your-turn");
  await invited.context.close();
});
