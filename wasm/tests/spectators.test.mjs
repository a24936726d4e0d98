// What someone without a seat is told, over every game of the registry: the spectator's view
// (`game.spectatorView()`, `SpectatorView.fromJSON`) is the public part of every seat's view and
// answers as the game does, with no seat, hand or move; `game.eventsFor(seat)` is the last move's
// events as that seat, or a spectator (`null`), may know them; bad input is refused.
//
//   node --test wasm/tests/spectators.test.mjs     (HDZ_PACKAGE_DIR: see support.mjs)

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { hdz, playerCounts, refused, rng } from "./support.mjs";

const { GAMES, Game, SpectatorView, InvalidStateError } = hdz;

/** The fields of `document` but its envelope. */
const withoutEnvelope = (document) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => key !== "format" && key !== "version"));

for (const entry of GAMES) {
  const name = entry.name;

  describe(name, () => {
    test("the spectator's view answers as the game, with no seat, hand or move", () => {
      for (const players of playerCounts(entry)) {
        const game = new Game(name, players, 40 + players);
        const pick = rng(players + 7);
        for (let ply = 0; ply < 30 && !game.isOver; ply++) game.applyAction(game.legalActions()[pick(game.legalActions().length)]);
        const watching = game.spectatorView();
        assert.ok(watching instanceof SpectatorView);
        assert.equal(String(watching), `[object SpectatorView ${name}]`);
        assert.equal(watching.game, name);
        assert.equal(watching.seat, null);
        assert.deepEqual(watching.hand, []);
        assert.deepEqual(watching.legalMoves(), []);
        assert.deepEqual(watching.legalActions(), []);
        assert.equal(watching.isLegal(0), false);
        assert.ok(watching.legalActionMask().every((x) => x === 0));
        for (const key of ["players", "currentPlayer", "isOver", "phase", "turn"]) {
          assert.equal(watching[key], game[key], key);
        }
        const document = watching.toJSON();
        assert.equal(document.format, `${name}/spectator-view`);
        assert.equal(document.version, 1);
        assert.ok(!("seat" in document) && !("hand" in document));
        const loaded = SpectatorView.fromJSON(JSON.stringify(document));
        assert.deepEqual(loaded.toJSON(), document);
        assert.deepEqual(SpectatorView.fromJSON(document, name).toJSON(), document);
        // Every field the spectator sees, every seat sees alike (Herr der Ziegen's hands are a
        // summary of the seats' hands, their public cards and sizes).
        for (let seat = 0; seat < players; seat++) {
          const view = game.view(seat).toJSON();
          for (const [key, value] of Object.entries(withoutEnvelope(document))) {
            if (key !== "hands") assert.deepEqual(view[key], value, `${key} of seat ${seat}`);
          }
        }
        loaded.free();
        watching.free();
        assert.throws(() => watching.players, /freed/);
        game.free();
      }
    });

    test("the game's own methods answer on a spectator's view as on the game", () => {
      const game = new Game(name, entry.minPlayers, 3);
      const watching = game.spectatorView();
      const own = Object.getOwnPropertyNames(Object.getPrototypeOf(watching)).filter((key) => key !== "constructor");
      for (const method of own) {
        const argument = method === "kindName" ? 0 : 1;
        assert.deepEqual(watching[method](argument), game[method](argument), method);
      }
      game.free();
    });

    test("what is not a spectator's view is refused", () => {
      const game = new Game(name, entry.minPlayers, 5);
      game.applyAction(game.legalActions()[0]);
      const document = game.spectatorView().toJSON();
      assert.equal(refused(() => SpectatorView.fromJSON(game.view(0).toJSON()), InvalidStateError).code, "format");
      refused(() => SpectatorView.fromJSON(game.toJSON()), InvalidStateError);
      refused(() => SpectatorView.fromJSON("{"), InvalidStateError);
      refused(() => SpectatorView.fromJSON({ ...document, hand: [] }), InvalidStateError);
      assert.equal(refused(() => SpectatorView.fromJSON({ ...document, version: 2 }), InvalidStateError).code, "version");
      assert.throws(() => SpectatorView.fromJSON(7), TypeError);
      assert.throws(() => new SpectatorView(), TypeError);
      game.free();
    });

    test("eventsFor tells each seat and a spectator what they may know of the last move", () => {
      const players = entry.minPlayers + 1 <= entry.maxPlayers ? entry.minPlayers + 1 : entry.minPlayers;
      const game = new Game(name, players, 8);
      assert.deepEqual(game.eventsFor(null), []);
      const pick = rng(11);
      let hidden = 0;
      while (!game.isOver) {
        const events = game.apply(game.legalMoves()[pick(game.legalMoves().length)]);
        for (const seat of [null, ...Array(players).keys()]) {
          const seen = game.eventsFor(seat);
          assert.equal(seen.length, events.length);
          seen.forEach((event, i) => {
            assert.equal(event.event, events[i].event);
            if (JSON.stringify(event) !== JSON.stringify(events[i])) {
              hidden++;
              // Only cards another seat drew are left out.
              assert.equal(event.event, "cards_drawn");
              assert.notEqual(event.seat, seat);
              assert.deepEqual(event.cards, []);
            }
          });
        }
      }
      // Herr der Ziegen and Ziegen Kriegen hide no event; Le Baron hides every draw from the others.
      assert.equal(hidden > 0, name === "le-baron", `${hidden} events told in part`);
      assert.throws(() => game.eventsFor(players), RangeError);
      assert.throws(() => game.eventsFor("0"), TypeError);
      game.undo();
      assert.deepEqual(game.eventsFor(0), [], "undo leaves no last move");
      game.free();
    });
  });
}
