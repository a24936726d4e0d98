// The step-by-step replay of a finished game, from your seat: its own game from the start, moved
// on and back by the buttons, the slider and the ← and → keys.

import { h } from "./dom.js";
import { elements, page, redraw } from "./page.js";

/** Starts the replay of the finished game at its first position. */
export function startReplay() {
  if (!page.game.isOver) return;
  page.mode = "replay";
  page.replay = { game: page.origin(), step: 0, moves: page.game.history() };
  redraw();
}

/**
 * Shows the replay after `step` moves.
 * @param {number} step
 */
export function replayTo(step) {
  const replay = page.replay;
  if (replay === null) return;
  const target = Math.max(0, Math.min(step, replay.moves.length));
  while (replay.step < target) {
    replay.game.apply(replay.moves[replay.step]);
    replay.step += 1;
  }
  while (replay.step > target) {
    replay.game.undo();
    replay.step -= 1;
  }
  redraw();
}

/** Leaves the replay for the finished game. */
function leaveReplay() {
  page.replay?.game.free();
  page.replay = null;
  page.mode = "play";
  redraw();
}

/** The replay's controls (hidden outside a replay). */
export function drawReplayBar() {
  const replay = page.replay;
  if (replay === null) {
    elements.replayBar.hidden = true;
    elements.replayBar.replaceChildren();
    return;
  }
  const last = replay.moves.length;
  /** @param {number} to */
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
