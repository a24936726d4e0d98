#!/usr/bin/env bash
# Lays out the page's site: builds the npm package into target/npm with scripts/build-npm.sh when
# it is missing or older than the engine's sources ($HDZ_NPM_DIR names another folder holding
# package/, as build-npm.sh writes it), then links the page's files (web/, its tests left out)
# and the package (as pkg/) side by side in target/web-site (links, no copies). Prints the
# site's folder. Used by scripts/serve-web.sh and scripts/serve-online.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

npm_dir=${HDZ_NPM_DIR:-$root/target/npm}
package=$npm_dir/package
# The sources the package is built from (the folders of the crates it is built from, as
# `cargo metadata` resolves them: scripts/package-sources.py); a newer one means it is stale.
mapfile -t crates < <(python3 scripts/package-sources.py herr-der-ziegen-wasm)
[ ${#crates[@]} -gt 0 ] || { echo "cargo metadata lists no crate the npm package is built from" >&2; exit 1; }
sources=("${crates[@]}" Cargo.toml Cargo.lock package-lock.json scripts/build-npm.sh scripts/write-games-dts.mjs)
if [ ! -f "$package/index.js" ] || [ -n "$(find "${sources[@]}" -newer "$package/index.js" -type f -print -quit 2>/dev/null)" ]; then
    echo "building the npm package into $npm_dir (a few minutes the first time)" >&2
    bash scripts/build-npm.sh "$npm_dir" >/dev/null
fi

site=$root/target/web-site
mkdir -p "$site"
# Links to every file of the page (its tests stay out) and to the package; dead links go.
find "$site" -maxdepth 1 -type l ! -exec test -e {} \; -delete
for entry in "$root"/web/*; do
    [ "$(basename "$entry")" = tests ] && continue
    ln -sfn "$entry" "$site/$(basename "$entry")"
done
ln -sfn "$package" "$site/pkg"
echo "$site"
