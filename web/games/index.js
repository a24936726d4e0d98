// The drawing module of every game, by the name the package's GAMES gives it. A game of the
// package without a module here cannot be played on the page (the page says so, and a test
// fails), so a new game is not forgotten.

/** @typedef {import("herr-der-ziegen").GameName} GameName */
/** @typedef {import("herr-der-ziegen").GameEvent} GameEvent */
/** @typedef {import("../settings.js").Variant} Variant */

/**
 * A game's drawing and wording on the page (its module's default export), for game `N`: its name,
 * the table drawn from your seat's view (`drawTable`), the status line when you decide
 * (`prompt`), the words in the log of an event as your seat may know it (the engine's
 * `game.eventsFor(seat)`; `describeEvent`, `null` for none), the cards a view document holds (`viewCards`), the rules in
 * a few paragraphs (`howToPlay`, `rulesDocument`), the final scores' columns and note, the variants
 * the settings offer, and its stylesheet beside the module.
 * @template {GameName} [N=GameName]
 * @typedef {{
 *   name: N,
 *   drawTable(ctx: import("./seats.js").DrawingContext<N>): HTMLElement,
 *   prompt(ctx: import("./seats.js").DrawingContext<N>): string,
 *   describeEvent(event: import("herr-der-ziegen").GameEvent<N>, ctx: import("./seats.js").DrawingContext<N>): string | null,
 *   viewCards(view: import("herr-der-ziegen").ViewDocument<N>): number[],
 *   howToPlay: readonly string[],
 *   rulesDocument: string,
 *   scoreColumns: readonly { key: string, label: string, heading?(scores: import("herr-der-ziegen").Scores<N>): string, format?(value: unknown): string }[],
 *   scoreNote(scores: import("herr-der-ziegen").Scores<N>): string,
 *   variants: readonly Variant[],
 *   stylesheet: string,
 * }} Drawing
 */

import herrDerZiegen from "./herr-der-ziegen.js";
import leBaron from "./le-baron.js";
import ziegenKriegen from "./ziegen-kriegen.js";

/**
 * Each game's drawing and wording, by game name.
 * @type {Readonly<Record<string, Drawing>>}
 */
export const DRAWINGS = Object.freeze(
  Object.fromEntries([herrDerZiegen, ziegenKriegen, leBaron].map((drawing) => [drawing.name, drawing])),
);

/** What a drawing module provides (the page and the tests check every module for it). */
export const DRAWING_PARTS = Object.freeze({
  drawTable: "function",
  prompt: "function",
  describeEvent: "function",
  viewCards: "function",
  scoreNote: "function",
  howToPlay: "object",
  scoreColumns: "object",
  variants: "object",
  rulesDocument: "string",
  stylesheet: "string",
});

/**
 * The parts `drawing` lacks or has of the wrong type, by name (none for a complete module).
 * @param {object | undefined} drawing
 */
export function missingParts(drawing) {
  const parts = /** @type {Record<string, unknown> | undefined} */ (drawing);
  return Object.entries(DRAWING_PARTS)
    .filter(([part, type]) => typeof parts?.[part] !== type)
    .map(([part]) => part);
}
