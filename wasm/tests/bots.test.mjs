// The package's bots in Node, over every game of the registry: seeded bots choose as Rust's do
// (testdata/bot-choices.json, written by a Rust test), see only views, take a list of moves and
// keep to their game.
//
//   node --test wasm/tests/bots.test.mjs     (HDZ_PACKAGE_DIR: see support.mjs)

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";

import { hdz, refused, root } from "./support.mjs";

const { GAMES, Game, Bot, IllegalMoveError } = hdz;

for (const entry of GAMES) {
  const name = entry.name;

  describe(name, () => {
    test("seeded bots choose as Rust's do", () => {
      const fixture = JSON.parse(readFileSync(join(root, "testdata/bot-choices.json"), "utf8")).games;
      const records = fixture.filter((r) => r.game === name);
      assert.ok(records.length > 0, `testdata/bot-choices.json has no ${name} games`);
      for (const record of records) {
        const game = new Game(name, record.players, record.seed);
        const bot = new Bot(record.bot, { seed: record.bot_seed });
        const moves = [];
        while (moves.length < record.moves.length && !game.isOver) {
          const move = bot.choose(game);
          moves.push(move.actionId);
          game.apply(move);
        }
        assert.deepEqual(moves, record.moves, `${record.bot} seed ${record.bot_seed}`);
        assert.equal(bot.game, name);
      }
    });

    test("bots see views, take a list of moves, and keep to their game", () => {
      const game = new Game(name, entry.minPlayers, 4);
      const view = game.view(game.currentPlayer);
      const legal = game.legalMoves();
      const bot = new Bot("random", { seed: 2, game: name });
      assert.ok(legal.includes(bot.choose(view)));
      assert.equal(bot.choose(game, [legal.at(-1)]), legal.at(-1));
      assert.equal(bot.choose(view, [legal[0].actionId]), legal[0]);
      refused(() => bot.choose(view, []), RangeError);
      const watcher = game.view((game.currentPlayer + 1) % game.players);
      refused(() => bot.choose(watcher), IllegalMoveError, "not_your_turn");
      const other = GAMES.find((g) => g.name !== name);
      refused(() => bot.choose(new Game(other.name, other.minPlayers, 1)), TypeError);
      const timed = new Bot("ismcts", { seconds: 0.05, seed: 1 });
      assert.ok(game.isLegal(timed.choose(game)));
      const timedExpert = new Bot("expert", { seconds: 0.05, seed: 1 });
      assert.ok(game.isLegal(timedExpert.choose(game)));
      assert.ok(game.isLegal(new Bot("expert:20ms", { seed: 1 }).choose(game)));
    });

    test("the expert estimates every legal move from a view", () => {
      const game = new Game(name, entry.minPlayers, 6);
      // The first decision with a choice.
      while (game.legalMoves().length < 2) game.apply(game.legalMoves()[0]);
      const view = game.view(game.currentPlayer);
      const legal = game.legalMoves();
      const estimates = new Bot("expert:200", { seed: 3 }).analyse(view);
      assert.deepEqual(
        estimates.map((e) => e.move),
        legal,
      );
      assert.equal(
        estimates.reduce((sum, e) => sum + e.visits, 0),
        200,
      );
      for (const e of estimates) {
        assert.equal(e.value === null, e.visits === 0);
        if (e.value !== null) assert.ok(e.value >= 0 && e.value <= 1, `${e.value}`);
      }
      const mostTried = Math.max(...estimates.map((e) => e.visits));
      const chosen = new Bot("expert:200", { seed: 3 }).choose(view);
      assert.equal(estimates.find((e) => e.move === chosen).visits, mostTried);
      assert.deepEqual(new Bot("expert:200", { seed: 3 }).analyse(game), estimates);
      assert.match(refused(() => new Bot("ismcts:20").analyse(view), RangeError).message, /"ismcts:20" does not estimate/);
      const watcher = game.view((game.currentPlayer + 1) % game.players);
      refused(() => new Bot("expert:5").analyse(watcher), IllegalMoveError, "not_your_turn");
      refused(() => new Bot("expert:5").analyse("view"), TypeError);
      const spectator = game.spectatorView();
      assert.match(refused(() => new Bot("expert:5").analyse(spectator), TypeError).message, /not a SpectatorView$/);
    });

    test("the expert estimates a single legal move too", () => {
      // Greedy play until a seat has one legal move (a hand's last card, a forced take).
      let game;
      for (let seed = 1; seed < 20; seed++) {
        game = new Game(name, entry.minPlayers, seed);
        const greedy = new Bot("greedy", { seed });
        while (!game.isOver && game.legalMoves().length > 1) game.apply(greedy.choose(game));
        if (!game.isOver) break;
      }
      assert.ok(!game.isOver, "no game with a single legal move");
      const [only, ...more] = new Bot("expert:50", { seed: 1 }).analyse(game);
      assert.equal(more.length, 0);
      assert.equal(only.move, game.legalMoves()[0]);
      assert.equal(only.visits, 50);
      assert.ok(only.value !== null && only.value >= 0 && only.value <= 1, `${only.value}`);
      assert.equal(new Bot("expert:50", { seed: 1 }).choose(game), only.move);
    });
  });
}
