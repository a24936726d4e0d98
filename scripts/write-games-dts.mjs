// Writes games.d.ts into a package being built: each game of the registry the package's module
// was built with, by name, with its types from wasm/js/games/<game>.d.ts (copied beside it).
// A registry game without its declaration file fails here, so the package is never built without
// a game's types. Run by scripts/build-npm.sh:
//
//   node scripts/write-games-dts.mjs PACKAGE_DIR DECLARATIONS_DIR

import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, declarations] = process.argv.slice(2);
if (!packageDir || !declarations) {
  console.error("usage: node scripts/write-games-dts.mjs PACKAGE_DIR DECLARATIONS_DIR");
  process.exit(2);
}
const { GAMES } = await import(pathToFileURL(join(packageDir, "index.js")).href);

/** `le-baron` as `LeBaron`, the name of the game's types. */
const camel = (/** @type {string} */ name) =>
  name
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

const lines = ["// Each game of the registry's types by its name (written by scripts/build-npm.sh).", ""];
const entries = [];
mkdirSync(join(packageDir, "games"), { recursive: true });
for (const { name } of GAMES) {
  const file = join(declarations, `${name}.d.ts`);
  if (!existsSync(file)) {
    console.error(`the registry game ${name} has no declarations: wasm/js/games/${name}.d.ts is missing`);
    process.exit(1);
  }
  copyFileSync(file, join(packageDir, "games", `${name}.d.ts`));
  lines.push(`import type { ${camel(name)} } from "./games/${name}.js";`);
  lines.push(`export type * from "./games/${name}.js";`);
  entries.push(`  "${name}": ${camel(name)};`);
}
lines.push("", "/** Each game's types (moves, events, scores, options, documents), by game name. */");
lines.push("export interface GameTypes {", ...entries, "}", "");
writeFileSync(join(packageDir, "games.d.ts"), lines.join("\n"));
