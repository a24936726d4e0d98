// The npm package the page's tests compare against, loaded in Node: the folder named by
// HDZ_NPM_PACKAGE (scripts/test-web.sh sets it), else target/npm/package as scripts/build-npm.sh
// writes it.

import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const folder = process.env.HDZ_NPM_PACKAGE ?? join(root, "target", "npm", "package");
const entry = join(folder, "index.js");
if (!existsSync(entry)) {
  throw new Error(`no npm package at ${folder}: run scripts/test-web.sh, or scripts/build-npm.sh target/npm first`);
}

/** The package (GAMES, Game, Bot, PlayerView, the error classes). */
export const engine = await import(pathToFileURL(entry).href);

/** A small seeded generator (mulberry32) for the tests' own choices: the same seed, the same picks. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
