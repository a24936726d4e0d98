// The Hint button: at your turn, the Expert level's bot (levels.js) estimates each of your legal
// moves in the bots' Worker, from your seat's view only; the move it would play (the most tried)
// is marked on the table (class `hinted`, described by the hint line) with why: its estimated
// share of the win against the next best move's. A move made, an undo or a new game clears it.
// It works alike in a game against the bots on this page and at an online table (online.js tells
// it the seat's decision there): the search runs in this browser, from the view your seat holds.

import { askHint, dropHint } from "./bots.js";
import { hintWords } from "./hint-words.js";
import { elements, humanSeat, page } from "./page.js";
import { botSeed, levelBot } from "./settings.js";

/** @typedef {import("./bots.js").HintRequest} HintRequest */

/**
 * A decision a hint is about: its number among the game's moves (`ply`: a hint belongs to one
 * decision), whether your seat decides there (`askable`: a hint may be asked), and what to ask
 * the Worker (`request`, written when asked).
 * @typedef {{ ply: number, askable: boolean, request: () => HintRequest }} Decision
 */

/**
 * The decision at the online table shown, or null: online.js sets it (`hintOnlineFrom`).
 * @type {() => Decision | null}
 */
let onlineDecision = () => null;

/**
 * Lets the Hint button work at an online table: `decision` gives the seat's decision there.
 * @param {() => Decision | null} decision
 */
export function hintOnlineFrom(decision) {
  onlineDecision = decision;
}

/**
 * The decision shown on the page: the game against the bots at its current move, or the online
 * table's; null in a replay.
 * @returns {Decision | null}
 */
function decisionNow() {
  if (page.mode === "online") return onlineDecision();
  if (page.mode !== "play") return null;
  const game = page.game;
  const seat = humanSeat();
  const ply = page.movers.length;
  return {
    ply,
    askable: !game.isOver && game.currentPlayer === seat && page.request === null,
    request: () => {
      const seatView = game.view(seat);
      const view = seatView.toJSON();
      seatView.free();
      const seed = botSeed(page.settings.seed, page.settings.players, seat, ply);
      return { game: page.settings.game, view, seed };
    },
  };
}

/** The bot a hint asks: the Expert level's. */
const HINT_BOT = /** @type {import("./settings.js").BotSetting} */ (levelBot("expert"));

/**
 * The hint asked for: its request's number, the number of moves made when it was asked, and once
 * answered the move hinted (`actionId`, the engine's words for it, `move`) and why (`reason`);
 * or, while it is thought about or when it failed, only `reason`; or null.
 * @type {{ id: number, ply: number, actionId: number | null, move: string, reason: string } | null}
 */
let hint = null;

/**
 * The hint in words, and why: the table's words for the element marked when they name the move
 * ("Play card 37 (1 goat)"), else the engine's words for the move with the table's for the
 * element ("play card 79 (Kind 16, 5)").
 * @param {{ move: string, reason: string }} hinted
 * @param {Element | null} marked
 */
const hintText = (hinted, marked) => {
  const shown = marked?.getAttribute("title") ?? "";
  const verb = hinted.move.split(" ")[0].toLowerCase();
  const move = shown === "" ? hinted.move : shown.toLowerCase().startsWith(verb) ? shown : `${hinted.move} (${shown})`;
  return `Hint: ${move}: ${hinted.reason}.`;
};

/** Asks the expert for a hint, if you may ask now and none is asked or shown for this move. */
export function askForHint() {
  const decision = decisionNow();
  if (decision === null || !decision.askable || hint?.ply === decision.ply) return;
  const ply = decision.ply;
  const id = askHint(HINT_BOT, decision.request(), (answer) => {
    if (hint?.id !== answer.id) return;
    if (answer.error !== undefined || answer.estimates === undefined || answer.estimates.length === 0) {
      hint = { ...hint, reason: `No hint: ${answer.error?.message ?? "the expert gave no estimate"}.` };
    } else {
      hint = { ...hint, ...hintWords(answer.estimates) };
    }
    drawHint();
  });
  hint = { id, ply, actionId: null, move: "", reason: "Hint: the expert is thinking…" };
  drawHint();
}

/** Clears the hint (a move was made, a move undone, a game started), dropping its search if it still runs. */
export function clearHint() {
  if (hint === null) return;
  dropHint(hint.actionId === null && !hint.reason.startsWith("No hint"));
  hint = null;
  drawHint();
}

/** Shows the hint line and marks the move hinted on the table; enables the Hint button when a hint may be asked. */
export function drawHint() {
  const decision = decisionNow();
  const shown = hint !== null && decision !== null && hint.ply === decision.ply;
  for (const marked of elements.table.querySelectorAll(".hinted")) {
    marked.classList.remove("hinted");
    marked.removeAttribute("aria-describedby");
  }
  elements.hintLine.hidden = !shown;
  if (!shown || hint === null) {
    elements.hintLine.textContent = "";
  } else if (hint.actionId === null) {
    elements.hintLine.textContent = hint.reason;
  } else {
    const move = elements.table.querySelector(`[data-action="${hint.actionId}"]`);
    move?.classList.add("hinted");
    move?.setAttribute("aria-describedby", elements.hintLine.id);
    elements.hintLine.textContent = hintText(hint, move);
  }
  elements.hint.disabled = decision === null || !decision.askable || shown;
}
