// Drawing the page from its state: the table (the game's drawing from your seat's view, with every
// legal move of yours clickable), the status line, the scores, the replay's controls and the
// buttons; and the how-to-play text of the game in play.

import { h } from "./dom.js";
import { highlightReplayLog, withDrawingContext } from "./log.js";
import { DRAWINGS } from "./games/index.js";
import { GAMES } from "./package.js";
import { botOf, botWords, drawing, elements, humanSeat, names, page, setStatus } from "./page.js";
import { drawHint } from "./hint.js";
import { drawReplayBar } from "./replay.js";
import { drawScores, winnerWords } from "./scores.js";

/** @typedef {import("herr-der-ziegen").Move} Move */

/**
 * Every legal move of yours that the drawing gave no element gets a button (none should need it).
 * @param {HTMLElement} table
 * @param {readonly Move[]} moves
 */
export function ensureEveryMove(table, moves) {
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
export function render() {
  // The replay's own game while stepping through a finished game (it is there in that mode).
  const replay = page.mode === "replay" ? page.replay : null;
  const replaying = replay !== null;
  const game = replay?.game ?? page.game;
  const focusWasOnTable = elements.table.contains(document.activeElement) || document.activeElement === document.body;
  const yourTurn = !replaying && !game.isOver && game.currentPlayer === humanSeat();
  const { table, moves, prompt } = withDrawingContext(game, !replaying, (ctx) => {
    const drawn = drawing().drawTable(ctx);
    ensureEveryMove(drawn, ctx.moves);
    return { table: drawn, moves: ctx.moves, prompt: yourTurn ? drawing().prompt(ctx) : null };
  });
  elements.table.replaceChildren(table);
  drawScores(game.isOver ? game.scores() : null);
  drawReplayBar();

  elements.status.dataset.moves = String(page.game.history().length);
  if (replay !== null) {
    setStatus("replay", `Replay, from your seat: move ${replay.step} of ${replay.moves.length}.`);
  } else if (game.isOver) {
    const scores = game.scores();
    const mine = scores.seats[humanSeat()].total;
    setStatus("over", `Game over: ${winnerWords(scores)}. Your total: ${mine}.`);
  } else if (yourTurn) {
    setStatus("your-turn", /** @type {string} */ (prompt));
    // For benchmarks/web_page.mjs: the first moment a legal move can be clicked.
    if (performance.getEntriesByName("playable").length === 0) performance.mark("playable");
  } else if (page.request !== null) {
    setStatus("thinking", `${names.name(page.request.seat)} (${botWords(botOf(page.request.seat))}) is thinking…`);
  } else {
    setStatus("waiting", `${names.name(/** @type {number} */ (game.currentPlayer))} is to move.`);
  }

  elements.undo.disabled = replaying || !page.movers.includes(humanSeat());
  elements.replay.disabled = replaying || !page.game.isOver;
  highlightReplayLog();
  drawHint();
  if (moves.length > 0 && focusWasOnTable) {
    /** @type {HTMLElement | null} */ (table.querySelector("[data-action]"))?.focus({ preventScroll: true });
  }
}

/**
 * The how-to-play text of game `name` (by default the game in play).
 * @param {string} [name]
 */
export function drawHowToPlay(name = page.settings.game) {
  const words = DRAWINGS[name];
  const title = GAMES.find((g) => g.name === name)?.title ?? name;
  elements.howToPlay.hidden = false;
  elements.howToPlay.replaceChildren(
    h("summary", null, `How to play ${title}`),
    ...words.howToPlay.map((text) => h("p", null, text)),
    h("p", { class: "note" }, `Every rule and its interpretation: ${words.rulesDocument} in the repository.`),
    h(
      "p",
      { class: "note" },
      "Keys: Tab moves between your legal moves (highlighted), Enter or Space plays one; 1 to 9 play the first nine; H asks for a hint (the expert's move, marked on the table, with its estimated win chance); Ctrl+Z undoes your last decision; in a replay, ← and → step.",
    ),
  );
}
