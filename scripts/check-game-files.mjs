// Keeps docs/game-core.md's "Adding a game" true: the files a game adds and the files it edits,
// against what the repository holds (scripts/test.sh runs it first):
//
//   node scripts/check-game-files.mjs
//
// 1. every file of "The files it adds" exists for every game of the registry (`<game>` stands
//    for its name, `le-baron`; `<module>` for its snake_case name, `le_baron`);
// 2. every file of "The files it edits" names every game of the registry;
// 3. no other file names a game outside the game's own files (those whose path names it): its
//    code, that is, for a name in a comment or docstring is an example. Documents, tests, examples
//    and benchmarks, which name games as examples, and the few files of ALLOWED below are the
//    exceptions, each with why.
//
// A game's names are its name (`le-baron`), snake_case (`le_baron`), CamelCase (`LeBaron`),
// title (`Le Baron`) and UPPER_CASE (`LE_BARON`), and its C infix (`hdz_lb_`, `HdzLb`,
// `HDZ_LB_`). The game the project is named after (Herr der Ziegen: the package, library,
// header and module are `herr-der-ziegen`, `herr_der_ziegen`) is not searched in 3: its names
// are the project's too; the other games stand for any game. Prints the number of files checked.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * The files that name games outside their own files without being edited by a new game, each with
 * why: globs (`*` within a folder, `**` across folders).
 */
const ALLOWED = [
  ["**/*.md", "documents name the games in prose and examples ('Adding a game' lists those a game edits)"],
  ["docs/images/**", "pictures of measurements of particular games"],
  ["**/tests/**", "tests that pick particular games, beside those that run over every game"],
  ["ffi-c/ctest/test_errors.c", "a test that uses a game kind as a value no failed call may overwrite"],
  ["ffi-c/ctest/test_misuse.c", "a test that uses a game kind as a value no failed call may overwrite"],
  ["ffi-c/ctest/test_every_game.c", "a test that makes sure no message names the Rust types of the games"],
  ["ffi-c/src/tests/**", "the C library's Rust tests that pick particular games"],
  ["fuzz/fuzz_targets/c_api/view.rs", "a fuzz target that uses a game kind as a value no failed call may overwrite"],
  ["examples/**", "example programs that pick a game to show"],
  ["wasm/examples/**", "the TypeScript example, which picks a game to show"],
  ["benchmarks/**", "benchmarks that measure particular games"],
  ["server/benches/**", "the server's load generator, whose default game is one of them"],
  ["server/src/engine.rs", "its unit tests (in the file, as Rust's are) pick particular games"],
  ["scripts/test-c.sh", "runs the CMake example on one game, as an example"],
];

/** `glob` as a regular expression over repository paths. */
function globRegex(glob) {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  const pattern = escaped.replace(/\*\*\/|\*\*|\*/g, (star) => (star === "*" ? "[^/]*" : star === "**/" ? "(?:.*/)?" : ".*"));
  return new RegExp(`^${pattern}$`);
}

/** The games of the registry, from the one list of `for_each_game!` (registry/src/lib.rs). */
function registryGames() {
  const text = readFileSync(join(root, "registry/src/lib.rs"), "utf8");
  const entry = /\{ index: (\d+), name: "([^"]+)", title: "([^"]+)", module: (\w+),\s+camel: (\w+),/g;
  const games = [...text.matchAll(entry)].map(([, index, name, title, module, camel]) => ({
    index: Number(index),
    name,
    title,
    module,
    camel,
  }));
  if (games.length === 0) throw new Error("registry/src/lib.rs: no entry of for_each_game! found");
  return games.map((game) => ({ ...game, infix: cInfix(game) }));
}

/** The infix of a game's C typed extras (`Lb` of `HdzLbView`), from its TypedExtras. */
function cInfix(game) {
  const file = join(root, "ffi-c/src/games", game.module, "mod.rs");
  const match = existsSync(file) ? /type CView = Hdz(\w+?)View;/.exec(readFileSync(file, "utf8")) : null;
  return match ? match[1] : null;
}

/** The regular expression of a game's names (see the top of this file). */
function namesOf(game) {
  const names = [game.name, game.module, game.camel, game.title, game.module.toUpperCase()];
  if (game.infix) {
    const infix = game.infix.toLowerCase();
    names.push(`hdz_${infix}_`, `Hdz${game.infix}`, `HDZ_${infix.toUpperCase()}_`);
  }
  return new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
}

/** The repository's files: tracked, and new ones not ignored. */
function repositoryFiles() {
  const output = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  return output.split("\0").filter((file) => file !== "" && existsSync(join(root, file)));
}

/** The text of `file` without its comments and docstrings (as far as its kind is known), for 3. */
function code(file, text) {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  if (["rs", "js", "mjs", "ts", "c", "h", "cpp", "hpp", "css"].includes(extension)) {
    return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'\\])\/\/.*$/gm, "$1");
  }
  if (["py", "pyi"].includes(extension)) {
    return text.replace(/"""[\s\S]*?"""/g, "").replace(/#.*$/gm, "");
  }
  if (["sh", "toml", "cmake", "txt", "in"].includes(extension) || file.endsWith("Makefile")) {
    return text.replace(/(^|\s)#.*$/gm, "$1");
  }
  if (extension === "html") return text.replace(/<!--[\s\S]*?-->/g, "");
  return text;
}

/** The rows of the table under the heading `title` of docs/game-core.md's "Adding a game": its paths. */
function listedPaths(doc, title) {
  const start = doc.indexOf(`\n### ${title}\n`);
  if (start < 0) throw new Error(`docs/game-core.md has no section "### ${title}"`);
  const section = doc.slice(start + 1).split(/\n#{2,3} /)[0];
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  if (rows.length === 0) throw new Error(`docs/game-core.md, "${title}": no row`);
  return rows.map((row) => [...row.split("|")[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const problems = [];
const games = registryGames();
const project = JSON.parse(readFileSync(join(root, "wasm/package.json.in"), "utf8")).name;
const searched = games.filter((game) => game.name !== project);
const files = repositoryFiles();
const doc = readFileSync(join(root, "docs/game-core.md"), "utf8");

// 1. The files a game adds, for every game.
for (const paths of listedPaths(doc, "The files it adds")) {
  for (const pattern of paths) {
    for (const game of games) {
      const path = pattern.replaceAll("<game>", game.name).replaceAll("<module>", game.module);
      // A Rust module `x.rs` may also be written as a folder, `x/mod.rs`.
      const paths = path.endsWith(".rs") ? [path, `${path.slice(0, -3)}/mod.rs`] : [path];
      const found = paths.some((one) =>
        one.includes("*")
          ? files.some((file) => globRegex(one).test(file))
          : existsSync(join(root, one)) && (!one.endsWith("/") || statSync(join(root, one)).isDirectory()),
      );
      if (!found) problems.push(`${game.name}: no ${path} ("The files it adds" lists ${pattern})`);
    }
  }
}

// 2. The files a game edits name every game.
const edited = new Set(listedPaths(doc, "The files it edits").flat());
for (const file of edited) {
  if (!existsSync(join(root, file))) {
    problems.push(`${file}: "The files it edits" lists it, but there is no such file`);
    continue;
  }
  const text = readFileSync(join(root, file), "utf8");
  for (const game of games) {
    if (!namesOf(game).test(text)) problems.push(`${file} never names ${game.title}, and every game edits it`);
  }
}

// 3. No other file names a game outside its own files, but those allowed.
const own = (file) => games.some((game) => file.includes(game.name) || file.includes(game.module));
const allowed = (file) => ALLOWED.some(([glob]) => globRegex(glob).test(file));
let checked = 0;
for (const file of files) {
  if (own(file) || edited.has(file) || allowed(file)) continue;
  let text;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch {
    continue;
  }
  if (text.includes("\0")) continue;
  checked++;
  const body = code(file, text);
  for (const game of searched) {
    const match = namesOf(game).exec(body);
    if (match) {
      const line = body.slice(0, match.index).split("\n").length;
      problems.push(
        `${file}:${line}: names ${game.title} ("${match[0]}") outside its files: a file every game edits goes into ` +
          `"The files it edits" of docs/game-core.md; one that names it as an example, into ALLOWED of ${"scripts/check-game-files.mjs"}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`${problems.length} problem(s): docs/game-core.md's "Adding a game" and the repository differ`);
  process.exit(1);
}
console.log(
  `${checked} files checked for the names of ${searched.map((g) => g.title).join(" and ")} outside their own files; ` +
    `${edited.size} files a game edits name every game; the files a game adds exist for all ${games.length}`,
);
