// The package's game server client (GameServer, TableConnection) against the real server
// (`game-server`, the binary `cargo test` builds; GAME_SERVER names another), on 127.0.0.1 with a
// fresh SQLite database, stopped at the end: every game played to its end by a package bot at a
// seat against the server's bots, the seeded deal the engine's, a spectator's states, refusals.
//
//   node --test wasm/tests/online.test.mjs     (HDZ_PACKAGE_DIR: see support.mjs)

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";

import WebSocket from "ws";

import { hdz, root } from "./support.mjs";

const { Bot, GAMES, Game, GameServer, PlayerView, ServerError, SpectatorView } = hdz;

/** How long any wait for the server may take before the test fails (a busy machine is slow). */
const PATIENCE_MS = 120_000;

/** The server's binary. */
function serverBinary() {
  const named = process.env.GAME_SERVER;
  if (named) return named;
  const built = join(process.env.CARGO_TARGET_DIR ?? join(root, "target"), "debug/game-server");
  if (!existsSync(built)) throw new Error("no game server: set GAME_SERVER or run `cargo test --workspace --no-run`");
  return built;
}

/** `promise`, or a failure naming `what` after PATIENCE_MS. */
function patiently(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${PATIENCE_MS} ms for ${what}`)), PATIENCE_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The next event `type` of `target` (a CustomEvent's detail). */
const nextEvent = (target, type) =>
  patiently(new Promise((resolve) => target.addEventListener(type, (event) => resolve(event.detail), { once: true })), type);

/** The state of `connection` once `ready(state)` holds (its latest state, waited for). */
async function waitFor(connection, ready, what) {
  while (!ready(connection.state)) await patiently(connection.nextState(), what);
  return connection.state;
}

let process_;
let folder;
/** @type {import("herr-der-ziegen").GameServer} */
let server;

before(async () => {
  folder = mkdtempSync(join(tmpdir(), "hdz-online-"));
  process_ = spawn(serverBinary(), ["--host", "127.0.0.1", "--port", "0", "--database", `sqlite:${folder}/tables.sqlite`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const address = await patiently(
    new Promise((resolve, reject) => {
      let text = "";
      process_.stdout.on("data", (chunk) => {
        text += chunk;
        const found = /game-server listening on (\S+)/.exec(text);
        if (found) resolve(found[1]);
      });
      process_.on("exit", (code) => reject(new Error(`the server stopped (${code})`)));
    }),
    "the server to start",
  );
  server = new GameServer(address, { WebSocket });
});

after(() => {
  process_?.kill("SIGKILL");
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the game server's client", () => {
  test("lists the registry's games", async () => {
    const games = await server.games();
    assert.deepEqual(
      games.map((g) => g.name),
      GAMES.map((g) => g.name),
    );
    for (const game of games) {
      assert.ok(game.options[String(game.minPlayers)].players === game.minPlayers);
      assert.ok(game.bots.includes("random"));
    }
  });

  for (const info of GAMES) {
    test(`${info.name}: a package bot plays a seat to the end against the server's bots, a spectator watching`, async () => {
      const players = Math.max(info.minPlayers, 3);
      const seed = 4242;
      const bots = Object.fromEntries(Array.from({ length: players - 1 }, (_, i) => [i + 1, "random"]));
      const { table, seats } = await server.createTable({ game: info.name, players, seed, bots });
      assert.equal(seats.length, players);
      assert.deepEqual(seats[0], { seat: 0, kind: "free", name: null });
      const spectator = server.connect(table);
      // Connected before anyone joined: the spectator's first state is the deal, which a seeded
      // table makes the engine's.
      const dealt = await waitFor(spectator, (s) => s !== null, "the spectator's first state");
      assert.equal(dealt.turn, 0);
      assert.equal(dealt.status, "waiting");
      const engine = new Game(info.name, players, seed);
      assert.deepEqual(dealt.view, engine.spectatorView().toJSON());
      const { seat, token } = await server.join(table, { name: "<b>node</b>" });
      assert.equal(seat, 0);
      assert.match(token, /^[0-9a-f]{64}$/);
      const connection = server.connect(table, { token });
      let state = await waitFor(connection, (s) => s !== null, "the seat's first state");
      if (state.turn === 0) assert.deepEqual(state.view, engine.view(0).toJSON());
      engine.free();
      const bot = new Bot("random", { seed: 1, game: info.name });
      let moves = 0;
      while (state.status !== "over") {
        assert.equal(state.seats[0].name, "<b>node</b>", "a name is data");
        if (state.legalActions.length > 0) {
          const view = connection.view();
          assert.ok(view instanceof PlayerView);
          assert.deepEqual([...state.legalActions], view.legalActions());
          const turn = state.turn;
          connection.move(bot.choose(view).actionId);
          view.free();
          moves++;
          state = await waitFor(connection, (s) => s.turn > turn || s.status === "over", "the state after a move");
        } else {
          state = await waitFor(connection, (s) => s.legalActions.length > 0 || s.status === "over", "the bots' moves");
        }
      }
      assert.ok(moves > 0);
      assert.equal(state.scores?.isFinal, true);
      assert.equal(state.scores.seats.length, players);
      // The spectator saw the end too, with its own view and never a hand.
      const last = await waitFor(spectator, (s) => s.status === "over", "the spectator's last state");
      assert.equal(last.seat, null);
      assert.deepEqual([...last.legalActions], []);
      const seen = spectator.view();
      assert.ok(seen instanceof SpectatorView);
      assert.equal(seen.isOver, true);
      assert.ok(!("hand" in last.view));
      seen.free();
      // The log: every move's events, the last as the last state carried them, for the seat and
      // the spectator alike.
      for (const [token_, final] of [[token, state], [null, last]]) {
        const log = await server.log(table, { token: token_ });
        assert.equal(log.table, table);
        assert.equal(log.seat, token_ === null ? null : 0);
        assert.equal(log.turn, final.turn);
        assert.deepEqual(
          log.moves.map((m) => m.turn),
          Array.from({ length: final.turn }, (_, i) => i + 1),
        );
        assert.deepEqual(log.moves.at(-1).events, final.events);
        assert.deepEqual(log.moves.at(-1).view, final.view);
        const tail = await server.log(table, { token: token_, after: final.turn - 1 });
        assert.deepEqual(tail.moves, [log.moves.at(-1)]);
      }
      assert.throws(() => server.log(table, { after: -1 }), TypeError);
      // A move once the game is over is refused, and nothing changes.
      const refused = nextEvent(connection, "refusal");
      connection.move(0);
      const error = await refused;
      assert.ok(error instanceof ServerError);
      assert.equal(error.code, "game_over");
      assert.equal(error.status, null);
      bot.free();
      connection.close();
      spectator.close();
    });
  }

  test("refusals over HTTP are ServerErrors with the server's code and status", async () => {
    const unknown = await server.createTable({ game: "chess", players: 3 }).catch((e) => e);
    assert.ok(unknown instanceof ServerError);
    assert.equal(unknown.status, 400);
    const { table } = await server.createTable({ game: GAMES[0].name, players: 2, bots: { 1: "random" } });
    await server.join(table, { name: "first" });
    const full = await server.join(table, { name: "second" }).catch((e) => e);
    assert.ok(full instanceof ServerError);
    assert.equal(full.status, 409);
    const missing = await server.table("000000000000000000000000").catch((e) => e);
    assert.equal(missing.status, 404);
    assert.throws(() => server.join("", { name: "x" }), TypeError);
    const stranger = await server.log(table, { token: "not-a-token" }).catch((e) => e);
    assert.ok(stranger instanceof ServerError);
    assert.equal(stranger.code, "invalid_token");
    assert.equal(stranger.status, 403);
    assert.equal((await server.log("000000000000000000000000").catch((e) => e)).status, 404);
    assert.throws(() => server.log(table, { token: 7 }), TypeError);
    assert.throws(() => server.log(table, "token"), TypeError);
    assert.throws(() => server.log(table, { after: 2 ** 32 }), /from 0 to 2\^32 - 1, not 4294967296/);
    assert.throws(() => server.log(table, { after: "3" }), /not a string|not string/);
    // A socket that does not open for a token that is no seat's, or a table that is not there,
    // closes for good at its first try, with the server's refusal (whether it would reconnect
    // after a drop or not).
    for (const [id, token, code, reconnect] of [
      [table, "ab".repeat(32), "invalid_token", true],
      ["000000000000000000000000", null, "unknown_table", true],
      [table, "cd".repeat(32), "invalid_token", false],
    ]) {
      const connection = server.connect(id, { token, reconnect });
      const closed = await nextEvent(connection, "close");
      assert.equal(closed.final, true);
      assert.ok(closed.refusal instanceof ServerError);
      assert.equal(closed.refusal.code, code);
      assert.equal(connection.state, null);
    }
  });

  test("a player leaves a waiting table; the last one closes it", async () => {
    const { table } = await server.createTable({ game: GAMES[0].name, players: 3 });
    const ann = await server.join(table, { name: "Ann" });
    const bo = await server.join(table, { name: "Bo" });
    const spectator = server.connect(table);
    await waitFor(spectator, (s) => s !== null, "the spectator's state");
    // While the table waits, a seat sees what a spectator sees: no hand.
    const bos = server.connect(table, { token: bo.token });
    const waiting = await waitFor(bos, (s) => s !== null, "Bo's state");
    assert.equal(waiting.seat, 1);
    const shown = bos.view();
    assert.ok(shown instanceof SpectatorView);
    shown.free();
    const bosRefusal = nextEvent(bos, "refusal");
    const bosClose = nextEvent(bos, "close");
    assert.deepEqual(await server.leave(table, { token: bo.token }), { table, seat: 1, closed: false });
    // Bo's connection is closed for good: the seat is no longer his.
    assert.equal((await bosRefusal).code, "seat_left");
    assert.equal((await bosClose).final, true);
    const freed = await waitFor(spectator, (s) => s.seats[1].kind === "free", "seat 1 free again");
    assert.equal(freed.status, "waiting");
    const again = await server.leave(table, { token: bo.token }).catch((e) => e);
    assert.ok(again instanceof ServerError);
    assert.equal(again.code, "invalid_token");
    const closing = nextEvent(spectator, "refusal");
    const closed = nextEvent(spectator, "close");
    assert.deepEqual(await server.leave(table, { token: ann.token }), { table, seat: 0, closed: true });
    assert.equal((await closing).code, "table_closed");
    assert.equal((await closed).final, true);
    assert.equal((await server.table(table).catch((e) => e)).status, 404);
    assert.throws(() => server.leave(table, {}), TypeError);
  });

  test("a refused move changes nothing, and a spectator cannot move", async () => {
    const info = GAMES[GAMES.length - 1];
    const players = info.minPlayers;
    const { table } = await server.createTable({ game: info.name, players, seed: 5 });
    const tokens = [];
    for (let seat = 0; seat < players; seat++) tokens.push((await server.join(table, { name: `p${seat}` })).token);
    const connections = tokens.map((token) => server.connect(table, { token }));
    const states = await Promise.all(
      connections.map((c) => waitFor(c, (s) => s !== null && s.status === "playing", "the game to start")),
    );
    const waiting = states.findIndex((s) => s.legalActions.length === 0 && s.status === "playing");
    if (waiting >= 0) {
      const refused = nextEvent(connections[waiting], "refusal");
      connections[waiting].move(states.find((s) => s.legalActions.length > 0).legalActions[0]);
      assert.equal((await refused).code, "not_your_turn");
    }
    const deciding = states.findIndex((s) => s.legalActions.length > 0);
    const illegal = nextEvent(connections[deciding], "refusal");
    connections[deciding].move(1_000_000);
    assert.equal((await illegal).code, "unknown_action");
    const now = await server.table(table);
    assert.equal(now.turn, 0, "nothing was played");
    const spectator = server.connect(table);
    await waitFor(spectator, (s) => s !== null, "the spectator's state");
    const refused = nextEvent(spectator, "refusal");
    spectator.move(states[deciding].legalActions[0]);
    assert.equal((await refused).code, "spectator");
    for (const c of [...connections, spectator]) c.close();
  });
});
