// The package's documents in Node, over every game of the registry: JSON and replay round trips,
// undo and clones, the golden transcripts of testdata/, refused documents, documents written by
// the Python package continued identically (and back).
//
//   node --test wasm/tests/documents.test.mjs     (HDZ_PACKAGE_DIR, HDZ_PYTHON: see support.mjs)

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";

import { fnv1a64, havePython, hdz, nextChoice, python, refused, rng, root } from "./support.mjs";

const { Game, PlayerView, Bot, IllegalMoveError, InvalidStateError, SetupError, GAMES, jsonText } = hdz;

for (const entry of GAMES) {
  const name = entry.name;

  describe(name, () => {
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

describe("the package's JSON writer", () => {
  test("jsonText writes a seed above 2^53 - 1 with every digit, as the other languages read it", () => {
    const [entry] = GAMES;
    const game = new Game(entry.name, entry.minPlayers, 2n ** 64n - 1n);
    game.applyAction(game.legalActions()[0]);
    const text = jsonText(game.replay());
    assert.match(text, /"seed":18446744073709551615,/);
    assert.equal(JSON.stringify(Game.fromReplay(text)), JSON.stringify(game));
    assert.ok(jsonText(game.replay(), 1).includes('\n "seed": 18446744073709551615,\n'), "indented as asked");
    const plain = { a: [1, "x", true], b: null, c: { d: -2.5 } };
    assert.equal(jsonText(plain), JSON.stringify(plain));
    assert.equal(jsonText(plain, 2), JSON.stringify(plain, null, 2));
    refused(() => jsonText(undefined), TypeError, "invalid_type");
  });
});
