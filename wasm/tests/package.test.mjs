// The npm package in Node, over every game of the registry (a game added to the registry is
// tested here without a line added): random games with the invariants after every move, refused
// calls that change nothing, JSON and replay round trips, the golden transcripts of testdata/,
// documents written by the Python package continued identically (and back), seeded bots choosing
// as Rust does (testdata/bot-choices.json), each game's own methods (its card information) from
// games, views and documents, then per game against the engine's events with replaced card
// tables, and bad input of every kind.
//
//   node --test wasm/tests/package.test.mjs
//
// HDZ_PACKAGE_DIR names the unpacked package (default target/npm/package, which
// scripts/build-npm.sh target/npm writes); HDZ_PYTHON a Python with the herr_der_ziegen wheel
// (default target/py-test-venv/bin/python); without it the cross-language tests are skipped,
// unless HDZ_REQUIRE_PYTHON is set (scripts/test.sh sets it).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, test } from "node:test";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "../..");
const packageDir = resolve(process.env.HDZ_PACKAGE_DIR ?? join(root, "target/npm/package"));
const hdz = await import(pathToFileURL(join(packageDir, "index.js")).href);
const { GAMES, Game, PlayerView, Bot, HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError } = hdz;

const python = process.env.HDZ_PYTHON ?? join(root, "target/py-test-venv/bin/python");
const havePython = existsSync(python);
if (!havePython && process.env.HDZ_REQUIRE_PYTHON) {
  throw new Error(`no Python with the wheel at ${python} (HDZ_REQUIRE_PYTHON is set)`);
}

/** A small seeded generator (xorshift32) for the tests' random choices. */
function rng(seed) {
  let x = (seed * 2654435761 + 0x9e3779b9) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** The player counts to try for a game: the fewest, the most, and one between. */
const playerCounts = ({ minPlayers, maxPlayers }) =>
  [...new Set([minPlayers, Math.floor((minPlayers + maxPlayers) / 2), maxPlayers])];

/** FNV-1a 64 of a text's UTF-8 bytes as 16 hex digits (the replays' checksum). */
function fnv1a64(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** The golden transcripts' chooser: one LCG step, then the index `(x >> 33) % count`. */
function nextChoice(state, count) {
  const next = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return [next, Number((next >> 33n) % BigInt(count))];
}

/** `fn()` throws an error of `Class` with `code`; returns it. */
function refused(fn, Class, code) {
  let thrown;
  assert.throws(fn, (error) => {
    thrown = error;
    return error instanceof Class && (code === undefined || error.code === code);
  });
  assert.equal(thrown.name, Class.name);
  assert.equal(typeof thrown.code, "string");
  assert.ok(thrown.message.length > 0);
  return thrown;
}

/** The own methods of a game's `Game` or `PlayerView` (its card information), by name. */
const ownMethods = (object) =>
  Object.getOwnPropertyNames(Object.getPrototypeOf(object)).filter((key) => typeof object[key] === "function");

/** The invariants every position of a game keeps. */
function checkInvariants(game, entry) {
  const moves = game.legalMoves();
  const ids = game.legalActions();
  assert.deepEqual(ids, moves.map((m) => m.actionId));
  assert.equal(game.isOver, game.currentPlayer === null);
  assert.equal(game.isOver, moves.length === 0);
  const mask = game.legalActionMask();
  assert.equal(mask.length, entry.numActions);
  assert.equal(mask.reduce((a, b) => a + b, 0), ids.length);
  for (const move of moves) {
    assert.equal(move.game, entry.name);
    assert.equal(typeof move.kind, "string");
    assert.equal(typeof move.text, "string");
    assert.ok(Object.isFrozen(move));
    assert.ok(game.isLegal(move) && game.isLegal(move.actionId) && mask[move.actionId] === 1);
  }
  for (let seat = 0; seat < game.players; seat++) {
    const view = game.view(seat);
    assert.equal(view.seat, seat);
    assert.equal(view.currentPlayer, game.currentPlayer);
    assert.equal(view.phase, game.phase);
    assert.deepEqual(view.hand, game.hand(seat));
    // What a seat may do depends only on what it sees.
    assert.deepEqual(view.legalActions(), seat === game.currentPlayer ? ids : []);
    assert.equal(view.observation().length, entry.observationSize);
    view.free();
  }
  const scores = game.scores();
  assert.equal(scores.seats.length, game.players);
  assert.deepEqual(scores.totals, scores.seats.map((s) => s.total));
  assert.deepEqual(scores.winners, scores.seats.filter((s) => s.winner).map((s) => s.seat));
  assert.equal(scores.isFinal, game.isOver);
}

describe("the registry", () => {
  test("GAMES lists each game with its sizes", () => {
    assert.ok(GAMES.length >= 3);
    assert.deepEqual(GAMES.map((g) => g.name).slice(0, 3), ["herr-der-ziegen", "ziegen-kriegen", "le-baron"]);
    for (const entry of GAMES) {
      const keys = ["name", "title", "minPlayers", "maxPlayers", "numActions", "observationSize"];
      assert.deepEqual(Object.keys(entry), keys);
      assert.ok(entry.minPlayers >= 2 && entry.minPlayers <= entry.maxPlayers);
      assert.ok(Object.isFrozen(entry));
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

    test("states and views round-trip through JSON and continue identically", () => {
      const game = new Game(name, entry.maxPlayers, 21);
      const pick = rng(21);
      for (let i = 0; i < 15 && !game.isOver; i++) game.applyAction(game.legalActions()[0]);
      const state = game.toJSON();
      assert.equal(state.format, `${name}/state`);
      const loaded = Game.fromJSON(state);
      assert.deepEqual(loaded.toJSON(), state);
      assert.deepEqual(Game.fromJSON(JSON.stringify(game)).toJSON(), state);
      assert.equal(loaded.seed, null);
      assert.equal(loaded.options, null);
      assert.deepEqual(loaded.history(), []);
      refused(() => loaded.replay(), InvalidStateError, "no_seed");
      while (!game.isOver) {
        const ids = game.legalActions();
        const id = ids[pick(ids.length)];
        assert.deepEqual(loaded.apply(id), game.apply(id));
      }
      assert.deepEqual(loaded.toJSON(), game.toJSON());
      assert.deepEqual(loaded.scores(), game.scores());

      const fresh = new Game(name, entry.minPlayers, 3);
      const view = fresh.view(fresh.currentPlayer);
      const again = PlayerView.fromJSON(view.toJSON());
      assert.deepEqual(again.toJSON(), view.toJSON());
      assert.deepEqual(again.legalActions(), fresh.legalActions());
      assert.deepEqual(again.legalMoves(), fresh.legalMoves());
      // A networked client holding only its view asks a bot for a hint.
      const hint = new Bot("greedy").choose(again);
      assert.ok(fresh.isLegal(hint));
      const drawn = again.determinize(9);
      assert.deepEqual(drawn.view(again.seat).toJSON(), again.toJSON());
    });

    test("replays, undo and clones", () => {
      const game = new Game(name, entry.minPlayers, 2n ** 63n + 5n);
      const pick = rng(8);
      const states = [JSON.stringify(game)];
      while (!game.isOver) {
        const ids = game.legalActions();
        game.apply(ids[pick(ids.length)]);
        states.push(JSON.stringify(game));
      }
      const replay = game.replay();
      assert.equal(replay.format, `${name}/replay`);
      assert.equal(replay.seed, 2n ** 63n + 5n);
      assert.deepEqual(replay.moves, game.history());
      for (const document of [replay, JSON.stringify(replay, (_, v) => (typeof v === "bigint" ? Number(v) : v))]) {
        if (typeof document === "string") continue; // a seed above 2^53 - 1 does not survive a number
        const again = Game.fromReplay(document);
        assert.equal(JSON.stringify(again), JSON.stringify(game));
        assert.deepEqual(again.history(), game.history());
        assert.equal(again.seed, game.seed);
      }
      const small = new Game(name, entry.minPlayers, 12);
      small.applyAction(small.legalActions()[0]);
      assert.deepEqual(Game.fromReplay(JSON.stringify(small.replay())).toJSON(), small.toJSON());
      assert.deepEqual(small.options, Game.fromReplay(small.replay()).options);
      const copy = game.clone();
      for (let i = states.length - 2; i >= 0; i--) {
        game.undo();
        assert.equal(JSON.stringify(game), states[i]);
      }
      refused(() => game.undo(), IllegalMoveError, "nothing_to_undo");
      assert.equal(JSON.stringify(game), states[0]);
      assert.equal(JSON.stringify(copy), states.at(-1));
      const tampered = { ...replay, checksums: replay.checksums.map((c, i) => (i === 0 ? "0000000000000000" : c)) };
      refused(() => Game.fromReplay(tampered), InvalidStateError, "checksum");
    });

    test("the golden transcripts replay with the same moves, states and scores", () => {
      // Seeds run to 2^64 - 1: read them as text, then as bigints.
      const text = readFileSync(join(root, `testdata/golden-${name}.json`), "utf8");
      const golden = JSON.parse(text.replace(/"(seed|chooser_seed)": (\d+)/g, '"$1": "$2"')).games;
      assert.ok(golden.length > 0);
      for (const record of golden) {
        const { players, ...options } = record.options;
        const game = new Game(name, players, BigInt(record.seed), options);
        assert.deepEqual(game.options, record.options);
        let x = BigInt(record.chooser_seed);
        const moves = [];
        while (!game.isOver) {
          const legal = game.legalActions();
          let index;
          [x, index] = nextChoice(x, legal.length);
          moves.push(legal[index]);
          game.apply(legal[index]);
        }
        assert.deepEqual(moves, record.moves);
        const scores = game.scores();
        assert.deepEqual(scores.totals, record.totals);
        assert.equal(scores.winners.reduce((bits, seat) => bits | (1 << seat), 0), record.winners);
        assert.equal(fnv1a64(JSON.stringify(game)), record.final_checksum);
        assert.equal(game.replay().checksums.at(-1), record.final_checksum);
      }
    });

    test("its own methods answer alike from the game, its views and documents, and refuse bad arguments", () => {
      const game = new Game(name, entry.minPlayers, 8);
      const pick = rng(8);
      for (let i = 0; i < 12 && !game.isOver; i++) game.apply(game.legalActions()[pick(game.legalActions().length)]);
      const before = JSON.stringify(game);
      const views = Array.from({ length: game.players }, (_, seat) => game.view(seat));
      // The same game again from each of its documents, and a view from its document.
      const again = [
        ...views,
        Game.fromJSON(game.toJSON()),
        Game.fromReplay(game.replay()),
        PlayerView.fromJSON(views[0].toJSON()),
      ];
      const methods = ownMethods(game);
      assert.ok(methods.length > 0, `${name} has no card information`);
      for (const other of again) assert.deepEqual(ownMethods(other), methods);
      for (const method of methods) {
        if (game[method].length === 0) {
          for (const other of again) assert.deepEqual(other[method](), game[method](), method);
          continue;
        }
        // The numbers a method takes are one range; a number outside it is a RangeError naming it.
        const taken = [];
        for (let n = -2; n <= 300; n++) {
          let answer;
          try {
            answer = game[method](n);
          } catch (error) {
            assert.ok(error instanceof RangeError && error.code === "out_of_range", `${method}(${n}): ${error}`);
            assert.match(error.message, new RegExp(`${name}: ${n} is not a`));
            continue;
          }
          assert.notEqual(answer, null, `${method}(${n})`);
          for (const other of again) assert.deepEqual(other[method](n), answer, `${method}(${n})`);
          taken.push(n);
        }
        assert.ok(taken.length > 0 && taken[0] >= 0, `${method} takes ${taken}`);
        assert.equal(taken.at(-1) - taken[0] + 1, taken.length, `${method} takes one range`);
        for (const bad of ["1", 1.5, null, undefined, 1n, NaN, [1]]) {
          assert.match(refused(() => game[method](bad), TypeError, "invalid_type").message, /^the /);
        }
        refused(() => game[method](2 ** 32), RangeError, "out_of_range");
      }
      assert.equal(JSON.stringify(game), before, "asking changed the game");
      // The methods are the game's own: no other game's objects have them unless they declare them too.
      for (const other of GAMES.filter((g) => g.name !== name)) {
        const foreign = ownMethods(new Game(other.name, other.minPlayers, 1));
        for (const method of methods.filter((m) => !foreign.includes(m))) {
          assert.equal(new Game(other.name, other.minPlayers, 1)[method], undefined, `${other.name}.${method}`);
        }
      }
    });

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

    test("bad documents are InvalidStateError, and the module keeps working", () => {
      const game = new Game(name, entry.minPlayers, 1);
      const state = game.toJSON();
      refused(() => Game.fromJSON("{"), InvalidStateError, "json");
      refused(() => Game.fromJSON("[]"), InvalidStateError);
      refused(() => Game.fromJSON({ ...state, format: "chess/state" }), InvalidStateError, "format");
      refused(() => Game.fromJSON({ ...state, version: 99 }), InvalidStateError, "version");
      refused(() => Game.fromJSON(42), TypeError);
      refused(() => Game.fromJSON(state, "chess"), SetupError, "unknown_game");
      const other = GAMES.find((g) => g.name !== name);
      refused(() => Game.fromJSON(state, other.name), InvalidStateError);
      refused(() => PlayerView.fromJSON(state), InvalidStateError, "format");
      refused(() => Game.fromReplay({ format: `${name}/replay` }), InvalidStateError);
      refused(() => Game.fromReplay("not json"), InvalidStateError, "json");
      assert.deepEqual(Game.fromJSON(state).toJSON(), state);
    });

    const noPython = !havePython && "no Python with the wheel";
    test("documents written by the Python package continue identically here, and back", { skip: noPython }, () => {
      const script = `
import json, random, sys
from herr_der_ziegen import GAMES
name, players = sys.argv[1], int(sys.argv[2])
module = next(g.module() for g in GAMES if g.name == name)
game = module.Game(players, 77)
rng = random.Random(3)
for _ in range(9):
    if game.is_over: break
    game.apply(rng.choice(game.legal_moves()))
view = game.view(game.current_player)
json.dump({"state": game.to_json(), "replay": game.replay(), "view": view.to_json(),
           "observation": view.observation().tolist()}, sys.stdout)
`;
      const output = execFileSync(python, ["-c", script, name, String(entry.minPlayers)], { encoding: "utf8" });
      const written = JSON.parse(output);
      const fromState = Game.fromJSON(written.state);
      const fromReplay = Game.fromReplay(written.replay);
      assert.equal(JSON.stringify(fromState), written.state);
      assert.equal(JSON.stringify(fromReplay), written.state);
      const view = PlayerView.fromJSON(written.view);
      assert.equal(JSON.stringify(view), written.view);
      assert.deepEqual(Array.from(view.observation()), written.observation);
      const pick = rng(11);
      const moves = [];
      while (!fromState.isOver) {
        const ids = fromState.legalActions();
        const id = ids[pick(ids.length)];
        moves.push(id);
        fromState.apply(id);
        fromReplay.apply(id);
      }
      assert.equal(JSON.stringify(fromReplay), JSON.stringify(fromState));
      // Back: Python loads JavaScript's replay and state, plays the same moves, ends the same.
      const back = `
import json, sys
from herr_der_ziegen import GAMES
name = sys.argv[1]
module = next(g.module() for g in GAMES if g.name == name)
data = json.loads(sys.stdin.read())
replayed = module.Game.from_replay(data["replay"])
loaded = module.Game.from_json(data["state"])
for move in data["moves"]:
    loaded.apply(move)
assert replayed.to_json() == loaded.to_json(), "the replay and the continued state differ"
print(loaded.to_json())
`;
      const start = Game.fromReplay(written.replay);
      const input = JSON.stringify({ replay: fromReplay.replay(), state: JSON.stringify(start), moves });
      const final = execFileSync(python, ["-c", back, name], { encoding: "utf8", input }).trim();
      assert.equal(final, JSON.stringify(fromState));
    });
  });
}

/** Plays `game` to its end with random moves from `seed`, calling `check(events)` after each. */
function playOut(game, seed, check) {
  const pick = rng(seed);
  while (!game.isOver) {
    const ids = game.legalActions();
    check(game.apply(ids[pick(ids.length)]));
  }
}

/** `game`'s answers to `method` for every number of `numbers`, and the same from its documents. */
function answersThroughDocuments(game, method, numbers) {
  const answers = numbers.map((n) => game[method](n));
  const view = game.view(0);
  const loaded = [Game.fromJSON(game.toJSON()), Game.fromReplay(game.replay())];
  for (const other of [...loaded, view, PlayerView.fromJSON(view.toJSON())]) {
    assert.deepEqual(
      numbers.map((n) => other[method](n)),
      answers,
      `${method} after a document`,
    );
  }
  return answers;
}

describe("each game's card information", () => {
  test("Herr der Ziegen: each card's label and nature, with the game's milk split; a goat walks its value", () => {
    for (const milkOnes of [8, 12]) {
      const game = new Game("herr-der-ziegen", 5, 3, { milkOnes });
      const cards = [...Array(121).keys()];
      const infos = answersThroughDocuments(game, "cardInfo", cards);
      const labels = answersThroughDocuments(game, "cardLabel", cards);
      // The card ids of docs/state-format-herr-der-ziegen.md: 5 per kind, then 15 dogs, then 16 milk.
      const milkWorth = (card) => (card - 105 < milkOnes ? 1 : 2);
      cards.forEach((card) => {
        const expected =
          card < 90
            ? { type: "goat", kind: Math.floor(card / 5), value: (card % 5) + 1 }
            : card < 105
              ? { type: "dog", kind: null, value: 0 }
              : { type: "milk", kind: null, value: milkWorth(card) };
        assert.deepEqual(infos[card], expected, `card ${card}`);
        const label =
          expected.type === "goat"
            ? `K${String(expected.kind + 1).padStart(2, "0")}-${expected.value}`
            : expected.type === "dog"
              ? "Dog"
              : `Milk${expected.value}`;
        assert.equal(labels[card], label);
      });
      assert.equal(infos.filter((info) => info.type === "milk" && info.value === 1).length, milkOnes);
      const names = answersThroughDocuments(game, "kindName", [...Array(18).keys()]);
      assert.equal(new Set(names).size, 18);
      assert.deepEqual(names.slice(0, 2), ["Elvis", "Pool"]);
      // The engine's own use of the values: a played card moves the big goat by its value.
      let walks = 0;
      playOut(game, milkOnes, (events) => {
        const played = events.find((e) => e.event === "card_played");
        const walked = events.find((e) => e.event === "goat_moved");
        if (played === undefined || walked === undefined) return;
        const track = 4 * game.toJSON().grid_size;
        const steps = (walked.to - walked.from + track) % track;
        assert.equal(steps, game.cardInfo(played.card).value, `card ${played.card}`);
        walks += 1;
      });
      assert.ok(walks > 20);
    }
  });

  test("Ziegen Kriegen: goat heads and hill numbers follow the game's tables, replaced ones too", () => {
    const goatHeads = Array.from({ length: 50 }, (_, i) => ((i * 7) % 5) + 1);
    const hillPairs = Array.from({ length: 12 }, (_, i) => [8 - (i % 4), 1 + (i % 3)]);
    const replaced = { goatDeck: "test-goats", goatHeads, hillDeck: "test-hills", hillPairs };
    const shipped = new Game("ziegen-kriegen", 4, 5);
    const game = new Game("ziegen-kriegen", 4, 5, replaced);
    const goats = [...Array(50).keys()].map((i) => i + 1);
    assert.deepEqual(answersThroughDocuments(game, "cardHeads", goats), goatHeads);
    assert.deepEqual(
      answersThroughDocuments(game, "hillCard", [...Array(12).keys()]),
      hillPairs.map(([a, b]) => ({ low: Math.min(a, b), high: Math.max(a, b) })),
    );
    assert.notDeepEqual(goats.map((c) => shipped.cardHeads(c)), goatHeads, "the test's table is the shipped one");
    for (const [options, players] of [
      [replaced, 4],
      [{}, 3],
      [{ ...replaced, rounds: 5 }, 5],
    ]) {
      const played = new Game("ziegen-kriegen", players, 6, options);
      let tricks = 0;
      let hills = 0;
      playOut(played, players, (events) => {
        for (const event of events) {
          if (event.event === "trick_taken") {
            const cards = event.cards.slice(0, event.count);
            assert.equal(cards.reduce((sum, card) => sum + played.cardHeads(card), 0), event.goats);
            tricks += 1;
          } else if (event.event === "hill_revealed") {
            const { card, low, high } = event;
            assert.deepEqual(played.revealedHill(), { card, low, high });
            assert.deepEqual(played.view(event.chooser).revealedHill(), { card, low, high });
            assert.deepEqual(played.hillCard(card), { low, high });
            hills += 1;
          } else if (event.event === "hill_chosen") {
            const laid = played.hill().at(-1);
            assert.deepEqual(laid, { card: event.card, chosen: event.number, ...played.hillCard(event.card) });
            assert.equal(played.hill().reduce((sum, h) => sum + h.chosen, 0), event.sum);
            assert.equal(played.revealedHill(), null);
          }
        }
      });
      assert.ok(tricks >= 8 && hills >= 4);
    }
  });

  test("Le Baron: heads per colour follow the game's table, a replaced one too", () => {
    // One colour a card (more heads on odd cards), the Barons one of each.
    const cards = Array.from({ length: 110 }, (_, i) => {
      const n = i + 1;
      if (n === 52 || n === 104) return [1, 1, 1, 1, 1, 1];
      const heads = [0, 0, 0, 0, 0, 0];
      heads[n % 6] = 1 + (n % 3);
      return heads;
    });
    const numbers = cards.map((_, i) => i + 1);
    const shipped = new Game("le-baron", 4, 9);
    assert.notDeepEqual(numbers.map((n) => shipped.cardHeads(n)), cards, "the test's table is the shipped one");
    for (const options of [{ deck: "test-one-colour", cards }, {}, { sixthCardRule: false, headsArePositive: true }]) {
      const game = new Game("le-baron", 4, 9, options);
      const table = answersThroughDocuments(game, "cardHeads", numbers);
      if (options.cards) assert.deepEqual(table, cards);
      let placed = 0;
      let taken = 0;
      playOut(game, 9, (events) => {
        for (const event of events) {
          if (event.event === "row_taken") {
            const heads = event.cards.reduce((sum, n) => sum + table[n - 1].reduce((a, b) => a + b, 0), 0);
            assert.equal(heads, event.points);
            taken += 1;
          }
        }
        if (game.isOver || game.phase !== "resolve") return;
        // The rows a card may join: those whose last card shares one of its colours.
        const view = game.view(game.currentPlayer).toJSON();
        const colours = game.cardHeads(view.revealed[view.resolved].card);
        const fits = view.rows.flatMap((row, index) =>
          game.cardHeads(row.at(-1)).some((count, colour) => count > 0 && colours[colour] > 0) ? [index] : [],
        );
        const places = game
          .legalMoves()
          .filter((m) => m.kind === "place")
          .map((m) => m.row);
        assert.deepEqual(places, fits);
        placed += 1;
      });
      assert.ok(placed > 20 && taken > 2, `${placed} placements, ${taken} rows taken`);
    }
  });
});

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
