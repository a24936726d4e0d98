// The final scores: one row per seat (`data-seat`, `data-total`), the game's breakdown in its
// columns and the winners, in words.

import { h } from "./dom.js";
import { drawing, elements, humanSeat, names } from "./page.js";

/** @typedef {import("herr-der-ziegen").Game} Game */
/** @typedef {import("herr-der-ziegen").Scores} Scores */

/**
 * The final scores of `game` (nothing while it goes on).
 * @param {Game} game
 */
export function drawScores(game) {
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
              columns.map((c) => {
                const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (seat))[c.key];
                return h("td", null, c.format ? c.format(value) : String(value));
              }),
              h("td", { class: "total" }, String(seat.total)),
            ),
          ),
        ),
      ),
      h("p", { class: "note" }, drawing().scoreNote(scores)),
    ),
  );
}

/**
 * The winners in words.
 * @param {Scores} scores
 */
export function winnerWords(scores) {
  const winners = scores.winners;
  if (winners.length === 0) return "nobody wins";
  const mine = winners.includes(humanSeat());
  if (winners.length === 1) return mine ? "you win" : `${names.name(winners[0])} wins`;
  const list = winners.map((s) => names.name(s));
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)} share the victory`;
}
