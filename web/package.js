// The npm package, imported by its name (the import map of index.html finds it in pkg/; the
// type checker reads its declarations, web/tsconfig.json): loaded once, the page saying so when
// it cannot be.

import { page, setStatus } from "./page.js";

/** @type {typeof import("herr-der-ziegen")} */
let loaded;
try {
  loaded = await import("herr-der-ziegen");
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  setStatus("error", `The game engine did not load (${reason}). Start the page with scripts/serve-web.sh.`);
  throw error;
}

/** The package: GAMES, Game, PlayerView, Bot, jsonText, the error classes. */
export const engine = loaded;

/** Every game of the package. */
export const GAMES = engine.GAMES;

/** The package's description of the game in play. */
export const info = () => /** @type {import("herr-der-ziegen").GameInfo} */ (GAMES.find((g) => g.name === page.settings.game));
