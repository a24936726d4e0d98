#!/usr/bin/env bash
# Builds the npm package herr-der-ziegen (the engine compiled to WebAssembly, its ES modules and
# TypeScript types) and packs it into DIR:
#
#   scripts/build-npm.sh [--features LIST] DIR   # writes DIR/herr-der-ziegen-<version>.tgz and DIR/package/
#
# DIR/package/ is the unpacked package (import DIR/package/index.js directly); the tarball
# installs with `npm install DIR/herr-der-ziegen-<version>.tgz`. DIR/glue-types/ holds the
# declarations wasm-bindgen writes for its glue, which the package does not ship: the type checks
# of the package's sources read them (wasm/js/tsconfig.json). Steps: cargo builds wasm/ for
# wasm32-unknown-unknown (release; `--features` adds features of the crate: `speed` exports the
# loops benchmarks/wasm_speed.mjs times, never in a shipped package), the wasm-bindgen CLI pinned
# to the wasm-bindgen version of Cargo.lock writes the JavaScript glue, binaryen's wasm-opt (the
# npm package pinned in the root package-lock.json) optimises the module,
# scripts/write-games-dts.mjs writes games.d.ts from the registry the module was built with, and
# `npm pack` packs it. Needs a Rust toolchain with rustup (the target is added when missing) and
# Node 20 with npm.
set -euo pipefail

features=()
if [ "${1:-}" = --features ] && [ $# -ge 2 ]; then
    features=(--features "$2")
    shift 2
fi
[ $# -eq 1 ] || { echo "usage: scripts/build-npm.sh [--features LIST] DIR" >&2; exit 2; }
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
CARGO_PROFILE_RELEASE_DEBUG=0 cargo build --quiet --release --target wasm32-unknown-unknown -p herr-der-ziegen-wasm \
    ${features[@]+"${features[@]}"}
target=${CARGO_TARGET_DIR:-$root/target}
module=$target/wasm32-unknown-unknown/release/herr_der_ziegen_wasm.wasm

# Built beside DIR/package and moved in place at the end, so that a reader of DIR/package (the
# page's server, its tests) never sees half a package.
stage=$(mktemp -d "$out/.package.XXXXXX")
glue_types=$(mktemp -d "$out/.glue-types.XXXXXX")
trap 'rm -rf "$stage" "$glue_types"' EXIT
"$wasm_bindgen" --target web --out-dir "$stage" --out-name herr_der_ziegen_wasm "$module"
# The glue's declarations are for the type checks of the package's sources, not for users.
mv "$stage"/*.d.ts "$glue_types/"
# -O3 makes the module 17% smaller (9% gzipped) for 30 s of build, with no change in speed that
# stands out of the noise (docs/performance.md, "JavaScript"); the features are those rustc
# enables for this target.
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-reference-types --enable-multivalue --enable-mutable-globals \
    "$stage/herr_der_ziegen_wasm_bg.wasm" -o "$stage/herr_der_ziegen_wasm_bg.wasm"

# The package's modules (every hand-written file of wasm/js), its declarations and its README.
cp wasm/js/*.js wasm/js/index.d.ts wasm/README.md "$stage/"
sed "s/@VERSION@/$version/" wasm/package.json.in > "$stage/package.json"
node scripts/write-games-dts.mjs "$stage" "$root/wasm/js/games"

chmod 755 "$stage"
tarball=$out/herr-der-ziegen-$version.tgz
packed=$(cd "$stage" && npm pack --silent --pack-destination "$stage/..")
[ "$packed" = "herr-der-ziegen-$version.tgz" ] && [ -f "$tarball" ] || { echo "npm pack wrote no $tarball" >&2; exit 1; }
rm -rf "$out/package.old" "$out/glue-types.old"
[ ! -e "$out/package" ] || mv "$out/package" "$out/package.old"
[ ! -e "$out/glue-types" ] || mv "$out/glue-types" "$out/glue-types.old"
mv "$stage" "$out/package"
mv "$glue_types" "$out/glue-types"
rm -rf "$out/package.old" "$out/glue-types.old"
wasm=$out/package/herr_der_ziegen_wasm_bg.wasm
echo "module: $(wc -c < "$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped; tarball: $(wc -c < "$tarball") bytes" >&2
echo "$tarball"
