// "Play online" before sitting down: whether the page has a game server at all, the form that
// creates a table (game, players, variants, a person or a bot in each other seat), the lobby (the
// tables with free seats), and the form that takes a seat at a table opened from its address.

import { append, h } from "./dom.js";
import { DRAWINGS, missingParts } from "./games/index.js";
import { connectTable, gameTitle, heldSeat, keepName, keepSeat, onlinePanel, savedName, seatWords, server, tableAddress } from "./online.js";
import { clearHint } from "./hint.js";
import { LEVELS } from "./levels.js";
import { elements, page, setMessage, setStatus } from "./page.js";
import { drawHowToPlay } from "./render.js";
import { botWords } from "./settings.js";

/** @typedef {import("herr-der-ziegen").OnlineGame} OnlineGame */
/** @typedef {import("herr-der-ziegen").OnlineTable} OnlineTable */
/** @typedef {import("herr-der-ziegen").OnlineSeat} OnlineSeat */

/** The longest name the page offers to send (the server has its own limit). */
const MAX_NAME = 40;

/**
 * The words of a refusal or a failed request.
 * @param {unknown} error
 */
const reasonOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The online part of the page: the games of the server (or, without one, a plain note), then the
 * table of the address or the form and the lobby. Resolves to whether the page opened a table.
 * @param {URLSearchParams} params
 */
export async function startOnline(params) {
  /** @type {OnlineGame[]} */
  let games;
  try {
    games = await server.games();
  } catch {
    onlinePanel.replaceChildren(
      h(
        "p",
        { class: "note", "data-testid": "no-server" },
        "Playing online needs the game server, and this page was served without one: start it with scripts/serve-online.sh. The game against the bots works here as before.",
      ),
    );
    // A table's address without a server: the note in sight, and the offline game in its place.
    if (params.has("table")) /** @type {HTMLDetailsElement} */ (document.getElementById("online")).open = true;
    return false;
  }
  const playable = games.filter((game) => DRAWINGS[game.name] !== undefined && missingParts(DRAWINGS[game.name]).length === 0);
  const table = params.get("table");
  if (table === null) {
    // The form opens on the game played here, with as many players, when the server has it.
    const offline = page.settings ?? { game: playable[0].name, players: playable[0].minPlayers };
    drawCreateForm(playable, offline.game, offline.players);
    await drawLobby();
    return false;
  }
  page.mode = "online";
  document.body.dataset.mode = "online";
  /** @type {HTMLDetailsElement} */ (document.getElementById("online")).open = true;
  clearHint();
  for (const button of [elements.undo, elements.hint, elements.save, elements.replay]) button.disabled = true;
  elements.load.disabled = true;
  setStatus("online-connecting", "Connecting to the table…");
  const held = params.has("watch") ? null : heldSeat(table);
  if (held !== null) {
    connectTable(table, held.token);
    return true;
  }
  // A spectator and a person without a seat ask for the table first: an unknown or expired table
  // is said so at once, not after the socket's tries to reach it.
  const info = await openedTable(table);
  if (info === null) return true;
  if (params.has("watch")) connectTable(table, null);
  else drawJoinForm(info, params.get("seat"));
  return true;
}

/**
 * The table `table` as the server describes it, or `null` when it cannot be opened (no such table,
 * an expired one, no answer): then the status line says why and the online panel leads back to the lobby.
 * @param {string} table
 * @returns {Promise<OnlineTable | null>}
 */
async function openedTable(table) {
  try {
    return await server.table(table);
  } catch (error) {
    setStatus("error", `This table cannot be opened: ${reasonOf(error)}.`);
    onlinePanel.replaceChildren(h("p", null, h("a", { href: location.pathname }, "Back to the lobby")));
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// A new table

/**
 * A labelled select of `choices` (`[value, text]`).
 * @param {string} label
 * @param {string} name
 * @param {readonly (readonly [string, string])[]} choices
 * @param {string} [selected]
 */
function select(label, name, choices, selected) {
  return h(
    "label",
    null,
    label,
    h(
      "select",
      { name },
      choices.map(([value, text]) => h("option", { value, selected: value === selected }, text)),
    ),
  );
}

/**
 * The engine's name of a level's bot with its thinking time (`expert:100ms`, `expert:1s`), as the
 * server takes it.
 * @param {{ name: string, seconds?: number }} bot
 */
const timedBotName = (bot) =>
  bot.seconds === undefined
    ? bot.name
    : bot.seconds < 1
      ? `${bot.name}:${Math.round(bot.seconds * 1000)}ms`
      : `${bot.name}:${bot.seconds}s`;

/**
 * The bots a seat may get, as [server's bot name, words] pairs: first the levels (levels.js) the
 * server's bots play, in words for a player (`bot: Good (expert, 0.1 s)`), then the server's other
 * bot names (a budgeted search given one budget).
 * @param {OnlineGame} game
 * @returns {[string, string][]}
 */
function botChoices(game) {
  const levels = LEVELS.filter((level) => game.bots.includes(level.bot.name)).map(
    (level) => /** @type {[string, string]} */ ([timedBotName(level.bot), `bot: ${level.title} (${botWords(level.bot)})`]),
  );
  const others = game.bots
    .flatMap((name) => (name === "ismcts:Nms" ? ["ismcts:1s"] : name.includes("N") ? [] : [name]))
    .filter((name) => !levels.some(([value]) => value === name))
    .map((name) => /** @type {[string, string]} */ ([name, `bot: ${name}`]));
  return [...levels, ...others];
}

/**
 * The choice of variant `variant` a form shows for `players` players, as the index of a choice,
 * after `before` (an index among the choices for `playersBefore`) was chosen: the choice of the
 * same value, else the one in the same place (Ziegen Kriegen's "3 rounds" becomes "4 rounds", a
 * round per player), else the default.
 * @param {import("./settings.js").Variant} variant
 * @param {number} players
 * @param {FormDataEntryValue | null} before
 * @param {number} playersBefore
 */
function keptVariant(variant, players, before, playersBefore) {
  const index = Number(before ?? 0);
  const value = variant.choices(playersBefore)[index]?.value;
  const choices = variant.choices(players);
  const same = choices.findIndex((choice) => choice.value === value);
  return String(same >= 0 ? same : index < choices.length ? index : 0);
}

/**
 * The form that creates a table and sits you at its seat 0, open on game `preferred` with
 * `players` players (the offline game's) when the server offers it.
 * @param {readonly OnlineGame[]} games
 * @param {string} preferred
 * @param {number} players
 */
function drawCreateForm(games, preferred, players) {
  const form = h("form", { class: "online-create", "aria-label": "A new online table", "data-testid": "create-table" });
  /** The game and player count the form shows (null before it is first drawn). */
  let shown = /** @type {{ game: string, players: number } | null} */ (null);
  // Drawn anew when the game or the player count changes, keeping what still fits: your name,
  // each seat's choice (a bot the new game's server also plays), the same game's variants.
  const fit = (/** @type {string} */ name, /** @type {number} */ players) => {
    const game = /** @type {OnlineGame} */ (games.find((g) => g.name === name) ?? games[0]);
    const count = Math.min(game.maxPlayers, Math.max(game.minPlayers, players));
    const bots = botChoices(game);
    const before = new FormData(form);
    const sameGame = shown?.game === game.name;
    const playersBefore = shown?.players ?? count;
    form.replaceChildren();
    append(form, [
      h("h2", null, "A new table"),
      h(
        "label",
        null,
        "Your name",
        h("input", {
          name: "name",
          required: true,
          maxlength: MAX_NAME,
          value: shown === null ? savedName() : String(before.get("name") ?? ""),
          autocomplete: "nickname",
        }),
      ),
      select(
        "Game",
        "game",
        games.map((g) => [g.name, g.title]),
        game.name,
      ),
      select(
        "Players",
        "players",
        Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => {
          const n = String(game.minPlayers + i);
          return [n, n];
        }),
        String(count),
      ),
      DRAWINGS[game.name].variants.map((variant) =>
        select(
          variant.label,
          `variant-${variant.option}`,
          variant.choices(count).map((choice, index) => [String(index), choice.text]),
          sameGame ? keptVariant(variant, count, before.get(`variant-${variant.option}`), playersBefore) : "0",
        ),
      ),
      h(
        "fieldset",
        { class: "online-seat-choices" },
        h("legend", null, "The other seats"),
        Array.from({ length: count - 1 }, (_, i) => {
          const kept = String(before.get(`seat-${i + 1}`) ?? "person");
          return select(
            `Seat ${i + 1}`,
            `seat-${i + 1}`,
            [["person", "a person (invitation)"], ...bots],
            bots.some(([value]) => value === kept) ? kept : "person",
          );
        }),
      ),
      h("button", { type: "submit", class: "primary" }, "Create the table"),
    ]);
    shown = { game: game.name, players: count };
  };
  const value = (/** @type {string} */ name) => /** @type {HTMLSelectElement | HTMLInputElement} */ (form.elements.namedItem(name)).value;
  form.addEventListener("change", (event) => {
    const target = /** @type {HTMLSelectElement} */ (event.target);
    if (target.name === "game" || target.name === "players") fit(value("game"), Number(value("players")));
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    createTable(form, /** @type {OnlineGame} */ (games.find((g) => g.name === value("game")))).catch((error) =>
      setMessage(`No table created: ${reasonOf(error)}.`),
    );
  });
  fit(preferred, players);
  onlinePanel.replaceChildren(form, h("section", { class: "lobby", "aria-label": "The lobby", "data-testid": "lobby" }));
}

/**
 * Creates the table the form describes, takes its seat 0 and opens it.
 * @param {HTMLFormElement} form
 * @param {OnlineGame} game
 */
async function createTable(form, game) {
  const data = new FormData(form);
  const name = String(data.get("name") ?? "").trim();
  if (name === "") throw new Error("your name is missing");
  const players = Number(data.get("players"));
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const variant of DRAWINGS[game.name].variants) {
    const index = Number(data.get(`variant-${variant.option}`) ?? 0);
    const choice = variant.choices(players)[index];
    if (index > 0 && choice !== undefined) options[variant.option] = choice.value;
  }
  /** @type {Record<number, string>} */
  const bots = {};
  for (let seat = 1; seat < players; seat++) {
    const choice = String(data.get(`seat-${seat}`) ?? "person");
    if (choice !== "person") bots[seat] = choice;
  }
  const created = await server.createTable({ game: game.name, players, options, bots });
  const held = await server.join(created.table, { name, seat: 0 });
  keepName(name);
  keepSeat(created.table, held);
  location.assign(tableAddress(created.table));
}

// ---------------------------------------------------------------------------------------------
// The lobby

/** What a table whose creator chose the seed says of it. */
const SEEDED_WORDS = "dealt from a seed its creator chose: they can know every hand";

/** The lobby: the tables with free seats, each with its join and watch links. */
async function drawLobby() {
  const lobby = /** @type {HTMLElement} */ (onlinePanel.querySelector(".lobby"));
  /** @type {OnlineTable[]} */
  let tables;
  try {
    tables = await server.tables();
  } catch (error) {
    lobby.replaceChildren(h("p", { class: "note" }, `The lobby could not be read: ${reasonOf(error)}.`));
    return;
  }
  const refresh = h("button", { type: "button", class: "refresh" }, "Refresh");
  refresh.addEventListener("click", () => void drawLobby());
  lobby.replaceChildren(
    h("h2", null, "The lobby ", refresh),
    tables.length === 0
      ? h("p", { class: "note" }, "No table is waiting for players: create one.")
      : h(
          "ul",
          { class: "lobby-tables" },
          tables.map((table) =>
            h(
              "li",
              { "data-table": table.table, "data-testid": "lobby-table" },
              h("strong", null, gameTitle(table.game)),
              `, ${table.players} seats: `,
              table.seats.map(seatWords).join(", "),
              table.seeded ? h("span", { class: "seeded-note", "data-testid": "seeded-note" }, ` (${SEEDED_WORDS})`) : null,
              " · ",
              h("a", { href: tableAddress(table.table), "data-testid": "join-link" }, "join"),
              " · ",
              h("a", { href: tableAddress(table.table, { watch: true }) }, "watch"),
            ),
          ),
        ),
  );
}

// ---------------------------------------------------------------------------------------------
// Taking a seat

/**
 * The seat the join form offers first: seat `written` of the address (an invitation) when it is a
 * free seat of the table, else its first free seat, with a problem in words when the address named
 * another. The table's seats judge it, not the offline game's settings.
 * @param {string | null} written
 * @param {readonly OnlineSeat[]} seats the table's seats, one of them free
 * @returns {{ seat: number, problem: string | null }}
 */
function invitedSeat(written, seats) {
  const first = /** @type {OnlineSeat} */ (seats.find((seat) => seat.kind === "free")).seat;
  if (written === null) return { seat: first, problem: null };
  const invited = /^\d{1,9}$/.test(written) ? seats.find((seat) => seat.seat === Number(written)) : undefined;
  if (invited === undefined) {
    return { seat: first, problem: `seat ${written} is not a seat of this table (seats 0 to ${seats.length - 1})` };
  }
  if (invited.kind !== "free") return { seat: first, problem: `seat ${written} of this table is taken` };
  return { seat: invited.seat, problem: null };
}

/**
 * The form that takes a free seat at the table `info` (seat `invited` of the address chosen when
 * it is free).
 * @param {OnlineTable} info
 * @param {string | null} invited
 */
function drawJoinForm(info, invited) {
  const table = info.table;
  const free = info.seats.filter((seat) => seat.kind === "free");
  elements.table.replaceChildren(
    h("p", { class: "waiting-note" }, `A table of ${gameTitle(info.game)}: ${info.seats.map(seatWords).join(", ")}.`),
    ...(info.seeded ? [h("p", { class: "waiting-note", "data-testid": "seeded-note" }, `This table was ${SEEDED_WORDS}.`)] : []),
  );
  drawHowToPlay(info.game);
  const watch = h("a", { href: tableAddress(table, { watch: true }), "data-testid": "spectator-link" }, "watch it instead");
  if (free.length === 0) {
    setStatus("online-full", "Every seat of this table is taken.");
    onlinePanel.replaceChildren(h("p", null, "Every seat is taken: ", watch, "."));
    return;
  }
  const { seat, problem } = invitedSeat(invited, info.seats);
  if (problem !== null) setMessage(`From the address: ${problem}: choose one of its free seats.`);
  const form = h(
    "form",
    { class: "online-join", "aria-label": "Take a seat", "data-testid": "join-table" },
    h("h2", null, `Take a seat at this table of ${gameTitle(info.game)}`),
    h(
      "label",
      null,
      "Your name",
      h("input", { name: "name", required: true, maxlength: MAX_NAME, value: savedName(), autocomplete: "nickname" }),
    ),
    select(
      "Seat",
      "seat",
      free.map((s) => [String(s.seat), `seat ${s.seat}`]),
      String(seat),
    ),
    h("button", { type: "submit", class: "primary" }, "Sit down"),
    h("p", null, "Or ", watch, "."),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    server
      .join(table, { name, seat: Number(data.get("seat")) })
      .then((held) => {
        keepName(name);
        keepSeat(table, held);
        setMessage(null);
        history.replaceState(null, "", tableAddress(table));
        connectTable(table, held.token);
      })
      .catch((error) => setMessage(`You could not sit down: ${reasonOf(error)}.`));
  });
  setStatus("online-join", "Choose your name and seat to sit down at this table.");
  onlinePanel.replaceChildren(form);
}
