// The Hint button: at your turn, the Expert level's bot (levels.js) estimates each of your legal
// moves in the bots' Worker, from your seat's view only; the move it would play (the most tried)
// is marked on the table (class `hinted`, described by the hint line) with why: its estimated
// share of the win against the next best move's. A move made, an undo or a new game clears it.

import { askHint, dropHint } from "./bots.js";
import { elements, humanSeat, page } from "./page.js";
import { levelBot } from "./settings.js";

/** @typedef {import("./bots.js").Estimate} Estimate */

/** The bot a hint asks: the Expert level's. */
const HINT_BOT = /** @type {import("./settings.js").BotSetting} */ (levelBot("expert"));

/**
 * The hint asked for: its request's number, the number of moves made when it was asked, and once
 * answered the move hinted (`actionId`) and the hint in words; or null.
 * @type {{ id: number, ply: number, actionId: number | null, text: string } | null}
 */
let hint = null;

/**
 * A share of the win in words, as a percentage (`58%`).
 * @param {number | null} value
 */
const percent = (value) => (value === null ? "not estimated" : `${Math.round(value * 100)}%`);

/**
 * The hint in words for `estimates` (the expert's, in the order of the legal moves): the move it
 * would play, the most tried, with its estimated win chance and the next best move's.
 * @param {readonly Estimate[]} estimates
 * @returns {{ actionId: number, text: string }}
 */
export function hintWords(estimates) {
  const ranked = [...estimates].sort((a, b) => b.visits - a.visits);
  const [best, next] = ranked;
  if (next === undefined) return { actionId: best.actionId, text: `Hint: ${best.text} (your only move).` };
  return {
    actionId: best.actionId,
    text: `Hint: ${best.text} (estimated ${percent(best.value)} win chance; next best ${percent(next.value)}).`,
  };
}

/** Whether you may ask for a hint now: your turn in a game played on this page. */
const hintable = () =>
  page.mode === "play" && !page.game.isOver && page.game.currentPlayer === humanSeat() && page.request === null;

/** Asks the expert for a hint, if you may ask now and none is asked or shown for this move. */
export function askForHint() {
  if (!hintable() || hint?.ply === page.movers.length) return;
  const ply = page.movers.length;
  const id = askHint(HINT_BOT, (answer) => {
    if (hint?.id !== answer.id) return;
    if (answer.error !== undefined || answer.estimates === undefined || answer.estimates.length === 0) {
      hint = { ...hint, text: `No hint: ${answer.error?.message ?? "the expert gave no estimate"}.` };
    } else {
      hint = { ...hint, ...hintWords(answer.estimates) };
    }
    drawHint();
  });
  hint = { id, ply, actionId: null, text: "Hint: the expert is thinking…" };
  drawHint();
}

/** Clears the hint (a move was made, a move undone, a game started), dropping its search if it still runs. */
export function clearHint() {
  if (hint === null) return;
  dropHint(hint.actionId === null && !hint.text.startsWith("No hint"));
  hint = null;
  drawHint();
}

/** Shows the hint line and marks the move hinted on the table; enables the Hint button when a hint may be asked. */
export function drawHint() {
  const shown = hint !== null && hint.ply === page.movers.length && page.mode === "play";
  elements.hintLine.hidden = !shown;
  elements.hintLine.textContent = shown ? hint?.text ?? "" : "";
  for (const marked of elements.table.querySelectorAll(".hinted")) {
    marked.classList.remove("hinted");
    marked.removeAttribute("aria-describedby");
  }
  if (shown && hint?.actionId != null) {
    const move = elements.table.querySelector(`[data-action="${hint.actionId}"]`);
    move?.classList.add("hinted");
    move?.setAttribute("aria-describedby", elements.hintLine.id);
  }
  elements.hint.disabled = !hintable() || shown;
}
