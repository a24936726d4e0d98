#!/usr/bin/env bash
# Builds the npm package herr-der-ziegen (the engine compiled to WebAssembly, its ES module and
# TypeScript types) and packs it into DIR:
#
#   scripts/build-npm.sh DIR        # writes DIR/herr-der-ziegen-<version>.tgz and DIR/package/
#
# DIR/package/ is the unpacked package (import DIR/package/index.js directly); the tarball
# installs with `npm install DIR/herr-der-ziegen-<version>.tgz`. Steps: cargo builds
# wasm/ for wasm32-unknown-unknown (release), the wasm-bindgen CLI pinned to the wasm-bindgen
# version of Cargo.lock writes the JavaScript glue, binaryen's wasm-opt (the npm package pinned in
# the root package-lock.json) optimises the module, and `npm pack` packs it. Needs a Rust
# toolchain with rustup (the target is added when missing) and Node 20 with npm.
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: scripts/build-npm.sh DIR" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$root"

# The workspace version is the package's.
version=$(awk '/^\[workspace.package\]/{p=1} p && /^version *=/{gsub(/[" ]/,"",$0); sub("version=","",$0); print; exit}' Cargo.toml)
# The CLI must be the exact version of the wasm-bindgen crate the module is built with.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/[" ]/,"",$0); sub("version=","",$0); print; exit}' Cargo.lock)
[ -n "$version" ] && [ -n "$bindgen_version" ] || { echo "cannot read the versions from Cargo.toml and Cargo.lock" >&2; exit 1; }

if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown >&2
fi
wasm_bindgen=$(bash scripts/install-tool.sh --bin wasm-bindgen wasm-bindgen-cli "$bindgen_version")
# The pinned JavaScript tools (binaryen's wasm-opt, TypeScript) from the root package-lock.json.
[ -x node_modules/.bin/wasm-opt ] || npm ci --no-audit --no-fund --loglevel=error >&2

# No debug information in the module: wasm-bindgen would strip it anyway, and it slows the build.
echo "building the WebAssembly module" >&2
CARGO_PROFILE_RELEASE_DEBUG=0 cargo build --quiet --release --target wasm32-unknown-unknown -p herr-der-ziegen-wasm
target=${CARGO_TARGET_DIR:-$root/target}
module=$target/wasm32-unknown-unknown/release/herr_der_ziegen_wasm.wasm

# Built beside DIR/package and moved in place at the end, so that a reader of DIR/package (the
# page's server, its tests) never sees half a package.
stage=$(mktemp -d "$out/.package.XXXXXX")
trap 'rm -rf "$stage"' EXIT
"$wasm_bindgen" --target web --no-typescript --out-dir "$stage" --out-name herr_der_ziegen_wasm "$module"
# -O3 makes the module 17% smaller (9% gzipped) for 30 s of build, with no change in speed that
# stands out of the noise (docs/performance.md, "JavaScript"); the features are those rustc
# enables for this target.
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-reference-types --enable-multivalue --enable-mutable-globals \
    "$stage/herr_der_ziegen_wasm_bg.wasm" -o "$stage/herr_der_ziegen_wasm_bg.wasm"

cp wasm/js/index.js wasm/js/index.d.ts wasm/README.md "$stage/"
mkdir -p "$stage/games"
sed "s/@VERSION@/$version/" wasm/package.json.in > "$stage/package.json"

# games.d.ts: each registry game's types by its name, from the registry the module was built
# with; a game without its declaration file fails the build here.
node --input-type=module - "$stage" "$root/wasm/js/games" <<'EOF'
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [stage, declarations] = process.argv.slice(2);
const { GAMES } = await import(pathToFileURL(join(stage, "index.js")).href);
const camel = (name) => name.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
const lines = ["// Each game of the registry's types by its name (written by scripts/build-npm.sh).", ""];
const entries = [];
for (const { name } of GAMES) {
  const file = join(declarations, `${name}.d.ts`);
  if (!existsSync(file)) {
    console.error(`the registry game ${name} has no declarations: wasm/js/games/${name}.d.ts is missing`);
    process.exit(1);
  }
  copyFileSync(file, join(stage, "games", `${name}.d.ts`));
  lines.push(`import type { ${camel(name)} } from "./games/${name}.js";`);
  lines.push(`export type * from "./games/${name}.js";`);
  entries.push(`  "${name}": ${camel(name)};`);
}
lines.push("", "/** Each game's types (moves, events, scores, options, view document), by game name. */");
lines.push("export interface GameTypes {", ...entries, "}", "");
writeFileSync(join(stage, "games.d.ts"), lines.join("\n"));
EOF

chmod 755 "$stage"
tarball=$out/herr-der-ziegen-$version.tgz
packed=$(cd "$stage" && npm pack --silent --pack-destination "$stage/..")
[ "$packed" = "herr-der-ziegen-$version.tgz" ] && [ -f "$tarball" ] || { echo "npm pack wrote no $tarball" >&2; exit 1; }
rm -rf "$out/package.old"
[ ! -e "$out/package" ] || mv "$out/package" "$out/package.old"
mv "$stage" "$out/package"
rm -rf "$out/package.old"
wasm=$out/package/herr_der_ziegen_wasm_bg.wasm
echo "module: $(wc -c < "$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped; tarball: $(wc -c < "$tarball") bytes" >&2
echo "$tarball"
