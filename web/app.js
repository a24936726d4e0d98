// The page: one person plays any game of the package against its bots.
//
// The engine's Game (the god view) stays inside the page's modules; everything drawn comes from
// `game.view(seat)` of your seat, so no hidden card of another seat reaches the page. Bots think
// in a Worker (bot-worker.js), given only their own seat's view document. The settings live in
// the address (settings.js); each game's drawing and wording is its module under games/, with its
// stylesheet beside it (game-styles.js loads them). This module starts the page: it wires the
// controls, clicks and keys, and deals the game the address asks for. The modules it wires:
//
//   page.js           the page's state and elements        package.js     the npm package
//   play.js           moves, undo, a game put in play      bots.js        the bots' Worker
//   render.js         the table, status line, controls     log.js         the log, in words
//   scores.js         the final scores                     replay.js      the step-by-step replay
//   settings-form.js  the settings form                    saves.js, files.js   saving and loading
//   online.js         a table of the game server           online-lobby.js      creating, the lobby, joining
//   hint.js           the Hint button (the expert's move)  levels.js      the levels offered, what was measured
//   hint-words.js     what a hint says, and why

import "./game-styles.js";
import { startWorker } from "./bots.js";
import { DRAWINGS, missingParts } from "./games/index.js";
import { load, save } from "./files.js";
import { GAMES } from "./package.js";
import { elements, page, setDrawer, setMessage, setStatus, variantsOf } from "./page.js";
import { onlineMove } from "./online.js";
import { startOnline } from "./online-lobby.js";
import { askForHint } from "./hint.js";
import { humanMove, makeMove, newGame, undo } from "./play.js";
import { render } from "./render.js";
import { replayTo, startReplay } from "./replay.js";
import { fillForm, formSettings, randomSeed, watchForm } from "./settings-form.js";
import { parseSettings, settingsQuery } from "./settings.js";

setDrawer(render);

// ---------------------------------------------------------------------------------------------
// The settings form

watchForm();
elements.form.addEventListener("submit", (event) => {
  event.preventDefault();
  const { settings, problem } = formSettings();
  if (problem !== undefined) {
    setMessage(`No new game: ${problem}.`);
    return;
  }
  setMessage(null);
  // From an online table, the new game is a page of its own (the table stays open in its address).
  if (page.mode === "online") location.assign(settingsQuery(settings));
  else newGame(settings);
});

// ---------------------------------------------------------------------------------------------
// Clicks and keys

elements.table.addEventListener("click", (event) => {
  const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-action]"));
  if (!button || !elements.table.contains(button)) return;
  if (page.mode === "online") onlineMove(Number(button.dataset.action));
  else humanMove(Number(button.dataset.action));
});

elements.undo.addEventListener("click", undo);
elements.hint.addEventListener("click", askForHint);
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
  if (event.key.toLowerCase() === "h" && (page.mode === "play" || page.mode === "online")) {
    askForHint();
    return;
  }
  if (page.mode === "replay" && page.replay !== null) {
    if (event.key === "ArrowLeft") replayTo(page.replay.step - 1);
    if (event.key === "ArrowRight") replayTo(page.replay.step + 1);
    return;
  }
  if (/^[1-9]$/.test(event.key)) {
    const button = /** @type {HTMLElement | undefined} */ (
      elements.table.querySelectorAll("[data-action]")[Number(event.key) - 1]
    );
    if (button) {
      event.preventDefault();
      button.click();
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Start

const missing = GAMES.filter((g) => missingParts(DRAWINGS[g.name]).length > 0).map((g) => g.title);
const address = new URLSearchParams(location.search);
// The seat of a table's address (an invitation) is a seat of that table, which the join form judges
// against the table's seats: not a seat of the offline game the other settings describe.
const offline = new URLSearchParams(address);
if (address.has("table")) offline.delete("seat");
const { settings, problems } = parseSettings(offline.toString(), GAMES, randomSeed, variantsOf);
if (missing.length > 0) problems.push(`${missing.join(", ")} cannot be drawn on this page yet`);
startWorker(makeMove);
if (problems.length > 0) setMessage(`From the address: ${problems.join("; ")}.`);
// An online table (an invitation, a spectator's link, a reload) takes the place of the offline
// game, unless the page has no game server (then it says so, and the game against the bots starts).
let atTable = false;
if (address.has("table")) {
  page.settings = settings;
  fillForm(settings);
  atTable = await startOnline(address);
}
if (atTable) {
  // The table is drawn from the server's states (online.js).
} else if (missingParts(DRAWINGS[settings.game]).length > 0) {
  setStatus("error", `${GAMES.find((g) => g.name === settings.game)?.title} has no drawing on this page.`);
} else if (!newGame(settings)) {
  setStatus("error", "The game the address asks for could not be set up: choose another above.");
}
// Otherwise the game server is asked for only once "Play online" is opened.
const onlineDetails = /** @type {HTMLDetailsElement} */ (document.getElementById("online"));
let onlineStarted = address.has("table");
const openOnline = () => {
  if (!onlineDetails.open || onlineStarted) return;
  onlineStarted = true;
  void startOnline(address);
};
onlineDetails.addEventListener("toggle", openOnline);
// Opened while the engine loaded.
openOnline();
