// The WebAssembly package against the native engine, in one run, one thread each:
//
//   node benchmarks/wasm_speed.mjs [--package DIR] [--games N] [--decisions N] [--players N]
//
// For each game of the registry, the best of three alternations of each measurement: random
// games per second (the native `speed` example's checked-API loop; the same loop compiled to
// WebAssembly; the package's API with `legalActions()` + `applyAction(id)`; the README loop with
// `legalMoves()` + `apply(move)`, events built), then IS-MCTS iterations per second (`ismcts`,
// 500 iterations a decision, every seat's move chosen by one seeded bot, natively and through the
// package's `Bot.choose`), and a time-bounded bot's answer against its thinking time. Prints a
// Markdown table.
//
// Needs the package built with the benchmark's loop exported (`speedRandomGames`, which the
// shipped package leaves out: scripts/build-npm.sh --features speed target/npm-speed, the default
// DIR being target/npm-speed/package) and the native programs (cargo build --release -p
// goat-games-examples --example speed; cargo build --release -p herr-der-ziegen-wasm --example
// native_speed).

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    package: { type: "string", default: join(root, "target/npm-speed/package") },
    games: { type: "string", default: "20000" },
    decisions: { type: "string", default: "40" },
    players: { type: "string", default: "4" },
  },
});
const packageDir = resolve(values.package);
const games = Number(values.games);
const decisions = Number(values.decisions);
const players = Number(values.players);
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const speedExample = join(target, "release/examples/speed");
const nativeSpeed = join(target, "release/examples/native_speed");
for (const program of [join(packageDir, "index.js"), speedExample, nativeSpeed]) {
  if (!existsSync(program)) {
    console.error(`missing ${program}: see the comment at the top of this file`);
    process.exit(2);
  }
}

const { GAMES, Game, Bot } = await import(pathToFileURL(join(packageDir, "index.js")).href);
const glue = await import(pathToFileURL(join(packageDir, "herr_der_ziegen_wasm.js")).href);
if (typeof glue.speedRandomGames !== "function") {
  console.error(`${packageDir} has no speedRandomGames: build it with scripts/build-npm.sh --features speed`);
  process.exit(2);
}

/** Seconds `run()` takes. */
function timed(run) {
  const start = performance.now();
  const result = run();
  return [result, (performance.now() - start) / 1000];
}

/** A native program's "N decisions in S s" (or the speed example's first games/s line). */
function native(program, args) {
  const output = execFileSync(program, args, { encoding: "utf8", env: { ...process.env, RAYON_NUM_THREADS: "1" } });
  return output;
}

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;

/** A small generator for the JavaScript loops' picks (xorshift32). */
function picker(seed) {
  let x = (seed * 2654435761 + 1) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** The best of `rounds` alternations of each measurement (rates: higher is better), so that
 * other work on a shared machine slows each side alike and the best run of each is compared. */
function bestOf(rounds, measurements) {
  const best = measurements.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    measurements.forEach((measure, i) => {
      best[i] = Math.max(best[i], measure());
    });
  }
  return best;
}

const rows = [];
for (const { name, minPlayers, maxPlayers } of GAMES) {
  const p = Math.min(Math.max(players, minPlayers), maxPlayers);
  const index = GAMES.findIndex((g) => g.name === name);
  const apiCount = Math.max(1, Math.floor(games / 10));

  /** The package's loop over `count` games: `legalActions()` + `applyAction(id)`, or with
   * `moves`, `legalMoves()` + `apply(move)` (events built). */
  const apiLoop = (count, moves) => {
    for (let seed = 0; seed < count; seed++) {
      const game = new Game(name, p, seed);
      const pick = picker(seed);
      while (!game.isOver) {
        if (moves) {
          const legal = game.legalMoves();
          game.apply(legal[pick(legal.length)]);
        } else {
          const ids = game.legalActions();
          game.applyAction(ids[pick(ids.length)]);
        }
      }
      game.free();
    }
  };
  /** IS-MCTS decisions in WebAssembly through `Bot.choose`: iterations per second. */
  const wasmBot = () => {
    const [played, seconds] = timed(() => {
      const game = new Game(name, p, 1);
      const bot = new Bot("ismcts", { seed: 1 });
      let n = 0;
      while (n < decisions && !game.isOver) {
        game.apply(bot.choose(game));
        n++;
      }
      return n;
    });
    return (500 * played) / seconds;
  };

  // WebAssembly is compiled in tiers: each loop runs once untimed first, so that the timed runs
  // measure the optimised code (as the native programs' timed loops do).
  glue.speedRandomGames(index, p, Math.ceil(games / 10));
  apiLoop(Math.ceil(apiCount / 10), false);
  apiLoop(Math.ceil(apiCount / 10), true);
  new Bot("ismcts", { seed: 2 }).choose(new Game(name, p, 2));

  const [nativeGames, wasmGames, apiGames, readmeGames, nativeIterations, wasmIterations] = bestOf(3, [
    () => {
      const line = native(speedExample, ["--game", name, String(p), String(games)])
        .split("\n")
        .find((l) => l.includes("random games in"));
      return Number(/= ([\d.]+) games\/s/.exec(line)[1]);
    },
    () => games / timed(() => glue.speedRandomGames(index, p, games))[1],
    () => apiCount / timed(() => apiLoop(apiCount, false))[1],
    () => apiCount / timed(() => apiLoop(apiCount, true))[1],
    () => {
      const line = native(nativeSpeed, ["bot", name, String(p), "1", "ismcts", String(decisions)]);
      const [, played, seconds] = /(\d+) decisions in ([\d.]+) s/.exec(line).map(Number);
      return (500 * played) / seconds;
    },
    wasmBot,
  ]);

  const thinking = 0.2;
  const timedBot = new Bot("ismcts", { seconds: thinking, seed: 1 });
  const game = new Game(name, p, 1);
  let slowest = 0;
  for (let i = 0; i < 5 && !game.isOver; i++) {
    const [move, seconds] = timed(() => timedBot.choose(game));
    slowest = Math.max(slowest, seconds);
    game.apply(move);
  }

  rows.push([
    `${name}, ${p} players`,
    fmt(nativeGames),
    `${fmt(wasmGames)} (${ratio(wasmGames, nativeGames)})`,
    `${fmt(apiGames)} (${ratio(apiGames, nativeGames)})`,
    `${fmt(readmeGames)} (${ratio(readmeGames, nativeGames)})`,
    fmt(nativeIterations),
    `${fmt(wasmIterations)} (${ratio(wasmIterations, nativeIterations)})`,
    `${(500_000 / wasmIterations).toFixed(1)} ms`,
    `${slowest.toFixed(3)} s`,
  ]);
}

const header = [
  "game",
  "random games/s, native `speed`",
  "same loop in wasm",
  "package: `legalActions` + `applyAction`",
  "package: `legalMoves` + `apply`",
  "IS-MCTS iterations/s, native",
  "IS-MCTS in wasm (`Bot.choose`)",
  "one `ismcts` decision in wasm",
  "slowest answer of `ismcts` with `seconds: 0.2`",
];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
