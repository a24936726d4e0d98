// The package in Node, over every game of the registry (a game added to the registry is tested
// here without a line added): the registry, random games with the invariants after every move,
// refused calls that change nothing, observations, and bad input of every kind.
//
//   node --test wasm/tests/play.test.mjs     (HDZ_PACKAGE_DIR: see support.mjs)

import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";
import { pathToFileURL } from "node:url";

import { checkInvariants, hdz, packageDir, playerCounts, refused, rng } from "./support.mjs";

const { GAMES, Game, PlayerView, Bot, HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError } = hdz;

describe("the package", () => {
  test("exports its API and no more: the benchmark's loops are left out of the shipped module", async () => {
    assert.deepEqual(Object.keys(hdz).sort(), [
      "Bot",
      "GAMES",
      "Game",
      "GameServer",
      "HerrDerZiegenError",
      "IllegalMoveError",
      "InvalidStateError",
      "PlayerView",
      "ServerError",
      "SetupError",
      "SpectatorView",
      "TableConnection",
      "jsonText",
    ]);
    const glue = await import(pathToFileURL(join(packageDir, "herr_der_ziegen_wasm.js")).href);
    assert.equal(glue.speedRandomGames, undefined, "speedRandomGames is the benchmark's (the wasm crate's speed feature)");
    assert.equal(typeof glue.gamesJson, "function");
  });
});

describe("the registry", () => {
  test("GAMES lists each game with its sizes", () => {
    assert.ok(GAMES.length >= 3);
    assert.deepEqual(GAMES.map((g) => g.name).slice(0, 3), ["herr-der-ziegen", "ziegen-kriegen", "le-baron"]);
    for (const entry of GAMES) {
      const keys = ["name", "title", "minPlayers", "maxPlayers", "numActions", "observationSize", "botNames"];
      assert.deepEqual(Object.keys(entry), keys);
      assert.ok(entry.minPlayers >= 2 && entry.minPlayers <= entry.maxPlayers);
      assert.ok(Object.isFrozen(entry));
      assert.ok(Object.isFrozen(entry.botNames));
      for (const bot of ["random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"]) {
        assert.ok(entry.botNames.includes(bot), `${entry.name} lists ${bot}`);
      }
      // Every listed name builds a bot (N standing for a budget).
      for (const bot of entry.botNames) new Bot(bot.replace(":N", ":5"), { game: entry.name }).free();
    }
  });
});

for (const entry of GAMES) {
  const name = entry.name;

  describe(name, () => {
    test("random games keep the invariants after every move", () => {
      for (const players of playerCounts(entry)) {
        const game = new Game(name, players, 100 + players);
        const pick = rng(players);
        let moves = 0;
        checkInvariants(game, entry);
        while (!game.isOver) {
          const legal = game.legalMoves();
          const events = game.apply(legal[pick(legal.length)]);
          assert.ok(Array.isArray(events) && events.every((e) => typeof e.event === "string"));
          moves++;
          assert.equal(game.history().length, moves);
          checkInvariants(game, entry);
        }
        assert.ok(game.scores().isFinal);
        game.free();
      }
    });

    test("refused moves change nothing", () => {
      const game = new Game(name, entry.minPlayers, 5);
      const pick = rng(5);
      while (!game.isOver) {
        const before = JSON.stringify(game);
        const history = game.history();
        const legal = new Set(game.legalActions());
        const illegal = [...Array(entry.numActions).keys()].find((id) => !legal.has(id));
        if (illegal !== undefined) {
          assert.equal(game.isLegal(illegal), false);
          refused(() => game.apply(illegal), IllegalMoveError);
        }
        const other = (game.currentPlayer + 1) % game.players;
        refused(() => game.applyFor(other, [...legal][0]), IllegalMoveError, "not_your_turn");
        refused(() => game.apply(entry.numActions), IllegalMoveError, "unknown_action");
        refused(() => game.apply(-1), IllegalMoveError, "unknown_action");
        refused(() => game.apply("1"), TypeError);
        refused(() => game.apply(1.5), TypeError);
        refused(() => game.applyFor(game.players, [...legal][0]), RangeError);
        assert.equal(JSON.stringify(game), before);
        assert.deepEqual(game.history(), history);
        const ids = [...legal];
        game.applyFor(game.currentPlayer, ids[pick(ids.length)]);
      }
      const over = JSON.stringify(game);
      refused(() => game.apply(0), IllegalMoveError, "game_over");
      assert.equal(JSON.stringify(game), over);
    });

    test("observations and masks follow docs/observation.md's sizes", () => {
      const game = new Game(name, entry.minPlayers, 6);
      const observation = game.observation(game.currentPlayer);
      assert.ok(observation instanceof Float32Array);
      assert.equal(observation.length, entry.observationSize);
      assert.deepEqual(observation, game.view(game.currentPlayer).observation());
      assert.ok(game.legalActionMask() instanceof Uint8Array);
    });

    test("bad setups are typed errors naming the argument, and the module keeps working", () => {
      refused(() => new Game(name, entry.maxPlayers + 1, 1), SetupError, "player_count");
      refused(() => new Game(name, entry.minPlayers - 1, 1), SetupError, "player_count");
      refused(() => new Game(name, "3", 1), TypeError);
      refused(() => new Game(name, 3.5, 1), TypeError);
      assert.match(refused(() => new Game(name, entry.minPlayers, -1), RangeError).message, /seed/);
      assert.match(refused(() => new Game(name, entry.minPlayers, 1.5), TypeError).message, /seed/);
      refused(() => new Game(name, entry.minPlayers, "7"), TypeError);
      refused(() => new Game(name, entry.minPlayers, 2 ** 53), RangeError);
      refused(() => new Game(name, entry.minPlayers, 2n ** 64n), RangeError);
      refused(() => new Game(name, entry.minPlayers, -1n), RangeError);
      const unknown = refused(() => new Game(name, entry.minPlayers, 1, { noSuchOption: 1 }), TypeError);
      assert.match(unknown.message, /noSuchOption/);
      refused(() => new Game(name, entry.minPlayers, 1, "options"), TypeError);
      refused(() => new Game(name, entry.minPlayers, 1, [1]), TypeError);
      const defaults = new Game(name, entry.minPlayers, 1).options;
      for (const [key, value] of Object.entries(defaults)) {
        if (key === "players" || value === null) continue;
        const mistyped = typeof value === "string" ? 1 : "x";
        const error = refused(() => new Game(name, entry.minPlayers, 1, { [key]: mistyped }), TypeError);
        assert.match(error.message, new RegExp(key.split("_")[0]));
      }
      // Still working, and the same deal as before.
      const again = new Game(name, entry.minPlayers, 1, {});
      assert.equal(JSON.stringify(new Game(name, entry.minPlayers, 1)), JSON.stringify(again));
    });
  });
}

describe("bad input of every kind", () => {
  test("wrong game names, bot names and bot options", () => {
    assert.match(refused(() => new Game("chess", 2, 1), SetupError, "unknown_game").message, /chess/);
    refused(() => new Game(7, 2, 1), TypeError);
    refused(() => new Bot("nobot"), RangeError);
    refused(() => new Bot(3), TypeError);
    refused(() => new Bot("random", { seed: -2 }), RangeError);
    refused(() => new Bot("random", { speed: 1 }), TypeError);
    refused(() => new Bot("greedy", { seconds: 1 }), RangeError);
    refused(() => new Bot("ismcts", { seconds: 0 }), RangeError);
    refused(() => new Bot("ismcts", { seconds: 11 }), RangeError);
    refused(() => new Bot("ismcts", { seconds: "1" }), TypeError);
    refused(() => new Bot("random", { game: "chess" }), SetupError);
    refused(() => new Bot("random").choose({}), TypeError);
    refused(() => new PlayerView(), TypeError);
  });

  test("errors are classes told apart with instanceof", () => {
    for (const Class of [IllegalMoveError, InvalidStateError, SetupError]) {
      const error = new Class("message", "code");
      assert.ok(error instanceof HerrDerZiegenError && error instanceof Error);
      assert.equal(error.name, Class.name);
      assert.equal(error.code, "code");
    }
    assert.ok(!(new SetupError("m", "c") instanceof IllegalMoveError));
  });

  test("freed objects refuse to be used, and freeing twice is harmless", () => {
    const [entry] = GAMES;
    const game = new Game(entry.name, entry.minPlayers, 1);
    const view = game.view(0);
    const bot = new Bot("random");
    bot.choose(game);
    for (const object of [game, view, bot]) {
      object.free();
      object.free();
    }
    const uses = [() => game.players, () => game.legalMoves(), () => view.hand, () => new Bot("random").choose(game)];
    for (const use of uses) {
      assert.throws(use, (error) => error instanceof Error && error.code === "freed");
    }
    assert.throws(() => bot.choose(new Game(entry.name, entry.minPlayers, 1)), (error) => error.code === "freed");
    assert.ok(new Game(entry.name, entry.minPlayers, 1).legalMoves().length > 0);
  });

  test("a move object of another game is a TypeError", () => {
    const [a, b] = GAMES;
    const game = new Game(a.name, a.minPlayers, 1);
    const foreign = new Game(b.name, b.minPlayers, 1).legalMoves()[0];
    refused(() => game.apply(foreign), TypeError);
    refused(() => game.isLegal(foreign), TypeError);
    refused(() => game.apply({ game: a.name }), TypeError);
    assert.equal(game.isLegal(a.numActions + 5), false);
    refused(() => game.view(-1), RangeError);
    refused(() => game.view(a.minPlayers), RangeError);
    refused(() => game.view("0"), TypeError);
    refused(() => game.hand(99), RangeError);
    game.apply(game.legalMoves()[0]);
  });
});
