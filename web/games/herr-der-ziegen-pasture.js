// Herr der Ziegen's pasture on the page: its cells (cards, stables, small goats), the big goats on
// the track around it, the line the active big goat faces and your legal takes and marks.

import { h, moveButton, seatColour } from "../dom.js";
import { card, cardName } from "./herr-der-ziegen-cards.js";

/** @typedef {import("./seats.js").DrawingContext<"herr-der-ziegen">} Ctx */
/** @typedef {import("herr-der-ziegen").HerrDerZiegenCell} Cell */
/** @typedef {import("herr-der-ziegen").ViewDocument<"herr-der-ziegen"> | import("herr-der-ziegen").SpectatorViewDocument<"herr-der-ziegen">} View A seat's view or a spectator's */
/** @typedef {import("herr-der-ziegen").Move<"herr-der-ziegen">} Move */

/**
 * Whether two cells are the same one (`null` is no cell).
 * @param {Cell | null} a
 * @param {Cell | null} b
 */
const sameCell = (a, b) => a !== null && b !== null && a[0] === b[0] && a[1] === b[1];

/**
 * A cell in words: `row 2, column 5`.
 * @param {Cell} cell
 */
export const cellText = ([row, col]) => `row ${row + 1}, column ${col + 1}`;

/**
 * A cell as a key (of maps, of `data-cell`): `1,4`.
 * @param {Cell} cell
 */
export const cellKey = ([row, col]) => `${row},${col}`;

/**
 * The seat whose stable is `cell`, or -1.
 * @param {View} view
 * @param {Cell} cell
 */
const stableOwner = (view, cell) => view.stables.findIndex((stable) => sameCell(stable, cell));

/**
 * The cells of the line a big goat at track position `position` faces.
 * @param {number} size
 * @param {number} position
 * @returns {Cell[]}
 */
function facedLine(size, position) {
  const line = Array.from({ length: size }, (_, i) => i);
  const side = Math.floor(position / size);
  const along = position % size;
  if (side === 0) return line.map((row) => [row, along]);
  if (side === 1) return line.map((col) => [along, col]);
  if (side === 2) return line.map((row) => [row, size - 1 - along]);
  return line.map((col) => [size - 1 - along, col]);
}

/**
 * The track position drawn at grid place (`row`, `col`) around the pasture, or `undefined`.
 * @param {number} size
 * @param {number} row
 * @param {number} col
 */
function trackPosition(size, row, col) {
  const inside = (/** @type {number} */ i) => i >= 0 && i < size;
  if (row === -1 && inside(col)) return col;
  if (col === size && inside(row)) return size + row;
  if (row === size && inside(col)) return 2 * size + (size - 1 - col);
  if (col === -1 && inside(row)) return 3 * size + (size - 1 - row);
  return undefined;
}

/**
 * The pasture: cards, stables, small goats, the big goats on the track, your legal takes and marks.
 * @param {Ctx} ctx
 * @param {Map<string, Move>} cellMoves
 */
export function pasture(ctx, cellMoves) {
  const view = ctx.view;
  const size = view.grid_size;
  const phase = view.phase.type;
  const active = view.active_player;
  const activeLine = phase === "take" ? new Set(facedLine(size, view.goats[active]).map(cellKey)) : new Set();
  const dogCells = phase === "consent" ? new Set([cellKey(view.phase.from), cellKey(view.phase.to)]) : new Set();
  const places = [];
  for (let row = -1; row <= size; row += 1) {
    for (let col = -1; col <= size; col += 1) {
      const position = trackPosition(size, row, col);
      if (position !== undefined) {
        const goats = view.goats.flatMap((at, seat) => (at === position ? [seat] : []));
        places.push(
          h(
            "div",
            { class: "track", title: `track position ${position}` },
            goats.map((seat) =>
              h(
                "span",
                {
                  class: ["big-goat", seat === active && "active"],
                  style: { "--seat": seatColour(seat) },
                  title: `${ctx.names.possessive(seat)} big goat`,
                },
                String(seat),
              ),
            ),
          ),
        );
        continue;
      }
      if (row < 0 || col < 0 || row >= size || col >= size) {
        places.push(h("div", { class: "corner" }));
        continue;
      }
      places.push(pastureCell(ctx, [row, col], cellMoves, activeLine, dogCells));
    }
  }
  return h(
    "div",
    { class: "pasture", style: { "--size": size + 2 }, role: "group", "aria-label": "the pasture" },
    places,
  );
}

/**
 * One cell of the pasture (a stable, an empty cell or a card with perhaps a small goat).
 * @param {Ctx} ctx
 * @param {Cell} cell
 * @param {Map<string, Move>} cellMoves
 * @param {Set<string>} activeLine
 * @param {Set<string>} dogCells
 */
function pastureCell(ctx, cell, cellMoves, activeLine, dogCells) {
  const view = ctx.view;
  const [row, col] = cell;
  const key = cellKey(cell);
  const owner = stableOwner(view, cell);
  const classes = ["cell", activeLine.has(key) && "active-line", dogCells.has(key) && "dog-target"];
  if (owner >= 0) {
    return h(
      "div",
      {
        class: [...classes, "stable"],
        "data-cell": key,
        "data-owner": owner,
        style: { "--seat": seatColour(owner) },
        title: `${ctx.names.possessive(owner)} stable`,
      },
      h("span", { class: "stable-roof", "aria-hidden": "true" }),
      h("span", { class: "stable-label" }, owner === ctx.seat ? "your stable" : `stable ${owner}`),
    );
  }
  const id = view.pasture[row][col];
  if (id === null) return h("div", { class: [...classes, "empty"], "data-cell": key });
  const mark = view.marks[row][col];
  const content = [
    card(ctx, id),
    mark === null
      ? null
      : h(
          "span",
          {
            class: "small-goat",
            style: { "--seat": seatColour(mark) },
            title: `${ctx.names.possessive(mark)} small goat`,
          },
          String(mark),
        ),
  ];
  const move = cellMoves.get(key);
  if (move) {
    const verb = move.kind === "take" ? "Take" : "Put a small goat on";
    return moveButton(
      move,
      `${verb} ${cardName(ctx, id)} (${cellText(cell)})`,
      [...classes, "legal"].filter(Boolean).join(" "),
      content,
    );
  }
  return h("div", { class: classes, "data-cell": key }, content);
}

