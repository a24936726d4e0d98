#!/usr/bin/env bash
# The JavaScript package's tests (scripts/test.sh runs them after the Python package's):
#
#   scripts/test-js.sh
#
# 1. builds the package once (scripts/build-npm.sh target/npm: target/npm/package/ unpacked and
#    target/npm/herr-der-ziegen-<version>.tgz, left there for other tests to reuse);
# 2. runs the Node tests (wasm/tests/*.test.mjs) on it, every game of the registry, through
#    scripts/run-node-tests.mjs (the count of tests run; a skip fails under HDZ_FAIL_ON_SKIP=1,
#    which scripts/test.sh sets): among them the package's declarations held against whole games of
#    every game and player count and the golden files (wasm/tests/declarations.test.mjs), and
#    documents written by the Python package continued when target/py-test-venv
#    (scripts/test-python.sh) has the wheel, and the game server's client played against the
#    real server (the binary `cargo test` builds, started on 127.0.0.1 by the test);
# 3. fails if a shipped declaration file contains `any` (scripts/check-no-any.mjs);
# 4. type-checks the package's sources, `tsc --strict --checkJs` (wasm/js/tsconfig.json);
# 5. installs the tarball into a fresh folder and runs the README's JavaScript snippet there;
# 6. compiles the TypeScript example (wasm/examples/typescript) with `tsc --strict --noEmit`
#    against the installed package.
# Needs Node 20 with npm; the pinned tools come from the root package-lock.json (`npm ci`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
started=$SECONDS

step() { printf -- '-- %s\n' "$*"; }

step "pinned JavaScript tools (npm ci)"
npm ci --no-audit --no-fund --loglevel=error

step "building the package"
tarball=$(bash scripts/build-npm.sh target/npm)
package=$root/target/npm/package

step "the game server for the package's client (the workspace's test build: after scripts/test.sh's cargo test nothing is built again)"
cargo test --workspace --locked --no-run
export GAME_SERVER="${CARGO_TARGET_DIR:-$root/target}/debug/game-server"

step "Node tests"
HDZ_PACKAGE_DIR=$package node scripts/run-node-tests.mjs wasm/tests/*.test.mjs

step "no any in the shipped declarations"
node scripts/check-no-any.mjs "$package"

step "the package's sources type-checked: tsc --strict --checkJs (wasm/js/tsconfig.json)"
"$root/node_modules/.bin/tsc" -p wasm/js/tsconfig.json
echo "wasm/js: no type error"

fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT

step "the tarball installed into a fresh folder, with the README's snippet"
(cd "$fresh" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error "$tarball")
# The first ```js block of the README's "## JavaScript" section.
awk '/^## JavaScript/{s=1} s && /^```js$/{c=1; next} c && /^```$/{exit} c{print}' README.md > "$fresh/readme.mjs"
[ -s "$fresh/readme.mjs" ] || { echo "README.md has no JavaScript snippet under ## JavaScript" >&2; exit 1; }
(cd "$fresh" && node readme.mjs)

step "the TypeScript example, tsc --strict --noEmit against the installed package"
cp wasm/examples/typescript/play.ts wasm/examples/typescript/tsconfig.json "$fresh/"
"$root/node_modules/.bin/tsc" -p "$fresh/tsconfig.json"
(cd "$fresh" && cp play.ts play.mts && "$root/node_modules/.bin/tsc" --strict --target es2022 --module nodenext \
    --moduleResolution nodenext --outDir out play.mts && node out/play.mjs >/dev/null)

echo "JavaScript package: all tests passed in $((SECONDS - started)) s"
