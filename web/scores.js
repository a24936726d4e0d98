// The final scores: one row per seat (`data-seat`, `data-total`), the game's breakdown in its
// columns and the winners, in words.

import { h } from "./dom.js";
import { drawing, elements, humanSeat, names } from "./page.js";

/** @typedef {import("herr-der-ziegen").Scores} Scores */
/** @typedef {import("./games/index.js").Drawing} Drawing */
/** @typedef {import("./games/seats.js").SeatNames} SeatNames */

/**
 * Whose scores are drawn: the game's drawing, your seat (`null` for a spectator) and the seats' names.
 * @typedef {{ words: Drawing, seat: number | null, names: SeatNames }} ScoresReader
 */

/** The reader of the offline game in play. */
const offline = () => ({ words: drawing(), seat: humanSeat(), names });

/**
 * The final scores `scores` (nothing while the game goes on: `null`).
 * @param {Scores | null} scores
 * @param {ScoresReader} [reader]
 */
export function drawScores(scores, reader = offline()) {
  if (scores === null) {
    elements.scores.replaceChildren();
    return;
  }
  const { words, seat: yours, names } = reader;
  const columns = words.scoreColumns;
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
            // A heading may depend on the scores (Ziegen Kriegen's last round, of several).
            columns.map((c) => h("th", null, c.heading ? c.heading(scores) : c.label)),
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
                class: [seat.winner && "winner", seat.seat === yours && "mine"],
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
      h("p", { class: "note" }, words.scoreNote(scores)),
    ),
  );
}

/**
 * The winners in words.
 * @param {Scores} scores
 * @param {ScoresReader} [reader]
 */
export function winnerWords(scores, reader = offline()) {
  const { seat, names } = reader;
  const winners = scores.winners;
  if (winners.length === 0) return "nobody wins";
  const mine = seat !== null && winners.includes(seat);
  if (winners.length === 1) return mine ? "you win" : `${names.name(winners[0])} wins`;
  const list = winners.map((s) => names.name(s));
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)} share the victory`;
}
