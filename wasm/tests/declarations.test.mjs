// The package's TypeScript declarations held against what the engine returns, as stubtest holds
// Python's stubs against the module: every document and object of whole games of every game of
// the registry at every player count, more games until every phase and kind of move has come up,
// and the golden transcripts of testdata/ (wasm/tests/declarations/samples.mjs), each compiled
// with `satisfies` its declared type under `tsc --strict` and walked beside it for keys the
// declarations do not name and declared keys that never appear (declarations/check.mjs). A copy
// of the declarations with one field renamed must fail both checks.
//
//   node --test wasm/tests/declarations.test.mjs
//
// HDZ_PACKAGE_DIR names the unpacked package (default target/npm/package); the fixtures are
// written into target/declarations-check/ and kept there for reading.

import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

import { checkDeclarations } from "./declarations/check.mjs";
import { gatherSamples } from "./declarations/samples.mjs";

const root = resolve(import.meta.dirname, "../..");
const packageDir = resolve(process.env.HDZ_PACKAGE_DIR ?? join(root, "target/npm/package"));
const hdz = await import(pathToFileURL(join(packageDir, "index.js")).href);
const glue = await import(pathToFileURL(join(packageDir, "herr_der_ziegen_wasm.js")).href);
const work = join(root, "target", "declarations-check");

const { samples, games } = gatherSamples(hdz, glue, root);

test("every object the package returns has its declared type, every key declared, every declared key seen", (t) => {
  const result = checkDeclarations({ samples, declarations: packageDir, work: join(work, "package") });
  t.diagnostic(`${games} games, ${samples.length} objects of distinct shapes, ${result.paths} declared paths`);
  assert.deepEqual(result.typeErrors, [], "tsc --strict finds objects that are not of their declared type");
  assert.deepEqual(result.undeclared, [], "the package returns keys its declarations do not name");
  assert.deepEqual(result.neverSeen, [], "the declarations name keys the package never returned");
  assert.ok(result.paths > 300, `only ${result.paths} declared paths were walked`);
  // Every game, and every kind of object, was sampled.
  const types = new Set(samples.map((s) => s.type));
  for (const { name } of hdz.GAMES) {
    for (const kind of ["Move", "GameEvent", "StateDocument", "ViewDocument", "ReplayDocument", "OptionsDocument", "Scores"]) {
      assert.ok(types.has(`${kind}<"${name}">`), `no ${kind}<"${name}"> was sampled`);
    }
  }
});

test("a field renamed in a copy of the declarations fails both checks", () => {
  // The last game's view document: its last field, renamed wherever its game's declarations name it.
  const name = hdz.GAMES.at(-1).name;
  const view = samples.find((s) => s.type === `ViewDocument<"${name}">`);
  assert.ok(view, `no view of ${name} was sampled`);
  const field = Object.keys(/** @type {object} */ (view.value)).at(-1);
  const copy = mkdtempSync(join(tmpdir(), "hdz-declarations-"));
  try {
    for (const file of ["index.d.ts", "games.d.ts", "games"]) cpSync(join(packageDir, file), join(copy, file), { recursive: true });
    const declarations = join(copy, "games", `${name}.d.ts`);
    const text = readFileSync(declarations, "utf8");
    const renamed = text.replaceAll(`\n  ${field}: `, `\n  ${field}Renamed: `);
    assert.notEqual(renamed, text, `${name}.d.ts declares no field ${field}`);
    writeFileSync(declarations, renamed);

    const result = checkDeclarations({ samples, declarations: copy, work: join(work, "renamed") });
    assert.ok(
      result.typeErrors.some((line) => line.includes(`'"${field}"' does not exist`)),
      `tsc accepts the renamed declarations: ${result.typeErrors.slice(0, 3).join("; ")}`,
    );
    assert.ok(result.undeclared.some((line) => line.startsWith(`ViewDocument<"${name}">.${field} `)), result.undeclared.join("; "));
    assert.ok(result.neverSeen.includes(`ViewDocument<"${name}">.${field}Renamed`), result.neverSeen.join("; "));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
