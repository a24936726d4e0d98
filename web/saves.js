// Saved games, written and read: the file a game saves as (its replay document, or its state when
// it has no seed) and what a file offered to the page holds (a replay or a state of the game in
// play, or why it is refused). No DOM: Node's tests import this file too, with the package.

/** @typedef {typeof import("herr-der-ziegen")} Engine */
/** @typedef {import("herr-der-ziegen").Game} Game */
/** @typedef {import("herr-der-ziegen").GameInfo} GameInfo */
/** @typedef {import("./settings.js").Settings} Settings */

/**
 * The file `game` (set up from `settings`) saves as: its replay document (seed, options, every
 * move), or its state when it has no seed (a game loaded from a state); JSON written by the
 * package's `jsonText`, so that a seed above 2^53 - 1 keeps every digit.
 * @param {Engine} engine
 * @param {Game} game
 * @param {Settings} settings
 * @returns {{ name: string, text: string }}
 */
export function savedGame(engine, game, settings) {
  let document;
  let name;
  try {
    document = game.replay();
    name = `${settings.game}-seed-${settings.seed}-move-${game.history().length}.json`;
  } catch {
    document = game.toJSON();
    name = `${settings.game}-position-turn-${game.turn}.json`;
  }
  return { name, text: engine.jsonText(document, 1) };
}

/**
 * The game saved in `text` (a replay or state document of `current`, the game in play), or why it
 * is refused: `{ start, moves }` (`start()` sets up the saved game's start, `moves` are the action
 * ids to play from there) or `{ problem }`.
 * @param {Engine} engine
 * @param {string} text
 * @param {GameInfo} current
 * @returns {{ start: () => Game, moves: number[], problem?: undefined } | { start?: undefined, moves?: undefined, problem: string }}
 */
export function readSave(engine, text, current) {
  const { GAMES, Game } = engine;
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { problem: `it is not JSON (${/** @type {Error} */ (error).message})` };
  }
  if (
    document === null ||
    typeof document !== "object" ||
    Array.isArray(document) ||
    typeof document.format !== "string"
  ) {
    return { problem: 'it is not a saved game: a saved game is a JSON object with a "format" field' };
  }
  const [name, kind] = document.format.split("/");
  const saved = GAMES.find((g) => g.name === name);
  if (!saved) return { problem: `its format "${document.format}" is not one of these games' documents` };
  if (saved.name !== current.name) {
    return {
      problem: `it is a ${saved.title} ${kind ?? "document"}, and this is ${current.title}: choose ${saved.title} above, start a game, then load it`,
    };
  }
  try {
    if (kind === "replay") {
      const loaded = Game.fromReplay(text);
      const moves = loaded.history();
      const start = { ...loaded.replay(), moves: [], checksums: [] };
      loaded.free();
      return { start: () => Game.fromReplay(start), moves };
    }
    if (kind === "state") {
      Game.fromJSON(text).free();
      return { start: () => Game.fromJSON(text), moves: [] };
    }
  } catch (error) {
    return { problem: `it is not a valid ${current.title} ${kind}: ${/** @type {Error} */ (error).message}` };
  }
  if (kind === "view") return { problem: "it is a view (what one seat may know), not a saved game" };
  return { problem: `"${document.format}" is not a saved game (a replay or a state)` };
}
