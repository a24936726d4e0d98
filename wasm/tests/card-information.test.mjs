// Each game's own methods (its card information) in Node: alike from games, views and documents,
// refusing bad arguments, then per game against the engine's events, with replaced card tables.
//
//   node --test wasm/tests/card-information.test.mjs     (HDZ_PACKAGE_DIR: see support.mjs)

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { answersThroughDocuments, hdz, ownMethods, playOut, refused, rng } from "./support.mjs";

const { GAMES, Game, PlayerView } = hdz;

for (const entry of GAMES) {
  const name = entry.name;

  describe(name, () => {
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
  });
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
