// The page's settings in the address: what is read, what falls back, and the way back to an address.

import assert from "node:assert/strict";
import { test } from "node:test";

import { botSeed, parseBot, parseSettings, settingsQuery } from "../settings.js";

const GAMES = [
  { name: "herr-der-ziegen", title: "Herr der Ziegen", minPlayers: 2, maxPlayers: 5 },
  { name: "ziegen-kriegen", title: "Ziegen Kriegen", minPlayers: 3, maxPlayers: 6 },
  { name: "le-baron", title: "Le Baron", minPlayers: 2, maxPlayers: 10 },
];
const noSeed = () => assert.fail("a seed was drawn although the address has one");

test("the address of the request is read as written", () => {
  const { settings, problems } = parseSettings(
    "?game=le-baron&players=4&seat=0&bots=greedy,ismcts,random&seed=7",
    GAMES,
    noSeed,
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(settings, {
    game: "le-baron",
    players: 4,
    seat: 0,
    bots: [{ name: "greedy" }, { name: "ismcts", seconds: 1 }, { name: "random" }],
    seed: "7",
    pace: 250,
  });
  assert.equal(settingsQuery(settings), "?game=le-baron&players=4&seat=0&bots=greedy,ismcts,random&seed=7");
});

test("thinking times, iterations, big seeds and the pace go and come back", () => {
  const query =
    "?game=ziegen-kriegen&players=5&seat=3&bots=ismcts:2.5s,ismcts:400,random,greedy&seed=18446744073709551615&pace=0";
  const { settings, problems } = parseSettings(query, GAMES, noSeed);
  assert.deepEqual(problems, []);
  assert.deepEqual(settings.bots, [
    { name: "ismcts", seconds: 2.5 },
    { name: "ismcts", iterations: 400 },
    { name: "random" },
    { name: "greedy" },
  ]);
  assert.equal(settings.seed, "18446744073709551615");
  assert.equal(settingsQuery(settings), query);
});

test("values the page cannot use fall back, each named", () => {
  const { settings, problems } = parseSettings(
    "?game=chess&players=1&seat=9&bots=smart,ismcts:99s&seed=-3&pace=fast",
    GAMES,
    () => "42",
  );
  assert.deepEqual(settings, {
    game: "herr-der-ziegen",
    players: 4,
    seat: 0,
    bots: [{ name: "greedy" }, { name: "greedy" }, { name: "greedy" }],
    seed: "42",
    pace: 250,
  });
  assert.equal(problems.length, 7, problems.join("\n"));
  assert.match(problems[0], /no game "chess"/);
  assert.match(problems.join(" "), /not a bot/);
  assert.match(problems.join(" "), /thinking time/);
});

test("missing bots repeat the last one given; extra ones are left out", () => {
  const few = parseSettings("?game=le-baron&players=5&bots=random&seed=1", GAMES, noSeed);
  assert.deepEqual(
    few.settings.bots.map((b) => b.name),
    ["random", "random", "random", "random"],
  );
  assert.deepEqual(few.problems, []);
  const many = parseSettings("?game=le-baron&players=3&bots=random,greedy,ismcts&seed=1", GAMES, noSeed);
  assert.deepEqual(
    many.settings.bots.map((b) => b.name),
    ["random", "greedy"],
  );
  assert.equal(many.problems.length, 1);
});

test("bots and bot seeds", () => {
  assert.deepEqual(parseBot("ismcts:0.2s"), { bot: { name: "ismcts", seconds: 0.2 } });
  assert.ok(parseBot("ismcts:0s").problem);
  assert.ok(parseBot("ismcts:").problem);
  assert.equal(botSeed("7", 4, 2, 0), "9");
  assert.equal(botSeed("7", 4, 2, 10), "49");
  assert.equal(botSeed("18446744073709551615", 4, 1, 0), "0");
});
