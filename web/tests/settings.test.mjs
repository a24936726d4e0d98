// The page's settings in the address: what is read, what falls back, and the way back to an
// address; the games' variants as their drawing modules list them.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { DRAWINGS } from "../games/index.js";
import { LEVELS } from "../levels.js";
import { BOT_NAMES, botSeed, parseBot, parseSettings, settingsQuery, variantOptions } from "../settings.js";

const GAMES = [
  { name: "herr-der-ziegen", title: "Herr der Ziegen", minPlayers: 2, maxPlayers: 5 },
  { name: "ziegen-kriegen", title: "Ziegen Kriegen", minPlayers: 3, maxPlayers: 6 },
  { name: "le-baron", title: "Le Baron", minPlayers: 2, maxPlayers: 10 },
];
const noSeed = () => assert.fail("a seed was drawn although the address has one");

/** Each game's variants, as its drawing module lists them. */
const variantsOf = (name) => DRAWINGS[name]?.variants ?? [];

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
    options: {},
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
    options: {},
  });
  assert.equal(problems.length, 7, problems.join("\n"));
  assert.match(problems[0], /no game "chess"/);
  assert.match(problems.join(" "), /is not a level .* or a bot/);
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

test("the levels are offered weakest first, each a bot the page knows with what was measured of it", () => {
  assert.deepEqual(
    LEVELS.map((l) => l.title),
    ["Beginner", "Casual", "Good", "Expert"],
  );
  for (const level of LEVELS) {
    assert.ok(BOT_NAMES.includes(level.bot.name), `${level.title} plays a bot the page offers`);
    assert.ok(level.measured.length > 10, `${level.title} says what was measured`);
    assert.deepEqual(parseBot(level.title), { bot: { ...level.bot, level: level.level } });
  }
});

test("the page's levels are the ladder program's, whose measurements their lines report", () => {
  const source = readFileSync(new URL("../../examples/rust/ladder.rs", import.meta.url), "utf8");
  const ladder = [...source.matchAll(/\("(\w+)", "([\w:]+)"\)/g)].map(([, title, bot]) => [title, bot]);
  /** A level's bot as the ladder names it: `greedy`, `ismcts:100ms`, `expert:1s`. */
  const named = ({ name, seconds }) =>
    seconds === undefined ? name : seconds < 1 ? `${name}:${Math.round(seconds * 1000)}ms` : `${name}:${seconds}s`;
  assert.deepEqual(
    LEVELS.map((level) => [level.title, named(level.bot)]),
    ladder,
  );
});

test("levels and the expert's names are read from the address and written back", () => {
  const query = "?game=ziegen-kriegen&players=6&seat=2&bots=good,expert,beginner,expert:2.5s,expert:400&seed=3";
  const { settings, problems } = parseSettings(query, GAMES, noSeed);
  assert.deepEqual(problems, []);
  assert.deepEqual(settings.bots, [
    { name: "expert", seconds: 0.1, level: "good" },
    { name: "expert", seconds: 1, level: "expert" },
    { name: "greedy", level: "beginner" },
    { name: "expert", seconds: 2.5 },
    { name: "expert", iterations: 400 },
  ]);
  assert.equal(settingsQuery(settings), query);
  const casual = parseSettings("?game=le-baron&players=3&bots=Casual&seed=1", GAMES, noSeed);
  assert.deepEqual(casual.settings.bots, [
    { name: "ismcts", seconds: 0.1, level: "casual" },
    { name: "ismcts", seconds: 0.1, level: "casual" },
  ]);
  const wrong = parseSettings("?game=le-baron&players=3&bots=grandmaster,expert:0s&seed=1", GAMES, noSeed);
  assert.equal(wrong.problems.length, 2);
  assert.match(wrong.problems[0], /not a level \(beginner, casual, good, expert\)/);
  assert.deepEqual(wrong.settings.bots, [{ name: "greedy" }, { name: "greedy" }]);
});

test("bots and bot seeds", () => {
  assert.deepEqual(parseBot("ismcts:0.2s"), { bot: { name: "ismcts", seconds: 0.2 } });
  assert.ok(parseBot("ismcts:0s").problem);
  assert.ok(parseBot("ismcts:").problem);
  assert.equal(botSeed("7", 4, 2, 0), "9");
  assert.equal(botSeed("7", 4, 2, 10), "49");
  assert.equal(botSeed("18446744073709551615", 4, 1, 0), "0");
});

test("variants go into the address and come back; the defaults are left out", () => {
  const query =
    "?game=le-baron&players=3&seat=1&bots=random,greedy&seed=5&sixth_card_rule=false&heads_are_positive=true";
  const { settings, problems } = parseSettings(query, GAMES, noSeed, variantsOf);
  assert.deepEqual(problems, []);
  assert.deepEqual(settings.options, { sixth_card_rule: false, heads_are_positive: true });
  assert.equal(settingsQuery(settings), query);
  const rounds = parseSettings("?game=ziegen-kriegen&players=5&bots=random&seed=1&rounds=5", GAMES, noSeed, variantsOf);
  assert.deepEqual(rounds.settings.options, { rounds: 5 });
  assert.match(settingsQuery(rounds.settings), /&seed=1&rounds=5$/);
  // A default written out is the default: left out of the settings and of the address.
  const written = parseSettings("?game=le-baron&players=3&seed=5&sixth_card_rule=true", GAMES, noSeed, variantsOf);
  assert.deepEqual(written.settings.options, {});
  assert.doesNotMatch(settingsQuery(written.settings), /sixth_card_rule/);
  // Another game's variant names are not this game's options.
  assert.deepEqual(parseSettings("?game=le-baron&seed=1&rounds=4", GAMES, noSeed, variantsOf).settings.options, {});
});

test("a variant the game cannot take falls back to the default, named", () => {
  const { settings, problems } = parseSettings(
    "?game=ziegen-kriegen&players=4&seed=1&rounds=3",
    GAMES,
    noSeed,
    variantsOf,
  );
  assert.deepEqual(settings.options, {});
  assert.equal(problems.length, 1);
  assert.match(problems[0], /rounds is 1 or 4 for 4 players, not "3"/);
  const baron = parseSettings("?game=le-baron&seed=1&heads_are_positive=maybe", GAMES, noSeed, variantsOf);
  assert.deepEqual(baron.settings.options, {});
  assert.match(baron.problems[0], /heads_are_positive is false or true/);
});

test("a loaded game's variants are read from its options document", () => {
  const [rounds] = variantsOf("ziegen-kriegen");
  assert.deepEqual(variantOptions([rounds], 4, { players: 4, rounds: 4, goat_heads: null }), { rounds: 4 });
  assert.deepEqual(variantOptions([rounds], 4, { players: 4, rounds: 1 }), {});
  assert.deepEqual(variantOptions(variantsOf("le-baron"), 3, { sixth_card_rule: false, heads_are_positive: false }), {
    sixth_card_rule: false,
  });
  assert.deepEqual(variantOptions(variantsOf("le-baron"), 3, undefined), {});
});
