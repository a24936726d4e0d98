// The drawing module of every game, by the name the package's GAMES gives it. A game of the
// package without a module here cannot be played on the page (the page says so, and a test
// fails), so a new game is not forgotten.

import herrDerZiegen from "./herr-der-ziegen.js";
import leBaron from "./le-baron.js";
import ziegenKriegen from "./ziegen-kriegen.js";

/** Each game's drawing and wording, by game name. */
export const DRAWINGS = Object.freeze(
  Object.fromEntries([herrDerZiegen, ziegenKriegen, leBaron].map((drawing) => [drawing.name, drawing])),
);

/** What a drawing module provides (the page and the tests check every module for it). */
export const DRAWING_PARTS = Object.freeze({
  drawTable: "function",
  prompt: "function",
  seenBy: "function",
  describeEvent: "function",
  viewCards: "function",
  scoreNote: "function",
  howToPlay: "object",
  scoreColumns: "object",
  variants: "object",
  rulesDocument: "string",
});

/** The parts `drawing` lacks or has of the wrong type, by name (none for a complete module). */
export function missingParts(drawing) {
  return Object.entries(DRAWING_PARTS)
    .filter(([part, type]) => typeof drawing?.[part] !== type)
    .map(([part]) => part);
}
