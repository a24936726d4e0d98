// The settings form at the top of the page: it shows the settings of the game in play, fits its
// choices (players, seats, each opponent's bot and thinking time, the game's variants) to the
// game chosen in it, and reads the settings of a new game from it.

import { h, seatColour } from "./dom.js";
import { DRAWINGS, missingParts } from "./games/index.js";
import { GAMES, info } from "./package.js";
import { elements, variantsOf } from "./page.js";
import { LEVELS } from "./levels.js";
import {
  BOT_NAMES,
  DEFAULT_THINKING_SECONDS,
  MAX_THINKING_SECONDS,
  SEARCH_BOTS,
  botWords,
  defaultPlayers,
  levelBot,
  opponentSeats,
  parseSeed,
} from "./settings.js";

/** @typedef {import("./settings.js").Settings} Settings */
/** @typedef {import("./settings.js").BotSetting} BotSetting */
/** @typedef {import("./settings.js").VariantValue} VariantValue */
/** @typedef {import("herr-der-ziegen").GameInfo} GameInfo */

/**
 * What fits the form: the player count, your seat, the bots and the variants chosen (by option,
 * the index of each one's choice, when the form's own are kept).
 * @typedef {{ players: number, seat: number, bots: readonly BotSetting[], options?: Settings["options"], variantIndices?: Record<string, number> }} FormFit
 */

/**
 * The form's control called `name` (a select or an input), or `null`.
 * @param {string} name
 */
const control = (name) =>
  /** @type {HTMLSelectElement & HTMLInputElement | null} */ (elements.form.elements.namedItem(name));

/**
 * The form's control called `name`, which the page always has.
 * @param {string} name
 */
const field = (name) => /** @type {HTMLSelectElement & HTMLInputElement} */ (control(name));

/** A random seed for a game whose address has none. */
export function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(1));
  return String(words[0]);
}

/**
 * `bots` made `count` long: extra ones left out, missing ones as the last (or greedy).
 * @param {readonly BotSetting[]} bots
 * @param {number} count
 * @returns {BotSetting[]}
 */
export const fitBots = (bots, count) =>
  Array.from({ length: count }, (_, i) => ({ ...(bots[i] ?? bots.at(-1) ?? { name: "greedy" }) }));

/**
 * The form showing `settings`, its choices fitted to the game chosen in it.
 * @param {Settings} settings
 */
export function fillForm(settings) {
  field("game").replaceChildren(
    ...GAMES.map((g) => {
      const playable = missingParts(DRAWINGS[g.name]).length === 0;
      return h(
        "option",
        { value: g.name, disabled: !playable, selected: g.name === settings.game },
        playable ? g.title : `${g.title} (not drawn on this page)`,
      );
    }),
  );
  fitForm(settings);
  field("seed").value = settings.seed;
  const pace = field("pace");
  if (![...pace.options].some((option) => option.value === String(settings.pace))) {
    pace.append(h("option", { value: settings.pace }, `${settings.pace} ms`));
  }
  pace.value = String(settings.pace);
}

/**
 * The player count, seat and opponent choices of the form, for the game chosen in it.
 * @param {FormFit} settings
 */
function fitForm(settings) {
  const chosen = GAMES.find((g) => g.name === field("game").value) ?? info();
  const players = Math.min(chosen.maxPlayers, Math.max(chosen.minPlayers, settings.players));
  field("players").replaceChildren(
    ...Array.from({ length: chosen.maxPlayers - chosen.minPlayers + 1 }, (_, i) => {
      const n = chosen.minPlayers + i;
      return h("option", { value: n, selected: n === players }, String(n));
    }),
  );
  const seat = Math.min(settings.seat, players - 1);
  field("seat").replaceChildren(
    ...Array.from({ length: players }, (_, s) => h("option", { value: s, selected: s === seat }, `seat ${s}`)),
  );
  const opponents = opponentSeats(players, seat);
  const fieldset = /** @type {HTMLFieldSetElement} */ (document.getElementById("opponents"));
  fieldset.replaceChildren(
    h("legend", null, "Opponents"),
    ...opponents.map((s, i) => {
      const bot = fitBots(settings.bots, opponents.length)[i];
      const select = h(
        "select",
        { name: `bot-${i}`, "aria-label": `seat ${s}'s bot` },
        h(
          "optgroup",
          { label: "Levels" },
          LEVELS.map((level) =>
            h(
              "option",
              { value: `level:${level.level}`, selected: bot.level === level.level, title: level.measured },
              level.title,
            ),
          ),
        ),
        h(
          "optgroup",
          { label: "Bots by name" },
          BOT_NAMES.map((name) =>
            h(
              "option",
              { value: name, selected: bot.level === undefined && bot.name === name && bot.iterations === undefined },
              name,
            ),
          ),
          bot.iterations === undefined
            ? null
            : h(
                "option",
                { value: `${bot.name}:${bot.iterations}`, selected: true },
                `${bot.name}:${bot.iterations}`,
              ),
        ),
      );
      const seconds = h("input", {
        name: `seconds-${i}`,
        type: "number",
        min: 0.1,
        max: MAX_THINKING_SECONDS,
        step: 0.1,
        value: bot.seconds ?? DEFAULT_THINKING_SECONDS,
        "aria-label": `seat ${s}'s thinking time in seconds`,
        title: "thinking time (s) of a bot chosen by name",
      });
      const syncSeconds = () => (seconds.disabled = !SEARCH_BOTS.includes(select.value));
      select.addEventListener("change", syncSeconds);
      syncSeconds();
      return h(
        "span",
        { class: "opponent" },
        h("span", { class: "token", style: { "--seat": seatColour(s) } }, String(s)),
        select,
        seconds,
        h("span", { class: "unit" }, "s"),
      );
    }),
    h(
      "ul",
      { class: "levels", "aria-label": "The levels and what was measured of them" },
      LEVELS.map((level) => h("li", null, h("strong", null, level.title), ` (${botWords(level.bot)}): ${level.measured}.`)),
    ),
  );
  fitVariants(chosen, players, settings);
}

/**
 * The form's choice of each variant of game `chosen` for `players` players: the one at
 * `settings.variantIndices[option]` (the form's own, kept when the player count changes) or the
 * one `settings.options` holds, else the default.
 * @param {GameInfo} chosen
 * @param {number} players
 * @param {FormFit} settings
 */
function fitVariants(chosen, players, settings) {
  const variants = variantsOf(chosen.name);
  const fieldset = /** @type {HTMLFieldSetElement} */ (document.getElementById("variants"));
  fieldset.hidden = variants.length === 0;
  fieldset.replaceChildren(
    h("legend", null, "Variants"),
    ...variants.map((variant) => {
      const choices = variant.choices(players);
      const kept = settings.variantIndices?.[variant.option];
      const held = choices.findIndex((c) => c.value === settings.options?.[variant.option]);
      const selected = kept !== undefined && kept < choices.length ? kept : Math.max(0, held);
      return h(
        "label",
        null,
        variant.label,
        h(
          "select",
          { name: `variant-${variant.option}`, "data-option": variant.option },
          choices.map((choice, index) => h("option", { value: index, selected: index === selected }, choice.text)),
        ),
      );
    }),
  );
}

/**
 * The index of the choice each variant's select shows, by option.
 * @returns {Record<string, number>}
 */
function formVariantIndices() {
  return Object.fromEntries(
    [...document.querySelectorAll("#variants select")].map((select) => [
      /** @type {HTMLSelectElement} */ (select).dataset.option,
      Number(/** @type {HTMLSelectElement} */ (select).value),
    ]),
  );
}

/**
 * The options of the variants the form chose other than the defaults, for game `name` and `players`.
 * @param {string} name
 * @param {number} players
 */
function formOptions(name, players) {
  const indices = formVariantIndices();
  /** @type {Record<string, VariantValue>} */
  const options = {};
  for (const variant of variantsOf(name)) {
    const index = indices[variant.option] ?? 0;
    const choice = variant.choices(players)[index];
    if (index > 0 && choice !== undefined) options[variant.option] = choice.value;
  }
  return options;
}

/**
 * The bots the form's opponent rows show, in order (as many as there are rows).
 * @returns {BotSetting[]}
 */
function formBots() {
  const bots = [];
  for (let i = 0; control(`bot-${i}`); i += 1) {
    const name = field(`bot-${i}`).value;
    const level = name.startsWith("level:") ? levelBot(name.slice("level:".length)) : undefined;
    const iterations = /^(\w+):(\d+)$/.exec(name);
    if (level !== undefined) {
      bots.push(level);
    } else if (iterations) {
      bots.push({ name: iterations[1], iterations: Number(iterations[2]) });
    } else if (SEARCH_BOTS.includes(name)) {
      const seconds = Number(field(`seconds-${i}`).value);
      bots.push({ name, seconds: seconds > 0 && seconds <= MAX_THINKING_SECONDS ? seconds : DEFAULT_THINKING_SECONDS });
    } else {
      bots.push({ name });
    }
  }
  return bots;
}

/**
 * The settings the form shows, or a problem in words.
 * @returns {{ settings: Settings, problem?: undefined } | { settings?: undefined, problem: string }}
 */
export function formSettings() {
  const game = field("game").value;
  const players = Number(field("players").value);
  const seat = Number(field("seat").value);
  const seed = parseSeed(field("seed").value);
  if (seed === undefined) return { problem: "the seed is a whole number from 0 to 18446744073709551615" };
  const bots = fitBots(formBots(), players - 1);
  const options = formOptions(game, players);
  return { settings: { game, players, seat, bots, seed, pace: Number(field("pace").value), options } };
}

/** Fits the form's choices when its game, player count or seat changes, and draws a new seed on demand. */
export function watchForm() {
  elements.form.addEventListener("change", (event) => {
    const name = /** @type {HTMLSelectElement} */ (event.target).name;
    if (name !== "game" && name !== "players" && name !== "seat") return;
    /** @type {FormFit} */
    const current = {
      players: Number(field("players").value),
      seat: Number(field("seat").value),
      bots: formBots(),
      variantIndices: name === "game" ? {} : formVariantIndices(),
    };
    if (name === "game") {
      const chosen = /** @type {GameInfo} */ (GAMES.find((g) => g.name === field("game").value));
      current.players = defaultPlayers(chosen);
    }
    fitForm(current);
  });
  /** @type {HTMLElement} */ (document.getElementById("new-seed")).addEventListener("click", () => {
    field("seed").value = randomSeed();
  });
}
