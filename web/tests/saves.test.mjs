// The page's saved games in Node, as its settings are tested (saves.js has no DOM): what a game
// saves as, and what a file offered to the Load button holds, or why it is refused, over every
// game of the package.

import assert from "node:assert/strict";
import { test } from "node:test";

import { readSave, savedGame } from "../saves.js";
import { engine, seededRandom } from "./engine.mjs";

const { GAMES, Game } = engine;

/** A game of `info` after `moves` seeded random moves, set up from `seed`. */
function played(info, seed, moves) {
  const game = new Game(info.name, info.minPlayers, seed);
  const random = seededRandom(Number(seed % 1000n));
  for (let i = 0; i < moves && !game.isOver; i += 1) {
    const legal = game.legalActions();
    game.apply(legal[Math.floor(random() * legal.length)]);
  }
  return game;
}

/** The settings the page would hold for `game`. */
const settingsOf = (game, seed) => ({
  game: game.game,
  players: game.players,
  seat: 0,
  bots: [{ name: "random" }],
  seed: String(seed),
  pace: 0,
  options: {},
});

for (const info of GAMES) {
  test(`${info.name}: a game saves as its replay and loads back with its moves`, () => {
    const seed = 2n ** 64n - 5n;
    const game = played(info, seed, 9);
    const { name, text } = savedGame(engine, game, settingsOf(game, seed));
    assert.equal(name, `${info.name}-seed-${seed}-move-9.json`);
    assert.match(text, new RegExp(`\\n "seed": ${seed},\\n`), "the seed with every digit, the JSON indented");
    const read = readSave(engine, text, info);
    assert.equal(read.problem, undefined);
    assert.deepEqual(read.moves, game.history());
    const start = read.start();
    assert.deepEqual(start.history(), []);
    for (const id of read.moves) start.apply(id);
    assert.deepEqual(start.toJSON(), game.toJSON());
    assert.deepEqual(start.replay(), game.replay());
  });

  test(`${info.name}: a game loaded from a state saves its state, which loads back`, () => {
    const game = Game.fromJSON(played(info, 7n, 6).toJSON());
    const { name, text } = savedGame(engine, game, settingsOf(game, 7));
    assert.equal(name, `${info.name}-position-turn-${game.turn}.json`);
    const read = readSave(engine, text, info);
    assert.deepEqual(read.moves, []);
    assert.deepEqual(read.start().toJSON(), game.toJSON());
  });

  test(`${info.name}: a file that is no saved game of it is refused, saying why`, () => {
    const game = played(info, 3n, 5);
    const replay = game.replay();
    const other = GAMES.find((g) => g.name !== info.name);
    const tampered = { ...replay, checksums: replay.checksums.map((c, i) => (i === 0 ? "0000000000000000" : c)) };
    const refusals = [
      ["{", /^it is not JSON/],
      ["[1, 2, 3]", /^it is not a saved game: a saved game is a JSON object with a "format" field/],
      ['{"format": 7}', /^it is not a saved game/],
      ['{"format": "chess/replay"}', /^its format "chess\/replay" is not one of these games' documents/],
      [JSON.stringify(new Game(other.name, other.minPlayers, 1).replay()), new RegExp(`^it is a ${other.title} replay, and this is ${info.title}`)],
      [JSON.stringify(tampered), new RegExp(`^it is not a valid ${info.title} replay: `)],
      [JSON.stringify({ ...game.toJSON(), version: 99 }), new RegExp(`^it is not a valid ${info.title} state: `)],
      [JSON.stringify(game.view(0).toJSON()), /^it is a view \(what one seat may know\), not a saved game$/],
      [JSON.stringify({ format: `${info.name}/spectator` }), new RegExp(`^"${info.name}/spectator" is not a saved game`)],
    ];
    for (const [text, reason] of refusals) {
      const read = readSave(engine, text, info);
      assert.equal(read.start, undefined, text.slice(0, 60));
      assert.match(read.problem, reason, text.slice(0, 60));
    }
  });
}
