// Runs Node test files with Node's own runner and its spec reporter, then prints how many tests
// ran, and fails when one failed, when none ran, or, with HDZ_FAIL_ON_SKIP=1 (scripts/test.sh sets
// it), when one was skipped or left to do, unless its reason starts with "optional" (a test that
// names itself optional):
//
//   node scripts/run-node-tests.mjs [--concurrency N] FILE...
//
// The files are named one by one (a shell's glob, `wasm/tests/*.test.mjs`), never as a folder,
// whose meaning changed between Node's versions.

import { existsSync } from "node:fs";
import { run } from "node:test";
import { spec } from "node:test/reporters";
import { parseArgs } from "node:util";

const { values, positionals: files } = parseArgs({
  options: { concurrency: { type: "string", default: "4" } },
  allowPositionals: true,
});
const concurrency = Number(values.concurrency);
if (files.length === 0 || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error("usage: node scripts/run-node-tests.mjs [--concurrency N] FILE...");
  process.exit(2);
}
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`no such test file: ${missing.join(", ")}`);
  process.exit(2);
}
const failOnSkip = process.env.HDZ_FAIL_ON_SKIP === "1";

let ran = 0;
let failed = 0;
/** @type {string[]} */
const skipped = [];
const stream = run({ files, concurrency });
stream.on("test:pass", (test) => {
  if (test.details?.type === "suite") return;
  const reason = test.skip ?? test.todo;
  if (reason === undefined) {
    ran++;
  } else {
    const why = typeof reason === "string" ? reason : "no reason given";
    skipped.push(`${test.file ?? "?"}: ${test.name} (${test.skip === undefined ? "todo" : "skipped"}: ${why})`);
  }
});
stream.on("test:fail", (test) => {
  if (test.details?.type !== "suite") failed++;
});
for await (const line of stream.compose(spec)) process.stdout.write(line);

const notOptional = skipped.filter((line) => !/\((skipped|todo): optional/.test(line));
const fileCount = `${files.length} file${files.length === 1 ? "" : "s"}`;
console.log(`\n${ran} tests run in ${fileCount}, ${failed} failed, ${skipped.length} skipped`);
for (const line of skipped) console.log(`  skipped: ${line}`);
if (failed > 0 || ran === 0 || (failOnSkip && notOptional.length > 0)) {
  if (ran === 0) console.error("no test ran");
  if (failOnSkip && notOptional.length > 0) {
    console.error(`${notOptional.length} tests skipped in the test command: a skip is a failure there unless the test names itself optional`);
  }
  process.exit(1);
}
