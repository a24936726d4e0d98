// What a hint says: the move the expert would play among its estimates (the most tried, the
// better valued of equals, the first of equals, as the bot itself chooses) and why, in words.
// Pure: no DOM, so Node's tests import this file too.

/** @typedef {import("./bots.js").Estimate} Estimate */

/**
 * A share of the win in words, as a percentage (`58%`).
 * @param {number | null} value
 */
const percent = (value) => (value === null ? "not estimated" : `${Math.round(value * 100)}%`);

/**
 * The hint for `estimates` (the expert's, in the order of the legal moves): the move it would
 * play, the most tried, and why: its estimated win chance and the next best move's.
 * @param {readonly Estimate[]} estimates
 * @returns {{ actionId: number, move: string, reason: string }}
 */
export function hintWords(estimates) {
  // The bot's own order: the most tried, the better valued of equals, the first of equals.
  const ranked = [...estimates].sort((a, b) => b.visits - a.visits || (b.value ?? -1) - (a.value ?? -1));
  const [best, next] = ranked;
  const reason =
    next === undefined
      ? `your only move, estimated ${percent(best.value)} win chance`
      : `estimated ${percent(best.value)} win chance; next best ${percent(next.value)}`;
  return { actionId: best.actionId, move: best.text, reason };
}
