// The page: one person plays any game of the package against its bots.
//
// The engine's Game (the god view) stays inside this module; everything drawn comes from
// `game.view(seat)` of your seat, so no hidden card of another seat reaches the page. Bots think
// in a Worker (bot-worker.js), given only their own seat's view document. The settings live in
// the address (settings.js); each game's drawing and wording is its module under games/.

import { append, h, plural, seatColour } from "./dom.js";
import { DRAWINGS, missingParts } from "./games/index.js";
import {
  BOT_NAMES,
  DEFAULT_THINKING_SECONDS,
  MAX_THINKING_SECONDS,
  botSeed,
  defaultPlayers,
  opponentSeats,
  parseSeed,
  parseSettings,
  settingsQuery,
  variantOptions,
} from "./settings.js";

const elements = {
  status: document.getElementById("status"),
  message: document.getElementById("message"),
  form: document.getElementById("settings"),
  table: document.getElementById("table"),
  scores: document.getElementById("scores-area"),
  replayBar: document.getElementById("replay-bar"),
  log: document.getElementById("log"),
  howToPlay: document.getElementById("how-to-play"),
  undo: document.getElementById("undo"),
  save: document.getElementById("save"),
  load: document.getElementById("load"),
  replay: document.getElementById("replay"),
};

/** Sets the status line: `state` (a word tests and styles read) and `text`. */
function setStatus(state, text) {
  elements.status.dataset.state = state;
  elements.status.textContent = text;
}

/** Shows `text` in the message line (a refusal, a problem with the address), or hides it. */
function setMessage(text, kind = "problem") {
  elements.message.hidden = !text;
  elements.message.textContent = text ?? "";
  elements.message.dataset.kind = kind;
}

let engine;
try {
  engine = await import("./pkg/index.js");
} catch (error) {
  setStatus("error", `The game engine did not load (${error.message}). Start the page with scripts/serve-web.sh.`);
  throw error;
}
const { GAMES, Game } = engine;

// ---------------------------------------------------------------------------------------------
// The page's state

const page = {
  /** The settings of the game in play (the address holds them). */
  settings: null,
  /** The engine's game: the full state, never drawn; only views of your seat are. */
  game: null,
  /** Sets up the game's starting position again (for the step-by-step replay). */
  origin: null,
  /** The seat that made each move of `game.history()`, in order. */
  movers: [],
  /** The log: `{ ply, text }`, `ply` the number of moves made when it happened. */
  log: [],
  /** The bot move being thought about: `{ id, seat, started }`, or null. */
  request: null,
  /** The Worker the bots think in, and whether it has loaded the engine. */
  worker: null,
  workerReady: null,
  /** `"play"`, or `"replay"` while stepping through a finished game. */
  mode: "play",
  /** The replay's own game and the number of moves it has made. */
  replay: null,
};

let requestCount = 0;

const info = () => GAMES.find((g) => g.name === page.settings.game);
const drawing = () => DRAWINGS[page.settings.game];
const humanSeat = () => page.settings.seat;

/** The variants the settings offer for game `name` (its drawing module's). */
const variantsOf = (name) => DRAWINGS[name]?.variants ?? [];

/** A random seed for a game whose address has none. */
function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(1));
  return String(words[0]);
}

/** The bot of seat `seat`. */
function botOf(seat) {
  const index = opponentSeats(page.settings.players, humanSeat()).indexOf(seat);
  return page.settings.bots[index];
}

/** A bot in words: `greedy`, `ismcts, 1 s`. */
function botWords(bot) {
  if (bot.name !== "ismcts") return bot.name;
  return bot.iterations === undefined ? `ismcts, ${bot.seconds} s` : `ismcts, ${bot.iterations} iterations`;
}

/** How the page names seats: you, and the others by number. */
const names = {
  name: (seat) => (seat === humanSeat() ? "You" : `Seat ${seat}`),
  possessive: (seat) => (seat === humanSeat() ? "Your" : `Seat ${seat}'s`),
  bot: (seat) => botWords(botOf(seat)),
};

// ---------------------------------------------------------------------------------------------
// The bots' Worker

/** Starts a new Worker for the bots (after the page loads, or to drop a search no longer wanted). */
function startWorker() {
  page.worker?.terminate();
  const worker = new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
  page.worker = worker;
  page.workerReady = new Promise((resolve, reject) => {
    worker.addEventListener("message", function first(message) {
      if (message.data.ready) resolve();
      else if (message.data.failed) reject(new Error(message.data.failed));
      worker.removeEventListener("message", first);
    });
    worker.addEventListener("error", (event) => reject(new Error(event.message || "the bots' worker failed to start")));
  });
  page.workerReady.catch((error) => setStatus("error", `The bots cannot think: ${error.message}`));
  worker.addEventListener("message", (message) => botAnswered(message.data));
}

/** Drops the bot move being thought about, if any (its answer will not be played). */
function cancelBot() {
  if (page.request !== null) {
    page.request = null;
    startWorker();
  }
}

/** Asks the Worker for the move of the bot to decide, if a bot decides now. */
function scheduleBot() {
  const game = page.game;
  if (page.mode !== "play" || game.isOver || page.request !== null) return;
  const seat = game.currentPlayer;
  if (seat === humanSeat()) return;
  const id = (requestCount += 1);
  const seatView = game.view(seat);
  const view = seatView.toJSON();
  seatView.free();
  page.request = { id, seat, started: performance.now() };
  const seed = botSeed(page.settings.seed, page.settings.players, seat, page.movers.length);
  page.workerReady.then(() => {
    if (page.request?.id === id) {
      const bot = botOf(seat);
      const deadline = performance.timeOrigin + page.request.started + (bot.seconds ?? 0) * 1000;
      page.worker.postMessage({ id, game: page.settings.game, view, bot, seed, deadline });
    }
  });
}

/** Plays the Worker's answer, after the pace set for following the bots. */
function botAnswered(answer) {
  const request = page.request;
  if (request === null || answer.id !== request.id) return;
  if (answer.error) {
    page.request = null;
    setStatus("error", `${names.name(request.seat)}'s bot failed: ${answer.error.message}`);
    return;
  }
  // For benchmarks/web_page.mjs: from the request to the answer, the Worker's messages included.
  performance.measure("bot-answer", {
    start: request.started,
    end: performance.now(),
    detail: { seat: request.seat, bot: botOf(request.seat) },
  });
  const wait = Math.max(0, page.settings.pace - (performance.now() - request.started));
  setTimeout(() => {
    if (page.request?.id !== request.id) return;
    page.request = null;
    makeMove(request.seat, answer.actionId);
  }, wait);
}

// ---------------------------------------------------------------------------------------------
// Playing

/**
 * `use(ctx)` with the context a game's drawing reads (seats.js): your view document, the
 * package's view of your seat for the game's card information (freed once `use` returns), and
 * your legal moves now.
 */
function withDrawingContext(game, withMoves, use) {
  const seatView = game.view(humanSeat());
  try {
    const view = seatView.toJSON();
    const moves = withMoves && game.currentPlayer === humanSeat() ? seatView.legalMoves() : [];
    const thinking = page.request?.seat ?? null;
    return use({ view, seatView, seat: humanSeat(), moves, toMove: game.currentPlayer, thinking, names });
  } finally {
    seatView.free();
  }
}

/** Plays action `actionId` for `seat`, logs what happened in words, and draws the table anew. */
function makeMove(seat, actionId) {
  const events = page.game.applyFor(seat, actionId);
  page.movers.push(seat);
  const entries = withDrawingContext(page.game, false, (ctx) => describeEvents(events, ctx, page.movers.length));
  page.log.push(...entries);
  appendLog(entries);
  scheduleBot();
  render();
}

/** The log entries of `events` (as your seat may know them), made at move number `ply`. */
function describeEvents(events, ctx, ply) {
  const words = drawing();
  return events
    .map((event) => words.describeEvent(words.seenBy(event, humanSeat()), ctx))
    .filter((text) => text !== null)
    .map((text) => ({ ply, text: text[0].toUpperCase() + text.slice(1) }));
}

/** Your move `actionId` (from a click or a key), if you may make it now. */
function humanMove(actionId) {
  const game = page.game;
  if (page.mode !== "play" || game.currentPlayer !== humanSeat() || !game.isLegal(actionId)) return;
  setMessage(null);
  makeMove(humanSeat(), actionId);
}

/** Takes back your last decision and every bot move after it; the bots then wait for you. */
function undo() {
  const last = page.movers.lastIndexOf(humanSeat());
  if (last < 0 || page.mode !== "play") return;
  cancelBot();
  while (page.movers.length > last) {
    page.game.undo();
    page.movers.pop();
  }
  page.log = page.log.filter((entry) => entry.ply <= last);
  setMessage(null);
  rebuildLog();
  render();
}

/** The variants of `settings` other than the defaults, in words (`"; rounds: 4 rounds, ..."`). */
function variantWords(settings) {
  const chosen = variantsOf(settings.game).flatMap((variant) => {
    const value = settings.options[variant.option];
    const choice = variant.choices(settings.players).find((c) => c.value === value);
    return choice === undefined ? [] : [`${variant.label.toLowerCase()}: ${choice.text}`];
  });
  return chosen.length === 0 ? "" : `; ${chosen.join("; ")}`;
}

/** Starts the game `settings` describe; a game the engine refuses is not started, and the page says why. */
function newGame(settings) {
  let game;
  try {
    game = new Game(settings.game, settings.players, BigInt(settings.seed), settings.options);
  } catch (error) {
    setMessage(`No new game: ${error.message}.`);
    return false;
  }
  cancelBot();
  const start = game.replay();
  const title = GAMES.find((g) => g.name === settings.game).title;
  useGame(
    settings,
    game,
    () => Game.fromReplay(start),
    [],
    [{ ply: 0, text: `New game of ${title}, seed ${settings.seed}${variantWords(settings)}.` }],
  );
  return true;
}

/** Makes `game` the game in play, with how to set up its start, its movers and its log. */
function useGame(settings, game, origin, movers, log) {
  page.game?.free();
  page.settings = settings;
  page.game = game;
  page.origin = origin;
  page.movers = movers;
  page.log = log;
  page.mode = "play";
  page.replay?.game.free();
  page.replay = null;
  history.replaceState(null, "", settingsQuery(settings));
  fillForm(settings);
  drawHowToPlay();
  rebuildLog();
  scheduleBot();
  render();
}

// ---------------------------------------------------------------------------------------------
// Saving and loading

/** `document` as JSON text, a seed above 2^53 - 1 (a bigint) written as a number. */
function documentJson(document) {
  const marker = "\u0000bigint:";
  return JSON.stringify(document, (_, value) => (typeof value === "bigint" ? `${marker}${value}` : value), 1).replace(
    /"\\u0000bigint:(\d+)"/g,
    "$1",
  );
}

/** Saves the game as a file: its replay document (seed, options, every move), or its state when it has no seed. */
function save() {
  const game = page.game;
  let document;
  let name;
  try {
    document = game.replay();
    name = `${page.settings.game}-seed-${page.settings.seed}-move-${game.history().length}.json`;
  } catch {
    document = game.toJSON();
    name = `${page.settings.game}-position-turn-${game.turn}.json`;
  }
  const url = URL.createObjectURL(new Blob([documentJson(document)], { type: "application/json" }));
  const link = h("a", { href: url, download: name, hidden: true });
  globalThis.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The game saved in `text` (a replay or state document of the game in play), or why it is refused:
 * `{ game, origin, replayed }` or `{ problem }`.
 */
function readSave(text) {
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { problem: `it is not JSON (${error.message})` };
  }
  if (
    document === null ||
    typeof document !== "object" ||
    Array.isArray(document) ||
    typeof document.format !== "string"
  ) {
    return { problem: 'it is not a saved game: a saved game is a JSON object with a "format" field' };
  }
  const [name, kind] = document.format.split("/");
  const saved = GAMES.find((g) => g.name === name);
  const current = info();
  if (!saved) return { problem: `its format "${document.format}" is not one of these games' documents` };
  if (saved.name !== current.name) {
    return {
      problem: `it is a ${saved.title} ${kind ?? "document"}, and this is ${current.title}: choose ${saved.title} above, start a game, then load it`,
    };
  }
  try {
    if (kind === "replay") {
      const loaded = Game.fromReplay(text);
      const moves = loaded.history();
      const start = { ...loaded.replay(), moves: [], checksums: [] };
      loaded.free();
      return { start: () => Game.fromReplay(start), moves };
    }
    if (kind === "state") {
      Game.fromJSON(text).free();
      return { start: () => Game.fromJSON(text), moves: [] };
    }
  } catch (error) {
    return { problem: `it is not a valid ${current.title} ${kind}: ${error.message}` };
  }
  if (kind === "view") return { problem: "it is a view (what one seat may know), not a saved game" };
  return { problem: `"${document.format}" is not a saved game (a replay or a state)` };
}

/** Loads the saved game in `file`; a corrupt or foreign file is refused and the game in play kept. */
async function load(file) {
  const text = await file.text();
  const read = readSave(text);
  if (read.problem) {
    setMessage(`The file "${file.name}" was refused: ${read.problem}. The current game is kept.`);
    return;
  }
  cancelBot();
  const game = read.start();
  const players = game.players;
  const seat = humanSeat() < players ? humanSeat() : 0;
  const bots = fitBots(page.settings.bots, players - 1);
  const seed = game.seed === null ? page.settings.seed : String(game.seed);
  // The saved game's variants: from its options, or from its state's for a position.
  const options = variantOptions(variantsOf(page.settings.game), players, game.options ?? game.toJSON().options);
  const settings = { ...page.settings, players, seat, bots, seed, options };
  page.settings = settings;
  // Play the saved moves again, to know who made each and to write the log.
  const movers = [];
  const log = [{ ply: 0, text: `Loaded "${file.name}"${game.seed === null ? " (a position)" : `, seed ${seed}`}.` }];
  for (const id of read.moves) {
    const seatToMove = game.currentPlayer;
    const events = game.apply(id);
    movers.push(seatToMove);
    log.push(...withDrawingContext(game, false, (ctx) => describeEvents(events, ctx, movers.length)));
  }
  setMessage(`Loaded "${file.name}": ${plural(movers.length, "move", "moves")}.`, "info");
  useGame(settings, game, read.start, movers, log);
  elements.table.querySelector("[data-action]")?.focus({ preventScroll: true });
}

// ---------------------------------------------------------------------------------------------
// The step-by-step replay of a finished game

/** Starts the replay of the finished game at its first position. */
function startReplay() {
  if (!page.game.isOver) return;
  page.mode = "replay";
  page.replay = { game: page.origin(), step: 0, moves: page.game.history() };
  render();
}

/** Shows the replay after `step` moves. */
function replayTo(step) {
  const replay = page.replay;
  const target = Math.max(0, Math.min(step, replay.moves.length));
  while (replay.step < target) {
    replay.game.apply(replay.moves[replay.step]);
    replay.step += 1;
  }
  while (replay.step > target) {
    replay.game.undo();
    replay.step -= 1;
  }
  render();
}

/** Leaves the replay for the finished game. */
function leaveReplay() {
  page.replay?.game.free();
  page.replay = null;
  page.mode = "play";
  render();
}

/** The replay's controls. */
function drawReplayBar() {
  const replay = page.replay;
  if (replay === null) {
    elements.replayBar.hidden = true;
    elements.replayBar.replaceChildren();
    return;
  }
  const last = replay.moves.length;
  const step = (to) => () => replayTo(to);
  const slider = h("input", {
    type: "range",
    min: 0,
    max: last,
    value: replay.step,
    "aria-label": "move of the replay",
  });
  slider.addEventListener("input", () => replayTo(Number(slider.value)));
  elements.replayBar.hidden = false;
  elements.replayBar.replaceChildren(
    h("button", { type: "button", onclick: step(0), title: "to the start", "aria-label": "to the start" }, "|◀"),
    h(
      "button",
      { type: "button", onclick: step(replay.step - 1), title: "one move back (←)", "aria-label": "one move back" },
      "◀",
    ),
    h(
      "button",
      { type: "button", onclick: step(replay.step + 1), title: "one move on (→)", "aria-label": "one move on" },
      "▶",
    ),
    h("button", { type: "button", onclick: step(last), title: "to the end", "aria-label": "to the end" }, "▶|"),
    slider,
    h("span", { class: "replay-step" }, `move ${replay.step} of ${last}`),
    h("button", { type: "button", onclick: leaveReplay }, "Leave the replay"),
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** The final scores: one row per seat (`data-seat`, `data-total`), the breakdown and the winners. */
function drawScores(game) {
  if (!game.isOver) {
    elements.scores.replaceChildren();
    return;
  }
  const scores = game.scores();
  const columns = drawing().scoreColumns;
  elements.scores.replaceChildren(
    h(
      "section",
      { class: "scores", "data-testid": "scores", "aria-label": "Final scores" },
      h("h2", null, "Final scores"),
      h(
        "table",
        null,
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", null, "Seat"),
            columns.map((c) => h("th", null, c.label)),
            h("th", null, "Total"),
          ),
        ),
        h(
          "tbody",
          null,
          scores.seats.map((seat) =>
            h(
              "tr",
              {
                "data-seat": seat.seat,
                "data-total": seat.total,
                class: [seat.winner && "winner", seat.seat === humanSeat() && "mine"],
              },
              h(
                "th",
                { scope: "row" },
                names.name(seat.seat),
                seat.winner ? h("span", { class: "badge win-badge" }, "wins") : null,
              ),
              columns.map((c) => h("td", null, c.format ? c.format(seat[c.key]) : String(seat[c.key]))),
              h("td", { class: "total" }, String(seat.total)),
            ),
          ),
        ),
      ),
      h("p", { class: "note" }, drawing().scoreNote(scores)),
    ),
  );
}

/** The winners in words. */
function winnerWords(scores) {
  const winners = scores.winners;
  if (winners.length === 0) return "nobody wins";
  const mine = winners.includes(humanSeat());
  if (winners.length === 1) return mine ? "you win" : `${names.name(winners[0])} wins`;
  const list = winners.map((s) => names.name(s));
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)} share the victory`;
}

/** Every legal move of yours that the drawing gave no element gets a button (none should need it). */
function ensureEveryMove(table, moves) {
  const missing = moves.filter((move) => table.querySelector(`[data-action="${move.actionId}"]`) === null);
  if (missing.length === 0) return;
  table.append(
    h(
      "div",
      { class: "decisions other-moves" },
      missing.map((move) =>
        h("button", { type: "button", class: "move wide", "data-action": move.actionId }, move.text),
      ),
    ),
  );
}

/** Draws the table, the status line, the scores and the controls from the page's state. */
function render() {
  const replaying = page.mode === "replay";
  const game = replaying ? page.replay.game : page.game;
  const focusWasOnTable = elements.table.contains(document.activeElement) || document.activeElement === document.body;
  const yourTurn = !replaying && !game.isOver && game.currentPlayer === humanSeat();
  const { table, moves, prompt } = withDrawingContext(game, !replaying, (ctx) => {
    const drawn = drawing().drawTable(ctx);
    ensureEveryMove(drawn, ctx.moves);
    return { table: drawn, moves: ctx.moves, prompt: yourTurn ? drawing().prompt(ctx) : null };
  });
  elements.table.replaceChildren(table);
  drawScores(game);
  drawReplayBar();

  elements.status.dataset.moves = String(page.game.history().length);
  if (replaying) {
    setStatus("replay", `Replay, from your seat: move ${page.replay.step} of ${page.replay.moves.length}.`);
  } else if (game.isOver) {
    const scores = game.scores();
    const mine = scores.seats[humanSeat()].total;
    setStatus("over", `Game over: ${winnerWords(scores)}. Your total: ${mine}.`);
  } else if (yourTurn) {
    setStatus("your-turn", prompt);
    // For benchmarks/web_page.mjs: the first moment a legal move can be clicked.
    if (performance.getEntriesByName("playable").length === 0) performance.mark("playable");
  } else if (page.request !== null) {
    setStatus("thinking", `${names.name(page.request.seat)} (${botWords(botOf(page.request.seat))}) is thinking…`);
  } else {
    setStatus("waiting", `${names.name(game.currentPlayer)} is to move.`);
  }

  elements.undo.disabled = replaying || !page.movers.includes(humanSeat());
  elements.replay.disabled = replaying || !page.game.isOver;
  highlightReplayLog();
  if (moves.length > 0 && focusWasOnTable) {
    table.querySelector("[data-action]")?.focus({ preventScroll: true });
  }
}

/** The log written anew (after an undo, a load or a new game). */
function rebuildLog() {
  elements.log.replaceChildren();
  appendLog(page.log);
}

/** Adds `entries` to the log and keeps its end in sight. */
function appendLog(entries) {
  append(
    elements.log,
    entries.map((entry) => h("li", { "data-ply": entry.ply, class: entry.ply === 0 ? "note" : null }, entry.text)),
  );
  elements.log.scrollTop = elements.log.scrollHeight;
}

/** In a replay, marks the log entries of the moves shown so far. */
function highlightReplayLog() {
  const step = page.mode === "replay" ? page.replay.step : null;
  let current = null;
  for (const item of elements.log.children) {
    const ply = Number(item.dataset.ply);
    item.classList.toggle("future", step !== null && ply > step);
    item.classList.toggle("current", step !== null && ply === step && step > 0);
    if (step !== null && ply === step) current ??= item;
  }
  current?.scrollIntoView({ block: "nearest" });
}

/** The how-to-play text of the game in play. */
function drawHowToPlay() {
  const words = drawing();
  const title = info().title;
  elements.howToPlay.replaceChildren(
    h("summary", null, `How to play ${title}`),
    ...words.howToPlay.map((text) => h("p", null, text)),
    h("p", { class: "note" }, `Every rule and its interpretation: ${words.rulesDocument} in the repository.`),
    h(
      "p",
      { class: "note" },
      "Keys: Tab moves between your legal moves (highlighted), Enter or Space plays one; 1 to 9 play the first nine; Ctrl+Z undoes your last decision; in a replay, ← and → step.",
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The settings form

/** The form showing `settings`, its choices fitted to the game chosen in it. */
function fillForm(settings) {
  const form = elements.form;
  form.game.replaceChildren(
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
  form.seed.value = settings.seed;
  if (![...form.pace.options].some((option) => option.value === String(settings.pace))) {
    form.pace.append(h("option", { value: settings.pace }, `${settings.pace} ms`));
  }
  form.pace.value = String(settings.pace);
}

/** The player count, seat and opponent choices of the form, for the game chosen in it. */
function fitForm(settings) {
  const form = elements.form;
  const chosen = GAMES.find((g) => g.name === form.game.value) ?? info();
  const players = Math.min(chosen.maxPlayers, Math.max(chosen.minPlayers, settings.players));
  form.players.replaceChildren(
    ...Array.from({ length: chosen.maxPlayers - chosen.minPlayers + 1 }, (_, i) => {
      const n = chosen.minPlayers + i;
      return h("option", { value: n, selected: n === players }, String(n));
    }),
  );
  const seat = Math.min(settings.seat, players - 1);
  form.seat.replaceChildren(
    ...Array.from({ length: players }, (_, s) => h("option", { value: s, selected: s === seat }, `seat ${s}`)),
  );
  const opponents = opponentSeats(players, seat);
  const fieldset = document.getElementById("opponents");
  fieldset.replaceChildren(
    h("legend", null, "Opponents"),
    ...opponents.map((s, i) => {
      const bot = fitBots(settings.bots, opponents.length)[i];
      const select = h(
        "select",
        { name: `bot-${i}`, "aria-label": `seat ${s}'s bot` },
        BOT_NAMES.map((name) =>
          h("option", { value: name, selected: bot.name === name && bot.iterations === undefined }, name),
        ),
        bot.iterations === undefined
          ? null
          : h("option", { value: `ismcts:${bot.iterations}`, selected: true }, `ismcts:${bot.iterations}`),
      );
      const seconds = h("input", {
        name: `seconds-${i}`,
        type: "number",
        min: 0.1,
        max: MAX_THINKING_SECONDS,
        step: 0.1,
        value: bot.seconds ?? DEFAULT_THINKING_SECONDS,
        "aria-label": `seat ${s}'s thinking time in seconds`,
        title: "thinking time (s)",
      });
      const syncSeconds = () => (seconds.disabled = select.value !== "ismcts");
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
  );
  fitVariants(chosen, players, settings);
}

/**
 * The form's choice of each variant of game `chosen` for `players` players: the one at
 * `settings.variantIndices[option]` (the form's own, kept when the player count changes) or the
 * one `settings.options` holds, else the default.
 */
function fitVariants(chosen, players, settings) {
  const variants = variantsOf(chosen.name);
  const fieldset = document.getElementById("variants");
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

/** The index of the choice each variant's select shows, by option. */
function formVariantIndices() {
  return Object.fromEntries(
    [...document.querySelectorAll("#variants select")].map((select) => [select.dataset.option, Number(select.value)]),
  );
}

/** The options of the variants the form chose other than the defaults, for game `name` and `players`. */
function formOptions(name, players) {
  const indices = formVariantIndices();
  const options = {};
  for (const variant of variantsOf(name)) {
    const index = indices[variant.option] ?? 0;
    const choice = variant.choices(players)[index];
    if (index > 0 && choice !== undefined) options[variant.option] = choice.value;
  }
  return options;
}

/** The bots the form's opponent rows show, in order (as many as there are rows). */
function formBots() {
  const form = elements.form;
  const bots = [];
  for (let i = 0; form[`bot-${i}`]; i += 1) {
    const name = form[`bot-${i}`].value;
    if (name.startsWith("ismcts:")) {
      bots.push({ name: "ismcts", iterations: Number(name.slice("ismcts:".length)) });
    } else if (name === "ismcts") {
      const seconds = Number(form[`seconds-${i}`].value);
      bots.push({ name, seconds: seconds > 0 && seconds <= MAX_THINKING_SECONDS ? seconds : DEFAULT_THINKING_SECONDS });
    } else {
      bots.push({ name });
    }
  }
  return bots;
}

/** `bots` made `count` long: extra ones left out, missing ones as the last (or greedy). */
const fitBots = (bots, count) =>
  Array.from({ length: count }, (_, i) => ({ ...(bots[i] ?? bots.at(-1) ?? { name: "greedy" }) }));

/** The settings the form shows, or a problem in words. */
function formSettings() {
  const form = elements.form;
  const game = form.game.value;
  const players = Number(form.players.value);
  const seat = Number(form.seat.value);
  const seed = parseSeed(form.seed.value);
  if (seed === undefined) return { problem: "the seed is a whole number from 0 to 18446744073709551615" };
  const bots = fitBots(formBots(), players - 1);
  const options = formOptions(game, players);
  return { settings: { game, players, seat, bots, seed, pace: Number(form.pace.value), options } };
}

elements.form.addEventListener("change", (event) => {
  const name = event.target.name;
  if (name !== "game" && name !== "players" && name !== "seat") return;
  const form = elements.form;
  const current = {
    players: Number(form.players.value),
    seat: Number(form.seat.value),
    bots: formBots(),
    variantIndices: name === "game" ? {} : formVariantIndices(),
  };
  if (name === "game") current.players = defaultPlayers(GAMES.find((g) => g.name === form.game.value));
  fitForm(current);
});

elements.form.addEventListener("submit", (event) => {
  event.preventDefault();
  const { settings, problem } = formSettings();
  if (problem) {
    setMessage(`No new game: ${problem}.`);
    return;
  }
  setMessage(null);
  newGame(settings);
});

document.getElementById("new-seed").addEventListener("click", () => {
  elements.form.seed.value = randomSeed();
});

// ---------------------------------------------------------------------------------------------
// Clicks and keys

elements.table.addEventListener("click", (event) => {
  const button = event.target.closest("[data-action]");
  if (button && elements.table.contains(button)) humanMove(Number(button.dataset.action));
});

elements.undo.addEventListener("click", undo);
elements.save.addEventListener("click", save);
elements.replay.addEventListener("click", startReplay);
elements.load.addEventListener("change", () => {
  const file = elements.load.files?.[0];
  elements.load.value = "";
  if (file) {
    load(file).catch((error) =>
      setMessage(`The file "${file.name}" could not be read (${error.message}). The current game is kept.`),
    );
  }
});

document.addEventListener("keydown", (event) => {
  const target = event.target;
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )
    return;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
    event.preventDefault();
    undo();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (page.mode === "replay") {
    if (event.key === "ArrowLeft") replayTo(page.replay.step - 1);
    if (event.key === "ArrowRight") replayTo(page.replay.step + 1);
    return;
  }
  if (/^[1-9]$/.test(event.key)) {
    const button = elements.table.querySelectorAll("[data-action]")[Number(event.key) - 1];
    if (button) {
      event.preventDefault();
      button.click();
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Start

const missing = GAMES.filter((g) => missingParts(DRAWINGS[g.name]).length > 0).map((g) => g.title);
const { settings, problems } = parseSettings(location.search, GAMES, randomSeed, variantsOf);
if (missing.length > 0) problems.push(`${missing.join(", ")} cannot be drawn on this page yet`);
startWorker();
if (problems.length > 0) setMessage(`From the address: ${problems.join("; ")}.`);
if (missingParts(DRAWINGS[settings.game]).length > 0) {
  setStatus("error", `${GAMES.find((g) => g.name === settings.game).title} has no drawing on this page.`);
} else if (!newGame(settings)) {
  setStatus("error", "The game the address asks for could not be set up: choose another above.");
}
