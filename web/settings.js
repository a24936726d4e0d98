// The page's settings (game, players, your seat, each opponent's bot, seed, the game's variants,
// pace) and their form in the address, so that a game can be shared and reproduced:
//
//   ?game=le-baron&players=4&seat=0&bots=greedy,ismcts,random&seed=7&heads_are_positive=true
//   ?game=ziegen-kriegen&players=3&bots=good,expert   (levels, levels.js, or bots by name)
//
// A game's variants are options of the engine, named as its options document names them; each
// game's drawing module lists those the page offers (`variants`: `{ option, label, choices }`,
// `choices(players)` a list of `{ value, text }` whose first is the engine's default). Settings
// hold the variants chosen other than the defaults, as the options `new Game` takes.
//
// Pure functions over the package's GAMES list: no DOM, so Node's tests import this file too.

import { LEVELS, levelNamed } from "./levels.js";

/**
 * One opponent's bot: `{ name: "random" | "greedy" }`, `{ name: "ismcts" | "expert", seconds }` (a
 * thinking time) or `{ name: "ismcts" | "expert", iterations }` (the package's `ismcts:N`); with
 * `level` (`good`) when it was chosen as one of the page's levels (levels.js), which the address
 * then writes.
 * @typedef {{ name: string, seconds?: number, iterations?: number, level?: string }} BotSetting
 */

/** @typedef {number | boolean | string} VariantValue A value of a game's option. */

/**
 * A variant a game's drawing module offers: an option of the engine, its label, and the choices
 * for a player count (the engine's default first).
 * @typedef {{ option: string, label: string, choices: (players: number) => { value: VariantValue, text: string }[] }} Variant
 */

/**
 * What the settings need of a game: the package's `GameInfo`.
 * @typedef {{ name: string, title: string, minPlayers: number, maxPlayers: number }} GameSummary
 */

/**
 * The settings of a game (the address holds them).
 * @typedef {{
 *   game: string,
 *   players: number,
 *   seat: number,
 *   bots: BotSetting[],
 *   seed: string,
 *   pace: number,
 *   options: Record<string, VariantValue>,
 * }} Settings
 */

/** The bots a seat can be given, as the package names them. */
export const BOT_NAMES = Object.freeze(["random", "greedy", "ismcts", "expert"]);

/** The bots that search, with a thinking time (`ismcts:2.5s`) or a number of iterations (`ismcts:400`). */
export const SEARCH_BOTS = Object.freeze(["ismcts", "expert"]);

/** An IS-MCTS bot's thinking time when the address does not give one, in seconds. */
export const DEFAULT_THINKING_SECONDS = 1;

/** The longest thinking time the package accepts, in seconds. */
export const MAX_THINKING_SECONDS = 10;

/** The pause before a bot's move is shown, in milliseconds, so a person can follow the play. */
export const DEFAULT_PACE_MS = 250;

/** The longest pause the address may ask for, in milliseconds. */
const MAX_PACE_MS = 5000;

/** The largest seed the engine takes (2^64 - 1). */
const MAX_SEED = (1n << 64n) - 1n;

/** The player count a game starts with when the address gives none. */
const PREFERRED_PLAYERS = 4;

/**
 * How the address writes bot `bot`: its level (`good`), or its name (`random`, `ismcts`,
 * `ismcts:2.5s`, `expert:400`).
 * @param {BotSetting} bot
 */
export function botLabel(bot) {
  if (bot.level !== undefined) return bot.level;
  if (!SEARCH_BOTS.includes(bot.name)) return bot.name;
  if (bot.iterations !== undefined) return `${bot.name}:${bot.iterations}`;
  return bot.seconds === DEFAULT_THINKING_SECONDS ? bot.name : `${bot.name}:${bot.seconds}s`;
}

/**
 * A bot in words: `greedy`, `ismcts, 1 s`, `expert, 400 iterations`, and a level's title first
 * (`Good: expert, 0.1 s`).
 * @param {BotSetting} bot
 */
export function botWords(bot) {
  const named = !SEARCH_BOTS.includes(bot.name)
    ? bot.name
    : bot.iterations === undefined
      ? `${bot.name}, ${bot.seconds} s`
      : `${bot.name}, ${bot.iterations} iterations`;
  const level = bot.level === undefined ? undefined : levelNamed(bot.level);
  return level === undefined ? named : `${level.title}: ${named}`;
}

/**
 * The bot of the level called `name` (levels.js), or `undefined`.
 * @param {string} name
 * @returns {BotSetting | undefined}
 */
export function levelBot(name) {
  const level = levelNamed(name);
  return level === undefined ? undefined : { ...level.bot, level: level.level };
}

/**
 * The bot written `text` in the address: a level (`beginner`, `casual`, `good`, `expert`), or a
 * bot's name (`random`, `greedy`, `ismcts`, `ismcts:2.5s` for a thinking time, `ismcts:400` for a
 * number of iterations, and the same forms of `expert`), or a problem in words. `expert` alone is
 * the Expert level, which is the expert bot with the default thinking time.
 * @param {string} text
 * @returns {{ bot: BotSetting, problem?: undefined } | { bot?: undefined, problem: string }}
 */
export function parseBot(text) {
  const written = text.trim().toLowerCase();
  const level = levelBot(written);
  if (level !== undefined) return { bot: level };
  if (written === "random" || written === "greedy") return { bot: { name: written } };
  if (written === "ismcts") return { bot: { name: written, seconds: DEFAULT_THINKING_SECONDS } };
  const time = /^(ismcts|expert):(\d+(?:\.\d+)?)s$/.exec(written);
  if (time) {
    const seconds = Number(time[2]);
    if (seconds > 0 && seconds <= MAX_THINKING_SECONDS) return { bot: { name: time[1], seconds } };
    return { problem: `a thinking time is more than 0 and at most ${MAX_THINKING_SECONDS} s, not ${time[2]} s` };
  }
  const iterations = /^(ismcts|expert):(\d+)$/.exec(written);
  if (iterations && Number(iterations[2]) > 0 && Number.isSafeInteger(Number(iterations[2]))) {
    return { bot: { name: iterations[1], iterations: Number(iterations[2]) } };
  }
  const levels = LEVELS.map((l) => l.level).join(", ");
  return {
    problem: `"${text}" is not a level (${levels}) or a bot (random, greedy, ismcts, ismcts:2.5s, ismcts:400, expert:2.5s, expert:400)`,
  };
}

/**
 * A whole number written in decimal, or `undefined`.
 * @param {string | undefined} text
 */
function wholeNumber(text) {
  return /^\d{1,9}$/.test(text ?? "") ? Number(text) : undefined;
}

/**
 * The seed written `text` (decimal, 0 to 2^64 - 1) as a decimal string, or `undefined`.
 * @param {string | undefined} text
 */
export function parseSeed(text) {
  const written = (text ?? "").trim();
  if (!/^\d{1,20}$/.test(written)) return undefined;
  const seed = BigInt(written);
  return seed <= MAX_SEED ? seed.toString() : undefined;
}

/**
 * The player count a game of `info` starts with by default.
 * @param {GameSummary} info
 */
export function defaultPlayers(info) {
  return Math.min(info.maxPlayers, Math.max(info.minPlayers, PREFERRED_PLAYERS));
}

/**
 * The settings the address's query `search` asks for, over `games` (the package's GAMES) and
 * `variantsOf(name)` (each game's variants), with `randomSeed()` called when the address has no
 * seed. Values the page cannot use fall back to defaults and are named in `problems`, in words.
 *
 * @param {string} search
 * @param {readonly GameSummary[]} games
 * @param {() => string} randomSeed
 * @param {(name: string) => readonly Variant[]} [variantsOf]
 * @returns {{ settings: Settings, problems: string[] }}
 */
export function parseSettings(search, games, randomSeed, variantsOf = () => []) {
  const params = new URLSearchParams(search);
  /** @type {string[]} */
  const problems = [];
  /** @param {string} key */
  const given = (key) => params.get(key) ?? undefined;

  let info = games.find((g) => g.name === given("game"));
  if (!info) {
    info = games[0];
    if (given("game") !== undefined) {
      problems.push(
        `there is no game "${given("game")}" (${games.map((g) => g.name).join(", ")}): playing ${info.title}`,
      );
    }
  }

  let players = wholeNumber(given("players"));
  if (players === undefined || players < info.minPlayers || players > info.maxPlayers) {
    if (given("players") !== undefined) {
      problems.push(`${info.title} is for ${info.minPlayers} to ${info.maxPlayers} players, not ${given("players")}`);
    }
    players = defaultPlayers(info);
  }

  let seat = wholeNumber(given("seat"));
  if (seat === undefined || seat >= players) {
    if (given("seat") !== undefined) {
      problems.push(
        `seat ${given("seat")} is not a seat of a ${players}-player game (seats 0 to ${players - 1}): you sit at seat 0`,
      );
    }
    seat = 0;
  }

  /** @type {BotSetting[]} */
  const bots = [];
  const botsWritten = given("bots");
  const written =
    botsWritten === undefined
      ? []
      : botsWritten
          .split(",")
          .filter((b) => b.trim() !== "");
  for (const text of written.slice(0, players - 1)) {
    const { bot, problem } = parseBot(text);
    if (problem) problems.push(`${problem}: that opponent plays greedy`);
    bots.push(bot ?? { name: "greedy" });
  }
  if (written.length > players - 1) {
    problems.push(
      `${written.length} bots for ${players - 1} opponents: the last ${written.length - (players - 1)} are left out`,
    );
  }
  while (bots.length < players - 1) bots.push({ ...(bots.at(-1) ?? { name: "greedy" }) });

  let seed = parseSeed(given("seed"));
  if (seed === undefined) {
    if (given("seed") !== undefined)
      problems.push(`the seed is a whole number from 0 to 2^64 - 1, not "${given("seed")}": a new seed is drawn`);
    seed = randomSeed();
  }

  /** @type {Record<string, VariantValue>} */
  const options = {};
  for (const variant of variantsOf(info.name)) {
    const written = given(variant.option);
    if (written === undefined) continue;
    const choices = variant.choices(players);
    const choice = choices.find((c) => String(c.value) === written.trim().toLowerCase());
    if (choice === undefined) {
      const values = choices.map((c) => String(c.value)).join(" or ");
      problems.push(
        `${variant.option} is ${values} for ${players} players, not "${written}": the default, ${choices[0].text}`,
      );
    } else if (choice !== choices[0]) {
      options[variant.option] = choice.value;
    }
  }

  let pace = wholeNumber(given("pace"));
  if (pace === undefined || pace > MAX_PACE_MS) {
    if (given("pace") !== undefined)
      problems.push(`the pace is a whole number of milliseconds up to ${MAX_PACE_MS}, not "${given("pace")}"`);
    pace = DEFAULT_PACE_MS;
  }

  return { settings: { game: info.name, players, seat, bots, seed, pace, options }, problems };
}

/**
 * The variants (`variants`, a game's list) that the options document `document` of a game of
 * `players` players chose other than the defaults, as settings hold them: for a loaded game.
 * @param {readonly Variant[]} variants
 * @param {number} players
 * @param {object | null | undefined} document
 */
export function variantOptions(variants, players, document) {
  const fields = /** @type {Readonly<Record<string, unknown>> | null | undefined} */ (document);
  /** @type {Record<string, VariantValue>} */
  const options = {};
  for (const variant of variants) {
    const choices = variant.choices(players);
    const choice = choices.find((c) => c.value === fields?.[variant.option]);
    if (choice !== undefined && choice !== choices[0]) options[variant.option] = choice.value;
  }
  return options;
}

/**
 * The address query of `settings` (`?game=...&players=...&seat=...&bots=...&seed=...`), with the
 * variants chosen (the defaults are left out) and the pace only when it is not the default.
 * Commas and colons stay readable.
 * @param {Settings} settings
 */
export function settingsQuery(settings) {
  const parts = [
    ["game", settings.game],
    ["players", settings.players],
    ["seat", settings.seat],
    ["bots", settings.bots.map(botLabel).join(",")],
    ["seed", settings.seed],
    ...Object.entries(settings.options ?? {}),
  ];
  if (settings.pace !== DEFAULT_PACE_MS) parts.push(["pace", settings.pace]);
  /** @param {unknown} value */
  const encode = (value) => encodeURIComponent(String(value)).replace(/%2C/g, ",").replace(/%3A/g, ":");
  return `?${parts.map(([key, value]) => `${key}=${encode(value)}`).join("&")}`;
}

/**
 * The seats of the opponents, in seat order, for a game of `players` with you at `seat`.
 * @param {number} players
 * @param {number} seat
 */
export function opponentSeats(players, seat) {
  return Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);
}

/**
 * The seed of the bot at `seat` deciding move number `ply` (from 0) of a game set up from `seed`
 * with `players` players: the game's seed plus the seat, as bots are seeded elsewhere, plus
 * `players * ply`, so that every decision has its own seed and the same moves bring the same bot
 * answers after an undo, a reload or on another machine.
 * @param {string} seed
 * @param {number} players
 * @param {number} seat
 * @param {number} ply
 */
export function botSeed(seed, players, seat, ply) {
  return BigInt.asUintN(64, BigInt(seed) + BigInt(seat) + BigInt(players) * BigInt(ply)).toString();
}
