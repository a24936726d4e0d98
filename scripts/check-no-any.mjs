// Fails if a declaration file of a package uses `any` (comments may say it; code may not):
//
//   node scripts/check-no-any.mjs PACKAGE_DIR
//
// Run by scripts/test-js.sh on the built package.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/check-no-any.mjs PACKAGE_DIR");
  process.exit(2);
}
const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".d.ts"));
if (files.length === 0) throw new Error(`no declaration files in ${dir}`);
let found = 0;
for (const file of files) {
  // Comments may say "any"; the declarations may not.
  const code = readFileSync(join(dir, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");
  code.split("\n").forEach((line, i) => {
    if (/\bany\b/.test(line)) {
      console.error(`${file}:${i + 1}: ${line.trim()}`);
      found++;
    }
  });
}
if (found > 0) {
  console.error(`${found} declaration line(s) use any`);
  process.exit(1);
}
console.log(`${files.length} declaration files, no any`);
